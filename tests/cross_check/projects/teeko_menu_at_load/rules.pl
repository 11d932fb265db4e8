% Teeko's rules, the new signatures: the state is [Board, Player], Board
% a list of 5 rows of '.', o and x, Player o or x; a move is a cell
% [Row, Col] to drop, or [Row, Col, Row2, Col2] to step.
:- use_module(library(lists)).
:- use_module(library(between)).

initial_state(_, [Board, o]) :-
    length(Row, 5), maplist(=('.'), Row),
    length(Board, 5), maplist(=(Row), Board).

valid_moves(State, []) :-
    game_over(State, _), !.
valid_moves([Board, Player], Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).

legal(Board, Player, [R, C]) :-
    count(Board, Player, N), N < 4,
    between(1, 5, R), between(1, 5, C),
    at(Board, R, C, '.').
legal(Board, Player, [R, C, R2, C2]) :-
    count(Board, Player, 4),
    between(1, 5, R), between(1, 5, C),
    at(Board, R, C, Player),
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR == 0, DC == 0),
    R2 is R + DR, C2 is C + DC,
    between(1, 5, R2), between(1, 5, C2),
    at(Board, R2, C2, '.').

at(Board, R, C, X) :-
    nth1(R, Board, Row), nth1(C, Row, X).

count(Board, Player, N) :-
    findall(x, (member(Row, Board), member(Player, Row)), Xs),
    length(Xs, N).

move([Board, Player], Move, [Board2, Next]) :-
    legal(Board, Player, Move),
    !,
    place(Move, Player, Board, Board2),
    next(Player, Next).

place([R, C], Player, Board, Board2) :-
    set(Board, R, C, Player, Board2).
place([R, C, R2, C2], Player, Board, Board2) :-
    set(Board, R, C, '.', Board1),
    set(Board1, R2, C2, Player, Board2).

set(Board, R, C, X, Board2) :-
    nth1(R, Board, Row),
    with_nth(C, Row, X, Row2),
    with_nth(R, Board, Row2, Board2).

with_nth(1, [_|T], X, [X|T]) :- !.
with_nth(N, [H|T], X, [H|T2]) :- N1 is N - 1, with_nth(N1, T, X, T2).

next(o, x).
next(x, o).

number_of(o, 1).
number_of(x, 2).

% The winner, numbered as the menu numbers the players.
game_over([Board, _], Number) :-
    member(Player, [o, x]),
    findall(R-C, at(Board, R, C, Player), Cells),
    length(Cells, 4),
    winning(Cells),
    !,
    number_of(Player, Number).

winning([R-C|Rest]) :-
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    findall(R1-C1, (between(1, 3, K), R1 is R + K * DR, C1 is C + K * DC), Rest).
winning([R-C, R-C1, R1-C, R1-C1]) :-
    C1 is C + 1, R1 is R + 1.

choose_move(State, _, Move) :-
    valid_moves(State, [Move|_]).
