:- module(tabuleiro_shakti_rules,
          [ valid_moves/4,          % +Rules, +Board, +Player, -Moves
            apply_move/6,           % +Rules, +Board, +Player, +Move, -Board1, -Player1
            winner/4,               % +Rules, +Board, +Player, -Winner
            value/5,                % +Rules, +Board, +Player, +ForPlayer, -Value
            rule_names/1,           % -Names
            initial_board/3,        % +Rules, -Board, -Player
            notation_position/4,    % +Text, +Rules, -Board, -Player
            position_notation/3,    % +Board, +Player, -Text
            position_notation/4,    % +Rules, +Board, +Player, -Text
            in_check/3,             % +Rules, +Board, +Player
            irreversible_move/3,    % +Board, +Move, +Board1
            check_position/3,       % +Rules, +Board, +Player
            move_problem/5,         % +Rules, +Board, +Player, +Move, -Problem
            unchecked_valid_moves/4, % +Rules, +Board, +Player, -Moves
            play_valid_move/6,      % +Rules, +Board, +Player, +Move, -Board1, -Player1
            unchecked_winner/4,     % +Rules, +Board, +Player, -Winner
            unchecked_value/5       % +Rules, +Board, +Player, +ForPlayer, -Value
          ]).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(aggregate)).
:- use_module(rule_checks).
% Arithmetic compiled in line (this file only): the same answers, faster.
:- set_prolog_flag(optimise, true).

