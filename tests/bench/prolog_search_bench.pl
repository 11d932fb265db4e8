/*  The Prolog search's speed: prints the Markdown table rows of
    reports/performance.md for one game.

        swipl tests/bench/prolog_search_bench.pl GAME

    Searches each position of prolog_search_position/3 on the prolog
    backend at a fixed depth with a fixed seed, so that the node counts
    repeat, and prints the positions visited, the wall-clock seconds and
    the nodes per second (backend_search/7's own statistics).
*/
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(apply)).

:- initialization(main, main).

main([Game]) :-
    set_backend(prolog),
    forall(prolog_search_position(Game, Position, Depth),
           search_row(Game, Position, Depth)).

%   prolog_search_position(?Game, ?Position, ?Depth): the start and a
%   position of the C search's table (tests/bench/run_bench.sh) per game,
%   at the depth level 3 searched on the prolog backend before it
%   deepened under a time limit (3; 2 for Shi and Echek).

prolog_search_position(teeko, '...../...../...../...../..... b', 3).
prolog_search_position(teeko, '...../.b.w./...../..w../..b.. b', 3).
prolog_search_position(shakti, 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w', 3).
prolog_search_position(shakti, 'x.....x/..k..w./.w...../.W.Wx../.x...x./...K.../x.....x w', 3).
prolog_search_position(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s', 2).
prolog_search_position(shi, 'nn.nnn.n/..s...../......../...n..../......../.....s../......../s.ss.s.s n', 2).
prolog_search_position(echek, 'k/K w QRBNPqrbnp Ss', 2).
prolog_search_position(echek, '..k./RKQN b BPqrbnp Ss', 2).

search_row(Game, Position, Depth) :-
    backend_notation_position(Game, Position, [], Board, Player),
    backend_search(Game, [], Board, Player, [depth(Depth), seed(1)], _Move,
                   search(_Score, Depth, Nodes, Seconds)),
    Rate is Nodes / max(Seconds, 1.0e-6),
    format("| ~w | `~w` | ~d | ~d | ~3f | ~0f |~n",
           [Game, Position, Depth, Nodes, Seconds, Rate]).
