% Style: a validator, no move generator (the kit proposes every move and
% asks it), coordinates from 0 and moves as lists, column first, with
% the old signatures (as tests/cross_check/students/teeko_validator.pl):
% check_move(Board, Player, Move), do_move(Move, Board, Board1),
% winner(Board, Winner); [Col, Row] drops, [Col, Row, Col2, Row2] steps.
:- load_course_files(['teeko_validator.pl']).

to_state(Board, Player, Board-Player).
from_state(Board-Player, Board, Player).
to_move(drop(R-C), [C0, R0]) :- C0 is C - 1, R0 is R - 1.
to_move(step(R1-C1, R2-C2), [X1, Y1, X2, Y2]) :-
    X1 is C1 - 1, Y1 is R1 - 1, X2 is C2 - 1, Y2 is R2 - 1.

grade_game(teeko).
grade_options([against(student([api(old), validator(check_move), apply(do_move),
                                game_over(winner), state(to_state), from_state(from_state),
                                move(to_move)]))]).
