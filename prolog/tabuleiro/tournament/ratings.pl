:- module(tabuleiro_tournament_ratings,
          [ crosstable/3,             % +Results, -Crosstable, +Options
            crosstable_record/4,      % +Crosstable, ?Entrant, ?Opponent, -Record
            elo_ratings/3,            % +Results, -Ratings, +Options
            elo_expected_score/2      % +EloDifference, -Score
          ]).
:- encoding(utf8).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).
:- use_module(library(option)).
:- use_module(library(error)).

/** <module> A tournament's crosstable and Elo ratings

The results of a tournament are a list of `result(White, Black, Score)`,
Score being what White scored: 1 (a win), 0.5 (a draw) or 0 (a loss).
Entrants are atoms.  Who moved first is not used: the model has no
first-move term, so `result(a, b, 1)` and `result(b, a, 0)` say the same.

**Crosstable.**  crosstable/3 counts, for each pair of entrants that met,
the first one's wins, draws and losses, and for each entrant its score
(a win 1, a draw 1/2) and its number of games.

**Ratings.**  elo_ratings/3 fits the Bradley-Terry model on the Elo
scale: entrant i scores against entrant j, in expectation,

    E(i, j) = 1 / (1 + 10^(-(Ri - Rj)/400)).

A draw counts as half a win for each side, so the log-likelihood of the
ratings is, over the pairs (i, j) that met n times with i scoring s,

    log L = Σ s·ln E(i, j) + (n - s)·ln(1 - E(i, j)).

Only differences of ratings are defined: the anchor entrant is rated 0
(option `anchor(Name)`, by default the first entrant).  The maximum is
found by Newton's method on the ratings (the log-likelihood is concave;
each step, solved by conjugate gradients, is at most 400 Elo and is
halved until the log-likelihood does not decrease).  At the maximum each entrant's expected score equals its
actual score.

The maximum-likelihood ratings are finite exactly when no group of
entrants scored nothing (not even a draw) against the rest, e.g. when
no entrant won or lost every game.  When some group did, one virtual draw
is added to every pair of entrants that met (a prior of virtual draws),
which keeps every rating finite, and the output says so: the fit is
`virtual_draws(1)` instead of `maximum_likelihood`.  Both the ratings
and their intervals are then those of the results with the virtual
draws.  Entrants who never met, directly or through others, cannot be
compared at all: that, and an entrant without games, is an error.

**Intervals.**  The covariance of the ratings (the anchor's fixed at 0) is
the inverse of the observed Fisher information, minus the Hessian of the
log-likelihood at the maximum:

    I(i, i) = c²·Σ_j n(i, j)·E(i, j)·(1 - E(i, j)),
    I(i, j) = -c²·n(i, j)·E(i, j)·(1 - E(i, j)),  with c = ln 10 / 400.

Each rating's 95% interval is Rating ± 1.96·SE, SE the square root of its
variance: it says how well the rating is known relative to the anchor.

**Likelihood of superiority.**  For each entrant and the next one down in
rating order, LOS is the probability that the first is really the
stronger, in the normal approximation of the fit:

    LOS = Φ((Ri - Rj) / sqrt(Var(Ri) + Var(Rj) - 2·Cov(Ri, Rj))).
*/

%!  crosstable(+Results, -Crosstable, +Options) is det.
%
%   Crosstable is crosstable(Entrants, Pairs, Totals): Entrants in the
%   order of the option `entrants(Names)`, or else of first appearance
%   in Results; Pairs holds `pair(A, B, record(Wins, Draws, Losses,
%   Games))` for every pair that met, A before B in Entrants, the
%   record being A's; Totals holds `total(Name, Score, Games)` for every
%   entrant, in the order of Entrants.
%
%   @error type_error(game_result, Term) for a term that is not
%          result(White, Black, Score).
%   @error domain_error(game_score, Score) for a score not 1, 0.5 or 0.
%   @error domain_error(game_between_two_entrants, Result) for a game of
%          an entrant against itself.
%   @error existence_error(entrant, Name) for an entrant of a result who
%          is not in the option entrants(Names).

