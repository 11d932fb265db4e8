/*  The cost of one lookup in the solved Teeko database, through the
    bridge: prints a sentence for reports/performance.md.

        swipl tests/bench/teeko_lookup.pl

    Needs the database of the standard rules (`make solve`). The
    positions are those of 1000 seeded random games through the course
    API, cut after 8 to 40 plies (drop and move phases both), each looked
    up PASSES times by c_teeko_db_value/4, the predicate teeko_value/2
    calls; the same loop around `true` is timed too, and its cost taken
    off. CPU time of this process, so another process on the machine
    counts little.
*/
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/teeko/perfect').
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

:- initialization(main, main).

positions(1000).
passes(200).

main :-
    set_random(seed(2026)),
    positions(Count),
    initial_state([], Start),
    findall(Board-Player,
            ( between(1, Count, _),
              random_between(8, 40, Plies),
              random_game(Plies, Start, game_state(Board, Player, _, _))
            ),
            Positions),
    teeko_value(Start, _),                      % loads the database
    tabuleiro_teeko_perfect:database([], Db),
    passes(Passes),
    cpu_seconds(forall(between(1, Passes, _),
                       forall(member(Board-Player, Positions),
                              tabuleiro_foreign:c_teeko_db_value(Db, Board, Player, _))),
                Lookups),
    cpu_seconds(forall(between(1, Passes, _),
                       forall(member(_, Positions), true)),
                Loop),
    Micro is (Lookups - Loop) * 1.0e6 / (Passes * Count),
    format("Lookup through the bridge (`c_teeko_db_value/4`, which `teeko_value/2` calls): ~2f µs a position, over ~d positions of random games (8 to 40 plies) looked up ~d times each (CPU time, the loop's own cost taken off; `swipl tests/bench/teeko_lookup.pl`).~n",
           [Micro, Count, Passes]).

cpu_seconds(Goal, Seconds) :-
    garbage_collect,
    statistics(cputime, T0),
    call(Goal),
    statistics(cputime, T1),
    Seconds is T1 - T0.

%   random_game(+Plies, +State0, -State): random moves, stopping early
%   at a position one move before the end.

random_game(0, State, State) :-
    !.
random_game(Plies, State0, State) :-
    valid_moves(State0, Moves),
    random_member(Move, Moves),
    move(State0, Move, State1),
    \+ game_over(State1, _),
    !,
    Plies1 is Plies - 1,
    random_game(Plies1, State1, State).
random_game(_, State, State).
