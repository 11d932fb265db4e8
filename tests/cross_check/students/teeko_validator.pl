:- module(student_teeko_validator,
          [ check_move/3, do_move/3, winner/2,
            check_move_long_steps/3, winner_no_squares/2
          ]).
:- use_module(library(lists)).

/** <module> A Teeko encoding that validates moves but never lists them

Written as course projects whose game loop only checks the move a
person types: check_move(+Board, +Player, +Move) succeeds when Move is
legal, do_move(+Move, +Board, -NewBoard) plays it (the old signatures:
the board alone), winner(+Board, -Winner).  Its coordinates start at 0
and its moves are lists, column first: [Col, Row] for a drop and
[Col, Row, Col2, Row2] for a step.  The board is a list of 5 rows of
`e`, `b` and `w`, row 0 first; players `b` and `w`.

check_move/3, do_move/3 and winner/2 are right; check_move_long_steps/3
lets a marker step two cells, winner_no_squares/2 misses the
diagonal lines.
*/

check_move(Board, Player, Move) :-
    check_with(1, Board, Player, Move).

check_move_long_steps(Board, Player, Move) :-
    check_with(2, Board, Player, Move).

check_with(_, Board, _, _) :-
    winner(Board, _),
    !,
    fail.
check_with(_, Board, Player, [Col, Row]) :-
    count(Board, Player, N),
    N < 4,
    at(Board, Col, Row, e).
check_with(Reach, Board, Player, [Col, Row, Col2, Row2]) :-
    count(Board, Player, 4),
    at(Board, Col, Row, Player),
    at(Board, Col2, Row2, e),
    Distance is max(abs(Col2 - Col), abs(Row2 - Row)),
    Distance >= 1,
    Distance =< Reach.

count(Board, Player, N) :-
    aggregate_all(count, ( member(Row, Board), member(Cell, Row), Cell == Player ), N).

at(Board, Col, Row, Cell) :-
    nth0(Row, Board, Line),
    nth0(Col, Line, Cell).

do_move([Col, Row], Board, NewBoard) :-
    count(Board, b, B),
    count(Board, w, W),
    ( B =< W -> Player = b ; Player = w ),
    put(Board, Col, Row, Player, NewBoard).
do_move([Col, Row, Col2, Row2], Board, NewBoard) :-
    at(Board, Col, Row, Player),
    put(Board, Col, Row, e, Board1),
    put(Board1, Col2, Row2, Player, NewBoard).

put(Board, Col, Row, Cell, NewBoard) :-
    nth0(Row, Board, Line, OtherLines),
    nth0(Col, Line, _, OtherCells),
    nth0(Col, NewLine, Cell, OtherCells),
    nth0(Row, NewBoard, NewLine, OtherLines).

winner(Board, Winner) :-
    winner_in(Board, [line, square], Winner).

winner_no_squares(Board, Winner) :-
    winner_in(Board, [line], Winner).

winner_in(Board, Shapes, Winner) :-
    member(Winner, [b, w]),
    at(Board, Col, Row, Winner),
    member(Shape, Shapes),
    shape_at(Shape, Board, Col, Row, Winner),
    !.

shape_at(line, Board, Col, Row, Winner) :-
    member(DC-DR, [1-0, 0-1, 1-1, 1-(-1)]),
    forall(between(1, 3, K),
           ( C is Col + K * DC, R is Row + K * DR,
             C >= 0, R >= 0, at(Board, C, R, Winner) )).
shape_at(square, Board, Col, Row, Winner) :-
    C1 is Col + 1,
    R1 is Row + 1,
    at(Board, C1, Row, Winner),
    at(Board, Col, R1, Winner),
    at(Board, C1, R1, Winner).
