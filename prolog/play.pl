:- module(play,
          [ play/0
          ]).
:- use_module(game_loop).
:- use_module(library(lists)).

/** <module> The menu of all games

Load this file and type `play.` to choose a game.  Each game is a module
of this folder named after the game; adding a game is adding one game/2
fact.
*/

%   game(Name): the games on the menu, in menu order.

game(teeko).
game(shi).
game(shakti).
game(echek).

:- forall(game(Name), use_module(Name, [])).

%!  play is det.
%
%   Asks which game to play, plays it, and asks again until the person
%   chooses to exit.

play :-
    run_session(games_menu).

games_menu :-
    findall(Name, game(Name), Games),
    numbered_choices(Games, 1, Choices),
    append(Choices, ['0'-'Exit'], Menu),
    nl,
    ask_choice('Tabuleiro: which game?', Menu, Key),
    (   Key == '0'
    ->  true
    ;   atom_number(Key, N),
        nth1(N, Games, Name),
        game_menu(Name),
        games_menu
    ).

numbered_choices([], _, []).
numbered_choices([Name|Games], N, [Key-Title|Choices]) :-
    atom_number(Key, N),
    game_title(Name, Title),
    N1 is N + 1,
    numbered_choices(Games, N1, Choices).
