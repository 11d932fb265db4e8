/*  Teeko tests shared by the two backends.

    teeko_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.
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

start_board(Board) :-
    backend_initial_board(teeko, [], Board, _).

% Black lines up a1 a2 a3 a4 while White drops on row e.
black_wins_at_ply_7([drop(1-1), drop(5-1), drop(1-2), drop(5-2),
                     drop(1-3), drop(5-5), drop(1-4)]).

% Black and White each step a marker away and back, twice.
back_and_forth([step(1-1, 1-2), step(1-3, 1-4), step(1-2, 1-1), step(1-4, 1-3),
                step(1-1, 1-2), step(1-3, 1-4), step(1-2, 1-1), step(1-4, 1-3)]).

test(start_has_25_drops) :-
    initial_state([], S),
    valid_moves(S, Moves),
    length(Moves, 25),
    findall(drop(R-C), (between(1, 5, R), between(1, 5, C)), Moves).

test(perft, [forall(member(Depth-Nodes, [0-1, 1-25, 2-600, 3-13800]))]) :-
    start_board(Board),
    backend_perft(teeko, [], Board, b, Depth, Found),
    Found =:= Nodes.

test(perft_advanced_centre_ban) :-
    start_board(Board),
    backend_perft(teeko, [advanced, centre_ban], Board, b, 2, Nodes),
    Nodes =:= 24 * 24.

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

test(threefold_repetition) :-
    move_phase(Text),
    state(Text, S),
    back_and_forth(Moves),
    length(FirstCycle, 4),
    append(FirstCycle, SecondCycle, Moves),
    play_moves(FirstCycle, S, S4),
    \+ game_over(S4, _),
    play_moves(SecondCycle, S4, S8),
    game_over(S8, draw),
    valid_moves(S8, []),
    value(S8, b, 0),
    \+ move(S8, step(1-1, 1-2), _).

test(empty_board_value) :-
    initial_state([], S),
    value(S, b, 0).

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

test(notation_round_trip,
     [forall(member(Text, ['...../...../...../...../..... b',
                           'b.w../.w.b./b...w/.w.b./..... b',
                           'bbbb./www../...../...../..... w',
                           'bbbbw/www../...../...../..... w']))]) :-
    state(Text, S),
    state_notation(S, Out),
    Out == Text.

test(notation_from_string) :-
    state("...../...../...../...../..... b", S),
    initial_state([], S).

test(bad_notation,
     [ forall(member(Text, ['', 'xyz', '...../...../...../...../.....',
                            '...../...../...../...../..... x',
                            '...../...../...../...../...... b',
                            '...../...../...../...../.... b',
                            '...../...../...../....x/..... b',
                            '...../...../...../...../..... b ',
                            '...../...../...../...../.....  b',
                            '...../...../...../.../...../..... b'])),
       error(domain_error(teeko_notation, Text))
     ]) :-
    state(Text, _).

test(impossible_notation,
     [ forall(member(Text, ['bbbbb/wwww./...../...../..... w',
                            'b..../...../...../...../..... b',
                            '...../...../...../...../..... w',
                            'bb.../w..../...../...../..... b',
                            'bbbb./www../...../...../..... b',
                            'bbbb./wwww./...../...../..... b'])),
       error(domain_error(teeko_notation, Text))
     ]) :-
    state(Text, _).

test(notation_not_text, [forall(member(Text, [42, f(x), [0'b]])),
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
    move_phase(Text),
    state(Text, S),
    set_random(seed(7)),
    choose_move(S, Level, Move1),
    set_random(seed(7)),
    choose_move(S, Level, Move2),
    Move1 == Move2.

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

test(bad_level, [error(domain_error(level, 5))]) :-
    initial_state([], S),
    choose_move(S, 5, _).

test(unknown_option, [error(domain_error(game_option, colour(red)))]) :-
    initial_state([colour(red)], _).

test(unknown_rule, [error(domain_error(teeko_rule, fast))]) :-
    initial_state([rules([fast])], _).

                 /*******************************
                 *        MALFORMED TERMS       *
                 *******************************/

