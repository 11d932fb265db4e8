:- module(game_case_data,
          [ load_case_data/1,        % +Game
            use_case_backend/1,      % +Backend
            restore_backend/0,
            case_game_on/2,          % ?Backend, ?Game
            start_position/3,        % +Game, -Board, -Player
            start_notation/2,        % +Game, -Text
            first_start_move/2,      % +Game, -Move
            error_type/3,            % +Game, +Kind, -Type
            malformed_position/5,    % ?Game, ?Rules, ?Board, ?Player, ?Error
            malformed_move/3,        % ?Game, ?Move, ?Error
            malformed_notation/2,    % ?Game, ?Text
            round_trip_notation/3,   % ?Game, ?Text, ?Rules
            perft/4,                 % ?Game, ?Rules, ?Depth, ?Nodes
            illegal_start_move/2,    % ?Game, ?Move
            repetition_cycle/3,      % ?Game, ?Start, ?Cycle
            course_predicate/1,      % ?Name/Arity
            highest_level/2,         % +Game, -Level
            start_with_first_cell/3  % +Game, +Cell, -Board
          ]).
:- use_module('../../prolog/tabuleiro/games').
:- use_module('../../prolog/tabuleiro/game_plugin').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

/** <module> What the generic game cases ask of a game

game_cases.pl runs the same tests on every registered game.  Their
positions come from two places: what any game's start position gives
(a position with each argument unbound or of the wrong kind, a move
term with a part unbound, ...), and the facts a game's own file adds to
the multifile predicates below, `tests/prolog/GAME_data.pl`, which
load_case_data/1 loads when it is there.  Error types are named after
the game as the backend contract says: `GAME_rule`, `GAME_player`,
`GAME_board`, `GAME_cell`, `GAME_move`, `GAME_notation`.
*/

%!  position_fault(?Game, ?Rules, ?Board, ?Player, ?Error) is nondet.
%   A malformed position of the game's own terms: each rules call with
%   it raises error(Error, _).
%!  impossible_grid(?Game, ?Text, ?Player) is nondet.
%   The board Text (rows separated by `/`, its characters the cells of
%   grid_cells/2) with Player to move is a position no game reaches:
%   each rules call raises domain_error(GAME_position, Board-Player).
%!  grid_cells(?Game, ?Cells) is nondet.
%   Cells pairs each character of impossible_grid/3 with its cell.
%!  move_fault(?Game, ?Move, ?Error) is nondet.
%   Applying Move at the start raises error(Error, _).
%!  notation_fault(?Game, ?Text) is nondet.
%   Text is no position of the game, or no position a game reaches:
%   reading it raises domain_error(GAME_notation, Text).
%!  notation_example(?Game, ?Text, ?Rules) is nondet.
%   Text, under the rule options Rules, reads and writes back as itself.
%!  perft_count(?Game, ?Rules, ?Depth, ?Nodes) is nondet.
%   From the start under Rules, Depth plies make Nodes move sequences.
%!  illegal_start_move(?Game, ?Move) is nondet.
%   Move, well formed, is not legal at the start: playing it fails.
%!  repetition_cycle(?Game, ?Start, ?Cycle) is nondet.
%   Moves Cycle, played twice from Start (a notation, or `start`), bring
%   a position back a third time.

:- multifile position_fault/5, impossible_grid/3, grid_cells/2, move_fault/3,
             notation_fault/2, notation_example/3, perft_count/4, illegal_start_move/2,
             repetition_cycle/3.
:- dynamic position_fault/5, impossible_grid/3, grid_cells/2, move_fault/3,
           notation_fault/2, notation_example/3, perft_count/4, illegal_start_move/2,
           repetition_cycle/3.

%!  load_case_data(+Game) is det.
%
%   Loads Game's module and its facts for the generic cases, the file
%   GAME_data.pl of this folder, if it has one.

load_case_data(Game) :-
    load_game_module(Game),
    source_file(load_case_data(_), Here),
    file_directory_name(Here, Dir),
    atomic_list_concat([Dir, /, Game, '_data.pl'], File),
    (   exists_file(File)
    ->  use_module(File, [])
    ;   true
    ).

