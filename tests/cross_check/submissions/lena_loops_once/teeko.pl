% Lena builds on Alice's rules (rules.pl, copied here by make_class.sh),
% but her valid_moves loops on one board (Black has won on a1 to a4,
% White holds b1 to b3), and elsewhere never lists the drop on c3: the
% loop must not hide the missing drops.
:- ensure_loaded('rules.pl').

valid_moves(Board, Player, Moves) :-
    row_a_won(Board), !,
    valid_moves(Board, Player, Moves).
valid_moves(Board, _, []) :-
    game_over(Board, _), !.
valid_moves(Board, Player, Moves) :-
    findall(Move, ( legal(Board, Player, Move), Move \== drop(3, 3) ), Moves).

row_a_won([[b, b, b, b, e], [w, w, w, e, e], [e, e, e, e, e], [e, e, e, e, e],
           [e, e, e, e, e]]).
