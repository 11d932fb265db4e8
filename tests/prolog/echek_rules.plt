/*  The pure-Prolog Echek rules on their own (the reasons a move is
    refused), and what the echek module shows and reads.  */

:- encoding(utf8).
:- use_module('../../prolog/tabuleiro/rules/echek_rules').
:- use_module('../../prolog/echek', []).
:- use_module('../../prolog/tabuleiro/terminal/game_loop').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(random)).

:- begin_tests(echek_rules).

problem(Text, Rules, Move, Problem) :-
    notation_position(Text, Rules, Board, Player),
    move_problem(Rules, Board, Player, Move, Problem).

test(rule_names) :-
    rule_names([draft_bishop]).

test(initial_board) :-
    initial_board([draft_bishop], Board, white),
    position_notation([draft_bishop], Board, white, 'k/K w QRBNPqrbnp Ss'),
    position_notation(Board, white, 'k/K w QRBNPqrbnp Ss').

% problem_case(Text, Rules, Move, Problem): the first rule Move breaks.
problem_case('k/K w QRBNPqrbnp Ss', [], place(queen, 2-1), beside_enemy_king(2-1)).
problem_case('k/K w QRBNPqrbnp Ss', [], place(queen, 1-1), not_touching(1-1)).
problem_case('k/K w QRBNPqrbnp Ss', [], place(queen, 3-2), occupied(3-2)).
problem_case('k/K w QRBNPqrbnp Ss', [], place(queen, 7-7), off_frame(7-7)).
problem_case('k/K w QRBNPqrbnp Ss', [], place(king, 3-1), king_always_on_table).
problem_case('k/K w QRBNPqrbnp Ss', [], move(queen, 3-1), in_reserve(queen)).
problem_case('k/K w QRBNPqrbnp Ss', [], move(king, 4-2), disconnected).
problem_case('k/K w QRBNPqrbnp Ss', [], move(king, 1-1), cannot_reach(king, 1-1)).
problem_case('k/K w QRBNPqrbnp Ss', [], swap, rook_not_on_table).
problem_case('k/K w QRBNPqrbnp Ss', [], pass, other_moves).
problem_case('k/K w QRBNPqrbnp Ss', [], place(pawn, 3-1, 3-3), not_a_pawn_step(3-3)).
problem_case('k/K w QRBNPqrbnp Ss', [], place(pawn, 4-2, 5-2), off_frame(5-2)).
problem_case('..k./RKQN w BPqrbnp Ss', [], place(pawn, 3-1), outside_play_area).
problem_case('..k./RKQN w BPqrbnp Ss', [], place(pawn, 4-2, 4-1), outside_play_area).
problem_case('..k./RKQN w BPqrbnp s', [], swap, swap_used).
problem_case('..k./RKQN w BPqrbnp Ss', [], move(queen, 3-2), occupied(3-2)).
problem_case('..k./RKQN w BPqrbnp Ss', [], place(queen, 4-2), on_table(queen)).
problem_case('R../q../.Kk w QBNPrbnp Ss', [], move(rook, 4-2), path_blocked(3-2)).
problem_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3), recall_needed).
problem_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 2-3, recall(3-2)), disconnected).
problem_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(2-2)), recall_king).
problem_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(3-3)), recall_placed_bishop).
problem_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(2-1)), nothing_to_recall(2-1)).
problem_case('k/Q/K b RBNPqrbnp Ss', [draft_bishop], place(bishop, 3-3, recall(3-2)),
             no_recall_in_draft).
problem_case('.b.n/..k./N.KB/.Q.. b RPrp Ss', [], place(queen, 1-1), left_game(queen)).
problem_case('..n/.b./.k./RKN b QBPqrp Ss', [], place(queen, 1-1), game_over).

test(the_first_broken_rule, [forall(problem_case(Text, Rules, Move, Problem))]) :-
    problem(Text, Rules, Move, Found),
    Found == Problem.

legal_case('k/K w QRBNPqrbnp Ss', [], place(pawn, 4-1, 4-2)).
legal_case('k/K w QRBNPqrbnp Ss', [], move(king, 2-1)).
legal_case('k/Q/K b RBNPqrbnp Ss', [], place(bishop, 3-3, recall(3-2))).

test(no_problem_with_a_legal_move, [forall(legal_case(Text, Rules, Move)), fail]) :-
    problem(Text, Rules, Move, _).

% The moves the rules make (valid_moves/4) are exactly those in which
% problem/5, the reasons move_problem/5 gives, finds nothing wrong: every
% move whose cells are in the frame is tried on the positions of seeded
% random games, under both rule sets.  A move naming a cell outside the
% frame is refused by the first check of its cell.
test(the_moves_made_are_those_no_rule_refuses, [forall(member(Rules, [[], [draft_bishop]]))]) :-
    set_random(seed(5)),
    initial_board(Rules, Board, Player),
    forall(between(1, 12, _), checked_game(Rules, 40, Board, Player)).

%   checked_game(+Rules, +Plies, +Board, +Player): moves_agree/3 on Board
%   and on the positions of up to Plies random moves from it.

checked_game(Rules, Plies, Board, Player) :-
    moves_agree(Rules, Board, Player),
    valid_moves(Rules, Board, Player, Moves),
    (   Plies > 0,
        Moves \== []
    ->  random_member(Move, Moves),
        apply_move(Rules, Board, Player, Move, Board1, Player1),
        Plies1 is Plies - 1,
        checked_game(Rules, Plies1, Board1, Player1)
    ;   true
    ).

