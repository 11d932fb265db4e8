/*  Shi tests shared by the two backends.

    shi_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.
*/

% attack_position(Board, Attacks): Samurai's jump attacks on Board.  One
% samurai on 5-4 has a screen and a target along each of the four
% straight lines (no gap, or 1 or 2 empty cells, before and after the
% screens); one on 4-5 likewise along the four diagonals.
attack_position('n......./...n..../......../...s..../.nss.s.n/......../...s..../...n....',
                [move(5-4, 2-4), move(5-4, 5-2), move(5-4, 5-8), move(5-4, 8-4)]).
attack_position('.n.....n/..s...../.....s../....s.../.....s../..s...../.......n/n......n',
                [move(4-5, 1-2), move(4-5, 1-8), move(4-5, 7-8), move(4-5, 8-1)]).

% Ninja has 5 pieces; 7-1 takes 5-1 over the screen on 6-1, leaving 4.
win_at_four('nnnn..../......../......../......../n......./s......./s......./.sss.... s').

state(Text, State) :-
    notation_state(Text, [], State).

play_moves([], State, State).
play_moves([Move|Moves], State, Final) :-
    move(State, Move, Next),
    play_moves(Moves, Next, Final).

start_board(Board) :-
    backend_initial_board(shi, [], Board, _).

% The jump attacks among the legal moves: moves onto an occupied cell.
attacks(State, Attacks) :-
    valid_moves(State, Moves),
    state_board(State, Board),
    include(onto_a_piece(Board), Moves, Attacks).

onto_a_piece(Board, move(_, Row-Col)) :-
    nth1(Row, Board, Cells),
    nth1(Col, Cells, Content),
    Content \== empty.

swap_colours(Text, Swapped) :-
    atom_chars(Text, Chars),
    maplist(swap_char, Chars, SwappedChars),
    atom_chars(Swapped, SwappedChars).

swap_char(s, n) :- !.
swap_char(n, s) :- !.
swap_char(C, C).

test(start_has_102_moves) :-
    initial_state([], S),
    valid_moves(S, Moves),
    length(Moves, 102),
    Moves = [move(8-1, 2-1)|_],
    last(Moves, move(8-8, 7-8)),
    msort(Moves, Moves),
    attacks(S, []).

test(perft, [forall(member(Depth-Nodes, [0-1, 1-102, 2-9882]))]) :-
    start_board(Board),
    backend_perft(shi, [], Board, samurai, Depth, Found),
    Found =:= Nodes.

test(attacks_in_all_eight_directions, [forall(attack_position(Board, Expected))]) :-
    atom_concat(Board, ' s', Text),
    state(Text, S),
    attacks(S, Expected).

test(ninja_attacks_alike, [forall(attack_position(Board, Expected))]) :-
    swap_colours(Board, Swapped),
    atom_concat(Swapped, ' n', Text),
    state(Text, S),
    attacks(S, Expected).

test(attack_removes_the_target) :-
    attack_position(Board, [move(5-4, 2-4)|_]),
    atom_concat(Board, ' s', Text),
    state(Text, S),
    move(S, move(5-4, 5-8), S1),
    state_notation(S1, 'n......./...n..../......../...s..../.ns..s.s/......../...s..../...n.... n').

% Row 4: s s s . n; the diagonal from 8-1 holds 6-3 and 5-4 before 4-5.
test(two_friendly_pieces_block, [forall(member(Move-Legal, [ move(4-1, 4-5)-false,
                                                             move(4-2, 4-5)-true,
                                                             move(8-1, 4-5)-false,
                                                             move(6-3, 4-5)-true ]))]) :-
    state('nnnn..../......../......../sss.n.../...s..../..s...../......../s....... s', S),
    (   move(S, Move, _)
    ->  Legal == true
    ;   Legal == false
    ).

% Row 4: s n s n: no jumping an enemy, no capture without a screen.
test(an_enemy_first_blocks) :-
    state('....nnn./......../......../snsn..../......../......../......../sssss... s', S),
    attacks(S, []),
    \+ move(S, move(4-1, 4-4), _),
    \+ move(S, move(4-1, 4-2), _),
    \+ move(S, move(4-3, 4-4), _).

% 6-1 has a screen on 5-1 with only empty cells behind it.
test(no_jump_without_a_capture) :-
    state('.nnnnn../......../......../......../s......./s......./......../ssss.... s', S),
    \+ move(S, move(6-1, 4-1), _),
    \+ move(S, move(6-1, 1-1), _),
    move(S, move(5-1, 1-1), _),
    \+ move(S, move(8-1, 6-1), _).

test(win_at_four_pieces) :-
    win_at_four(Text),
    state(Text, S),
    \+ game_over(S, _),
    move(S, move(7-1, 5-1), S1),
    game_over(S1, samurai),
    valid_moves(S1, []),
    value(S1, samurai, 100000),
    value(S1, ninja, -100000),
    \+ move(S1, move(1-1, 2-1), _).

