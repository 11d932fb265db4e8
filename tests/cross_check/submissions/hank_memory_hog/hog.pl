% "Remembers" every board it is asked about, a hundred thousand times.
% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

:- use_module(library(between)).

valid_moves(Board, _Player, _Moves) :-
    remember(Board, 0).

remember(Board, N) :-
    findall(X, between(1, 100000, X), Xs),
    assertz(seen(Board, N, Xs)),
    N1 is N + 1,
    remember(Board, N1).
