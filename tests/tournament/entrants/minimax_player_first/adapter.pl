% A minimax player with the player-first signatures:
% valid_moves(Player, Board, Moves), choose_move(Player, Board, Level, Move).
:- load_course_files(['shi_lists.pl', 'player.pl']).

grade_game(shi).
grade_options([against(student([api(player_first), valid_moves(valid_moves),
                                state(shi_state), move(shi_move),
                                choose_move(choose_move), level(3)]))]).