test(five_pieces_left_play_on) :-
    state('nnnnn.../......../......../......../n......./s......./s......./.sss.... s', S),
    move(S, move(7-1, 5-1), S1),
    \+ game_over(S1, _),
    valid_moves(S1, [_|_]).

test(no_legal_move_loses) :-
    state('nnnnnnnn/ssssssss/......../......../......../......../......../........ n', S),
    game_over(S, samurai),
    valid_moves(S, []),
    value(S, ninja, -100000).

test(blocked_opponent_plays_on) :-
    state('nnnnnnnn/ssssssss/......../......../......../......../......../........ s', S),
    \+ game_over(S, _).

test(threefold_repetition) :-
    initial_state([], S),
    Cycle = [move(8-1, 7-1), move(1-1, 2-1), move(7-1, 8-1), move(2-1, 1-1)],
    play_moves(Cycle, S, S4),
    \+ game_over(S4, _),
    play_moves(Cycle, S4, S8),
    game_over(S8, draw),
    valid_moves(S8, []),
    value(S8, samurai, 0),
    \+ move(S8, move(8-1, 7-1), _).

test(start_value) :-
    initial_state([], S),
    value(S, samurai, 0),
    value(S, ninja, 0).

% After 8-3 to 5-3, Samurai's plain moves: 102 at the start, less the 13
% of the piece on 8-3, plus its 22 from 5-3, plus 8-2 and 8-4 stepping
% onto 8-3, less the 3 cells 5-3 cuts from the diagonal of 8-6: 110.
% Ninja's: 102, less 3 on the column of 1-3 and 3 on the diagonal of
% 1-7: 96.  No attacks, as many pieces: 110 - 96 = 14.
test(value_counts_moves) :-
    initial_state([], S),
    move(S, move(8-3, 5-3), S1),
    value(S1, samurai, 14),
    value(S1, ninja, -14).

test(value_counts_pieces_and_attacks) :-
    attack_position(Board, [move(5-4, 2-4)|_]),
    atom_concat(Board, ' s', Text),
    state(Text, S),
    move(S, move(5-4, 5-8), S1),
    value(S1, samurai, V),
    Minus is -V,
    value(S1, ninja, Minus),
    V > 900.

test(notation_round_trip,
     [forall(member(Text, ['nnnnnnnn/......../......../......../......../......../......../ssssssss s',
                           'nnnnnnnn/......../......../......../......../......../......../ssssssss n',
                           'nnnn..../......../......../......../s......./s......./......../.sss.... n',
                           'nnnnnnnn/ssssssss/......../......../......../......../......../........ n']))]) :-
    state(Text, S),
    state_notation(S, Out),
    Out == Text.

test(notation_from_string) :-
    state("nnnnnnnn/......../......../......../......../......../......../ssssssss s", S),
    initial_state([], S).

test(bad_notation,
     [ forall(member(Text, ['', 'xyz',
                            'nnnnnnnn/......../......../......../......../......../......../ssssssss',
                            'nnnnnnnn/......../......../......../......../......../......../ssssssss x',
                            'nnnnnnnn/......../......../......../......../......../......../ssssssss S',
                            'nnnnnnnn/......../......../......../......../......../......../sssssss s',
                            'nnnnnnnn/......../......../......../......../......../......../sssssssss s',
                            'nnnnnnnn/......../......../......../......../......./........./ssssssss s',
                            'nnnnnnnn/...x..../......../......../......../......../......../ssssssss s',
                            'nnnnnnnn/......../......../......../......../......../......../ssssssss s ',
                            'nnnnnnnn/......../......../......../......../......../......../ssssssss  s',
                            'nnnnnnnn/......../......../......../......../......../ssssssss s'])),
       error(domain_error(shi_notation, Text))
     ]) :-
    state(Text, _).

test(impossible_notation,
     [ forall(member(Text, ['nnnnnnnn/......../......../......../......../......../.......s/ssssssss s',
                            'nnn...../......../......../......../......../......../......../ssssssss s',
                            'nnnn..../......../......../......../......../......../......../ssssssss s',
                            'nnnnnnnn/......../......../......../......../......../......../ssss.... n'])),
       error(domain_error(shi_notation, Text))
     ]) :-
    state(Text, _).

