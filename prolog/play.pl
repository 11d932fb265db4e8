:- module(tabuleiro_play,
          [ play/0
          ]).
:- use_module(tabuleiro/terminal/game_loop).
:- use_module(tabuleiro/terminal/prompt, [ask_choice/3]).
:- use_module(tabuleiro/games).
:- use_module(tabuleiro/game_state, [game_title/2]).
:- use_module(library(lists)).

/** <module> The menu of all games

Load this file and type `play.` to choose a game.  The games are the
game/1 facts of module games.
*/

:- forall(game(Name), use_module(Name, [])).

%!  play is det.
%
%   Asks which game to play, plays it, and asks again until the person
%   chooses to exit.  The menu also loads saved games and sets the
%   backend and the display for every game.

play :-
    run_session(games_menu).

games_menu :-
    findall(Name, game(Name), Games),
    numbered_choices(Games, 1, Choices),
    setting_choices(Settings),
    append([Choices, Settings, ['0'-'Exit']], Menu),
    nl,
    ask_choice('Tabuleiro: which game?', Menu, Key),
    (   Key == '0'
    ->  true
    ;   run_setting(Key)
    ->  games_menu
    ;   atom_number(Key, N),
        nth1(N, Games, Name),
        game_menu(Name, 'Back'),
        games_menu
    ).

numbered_choices([], _, []).
numbered_choices([Name|Games], N, [Key-Title|Choices]) :-
    atom_number(Key, N),
    game_title(Name, Title),
    N1 is N + 1,
    numbered_choices(Games, N1, Choices).
