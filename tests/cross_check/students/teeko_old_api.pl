:- module(student_teeko_old_api,
          [ to_old_state/3, to_old_move/2, to_old_player/2, from_old_state/3,
            teeko_valid_moves/3, teeko_move/3, teeko_game_over/2,
            valid_moves_after_win/3, valid_moves_second_clause/3, valid_moves_twice/3,
            valid_moves_unbound_rows/3, valid_moves_fresh_variables/3,
            valid_moves_never_c3/3, move_refuses_c3/3, valid_moves_fails_or_throws/3,
            valid_moves_fails/3, valid_moves_throws/3, valid_moves_not_a_list/3,
            valid_moves_prints/3, valid_moves_loops/3, valid_moves_slowly/3,
            valid_moves_loops_on_the_empty_board/3,
            valid_moves_calls_an_unimported_helper/3,
            valid_moves_calls_what_is_not_written/3, valid_moves_exhausts_memory/3,
            move_drops_only/3, move_leaves_a_marker/3, game_over_no_squares/2,
            to_old_move_drops_only/2, to_old_state_fails/3, check_from_this_module/1
          ]).
:- use_module('../../../prolog/cross_check').
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(teeko_helpers, []).     % loaded, imported nowhere

/** <module> A Teeko encoding with the course's old signatures

The board is a list of 5 rows of `e`, `b`, `w`, the players are `black`
and `white`, the moves `drop(R, C)` and `step(R1, C1, R2, C2)`:
teeko_valid_moves(+Board, +Player, -Moves), teeko_move(+Move, +Board, -NewBoard) and
teeko_game_over(+Board, -Winner).  These three are
right; each other predicate plants one bug the cross-check must find.
*/

% Adapters: our position and moves to this encoding's, and back.
to_old_state(Board, Player, Board-Colour) :- to_old_player(Player, Colour).
to_old_player(b, black).
to_old_player(w, white).
to_old_move(drop(R-C), drop(R, C)).
to_old_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_old_state(Board-Colour, Board, Player) :- to_old_player(Player, Colour).

mark(black, b).
mark(white, w).

teeko_valid_moves(Board, _, []) :-
    teeko_game_over(Board, _),
    !.
teeko_valid_moves(Board, Player, Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).

legal(Board, Player, drop(R, C)) :-
    mark(Player, Mark),
    markers(Board, Mark, Cells),
    length(Cells, N),
    N < 4,
    cell_of(Board, R, C, e).
legal(Board, Player, step(R1, C1, R2, C2)) :-
    mark(Player, Mark),
    markers(Board, Mark, Cells),
    length(Cells, 4),
    member(R1-C1, Cells),
    neighbour(R1-C1, R2-C2),
    cell_of(Board, R2, C2, e).

markers(Board, Mark, Cells) :-
    findall(R-C, cell_of(Board, R, C, Mark), Cells).

cell_of(Board, R, C, Mark) :-
    nth1(R, Board, Row),
    nth1(C, Row, Mark).

neighbour(R1-C1, R2-C2) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    DR-DC \== 0-0,
    R2 is R1 + DR, C2 is C1 + DC,
    between(1, 5, R2), between(1, 5, C2).

teeko_move(drop(R, C), Board, NewBoard) :-
    cell_of(Board, R, C, e),
    whose_turn(Board, Mark),
    set_cell(Board, R, C, Mark, NewBoard).
teeko_move(step(R1, C1, R2, C2), Board, NewBoard) :-
    cell_of(Board, R1, C1, Mark),
    Mark \== e,
    set_cell(Board, R1, C1, e, Board1),
    set_cell(Board1, R2, C2, Mark, NewBoard).

% In the drop phase the player with fewer markers drops.
whose_turn(Board, Mark) :-
    markers(Board, b, B), length(B, NB),
    markers(Board, w, W), length(W, NW),
    (   NB =< NW -> Mark = b ; Mark = w ).

set_cell(Board, R, C, Mark, NewBoard) :-
    nth1(R, Board, Row),
    replace_nth(C, Row, Mark, NewRow),
    replace_nth(R, Board, NewRow, NewBoard).

