:- module(tabuleiro_load_problem,
          [ load_problem_text/4         % +Folder, +Term, -Kind, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(aggregate)).

/** <module> What went wrong while a submission loaded, in words

The student server (student_server.pl) keeps each error printed while a
submission's files load, as a line of the grading report.  SWI-Prolog's
own messages name files by their path in the sandbox (`/submission/...`)
and quote a missing file twice (source_sink `'teeko.pl'' does not
exist); here:

  - a file that is not there is named as written, with the file that
    loads it and its line, and the file of that folder whose name is
    nearest (the same but for case, as `Teeko.pl` for `teeko.pl`: a
    system that ignores case loaded it on the student's machine);
  - a syntax error says the file, its line, the error and the text of
    that line;
  - any other message is SWI-Prolog's, its paths inside the folder made
    relative to it.

Text from the submission (file names, a line of its source) stays in the
text as it is, at most 100 characters of it each; the grader escapes the
text wherever it shows it.
*/

%!  load_problem_text(+Folder, +Term, -Kind, -Text) is semidet.
%
%   Text (a string, one line) says what the message Term, printed while
%   the submission in Folder loaded, means; Kind is `missing_file` for a
%   file that is not there, else `other`.  Called from a message hook
%   while the file is loaded, so that the loading file and line are
%   known.  Fails for a message that cannot be put in words.

load_problem_text(Folder, Term, missing_file, Text) :-
    sub_term(Error, Term),
    subsumes_term(error(existence_error(source_sink, _), _), Error),
    Error = error(existence_error(source_sink, Spec), _),
    atomic(Spec),
    !,
    missing_file_text(Folder, Spec, Text).
load_problem_text(Folder, error(syntax_error(What), file(File, Line, _, _)), other, Text) :-
    !,
    relative_name(Folder, File, Name),
    syntax_words(What, Words),
    (   source_line(File, Line, Source)
    ->  format(string(Text), "~w, line ~d: syntax error: ~w, in: ~w", [Name, Line, Words, Source])
    ;   format(string(Text), "~w, line ~d: syntax error: ~w", [Name, Line, Words])
    ).
load_problem_text(Folder, Term, other, Text) :-
    catch(message_words(Term, Text0), _, fail),
    atom_concat(Folder, '/', Prefix),
    atomic_list_concat(Parts, Prefix, Text0),
    atomic_list_concat(Parts, '', Text1),
    atom_string(Text1, Text).

message_words(Term, Text) :-
    phrase('$messages':translate_message(Term), Lines),
    with_output_to(codes(Codes0), print_message_lines(current_output, '', Lines)),
    exclude(==(0'\n), Codes0, Codes),
    string_codes(Text, Codes).

syntax_words(What, Words) :-
    (   catch(message_words(error(syntax_error(What), _), Text), _, fail),
        sub_string(Text, _, _, After, "Syntax error: ")
    ->  sub_string(Text, _, After, 0, Words0),
        downcase_first(Words0, Words)
    ;   format(string(Words), "~q", [What])
    ).

downcase_first(Text, Lower) :-
    (   sub_string(Text, 0, 1, _, First),
        sub_string(Text, 1, _, 0, Rest)
    ->  string_lower(First, LowerFirst),
        string_concat(LowerFirst, Rest, Lower)
    ;   Lower = Text
    ).

%   missing_file_text(+Folder, +Spec, -Text): the file Spec, which the
%   file being loaded asked for, is not there.

missing_file_text(Folder, Spec, Text) :-
    loading_place(Folder, Where, Directory),
    shown(Spec, Wanted),
    (   nearest_files(Directory, Spec, Near)
    ->  near_words(Folder, Directory, Wanted, Near, NearWords),
        format(string(Text), "~wloads ~w, which is not in the folder: ~w",
               [Where, Wanted, NearWords])
    ;   format(string(Text), "~wloads ~w, which is not in the folder, nor any file named \c
                              like it", [Where, Wanted])
    ).

%   loading_place(+Folder, -Where, -Directory): Where names the file
%   being loaded and the line of the term that asked ("adapter.pl, line
%   3, "), Directory the folder a relative file name is taken from.

loading_place(Folder, Where, Directory) :-
    (   prolog_load_context(source, Source)
    ->  relative_name(Folder, Source, Name),
        (   prolog_load_context(term_position, Position),
            stream_position_data(line_count, Position, Line)
        ->  format(string(Where), "~w, line ~d, ", [Name, Line])
        ;   format(string(Where), "~w ", [Name])
        )
    ;   Where = ""
    ),
    (   prolog_load_context(directory, Directory)
    ->  true
    ;   Directory = Folder
    ).

% nearest_files(+Directory, +Spec, -Near): Near are the names of the
% files of Spec's folder nearest to its name, the same but for case
% first, else those at most two letters away (with `.pl` added as
% loading adds it), at most three of them.

nearest_files(Directory, Spec, Near) :-
    atom_string(Spec, SpecText),
    directory_file_path(Directory, SpecText, Path),
    file_directory_name(Path, Dir),
    file_base_name(Path, Base),
    catch(directory_files(Dir, Entries0), _, fail),
    length(Entries0, Count),
    Count =< 1000,
    exclude([E]>>memberchk(E, ['.', '..']), Entries0, Entries),
    wanted_names(Base, Wanted),
    (   include(same_but_case(Wanted), Entries, Near0), Near0 \== []
    ->  true
    ;   findall(D-E, ( member(E, Entries), atom_length(E, L), L =< 100,
                       aggregate_all(min(D1), ( member(W, Wanted),
                                                edit_distance(W, E, D1) ), D),
                       D =< 2 ),
                Scored),
        Scored \== [],
        keysort(Scored, Sorted),
        pairs_values(Sorted, Near0)
    ),
    length(Near0, Found),
    Kept is min(3, Found),
    length(Near, Kept),
    append(Near, _, Near0).

wanted_names(Base, Wanted) :-
    (   file_name_extension(_, '', Base)
    ->  atom_concat(Base, '.pl', WithPl),
        Wanted = [WithPl, Base]
    ;   Wanted = [Base]
    ).

same_but_case(Wanted, Entry) :-
    downcase_atom(Entry, Lower),
    member(W, Wanted),
    downcase_atom(W, Lower),
    !.

near_words(Folder, Directory, Wanted, Near, Words) :-
    maplist(near_name(Folder, Directory, Wanted), Near, Names),
    atomic_list_concat(Names, ', ', List),
    (   Near = [One],
        downcase_atom(One, Lower),
        file_base_name(Wanted, WantedBase),
        (   downcase_atom(WantedBase, Lower)
        ;   atom_concat(WantedBase, '.pl', WithPl), downcase_atom(WithPl, Lower)
        )
    ->  format(string(Words), "~w is (the names differ in case only, which this \c
                               system tells apart)", [List])
    ;   Near = [_]
    ->  format(string(Words), "~w is, the nearest name", [List])
    ;   format(string(Words), "the nearest names are ~w", [List])
    ).

near_name(Folder, Directory, Wanted, Entry, Name) :-
    file_directory_name(Wanted, WantedDir),
    (   WantedDir == '.'
    ->  Name0 = Entry
    ;   directory_file_path(Directory, WantedDir, Dir),
        directory_file_path(Dir, Entry, Path),
        relative_name(Folder, Path, Name0)
    ),
    shown(Name0, Name).

% relative_name(+Folder, +File, -Name): File as a name relative to Folder
% when it is inside it, else its base name.
relative_name(Folder, File, Name) :-
    atom_concat(Folder, '/', Prefix),
    (   atom_concat(Prefix, Name0, File)
    ->  true
    ;   file_base_name(File, Name0)
    ),
    shown(Name0, Name).

% shown(+Text, -Shown): at most 100 characters of Text.
shown(Text, Shown) :-
    atom_string(Text, String),
    string_length(String, Length),
    (   Length =< 100
    ->  Shown = String
    ;   sub_string(String, 0, 99, _, Kept),
        string_concat(Kept, "\u2026", Shown)
    ).

%   source_line(+File, +Line, -Text): the Line-th line of File, read a
%   character at a time, at most a megabyte of the file, and at most 100
%   characters of the line, its spaces at both ends dropped.

source_line(File, Line, Text) :-
    catch(setup_call_cleanup(open(File, read, In),
                             ( skip_lines(In, Line, 1_000_000, Left),
                               line_codes(In, 100, Left, Codes) ),
                             close(In)),
          _, fail),
    string_codes(Text0, Codes),
    split_string(Text0, "", " \t\r", [Text1]),
    Text1 \== "",
    shown(Text1, Text).

skip_lines(_, 1, Left, Left) :-
    !.
skip_lines(In, Line, Left0, Left) :-
    Left0 > 0,
    get_code(In, Code),
    Code \== -1,
    Left1 is Left0 - 1,
    (   Code == 0'\n
    ->  Line1 is Line - 1,
        skip_lines(In, Line1, Left1, Left)
    ;   skip_lines(In, Line, Left1, Left)
    ).

line_codes(In, Max, Left, Codes) :-
    (   Max > 0, Left > 0,
        get_code(In, Code),
        Code \== -1, Code \== 0'\n
    ->  Max1 is Max - 1,
        Left1 is Left - 1,
        Codes = [Code|Rest],
        line_codes(In, Max1, Left1, Rest)
    ;   Codes = []
    ).

%   edit_distance(+A, +B, -D): the Levenshtein distance of the atoms A
%   and B (names of at most 100 characters).

edit_distance(A, B, D) :-
    atom_codes(A, As),
    atom_codes(B, Bs),
    length(Bs, N),
    numlist(0, N, Row0),
    foldl(distance_row(Bs), As, Row0-1, Row-_),
    last(Row, D).

distance_row(Bs, A, Previous-I, Row-I1) :-
    I1 is I + 1,
    distance_cells(Bs, A, Previous, I, Row0),
    Row = [I|Row0].

distance_cells([], _, _, _, []).
distance_cells([B|Bs], A, [Diagonal, Up|Previous], Left, [D|Row]) :-
    (   A == B
    ->  Cost = 0
    ;   Cost = 1
    ),
    D is min(min(Up + 1, Left + 1), Diagonal + Cost),
    distance_cells(Bs, A, [Up|Previous], D, Row).
