% Shakti for SICStus Prolog with the new signatures: the state is
% Board-Player, Board a list of 7 rows from row 7 (Black's side) down to
% row 1, each of 7 cells from column a to g: empty (a hole), tile (an
% empty tile), king-Colour or warrior-Colour; Player white or black.
% A cell is X-Y, X the column 1..7 and Y the row 1..7; a move is
% [X, Y, X2, Y2] or pass.
:- use_module(library(lists)).
:- use_module(library(between)).

other(white, black).
other(black, white).

% A player who cannot move, not in check, passes (the game is not over:
% the opponent can move).
valid_moves(State, Moves) :-
    (   game_over(State, _)
    ->  Moves = []
    ;   findall(Move, legal(State, Move), Moves0),
        (   Moves0 == []
        ->  Moves = [pass]
        ;   Moves = Moves0
        )
    ).

legal(Board-Player, [X, Y, X2, Y2]) :-
    cell(Board, X-Y, Kind-Player),
    target(Kind, Board, Player, X-Y, X2-Y2),
    play(Board, [X, Y, X2, Y2], Board1),
    \+ in_check(Board1, Player),
    \+ kings_face(Board1).

% A King in check steps to a neighbouring tile, empty or holding an
% enemy Warrior; otherwise it goes to the first tile it sees, if empty.
target(king, Board, Player, From, To) :-
    (   in_check(Board, Player)
    ->  neighbour(From, To),
        cell(Board, To, Content),
        escape(Content, Player)
    ;   direction(D),
        seen(Board, From, D, [To|_]),
        cell(Board, To, tile)
    ).
% A Warrior steps to the first tile it sees, or jumps to the second one,
% both empty.
target(warrior, Board, _, From, To) :-
    direction(D),
    seen(Board, From, D, [First|Rest]),
    cell(Board, First, tile),
    (   To = First
    ;   Rest = [To|_],
        cell(Board, To, tile)
    ).

escape(tile, _).
escape(warrior-Enemy, Player) :-
    other(Player, Enemy).

direction(DX-DY) :-
    member(DX, [-1, 0, 1]),
    member(DY, [-1, 0, 1]),
    \+ (DX =:= 0, DY =:= 0).

neighbour(X-Y, X1-Y1) :-
    direction(DX-DY),
    X1 is X + DX,
    Y1 is Y + DY.

% cell(+Board, ?Cell, ?Content): what stands on a cell of the board.
cell(Board, X-Y, Content) :-
    between(1, 7, X),
    between(1, 7, Y),
    R is 8 - Y,
    nth1(R, Board, Row),
    nth1(X, Row, Content).

% seen(+Board, +Cell, +Direction, -Tiles): the cells with a tile seen
% from Cell in Direction, nearest first: the holes are skipped.
seen(Board, X-Y, DX-DY, Tiles) :-
    X1 is X + DX,
    Y1 is Y + DY,
    (   cell(Board, X1-Y1, Content)
    ->  (   Content == empty
        ->  seen(Board, X1-Y1, DX-DY, Tiles)
        ;   Tiles = [X1-Y1|More],
            seen(Board, X1-Y1, DX-DY, More)
        )
    ;   Tiles = []
    ).

% The first tile the King sees holds an enemy Warrior.
in_check(Board, Player) :-
    cell(Board, At, king-Player),
    other(Player, Enemy),
    direction(D),
    seen(Board, At, D, [First|_]),
    cell(Board, First, warrior-Enemy),
    !.

kings_face(Board) :-
    cell(Board, At, king-white),
    direction(D),
    seen(Board, At, D, [First|_]),
    cell(Board, First, king-black),
    !.

move(Board-Player, pass, Board-Next) :-
    !,
    other(Player, Next).
move(Board-Player, Move, Board1-Next) :-
    play(Board, Move, Board1),
    other(Player, Next).

play(Board, [X, Y, X2, Y2], Board3) :-
    cell(Board, X-Y, Piece),
    put(Board, X-Y, tile, Board1),
    put(Board1, X2-Y2, Piece, Board2),
    jumped_tile(Piece, Board, X-Y, X2-Y2, Board2, Board3).

% A Warrior that lands on the second tile seen removes the first one.
jumped_tile(warrior-_, Board, From, To, Board1, Board2) :-
    direction(D),
    seen(Board, From, D, [First, To|_]),
    !,
    put(Board1, First, empty, Board2).
jumped_tile(_, _, _, _, Board, Board).

put(Board, X-Y, Content, NewBoard) :-
    R is 8 - Y,
    nth1(R, Board, Row),
    set_nth(X, Row, Content, NewRow),
    set_nth(R, Board, NewRow, NewBoard).

set_nth(1, [_|Xs], Y, [Y|Xs]) :- !.
set_nth(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    set_nth(N1, Xs, Y, Ys).

% Checkmate: in check with no move.  A draw: neither player can move.
game_over(Board-Player, Winner) :-
    \+ legal(Board-Player, _),
    (   in_check(Board, Player)
    ->  other(Player, Winner)
    ;   other(Player, Other),
        \+ legal(Board-Other, _),
        Winner = draw
    ).
