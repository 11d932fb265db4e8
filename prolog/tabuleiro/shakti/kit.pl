:- module(shakti_kit, []).
:- use_module('../game_plugin', []).
:- use_module(library(lists)).

/** <module> Shakti's terms, as the cross-check kit needs them (hooks players/2, move_term/3, perft_reach/3) */

tabuleiro_game_plugin:players(shakti, [white, black]).

tabuleiro_game_plugin:move_term(shakti, _, move(From, To)) :-
    cell(From),
    cell(To).
tabuleiro_game_plugin:move_term(shakti, _, pass).

cell(Cell) :-
    member(Column, [a, b, c, d, e, f, g]),
    between(1, 7, Row),
    atom_concat(Column, Row, Cell).

tabuleiro_game_plugin:perft_reach(shakti, _,
    "Captures, holes after jumps, checks and passes need deeper or chosen positions.").
