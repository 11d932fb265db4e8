% A player that thinks for ten minutes.
:- load_course_files(['shi_lists.pl', 'player.pl']).

grade_game(shi).
grade_options([against(student([valid_moves(shi_valid_moves), state(shi_state),
                                move(shi_move), choose_move(choose_move), level(3)]))]).
