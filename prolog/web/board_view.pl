:- module(tabuleiro_board_view,
          [ board_view/3,           % +Game, +State, -View
            move_view/4,            % +Game, +State, +Move, -View
            clicked_move/5,         % +Game, +State, +Selected, +To, -Move
            move_text/3             % +Game, +Move, -Text
          ]).
:- encoding(utf8).
:- use_module('../game_state').
:- use_module('../game_plugin').
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> What the boards look like to the demos and the browser

The terminal demo and the browser board draw every game as a grid of
cells, with labels for the rows and the columns, and show a move as the
cell it starts from (or the reserve piece it takes) and the cell it goes
to.  This module turns the course's terms into that picture.  It decides
nothing about the rules: the moves themselves always come from
valid_moves/2.

A view is a dict, ready for json_write_dict/2:

  - board_view/3: `_{rows, row_labels, col_labels, reserves}`, each cell
    `_{kind, side, piece, letter, glyph}` with kind `hole`, `empty` or
    `piece`;
  - move_view/4: `_{text, from, to, reserve}`, from and to a cell
    `[Row, Col]` of the grid (1-based, top row first) or `null`, reserve
    the reserve piece a placement takes or `null`.
*/

%!  board_view(+Game, +State, -View) is det.
%
%   View is the grid of State's board, as the game's display shows it.

board_view(Game, State, View) :-
    state_board(State, Board),
    grid_rows(Game, Board, Rows),
    maplist(maplist(cell_view(Game)), Rows, CellRows),
    length(Rows, Height),
    Rows = [FirstRow|_],
    length(FirstRow, Width),
    row_labels(Game, Height, RowLabels),
    col_labels(Game, Width, ColLabels),
    reserves(Board, Reserves),
    View = _{rows: CellRows, row_labels: RowLabels, col_labels: ColLabels,
             reserves: Reserves}.

grid_rows(echek, echek(Rows, _, _), Rows) :- !.
grid_rows(_Game, Rows, Rows).

reserves(echek(_, reserve(White, Black), _), _{white: White, black: Black}) :- !.
reserves(_Board, null).

row_labels(shakti, Height, Labels) :-
    !,
    findall(Label, ( between(1, Height, I), Label is 8 - I ), Labels).
row_labels(shi, Height, Labels) :-
    !,
    numlist(1, Height, Labels).
row_labels(_Game, Height, Labels) :-
    findall(Label, ( between(1, Height, I), letter(I, Label) ), Labels).

col_labels(shakti, Width, Labels) :-
    !,
    findall(Label, ( between(1, Width, I), letter(I, Label) ), Labels).
col_labels(_Game, Width, Labels) :-
    numlist(1, Width, Labels).

letter(I, Letter) :-
    Code is 0'a + I - 1,
    char_code(Letter, Code).

%   cell_view(+Game, +Content, -View)

cell_view(Game, Content, View) :-
    (   cell_piece(Game, Content, Side, Piece)
    ->  piece_letter(Game, Side, Piece, Letter),
        piece_glyph(Game, Side, Piece, Glyph),
        View = _{kind: piece, side: Side, piece: Piece, letter: Letter, glyph: Glyph}
    ;   hole(Game, Content)
    ->  View = _{kind: hole, side: null, piece: null, letter: ' ', glyph: ' '}
    ;   View = _{kind: empty, side: null, piece: null, letter: '.', glyph: ' '}
    ).

cell_piece(teeko, Side, Side, marker) :- Side \== e.
cell_piece(shi, Side, Side, fighter) :- Side \== empty.
cell_piece(shakti, Piece-Side, Side, Piece).
cell_piece(echek, Piece-Side, Side, Piece).

hole(shakti, empty).

%   piece_letter/4 and piece_glyph/4 are indexed on the game first: each
%   game's own table, indexed on the side, leaves no choice point.

piece_letter(teeko, Side, _, Letter) :-
    teeko_letter(Side, Letter).
piece_letter(shi, Side, _, Letter) :-
    shi_letter(Side, Letter).
piece_letter(shakti, Side, Piece, Letter) :-
    chess_letter(Piece, Upper),
    side_case(Side, Upper, Letter).
piece_letter(echek, Side, Piece, Letter) :-
    chess_letter(Piece, Upper),
    side_case(Side, Upper, Letter).

teeko_letter(b, 'B').
teeko_letter(w, 'W').

shi_letter(ninja, 'N').
shi_letter(samurai, 'S').

