:- module(tabuleiro_games,
          [ game/1,                 % ?Name
            load_game_module/1      % +Name
          ]).

/** <module> The games Tabuleiro plays

Each game is a module of this folder named after the game (`teeko.pl`
is module `teeko`).  Adding a game is adding one game/1 fact.
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
%   and its game_loop hooks are there.

load_game_module(Name) :-
    game(Name),
    (   current_module(Name)
    ->  true
    ;   module_property(tabuleiro_games, file(Here)),
        file_directory_name(Here, Dir),
        directory_file_path(Dir, Name, File),
        use_module(File, [])
    ).