/** <module> Shakti rules in pure Prolog

The declarative reference for Shakti (Christian Freeling, 1982): clear
rather than fast, and independent of the C core.  It answers with the
same terms and raises the same errors as the C core does, so the two can
be compared position by position.

  - Board: a list of 7 rows, row 7 (Black's side) first, each a list of
    7 cells from column `a` to `g`: `empty` (a hole: no tile), `tile` (an
    empty tile), or `Piece-Colour` with Piece `king` or `warrior` and
    Colour `white` or `black` (a piece always stands on a tile).
  - Player: `white` or `black`, the player to move.  White moves first.
  - Move: `move(From, To)` with cells written as atoms such as `b2`, or
    `pass`.
  - Rules: a list of rule options, see rule_names/1.

Inside this module a cell is `Col-Row`, both in 1..7 (`b2` is 2-2), and
the rules (seeing, the moves, the evaluation) take the board as a grid,
the term of its 49 cells (board_grid/2), read by content/3 in one step.
The central notion is *seeing*: looking from a cell along one of the 8
directions, holes are passed over and the first tile met is the tile
seen (first_tile_seen/4).

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
%   The rule options a game may switch on: `full_board` starts with all
%   49 cells tiled (the course document's board) instead of Freeling's
%   45, where the four corners are holes.

rule_names([full_board]).

%!  irreversible_move(+Board, +Move, +Board1) is semidet.
%
%   Move, from Board to Board1, can never be undone: a King takes a
%   Warrior, or a Warrior jumps (the tile it jumps over becomes a hole).
%   Any other move passes over holes only.

irreversible_move(Board, move(From, To), _Board1) :-
    board_grid(Board, Grid),
    cell_name(FromCell, From),
    cell_name(ToCell, To),
    (   content(Grid, ToCell, Taken),
        Taken \== tile
    ->  true
    ;   jumped(Grid, FromCell, ToCell, Jumped),
        Jumped \== none
    ).

%!  initial_board(+Rules, -Board, -Player) is det.
%
%   The start position: Kings on d2 and d6, Warriors on b2, f2, b6 and
%   f6, and White to move.

initial_board(Rules, Board, white) :-
    check_rules(Rules),
    (   memberchk(full_board, Rules)
    ->  Corner = tile
    ;   Corner = empty
    ),
    Edge = [Corner, tile, tile, tile, tile, tile, Corner],
    Middle = [tile, tile, tile, tile, tile, tile, tile],
    Board = [ Edge,
              [tile, warrior-black, tile, king-black, tile, warrior-black, tile],
              Middle, Middle, Middle,
              [tile, warrior-white, tile, king-white, tile, warrior-white, tile],
              Edge
            ].

%!  valid_moves(+Rules, +Board, +Player, -Moves) is det.
%
%   Moves is the sorted list of the legal moves of Player: `[pass]` when
%   Player must pass, `[]` when the game is over.

valid_moves(Rules, Board, Player, Moves) :-
    check_position(Rules, Board, Player),
    unchecked_valid_moves(Rules, Board, Player, Moves).

unchecked_valid_moves(_Rules, Board, Player, Moves) :-
    board_grid(Board, Grid),
    legal_moves(Grid, Player, Moves).

%!  apply_move(+Rules, +Board, +Player, +Move, -Board1, -Player1) is semidet.
%
%   Player plays Move on Board, giving Board1 with Player1 to move.
%   Fails if Move is well formed but not legal here.

apply_move(Rules, Board, Player, Move, Board1, Player1) :-
    check_position(Rules, Board, Player),
    check_ground(Move),
    check_move(Move),
    board_grid(Board, Grid),
    played(Move, Grid, Player, Grid1),
    board_grid(Board1, Grid1),
    opponent(Player, Player1).

play_valid_move(_Rules, Board, Player, Move, Board1, Player1) :-
    board_grid(Board, Grid),
    moved(Move, Grid, Grid1),
    board_grid(Board1, Grid1),
    opponent(Player, Player1).

%!  winner(+Rules, +Board, +Player, -Winner) is semidet.
%
%   The rules have ended the game: Winner is the opponent of Player when
%   Player is checkmated, `draw` when neither player can move.  Fails
%   while the game goes on.

winner(Rules, Board, Player, Winner) :-
    check_position(Rules, Board, Player),
    unchecked_winner(Rules, Board, Player, Winner).

unchecked_winner(_Rules, Board, Player, Winner) :-
    board_grid(Board, Grid),
    outcome(Grid, Player, Winner).

%!  value(+Rules, +Board, +Player, +ForPlayer, -Value) is det.
%
%   Value is how good the position (Player to move) is for ForPlayer:
%   100000 if ForPlayer has won, -100000 if the opponent has, 0 for a
%   draw by the rules; otherwise ForPlayer's share minus the opponent's,
%   a side's share being
%
%     - 100 for each of its Warriors,
%     - 10 for each cell next to its King that has a tile and none of its
%       own pieces (where the King could step when in check),
%     - 2 * (7 - D) for each of its Warriors, D the Warrior's distance to
%       the enemy King in King steps,
%     - minus 25 if it is to move and in check,
%     - 80 if it is to move and its King can take a Warrior.

value(Rules, Board, Player, ForPlayer, Value) :-
    check_position(Rules, Board, Player),
    check_player(ForPlayer),
    unchecked_value(Rules, Board, Player, ForPlayer, Value).

unchecked_value(_Rules, Board, Player, ForPlayer, Value) :-
    board_grid(Board, Grid),
    (   outcome(Grid, Player, Outcome)
    ->  outcome_value(Outcome, ForPlayer, Value)
    ;   opponent(ForPlayer, Opponent),
        side_value(Grid, Player, ForPlayer, Mine),
        side_value(Grid, Player, Opponent, Theirs),
        Value is Mine - Theirs
    ).

%!  in_check(+Rules, +Board, +Player) is semidet.
%
%   Player's King is in check: an enemy Warrior is the first tile it
%   sees on a row, column or diagonal.

in_check(Rules, Board, Player) :-
    check_position(Rules, Board, Player),
    board_grid(Board, Grid),
    king_in_check(Grid, Player).

%!  notation_position(+Text, +Rules, -Board, -Player) is det.
%
%   Reads the position notation, e.g.
%   `'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w'`: rows 7
%   to 1 separated by `/`, each 7 characters (`x` hole, `.` empty tile,
%   `K`/`W` White's King/Warrior, `k`/`w` Black's), then a space and the
%   player to move (`w` or `b`).  Text is an atom or a string.
%
%   @error type_error(atom, Text) if Text is neither atom nor string.
%   @error domain_error(shakti_notation, Text) if Text is not notation,
%          or not a position that can occur in a game.

notation_position(Text, Rules, Board, Player) :-
    check_rules(Rules),
    check_text(Text),
    atom_codes(Text, Codes),
    (   phrase(notation(Board, Player), Codes)
    ->  true
    ;   notation_error(shakti, Text,
                       'not in the form x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w')
    ),
    (   possible(Board, Player)
    ->  true
    ;   notation_error(shakti, Text, 'not a position that can occur in a game')
    ).

%!  position_notation(+Board, +Player, -Text) is det.
%
%   Text (an atom) is the position notation of Board with Player to
%   move.

position_notation(Board, Player, Text) :-
    position_notation([], Board, Player, Text).

%!  position_notation(+Rules, +Board, +Player, -Text) is det.
%
%   As position_notation/3, for a position of the rule options Rules.

position_notation(Rules, Board, Player, Text) :-
    check_position(Rules, Board, Player),
    once(phrase(notation(Board, Player), Codes)),
    atom_codes(Text, Codes).

                 /*******************************
                 *       SEEING AND CHECK       *
                 *******************************/

