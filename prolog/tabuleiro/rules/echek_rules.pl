:- module(tabuleiro_echek_rules,
          [ valid_moves/4,          % +Rules, +Board, +Player, -Moves
            apply_move/6,           % +Rules, +Board, +Player, +Move, -Board1, -Player1
            winner/4,               % +Rules, +Board, +Player, -Winner
            value/5,                % +Rules, +Board, +Player, +ForPlayer, -Value
            rule_names/1,           % -Names
            initial_board/3,        % +Rules, -Board, -Player
            notation_position/4,    % +Text, +Rules, -Board, -Player
            position_notation/3,    % +Board, +Player, -Text
            position_notation/4,    % +Rules, +Board, +Player, -Text
            move_problem/5,         % +Rules, +Board, +Player, +Move, -Problem
            surrounded_kings/4,     % +Rules, +Board, +Player, -Colours
            irreversible_move/3,    % +Board, +Move, +Board1
            check_position/3,       % +Rules, +Board, +Player
            unchecked_valid_moves/4, % +Rules, +Board, +Player, -Moves
            play_valid_move/6,      % +Rules, +Board, +Player, +Move, -Board1, -Player1
            unchecked_winner/4,     % +Rules, +Board, +Player, -Winner
            unchecked_value/5       % +Rules, +Board, +Player, +ForPlayer, -Value
          ]).
:- encoding(utf8).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(aggregate)).
:- use_module(rule_checks).
% Arithmetic compiled in line (this file only): the same answers, faster.
:- set_prolog_flag(optimise, true).

/** <module> Echek rules in pure Prolog

The declarative reference for Echek (Léandre Proust, 2019): clear rather
than fast, and independent of the C core.  It answers with the same terms
and raises the same errors as the C core does, so the two can be compared
position by position.

  - Board: the term `echek(Rows, reserve(White, Black), Swaps)`.
    Rows is the table as in the English course document: a list of rows
    of `empty` or `Piece-Colour` cells (Piece among `king`, `queen`,
    `rook`, `bishop`, `knight`, `pawn`; Colour `white` or `black`),
    framing the pieces with exactly one empty row and column on every
    side.  White and Black are the sorted lists of the pieces in each
    player's reserve (never a King).  Swaps is the sorted list of the
    players who may still swap their Rook and King.  A Queen that has
    left the game (rule 10) is in neither place.
  - Player: `white` or `black`, the player to move.  White moves first.
  - Cell: `Row-Col`, row 1 being the frame's top row (shown as `a`),
    always in the frame of the position before the move.
  - Move: `place(Piece, Cell)`, `place(pawn, Cell, StepCell)`,
    `place(bishop, Cell, recall(Cell2))`, `move(Piece, Cell)`, `swap`,
    `pass`.
  - Rules: a list of rule options, see rule_names/1.

Inside this module a position is `pos(Pieces, Reserve, Swaps, Size)`:
Pieces a list of `at(Cell, Piece-Colour)`, Reserve the board's
`reserve(White, Black)`, Swaps a list of players and Size the frame's
`Rows-Cols`.
Every rule of a move is a check that names what is wrong, move_problem/5,
and apply_move/6 plays a move only when no check finds a problem.  The
legal moves are made rule by rule (turn_move/4), each rule's question
answered once for all the moves of a kind; tests/prolog/echek_rules.plt
holds them to the checks: on the positions of random games, the moves
made are exactly those no check refuses.

The public predicates check their terms, then ask their unchecked forms
(unchecked_valid_moves/4, play_valid_move/6, unchecked_winner/4,
unchecked_value/5), which the search asks directly: see the contract of
a rules module in prolog/tabuleiro/backend.pl.
*/

                 /*******************************
                 *          PUBLIC API          *
                 *******************************/

%!  rule_names(-Names) is det.
%
%   The rule options: `draft_bishop`, the Bishop of the English draft
%   rules (no recall; it does not count for the 4x4 play area).

rule_names([draft_bishop]).

