/*  Fuzzing the foreign predicates: every c_* predicate of the bridge is
    called with valid arguments of every game in which one subterm has been
    replaced by something hostile (a variable, a wrong type, an almost
    right atom, a huge integer, a cyclic term, a long list, ...). Each call
    must succeed, fail, or raise an ISO error term; a crash ends the process
    and so fails the suite.  Each call that has a counterpart on the
    Prolog backend (backend_valid_moves/5 for c_valid_moves/5, and so on)
    is also made there, and the two backends must give the same answer,
    fail both, or raise the same error term (context aside): the contract
    of prolog/tabuleiro/backend.pl.  Every disagreement is printed with the call.

        swipl tests/fuzz/fuzz_foreign.pl [CALLS] [SEED]

    Last line: "fuzz: N passed, M failed", one test per foreign predicate:
    it passes when none of its calls did anything but succeed, fail or
    raise an ISO error, and the backends agreed on every one compared.
*/
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/cross_check').
:- use_module('../../prolog/tabuleiro/games', [game/1, c_core_game/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(time)).

:- initialization(main, main).

%   game_rules(-Game, -RuleSets): a registered game on the C core, and
%   its rule sets to fuzz: the standard rules, each option alone and all
%   of them at once.  A game without a C core (prolog_only/1 of its
%   plug-in) has no foreign predicates to fuzz.
game_rules(Game, RuleSets) :-
    c_core_game(Game),
    backend_rule_names(Game, Names),
    findall([Name], member(Name, Names), Alone),
    sort([[], Names|Alone], RuleSets).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [CallsText|Rest]
    ->  atom_number(CallsText, Calls)
    ;   Calls = 20000, Rest = []
    ),
    (   Rest = [SeedText|_]
    ->  atom_number(SeedText, Seed)
    ;   Seed = 1
    ),
    set_random(seed(Seed)),
    seeds(Seeds),
    length(Seeds, SeedCount),
    format("~D valid positions to mutate~n", [SeedCount]),
    fuzz(Calls, Seeds),
    format("~D calls: ", [Calls]),
    forall(member(Outcome, [succeeded, failed, raised]),
           ( outcome_count(Outcome, N), format("~D ~w  ", [N, Outcome]) )),
    nl,
    compared_count(Compared),
    disagreed_count(Disagreed),
    Agreed is Compared - Disagreed,
    format("backends compared on ~D calls: ~D agreed, ~D disagreed~n",
           [Compared, Agreed, Disagreed]),
    findall(P, ( calls(g, r, b, p, m, b1-p1, t, Goals), member(G, Goals), functor(G, P, _) ), Predicates),
    include(misbehaved, Predicates, Bad),
    length(Predicates, Total),
    length(Bad, Failed),
    Passed is Total - Failed,
    format("fuzz: ~d passed, ~d failed~n", [Passed, Failed]),
    (   Failed =:= 0
    ->  halt(0)
    ;   halt(1)
    ).

%   seeds(-Seeds): Game-Rules-Board-Player-Moves tuples, 40 positions of
%   every game and rule set.

seeds(Seeds) :-
    findall(Game-Rules-Board-Player-Moves,
            ( game_rules(Game, RuleSets),
              member(Rules, RuleSets),
              random_positions(Game, Rules, 40, Positions),
              member(Board-Player-Moves, Positions) ),
            Seeds).

%   fuzz(+Calls, +Seeds): makes Calls random calls, noting each predicate
%   that misbehaves.

:- dynamic misbehaved/1.

fuzz(0, _) :- !.
fuzz(Left, Seeds) :-
    random_member(Seed, Seeds),
    random_call(Seed, Goal),
    copy_term(Goal, AsGiven),
    (   safe_call(Goal),
        backends_agree(AsGiven)
    ->  true
    ;   Goal = _:Call,
        functor(Call, Predicate, _),
        (   misbehaved(Predicate)
        ->  true
        ;   assertz(misbehaved(Predicate))
        )
    ),
    Left1 is Left - 1,
    fuzz(Left1, Seeds).

%   A call is fine when it succeeds, fails or raises error(ISO, _).

