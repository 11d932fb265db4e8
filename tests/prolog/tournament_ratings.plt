/*  A tournament's crosstable and Elo ratings, checked against values
    worked out by hand.  Throughout, c = ln 10 / 400 = 0.0057564627 and
    1/c = 173.71779 Elo: a rating's variance is the inverse of the
    Fisher information, whose entries are c²·n·p·(1 - p) for n games
    at expected score p.
*/

:- use_module('../../prolog/tabuleiro/tournament/ratings').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).

%   games(+Count, +Result, -Results): Count copies of Result.
games(Count, Result, Results) :-
    length(Results, Count),
    maplist(=(Result), Results).

close_to(Expected, Tolerance, Value) :-
    abs(Value - Expected) =< Tolerance.

row(ratings(_, _, Rows, _), Name, Elo, SE, Low, High) :-
    memberchk(rating(Name, Elo, SE, interval(Low, High)), Rows).

los(ratings(_, _, _, Superiority), Name, Next, LOS) :-
    memberchk(los(Name, Next, LOS), Superiority).

%   A scores 3 of 4 against B: W 3, L 1, with both colours.
three_of_four([result(a, b, 1), result(b, a, 0), result(a, b, 1), result(b, a, 1)]).

:- begin_tests(tournament_crosstable).

test(pairs_and_totals) :-
    crosstable([ result(a, b, 1), result(b, a, 0.5), result(c, a, 1),
                 result(b, c, 0), result(c, b, 0.5) ],
               Crosstable, []),
    assertion(Crosstable ==
              crosstable([a, b, c],
                         [ pair(a, b, record(1, 1, 0, 2)),
                           pair(a, c, record(0, 0, 1, 1)),
                           pair(b, c, record(0, 1, 1, 2)) ],
                         [ total(a, 1.5, 3), total(b, 1.0, 4), total(c, 2.5, 3) ])).

test(record_from_either_side) :-
    three_of_four(Results),
    crosstable(Results, Crosstable, []),
    assertion(crosstable_record(Crosstable, a, b, record(3, 0, 1, 4))),
    assertion(crosstable_record(Crosstable, b, a, record(1, 0, 3, 4))),
    assertion(\+ crosstable_record(Crosstable, a, a, _)).

test(entrants_in_the_order_given) :-
    three_of_four(Results),
    crosstable(Results, crosstable(Entrants, Pairs, _), [entrants([b, a])]),
    assertion(Entrants == [b, a]),
    assertion(Pairs == [pair(b, a, record(1, 0, 3, 4))]).

test(no_results_an_empty_crosstable) :-
    crosstable([], Crosstable, []),
    assertion(Crosstable == crosstable([], [], [])).

test(unknown_score, error(domain_error(game_score, 2))) :-
    crosstable([result(a, b, 2)], _, []).

test(score_not_a_number, error(type_error(number, win))) :-
    crosstable([result(a, b, win)], _, []).

test(game_against_itself,
     error(domain_error(game_between_two_entrants, result(a, a, 1)))) :-
    crosstable([result(a, b, 1), result(a, a, 1)], _, []).

test(not_a_result, error(type_error(game_result, a-b))) :-
    crosstable([a-b], _, []).

test(entrant_not_listed, error(existence_error(entrant, c))) :-
    crosstable([result(a, c, 1)], _, [entrants([a, b])]).

:- end_tests(tournament_crosstable).

:- begin_tests(tournament_ratings).

/*  Two entrants, A 3 of 4 against B.  The likelihood p³(1 - p) is
    largest at p = 3/4, so 1/(1 + 10^(-d/400)) = 3/4, 10^(d/400) = 3,
    d = 400·log10 3 = 400 × 0.4771213 = 190.8485.
    Information: I = n·p·(1 - p)·c² = 4 × 0.75 × 0.25 × c² = 0.75·c²,
    SE = 1/(c·√0.75) = 173.71779 / 0.8660254 = 200.5920.
    Interval: 190.8485 ± 1.96 × 200.5920 = 190.8485 ± 393.1604
    = [-202.3119, 584.0089].
    LOS = Φ(190.8485 / 200.5920) = Φ(0.951426) = 0.82931.
*/
test(three_of_four_anchored_on_the_first_entrant) :-
    three_of_four(Results),
    elo_ratings(Results, Ratings, []),
    assertion(Ratings = ratings(a, maximum_likelihood, _, _)),
    row(Ratings, a, EloA, SEA, _, _),
    assertion(EloA =:= 0),
    assertion(SEA =:= 0),
    row(Ratings, b, EloB, SEB, _, _),
    assertion(close_to(-190.8485, 0.001, EloB)),
    assertion(close_to(200.5920, 0.001, SEB)).

