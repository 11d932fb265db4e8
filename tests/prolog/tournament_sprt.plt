/*  The sequential test "is version A stronger than version B", checked
    against values worked out by hand, and on simulated matches.

    With the default options (elo0 0, elo1 10, alpha = beta = 0.05):
    s0 = E(0) = 0.5, s1 = E(10) = 1/(1 + 10^(-10/400)) = 1/1.943881
    = 0.5143872, so s1 - s0 = 0.0143872 and s0 + s1 = 1.0143872;
    LLR = N·(s1 - s0)·(2s - s0 - s1)/(2σ²), σ² from the counts with
    half a win and half a loss added.
*/
:- encoding(utf8).

:- use_module('../../prolog/tabuleiro/tournament/sprt').
:- use_module('../../prolog/tabuleiro/tournament/ratings').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(random)).

close_to(Expected, Tolerance, Value) :-
    abs(Value - Expected) =< Tolerance.

:- begin_tests(tournament_sprt).

%   ln(0.05/0.95) = -ln 19 = -2.944439, ln(0.95/0.05) = ln 19.
test(bounds_for_five_percent) :-
    sprt_bounds([alpha(0.05), beta(0.05)], Lower, Upper),
    assertion(close_to(-2.944439, 0.000001, Lower)),
    assertion(close_to(2.944439, 0.000001, Upper)).

%   ln(0.1/0.99) = -2.292535, ln(0.9/0.01) = 4.499810.
test(bounds_for_unequal_rates) :-
    sprt_bounds([alpha(0.01), beta(0.1)], Lower, Upper),
    assertion(close_to(-2.292535, 0.000001, Lower)),
    assertion(close_to(4.499810, 0.000001, Upper)).

test(no_games_continue_with_llr_0) :-
    sprt_test(wdl(0, 0, 0), [], Verdict),
    assertion(Verdict = sprt(continue, 0.0, _, _)).

/*  W 60 D 0 L 0: s = 1.  σ² on W 60.5, L 0.5: mean 60.5/61 = 0.9918033,
    σ² = (60.5 × 0.0081967² + 0.5 × 0.9918033²)/61
       = (0.0040648 + 0.4918371)/61 = 0.0081295.
    LLR = 60 × 0.0143872 × (2 - 1.0143872)/(2 × 0.0081295)
        = 0.850813/0.016259 = 52.33 ≥ 2.944: accept H1.
*/
test(overwhelming_record_accepts_h1) :-
    sprt_test(wdl(60, 0, 0), [elo0(0), elo1(10)], sprt(Decision, LLR, _, _)),
    assertion(Decision == accept_h1),
    assertion(close_to(52.33, 0.01, LLR)).

/*  W 1: s = 1; σ² on W 1.5, L 0.5: mean 0.75,
    σ² = (1.5 × 0.0625 + 0.5 × 0.5625)/2 = 0.1875;
    LLR = 0.0143872 × 0.9856128/0.375 = 0.0378: one win proves nothing.
*/
test(one_win_continues) :-
    sprt_test(wdl(1, 0, 0), [], sprt(Decision, LLR, _, _)),
    assertion(Decision == continue),
    assertion(close_to(0.0378, 0.0001, LLR)).

/*  An even record, W = L: s = 1/2 and σ² = 1/4 (the half games change
    nothing), so LLR = N × 0.0143872 × (1 - 1.0143872)/(1/2)
    = -2·N·0.0143872² = -N × 0.000413984.  W 500 L 500: -0.4140, not yet
    -2.944: continue; H0 needs N ≥ 2.944439/0.000413984 = 7113 games.
    W 3600 L 3600: -2.9807: accept H0.
*/
test(even_record_of_1000_games_continues) :-
    sprt_test(wdl(500, 0, 500), [elo0(0), elo1(10)], sprt(Decision, LLR, _, _)),
    assertion(Decision == continue),
    assertion(close_to(-0.4140, 0.0001, LLR)).

test(even_record_of_7200_games_accepts_h0) :-
    sprt_test(wdl(3600, 0, 3600), [elo0(0), elo1(10)], sprt(Decision, LLR, _, _)),
    assertion(Decision == accept_h0),
    assertion(close_to(-2.9807, 0.0001, LLR)).

/*  W 50 D 30 L 40: s = 65/120 = 0.5416667.  σ² on W 50.5, D 30,
    L 40.5 (121): mean 65.5/121 = 0.5413223,
    σ² = (50.5 × 0.4586777² + 30 × 0.0413223² + 40.5 × 0.5413223²)/121
       = (10.62451 + 0.05123 + 11.86770)/121 = 0.1863097;
    LLR = 120 × 0.0143872 × (1.0833333 - 1.0143872)/(2 × 0.1863097)
        = 0.119038/0.372619 = 0.3195: continue.
*/
test(mixed_record) :-
    sprt_llr(wdl(50, 30, 40), [], LLR),
    assertion(close_to(0.3195, 0.0001, LLR)).

