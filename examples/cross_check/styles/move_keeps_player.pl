% Style: lists of lists, moves as lists, the new signatures, and a move/3
% that leaves the player to move unchanged, since the game loop switches
% it (as tests/cross_check/students/shi_lists.pl with
% shi_move_keeps_player/3): the kit notices it, switches the player
% after each move itself, and notes it once.
:- load_course_files(['shi_lists.pl']).

to_state(Board, Player, Board-Player).
from_state(Board-Player, Board, Player).
to_move(move(R1-C1, R2-C2), [R1, C1, R2, C2]).

grade_game(shi).
grade_options([against(student([valid_moves(shi_valid_moves), apply(shi_move_keeps_player),
                                game_over(shi_game_over), state(to_state),
                                from_state(from_state), move(to_move)]))]).
