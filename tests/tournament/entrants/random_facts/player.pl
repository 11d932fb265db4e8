:- dynamic piece/3.

% The position as facts: one piece(Row, Col, Side) per piece.
board_facts(Board, Player, Facts-Player) :-
    findall(piece(R, C, Side),
            ( nth1(R, Board, Row), nth1(C, Row, Side), Side \== empty ),
            Facts).

valid_moves(Player, Moves) :-
    findall(Row, ( between(1, 8, R), board_row(R, Row) ), Board),
    shi_valid_moves(Board-Player, Moves).

board_row(R, Row) :-
    findall(Side, ( between(1, 8, C), side_at(R, C, Side) ), Row).

side_at(R, C, Side) :-
    (   piece(R, C, Side0) -> Side = Side0 ; Side = empty ).

choose_move(Player, 1, Move) :-
    valid_moves(Player, Moves),
    random_member(Move, Moves).
