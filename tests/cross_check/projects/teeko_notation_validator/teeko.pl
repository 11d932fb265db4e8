% Teeko as a course project may write it when its game loop reads the
% move a person types and only checks it: the player first in every
% signature, legal(Player, Board, Move) checks a move and nothing lists
% them, move(Player, Move, Board, NewBoard) plays it, winner(Board, W).
% The board is a list of 5 rows of '.', 'X' (Black) and 'O' (White),
% row a first; the players are x (Black, who starts) and o.  A move is
% an atom as a person types it: 'c3' drops a marker on row c, column 3,
% 'c3-d4' steps the marker of c3 to d4.
:- use_module(library(lists)).
:- use_module(library(between)).

initial_board([R, R, R, R, R]) :-
    R = ['.', '.', '.', '.', '.'].

mark(x, 'X').
mark(o, 'O').

next_player(x, o).
next_player(o, x).

% spot(?Name, ?Row, ?Column): the cell c3 is row 3, column 3.
spot(Name, Row, Column) :-
    nth1(Row, [a, b, c, d, e], Letter),
    between(1, 5, Column),
    atom_concat(Letter, Column, Name).

cell_at(Board, Row, Column, X) :-
    nth1(Row, Board, Line),
    nth1(Column, Line, X).

markers(Board, Mark, N) :-
    findall(Mark, ( member(Line, Board), member(Mark, Line) ), Marks),
    length(Marks, N).

legal(Player, Board, Move) :-
    \+ winner(Board, _),
    mark(Player, Mark),
    markers(Board, Mark, N),
    legal_with(N, Mark, Board, Move),
    !.

legal_with(N, _, Board, Move) :-
    N < 4,
    spot(Move, R, C),
    cell_at(Board, R, C, '.').
legal_with(4, Mark, Board, Move) :-
    atomic_list_concat([From, To], '-', Move),
    spot(From, R1, C1),
    spot(To, R2, C2),
    cell_at(Board, R1, C1, Mark),
    cell_at(Board, R2, C2, '.'),
    abs(R2 - R1) =< 1,
    abs(C2 - C1) =< 1.

move(Player, Move, Board, NewBoard) :-
    legal(Player, Board, Move),
    mark(Player, Mark),
    (   spot(Move, R, C)
    ->  put_mark(Board, R, C, Mark, NewBoard)
    ;   atomic_list_concat([From, To], '-', Move),
        spot(From, R1, C1),
        spot(To, R2, C2),
        put_mark(Board, R1, C1, '.', Board1),
        put_mark(Board1, R2, C2, Mark, NewBoard)
    ).

put_mark(Board, R, C, X, NewBoard) :-
    nth1(R, Board, Line, OtherLines),
    nth1(C, Line, _, OtherCells),
    nth1(C, NewLine, X, OtherCells),
    nth1(R, NewBoard, NewLine, OtherLines).

% Four in a line, across, down or diagonal, or a 2 x 2 square.
winner(Board, Player) :-
    mark(Player, Mark),
    cell_at(Board, R, C, Mark),
    pattern(R, C, Cells),
    forall(member(R1-C1, Cells), cell_at(Board, R1, C1, Mark)),
    !.

pattern(R, C, Cells) :-
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    findall(R1-C1, ( between(1, 3, K), R1 is R + K * DR, C1 is C + K * DC ), Cells).
pattern(R, C, [R-C1, R1-C, R1-C1]) :-
    R1 is R + 1,
    C1 is C + 1.

show(Board) :-
    forall(nth1(R, Board, Line),
           ( nth1(R, [a, b, c, d, e], Letter), atomic_list_concat(Line, ' ', Text),
             format("~w  ~w~n", [Letter, Text]) )).
