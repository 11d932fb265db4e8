all_moves(Board, Player, Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).