%!  irreversible_move(+Board, +Move, +Board1) is semidet.
%
%   Move, from Board to Board1, can never be undone: it placed a piece
%   without recalling one (the reserves never grow back), used a swap
%   right, or a Queen was removed for good (one recalled is in its
%   owner's reserve).

irreversible_move(Board, Move, Board1) :-
    (   shrinks_the_reserves(Move)
    ->  true
    ;   opponent(Colour, _),
        has_queen(Board, Colour),
        \+ has_queen(Board1, Colour)
    ->  true
    ).

shrinks_the_reserves(place(_Piece, _Cell)).
shrinks_the_reserves(place(pawn, _Cell, _Step)).
shrinks_the_reserves(swap).

has_queen(echek(Rows, reserve(White, Black), _), Colour) :-
    (   member(Row, Rows),
        memberchk(queen-Colour, Row)
    ->  true
    ;   Colour == white
    ->  memberchk(queen, White)
    ;   memberchk(queen, Black)
    ).

%!  initial_board(+Rules, -Board, -Player) is det.
%
%   The two Kings face to face, Black above, everything else in reserve;
%   White to move.

initial_board(Rules, echek(Rows, reserve(Reserve, Reserve), [black, white]), white) :-
    check_ground(Rules),
    check_rules(Rules),
    Rows = [ [empty, empty, empty],
             [empty, king-black, empty],
             [empty, king-white, empty],
             [empty, empty, empty] ],
    Reserve = [bishop, knight, pawn, queen, rook].

%!  valid_moves(+Rules, +Board, +Player, -Moves) is det.
%
%   Moves is the sorted list of the legal moves of Player; [] when the
%   game is over.

valid_moves(Rules, Board, Player, Moves) :-
    check_position(Rules, Board, Player, Pos),
    position_moves(Rules, Pos, Player, Moves).

unchecked_valid_moves(Rules, Board, Player, Moves) :-
    board_position(Board, Pos),
    position_moves(Rules, Pos, Player, Moves).

%   position_moves(+Rules, +Pos, +Player, -Moves): valid_moves/4 of the
%   position Pos.

position_moves(Rules, Pos, Player, Moves) :-
    (   outcome(Rules, Pos, Player, _)
    ->  Moves = []
    ;   findall(Move, turn_move(Rules, Pos, Player, Move), Found),
        sort(Found, Moves0),
        add_pass(Rules, Pos, Player, Moves0, Moves)
    ).

%   Rule 5: pass only with no other move, while the opponent has one.

add_pass(Rules, Pos, Player, [], Moves) :-
    !,
    (   opponent(Player, Other),
        can_move(Rules, Pos, Other)
    ->  Moves = [pass]
    ;   Moves = []
    ).
add_pass(_, _, _, Moves, Moves).

%!  apply_move(+Rules, +Board, +Player, +Move, -Board1, -Player1) is semidet.
%
%   Player plays Move, giving Board1 with Player1 to move.  Fails if Move
%   is well formed but not legal here.

apply_move(Rules, Board, Player, Move, Board1, Player1) :-
    check_ground(Move),
    check_position(Rules, Board, Player, Pos),
    check_move(Move),
    \+ outcome(Rules, Pos, Player, _),
    \+ problem(Rules, Pos, Player, Move, _),
    played(Rules, Pos, Player, Move, Board1, Player1).

play_valid_move(Rules, Board, Player, Move, Board1, Player1) :-
    board_position(Board, Pos),
    played(Rules, Pos, Player, Move, Board1, Player1).

played(Rules, Pos, Player, Move, Board1, Player1) :-
    play(Rules, Move, Player, Pos, Pos1),
    position_board(Pos1, Board1),
    opponent(Player, Player1).

%!  move_problem(+Rules, +Board, +Player, +Move, -Problem) is semidet.
%
%   Problem is the first rule Move breaks, such as `occupied(Cell)`,
%   `not_touching(Cell)`, `beside_enemy_king(Cell)`,
%   `outside_play_area`, `disconnected`, `path_blocked(Cell)` or
%   `recall_needed` (see problem/5 for them all); `game_over` when the
%   game has ended.  Fails when Move is legal.

move_problem(Rules, Board, Player, Move, Problem) :-
    check_ground(Move),
    check_position(Rules, Board, Player, Pos),
    check_move(Move),
    (   outcome(Rules, Pos, Player, _)
    ->  Problem = game_over
    ;   once(problem(Rules, Pos, Player, Move, Problem))
    ).

%!  winner(+Rules, +Board, +Player, -Winner) is semidet.
%
%   Winner is `white` or `black` when exactly one King is surrounded (its
%   owner loses), `draw` when both are or when neither player can move.
%   Fails while the game goes on.

winner(Rules, Board, Player, Winner) :-
    check_position(Rules, Board, Player, Pos),
    outcome(Rules, Pos, Player, Winner).

unchecked_winner(Rules, Board, Player, Winner) :-
    board_position(Board, Pos),
    outcome(Rules, Pos, Player, Winner).

%!  surrounded_kings(+Rules, +Board, +Player, -Colours) is det.
%
%   Colours is the sorted list of the players whose King is surrounded.

surrounded_kings(Rules, Board, Player, Colours) :-
    check_position(Rules, Board, Player, pos(Pieces, _, _, _)),
    play_box(Rules, Pieces, Box),
    findall(Colour, king_surrounded(Pieces, Box, Colour), Colours0),
    sort(Colours0, Colours).

%!  value(+Rules, +Board, +Player, +ForPlayer, -Value) is det.
%
%   How good the position is for ForPlayer: 100000 won, -100000 lost, 0
%   drawn.  Otherwise, with B the number of blocked sides of ForPlayer's
%   King and E that of the enemy King (a side is blocked when it is
%   occupied or beyond a border), 20 * (E^2 - B^2), plus 10 if
%   ForPlayer's Queen is still in the game, minus 10 if the enemy's is.

value(Rules, Board, Player, ForPlayer, Value) :-
    check_ground(ForPlayer),
    check_position(Rules, Board, Player, Pos),
    check_player(ForPlayer),
    position_value(Rules, Pos, Player, ForPlayer, Value).

unchecked_value(Rules, Board, Player, ForPlayer, Value) :-
    board_position(Board, Pos),
    position_value(Rules, Pos, Player, ForPlayer, Value).

%   position_value(+Rules, +Pos, +Player, +ForPlayer, -Value): value/5
%   of the position Pos.

position_value(Rules, Pos, Player, ForPlayer, Value) :-
    opponent(ForPlayer, Enemy),
    (   outcome(Rules, Pos, Player, Winner)
    ->  outcome_value(Winner, ForPlayer, Value)
    ;   Pos = pos(Pieces, _, _, _),
        play_box(Rules, Pieces, Box),
        king_blocked_sides(Pieces, Box, ForPlayer, Mine),
        king_blocked_sides(Pieces, Box, Enemy, Theirs),
        queen_in_game(Pos, ForPlayer, MyQueen),
        queen_in_game(Pos, Enemy, TheirQueen),
        Value is 20 * (Theirs^2 - Mine^2) + 10 * (MyQueen - TheirQueen)
    ).

outcome_value(Winner, ForPlayer, Value) :-
    (   Winner == draw
    ->  Value = 0
    ;   Winner == ForPlayer
    ->  Value = 100000
    ;   Value = -100000
    ).

queen_in_game(pos(Pieces, Reserve, _, _), Colour, 1) :-
    (   memberchk(at(_, queen-Colour), Pieces)
    ;   in_reserve(Reserve, queen-Colour)
    ),
    !.
queen_in_game(_, _, 0).

%!  notation_position(+Text, +Rules, -Board, -Player) is det.
%
%   Reads the position notation, e.g. `'k/K w QRBNPqrbnp Ss'`: the rows
%   of the pieces' bounding box separated by `/` (`.` empty, `KQRBNP`
%   White, `kqrbnp` Black), the player to move (`w` or `b`), the
%   reserves (`QRBNPqrbnp` letters in any order, or `-`) and the swap
%   rights (`S` White, `s` Black, or `-`).
%
%   @error type_error(atom, Text) if Text is neither atom nor string.
%   @error domain_error(echek_notation, Text) if Text is not notation,
%          or not a position that can occur in a game.

notation_position(Text, Rules, Board, Player) :-
    check_ground(Rules),
    check_rules(Rules),
    check_text(Text),
    atom_codes(Text, Codes),
    (   phrase(notation(Lines, Player, ReserveLetters, SwapLetters), Codes)
    ->  true
    ;   notation_error(echek, Text, 'not in the form ROWS PLAYER RESERVES SWAPS, e.g. k/K w QRBNPqrbnp Ss')
    ),
    (   Lines = [First|_],
        maplist(same_length(First), Lines)
    ->  true
    ;   notation_error(echek, Text, 'the rows must be as wide as each other')
    ),
    (   reserve_letters(ReserveLetters, White, Black)
    ->  true
    ;   notation_error(echek, Text, 'the reserves are written with the letters QRBNPqrbnp, or -')
    ),
    (   swap_letters(SwapLetters, Swaps)
    ->  true
    ;   notation_error(echek, Text, 'the swap rights are S (White), s (Black), or -')
    ),
    lines_board(Lines, White, Black, Swaps, Board),
    catch(check_possible(Rules, Board, Player, _), error(_, _),
          notation_error(echek, Text, 'not a position that can occur in a game')).

%!  position_notation(+Rules, +Board, +Player, -Text) is det.
%!  position_notation(+Board, +Player, -Text) is det.
%
%   Text (an atom) is the position notation of Board with Player to
%   move, the position being checked under Rules (default: the standard
%   rules).

position_notation(Board, Player, Text) :-
    position_notation([], Board, Player, Text).

