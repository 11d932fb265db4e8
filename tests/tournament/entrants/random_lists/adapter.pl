% A random player on lists of lists, with the course's new signatures:
% the state is Board-Player, a move the list [R1, C1, R2, C2].
:- load_course_files(['shi_lists.pl', 'player.pl']).

grade_game(shi).
grade_options([against(student([valid_moves(shi_valid_moves), state(shi_state),
                                move(shi_move), choose_move(choose_move), level(1)]))]).
