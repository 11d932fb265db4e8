/*  Echek tests shared by the two backends.

    echek_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.  Positions are written in
    the notation of the rules file; cells in moves are Row-Col of the
    frame shown (the pieces' box plus one empty row and column around).
    The cases every game answers alike (malformed terms, notation,
    perft, repetition, levels) are game_cases.pl's, run on every game by
    game_contract.plt with this game's positions from echek_data.pl.
*/

state(Text, State) :-
    notation_state(Text, [], State).

state(Text, Rules, State) :-
    notation_state(Text, [rules(Rules)], State).

%   played(+Text, +Rules, +Move, -After): the notation after Move.
played(Text, Rules, Move, After) :-
    state(Text, Rules, S),
    move(S, Move, S1),
    state_notation(S1, After).

illegal(Text, Rules, Move) :-
    state(Text, Rules, S),
    \+ move(S, Move, _),
    valid_moves(S, Moves),
    \+ memberchk(Move, Moves).

play_moves([], State, State).
play_moves([Move|Moves], State, Final) :-
    move(State, Move, Next),
    play_moves(Moves, Next, Final).

test(start_has_39_moves) :-
    initial_state([], S),
    valid_moves(S, Moves),
    length(Moves, 39),
    msort(Moves, Moves),
    findall(C, member(place(queen, C), Moves), [3-1, 3-3, 4-1, 4-2, 4-3]),
    findall(C, member(move(king, C), Moves), [2-1, 2-3, 3-1, 3-3]),
    aggregate_all(count, member(place(pawn, _, _), Moves), 10),
    aggregate_all(count, member(place(_, _), Moves), 25).

test(start_board_term) :-
    initial_state([], game_state(Board, white, [], [])),
    Board == echek([[empty, empty, empty], [empty, king-black, empty],
                    [empty, king-white, empty], [empty, empty, empty]],
                   reserve([bishop, knight, pawn, queen, rook],
                           [bishop, knight, pawn, queen, rook]),
                   [black, white]).

test(placing_next_to_own_pieces_not_beside_the_enemy_king) :-
    illegal('k/K w QRBNPqrbnp Ss', [], place(queen, 2-1)),
    illegal('k/K w QRBNPqrbnp Ss', [], place(queen, 1-1)),
    played('k/K w QRBNPqrbnp Ss', [], place(queen, 3-1), '.k/QK b RBNPqrbnp Ss'),
    played('k/K w QRBNPqrbnp Ss', [], place(queen, 3-3), 'k./KQ b RBNPqrbnp Ss').

test(a_king_may_move_beside_the_enemy_king) :-
    played('k/K w QRBNPqrbnp Ss', [], move(king, 2-1), 'Kk b QRBNPqrbnp Ss').

test(the_table_stays_connected) :-
    illegal('k/K w QRBNPqrbnp Ss', [], move(king, 4-2)).

test(the_4x4_limit_only_when_forced) :-
    illegal('..k./RKQN w BPqrbnp Ss', [], place(pawn, 3-1)),
    played('..k./RKQN w BPqrbnp Ss', [], place(pawn, 4-2), '..k./RKQN/P... b Bqrbnp Ss'),
    played('..k/RKQ w BNPqrbnp Ss', [], place(pawn, 3-1), '...k/PRKQ b BNqrbnp Ss'),
    played('..k/RKQ w BNPqrbnp Ss', [], place(knight, 3-5), '..k./RKQN b BPqrbnp Ss').

test(sliders_pass_their_own_pieces_only) :-
    illegal('R../q../.Kk w QBNPrbnp Ss', [], move(rook, 4-2)),
    played('R../Q../.Kk w BNPqrbnp Ss', [], move(rook, 4-2), 'Q../RKk b BNPqrbnp Ss').

test(knights_jump) :-
    played('kq/NK w QRBPrbnp Ss', [], move(knight, 2-4), 'kqN/.K. b QRBPrbnp Ss').

test(pawn_place_and_step) :-
    played('k/K w QRBNPqrbnp Ss', [], place(pawn, 3-1, 2-1), 'Pk/.K b QRBNqrbnp Ss'),
    illegal('k/K w QRBNPqrbnp Ss', [], place(pawn, 2-1, 1-1)),
    illegal('k/K w QRBNPqrbnp Ss', [], place(pawn, 4-2, 5-2)),
    illegal('..k./RKQN w BPqrbnp Ss', [], place(pawn, 4-2, 4-1)).

