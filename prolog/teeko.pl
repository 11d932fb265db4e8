:- module(teeko,
          [ play/0,
            initial_state/2,        % +GameConfig, -GameState
            display_game/1,         % +GameState
            valid_moves/2,          % +GameState, -Moves
            move/3,                 % +GameState, +Move, -NewGameState
            game_over/2,            % +GameState, -Winner
            value/3,                % +GameState, +Player, -Value
            choose_move/3,          % +GameState, +Level, -Move
            notation_state/3,       % +Text, +GameConfig, -GameState
            state_notation/2        % +GameState, -Text
          ]).
:- encoding(utf8).
:- reexport(tabuleiro/backend, [set_backend/1, current_backend/1]).
:- reexport(tabuleiro/display_style, [set_display/1]).
:- reexport(tabuleiro/teeko/perfect, [teeko_value/2]).
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/game_plugin, []).
:- use_module(tabuleiro/teeko/view, []).
:- use_module(tabuleiro/teeko/position_sets, []).
:- use_module(tabuleiro/teeko/demo_topics, []).
:- use_module(tabuleiro/teeko/kit, []).
:- use_module(tabuleiro/terminal/game_loop).
:- use_module(tabuleiro/terminal/prompt, [plural_s/2]).
:- use_module(tabuleiro/display_style).
:- use_module(tabuleiro/rules/teeko_rules, [move_problem/5]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(dcg/basics)).

/** <module> Teeko

John Scarne's Teeko, with the predicates of the course.  The rules
themselves are in `rules/teeko_rules.pl` (pure Prolog) and in the C
core; this module adds what a person sees and types: the board display,
the move notation of the prompt and the help text.

Load this file and type `play.` to play.

Players are `b` (Black, who moves first) and `w` (White).  Moves are
`drop(Row-Col)` and `step(Row1-Col1, Row2-Col2)`, rows and columns in
1..5; row 1 is shown as `a`.
*/

%!  play is det.
%
%   The Teeko menu: modes, computer levels, rule options, then the game.

play :-
    play_game(teeko).

%!  initial_state(+GameConfig, -GameState) is det.
%
%   GameState is the start of a game.  GameConfig is `[]` for the
%   standard rules, or holds `rules(Names)` with Names among
%   `advanced` and `centre_ban`.

initial_state(Config, State) :-
    game_initial_state(teeko, Config, State).

%!  valid_moves(+GameState, -Moves) is det.
%
%   Moves is the sorted list of legal moves; [] once the game is over.

valid_moves(State, Moves) :-
    game_valid_moves(teeko, State, Moves).

%!  move(+GameState, +Move, -NewGameState) is semidet.
%
%   Plays Move; fails if it is not legal.

move(State, Move, NewState) :-
    game_move(teeko, State, Move, NewState).

%!  game_over(+GameState, -Winner) is semidet.
%
%   Winner is `b`, `w`, or `draw` (third occurrence of a position).

game_over(State, Winner) :-
    game_over(teeko, State, Winner).

%!  value(+GameState, +Player, -Value) is det.
%
%   How good GameState is for Player: 100000 for a win, -100000 for a
%   loss, otherwise a score of the winning patterns still open.

value(State, Player, Value) :-
    game_value(teeko, State, Player, Value).

%!  choose_move(+GameState, +Level, -Move) is semidet.
%
%   The computer's move at Level 1 (random), 2 (greedy) or 3 (search).

choose_move(State, Level, Move) :-
    game_choose_move(teeko, State, Level, Move).

%!  notation_state(+Text, +GameConfig, -GameState) is det.
%
%   GameState is the position written Text, such as
%   `'...../...../..b../...../..... w'`.

notation_state(Text, Config, State) :-
    game_notation_state(teeko, Text, Config, State).

%!  state_notation(+GameState, -Text) is det.
%
%   Text (an atom) is the position of GameState in notation.

state_notation(State, Text) :-
    game_state_notation(teeko, State, Text).

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display_game(+GameState) is det.
%
%   Prints the board as a grid with rows a-e and columns 1-5, then whose
%   turn it is or who won:
%
%   ==
%       1   2   3   4   5
%     ---------------------
%   a |   |   | W |   |   |
%     ---------------------
%   ...
%   ==

display_game(State) :-
    state_board(State, Board),
    current_display(Style),
    writeln('    1   2   3   4   5'),
    separator,
    foldl(show_row(Style), Board, 0'a, _),
    show_legend(Style),
    show_phase(State),
    show_status(teeko, State).

show_row(Style, Row, Letter, Next) :-
    format("~c ", [Letter]),
    R is Letter - 0'a + 1,
    foldl(show_cell(Style, R), Row, 1, _),
    writeln('|'),
    separator,
    Next is Letter + 1.

show_cell(Style, R, Content, C, C1) :-
    marker_picture(Style, Content, Picture),
    cell_marks(R-C, Left, Right),
    format("|~w~w~w", [Left, Picture, Right]),
    C1 is C + 1.

%   marker_picture(+Style, +Content, -Picture): one character a cell.
%   Colour is added on top of the shapes, never instead of them: Black's
%   markers are blue, White's red (Scarne's).

marker_picture(Style, Content, Picture) :-
    (   Content == e
    ->  Picture = ' '
    ;   Style == plain
    ->  upcase_atom(Content, Picture)
    ;   marker_shape(Content, Shape, Colour),
        painted(Colour, Shape, Picture)
    ).

marker_shape(b, '●', blue).
marker_shape(w, '○', red).

