/*  The generic game cases (game_cases.pl) on every registered game: on
    the prolog backend, and on the c backend for the games with a C core.
    A game added to prolog/tabuleiro/games.pl is run here with no edit,
    with the positions its tests/prolog/GAME_data.pl adds, if any.
*/

:- use_module(game_case_data).
:- use_module('../../prolog/tabuleiro/games').
:- use_module('../../prolog/tabuleiro/game_plugin').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(random)).

:- forall(game(Game), load_case_data(Game)).

case_game(Game) :-
    current_backend(Backend),
    case_game_on(Backend, Game).

:- begin_tests(game_cases_on_prolog, [setup(use_case_backend(prolog)), cleanup(restore_backend)]).
:- include(game_cases).
:- end_tests(game_cases_on_prolog).

:- begin_tests(game_cases_on_c, [condition(foreign_available), setup(use_case_backend(c)),
                                 cleanup(restore_backend)]).
:- include(game_cases).
:- end_tests(game_cases_on_c).