test(text_accept_h1) :-
    sprt_verdict_text(wdl(60, 0, 0), [], Text),
    assertion(Text == "After 60 games (W 60, D 0, L 0), version A is stronger than \c
                       version B: the test accepted H1 (Elo difference ≥ 10) at 95% \c
                       confidence; LLR 52.33 crossed the bound 2.94.").

test(text_accept_h0_with_names) :-
    sprt_verdict_text(wdl(3600, 0, 3600), [names(alice_v2, alice_v1), beta(0.1)], Text),
    assertion(Text == "After 7200 games (W 3600, D 0, L 3600), alice_v2 is not stronger \c
                       than alice_v1 by 10 Elo: the test accepted H0 (Elo difference ≤ 0) \c
                       at 90% confidence; LLR -2.98 crossed the bound -2.25.").

%   alpha 0.025: bounds ln(0.05/0.975) = -2.9704, ln(0.95/0.025) = 3.6376.
test(text_continue) :-
    sprt_verdict_text(wdl(1, 0, 0), [alpha(0.025)], Text),
    assertion(Text == "After 1 game (W 1, D 0, L 0), the test cannot tell yet whether \c
                       version A is stronger than version B by 10 Elo: LLR 0.04 lies \c
                       between the bounds -2.97 and 3.64; play more games.").

test(error_rate_zero, error(domain_error(error_rate_between_0_and_1, alpha(0)))) :-
    sprt_bounds([alpha(0)], _, _).

test(error_rates_adding_to_one,
     error(domain_error(alpha_plus_beta_below_1, alpha(0.6)+beta(0.5)))) :-
    sprt_bounds([alpha(0.6), beta(0.5)], _, _).

test(elo0_not_below_elo1, error(domain_error(elo0_below_elo1, elo0(10)-elo1(0)))) :-
    sprt_test(wdl(1, 1, 1), [elo0(10), elo1(0)], _).

test(negative_count, error(type_error(nonneg, -1))) :-
    sprt_llr(wdl(-1, 0, 0), [], _).

test(not_a_record, error(type_error(wdl_record, 3-1-2))) :-
    sprt_llr(3-1-2, [], _).

:- end_tests(tournament_sprt).

:- begin_tests(tournament_sprt_simulated).

%   simulated_match(+Elo, +DrawRate, +Options, +MaxGames, -Decision,
%   -Games): games drawn at random, A scoring as a player Elo above B
%   (a draw with probability DrawRate, a win with E(Elo) - DrawRate/2),
%   until the test decides or MaxGames were played (Decision stopped).
simulated_match(Elo, DrawRate, Options, MaxGames, Decision, Games) :-
    elo_expected_score(Elo, Score),
    WinRate is Score - DrawRate / 2,
    match_from(wdl(0, 0, 0), rates(WinRate, DrawRate), Options, MaxGames,
               Decision, Games).

match_from(Record, Rates, Options, MaxGames, Decision, Games) :-
    sprt_test(Record, Options, sprt(Decision0, _, _, _)),
    Record = wdl(W, D, L),
    Played is W + D + L,
    (   Decision0 \== continue
    ->  Decision = Decision0, Games = Played
    ;   Played >= MaxGames
    ->  Decision = stopped, Games = Played
    ;   random(X),
        next_record(X, Rates, Record, Record1),
        match_from(Record1, Rates, Options, MaxGames, Decision, Games)
    ).

next_record(X, rates(WinRate, DrawRate), wdl(W, D, L), Record) :-
    (   X < WinRate
    ->  W1 is W + 1, Record = wdl(W1, D, L)
    ;   X < WinRate + DrawRate
    ->  D1 is D + 1, Record = wdl(W, D1, L)
    ;   L1 is L + 1, Record = wdl(W, D, L1)
    ).

/*  +200 Elo: E = 1/(1 + 10^(-0.5)) = 0.7597, with 20% draws W 0.6597,
    L 0.1403; σ² = 0.6597 × 0.2403² + 0.2 × 0.2597² + 0.1403 × 0.7597²
    = 0.1325, so the LLR grows by about 0.0144 × 0.5051/0.2651 = 0.0274
    a game and reaches 2.944 after about 107 games.  In 1000 seeded
    matches the longest took 210; these 20 must stop within 400.
*/
test(stronger_version_accepted) :-
    set_random(seed(200)),
    forall(between(1, 20, _),
           ( simulated_match(200, 0.2, [], 400, Decision, _),
             assertion(Decision == accept_h1) )).

/*  Equal versions, tested for 40 Elo rather than 10 to keep matches
    short: s = 1/2, so the LLR falls by (s1 - s0)²/(2σ²) a game on
    average, with s1 - s0 = E(40) - 1/2 = 0.057452 and, at 30% draws,
    σ² = 0.7 × 1/4 = 0.175: 0.0033007/0.35 = 0.0094, about 312 games to
    accept H0.  H1 should be accepted in about alpha = 5% of the
    matches: 200 matches may accept it 20 times at most (in 4000 seeded
    matches it was 5.5%).
*/
test(equal_versions_rarely_accept_h1) :-
    set_random(seed(0)),
    findall(Decision,
            ( between(1, 200, _),
              simulated_match(0, 0.3, [elo0(0), elo1(40)], 5000, Decision, _) ),
            Decisions),
    include(==(accept_h1), Decisions, Accepted),
    length(Accepted, Count),
    assertion(Count =< 20),
    assertion(\+ memberchk(stopped, Decisions)).

:- end_tests(tournament_sprt_simulated).
