:- module(shi_kit, []).
:- use_module('../game_plugin', []).

/** <module> Shi's terms, as the cross-check kit needs them (hooks players/2, move_term/3, perft_reach/3) */

tabuleiro_game_plugin:players(shi, [samurai, ninja]).

tabuleiro_game_plugin:move_term(shi, _, move(From, To)) :-
    cell(From),
    cell(To).

cell(Row-Col) :-
    between(1, 8, Row),
    between(1, 8, Col).

tabuleiro_game_plugin:perft_reach(shi, _,
    "Captures start at ply 3 and the win (4 pieces left) far deeper: a perft this shallow does not reach it.").
