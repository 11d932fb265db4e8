:- module(odd_class, [odd_class_check/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).
:- use_module(test_commands).

/** <module> A class as it arrives: odd names, links, files nobody can name

A class folder made from zips of older systems holds folder names that
are not UTF-8 (`jos\xe9`, Latin-1); a student may put a link to a
classmate's folder in the class; a submission may leave files with such
names, and folders no one may read, in its private copy.  Each is graded
like any other, or refused in its own row, and nothing of the run stays
in the temporary folder.  The tournament takes the same class.
*/

%!  odd_class_check(?Name, ?Goal) is nondet.

odd_class_check(Name, odd_class:Goal) :-
    check_of(Name, Goal).

check_of(a_folder_name_that_is_not_utf8_is_graded_and_shown_escaped,
         row_is('jos\\xe9', "agreed")).
check_of(a_link_at_the_top_of_the_class_is_refused_in_its_row,
         ( row_is(link_to_zoe, "not graded"),
           row_says(link_to_zoe, "a link, not a folder") )).
check_of(a_submission_leaving_unnamed_and_unreadable_files_is_graded,
         row_is(leaves_a_mess, "agreed")).
check_of(grading_leaves_nothing_in_the_temporary_folder, grading_left_nothing).
check_of(a_tournament_takes_odd_names_and_refuses_links, tournament_of_the_class).

%   graded(-Run): the class graded once, on first use.
:- dynamic graded_run/1.

graded(Run) :-
    graded_run(Run),
    !.
graded(Run) :-
    odd_class(Class),
    tmp_file(odd_report, Report),
    atom_concat('--out=', Report, OutOption),
    project_file('prolog/grade.pl', Grade),
    process_create(path(swipl), [Grade, Class, '--positions=20', OutOption],
                   [stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, Status),
    directory_file_path(Report, 'grading-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)),
    remove(Class),
    remove(Report),
    Run = _{status: Status, rows: Rows, grader: Pid},
    assertz(graded_run(Run)).

grading_left_nothing :-
    graded(Run),
    nothing_left_by(Run.grader).

row_is(Name, Verdict) :-
    row(Name, Row),
    (   Row.verdict == Verdict
    ->  true
    ;   format("~w: ~q~n", [Name, Row]),
        fail
    ).

row_says(Name, Text) :-
    row(Name, Row),
    sub_string(Row.why, _, _, _, Text).

row(Name, Row) :-
    graded(Run),
    Run.status == exit(0),
    atom_string(Name, Wanted),
    member(Row, Run.rows),
    Row.name == Wanted,
    !.

%   odd_class(-Class): a new class: alice_right as `jos\xe9` and as
%   zoe, a link to zoe, and alice_right leaving a mess in its copy.
odd_class(Class) :-
    tmp_file(odd_class, Class),
    make_directory(Class),
    project_file('tests/cross_check/submissions/alice_right', Alice),
    shell_run('cp -R "$1" "$2/$(printf "jos\\351")"', [Alice, Class]),
    directory_file_path(Class, zoe, Zoe),
    run(cp, ['-R', Alice, Zoe]),
    directory_file_path(Class, link_to_zoe, Link),
    link_file(Zoe, Link, symbolic),
    directory_file_path(Class, leaves_a_mess, Mess),
    run(cp, ['-R', Alice, Mess]),
    directory_file_path(Mess, 'adapter.pl', Adapter),
    setup_call_cleanup(
        open(Adapter, append, Out),
        format(Out, "~n:- shell('mkdir -p locked; printf x > \"$(printf \"caf\\\\351\")\"; \c
                      printf x > locked/f; chmod 000 locked').~n", []),
        close(Out)).

%   nothing_left_by(+Pid): no file or folder of the temporary folder is
%   named after the process Pid, as those SWI-Prolog's tmp_file/2 makes
%   are (swipl_WHAT_PID_N).
nothing_left_by(Pid) :-
    current_prolog_flag(tmp_dir, Tmp),
    directory_files(Tmp, Names),
    format(atom(Mark), '_~d_', [Pid]),
    include([Name]>>( sub_atom(Name, 0, _, _, swipl_), sub_atom(Name, _, _, _, Mark) ),
            Names, Left),
    (   Left == []
    ->  true
    ;   format("left in ~w: ~q~n", [Tmp, Left]),
        fail
    ).

%   The class of two entrants, one named in Latin-1, and a link: the
%   entrants play, the link is said to be none, nothing is left.
tournament_of_the_class :-
    project_file('tests/tournament/make_entrants.sh', Script),
    tmp_file(odd_entrants, All),
    run(bash, [Script, All]),
    tmp_file(odd_tournament_class, Class),
    make_directory(Class),
    directory_file_path(All, random_lists, Lists),
    directory_file_path(All, random_facts, Facts),
    shell_run('mv "$1" "$2/$(printf "jos\\351")"', [Lists, Class]),
    directory_file_path(Class, facts, FactsEntrant),
    rename_file(Facts, FactsEntrant),
    directory_file_path(Class, link_to_facts, Link),
    link_file(FactsEntrant, Link, symbolic),
    remove(All),
    tmp_file(odd_tournament, Out),
    atom_concat('--out=', Out, OutOption),
    project_file('prolog/tournament.pl', Tournament),
    process_create(path(swipl), [Tournament, Class, '--game=shi', '--levels=1', '--plies=4',
                                 '--seconds=3', OutOption],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Said),
    close(Err),
    process_wait(Pid, Status),
    directory_file_path(Out, 'tournament-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Report), close(In)),
    remove(Class),
    remove(Out),
    (   Status == exit(0),
        Report.entrants == ["facts", "jos\\xe9", "level 1"],
        Report.losses == [],
        sub_string(Said, _, _, _, "link_to_facts is not an entrant: it is a link")
    ->  nothing_left_by(Pid)
    ;   format("tournament: ~q~n~s~n~q~n", [Status, Said, Report]),
        fail
    ).

shell_run(Script, Arguments) :-
    run(sh, ['-c', Script, sh|Arguments]).

remove(Folder) :-
    run(rm, ['-rf', '--', Folder]).
