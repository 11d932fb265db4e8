% Shi as a course project writes it for SICStus Prolog, with the player
% first in every signature: valid_moves(Player, Board, Moves),
% move(Player, Move, Board, NewBoard), game_over(Board, Winner).  The
% board is drawn the Samurai's way: their row first, as a list of 8
% lists of s (Samurai), n (Ninja) and - (empty); the players are s and n.
% A move is [Row1, Col1, Row2, Col2], rows counted from the Samurai's.
:- use_module(library(lists)).
:- use_module(library(between)).

initial_board(Board) :-
    length(Empty, 8), maplist(=(-), Empty),
    length(Samurai, 8), maplist(=(s), Samurai),
    length(Ninja, 8), maplist(=(n), Ninja),
    Board = [Samurai, Empty, Empty, Empty, Empty, Empty, Empty, Ninja].

enemy(s, n).
enemy(n, s).

valid_moves(_, Board, []) :-
    game_over(Board, _), !.
valid_moves(Player, Board, Moves) :-
    findall(Move, legal(Player, Board, Move), Moves).

% A slide: along a line, over empty cells only.
legal(Player, Board, [R1, C1, R2, C2]) :-
    piece(Board, R1, C1, Player),
    line(DR, DC),
    slide(Board, R1, C1, DR, DC, R2, C2).
% A jump attack: over one of the player's own pieces, then empty cells,
% onto an enemy.
legal(Player, Board, [R1, C1, R2, C2]) :-
    piece(Board, R1, C1, Player),
    line(DR, DC),
    first_piece(Board, R1, C1, DR, DC, RF, CF, Player),
    enemy(Player, Enemy),
    first_piece(Board, RF, CF, DR, DC, R2, C2, Enemy).

line(DR, DC) :-
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

slide(Board, R, C, DR, DC, R2, C2) :-
    R1 is R + DR, C1 is C + DC,
    piece(Board, R1, C1, -),
    (   R2 = R1, C2 = C1
    ;   slide(Board, R1, C1, DR, DC, R2, C2)
    ).

% The first piece met from (R, C) along the line, past empty cells.
first_piece(Board, R, C, DR, DC, R2, C2, Piece) :-
    R1 is R + DR, C1 is C + DC,
    piece(Board, R1, C1, X),
    (   X == (-)
    ->  first_piece(Board, R1, C1, DR, DC, R2, C2, Piece)
    ;   X = Piece, R2 = R1, C2 = C1
    ).

piece(Board, R, C, X) :-
    between(1, 8, R), between(1, 8, C),
    nth1(R, Board, Row), nth1(C, Row, X).

move(Player, [R1, C1, R2, C2], Board, NewBoard) :-
    legal(Player, Board, [R1, C1, R2, C2]),
    put(Board, R1, C1, -, Board1),
    put(Board1, R2, C2, Player, NewBoard).

put(Board, R, C, X, NewBoard) :-
    nth1(R, Board, Row),
    replaced(Row, C, X, NewRow),
    replaced(Board, R, NewRow, NewBoard).

% replaced(+List, +I, +X, -NewList): List with its I-th element X.
replaced(List, I, X, NewList) :-
    Skip is I - 1,
    length(Before, Skip),
    append(Before, [_|After], List),
    append(Before, [X|After], NewList).

% A side down to 4 pieces has lost.
game_over(Board, Winner) :-
    member(Side, [s, n]),
    count(Board, Side, N),
    N =< 4,
    !,
    enemy(Side, Winner).

count(Board, Side, N) :-
    findall(x, (member(Row, Board), member(Side, Row)), Xs),
    length(Xs, N).

value(Board, Player, Value) :-
    enemy(Player, Enemy),
    count(Board, Player, Mine), count(Board, Enemy, Theirs),
    Value is Mine - Theirs.

choose_move(Player, Board, _, Move) :-
    valid_moves(Player, Board, [Move|_]).
