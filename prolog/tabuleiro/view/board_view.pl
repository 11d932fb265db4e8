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
to.  This module turns the course's terms into that picture, through
the view hooks each game provides (view_labels/5, view_cell/3,
view_piece/5, view_move/6 and, where the board term is more than its
rows, view_grid/3 and view_reserves/3: see tabuleiro_game_plugin).  It
decides nothing about the rules: the moves themselves always come from
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
    view_labels(Game, Height, Width, RowLabels, ColLabels),
    (   view_reserves(Game, Board, Reserves)
    ->  true
    ;   Reserves = null
    ),
    View = _{rows: CellRows, row_labels: RowLabels, col_labels: ColLabels,
             reserves: Reserves}.

%   cell_view(+Game, +Content, -View)

cell_view(Game, Content, View) :-
    view_cell(Game, Content, Cell),
    cell_json(Cell, Game, View).

cell_json(piece(Side, Piece), Game, _{kind: piece, side: Side, piece: Piece,
                                      letter: Letter, glyph: Glyph}) :-
    view_piece(Game, Side, Piece, Letter, Glyph).
cell_json(hole, _, _{kind: hole, side: null, piece: null, letter: ' ', glyph: ' '}).
cell_json(empty, _, _{kind: empty, side: null, piece: null, letter: '.', glyph: ' '}).

%!  move_view(+Game, +State, +Move, -View) is det.
%
%   View says where Move starts and ends on the grid of State and how a
%   person types it.

move_view(Game, State, Move, _{text: Text, from: From, to: To, reserve: Reserve}) :-
    move_text(Game, Move, Text),
    (   view_move(Game, State, Move, From0, To0, Reserve0)
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
    view_move(Game, State, Move, From, To, null),
    !.
clicked_move(Game, State, reserve(Piece), To, Move) :-
    view_move(Game, State, Move, null, To, Piece),
    !.
clicked_move(Game, State, none, To, Move) :-
    view_move(Game, State, Move, null, To, null),
    !.

%!  move_text(+Game, +Move, -Text) is det.
%
%   Text is Move written as the game's prompt takes it (e.g. `c3-d4`).

move_text(Game, Move, Text) :-
    (   move_to_text(Game, Move, Text0)
    ->  Text = Text0
    ;   term_to_atom(Move, Text)
    ).
