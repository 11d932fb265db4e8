:- module(tabuleiro_games,
          [ game/1,                 % ?Name
            c_core_game/1,          % ?Name
            load_game_module/1,     % +Name
            load_game_kit/1         % +Name
          ]).
:- use_module(game_plugin, [check_game_plugin/1, prolog_only/1]).

/** <module> The games Tabuleiro plays: the Prolog registry

Each game is a module of `prolog/` named after the game, its course
module, which provides the hooks of the game plug-in (module
tabuleiro_game_plugin), and a module tabuleiro_GAME_rules of
`rules/GAME_rules.pl`, its pure-Prolog rules.
*/

/*  Adding a game GAME, the Prolog side (the C side is the checklist of
    c_core/game_list.h; a game without a C core declares the plug-in's
    prolog_only(GAME) instead, and runs on the prolog backend alone):

    1. rules/GAME_rules.pl, module tabuleiro_GAME_rules: the contract of
       the rules modules and their errors, in backend.pl.
    2. prolog/GAME.pl, module GAME: the course API (play/0,
       initial_state/2, display_game/1, valid_moves/2, move/3,
       game_over/2, value/3, choose_move/3, notation_state/3,
       state_notation/2) and the hooks game_plugin.pl requires
       (check_game_plugin/1 names those missing when GAME loads).
    3. GAME/view.pl, GAME/demo_topics.pl, GAME/position_sets.pl and
       GAME/kit.pl: the hooks game_plugin.pl groups under those files.
    4. game(GAME) below, in menu order.
    5. Tests: tests/prolog/GAME_data.pl, its positions for the generic
       cases (tests/prolog/game_cases.pl, which run on every game here
       without it, on fewer positions); tests/prolog/GAME_cases.pl and
       GAME_backends.plt, its own rules; tests/prolog/GAME_rules.plt;
       tests/terminal/GAME_session.sh and its line in menu_session.sh;
       its checks in tests/cross_check/run.pl; the pack's list of games
       in tests/pack/; examples/cross_check/GAME_adapter.pl.
    6. reports/rules/GAME.md: the rules as implemented.

    tests/prolog/toy_game/ is a whole small game of this kind, which
    only its test (tests/prolog/toy_game.plt) registers.
*/

%!  game(?Name) is nondet.
%
%   Name is a game of Tabuleiro, in menu order.  Dynamic and multifile,
%   so that a game from outside can be registered (a test's toy game):
%   its course module and its rules module must then be loaded first,
%   by whoever registers it.

:- multifile game/1.
:- dynamic game/1.

game(teeko).
game(shi).
game(shakti).
game(echek).

%!  c_core_game(?Name) is nondet.
%
%   Name is a game of game/1 that the C core plays: its plug-in does not
%   say prolog_only/1 (whether the C core is loaded is another question,
%   foreign_available/0's).

c_core_game(Name) :-
    game(Name),
    load_game_module(Name),
    \+ prolog_only(Name).

%!  load_game_module(+Name) is det.
%
%   Makes sure the module of game Name is loaded, so that its course API
%   and its plug-in hooks are there, and that it provides every hook the
%   plug-in requires.

load_game_module(Name) :-
    game(Name),
    (   module_property(Name, file(_))
    ->  true
    ;   module_property(tabuleiro_games, file(Here)),
        file_directory_name(Here, Internal),
        file_directory_name(Internal, Dir),         % prolog/, where the course modules are
        directory_file_path(Dir, Name, File),
        use_module(File, []),
        check_game_plugin(Name)
    ).

%!  load_game_kit(+Name) is det.
%
%   Makes sure the kit file of game Name (`Name/kit.pl`: its players and
%   move terms for the cross-check kit) is loaded, and nothing else of
%   the game: a student's process, which must not reach Tabuleiro's
%   rules, loads the kits alone.

load_game_kit(Name) :-
    game(Name),
    module_property(tabuleiro_games, file(Here)),
    file_directory_name(Here, Dir),
    atomic_list_concat([Dir, /, Name, /, kit], File),
    use_module(File, []).
