% A course project's computer playing both sides, through its own course
% predicates (loaded in user): the moves of a game of at most N plies.
computer_moves(_, 0, []) :-
    !.
computer_moves(State, _, []) :-
    game_over(State, _),
    !.
computer_moves(State, N, [Move|Moves]) :-
    choose_move(State, 1, Move),
    move(State, Move, State1),
    N1 is N - 1,
    computer_moves(State1, N1, Moves).
