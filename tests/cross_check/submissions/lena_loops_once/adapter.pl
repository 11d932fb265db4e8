% Lena's adapter: her files are graded as Alice's are, each call given
% 2 s.
:- load_course_files(['teeko.pl']).

to_state(Board, Player, Board-Player).
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_state(Board-Player, Board, Player).

grade_game(teeko).
grade_options([time_limit(2),
               against(student([api(old), valid_moves(valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                move(to_move), from_state(from_state)]))]).
