:- use_module('../../prolog/tabuleiro/kit/move_writing').
:- use_module(library(lists)).

/*  How a project writes our moves (prolog/tabuleiro/kit/move_writing.pl), found
    by trying writings on a made-up project: a Teeko whose moves are
    lists, column first, counted from 0, whose "board" is the set of
    cells played on.  Nothing here runs a student's code.
*/

:- begin_tests(move_writing).

test(kinds_leave_the_cells_free) :-
    move_kinds([drop(1-1), drop(2-3), step(1-1, 1-2), pass], Kinds),
    assertion(length(Kinds, 3)),
    Kinds = [kind(drop(R-C), [Cell]), kind(step(_, _), [_, _]), kind(pass, [])],
    assertion(Cell == R-C).

test(cells_named_otherwise_are_no_kind, [fail]) :-
    move_kinds([move(b2, b4)], _).

test(a_kind_of_two_cells_is_played_along_lines) :-
    move_kinds([step(1-1, 1-2)], [Kind]),
    aggregate_all(count, kind_move(Kind, 5-5, _), Count),
    % On 5 x 5, each cell with each other of its row or column (25 x 8)
    % or of its diagonals (120 ordered pairs).
    assertion(Count =:= 320),
    assertion(\+ kind_move(Kind, 5-5, step(1-1, 2-3))).

% A made-up project: its state is the list of cells taken, each [X, Y],
% X the column and Y the row, from 0; it takes a drop [X, Y] on a free
% cell and a step [X, Y, X2, Y2] from a taken cell to a free neighbour,
% steps only once 2 cells are taken.
played(Taken, Move, Changed) :-
    (   Move = [X, Y],
        integer(X), integer(Y),
        length(Taken, N), N < 2,
        \+ memberchk([X, Y], Taken)
    ->  Changed0 = [[X, Y]]
    ;   Move = [X, Y, X2, Y2],
        integer(X2),
        length(Taken, 2),
        memberchk([X, Y], Taken),
        \+ memberchk([X2, Y2], Taken),
        abs(X2 - X) =< 1, abs(Y2 - Y) =< 1
    ->  Changed0 = [[X, Y], [X2, Y2]]
    ),
    findall(R-C, ( member([X0, Y0], Changed0), R is Y0 + 1, C is X0 + 1 ), Changed1),
    msort(Changed1, Changed).

next_taken(Taken, Writings, [Cell|Taken], [R-C]) :-
    writings_moves(Writings, 5-5, Pairs),
    member(Theirs-_, Pairs),
    Theirs = [X, Y],
    \+ memberchk([X, Y], Taken),
    !,
    Cell = [X, Y],
    R is Y + 1,
    C is X + 1.

test(writings_are_found_by_playing, [true(Theirs == [[2, 0], [2, 0, 3, 1]])]) :-
    move_kinds([drop(1-1), step(1-1, 1-2)], Kinds),
    move_writings(Kinds, [], 5-5, [], played, next_taken, [], Writings),
    writing_clauses(Writings, Clauses),
    findall(T, ( member(Move, [drop(1-3), step(1-3, 2-4)]),
                 member(Clause, Clauses),
                 copy_term(Clause, (adapter_move(Move, T) :- Body)),
                 call(Body) ),
            Theirs).

test(no_writing_fits_a_project_that_plays_nothing, [fail]) :-
    move_kinds([drop(1-1)], Kinds),
    move_writings(Kinds, [], 5-5, [], [_, _, _]>>fail, [_, _, _, _]>>fail, [], _).

% At the ply after the start, before its steps can be played (one cell
% taken), the project is asked about the steps from that cell only (12
% from a corner of 5 x 5), not about every step of the board (320).
test(a_kind_not_yet_playable_is_tried_from_the_cells_played_only,
     [true(Asked-Theirs == 12-[[2, 0, 3, 1]])]) :-
    move_kinds([drop(1-1), step(1-1, 1-2)], Kinds),
    nb_setval(steps_asked_early, 0),
    move_writings(Kinds, [], 5-5, [], played_counting_early_steps, next_taken, [],
                  Writings),
    nb_getval(steps_asked_early, Asked),
    writing_clauses(Writings, Clauses),
    findall(T, ( member(Clause, Clauses),
                 copy_term(Clause, (adapter_move(step(1-3, 2-4), T) :- Body)),
                 call(Body) ),
            Theirs).

