/*  A toy fifth game, tic-tac-toe (toy_game/), that only this test
    registers: the generic game cases (game_cases.pl) run on it as they
    are, on the prolog backend.  The C core does not know it; its
    plug-in says so (prolog_only/1), and the cases on the c backend,
    which ask that, skip it.
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

toy_file(File) :-
    source_file(toy_file(_), Here),
    file_directory_name(Here, Dir),
    member(Name, ['toy_game/tictactoe', 'toy_game/tictactoe_data']),
    directory_file_path(Dir, Name, File).

%   The toy's files are loaded, and it is registered, only while its
%   unit runs: other tests see the four games alone.
register_toy :-
    forall(toy_file(File), use_module(File, [])),
    assertz(tabuleiro_games:game(tictactoe)),
    use_case_backend(prolog).

unregister_toy :-
    restore_backend,
    retractall(tabuleiro_games:game(tictactoe)),
    forall(toy_file(File), unload_file(File)).

case_game(tictactoe).

:- begin_tests(toy_game_cases, [setup(register_toy), cleanup(unregister_toy)]).
:- include(game_cases).

test(registered_while_its_cases_run) :-
    game(tictactoe).

test(the_c_core_cases_skip_it) :-
    case_game_on(prolog, tictactoe),
    \+ case_game_on(c, tictactoe).

:- end_tests(toy_game_cases).

:- begin_tests(toy_game_after).

test(registered_by_its_test_alone, [fail]) :-
    game(tictactoe).

test(its_hooks_gone_with_it, [fail]) :-
    player_name(tictactoe, _, _).

:- end_tests(toy_game_after).
