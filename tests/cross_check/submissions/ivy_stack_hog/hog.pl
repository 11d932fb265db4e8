% Collects moves forever: the accumulator is never closed.
% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

valid_moves(game(Board, Player), Moves) :-
    collect(Board, Player, [], Moves).

collect(Board, Player, Seen, Moves) :-
    collect(Board, Player, [Board-Player|Seen], Moves).
