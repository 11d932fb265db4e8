:- module(student_shakti_named,
          [ shakti_state/3, shakti_move/5, shakti_from_state/3,
            shakti_valid_moves/2, shakti_apply/3, shakti_game_over/2,
            shakti_valid_moves_holes_block/2, shakti_apply_keeps_tile/3
          ]).
:- use_module(library(lists)).
:- use_module(library(apply)).

/** <module> A Shakti encoding that names its pieces

Written like a real course project: the state is
`game(Pieces, Holes, Player)`, Pieces a list `[Name, X, Y]` (`'K'`,
`'W1'`, `'W2'` White, `k`, `w1`, `w2` Black, warriors numbered in the
order of the board's rows), Holes a list `X-Y`, X the column and Y the
row, both 1..7; a move is `[Name, X, Y]` or `pass`.  Its move adapter
needs the board: our moves name cells, not pieces.

shakti_valid_moves/2, shakti_apply/3 and shakti_game_over/2 are right;
shakti_valid_moves_holes_block/2 lets a hole block a check (the first
cell seen instead of the first tile seen), shakti_apply_keeps_tile/3
forgets to remove the tile a Warrior jumps over.
*/

% Adapters between our terms and this encoding's.

shakti_state(Board, Player, game(Pieces, Holes, Player)) :-
    findall(X-Y-Cell, board_cell(Board, X, Y, Cell), Cells),
    findall(X-Y, member(X-Y-empty, Cells), Holes0),
    msort(Holes0, Holes),
    findall(Colour-Kind-X-Y, member(X-Y-(Kind-Colour), Cells), Found),
    name_pieces(Found, Pieces).

board_cell(Board, X, Y, Cell) :-
    nth1(Row, Board, Cells),
    Y is 8 - Row,
    nth1(X, Cells, Cell).

% Warriors are numbered in the order found (top row first).
name_pieces(Found, Pieces) :-
    findall([Name, X, Y],
            ( member(Colour-king-X-Y, Found), king_name(Colour, Name) ),
            Kings),
    findall(Colour-X-Y, member(Colour-warrior-X-Y, Found), Warriors),
    warrior_names(Warriors, white, 1, Whites),
    warrior_names(Warriors, black, 1, Blacks),
    append([Kings, Whites, Blacks], Pieces0),
    msort(Pieces0, Pieces).

warrior_names([], _, _, []).
warrior_names([Colour-X-Y|More], Colour, N, [[Name, X, Y]|Named]) :-
    !,
    warrior_name(Colour, N, Name),
    N1 is N + 1,
    warrior_names(More, Colour, N1, Named).
warrior_names([_|More], Colour, N, Named) :-
    warrior_names(More, Colour, N, Named).

king_name(white, 'K').
king_name(black, k).
warrior_name(white, N, Name) :- atom_concat('W', N, Name).
warrior_name(black, N, Name) :- atom_concat(w, N, Name).

shakti_move(_, _, _, pass, pass) :-
    !.
shakti_move(Board, Player, _, move(From, To), [Name, X, Y]) :-
    shakti_state(Board, Player, game(Pieces, _, _)),
    cell_xy(From, FX, FY),
    memberchk([Name, FX, FY], Pieces),
    cell_xy(To, X, Y).

cell_xy(Cell, X, Y) :-
    atom_chars(Cell, [Letter, Digit]),
    nth1(X, [a, b, c, d, e, f, g], Letter),
    atom_number(Digit, Y).

shakti_from_state(game(Pieces, Holes, Player), Board, Player) :-
    numlist(1, 7, Xs),
    findall(Row,
            ( between(1, 7, R), Y is 8 - R,
              findall(Cell, ( member(X, Xs), our_cell(Pieces, Holes, X, Y, Cell) ), Row) ),
            Board).

our_cell(Pieces, Holes, X, Y, Cell) :-
    (   memberchk(X-Y, Holes) -> Cell = empty
    ;   member([Name, X, Y], Pieces) -> piece_of(Name, Cell)
    ;   Cell = tile
    ).

piece_of(Name, king-Colour) :- king_name(Colour, Name).
piece_of(Name, warrior-white) :- sub_atom(Name, 0, 1, _, 'W').
piece_of(Name, warrior-black) :- sub_atom(Name, 0, 1, _, w).

% The rules.

other(white, black).
other(black, white).

colour_of(Name, Colour) :-
    piece_of(Name, _-Colour).

shakti_valid_moves(State, Moves) :-
    valid_moves(tiles, State, Moves).

shakti_valid_moves_holes_block(State, Moves) :-
    valid_moves(cells, State, Moves).

valid_moves(Sight, State, []) :-
    game_over(Sight, State, _),
    !.
valid_moves(Sight, State, Moves) :-
    findall(Move, legal(Sight, State, Move), Moves0),
    (   Moves0 == []
    ->  Moves = [pass]
    ;   Moves = Moves0
    ).

