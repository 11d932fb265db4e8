/*  Echek tests shared by the two backends.

    echek_backends.plt includes this file once in a unit that selects the
    prolog backend and once in a unit that selects the c backend, so both
    backends must give exactly these answers.  Positions are written in
    the notation of the rules file; cells in moves are Row-Col of the
    frame shown (the pieces' box plus one empty row and column around).
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

start_board(Board) :-
    backend_initial_board(echek, [], Board, _).

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

test(perft, [forall(member(Rules-Depth-Nodes, [[]-0-1, []-1-39, []-2-1493,
                                                 [draft_bishop]-2-1493]))]) :-
    start_board(Board),
    backend_perft(echek, Rules, Board, white, Depth, Found),
    Found =:= Nodes.

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

% The white King steps beside the black one, which steps back above it:
% the start position comes back, twice.
test(threefold_repetition) :-
    initial_state([], S),
    Cycle = [move(king, 2-1), move(king, 1-2)],
    play_moves(Cycle, S, S2),
    state_notation(S2, 'k/K w QRBNPqrbnp Ss'),
    \+ game_over(S2, _),
    play_moves(Cycle, S2, S4),
    game_over(S4, draw),
    valid_moves(S4, []).

test(value_of_blocked_sides_and_queens) :-
    state('k./KQ b RBNPrbnp Ss', S),
    value(S, white, -50),
    value(S, black, 50),
    initial_state([], S0),
    value(S0, white, 0).

test(notation_round_trip,
     [forall(member(Text-Rules, ['k/K w QRBNPqrbnp Ss'-[], '..k./RKQN b BPqrbnp s'-[],
                                 'bn../..rN/.kKB/pP.. w R -'-[],
                                 'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss'-[draft_bishop]]))]) :-
    state(Text, Rules, S),
    state_notation(S, Text).

test(notation_in_any_reserve_order) :-
    state("k/K w qrbnpPNBRQ sS", S),
    initial_state([], S).

test(bad_notation,
     [ forall(member(Text, ['', 'k/K', 'k/K w', 'k/K x QRBNPqrbnp Ss', 'k/KK w RBNPqrbnp Ss',
                            'k./KQ w QRBNPqrbnp Ss', './K w QRBNPqrbnp Ss', 'q/K w QRBNPrbnp Ss',
                            'k/K w QRBNqrbnp Ss', 'k/K w QRBNPKqrbnp Ss', 'k/K w QRBNPqrbnp SS',
                            'k/K w QRBNPqrbnp Sx', 'k/K w QRBNPqrbnp Ss x', 'k.../...K w QRBNPqrbnp Ss',
                            'k..../RKQNB w Pqrbnp Ss', 'bnrQ/.q.N/.kKB/pP.. b R Ss',
                            'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss'])),
       error(domain_error(echek_notation, Text))
     ]) :-
    state(Text, _).

test(notation_not_text, [error(type_error(_, 42))]) :-
    state(42, _).

test(choose_move_levels, [forall(member(Level, [1, 2, 3]))]) :-
    initial_state([], S),
    valid_moves(S, Moves),
    choose_move(S, Level, Move),
    memberchk(Move, Moves).

% Of White's 43 moves, only this Pawn placed and stepped surrounds kB.
test(greedy_and_search_surround_the_enemy_king, [forall(member(Level, [2, 3]))]) :-
    state('b./kp/K. w QRBNPqrn Ss', S),
    choose_move(S, Level, Move),
    Move == place(pawn, 4-1, 3-1),
    move(S, Move, S1),
    game_over(S1, white).

test(unknown_rule, [error(domain_error(echek_rule, fast))]) :-
    initial_state([rules([fast])], _).

                 /*******************************
                 *        MALFORMED TERMS       *
                 *******************************/

board_text(Text, Rules, Board) :-
    backend_notation_position(echek, Text, Rules, Board, _).

% bad_position(Rules, Board, Player, Error): each call with this position
% raises error(Error, _).
bad_position([], _, white, instantiation_error).
bad_position([], Board, _, instantiation_error) :-
    start_board(Board).
bad_position(_, Board, white, instantiation_error) :-
    start_board(Board).
bad_position(draft, Board, white, type_error(list, draft)) :-
    start_board(Board).
bad_position([fast], Board, white, domain_error(echek_rule, fast)) :-
    start_board(Board).
bad_position([], Board, red, domain_error(echek_player, red)) :-
    start_board(Board).
bad_position([], foo, white, domain_error(echek_board, foo)).
bad_position([], echek(a, b), white, domain_error(echek_board, echek(a, b))).
bad_position([], echek(foo, reserve([], []), []), white, type_error(list, foo)).
bad_position([], echek([foo, [empty, empty, empty]], reserve([], []), []), white,
             type_error(list, foo)).
bad_position([], Board, white, domain_error(echek_board, Board)) :-
    start_board(echek([_|Rows], R, S)),
    Board = echek([[empty, empty]|Rows], R, S).
bad_position([], Board, white, domain_error(echek_board, Board)) :-
    Board = echek([[empty, empty], [empty, empty]], reserve([], []), []).
