:- module(tictactoe_data, []).
:- use_module('../game_case_data').
:- use_module(library(lists)).

/** <module> Tic-tac-toe's positions for the generic game cases

Its clauses are of the multifile predicates of module game_case_data.
No repetition_cycle/3: no position comes back in tic-tac-toe.
*/

game_case_data:perft_count(tictactoe, [], 2, 72).
game_case_data:perft_count(tictactoe, [], 3, 504).

game_case_data:notation_example(tictactoe, Text, []) :-
    member(Text, ['x../.o./... x', 'xxx/oo./... o', 'xox/xoo/oxx o']).

%   Malformed, then impossible: a row too long, a wrong letter, nought
%   first, both with three in a row.
game_case_data:notation_fault(tictactoe, Text) :-
    member(Text, ['..../.../... x', '.../.../... y', '.../.z./... x', 'o../.../... x',
                  'xxx/ooo/... x']).

game_case_data:grid_cells(tictactoe, ['.'-empty, x-cross, o-nought]).
game_case_data:impossible_grid(tictactoe, 'o../.../...', cross).
game_case_data:impossible_grid(tictactoe, 'x../.../...', cross).
game_case_data:impossible_grid(tictactoe, 'xxx/ooo/...', cross).

game_case_data:move_fault(tictactoe, Move, domain_error(tictactoe_move, Move)) :-
    member(Move, [mark(0-1), mark(1-4), mark(a-1), mark(1), place(1-1)]).