safe_call(Goal) :-
    catch(( call(Goal) -> Outcome = succeeded ; Outcome = failed ), Error, true),
    (   var(Error)
    ->  count(Outcome)
    ;   iso_error(Error)
    ->  count(raised)
    ->  true
    ;   format("Not an ISO error: ~W~n  from ~W~n",
               [Error, [max_depth(6), quoted(true)], Goal, [max_depth(6), quoted(true)]]),
        fail
    ).

:- dynamic outcome_count/2.

outcome_count(succeeded, 0).
outcome_count(failed, 0).
outcome_count(raised, 0).

count(Outcome) :-
    retract(outcome_count(Outcome, N)),
    N1 is N + 1,
    assertz(outcome_count(Outcome, N1)).

iso_error(error(Formal, _)) :-
    nonvar(Formal),
    iso_formal(Formal).

iso_formal(instantiation_error).
iso_formal(type_error(_, _)).
iso_formal(domain_error(_, _)).
iso_formal(existence_error(_, _)).
iso_formal(representation_error(_)).
iso_formal(resource_error(_)).
iso_formal(evaluation_error(_)).

%   backends_agree(+Goal): the call on the Prolog backend, when it has
%   one there, gives the same outcome as on the C backend, both made with
%   Goal's arguments as the fuzzer made them.  Answers are compared as
%   variants, except a search's move and statistics, which only have to
%   be there on both (the two searches need not choose alike).  A Prolog
%   call that takes over 20 s counts as a disagreement.

:- dynamic compared_count/1, disagreed_count/1.

compared_count(0).
disagreed_count(0).

backends_agree(tabuleiro_foreign:Call) :-
    (   prolog_counterpart(Call, Counterpart, Compare)
    ->  bump(compared_count),
        outcome(c, Counterpart, COutcome),
        outcome(prolog, Counterpart, PrologOutcome),
        (   same_outcome(Compare, COutcome, PrologOutcome)
        ->  true
        ;   bump(disagreed_count),
            format("Backends disagree on ~W~n  C: ~W~n  Prolog: ~W~n",
                   [ Call, [max_depth(8), quoted(true)],
                     COutcome, [max_depth(8), quoted(true)],
                     PrologOutcome, [max_depth(8), quoted(true)] ]),
            fail
        )
    ;   true
    ).

bump(Counter) :-
    Old =.. [Counter, N],
    retract(Old),
    N1 is N + 1,
    New =.. [Counter, N1],
    assertz(New).

%   prolog_counterpart(+CCall, -BackendCall, -Compare): BackendCall asks
%   the backend switch what CCall asks the C core; Compare is `answer`
%   when the answers must be variants, `outcome` when only success,
%   failure or the error must be the same, `search` when, in addition,
%   the statistics must be search(Score, Depth, Nodes, Seconds) on both
%   (integers, and a float for the time: each search counts its own
%   positions).  The Teeko database has no Prolog counterpart, and
%   deeper searches and perft counts are too slow in Prolog to be made
%   thousands of times.

prolog_counterpart(c_valid_moves(G, R, B, P, Ms),
                   backend_valid_moves(G, R, B, P, Ms), answer).
prolog_counterpart(c_apply_move(G, R, B, P, M, B1, P1),
                   backend_apply_move(G, R, B, P, M, B1, P1), answer).
prolog_counterpart(c_move_leading_to(G, R, B, P, B1, P1, M),
                   backend_move_leading_to(G, R, B, P, B1, P1, M), answer).
prolog_counterpart(c_winner(G, R, B, P, W),
                   backend_winner(G, R, B, P, W), answer).
prolog_counterpart(c_value(G, R, B, P, F, V),
                   backend_value(G, R, B, P, F, V), answer).
prolog_counterpart(c_best_move(G, R, B, P, Os, _Move, _Score),
                   backend_best_move(G, R, B, P, Os, _), outcome) :-
    \+ ( is_list(Os), memberchk(depth(D), Os), integer(D), D > 1 ).
