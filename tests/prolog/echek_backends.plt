/*  Echek's own rules, its special rules among them, through the course
    API, on each backend (the errors and cases every game shares are
    game_contract.plt's).

    The same tests (echek_cases.pl) run on the prolog backend, and on
    the c backend when the C core is loaded.
*/

:- use_module('../../prolog/echek').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).

:- begin_tests(echek_on_prolog, [setup(set_backend(prolog))]).
:- include(echek_cases).
:- end_tests(echek_on_prolog).

:- begin_tests(echek_on_c, [condition(foreign_available), setup(set_backend(c))]).
:- include(echek_cases).
:- end_tests(echek_on_c).
