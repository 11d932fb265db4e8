/*  Shakti tests shared by the two backends.

    shakti_backends.plt includes this file once in a unit that selects
    the prolog backend and once in a unit that selects the c backend, so
    both backends must give exactly these answers.  Positions are written
    in the notation of reports/rules/shakti.md: rows 7 to 1, x a hole,
    . an empty tile, K W White's King and Warriors, k w Black's.
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

start_board(Board) :-
    backend_initial_board(shakti, [], Board, _).

% The Kings step aside and back, twice each: the start position occurs a
% third time after the eighth move.
back_and_forth([move(d2, c1), move(d6, c7), move(c1, d2), move(c7, d6),
                move(d2, c1), move(d6, c7), move(c1, d2), move(c7, d6)]).

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

test(perft, [forall(member(Rules-Depth-Nodes,
                           [[]-0-1, []-1-26, []-2-660, [full_board]-2-768]))]) :-
    backend_initial_board(shakti, Rules, Board, Player),
    backend_perft(shakti, Rules, Board, Player, Depth, Found),
    Found =:= Nodes.

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

test(threefold_repetition) :-
    initial_state([], S),
    back_and_forth(Moves),
    length(FirstCycle, 4),
    append(FirstCycle, SecondCycle, Moves),
    play_moves(FirstCycle, S, S4),
    \+ game_over(S4, _),
    play_moves(SecondCycle, S4, S8),
    game_over(S8, draw),
    valid_moves(S8, []),
    value(S8, white, 0),
    \+ move(S8, move(d2, c1), _).

test(start_value) :-
    initial_state([], S),
    value(S, white, 0),
    value(S, black, 0).

test(notation_round_trip,
     [forall(member(Text, ['x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w',
                           '......./.w.k.w./......./......./......./.W.K.W./....... b',
                           'xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w',
                           'x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w']))]) :-
    state(Text, S),
    state_notation(S, Out),
    Out == Text.

test(notation_from_string) :-
    state("x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w", S),
    initial_state([], S).

test(bad_notation,
     [ forall(member(Text, ['', 'xyz',
                            'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x',
                            'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x W',
                            'x.....x/.w.k.w./......./......./......./.W.K.W./x......x w',
                            'x.....x/.w.k.w./......./......./......./.W.K.W./x....x w',
                            'x.....x/.w.k.w./...q.../......./......./.W.K.W./x.....x w',
                            'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w ',
                            'x.....x/.w.k.w./......./......./.W.K.W./x.....x w'])),
       error(domain_error(shakti_notation, Text))
     ]) :-
    state(Text, _).

test(impossible_notation,
     [ forall(member(Text, ['x.....x/.w...w./......./......./......./.W.K.W./x.....x w',
                            'x.....x/.w.k.k./......./......./......./.W.K.W./x.....x w',
                            'x.....x/ww.k.w./......./......./......./.W.K.W./x.....x w',
                            'x.....x/...k.../...x.../...x.../...x.../...K.../x.....x w',
                            'x.....x/...k.../...w.../...x.../...x.../...K.../x.....x b'])),
       error(domain_error(shakti_notation, Text))
     ]) :-
    state(Text, _).

test(notation_not_text, [forall(member(Text, [42, f(x), [0'x]])),
                         error(type_error(_, Text))]) :-
    state(Text, _).

test(notation_unbound, [error(instantiation_error)]) :-
    state(_, _).

test(choose_random_move) :-
    initial_state([], S),
    valid_moves(S, Moves),
    choose_move(S, 1, Move),
    memberchk(Move, Moves).

test(random_choice_repeatable, [forall(member(Level, [1, 2]))]) :-
    initial_state([], S),
    set_random(seed(7)),
    choose_move(S, Level, Move1),
    set_random(seed(7)),
    choose_move(S, Level, Move2),
    Move1 == Move2.

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

test(unknown_rule, [error(domain_error(shakti_rule, fast))]) :-
    initial_state([rules([fast])], _).

                 /*******************************
                 *        MALFORMED TERMS       *
                 *******************************/

% bad_position(Rules, Board, Player, Error): each call with this position
% raises error(Error, _).
bad_position([], _, white, instantiation_error).
bad_position([], Board, white, instantiation_error) :-
    start_board(Board0),
    set_first_cell(Board0, _, Board).
bad_position([], Board, _, instantiation_error) :-
    start_board(Board).