prolog_counterpart(c_search(G, R, B, P, Os, _Move, Stats),
                   backend_search(G, R, B, P, Os, _, Stats), search) :-
    \+ ( is_list(Os), memberchk(depth(D), Os), integer(D), D > 1 ).
prolog_counterpart(c_perft(G, R, B, P, D, N),
                   backend_perft(G, R, B, P, D, N), answer) :-
    \+ ( integer(D), D > 1 ).
prolog_counterpart(c_notation_position(G, T, R, B, P),
                   backend_notation_position(G, T, R, B, P), answer).
prolog_counterpart(c_position_notation(G, R, B, P, T),
                   backend_position_notation(G, R, B, P, T), answer).

%   outcome(+Backend, +Goal, -Outcome): true(Goal) with Goal's answer,
%   false, or error(Formal), context aside.

outcome(Backend, Goal0, Outcome) :-
    copy_term(Goal0, Goal),
    set_backend(Backend),
    catch(call_with_time_limit(20, Goal), Error, true),
    !,
    (   var(Error)
    ->  Outcome = true(Goal)
    ;   Error = error(Formal, _)
    ->  Outcome = error(Formal)
    ;   Outcome = thrown(Error)
    ).
outcome(_, _, false).

same_outcome(answer, Outcome1, Outcome2) :-
    Outcome1 =@= Outcome2.
same_outcome(outcome, true(_), true(_)) :- !.
same_outcome(outcome, Outcome1, Outcome2) :-
    Outcome1 =@= Outcome2.
same_outcome(search, true(Goal1), true(Goal2)) :-
    !,
    search_statistics(Goal1),
    search_statistics(Goal2).
same_outcome(search, Outcome1, Outcome2) :-
    Outcome1 =@= Outcome2.

search_statistics(Goal) :-
    arg(7, Goal, search(Score, Depth, Nodes, Seconds)),
    integer(Score),
    integer(Depth),
    Depth >= 0,
    integer(Nodes),
    Nodes > 0,
    float(Seconds).

%   random_call(+Seed, -Goal): one foreign call on the seed's terms with
%   one argument (or a subterm of it) replaced.

random_call(Game-Rules-Board-Player-Moves, Goal) :-
    (   Moves = [_|_]
    ->  random_member(Move, Moves)
    ;   Move = pass
    ),
    position_notation_text(Game, Rules, Board, Player, Text),
    move_successor(Game, Rules, Board, Player, Move, After),
    calls(Game, Rules, Board, Player, Move, After, Text, Calls),
    random_member(Goal0, Calls),
    Goal0 =.. [Name|Args],
    length(Args, Arity),
    random_between(1, Arity, Position),
    nth1(Position, Args, Arg),
    mutate(Arg, Mutant),
    replace_nth(Position, Args, Mutant, Args1),
    Goal1 =.. [Name|Args1],
    (   long_running(Goal1)
    ->  random_call(Game-Rules-Board-Player-Moves, Goal)
    ;   Goal = tabuleiro_foreign:Goal1
    ).

%   Calls that legitimately take long (a deep perft, a deep search) are
%   not what the fuzzer is after.

long_running(c_perft(_, _, _, _, Depth, _)) :-
    integer(Depth),
    Depth > 2.
long_running(c_best_move(_, _, _, _, Options, _, _)) :-
    deep_or_long_search(Options).
long_running(c_search(_, _, _, _, Options, _, _)) :-
    deep_or_long_search(Options).

deep_or_long_search(Options) :-
    is_list(Options),
    member(Limit, Options),
    (   Limit = depth(D), integer(D), D > 2
    ;   Limit = time_ms(T), integer(T), T > 200
    ).

calls(Game, Rules, Board, Player, Move, Board1-Player1, Text,
      [ c_valid_moves(Game, Rules, Board, Player, _),
        c_apply_move(Game, Rules, Board, Player, Move, _, _),
        c_move_leading_to(Game, Rules, Board, Player, Board1, Player1, _),
        c_winner(Game, Rules, Board, Player, _),
        c_value(Game, Rules, Board, Player, Player, _),
        c_best_move(Game, Rules, Board, Player, [depth(1)], _, _),
        c_search(Game, Rules, Board, Player, [depth(1)], _, _),
        c_perft(Game, Rules, Board, Player, 1, _),
        c_notation_position(Game, Text, Rules, _, _),
        c_position_notation(Game, Rules, Board, Player, _),
        c_teeko_db_value(no_database, Board, Player, _),
        c_teeko_db_load('/nonexistent/teeko.db', Rules, _) ]).

