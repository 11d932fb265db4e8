:- module(tabuleiro_tournament_sprt,
          [ sprt_bounds/3,            % +Options, -Lower, -Upper
            sprt_llr/3,               % +Record, +Options, -LLR
            sprt_test/3,              % +Record, +Options, -Verdict
            sprt_verdict_text/3       % +Record, +Options, -Text
          ]).
:- encoding(utf8).
:- use_module(library(option)).
:- use_module(library(error)).
:- use_module(ratings, [elo_expected_score/2]).

/** <module> Is version A stronger than version B? A sequential test

Two versions of a computer player play game after game; after each one,
Wald's sequential probability ratio test (SPRT) says whether the games
so far are enough to tell H1, "A is stronger than B by elo1 Elo", from
H0, "A is stronger by elo0 Elo at most", as engine-testing tools do.

A record is `wdl(Wins, Draws, Losses)`, from A's side.  The options:
`elo0(E0)` and `elo1(E1)`, Elo differences with E0 < E1 (default 0 and
10); `alpha(A)`, the chance of accepting H1 when H0 holds, and
`beta(B)`, of accepting H0 when H1 holds (default 0.05 each); and, for
the text only, `names(NameA, NameB)` (default 'version A', 'version B').

**Bounds** (Wald): lower = ln(β/(1 - α)), upper = ln((1 - β)/α); for
α = β = 0.05, ±ln 19 = ±2.944.  The test accepts H1 once the LLR
reaches the upper bound, H0 once it reaches the lower one, and otherwise
goes on.

**LLR**: the generalised SPRT (GSPRT) for a trinomial (win, draw,
loss) in its normal approximation, the draw rate being estimated from
the games.  With N = W + D + L, the mean score s = (W + D/2)/N, the
expected scores s0 = E(elo0), s1 = E(elo1) where E(d) = 1/(1 + 10^(-d/400)),
and σ² the variance of one game's score (win 1, draw 1/2, loss 0),

    LLR = N·(s1 - s0)·(2s - s0 - s1) / (2σ²),

the log of the ratio of the normal likelihoods of s under mean s1 and
under mean s0, both with variance σ²/N.  No games give LLR 0.

σ² is estimated from the counts with half a virtual win and half a
virtual loss added (only there: N and s are the games played), so that a
record of a single kind of result (every game won, say) has a small
variance but not zero: its LLR stays finite and grows with the games
instead of being infinite after the first one.
The half games barely move σ² after a few dozen games and do not move it
at all for an even record of wins and losses (σ² = 1/4).
*/

%!  sprt_bounds(+Options, -Lower, -Upper) is det.
%
%   Lower = ln(beta/(1 - alpha)) and Upper = ln((1 - beta)/alpha).
%
%   @error domain_error(error_rate_between_0_and_1, alpha(A)) (or
%          beta(B)) for an error rate not strictly between 0 and 1.
%   @error domain_error(alpha_plus_beta_below_1, alpha(A)+beta(B)) when
%          the two add up to 1 or more (no test can have both).
%   @error domain_error(elo0_below_elo1, elo0(E0)-elo1(E1)) when E0 is
%          not below E1.

sprt_bounds(Options, Lower, Upper) :-
    sprt_settings(Options, settings(_, _, Alpha, Beta)),
    Lower is log(Beta / (1 - Alpha)),
    Upper is log((1 - Beta) / Alpha).

sprt_settings(Options, settings(Elo0, Elo1, Alpha, Beta)) :-
    must_be(list, Options),
    option(elo0(Elo0), Options, 0),
    option(elo1(Elo1), Options, 10),
    option(alpha(Alpha), Options, 0.05),
    option(beta(Beta), Options, 0.05),
    must_be(number, Elo0),
    must_be(number, Elo1),
    (   Elo0 < Elo1
    ->  true
    ;   domain_error(elo0_below_elo1, elo0(Elo0)-elo1(Elo1))
    ),
    must_be_error_rate(alpha(Alpha)),
    must_be_error_rate(beta(Beta)),
    (   Alpha + Beta < 1
    ->  true
    ;   domain_error(alpha_plus_beta_below_1, alpha(Alpha)+beta(Beta))
    ).

must_be_error_rate(Named) :-
    arg(1, Named, Rate),
    must_be(number, Rate),
    (   Rate > 0, Rate < 1
    ->  true
    ;   domain_error(error_rate_between_0_and_1, Named)
    ).

%!  sprt_llr(+Record, +Options, -LLR) is det.
%
%   LLR is the log-likelihood ratio of H1 to H0 for Record, by the
%   formula of the module's documentation.
%
%   @error type_error(wdl_record, Record) for a term not wdl(W, D, L).
%   @error type_error(nonneg, Count) for a count that is not a
%          non-negative integer.
%   @error the errors of sprt_bounds/3 for the options.

