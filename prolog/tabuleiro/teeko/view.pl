:- module(teeko_view, []).
:- encoding(utf8).
:- use_module('../game_plugin', []).
:- use_module('../view/piece_glyphs', [letter_labels/2]).

/** <module> Teeko as the demos and the browser draw it

Rows a-e from the top, columns 1-5; a marker is a piece of its player;
a drop goes to a cell from nowhere, a step from a cell to a cell.
*/

tabuleiro_game_plugin:view_labels(teeko, Height, Width, RowLabels, ColLabels) :-
    letter_labels(Height, RowLabels),
    numlist(1, Width, ColLabels).

tabuleiro_game_plugin:view_cell(teeko, e, empty) :- !.
tabuleiro_game_plugin:view_cell(teeko, Player, piece(Player, marker)).

tabuleiro_game_plugin:view_piece(teeko, b, marker, 'B', '●').
tabuleiro_game_plugin:view_piece(teeko, w, marker, 'W', '○').

tabuleiro_game_plugin:view_move(teeko, _, drop(R-C), null, [R, C], null).
tabuleiro_game_plugin:view_move(teeko, _, step(R1-C1, R2-C2), [R1, C1], [R2, C2], null).
