:- module(shakti_data, []).
:- use_module(game_case_data).
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(lists)).

/** <module> Shakti's positions for the generic game cases (game_cases.pl)

In the notation of reports/rules/shakti.md: rows 7 to 1, x a hole, . an
empty tile, K W White's King and Warriors, k w Black's.  Moves are
`move(From, To)` with cells named `a1` to `g7`, and `pass`.

Its clauses are of the multifile predicates of module game_case_data.
*/

game_case_data:perft_count(shakti, [], 2, 660).
game_case_data:perft_count(shakti, [full_board], 2, 768).

game_case_data:notation_example(shakti, Text, []) :-
    member(Text, ['......./.w.k.w./......./......./......./.W.K.W./....... b',
                  'xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w',
                  'x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w']).

%   Malformed, then impossible: no King, two Kings, three Warriors, the
%   Kings facing each other, the player not to move in check.
game_case_data:notation_fault(shakti, Text) :-
    member(Text, ['x.....x/.w.k.w./......./......./......./.W.K.W./x.....x',
                  'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x W',
                  'x.....x/.w.k.w./......./......./......./.W.K.W./x......x w',
                  'x.....x/.w.k.w./......./......./......./.W.K.W./x....x w',
                  'x.....x/.w.k.w./...q.../......./......./.W.K.W./x.....x w',
                  'x.....x/.w.k.w./......./......./.W.K.W./x.....x w',
                  'x.....x/.w...w./......./......./......./.W.K.W./x.....x w',
                  'x.....x/.w.k.k./......./......./......./.W.K.W./x.....x w',
                  'x.....x/ww.k.w./......./......./......./.W.K.W./x.....x w',
                  'x.....x/...k.../...x.../...x.../...x.../...K.../x.....x w',
                  'x.....x/...k.../...w.../...x.../...x.../...K.../x.....x b']).

game_case_data:position_fault(shakti, [], Board, white, domain_error(shakti_cell, Cell)) :-
    member(Cell, [0, hole, queen-white, king-red, king-white-x, warrior, f(king, white)]),
    start_with_first_cell(shakti, Cell, Board).
game_case_data:position_fault(shakti, [], Board, w, domain_error(shakti_player, w)) :-
    backend_initial_board(shakti, [], Board, _).
game_case_data:impossible_grid(shakti, 'x.....x/.w...w./......./......./......./.W.K.W./x.....x', white).  % no King
game_case_data:impossible_grid(shakti, 'x.....x/.w.k.k./......./......./......./.W.K.W./x.....x', white).  % two Kings
game_case_data:impossible_grid(shakti, 'x.....x/ww.k.w./......./......./......./.W.K.W./x.....x', white).  % 3 Warriors
game_case_data:impossible_grid(shakti, 'x.....x/...k.../...x.../...x.../...x.../...K.../x.....x', white).  % facing
game_case_data:impossible_grid(shakti, 'x.....x/...k.../...w.../...x.../...x.../...K.../x.....x', black).  % mover in check

game_case_data:grid_cells(shakti, [x-empty, '.'-tile, 'K'-(king-white), 'W'-(warrior-white),
              k-(king-black), w-(warrior-black)]).

game_case_data:move_fault(shakti, Move, domain_error(shakti_move, Move)) :-
    member(Move, [passes, pass(1), move(b2), move(b2, b3, b4), move(b2, h1), move(b2, b8),
                  move(b2, b0), move('B2', b3), move(b2, 'b3 '), move(2-2, b3), move("b2", b3),
                  step(b2, b3), move(b2-b3)]).
game_case_data:move_fault(shakti, move(_, b3), instantiation_error).

game_case_data:illegal_start_move(shakti, Move) :-
    member(Move, [move(b2, b6), move(d2, d6), move(b6, b5), move(a1, a2), move(b2, b2), pass]).

%   The Kings step aside and back.
game_case_data:repetition_cycle(shakti, start, [move(d2, c1), move(d6, c7),
                                                move(c1, d2), move(c7, d6)]).