sprt_llr(Record, Options, LLR) :-
    must_be_record(Record),
    sprt_settings(Options, settings(Elo0, Elo1, _, _)),
    Record = wdl(Wins, Draws, Losses),
    Games is Wins + Draws + Losses,
    (   Games =:= 0
    ->  LLR = 0.0
    ;   Score is (Wins + Draws / 2) / Games,
        score_variance(Wins + 0.5, Draws, Losses + 0.5, Variance),
        elo_expected_score(Elo0, Score0),
        elo_expected_score(Elo1, Score1),
        LLR is Games * (Score1 - Score0) * (2 * Score - Score0 - Score1)
               / (2 * Variance)
    ).

must_be_record(Record) :-
    (   Record = wdl(Wins, Draws, Losses)
    ->  must_be(nonneg, Wins),
        must_be(nonneg, Draws),
        must_be(nonneg, Losses)
    ;   type_error(wdl_record, Record)
    ).

%   score_variance(+Wins, +Draws, +Losses, -Variance): the variance of
%   one game's score among these (possibly fractional) counts.

score_variance(Wins, Draws, Losses, Variance) :-
    Games is Wins + Draws + Losses,
    Mean is (Wins + Draws / 2) / Games,
    Variance is ( Wins * (1 - Mean) ** 2
                + Draws * (0.5 - Mean) ** 2
                + Losses * Mean ** 2 ) / Games.

%!  sprt_test(+Record, +Options, -Verdict) is det.
%
%   Verdict is sprt(Decision, LLR, Lower, Upper): Decision is accept_h1
%   when LLR >= Upper, accept_h0 when LLR =< Lower, else continue.
%
%   @error the errors of sprt_llr/3.

sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)) :-
    sprt_llr(Record, Options, LLR),
    sprt_bounds(Options, Lower, Upper),
    (   LLR >= Upper
    ->  Decision = accept_h1
    ;   LLR =< Lower
    ->  Decision = accept_h0
    ;   Decision = continue
    ).

%!  sprt_verdict_text(+Record, +Options, -Text) is det.
%
%   Text (a string) says the verdict of sprt_test/3 in words, e.g.
%   "After 120 games (W 50, D 30, L 40), version A is stronger than
%   version B: the test accepted H1 (Elo difference ≥ 10) at 95%
%   confidence; LLR 2.96 crossed the bound 2.94."  The confidence of H1
%   is 1 - alpha, of H0 1 - beta.
%
%   @error the errors of sprt_llr/3; type_error(text, Name) for a name
%          of the option names(NameA, NameB) that is not text.

sprt_verdict_text(Record, Options, Text) :-
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    sprt_settings(Options, settings(Elo0, Elo1, Alpha, Beta)),
    version_names(Options, NameA, NameB),
    games_text(Record, Games),
    verdict_text(Decision, verdict(NameA, NameB, Elo0, Elo1, Alpha, Beta),
                 LLR, Lower, Upper, Verdict),
    format(string(Text), "After ~w, ~w", [Games, Verdict]).

version_names(Options, NameA, NameB) :-
    (   memberchk(names(NameA, NameB), Options)
    ->  must_be(text, NameA),
        must_be(text, NameB)
    ;   NameA = 'version A',
        NameB = 'version B'
    ).

games_text(wdl(Wins, Draws, Losses), Text) :-
    Games is Wins + Draws + Losses,
    (   Games =:= 1
    ->  Noun = game
    ;   Noun = games
    ),
    format(string(Text), "~d ~w (W ~d, D ~d, L ~d)",
           [Games, Noun, Wins, Draws, Losses]).

verdict_text(accept_h1, verdict(A, B, _, Elo1, Alpha, _), LLR, _, Upper, Text) :-
    percent_text(1 - Alpha, Confidence),
    format(string(Text),
           "~w is stronger than ~w: the test accepted H1 (Elo difference ≥ ~w) \c
            at ~w% confidence; LLR ~2f crossed the bound ~2f.",
           [A, B, Elo1, Confidence, LLR, Upper]).
verdict_text(accept_h0, verdict(A, B, Elo0, Elo1, _, Beta), LLR, Lower, _, Text) :-
    percent_text(1 - Beta, Confidence),
    format(string(Text),
           "~w is not stronger than ~w by ~w Elo: the test accepted H0 \c
            (Elo difference ≤ ~w) at ~w% confidence; LLR ~2f crossed the bound ~2f.",
           [A, B, Elo1, Elo0, Confidence, LLR, Lower]).
verdict_text(continue, verdict(A, B, _, Elo1, _, _), LLR, Lower, Upper, Text) :-
    format(string(Text),
           "the test cannot tell yet whether ~w is stronger than ~w by ~w Elo: \c
            LLR ~2f lies between the bounds ~2f and ~2f; play more games.",
           [A, B, Elo1, LLR, Lower, Upper]).

%   percent_text(+Fraction, -Percent): to a tenth of a percent, without
%   a trailing ".0" (95, 97.5).

percent_text(Fraction, Percent) :-
    Tenths is round(Fraction * 1000),
    (   Tenths mod 10 =:= 0
    ->  Percent is Tenths // 10
    ;   Percent is Tenths / 10
    ).
