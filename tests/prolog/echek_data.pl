:- module(echek_data, []).
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(yall)).

/** <module> Echek's positions for the generic game cases (game_cases.pl)

In the notation of the rules file; the board term is `echek(Rows,
reserve(White, Black), Swaps)`, its rows the pieces' box framed by one
empty row and column around, and cells in moves are Row-Col of that
frame.

Its clauses are of the multifile predicates of module game_case_data.
*/

game_case_data:perft_count(echek, [], 2, 1493).
game_case_data:perft_count(echek, [draft_bishop], 2, 1493).

game_case_data:notation_example(echek, Text, Rules) :-
    member(Text-Rules, ['..k./RKQN b BPqrbnp s'-[],
                        'bn../..rN/.kKB/pP.. w R -'-[],
                        'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss'-[draft_bishop]]).

game_case_data:notation_fault(echek, Text) :-
    member(Text, ['k/K', 'k/K w', 'k/K x QRBNPqrbnp Ss', 'k/KK w RBNPqrbnp Ss',
                  'k./KQ w QRBNPqrbnp Ss', './K w QRBNPqrbnp Ss', 'q/K w QRBNPrbnp Ss',
                  'k/K w QRBNqrbnp Ss', 'k/K w QRBNPKqrbnp Ss', 'k/K w QRBNPqrbnp SS',
                  'k/K w QRBNPqrbnp Sx', 'k/K w QRBNPqrbnp Ss x', 'k.../...K w QRBNPqrbnp Ss',
                  'k..../RKQNB w Pqrbnp Ss', 'bnrQ/.q.N/.kKB/pP.. b R Ss',
                  'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss']).

start_board(Board) :-
    backend_initial_board(echek, [], Board, _).

game_case_data:position_fault(echek, Rules, Board, Player, Error) :-
    position_fault(Rules, Board, Player, Error).

% position_fault(Rules, Board, Player, Error): the board term's parts.
position_fault(draft, Board, white, type_error(list, draft)) :-
    start_board(Board).
position_fault([], foo, white, domain_error(echek_board, foo)).
position_fault([], echek(a, b), white, domain_error(echek_board, echek(a, b))).
position_fault([], echek(foo, reserve([], []), []), white, type_error(list, foo)).
position_fault([], echek([foo, [empty, empty, empty]], reserve([], []), []), white,
               type_error(list, foo)).
position_fault([], Board, white, domain_error(echek_board, Board)) :-
    start_board(echek([_|Rows], R, S)),
    Board = echek([[empty, empty]|Rows], R, S).
position_fault([], Board, white, domain_error(echek_board, Board)) :-
    Board = echek([[empty, empty], [empty, empty]], reserve([], []), []).
position_fault([], Board, white, domain_error(echek_cell, king-green)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([[king-green|Row1]|Rows], R, S),
    Row = [_|Row1].
position_fault([], Board, white, domain_error(echek_cell, x)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([[x|Row1]|Rows], R, S),
    Row = [_|Row1].
position_fault([], echek(Rows, foo, S), white, domain_error(echek_board, echek(Rows, foo, S))) :-
    start_board(echek(Rows, _, S)).
position_fault([], echek(Rows, reserve(foo, []), S), white, type_error(list, foo)) :-
    start_board(echek(Rows, _, S)).
position_fault([], echek(Rows, reserve([king], []), S), white, domain_error(echek_piece, king)) :-
    start_board(echek(Rows, _, S)).
position_fault([], echek(Rows, R, white), white, type_error(list, white)) :-
    start_board(echek(Rows, R, _)).
position_fault([], echek(Rows, R, [green]), white, domain_error(echek_player, green)) :-
    start_board(echek(Rows, R, _)).
% The frame has two empty rows at the top.
position_fault([], Board, white, domain_error(echek_board, Board)) :-
    start_board(echek([Row|Rows], R, S)),
    Board = echek([Row, Row|Rows], R, S).
position_fault(Rules, Board, Player, domain_error(echek_position, Board-Player)) :-
    member(Text-Rules, [ 'k./KQ w QRBNPqrbnp Ss'-[],       % two white Queens
                         'k/K w QRBNqrbnp Ss'-[],          % no white Pawn
                         'k.../...K w QRBNPqrbnp Ss'-[],   % not connected
                         'q/K w QRBNPrbnp Ss'-[],          % no black King
                         'k..../RKQNB w Pqrbnp Ss'-[],      % 5 columns
                         'bnrQ/.q.N/.kKB/pP.. b R Ss'-[]    % a surrounded Queen
                       ]),
    notation_board(Text, Board, Player).
position_fault([], Board, white, domain_error(echek_position, Board-white)) :-
    backend_notation_position(echek, 'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss',
                              [draft_bishop], Board, _).

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

game_case_data:move_fault(echek, Move, domain_error(echek_move, Move)) :-
    member(Move, [place(queen), place(queen, 3), place(queen, 0-1), place(queen, 1-(-2)),
                  place(emperor, 3-1), move(king, a-1), move(king, 1.0-1),
                  place(queen, 3-1, 2-1), place(pawn, 3-1, 2), place(bishop, 3-1, 2-1),
                  place(bishop, 3-1, recall(0-1)), place(pawn, 3-1, recall(2-1)),
                  jump(king, 2-1), swap(now)]).
game_case_data:move_fault(echek, Move, instantiation_error) :-
    member(Move, [place(_, 3-1), place(queen, 3-_)]).

game_case_data:illegal_start_move(echek, Move) :-
    member(Move, [place(king, 3-1), place(queen, 9-9), move(king, 100-100),
                  move(king, 123456789012345678901234567890-1),
                  place(bishop, 3-1, recall(2-2)), place(pawn, 3-1, 9-9), pass, swap]).

%   The white King steps beside the black one, which steps back above it.
game_case_data:repetition_cycle(echek, start, [move(king, 2-1), move(king, 1-2)]).