crosstable(Results, crosstable(Entrants, Pairs, Totals), Options) :-
    must_be(list, Results),
    maplist(must_be_result, Results),
    results_entrants(Results, Options, Entrants),
    entrant_places(Entrants, Places),
    maplist(ordered_game(Places), Results, Games),
    msort(Games, Sorted),
    Named =.. [entrants|Entrants],
    clumped_games(Sorted, Named, Pairs),
    entrant_records(Pairs, Records),
    maplist(entrant_total(Records), Entrants, Totals).

must_be_result(Result) :-
    (   Result = result(White, Black, Score)
    ->  must_be(atom, White),
        must_be(atom, Black),
        must_be_score(Score),
        (   White == Black
        ->  domain_error(game_between_two_entrants, Result)
        ;   true
        )
    ;   type_error(game_result, Result)
    ).

must_be_score(Score) :-
    must_be(number, Score),
    (   member(Allowed, [0, 0.5, 1]),
        Score =:= Allowed
    ->  true
    ;   domain_error(game_score, Score)
    ).

results_entrants(Results, Options, Entrants) :-
    (   option(entrants(Entrants), Options)
    ->  must_be(list(atom), Entrants),
        forall(( member(result(White, Black, _), Results),
                 member(Name, [White, Black]) ),
               must_be_entrant(Entrants, Name))
    ;   foldl(result_names, Results, Names, []),
        list_to_set(Names, Entrants)
    ).

result_names(result(White, Black, _)) --> [White, Black].

must_be_entrant(Entrants, Name) :-
    (   memberchk(Name, Entrants)
    ->  true
    ;   existence_error(entrant, Name)
    ).

%   The places and records are looked up, not searched for: a
%   tournament's progress line takes the crosstable of every game so far
%   after each game, in a course of 150 entrants and 1 350 games.

%   entrant_places(+Entrants, -Places): Places maps each name to its
%   first place in Entrants.

entrant_places(Entrants, Places) :-
    empty_assoc(Empty),
    foldl(first_place, Entrants, 1-Empty, _-Places).

first_place(Name, I0-Places0, I-Places) :-
    I is I0 + 1,
    (   get_assoc(Name, Places0, _)
    ->  Places = Places0
    ;   put_assoc(Name, Places0, I0, Places)
    ).

%   ordered_game(+Places, +Result, -Game): Game is game(I, J, Score),
%   I < J the places (entrant_places/2) of the two sides and Score I's,
%   so that the games of a pair sort together and in the order of the
%   entrants.

ordered_game(Places, result(White, Black, Score), game(I, J, Scored)) :-
    get_assoc(White, Places, W),
    get_assoc(Black, Places, B),
    (   W < B
    ->  I = W, J = B, Scored = Score
    ;   I = B, J = W, Scored is 1 - Score
    ).

entrant_place(Entrants, Name, Place) :-
    once(nth1(Place, Entrants, Name)).

clumped_games([], _, []).
clumped_games([game(I, J, Score)|Games0], Named, [pair(A, B, Record)|Pairs]) :-
    same_pair_scores(Games0, I, J, Scores, Games),
    foldl(count_result, [Score|Scores], record(0, 0, 0, 0), Record),
    arg(I, Named, A),
    arg(J, Named, B),
    clumped_games(Games, Named, Pairs).

same_pair_scores([game(I, J, Score)|Games0], I, J, [Score|Scores], Games) :-
    !,
    same_pair_scores(Games0, I, J, Scores, Games).
same_pair_scores(Games, _, _, [], Games).

count_result(Score, record(W0, D0, L0, N0), record(W, D, L, N)) :-
    N is N0 + 1,
    (   Score =:= 1
    ->  W is W0 + 1, D = D0, L = L0
    ;   Score =:= 0
    ->  W = W0, D = D0, L is L0 + 1
    ;   W = W0, D is D0 + 1, L = L0
    ).

%   entrant_records(+Pairs, -Records): Records maps each entrant that
%   met another to its records, in the order of Pairs, as
%   crosstable_record/4 gives them.

entrant_records(Pairs, Records) :-
    empty_assoc(Empty),
    foldl(pair_records, Pairs, Empty, Reversed),
    map_assoc(reverse, Reversed, Records).

pair_records(pair(A, B, record(W, D, L, N)), Records0, Records) :-
    add_record(A, record(W, D, L, N), Records0, Records1),
    add_record(B, record(L, D, W, N), Records1, Records).

add_record(Name, Record, Records0, Records) :-
    (   get_assoc(Name, Records0, Earlier)
    ->  true
    ;   Earlier = []
    ),
    put_assoc(Name, Records0, [Record|Earlier], Records).