legal(Sight, State, Move) :-
    State = game(_, _, Player),
    candidate(Sight, State, Move),
    apply(Move, State, game(Pieces1, Holes1, _), removes),
    \+ in_check(Sight, Pieces1, Holes1, Player),
    \+ kings_facing(Sight, Pieces1, Holes1).

has_move(Sight, State) :-
    legal(Sight, State, _),
    !.

candidate(Sight, game(Pieces, Holes, Player), [Name, X, Y]) :-
    member([Name, X0, Y0], Pieces),
    colour_of(Name, Player),
    piece_of(Name, Kind-_),
    piece_target(Kind, Sight, Pieces, Holes, Player, X0-Y0, X-Y).

piece_target(king, Sight, Pieces, Holes, Player, From, To) :-
    (   in_check(Sight, Pieces, Holes, Player)
    ->  adjacent(From, To),
        \+ memberchk(To, Holes),
        To = X-Y,
        (   \+ member([_, X, Y], Pieces)
        ->  true
        ;   member([Name, X, Y], Pieces),
            piece_of(Name, warrior-Enemy),
            other(Player, Enemy)
        )
    ;   direction(D),
        seen(tiles, Holes, From, D, [To|_]),
        empty_tile(Pieces, To)
    ).
piece_target(warrior, _, Pieces, Holes, _, From, To) :-
    direction(D),
    seen(tiles, Holes, From, D, [First|Rest]),
    empty_tile(Pieces, First),
    (   To = First
    ;   Rest = [To|_],
        empty_tile(Pieces, To)
    ).

empty_tile(Pieces, X-Y) :-
    \+ member([_, X, Y], Pieces).

direction(DX-DY) :-
    member(DX, [-1, 0, 1]),
    member(DY, [-1, 0, 1]),
    DX-DY \== 0-0.

adjacent(X-Y, X1-Y1) :-
    direction(DX-DY),
    X1 is X + DX, Y1 is Y + DY,
    on_board(X1-Y1).

on_board(X-Y) :-
    between(1, 7, X),
    between(1, 7, Y).

% seen(+Sight, +Holes, +From, +Direction, -Tiles): the tiles seen from
% From, nearest first; with Sight `cells` (the planted bug) a hole stops
% the sight.
seen(Sight, Holes, X-Y, DX-DY, Tiles) :-
    X1 is X + DX, Y1 is Y + DY,
    (   \+ on_board(X1-Y1)
    ->  Tiles = []
    ;   memberchk(X1-Y1, Holes)
    ->  (   Sight == cells
        ->  Tiles = []
        ;   seen(Sight, Holes, X1-Y1, DX-DY, Tiles)
        )
    ;   Tiles = [X1-Y1|More],
        seen(Sight, Holes, X1-Y1, DX-DY, More)
    ).

first_seen(Sight, Pieces, Holes, From, D, Name) :-
    seen(Sight, Holes, From, D, [X-Y|_]),
    member([Name, X, Y], Pieces).

in_check(Sight, Pieces, Holes, Colour) :-
    king_name(Colour, King),
    member([King, X, Y], Pieces),
    direction(D),
    first_seen(Sight, Pieces, Holes, X-Y, D, Name),
    piece_of(Name, warrior-Enemy),
    Enemy \== Colour,
    !.

kings_facing(Sight, Pieces, Holes) :-
    member([K, X, Y], Pieces),
    K == 'K',
    direction(D),
    first_seen(Sight, Pieces, Holes, X-Y, D, k),
    !.

shakti_apply(State, Move, State1) :-
    once(apply(Move, State, State1, removes)).

shakti_apply_keeps_tile(State, Move, State1) :-
    once(apply(Move, State, State1, keeps)).

apply(pass, game(Pieces, Holes, Player), game(Pieces, Holes, Next), _) :-
    other(Player, Next).
apply([Name, X, Y], game(Pieces, Holes, Player), game(Pieces1, Holes1, Next), Jump) :-
    select([Name, X0, Y0], Pieces, Others),
    exclude([[_, PX, PY]]>>(PX == X, PY == Y), Others, Left),
    msort([[Name, X, Y]|Left], Pieces1),
    jumped_tile(Jump, Name, Holes, X0-Y0, X-Y, Holes1),
    other(Player, Next).

% A Warrior that lands on the second tile seen removes the first.
jumped_tile(removes, Name, Holes, From, To, Holes1) :-
    piece_of(Name, warrior-_),
    direction(D),
    seen(tiles, Holes, From, D, [First, To|_]),
    !,
    msort([First|Holes], Holes1).
jumped_tile(_, _, Holes, _, _, Holes).

shakti_game_over(State, Winner) :-
    game_over(tiles, State, Winner).

game_over(Sight, game(Pieces, Holes, Player), Winner) :-
    \+ has_move(Sight, game(Pieces, Holes, Player)),
    (   in_check(Sight, Pieces, Holes, Player)
    ->  other(Player, Winner)
    ;   other(Player, Other),
        \+ has_move(Sight, game(Pieces, Holes, Other)),
        Winner = draw
    ).
