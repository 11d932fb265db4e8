/*  How soon the long C calls stop under call_with_time_limit/2: prints
    Markdown table rows for reports/performance.md.

        swipl tests/bench/interrupt.pl

    For each game, a search to depth 40 and a perft to depth 12 from the
    start, each of which would run for minutes, under a 0.2 s limit; the
    time each call took to give up, on the wall clock.
*/
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(time)).
:- use_module(library(apply)).

:- initialization(main, main).

start(teeko, '...../...../...../...../..... b').
start(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s').
start(shakti, 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w').
start(echek, 'k/K w QRBNPqrbnp Ss').

main :-
    set_backend(c),
    forall(start(Game, Text), report(Game, Text)).

report(Game, Text) :-
    tabuleiro_foreign:c_notation_position(Game, Text, [], Board, Player),
    stop_time(tabuleiro_foreign:c_best_move(Game, [], Board, Player,
                                             [depth(40), seed(1)], _, _),
              Search),
    stop_time(tabuleiro_foreign:c_perft(Game, [], Board, Player, 12, _), Perft),
    format("| ~w | ~3f | ~3f |~n", [Game, Search, Perft]).

%   stop_time(+Goal, -Seconds): Goal must be stopped by the 0.2 s limit.

stop_time(Goal, Seconds) :-
    get_time(Start),
    catch(call_with_time_limit(0.2, Goal), time_limit_exceeded, true),
    get_time(End),
    Seconds is End - Start.