entrant_total(Records, Name, total(Name, Score, Games)) :-
    (   get_assoc(Name, Records, Own)
    ->  true
    ;   Own = []
    ),
    foldl(add_points, Own, 0-0, Score-Games).

add_points(record(W, D, _, N), Score0-Games0, Score-Games) :-
    Score is Score0 + W + D/2,
    Games is Games0 + N.

%!  crosstable_record(+Crosstable, ?Entrant, ?Opponent, -Record) is nondet.
%
%   Record is record(Wins, Draws, Losses, Games) of Entrant against
%   Opponent, for each pair of Crosstable that met.

crosstable_record(crosstable(_, Pairs, _), Entrant, Opponent, Record) :-
    member(pair(A, B, record(W, D, L, N)), Pairs),
    (   Entrant = A, Opponent = B, Record = record(W, D, L, N)
    ;   Entrant = B, Opponent = A, Record = record(L, D, W, N)
    ).

%!  elo_ratings(+Results, -Ratings, +Options) is det.
%
%   Ratings is ratings(Anchor, Fit, Rows, Superiority), fitted as the
%   module's documentation says:
%
%     - Anchor, the entrant rated 0: option anchor(Name), by default the
%       first entrant (the options of crosstable/3 apply too);
%     - Fit, `maximum_likelihood` or `virtual_draws(1)` (the maximum
%       likelihood was infinite, and one virtual draw was added to each
%       pair that met);
%     - Rows, `rating(Name, Elo, SE, interval(Low, High))` from the
%       highest rating down (ties in the order of the entrants), Low and
%       High being Elo ∓ 1.96·SE;
%     - Superiority, `los(Name, Next, LOS)` for each row and the next.
%
%   @error the errors of crosstable/3.
%   @error domain_error(non_empty_list, []) when there are no entrants.
%   @error domain_error(entrant_with_games, Name) for an entrant of the
%          option entrants(Names) who played no game.
%   @error domain_error(entrants_linked_by_games, Groups) when the
%          entrants fall in groups (lists of names) of which no two met:
%          their ratings cannot be compared.
%   @error existence_error(entrant, Anchor) for an anchor who is not an
%          entrant.

elo_ratings(Results, ratings(Anchor, Fit, Rows, Superiority), Options) :-
    crosstable(Results, Crosstable, Options),
    Crosstable = crosstable(Entrants, Pairs, Totals),
    must_be_rateable(Entrants, Pairs, Totals),
    Entrants = [First|_],
    option(anchor(Anchor), Options, First),
    must_be_entrant(Entrants, Anchor),
    entrant_place(Entrants, Anchor, AnchorPlace),
    fit_duels(Entrants, Pairs, Fit, Duels),
    length(Entrants, Count),
    fitted_ratings(Duels, Count, AnchorPlace, Ratings, Covariance),
    rating_rows(Entrants, Ratings, Covariance, Rows, Superiority).

must_be_rateable(Entrants, Pairs, Totals) :-
    (   Entrants == []
    ->  domain_error(non_empty_list, [])
    ;   true
    ),
    forall(member(total(Name, _, 0), Totals),
           domain_error(entrant_with_games, Name)),
    findall(Edge, ( member(pair(A, B, _), Pairs),
                    member(Edge, [A-B, B-A]) ),
            Edges),
    entrant_groups(Entrants, Edges, Groups),
    (   Groups = [_]
    ->  true
    ;   domain_error(entrants_linked_by_games, Groups)
    ).

%   entrant_groups(+Entrants, +Edges, -Groups): Groups are the sets of
%   Entrants linked by Edges (From-To), each in the order of Entrants.

entrant_groups([], _, []).
entrant_groups([Entrant|Entrants], Edges, [Group|Groups]) :-
    reached([Entrant], Edges, [Entrant], Reached),
    intersection([Entrant|Entrants], Reached, Group),
    subtract(Entrants, Reached, Others),
    entrant_groups(Others, Edges, Groups).

%   reached(+Queue, +Edges, +Seen0, -Seen): Seen is Seen0 and what the
%   edges lead to from the entrants of Queue (a breadth-first search).

