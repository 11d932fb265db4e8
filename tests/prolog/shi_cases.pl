/*  Shi tests shared by the two backends.

    shi_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.
    The cases every game answers alike (malformed terms, notation,
    perft, repetition, levels) are game_cases.pl's, run on every game by
    game_contract.plt with this game's positions from shi_data.pl.
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
