:- module(tictactoe,
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
:- use_module('../../../prolog/tabuleiro/game_state').
:- use_module('../../../prolog/tabuleiro/game_plugin', []).
:- use_module('../../../prolog/tabuleiro/terminal/game_loop', [play_game/1]).
:- use_module(tictactoe_rules, []).
:- use_module(library(apply)).

/** <module> Tic-tac-toe, a toy fifth game

A whole small game written against the game plug-in contract
(prolog/tabuleiro/game_plugin.pl), with its pure-Prolog rules in
tictactoe_rules.pl and no C core: it declares prolog_only/1.  It is not
in the registry of prolog/tabuleiro/games.pl: tests/prolog/toy_game.plt
registers it while it runs the generic game cases on it.  Rows are
`a` to `c` from the top, columns 1 to 3; a move is typed as its cell,
`b2`.
*/

play :-
    play_game(tictactoe).

initial_state(Config, State) :-
    game_initial_state(tictactoe, Config, State).

valid_moves(State, Moves) :-
    game_valid_moves(tictactoe, State, Moves).

move(State, Move, NewState) :-
    game_move(tictactoe, State, Move, NewState).

game_over(State, Winner) :-
    game_over(tictactoe, State, Winner).

value(State, Player, Value) :-
    game_value(tictactoe, State, Player, Value).

choose_move(State, Level, Move) :-
    game_choose_move(tictactoe, State, Level, Move).

notation_state(Text, Config, State) :-
    game_notation_state(tictactoe, Text, Config, State).

state_notation(State, Text) :-
    game_state_notation(tictactoe, State, Text).

%   The rows as the notation writes them, then whose turn it is.
display_game(State) :-
    state_notation(State, Text),
    atomic_list_concat([Grid, _], ' ', Text),
    atomic_list_concat(Rows, /, Grid),
    maplist(writeln, Rows),
    status_text(tictactoe, State, Status),
    writeln(Status).

tabuleiro_game_plugin:prolog_only(tictactoe).

tabuleiro_game_plugin:player_name(tictactoe, cross, 'Cross').
tabuleiro_game_plugin:player_name(tictactoe, nought, 'Nought').

tabuleiro_game_plugin:move_from_text(tictactoe, Text, mark(Row-Col)) :-
    atom_chars(Text, [Letter, Digit]),
    row_letter(Row, Letter),
    atom_number(Digit, Col),
    between(1, 3, Col).

tabuleiro_game_plugin:move_to_text(tictactoe, mark(Row-Col), Text) :-
    row_letter(Row, Letter),
    atom_concat(Letter, Col, Text).

tabuleiro_game_plugin:move_forms(tictactoe, "Type the cell to mark, such as b2.").

tabuleiro_game_plugin:show_rules(tictactoe) :-
    writeln("Mark a cell in turn; three marks in a row, a column or a diagonal win.").

row_letter(1, a).
row_letter(2, b).
row_letter(3, c).

                 /*******************************
                 *            ITS KIT           *
                 *******************************/

tabuleiro_game_plugin:players(tictactoe, [cross, nought]).

tabuleiro_game_plugin:move_term(tictactoe, _, mark(Row-Col)) :-
    between(1, 3, Row),
    between(1, 3, Col).

tabuleiro_game_plugin:demo_topic(tictactoe, rows, 'Three in a row',
    'Three marks of a player in a row, a column or a diagonal win.',
    'xx./oo./... x'-[], winning_moves, [three_in_a_row/2, line/1], []).

                 /*******************************
                 *           ITS VIEW           *
                 *******************************/

tabuleiro_game_plugin:view_labels(tictactoe, _, _, [a, b, c], [1, 2, 3]).

tabuleiro_game_plugin:view_cell(tictactoe, empty, empty) :- !.
tabuleiro_game_plugin:view_cell(tictactoe, Player, piece(Player, mark)).

tabuleiro_game_plugin:view_piece(tictactoe, cross, mark, 'X', 'X').
tabuleiro_game_plugin:view_piece(tictactoe, nought, mark, 'O', 'O').

tabuleiro_game_plugin:view_move(tictactoe, _, mark(Row-Col), null, [Row, Col], null).
