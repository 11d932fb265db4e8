valid_moves(Player, Board, Moves) :-
    shi_valid_moves(Board-Player, Moves).

% Level 3: minimax two plies deep on the difference of pieces; the first
% of the best moves.
choose_move(Player, Board, 3, Move) :-
    valid_moves(Player, Board, Moves),
    findall(Value-M,
            ( member(M, Moves),
              shi_move_apply(Board-Player, M, After),
              reply_value(After, Player, Value0),
              Value is -Value0 ),
            Scored),
    keysort(Scored, [_-Move|_]).

% What the opponent's best reply leaves Player: the lowest of Player's
% piece differences after each reply.
reply_value(Board-Opponent, Player, Value) :-
    valid_moves(Opponent, Board, Replies),
    (   Replies == []
    ->  balance(Board, Player, Value)
    ;   findall(V,
                ( member(R, Replies),
                  shi_move_apply(Board-Opponent, R, Board1-_),
                  balance(Board1, Player, V) ),
                Values),
        min_list(Values, Value)
    ).

balance(Board, Player, Balance) :-
    count(Board, Player, Mine),
    other_side(Player, Other),
    count(Board, Other, Theirs),
    Balance is Mine - Theirs.

count(Board, Side, N) :-
    findall(x, ( member(Row, Board), member(Side, Row) ), Xs),
    length(Xs, N).

other_side(samurai, ninja).
other_side(ninja, samurai).
