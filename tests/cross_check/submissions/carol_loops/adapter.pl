% Carol's valid_moves never answers.
:- load_course_files(['loops.pl']).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([time_limit(60), against(student([api(old), valid_moves(valid_moves),
                                                state(to_state), move(to_move)]))]).
