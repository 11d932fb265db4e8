/*  Shakti tests shared by the two backends.

    shakti_backends.plt includes this file once in a unit that selects
    the prolog backend and once in a unit that selects the c backend, so
    both backends must give exactly these answers.  Positions are written
    in the notation of reports/rules/shakti.md: rows 7 to 1, x a hole,
    . an empty tile, K W White's King and Warriors, k w Black's.
    The cases every game answers alike (malformed terms, notation,
    perft, repetition, levels) are game_cases.pl's, run on every game by
    game_contract.plt with this game's positions from shakti_data.pl.
*/

% White's King d2 in check from the Black Warrior d5 across the holes d3
% and d4; the same with a tile on d4, which blocks the check.
across_holes('x.....x/...k.../...w.../...x.../...x.../...K.../x.....x w').
blocked_by_a_tile('x.....x/...k.../...w.../......./...x.../...K.../x.....x w').

% White's King d2 in check from the Black Warrior d3, which the Warrior
% d5 protects across the hole d4, or does not because d4 is a tile.
unprotected('x.....x/k....../...w.../......./...w.../...K.../x.....x w').
protected('x.....x/k....../...w.../...x.../...w.../...K.../x.....x w').

% White's King d4 sees only holes: no move, no check, but Black can move.
must_pass('x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x w').

% Two Kings alone on two tiles, not on a common line.
nobody_can_move('xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w').

% White's King d4 in check from d6 across the hole d5, with no tile
% around it; and the position before, where Black's c6-d6 mates.
checkmate('x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w').
mate_in_one('x.....x/..w..../..xxx../..xKx../..xxx../......./xk....x b').

state(Text, State) :-
    notation_state(Text, [], State).

play_moves([], State, State).
play_moves([Move|Moves], State, Final) :-
    move(State, Move, Next),
    play_moves(Moves, Next, Final).

moves_of(Text, Moves) :-
    state(Text, S),
    valid_moves(S, Moves).

test(start_has_26_moves) :-
    initial_state([], S),
    valid_moves(S, Moves),
    length(Moves, 26),
    msort(Moves, Moves),
    Moves = [move(b2, a2)|_],
    last(Moves, move(f2, g3)).

test(full_board_has_28_moves) :-
    initial_state([rules([full_board])], S),
    valid_moves(S, Moves),
    length(Moves, 28),
    memberchk(move(b2, a1), Moves),
    memberchk(move(f2, g1), Moves),
    state_notation(S, '......./.w.k.w./......./......./......./.W.K.W./....... w').

test(check_across_holes) :-
    across_holes(Text),
    moves_of(Text, [move(d2, c1), move(d2, c2), move(d2, c3), move(d2, d1),
                    move(d2, e1), move(d2, e2), move(d2, e3)]),
    state(Text, S),
    value(S, white, -133),
    value(S, black, 133).

test(no_check_through_a_tile) :-
    blocked_by_a_tile(Text),
    state(Text, S),
    value(S, white, -108),
    % d4 is seen across the hole d3 but lies next to the Warrior d5.
    \+ move(S, move(d2, d4), _).

test(king_passes_over_holes) :-
    state('x.....x/k..w.../......./......./...x.../...K.../x.....x w', S),
    move(S, move(d2, d4), S1),
    state_notation(S1, 'x.....x/k..w.../......./...K.../...x.../......./x.....x b').

test(king_in_check_takes_an_unprotected_warrior) :-
    unprotected(Text),
    moves_of(Text, [move(d2, c1), move(d2, d1), move(d2, d3), move(d2, e1)]),
    state(Text, S),
    move(S, move(d2, d3), S1),
    state_notation(S1, 'x.....x/k....../...w.../......./...K.../......./x.....x b').

test(king_in_check_cannot_take_a_protected_warrior) :-
    protected(Text),
    moves_of(Text, [move(d2, c1), move(d2, d1), move(d2, e1)]).

test(kings_may_not_face_each_other) :-
    state('x.....x/...k.../...x.../...x.../......./..K..../x.....x w', S),
    \+ move(S, move(c2, d3), _),
    move(S, move(c2, c3), _).

test(a_jump_may_not_open_the_line_between_the_kings) :-
    state('x..k..x/...x.../...x.../...x.../...x.../..W..../x..K..x w', S),
    \+ move(S, move(c2, e2), _),
    move(S, move(c2, d2), _).

test(a_jump_may_not_expose_the_own_king) :-
    state('x.....x/......k/......./...w.../..W..../...K.../x.....x w', S),
    valid_moves(S, Moves),
    \+ memberchk(move(c3, e3), Moves),
    memberchk(move(c3, d3), Moves),
    \+ move(S, move(c3, e3), _).

test(a_jump_removes_the_tile_jumped_over) :-
    state('x.....x/...k.../......./......./.x...../.W.K.../x.....x w', S),
    move(S, move(b2, b5), S1),
    state_notation(S1, 'x.....x/...k.../.W...../.x...../.x...../...K.../x.....x b').

test(pass) :-
    must_pass(Text),
    state(Text, S),
    valid_moves(S, [pass]),
    \+ game_over(S, _),
    move(S, pass, S1),
    state_notation(S1, 'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x b'),
    valid_moves(S1, Moves),
    memberchk(move(b1, b3), Moves),
    \+ memberchk(pass, Moves).

test(no_pass_when_a_move_is_possible, [fail]) :-
    initial_state([], S),
    move(S, pass, _).

test(draw_when_nobody_can_move) :-
    nobody_can_move(Text),
    state(Text, S),
    game_over(S, draw),
    valid_moves(S, []),
    value(S, white, 0),
    \+ move(S, pass, _).

test(checkmate) :-
    checkmate(Text),
    state(Text, S),
    game_over(S, black),
    valid_moves(S, []),
    value(S, white, -100000),
    value(S, black, 100000),
    \+ choose_move(S, 1, _).

test(greedy_and_search_mate_in_one, [forall(member(Level, [2, 3]))]) :-
    mate_in_one(Text),
    state(Text, S),
    choose_move(S, Level, Move),
    move(S, Move, S1),
    game_over(S1, black).

test(the_computer_passes_when_it_must, [forall(member(Level, [1, 2, 3]))]) :-
    must_pass(Text),
    state(Text, S),
    choose_move(S, Level, pass).