replace_nth(1, [_|Xs], Y, [Y|Xs]) :- !.
replace_nth(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    replace_nth(N1, Xs, Y, Ys).

teeko_game_over(Board, Winner) :-
    member(Mark-Winner, [b-black, w-white]),
    markers(Board, Mark, Cells),
    winning(Cells),
    !.

winning([R1-C1|Cells]) :-
    length(Cells, 3),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    findall(R-C, ( between(1, 3, K), R is R1 + K*DR, C is C1 + K*DC ), Cells).
winning([R-C, R-C1, R1-C, R1-C1]) :-
    C1 is C + 1,
    R1 is R + 1.

% The planted bugs.

% Drops written with the row left open: [Col, _] would unify with any
% drop of that column.
valid_moves_unbound_rows(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves0),
    findall(Move, ( member(Move0, Moves0), open_row(Move0, Move) ), Moves).

open_row(drop(_, C), drop(_, C)) :- !.
open_row(Move, Move).

% As many fresh variables as there are moves: they unify with anything.
valid_moves_fresh_variables(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves0),
    length(Moves0, N),
    length(Moves, N).

valid_moves_after_win(Board, Player, Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).

valid_moves_second_clause(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves).
valid_moves_second_clause(_, _, []).

valid_moves_fails(_, _, _) :-
    fail.

valid_moves_throws(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves),
    _ is foo + 1.

% Fails for White, throws for Black once a marker is down.
valid_moves_fails_or_throws(Board, Player, Moves) :-
    Player \== white,
    (   member(Row, Board), member(Mark, Row), Mark \== e
    ->  _ is foo + 1
    ;   teeko_valid_moves(Board, Player, Moves)
    ).

valid_moves_not_a_list(_, _, none).

valid_moves_prints(Board, Player, Moves) :-
    nl,
    teeko_valid_moves(Board, Player, Moves).

valid_moves_loops(Board, Player, Moves) :-
    valid_moves_loops(Board, Player, Moves).

% Every drop listed twice (two generators that overlap).
valid_moves_twice(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves0),
    include(is_drop, Moves0, Drops),
    append(Moves0, Drops, Moves).

is_drop(drop(_, _)).

% Two files a project forgot to load: a helper module it does not
% import, and a predicate written nowhere.
valid_moves_calls_an_unimported_helper(Board, Player, Moves) :-
    hidden_helper(Board, Player, Moves).

valid_moves_calls_what_is_not_written(Board, Player, Moves) :-
    not_written_yet(Board, Player, Moves).

% Loops on the empty board only (a case its own game never asks), and
% elsewhere never lists the drop on c3: the loop must not hide the
% missing drops.
valid_moves_loops_on_the_empty_board(Board, Player, Moves) :-
    (   maplist(maplist(==(e)), Board)
    ->  valid_moves_loops(Board, Player, Moves)
    ;   valid_moves_never_c3(Board, Player, Moves)
    ).

% Right, but each call computes for 50 ms of CPU time: a perft of depth
% 2 from the start takes more than a second of it.
valid_moves_slowly(Board, Player, Moves) :-
    statistics(cputime, Start),
    repeat,
    statistics(cputime, Now),
    Now - Start >= 0.05,
    !,
    teeko_valid_moves(Board, Player, Moves).

valid_moves_exhausts_memory(Board, Player, Moves) :-
    collect_forever([Board-Player], Moves).

collect_forever(Seen, Moves) :-
    collect_forever([Seen|Seen], Moves).

% Two bugs that hide each other when the check of a position stops at
% the first: the drop on c3 (row 3, column 3) is never listed, and the
% move application refuses it.
valid_moves_never_c3(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves0),
    exclude(==(drop(3, 3)), Moves0, Moves).

move_refuses_c3(Move, Board, NewBoard) :-
    Move \== drop(3, 3),
    teeko_move(Move, Board, NewBoard).

move_drops_only(drop(R, C), Board, NewBoard) :-
    teeko_move(drop(R, C), Board, NewBoard).

move_leaves_a_marker(drop(R, C), Board, NewBoard) :-
    teeko_move(drop(R, C), Board, NewBoard).
move_leaves_a_marker(step(R1, C1, R2, C2), Board, NewBoard) :-
    cell_of(Board, R1, C1, Mark),
    set_cell(Board, R2, C2, Mark, NewBoard).

game_over_no_squares(Board, Winner) :-
    member(Mark-Winner, [b-black, w-white]),
    markers(Board, Mark, [R1-C1|Cells]),
    length(Cells, 3),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    findall(R-C, ( between(1, 3, K), R is R1 + K*DR, C is C1 + K*DC ), Cells),
    !.

to_old_move_drops_only(drop(R-C), drop(R, C)).

to_old_state_fails(_, _, _) :-
    fail.

% Not exported: the cross-check must find it in this module.
local_valid_moves(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves).

%!  check_from_this_module(-Result) is det.
%
%   Runs the cross-check with a predicate this module does not export.

check_from_this_module(Result) :-
    cross_check(teeko, [positions(50), perft(0),
                        against(student([api(old), valid_moves(local_valid_moves),
                                         state(to_old_state), move(to_old_move)]))],
                Result).
