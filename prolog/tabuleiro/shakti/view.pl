:- module(shakti_view, []).
:- use_module('../game_plugin', []).
:- use_module('../view/piece_glyphs', [letter_labels/2, chess_piece/4]).

/** <module> Shakti as the demos and the browser draw it

The grid shows row 7 on top and columns a-g, as the prompt names cells
(`b2`); the atom `empty` of the board term is a hole (a cell gone), and a
pass moves nothing on the board.
*/

tabuleiro_game_plugin:view_labels(shakti, Height, Width, RowLabels, ColLabels) :-
    findall(Label, ( between(1, Height, I), Label is Height + 1 - I ), RowLabels),
    letter_labels(Width, ColLabels).

tabuleiro_game_plugin:view_cell(shakti, Piece-Side, piece(Side, Piece)) :- !.
tabuleiro_game_plugin:view_cell(shakti, empty, hole) :- !.
tabuleiro_game_plugin:view_cell(shakti, _, empty).

tabuleiro_game_plugin:view_piece(shakti, Side, Piece, Letter, Glyph) :-
    chess_piece(Piece, Side, Letter, Glyph).

tabuleiro_game_plugin:view_move(shakti, _, move(From, To), FromCell, ToCell, null) :-
    grid_cell(From, FromCell),
    grid_cell(To, ToCell).

%   grid_cell(?Name, ?Cell): b2 is column 2 of the grid's row 6.

grid_cell(Name, [GridRow, Col]) :-
    (   atom(Name)
    ->  atom_codes(Name, [Letter, Digit]),
        Col is Letter - 0'a + 1,
        GridRow is 8 - (Digit - 0'0)
    ;   Letter is 0'a + Col - 1,
        Digit is 0'0 + 8 - GridRow,
        atom_codes(Name, [Letter, Digit])
    ).
