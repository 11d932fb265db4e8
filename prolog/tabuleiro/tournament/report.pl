:- module(tabuleiro_tournament_report,
          [ write_reports/3,            % +Settings, +Names, +Played
            game_json/3,                % +Game, +Played, -Dict
            loss_json/2,                % +Loss, -Dict
            losses_section/2,           % +Out, +Losses
            openings_note_paragraph/2   % +Out, +Settings
          ]).
:- use_module(results, [played_results/3, losses/3, score_text/2]).
:- use_module(ratings, [crosstable/3, crosstable_record/4, elo_ratings/3]).
:- use_module(ratings_plot, [ratings_plot/5]).
:- use_module(swiss, [swiss_tiebreaks/4]).
:- use_module(openings, [opening_search_depth/1]).
:- use_module(referee, [forfeit_text/3, level_entrant/2]).
:- use_module('../game_state', [game_title/2]).
:- use_module('../game_plugin', [move_to_text/3]).
:- use_module('../kit/report_text', [cell_text/2, clean_text/2]).
:- use_module('../message_text', [message_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(http/json)).

/** <module> The tournament's report, in Markdown and JSON

`tournament-report.md` and `tournament-report.json`: the settings, the
ratings with their plot, the Swiss standings, the crosstable, the
losses other than by the rules and the games not played.  Text that
comes from a submission is escaped (kit/report_text.pl).
*/

%!  write_reports(+Settings, +Names, +Played) is det.
%
%   Writes tournament-report.md and tournament-report.json, and the
%   ratings' plot, into Settings.out, from the games Played by the
%   entrants Names.

write_reports(Settings0, Names, Played) :-
    played_results(Settings0.game, Played, Results),
    crosstable(Results, Crosstable, [entrants(Names)]),
    ratings(Results, Names, Ratings),
    losses(Settings0.game, Played, Losses),
    game_title(Settings0.game, Title),
    findall(Level, ( member(L, Settings0.levels), level_entrant(L, entrant(Level, _, _)) ),
            Levels),
    ratings_plot(Settings0.out, Title, Levels, Ratings, Plot),
    swiss_rows(Settings0, Names, Results, Settings),
    Report = report(Settings, Names, Played, Crosstable, Ratings-Plot, Losses),
    directory_file_path(Settings.out, 'tournament-report.md', Markdown),
    directory_file_path(Settings.out, 'tournament-report.json', Json),
    setup_call_cleanup(open(Markdown, write, Out, [encoding(utf8)]),
                       write_markdown(Out, Report),
                       close(Out)),
    setup_call_cleanup(open(Json, write, JOut, [encoding(utf8)]),
                       ( report_json(Report, Dict),
                         json_write_dict(JOut, Dict, [width(0)]),
                         nl(JOut) ),
                       close(JOut)),
    format("Report: ~w and ~w; the games: ~w~n", [Markdown, Json, Settings.games_folder]).

% Ratings anchored on level 1 (when it plays, else on the first entrant),
% or why there are none (entrants who never met, directly or through
% others).
ratings(Results, Names, Ratings) :-
    (   memberchk('level 1', Names)
    ->  Anchor = [anchor('level 1')]
    ;   Anchor = []
    ),
    catch(elo_ratings(Results, Ratings0, [entrants(Names)|Anchor]), E, true),
    (   var(E)
    ->  Ratings = Ratings0
    ;   message_text(E, Why),
        Ratings = no_ratings(Why)
    ).

write_markdown(Out, report(Settings, Names, Played, Crosstable, Ratings-Plot, Losses)) :-
    game_title(Settings.game, Title),
    format(Out, "# Tournament: ~w~n~n", [Title]),
    settings_paragraph(Out, Settings, Names, Played),
    ratings_section(Out, Settings, Crosstable, Ratings),
    plot_paragraph(Out, Plot),
    swiss_section(Out, Settings, Ratings),
    crosstable_section(Out, Crosstable),
    losses_section(Out, Losses),
    not_played_section(Out, Played),
    format(Out, "~nEvery game is in `games/`, in Tabuleiro's saved-game format: `play.` \c
                 then `l` replays one, as does `tabuleiro replay FILE`.~n", []).

settings_paragraph(Out, Settings, Names, Played) :-
    length(Names, EntrantCount),
    length(Played, GameCount),
    schedule_words(Settings.schedule, Schedule),
    length(Settings.opening_moves, OpeningCount),
    opening_search_depth(Depth),
    format(Out, "~d entrants, ~d games: ~w, ~d opening(s) of two random plies per pair \c
                 (seed ~d), each kept when Tabuleiro's search to depth ~d scores it within \c
                 ~d of even (`--balance`), and played with both colours; ~w s per move, a \c
                 draw at ~d plies.~n",
           [EntrantCount, GameCount, Schedule, OpeningCount, Settings.seed, Depth,
            Settings.balance, Settings.seconds, Settings.plies]),
    (   Settings.stopped == true
    ->  format(Out, "~n**Stopped (Ctrl-C)** after these ~d games, before the rest of the \c
                     schedule: the games then in progress are not counted, and the \c
                     entrants did not all play as many games.~n", [GameCount])
    ;   true
    ),
    openings_note_paragraph(Out, Settings),
    (   get_dict(left_out, Settings, LeftOut)
    ->  forall(member(left_out(_, Text), LeftOut), format(Out, "~n~w~n", [Text]))
    ;   true
    ),
    (   Settings.restart == pairing
    ->  format(Out, "~nEach student's process played every game of a pairing \c
                     (`--restart=pairing`), and started afresh after a game it \c
                     forfeited.~n", [])
    ;   true
    ),
    (   Settings.sandbox == true
    ->  true
    ;   format(Out, "~n**Played without the sandbox (`--unsandboxed`):** each entrant \c
                     ran with its limits and a private copy of its folder, but could see \c
                     and change what the teacher can.~n", [])
    ).

%!  openings_note_paragraph(+Out, +Settings) is det.
%
%   Writes the paragraph on the openings that are not level, when too
%   few level ones were drawn: the games on them may favour one colour,
%   though each is played with both.

openings_note_paragraph(Out, Settings) :-
    (   Settings.openings_note = unbalanced(Unlevel, Draws)
    ->  format(Out, "~n**Openings not level:** ~d of the openings score beyond ~d of even; \c
                     ~d draws found no more level ones.~n",
               [Unlevel, Settings.balance, Draws])
    ;   true
    ).

schedule_words(round_robin, "every pair of entrants").
schedule_words(gauntlet, "every student against each of Tabuleiro's levels").
schedule_words(swiss(Rounds), Words) :-
    format(string(Words), "a Swiss system of ~d rounds, each entrant meeting one opponent \c
                           of a close score a round", [Rounds]).

ratings_section(Out, _, _, no_ratings(Why)) :-
    !,
    cell_text(Why, Cell),
    format(Out, "~n## Ratings~n~nNo ratings: ~w~n", [Cell]).
ratings_section(Out, Settings, crosstable(_, _, Totals),
                ratings(Anchor, Fit, Rows, Superiority)) :-
    cell_text(Anchor, AnchorCell),
    fit_words(Fit, FitWords),
    format(Out, "~n## Ratings~n~nElo ratings, ~w = 0, with their 95% intervals \c
                 (a Bradley-Terry fit~w); LOS is the likelihood that the entrant is \c
                 stronger than the next one down.~n~n", [AnchorCell, FitWords]),
    format(Out, "| Rank | Entrant | Elo | 95% interval | Score | Games | LOS |~n", []),
    format(Out, "|---|---|---|---|---|---|---|~n", []),
    foldl(rating_line(Out, Totals, Superiority), Rows, 1, _),
    halving_paragraph(Out, Settings, Rows).

%   halving_paragraph(+Out, +Settings, +Rows): how many games per
%   pairing would make the intervals half as wide.  An interval's width
%   goes as one over the square root of the games: four times as many
%   openings (`--games`), each played with both colours, halve it.

halving_paragraph(Out, Settings, Rows) :-
    length(Settings.opening_moves, Openings),
    Games is 2 * Openings,
    Halving is 4 * Openings,
    HalvingGames is 2 * Halving,
    findall(Half, ( member(rating(_, _, _, interval(Low, High)), Rows),
                    High > Low,
                    Half is (High - Low) / 2 ),
            Halves),
    (   Halves == []
    ->  Now = ""
    ;   msort(Halves, Sorted),
        length(Sorted, Count),
        Middle is Count // 2,
        nth0(Middle, Sorted, Median),
        format(string(Now), " (the median entrant's: \u00B1~d Elo)", [round(Median)])
    ),
    format(Out, "~nWith ~d games per pairing~w, an interval's width goes as one over \c
                 the square root of the games: ~d games per pairing (`--games=~d`) would \c
                 make the intervals about half as wide.~n",
           [Games, Now, HalvingGames, Halving]).

plot_paragraph(_, no_plot("there are no ratings")) :- !.
plot_paragraph(Out, no_plot(Why)) :-
    !,
    cell_text(Why, Text),
    format(Out, "~nNo plot of the ratings: ~w.~n", [Text]).
plot_paragraph(Out, plot(File)) :-
    file_base_name(File, Base),
    format(Out, "~n![Elo ratings with their 95% intervals](~w)~n", [Base]).

fit_words(maximum_likelihood, "").
fit_words(virtual_draws(N), Words) :-
    format(string(Words), ", with ~d virtual draw per pair that met, since some scored \c
                           nothing against the others", [N]).

rating_line(Out, Totals, Superiority, rating(Name, Elo, _, interval(Low, High)), Rank, Rank1) :-
    Rank1 is Rank + 1,
    memberchk(total(Name, Score, Games), Totals),
    (   memberchk(los(Name, _, LOS), Superiority)
    ->  format(string(LOSText), "~1f%", [LOS * 100])
    ;   LOSText = "-"
    ),
    cell_text(Name, Cell),
    maplist([X, R]>>(R is round(X)), [Elo, Low, High], Rounded),
    score_text(Score, Points),
    append([[Rank, Cell], Rounded, [Points, Games, LOSText]], Values),
    format(Out, "| ~d | ~w | ~d | ~d to ~d | ~w | ~d | ~w |~n", Values).

crosstable_section(Out, Crosstable) :-
    Crosstable = crosstable(Names, _, Totals),
    maplist(cell_text, Names, Cells),
    atomic_list_concat(Cells, ' | ', Header),
    length(Names, Count),
    length(Rules, Count),
    maplist(=('---'), Rules),
    atomic_list_concat(Rules, '|', Rule),
    format(Out, "~n## Crosstable~n~nEach cell: the row's wins, draws and losses \c
                 against the column.~n~n", []),
    format(Out, "| | ~w | Score |~n|---|~w|---|~n", [Header, Rule]),
    forall(member(Name, Names), crosstable_line(Out, Crosstable, Names, Totals, Name)).

crosstable_line(Out, Crosstable, Names, Totals, Name) :-
    findall(Cell,
            ( member(Opponent, Names),
              (   Opponent == Name
              ->  Cell = ""
              ;   crosstable_record(Crosstable, Name, Opponent, record(W, D, L, _))
              ->  format(string(Cell), "~d-~d-~d", [W, D, L])
              ;   Cell = "-"
              ) ),
            Cells),
    atomic_list_concat(Cells, ' | ', Row),
    memberchk(total(Name, Score, _), Totals),
    score_text(Score, Points),
    cell_text(Name, NameCell),
    format(Out, "| ~w | ~w | ~w |~n", [NameCell, Row, Points]).

%!  losses_section(+Out, +Losses) is det.
%
%   Writes the section of the losses other than by the rules (losses/3).

losses_section(Out, []) :-
    !,
    format(Out, "~n## Losses other than by the rules~n~nNone.~n", []).
losses_section(Out, Losses) :-
    format(Out, "~n## Losses other than by the rules~n~n", []),
    format(Out, "| Entrant | Cause | Games | First example |~n|---|---|---|---|~n", []),
    forall(member(Loss, Losses), loss_line(Out, Loss)).

loss_line(Out, loss(Name, Kind, Count, example(File, Position, Detail))) :-
    cause_words(Kind, Cause),
    forfeit_text(Kind, Detail, What),
    file_base_name(File, Base),
    maplist(cell_text, [Name, What, Position], [NameCell, WhatCell, PositionCell]),
    format(Out, "| ~w | ~w | ~d | games/~w: ~w, in ~w |~n",
           [NameCell, Cause, Count, Base, WhatCell, PositionCell]).

cause_words(illegal_move, "illegal move").
cause_words(wrong_side, "move of the other side").
cause_words(not_a_move, "answer not a move").
cause_words(time, "time").
cause_words(crash, "crash").
cause_words(no_move, "no move").
cause_words(not_loaded, "not loaded").

%   swiss_rows(+Settings0, +Names, +Results, -Settings): for a Swiss
%   tournament, Settings0 with swiss_rows, the standings with their
%   tie-breaks (swiss_tiebreaks/4), best first.

swiss_rows(Settings0, Names, Results, Settings) :-
    (   get_dict(swiss, Settings0, swiss(_, Byes, _, _))
    ->  swiss_tiebreaks(Names, Results, Byes, Rows),
        Settings = Settings0.put(swiss_rows, Rows)
    ;   Settings = Settings0
    ).

swiss_section(Out, Settings, Ratings) :-
    (   get_dict(swiss_rows, Settings, Rows)
    ->  Settings.swiss = swiss(_, _, Paired, End),
        Settings.schedule = swiss(Rounds),
        length(Paired, RoundsPlayed),
        length(Settings.opening_moves, Openings),
        ByePoints is 2 * Openings,
        format(Out, "~n## Swiss standings~n~n~d of ~d rounds, each paired from the \c
                     scores before it by the FIDE Dutch system, simplified for bots \c
                     (score groups, floaters, no repeat pairings; prolog/tabuleiro/tournament/swiss.pl \c
                     says where), the pairing order drawn from the seed.  Score: the games' \c
                     points (a win 1, a draw 1/2) and a bye's ~d, the points of a pairing won \c
                     in every game (as FIDE scores a pairing-allocated bye as a win).  Ranked \c
                     by score, then Buchholz (the sum of the opponents' scores), then \c
                     Sonneborn-Berger (the sum of the opponents' scores, each times the share \c
                     of the points taken from that opponent); a bye adds to neither.  Elo: the \c
                     rating above, from all the games.~n",
               [RoundsPlayed, Rounds, ByePoints]),
        (   End = unpaired(Round)
        ->  Before is Round - 1,
            format(Out, "~n**Round ~d could not be paired** without a repeat pairing: the \c
                         tournament ended after round ~d.~n", [Round, Before])
        ;   true
        ),
        format(Out, "~n| Rank | Entrant | Score | Buchholz | Sonneborn-Berger | Elo | Bye |~n\c
                     |---|---|---|---|---|---|---|~n", []),
        foldl(swiss_line(Out, Ratings, Paired), Rows, 1, _)
    ;   true
    ).

swiss_line(Out, Ratings, Paired, swiss(Name, Score, Buchholz, SB), Rank, Rank1) :-
    Rank1 is Rank + 1,
    (   Ratings = ratings(_, _, RatingRows, _),
        memberchk(rating(Name, Elo, _, _), RatingRows)
    ->  format(string(EloText), "~d", [round(Elo)])
    ;   EloText = "-"
    ),
    (   memberchk(round(ByeRound, _, Name), Paired)
    ->  format(string(ByeText), "round ~d", [ByeRound])
    ;   ByeText = ""
    ),
    maplist(score_text, [Score, Buchholz], [ScoreText, BuchholzText]),
    format(string(SBText), "~2f", [SB]),
    cell_text(Name, Cell),
    format(Out, "| ~d | ~w | ~w | ~w | ~w | ~w | ~w |~n",
           [Rank, Cell, ScoreText, BuchholzText, SBText, EloText, ByeText]).

swiss_json(Settings, Rows,
           _{rounds: Rounds, rounds_played: RoundsPlayed, end: EndText, bye_points: ByePoints,
             order: Order, pairings: Pairings, standings: Standings}) :-
    Settings.schedule = swiss(Rounds),
    Settings.swiss = swiss(Order0, _, Paired, End),
    length(Paired, RoundsPlayed),
    functor(End, EndText, _),
    length(Settings.opening_moves, Openings),
    ByePoints is 2 * Openings,
    maplist(clean_text, Order0, Order),
    findall(_{round: R, pairs: Pairs, bye: ByeJson},
            ( member(round(R, Pairs0, Bye), Paired),
              findall([A, B], ( member(A0-B0, Pairs0), clean_text(A0, A), clean_text(B0, B) ),
                      Pairs),
              (   Bye == none
              ->  ByeJson = null
              ;   clean_text(Bye, ByeJson)
              ) ),
            Pairings),
    findall(_{entrant: N, score: S, buchholz: B, sonneborn_berger: SB},
            ( member(swiss(N0, S, B, SB), Rows), clean_text(N0, N) ),
            Standings).

not_played_section(Out, Played) :-
    findall(N-Why, member(not_played(game(N, _, _, _), Why), Played), NotPlayed),
    (   NotPlayed == []
    ->  true
    ;   format(Out, "~n## Games not played~n~n", []),
        forall(member(N-Why, NotPlayed),
               ( cell_text(Why, Cell), format(Out, "- game ~d: ~w~n", [N, Cell]) ))
    ).

report_json(Report, Dict) :-
    report_dict(Report, Dict0),
    Report = report(Settings, _, _, _, _, _),
    (   get_dict(swiss_rows, Settings, Rows)
    ->  swiss_json(Settings, Rows, Swiss),
        Dict = Dict0.put(_{schedule: swiss, swiss: Swiss})
    ;   Dict = Dict0
    ).

report_dict(report(Settings, Names, Played, Crosstable, Ratings-_Plot, Losses),
            _{game: Settings.game, schedule: Settings.schedule,
              openings: Settings.openings, seed: Settings.seed, balance: Settings.balance,
              openings_balanced: Balanced, plies: Settings.plies,
              seconds: Settings.seconds, sandbox: Settings.sandbox,
              restart: Settings.restart, stopped: Settings.stopped,
              entrants: CleanNames, games: Games, crosstable: Pairs, totals: Totals,
              ratings: RatingsJson, losses: LossesJson}) :-
    maplist(clean_text, Names, CleanNames),
    maplist(game_json(Settings.game), Played, Games),
    openings_balanced(Settings, Balanced),
    Crosstable = crosstable(_, Pairs0, Totals0),
    findall(_{entrant: A, opponent: B, wins: W, draws: D, losses: L},
            ( member(pair(A0, B0, record(W, D, L, _)), Pairs0),
              clean_text(A0, A), clean_text(B0, B) ),
            Pairs),
    findall(_{entrant: N, score: S, games: G},
            ( member(total(N0, S, G), Totals0), clean_text(N0, N) ),
            Totals),
    ratings_json(Ratings, RatingsJson),
    maplist(loss_json, Losses, LossesJson).

%!  game_json(+Game, +Played, -Dict) is det.
%
%   Dict is the game Played (a game of Game) in the JSON report.

game_json(Game, played(game(N, First, Second, Opening), game_result(Outcome, Cause, Plies, _),
                       File),
          _{number: N, first: A, second: B, opening: OpeningTexts, outcome: OutcomeText,
            cause: CauseText, position: Position, detail: Detail, plies: Plies,
            file: Base}) :-
    maplist(clean_text, [First, Second], [A, B]),
    maplist(opening_move_text(Game), Opening, OpeningTexts),
    outcome_json(Outcome, OutcomeText),
    cause_json(Cause, CauseText, Position, Detail),
    file_base_name(File, Base).
game_json(_, not_played(game(N, First, Second, _), Why),
          _{number: N, first: A, second: B, not_played: WhyText}) :-
    maplist(clean_text, [First, Second, Why], [A, B, WhyText]).

openings_balanced(Settings, Balanced) :-
    (   Settings.openings_note == balanced
    ->  Balanced = true
    ;   Balanced = false
    ).

opening_move_text(Game, Move, Text) :-
    move_to_text(Game, Move, Text0),
    format(string(Text), "~w", [Text0]).

outcome_json(draw, draw).
outcome_json(winner(Player), Player).

cause_json(forfeit(Kind, Position, Detail0), Kind, Position, Detail) :-
    !,
    clean_text(Detail0, Detail).
cause_json(adjudicated(Value), adjudicated, null, Detail) :-
    !,
    format(string(Detail), "~w", [Value]).
cause_json(Cause, Cause, null, null).

ratings_json(no_ratings(Why), _{error: Text}) :-
    clean_text(Why, Text).
ratings_json(ratings(Anchor0, Fit, Rows0, Superiority0),
             _{anchor: Anchor, fit: FitText, rows: Rows, los: Superiority}) :-
    clean_text(Anchor0, Anchor),
    format(string(FitText), "~w", [Fit]),
    findall(_{entrant: N, elo: E, se: SE, low: Lo, high: Hi},
            ( member(rating(N0, E, SE, interval(Lo, Hi)), Rows0), clean_text(N0, N) ),
            Rows),
    findall(_{entrant: A, next: B, los: P},
            ( member(los(A0, B0, P), Superiority0), clean_text(A0, A), clean_text(B0, B) ),
            Superiority).

%!  loss_json(+Loss, -Dict) is det.
%
%   Dict is Loss (losses/3) in the JSON report.

loss_json(loss(Name0, Kind, Count, example(File, Position, Detail0)),
          _{entrant: Name, cause: Kind, games: Count, first_game: Base, position: Position,
            detail: Detail}) :-
    clean_text(Name0, Name),
    clean_text(Detail0, Detail),
    file_base_name(File, Base).