direction(0-1).                         % up
direction(0-(-1)).                      % down
direction(1-0).                         % right
direction((-1)-0).                      % left
direction(1-1).
direction(1-(-1)).
direction((-1)-1).
direction((-1)-(-1)).

%   next_cell(+Cell, +Direction, -Next): Next is the neighbour of Cell
%   in Direction; fails at the edge of the board.

next_cell(Col-Row, DCol-DRow, Col1-Row1) :-
    Col1 is Col + DCol,
    Row1 is Row + DRow,
    Col1 >= 1, Col1 =< 7,
    Row1 >= 1, Row1 =< 7.

%   first_tile_seen(+Board, +Cell, +Direction, -Tile): Tile is the first
%   cell with a tile after Cell in Direction, holes passed over (rule 4).

first_tile_seen(Board, Cell, Direction, Tile) :-
    next_cell(Cell, Direction, Next),
    content(Board, Next, Content),
    (   Content == empty
    ->  first_tile_seen(Board, Next, Direction, Tile)
    ;   Tile = Next
    ).

%   sees(+Board, +Cell, ?Content): the first tile seen from Cell in
%   some direction holds Content: a cell holding Content lies on a line
%   from Cell, and is the first tile seen from Cell towards it.  (Looking
%   back from the pieces is quicker: Cell has 8 lines, and there are at
%   most 6 pieces.)

sees(Board, Cell, Content) :-
    piece_cell(Board, Content, Seen),
    line_direction(Cell, Seen, Direction),
    first_tile_seen(Board, Cell, Direction, Seen),
    !.

%   line_direction(+From, +To, -Direction): To is another cell on a row,
%   column or diagonal of From, in Direction.

line_direction(Col0-Row0, Col1-Row1, DCol-DRow) :-
    DCol is sign(Col1 - Col0),
    DRow is sign(Row1 - Row0),
    DCol-DRow \== 0-0,
    (   DCol =:= 0                              % a column
    ->  true
    ;   DRow =:= 0                              % a row
    ->  true
    ;   abs(Col1 - Col0) =:= abs(Row1 - Row0)   % a diagonal
    ).

%   king_sees(+Board, +Colour, ?Content): the first tile seen by
%   Colour's King in some direction holds Content.

king_sees(Board, Colour, Content) :-
    king_cell(Board, Colour, King),
    sees(Board, King, Content).

king_in_check(Board, Colour) :-
    opponent(Colour, Enemy),
    king_sees(Board, Colour, warrior-Enemy).

%   Rule 6: facing is mutual, so one King's view is enough.

kings_facing(Board) :-
    king_sees(Board, white, king-black).

%   Rule 7: after its move, the mover's King is not in check and the
%   Kings do not face each other: the first tile it sees in every
%   direction holds no enemy piece, neither a Warrior (check) nor the
%   King (facing is mutual, rule 6).

king_safe(Board, Colour) :-
    opponent(Colour, Enemy),
    \+ king_sees(Board, Colour, _-Enemy).

                 /*******************************
                 *             MOVES            *
                 *******************************/

%   legal_moves(+Board, +Player, -Moves): rule 11 on top of the moves of
%   the pieces.

legal_moves(Board, Player, Moves) :-
    findall(Move, legal_move(Board, Player, Move), Found),
    sort(Found, PieceMoves),
    (   PieceMoves \== []
    ->  Moves = PieceMoves
    ;   must_pass(Board, Player)
    ->  Moves = [pass]
    ;   Moves = []
    ).

%   Rule 11: a player not in check who cannot move passes, if the
%   opponent can move in the same position.

must_pass(Board, Player) :-
    \+ king_in_check(Board, Player),
    opponent(Player, Opponent),
    can_move(Board, Opponent).

%   can_move(+Board, +Player): a piece of Player has a legal move.

