/*  The pure-Prolog Teeko rules module on its own.  */

:- use_module('../../prolog/tabuleiro/rules/teeko_rules').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).

:- begin_tests(teeko_rules).

patterns_under(Rules, Patterns) :-
    findall(Cells, tabuleiro_teeko_rules:pattern(Rules, Cells), Patterns).

test(rule_names) :-
    rule_names([advanced, centre_ban]).

test(pattern_count, [forall(member(Rules-Count, [ []-44, [centre_ban]-44,
                                                  [advanced]-58,
                                                  [advanced, centre_ban]-58 ]))]) :-
    patterns_under(Rules, Patterns),
    length(Patterns, Count),
    maplist(msort, Patterns, Sorted),
    sort(Sorted, Distinct),
    length(Distinct, Count).

test(pattern_kinds) :-
    findall(L, tabuleiro_teeko_rules:line(L), Lines),
    length(Lines, 28),
    findall(S, (member(Side-N, [1-16, 2-9, 3-4, 4-1]),
                findall(Q, tabuleiro_teeko_rules:square_corners(Side, Q), Qs),
                length(Qs, N),
                member(S, Qs)),
            Squares),
    length(Squares, 30).

test(patterns_are_four_cells_on_the_board) :-
    patterns_under([advanced], Patterns),
    forall(member(Pattern, Patterns),
           ( length(Pattern, 4),
             sort(Pattern, Distinct),
             length(Distinct, 4),
             forall(member(R-C, Pattern), (between(1, 5, R), between(1, 5, C)))
           )).

test(initial_board) :-
    initial_board([advanced], Board, b),
    length(Board, 5),
    forall(member(Row, Board), Row == [e, e, e, e, e]).

test(apply_drop) :-
    initial_board([], Board, b),
    apply_move([], Board, b, drop(2-4), Board1, w),
    Board1 == [[e,e,e,e,e], [e,e,e,b,e], [e,e,e,e,e], [e,e,e,e,e], [e,e,e,e,e]].

test(apply_step) :-
    notation_position('b.w../.w.b./b...w/.w.b./..... b', [], Board, b),
    apply_move([], Board, b, step(2-4, 3-3), Board1, w),
    position_notation(Board1, w, 'b.w../.w.../b.b.w/.w.b./..... w').

test(winner) :-
    notation_position('bbbb./www../...../...../..... w', [], Board, w),
    winner([], Board, w, b).

test(no_winner, [fail]) :-
    notation_position('b.w../.w.b./b...w/.w.b./..... b', [], Board, b),
    winner([], Board, b, _).

test(rules_in_any_order) :-
    notation_position('b.b../...../b..../...../w.w.w b', [centre_ban, advanced], Board, b),
    apply_move([centre_ban, advanced], Board, b, drop(3-3), Board1, w),
    winner([advanced, centre_ban], Board1, w, b).

:- end_tests(teeko_rules).
