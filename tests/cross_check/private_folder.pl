:- module(private_folder, [private_folder_check/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).
:- use_module(test_commands).

/** <module> Grading and a tournament from a folder only its owner enters

A teacher's copy of Tabuleiro, the class and the entrants may sit in a
folder no other user can enter: a clone under `/root`, in a folder made
by `mktemp -d` (mode 0700), in a home folder of mode 0750.  As root, the
sandbox runs as another user; what it needs of Tabuleiro's must reach it
all the same.  Each check copies the project's `prolog/` and its built C
core into a new folder of mode 0700, with the class beside them, and runs
the copy's own command there.
*/

%!  private_folder_check(?Name, ?Goal) is nondet.

private_folder_check(Name, private_folder:Goal) :-
    check_of(Name, Goal).

check_of(grading_works_from_a_folder_of_mode_0700,
         in_private_copy(grades_alice)).
check_of(a_tournament_works_from_a_folder_of_mode_0700,
         in_private_copy(plays_a_short_tournament)).

%   in_private_copy(:Check): Check(Private, Tabuleiro) holds, Private
%   a new folder of mode 0700 and Tabuleiro the copy of the project in
%   it; Private is removed afterwards.
in_private_copy(Check) :-
    tmp_file(private, Private),
    make_directory(Private),
    chmod(Private, 0o700),
    directory_file_path(Private, tabuleiro, Tabuleiro),
    setup_call_cleanup(copy_project(Tabuleiro),
                       call(Check, Private, Tabuleiro),
                       delete_directory_and_contents(Private)).

copy_project(Copy) :-
    project_file('.', Root),
    make_directory(Copy),
    directory_file_path(Copy, build, Build),
    make_directory(Build),
    directory_file_path(Root, prolog, Prolog),
    directory_file_path(Root, 'build/lib', Lib),
    run(cp, ['-R', Prolog, Copy]),
    run(cp, ['-R', Lib, Build]).

grades_alice(Private, Tabuleiro) :-
    directory_file_path(Private, class, Class),
    make_directory(Class),
    project_file('tests/cross_check/submissions/alice_right', Alice),
    run(cp, ['-R', Alice, Class]),
    directory_file_path(Private, report, Report),
    directory_file_path(Tabuleiro, 'prolog/grade.pl', Grade),
    atom_concat('--out=', Report, OutOption),
    run(swipl, [Grade, Class, '--positions=20', OutOption]),
    directory_file_path(Report, 'grading-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    (   sub_string(Text, _, _, _, "| alice_right | teeko | yes | agreed | 101 |")
    ->  true
    ;   format("the grading report from a folder of mode 0700:~n~s~n", [Text]),
        fail
    ).

%   Two entrants that play legal moves and level 1: every game is
%   played to its end, none lost for want of a process.
plays_a_short_tournament(Private, Tabuleiro) :-
    directory_file_path(Private, entrants, All),
    project_file('tests/tournament/make_entrants.sh', Script),
    run(bash, [Script, All]),
    directory_file_path(Private, class, Class),
    make_directory(Class),
    forall(member(Name, [random_lists, random_facts]),
           ( directory_file_path(All, Name, From),
             directory_file_path(Class, Name, To),
             rename_file(From, To) )),
    directory_file_path(Private, report, Out),
    directory_file_path(Tabuleiro, 'prolog/tournament.pl', Tournament),
    atom_concat('--out=', Out, OutOption),
    run(swipl, [Tournament, Class, '--game=shi', '--levels=1', '--plies=4',
                '--seconds=3', OutOption]),
    directory_file_path(Out, 'tournament-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Report), close(In)),
    length(Report.games, 6),
    (   Report.losses == []
    ->  true
    ;   format("games lost in a folder of mode 0700: ~q~n", [Report.losses]),
        fail
    ).
