% A random player whose position is facts in the dynamic database,
% piece(Row, Col, Side), and whose predicates take the player only.
:- load_course_files(['shi_lists.pl', 'player.pl']).

grade_game(shi).
grade_options([against(student([api(facts), facts([piece/3]), valid_moves(valid_moves),
                                state(board_facts), move(shi_move),
                                choose_move(choose_move), level(1)]))]).
