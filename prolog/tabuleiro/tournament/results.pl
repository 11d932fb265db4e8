:- module(tabuleiro_tournament_results,
          [ played_results/3,           % +Game, +Played, -Results
            losses/3,                   % +Game, +Played, -Losses
            forfeited_by/4,             % +FirstPlayer, +Played, -Name, -Forfeit
            match_record/4,             % +Game, +A, +Played, -Record
            score_text/2                % +Score, -Text
          ]).
:- use_module('../game_plugin', [players/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> What the games played gave

A game played is `played(Game, Result, File)` (Result the referee's
`game_result/4`) or `not_played(Game, Why)`.  From them: the results as
the ratings take them, the losses other than by the rules, a match's
record, and a score in words.
*/

%!  played_results(+Game, +Played, -Results) is det.
%
%   Results are those of the games Played, as ratings.pl takes them:
%   result(First, Second, Score).

played_results(Game, Played, Results) :-
    players(Game, [FirstPlayer, _]),
    convlist(played_result(FirstPlayer), Played, Results).

played_result(FirstPlayer, played(game(_, First, Second, _), game_result(Outcome, _, _, _), _),
              result(First, Second, Score)) :-
    outcome_score(Outcome, FirstPlayer, Score).

outcome_score(draw, _, 0.5).
outcome_score(winner(Player), FirstPlayer, Score) :-
    (   Player == FirstPlayer
    ->  Score = 1
    ;   Score = 0
    ).

%!  losses(+Game, +Played, -Losses) is det.
%
%   Losses are `loss(Name, Kind, Count, Example)`, one for each entrant and cause of the
%   games it lost other than by the rules, Example the first such game:
%   `example(File, Position, Detail)`.

losses(Game, Played, Losses) :-
    players(Game, [FirstPlayer, _]),
    findall(Name-Kind-example(File, Position, Detail),
            ( member(Lost, Played),
              forfeited_by(FirstPlayer, Lost, Name, forfeit(Kind, Position, Detail)),
              Lost = played(_, _, File) ),
            Forfeits),
    forfeit_groups(Forfeits, Losses).

%!  forfeited_by(+FirstPlayer, +Played, -Name, -Forfeit) is semidet.
%
%   The game Played was lost by the entrant Name's Forfeit, `forfeit(Kind,
%   Position, Detail)`; FirstPlayer is the game's first player.

forfeited_by(FirstPlayer,
             played(game(_, First, Second, _), game_result(winner(Winner), Forfeit, _, _), _),
             Name, Forfeit) :-
    Forfeit = forfeit(_, _, _),
    (   Winner == FirstPlayer
    ->  Name = Second
    ;   Name = First
    ).

forfeit_groups([], []).
forfeit_groups([Name-Kind-Example|Forfeits], [loss(Name, Kind, Count, Example)|Losses]) :-
    partition(same_loss(Name, Kind), Forfeits, Same, Others),
    length(Same, Later),
    Count is Later + 1,
    forfeit_groups(Others, Losses).

same_loss(Name, Kind, Name1-Kind1-_) :-
    Name1-Kind1 == Name-Kind.

%!  match_record(+Game, +A, +Played, -Record) is det.
%
%   Record is `wdl(Wins, Draws, Losses)` of A in the games Played.

match_record(Game, A, Played, wdl(W, D, L)) :-
    played_results(Game, Played, Results),
    foldl(count_for(A), Results, 0-0-0, W-D-L).

count_for(A, result(First, _, Score0), W0-D0-L0, W-D-L) :-
    (   First == A
    ->  Score = Score0
    ;   Score is 1 - Score0
    ),
    (   Score =:= 1
    ->  W is W0 + 1, D = D0, L = L0
    ;   Score =:= 0
    ->  W = W0, D = D0, L is L0 + 1
    ;   W = W0, D is D0 + 1, L = L0
    ).

%!  score_text(+Score, -Text) is det.
%
%   Text is a score in points, whole or with its half: 3, 2.5.
score_text(Score, Text) :-
    (   Score =:= round(Score)
    ->  format(string(Text), "~d", [round(Score)])
    ;   format(string(Text), "~1f", [Score])
    ).
