:- dynamic moves_made/1.
moves_made(0).

% At its third move it asks the length of an unbound atom.
choose_move(State, 1, Move) :-
    retract(moves_made(N0)),
    N is N0 + 1,
    assertz(moves_made(N)),
    (   N =:= 3
    ->  atom_length(_, Move)
    ;   shi_valid_moves(State, Moves),
        random_member(Move, Moves)
    ).