can_move(Board, Player) :-
    legal_target(Board, Player, _, _),
    !.

%   outcome(+Board, +Player, -Outcome): rules 12 and 13.

outcome(Board, Player, Outcome) :-
    \+ can_move(Board, Player),
    opponent(Player, Opponent),
    (   king_in_check(Board, Player)
    ->  Outcome = Opponent
    ;   \+ can_move(Board, Opponent),
        Outcome = draw
    ).

%!  move_problem(+Rules, +Board, +Player, +Move, -Problem) is semidet.
%
%   Problem is the first rule of Shakti that Move breaks for Player,
%   for the prompt to say why a move is refused:
%
%     - cannot_pass: Player has a legal move, so may not pass;
%     - not_your_piece(Cell): Cell holds no piece of Player's;
%     - in_check_king_steps: Player's King is in check, and then steps
%       to an adjacent tile (rule 9);
%     - exposes_king: the move would leave Player's King in check or
%       facing the other King (rule 7);
%     - unreachable(From, To): the piece on From cannot go to To
%       (a Warrior goes to the first tile it sees, or jumps it; the King
%       goes to the first tile it sees).
%
%   Fails for a legal move.

move_problem(_Rules, Board, Player, pass, cannot_pass) :-
    board_grid(Board, Grid),
    legal_move(Grid, Player, _),
    !.
move_problem(_Rules, Board, Player, move(From, To), Problem) :-
    board_grid(Board, Grid),
    board_problem(Grid, Player, From, To, Problem).

%   board_problem(+Board, +Player, +From, +To, -Problem): as
%   move_problem/5 for move(From, To), on the grid Board.

board_problem(Board, Player, From, To, Problem) :-
    cell_name(FromCell, From),
    cell_name(ToCell, To),
    content(Board, FromCell, Piece),
    (   Piece \= _-Player
    ->  Problem = not_your_piece(From)
    ;   safe_piece_move(Board, Player, FromCell, ToCell, _)
    ->  fail
    ;   piece_move(Board, Player, FromCell, ToCell, _)
    ->  Problem = exposes_king
    ;   Piece = king-_,
        king_in_check(Board, Player)
    ->  Problem = in_check_king_steps
    ;   Problem = unreachable(From, To)
    ).

%   played(+Move, +Board, +Player, -Board1): Player's legal Move turns
%   Board into Board1 (a piece reaches a cell in one way at most, so
%   Board1 is the only board the move can give); fails for a move that
%   is not legal.

played(pass, Board, Player, Board) :-
    legal_moves(Board, Player, [pass]).
played(move(From, To), Board, Player, Board1) :-
    cell_name(FromCell, From),
    cell_name(ToCell, To),
    once(safe_piece_move(Board, Player, FromCell, ToCell, Board1)).

%   moved(+Move, +Board, -Board1): as played/4, for a Move known to be
%   legal: the piece goes from one cell to the other, and the tile it
%   jumps, if any, goes too.

moved(pass, Board, Board).
moved(move(From, To), Board, Board1) :-
    cell_name(FromCell, From),
    cell_name(ToCell, To),
    content(Board, FromCell, Piece),
    jumped(Board, FromCell, ToCell, Jumped),
    move_piece(Board, FromCell, ToCell, Piece, Board0),
    remove_jumped(Jumped, Board0, Board1).

%   jumped(+Board, +From, +To, -Jumped): Jumped is the tile that a move
%   from From to To passes over, `none` if it passes over holes only, as
%   every move but a Warrior's jump does.

jumped(Board, From, To, Jumped) :-
    line_direction(From, To, Direction),
    first_tile_seen(Board, From, Direction, First),
    (   First == To
    ->  Jumped = none
    ;   Jumped = First
    ).

%   legal_move(+Board, +Player, -Move): Move of a piece of Player is
%   legal; enumerates the moves.

legal_move(Board, Player, move(From, To)) :-
    legal_target(Board, Player, FromCell, ToCell),
    cell_name(FromCell, From),
    cell_name(ToCell, To).

%   Rule 7 on the moves of the pieces: on the board after the move, the
%   mover's King is safe.

safe_piece_move(Board, Player, From, To, Board1) :-
    piece_move(Board, Player, From, To, Board1),
    king_safe(Board1, Player).

