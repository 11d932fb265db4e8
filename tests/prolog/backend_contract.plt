/*  The contract of the two backends (prolog/tabuleiro/backend.pl): fed the same
    malformed arguments, both raise the same error, the one the contract
    names, checked in its order.  tests/fuzz/fuzz_foreign.pl compares
    them on random hostile calls; these are the cases named in the
    contract, each on both backends.  */

:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/games', [game/1]).
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- begin_tests(backend_contract, [cleanup(set_backend(prolog))]).

teeko_start([[e,e,e,e,e], [e,e,e,e,e], [e,e,e,e,e], [e,e,e,e,e], [e,e,e,e,e]]).

%   contract_case(-Goal, -Formal): Goal raises error(Formal, _).
contract_case(backend_valid_moves(_, [], B, b, _), instantiation_error) :-
    teeko_start(B).
contract_case(backend_valid_moves(chess, [], B, b, _), domain_error(game, chess)) :-
    teeko_start(B).
contract_case(backend_valid_moves(42, [], B, b, _), domain_error(game, 42)) :-
    teeko_start(B).
contract_case(backend_valid_moves(teeko, foo, B, b, _), type_error(list, foo)) :-
    teeko_start(B).
contract_case(backend_valid_moves(teeko, [fast], _, b, _), domain_error(teeko_rule, fast)).
contract_case(backend_valid_moves(teeko, [], _, q, _), instantiation_error).
contract_case(backend_valid_moves(teeko, [], [x], q, _), domain_error(teeko_player, q)).
contract_case(backend_valid_moves(teeko, [], B, [a|_], _), instantiation_error) :-
    teeko_start(B).
contract_case(backend_valid_moves(teeko, [], [e,e,e,e,e,e], b, _),
              domain_error(teeko_board, [e,e,e,e,e,e])).
contract_case(backend_value(teeko, [advanced,centre_ban], [time_ms(5)], w, w, _),
              domain_error(teeko_board, [time_ms(5)])).
contract_case(backend_apply_move(teeko, [], B, b, jump, _, _), domain_error(teeko_move, jump)) :-
    teeko_start(B).
contract_case(backend_perft(teeko, [], B, b, -1, _), domain_error(perft_depth, -1)) :-
    teeko_start(B).
contract_case(backend_perft(teeko, [], B, b, a, _), type_error(integer, a)) :-
    teeko_start(B).
contract_case(backend_perft(teeko, [], B, b, 1, foo), type_error(integer, foo)) :-
    teeko_start(B).
contract_case(backend_perft(teeko, [], B, b, 1099511627776, _), representation_error(int)) :-
    teeko_start(B).
contract_case(backend_best_move(shakti, [], B, white, [depth(1), seed(_)], _),
              instantiation_error) :-
    backend_initial_board(shakti, [], B, white).
contract_case(backend_best_move(teeko, [], B, b, [depth(0)], _), domain_error(search_depth, 0)) :-
    teeko_start(B).
contract_case(backend_best_move(teeko, [], B, b, [fast], _), domain_error(search_option, fast)) :-
    teeko_start(B).
contract_case(backend_best_move(teeko, [], B, b, foo, _), type_error(list, foo)) :-
    teeko_start(B).
contract_case(backend_best_move(teeko, [], B, b, [depth(1)|_], _), instantiation_error) :-
    teeko_start(B).
contract_case(backend_best_move(teeko, [], B, b, [time_ms(0)], _), domain_error(search_time, 0)) :-
    teeko_start(B).
contract_case(backend_search(teeko, [], B, b, [depth(65)], _, _), domain_error(search_depth, 65)) :-
    teeko_start(B).
contract_case(backend_search(teeko, [], B, b, [seed(-1)], _, _), domain_error(search_seed, -1)) :-
    teeko_start(B).
contract_case(backend_search(teeko, [], B, b, _, _, _), instantiation_error) :-
    teeko_start(B).
contract_case(backend_search(teeko, [], B, b, [depth(1)], _, _), instantiation_error) :-
    length(B, 5).
contract_case(backend_search(teeko, [], B, b, [depth(a)], _, _), type_error(integer, a)) :-
    teeko_start(B).
contract_case(backend_notation_position(teeko, _, [], _, _), instantiation_error).
contract_case(backend_notation_position(teeko, 42, [], _, _), type_error(atom, 42)).
contract_case(backend_notation_position(teeko, _, [fast], _, _), domain_error(teeko_rule, fast)).
contract_case(backend_position_notation(teeko, [fast], B, b, _), domain_error(teeko_rule, fast)) :-
    teeko_start(B).

backend_to_test(prolog).
backend_to_test(c) :-
    foreign_available.

test(the_error_the_contract_names, [forall((backend_to_test(Backend), contract_case(Goal, Formal)))]) :-
    set_backend(Backend),
    catch(( Goal -> Outcome = true ; Outcome = false ), error(Error, _), Outcome = error(Error)),
    assertion(Outcome =@= error(Formal)).

%   Outputs are unified once the answer is known.
test(a_bound_output_that_differs_fails, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    backend_notation_position(teeko, '...../...../...../...../..... b', [], B, b),
    assertion(\+ backend_notation_position(teeko, '...../...../...../...../..... b', [], B, w)),
    assertion(\+ backend_perft(teeko, [], B, b, 1, 24)),
    assertion(\+ backend_position_notation(teeko, [], B, b, other)).

%   Every game's rules module exports the whole contract of a rules
%   module, each predicate with the same arity.
test(each_rules_module_exports_the_contract, [forall(game(Game))]) :-
    rules_module_contract(Contract),
    atomic_list_concat([tabuleiro_, Game, '_rules'], Module),
    module_property(Module, exports(Exports)),
    subtract(Contract, Exports, Missing),
    assertion(Missing == []).

:- end_tests(backend_contract).