reached([], _, Seen, Seen).
reached([From|Queue0], Edges, Seen0, Seen) :-
    findall(To, ( member(From-To, Edges),
                  \+ memberchk(To, Seen0) ),
            New0),
    sort(New0, New),
    append(Seen0, New, Seen1),
    append(Queue0, New, Queue),
    reached(Queue, Edges, Seen1, Seen).

%   fit_duels(+Entrants, +Pairs, -Fit, -Duels): Duels holds duel(I, J,
%   Games, Score) for each pair, I and J places in Entrants and Score
%   I's points.  The maximum-likelihood ratings are finite when every
%   entrant can be reached from every other by a chain of "scored
%   against" (a win or a draw); otherwise each pair gets a virtual draw.

fit_duels(Entrants, Pairs, Fit, Duels) :-
    findall(Edge, ( member(pair(A, B, record(W, D, L, _)), Pairs),
                    (   W + D > 0, Edge = A-B
                    ;   L + D > 0, Edge = B-A
                    ) ),
            Scored),
    (   everyone_reached(Entrants, Scored),
        maplist(reversed_edge, Scored, Conceded),
        everyone_reached(Entrants, Conceded)
    ->  Fit = maximum_likelihood,
        Virtual = 0
    ;   Fit = virtual_draws(1),
        Virtual = 1
    ),
    maplist(pair_duel(Entrants, Virtual), Pairs, Duels).

everyone_reached([Entrant|Entrants], Edges) :-
    reached([Entrant], Edges, [Entrant], Reached),
    subtract(Entrants, Reached, []).

reversed_edge(From-To, To-From).

pair_duel(Entrants, Virtual, pair(A, B, record(W, D, _, N)),
          duel(I, J, Games, Score)) :-
    entrant_place(Entrants, A, I),
    entrant_place(Entrants, B, J),
    Games is N + Virtual,
    Score is W + D/2 + Virtual/2.

%!  elo_expected_score(+EloDifference, -Score) is det.
%
%   Score is the expected score, 1/(1 + 10^(-EloDifference/400)), of a
%   player rated EloDifference above its opponent.

elo_expected_score(EloDifference, Score) :-
    Score is 1 / (1 + 10 ** (-EloDifference / 400)).

%   c = ln 10 / 400 turns Elo into the natural logarithm of the odds.

elo_log_odds(Elo, LogOdds) :-
    LogOdds is Elo * log(10) / 400.

%   Each duel is seen from both sides, side(I, J, Games, Score), Score
%   being I's points: an entrant's gradient and information are sums
%   over its sides.

duel_sides(duel(I, J, N, S)) -->
    { T is N - S },
    [side(I, J, N, S), side(J, I, N, T)].

%   fitted_ratings(+Duels, +Count, +Anchor, -Ratings, -Covariance):
%   Ratings (a list of Count Elo ratings, the Anchor-th 0) maximise the
%   likelihood of Duels; Covariance is the inverse of the information
%   with the anchor's row and column kept at 0.

fitted_ratings(Duels, Count, Anchor, Ratings, Covariance) :-
    foldl(duel_sides, Duels, Sides, []),
    length(Start, Count),
    maplist(=(0.0), Start),
    newton(Sides, Anchor, 0, Start, Ratings),
    rating_covariance(Sides, Anchor, Ratings, Covariance).

%   Newton's method converges in a handful of steps from all-equal
%   ratings; a hundred steps means something is wrong with the numbers.

max_newton_steps(100).

newton(Sides, Anchor, Steps, Ratings0, Ratings) :-
    newton_direction(Sides, Anchor, Ratings0, Direction),
    max_newton_steps(MaxSteps),
    (   negligible(Direction)
    ->  Ratings = Ratings0
    ;   Steps >= MaxSteps
    ->  throw(error(evaluation_error(undefined),
                    context(elo_ratings/3, 'the rating fit did not converge')))
    ;   log_likelihood(Sides, Ratings0, Likelihood0),
        ascended(Sides, Likelihood0, Ratings0, Direction, Ratings1),
        Steps1 is Steps + 1,
        newton(Sides, Anchor, Steps1, Ratings1, Ratings)
    ).

%   The Newton step, the covariance times the gradient, at most 400 Elo
%   for any entrant: far from the maximum a full step may overshoot.
%   The step is found by solving Information · Step = Gradient, the
%   anchor's entry 0, by conjugate gradients (conjugate_gradient/4),
%   not by inverting the information: a Swiss of 150 entrants spent 11
%   s inverting 149 × 149 matrices, one a step.

