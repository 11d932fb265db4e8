/*  Long C calls (the search and perft) poll Prolog's signals: a time
    limit, thread_signal/2 (and so Ctrl-C) stop them, and the predicate
    fails with the pending exception.  Each job here runs for minutes if
    not stopped; the bound on the time to stop is loose (1 s past a 0.2 s
    limit) so that a busy machine does not make the test flaky.  */

:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(time)).

:- begin_tests(interrupt, [condition(foreign_available)]).

start(teeko, '...../...../...../...../..... b').
start(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s').
start(shakti, 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w').
start(echek, 'k/K w QRBNPqrbnp Ss').

%   long_job(?Game, -Goal): a search to depth 40 (c_best_move/7 or
%   c_search/7) or a perft to depth 12, from Game's start.

long_job(Game, tabuleiro_foreign:Call) :-
    start(Game, Text),
    tabuleiro_foreign:c_notation_position(Game, Text, [], Board, Player),
    long_call(Game, Board, Player, Call).

long_call(Game, Board, Player, c_best_move(Game, [], Board, Player, [depth(40), seed(1)], _, _)).
long_call(Game, Board, Player, c_search(Game, [], Board, Player, [depth(40), seed(1)], _, _)).
long_call(Game, Board, Player, c_perft(Game, [], Board, Player, 12, _)).

%   time_limited(+Goal, -Caught, -Seconds): runs Goal under a 0.2 s
%   limit; Caught is what it threw, Seconds the time it took.

time_limited(Goal, Caught, Seconds) :-
    get_time(Start),
    catch(call_with_time_limit(0.2, Goal), Caught, true),
    get_time(End),
    Seconds is End - Start.

test(time_limit_stops_every_long_call, [forall(long_job(_Game, Goal))]) :-
    set_backend(c),
    time_limited(Goal, Caught, Seconds),
    assertion(Caught == time_limit_exceeded),
    assertion(Seconds < 1.2).

test(thread_signal_stops_a_search) :-
    long_job(shi, Goal),
    !,
    thread_create(Goal, Id, []),
    sleep(0.1),
    thread_signal(Id, throw(stopped)),
    thread_join(Id, Status),
    assertion(Status == exception(stopped)).

test(thread_signal_stops_perft) :-
    long_job(shakti, tabuleiro_foreign:c_perft(G, R, B, P, _, N)),
    !,
    thread_create(tabuleiro_foreign:c_perft(G, R, B, P, 12, N), Id, []),
    sleep(0.1),
    thread_signal(Id, throw(stopped)),
    thread_join(Id, Status),
    assertion(Status == exception(stopped)).

test(a_search_after_an_interrupted_one_answers) :-
    set_backend(c),
    long_job(teeko, Goal),
    !,
    time_limited(Goal, _, _),
    start(teeko, Text),
    tabuleiro_foreign:c_notation_position(teeko, Text, [], Board, Player),
    tabuleiro_foreign:c_best_move(teeko, [], Board, Player, [depth(2), seed(1)], Move, _),
    assertion(nonvar(Move)).

:- end_tests(interrupt).
