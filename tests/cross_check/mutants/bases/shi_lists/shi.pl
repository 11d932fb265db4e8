% Shi for SICStus Prolog with the new signatures: the state is
% Board-Player, Board a list of 8 rows (row 1, the Ninja's, first) of
% ninja, samurai and empty, Player samurai or ninja.  A move is
% [Row, Col, Row2, Col2], a plain move or a jump attack.
:- use_module(library(lists)).
:- use_module(library(between)).

enemy(samurai, ninja).
enemy(ninja, samurai).

valid_moves(Board-Player, Moves) :-
    (   game_over(Board-Player, _)
    ->  Moves = []
    ;   findall(Move, legal(Board, Player, Move), Moves)
    ).

legal(Board, Player, [R, C, R2, C2]) :-
    at(Board, R, C, Player),
    direction(DR, DC),
    walk(Board, R, C, DR, DC, Player, no_screen, R2, C2).

direction(DR, DC) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

% walk(+Board, +R, +C, +DR, +DC, +Player, +Screen, -R2, -C2): the cell
% after (R, C) in the direction, and on.  An empty cell ends a plain
% move while no screen has been passed; the first of Player's own
% pieces is the screen; the first enemy piece after the screen is the
% jump attack's target.
walk(Board, R, C, DR, DC, Player, Screen, R2, C2) :-
    R1 is R + DR,
    C1 is C + DC,
    at(Board, R1, C1, Piece),
    step_on(Piece, Board, R1, C1, DR, DC, Player, Screen, R2, C2).

step_on(empty, _, R1, C1, _, _, _, no_screen, R1, C1).
step_on(empty, Board, R1, C1, DR, DC, Player, Screen, R2, C2) :-
    walk(Board, R1, C1, DR, DC, Player, Screen, R2, C2).
step_on(Player, Board, R1, C1, DR, DC, Player, no_screen, R2, C2) :-
    walk(Board, R1, C1, DR, DC, Player, screen, R2, C2).
step_on(Target, _, R1, C1, _, _, Player, screen, R1, C1) :-
    enemy(Player, Target).

at(Board, R, C, Piece) :-
    between(1, 8, R),
    between(1, 8, C),
    nth1(R, Board, Row),
    nth1(C, Row, Piece).

move(Board-Player, [R, C, R2, C2], Board2-Next) :-
    set(Board, R, C, empty, Board1),
    set(Board1, R2, C2, Player, Board2),
    enemy(Player, Next).

set(Board, R, C, Piece, NewBoard) :-
    nth1(R, Board, Row),
    set_nth(C, Row, Piece, NewRow),
    set_nth(R, Board, NewRow, NewBoard).

set_nth(1, [_|Xs], Y, [Y|Xs]) :- !.
set_nth(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    set_nth(N1, Xs, Y, Ys).

% A side left with 4 pieces has lost; so has a player who cannot move.
game_over(Board-_, Winner) :-
    member(Loser, [samurai, ninja]),
    pieces(Board, Loser, N),
    N =< 4,
    !,
    enemy(Loser, Winner).
game_over(Board-Player, Winner) :-
    \+ legal(Board, Player, _),
    enemy(Player, Winner).

pieces(Board, Side, N) :-
    findall(x, ( member(Row, Board), member(Side, Row) ), Xs),
    length(Xs, N).