%!  use_case_backend(+Backend) is det.
%!  restore_backend is det.
%
%   A unit of cases selects Backend, and gives back the backend it
%   found when it ends: tests loaded after it (a web game, which plays
%   on the backend of the thread that creates it) see theirs.

use_case_backend(Backend) :-
    current_backend(Before),
    nb_setval(game_cases_backend_before, Before),
    set_backend(Backend).

restore_backend :-
    nb_getval(game_cases_backend_before, Before),
    set_backend(Before).

%!  case_game_on(?Backend, ?Game) is nondet.
%
%   The generic cases run on Game on Backend: every registered game on
%   the prolog backend, and those with a C core on `c`.

case_game_on(prolog, Game) :-
    game(Game).
case_game_on(c, Game) :-
    foreign_available,
    c_core_game(Game).

%!  start_position(+Game, -Board, -Player) is det.

start_position(Game, Board, Player) :-
    backend_initial_board(Game, [], Board, Player).

%!  start_notation(+Game, -Text) is det.

start_notation(Game, Text) :-
    game_initial_state(Game, [], State),
    game_state_notation(Game, State, Text).

%!  first_start_move(+Game, -Move) is det.
%
%   The first legal move at the start.

first_start_move(Game, Move) :-
    game_initial_state(Game, [], State),
    game_valid_moves(Game, State, [Move|_]).

%!  error_type(+Game, +Kind, -Type) is det.
%
%   Type is the domain of Game's errors of Kind (`rule`, `player`, ...).

error_type(Game, Kind, Type) :-
    atomic_list_concat([Game, Kind], '_', Type).

%!  course_predicate(?Name/Arity) is nondet.
%
%   The course API every course module exports.

course_predicate(play/0).
course_predicate(initial_state/2).
course_predicate(display_game/1).
course_predicate(valid_moves/2).
course_predicate(move/3).
course_predicate(game_over/2).
course_predicate(value/3).
course_predicate(choose_move/3).
course_predicate(notation_state/3).
course_predicate(state_notation/2).

%!  highest_level(+Game, -Level) is det.

highest_level(Game, Level) :-
    aggregate_all(max(L), game_level(Game, L, _), Level).

%!  malformed_position(?Game, ?Rules, ?Board, ?Player, ?Error) is nondet.
%
%   Each rules call with this position raises error(Error, _): the
%   faults any game's start position can be given, then the game's own.

malformed_position(Game, Rules, Board, Player, Error) :-
    game(Game),
    (   start_fault(Game, Rules, Board, Player, Error)
    ;   grid_fault(Game, Rules, Board, Player, Error)
    ;   impossible_fault(Game, Rules, Board, Player, Error)
    ;   position_fault(Game, Rules, Board, Player, Error)
    ).

impossible_fault(Game, [], Board, Player, domain_error(Type, Board-Player)) :-
    impossible_grid(Game, Text, Player),
    grid_cells(Game, Cells),
    text_grid(Text, Cells, Board),
    error_type(Game, position, Type).

start_fault(Game, Rules, Board, Player, Error) :-
    start_position(Game, Board0, Player0),
    backend_rule_names(Game, Names),
    error_type(Game, rule, RuleType),
    error_type(Game, player, PlayerType),
    (   Names = [Rule|_]
    ->  NotAList = Rule
    ;   NotAList = standard
    ),
    member(Rules-Board-Player-Error,
           [ []-_-Player0-instantiation_error,
             []-Board0-_-instantiation_error,
             _-Board0-Player0-instantiation_error,
             NotAList-Board0-Player0-type_error(list, NotAList),
             [fast]-Board0-Player0-domain_error(RuleType, fast),
             []-Board0-red-domain_error(PlayerType, red)
           ]).
start_fault(Game, [Rule, _], Board, Player, instantiation_error) :-
    backend_rule_names(Game, [Rule|_]),
    start_position(Game, Board, Player).

