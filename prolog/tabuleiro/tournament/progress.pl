:- module(tabuleiro_tournament_progress,
          [ progress_line/3             % +Played, +Left, +Settings
          ]).
:- use_module(results, [played_results/3, score_text/2]).
:- use_module(ratings, [crosstable/3]).
:- use_module('../kit/report_text', [terminal_text/2]).
:- use_module(library(lists)).

/** <module> The line a tournament prints after each game

The games played, the time the others should take at the pace so far,
and the leaders' running scores.
*/

%!  progress_line(+Played, +Left, +Settings) is det.
%
%   Prints the line after a game: Played the games so far, Left the
%   games still to finish, Settings.start when the games began.  In a
%   Swiss round, the counts and the time are the round's, the scores
%   those of every game so far (Settings.earlier, the rounds before).

progress_line(Played, Left, Settings) :-
    length(Played, Count),
    Total is Count + Left,
    get_time(Now),
    Remaining is round((Now - Settings.start) / Count * Left),
    duration_text(Remaining, Time),
    (   get_dict(earlier, Settings, Earlier)
    ->  append(Earlier, Played, All)
    ;   All = Played
    ),
    played_results(Settings.game, All, Results),
    running_scores(Results, Scores),
    format("[~d/~d, ~w left] ~w~n", [Count, Total, Time, Scores]),
    flush_output.

duration_text(Seconds, Text) :-
    (   Seconds < 60
    ->  format(string(Text), "~d s", [Seconds])
    ;   Minutes is Seconds // 60,
        format(string(Text), "~d min ~d s", [Minutes, Seconds mod 60])
    ).

% The leaders' scores, at most six of them, so that the line stays a line
% in a class of thirty.
running_scores([], "no result yet") :- !.
running_scores(Results, Text) :-
    crosstable(Results, crosstable(_, _, Totals), []),
    findall(Score-Name, member(total(Name, Score, _), Totals), Pairs),
    sort(1, @>=, Pairs, Ranked),
    length(Ranked, Entrants),
    Shown is min(6, Entrants),
    length(Leaders, Shown),
    append(Leaders, _, Ranked),
    findall(Item,
            ( member(Score-Name, Leaders),
              terminal_text(Name, ShownName),
              score_text(Score, Points),
              format(string(Item), "~w ~w", [ShownName, Points]) ),
            Items),
    atomic_list_concat(Items, ', ', LeadersText),
    More is Entrants - Shown,
    (   More =:= 0
    ->  Text = LeadersText
    ;   format(string(Text), "~w and ~d more", [LeadersText, More])
    ).
