% Kate's valid_moves ends the program, and a hook of hers never lets the
% process finish exiting.
:- load_course_files(['halts.pl']).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