position_notation(Rules, Board, Player, Text) :-
    check_position(Rules, Board, Player, _),
    Board = echek(Rows, reserve(White, Black), Swaps),
    phrase(written_position(Rows, Player, White, Black, Swaps), Codes),
    atom_codes(Text, Codes).

                 /*******************************
                 *      THE MOVES OF A TURN     *
                 *******************************/

%   turn_move(+Rules, +Pos, +Player, -Move)
%
%   Move is a legal move of Player other than pass, made rule by rule.
%   What the rules ask of all the moves of a kind is worked out once for
%   them: whether the table is one group, the pieces left behind by a
%   piece that moves, the cells a piece may be placed on.  problem/5
%   says why any other move is refused: a move is made here exactly when
%   problem/5 finds nothing wrong with it, which the tests check on the
%   positions of random games.

turn_move(Rules, Pos, Player, Move) :-
    Pos = pos(Pieces, _, _, _),
    table_grouped(Rules, Pieces, Grouped),
    legal_move(Rules, Pos, Grouped, Player, Move).

%   can_move(+Rules, +Pos, +Player): Player has a move other than pass.
%   On a table in one group, a piece of the reserve can go on any
%   placing cell where it fits, the Bishop with or without a recall, so
%   one such cell is enough; only without one are the moves made until
%   the first.

can_move(Rules, Pos, Player) :-
    Pos = pos(Pieces, Reserve, _, _),
    (   table_grouped(Rules, Pieces, true),
        play_box(Rules, Pieces, Box),
        reserve_of(Reserve, Player, InReserve),
        member(Piece, InReserve),
        placing_cell_near(Pos, Player, Cell),
        fits_with(Rules, Box, Piece, Cell)
    ->  true
    ;   once(turn_move(Rules, Pos, Player, _))
    ).

%   table_grouped(+Rules, +Pieces, -Grouped): Grouped is `true` when the
%   pieces on the table are one group (rule 4), else `false`.  Under the
%   standard rules they always are: a split table is not a position
%   (impossible/3), every move keeps the table one group, and a
%   surrounded Queen leaving never splits it, for the pieces on her sides
%   touch each other by the corners.  Under draft_bishop a Queen leaving
%   can split it.

table_grouped(Rules, Pieces, Grouped) :-
    (   memberchk(draft_bishop, Rules)
    ->  one_group(Pieces, Grouped)
    ;   Grouped = true
    ).

%   legal_move(+Rules, +Pos, +Grouped, +Player, -Move): turn_move/4,
%   Grouped telling whether the table is one group.  In turn: the swap
%   (rule 5); a move (rule 6), the box and the group of the pieces the
%   moving piece leaves being worked out once for all its destinations;
%   a placement (rules 5, 7 and 8), if the reserve holds any piece.

legal_move(_Rules, pos(Pieces, _, Swaps, _), Grouped, Player, swap) :-
    memberchk(Player, Swaps),
    memberchk(at(_, rook-Player), Pieces),
    Grouped == true.                    % the swap changes no cell
legal_move(Rules, Pos, _Grouped, Player, move(Piece, To)) :-
    Pos = pos(Pieces, _, _, _),
    select(at(From, Piece-Player), Pieces, Others),
    play_box(Rules, Others, Box),
    one_group(Others, OthersGrouped),
    destination(Pos, Player, Piece, From, To),
    fits_with(Rules, Box, Piece, To),
    joined(OthersGrouped, Others, To).
legal_move(Rules, Pos, Grouped, Player, Move) :-
    Pos = pos(Pieces, Reserve, _, _),
    reserve_of(Reserve, Player, InReserve),
    InReserve \== [],
    placing_cells(Pos, Player, Cells),
    play_box(Rules, Pieces, Box),
    include(fits_one_more(Box), Cells, FitCells),
    member(Piece, InReserve),
    placement(Rules, placing(Pos, Grouped, Box, Cells, FitCells), Piece, Move).

%   placement(+Rules, +Placing, +Piece, -Move): Move places Piece from
%   the reserve.  Placing is placing(Pos, Grouped, Box, Cells,
%   FitCells): the position, whether its table is one group, its play
%   area's box, the cells the placing rule allows but for the 4x4 limit,
%   and those of them where one more piece fits.

placement(Rules, Placing, Piece, place(Piece, Cell)) :-
    \+ recalls(Rules, Piece),
    placing_cell(Rules, Placing, Piece, Cell),
    Placing = placing(pos(Pieces, _, _, _), Grouped, _, _, _),
    placed_joined(Grouped, Pieces, Cell).
placement(Rules, Placing, bishop, Move) :-
    recalls(Rules, bishop),
    Placing = placing(pos(Pieces, _, _, _), Grouped, _, _, _),
    recall_options(Pieces, Options),
    placing_cell(Rules, Placing, bishop, Cell),
    bishop_placement(Pieces, Grouped, Options, Cell, Move).
placement(Rules, Placing, pawn, place(pawn, Cell, Step)) :-
    placing_cell(Rules, Placing, pawn, Cell),
    Placing = placing(Pos, Grouped, Box, _, _),
    side(Cell, Step),
    empty_cell(Pos, Step),
    fits_with(Rules, Box, pawn, Step),
    Pos = pos(Pieces, _, _, _),
    joined(Grouped, Pieces, Step).

%   Rule 8: the Bishop of the final rules sends a piece back when it is
%   placed.

recalls(Rules, bishop) :-
    \+ memberchk(draft_bishop, Rules).

%   placing_cell(+Rules, +Placing, +Piece, -Cell): rule 5 for Piece,
%   which must fit in 4x4 if it counts for the play area.

placing_cell(Rules, placing(_, _, _, Cells, FitCells), Piece, Cell) :-
    (   counts_for_area(Rules, Piece)
    ->  member(Cell, FitCells)
    ;   member(Cell, Cells)
    ).

%   bishop_placement(+Pieces, +Grouped, +Options, +Cell, -Move): the
%   Bishop placed on Cell sends back a piece that leaves the table one
%   group, or nothing when no piece can go (rule 8).  Options are
%   recall_options/2.

bishop_placement(_Pieces, _Grouped, Options, Cell, place(bishop, Cell, recall(Recalled))) :-
    member(Recalled-Rest-RestGrouped, Options),
    joined(RestGrouped, Rest, Cell).
bishop_placement(Pieces, Grouped, Options, Cell, place(bishop, Cell)) :-
    \+ ( member(_-Rest-RestGrouped, Options),
         joined(RestGrouped, Rest, Cell) ),
    placed_joined(Grouped, Pieces, Cell).

%   recall_options(+Pieces, -Options): a Recalled-Rest-Grouped for each
%   piece that may go back to its reserve, not a King: Rest the pieces
%   left without it, and Grouped whether they are one group.

recall_options(Pieces, Options) :-
    findall(Recalled-Rest-Grouped,
            ( select(at(Recalled, Piece-_), Pieces, Rest),
              Piece \== king,
              one_group(Rest, Grouped)
            ),
            Options).

