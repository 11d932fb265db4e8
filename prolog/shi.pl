:- module(shi,
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
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/game_plugin, []).
:- use_module(tabuleiro/shi/view, []).
:- use_module(tabuleiro/shi/position_sets, []).
:- use_module(tabuleiro/shi/demo_topics, []).
:- use_module(tabuleiro/shi/kit, []).
:- use_module(tabuleiro/terminal/game_loop).
:- use_module(tabuleiro/terminal/prompt, [plural_s/2]).
:- use_module(tabuleiro/display_style).
:- use_module(tabuleiro/rules/shi_rules, [move_problem/5]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module(library(dcg/basics)).

/** <module> Shi

Shi, the game of Ninja and Samurai armies, with the predicates of the
course.  The rules themselves are in `rules/shi_rules.pl` (pure Prolog)
and in the C core; this module adds what a person sees and types: the
board display, the move notation of the prompt and the help text.

Load this file and type `play.` to play.

Players are `samurai` (who moves first, from row 8) and `ninja` (from
row 1).  The board is a list of 8 rows, row 1 first, of the atoms
`ninja`, `samurai` and `empty`.  Moves are `move(Row1-Col1, Row2-Col2)`,
rows and columns in 1..8.
*/

%!  play is det.
%
%   The Shi menu: modes and computer levels, then the game.

play :-
    play_game(shi).

%!  initial_state(+GameConfig, -GameState) is det.
%
%   GameState is the start of a game: both armies on their home rows,
%   Samurai to move.  GameConfig is `[]` (Shi has no rule options).

initial_state(Config, State) :-
    game_initial_state(shi, Config, State).

%!  valid_moves(+GameState, -Moves) is det.
%
%   Moves is the sorted list of legal moves; [] once the game is over.

valid_moves(State, Moves) :-
    game_valid_moves(shi, State, Moves).

%!  move(+GameState, +Move, -NewGameState) is semidet.
%
%   Plays Move; fails if it is not legal.

move(State, Move, NewState) :-
    game_move(shi, State, Move, NewState).

%!  game_over(+GameState, -Winner) is semidet.
%
%   Winner is `samurai` or `ninja` (the opponent is down to 4 pieces, or
%   has no legal move), or `draw` (third occurrence of a position).

game_over(State, Winner) :-
    game_over(shi, State, Winner).

%!  value(+GameState, +Player, -Value) is det.
%
%   How good GameState is for Player: 100000 for a win, -100000 for a
%   loss, otherwise 1000 per piece, 10 per jump attack and 1 per plain
%   move that Player's army has, minus the same for the opponent's.

value(State, Player, Value) :-
    game_value(shi, State, Player, Value).

%!  choose_move(+GameState, +Level, -Move) is semidet.
%
%   The computer's move at Level 1 (random), 2 (greedy) or 3 (search).

choose_move(State, Level, Move) :-
    game_choose_move(shi, State, Level, Move).

%!  notation_state(+Text, +GameConfig, -GameState) is det.
%
%   GameState is the position written Text, such as the start
%   `'nnnnnnnn/......../......../......../......../......../......../ssssssss s'`.

notation_state(Text, Config, State) :-
    game_notation_state(shi, Text, Config, State).

%!  state_notation(+GameState, -Text) is det.
%
%   Text (an atom) is the position of GameState in notation.

state_notation(State, Text) :-
    game_state_notation(shi, State, Text).

%   A piece is worth 1000 in value/5.
tabuleiro_game_plugin:opening_balance(shi, 300).

tabuleiro_game_plugin:repetition_draw_added(shi,
    "no source covers it: clarification 8 of reports/rules/shi.md").

tabuleiro_game_plugin:cell_name(shi, Cell, Name) :-
    cell_text(Cell, Name).

%   A player to move who still has more than 4 pieces has not lost by
%   captures: they lose because they cannot move.

tabuleiro_game_plugin:winner_clarification(shi, _, Board, Player, Winner, Citation) :-
    Winner \== draw,
    Winner \== Player,
    append(Board, Cells),
    aggregate_all(count, member(Player, Cells), Left),
    Left > 4,
    Citation = "a player to move who has no legal move loses (this project's \c
                clarification: rule 7 of reports/rules/shi.md)".

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display_game(+GameState) is det.
%
%   Prints the board as the course's numbered grid, with `N` for a
%   ninja and `S` for a samurai, then the pieces left and either the
%   player to move with who is ahead in pieces, or how the game ended:
%
%   ==
%         1   2   3   4   5   6   7   8
%       ---------------------------------
%     1 | N | N | N | N | N | N | N | N |
%       ---------------------------------
%     ...
%   Pieces: Samurai 8, Ninja 8.
%   Samurai to move. Even in pieces.
%   ==

