% Alice's Teeko rules, written for SICStus Prolog: a list of 5 rows of
% e, b, w; the course's old signatures; moves drop(R, C) and
% step(R1, C1, R2, C2).  Her classmates build on this file (make_class.sh
% copies it into their folders).
:- use_module(library(lists)).
:- use_module(library(between)).

legal(Board, Player, drop(R, C)) :-
    markers(Board, Player, Cells),
    length(Cells, N), N < 4,
    cell(Board, R, C, e).
legal(Board, Player, step(R1, C1, R2, C2)) :-
    markers(Board, Player, Cells),
    length(Cells, 4),
    member(R1-C1, Cells),
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0),
    R2 is R1 + DR, C2 is C1 + DC,
    between(1, 5, R2), between(1, 5, C2),
    cell(Board, R2, C2, e).

markers(Board, Player, Cells) :-
    findall(R-C, cell(Board, R, C, Player), Cells).

cell(Board, R, C, X) :-
    nth1(R, Board, Row), nth1(C, Row, X).

move(drop(R, C), Board, NewBoard) :-
    markers(Board, b, B), length(B, NB),
    markers(Board, w, W), length(W, NW),
    ( NB =< NW -> X = b ; X = w ),
    put(Board, R, C, X, NewBoard).
move(step(R1, C1, R2, C2), Board, NewBoard) :-
    cell(Board, R1, C1, X),
    put(Board, R1, C1, e, Board1),
    put(Board1, R2, C2, X, NewBoard).

put(Board, R, C, X, NewBoard) :-
    nth1(R, Board, Row),
    put_nth(C, Row, X, NewRow),
    put_nth(R, Board, NewRow, NewBoard).

put_nth(1, [_|T], X, [X|T]) :- !.
put_nth(N, [H|T], X, [H|T1]) :- N1 is N - 1, put_nth(N1, T, X, T1).

game_over(Board, Winner) :-
    member(Winner, [b, w]),
    markers(Board, Winner, [R-C|Rest]),
    length(Rest, 3),
    pattern(R-C, Rest), !.

pattern(R-C, Rest) :-
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    findall(R1-C1, (between(1, 3, K), R1 is R + K*DR, C1 is C + K*DC), Rest).
pattern(R-C, [R-C1, R1-C, R1-C1]) :-
    C1 is C + 1, R1 is R + 1.
