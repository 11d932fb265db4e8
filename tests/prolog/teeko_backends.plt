/*  Teeko's own rules through the course API, on each backend (the
    errors and cases every game shares are game_contract.plt's).

    The same tests (teeko_cases.pl) run on the prolog backend, and on
    the c backend when the C core is loaded.
*/

:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- begin_tests(teeko_on_prolog, [setup(set_backend(prolog))]).
:- include(teeko_cases).
:- end_tests(teeko_on_prolog).

:- begin_tests(teeko_on_c, [condition(foreign_available), setup(set_backend(c))]).
:- include(teeko_cases).
:- end_tests(teeko_on_c).
