:- module(teeko_kit, []).
:- use_module('../game_plugin', []).

/** <module> Teeko's terms, as the cross-check kit needs them (hooks players/2, move_term/3, perft_reach/3) */

tabuleiro_game_plugin:players(teeko, [b, w]).

tabuleiro_game_plugin:move_term(teeko, _, drop(Cell)) :-
    cell(Cell).
tabuleiro_game_plugin:move_term(teeko, _, step(From, To)) :-
    cell(From),
    cell(To).

cell(Row-Col) :-
    between(1, 5, Row),
    between(1, 5, Col).

tabuleiro_game_plugin:perft_reach(teeko, Depth,
    "Teeko's move phase starts at ply 9: steps and most wins are not checked at this depth.") :-
    Depth < 9.