%   A board that is its own grid of rows (no view_grid/3) can lose a
%   row, gain a cell, hold a variable or a foreign cell.
grid_fault(Game, [], Board, Player, Error) :-
    start_position(Game, Board0, Player),
    \+ view_grid(Game, Board0, _),
    error_type(Game, board, BoardType),
    error_type(Game, cell, CellType),
    Board0 = [Row0|Rows0],
    Row0 = [Cell0|_],
    member(Board-Error,
           [ foo-type_error(list, foo),
             [foo|Rows0]-type_error(list, foo),
             []-domain_error(BoardType, []),
             Rows0-domain_error(BoardType, Rows0),
             [[Cell0|Row0]|Rows0]-domain_error(BoardType, [[Cell0|Row0]|Rows0]),
             Variable-instantiation_error,
             Foreign-domain_error(CellType, x)
           ]),
    (   Board == Variable
    ->  first_cell(Board0, _, Board)
    ;   Board == Foreign
    ->  first_cell(Board0, x, Board)
    ;   true
    ).

first_cell([[_|Cells]|Rows], Cell, [[Cell|Cells]|Rows]).

%!  start_with_first_cell(+Game, +Cell, -Board) is det.
%
%   Board is the start board of a game whose board is its grid, with
%   Cell in its first cell.

start_with_first_cell(Game, Cell, Board) :-
    start_position(Game, Board0, _),
    first_cell(Board0, Cell, Board).

%!  text_grid(+Text, +Cells, -Rows) is det.
%
%   Rows are the rows of cells of Text, rows separated by `/`, each
%   character the cell Cells (a list of Char-Cell) pairs it with: a
%   board read without the rules' checks, for positions they refuse.

text_grid(Text, Cells, Rows) :-
    atomic_list_concat(Lines, '/', Text),
    maplist(line_cells(Cells), Lines, Rows).

line_cells(Cells, Line, Row) :-
    atom_chars(Line, Chars),
    maplist(char_cell(Cells), Chars, Row).

char_cell(Cells, Char, Cell) :-
    memberchk(Char-Cell, Cells).

%!  malformed_move(?Game, ?Move, ?Error) is nondet.
%
%   Applying Move at the start raises error(Error, _): an unbound move,
%   the first legal move with one argument unbound, an atom no move,
%   and the game's own.

malformed_move(Game, Move, Error) :-
    game(Game),
    (   member(Move-Error, [_-instantiation_error])
    ;   error_type(Game, move, MoveType),
        Move = foo,
        Error = domain_error(MoveType, foo)
    ;   first_start_move(Game, Legal),
        compound(Legal),
        compound_name_arity(Legal, Name, Arity),
        between(1, Arity, Unbound),
        Legal =.. [Name|Args],
        nth1(Unbound, Args, _, Others),
        nth1(Unbound, Args1, _, Others),
        Move =.. [Name|Args1],
        Error = instantiation_error
    ;   move_fault(Game, Move, Error)
    ).

%!  malformed_notation(?Game, ?Text) is nondet.
%
%   Reading Text raises domain_error(GAME_notation, Text).

malformed_notation(Game, Text) :-
    game(Game),
    (   member(Text, ['', xyz])
    ;   start_notation(Game, Start),
        atom_concat(Start, ' ', Text)
    ;   notation_fault(Game, Text)
    ).

%!  round_trip_notation(?Game, ?Text, ?Rules) is nondet.
%
%   Text reads and writes back as itself: the start, and the game's own.

round_trip_notation(Game, Text, Rules) :-
    game(Game),
    (   start_notation(Game, Text),
        Rules = []
    ;   notation_example(Game, Text, Rules)
    ).

%!  perft(?Game, ?Rules, ?Depth, ?Nodes) is nondet.
%
%   Nodes move sequences of Depth plies from the start: one of none, one
%   per legal move of one, and the game's own counts.

perft(Game, Rules, Depth, Nodes) :-
    game(Game),
    (   Rules = [],
        game_initial_state(Game, [], State),
        game_valid_moves(Game, State, Moves),
        length(Moves, Count),
        member(Depth-Nodes, [0-1, 1-Count])
    ;   perft_count(Game, Rules, Depth, Nodes)
    ).