% bad_position(Rules, Board, Player, Error): each call with this position
% raises error(Error, _).
bad_position([], _, b, instantiation_error).
bad_position([], Board, b, instantiation_error) :-
    start_board(Board0),
    set_first_cell(Board0, _, Board).
bad_position([], Board, _, instantiation_error) :-
    start_board(Board).
bad_position(_, Board, b, instantiation_error) :-
    start_board(Board).
bad_position([advanced, _], Board, b, instantiation_error) :-
    start_board(Board).
bad_position([], foo, b, type_error(list, foo)).
bad_position([], [foo, a, b, c, d], b, type_error(list, foo)).
bad_position([], Board, b, domain_error(teeko_board, Board)) :-
    start_board([_|Board]).
bad_position([], Board, b, domain_error(teeko_board, Board)) :-
    start_board([Row|Rows]),
    Board = [[e|Row]|Rows].
bad_position([], [], b, domain_error(teeko_board, [])).
bad_position([], Board, b, domain_error(teeko_cell, x)) :-
    start_board(Board0),
    set_first_cell(Board0, x, Board).
bad_position([], Board, b, domain_error(teeko_cell, 0)) :-
    start_board(Board0),
    set_first_cell(Board0, 0, Board).
bad_position([], Board, red, domain_error(teeko_player, red)) :-
    start_board(Board).
bad_position(advanced, Board, b, type_error(list, advanced)) :-
    start_board(Board).
bad_position([fast], Board, b, domain_error(teeko_rule, fast)) :-
    start_board(Board).
bad_position([], Board, Player, domain_error(teeko_position, Board-Player)) :-
    member(Text-Player, [ 'bbbbb/wwww./...../...../.....'-w,
                          'b..../...../...../...../.....'-b,
                          '...../...../...../...../.....'-w,
                          'bbbb./www../...../...../.....'-b,
                          'bbbb./wwww./...../...../.....'-b,
                          'bbbb./wwww./...../...../.....'-w,
                          'ww.../ww.../bb.../bb.../.....'-b
                        ]),
    text_board(Text, Board).

set_first_cell([[_|Cells]|Rows], Cell, [[Cell|Cells]|Rows]).

text_board(Text, Board) :-
    atomic_list_concat(Rows, '/', Text),
    maplist(text_row, Rows, Board).

text_row(Text, Row) :-
    atom_chars(Text, Chars),
    maplist(char_cell, Chars, Row).

char_cell('.', e).
char_cell(b, b).
char_cell(w, w).

test(bad_position_valid_moves,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_valid_moves(teeko, Rules, Board, Player, _).

test(bad_position_apply_move,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_apply_move(teeko, Rules, Board, Player, drop(3-3), _, _).

test(bad_position_winner,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_winner(teeko, Rules, Board, Player, _).

test(bad_position_value,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_value(teeko, Rules, Board, Player, b, _).

test(bad_for_player, [forall(member(For-Error, [_-instantiation_error,
                                                 x-domain_error(teeko_player, x)])),
                      error(Error)]) :-
    start_board(Board),
    backend_value(teeko, [], Board, b, For, _).

test(bad_move_term,
     [ forall(member(Move, [foo, drop(3), drop(0-1), drop(1-6), drop(a-1),
                            drop(1.0-1), drop(3-3, 3-4), step(1-1),
                            step(1-1, 2), step(1-1, 0-1), jump(1-1, 1-2)])),
       error(domain_error(teeko_move, Move))
     ]) :-
    start_board(Board),
    backend_apply_move(teeko, [], Board, b, Move, _, _).

test(unbound_move, [forall(member(Move, [_, drop(_), drop(1-_), step(1-1, _)])),
                    error(instantiation_error)]) :-
    start_board(Board),
    backend_apply_move(teeko, [], Board, b, Move, _, _).

test(bad_position_notation, [error(domain_error(teeko_cell, x))]) :-
    start_board(Board0),
    set_first_cell(Board0, x, Board),
    backend_position_notation(teeko, [], Board, b, _).

test(illegal_move_fails, [fail]) :-
    move_phase(Text),
    state(Text, S),
    state_board(S, Board),
    backend_apply_move(teeko, [], Board, b, step(1-1, 5-5), _, _).
