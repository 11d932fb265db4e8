% Echek with the position in the dynamic database: echek.pl is
% tests/cross_check/students/echek_dynamic.pl, copied in when the class
% is made (make_mutant_class.pl), whose wrappers take the player first
% and whose state is the list of facts, installed before each call.
% Perft to depth 3 takes longer than its time limit: depth 2 is enough.
:- load_course_files(['echek.pl']).

grade_game(echek).
grade_options([perft(2),
               against(student([api(player_first), valid_moves(db_valid_moves),
                                apply(db_move), game_over(db_game_over),
                                state(echek_facts), install(install_echek),
                                from_state(echek_from_facts), move(=)]))]).
