:- dynamic started/0.

choose_move(State, 1, Move) :-
    (   started
    ->  true
    ;   assertz(started),
        shell('sleep 987654 &')
    ),
    shi_valid_moves(State, Moves),
    random_member(Move, Moves).
