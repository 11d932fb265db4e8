:- module(tabuleiro,
          [ tabuleiro_game/1            % ?Name
          ]).
:- reexport(play, [play/0]).
:- reexport(tabuleiro/backend, [set_backend/1, current_backend/1, foreign_available/0]).
:- reexport(tabuleiro/display_style, [set_display/1]).
:- use_module(tabuleiro/games, [game/1]).

/** <module> Tabuleiro: the four games in one library

The entry point of Tabuleiro installed as a SWI-Prolog pack:

```
?- use_module(library(tabuleiro)).
?- play.                      % the menu of all the games
```

Loading this library loads every game (each a module named after the
game: tabuleiro_game/1 lists them) without importing their predicates,
since all of them export the same course API (`initial_state/2`,
`valid_moves/2`, `move/3`, ...).  Call them qualified, or load one game's
own library (`library(GAME)`) to import its API:

```
?- tabuleiro_game(Game), Game:initial_state([], S), Game:valid_moves(S, Moves).
```

This library also exports the backend switch (set_backend/1,
current_backend/1, foreign_available/0) and set_display/1.
*/

:- forall(game(Name), use_module(Name, [])).

%!  tabuleiro_game(?Name) is nondet.
%
%   Name is a game of Tabuleiro, in menu order.  Each is a loaded module
%   with the course API.

tabuleiro_game(Name) :-
    game(Name).