%   legal_target(+Board, +Player, -From, -To): as safe_piece_move/5, but
%   rule 7 is decided on Board, without making the board after each
%   move, which the search would do for every move of every position it
%   visits.  A move leaves every tile in place but the one a jump
%   removes, and the cells it empties and fills hold no enemy piece,
%   before the move or after it, but for a Warrior the King takes on the
%   cell it moves to, which it does not see from there.  As seeing stops
%   at the first tile, after the move
%
%     - after a Warrior's move, the King sees what it sees now, and
%       after a jump, if it saw the jumped tile first, what lies behind
%       it (uncovers/3);
%     - the King, moved to To, sees what it sees from To now.
%
%   A test holds legal_target/4 to safe_piece_move/5 on random games.

legal_target(Board, Player, From, To) :-
    king_safe(Board, Player),
    piece_target(Board, Player, warrior-Player, From, To, Jumped),
    \+ uncovers(Board, Player, Jumped).
legal_target(Board, Player, King, To) :-
    opponent(Player, Enemy),
    piece_target(Board, Player, king-Player, King, To, none),
    \+ sees(Board, To, _-Enemy).

%   uncovers(+Board, +Player, +Jumped): without the tile Jumped, Player's
%   King would see an enemy piece: it sees Jumped first in some
%   direction, and behind it an enemy piece.

uncovers(Board, Player, Jumped) :-
    Jumped \== none,
    opponent(Player, Enemy),
    king_cell(Board, Player, King),
    line_direction(King, Jumped, Direction),
    first_tile_seen(Board, King, Direction, Jumped),
    first_tile_seen(Board, Jumped, Direction, Behind),
    content(Board, Behind, _-Enemy).

%   piece_move(+Board, +Player, ?From, ?To, -Board1): Player's piece on
%   From may go to To, which gives Board1; enumerates.

piece_move(Board, Player, From, To, Board1) :-
    piece_target(Board, Player, Piece, From, To, Jumped),
    move_piece(Board, From, To, Piece, Board0),
    remove_jumped(Jumped, Board0, Board1).

