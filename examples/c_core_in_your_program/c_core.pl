% The Teeko project of teeko.pl on Tabuleiro's C core: its valid_moves,
% move and game_over are answered by the C core, through the adapter the
% cross-check reads it with; its own play, display and minimax are
% unchanged.  swipl examples/c_core_in_your_program/c_core.pl, then play.
:- use_module('../../prolog/cross_check').
:- consult(adapter).
:- student_options(Options),
   rules_on_c_core(teeko, Options).