test(notation_not_text, [forall(member(Text, [42, f(x), [0's]])),
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
    win_at_four(Text),
    state(Text, S),
    set_random(seed(7)),
    choose_move(S, Level, Move1),
    set_random(seed(7)),
    choose_move(S, Level, Move2),
    Move1 == Move2.

test(greedy_takes_the_win) :-
    win_at_four(Text),
    state(Text, S),
    choose_move(S, 2, move(7-1, 5-1)).

test(search_takes_the_win, [forall(member(Seed, [1, 2, 3]))]) :-
    win_at_four(Text),
    state(Text, game_state(Board, Player, Rules, _)),
    backend_best_move(shi, Rules, Board, Player, [depth(1), seed(Seed)], move(7-1, 5-1)).

test(no_choice_when_over, [fail]) :-
    state('nnnnnnnn/ssssssss/......../......../......../......../......../........ n', S),
    choose_move(S, 1, _).

test(bad_level, [error(domain_error(level, 9))]) :-
    initial_state([], S),
    choose_move(S, 9, _).

test(unknown_rule, [error(domain_error(shi_rule, fast))]) :-
    initial_state([rules([fast])], _).

                 /*******************************
                 *        MALFORMED TERMS       *
                 *******************************/

% bad_position(Rules, Board, Player, Error): each call with this position
% raises error(Error, _).
bad_position([], _, samurai, instantiation_error).
bad_position([], Board, samurai, instantiation_error) :-
    start_board(Board0),
    set_first_cell(Board0, _, Board).
bad_position([], Board, _, instantiation_error) :-
    start_board(Board).
bad_position(_, Board, samurai, instantiation_error) :-
    start_board(Board).
bad_position([], foo, samurai, type_error(list, foo)).
bad_position([], [foo, a, b, c, d, e, f, g], samurai, type_error(list, foo)).
bad_position([], Board, samurai, domain_error(shi_board, Board)) :-
    start_board([_|Board]).
bad_position([], Board, samurai, domain_error(shi_board, Board)) :-
    start_board([Row|Rows]),
    Board = [[empty|Row]|Rows].
bad_position([], [], samurai, domain_error(shi_board, [])).
bad_position([], Board, samurai, domain_error(shi_cell, x)) :-
    start_board(Board0),
    set_first_cell(Board0, x, Board).
bad_position([], Board, samurai, domain_error(shi_cell, e)) :-
    start_board(Board0),
    set_first_cell(Board0, e, Board).
bad_position([], Board, red, domain_error(shi_player, red)) :-
    start_board(Board).
bad_position([], Board, s, domain_error(shi_player, s)) :-
    start_board(Board).
bad_position(standard, Board, samurai, type_error(list, standard)) :-
    start_board(Board).
bad_position([fast], Board, samurai, domain_error(shi_rule, fast)) :-
    start_board(Board).
bad_position([], Board, Player, domain_error(shi_position, Board-Player)) :-
    member(Text-Player,
           [ 'nnnnnnnn/......../......../......../......../......../.......s/ssssssss'-samurai,
             'nnnnnnnn/n......./......../......../......../......../......../ssssssss'-ninja,
             'nnn...../......../......../......../......../......../......../ssssssss'-samurai,
             'nnn...../......../......../......../......../......../......../ssssssss'-ninja,
             'nnnn..../......../......../......../......../......../......../ssssssss'-samurai,
             'nnnnnnnn/......../......../......../......../......../......../ssss....'-ninja,
             '......../......../......../......../......../......../......../........'-samurai
           ]),
    text_board(Text, Board).

set_first_cell([[_|Cells]|Rows], Cell, [[Cell|Cells]|Rows]).

text_board(Text, Board) :-
    atomic_list_concat(Rows, '/', Text),
    maplist(text_row, Rows, Board).

text_row(Text, Row) :-
    atom_chars(Text, Chars),
    maplist(char_cell, Chars, Row).

char_cell('.', empty).
char_cell(n, ninja).
char_cell(s, samurai).

test(bad_position_valid_moves,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_valid_moves(shi, Rules, Board, Player, _).

test(bad_position_apply_move,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_apply_move(shi, Rules, Board, Player, move(8-1, 7-1), _, _).

test(bad_position_winner,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_winner(shi, Rules, Board, Player, _).

test(bad_position_value,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_value(shi, Rules, Board, Player, samurai, _).

test(bad_position_notation,
     [forall(( bad_position(Rules, Board, Player, Error), Rules == [] )), error(Error)]) :-
    backend_position_notation(shi, Rules, Board, Player, _).

test(bad_for_player, [forall(member(For-Error, [_-instantiation_error,
                                                 x-domain_error(shi_player, x)])),
                      error(Error)]) :-
    start_board(Board),
    backend_value(shi, [], Board, samurai, For, _).

test(bad_move_term,
     [ forall(member(Move, [foo, move(8-1), move(8-1, 7), move(0-1, 7-1), move(8-1, 9-1),
                            move(8-9, 7-1), move(a-1, 7-1), move(8.0-1, 7-1), move(8-1, 7-1, 6-1),
                            step(8-1, 7-1), move(8/1, 7/1)])),
       error(domain_error(shi_move, Move))
     ]) :-
    start_board(Board),
    backend_apply_move(shi, [], Board, samurai, Move, _, _).

test(unbound_move, [forall(member(Move, [_, move(_, 7-1), move(8-1, 7-_), move(8-_, _)])),
                    error(instantiation_error)]) :-
    start_board(Board),
    backend_apply_move(shi, [], Board, samurai, Move, _, _).

test(illegal_moves_fail, [forall(member(Move, [ move(8-1, 8-1), move(8-1, 1-1), move(8-1, 1-8),
                                               move(8-1, 6-2), move(1-1, 2-1), move(8-2, 8-1),
                                               move(7-1, 6-1) ])),
                          fail]) :-
    start_board(Board),
    backend_apply_move(shi, [], Board, samurai, Move, _, _).