test(three_of_four_anchored_on_b) :-
    three_of_four(Results),
    elo_ratings(Results, Ratings, [anchor(b)]),
    assertion(Ratings = ratings(b, maximum_likelihood, [rating(a, _, _, _), rating(b, _, _, _)], _)),
    row(Ratings, a, Elo, SE, Low, High),
    assertion(close_to(190.8485, 0.001, Elo)),
    assertion(close_to(200.5920, 0.001, SE)),
    assertion(close_to(-202.3119, 0.001, Low)),
    assertion(close_to(584.0089, 0.001, High)),
    los(Ratings, a, b, LOS),
    assertion(close_to(0.82931, 0.00001, LOS)).

%   A draw is half a win: W 2 D 2 is 3 of 4 as W 3 L 1 is.
test(draws_count_as_half_wins) :-
    elo_ratings([result(a, b, 1), result(b, a, 0), result(a, b, 0.5), result(b, a, 0.5)],
                Ratings, [anchor(b)]),
    row(Ratings, a, Elo, SE, _, _),
    assertion(close_to(190.8485, 0.001, Elo)),
    assertion(close_to(200.5920, 0.001, SE)).

/*  A cycle: A beats B, B beats C, C beats A, one game each.  Equal
    ratings give each pair p = 1/2 and each entrant 1 expected of its 1
    point: the likelihood equations hold.  With A anchored, each pair's
    information is w = 1 × 0.25 × c² and, for B and C,
    I = [[2w, -w], [-w, 2w]], I⁻¹ = 1/(3w)·[[2, 1], [1, 2]]:
    Var = 2/(3w) = 8/(3c²), SE = √(8/3)·173.71779 = 283.6800;
    LOS of B over C = Φ(0) = 0.5.
*/
test(symmetric_cycle_equal_ratings) :-
    elo_ratings([result(a, b, 1), result(b, c, 1), result(c, a, 1)], Ratings, []),
    forall(member(Name, [a, b, c]),
           ( row(Ratings, Name, Elo, _, _, _),
             assertion(close_to(0, 1.0e-6, Elo)) )),
    row(Ratings, b, _, SEB, _, _),
    row(Ratings, c, _, SEC, _, _),
    assertion(close_to(283.6800, 0.001, SEB)),
    assertion(close_to(283.6800, 0.001, SEC)),
    assertion(los(Ratings, b, c, 0.5)).

/*  A transitive case whose pairs agree: A 3 of 4 against B, B 3 of 4
    against C, A 9 of 10 against C.  Strengths 9 : 3 : 1 give p = 3/4,
    3/4 and 9/10, each pair's own maximum, so they are the joint one:
    B = 400·log10 3 = 190.8485, A = 400·log10 9 = 381.6970 (C anchored).
    Information, with c² factored out: w(AB) = 4 × 0.75 × 0.25 = 0.75,
    w(BC) = 0.75, w(AC) = 10 × 0.9 × 0.1 = 0.9;
    I = c²·[[1.65, -0.75], [-0.75, 1.5]], det = 2.475 - 0.5625 = 1.9125;
    Var A = 1.5/1.9125/c² = 0.784314/c², SE A = 0.885615 × 173.71779
    = 153.8471; Var B = 1.65/1.9125/c² = 0.862745/c², SE B = 161.3562;
    Cov = 0.75/1.9125/c² = 0.392157/c².
    LOS of A over B = Φ(190.8485/(173.71779·√(0.784314 + 0.862745
    - 2 × 0.392157))) = Φ(190.8485/161.3562) = Φ(1.182777) = 0.88155.
*/
test(transitive_case) :-
    transitive_results(Results),
    elo_ratings(Results, Ratings, [anchor(c)]),
    assertion(Ratings = ratings(c, maximum_likelihood,
                                [rating(a, _, _, _), rating(b, _, _, _), rating(c, _, _, _)], _)),
    row(Ratings, a, EloA, SEA, _, _),
    row(Ratings, b, EloB, SEB, _, _),
    assertion(close_to(381.6970, 0.001, EloA)),
    assertion(close_to(190.8485, 0.001, EloB)),
    assertion(close_to(153.8471, 0.001, SEA)),
    assertion(close_to(161.3562, 0.001, SEB)),
    los(Ratings, a, b, LOS),
    assertion(close_to(0.88155, 0.00001, LOS)).

