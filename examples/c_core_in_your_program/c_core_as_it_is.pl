% The Teeko project of teeko.pl on Tabuleiro's C core with no adapter:
% its valid_moves, move and game_over are answered by the C core, which
% reads its terms as the cross-check infers them (said on the standard
% error as it loads); its own play, display and minimax are unchanged.
% swipl examples/c_core_in_your_program/c_core_as_it_is.pl, then play.
:- use_module('../../prolog/cross_check').
:- load_course_files(['teeko.pl']).
:- rules_on_c_core(teeko).
