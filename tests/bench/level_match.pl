/*  Level 3 against level 2: prints a Markdown table row for
    reports/performance.md.

        swipl tests/bench/level_match.pl GAME DEPTH GAMES

    Plays GAMES games on the c backend, the two levels taking the first
    player's side in turn: level 2 is game_choose_move/4 at level 2
    (greedy on value/3), level 3 the C search at the fixed depth DEPTH
    (the level itself searches within a time limit, which would not be
    repeatable).  Game I draws its random choices from seed I, so every
    run plays the same games.  A game still going after 300 plies counts
    as a draw.
*/
:- use_module('../../prolog/backend').
:- use_module('../../prolog/game_state').
:- use_module(library(apply)).
:- use_module(library(random)).
:- use_module(library(aggregate)).
:- use_module(library(lists)).

:- initialization(main, main).

max_plies(300).

main([GameArg, DepthArg, GamesArg]) :-
    atom_number(DepthArg, Depth),
    atom_number(GamesArg, Games),
    set_backend(c),
    numlist(1, Games, Seeds),
    maplist(match_game(GameArg, Depth), Seeds, Outcomes),
    aggregate_all(count, member(search-_, Outcomes), Won),
    aggregate_all(count, member(greedy-_, Outcomes), Lost),
    aggregate_all(count, member(draw-_, Outcomes), Drawn),
    aggregate_all(sum(P), member(_-P, Outcomes), Plies),
    Average is Plies / Games,
    format("| ~w | ~d | ~d | ~d | ~d | ~d | ~1f |~n",
           [GameArg, Depth, Games, Won, Lost, Drawn, Average]).

%   match_game(+Game, +Depth, +Seed, -Outcome): level 3 moves first in
%   the odd games.  Outcome is Result-Plies, Result `search`, `greedy`
%   or `draw`.  The players take turns, so level 3 is to move when the
%   seed and the ply have different parities.

match_game(Game, Depth, Seed, Outcome) :-
    set_random(seed(Seed)),
    game_initial_state(Game, [], State),
    state_player(State, First),
    play_on(Game, Depth, Seed, First, State, 0, Outcome).

play_on(Game, Depth, Seed, First, State, Ply, Outcome) :-
    (   game_over(Game, State, Winner)
    ->  result(Winner, First, Seed, Result),
        Outcome = Result-Ply
    ;   max_plies(Ply)
    ->  Outcome = draw-Ply
    ;   (   (Seed + Ply) mod 2 =:= 1
        ->  search_move(Game, Depth, Seed, Ply, State, Move)
        ;   game_choose_move(Game, State, 2, Move)
        ),
        game_move(Game, State, Move, Next),
        Ply1 is Ply + 1,
        play_on(Game, Depth, Seed, First, Next, Ply1, Outcome)
    ).

search_move(Game, Depth, Seed, Ply, State, Move) :-
    State = game_state(Board, Player, Rules, _),
    SearchSeed is Seed * 1000 + Ply,
    backend_best_move(Game, Rules, Board, Player, [depth(Depth), seed(SearchSeed)], Move).

%   Level 3 played First, the player who moves first, in the odd games.

result(draw, _First, _Seed, draw) :-
    !.
result(Winner, First, Seed, Result) :-
    side(Winner == First, WinnerSide),
    side(Seed mod 2 =:= 1, SearchSide),
    (   WinnerSide == SearchSide
    ->  Result = search
    ;   Result = greedy
    ).

side(PlaysFirst, Side) :-
    (   call(PlaysFirst)
    ->  Side = first
    ;   Side = second
    ).