chess_letter(king, 'K').
chess_letter(queen, 'Q').
chess_letter(rook, 'R').
chess_letter(bishop, 'B').
chess_letter(knight, 'N').
chess_letter(pawn, 'P').
chess_letter(warrior, 'W').

side_case(white, Upper, Upper).
side_case(black, Upper, Lower) :-
    downcase_atom(Upper, Lower).

piece_glyph(teeko, Side, _, Glyph) :-
    teeko_glyph(Side, Glyph).
piece_glyph(shi, Side, Piece, Glyph) :-
    piece_letter(shi, Side, Piece, Glyph).
piece_glyph(shakti, Side, Piece, Glyph) :-
    chess_glyph(Side, Piece, Glyph).
piece_glyph(echek, Side, Piece, Glyph) :-
    chess_glyph(Side, Piece, Glyph).

teeko_glyph(b, '●').
teeko_glyph(w, '○').

chess_glyph(Side, Piece, Glyph) :-
    chess_glyphs(Piece, White, Black),
    side_glyph(Side, White, Black, Glyph).

chess_glyphs(king,    '♔', '♚').
chess_glyphs(queen,   '♕', '♛').
chess_glyphs(rook,    '♖', '♜').
chess_glyphs(bishop,  '♗', '♝').
chess_glyphs(knight,  '♘', '♞').
chess_glyphs(pawn,    '♙', '♟').
chess_glyphs(warrior, '♙', '♟').

side_glyph(white, White, _, White).
side_glyph(black, _, Black, Black).

%!  move_view(+Game, +State, +Move, -View) is det.
%
%   View says where Move starts and ends on the grid of State and how a
%   person types it.

move_view(Game, State, Move, _{text: Text, from: From, to: To, reserve: Reserve}) :-
    move_text(Game, Move, Text),
    (   move_cells(Game, State, Move, From0, To0, Reserve0)
    ->  From = From0, To = To0, Reserve = Reserve0
    ;   From = null, To = null, Reserve = null
    ).

%!  clicked_move(+Game, +State, +Selected, +To, -Move) is semidet.
%
%   Move is the move a player means who chose Selected (`cell([Row,
%   Col])`, `reserve(Piece)` or `none`) and then the cell To, legal
%   or not: the rules say why a move is illegal, so that the browser
%   explains a click as the prompt explains a typed move.

clicked_move(Game, State, cell(From), To, Move) :-
    move_cells(Game, State, Move, From, To, null),
    !.
clicked_move(Game, State, reserve(Piece), To, Move) :-
    move_cells(Game, State, Move, null, To, Piece),
    !.
clicked_move(Game, State, none, To, Move) :-
    move_cells(Game, State, Move, null, To, null),
    !.

%!  move_text(+Game, +Move, -Text) is det.
%
%   Text is Move written as the game's prompt takes it (e.g. `c3-d4`).

move_text(Game, Move, Text) :-
    (   move_to_text(Game, Move, Text0)
    ->  Text = Text0
    ;   term_to_atom(Move, Text)
    ).

move_cells(teeko, _, drop(R-C), null, [R, C], null).
move_cells(teeko, _, step(R1-C1, R2-C2), [R1, C1], [R2, C2], null).
move_cells(shi, _, move(R1-C1, R2-C2), [R1, C1], [R2, C2], null).
move_cells(shakti, _, move(From, To), FromCell, ToCell, null) :-
    shakti_cell(From, FromCell),
    shakti_cell(To, ToCell).
move_cells(echek, _, place(Piece, R-C), null, [R, C], Piece).
move_cells(echek, _, place(Piece, R-C, _), null, [R, C], Piece).
move_cells(echek, State, move(Piece, R-C), [R0, C0], [R, C], null) :-
    state_board(State, echek(Rows, _, _)),
    state_player(State, Player),
    nth1(R0, Rows, Row),
    nth1(C0, Row, Piece-Player),
    !.

%   shakti_cell(?Name, ?Cell): b2 is column 2 of the grid's row 6 (the
%   grid shows row 7 on top).

shakti_cell(Name, [GridRow, Col]) :-
    (   atom(Name)
    ->  atom_codes(Name, [Letter, Digit]),
        Col is Letter - 0'a + 1,
        GridRow is 8 - (Digit - 0'0)
    ;   Letter is 0'a + Col - 1,
        Digit is 0'0 + 8 - GridRow,
        atom_codes(Name, [Letter, Digit])
    ).
