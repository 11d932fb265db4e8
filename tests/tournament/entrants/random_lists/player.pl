% Level 1: any legal move.
choose_move(State, 1, Move) :-
    shi_valid_moves(State, Moves),
    random_member(Move, Moves).