newton_direction(Sides, Anchor, Ratings, Direction) :-
    gradient(Sides, Ratings, Gradient),
    information_neighbours(Sides, Ratings, Neighbours),
    conjugate_gradient(Neighbours, Anchor, Gradient, Step),
    largest_magnitude(Step, Largest),
    Scale is min(1, 400 / max(Largest, 1.0e-300)),
    maplist(times(Scale), Step, Direction).

%   information_neighbours(+Sides, +Ratings, -Neighbours): the
%   information as the weighted graph it is (information/4): argument I
%   of the term Neighbours lists J-Weight for each side(I, J, ...), so
%   that (Information · X)(I) = Σ Weight·(X(I) - X(J)).

information_neighbours(Sides, Ratings, Neighbours) :-
    maplist(side_neighbour(Ratings), Sides, Keyed),
    keysort(Keyed, Sorted),
    group_pairs_by_key(Sorted, Grouped),
    pairs_values(Grouped, Lists),
    Neighbours =.. [neighbours|Lists].

side_neighbour(Ratings, Side, I-(J-Weight)) :-
    side_weight(Ratings, Side, (I-J)-Weight).

%   conjugate_gradient(+Neighbours, +Anchor, +B, -X): X solves
%   Information · X = B with X's and B's Anchor-th entries 0 (the
%   information without the anchor's row and column is symmetric
%   positive definite), to a residual 10^-12 of B's; at most 10 passes
%   over the entrants.

conjugate_gradient(Neighbours, Anchor, B0, X) :-
    nth1(Anchor, B0, _, Rest),
    nth1(Anchor, B, 0.0, Rest),
    maplist(times(0.0), B, X0),
    dot_product(B, B, BB),
    functor(Neighbours, _, Count),
    MaxSteps is 10 * Count,
    Tolerance is 1.0e-24 * BB,
    cg_steps(cg(Neighbours, Anchor, Tolerance, MaxSteps), 0, X0, B, B, BB, X).

cg_steps(CG, Steps, X0, R0, P0, RR0, X) :-
    CG = cg(Neighbours, Anchor, Tolerance, MaxSteps),
    (   ( RR0 =< Tolerance ; Steps >= MaxSteps )
    ->  X = X0
    ;   information_product(Neighbours, Anchor, P0, AP),
        dot_product(P0, AP, PAP),
        Alpha is RR0 / PAP,
        maplist(plus_multiple(Alpha), X0, P0, X1),
        Minus is -Alpha,
        maplist(plus_multiple(Minus), R0, AP, R1),
        dot_product(R1, R1, RR1),
        Beta is RR1 / RR0,
        maplist(plus_multiple(Beta), R1, P0, P1),
        Steps1 is Steps + 1,
        cg_steps(CG, Steps1, X1, R1, P1, RR1, X)
    ).

%   information_product(+Neighbours, +Anchor, +X, -Y): Y is the
%   information times X, its Anchor-th entry 0.

information_product(Neighbours, Anchor, X, Y) :-
    Values =.. [x|X],
    functor(Neighbours, _, Count),
    numlist(1, Count, Places),
    maplist(product_entry(Neighbours, Anchor, Values), Places, Y).

product_entry(Neighbours, Anchor, Values, I, Entry) :-
    (   I =:= Anchor
    ->  Entry = 0.0
    ;   arg(I, Neighbours, Weighted),
        arg(I, Values, XI),
        foldl(weighted_difference(Values, XI), Weighted, 0.0, Entry)
    ).

weighted_difference(Values, XI, J-Weight, Sum0, Sum) :-
    arg(J, Values, XJ),
    Sum is Sum0 + Weight * (XI - XJ).

plus_multiple(Factor, X, Y, Z) :-
    Z is X + Factor * Y.

negligible(Direction) :-
    largest_magnitude(Direction, Largest),
    Largest < 1.0e-8.

%   ascended(+Sides, +Likelihood0, +Ratings0, +Direction, -Ratings):
%   the step is halved until the log-likelihood does not decrease.