%   placing_cells(+Pos, +Player, -Cells): the set of the cells of
%   placing_cell_near/3.

placing_cells(Pos, Player, Cells) :-
    findall(Cell, placing_cell_near(Pos, Player, Cell), Found),
    sort(Found, Cells).

%   placing_cell_near(+Pos, +Player, -Cell): rule 5 but for the 4x4
%   limit: Cell is an empty frame cell touching one of Player's pieces,
%   not beside the enemy King.  A cell touching several of them comes
%   once for each.

placing_cell_near(Pos, Player, Cell) :-
    Pos = pos(Pieces, _, _, _),
    opponent(Player, Enemy),
    memberchk(at(King, king-Enemy), Pieces),
    member(at(Near, _-Player), Pieces),
    around(Near, Cell),
    empty_cell(Pos, Cell),
    \+ side(King, Cell).

empty_cell(pos(Pieces, _, _, Size), Cell) :-
    in_frame(Size, Cell),
    \+ memberchk(at(Cell, _), Pieces).

%   destination(+Pos, +Player, +Piece, +From, -To): rule 6, To is an
%   empty frame cell Piece goes to from From: a step, a leap, or a slide
%   over empty cells and Player's own pieces.

destination(Pos, Player, Piece, From, To) :-
    (   slider(Piece)
    ->  direction(Piece, Direction),
        slide(Pos, Player, From, Direction, To)
    ;   step(Piece, From, To),
        empty_cell(Pos, To)
    ).

step(king, From, To) :-
    around(From, To).
step(pawn, From, To) :-
    side(From, To).
step(knight, R-C, R1-C1) :-
    leap(DR, DC),
    R1 is R + DR,
    C1 is C + DC.

%   leap(?DR, ?DC): the Knight's L, two cells one way and one the other.

leap(-2, -1).
leap(-2, 1).
leap(-1, -2).
leap(-1, 2).
leap(1, -2).
leap(1, 2).
leap(2, -1).
leap(2, 1).

%   direction(+Piece, -Direction): a line the slider Piece moves along,
%   DR-DC a step to the next cell.

direction(Piece, DR-DC) :-
    compass(DR, DC),
    slides(Piece, DR, DC).

slides(queen, _, _).
slides(rook, DR, DC) :-
    DR * DC =:= 0.
slides(bishop, DR, DC) :-
    DR * DC =\= 0.

%   slide(+Pos, +Player, +From, +Direction, -To): To is an empty frame
%   cell along Direction from From, the cells between holding nothing or
%   Player's own pieces.

slide(Pos, Player, R0-C0, DR-DC, To) :-
    R is R0 + DR,
    C is C0 + DC,
    Pos = pos(Pieces, _, _, Size),
    in_frame(Size, R-C),
    (   memberchk(at(R-C, _-Colour), Pieces)
    ->  Colour == Player,
        slide(Pos, Player, R-C, DR-DC, To)
    ;   (   To = R-C
        ;   slide(Pos, Player, R-C, DR-DC, To)
        )
    ).

%   Rule 3 for one more piece: fits_with(+Rules, +Box, +Piece, +Cell),
%   Box being the play area's box without Piece.

fits_with(Rules, Box, Piece, Cell) :-
    (   counts_for_area(Rules, Piece)
    ->  fits_one_more(Box, Cell)
    ;   within_limit(Box)
    ).

fits_one_more(Box0, Cell) :-
    widen_box(Cell, Box0, Box),
    within_limit(Box).

%   Rule 4 for one more piece: joined(+Grouped, +Pieces, +Cell), Pieces
%   and a piece on Cell are one group.  When Pieces are one already
%   (Grouped is `true`), touching one of them is enough.

joined(true, Pieces, Cell) :-
    once(( member(at(Near, _), Pieces),
           touching(Near, Cell) )).
joined(false, Pieces, Cell) :-
    connected([at(Cell, _)|Pieces]).

%   placed_joined(+Grouped, +Pieces, +Cell): joined/3 for a piece placed
%   on Cell, which touches one of the player's pieces (rule 5): on a
%   table in one group, that is enough.

placed_joined(Grouped, Pieces, Cell) :-
    (   Grouped == true
    ->  true
    ;   joined(Grouped, Pieces, Cell)
    ).

one_group(Pieces, Grouped) :-
    (   connected(Pieces)
    ->  Grouped = true
    ;   Grouped = false
    ).

%   problem(+Rules, +Pos, +Player, +Move, -Problem)
%
%   Problem is the first rule that Move, a well-formed move, breaks.

problem(Rules, Pos, Player, place(Piece, Cell), Problem) :-
    (   placing_problem(Rules, Pos, Player, Piece, Cell, Problem0)
    ->  Problem = Problem0
    ;   placed(Pos, Piece-Player, Cell, After),
        \+ connected(After)
    ->  Problem = disconnected
    ;   Piece == bishop,
        \+ memberchk(draft_bishop, Rules),
        placed(Pos, bishop-Player, Cell, After),
        recall_choice(After, Cell, _)
    ->  Problem = recall_needed
    ).
problem(Rules, Pos, Player, place(pawn, Cell, Step), Problem) :-
    (   placing_problem(Rules, Pos, Player, pawn, Cell, Problem0)
    ->  Problem = Problem0
    ;   \+ side(Cell, Step)
    ->  Problem = not_a_pawn_step(Step)
    ;   cell_problem(Pos, Step, Problem0)
    ->  Problem = Problem0
    ;   placed(Pos, pawn-Player, Step, After),
        after_problem(Rules, After, Problem)
    ).
problem(Rules, Pos, Player, place(bishop, Cell, recall(Recalled)), Problem) :-
    (   memberchk(draft_bishop, Rules)
    ->  Problem = no_recall_in_draft
    ;   placing_problem(Rules, Pos, Player, bishop, Cell, Problem0)
    ->  Problem = Problem0
    ;   placed(Pos, bishop-Player, Cell, After),
        recall_problem(After, Cell, Recalled, Problem)
    ).
problem(Rules, Pos, Player, move(Piece, Cell), Problem) :-
    Pos = pos(Pieces, _, _, _),
    (   memberchk(at(From, Piece-Player), Pieces)
    ->  (   cell_problem(Pos, Cell, Problem0)
        ->  Problem = Problem0
        ;   movement_problem(Pos, Player, Piece, From, Cell, Problem0)
        ->  Problem = Problem0
        ;   moved(Pos, From, Cell, After),
            after_problem(Rules, After, Problem)
        )
    ;   reserve_state(Pos, Piece-Player, Problem)
    ).
problem(_Rules, Pos, Player, swap, Problem) :-
    Pos = pos(Pieces, _, Swaps, _),
    (   \+ memberchk(Player, Swaps)
    ->  Problem = swap_used
    ;   \+ memberchk(at(_, rook-Player), Pieces)
    ->  Problem = rook_not_on_table
    ;   \+ connected(Pieces)
    ->  Problem = disconnected
    ).
