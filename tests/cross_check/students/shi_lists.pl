:- module(student_shi_lists,
          [ shi_state/3, shi_move/2, shi_from_state/3,
            shi_valid_moves/2, shi_move_apply/3, shi_game_over/2,
            shi_valid_moves_jumps_enemies/2, shi_game_over_at_three/2,
            shi_game_over_by_captures_only/2, shi_move_keeps_player/3
          ]).
:- use_module(library(lists)).
:- use_module(library(apply)).

/** <module> A Shi encoding with the course's new signatures

The state is `Board-Player` as in the course document (8 rows of
`ninja`, `samurai`, `empty`); a move is a list `[R1, C1, R2, C2]`.
shi_valid_moves/2, shi_move_apply/3 and shi_game_over/2 are right;
shi_valid_moves_jumps_enemies/2 lets a jump attack pass over an enemy,
shi_game_over_at_three/2 ends the game at 3 pieces instead of 4, and
shi_game_over_by_captures_only/2 follows the sources alone: a player
with no legal move has not lost.  shi_move_keeps_player/3 is right for
a game loop that switches the player itself: it leaves the player to
move unchanged.
*/

shi_state(Board, Player, Board-Player).
shi_move(move(R1-C1, R2-C2), [R1, C1, R2, C2]).
shi_from_state(Board-Player, Board, Player).

other(samurai, ninja).
other(ninja, samurai).

shi_valid_moves(State, Moves) :-
    valid_moves_with(friendly, shi_game_over, State, Moves).

shi_valid_moves_jumps_enemies(State, Moves) :-
    valid_moves_with(any_piece, shi_game_over, State, Moves).

valid_moves_with(_, GameOver, State, []) :-
    call(GameOver, State, _),
    !.
valid_moves_with(Jumped, _, Board-Player, Moves) :-
    findall(Move, shi_legal(Jumped, Board, Player, Move), Moves).

shi_legal(_, Board, Player, [R1, C1, R2, C2]) :-
    at(Board, R1, C1, Player),
    direction(DR, DC),
    ray(Board, R1, C1, DR, DC, Cells),
    empty_run(Cells, R2-C2).
shi_legal(Jumped, Board, Player, [R1, C1, R2, C2]) :-
    at(Board, R1, C1, Player),
    other(Player, Enemy),
    direction(DR, DC),
    ray(Board, R1, C1, DR, DC, Cells),
    first_piece(Cells, _-_-Middle, After),
    jumpable(Jumped, Player, Middle),
    first_piece(After, R2-C2-Enemy, _).

% empty_run(+Cells, -Cell): a cell of the run of empty cells that Cells
% begins with, nearest first.
empty_run([R-C-empty|Cells], Cell) :-
    (   Cell = R-C
    ;   empty_run(Cells, Cell)
    ).

% first_piece(+Cells, -Piece, -After): the first cell of Cells that
% holds a piece, and the cells after it.
first_piece([Cell|Cells], Piece, After) :-
    (   Cell = _-_-empty
    ->  first_piece(Cells, Piece, After)
    ;   Piece = Cell,
        After = Cells
    ).

jumpable(friendly, Player, Player).
jumpable(any_piece, _, Piece) :- Piece \== empty.

direction(DR, DC) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    DR-DC \== 0-0.

% The cells from (R, C) to the edge in one direction, with their pieces.
ray(Board, R, C, DR, DC, [R1-C1-P|Cells]) :-
    R1 is R + DR, C1 is C + DC,
    at(Board, R1, C1, P),
    !,
    ray(Board, R1, C1, DR, DC, Cells).
ray(_, _, _, _, _, []).

% (nth1/3 fails off the board: at row or column 0 or 9.)
at(Board, R, C, P) :-
    nth1(R, Board, Row),
    nth1(C, Row, P).

shi_move_apply(Board-Player, [R1, C1, R2, C2], NewBoard-Next) :-
    at(Board, R1, C1, Player),
    set(Board, R1, C1, empty, Board1),
    set(Board1, R2, C2, Player, NewBoard),
    other(Player, Next).

set(Board, R, C, P, NewBoard) :-
    nth1(R, Board, Row),
    replace(C, Row, P, NewRow),
    replace(R, Board, NewRow, NewBoard).

replace(1, [_|Xs], Y, [Y|Xs]) :- !.
replace(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    replace(N1, Xs, Y, Ys).

shi_move_keeps_player(Board-Player, Move, Board1-Player) :-
    shi_move_apply(Board-Player, Move, Board1-_).

shi_game_over(State, Winner) :-
    game_over_at(4, State, Winner).

shi_game_over_at_three(State, Winner) :-
    game_over_at(3, State, Winner).

shi_game_over_by_captures_only(Board-Player, Winner) :-
    member(Side, [samurai, ninja]),
    pieces(Board, Side, N),
    N =< 4,
    !,
    other(Side, Winner),
    Player \== none.

game_over_at(Least, Board-Player, Winner) :-
    member(Side, [samurai, ninja]),
    pieces(Board, Side, N),
    N =< Least,
    !,
    other(Side, Winner),
    Player \== none.
game_over_at(_, Board-Player, Winner) :-
    \+ shi_legal(friendly, Board, Player, _),
    other(Player, Winner).

pieces(Board, Side, N) :-
    aggregate_all(count, ( member(Row, Board), member(Side, Row) ), N).
