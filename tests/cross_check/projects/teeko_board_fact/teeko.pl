% Teeko as a course project writes it for SICStus Prolog, with the whole
% board in one fact of the database, board(Rows): 5 rows of 5 cells,
% - empty, x Black, o White.  The state is turn(Player), x or o.  A move
% is [Row, Column] to drop a marker, [Row, Column, Row2, Column2] to
% step one, counted from 1.
:- use_module(library(lists)).
:- dynamic board/1.

initial_state(_, turn(x)) :-
    retractall(board(_)),
    length(Row, 5),
    maplist(=(-), Row),
    assertz(board([Row, Row, Row, Row, Row])).

display_game(turn(Player)) :-
    board(Rows),
    forall(member(Row, Rows), ( forall(member(Cell, Row), write(Cell)), nl )),
    write(Player), write(' to move'), nl.

other(x, o).
other(o, x).

valid_moves(turn(Player), Moves) :-
    (   game_over(turn(Player), _)
    ->  Moves = []
    ;   findall(Move, legal(Player, Move), Moves)
    ).

legal(Player, [R, C]) :-
    count(Player, N),
    N < 4,
    cell(R, C, -).
legal(Player, [R, C, R2, C2]) :-
    count(Player, 4),
    cell(R, C, Player),
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0),
    R2 is R + DR, C2 is C + DC,
    cell(R2, C2, -).

cell(R, C, X) :-
    board(Rows),
    nth1(R, Rows, Row),
    nth1(C, Row, X).

count(Player, N) :-
    findall(x, cell(_, _, Player), Xs),
    length(Xs, N).

move(turn(Player), Move, turn(Next)) :-
    legal(Player, Move),
    !,
    board(Rows),
    (   Move = [R, C]
    ->  set(Rows, R, C, Player, Rows1)
    ;   Move = [R, C, R2, C2],
        set(Rows, R, C, -, Rows0),
        set(Rows0, R2, C2, Player, Rows1)
    ),
    retract(board(_)),
    assertz(board(Rows1)),
    other(Player, Next).

set(Rows, R, C, X, Rows1) :-
    nth1(R, Rows, Row),
    replace(Row, C, X, Row1),
    replace(Rows, R, Row1, Rows1).

replace([_|T], 1, X, [X|T]) :- !.
replace([H|T], I, X, [H|T1]) :- I1 is I - 1, replace(T, I1, X, T1).

game_over(_, Winner) :-
    member(Winner, [x, o]),
    findall(R-C, cell(R, C, Winner), [A, B, C, D]),
    pattern([A, B, C, D]),
    !.

pattern(Cells) :-
    member(R-C, Cells),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    forall(member(K, [1, 2, 3]),
           ( R2 is R + K * DR, C2 is C + K * DC, memberchk(R2-C2, Cells) )),
    !.
pattern(Cells) :-
    member(R-C, Cells),
    R1 is R + 1, C1 is C + 1,
    memberchk(R-C1, Cells), memberchk(R1-C, Cells), memberchk(R1-C1, Cells),
    !.

choose_move(State, _, Move) :-
    valid_moves(State, [Move|_]).
