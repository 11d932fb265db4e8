:- module(tabuleiro_games,
          [ game/1,                 % ?Name
            load_game_module/1,     % +Name
            load_game_kit/1         % +Name
          ]).
:- use_module(game_plugin, [check_game_plugin/1]).

/** <module> The games Tabuleiro plays: the Prolog registry

Each game is a module of this folder named after the game, its course
module, which provides the hooks of the game plug-in (module
tabuleiro_game_plugin).  "Adding a game" in docs/contributing.md lists
what a new game adds besides its game/1 fact here.
*/

%!  game(?Name) is nondet.
%
%   Name is a game of Tabuleiro, in menu order.

game(teeko).
game(shi).
game(shakti).
game(echek).

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