transitive_results(Results) :-
    games(3, result(a, b, 1), AB),
    games(3, result(b, c, 1), BC),
    games(9, result(c, a, 0), AC),
    append([AB, [result(b, a, 1)], BC, [result(b, c, 0)], AC, [result(a, c, 0)]],
           Results).

%   Four entrants and uneven results, no closed form: at the maximum
%   each entrant's expected score, Σ n·E over its opponents, equals its
%   actual score.
test(expected_scores_equal_actual_scores) :-
    Results = [ result(a, b, 1), result(b, a, 0.5), result(a, c, 0), result(c, a, 0),
                result(a, d, 1), result(d, b, 1), result(b, d, 0), result(b, c, 1),
                result(c, d, 0.5), result(d, c, 1), result(c, b, 0), result(a, d, 0.5) ],
    elo_ratings(Results, ratings(_, maximum_likelihood, Rows, _), []),
    crosstable(Results, Crosstable, []),
    Crosstable = crosstable(_, _, Totals),
    forall(member(total(Name, Score, _), Totals),
           ( expected_total(Crosstable, Rows, Name, Expected),
             assertion(close_to(Score, 1.0e-6, Expected)) )).

expected_total(Crosstable, Rows, Name, Expected) :-
    memberchk(rating(Name, Elo, _, _), Rows),
    findall(Points,
            ( crosstable_record(Crosstable, Name, Opponent, record(_, _, _, N)),
              memberchk(rating(Opponent, OpponentElo, _, _), Rows),
              elo_expected_score(Elo - OpponentElo, E),
              Points is N * E ),
            AllPoints),
    sum_list(AllPoints, Expected).

test(rows_from_the_highest_rating_down) :-
    transitive_results(Results),
    elo_ratings(Results, ratings(_, _, Rows, Superiority), [entrants([c, b, a])]),
    assertion(Rows = [rating(a, _, _, _), rating(b, _, _, _), rating(c, _, _, _)]),
    assertion(Superiority = [los(a, b, _), los(b, c, _)]).

/*  A wins 3 of 3: the likelihood p³ grows without bound towards
    p = 1.  One virtual draw makes it 3.5 of 4, p = 7/8:
    d = 400·log10 7 = 338.0392; I = 4 × 7/8 × 1/8 × c² = 0.4375·c²,
    SE = 173.71779/√0.4375 = 173.71779/0.6614378 = 262.6366.
*/
test(perfect_score_gets_a_virtual_draw) :-
    games(3, result(a, b, 1), Results),
    elo_ratings(Results, Ratings, [anchor(b)]),
    assertion(Ratings = ratings(b, virtual_draws(1), _, _)),
    row(Ratings, a, Elo, SE, _, _),
    assertion(close_to(338.0392, 0.001, Elo)),
    assertion(close_to(262.6366, 0.001, SE)).

%   No one has a perfect score, but A and B scored nothing against C
%   and D: still no finite maximum, and the same virtual draws.
test(group_that_lost_every_game_gets_virtual_draws) :-
    Results = [ result(a, b, 1), result(b, a, 1), result(c, d, 1), result(d, c, 0.5),
                result(a, c, 1), result(d, a, 0), result(b, d, 1), result(c, b, 0) ],
    elo_ratings(Results, ratings(a, virtual_draws(1), Rows, _), []),
    assertion(Rows = [rating(A, _, _, _), rating(B, _, _, _), _, _]),
    assertion(msort([A, B], [a, b])).

test(entrant_without_games, error(domain_error(entrant_with_games, c))) :-
    three_of_four(Results),
    elo_ratings(Results, _, [entrants([a, b, c])]).

test(groups_that_never_met,
     error(domain_error(entrants_linked_by_games, [[a, b], [c, d]]))) :-
    elo_ratings([result(a, b, 1), result(c, d, 0.5), result(b, a, 0.5)], _, []).

test(unknown_anchor, error(existence_error(entrant, z))) :-
    three_of_four(Results),
    elo_ratings(Results, _, [anchor(z)]).

test(no_results, error(domain_error(non_empty_list, []))) :-
    elo_ratings([], _, []).

test(bad_score_in_ratings, error(domain_error(game_score, 0.25))) :-
    elo_ratings([result(a, b, 0.25)], _, []).

:- end_tests(tournament_ratings).
