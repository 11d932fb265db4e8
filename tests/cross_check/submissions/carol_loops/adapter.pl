% Carol's valid_moves never answers.  Each call is given 1 s: her check
% stops after three positions in a row without an answer, timed out.
:- load_course_files(['loops.pl']).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([time_limit(1), against(student([api(old), valid_moves(valid_moves),
                                               state(to_state), move(to_move)]))]).
