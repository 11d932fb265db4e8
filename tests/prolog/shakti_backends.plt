/*  Shakti's own rules through the course API, on each backend (the
    errors and cases every game shares are game_contract.plt's).

    The same tests (shakti_cases.pl) run on the prolog backend, and on
    the c backend when the C core is loaded.
*/

:- use_module('../../prolog/shakti').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- begin_tests(shakti_on_prolog, [setup(set_backend(prolog))]).
:- include(shakti_cases).
:- end_tests(shakti_on_prolog).

:- begin_tests(shakti_on_c, [condition(foreign_available), setup(set_backend(c))]).
:- include(shakti_cases).
:- end_tests(shakti_on_c).