moves_agree(Rules, Board, Player) :-
    (   winner(Rules, Board, Player, _)
    ->  true
    ;   valid_moves(Rules, Board, Player, Valid),
        subtract(Valid, [pass], Made),
        tabuleiro_echek_rules:board_position(Board, Pos),
        findall(Move,
                ( frame_move(Board, Move),
                  \+ tabuleiro_echek_rules:problem(Rules, Pos, Player, Move, _) ),
                Unrefused),
        msort(Unrefused, Allowed),
        assertion(Made == Allowed)
    ).

%   frame_move(+Board, -Move): a move other than pass whose cells are in
%   Board's frame, Pawn steps going to one of the 8 cells around.

frame_move(_Board, swap).
frame_move(Board, Move) :-
    piece(Piece),
    frame_cell(Board, Cell),
    ( Move = move(Piece, Cell) ; Move = place(Piece, Cell) ).
frame_move(Board, place(pawn, Cell, Step)) :-
    frame_cell(Board, Cell),
    frame_cell(Board, Step),
    Cell \== Step,
    tabuleiro_echek_rules:touching(Cell, Step).
frame_move(Board, place(bishop, Cell, recall(Recalled))) :-
    frame_cell(Board, Cell),
    frame_cell(Board, Recalled).

piece(Piece) :-
    member(Piece, [king, queen, rook, bishop, knight, pawn]).

frame_cell(echek(Rows, _, _), R-C) :-
    nth1(R, Rows, Row),
    nth1(C, Row, _).

test(surrounded_kings) :-
    notation_position('..n/.b./.k./RKN b QBPqrp Ss', [], Board, Player),
    surrounded_kings([], Board, Player, [white]).

:- end_tests(echek_rules).

:- begin_tests(echek_prompt).

state(Text, State) :-
    echek:notation_state(Text, [], State).

typed(Text, Position, Move) :-
    state(Position, State),
    tabuleiro_game_plugin:move_from_text(echek, State, Text, Move).

test(typed_moves, [forall(member(Text-Move,
                                 [ "queen c3"-place(queen, 3-3), "q c3"-place(queen, 3-3),
                                   "king b1"-move(king, 2-1), "k b1"-move(king, 2-1),
                                   "tower c1"-place(rook, 3-1), "horse d2"-place(knight, 4-2),
                                   "pawn c1 b1"-place(pawn, 3-1, 2-1),
                                   "pawn c1-b1"-place(pawn, 3-1, 2-1),
                                   "bishop c3 b2"-place(bishop, 3-3, recall(2-2)),
                                   "swap"-swap, "pass"-pass ]))]) :-
    typed(Text, 'k/K w QRBNPqrbnp Ss', Found),
    Found == Move.

test(not_moves, [forall(member(Text, ["queen", "queen c0", "queen 3c", "emperor c3",
                                      "c3", "queen c3 d4", "swap now"])), fail]) :-
    typed(Text, 'k/K w QRBNPqrbnp Ss', _).

test(written_moves, [forall(member(Move-Text,
                                   [ place(queen, 3-3)-'queen c3', move(king, 2-1)-'king b1',
                                     place(pawn, 3-1, 2-1)-'pawn c1 b1',
                                     place(bishop, 3-3, recall(2-2))-'bishop c3 b2',
                                     swap-swap, pass-pass ]))]) :-
    tabuleiro_game_plugin:move_to_text(echek, Move, Found),
    Found == Text.

test(reason_shown) :-
    state('k/K w QRBNPqrbnp Ss', State),
    tabuleiro_game_plugin:illegal_move_reason(echek, State, place(queen, 2-1), Reason),
    once(sub_atom(Reason, _, _, _, 'beside the enemy King')).

test(display_like_the_course_document) :-
    state('..k./RKQN b BPqrbnp S', State),
    with_output_to(string(Screen), echek:display_game(State)),
    forall(member(Text, [ "     1    2    3    4    5    6",
                          " c | .. | tW | kW | qW | hW | .. |",
                          " b | .. | .. | .. | kB | .. | .. |",
                          "White's reserve: bW pW", "Black's reserve: qB tB bB hB pB",
                          "Tower-King swap left: White", "Black to move." ]),
           sub_string(Screen, _, _, _, Text)).

test(unicode_display, [cleanup(echek:set_display(plain))]) :-
    echek:set_display(unicode),
    state('k/K w QRBNPqrbnp Ss', State),
    with_output_to(string(Screen), echek:display_game(State)),
    once(sub_string(Screen, _, _, _, "♚")),
    once(sub_string(Screen, _, _, _, "♔")).

status_shown(Text, Rules, Move, Shown) :-
    echek:notation_state(Text, [rules(Rules)], State0),
    (   Move == none
    ->  State = State0
    ;   echek:move(State0, Move, State)
    ),
    with_output_to(string(Shown), show_status(echek, State)).

test(draw_reasons, [forall(member(Text-Rules-Move-Shown,
                                  [ '.Nq./..Pb/rpKk w QRBn Ss'-[]-move(knight, 1-5)-
                                    "Draw: both Kings are surrounded.\n",
                                    '...k.n/...Rp./..P.../b..NK./.B.... w r s'-[draft_bishop]-none-
                                    "Draw: neither player can move.\n" ]))]) :-
    status_shown(Text, Rules, Move, Found),
    Found == Shown.

test(a_pass_is_played_for_the_player) :-
    state('Nprb/.PK./..k./Bn.R b - S', State),
    with_output_to(string(Shown), tabuleiro_game_loop:forced_turn(echek, State, played(pass, Next))),
    Shown == "Black passes: no other move is legal.\n",
    echek:state_notation(Next, 'Nprb/.PK./..k./Bn.R w - S').

test(bad_display, [error(domain_error(display, sepia))]) :-
    echek:set_display(sepia).

:- end_tests(echek_prompt).
