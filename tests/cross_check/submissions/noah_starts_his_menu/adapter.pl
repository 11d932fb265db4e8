% Noah builds on Alice's rules (copied here by make_class.sh); his
% menu.pl starts the game's menu as soon as it is loaded.
:- load_course_files(['teeko.pl', 'menu.pl']).

to_state(Board, Player, Board-Player).
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_state(Board-Player, Board, Player).

grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                move(to_move), from_state(from_state)]))]).
