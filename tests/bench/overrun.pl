/*  How far past its time limit the C search returns: prints a Markdown
    table row for reports/performance.md.

        swipl tests/bench/overrun.pl GAME MOVES LIMIT_MS

    Searches MOVES positions of GAME with time_ms(LIMIT_MS) and no depth
    limit, as level 3 does, and measures each call of backend_best_move/6
    on the wall clock, from Prolog.  A search stops on its clock, or
    earlier when an iteration ends after half the time (a negative
    figure).  Position I is reached by random moves from the start (seed
    I, 4 to 40 plies).
*/
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module(library(apply)).
:- use_module(library(random)).
:- use_module(library(lists)).

:- initialization(main, main).

main([Game, MovesArg, LimitArg]) :-
    atom_number(MovesArg, Moves),
    atom_number(LimitArg, Limit),
    set_backend(c),
    numlist(1, Moves, Seeds),
    maplist(overrun_ms(Game, Limit), Seeds, Overruns),
    msort(Overruns, Sorted),
    length(Sorted, N),
    Middle is N // 2,
    nth0(Middle, Sorted, Median),
    last(Sorted, Max),
    include(<(20), Sorted, Late),
    length(Late, LateCount),
    format("| ~w | ~d | ~d | ~1f | ~1f | ~d |~n",
           [Game, N, Limit, Median, Max, LateCount]).

%   overrun_ms(+Game, +Limit, +Seed, -Overrun): milliseconds past Limit.

overrun_ms(Game, Limit, Seed, Overrun) :-
    sample_state(Game, Seed, State),
    state_board(State, Board),
    state_player(State, Player),
    state_rules(State, Rules),
    get_time(Start),
    backend_best_move(Game, Rules, Board, Player, [time_ms(Limit), seed(Seed)], _),
    get_time(End),
    Overrun is (End - Start) * 1000 - Limit.

sample_state(Game, Seed, State) :-
    set_random(seed(Seed)),
    random_between(4, 40, Plies),
    game_initial_state(Game, [], Start),
    random_walk(Game, Plies, Start, State).

%   random_walk(+Game, +Plies, +State0, -State): random moves, stopping
%   one move before the end of the game.

random_walk(_Game, 0, State, State) :-
    !.
random_walk(Game, Plies, State0, State) :-
    game_choose_move(Game, State0, 1, Move),
    game_move(Game, State0, Move, State1),
    \+ game_over(Game, State1, _),
    !,
    Plies1 is Plies - 1,
    random_walk(Game, Plies1, State1, State).
random_walk(_Game, _Plies, State, State).
