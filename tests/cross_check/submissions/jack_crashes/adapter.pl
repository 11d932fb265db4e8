% Jack's valid_moves crashes the process (a segmentation fault).
:- load_course_files(['crash.pl']).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
