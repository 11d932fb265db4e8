% Passes Tabuleiro's rules, then a library predicate, off as her own.
:- catch(use_module('/tabuleiro/prolog/rules/teeko_rules'), _, true).
:- use_module(library(lists)).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(subtract),
                                state(to_state), move(to_move)]))]).