%   piece_target(+Board, +Player, ?Piece, ?From, ?To, -Jumped): Player's
%   Piece on From may go to To, passing over the tile Jumped (a
%   Warrior's jump) or, Jumped being `none`, over holes only.

piece_target(Board, Player, king-Player, King, To, none) :-
    king_cell(Board, Player, King),
    king_target(Board, Player, King, To).
piece_target(Board, Player, warrior-Player, From, To, Jumped) :-
    piece_cell(Board, warrior-Player, From),
    direction(Direction),
    first_tile_seen(Board, From, Direction, First),
    content(Board, First, tile),
    (   To = First,
        Jumped = none
    ;   first_tile_seen(Board, First, Direction, To),
        content(Board, To, tile),
        Jumped = First
    ).

%   remove_jumped(+Jumped, +Board, -Board1): the tile a Warrior jumps
%   becomes a hole.

remove_jumped(none, Board, Board).
remove_jumped(Col-Row, Board, Board1) :-
    set_content(Board, Col-Row, empty, Board1).

%   Rule 9: a King in check steps to an adjacent tile (king_step/4).
%   Rule 8: otherwise it goes to the first tile seen, if that is empty.

king_target(Board, Player, King, To) :-
    king_in_check(Board, Player),
    !,
    king_step(Board, Player, King, To).
king_target(Board, _Player, King, To) :-
    direction(Direction),
    first_tile_seen(Board, King, Direction, To),
    content(Board, To, tile).

%   king_step(+Board, +Player, +King, -To): the King steps to an
%   adjacent tile, empty or holding an enemy Warrior (captured by
%   move_piece/5 overwriting it).

king_step(Board, Player, King, To) :-
    opponent(Player, Enemy),
    direction(Direction),
    next_cell(King, Direction, To),
    content(Board, To, Content),
    memberchk(Content, [tile, warrior-Enemy]).

move_piece(Board, From, To, Piece, Board1) :-
    set_content(Board, From, tile, Board0),
    set_content(Board0, To, Piece, Board1).

opponent(white, black).
opponent(black, white).

                 /*******************************
                 *          EVALUATION          *
                 *******************************/

outcome_value(Outcome, ForPlayer, Value) :-
    (   Outcome == draw
    ->  Value = 0
    ;   Outcome == ForPlayer
    ->  Value = 100000
    ;   Value = -100000
    ).

side_value(Board, ToMove, Colour, Value) :-
    opponent(Colour, Enemy),
    findall(W, piece_cell(Board, warrior-Colour, W), Warriors),
    length(Warriors, Count),
    king_cell(Board, Colour, King),
    escapes(Board, Colour, King, Escapes),
    king_cell(Board, Enemy, EnemyKing),
    foldl(add_closeness(EnemyKing), Warriors, 0, Closeness),
    turn_value(Board, ToMove, Colour, Turn),
    Value is 100*Count + 10*Escapes + 2*Closeness + Turn.

%   escapes(+Board, +Colour, +King, -Count) counts the escape/4 cells.
%   (aggregate_all/3 calls a named goal faster than a conjunction.)

escapes(Board, Colour, King, Count) :-
    aggregate_all(count, escape(Board, Colour, King, _Cell), Count).

%   escape(+Board, +Colour, +King, -Cell): Cell, next to Colour's King,
%   has a tile and none of Colour's pieces; enumerates.

escape(Board, Colour, King, Cell) :-
    direction(Direction),
    next_cell(King, Direction, Cell),
    content(Board, Cell, Content),
    Content \== empty,
    Content \= _-Colour.

add_closeness(King, Warrior, Sum0, Sum) :-
    distance(King, Warrior, Distance),
    Sum is Sum0 + 7 - Distance.

%   distance(+Cell1, +Cell2, -Distance): in King steps.

distance(Col1-Row1, Col2-Row2, Distance) :-
    Distance is max(abs(Col1 - Col2), abs(Row1 - Row2)).

%   turn_value(+Board, +ToMove, +Colour, -Value): what being to move is
%   worth to Colour: -25 in check, and 80 more if its King can take a
%   Warrior, which only a King in check can do (rule 9).

turn_value(Board, Colour, Colour, Value) :-
    king_in_check(Board, Colour),
    !,
    capture_bonus(Board, Colour, Bonus),
    Value is Bonus - 25.
turn_value(_Board, _ToMove, _Colour, 0).

capture_bonus(Board, Colour, 80) :-
    opponent(Colour, Enemy),
    king_cell(Board, Colour, King),
    king_step(Board, Colour, King, To),
    content(Board, To, warrior-Enemy),
    move_piece(Board, King, To, king-Colour, Board1),
    king_safe(Board1, Colour),              % rule 7, asked of captures only
    !.
capture_bonus(_Board, _Colour, 0).

                 /*******************************
                 *            BOARD             *
                 *******************************/

%   board_grid(?Board, ?Grid): Grid holds the cells of Board, the list
%   of rows, row 7 first, as the arguments of one term, so that a cell
%   is read in one step (arg/3) instead of by walking the lists of rows
%   and cells.  Either one makes the other.

board_grid([ [A7, B7, C7, D7, E7, F7, G7],
             [A6, B6, C6, D6, E6, F6, G6],
             [A5, B5, C5, D5, E5, F5, G5],
             [A4, B4, C4, D4, E4, F4, G4],
             [A3, B3, C3, D3, E3, F3, G3],
             [A2, B2, C2, D2, E2, F2, G2],
             [A1, B1, C1, D1, E1, F1, G1]
           ],
           grid(A7, B7, C7, D7, E7, F7, G7,
                A6, B6, C6, D6, E6, F6, G6,
                A5, B5, C5, D5, E5, F5, G5,
                A4, B4, C4, D4, E4, F4, G4,
                A3, B3, C3, D3, E3, F3, G3,
                A2, B2, C2, D2, E2, F2, G2,
                A1, B1, C1, D1, E1, F1, G1)).

%   cell_index(+Cell, -Index) and index_cell(+Index, -Cell): Cell is the
%   Index-th argument of a grid.

cell_index(Col-Row, Index) :-
    Index is (7 - Row) * 7 + Col.

index_cell(Index, Col-Row) :-
    Col is (Index - 1) mod 7 + 1,
    Row is 7 - (Index - 1) // 7.

%   content(+Board, +Cell, -Content): what Cell holds.  The index is
%   cell_index/2's, written in line: content/3 is the question the rules
%   ask most.

content(Board, Col-Row, Content) :-
    Index is (7 - Row) * 7 + Col,
    arg(Index, Board, Content).

%   set_content(+Board, +Cell, +Content, -Board1): Board1 is Board with
%   Content on Cell.  setarg/3 changes a fresh copy of Board, which
%   itself stays as it was.

set_content(Board, Cell, Content, Board1) :-
    cell_index(Cell, Index),
    duplicate_term(Board, Board1),
    setarg(Index, Board1, Content).

%   piece_cell(+Board, ?Piece, -Cell): Piece stands on Cell; enumerates.

piece_cell(Board, Piece, Cell) :-
    arg(Index, Board, Piece),
    index_cell(Index, Cell).

%   king_cell(+Board, +Colour, -Cell): Colour's King stands on Cell.

king_cell(Board, Colour, King) :-
    once(piece_cell(Board, king-Colour, King)).

%   cell_name(?Cell, ?Name): Name is the atom of Cell, e.g. b2 for 2-2.

cell_name(Col-Row, Name) :-
    (   atom(Name)
    ->  atom_codes(Name, [Letter, Digit]),
        Col is Letter - 0'a + 1,
        Row is Digit - 0'0
    ;   Letter is 0'a + Col - 1,
        Digit is 0'0 + Row,
        atom_codes(Name, [Letter, Digit])
    ).

                 /*******************************
                 *           NOTATION           *
                 *******************************/

notation([R7, R6, R5, R4, R3, R2, R1], Player) -->
    notation_row(R7), "/", notation_row(R6), "/", notation_row(R5), "/",
    notation_row(R4), "/", notation_row(R3), "/", notation_row(R2), "/",
    notation_row(R1), " ", notation_player(Player).

notation_row([A, B, C, D, E, F, G]) -->
    notation_cell(A), notation_cell(B), notation_cell(C), notation_cell(D),
    notation_cell(E), notation_cell(F), notation_cell(G).

notation_cell(empty) --> "x".
notation_cell(tile) --> ".".
notation_cell(king-white) --> "K".
notation_cell(warrior-white) --> "W".
notation_cell(king-black) --> "k".
notation_cell(warrior-black) --> "w".

notation_player(white) --> "w".
notation_player(black) --> "b".

                 /*******************************
                 *      CHECKING THE TERMS      *
                 *******************************/

%   The checks come in the order the C core makes them, so that a term
%   with several faults raises the same error on both backends.

%!  check_position(+Rules, +Board, +Player) is det.
%
%   Raises the error the C core raises for a malformed position.

check_position(Rules, Board, Player) :-
    check_rules(Rules),
    check_ground(Board),
    check_player(Player),
    check_board(Board),
    check_possible(Board, Player).

check_rules(Rules) :-
    check_ground(Rules),
    rule_names(Names),
    check_rules(shakti, Names, Rules).

check_player(Player) :-
    check_ground(Player),
    (   opponent(Player, _)
    ->  true
    ;   domain_error(shakti_player, Player)
    ).

check_board(Board) :-
    check_grid(shakti, 7, 7, check_cell, Board).

check_cell(Cell) :-
    (   cell_term(Cell)
    ->  true
    ;   domain_error(shakti_cell, Cell)
    ).

cell_term(empty).
cell_term(tile).
cell_term(Piece-Colour) :-
    memberchk(Piece, [king, warrior]),
    opponent(Colour, _).

check_move(Move) :-
    (   well_formed_move(Move)
    ->  true
    ;   domain_error(shakti_move, Move)
    ).

well_formed_move(pass).
well_formed_move(move(From, To)) :-
    cell_atom(From),
    cell_atom(To).

cell_atom(Name) :-
    atom(Name),
    atom_codes(Name, [Letter, Digit]),
    memberchk(Letter, `abcdefg`),
    memberchk(Digit, `1234567`).

%   check_possible(+Board, +Player): the position can occur in a game:
%   one King and at most two Warriors a side, Kings not facing, and the
%   player who has just moved not in check.

check_possible(Board, Player) :-
    (   possible(Board, Player)
    ->  true
    ;   domain_error(shakti_position, Board-Player)
    ).

possible(Board, Player) :-
    board_grid(Board, Grid),
    forall(opponent(Colour, _), possible_pieces(Grid, Colour)),
    \+ kings_facing(Grid),
    opponent(Player, Mover),
    \+ king_in_check(Grid, Mover).

possible_pieces(Board, Colour) :-
    aggregate_all(count, piece_cell(Board, king-Colour, _), 1),
    aggregate_all(count, piece_cell(Board, warrior-Colour, _), Warriors),
    Warriors =< 2.
