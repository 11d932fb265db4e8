/*  Shi's own rules through the course API, on each backend (the
    errors and cases every game shares are game_contract.plt's).

    The same tests (shi_cases.pl) run on the prolog backend, and on the c
    backend when the C core is loaded.
*/

:- use_module('../../prolog/shi').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).

:- begin_tests(shi_on_prolog, [setup(set_backend(prolog))]).
:- include(shi_cases).
:- end_tests(shi_on_prolog).

:- begin_tests(shi_on_c, [condition(foreign_available), setup(set_backend(c))]).
:- include(shi_cases).
:- end_tests(shi_on_c).

:- begin_tests(shi_levels, [condition(foreign_available), setup(set_backend(c)),
                            cleanup(set_backend(prolog))]).

% Level 3 on the C core (as deep as a second allows) takes the win too.
test(search_level_takes_the_win) :-
    notation_state('nnnn..../......../......../......../n......./s......./s......./.sss.... s',
                   [], S),
    choose_move(S, 3, move(7-1, 5-1)).

:- end_tests(shi_levels).