ascended(Sides, Likelihood0, Ratings0, Direction, Ratings) :-
    maplist(plus_number, Ratings0, Direction, Ratings1),
    log_likelihood(Sides, Ratings1, Likelihood1),
    (   (   Likelihood1 >= Likelihood0
        ;   negligible(Direction)
        )
    ->  Ratings = Ratings1
    ;   maplist(times(0.5), Direction, Half),
        ascended(Sides, Likelihood0, Ratings0, Half, Ratings)
    ).

%   log L = Σ s·ln E + (n - s)·ln(1 - E), with ln E = -softplus(-z) and
%   ln(1 - E) = -softplus(z), z the log-odds: no overflow for large z.
%   Each duel is counted from both of its sides, hence the half.

log_likelihood(Sides, Ratings, Likelihood) :-
    foldl(side_log_likelihood(Ratings), Sides, 0.0, Twice),
    Likelihood is Twice / 2.

side_log_likelihood(Ratings, side(I, J, N, S), Sum0, Sum) :-
    rating_difference(Ratings, I, J, Difference),
    elo_log_odds(Difference, Z),
    softplus(Z, Lost),
    Minus is -Z,
    softplus(Minus, Won),
    Sum is Sum0 - S * Won - (N - S) * Lost.

softplus(Z, Softplus) :-
    Softplus is max(Z, 0) + log(1 + exp(-abs(Z))).

rating_difference(Ratings, I, J, Difference) :-
    nth1(I, Ratings, RI),
    nth1(J, Ratings, RJ),
    Difference is RI - RJ.

%   The gradient of log L in Elo: c·(score - expected score).

gradient(Sides, Ratings, Gradient) :-
    maplist(side_residual(Ratings), Sides, Keyed),
    keysort(Keyed, Sorted),
    group_pairs_by_key(Sorted, Grouped),
    pairs_values(Grouped, Residuals),
    maplist(sum_list, Residuals, Sums),
    elo_log_odds(1, C),
    maplist(times(C), Sums, Gradient).

side_residual(Ratings, side(I, J, N, S), I-Residual) :-
    rating_difference(Ratings, I, J, Difference),
    elo_expected_score(Difference, Expected),
    Residual is S - N * Expected.

%   rating_covariance(+Sides, +Anchor, +Ratings, -Covariance): the
%   inverse of the information without the anchor's row and column,
%   given back its place with zeros (the anchor is not estimated).

rating_covariance(Sides, Anchor, Ratings, Covariance) :-
    length(Ratings, Count),
    information(Sides, Ratings, Count, Information),
    nth1(Anchor, Information, _, Rows),
    maplist(without_place(Anchor), Rows, Reduced),
    inverse(Reduced, Inverse),
    maplist(with_zero_at(Anchor), Inverse, Zeroed),
    length(ZeroRow, Count),
    maplist(=(0.0), ZeroRow),
    nth1(Anchor, Covariance, ZeroRow, Zeroed).

without_place(Place, Row, Rest) :-
    nth1(Place, Row, _, Rest).

with_zero_at(Place, Rest, Row) :-
    nth1(Place, Row, 0.0, Rest).

%   information(+Sides, +Ratings, +Count, -Matrix): minus the Hessian of
%   log L, c²·n·E·(1 - E) summed on the diagonal, negated off it.

information(Sides, Ratings, Count, Matrix) :-
    maplist(side_weight(Ratings), Sides, Weighted),
    list_to_assoc(Weighted, Weights),
    numlist(1, Count, Places),
    maplist(information_row(Weights, Places), Places, Matrix).

side_weight(Ratings, side(I, J, N, _), (I-J)-Weight) :-
    rating_difference(Ratings, I, J, Difference),
    elo_expected_score(Difference, Expected),
    elo_log_odds(1, C),
    Weight is C * C * N * Expected * (1 - Expected).

information_row(Weights, Places, I, Row) :-
    maplist(minus_weight(Weights, I), Places, OffDiagonal),
    sum_list(OffDiagonal, Sum),
    Diagonal is -Sum,
    nth1(I, OffDiagonal, _, Rest),
    nth1(I, Row, Diagonal, Rest).

minus_weight(Weights, I, J, Entry) :-
    (   get_assoc(I-J, Weights, Weight)
    ->  Entry is -Weight
    ;   Entry = 0.0
    ).

%   inverse(+Matrix, -Inverse): Gauss-Jordan elimination on the matrix
%   beside the identity.  The information of linked entrants is
%   symmetric positive definite, so no pivot is zero and none needs
%   choosing.  Each step takes the first row as pivot, clears the first
%   column of the others, drops that column and puts the pivot last:
%   after N steps the rows are back in order, holding the inverse.