problem(Rules, Pos, Player, pass, other_moves) :-
    can_move(Rules, Pos, Player).

%   Rule 5: the piece comes from the reserve to an empty cell touching one
%   of the player's pieces, not beside the enemy King, within 4x4.

placing_problem(Rules, Pos, Player, Piece, Cell, Problem) :-
    Pos = pos(Pieces, Reserve, _, _),
    (   \+ in_reserve(Reserve, Piece-Player)
    ->  reserve_state(Pos, Piece-Player, Problem)
    ;   cell_problem(Pos, Cell, Problem0)
    ->  Problem = Problem0
    ;   \+ ( member(at(Near, _-Player), Pieces), touching(Near, Cell) )
    ->  Problem = not_touching(Cell)
    ;   opponent(Player, Enemy),
        memberchk(at(King, king-Enemy), Pieces),
        side(King, Cell)
    ->  Problem = beside_enemy_king(Cell)
    ;   placed(Pos, Piece-Player, Cell, After),
        \+ fits(Rules, After)
    ->  Problem = outside_play_area
    ).

%   Why a piece that is not in the reserve cannot be placed, or one that
%   is not on the table cannot move.

reserve_state(pos(Pieces, Reserve, _, _), Piece-Colour, Problem) :-
    (   Piece == king
    ->  Problem = king_always_on_table
    ;   memberchk(at(_, Piece-Colour), Pieces)
    ->  Problem = on_table(Piece)
    ;   in_reserve(Reserve, Piece-Colour)
    ->  Problem = in_reserve(Piece)
    ;   Problem = left_game(Piece)
    ).

cell_problem(pos(Pieces, _, _, Size), Cell, Problem) :-
    (   \+ in_frame(Size, Cell)
    ->  Problem = off_frame(Cell)
    ;   memberchk(at(Cell, _), Pieces)
    ->  Problem = occupied(Cell)
    ).

%   Rules 3 and 4 on the position a move produces.

after_problem(Rules, After, Problem) :-
    (   \+ fits(Rules, After)
    ->  Problem = outside_play_area
    ;   \+ connected(After)
    ->  Problem = disconnected
    ).

%   Rule 8: the Bishop just placed sends back any piece but a King and
%   itself, keeping the table one group.

recall_problem(After, Cell, Recalled, Problem) :-
    (   Recalled == Cell
    ->  Problem = recall_placed_bishop
    ;   \+ memberchk(at(Recalled, _), After)
    ->  Problem = nothing_to_recall(Recalled)
    ;   memberchk(at(Recalled, king-_), After)
    ->  Problem = recall_king
    ;   \+ recall_choice(After, Cell, Recalled)
    ->  Problem = disconnected
    ).

recall_choice(After, Cell, Recalled) :-
    member(at(Recalled, Piece-_), After),
    Piece \== king,
    Recalled \== Cell,
    selectchk(at(Recalled, _), After, Left),
    connected(Left).

%   Rule 6: how each piece moves.

movement_problem(Pos, Player, Piece, From, To, Problem) :-
    (   \+ reaches(Piece, From, To)
    ->  Problem = cannot_reach(Piece, To)
    ;   slider(Piece),
        between_cells(From, To, Cell),
        enemy_on(Pos, Player, Cell)
    ->  Problem = path_blocked(Cell)
    ).

reaches(king, R1-C1, R2-C2) :-
    max(abs(R1 - R2), abs(C1 - C2)) =:= 1.
reaches(pawn, R1-C1, R2-C2) :-
    abs(R1 - R2) + abs(C1 - C2) =:= 1.
reaches(knight, R1-C1, R2-C2) :-
    DR is abs(R1 - R2),
    DC is abs(C1 - C2),
    msort([DR, DC], [1, 2]).
reaches(rook, From, To) :-
    straight(From, To).
reaches(bishop, From, To) :-
    diagonal(From, To).
reaches(queen, From, To) :-
    (   straight(From, To)
    ->  true
    ;   diagonal(From, To)
    ).

straight(R1-C1, R2-C2) :-
    ( R1 =:= R2 ; C1 =:= C2 ),
    R1-C1 \== R2-C2.

diagonal(R1-C1, R2-C2) :-
    abs(R1 - R2) =:= abs(C1 - C2),
    R1 =\= R2.

slider(queen).
slider(rook).
slider(bishop).

%   between_cells(+From, +To, -Cell): the cells strictly between two
%   cells on a line.

between_cells(R1-C1, R2-C2, R-C) :-
    DR is sign(R2 - R1),
    DC is sign(C2 - C1),
    Steps is max(abs(R2 - R1), abs(C2 - C1)) - 1,
    between(1, Steps, K),
    R is R1 + K * DR,
    C is C1 + K * DC.

enemy_on(pos(Pieces, _, _, _), Player, Cell) :-
    memberchk(at(Cell, _-Colour), Pieces),
    Colour \== Player.

                 /*******************************
                 *        PLAYING A MOVE        *
                 *******************************/

%   play(+Rules, +Move, +Player, +Pos, -Pos1): the position after a legal
%   move, the end of the turn (rule 10) included.

play(Rules, Move, Player, Pos, Pos1) :-
    (   Move == pass
    ->  Pos1 = Pos
    ;   made(Move, Player, Pos, Made),
        end_of_turn(Rules, Made, Pos1)
    ).

made(place(Piece, Cell), Player, Pos, Made) :-
    placed(Pos, Piece-Player, Cell, Pieces),
    from_reserve(Pos, Piece-Player, Pieces, Made).
made(place(pawn, _Cell, Step), Player, Pos, Made) :-
    placed(Pos, pawn-Player, Step, Pieces),
    from_reserve(Pos, pawn-Player, Pieces, Made).
made(place(bishop, Cell, recall(Recalled)), Player, Pos, Made) :-
    placed(Pos, bishop-Player, Cell, Placed),
    selectchk(at(Recalled, Piece-Colour), Placed, Pieces),
    from_reserve(Pos, bishop-Player, Pieces, pos(_, Reserve0, Swaps, Size)),
    reserve_of(Reserve0, Colour, InReserve),
    reserve_with(Colour, [Piece|InReserve], Reserve0, Reserve),
    Made = pos(Pieces, Reserve, Swaps, Size).
made(move(Piece, Cell), Player, Pos, pos(Pieces, Reserve, Swaps, Size)) :-
    Pos = pos(Pieces0, Reserve, Swaps, Size),
    memberchk(at(From, Piece-Player), Pieces0),
    moved(Pos, From, Cell, Pieces).
made(swap, Player, pos(Pieces0, Reserve, Swaps0, Size), pos(Pieces, Reserve, Swaps, Size)) :-
    memberchk(at(King, king-Player), Pieces0),
    memberchk(at(Rook, rook-Player), Pieces0),
    maplist(swapped(King-Rook), Pieces0, Pieces),
    selectchk(Player, Swaps0, Swaps).

