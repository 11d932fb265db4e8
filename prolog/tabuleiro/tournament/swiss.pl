:- module(tabuleiro_tournament_swiss,
          [ swiss_order/3,              % +Names, +Seed, -Ordered
            swiss_standings/4,          % +Names, +Results, +Byes, -Standings
            swiss_pairing/3,            % +Standings, -Pairs, -Bye
            swiss_tiebreaks/4           % +Names, +Results, +Byes, -Rows
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

/** <module> Swiss pairings and their tie-breaks

A Swiss tournament of R rounds pairs each entrant, each round, with one
opponent of a close score that it has not met yet.  This module is pure:
standings in, pairings out, no game played.  The pairing follows the
FIDE Dutch system (FIDE Handbook C.04.3) as far as it applies to bots,
simplified where it does not:

  - **Pairing numbers.**  FIDE ranks the players by rating first; bots
    have none before the tournament, so the order of the standings given
    is the pairing order (the tournament draws it from `--seed`).
  - **Score groups.**  The players are ranked by score, then by pairing
    number; the players of one score are a score group (a bracket), paired
    from the top group down.  The score is in game points: each game won
    1, drawn 1/2 (a pairing plays two games an opening, so a round's
    scores are finer than a chess round's 1, 1/2, 0).
  - **S1 against S2.**  A bracket of N players with P pairs (P = N // 2
    when it can) pairs its top P players (S1), in order, with the rest
    (S2): the first player of S1 with the first of S2 it has not met, and
    so on, backtracking to the next of S2 on a repeat: the Dutch system's
    transpositions of S2, in its order.  The Dutch system's exchanges
    between S1 and S2 are not made.
  - **Floaters.**  The players of S2 left unpaired (the lowest one in an
    odd bracket) float down into the next bracket, where they are ranked
    first.  When a bracket cannot pair P pairs without a repeat, or
    without leaving the brackets below unpairable, it pairs fewer and
    floats more, as the Dutch system's completion rule asks.  The
    Dutch system's further floater criteria (no player floating the same
    way in two rounds running, the least score difference) are not
    applied.
  - **No repeat pairings** (an absolute criterion, as in FIDE C.04.1):
    when no pairing without a repeat exists, swiss_pairing/3 fails.
  - **Colours.**  Each pairing plays every opening with both colours, so
    every entrant plays first as often as second each round: the colour
    preferences and colour criteria of the Dutch system have nothing to
    decide and are left out.
  - **The bye.**  With an odd number of players, one gets a
    pairing-allocated bye: the lowest-ranked player (lowest score, then
    highest pairing number) that has not had one and leaves the rest
    pairable (a bye at most once per player, as FIDE C.04.1 has it).  As FIDE
    scores a pairing-allocated bye as a win, the bye scores the points of
    a pairing won in every game (the caller gives them, in Byes).

**Tie-breaks** (swiss_tiebreaks/4), as in FIDE C.07, on the final
scores (games plus bye):

  - Buchholz: the sum of the scores of the opponents met;
  - Sonneborn-Berger: the sum, over the opponents met, of the opponent's
    score times the share of the points the entrant took in their games
    (all of it for a pairing won in every game, half for an even one),
    which is the chess definition when a pairing is one game.

A bye adds nothing to either (no virtual opponent: a simplification of
FIDE's rule for unplayed rounds).
*/

%!  swiss_order(+Names, +Seed, -Ordered) is det.
%
%   The pairing order of the entrants Names: a random order drawn from
%   Seed, the same for the same Seed on any machine (bots have no rating
%   to rank them by before the tournament).

swiss_order(Names, Seed, Ordered) :-
    setup_call_cleanup(random_state(State),
                       ( set_random(seed(Seed)),
                         random_permutation(Names, Ordered) ),
                       set_random(state(State))).

random_state(State) :-
    random_property(state(State)).

%!  swiss_standings(+Names, +Results, +Byes, -Standings) is det.
%
%   The standings after the games Results (`result(First, Second,
%   Score)`, Score what First scored) and the byes Byes (`bye(Name,
%   Points)`): `standing(Name, Score, Opponents, HadBye)` for each of
%   Names, in the order of Names (the pairing order).  Opponents are the
%   names met, sorted; HadBye is `true` or `false`.

swiss_standings(Names, Results, Byes, Standings) :-
    maplist(standing(Results, Byes), Names, Standings).

standing(Results, Byes, Name, standing(Name, Score, Opponents, HadBye)) :-
    points(Name, Results, Byes, Score),
    findall(Opponent, met(Results, Name, Opponent, _), Met),
    sort(Met, Opponents),
    (   memberchk(bye(Name, _), Byes)
    ->  HadBye = true
    ;   HadBye = false
    ).

met(Results, Name, Opponent, Score) :-
    member(result(First, Second, Score0), Results),
    (   First == Name
    ->  Opponent = Second, Score = Score0
    ;   Second == Name
    ->  Opponent = First, Score is 1 - Score0
    ).

points(Name, Results, Byes, Score) :-
    findall(S, met(Results, Name, _, S), Games),
    findall(P, member(bye(Name, P), Byes), ByePoints),
    append(Games, ByePoints, All),
    sum_list(All, Score0),
    plain_number(Score0, Score).

% 2.0 as 2, so that equal scores are equal terms.
plain_number(X0, X) :-
    (   X0 =:= round(X0)
    ->  X is round(X0)
    ;   X is float(X0)
    ).

%!  swiss_pairing(+Standings, -Pairs, -Bye) is semidet.
%
%   The next round's pairing: Pairs, `A-B` with A ranked above B, from
%   the top bracket down; Bye the name of the entrant with the bye, or
%   `none` for an even number.  Fails when no pairing without a repeat
%   (and with byes at most once each) exists.  Deterministic: the same
%   standings give the same pairing.

swiss_pairing(Standings, Pairs, Bye) :-
    sort(2, @>=, Standings, Ranked),     % stable: pairing order within a score
    length(Ranked, Count),
    (   Count mod 2 =:= 0
    ->  Bye = none,
        once(pair_brackets([], Ranked, Pairs))
    ;   reverse(Ranked, FromBottom),
        once(( select(standing(Bye, _, _, false), FromBottom, RestFromBottom),
               reverse(RestFromBottom, Rest),
               pair_brackets([], Rest, Pairs) ))
    ).

%   pair_brackets(+Floaters, +Ranked, -Pairs): the floaters from above
%   and the next score group of Ranked make a bracket; what it leaves
%   unpaired floats into the next.  The last bracket pairs everyone.

pair_brackets([], [], []).
pair_brackets(Floaters, Ranked, Pairs) :-
    (   Ranked = [standing(_, Score, _, _)|_]
    ->  score_group(Ranked, Score, Group, Lower),
        append(Floaters, Group, Bracket),
        pair_bracket(Bracket, Lower, BracketPairs, Down),
        append(BracketPairs, LowerPairs, Pairs),
        pair_brackets(Down, Lower, LowerPairs)
    ;   Floaters \== [],
        pair_bracket(Floaters, [], Pairs, [])
    ).

score_group([], _, [], []).
score_group([Player|Players], Score, Group, Lower) :-
    (   Player = standing(_, Score, _, _)
    ->  Group = [Player|Group1],
        score_group(Players, Score, Group1, Lower)
    ;   Group = [],
        Lower = [Player|Players]
    ).

%   pair_bracket(+Bracket, +Lower, -Pairs, -Down): P pairs of S1 (the top
%   P) and S2 (the rest), P as many as can be, fewer only when the
%   brackets below (Lower) remain; the players of S2 left go Down.

pair_bracket(Bracket, Lower, Pairs, Down) :-
    length(Bracket, Count),
    Most is Count // 2,
    (   Lower == []
    ->  Count mod 2 =:= 0,
        Least = Most
    ;   Least = 0
    ),
    between_down(Most, Least, P),
    length(S1, P),
    append(S1, S2, Bracket),
    pair_s1(S1, S2, Pairs, Down).

between_down(High, Low, X) :-
    between(Low, High, Y),
    X is High + Low - Y.

pair_s1([], S2, [], S2).
pair_s1([standing(A, _, Met, _)|S1], S2, [A-B|Pairs], Down) :-
    select(standing(B, _, _, _), S2, S2Rest),
    \+ memberchk(B, Met),
    pair_s1(S1, S2Rest, Pairs, Down).

%!  swiss_tiebreaks(+Names, +Results, +Byes, -Rows) is det.
%
%   `swiss(Name, Score, Buchholz, SonnebornBerger)` for each of Names,
%   best first: by score, then Buchholz, then Sonneborn-Berger, then in
%   the order of Names.  Score includes the byes' points.

swiss_tiebreaks(Names, Results, Byes, Rows) :-
    maplist([Name, Name-Score]>>points(Name, Results, Byes, Score), Names, Scores),
    maplist(tiebreak_row(Results, Scores), Names, Rows0),
    foldl([Row, I-Row, I0, I]>>(I is I0 + 1), Rows0, Numbered, 0, _),
    maplist([I-swiss(N, S, B, SB), key(S, B, SB, Neg)-swiss(N, S, B, SB)]>>(Neg is -I),
            Numbered, Keyed),
    sort(1, @>=, Keyed, Sorted),
    pairs_values_(Sorted, Rows).

pairs_values_([], []).
pairs_values_([_-V|KVs], [V|Vs]) :-
    pairs_values_(KVs, Vs).

tiebreak_row(Results, Scores, Name, swiss(Name, Score, Buchholz, SB)) :-
    memberchk(Name-Score, Scores),
    findall(Opponent, met(Results, Name, Opponent, _), Met),
    sort(Met, Opponents),
    foldl(opponent_tiebreak(Results, Scores, Name), Opponents, 0-0, Buchholz0-SB0),
    plain_number(Buchholz0, Buchholz),
    plain_number(SB0, SB).

opponent_tiebreak(Results, Scores, Name, Opponent, B0-SB0, B-SB) :-
    memberchk(Opponent-OpponentScore, Scores),
    findall(S, met(Results, Name, Opponent, S), Games),
    sum_list(Games, Took),
    length(Games, Played),
    B is B0 + OpponentScore,
    SB is SB0 + OpponentScore * Took / Played.
