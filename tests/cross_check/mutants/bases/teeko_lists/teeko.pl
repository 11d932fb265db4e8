% Teeko for SICStus Prolog, with the course's old signatures:
% valid_moves(+Board, +Player, -Moves), move(+Move, +Board, -NewBoard),
% game_over(+Board, -Winner).  The board is a list of 5 rows of e
% (empty), b (Black) and w (White); moves are drop(Row, Col) and
% step(Row, Col, Row2, Col2), rows and columns 1..5.
:- use_module(library(lists)).
:- use_module(library(between)).

valid_moves(Board, Player, Moves) :-
    (   game_over(Board, _)
    ->  Moves = []
    ;   findall(Move, legal_move(Board, Player, Move), Moves)
    ).

legal_move(Board, Player, drop(R, C)) :-
    on_board(Board, Player, Count),
    Count < 4,
    square(Board, R, C, e).
legal_move(Board, Player, step(R, C, R2, C2)) :-
    on_board(Board, Player, 4),
    square(Board, R, C, Player),
    direction(DR, DC),
    R2 is R + DR,
    C2 is C + DC,
    inside(R2),
    inside(C2),
    square(Board, R2, C2, e).

on_board(Board, Player, Count) :-
    findall(x, square(Board, _, _, Player), Xs),
    length(Xs, Count).

square(Board, R, C, Piece) :-
    nth1(R, Board, Row),
    nth1(C, Row, Piece).

inside(X) :-
    X >= 1,
    X =< 5.

% The 8 directions of a step: up, down, left, right and the diagonals.
direction(-1, 0).
direction(1, 0).
direction(0, -1).
direction(0, 1).
direction(-1, -1).
direction(-1, 1).
direction(1, -1).
direction(1, 1).

move(drop(R, C), Board, NewBoard) :-
    to_play(Board, Player),
    replace(Board, R, C, Player, NewBoard).
move(step(R, C, R2, C2), Board, NewBoard) :-
    square(Board, R, C, Player),
    replace(Board, R, C, e, Board1),
    replace(Board1, R2, C2, Player, NewBoard).

% In the drop phase Black, who starts, is to play when both have
% dropped as many markers.
to_play(Board, Player) :-
    on_board(Board, b, B),
    on_board(Board, w, W),
    (   B =:= W
    ->  Player = b
    ;   Player = w
    ).

replace(Board, R, C, Piece, NewBoard) :-
    nth1(R, Board, Row),
    set_nth(C, Row, Piece, NewRow),
    set_nth(R, Board, NewRow, NewBoard).

set_nth(1, [_|Xs], Y, [Y|Xs]) :- !.
set_nth(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    set_nth(N1, Xs, Y, Ys).

game_over(Board, Winner) :-
    member(Winner, [b, w]),
    findall(R-C, square(Board, R, C, Winner), [First|Others]),
    length(Others, 3),
    winning_shape(First, Others),
    !.

% The markers in reading order (by row, then column) make a line of 4
% or a 2x2 square: the first one, then the three others.
winning_shape(R-C, Others) :-
    line_direction(DR, DC),
    findall(R1-C1, ( between(1, 3, K), R1 is R + K * DR, C1 is C + K * DC ), Others).
winning_shape(R-C, [R-C1, R1-C, R1-C1]) :-
    R1 is R + 1,
    C1 is C + 1.

line_direction(0, 1).       % a row
line_direction(1, 0).       % a column
line_direction(1, 1).       % a \ diagonal
line_direction(1, -1).      % a / diagonal
