% Shakti with the new signatures: our board and players are theirs; a
% cell such as b2 is the column 2 and the row 2.
:- load_course_files(['shakti.pl']).

to_state(Board, Player, Board-Player).
from_state(Board-Player, Board, Player).
to_move(pass, pass).
to_move(move(From, To), [X1, Y1, X2, Y2]) :-
    cell_xy(From, X1, Y1),
    cell_xy(To, X2, Y2).
cell_xy(Cell, X, Y) :-
    atom_codes(Cell, [Letter, Digit]),
    X is Letter - 0'a + 1,
    Y is Digit - 0'0.

grade_game(shakti).
grade_options([against(student([valid_moves(valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                from_state(from_state), move(to_move)]))]).
