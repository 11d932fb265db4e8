% Collects moves forever: the accumulator is never closed.
valid_moves(game(Board, Player), Moves) :-
    collect(Board, Player, [], Moves).

collect(Board, Player, Seen, Moves) :-
    collect(Board, Player, [Board-Player|Seen], Moves).
