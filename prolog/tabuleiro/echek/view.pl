:- module(echek_view, []).
:- use_module('../game_plugin', []).
:- use_module('../game_state', [state_board/2, state_player/2]).
:- use_module('../view/piece_glyphs', [letter_labels/2, chess_piece/4]).
:- use_module(library(lists)).

/** <module> Echek as the demos and the browser draw it

The grid is the board term's rows (rows a-, columns 1-); each player's
reserve is shown beside it.  A placement takes a reserve piece to a
cell; a move names only the piece, found on the board.
*/

tabuleiro_game_plugin:view_grid(echek, echek(Rows, _, _), Rows).

tabuleiro_game_plugin:view_reserves(echek, echek(_, reserve(White, Black), _),
                                    _{white: White, black: Black}).

tabuleiro_game_plugin:view_labels(echek, Height, Width, RowLabels, ColLabels) :-
    letter_labels(Height, RowLabels),
    numlist(1, Width, ColLabels).

tabuleiro_game_plugin:view_cell(echek, Piece-Side, piece(Side, Piece)) :- !.
tabuleiro_game_plugin:view_cell(echek, _, empty).

tabuleiro_game_plugin:view_piece(echek, Side, Piece, Letter, Glyph) :-
    chess_piece(Piece, Side, Letter, Glyph).

tabuleiro_game_plugin:view_move(echek, _, place(Piece, R-C), null, [R, C], Piece).
tabuleiro_game_plugin:view_move(echek, _, place(Piece, R-C, _), null, [R, C], Piece).
tabuleiro_game_plugin:view_move(echek, State, move(Piece, R-C), [R0, C0], [R, C], null) :-
    state_board(State, echek(Rows, _, _)),
    state_player(State, Player),
    nth1(R0, Rows, Row),
    nth1(C0, Row, Piece-Player),
    !.
