/*  The speed of a course-style program's own search, on its own rules or
    on the C core (examples/c_core_in_your_program), plugged in through
    its adapter (c_core) or with none (c_core_as_it_is): its minimax
    chooses a move at depth 3 from the start and at depth 4 from a
    position of the move phase.  Prints one line a search: "RULES DEPTH
    NODES SECONDS".

        swipl tests/bench/program_bench.pl own|c_core|c_core_as_it_is
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../..', Project),
   asserta(project(Project)).

main :-
    current_prolog_flag(argv, [RulesText]),
    atom_string(Rules, RulesText),
    load(Rules),
    user:initial_state([], Start),
    foldl(play, [[1,1],[3,3],[1,2],[3,4],[2,2],[4,4],[5,5],[2,4]], Start, MovePhase),
    search(Rules, Start, 3),
    search(Rules, MovePhase, 4).

load(own) :-
    project_file('prolog/cross_check', Kit),
    use_module(Kit),
    project_file('examples/c_core_in_your_program/teeko.pl', Program),
    load_course_files([Program]).
load(Plugged) :-
    memberchk(Plugged, [c_core, c_core_as_it_is]),
    atomic_list_concat(['examples/c_core_in_your_program/', Plugged, '.pl'], Relative),
    project_file(Relative, Program),
    consult(Program).

project_file(Relative, Path) :-
    project(Project),
    directory_file_path(Project, Relative, Path).

play(Move, State, State1) :-
    user:move(State, Move, State1).

search(Rules, State, Depth) :-
    nb_setval(nodes, 0),
    statistics(cputime, T0),
    user:choose_move(State, Depth, _),
    statistics(cputime, T1),
    user:nodes(Nodes),
    Seconds is T1 - T0,
    format("~w ~d ~d ~3f~n", [Rules, Depth, Nodes, Seconds]).
