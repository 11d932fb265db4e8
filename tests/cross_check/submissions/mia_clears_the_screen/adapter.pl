% Mia builds on Alice's rules (copied here by make_class.sh); her
% game_over clears the screen first, as her game loop's display does:
% `clear` needs a terminal type, which grading gives her code.
:- load_course_files(['teeko.pl']).

to_state(Board, Player, Board-Player).
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_state(Board-Player, Board, Player).

mia_game_over(Board, Winner) :-
    shell(clear),
    game_over(Board, Winner).

grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves), apply(move),
                                game_over(mia_game_over), state(to_state),
                                move(to_move), from_state(from_state)]))]).