%   move_successor(+Game, +Rules, +Board, +Player, +Move, -After): the
%   position Move leads to, Board1-Player1 (the position itself when
%   Move is not legal there, or no move of the game, such as `pass`).

move_successor(Game, Rules, Board, Player, Move, Board1-Player1) :-
    (   catch(with_c(backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1)),
              error(_, _), fail)
    ->  true
    ;   Board1-Player1 = Board-Player
    ).

position_notation_text(Game, Rules, Board, Player, Text) :-
    with_c(backend_position_notation(Game, Rules, Board, Player, Text)).

with_c(Goal) :-
    current_backend(Old),
    setup_call_cleanup(set_backend(c), Goal, set_backend(Old)).

replace_nth(1, [_|Xs], Y, [Y|Xs]) :- !.
replace_nth(N, [X|Xs], Y, [X|Ys]) :-
    N1 is N - 1,
    replace_nth(N1, Xs, Y, Ys).

%   mutate(+Term, -Mutant): Term with one subterm, possibly Term itself,
%   replaced by a hostile term, or with two of its list elements swapped.

mutate(Term, Mutant) :-
    random_between(1, 10, Dice),
    (   Dice =< 3
    ->  hostile(Mutant)
    ;   compound(Term)
    ->  Term =.. [Name|Args],
        length(Args, Arity),
        random_between(1, Arity, I),
        nth1(I, Args, Arg),
        mutate(Arg, Arg1),
        replace_nth(I, Args, Arg1, Args1),
        Mutant =.. [Name|Args1]
    ;   hostile(Mutant)
    ).

hostile(Term) :-
    random_between(1, 14, Kind),
    hostile(Kind, Term).

hostile(1, _).
hostile(2, Atom) :-
    findall(Game, game(Game), Games),
    append(Games, [e, b, w, x, ninja, samurai, empty, tile, king, queen, rook, bishop,
                   knight, pawn, white, black, pass, swap, a1, g7, h8, chess, advanced,
                   full_board, draft_bishop, '', [], '-', 'e ', 'E'], Atoms),
    random_member(Atom, Atoms).
hostile(3, N) :-
    random_member(N, [0, -1, 1, 2, 5, 8, 9, 64, 255, 256, 65536, 2147483647,
                      -2147483648, 9223372036854775807]).
hostile(4, N) :-
    random_between(64, 300, Bits),
    N is 2^Bits.
hostile(5, F) :-
    random_member(F, [0.0, -1.5, 1.0e300, inf, nan]).
hostile(6, S) :-
    random_member(S, ["", "...../...../...../...../..... b", "x", "k/K w", "\u00e9\u00e9"]).
hostile(7, X) :-
    X = [X|X].
hostile(8, X) :-
    X = f(X).
hostile(9, L) :-
    random_between(0, 2000, N),
    length(L, N),
    maplist(=(e), L).
hostile(10, L) :-
    length(L, 5),
    maplist(hostile_row, L).
hostile(11, [a|_]).
hostile(12, R-C) :-
    hostile(3, R),
    hostile(3, C).
hostile(13, T) :-
    random_member(T, [king-white, warrior-black, queen-white, f(1), 1-1,
                      move(1-1, 2-2), drop(3-3), place(queen, 1-1),
                      echek([], reserve([], []), []), reserve(a, b)]).
hostile(14, Deep) :-
    random_between(1, 100000, N),
    deep_list(N, Deep).

hostile_row(Row) :-
    random_between(0, 9, N),
    length(Row, N),
    maplist(=(e), Row).

deep_list(0, []) :- !.
deep_list(N, [L]) :-
    N1 is N - 1,
    deep_list(N1, L).