swapped(King-Rook, at(Cell, Piece), at(Cell1, Piece)) :-
    (   Cell == King
    ->  Cell1 = Rook
    ;   Cell == Rook
    ->  Cell1 = King
    ;   Cell1 = Cell
    ).

from_reserve(pos(_, Reserve0, Swaps, Size), Piece-Colour, Pieces, pos(Pieces, Reserve, Swaps, Size)) :-
    reserve_of(Reserve0, Colour, InReserve0),
    selectchk(Piece, InReserve0, InReserve),
    reserve_with(Colour, InReserve, Reserve0, Reserve).

%   reserve_of(+Reserve, +Colour, -Pieces): the pieces in Colour's
%   reserve; reserve_with(+Colour, +Pieces, +Reserve0, -Reserve): Reserve0
%   with those pieces replaced by Pieces.

reserve_of(reserve(White, _), white, White).
reserve_of(reserve(_, Black), black, Black).

reserve_with(white, White, reserve(_, Black), reserve(White, Black)).
reserve_with(black, Black, reserve(White, _), reserve(White, Black)).

in_reserve(Reserve, Piece-Colour) :-
    reserve_of(Reserve, Colour, Pieces),
    memberchk(Piece, Pieces).

%   Rule 10: unless a King is surrounded, every surrounded Queen leaves
%   the game, both colours at once.

end_of_turn(Rules, Pos, Pos1) :-
    Pos = pos(Pieces, Reserve, Swaps, Size),
    play_box(Rules, Pieces, Box),
    (   king_surrounded(Pieces, Box, _)
    ->  Pos1 = Pos
    ;   exclude(surrounded_queen(Pieces, Box), Pieces, Left),
        Pos1 = pos(Left, Reserve, Swaps, Size)
    ).

surrounded_queen(Pieces, Box, at(Cell, queen-_)) :-
    surrounded(Pieces, Box, Cell).

placed(pos(Pieces, _, _, _), Piece, Cell, [at(Cell, Piece)|Pieces]).

moved(pos(Pieces0, _, _, _), From, To, [at(To, Piece)|Pieces]) :-
    selectchk(at(From, Piece), Pieces0, Pieces).

                 /*******************************
                 *     TABLE, AREA, OUTCOME     *
                 *******************************/

%   Rule 4: the pieces form one group through sides and corners.

connected(Pieces) :-
    findall(Cell, member(at(Cell, _), Pieces), [First|Others]),
    spread([First], Others, Unreached),
    Unreached == [].

spread([], Unreached, Unreached).
spread([Cell|Frontier], Unvisited, Unreached) :-
    partition(touching(Cell), Unvisited, Near, Far),
    append(Near, Frontier, Frontier1),
    spread(Frontier1, Far, Unreached).

%   Rule 3: the pieces that count for the play area (all, or all but the
%   Bishops under draft_bishop) fit in 4 rows and 4 columns.

fits(Rules, Pieces) :-
    play_box(Rules, Pieces, Box),
    within_limit(Box).

within_limit(box(Top, Bottom, Left, Right)) :-
    Bottom - Top < 4,
    Right - Left < 4.

play_box(Rules, Pieces, box(Top, Bottom, Left, Right)) :-
    area_cells(Pieces, Rules, Cells),
    cells_box(Cells, Top, Bottom, Left, Right).

%   area_cells(+Pieces, +Rules, -Cells): the cells of the Pieces that
%   count for the play area, in order.

area_cells([], _Rules, []).
area_cells([at(Cell, Piece-_)|Pieces], Rules, Cells) :-
    (   counts_for_area(Rules, Piece)
    ->  Cells = [Cell|Cells1]
    ;   Cells = Cells1
    ),
    area_cells(Pieces, Rules, Cells1).

counts_for_area(Rules, Piece) :-
    (   Piece == bishop
    ->  \+ memberchk(draft_bishop, Rules)
    ;   true
    ).

%   cells_box(+Cells, -Top, -Bottom, -Left, -Right): the smallest box
%   holding Cells, a list of one cell or more, in one pass.

cells_box([R-C|Cells], Top, Bottom, Left, Right) :-
    foldl(widen_box, Cells, box(R, R, C, C), box(Top, Bottom, Left, Right)).

widen_box(R-C, box(Top0, Bottom0, Left0, Right0), box(Top, Bottom, Left, Right)) :-
    Top is min(Top0, R),
    Bottom is max(Bottom0, R),
    Left is min(Left0, C),
    Right is max(Right0, C).

%   Rule 9: a cell is beyond a border when the play area spans 4 lines
%   in that direction and the cell lies outside them.

beyond_border(box(Top, Bottom, Left, Right), R-C) :-
    (   Bottom - Top =:= 3,
        ( R < Top ; R > Bottom )
    ->  true
    ;   Right - Left =:= 3,
        ( C < Left ; C > Right )
    ).

blocked(Pieces, Box, Cell) :-
    (   memberchk(at(Cell, _), Pieces)
    ->  true
    ;   beyond_border(Box, Cell)
    ).

%   surrounded(+Pieces, +Box, +Cell), king_surrounded(+Pieces, +Box,
%   ?Colour) and king_blocked_sides(+Pieces, +Box, +Colour, -Count): rule
%   9 on the table Pieces, whose play area's box is Box.

surrounded(Pieces, Box, Cell) :-
    forall(side(Cell, Side), blocked(Pieces, Box, Side)).

king_surrounded(Pieces, Box, Colour) :-
    member(at(Cell, king-Colour), Pieces),
    surrounded(Pieces, Box, Cell).

king_blocked_sides(Pieces, Box, Colour, Count) :-
    memberchk(at(Cell, king-Colour), Pieces),
    aggregate_all(count, ( side(Cell, Side), blocked(Pieces, Box, Side) ), Count).

%   outcome(+Rules, +Pos, +Player, -Winner): rules 10 and 11.

outcome(Rules, Pos, Player, Winner) :-
    Pos = pos(Pieces, _, _, _),
    play_box(Rules, Pieces, Box),
    findall(Colour, king_surrounded(Pieces, Box, Colour), Surrounded),
    (   Surrounded = [_, _]
    ->  Winner = draw
    ;   Surrounded = [Loser]
    ->  opponent(Loser, Winner)
    ;   \+ can_move(Rules, Pos, Player),
        opponent(Player, Other),
        \+ can_move(Rules, Pos, Other)
    ->  Winner = draw
    ).

                 /*******************************
                 *           GEOMETRY           *
                 *******************************/

side(R-C, R1-C) :- R1 is R - 1.
side(R-C, R1-C) :- R1 is R + 1.
side(R-C, R-C1) :- C1 is C - 1.
side(R-C, R-C1) :- C1 is C + 1.

around(R-C, R1-C1) :-
    compass(DR, DC),
    R1 is R + DR,
    C1 is C + DC.

%   compass(?DR, ?DC): the 8 directions, a step to the next cell.

