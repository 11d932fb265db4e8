:- module(teeko_data, []).
:- use_module(game_case_data).
:- use_module(library(lists)).

/** <module> Teeko's positions for the generic game cases (game_cases.pl)

Players are `b` and `w`; cells `e`, `b`, `w`; moves `drop(Row-Col)` and
`step(From, To)`.

Its clauses are of the multifile predicates of module game_case_data.
*/

game_case_data:perft_count(teeko, [], 2, 600).
game_case_data:perft_count(teeko, [], 3, 13800).
game_case_data:perft_count(teeko, [advanced, centre_ban], 2, 576).   % 24 * 24

game_case_data:notation_example(teeko, Text, []) :-
    member(Text, ['b.w../.w.b./b...w/.w.b./..... b',
                  'bbbb./www../...../...../..... w',
                  'bbbbw/www../...../...../..... w']).

%   Malformed, then impossible: Black moves first, each side has four.
game_case_data:notation_fault(teeko, Text) :-
    member(Text, ['...../...../...../...../.....',
                  '...../...../...../...../..... x',
                  '...../...../...../...../...... b',
                  '...../...../...../...../.... b',
                  '...../...../...../....x/..... b',
                  '...../...../...../...../.....  b',
                  '...../...../...../.../...../..... b',
                  'bbbbb/wwww./...../...../..... w',
                  'b..../...../...../...../..... b',
                  '...../...../...../...../..... w',
                  'bb.../w..../...../...../..... b',
                  'bbbb./www../...../...../..... b',
                  'bbbb./wwww./...../...../..... b']).

game_case_data:position_fault(teeko, [], Board, b, domain_error(teeko_cell, 0)) :-
    start_with_first_cell(teeko, 0, Board).
game_case_data:impossible_grid(teeko, 'bbbbb/wwww./...../...../.....', w).
game_case_data:impossible_grid(teeko, 'b..../...../...../...../.....', b).
game_case_data:impossible_grid(teeko, '...../...../...../...../.....', w).
game_case_data:impossible_grid(teeko, 'bbbb./www../...../...../.....', b).
game_case_data:impossible_grid(teeko, 'bbbb./wwww./...../...../.....', b).
game_case_data:impossible_grid(teeko, 'bbbb./wwww./...../...../.....', w).
game_case_data:impossible_grid(teeko, 'ww.../ww.../bb.../bb.../.....', b).

game_case_data:grid_cells(teeko, ['.'-e, b-b, w-w]).

game_case_data:move_fault(teeko, Move, domain_error(teeko_move, Move)) :-
    member(Move, [drop(3), drop(0-1), drop(1-6), drop(a-1), drop(1.0-1), drop(3-3, 3-4),
                  step(1-1), step(1-1, 2), step(1-1, 0-1), jump(1-1, 1-2)]).
game_case_data:move_fault(teeko, Move, instantiation_error) :-
    member(Move, [drop(1-_), step(1-1, _)]).

%   Black and White each step a marker away and back.
game_case_data:repetition_cycle(teeko, 'b.w../.w.b./b...w/.w.b./..... b',
                                [step(1-1, 1-2), step(1-3, 1-4), step(1-2, 1-1), step(1-4, 1-3)]).
