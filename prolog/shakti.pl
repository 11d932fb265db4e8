:- module(shakti,
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
:- use_module(tabuleiro/backend, [backend_winner/5]).
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/game_plugin, []).
:- use_module(tabuleiro/shakti/view, []).
:- use_module(tabuleiro/shakti/position_sets, []).
:- use_module(tabuleiro/shakti/demo_topics, []).
:- use_module(tabuleiro/shakti/kit, []).
:- use_module(tabuleiro/terminal/game_loop).
:- use_module(tabuleiro/display_style).
:- use_module(tabuleiro/rules/shakti_rules, [in_check/3, move_problem/5]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(dcg/basics)).

/** <module> Shakti

Christian Freeling's Shakti, with the predicates of the course.  The rules
themselves are in `rules/shakti_rules.pl` (pure Prolog) and in the C
core; this module adds what a person sees and types: the board display,
the move notation of the prompt and the help text.

Load this file and type `play.` to play.

Players are `white` (who moves first) and `black`.  The board is a list
of 7 rows, row 7 first, of cells `empty` (a hole), `tile` or
`Piece-Colour`.  Moves are `move(From, To)` with cells such as `b2`, and
`pass`, which the game plays by itself for a player who must pass.
*/

%!  play is det.
%
%   The Shakti menu: modes, computer levels, rule option, then the game.

play :-
    play_game(shakti).

%!  initial_state(+GameConfig, -GameState) is det.
%
%   GameState is the start of a game.  GameConfig is `[]` for the
%   standard rules (45 tiles, the corners are holes), or holds
%   `rules([full_board])` for all 49 cells tiled.

initial_state(Config, State) :-
    game_initial_state(shakti, Config, State).

%!  valid_moves(+GameState, -Moves) is det.
%
%   Moves is the sorted list of legal moves: `[pass]` when the player
%   to move must pass, `[]` once the game is over.

valid_moves(State, Moves) :-
    game_valid_moves(shakti, State, Moves).

%!  move(+GameState, +Move, -NewGameState) is semidet.
%
%   Plays Move; fails if it is not legal.

move(State, Move, NewState) :-
    game_move(shakti, State, Move, NewState).

%!  game_over(+GameState, -Winner) is semidet.
%
%   Winner is `white` or `black` after a checkmate, or `draw` when
%   neither player can move or a position occurs for the third time.

game_over(State, Winner) :-
    game_over(shakti, State, Winner).

%!  value(+GameState, +Player, -Value) is det.
%
%   How good GameState is for Player: 100000 for a win, -100000 for a
%   loss, otherwise a score of Warriors, room around the Kings and
%   Warriors close to the enemy King (see tabuleiro_shakti_rules:value/5).

value(State, Player, Value) :-
    game_value(shakti, State, Player, Value).

%!  choose_move(+GameState, +Level, -Move) is semidet.
%
%   The computer's move at Level 1 (random), 2 (greedy) or 3 (search).

choose_move(State, Level, Move) :-
    game_choose_move(shakti, State, Level, Move).

%!  notation_state(+Text, +GameConfig, -GameState) is det.
%
%   GameState is the position written Text, such as
%   `'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w'`.

notation_state(Text, Config, State) :-
    game_notation_state(shakti, Text, Config, State).

%!  state_notation(+GameState, -Text) is det.
%
%   Text (an atom) is the position of GameState in notation.

state_notation(State, Text) :-
    game_state_notation(shakti, State, Text).

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display_game(+GameState) is det.
%
%   Prints the board from White's side, row 7 at the top: a tile is
%   drawn in brackets, `[ ]` when empty, `[K]` or `[W]` with White's King
%   or Warrior, `[k]` or `[w]` with Black's; a hole is left blank.  Then
%   whose turn it is and whether that player is in check, or how the
%   game ended:
%
%   ==
%     7    [ ][ ][ ][ ][ ]
%     6 [ ][w][ ][k][ ][w][ ]
%     ...
%     1    [ ][ ][ ][ ][ ]
%        a  b  c  d  e  f  g
%   ==

