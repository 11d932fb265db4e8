/*  The backend switch.  */

:- use_module('../../prolog/backend').
:- use_module(library(plunit)).

:- begin_tests(backend_switch, [cleanup(set_backend(prolog))]).

test(prolog_backend) :-
    set_backend(prolog),
    current_backend(prolog).

test(c_backend, [condition(foreign_available)]) :-
    set_backend(c),
    current_backend(c).

test(c_backend_missing, [condition(\+ foreign_available),
                         error(existence_error(foreign_library, tabuleiro))]) :-
    set_backend(c).

test(unknown_backend, [error(domain_error(backend, java))]) :-
    set_backend(java).

test(unbound_backend, [error(instantiation_error)]) :-
    set_backend(_).

test(unknown_game, [error(existence_error(source_sink, _))]) :-
    set_backend(prolog),
    backend_rule_names(no_such_game, _).

:- end_tests(backend_switch).
