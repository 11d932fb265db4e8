:- module(tabuleiro_gradebook,
          [ write_gradebook/2,      % +Folder, +Rows
            feedback_text/2,        % +Row, -Paragraph
            feedback_file_names/2   % +Names, -Files
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(report_text).

/** <module> A teacher's gradebook: one line and one paragraph per student

Beside the Markdown and JSON reports of grading (prolog/grade.pl), the
gradebook is what a teacher copies into their marks and sends to each
student:

  - `grading-report.csv`: a header, then one row per submission, in the
    report's order: its folder, the verdict, the positions checked, the
    first finding in one line, and its feedback file;
  - `feedback/NAME.txt`: one paragraph per submission, in words, that
    can be sent as it is.

Every text in them may come from a submission (its folder's name, its
messages): it is cleaned (report_text.pl), put on one line, cut short,
and in the CSV quoted, with a text that a spreadsheet would run as a
formula (`=`, `+`, `-`, `@` first) made plain text.
*/

%!  write_gradebook(+Folder, +Rows) is det.
%
%   Writes `grading-report.csv` and `feedback/` into Folder (an earlier
%   run's feedback files there are removed first), from Rows, the
%   report's rows (dicts, cleaned by clean_row/2).

write_gradebook(Folder, Rows) :-
    maplist([Row, Name]>>get_dict(name, Row, Name), Rows, Names),
    feedback_file_names(Names, Files),
    directory_file_path(Folder, feedback, FeedbackFolder),
    (   exists_directory(FeedbackFolder)
    ->  directory_files(FeedbackFolder, Old),
        forall(( member(File, Old), file_name_extension(_, txt, File) ),
               ( directory_file_path(FeedbackFolder, File, Path), delete_file(Path) ))
    ;   make_directory(FeedbackFolder)
    ),
    directory_file_path(Folder, 'grading-report.csv', Csv),
    setup_call_cleanup(open(Csv, write, Out, [encoding(utf8)]),
                       ( csv_line(Out, ["folder", "verdict", "positions checked",
                                        "first finding", "feedback file"]),
                         maplist(csv_row(Out), Rows, Files) ),
                       close(Out)),
    maplist(write_feedback(FeedbackFolder), Rows, Files).

csv_row(Out, Row, File) :-
    row_text(Row, name, Name),
    row_text(Row, verdict, Verdict),
    row_text(Row, positions, Positions),
    first_finding(Row, First),
    atom_concat('feedback/', File, Feedback),
    csv_line(Out, [Name, Verdict, Positions, First, Feedback]).

csv_line(Out, Texts) :-
    maplist(csv_field, Texts, Fields),
    atomic_list_concat(Fields, ',', Line),
    format(Out, "~w\r\n", [Line]).

write_feedback(Folder, Row, File) :-
    feedback_text(Row, Text),
    directory_file_path(Folder, File, Path),
    setup_call_cleanup(open(Path, write, Out, [encoding(utf8)]),
                       ( wrapped(Text, 72, Lines),
                         forall(member(Line, Lines), format(Out, "~w~n", [Line])) ),
                       close(Out)).

%   row_text(+Row, +Key, -Text): the value of Key in Row on one line,
%   cut short, '' when there is none.
row_text(Row, Key, Text) :-
    (   get_dict(Key, Row, Value)
    ->  one_line(Value, 300, Text)
    ;   Text = ''
    ).

%!  feedback_file_names(+Names, -Files) is det.
%
%   Files are the names of the feedback files of the submissions Names
%   (in the report's order): each Name with every character but
%   letters, digits, `.`, `_` and `-` made `_`, at most 80 of them, and
%   `.txt`; `-2`, `-3`, ... before it when an earlier name gave the same.

feedback_file_names(Names, Files) :-
    foldl(feedback_file_name, Names, Files, [], _).

feedback_file_name(Name, File, Taken, [Base|Taken]) :-
    safe_base(Name, Base0),
    (   memberchk(Base0, Taken)
    ->  between(2, inf, N),
        format(atom(Base), "~w-~d", [Base0, N]),
        \+ memberchk(Base, Taken)
    ->  true
    ;   Base = Base0
    ),
    file_name_extension(Base, txt, File).

safe_base(Name, Base) :-
    format(string(Text), "~w", [Name]),
    string_codes(Text, Codes0),
    maplist(safe_code, Codes0, Codes1),
    (   length(Codes1, Length), Length > 80
    ->  length(Codes2, 80),
        append(Codes2, _, Codes1)
    ;   Codes2 = Codes1
    ),
    (   ( Codes2 == [] ; Codes2 = [0'.|_] )
    ->  Codes = [0's, 0'u, 0'b, 0'm, 0'i, 0's, 0's, 0'i, 0'o, 0'n, 0'_|Codes2]
    ;   Codes = Codes2
    ),
    atom_codes(Base, Codes).

safe_code(Code, Safe) :-
    (   ( between(0'a, 0'z, Code) ; between(0'A, 0'Z, Code) ; between(0'0, 0'9, Code)
        ; memberchk(Code, `._-`) )
    ->  Safe = Code
    ;   Safe = 0'_
    ).

%!  feedback_text(+Row, -Paragraph) is det.
%
%   Paragraph (a string, one line) tells the student of Row what
%   grading found: the verdict in words, the first finding, how much of
%   the game was checked, the first problem while loading.

feedback_text(Row, Paragraph) :-
    row_text(Row, name, Name),
    (   get_dict(game, Row, Game0)
    ->  one_line(Game0, 40, Game),
        format(string(Of), " (~w)", [Game])
    ;   Of = ""
    ),
    row_text(Row, verdict, Verdict),
    verdict_words(Verdict, Words),
    format(string(Opening), "Grading of your submission ~w~w: ~w, ~w.", [Name, Of, Verdict, Words]),
    findall(Sentence, feedback_sentence(Row, Sentence), Sentences),
    atomic_list_concat([Opening|Sentences], ' ', Paragraph0),
    atom_string(Paragraph0, Paragraph).

feedback_sentence(Row, Sentence) :-
    first_finding(Row, First),
    First \== '',
    format(string(Sentence), "What was found first: ~w.", [First]).
feedback_sentence(Row, Sentence) :-
    get_dict(positions, Row, Positions0),
    one_line(Positions0, 100, Positions),
    (   get_dict(rules, Row, Rules), is_list(Rules), Rules \== []
    ->  maplist([R, T]>>one_line(R, 200, T), Rules, Texts),
        atomic_list_concat(Texts, '; ', Coverage),
        format(string(Sentence), "Positions checked: ~w; by rule: ~w.", [Positions, Coverage])
    ;   format(string(Sentence), "Positions checked: ~w.", [Positions])
    ).
feedback_sentence(Row, Sentence) :-
    get_dict(perft, Row, Perft0),
    one_line(Perft0, 200, Perft),
    format(string(Sentence), "Perft (counting the positions reached move by move): ~w.",
           [Perft]).
feedback_sentence(Row, Sentence) :-
    get_dict(load_problems, Row, [First|More]),
    length([First|More], Count),
    one_line(First, 300, Problem),
    \+ told_first(Row, Problem),
    (   Count =:= 1
    ->  format(string(Sentence), "Loading your files gave an error: ~w.", [Problem])
    ;   format(string(Sentence), "Loading your files gave ~d errors, the first: ~w.",
               [Count, Problem])
    ).
feedback_sentence(Row, Sentence) :-
    get_dict(ignored_why, Row, Ignored0),
    one_line(Ignored0, 300, Ignored),
    format(string(Sentence), "Note: ~w.", [Ignored]).
feedback_sentence(_, "Your teacher has the full report, with each finding's position drawn.").

% told_first(+Row, +Problem): the row's first finding tells Problem
% already (a missing file, the reason it was not loaded).
told_first(Row, Problem) :-
    first_finding(Row, First),
    sub_atom(First, _, _, _, Problem).

%   first_finding(+Row, -Text): the row's first finding on one line:
%   why its verdict, else its first kind of disagreement, else ''.
first_finding(Row, Text) :-
    (   get_dict(why, Row, Why)
    ->  one_line(Why, 300, Text)
    ;   get_dict(first, Row, First), First \== ""
    ->  one_line(First, 300, Text)
    ;   get_dict(kinds, Row, [Kind-Count|_])
    ->  format(string(First), "~w (~w)", [Kind, Count]),
        one_line(First, 300, Text)
    ;   Text = ''
    ).

% verdict_words(+Verdict, -Words): what a verdict means, for a student.
verdict_words(agreed, "every rule of the game was exercised and your encoding agreed with \c
                       the reference on each position checked").
verdict_words(disagreed, "your encoding and the reference rules differ on some positions").
verdict_words('not loaded', "your files could not be loaded as they are").
verdict_words('not graded', "nothing of your own code could be checked").
verdict_words('timed out', "your code ran out of its time").
verdict_words('memory limit exceeded', "your code ran out of its memory").
verdict_words('process limit exceeded', "your code started more processes than it may").
verdict_words('output limit exceeded', "your code wrote more output than it may").
verdict_words(crashed, "your code's process crashed").
verdict_words(halted, "your code stopped its own process (halt)").
verdict_words('broke the protocol', "your code's process wrote where the grader reads its answers").
verdict_words(incomplete, "the time ran out before every rule of the game was checked").
verdict_words('sandbox refused', "the grading machine could not start your code: this is not \c
                                  your fault, and it will be graded again").
verdict_words(error, "the check stopped on an error").
verdict_words(_, "see below").

%   one_line(+Text, +Max, -Line): Text cleaned (clean_text/2), on one
%   line, at most Max characters.
one_line(Text, Max, Line) :-
    clean_text(Text, Clean),
    split_string(Clean, "\n\t\r", " ", Parts0),
    exclude(==(""), Parts0, Parts),
    atomic_list_concat(Parts, ' ', Line0),
    (   atom_length(Line0, Length),
        Length > Max
    ->  sub_atom(Line0, 0, Max, _, Cut),
        atom_concat(Cut, '...', Line)
    ;   Line = Line0
    ).

%   wrapped(+Text, +Width, -Lines): Text's words in lines of at most
%   Width characters (a longer word alone on its line).
wrapped(Text, Width, Lines) :-
    split_string(Text, " ", " ", Words0),
    exclude(==(""), Words0, Words),
    wrap_words(Words, Width, Lines).

wrap_words([], _, []).
wrap_words([Word|Words], Width, [Line|Lines]) :-
    string_length(Word, Length),
    fill_line(Words, Width, Length, [Word], Rest, LineWords),
    atomic_list_concat(LineWords, ' ', Line),
    wrap_words(Rest, Width, Lines).

fill_line([Word|Words], Width, Length0, Acc, Rest, LineWords) :-
    string_length(Word, Length),
    Length1 is Length0 + 1 + Length,
    Length1 =< Width,
    !,
    append(Acc, [Word], Acc1),
    fill_line(Words, Width, Length1, Acc1, Rest, LineWords).
fill_line(Rest, _, _, LineWords, Rest, LineWords).