display_game(State) :-
    state_board(State, Board),
    current_display(Style),
    foldl(show_row(Style), Board, 7, _),
    writeln('     a  b  c  d  e  f  g'),
    show_legend(Style),
    show_outcome(State).

show_row(Style, Cells, Row, Next) :-
    format("  ~d ", [Row]),
    R is 8 - Row,                   % the board's first row is row 7
    foldl(show_cell(Style, R), Cells, 1, _),
    nl,
    Next is Row - 1.

% A marked cell's brackets become > and <.
show_cell(Style, R, Content, C, C1) :-
    cell_picture(Style, Content, Picture0),
    (   cell_marks(R-C, '>', '<')
    ->  sub_atom(Picture0, 1, _, 1, Inside),
        atomic_list_concat(['>', Inside, '<'], Picture)
    ;   Picture = Picture0
    ),
    write(Picture),
    C1 is C + 1.

%   cell_picture(+Style, +Content, -Picture): three characters a cell.
%   Beyond plain letters, the King is a chess king and the Warrior a
%   pawn; in colour White's are yellow and Black's blue.

cell_picture(Style, Content, Picture) :-
    (   Content == empty
    ->  Picture = '   '
    ;   Content == tile
    ->  Picture = '[ ]'
    ;   Content = Piece-Colour,
        piece_symbol(Style, Piece, Colour, Symbol),
        format(atom(Picture), "[~w]", [Symbol])
    ).

piece_symbol(Style, Piece, Colour, Symbol) :-
    (   Style == plain
    ->  once(piece_letter(Piece, Colour, Symbol))
    ;   once(glyph(Piece, Colour, Glyph)),
        glyph_colour(Colour, Paint),
        painted(Paint, Glyph, Symbol)
    ).

piece_letter(king, white, 'K').
piece_letter(warrior, white, 'W').
piece_letter(king, black, k).
piece_letter(warrior, black, w).

glyph(king, white, '♔').
glyph(warrior, white, '♙').
glyph(king, black, '♚').
glyph(warrior, black, '♟').

glyph_colour(white, yellow).
glyph_colour(black, blue).

%   show_legend(+Style): what the glyphs stand for; the letters of the
%   plain style are the course's, explained in help.

show_legend(Style) :-
    (   Style == plain
    ->  true
    ;   forall(member(Colour-Name, [white-'White', black-'Black']),
               ( piece_symbol(Style, king, Colour, King),
                 piece_symbol(Style, warrior, Colour, Warrior),
                 format("  ~w ~w King   ~w ~w Warrior~n", [King, Name, Warrior, Name]) ))
    ).

%   The generic status line, except for the endings only Shakti has.

show_outcome(State) :-
    State = game_state(Board, Player, Rules, _),
    (   backend_winner(shakti, Rules, Board, Player, Winner)
    ->  show_ending(Player, Winner)
    ;   show_status(shakti, State),
        show_check(State)
    ).

show_ending(_Player, draw) :-
    !,
    writeln('Draw: neither player can move.').
show_ending(Player, Winner) :-
    tabuleiro_game_plugin:player_name(shakti, Player, Loser),
    tabuleiro_game_plugin:player_name(shakti, Winner, Name),
    format("~w is checkmated.  ~w wins!~n", [Loser, Name]).

%   Check is no question of the course API, so the pure-Prolog rules
%   answer it on either backend; the King's moves depend on it, and the
%   cross-check compares those with the C core's.

show_check(State) :-
    State = game_state(Board, Player, Rules, _),
    (   \+ game_over(shakti, State, _),
        in_check(Rules, Board, Player)
    ->  tabuleiro_game_plugin:player_name(shakti, Player, Name),
        format("~w is in check.~n", [Name])
    ;   true
    ).

                 /*******************************
                 *     WHAT A PERSON TYPES      *
                 *******************************/

tabuleiro_game_plugin:illegal_move_reason(shakti, game_state(Board, Player, Rules, _), Move, Reason) :-
    move_problem(Rules, Board, Player, Move, Problem),
    problem_text(Problem, Reason).

problem_text(cannot_pass, 'you can move, so you may not pass').
problem_text(not_your_piece(Cell), Text) :-
    format(atom(Text), 'there is no piece of yours on ~w', [Cell]).