display_game(State) :-
    state_board(State, Board),
    current_display(Style),
    writeln('      1   2   3   4   5   6   7   8'),
    separator,
    foldl(show_row(Style), Board, 1, _),
    show_pieces(Style, Board),
    show_turn(State).

show_row(Style, Row, N, Next) :-
    format("  ~d ", [N]),
    foldl(show_cell(Style, N), Row, 1, _),
    writeln('|'),
    separator,
    Next is N + 1.

show_cell(Style, R, Content, C, C1) :-
    piece_picture(Style, Content, Picture),
    cell_marks(R-C, Left, Right),
    format("|~w~w~w", [Left, Picture, Right]),
    C1 is C + 1.

%   piece_picture(+Style, +Content, -Picture): one character a cell; in
%   colour the Samurai are red and the Ninja blue.

piece_picture(Style, Content, Picture) :-
    (   Content == empty
    ->  Picture = ' '
    ;   Style == plain
    ->  piece_letter(Content, Picture)
    ;   piece_shape(Content, Shape, Colour),
        painted(Colour, Shape, Picture)
    ).

piece_letter(ninja, 'N').
piece_letter(samurai, 'S').

%   Colour is added on top of the shapes, never instead of them.

piece_shape(ninja, '○', blue).
piece_shape(samurai, '●', red).

separator :-
    writeln('    ---------------------------------').

show_pieces(Style, Board) :-
    append(Board, Cells),
    aggregate_all(count, member(samurai, Cells), Samurai),
    aggregate_all(count, member(ninja, Cells), Ninja),
    (   Style == plain
    ->  format("Pieces: Samurai ~d, Ninja ~d.~n", [Samurai, Ninja])
    ;   piece_picture(Style, samurai, S),
        piece_picture(Style, ninja, N),
        format("Pieces: ~w Samurai ~d, ~w Ninja ~d.~n", [S, Samurai, N, Ninja])
    ).

show_turn(State) :-
    (   game_over(State, _)
    ->  show_status(shi, State)
    ;   state_player(State, Player),
        tabuleiro_game_plugin:player_name(shi, Player, Name),
        state_board(State, Board),
        append(Board, Cells),
        aggregate_all(count, member(samurai, Cells), Samurai),
        aggregate_all(count, member(ninja, Cells), Ninja),
        lead_text(Samurai, Ninja, Lead),
        format("~w to move. ~w~n", [Name, Lead])
    ).

%   lead_text(+Samurai, +Ninja, -Text): who is ahead, in pieces, as the
%   course reports show it.

lead_text(Samurai, Ninja, Text) :-
    Difference is Samurai - Ninja,
    (   Difference > 0
    ->  plural_s(Difference, S),
        format(atom(Text), 'Samurai lead by ~d piece~w.', [Difference, S])
    ;   Difference < 0
    ->  Lead is -Difference,
        plural_s(Lead, S),
        format(atom(Text), 'Ninja lead by ~d piece~w.', [Lead, S])
    ;   Text = 'Even in pieces.'
    ).


                 /*******************************
                 *     WHAT A PERSON TYPES      *
                 *******************************/

tabuleiro_game_plugin:player_name(shi, samurai, 'Samurai').
tabuleiro_game_plugin:player_name(shi, ninja, 'Ninja').

