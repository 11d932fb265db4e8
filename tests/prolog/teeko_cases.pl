/*  Teeko tests shared by the two backends.

    teeko_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.
    The cases every game answers alike (malformed terms, notation,
    perft, repetition, levels) are game_cases.pl's, run on every game by
    game_contract.plt with this game's positions from teeko_data.pl.
*/

% A move-phase position, Black to move.  Black: a1 b4 c1 d4; White: a3 b2
% c5 d2.  Black's steps: a1 to a2/b1 (2), b4 to six cells, c1 to b1/c2/d1
% (3), d4 to seven cells: 18 in all.
move_phase('b.w../.w.b./b...w/.w.b./..... b').

state(Text, State) :-
    notation_state(Text, [], State).

state(Text, Rules, State) :-
    notation_state(Text, [rules(Rules)], State).

play_moves([], State, State).
play_moves([Move|Moves], State, Final) :-
    move(State, Move, Next),
    play_moves(Moves, Next, Final).

% Black lines up a1 a2 a3 a4 while White drops on row e.
black_wins_at_ply_7([drop(1-1), drop(5-1), drop(1-2), drop(5-2),
                     drop(1-3), drop(5-5), drop(1-4)]).

test(start_has_25_drops) :-
    initial_state([], S),
    valid_moves(S, Moves),
    length(Moves, 25),
    findall(drop(R-C), (between(1, 5, R), between(1, 5, C)), Moves).

test(drop_on_empty_cell) :-
    initial_state([], S),
    move(S, drop(3-3), S1),
    state_notation(S1, '...../...../..b../...../..... w').

test(drop_on_occupied_cell, [fail]) :-
    initial_state([], S),
    move(S, drop(3-3), S1),
    move(S1, drop(3-3), _).

test(no_step_in_drop_phase, [fail]) :-
    state('b..../...../...../...../..... w', S),
    move(S, step(1-1, 1-2), _).

test(move_phase_steps) :-
    move_phase(Text),
    state(Text, S),
    valid_moves(S, Moves),
    length(Moves, 18),
    forall(member(Move, Moves), Move = step(_, _)),
    msort(Moves, Moves).

test(legal_step) :-
    move_phase(Text),
    state(Text, S),
    move(S, step(1-1, 1-2), S1),
    state_notation(S1, '.bw../.w.b./b...w/.w.b./..... w').

test(illegal_steps, [forall(member(Move, [step(1-1, 2-2), step(1-1, 3-3),
                                          step(1-3, 1-4), step(1-2, 1-3),
                                          drop(5-5)]))]) :-
    move_phase(Text),
    state(Text, S),
    \+ move(S, Move, _).

test(centre_ban_first_drop) :-
    initial_state([rules([centre_ban])], S),
    valid_moves(S, Moves),
    length(Moves, 24),
    \+ memberchk(drop(3-3), Moves),
    \+ move(S, drop(3-3), _).

test(centre_ban_later_drops) :-
    initial_state([rules([centre_ban])], S),
    move(S, drop(1-1), S1),
    move(S1, drop(3-3), _),
    move(S1, drop(1-2), S2),
    move(S2, drop(3-3), _).

test(centre_allowed_without_ban) :-
    initial_state([], S),
    move(S, drop(3-3), _).

% Black drops the last corner of a 3x3, a 4x4 and the 5x5 square.
larger_square('b.b../...../b..../...../w.w.w b', drop(3-3)).
larger_square('b..b./...../...../b..../w.w.w b', drop(4-4)).
larger_square('b...b/..w../..w../..w../b.... b', drop(5-5)).

test(larger_squares_win_when_advanced,
     [forall(larger_square(Text, Move))]) :-
    state(Text, [advanced], S),
    move(S, Move, S1),
    game_over(S1, b).

test(larger_squares_do_not_win_by_default,
     [forall(larger_square(Text, Move)), fail]) :-
    state(Text, S),
    move(S, Move, S1),
    game_over(S1, _).

test(win_at_ply_7) :-
    initial_state([], S),
    black_wins_at_ply_7(Moves),
    play_moves(Moves, S, S7),
    game_over(S7, b),
    valid_moves(S7, []),
    \+ move(S7, drop(3-3), _).

test(no_win_before_ply_7, [fail]) :-
    initial_state([], S),
    black_wins_at_ply_7(Moves),
    append(First6, [_], Moves),
    play_moves(First6, S, S6),
    game_over(S6, _).

test(won_position_values) :-
    initial_state([], S),
    black_wins_at_ply_7(Moves),
    play_moves(Moves, S, S7),
    value(S7, b, 100000),
    value(S7, w, -100000).

% One Black marker on a3: 2 row lines, 1 column line and 2 squares go
% through it, plus 2 larger squares with the advanced option.
test(value_of_one_marker,
     [forall(member(Rules-Value, [[]-5, [advanced]-7]))]) :-
    state('..b../...../...../...../..... w', Rules, S),
    value(S, b, Value),
    Minus is -Value,
    value(S, w, Minus).

% Black c3 and White a1: the diagonal a1-d4 holds both; 11 patterns hold
% c3 alone, 3 hold a1 alone.
test(value_of_two_markers) :-
    state('w..../...../..b../...../..... b', S),
    value(S, b, 8),
    value(S, w, -8).

% Black a1 a2, White e5: 2 patterns hold both a1 and a2 (4 each), 6 hold
% one of them (1 each), 4 hold e5 (-1 each).
test(value_weights) :-
    state('bb.../...../...../...../....w w', S),
    value(S, b, 10),
    value(S, w, -10).

test(greedy_and_search_take_the_win, [forall(member(Level, [2, 3]))]) :-
    state('bbb../...../...../...../www.. b', S),
    choose_move(S, Level, drop(1-4)).

test(search_blocks) :-
    state('bbb../...../...../...../ww... w', S),
    choose_move(S, 3, drop(1-4)).

test(no_choice_when_over, [fail]) :-
    initial_state([], S),
    black_wins_at_ply_7(Moves),
    play_moves(Moves, S, S7),
    choose_move(S7, 1, _).

                 /*******************************
                 *        MALFORMED TERMS       *
                 *******************************/

test(illegal_move_fails, [fail]) :-
    move_phase(Text),
    state(Text, S),
    state_board(S, Board),
    backend_apply_move(teeko, [], Board, b, step(1-1, 5-5), _, _).