bad_position([], Board, white, domain_error(echek_cell, king-green)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([[king-green|Row1]|Rows], R, S),
    Row = [_|Row1].
bad_position([], Board, white, domain_error(echek_cell, x)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([[x|Row1]|Rows], R, S),
    Row = [_|Row1].
bad_position([], echek(Rows, foo, S), white, domain_error(echek_board, echek(Rows, foo, S))) :-
    start_board(echek(Rows, _, S)).
bad_position([], echek(Rows, reserve(foo, []), S), white, type_error(list, foo)) :-
    start_board(echek(Rows, _, S)).
bad_position([], echek(Rows, reserve([king], []), S), white, domain_error(echek_piece, king)) :-
    start_board(echek(Rows, _, S)).
bad_position([], echek(Rows, R, white), white, type_error(list, white)) :-
    start_board(echek(Rows, R, _)).
bad_position([], echek(Rows, R, [green]), white, domain_error(echek_player, green)) :-
    start_board(echek(Rows, R, _)).
% The frame has two empty rows at the top.
bad_position([], Board, white, domain_error(echek_board, Board)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([Row, Row|Rows], R, S).
bad_position(Rules, Board, Player, domain_error(echek_position, Board-Player)) :-
    member(Text-Rules, [ 'k./KQ w QRBNPqrbnp Ss'-[],       % two white Queens
                         'k/K w QRBNqrbnp Ss'-[],          % no white Pawn
                         'k.../...K w QRBNPqrbnp Ss'-[],   % not connected
                         'q/K w QRBNPrbnp Ss'-[],          % no black King
                         'k..../RKQNB w Pqrbnp Ss'-[],      % 5 columns
                         'bnrQ/.q.N/.kKB/pP.. b R Ss'-[]    % a surrounded Queen
                       ]),
    notation_board(Text, Board, Player).
bad_position([], Board, white, domain_error(echek_position, Board-white)) :-
    board_text('b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss', [draft_bishop], Board).

%   The board of a notation read without checking it: the rows framed.
notation_board(Text, echek(Rows, reserve(White, Black), Swaps), Player) :-
    split_string(Text, " ", "", [Table, PlayerText, ReserveText, SwapText]),
    split_string(Table, "/", "", Lines),
    maplist(line_cells, Lines, Inner),
    Inner = [First|_],
    length(First, Width),
    Margin is Width + 2,
    length(Empty, Margin),
    maplist(=(empty), Empty),
    maplist([Line, Row]>>append([[empty], Line, [empty]], Row), Inner, Middle),
    append([[Empty], Middle, [Empty]], Rows),
    letter_player(PlayerText, Player),
    string_chars(ReserveText, Letters),
    findall(P, (member(L, Letters), letter_piece(L, P-white)), White0),
    findall(P, (member(L, Letters), letter_piece(L, P-black)), Black0),
    msort(White0, White),
    msort(Black0, Black),
    string_chars(SwapText, SwapLetters),
    findall(C, (member(L, SwapLetters), letter_swap(L, C)), Swaps0),
    msort(Swaps0, Swaps).

line_cells(Line, Cells) :-
    string_chars(Line, Chars),
    maplist([Ch, Cell]>>(letter_piece(Ch, Cell) -> true ; Cell = empty), Chars, Cells).

letter_player("w", white).
letter_player("b", black).

letter_swap('S', white).
letter_swap(s, black).

letter_piece(L, Piece-Colour) :-
    member(U-Piece, ['K'-king, 'Q'-queen, 'R'-rook, 'B'-bishop, 'N'-knight, 'P'-pawn]),
    (   L == U
    ->  Colour = white
    ;   upcase_atom(L, U),
        Colour = black
    ).

test(bad_position_valid_moves,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_valid_moves(echek, Rules, Board, Player, _).

test(bad_position_apply_move,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_apply_move(echek, Rules, Board, Player, pass, _, _).

test(bad_position_winner,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_winner(echek, Rules, Board, Player, _).

test(bad_position_value,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_value(echek, Rules, Board, Player, white, _).

test(bad_position_notation,
     [forall(bad_position(Rules, Board, Player, Error)), error(Error)]) :-
    backend_position_notation(echek, Rules, Board, Player, _).

test(bad_move_term,
     [ forall(member(Move, [foo, place(queen), place(queen, 3), place(queen, 0-1),
                            place(queen, 1-(-2)), place(emperor, 3-1), move(king, a-1),
                            move(king, 1.0-1), place(queen, 3-1, 2-1), place(pawn, 3-1, 2),
                            place(bishop, 3-1, 2-1), place(bishop, 3-1, recall(0-1)),
                            place(pawn, 3-1, recall(2-1)), jump(king, 2-1), swap(now)])),
       error(domain_error(echek_move, Move))
     ]) :-
    start_board(Board),
    backend_apply_move(echek, [], Board, white, Move, _, _).

test(unbound_move, [forall(member(Move, [_, place(_, 3-1), place(queen, 3-_), move(king, _)])),
                    error(instantiation_error)]) :-
    start_board(Board),
    backend_apply_move(echek, [], Board, white, Move, _, _).

test(well_formed_illegal_moves_fail,
     [forall(member(Move, [place(king, 3-1), place(queen, 9-9), move(king, 100-100),
                           move(king, 123456789012345678901234567890-1),
                           place(bishop, 3-1, recall(2-2)), place(pawn, 3-1, 9-9), pass, swap])),
      fail]) :-
    start_board(Board),
    backend_apply_move(echek, [], Board, white, Move, _, _).

test(bad_for_player, [forall(member(For-Error, [_-instantiation_error,
                                                 x-domain_error(echek_player, x)])),
                      error(Error)]) :-
    start_board(Board),
    backend_value(echek, [], Board, white, For, _).