test(swap_once) :-
    played('..k./RKQN w BPqrbnp Ss', [], swap, '..k./KRQN b BPqrbnp s'),
    illegal('..k./RKQN w BPqrbnp s', [], swap),
    illegal('k/K w QRBNPqrbnp Ss', [], swap).

test(a_recalled_rook_keeps_its_swap) :-
    played('..k./RKQN b BPqrbnp Ss', [], place(bishop, 2-5, recall(3-2)),
           '.kb/KQN w RBPqrnp Ss').

test(bishop_recall_is_compulsory_when_possible) :-
    played('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 2-3), 'kb/Q./K. w RBNPqrnp Ss'),
    illegal('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3)),
    played('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(3-2)),
           'k./.b/K. w QRBNPqrnp Ss'),
    illegal('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 2-3, recall(3-2))),
    illegal('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(2-2))).

test(recall_of_the_only_own_piece_touched) :-
    played('k./KP/r. b QRBNqbnp Ss', [], place(bishop, 4-3, recall(4-2)),
           'k./KP/.b w QRBNqrnp Ss').

test(draft_bishop_beyond_the_play_area_without_recall) :-
    illegal('..k./RKQN w BPqrbnp Ss', [], place(bishop, 3-1)),
    played('..k./RKQN w BPqrbnp Ss', [draft_bishop], place(bishop, 3-1),
           '...k./BRKQN b Pqrbnp Ss'),
    played('k/Q/K b RBNPqrbnp Ss', [draft_bishop], place(bishop, 3-3), 'k./Qb/K. w RBNPqrnp Ss'),
    illegal('k/Q/K b RBNPqrbnp Ss', [draft_bishop], place(bishop, 3-3, recall(3-2))).

test(own_queen_surrounded_leaves) :-
    played('.b.n/..k./N.KB/.Q.. b RPqrp Ss', [], place(queen, 2-4),
           '.b.n/..k./N.KB/.Q.. w RPrp Ss').

test(both_queens_leave_at_once) :-
    played('bn.Q/.qrN/.kKB/pP.. b R Ss', [], move(queen, 2-4), 'bn../..rN/.kKB/pP.. w R Ss').

test(surrounding_ones_own_king_loses) :-
    state('..n/.b./.k./RK. w QBNPqrp Ss', S),
    move(S, place(knight, 5-4), S1),
    game_over(S1, black),
    valid_moves(S1, []),
    value(S1, black, 100000),
    value(S1, white, -100000).

test(both_kings_surrounded_draw) :-
    state('.Nq./..Pb/rpKk w QRBn Ss', S),
    move(S, move(knight, 1-5), S1),
    game_over(S1, draw),
    value(S1, white, 0).

test(pass_only_when_nothing_else) :-
    state('Nprb/.PK./..k./Bn.R b - S', S),
    valid_moves(S, [pass]),
    \+ game_over(S, _),
    move(S, pass, S1),
    state_notation(S1, 'Nprb/.PK./..k./Bn.R w - S'),
    illegal('k/K w QRBNPqrbnp Ss', [], pass).

test(split_table_must_join_again) :-
    played('b..../.qp../..kKR/.r.../..P../..B.. b QNn Ss', [draft_bishop], move(king, 4-3),
           'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss'),
    state('b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss', [draft_bishop], White),
    valid_moves(White, [pass]),
    state('b..../..p../.k.KR/.r.../..P../..B.. b QNn Ss', [draft_bishop], Black),
    valid_moves(Black, [move(bishop, 3-3), move(bishop, 4-4), move(bishop, 5-5),
                        place(knight, 3-3)]).

test(neither_player_can_move_draw) :-
    state('...k.n/...Rp./..P.../b..NK./.B.... w r s', [draft_bishop], S),
    game_over(S, draw),
    valid_moves(S, []),
    value(S, white, 0).

test(value_of_blocked_sides_and_queens) :-
    state('k./KQ b RBNPrbnp Ss', S),
    value(S, white, -50),
    value(S, black, 50),
    initial_state([], S0),
    value(S0, white, 0).

test(notation_in_any_reserve_order) :-
    state("k/K w qrbnpPNBRQ sS", S),
    initial_state([], S).

% Of White's 43 moves, only this Pawn placed and stepped surrounds kB.
test(greedy_and_search_surround_the_enemy_king, [forall(member(Level, [2, 3]))]) :-
    state('b./kp/K. w QRBNPqrn Ss', S),
    choose_move(S, Level, Move),
    Move == place(pawn, 4-1, 3-1),
    move(S, Move, S1),
    game_over(S1, white).
