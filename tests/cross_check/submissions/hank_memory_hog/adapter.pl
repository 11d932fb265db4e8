% Hank's valid_moves keeps ever more in the database: the process runs
% out of memory (the memory limit of grading), outside Prolog's stacks.
:- load_course_files(['hog.pl']).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
