:- module(tabuleiro_shi_rules,
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
:- use_module(library(aggregate)).
:- use_module(rule_checks).
% Arithmetic compiled in line (this file only): the same answers, faster.
:- set_prolog_flag(optimise, true).

/** <module> Shi rules in pure Prolog

The declarative reference for Shi: clear rather than fast, and
independent of the C core.  It answers with the same terms and raises the
same errors as the C core does, so the two can be compared position by
position.

  - Board: a list of 8 rows (row 1, Ninja's home row, first), each a
    list of 8 atoms: `empty`, `samurai` or `ninja`.
  - Player: `samurai` or `ninja`, the player to move.  Samurai moves
    first.
  - Cell: `Row-Col`, both in 1..8.
  - Move: `move(From, To)`.  A piece moves like a chess queen to an
    empty cell over empty cells only, or makes a jump attack: along one
    line, exactly one friendly piece (the screen) and any number of
    empty cells lie between it and the enemy piece it takes.
  - Rules: the list of rule options; Shi has none, so it is `[]`.

A player wins when a capture leaves the opponent with 4 pieces, or when
the opponent, to move, has no legal move (this project's clarification).
A position that no game can reach is refused with
`domain_error(shi_position, Board-Player)`: a side with more than 8
pieces or fewer than 4, or the player who has just moved down to 4 (the
game ended before that move).

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
%   Shi has no rule options.

rule_names([]).

%!  irreversible_move(+Board, +Move, +Board1) is semidet.
%
%   Move, from Board to Board1, can never be undone: a jump attack (its
%   destination holds the enemy piece it takes).

irreversible_move(Board, move(_From, Row-Col), _Board1) :-
    nth1(Row, Board, Cells),                % one cell: a grid (board_grid/2)
    nth1(Col, Cells, Content),              % pays only when many are read
    Content \== empty.

%!  initial_board(+Rules, -Board, -Player) is det.
%
%   Ninja on row 1, Samurai on row 8, Samurai to move.

initial_board(Rules, Board, samurai) :-
    check_ground(Rules),
    check_shi_rules(Rules),
    Board = [Ninjas, Empty, Empty, Empty, Empty, Empty, Empty, Samurais],
    row_of(ninja, Ninjas),
    row_of(empty, Empty),
    row_of(samurai, Samurais).

row_of(Content, Row) :-
    length(Row, 8),
    maplist(=(Content), Row).

%!  valid_moves(+Rules, +Board, +Player, -Moves) is det.
%
%   Moves is the sorted list of the legal moves of Player.  It is empty
%   when the game is over.

valid_moves(Rules, Board, Player, Moves) :-
    check_position(Rules, Board, Player),
    unchecked_valid_moves(Rules, Board, Player, Moves).

unchecked_valid_moves(_Rules, Board, Player, Moves) :-
    board_grid(Board, Grid),
    (   beaten(Grid, _)
    ->  Moves = []
    ;   findall(Move, legal_move(Grid, Player, Move), Found),
        sort(Found, Moves)
    ).

%!  apply_move(+Rules, +Board, +Player, +Move, -Board1, -Player1) is semidet.
%
%   Player plays Move on Board, giving Board1 with Player1 to move.  A
%   jump attack removes the piece it lands on.  Fails if Move is well
%   formed but not legal here.

apply_move(Rules, Board, Player, Move, Board1, Player1) :-
    check_ground(Move),
    check_position(Rules, Board, Player),
    check_move(Move),
    board_grid(Board, Grid),
    \+ beaten(Grid, _),
    once(legal_move(Grid, Player, Move)),
    play_valid_move(Rules, Board, Player, Move, Board1, Player1).

play_valid_move(_Rules, Board, Player, move(From, To), Board1, Player1) :-
    set_cell(Board, From, empty, Board0),
    set_cell(Board0, To, Player, Board1),
    opponent(Player, Player1).

%!  winner(+Rules, +Board, +Player, -Winner) is semidet.
%
%   Winner has won: the opponent is down to 4 pieces, or is to move and
%   has no legal move.  Fails while the game goes on.

winner(Rules, Board, Player, Winner) :-
    check_position(Rules, Board, Player),
    unchecked_winner(Rules, Board, Player, Winner).

unchecked_winner(_Rules, Board, Player, Winner) :-
    board_grid(Board, Grid),
    has_won(Grid, Player, Winner).

%!  value(+Rules, +Board, +Player, +ForPlayer, -Value) is det.
%
%   Value is how good the position is for ForPlayer: 100000 if
%   ForPlayer has won, -100000 if the opponent has, otherwise the score
%   of ForPlayer's army minus the score of the opponent's.  An army
%   scores 1000 per piece, 10 per jump attack and 1 per plain move it
%   would have if it were to move.  The player to move with a jump
%   attack will take a piece: that is worth 800 more to it, or 10000
%   when the enemy has 5 pieces (taking one wins).

value(Rules, Board, Player, ForPlayer, Value) :-
    check_ground(ForPlayer),
    check_position(Rules, Board, Player),
    check_player(ForPlayer),
    unchecked_value(Rules, Board, Player, ForPlayer, Value).

unchecked_value(_Rules, Board, Player, ForPlayer, Value) :-
    board_grid(Board, Grid),
    (   has_won(Grid, Player, Winner)
    ->  (   Winner == ForPlayer
        ->  Value = 100000
        ;   Value = -100000
        )
    ;   opponent(ForPlayer, Opponent),
        army(Grid, ForPlayer, Mine),
        army(Grid, Opponent, Theirs),
        army_score(Mine, MyScore),
        army_score(Theirs, TheirScore),
        (   Player == ForPlayer
        ->  capture_threat(Mine, Theirs, Threat)
        ;   capture_threat(Theirs, Mine, TheirThreat),
            Threat is -TheirThreat
        ),
        Value is MyScore - TheirScore + Threat
    ).

%!  notation_position(+Text, +Rules, -Board, -Player) is det.
%
%   Reads the position notation, e.g. the start
%   `'nnnnnnnn/......../......../......../......../......../......../ssssssss s'`:
%   rows 1 to 8 separated by `/`, each 8 characters from `.`, `n`,
%   `s`, then a space and the player to move (`s` or `n`).  Text is an
%   atom or a string.
%
%   @error type_error(atom, Text) if Text is neither atom nor string.
%   @error domain_error(shi_notation, Text) if Text is not notation, or
%          not a position that can occur in a game.

notation_position(Text, Rules, Board, Player) :-
    check_ground(Rules),
    check_shi_rules(Rules),
    check_text(Text),
    atom_codes(Text, Codes),
    (   phrase(notation(Board, Player), Codes)
    ->  true
    ;   notation_error(shi, Text, "not in the form nnnnnnnn/......../ (8 rows) ssssssss s")
    ),
    (   impossible(Board, Player, Why)
    ->  notation_error(shi, Text, Why)
    ;   true
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
    phrase(notation(Board, Player), Codes),
    atom_codes(Text, Codes).

                 /*******************************
                 *             MOVES            *
                 *******************************/

%   legal_move(+Grid, +Player, ?Move)
%
%   Move is legal for Player, ignoring whether the game is already won:
%   one of Player's pieces goes along a row, a column or a diagonal, and
%   the pieces strictly between From and To allow it (rules 3 and 4).
%   Enumerates the legal moves when Move is unbound.

legal_move(Grid, Player, Move) :-
    legal_move(Grid, Player, Move, _Target).

%   legal_move(+Grid, +Player, ?Move, -Target): as legal_move/3, Target
%   being what Move's destination holds: `empty`, or the enemy it takes.

legal_move(Grid, Player, move(From, To), Target) :-
    grid_cell(Grid, From, Player),
    line_of_sight(Grid, From, To, Pieces, Target),
    allowed(Pieces, Target, Player).

%   line_of_sight(+Grid, +From, ?To, -Pieces, -Target): To is on a row,
%   a column or a diagonal through From and holds Target, and Pieces are
%   the pieces strictly between them, in order, when there is at most
%   one: no move goes over two pieces, so the line is followed no
%   further.

line_of_sight(Grid, From, To, Pieces, Target) :-
    ray(From, Ray),
    sight(Ray, Grid, [], To, Pieces, Target).

%   sight(+Ray, +Grid, +Passed, ?To, -Pieces, -Target): To is a cell of
%   Ray holding Target, Passed the pieces passed before Ray and Pieces
%   those passed before To.

sight([Next|Ray], Grid, Passed, To, Pieces, Target) :-
    grid_cell(Grid, Next, Content),
    (   To = Next,
        Pieces = Passed,
        Target = Content
    ;   passed_over(Content, Passed, Passed1),
        sight(Ray, Grid, Passed1, To, Pieces, Target)
    ).

%   passed_over(+Content, +Passed0, -Passed): a move may go on over an
%   empty cell, and over one piece.

passed_over(empty, Passed, Passed).
passed_over(Piece, [], [Piece]) :-
    Piece \== empty.

%!  move_problem(+Rules, +Board, +Player, +Move, -Problem) is semidet.
%
%   Problem is the first rule of Shi that Move breaks for Player, for
%   the prompt to say why a move is refused:
%
%     - not_your_piece(Cell): Cell holds no piece of Player's;
%     - not_in_line(From, To): To is on no row, column or diagonal
%       through From;
%     - own_piece(To): a piece of Player's stands on To;
%     - blocked(From, To): more than one piece, or an enemy, is between;
%     - jump_needs_enemy(To): a jump over a friendly piece must land on
%       an enemy piece;
%     - capture_needs_jump(To): an enemy is taken only by jumping over
%       exactly one of Player's pieces.
%
%   Fails for a legal move.

move_problem(_Rules, Board, Player, move(From, To), Problem) :-
    board_grid(Board, Grid),
    grid_cell(Grid, To, Target),
    (   \+ grid_cell(Grid, From, Player)
    ->  Problem = not_your_piece(From)
    ;   \+ queen_line(From, To, _)
    ->  Problem = not_in_line(From, To)
    ;   Target == Player
    ->  Problem = own_piece(To)
    ;   queen_line(From, To, Between),
        pieces_on(Grid, Between, Pieces),
        \+ allowed(Pieces, Target, Player),
        path_problem(Pieces, Target, Player, From, To, Problem)
    ).

path_problem([], _Enemy, _Player, _From, To, capture_needs_jump(To)) :- !.
path_problem([Player], empty, Player, _From, To, jump_needs_enemy(To)) :- !.
path_problem(_Pieces, _Target, _Player, From, To, blocked(From, To)).

%   allowed(+Pieces, +Target, +Player): Player may go over Pieces, the
%   pieces between in order, to a cell holding Target.

allowed([], empty, _Player).                    % a plain move over empty cells
allowed([Player], Enemy, Player) :-             % a jump attack over one friendly
    opponent(Player, Enemy).                    % piece onto an enemy piece

%   queen_line(+From, +To, -Between): To is another cell on a row, a
%   column or a diagonal through From, and Between the cells strictly
%   between them.

queen_line(Row1-Col1, Row2-Col2, Between) :-
    DRow is Row2 - Row1,
    DCol is Col2 - Col1,
    once(( DRow =:= 0 ; DCol =:= 0 ; abs(DRow) =:= abs(DCol) )),
    Distance is max(abs(DRow), abs(DCol)),
    Distance > 0,
    Last is Distance - 1,
    findall(Row-Col,
            ( between(1, Last, K),
              Row is Row1 + K * sign(DRow),
              Col is Col1 + K * sign(DCol)
            ),
            Between).

%   queen_step(-Step): DRow-DCol, one step along a row, a column or a
%   diagonal.

queen_step(DRow-DCol) :-
    member(DRow, [-1, 0, 1]),
    member(DCol, [-1, 0, 1]),
    DRow-DCol \== 0-0.

%   ray(?Cell, -Ray): Ray, the cells from Cell's neighbour to the edge of
%   the board, nearest first, along one of the 8 directions, one at a
%   time.  The rays never change: they are found once, when this module
%   has been loaded, and a move follows one cell by cell.

:- dynamic ray/2.

found_ray(Cell, Ray) :-
    on_board(Cell),
    queen_step(Step),
    cells_along(Cell, Step, Ray),
    Ray \== [].

cells_along(Row-Col, DRow-DCol, Cells) :-
    Row1 is Row + DRow,
    Col1 is Col + DCol,
    (   on_board(Row1-Col1)
    ->  Cells = [Row1-Col1|Cells1],
        cells_along(Row1-Col1, DRow-DCol, Cells1)
    ;   Cells = []
    ).

:- initialization(forall(found_ray(Cell, Ray), assertz(ray(Cell, Ray)))).

%   pieces_on(+Grid, +Cells, -Pieces): the contents of Cells that are
%   pieces, in order.

pieces_on(Grid, Cells, Pieces) :-
    maplist(grid_cell(Grid), Cells, Contents),
    exclude(==(empty), Contents, Pieces).

opponent(samurai, ninja).
opponent(ninja, samurai).

side(samurai).
side(ninja).

                 /*******************************
                 *          END OF GAME         *
                 *******************************/

%   beaten(+Grid, -Side): Side is down to 4 pieces (or fewer).

beaten(Grid, Side) :-
    side(Side),
    pieces(Grid, Side, N),
    N =< 4,
    !.

%   has_won(+Board, +Player, -Winner): the opponent of a beaten side has
%   won; so has the opponent of a Player to move with no legal move.

has_won(Grid, Player, Winner) :-
    (   beaten(Grid, Loser)
    ->  true
    ;   \+ legal_move(Grid, Player, _),
        Loser = Player
    ),
    opponent(Loser, Winner).

                 /*******************************
                 *          EVALUATION          *
                 *******************************/

%   army(+Grid, +Side, -Army): Army is army(Pieces, Plain, Attacks),
%   Side's number of pieces and of the plain moves and jump attacks it
%   would have if it were to move.

army(Grid, Side, army(Pieces, NPlain, NAttacks)) :-
    pieces(Grid, Side, Pieces),
    findall(Target, legal_move(Grid, Side, _Move, Target), Destinations),
    partition(==(empty), Destinations, Plain, Attacks),
    length(Plain, NPlain),
    length(Attacks, NAttacks).

army_score(army(Pieces, Plain, Attacks), Score) :-
    Score is 1000 * Pieces + 10 * Attacks + Plain.

%   capture_threat(+MoverArmy, +VictimArmy, -Value): the threat part of
%   value/5 for the player to move, whose army is MoverArmy: a jump
%   attack will take a piece.

capture_threat(army(_, _, Attacks), army(VictimPieces, _, _), Value) :-
    (   Attacks =:= 0
    ->  Value = 0
    ;   VictimPieces =:= 5
    ->  Value = 10000
    ;   Value = 800
    ).

                 /*******************************
                 *            BOARD             *
                 *******************************/

on_board(Row-Col) :-
    between(1, 8, Row),
    between(1, 8, Col).

%   board_grid(+Board, -Grid): Grid holds Board's 64 cells, row by row,
%   as the arguments of one term, so that a cell is read in one step
%   (arg/3) instead of by walking the lists of rows and cells.

board_grid(Board, Grid) :-
    append(Board, Cells),
    Grid =.. [grid|Cells].

%   grid_cell(+Grid, ?Cell, ?Content): Cell of Grid holds Content.

grid_cell(Grid, Cell, Content) :-
    cell_index(Cell, Index),
    arg(Index, Grid, Content).

%   cell_index(?Cell, ?Index): Cell is the Index-th of the 64, row by
%   row; a table, found once, when this module has been loaded.

:- dynamic cell_index/2.

:- initialization(forall(( on_board(Row-Col), Index is (Row - 1) * 8 + Col ),
                         assertz(cell_index(Row-Col, Index)))).

set_cell(Board, Row-Col, Content, Board1) :-
    nth1(Row, Board, Cells, OtherRows),
    nth1(Col, Cells, _, OtherCells),
    nth1(Col, Cells1, Content, OtherCells),
    nth1(Row, Board1, Cells1, OtherRows).

%   pieces(+Grid, +Side, -N): Side has N pieces on Grid.

pieces(Grid, Side, N) :-
    aggregate_all(count, arg(_, Grid, Side), N).

                 /*******************************
                 *           NOTATION           *
                 *******************************/

notation(Board, Player) -->
    { length(Board, 8) },
    notation_rows(Board),
    " ",
    notation_player(Player).

notation_rows([Row|Rows]) -->
    notation_row(Row),
    more_notation_rows(Rows).

more_notation_rows([]) --> [].
more_notation_rows([Row|Rows]) -->
    "/",
    notation_row(Row),
    more_notation_rows(Rows).

notation_row(Row) -->
    { length(Row, 8) },
    notation_cells(Row).

notation_cells([]) --> [].
notation_cells([Cell|Cells]) -->
    notation_cell(Cell),
    notation_cells(Cells).

notation_cell(empty) --> ".".
notation_cell(ninja) --> "n".
notation_cell(samurai) --> "s".

notation_player(samurai) --> "s".
notation_player(ninja) --> "n".

                 /*******************************
                 *      CHECKING THE TERMS      *
                 *******************************/

%!  check_position(+Rules, +Board, +Player) is det.
%
%   Raises the error the C core raises for a malformed position.

check_position(Rules, Board, Player) :-
    check_ground(Rules),
    check_shi_rules(Rules),
    check_ground(Board),
    check_ground(Player),
    check_player(Player),
    check_board(Board),
    (   impossible(Board, Player, Why)
    ->  throw(error(domain_error(shi_position, Board-Player), context(_, Why)))
    ;   true
    ).

check_shi_rules(Rules) :-
    rule_names(Names),
    check_rules(shi, Names, Rules).

check_board(Board) :-
    check_grid(shi, 8, 8, check_cell, Board).

check_cell(Cell) :-
    (   memberchk(Cell, [empty, samurai, ninja])
    ->  true
    ;   domain_error(shi_cell, Cell)
    ).

check_player(Player) :-
    (   side(Player)
    ->  true
    ;   domain_error(shi_player, Player)
    ).

check_move(Move) :-
    (   Move = move(From, To),
        cell_term(From),
        cell_term(To)
    ->  true
    ;   domain_error(shi_move, Move)
    ).

cell_term(Row-Col) :-
    integer(Row),
    integer(Col),
    on_board(Row-Col).

%   impossible(+Board, +Player, -Why): no game reaches Board with Player
%   to move, because of the first side (Samurai, then Ninja) with a
%   number of pieces the rules never leave: more than 8, fewer than 4,
%   or 4 when that side has just moved (the game ended before).

impossible(Board, Player, Why) :-
    board_grid(Board, Grid),
    side(Side),
    pieces(Grid, Side, N),
    impossible_count(N, Side, Player, Why),
    !.

impossible_count(N, Side, _Player, Why) :-
    N > 8,
    format(string(Why), "~w has ~d pieces, more than an army of 8", [Side, N]).
impossible_count(N, Side, _Player, Why) :-
    N < 4,
    format(string(Why), "~w has ~d pieces, but the game ends when a side is down to 4",
           [Side, N]).
impossible_count(4, Side, Player, Why) :-
    Side \== Player,
    format(string(Why), "~w is down to 4 pieces, so the game ended before its last move",
           [Side]).
