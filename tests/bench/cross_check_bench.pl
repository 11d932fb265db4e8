/*  The cross-check kit's benchmark (not a test):

        swipl tests/bench/cross_check_bench.pl [POSITIONS]

    checks the right encoding of each game of tests/cross_check/students
    (Echek's under both rule sets) on POSITIONS random positions (default
    5000), with no disagreement allowed, and prints the CPU and wall time
    per 1000 positions, and how much of it the student's code took (their
    predicates and adapters): the rest is the kit's (the C core, the
    comparison, the bookkeeping of each call).
*/
:- use_module('../../prolog/cross_check').
:- use_module('../cross_check/checks_of_students', []).
:- use_module('../cross_check/students/teeko_old_api').
:- use_module('../cross_check/students/shi_lists').
:- use_module('../cross_check/students/shakti_named').
:- use_module('../cross_check/students/echek_dynamic').

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Text]
    ->  atom_number(Text, Positions)
    ;   Positions = 5000
    ),
    forall(encoding(Game, Rules, Against), bench(Game, Rules, Positions, Against)).

encoding(teeko, [], Against) :- checks_of_students:old_api(teeko_valid_moves, teeko_move, teeko_game_over, Against).
encoding(shi, [], Against) :- checks_of_students:shi_new_api(shi_valid_moves, shi_game_over, Against).
encoding(shakti, [], Against) :- checks_of_students:shakti_named(shakti_valid_moves, shakti_apply, Against).
encoding(echek, Rules, Against) :-
    member(Rules, [[], [draft_bishop]]),
    checks_of_students:echek_db(db_valid_moves, Against).

bench(Game, Rules, Positions, Against) :-
    statistics(cputime, C0),
    get_time(W0),
    cross_check(Game, [rules(Rules), positions(Positions), perft(2), report(all) | Against],
                Result),
    statistics(cputime, C1),
    get_time(W1),
    CPU is (C1 - C0) * 1000 / Positions,
    Wall is (W1 - W0) * 1000 / Positions,
    functor(Result, Verdict, _),
    arg(_, Result, Stats),
    is_dict(Stats),
    !,
    Theirs is Stats.student_seconds * 1000 / Positions,
    Share is 100 * (CPU - Theirs) / CPU,
    format("~w ~w: ~D positions ~w; per 1000 positions: ~1f s CPU, ~1f s wall; \c
            the student's code ~1f s, the kit ~0f% of the CPU time~n",
           [Game, Rules, Positions, Verdict, CPU, Wall, Theirs, Share]).
