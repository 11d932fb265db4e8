/*  Course projects as they are (tests/cross_check/projects), their own
    computer playing both sides of a game of at most 60 plies with its
    own rules, then with the C core plugged in with no adapter
    (rules_on_c_core(Game), its encoding inferred): CPU time a game
    (each game repeated for half a second at least, in a process of its
    own), and whether the two games are the same, move for move.  Prints
    a Markdown table; its computer plays through the course predicates
    the project has: the new signatures, the old ones (the player apart),
    the player first, or the position in the database alone.

        swipl tests/bench/projects_bench.pl
*/
:- initialization(main, main).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../..', Project),
   asserta(project(Project)).

main :-
    project_file('tests/cross_check/projects', Projects),
    directory_files(Projects, Entries0),
    exclude([E]>>sub_atom(E, 0, 1, _, '.'), Entries0, Entries1),
    msort(Entries1, Entries),
    format("| project | game | plies | own rules (ms a game) | on the C core (ms a game) | \c
            speed-up on the C core | same game |~n"),
    format("|---|---|---:|---:|---:|---:|---|~n"),
    forall(member(Entry, Entries), project_row(Projects, Entry)).

project_row(Projects, Entry) :-
    directory_file_path(Projects, Entry, Folder),
    (   played(Folder, own, Own),
        Own = no_computer(Game)
    ->  format("| ~w | ~w | | | | | no computer player to play it |~n", [Entry, Game])
    ;   played(Folder, own, game(Game, Plies, OwnMoves, OwnSeconds)),
        played(Folder, c_core, game(Game, _, CoreMoves, CoreSeconds))
    ->  OwnMs is OwnSeconds * 1000,
        CoreMs is CoreSeconds * 1000,
        Ratio is OwnSeconds / CoreSeconds,
        (   OwnMoves == CoreMoves -> Same = yes ; Same = no ),
        format("| ~w | ~w | ~d | ~2f | ~2f | ~2fx | ~w |~n",
               [Entry, Game, Plies, OwnMs, CoreMs, Ratio, Same])
    ;   format("| ~w | | | | | | its game did not end well |~n", [Entry])
    ).

% played(+Folder, +Rules, -Game): the project's computer game on its own
% rules or on the C core, in a process of its own: game(Game, Plies,
% Moves, Seconds), or no_computer(Game).
played(Folder, Rules, Game) :-
    project_file('prolog/cross_check.pl', Kit),
    project_file('tests/cross_check/computer_moves.pl', Loop),
    project_file('tests/bench/project_game.pl', Bench),
    format(atom(Goal), "use_module(~q), consult(~q), project_game(~q)", [Kit, Loop, Rules]),
    process_create(path(swipl), ['-g', Goal, '-t', halt, Bench],
                   [cwd(Folder), stdin(null), stdout(pipe(Out)), stderr(null), process(Pid)]),
    read_string(Out, _, Text),
    close(Out),
    process_wait(Pid, exit(0)),
    split_string(Text, "\n", " ", Lines),
    member(Line, Lines),
    (   sub_string(Line, 0, _, _, "game(")
    ;   sub_string(Line, 0, _, _, "no_computer(")
    ),
    catch(term_string(Game, Line), _, fail),
    !.

project_file(Relative, Path) :-
    project(Project),
    directory_file_path(Project, Relative, Path).
