:- module(shi_view, []).
:- use_module('../game_plugin', []).

/** <module> Shi as the demos and the browser draw it

Rows and columns numbered 1-8, as the prompt names cells (`83` is row 8,
column 3); a fighter is shown by its player's letter.
*/

tabuleiro_game_plugin:view_labels(shi, Height, Width, RowLabels, ColLabels) :-
    numlist(1, Height, RowLabels),
    numlist(1, Width, ColLabels).

tabuleiro_game_plugin:view_cell(shi, empty, empty) :- !.
tabuleiro_game_plugin:view_cell(shi, Player, piece(Player, fighter)).

tabuleiro_game_plugin:view_piece(shi, ninja, fighter, 'N', 'N').
tabuleiro_game_plugin:view_piece(shi, samurai, fighter, 'S', 'S').

tabuleiro_game_plugin:view_move(shi, _, move(R1-C1, R2-C2), [R1, C1], [R2, C2], null).
