:- module(tabuleiro_teeko_rules,
          [ valid_moves/4,          % +Rules, +Board, +Player, -Moves
            apply_move/6,           % +Rules, +Board, +Player, +Move, -Board1, -Player1
            winner/4,               % +Rules, +Board, +Player, -Winner
            value/5,                % +Rules, +Board, +Player, +ForPlayer, -Value
            rule_names/1,           % -Names
            initial_board/3,        % +Rules, -Board, -Player
            notation_position/4,    % +Text, +Rules, -Board, -Player
            position_notation/3,    % +Board, +Player, -Text
            position_notation/4,    % +Rules, +Board, +Player, -Text
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
:- use_module(rule_checks).
% Arithmetic compiled in line (this file only): the same answers, faster.
:- set_prolog_flag(optimise, true).

/** <module> Teeko rules in pure Prolog

The declarative reference for Teeko: clear rather than fast, and
independent of the C core.  It answers with the same terms and raises the
same errors as the C core does, so the two can be compared position by
position.

  - Board: a list of 5 rows (row `a` first), each a list of 5 atoms:
    `e` (empty), `b` (Black) or `w` (White).
  - Player: `b` or `w`, the player to move.  Black moves first.
  - Cell: `Row-Col`, both in 1..5.
  - Move: `drop(Cell)` while the player to move has fewer than 4 markers
    on the board, `step(From, To)` afterwards.
  - Rules: a list of rule options, see rule_names/1.

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
%   The rule options a game may switch on: `advanced` (Scarne's Advanced
%   Teeko, the corners of larger squares win too) and `centre_ban`
%   (Black's first drop may not be the centre cell 3-3).

rule_names([advanced, centre_ban]).

%!  irreversible_move(+Board, +Move, +Board1) is semidet.
%
%   Move, from Board to Board1, can never be undone: a drop (markers
%   never leave the board).

irreversible_move(_Board, drop(_), _Board1).

%!  initial_board(+Rules, -Board, -Player) is det.
%
%   The empty board, with Black to move.

initial_board(Rules, Board, b) :-
    check_ground(Rules),
    check_rules(Rules),
    length(Row, 5),
    maplist(=(e), Row),
    length(Board, 5),
    maplist(=(Row), Board).

%!  valid_moves(+Rules, +Board, +Player, -Moves) is det.
%
%   Moves is the sorted list of the legal moves of Player.  It is empty
%   when the position is won.

valid_moves(Rules, Board, Player, Moves) :-
    check_position(Rules, Board, Player),
    unchecked_valid_moves(Rules, Board, Player, Moves).

unchecked_valid_moves(Rules, Board, Player, Moves) :-
    (   someone_won(Rules, Board)
    ->  Moves = []
    ;   findall(Move, legal_move(Rules, Board, Player, Move), Found),
        sort(Found, Moves)
    ).

%!  apply_move(+Rules, +Board, +Player, +Move, -Board1, -Player1) is semidet.
%
%   Player plays Move on Board, giving Board1 with Player1 to move.
%   Fails if Move is well formed but not legal here.

apply_move(Rules, Board, Player, Move, Board1, Player1) :-
    check_ground(Move),
    check_position(Rules, Board, Player),
    check_move(Move),
    \+ someone_won(Rules, Board),
    once(legal_move(Rules, Board, Player, Move)),
    play_valid_move(Rules, Board, Player, Move, Board1, Player1).

play_valid_move(_Rules, Board, Player, Move, Board1, Player1) :-
    play(Move, Player, Board, Board1),
    opponent(Player, Player1).

%!  winner(+Rules, +Board, +Player, -Winner) is semidet.
%
%   Winner (`b` or `w`) has four markers in a winning pattern.  Fails
%   when nobody has won.

winner(Rules, Board, Player, Winner) :-
    check_position(Rules, Board, Player),
    unchecked_winner(Rules, Board, Player, Winner).

unchecked_winner(Rules, Board, _Player, Winner) :-
    colour(Colour),
    has_won(Rules, Board, Colour),
    !,
    Winner = Colour.

%!  value(+Rules, +Board, +Player, +ForPlayer, -Value) is det.
%
%   Value is how good the position is for ForPlayer: 100000 if
%   ForPlayer has won, -100000 if the opponent has, otherwise the sum of
%   the scores of the winning patterns and of the threats.  A pattern
%   holding M markers of ForPlayer and none of the opponent scores
%   4^(M-1); one holding O markers of the opponent and none of ForPlayer
%   scores -4^(O-1); any other pattern scores 0.  The threats: 10000 to
%   the player to move if its move can complete a pattern; otherwise
%   1000 to the other player if it has two or more cells that would
%   complete one of its patterns (the player to move can fill only one).

value(Rules, Board, Player, ForPlayer, Value) :-
    check_ground(ForPlayer),
    check_position(Rules, Board, Player),
    check_player(ForPlayer),
    unchecked_value(Rules, Board, Player, ForPlayer, Value).

unchecked_value(Rules, Board, Player, ForPlayer, Value) :-
    opponent(ForPlayer, Opponent),
    markers(Board, ForPlayer, Mine),
    markers(Board, Opponent, Theirs),
    (   winning_markers(Rules, Mine)
    ->  Value = 100000
    ;   winning_markers(Rules, Theirs)
    ->  Value = -100000
    ;   pattern_set(Rules, Set),
        pattern_counts(Set, Mine, MyCounts),
        pattern_counts(Set, Theirs, TheirCounts),
        counts_value(MyCounts, TheirCounts, 0, PatternValue),
        (   Player == ForPlayer
        ->  threat_value(Set, Board, Mine-MyCounts, Theirs-TheirCounts, ThreatValue)
        ;   threat_value(Set, Board, Theirs-TheirCounts, Mine-MyCounts, MoverThreat),
            ThreatValue is -MoverThreat
        ),
        Value is PatternValue + ThreatValue
    ).

%!  notation_position(+Text, +Rules, -Board, -Player) is det.
%
%   Reads the position notation, e.g. `'...../...../..b../...../..... w'`:
%   rows `a` to `e` separated by `/`, each 5 characters from `.`, `b`,
%   `w`, then a space and the player to move.  Text is an atom or a
%   string.
%
%   @error type_error(atom, Text) if Text is neither atom nor string.
%   @error domain_error(teeko_notation, Text) if Text is not notation,
%          or not a position that can occur in a game.

notation_position(Text, Rules, Board, Player) :-
    check_ground(Rules),
    check_rules(Rules),
    check_text(Text),
    atom_codes(Text, Codes),
    (   phrase(notation(Board, Player), Codes)
    ->  true
    ;   notation_error(teeko, Text, 'not in the form ...../...../...../...../..... b')
    ),
    (   possible(Rules, Board, Player)
    ->  true
    ;   notation_error(teeko, Text, 'not a position that can occur in a game')
    ).

%!  position_notation(+Board, +Player, -Text) is det.
%
%   Text (an atom) is the position notation of Board with Player to
%   move.  The position is checked under the standard rules.

position_notation(Board, Player, Text) :-
    position_notation([], Board, Player, Text).

%!  position_notation(+Rules, +Board, +Player, -Text) is det.
%
%   As position_notation/3, for a position of the rule options Rules.

position_notation(Rules, Board, Player, Text) :-
    check_position(Rules, Board, Player),
    phrase(notation(Board, Player), Codes),
    atom_codes(Text, Codes).

                 /*******************************
                 *             MOVES            *
                 *******************************/

%   legal_move(+Rules, +Board, +Player, ?Move)
%
%   Move is legal for Player, ignoring whether the game is already won.
%   Enumerates the legal moves when Move is unbound.

legal_move(Rules, Board, Player, drop(Cell)) :-
    drop_phase(Board, Player),
    board_cell(Board, Cell, e),
    \+ banned_drop(Rules, Board, Player, Cell).
legal_move(_Rules, Board, Player, step(From, To)) :-
    \+ drop_phase(Board, Player),
    board_cell(Board, From, Player),
    neighbour(From, To),
    board_cell(Board, To, e).

%!  move_problem(+Rules, +Board, +Player, +Move, -Problem) is semidet.
%
%   Problem is the first rule of Teeko that Move breaks for Player, for
%   the prompt to say why a move is refused:
%
%     - drop_phase_over: Player has 4 markers on the board already;
%     - markers_to_drop(N): Player still has N markers to drop;
%     - occupied(Cell): Cell holds a marker;
%     - centre_ban: Black's first drop on the centre, with centre_ban;
%     - not_your_marker(Cell): Cell holds no marker of Player's;
%     - not_neighbour(From, To): To is not one of From's 8 neighbours.
%
%   Fails for a legal move (or one it cannot explain).

move_problem(Rules, Board, Player, drop(Cell), Problem) :-
    (   \+ drop_phase(Board, Player)
    ->  Problem = drop_phase_over
    ;   \+ board_cell(Board, Cell, e)
    ->  Problem = occupied(Cell)
    ;   banned_drop(Rules, Board, Player, Cell),
        Problem = centre_ban
    ).
move_problem(_Rules, Board, Player, step(From, To), Problem) :-
    markers(Board, Player, Cells),
    length(Cells, N),
    (   N < 4
    ->  Left is 4 - N,
        Problem = markers_to_drop(Left)
    ;   \+ board_cell(Board, From, Player)
    ->  Problem = not_your_marker(From)
    ;   \+ neighbour(From, To)
    ->  Problem = not_neighbour(From, To)
    ;   \+ board_cell(Board, To, e),
        Problem = occupied(To)
    ).

drop_phase(Board, Player) :-
    markers(Board, Player, Cells),
    length(Cells, N),
    N < 4.

%   With centre_ban, Black's first drop may not be the centre.

banned_drop(Rules, Board, b, 3-3) :-
    memberchk(centre_ban, Rules),
    markers(Board, b, []).

neighbour(Row-Col, Row1-Col1) :-
    member(DRow, [-1, 0, 1]),
    member(DCol, [-1, 0, 1]),
    DRow-DCol \== 0-0,
    Row1 is Row + DRow,
    Col1 is Col + DCol,
    on_board(Row1-Col1).

play(drop(Cell), Player, Board, Board1) :-
    set_cell(Board, Cell, Player, Board1).
play(step(From, To), Player, Board, Board1) :-
    set_cell(Board, From, e, Board0),
    set_cell(Board0, To, Player, Board1).

opponent(b, w).
opponent(w, b).

colour(b).
colour(w).

                 /*******************************
                 *            BOARD             *
                 *******************************/

on_board(Row-Col) :-
    between(1, 5, Row),
    between(1, 5, Col).

%   board_cell(+Board, ?Cell, ?Content): Cell of Board holds Content.

board_cell(Board, Row-Col, Content) :-
    nth1(Row, Board, Cells),
    nth1(Col, Cells, Content).

set_cell(Board, Row-Col, Content, Board1) :-
    nth1(Row, Board, Cells, OtherRows),
    nth1(Col, Cells, _, OtherCells),
    nth1(Col, Cells1, Content, OtherCells),
    nth1(Row, Board1, Cells1, OtherRows).

%   markers(+Board, +Colour, -Cells): the cells holding Colour's
%   markers, row by row: the board's contents are read in one pass
%   beside the list of its cells.

markers(Board, Colour, Cells) :-
    append(Board, Contents),
    board_cells(AllCells),
    cells_holding(Contents, AllCells, Colour, Cells).

cells_holding([], [], _Colour, []).
cells_holding([Content|Contents], [Cell|AllCells], Colour, Cells) :-
    (   Content == Colour
    ->  Cells = [Cell|Cells1]
    ;   Cells = Cells1
    ),
    cells_holding(Contents, AllCells, Colour, Cells1).

%   board_cells(-Cells): the 25 cells, row by row; found once.

:- dynamic board_cells/1.
:- findall(Cell, on_board(Cell), Cells),
   assertz(board_cells(Cells)).

                 /*******************************
                 *           PATTERNS           *
                 *******************************/

%   winning_pattern(+Rules, -Cells): Cells, a list of 4 cells, is a
%   winning pattern under Rules (pattern/2), one at a time.  They never
%   change: stored_pattern/3 keeps those of the standard and of the
%   advanced rules.

winning_pattern(Rules, Cells) :-
    pattern_set(Rules, Set),
    stored_pattern(Set, _Number, Cells).

pattern_set(Rules, Set) :-
    (   memberchk(advanced, Rules)
    ->  Set = advanced
    ;   Set = standard
    ).

%   pattern(+Rules, -Cells): 28 lines of 4 and 16 2x2 squares; with
%   `advanced` also the corners of the 9 3x3, 4 4x4 and 1 5x5 squares.

pattern(_Rules, Cells) :-
    line(Cells).
pattern(_Rules, Cells) :-
    square_corners(1, Cells).
pattern(Rules, Cells) :-
    memberchk(advanced, Rules),
    between(2, 4, Side),
    square_corners(Side, Cells).

line(Cells) :-
    direction(Step),
    on_board(Start),
    maplist(cell_along(Start, Step), [0, 1, 2, 3], Cells),
    maplist(on_board, Cells).

direction(0-1).                         % along a row
direction(1-0).                         % down a column
direction(1-1).                         % diagonal
direction(1-(-1)).                      % anti-diagonal

cell_along(Row-Col, DRow-DCol, K, Row1-Col1) :-
    Row1 is Row + K*DRow,
    Col1 is Col + K*DCol.

%   square_corners(+Side, -Corners): the corners of a square whose sides
%   are Side cells apart.

square_corners(Side, [Top-Left, Top-Right, Bottom-Left, Bottom-Right]) :-
    on_board(Top-Left),
    Bottom is Top + Side,
    Right is Left + Side,
    on_board(Bottom-Right).

%   stored_pattern(?Set, ?Number, ?Cells): the winning patterns of the
%   standard and of the advanced rules, numbered from 1 in each Set,
%   found once, when this module is loaded; each pattern's cells are
%   sorted, as markers/3 lists a colour's.

:- dynamic stored_pattern/3.
:- forall(( member(Set-Rules, [standard-[], advanced-[advanced]]),
            findall(Cells, ( pattern(Rules, Cells0), msort(Cells0, Cells) ), Patterns),
            nth1(Number, Patterns, Cells) ),
          assertz(stored_pattern(Set, Number, Cells))).

%   cell_patterns(?Set, ?Cell, -Numbers): Numbers are those of the
%   patterns of Set through Cell, in order; found once, as
%   stored_pattern/3.

:- dynamic cell_patterns/3.
:- forall(( member(Set, [standard, advanced]),
            between(1, 5, Row),
            between(1, 5, Col) ),
          ( findall(Number,
                    ( stored_pattern(Set, Number, Cells),
                      memberchk(Row-Col, Cells) ),
                    Numbers),
            assertz(cell_patterns(Set, Row-Col, Numbers)) )).

%   patterns_through(+Set, +Cell, -Numbers): cell_patterns/3's one
%   answer, leaving no choice point (the facts are indexed on Set alone:
%   a search left one a position, and its stacks grew by megabytes a
%   second).
patterns_through(Set, Cell, Numbers) :-
    cell_patterns(Set, Cell, Numbers0),
    !,
    Numbers = Numbers0.

%   has_won(+Rules, +Board, +Colour): Colour's four markers are a
%   winning pattern.

has_won(Rules, Board, Colour) :-
    markers(Board, Colour, Cells),
    winning_markers(Rules, Cells).

%   winning_markers(+Rules, +Cells): Cells, a colour's markers in order,
%   are four and a winning pattern.

winning_markers(Rules, Cells) :-
    Cells = [_, _, _, _],
    winning_pattern(Rules, Cells),
    !.

someone_won(Rules, Board) :-
    colour(Colour),
    has_won(Rules, Board, Colour),
    !.

%   pattern_counts(+Set, +Cells, -Counts): Counts are the pairs
%   Number-N, sorted, of the patterns of Set that hold N > 0 of Cells
%   (a pattern holding none scores nothing, so only the patterns through
%   Cells are counted).

pattern_counts(Set, Cells, Counts) :-
    maplist(patterns_through(Set), Cells, NumberLists),
    append(NumberLists, Numbers),
    msort(Numbers, Sorted),
    clumped(Sorted, Counts).

%   counts_value(+MyCounts, +TheirCounts, +Value0, -Value): Value0 plus
%   the scores (pattern_score/3) of the patterns counted in MyCounts and
%   TheirCounts, each sorted by pattern number; a pattern in both is
%   mixed and scores 0.

%   Each clause is chosen by its first argument alone, so that no choice
%   point is left (two lists of clauses in the head would leave one).
counts_value([], Theirs, Value0, Value) :-
    theirs_value(Theirs, Value0, Value).
counts_value([P-M|Mine], Theirs, Value0, Value) :-
    mine_then_theirs(Theirs, P-M, Mine, Value0, Value).

mine_then_theirs([], _-M, Mine, Value0, Value) :-
    add_score(M, 0, Value0, Value1),
    counts_value(Mine, [], Value1, Value).
mine_then_theirs([Q-O|Theirs], P-M, Mine, Value0, Value) :-
    compare(Order, P, Q),
    (   Order == (=)
    ->  counts_value(Mine, Theirs, Value0, Value)
    ;   Order == (<)
    ->  add_score(M, 0, Value0, Value1),
        counts_value(Mine, [Q-O|Theirs], Value1, Value)
    ;   add_score(0, O, Value0, Value1),
        mine_then_theirs(Theirs, P-M, Mine, Value1, Value)
    ).

theirs_value([], Value, Value).
theirs_value([_-O|Theirs], Value0, Value) :-
    add_score(0, O, Value0, Value1),
    theirs_value(Theirs, Value1, Value).

add_score(M, O, Value0, Value) :-
    pattern_score(M, O, Score),
    Value is Value0 + Score.

%   threat_value(+Set, +Board, +Mover, +Waiting, -Value): the threats'
%   part of value/5 for the player to move; Mover and Waiting are
%   Markers-Counts of the player to move and of the other, their markers
%   and pattern_counts/3; Set is the rules' set of patterns.

threat_value(Set, Board, Mover, Waiting, Value) :-
    (   winning_cells(Set, Board, Mover, [_|_])
    ->  Value = 10000
    ;   winning_cells(Set, Board, Waiting, [_, _|_])
    ->  Value = -1000
    ;   Value = 0
    ).

%   winning_cells(+Set, +Board, +Markers-Counts, -Cells): the empty
%   cells where the next move of the colour of Markers would complete a
%   pattern of Set, sorted.

winning_cells(Set, Board, Markers-Counts, Cells) :-
    findall(Gap, completing_cell(Set, Board, Markers, Counts, Gap), Gaps),
    sort(Gaps, Cells).

%   completing_cell(+Set, +Board, +Markers, +Counts, -Gap): a winning
%   pattern of Set holds three of Markers (its count in Counts is 3) and
%   its fourth cell Gap is empty; with three markers their colour can
%   drop there, with four it can step there with its marker outside the
%   pattern.

completing_cell(Set, Board, Markers, Counts, Gap) :-
    member(Number-3, Counts),
    stored_pattern(Set, Number, Pattern),
    member(Gap, Pattern),
    \+ memberchk(Gap, Markers),
    board_cell(Board, Gap, e),
    (   length(Markers, 4)
    ->  member(From, Markers),
        \+ memberchk(From, Pattern),
        neighbour(From, Gap)
    ;   true
    ).

pattern_score(M, 0, Score) :-
    M > 0,
    !,
    Score is 4^(M-1).
pattern_score(0, O, Score) :-
    O > 0,
    !,
    Score is -(4^(O-1)).
pattern_score(_, _, 0).

                 /*******************************
                 *           NOTATION           *
                 *******************************/

notation([A, B, C, D, E], Player) -->
    notation_row(A), "/", notation_row(B), "/", notation_row(C), "/",
    notation_row(D), "/", notation_row(E), " ", notation_player(Player).

notation_row([C1, C2, C3, C4, C5]) -->
    notation_cell(C1), notation_cell(C2), notation_cell(C3),
    notation_cell(C4), notation_cell(C5).

notation_cell(e) --> ".".
notation_cell(b) --> "b".
notation_cell(w) --> "w".

notation_player(b) --> "b".
notation_player(w) --> "w".

                 /*******************************
                 *      CHECKING THE TERMS      *
                 *******************************/

%!  check_position(+Rules, +Board, +Player) is det.
%
%   Raises the error the C core raises for a malformed position.

check_position(Rules, Board, Player) :-
    check_ground(Rules),
    check_rules(Rules),
    check_ground(Board),
    check_ground(Player),
    check_player(Player),
    check_board(Board),
    check_possible(Rules, Board, Player).

check_rules(Rules) :-
    rule_names(Names),
    check_rules(teeko, Names, Rules).

check_board(Board) :-
    check_grid(teeko, 5, 5, check_cell, Board).

check_cell(Cell) :-
    (   memberchk(Cell, [e, b, w])
    ->  true
    ;   domain_error(teeko_cell, Cell)
    ).

check_player(Player) :-
    (   colour(Player)
    ->  true
    ;   domain_error(teeko_player, Player)
    ).

check_move(Move) :-
    (   well_formed_move(Move)
    ->  true
    ;   domain_error(teeko_move, Move)
    ).

well_formed_move(drop(Cell)) :-
    cell_term(Cell).
well_formed_move(step(From, To)) :-
    cell_term(From),
    cell_term(To).

cell_term(Row-Col) :-
    integer(Row),
    integer(Col),
    on_board(Row-Col).

%   check_possible(+Rules, +Board, +Player): the position can occur in a
%   game: at most 4 markers each, Black never behind nor more than one
%   ahead (with 4 each either may move), and the player to move has not
%   already won.

check_possible(Rules, Board, Player) :-
    (   possible(Rules, Board, Player)
    ->  true
    ;   domain_error(teeko_position, Board-Player)
    ).

possible(Rules, Board, Player) :-
    markers(Board, b, Blacks),
    markers(Board, w, Whites),
    length(Blacks, NB),
    length(Whites, NW),
    NB =< 4,
    NW =< 4,
    possible_counts(Player, NB, NW),
    \+ has_won(Rules, Board, Player).

possible_counts(_, 4, 4).
possible_counts(b, N, N).
possible_counts(w, NB, NW) :-
    NB =:= NW + 1.
