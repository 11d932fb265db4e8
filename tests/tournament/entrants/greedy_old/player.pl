valid_moves(Board, Player, Moves) :-
    shi_valid_moves(Board-Player, Moves).

% Level 2: the move that leaves the opponent the fewest pieces (the
% first of them).
choose_move(Board, Player, 2, Move) :-
    valid_moves(Board, Player, Moves),
    findall(Left-M,
            ( member(M, Moves),
              shi_move_apply(Board-Player, M, Board1-Opponent),
              pieces_of(Board1, Opponent, Left) ),
            Scored),
    keysort(Scored, [_-Move|_]).

pieces_of(Board, Side, N) :-
    findall(x, ( member(Row, Board), member(Side, Row) ), Xs),
    length(Xs, N).
