:- module(student_shi_named,
          [ named_valid_moves/2, named_move/3, named_game_over/2,
            named_valid_moves_jumps_enemies/2, named_move_keeps_captured/3
          ]).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(shi_lists).

/** <module> A Shi encoding that names its pieces

Written as course projects that give each piece a name: the state is
army(Pieces, Player), Pieces a list of piece(Name, Row, Col) (names
such as s1 or n4, a samurai's starting with s and a ninja's with n;
rows and columns 1..8), and a move names the piece that moves and
where it goes: [Name, Row, Col].  Its rules are those of
tests/cross_check/students/shi_lists.pl, on the board its pieces make.

named_valid_moves/2, named_move/3 and named_game_over/2 are right;
named_valid_moves_jumps_enemies/2 lets a jump attack pass over an
enemy, named_move_keeps_captured/3 leaves a captured piece on the
board.
*/

named_valid_moves(State, Moves) :-
    moves_with(shi_valid_moves, State, Moves).

named_valid_moves_jumps_enemies(State, Moves) :-
    moves_with(shi_valid_moves_jumps_enemies, State, Moves).

moves_with(ListMoves, army(Pieces, Player), Moves) :-
    board(Pieces, Board),
    call(ListMoves, Board-Player, ListMoves1),
    findall([Name, R2, C2],
            ( member([R1, C1, R2, C2], ListMoves1),
              memberchk(piece(Name, R1, C1), Pieces) ),
            Moves).

named_move(State, Move, State1) :-
    move_with(true, State, Move, State1).

named_move_keeps_captured(State, Move, State1) :-
    move_with(false, State, Move, State1).

% Captured pieces leave the board (RemoveCaptured true), or stay.
move_with(RemoveCaptured, army(Pieces, Player), [Name, R2, C2], army(Pieces1, Next)) :-
    memberchk(piece(Name, R1, C1), Pieces),
    board(Pieces, Board),
    shi_move_apply(Board-Player, [R1, C1, R2, C2], Board1-Next),
    exclude(==(piece(Name, R1, C1)), Pieces, Others),
    (   RemoveCaptured == true
    ->  include(still_on(Board1, R2-C2), Others, Kept)
    ;   Kept = Others
    ),
    msort([piece(Name, R2, C2)|Kept], Pieces1).

% A piece stays unless it was captured: its cell is now empty, or the
% piece that moved took it.
still_on(Board, To, piece(_, R, C)) :-
    R-C \== To,
    nth1(R, Board, Row),
    nth1(C, Row, Cell),
    Cell \== empty.

named_game_over(army(Pieces, Player), Winner) :-
    board(Pieces, Board),
    shi_game_over(Board-Player, Winner).

% The board of the pieces: 8 rows of samurai, ninja and empty.
board(Pieces, Board) :-
    numlist(1, 8, Lines),
    maplist(board_row(Pieces), Lines, Board).

board_row(Pieces, R, Row) :-
    numlist(1, 8, Columns),
    maplist(board_cell(Pieces, R), Columns, Row).

board_cell(Pieces, R, C, Cell) :-
    (   memberchk(piece(Name, R, C), Pieces)
    ->  sub_atom(Name, 0, 1, _, Kind),
        kind(Kind, Cell)
    ;   Cell = empty
    ).

kind(s, samurai).
kind(n, ninja).