show_legend(Style) :-
    (   Style == plain
    ->  true
    ;   marker_picture(Style, b, Black),
        marker_picture(Style, w, White),
        format("~w Black   ~w White~n", [Black, White])
    ).

%   show_phase(+State): the phase of the game, and in the drop phase
%   how many markers each player has left to drop.

show_phase(State) :-
    state_board(State, Board),
    append(Board, Cells),
    left_to_drop(Cells, b, Black),
    left_to_drop(Cells, w, White),
    (   Black + White =:= 0
    ->  writeln('Move phase: step a marker to a neighbouring empty cell.')
    ;   format("Drop phase: markers left to drop: Black ~d, White ~d.~n", [Black, White])
    ).

left_to_drop(Cells, Colour, Left) :-
    aggregate_all(count, member(Colour, Cells), On),
    Left is 4 - On.

separator :-
    writeln('  ---------------------').

                 /*******************************
                 *     WHAT A PERSON TYPES      *
                 *******************************/

%   A marker on a winning pattern is worth up to 16 in value/5.
tabuleiro_game_plugin:opening_balance(teeko, 5).

tabuleiro_game_plugin:repetition_draw_added(teeko,
    "Scarne's rules have no draw: clarification 6 of reports/rules/teeko.md").

tabuleiro_game_plugin:cell_name(teeko, Cell, Name) :-
    cell_text(Cell, Name).

tabuleiro_game_plugin:player_name(teeko, b, 'Black').
tabuleiro_game_plugin:player_name(teeko, w, 'White').

%   A cell is typed as its row letter and column digit, e.g. c3.  A drop
%   is one cell, a step two cells, optionally joined by a dash.

tabuleiro_game_plugin:move_from_text(teeko, Text, Move) :-
    string_lower(Text, Lower),
    string_codes(Lower, Codes),
    phrase(typed_move(Move), Codes).

tabuleiro_game_plugin:move_to_text(teeko, Move, Text) :-
    phrase(written_move(Move), Codes),
    atom_codes(Text, Codes).

tabuleiro_game_plugin:illegal_move_reason(teeko, game_state(Board, Player, Rules, _), Move, Reason) :-
    move_problem(Rules, Board, Player, Move, Problem),
    problem_text(Problem, Reason).

problem_text(drop_phase_over,
             'the drop phase is over: step one of your markers to a neighbouring empty cell').
problem_text(markers_to_drop(N), Text) :-
    plural_s(N, S),
    format(atom(Text), 'you still have ~d marker~w to drop before you can step', [N, S]).
problem_text(occupied(Cell), Text) :-
    cell_text(Cell, Name),
    format(atom(Text), '~w is already taken', [Name]).
problem_text(centre_ban, 'with the centre ban, Black\'s first marker may not go on c3').
problem_text(not_your_marker(Cell), Text) :-
    cell_text(Cell, Name),
    format(atom(Text), 'there is no marker of yours on ~w', [Name]).
problem_text(not_neighbour(From, To), Text) :-
    cell_text(From, FromName),
    cell_text(To, ToName),
    format(atom(Text), '~w is not next to ~w (a marker steps to one of the 8 cells around it)',
           [ToName, FromName]).


cell_text(Cell, Name) :-
    phrase(cell(Cell), Codes),
    atom_codes(Name, Codes).

tabuleiro_game_plugin:move_forms(teeko,
                     'a cell such as c3 to drop a marker, or two cells such as c3 d4 (or c3-d4) to step').

typed_move(Move) -->
    blanks, typed_cells(Move), blanks.

typed_cells(step(From, To)) -->
    cell(From), blanks, optional_dash, blanks, cell(To).
typed_cells(drop(Cell)) -->
    cell(Cell).

optional_dash --> "-".
optional_dash --> "".

written_move(drop(Cell)) -->
    cell(Cell).
written_move(step(From, To)) -->
    cell(From), "-", cell(To).

cell(Row-Col) -->
    [Letter, Digit],
    { nth1(Row, `abcde`, Letter),
      nth1(Col, `12345`, Digit)
    }.

                 /*******************************
                 *             HELP             *
                 *******************************/

tabuleiro_game_plugin:rule_option_text(teeko, advanced,
                           'Advanced Teeko: the four corners of any larger square also win').
tabuleiro_game_plugin:rule_option_text(teeko, centre_ban,
                           'Black\'s first marker may not be dropped on the centre c3').

tabuleiro_game_plugin:show_rules(teeko) :-
    forall(rules_line(Line), writeln(Line)).

rules_line('Teeko (John Scarne, 1937)').
rules_line('- The board has 5 rows, a to e from top to bottom, and 5 columns, 1 to 5.').
rules_line('- Black (B) and White (W) have 4 markers each.  Black moves first.').
rules_line('- Drop phase: while you have fewer than 4 markers on the board, drop one').
rules_line('  on any empty cell.').
rules_line('- Move phase: then move one of your markers to an empty neighbouring cell').
rules_line('  (one of the 8 around it, diagonals included).').
rules_line('- You win as soon as your 4 markers form a line of 4 (across, down or').
rules_line('  diagonal) or a 2x2 square; this can already happen in the drop phase.').
rules_line('- Option advanced (Advanced Teeko): the four corners of a 3x3, 4x4 or 5x5').
rules_line('  square also win.').
rules_line('- Option centre_ban: Black\'s first marker may not be dropped on c3.').
rules_line('- Draw (an addition of this program, not one of Scarne\'s rules): when the').
rules_line('  same position, with the same player to move, occurs for the third time,').
rules_line('  the game is a draw.').
