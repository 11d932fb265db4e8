:- module(hostile_grading, [hostile_check/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

/** <module> Grading a class of hostile submissions

The class of tests/cross_check/hostile/, with the right submission
alice_right as their classmate, is graded once, in a temporary copy (the
places `@CLASS@`, `@REPORT@`, `@HOME@` and `@RUN@` in its files made
real), and each check reads what that grading did: each submission's
own verdict, the classmates' files untouched, nothing written outside,
a report that is exactly what the grader wrote, text from submissions
escaped, and no process of the run left.
*/

:- dynamic graded/1.        % graded(Run): the one grading of the class

%!  hostile_check(?Name, ?Goal) is nondet.

hostile_check(Name, hostile_grading:Goal) :-
    check_of(Name, Goal).

expected_verdict(alice_right, "agreed").
expected_verdict(mallory_floods_stderr, "output limit exceeded").
expected_verdict(mallory_forges_answers, "disagreed").
expected_verdict(mallory_fork_loop, "process limit exceeded").
expected_verdict(mallory_injects, "disagreed").
expected_verdict(mallory_loops_while_loading, "timed out").
expected_verdict(mallory_no_student_code, "not graded").
expected_verdict(mallory_stops_reading, "timed out").
expected_verdict(mallory_tabuleiro_rules, "not graded").
expected_verdict(mallory_writes_everywhere, "disagreed").

check_of(each_hostile_submission_gets_its_own_verdict,
         forall(expected_verdict(Name, Verdict), verdict_is(Name, Verdict))).
check_of(the_verdicts_say_why,
         ( why_says(mallory_loops_while_loading, "while loading"),
           why_says(mallory_no_student_code, "checks no student code"),
           why_says(mallory_tabuleiro_rules, "subtract/3 is defined in"),
           why_says(mallory_fork_loop, "more processes"),
           why_says(mallory_stops_reading, "during the check") )).
check_of(forged_answers_count_for_nothing, positions_checked(mallory_forges_answers, 50)).
check_of(the_classmates_files_are_untouched, class_untouched).
check_of(nothing_is_written_outside_the_submission,
         ( getenv('HOME', Home),
           directory_file_path(Home, 'tabuleiro-hostile-home', InHome),
           \+ exists_file(InHome),
           \+ exists_file('/tmp/tabuleiro-hostile-tmp') )).
check_of(the_report_is_the_graders_even_after_a_wait, report_unchanged_after(6)).
check_of(no_process_of_the_run_is_left, no_process_left).
check_of(report_text_from_submissions_is_escaped, markdown_escaped).
check_of(the_json_report_has_no_control_characters, json_clean).
check_of(the_terminal_sees_no_control_characters,
         ( run(Run), get_dict(printed, Run, Printed), no_control_characters(Printed) )).

check_of(an_unknown_option_is_refused_with_the_list_of_options,
         grade_refuses(['--posittions=5'], "the options are --positions=N")).
check_of(a_malformed_number_is_refused_in_words,
         grade_refuses(['--seconds=ten'], "--seconds takes a positive whole number, not 'ten'")).
check_of(unsandboxed_grading_says_so_at_the_top_of_the_report,
         unsandboxed_report).
check_of(without_a_working_bwrap_nothing_is_graded,
         grade_refuses_with_bwrap("echo 'bwrap: No permissions to create a new namespace' >&2; exit 1",
                                  "the sandbox (bubblewrap) cannot run here: bwrap: No permissions")).
check_of(a_sandbox_that_refuses_a_submission_is_its_verdict,
         sandbox_refuses_alice).

% The submission's own limit on positions is not the grade's: all of
% the Count random positions are checked, after the ready sets (the
% coverage says how many of them agree, "A of Count agree").
positions_checked(Name, Count) :-
    row(Name, Row),
    format(string(Checked), " of ~D agree", [Count]),
    member(Text, Row.rules),
    sub_string(Text, 0, _, _, "random positions"),
    sub_string(Text, _, _, 0, Checked),
    !.

class_untouched :-
    run(Run),
    class_hashes(Run.class, After),
    After == Run.hashes_before.

% What the grader wrote stays so, whatever a submission left waiting.
report_unchanged_after(Seconds) :-
    run(Run),
    sleep(Seconds),
    read_file_to_string(Run.markdown, Now, []),
    Now == Run.markdown_text,
    sub_string(Now, 0, _, _, "# Cross-check of the submissions").

% Outside the indented code blocks (what the kit printed, which Markdown
% shows as it is), no tag; nowhere a control character.
markdown_escaped :-
    run(Run),
    Text = Run.markdown_text,
    split_string(Text, "\n", "", Lines),
    forall(( member(Line, Lines), \+ sub_string(Line, 0, _, _, "    ") ),
           \+ sub_string(Line, _, _, _, "<")),
    once(( member(Line, Lines), sub_string(Line, 0, _, _, "    "),
           sub_string(Line, _, _, _, "<img") )),
    no_control_characters(Text),
    table_rows_have_eight_cells(Text).

json_clean :-
    run(Run),
    read_file_to_string(Run.json, Json, []),
    no_control_characters(Json),
    forall(member(Row, Run.rows), row_clean(Row)).

verdict_is(Name, Verdict) :-
    row(Name, Row),
    (   Row.verdict == Verdict
    ->  true
    ;   format("~w: verdict ~q, expected ~q (~q)~n", [Name, Row.verdict, Verdict, Row]),
        fail
    ).

why_says(Name, Text) :-
    row(Name, Row),
    (   get_dict(why, Row, Why), sub_string(Why, _, _, _, Text)
    ->  true
    ;   format("~w: its row does not say ~q: ~q~n", [Name, Text, Row]),
        fail
    ).

row(Name, Row) :-
    run(Run),
    atom_string(Name, String),
    member(Row, Run.rows),
    Row.name == String,
    !.

no_control_characters(Text) :-
    string_codes(Text, Codes),
    (   member(C, Codes), C < 32, C \== 0'\n, C \== 0'\t
    ->  format("A control character (~d) got through~n", [C]),
        fail
    ;   true
    ).

row_clean(Row) :-
    forall(( get_dict(_, Row, Value), string(Value) ), no_control_characters(Value)).

% Every line of the table has the 9 unescaped bars of its 8 cells.
table_rows_have_eight_cells(Text) :-
    split_string(Text, "\n", "", Lines),
    forall(( member(Line, Lines), sub_string(Line, 0, _, _, "|") ),
           ( string_codes(Line, Codes),
             bars(Codes, 0, Bars),
             (   Bars =:= 9
             ->  true
             ;   format("A table line with ~d bars: ~w~n", [Bars, Line]), fail
             ) )).

bars([], N, N).
bars([0'\\, _|Codes], N0, N) :- !, bars(Codes, N0, N).
bars([0'||Codes], N0, N) :- !, N1 is N0 + 1, bars(Codes, N1, N).
bars([_|Codes], N0, N) :- bars(Codes, N0, N).

processes_matching(Pattern, Pids) :-
    process_create(path(pgrep), ['-f', Pattern], [stdout(pipe(Out)), process(Pid)]),
    read_string(Out, _, Text),
    close(Out),
    process_wait(Pid, _),
    split_string(Text, "\n", " ", Lines0),
    exclude(==(""), Lines0, Pids).

%   no_process_left: none of the sleeps the submissions started, nor any
%   student server of the grading, runs.  Only this run's processes are
%   looked for: its sleeps last 30N.Tag seconds, Tag the run's own, and
%   its servers' command lines name the grader's temporary folder
%   (swipl_grade_Pid_N, Pid the grader's), so another grading on the
%   machine, a test run's or a teacher's, is never taken for this one.
no_process_left :-
    run(Run),
    format(string(Sleeps), "sleep 30[0-9][.]~w", [Run.tag]),
    format(string(Servers), "swipl_grade_~d_.*student_server", [Run.grader]),
    processes_matching(Sleeps, []),
    processes_matching(Servers, []).

%   grade_refuses(+Options, +Text): the grader, given Options, grades
%   nothing, exits with status 2 and says Text on stderr.
grade_refuses(Options, Text) :-
    grade_script(Grade),
    tmp_file(empty_class, Class),
    make_directory(Class),
    process_create(path(swipl), [Grade, Class|Options],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Said),
    close(Err),
    process_wait(Pid, Status),
    (   Status == exit(2), sub_string(Said, _, _, _, Text)
    ->  true
    ;   format("grade ~w: ~q, ~q~n", [Options, Status, Said]),
        fail
    ).

%   with_fake_bwrap(+Script, -Path): Path is a PATH whose `bwrap` is the
%   shell Script, before the machine's own.
with_fake_bwrap(Script, Path) :-
    tmp_file(fake_bwrap, Dir),
    make_directory(Dir),
    directory_file_path(Dir, bwrap, Fake),
    setup_call_cleanup(open(Fake, write, Out),
                       format(Out, "#!/bin/sh~n~w~n", [Script]),
                       close(Out)),
    chmod(Fake, +x),
    getenv('PATH', Path0),
    atomic_list_concat([Dir, Path0], ':', Path).

grade_refuses_with_bwrap(Script, Text) :-
    with_fake_bwrap(Script, Path),
    grade_script(Grade),
    tmp_file(empty_class, Class),
    make_directory(Class),
    process_create(path(swipl), [Grade, Class],
                   [stdout(null), stderr(pipe(Err)), process(Pid), environment(['PATH'=Path])]),
    read_string(Err, _, Said),
    close(Err),
    process_wait(Pid, Status),
    (   Status == exit(2), sub_string(Said, _, _, _, Text)
    ->  true
    ;   format("grade with a broken bwrap: ~q, ~q~n", [Status, Said]),
        fail
    ).

% bwrap that starts (its probe runs) but refuses the submission's
% process: the row says so, in bwrap's words.
sandbox_refuses_alice :-
    with_fake_bwrap("case \"$*\" in *student_server*) \c
                     echo 'bwrap: Creating new namespace failed: nope' >&2; exit 1;; esac; \c
                     exec /usr/bin/bwrap \"$@\"", Path),
    grade_script(Grade),
    class_of_alice(Class),
    tmp_file(refused, Out),
    atom_concat('--out=', Out, OutOption),
    process_create(path(swipl), [Grade, Class, '--positions=20', OutOption],
                   [stdout(null), process(Pid), environment(['PATH'=Path])]),
    process_wait(Pid, exit(0)),
    directory_file_path(Out, 'grading-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    sub_string(Text, _, _, _, "| alice_right | - | no: the sandbox did not start: bwrap: Creating new namespace failed: nope | sandbox refused |"),
    sub_string(Text, _, _, _, "Creating new namespace failed: nope").

% --unsandboxed grades, with a report that says so first, into an --out
% folder it makes; where Tabuleiro's rules can be seen, a submission
% that loads them is not graded.
unsandboxed_report :-
    grade_script(Grade),
    class_of_alice(Class),
    module_property(hostile_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../../prolog/tabuleiro/rules/teeko_rules.pl', Rules0),
    absolute_file_name(Rules0, Rules),
    directory_file_path(Class, mallory_loads_the_rules, Mallory),
    make_directory(Mallory),
    directory_file_path(Mallory, 'adapter.pl', Adapter),
    setup_call_cleanup(open(Adapter, write, Stream),
                       format(Stream, ":- use_module(~q).~n\c
                                    to_state(B, P, B-P).~nto_move(M, M).~n\c
                                    mine(B, P, Ms) :- teeko_rules:valid_moves(B, P, [], Ms).~n\c
                                    grade_game(teeko).~n\c
                                    grade_options([against(student([api(old), \c
                                    valid_moves(mine), state(to_state), \c
                                    move(to_move)]))]).~n", [Rules]),
                       close(Stream)),
    tmp_file(unsandboxed, Parent),
    directory_file_path(Parent, 'made/by/grade', Out),
    atom_concat('--out=', Out, OutOption),
    process_create(path(swipl), [Grade, Class, '--positions=20', '--unsandboxed', OutOption],
                   [stdout(null), process(Pid)]),
    process_wait(Pid, exit(0)),
    directory_file_path(Out, 'grading-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    sub_string(Text, _, _, _, "**Graded without the sandbox (`--unsandboxed`):**"),
    sub_string(Text, _, _, _, "| alice_right | teeko | yes | agreed | 101 |"),
    sub_string(Text, _, _, _, "the submission loads Tabuleiro's own rules").

% class_of_alice(-Class): a new class folder with the right submission
% alice_right in it.
class_of_alice(Class) :-
    tmp_file(one_class, Class),
    make_directory(Class),
    copy_alice_into(Class).

copy_alice_into(Class) :-
    module_property(hostile_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'submissions/alice_right', Alice),
    process_create(path(cp), ['-R', Alice, Class], [process(Pid)]),
    process_wait(Pid, exit(0)).

grade_script(Grade) :-
    module_property(hostile_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../../prolog/grade.pl', Grade).

%   run(-Run): the one grading of the hostile class, done on first use.
run(Run) :-
    graded(Run),
    !.
run(Run) :-
    grade_hostile_class(Run),
    assertz(graded(Run)).

grade_hostile_class(Run) :-
    module_property(hostile_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, hostile, Hostile),
    directory_file_path(Dir, '../../prolog/grade.pl', Grade),
    tmp_file(hostile_class, Class),
    tmp_file(hostile_report, Report),
    make_directory(Report),
    process_create(path(cp), ['-R', Hostile, Class], [process(CpPid)]),
    process_wait(CpPid, exit(0)),
    copy_alice_into(Class),
    getenv('HOME', Home),
    run_tag(Tag),
    Places = ["@CLASS@"-Class, "@REPORT@"-Report, "@HOME@"-Home, "@RUN@"-Tag],
    forall(member(Submission, [mallory_writes_everywhere, mallory_fork_loop]),
           make_places_real(Class, Submission, Places)),
    class_hashes(Class, Before),
    atom_concat('--out=', Report, OutOption),
    process_create(path(swipl), [Grade, Class, '--positions=50', '--seconds=10',
                                 '--memory=384', OutOption],
                   [stdout(pipe(Printed)), process(Pid)]),
    read_string(Printed, _, PrintedText),
    close(Printed),
    process_wait(Pid, exit(0)),
    directory_file_path(Report, 'grading-report.md', Markdown),
    directory_file_path(Report, 'grading-report.json', Json),
    read_file_to_string(Markdown, MarkdownText, []),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)),
    Run = _{class: Class, tag: Tag, grader: Pid, hashes_before: Before, markdown: Markdown, json: Json,
            markdown_text: MarkdownText, rows: Rows, printed: PrintedText}.

%   run_tag(-Tag): digits that name this run alone.
run_tag(Tag) :-
    current_prolog_flag(pid, Pid),
    random_between(0, 999999, Random),
    format(string(Tag), "~d~d", [Pid, Random]).

make_places_real(Class, Submission, Places) :-
    directory_file_path(Class, Submission, Folder),
    directory_file_path(Folder, 'adapter.pl', Adapter),
    read_file_to_string(Adapter, Template, []),
    foldl(replace, Places, Template, Made),
    setup_call_cleanup(open(Adapter, write, Out), write(Out, Made), close(Out)).

replace(From-To, Text0, Text) :-
    atomic_list_concat(Parts, From, Text0),
    atomic_list_concat(Parts, To, Text1),
    atom_string(Text1, Text).

class_hashes(Class, Hashes) :-
    findall(File-Hash,
            ( directory_member(Class, File, [recursive(true)]),
              exists_file(File),
              read_file_to_string(File, Text, [encoding(octet)]),
              variant_sha1(Text, Hash) ),
            Hashes0),
    msort(Hashes0, Hashes).
