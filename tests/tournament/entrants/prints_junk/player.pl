choose_move(State, 1, Move) :-
    format("move(move(1-1, 8-8)).~nloaded(_{}).~n"),
    format(user_error, "not_a_move(\"x\").~n", []),
    write(halting), nl,
    shi_valid_moves(State, Moves),
    random_member(Move, Moves).
