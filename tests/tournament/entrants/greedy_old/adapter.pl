% A greedy player with the course's old signatures: the board and the
% player apart, choose_move(Board, Player, Level, Move).
:- load_course_files(['shi_lists.pl', 'player.pl']).

grade_game(shi).
grade_options([against(student([api(old), valid_moves(valid_moves), state(shi_state),
                                move(shi_move), choose_move(choose_move), level(2)]))]).
