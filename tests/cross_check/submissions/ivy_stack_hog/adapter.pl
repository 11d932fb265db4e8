% Ivy's valid_moves (the course's new signatures) builds a list that
% never ends: Prolog's stacks reach the memory limit.
:- load_course_files(['hog.pl']).
our_position(Board, Player, game(Board, Player)).
grade_game(teeko).
grade_options([against(student([valid_moves(valid_moves), state(our_position),
                                move(=)]))]).
