valid_moves(Board, Player, Moves) :-
    findall(M, legal(Board, Player M), Moves).