inverse(Matrix, Inverse) :-
    length(Matrix, N),
    numlist(1, N, Places),
    maplist(identity_row(Places), Places, Identity),
    maplist(append, Matrix, Identity, Augmented),
    gauss_jordan(N, Augmented, Inverse).

identity_row(Places, I, Row) :-
    maplist(kronecker(I), Places, Row).

kronecker(I, J, Entry) :-
    (   I =:= J
    ->  Entry = 1.0
    ;   Entry = 0.0
    ).

gauss_jordan(0, Rows, Rows) :- !.
gauss_jordan(Steps, [[Lead|Pivot0]|Others0], Inverse) :-
    Scale is 1 / Lead,
    maplist(times(Scale), Pivot0, Pivot),
    maplist(cleared(Pivot), Others0, Others),
    append(Others, [Pivot], Rows),
    Steps1 is Steps - 1,
    gauss_jordan(Steps1, Rows, Inverse).

cleared(Pivot, [Lead|Row0], Row) :-
    maplist(minus_multiple(Lead), Row0, Pivot, Row).

minus_multiple(Factor, X, P, Y) :-
    Y is X - Factor * P.

dot_product(Xs, Ys, Dot) :-
    foldl(add_product, Xs, Ys, 0.0, Dot).

add_product(X, Y, Sum0, Sum) :-
    Sum is Sum0 + X * Y.

times(Factor, X, Y) :-
    Y is Factor * X.

plus_number(X, Y, Z) :-
    Z is X + Y.

largest_magnitude(Xs, Largest) :-
    foldl(larger_magnitude, Xs, 0.0, Largest).

larger_magnitude(X, Largest0, Largest) :-
    Largest is max(Largest0, abs(X)).

%   rating_rows(+Entrants, +Ratings, +Covariance, -Rows, -Superiority):
%   the rows from the highest rating down (sort/4 is stable: ties keep
%   the entrants' order) and the LOS of each over the next.  Ratings
%   are sorted to a millionth of an Elo: entrants whose ratings are
%   equal (the same score in a round robin) but for the rounding of the
%   fit's arithmetic are tied.

rating_rows(Entrants, Ratings, Covariance, Rows, Superiority) :-
    length(Entrants, Count),
    numlist(1, Count, Places),
    maplist(rating_order_key, Ratings, Keys),
    pairs_keys_values(Keyed, Keys, Places),
    sort(1, @>=, Keyed, Ordered),
    pairs_values(Ordered, OrderedPlaces),
    maplist(rating_row(Entrants, Ratings, Covariance), OrderedPlaces, Rows),
    adjacent_places(OrderedPlaces, Adjacent),
    maplist(superiority(Entrants, Ratings, Covariance), Adjacent, Superiority).

rating_row(Entrants, Ratings, Covariance, I,
           rating(Name, Elo, SE, interval(Low, High))) :-
    nth1(I, Entrants, Name),
    nth1(I, Ratings, Elo),
    covariance(Covariance, I, I, Variance),
    SE is sqrt(Variance),
    Low is Elo - 1.96 * SE,
    High is Elo + 1.96 * SE.

rating_order_key(Rating, Key) :-
    Key is round(Rating * 1_000_000).

adjacent_places([Place|Places], Pairs) :-
    adjacent_places(Places, Place, Pairs).

adjacent_places([], _, []).
adjacent_places([Next|Places], Place, [Place-Next|Pairs]) :-
    adjacent_places(Places, Next, Pairs).

%   LOS = Φ(d/σ) = (1 + erf(d/(σ·√2)))/2, σ² the variance of d.

superiority(Entrants, Ratings, Covariance, I-J, los(Name, Next, LOS)) :-
    nth1(I, Entrants, Name),
    nth1(J, Entrants, Next),
    rating_difference(Ratings, I, J, Difference),
    covariance(Covariance, I, I, VarI),
    covariance(Covariance, J, J, VarJ),
    covariance(Covariance, I, J, Cov),
    LOS is (1 + erf(Difference / sqrt(2 * (VarI + VarJ - 2 * Cov)))) / 2.

covariance(Covariance, I, J, Value) :-
    nth1(I, Covariance, Row),
    nth1(J, Row, Value).