bad_position(_, Board, white, instantiation_error) :-
    start_board(Board).
bad_position([full_board, _], Board, white, instantiation_error) :-
    start_board(Board).
bad_position([], foo, white, type_error(list, foo)).
bad_position([], [foo, a, b, c, d, e, f], white, type_error(list, foo)).
bad_position([], Board, white, domain_error(shakti_board, Board)) :-
    start_board([_|Board]).
bad_position([], Board, white, domain_error(shakti_board, Board)) :-
    start_board([Row|Rows]),
    Board = [[tile|Row]|Rows].
bad_position([], [], white, domain_error(shakti_board, [])).
bad_position([], Board, white, domain_error(shakti_cell, Cell)) :-
    member(Cell, [x, 0, hole, queen-white, king-red, king-white-x, warrior, f(king, white)]),
    start_board(Board0),
    set_first_cell(Board0, Cell, Board).
bad_position([], Board, red, domain_error(shakti_player, red)) :-
    start_board(Board).
bad_position([], Board, w, domain_error(shakti_player, w)) :-
    start_board(Board).
bad_position(full_board, Board, white, type_error(list, full_board)) :-
    start_board(Board).
bad_position([fast], Board, white, domain_error(shakti_rule, fast)) :-
    start_board(Board).
bad_position([], Board, Player, domain_error(shakti_position, Board-Player)) :-
    member(Text-Player,
           [ 'x.....x/.w...w./......./......./......./.W.K.W./x.....x'-white,  % no King
             'x.....x/.w.k.k./......./......./......./.W.K.W./x.....x'-white,  % two Kings
             'x.....x/ww.k.w./......./......./......./.W.K.W./x.....x'-white,  % 3 Warriors
             'x.....x/...k.../...x.../...x.../...x.../...K.../x.....x'-white,  % facing
             'x.....x/...k.../...w.../...x.../...x.../...K.../x.....x'-black   % mover in check
           ]),
    text_board(Text, Board).

set_first_cell([[_|Cells]|Rows], Cell, [[Cell|Cells]|Rows]).

text_board(Text, Board) :-
    atomic_list_concat(Rows, '/', Text),
    maplist(text_row, Rows, Board).

text_row(Text, Row) :-
    atom_chars(Text, Chars),
    maplist(char_cell, Chars, Row).

char_cell(x, empty).
char_cell('.', tile).
char_cell('K', king-white).
char_cell('W', warrior-white).
char_cell(k, king-black).
char_cell(w, warrior-black).

test(bad_position_valid_moves,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_valid_moves(shakti, Rules, Board, Player, _).

test(bad_position_apply_move,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_apply_move(shakti, Rules, Board, Player, move(b2, b3), _, _).

test(bad_position_winner,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_winner(shakti, Rules, Board, Player, _).

test(bad_position_value,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_value(shakti, Rules, Board, Player, white, _).

test(bad_for_player, [forall(member(For-Error, [_-instantiation_error,
                                                 w-domain_error(shakti_player, w)])),
                      error(Error)]) :-
    start_board(Board),
    backend_value(shakti, [], Board, white, For, _).

test(bad_move_term,
     [ forall(member(Move, [foo, passes, pass(1), move(b2), move(b2, b3, b4),
                            move(b2, h1), move(b2, b8), move(b2, b0), move('B2', b3),
                            move(b2, 'b3 '), move(2-2, b3), move("b2", b3),
                            step(b2, b3), move(b2-b3)])),
       error(domain_error(shakti_move, Move))
     ]) :-
    start_board(Board),
    backend_apply_move(shakti, [], Board, white, Move, _, _).

test(unbound_move, [forall(member(Move, [_, move(_, b3), move(b2, _)])),
                    error(instantiation_error)]) :-
    start_board(Board),
    backend_apply_move(shakti, [], Board, white, Move, _, _).

test(bad_position_notation, [error(domain_error(shakti_cell, x))]) :-
    start_board(Board0),
    set_first_cell(Board0, x, Board),
    backend_position_notation(shakti, [], Board, white, _).

test(illegal_moves_fail, [forall(member(Move, [move(b2, b6), move(d2, d6), move(b6, b5),
                                                move(a1, a2), move(b2, b2), pass]))]) :-
    start_board(Board),
    \+ backend_apply_move(shakti, [], Board, white, Move, _, _).
