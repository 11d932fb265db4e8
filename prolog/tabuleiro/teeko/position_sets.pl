:- module(teeko_position_sets, []).
:- use_module('../game_plugin', []).
:- use_module('../backend', [with_backend/2, backend_winner/5, backend_position_notation/5]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> Teeko's ready sets of positions for the cross-check (hook ready_set/4) */

%   What each set claims of every one of its positions:
%
%     - `wins`: a player has just won, on a line (of each
%       direction) or a square, in the drop or the move phase, so the
%       position has no moves;
%     - `centre_ban` (rules `[centre_ban]`): the centre c3 is
%       empty in the drop phase; only at the very start (Black to move,
%       no marker down) may no marker be dropped there;
%     - `advanced_patterns` (rules `[advanced]`, built): Black's four
%       markers, just dropped, on one of the 58 winning shapes of
%       Advanced Teeko, White's three on the first free cells, White to
%       move; one position for each shape.

tabuleiro_game_plugin:ready_set(teeko, wins, [],
          [ 'bbbb./www../...../...../..... w',
            'bb.../bb.../www../...../..... w',
            'bw.../b.w../b..w./b..../..... w',
            '.b.../..b../...b./....b/ww.w. w',
            '....b/...b./..b../.b.../www.. w',
            '...../..bw./.bw../bw.../w.b.. b',
            'bb.b./...../.wwww/b..../..... b',
            'b...b/.ww../.ww../...../.b..b b',
            '..w../b.w../..w.b/..w../b..b. b',
            'w..b./.w.../b.w../...w./b..b. b',
            'w...b/...b./..b.w/.b.w./w.... w',
            'ww.../...../w..w./...bb/...bb w',
            'ww.../..w../...w./...../.bbbb w'
          ]).
tabuleiro_game_plugin:ready_set(teeko, centre_ban, [centre_ban],
          [ '...../...../...../...../..... b',
            '...../...../...../...../b.... w',
            'b..../...../...../...../..... w',
            '...../.b.../...../...../..... w',
            '...../...../...b./...../..... w',
            'w..../...../...../...../....b b',
            '...../.w.b./...../...../..... b',
            'bw.../...../...../...wb/..... b',
            'b.w../.w.../....b/.b.../w.... b',
            '.b.../w...b/...../.w.../b.... w'
          ]).

tabuleiro_game_plugin:built_set(teeko, advanced_patterns, [advanced], Notations) :-
    findall(Text, advanced_pattern_position(Text), Notations).

%   The shapes are the C core's: a position is kept when its winner is
%   Black under the advanced rules.
advanced_pattern_position(Text) :-
    numlist(0, 24, Cells),
    sublist_of_length(4, Cells, Black),
    subtract(Cells, Black, [W1, W2, W3|_]),
    board_of(Black, [W1, W2, W3], Board),
    with_backend(c, backend_winner(teeko, [advanced], Board, w, b)),
    with_backend(c, backend_position_notation(teeko, [advanced], Board, w, Text)).

sublist_of_length(0, _, []) :- !.
sublist_of_length(N, [X|Xs], [X|Ys]) :-
    N1 is N - 1,
    sublist_of_length(N1, Xs, Ys).
sublist_of_length(N, [_|Xs], Ys) :-
    N > 0,
    sublist_of_length(N, Xs, Ys).

%   board_of(+Black, +White, -Board): the board with Black's markers on
%   the cells Black and White's on White (cells 0-24, row by row).
board_of(Black, White, Board) :-
    numlist(0, 24, Cells),
    maplist(cell_mark(Black, White), Cells, Flat),
    rows_of(5, Flat, Board).

cell_mark(Black, White, Cell, Mark) :-
    (   memberchk(Cell, Black) -> Mark = b
    ;   memberchk(Cell, White) -> Mark = w
    ;   Mark = e
    ).

rows_of(_, [], []) :- !.
rows_of(N, Cells, [Row|Rows]) :-
    length(Row, N),
    append(Row, Rest, Cells),
    rows_of(N, Rest, Rows).
