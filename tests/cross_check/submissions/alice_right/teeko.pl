% Teeko, written for SICStus Prolog: the moves of a position; the
% rules (the legal moves, a move played, the end) are in rules.pl.
:- ensure_loaded('rules.pl').

valid_moves(Board, _, []) :-
    game_over(Board, _), !.
valid_moves(Board, Player, Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).
