:- module(student_teeko,
          [ student_moves/2,        % +State, -Moves
            wrapping_student_moves/2,
            to_student_state/3,     % +Board, +Player, -State
            to_student_move/2       % +Move, -StudentMove
          ]).
:- encoding(utf8).
:- use_module(library(lists)).

/** <module> A student's own Teeko encoding, for the cross-check

Written the way a student might: the state is `Board-Player` on a flat
list of 25 cells, moves are `place(Index)` and `slide(From, To)` with
cells numbered 0..24.  student_moves/2 is right; wrapping_student_moves/2
has the classic bug of stepping across the board's edge (index ± 1 from
column 5 to column 1 of the next row), which the cross-check must catch.
*/

to_student_state(Board, Player, Cells-Player) :-
    append(Board, Cells).

to_student_move(drop(R-C), place(I)) :-
    I is (R - 1) * 5 + C - 1.
to_student_move(step(R1-C1, R2-C2), slide(From, To)) :-
    From is (R1 - 1) * 5 + C1 - 1,
    To is (R2 - 1) * 5 + C2 - 1.

student_moves(State, Moves) :-
    findall(M, student_move(neighbour, State, M), Moves).

wrapping_student_moves(State, Moves) :-
    findall(M, student_move(wrapping_neighbour, State, M), Moves).

student_move(_, Cells-_, _) :-
    won(Cells),
    !,
    fail.
student_move(_, Cells-Player, place(I)) :-
    count(Cells, Player, N),
    N < 4,
    nth0(I, Cells, e).
student_move(Neighbour, Cells-Player, slide(From, To)) :-
    count(Cells, Player, 4),
    nth0(From, Cells, Player),
    call(Neighbour, From, To),
    nth0(To, Cells, e).

count(Cells, Player, N) :-
    include(==(Player), Cells, Mine),
    length(Mine, N).

neighbour(From, To) :-
    R is From // 5, C is From mod 5,
    member(DR-DC, [-1-(-1), -1-0, -1-1, 0-(-1), 0-1, 1-(-1), 1-0, 1-1]),
    R1 is R + DR, C1 is C + DC,
    between(0, 4, R1), between(0, 4, C1),
    To is R1 * 5 + C1.

wrapping_neighbour(From, To) :-
    member(D, [-6, -5, -4, -1, 1, 4, 5, 6]),
    To is From + D,
    between(0, 24, To).

% Some player's four markers make a line of four or a 2x2 square.
won(Cells) :-
    member(Player, [b, w]),
    findall(I, nth0(I, Cells, Player), [A, B, C, D]),
    pattern([A, B, C, D]),
    !.

pattern(Cells) :-
    member(Step, [1, 5, 6, 4]),
    Cells = [A|_],
    numlist(0, 3, Ks),
    findall(I, (member(K, Ks), I is A + K * Step), Cells),
    line_fits(A, Step).
pattern([A, B, C, D]) :-
    A mod 5 < 4, B =:= A + 1, C =:= A + 5, D =:= A + 6.

line_fits(A, 1) :- A mod 5 =< 1.
line_fits(A, 5) :- A // 5 =< 1.
line_fits(A, 6) :- A mod 5 =< 1, A // 5 =< 1.
line_fits(A, 4) :- A mod 5 >= 3, A // 5 =< 1.