played_counting_early_steps(Taken, Move, Changed) :-
    (   Move = [_, _, _, _],
        length(Taken, 1)
    ->  nb_getval(steps_asked_early, Asked),
        Asked1 is Asked + 1,
        nb_setval(steps_asked_early, Asked1)
    ;   true
    ),
    played(Taken, Move, Changed).

% A made-up project whose moves name a piece in words of its own: its
% state is the empty 3 x 3 board, it takes set(Word, Cell), Word tower
% or queen, Cell an atom such as b3, and shows the board after it.
played_words([], set(Word, Cell), Rows) :-
    memberchk(Word, [tower, queen]),
    atom(Cell),
    atom_codes(Cell, [Letter, Digit]),
    R is Letter - 0'a + 1,
    C is Digit - 0'0,
    between(1, 3, R),
    between(1, 3, C),
    board_with(R-C, Word, Rows).

board_with(Cell, Content, Rows) :-
    findall(Row,
            ( between(1, 3, R),
              findall(X, ( between(1, 3, C), ( R-C == Cell -> X = Content ; X = e ) ), Row) ),
            Rows).

test(words_for_pieces_are_found_by_playing, [true(Theirs == [set(tower, a2), set(queen, c3)])]) :-
    move_kinds([place(rook, 1-1), place(queen, 1-1)], Kinds),
    findall(place(Piece, R-C)-Rows,
            ( member(Piece, [rook, queen]), between(1, 3, R), between(1, 3, C),
              board_with(R-C, Piece, Rows) ),
            StartMoves),
    named_writings(Kinds, StartMoves, 3-3, vocabulary([rook-tower], [], [set/2]),
                   played_words, [_, _, _]>>fail, [_, 3-3]>>true, [], found(Writings)),
    writing_clauses(Writings, Clauses),
    findall(T, ( member(Move, [place(rook, 1-2), place(queen, 3-3)]),
                 member(Clause, Clauses),
                 copy_term(Clause, (adapter_move(Move, T) :- Body)),
                 call(Body) ),
            Theirs).

% Moves learnt from a project's own list, written from their cells: on
% an 8 x 8 board counted from 0, row first, rows from the bottom.
test(a_writing_is_found_from_the_moves_learnt,
     [true(Theirs-Pass == from_to(5, 2, 3, 2)-pass)]) :-
    Pairs = [move(8-1, 7-1)-from_to(0, 0, 1, 0), move(1-8, 2-7)-from_to(7, 7, 6, 6),
             move(3-4, 3-6)-from_to(5, 3, 5, 5), pass-pass],
    pairs_writings(Pairs, 8-8, Writings),
    writings_move(Writings, move(3-3, 5-3), Theirs),
    writings_move(Writings, pass, Pass).

% Moves written by the index of each cell in a flat list of the rows,
% from 0: a drop put(I), a step slide(I, J), on 5 x 5.
test(a_writing_by_cell_indices_is_found_from_the_moves_learnt,
     [true(Theirs == slide(12, 18))]) :-
    Pairs = [drop(1-1)-put(0), drop(5-5)-put(24), drop(2-3)-put(7),
             step(1-1, 2-2)-slide(0, 6), step(3-3, 3-2)-slide(12, 11)],
    pairs_writings(Pairs, 5-5, Writings),
    writings_move(Writings, step(3-3, 4-4), Theirs).

% A term that names the piece moved says more than the cells.
test(named_pieces_have_no_writing, [fail]) :-
    pairs_writings([move(8-1, 7-1)-[s1, 7, 1], move(8-2, 7-2)-[s2, 7, 2]], 8-8, _).

% Two terms of one kind of ours: no one writing gives both.
test(captures_named_apart_have_no_writing, [fail]) :-
    pairs_writings([move(8-1, 7-1)-from_to(0, 0, 1, 0), move(8-2, 1-2)-capture(0, 1, 7, 1)],
                   8-8, _).

:- end_tests(move_writing).
