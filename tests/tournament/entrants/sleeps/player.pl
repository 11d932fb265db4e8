choose_move(State, 3, Move) :-
    sleep(600),
    shi_valid_moves(State, [Move|_]).