problem_text(in_check_king_steps,
             'your King is in check: it may only step to a tile next to it').
problem_text(exposes_king,
             'it would leave your King in check, or facing the other King').
problem_text(unreachable(From, To), Text) :-
    format(atom(Text),
           'the piece on ~w cannot reach ~w (it goes to the first tile it sees in a direction; a Warrior may also jump that tile)',
           [From, To]).

%   The board's first row is row 7, White's side the last.

%   A Warrior is worth 100 in value/5.
tabuleiro_game_plugin:opening_balance(shakti, 30).

tabuleiro_game_plugin:cell_name(shakti, Row-Col, Name) :-
    Letter is 0'a + Col - 1,
    Rank is 8 - Row,
    format(atom(Name), "~c~w", [Letter, Rank]).

tabuleiro_game_plugin:player_name(shakti, white, 'White').
tabuleiro_game_plugin:player_name(shakti, black, 'Black').

tabuleiro_game_plugin:forced_move(shakti, pass, 'cannot move and passes').

%   A move is typed as two cells, e.g. b2 b4, optionally joined by a
%   dash; `pass` is understood too.

tabuleiro_game_plugin:move_from_text(shakti, Text, Move) :-
    string_lower(Text, Lower),
    string_codes(Lower, Codes),
    phrase(typed_move(Move), Codes).

tabuleiro_game_plugin:move_to_text(shakti, Move, Text) :-
    once(phrase(written_move(Move), Codes)),
    atom_codes(Text, Codes).

tabuleiro_game_plugin:move_forms(shakti, 'two cells such as b2 b4 (from, to)').

typed_move(Move) -->
    blanks, typed_cells(Move), blanks.

typed_cells(move(From, To)) -->
    cell(From), blanks, optional_dash, blanks, cell(To).
typed_cells(pass) -->
    "pass".

optional_dash --> "-".
optional_dash --> "".

written_move(move(From, To)) -->
    cell(From), "-", cell(To).
written_move(pass) -->
    "pass".

%   cell(?Cell): a cell atom such as b2, read or written.

cell(Cell) -->
    [Letter, Digit],
    { member(Letter, `abcdefg`),
      member(Digit, `1234567`),
      atom_codes(Cell, [Letter, Digit])
    }.

                 /*******************************
                 *             HELP             *
                 *******************************/

tabuleiro_game_plugin:rule_option_text(shakti, full_board,
                           'all 49 cells have a tile at the start, corners included').

tabuleiro_game_plugin:show_rules(shakti) :-
    forall(rules_line(Line), writeln(Line)).

rules_line('Shakti (Christian Freeling, 1982)').
rules_line('- The board has 7 columns, a to g, and 7 rows, 1 to 7 from White\'s side.').
rules_line('  A cell is a hole (drawn blank) or a tile ([ ]); pieces stand on tiles.').
rules_line('  At the start the four corners are holes (option full_board: all tiled).').
rules_line('- White (K king, W warriors) moves first; Black has k and w.').
rules_line('- Seeing: looking along a row, column or diagonal, holes are skipped;').
rules_line('  the first tile met is the first tile seen, the next the second.').
rules_line('- Check: your King is in check when an enemy Warrior is the first tile').
rules_line('  it sees in some direction (only holes between them).  Adjacent enemy').
rules_line('  Warriors always give check.  The Kings may never see each other that').
rules_line('  way, and no move may leave your own King in check.').
rules_line('- King, not in check: to the first tile seen, if it is empty.').
rules_line('- King, in check: to an adjacent tile, empty or with an enemy Warrior,').
rules_line('  which it captures.').
rules_line('- Warrior: to the first tile seen if empty; or, when the first and the').
rules_line('  second tiles seen are both empty, jump to the second: the first tile').
rules_line('  is then removed, so the jump is illegal if that hole exposes your King.').
rules_line('  Warriors never capture.').
rules_line('- A player who cannot move and is not in check passes (the game does it).').
rules_line('- Checkmate (in check, no legal move) loses.  Draw when neither player').
rules_line('  can move, or when the same position (with the same player to move)').
rules_line('  occurs for the third time.').
