% Tabuleiro's own rules, as seen from inside the sandbox, passed off as hers.
:- use_module('/tabuleiro/prolog/rules/teeko_rules').
to_state(Board, Player, Board-Player).
to_move(Move, Move).
my_valid_moves(Board, Player, Moves) :-
    catch(teeko_rules:valid_moves(Board, Player, [], Moves), _, Moves = []).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(my_valid_moves),
                                state(to_state), move(to_move)]))]).