compass(-1, -1).
compass(-1, 0).
compass(-1, 1).
compass(0, -1).
compass(0, 1).
compass(1, -1).
compass(1, 0).
compass(1, 1).

touching(R1-C1, R2-C2) :-
    abs(R1 - R2) =< 1,
    abs(C1 - C2) =< 1.

in_frame(Rows-Cols, R-C) :-
    R >= 1,
    R =< Rows,
    C >= 1,
    C =< Cols.

opponent(white, black).
opponent(black, white).

                 /*******************************
                 *     BOARD TERM <-> POSITION  *
                 *******************************/

board_position(echek(Rows, Reserve, Swaps), pos(Pieces, Reserve, Swaps, NR-NC)) :-
    length(Rows, NR),
    Rows = [Row|_],
    length(Row, NC),
    rows_pieces(Rows, 1, Pieces, []).

%   rows_pieces(+Rows, +R, -Pieces, ?Tail): the pieces of Rows, the first
%   being row R, row by row, before Tail.

rows_pieces([], _, Pieces, Pieces).
rows_pieces([Row|Rows], R, Pieces, Tail) :-
    row_pieces(Row, R-1, Pieces, Pieces1),
    R1 is R + 1,
    rows_pieces(Rows, R1, Pieces1, Tail).

row_pieces([], _, Pieces, Pieces).
row_pieces([Content|Contents], R-C, Pieces, Tail) :-
    (   Content == empty
    ->  Pieces = Pieces1
    ;   Pieces = [at(R-C, Content)|Pieces1]
    ),
    C1 is C + 1,
    row_pieces(Contents, R-C1, Pieces1, Tail).

%   The board term of a position whose cells are in any frame: the frame
%   is made again, one empty row and column around the pieces, and
%   filled from the pieces sorted by row, then by column.

position_board(pos(Pieces, reserve(White0, Black0), Swaps, _),
               echek(Rows, reserve(White, Black), Swaps1)) :-
    findall(Cell, member(at(Cell, _), Pieces), Cells),
    cells_box(Cells, Top, Bottom, Left, Right),
    frame_lines(Top, Bottom, Lines),
    frame_lines(Left, Right, Columns),
    msort(Pieces, Sorted),
    frame_rows(Lines, Columns, Sorted, Rows),
    sort(White0, White),
    sort(Black0, Black),
    sort(Swaps, Swaps1).

%   frame_lines(+First, +Last, -Lines): the lines First to Last and one
%   more on each side.

frame_lines(First, Last, Lines) :-
    Before is First - 1,
    After is Last + 1,
    numlist(Before, After, Lines).

%   frame_rows(+Lines, +Columns, +Pieces, -Rows): Rows are the rows
%   Lines over Columns, Pieces the pieces sorted by row, then by column.

frame_rows([], _Columns, [], []).
frame_rows([R|Lines], Columns, Pieces0, [Row|Rows]) :-
    frame_row(Columns, R, Pieces0, Pieces, Row),
    frame_rows(Lines, Columns, Pieces, Rows).

%   frame_row(+Columns, +R, +Pieces0, -Pieces, -Row): Row is row R,
%   Pieces0 the sorted pieces from row R on, Pieces those after it.

frame_row([], _R, Pieces, Pieces, []).
frame_row([C|Columns], R, Pieces0, Pieces, [Content|Row]) :-
    (   Pieces0 = [at(R-C, Piece)|Pieces1]
    ->  Content = Piece
    ;   Content = empty,
        Pieces1 = Pieces0
    ),
    frame_row(Columns, R, Pieces1, Pieces, Row).

                 /*******************************
                 *           NOTATION           *
                 *******************************/

notation(Lines, Player, Reserve, Swaps) -->
    lines(Lines), " ", player_letter(Player), " ", word(Reserve), " ", word(Swaps).

lines([Line|Lines]) -->
    line(Line),
    (   "/"
    ->  lines(Lines)
    ;   { Lines = [] }
    ).

line([Cell|Cells]) -->
    line_cell(Cell),
    (   line(Cells)
    ->  []
    ;   { Cells = [] }
    ).

line_cell(empty) --> ".".
line_cell(Piece-Colour) --> [Letter], { piece_letter(Piece, Colour, Letter) }.

player_letter(white) --> "w".
player_letter(black) --> "b".

