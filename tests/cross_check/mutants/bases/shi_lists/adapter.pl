% Shi with the new signatures: our board and players are theirs.  Perft
% to depth 3 takes longer than its time limit: depth 2 is enough.
:- load_course_files(['shi.pl']).

to_state(Board, Player, Board-Player).
from_state(Board-Player, Board, Player).
to_move(move(R1-C1, R2-C2), [R1, C1, R2, C2]).

grade_game(shi).
grade_options([perft(2),
               against(student([valid_moves(valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                from_state(from_state), move(to_move)]))]).
