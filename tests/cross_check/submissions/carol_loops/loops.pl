valid_moves(Board, Player, Moves) :-
    valid_moves(Board, Player, Moves).