%   A cell is its row digit then its column digit, optionally apart
%   (8 3, 8-3 or 83); the two cells of a move are apart (8 3 5 3,
%   83 53, 8-3 5-3) or joined by a dash (83-53, the way moves are
%   written back).

tabuleiro_game_plugin:move_from_text(shi, Text, Move) :-
    string_codes(Text, Codes),
    phrase(typed_move(Move), Codes).

tabuleiro_game_plugin:move_to_text(shi, move(From, To), Text) :-
    phrase(written_move(From, To), Codes),
    atom_codes(Text, Codes).

tabuleiro_game_plugin:illegal_move_reason(shi, game_state(Board, Player, Rules, _), Move, Reason) :-
    move_problem(Rules, Board, Player, Move, Problem0),
    Problem0 =.. [Name|Cells],
    maplist(cell_text, Cells, Texts),
    Problem =.. [Name|Texts],
    problem_text(Problem, Reason).

cell_text(Cell, Text) :-
    phrase(written_cell(Cell), Codes),
    atom_codes(Text, Codes).

problem_text(not_your_piece(Cell), Text) :-
    format(atom(Text), 'there is no piece of yours on ~w', [Cell]).
problem_text(not_in_line(From, To), Text) :-
    format(atom(Text), '~w is not on a row, column or diagonal through ~w', [To, From]).
problem_text(own_piece(Cell), Text) :-
    format(atom(Text), 'one of your pieces stands on ~w', [Cell]).
problem_text(blocked(From, To), Text) :-
    format(atom(Text), 'the way from ~w to ~w is blocked', [From, To]).
problem_text(jump_needs_enemy(To), Text) :-
    format(atom(Text), 'a jump over one of your pieces must land on an enemy piece, and ~w is empty',
           [To]).
problem_text(capture_needs_jump(To), Text) :-
    format(atom(Text), 'the enemy piece on ~w can only be taken by jumping over one of your pieces',
           [To]).

tabuleiro_game_plugin:move_forms(shi,
                     'two cells, row then column, such as 8 3 5 3, 83 53, 8-3 5-3 or 83-53').

typed_move(move(From, To)) -->
    blanks, typed_cell(From), cells_apart, typed_cell(To), blanks.

typed_cell(Row-Col) -->
    digit_1_to_8(Row), digits_apart, digit_1_to_8(Col).

digits_apart --> " ".
digits_apart --> "-".
digits_apart --> "".

cells_apart --> blank, blanks.
cells_apart --> blanks, "-", blanks.

digit_1_to_8(N) -->
    [Code],
    { between(0'1, 0'8, Code),
      N is Code - 0'0
    }.

written_move(Row1-Col1, Row2-Col2) -->
    written_cell(Row1-Col1), "-", written_cell(Row2-Col2).

written_cell(Row-Col) -->
    integer(Row), integer(Col).

                 /*******************************
                 *             HELP             *
                 *******************************/

tabuleiro_game_plugin:show_rules(shi) :-
    forall(rules_line(Line), writeln(Line)).

rules_line('Shi (Ninja against Samurai)').
rules_line('- The board has 8 rows, 1 to 8 from top to bottom, and 8 columns, 1 to 8.').
rules_line('- Ninja (N) start on row 1 and Samurai (S) on row 8, 8 pieces each.').
rules_line('  Samurai moves first.  All pieces are alike.').
rules_line('- A move: a piece goes like a chess queen, any number of cells along a').
rules_line('  row, a column or a diagonal, to an empty cell, over empty cells only.').
rules_line('- A jump attack (the only capture): along such a line, jump over exactly').
rules_line('  one of your own pieces (empty cells before and after it are allowed)').
rules_line('  onto the first piece behind it, which must be an enemy: it is removed.').
rules_line('  An enemy piece can never be jumped, and there is no jump without a').
rules_line('  capture.  Capturing is optional.').
rules_line('- You win at once when your capture leaves the enemy with 4 pieces.').
rules_line('- Clarifications of this program (no source covers them): a player').
rules_line('  with no legal move loses, and when the same position, with the same').
rules_line('  player to move, occurs for the third time, the game is a draw.').
