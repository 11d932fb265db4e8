/*  Course projects as they are (tests/cross_check/projects), their own
    computer playing both sides of a game of at most 60 plies with its
    own rules, then with the C core plugged in with no adapter
    (rules_on_c_core(Game), its encoding inferred): CPU time a game
    (the game repeated for half a second at least, after a first game,
    in a process of its own), CPU time of that first game (on the C
    core, the one that learns the project's move terms), and whether
    the two games are the same, move for move: each the fastest of
    three processes, the rules alternating.  Prints
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
:- use_module(library(pairs)).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../..', Project),
   asserta(project(Project)).

main :-
    project_file('tests/cross_check/projects', Projects),
    directory_files(Projects, Entries0),
    exclude([E]>>sub_atom(E, 0, 1, _, '.'), Entries0, Entries1),
    msort(Entries1, Entries),
    format("| project | game | plies | own rules (ms a game) | on the C core (ms a game) | \c
            speed-up on the C core | first game, own rules (ms) | \c
            first game, C core (ms) | same game |~n"),
    format("|---|---|---:|---:|---:|---:|---:|---:|---|~n"),
    forall(member(Entry, Entries), project_row(Projects, Entry)).

project_row(Projects, Entry) :-
    directory_file_path(Projects, Entry, Folder),
    (   played(Folder, own, Own0)
    ->  Own1 = Own0
    ;   Own1 = failed
    ),
    (   Own1 = no_computer(Game)
    ->  format("| ~w | ~w | | | | | | | no computer player to play it |~n", [Entry, Game])
    ;   rounds_played(Folder, Own1, Own, Core),
        Own = game(Game, Plies, OwnMoves, OwnFirst, OwnSeconds),
        Core = game(Game, _, CoreMoves, CoreFirst, CoreSeconds)
    ->  maplist([S, Ms]>>(Ms is S * 1000),
                [OwnSeconds, CoreSeconds, OwnFirst, CoreFirst],
                [OwnMs, CoreMs, OwnFirstMs, CoreFirstMs]),
        Ratio is OwnSeconds / CoreSeconds,
        (   OwnMoves == CoreMoves -> Same = yes ; Same = no ),
        format("| ~w | ~w | ~d | ~2f | ~2f | ~2fx | ~2f | ~2f | ~w |~n",
               [Entry, Game, Plies, OwnMs, CoreMs, Ratio, OwnFirstMs, CoreFirstMs, Same])
    ;   format("| ~w | | | | | | | | its game did not end well |~n", [Entry])
    ).

% rounds_played(+Folder, +Own1, -Own, -Core): the game on its own rules
% (Own1 its first process's) and on the C core, each played in three
% processes, one rules then the other: the fastest times of each (the
% machine's speed moves from one process to the next, by as much as the
% two rules differ).
rounds_played(Folder, Own1, Own, Core) :-
    played(Folder, c_core, Core1),
    findall(Own0-Core0,
            ( between(2, 3, _),
              played(Folder, own, Own0),
              played(Folder, c_core, Core0) ),
            Rounds),
    length(Rounds, 2),
    pairs_keys_values(Rounds, Owns, Cores),
    fastest([Own1|Owns], Own),
    fastest([Core1|Cores], Core).

% fastest(+Games, -Game): the first game, with the least first-game time
% and the least time a game of them all (the games are the same: it is
% the first's moves that are compared).
fastest(Games, game(Game, Plies, Moves, First, Seconds)) :-
    Games = [game(Game, Plies, Moves, _, _)|_],
    findall(F, member(game(_, _, _, F, _), Games), Firsts),
    findall(S, member(game(_, _, _, _, S), Games), Times),
    min_list(Firsts, First),
    min_list(Times, Seconds).

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
