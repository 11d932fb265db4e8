:- module(gradebook_grading, [gradebook_check/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(csv)).
:- use_module(library(filesex)).
:- use_module(library(http/json)).
:- use_module('../../prolog/tabuleiro/kit/report_text', [csv_field/2]).
:- use_module('../../prolog/tabuleiro/kit/gradebook', [feedback_file_names/2]).

/** <module> Grading for a teacher: the command, --jobs and the gradebook

A small class (submissions of tests/cross_check/submissions with verdicts
of every kind, one that runs out of its time once, a folder whose name
and answers are made to break a spreadsheet, and two folders whose
names make the same feedback file name) is graded twice, with
`--jobs=1` and with `--jobs=3` (more than the cores, so that
submissions run beside each other on any machine): the two reports
must be the same but for the times taken, and each check reads them.
The command's help, its refusals and the Makefile's `ARGS` are checked
without grading.
*/

:- dynamic graded/1.        % graded(Runs): the two gradings of the class

%!  gradebook_check(?Name, ?Goal) is nondet.

gradebook_check(Name, gradebook_grading:Goal) :-
    check_of(Name, Goal).

check_of(grade_help_lists_every_option_with_its_default, help_lists_defaults).
check_of(a_bad_option_is_one_line_on_stderr_and_status_2,
         ( refused_in_one_line(['--jobs=0'], "--jobs takes a positive whole number, not '0'"),
           refused_in_one_line(['--colour=red'], "unknown option --colour=red"),
           refused_in_one_line([], "which folder of submissions?") )).
check_of(make_grade_and_make_tournament_pass_args_through, make_passes_args).
check_of(the_report_is_the_same_for_any_number_of_jobs, same_reports).
check_of(every_submission_gets_its_verdict_beside_the_others, verdicts_beside_others).
check_of(the_expected_time_is_said_before_the_run, expected_time_said).
check_of(the_gradebook_has_one_csv_line_per_submission, csv_lines).
check_of(the_gradebook_is_read_back_as_written_with_formulas_made_text, csv_read_back).
check_of(csv_fields_quote_and_defuse_hostile_text, csv_fields).
check_of(each_student_gets_one_paragraph_of_feedback, feedback_paragraphs).
check_of(feedback_file_names_are_safe_and_distinct, feedback_names).
check_of(a_missing_file_and_a_syntax_error_are_named_in_the_row, loading_errors_named).
check_of(the_teachers_perft_depth_is_every_submissions, teachers_perft_depth).
check_of(a_fresh_process_that_cannot_load_in_time_ends_the_grading_of_its_submission,
         fresh_process_out_of_time).

% --- The command ----------------------------------------------------------

help_lists_defaults :-
    grade_script(Grade),
    run_swipl([Grade, '--help'], Status, Out, Err),
    Status == exit(0),
    Err == "",
    forall(member(Text, ["--positions=N", "[1000]", "--seconds=S", "[120]",
                         "--call-seconds=S", "[10]",
                         "--perft=D", "--memory=MB", "[2048]", "--jobs=N", "[the number of cores]",
                         "--out=DIR", "[FOLDER-report, beside FOLDER]", "--unsandboxed",
                         "[off: sandboxed]", "grading-report.csv", "feedback/"]),
           said(Out, Text)).

refused_in_one_line(Options, Text) :-
    grade_script(Grade),
    tmp_file(empty_class, Class),
    make_directory(Class),
    (   Options == []
    ->  Arguments = [Grade]
    ;   Arguments = [Grade, Class|Options]
    ),
    run_swipl(Arguments, Status, Out, Err),
    delete_directory(Class),
    split_string(Err, "\n", "", Lines),
    (   Status == exit(2), Out == "", Lines = [_, ""], sub_string(Err, _, _, _, Text)
    ->  true
    ;   format("grade ~w: ~q, stdout ~q, stderr ~q~n", [Options, Status, Out, Err]),
        fail
    ).

% make -n shows the commands the targets run, with ARGS in them.
make_passes_args :-
    repository(Root),
    make_shows(Root, ['grade', 'SUBMISSIONS=/tmp/c', 'ARGS=--jobs=1 --positions=5'],
               "swipl prolog/grade.pl \"/tmp/c\" --jobs=1 --positions=5"),
    make_shows(Root, ['tournament', 'ENTRANTS=/tmp/e', 'GAME=shi', 'ARGS=--games=2'],
               "swipl prolog/tournament.pl \"/tmp/e\" --game=shi --games=2").

make_shows(Root, Arguments, Text) :-
    process_create(path(make), ['-n', '-C', Root|Arguments],
                   [stdout(pipe(Out)), stderr(null), process(Pid)]),
    read_string(Out, _, Shown),
    close(Out),
    process_wait(Pid, _),
    said(Shown, Text).

% --- The class, graded with --jobs=1 and --jobs=3 ------------------------

expected_verdict(alice_right, "agreed").
expected_verdict(bob_moves_after_win, "disagreed").
expected_verdict(dave_halts, "halted").
expected_verdict(erin_no_adapter_facts, "not loaded").
expected_verdict(gina_halts_while_loading, "not loaded").
expected_verdict(jack_crashes, "crashed").
expected_verdict(lena_loops_once, "disagreed").
expected_verdict(olga_crashes_once, "disagreed").

% The folder made to break a spreadsheet, and the two that share a
% feedback file name.
hostile_name(Name) :-
    format(atom(Name), "=cmd|' \\C calc'!A0,\"x\"~nline2", []).

same_reports :-
    runs(One, Three),
    masked_markdown(One.markdown, M1),
    masked_markdown(Three.markdown, M3),
    same("the Markdown reports", M1, M3),
    maplist(row_without_time, One.rows, R1),
    maplist(row_without_time, Three.rows, R3),
    same("the JSON reports", R1, R3),
    same("the CSV gradebooks", One.csv, Three.csv),
    same("the feedback files", One.feedback, Three.feedback).

% same(+What, +A, +B): A and B are the same, but for how a process that
% called halt ended: SWI-Prolog 9.0's halt/0 now and then never ends
% (its main and gc threads both wait, as /proc shows, whatever the
% load), and the row then says that it hung while exiting.
same(What, A, B) :-
    halt_neutral(A, NA),
    halt_neutral(B, NB),
    (   NA == NB
    ->  true
    ;   format("~w differ:~n~w~n~w~n", [What, NA, NB]),
        fail
    ).

halt_neutral(Term, Text) :-
    format(string(Text0), "~q", [Term]),
    foldl([Part-By, T0, T]>>( atomic_list_concat(Parts, Part, T0),
                              atomic_list_concat(Parts, By, T) ),
          [ '\\n'-' ', ' (exit status 0)'-'',
            ' (the process hung while exiting and was stopped)'-'' ],
          Text0, Text1),
    atomic_list_concat(Words, ' ', Text1),
    exclude(==(''), Words, Kept),
    atomic_list_concat(Kept, ' ', Text).

verdicts_beside_others :-
    runs(_, Three),
    forall(expected_verdict(Name, Verdict), verdict_is(Three, Name, Verdict)),
    hostile_name(Hostile),
    verdict_is(Three, Hostile, "disagreed"),
    verdict_is(Three, 'a b', "agreed"),
    verdict_is(Three, a_b, "agreed").

expected_time_said :-
    runs(_, Three),
    sub_string(Three.printed, Before, _, _, "at most"),
    sub_string(Three.printed, First, _, _, "[1/"),
    Before < First,
    said(Three.printed, "3 at a time").

% A line per submission and the header, each ending in CR LF, and no
% line break elsewhere.
csv_lines :-
    runs(_, Run),
    length(Run.rows, Count),
    split_string(Run.csv, "\n", "", Lines0),
    append(Lines, [""], Lines0),
    length(Lines, LineCount),
    LineCount =:= Count + 1,
    forall(member(Line, Lines), sub_string(Line, _, 1, 0, "\r")),
    \+ sub_string(Run.csv, _, _, _, "\u2028").

csv_read_back :-
    runs(_, Run),
    setup_call_cleanup(open_string(Run.csv, In),
                       csv_read_stream(In, [Header|Records],
                                       [convert(false), match_arity(true)]),
                       close(In)),
    Header == row(folder, verdict, 'positions checked', 'first finding', 'feedback file'),
    length(Run.rows, Count),
    length(Records, Count),
    forall(( member(Record, Records), arg(_, Record, Field) ),
           ( atom_codes(Field, Codes),
             \+ ( member(C, Codes), C < 32 ),
             \+ ( Codes = [C0|_], memberchk(C0, `=+-@`) ) )),
    hostile_name(Hostile),
    atomic_list_concat(Parts, '\n', Hostile),
    atomic_list_concat(Parts, ' ', OneLine),
    atom_concat('\'', OneLine, Shown),
    memberchk(row(Shown, disagreed, _, First, _), Records),
    sub_atom(First, 0, _, _, 'error: valid_moves/3 raises type_error'),
    memberchk(row(alice_right, agreed, _, '', 'feedback/alice_right.txt'), Records),
    memberchk(row(dave_halts, halted, '3 of 101 (stopped)', Why, _), Records),
    sub_atom(Why, 0, _, _, 'the process ended: called halt').

csv_fields :-
    forall(member(Text-Field,
                  [ 'plain'-"\"plain\"",
                    'a,b'-"\"a,b\"",
                    'say "hi"'-"\"say \"\"hi\"\"\"",
                    'two\nlines\r\n'-"\"two lines \"",
                    '=1+1'-"\"'=1+1\"",
                    '  +cmd'-"\"'  +cmd\"",
                    '-2'-"\"'-2\"",
                    '@SUM(A1)'-"\"'@SUM(A1)\"",
                    '\uFF1Dcmd'-"\"'\uFF1Dcmd\"",
                    'bell\a and escape\e[2J'-"\"bell and escape[2J\"",
                    42-"42" ]),
           (   csv_field(Text, Got), Got == Field
           ->  true
           ;   csv_field(Text, Got),
               format("csv_field(~q): ~q, expected ~q~n", [Text, Got, Field]),
               fail
           )).

feedback_paragraphs :-
    runs(_, Run),
    length(Run.rows, Count),
    length(Run.feedback, Count),
    forall(member(File-Text, Run.feedback),
           (   sub_string(Text, 0, _, _, "Grading of your submission "),
               \+ sub_string(Text, _, _, _, "\n\n"),
               string_codes(Text, Codes),
               \+ ( member(C, Codes), C < 32, C \== 0'\n ),
               split_string(Text, "\n", "", Lines),
               forall(member(Line, Lines), ( string_length(Line, L), L =< 100 ))
           ->  true
           ;   format("feedback ~w: ~q~n", [File, Text]),
               fail
           )),
    memberchk('dave_halts.txt'-Dave, Run.feedback),
    said(Dave, "halted"),
    % The paragraph is wrapped: the line may end inside the position
    % (at its space), as the words before it are longer when the halt
    % also hung.
    split_string(Dave, "\n", "", DaveLines),
    atomic_list_concat(DaveLines, ' ', DaveText),
    said(DaveText, "bbbbw/ww.../...../...../..... w"),
    memberchk('erin_no_adapter_facts.txt'-Erin, Run.feedback),
    split_string(Erin, "\n", "", ErinLines),
    atomic_list_concat(ErinLines, ' ', ErinText),
    said(ErinText, "broken.pl, line 2: syntax error: operator expected, in: findall(M,").

feedback_names :-
    runs(_, Run),
    pairs_keys(Run.feedback, Files),
    memberchk('a_b.txt', Files),
    memberchk('a_b-2.txt', Files),
    hostile_name(Hostile),
    feedback_file_names([Hostile], [HostileFile]),
    memberchk(HostileFile, Files),
    length(Long, 300),
    maplist(=(0'x), Long),
    atom_codes(LongName, Long),
    feedback_file_names(['..', '', '.hidden', LongName, 'été/../x'], Safe),
    forall(member(File, Safe),
           ( \+ sub_atom(File, 0, _, _, '.'),
             \+ sub_atom(File, _, _, _, '/'),
             atom_length(File, L), L =< 84 )).

% --- Errors while loading, in the row -------------------------------------

% Two copies of alice_right, one whose grade_options ask for perft(3),
% graded with --perft=1: both are counted to depth 1, and the row of
% the one that asked says that its option was not honoured.
teachers_perft_depth :-
    alice_copies_graded([asks_depth_3, asks_nothing], ask_for_depth_3, ['--perft=1'], Run),
    Run.status == exit(0),
    forall(member(Row, Run.rows),
           (   Row.perft == "to depth 1 agrees"
           ->  true
           ;   format("~w: perft ~q~n", [Row.name, Row.perft]),
               fail
           )),
    member(Asked, Run.rows), Asked.name == "asks_depth_3",
    said(Asked.ignored_options, "[perft(3)]"),
    member(Silent, Run.rows), Silent.name == "asks_nothing",
    \+ get_dict(ignored_options, Silent, _).

% A copy of alice_right that halts when asked its moves and takes 4 s
% to load: its process halts at the first position, and the fresh
% process that takes over cannot load before its 8 s are over.  The
% grader closes each process once (waiting twice for the first one's
% exit was an error of the grader's, which graded the submission again)
% and gives the row of the first one's end.
fresh_process_out_of_time :-
    alice_copies_graded([slow_halting], load_slowly_and_halt, ['--seconds=8'], Run),
    Run.status == exit(0),
    \+ sub_string(Run.errors, _, _, _, "the grader failed"),
    Run.rows = [Row],
    (   memberchk(Row.verdict, ["halted", "timed out"])
    ->  true
    ;   format("slow_halting: verdict ~q: ~q~n", [Row.verdict, Row.why]),
        fail
    ).

load_slowly_and_halt(Class) :-
    directory_file_path(Class, 'slow_halting/adapter.pl', Adapter),
    read_file_to_string(Adapter, Text0, []),
    atomic_list_concat(Parts, 'valid_moves(valid_moves)', Text0),
    atomic_list_concat(Parts, 'valid_moves(halting_moves)', Text1),
    string_concat(Text1, "\n:- sleep(4).\nhalting_moves(_, _, _) :- halt.\n", Text),
    setup_call_cleanup(open(Adapter, write, Out), write(Out, Text), close(Out)).

ask_for_depth_3(Class) :-
    directory_file_path(Class, 'asks_depth_3/adapter.pl', Adapter),
    read_file_to_string(Adapter, Text0, []),
    atomic_list_concat(Parts, 'grade_options([', Text0),
    atomic_list_concat(Parts, 'grade_options([perft(3), ', Text),
    setup_call_cleanup(open(Adapter, write, Out), write(Out, Text), close(Out)).

% Two copies of alice_right: one whose teeko.pl is Teeko.pl (the adapter
% loads teeko.pl: a system that ignores case found it), one with a
% syntax error in a clause of its own, graded all the same.
loading_errors_named :-
    alice_copies_graded([case, syntax], break_loading, [], Run),
    Run.status == exit(0),
    MarkdownText = Run.markdown,
    memberchk('case.txt'-CaseWrapped, Run.feedback),
    split_string(CaseWrapped, "\n", "", CaseLines),
    atomic_list_concat(CaseLines, ' ', CaseText),
    % The student reads the missing file once, as the first finding.
    aggregate_all(count, sub_atom(CaseText, _, _, _, 'which is not in the folder'), Told),
    (   Told =:= 1
    ->  true
    ;   format("case's feedback tells the missing file ~d times: ~w~n", [Told, CaseText]),
        fail
    ),
    verdict_is(Run, case, "not loaded"),
    verdict_is(Run, syntax, "agreed"),
    said(MarkdownText, "| case | - | no: adapter.pl, line 3, loads teeko.pl, which is not in \c
                        the folder: Teeko.pl is (the names differ in case only"),
    said(MarkdownText, "a file is missing: adapter.pl, line 3, loads teeko.pl"),
    said(MarkdownText, "valid_moves/3, which its grade_options/1 name, is not defined"),
    \+ sub_string(MarkdownText, _, _, _, "source_sink"),
    \+ sub_string(MarkdownText, _, _, _, "grade_options/1 are not right"),
    said(MarkdownText, "| syntax | teeko | with an error: teeko.pl, line 10: syntax error: unbalanced operator"),
    said(MarkdownText, ", in: helper(X) :- X is 1 + . | agreed |").

break_loading(Class) :-
    directory_file_path(Class, 'case/teeko.pl', Lower),
    directory_file_path(Class, 'case/Teeko.pl', Upper),
    rename_file(Lower, Upper),
    directory_file_path(Class, 'syntax/teeko.pl', Teeko),
    setup_call_cleanup(open(Teeko, append, Out),
                       format(Out, "~nhelper(X) :- X is 1 + .~n", []),
                       close(Out)).

% alice_copies_graded(+Copies, :Change, +Options, -Run): a class of a
% copy of alice_right under each name of Copies, changed by
% call(Change, Class), graded with Options and 5 positions; Run is what
% report_read/2 reads, with the grader's exit `status` and what it wrote
% on stderr (`errors`).
alice_copies_graded(Copies, Change, Options, Run) :-
    repository(Root),
    directory_file_path(Root, 'tests/cross_check/submissions/alice_right', Alice),
    tmp_file(alice_copies, Class),
    make_directory(Class),
    forall(member(Copy, Copies),
           ( directory_file_path(Class, Copy, To),
             copy_directory(Alice, To) )),
    call(Change, Class),
    grade_script(Grade),
    tmp_file(alice_copies_report, Report),
    atom_concat('--out=', Report, OutOption),
    append([Grade, Class|Options],      % the first of an option counts
           ['--positions=5', '--seconds=20', '--memory=384', '--jobs=2', OutOption],
           Arguments),
    run_swipl(Arguments, Status, _, Errors),
    report_read(Report, Read),
    delete_directory_and_contents(Class),
    Run = Read.put(_{status: Status, errors: Errors}).

% --- The two gradings ------------------------------------------------------

runs(One, Three) :-
    graded(One-Three),
    !.
runs(One, Three) :-
    make_class(Class),
    grade_class(Class, 1, One),
    grade_class(Class, 3, Three),
    delete_directory_and_contents(Class),
    assertz(graded(One-Three)).

% The test class (checks_of_students.pl) but for the submissions of no
% expected_verdict/2, with the folders made here.
make_class(Class) :-
    checks_of_students:test_class(Class),
    directory_files(Class, Entries),
    forall(( member(Entry, Entries), \+ sub_atom(Entry, 0, _, _, '.'),
             \+ expected_verdict(Entry, _) ),
           ( directory_file_path(Class, Entry, Other),
             delete_directory_and_contents(Other) )),
    directory_file_path(Class, alice_right, Alice),
    forall(member(Copy, ['a b', a_b]),
           ( directory_file_path(Class, Copy, To),
             process_create(path(cp), ['-R', Alice, To], [process(CpPid)]),
             process_wait(CpPid, exit(0)) )),
    hostile_name(Hostile),
    directory_file_path(Class, Hostile, Evil),
    make_directory(Evil),
    directory_file_path(Evil, 'adapter.pl', Adapter),
    evil_adapter(Lines),
    setup_call_cleanup(open(Adapter, write, Out),
                       forall(member(Line, Lines), format(Out, "~w~n", [Line])),
                       close(Out)).

% An adapter whose valid_moves raises an error with a text made to
% break a CSV file: a formula, quotes, a comma, a line break.
evil_adapter([ 'to_state(Board, Player, Board-Player).',
               'to_move(Move, Move).',
               'valid_moves(_, _, _) :-',
               '    format(atom(Evil), "=cmd|\' /C calc\'!A0,\\"q\\"~nnext\\r@SUM(1)", []),',
               '    throw(error(type_error(evil, Evil), _)).',
               'grade_game(teeko).',
               'grade_options([against(student([api(old), valid_moves(valid_moves),',
               '                                state(to_state), move(to_move)]))]).' ]).

grade_class(Class, Jobs, Run) :-
    grade_script(Grade),
    tmp_file(gradebook_report, Report),
    format(atom(JobsOption), "--jobs=~d", [Jobs]),
    atom_concat('--out=', Report, OutOption),
    % 60 s a submission: the limits that decide a verdict count CPU
    % time, but a submission's whole budget is wall-clock time, and 20 s
    % of it cut one submission's perft short ("depth 3 would not end in
    % the time left") when three ran at once on a loaded machine.
    % Perft to depth 2: no verdict here depends on depth 3.
    process_create(path(swipl), [Grade, Class, '--positions=20', '--perft=2', '--seconds=60',
                                 '--memory=384', JobsOption, OutOption],
                   [stdin(null), stdout(pipe(Printed)), process(Pid)]),
    read_string(Printed, _, PrintedText),
    close(Printed),
    process_wait(Pid, exit(0)),
    report_read(Report, Read),
    Run = Read.put(printed, PrintedText).

% report_read(+Report, -Read): what the grader wrote into the folder
% Report, which is then removed: `markdown`, `csv`, the JSON `rows` and
% the `feedback` files as Name-Text in the order of their names.
report_read(Report, _{markdown: MarkdownText, rows: Rows, csv: CsvText, feedback: Feedback}) :-
    directory_file_path(Report, 'grading-report.md', Markdown),
    directory_file_path(Report, 'grading-report.json', Json),
    directory_file_path(Report, 'grading-report.csv', Csv),
    read_file_to_string(Markdown, MarkdownText, []),
    read_file_to_string(Csv, CsvText, []),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)),
    directory_file_path(Report, feedback, FeedbackFolder),
    directory_files(FeedbackFolder, Entries),
    msort(Entries, Sorted),
    findall(File-Text,
            ( member(File, Sorted), file_name_extension(_, txt, File),
              directory_file_path(FeedbackFolder, File, Path),
              read_file_to_string(Path, Text, []) ),
            Feedback),
    delete_directory_and_contents(Report).

% --- Helpers ---------------------------------------------------------------

% The Markdown report with each table row's time (its last cell) masked.
masked_markdown(Text, Masked) :-
    split_string(Text, "\n", "", Lines),
    maplist(masked_line, Lines, MaskedLines),
    atomic_list_concat(MaskedLines, '\n', Masked).

masked_line(Line, Masked) :-
    (   sub_string(Line, 0, _, _, "| "),
        sub_string(Line, Before, _, 0, " |"),
        sub_string(Line, 0, Before, _, Front),
        split_string(Front, "|", "", Cells),
        append(Kept, [_Time], Cells),
        Kept \== []
    ->  atomic_list_concat(Kept, '|', KeptText),
        atom_concat(KeptText, '| T |', Masked)
    ;   Masked = Line
    ).

% A row as pairs (its dicts' tags, fresh variables, left out) without
% its time.
row_without_time(Row, Pairs) :-
    dict_pairs(Row, _, Pairs0),
    exclude([Key-_]>>(Key == seconds), Pairs0, Pairs1),
    maplist(untagged, Pairs1, Pairs).

untagged(Key-Value, Key-Shown) :-
    (   is_list(Value)
    ->  maplist([V, S]>>( is_dict(V) -> dict_pairs(V, _, S) ; S = V ), Value, Shown)
    ;   Shown = Value
    ).

verdict_is(Run, Name, Verdict) :-
    atom_string(Name, String),
    (   member(Row, Run.rows), Row.name == String
    ->  (   Row.verdict == Verdict
        ->  true
        ;   format("~w: verdict ~q, expected ~q~n", [Name, Row.verdict, Verdict]),
            fail
        )
    ;   format("~w: no row~n", [Name]),
        fail
    ).

said(Text, Part) :-
    (   sub_string(Text, _, _, _, Part)
    ->  true
    ;   format("Not said: ~q~nin: ~q~n", [Part, Text]),
        fail
    ).

run_swipl(Arguments, Status, Out, Err) :-
    process_create(path(swipl), Arguments,
                   [stdin(null), stdout(pipe(O)), stderr(pipe(E)), process(Pid)]),
    read_string(O, _, Out),
    read_string(E, _, Err),
    close(O),
    close(E),
    process_wait(Pid, Status).

grade_script(Grade) :-
    repository(Root),
    directory_file_path(Root, 'prolog/grade.pl', Grade).

repository(Root) :-
    module_property(gradebook_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../..', Root0),
    absolute_file_name(Root0, Root).
