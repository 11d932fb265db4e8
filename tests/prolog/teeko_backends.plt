/*  The Teeko course API and the rules errors, on each backend.

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