word([C|Cs]) --> [C], { C \== 0'\s }, word_rest(Cs).

word_rest([C|Cs]) --> [C], { C \== 0'\s }, !, word_rest(Cs).
word_rest([]) --> [].

%   lines_board(+Lines, +White, +Black, +Swaps, -Board): the board term
%   of the notation's rows, which gain their margin.

lines_board(Lines, White, Black, Swaps, echek(Rows, reserve(White, Black), Swaps)) :-
    Lines = [First|_],
    length(First, Width),
    Margin is Width + 2,
    length(EmptyRow, Margin),
    maplist(=(empty), EmptyRow),
    maplist(framed_line, Lines, Middle),
    append([[EmptyRow], Middle, [EmptyRow]], Rows).

framed_line(Line, Row) :-
    append([[empty], Line, [empty]], Row).

reserve_letters(`-`, [], []) :-
    !.
reserve_letters(Letters, White, Black) :-
    maplist(reserve_letter, Letters, Pieces),
    findall(P, member(P-white, Pieces), White0),
    findall(P, member(P-black, Pieces), Black0),
    msort(White0, White),
    msort(Black0, Black).

reserve_letter(Letter, Piece-Colour) :-
    piece_letter(Piece, Colour, Letter),
    Piece \== king.

swap_letters(`-`, []) :-
    !.
swap_letters(Letters, Swaps) :-
    maplist(swap_letter, Letters, Swaps0),
    msort(Swaps0, Swaps).

swap_letter(0'S, white).
swap_letter(0's, black).

piece_letter(Piece, Colour, Letter) :-
    piece_upper(Piece, Upper),
    letter_case(Colour, Upper, Letter).

letter_case(white, Upper, Upper).
letter_case(black, Upper, Lower) :-
    Lower is Upper - 0'A + 0'a.

piece_upper(king, 0'K).
piece_upper(queen, 0'Q).
piece_upper(rook, 0'R).
piece_upper(bishop, 0'B).
piece_upper(knight, 0'N).
piece_upper(pawn, 0'P).

written_position(Rows, Player, White, Black, Swaps) -->
    { inside(Rows, Inner) },
    written_lines(Inner),
    " ", player_letter(Player), " ",
    written_reserve(White, Black), " ",
    written_swaps(Swaps).

written_lines([Row]) -->
    !,
    written_line(Row).
written_lines([Row|Rows]) -->
    written_line(Row), "/", written_lines(Rows).

written_line(Row) -->
    { inside(Row, Inner) },
    foldl(line_cell, Inner).

%   inside(+List, -Inner): List without its first and last elements (the
%   frame's margin).

inside([_|Rest], Inner) :-
    append(Inner, [_], Rest),
    !.

written_reserve([], []) -->
    !,
    "-".
written_reserve(White, Black) -->
    reserve_in_order(White, white),
    reserve_in_order(Black, black).

reserve_in_order(Pieces, Colour) -->
    foldl(reserve_piece(Pieces, Colour), [queen, rook, bishop, knight, pawn]).

reserve_piece(Pieces, Colour, Piece) -->
    (   { memberchk(Piece, Pieces) }
    ->  line_cell(Piece-Colour)
    ;   []
    ).

written_swaps([]) -->
    !,
    "-".
written_swaps(Swaps) -->
    (   { memberchk(white, Swaps) }
    ->  "S"
    ;   []
    ),
    (   { memberchk(black, Swaps) }
    ->  "s"
    ;   []
    ).

                 /*******************************
                 *      CHECKING THE TERMS      *
                 *******************************/

%   check_position(+Rules, +Board, +Player, -Pos): the terms are well
%   formed, in this order: rules, player, board, cells, reserves, swap
%   rights, frame; then the position is one the rules can produce.

%!  check_position(+Rules, +Board, +Player) is det.
%
%   Raises the error the C core raises for a malformed position.

check_position(Rules, Board, Player) :-
    check_position(Rules, Board, Player, _).

check_position(Rules, Board, Player, Pos) :-
    check_ground(Rules),
    check_rules(Rules),
    check_ground(Board),
    check_ground(Player),
    check_player(Player),
    check_possible(Rules, Board, Player, Pos).

check_possible(Rules, Board, Player, Pos) :-
    check_board(Board),
    board_position(Board, Pos),
    check_frame(Board, Pos),
    (   impossible(Rules, Pos, Why)
    ->  throw(error(domain_error(echek_position, Board-Player), context(_, Why)))
    ;   true
    ).

check_rules(Rules) :-
    rule_names(Names),
    check_rules(echek, Names, Rules).

check_player(Player) :-
    (   opponent(Player, _)
    ->  true
    ;   domain_error(echek_player, Player)
    ).

check_board(Board) :-
    (   Board = echek(Rows, Reserve, Swaps)
    ->  true
    ;   domain_error(echek_board, Board)
    ),
    must_be(list, Rows),
    maplist(must_be(list), Rows),
    (   Rows = [First|_],
        length(Rows, NR),
        NR >= 3,
        length(First, NC),
        NC >= 3,
        maplist(same_length(First), Rows)
    ->  true
    ;   domain_error(echek_board, Board)
    ),
    maplist(maplist(check_cell), Rows),
    (   Reserve = reserve(White, Black)
    ->  true
    ;   domain_error(echek_board, Board)
    ),
    must_be(list, White),
    must_be(list, Black),
    maplist(check_reserve_piece, White),
    maplist(check_reserve_piece, Black),
    must_be(list, Swaps),
    maplist(check_player, Swaps).

check_cell(Cell) :-
    (   ( Cell == empty
        ; Cell = Piece-Colour,
          piece_upper(Piece, _),
          opponent(Colour, _)
        )
    ->  true
    ;   domain_error(echek_cell, Cell)
    ).

check_reserve_piece(Piece) :-
    (   piece_upper(Piece, _),
        Piece \== king
    ->  true
    ;   domain_error(echek_piece, Piece)
    ).

%   The frame is the pieces' box with one empty line on every side.

check_frame(Board, pos(Pieces, _, _, NR-NC)) :-
    findall(Cell, member(at(Cell, _), Pieces), Cells),
    (   (   Cells == []
        ;   cells_box(Cells, 2, Bottom, 2, Right),
            Bottom =:= NR - 1,
            Right =:= NC - 1
        )
    ->  true
    ;   domain_error(echek_board, Board)
    ).

check_move(Move) :-
    (   well_formed_move(Move)
    ->  true
    ;   domain_error(echek_move, Move)
    ).

well_formed_move(pass).
well_formed_move(swap).
well_formed_move(move(Piece, Cell)) :-
    piece_upper(Piece, _),
    cell_term(Cell).
well_formed_move(place(Piece, Cell)) :-
    piece_upper(Piece, _),
    cell_term(Cell).
well_formed_move(place(pawn, Cell, Step)) :-
    cell_term(Cell),
    cell_term(Step).
well_formed_move(place(bishop, Cell, recall(Recalled))) :-
    cell_term(Cell),
    cell_term(Recalled).

cell_term(Row-Col) :-
    integer(Row),
    integer(Col),
    Row >= 1,
    Col >= 1.

%   impossible(+Rules, +Pos, -Why): a position the rules cannot produce.

impossible(_Rules, pos(Pieces, Reserve, Swaps, _), Why) :-
    opponent(Colour, _),
    (   msort(Swaps, Sorted),
        append(_, [Colour, Colour|_], Sorted)
    ->  format(atom(Why), '~w is listed more than once among the swap rights', [Colour])
    ;   piece_upper(Piece, _),
        reserve_of(Reserve, Colour, InReserve),
        findall(x, ( member(at(_, Piece-Colour), Pieces) ; member(Piece, InReserve) ),
                Listed),
        missing_or_repeated(Piece, Colour, Pieces, Listed, Why)
    ),
    !.
impossible(Rules, Pos, 'the pieces do not fit in the 4x4 play area') :-
    Pos = pos(Pieces, _, _, _),
    \+ fits(Rules, Pieces).
impossible(_Rules, pos(Pieces, _, _, _), 'the Bishops are too far from the other pieces') :-
    findall(Cell, member(at(Cell, _), Pieces), Cells),
    cells_box(Cells, Top, Bottom, Left, Right),
    ( Bottom - Top >= 6 ; Right - Left >= 6 ).
impossible(Rules, pos(Pieces, _, _, _), 'the pieces on the table are not all connected') :-
    \+ memberchk(draft_bishop, Rules),
    \+ connected(Pieces).
impossible(Rules, pos(Pieces, _, _, _), Why) :-
    play_box(Rules, Pieces, Box),
    \+ king_surrounded(Pieces, Box, _),
    member(at(Cell, queen-Colour), Pieces),
    surrounded(Pieces, Box, Cell),
    format(atom(Why), 'the ~w queen is surrounded: she would have left the game', [Colour]).

missing_or_repeated(Piece, Colour, _Pieces, [_, _|_], Why) :-
    format(atom(Why), 'there is more than one ~w ~w', [Colour, Piece]).
missing_or_repeated(king, Colour, Pieces, _, Why) :-
    \+ memberchk(at(_, king-Colour), Pieces),
    format(atom(Why), 'the ~w king is not on the table', [Colour]).
missing_or_repeated(Piece, Colour, _Pieces, [], Why) :-
    Piece \== queen,
    Piece \== king,
    format(atom(Why), 'the ~w ~w is neither on the table nor in reserve (only a Queen leaves the game)',
           [Colour, Piece]).
