:- module(tabuleiro_tournament_swiss_rounds,
          [ play_swiss/2                % +Entrants, +Settings
          ]).
:- use_module(schedule, [entrant_name/2, pairing_games/5]).
:- use_module(swiss, [swiss_order/3, swiss_standings/4, swiss_pairing/3]).
:- use_module(results, [played_results/3]).
:- use_module(game_pool, [play_games/5]).
:- use_module(games_folder, [remove_uncounted_games/2]).
:- use_module(report, [write_reports/3]).
:- use_module('../kit/report_text', [terminal_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> A Swiss tournament, played round by round

Each round is paired (swiss.pl) from the results of the rounds before
it, and its games are played (game_pool.pl) before the next round is
paired; the report (report.pl) gets the pairings and the byes.
*/

%!  play_swiss(+Entrants, +Settings) is det.
%
%   Plays the Swiss tournament of Settings.schedule = swiss(Rounds), round by
%   round: each round is paired (prolog/tabuleiro/tournament/swiss.pl) from
%   the results of the rounds before and played before the next, its games
%   numbered on from the last round's.  The report gets Settings.swiss,
%   `swiss(Order, Byes, Paired, End)`: the pairing order, the byes,
%   `round(R, Pairs, Bye)` for each round played and `complete`,
%   `stopped(R)` or `unpaired(R)`.

play_swiss(Entrants, Settings) :-
    Settings.schedule = swiss(Rounds),
    maplist(entrant_name, Entrants, Names),
    swiss_order(Names, Settings.seed, Order),
    length(Entrants, EntrantCount),
    format("Swiss tournament of ~w: ~d entrants, ~d rounds, ~w games at once (Ctrl-C \c
            stops it and reports the games played)~n",
           [Settings.game, EntrantCount, Rounds, Settings.concurrency]),
    swiss_rounds(1, Order, Entrants, Settings, swiss([], [], [], 1), Played, Byes, Paired, End),
    (   End = stopped(_)
    ->  Stopped = true,
        remove_uncounted_games(Settings.games_folder, Played)
    ;   Stopped = false
    ),
    write_reports(Settings.put(_{stopped: Stopped, swiss: swiss(Order, Byes, Paired, End)}),
                  Entrants, Played).

swiss_rounds(Round, Order, Entrants, Settings, swiss(Played0, Byes0, Paired0, N0),
             Played, Byes, Paired, End) :-
    Settings.schedule = swiss(Rounds),
    played_results(Settings.game, Played0, Results),
    swiss_standings(Order, Results, Byes0, Standings),
    (   Round > Rounds
    ->  End = complete, Played = Played0, Byes = Byes0, Paired = Paired0
    ;   \+ swiss_pairing(Standings, _, _)
    ->  Before is Round - 1,
        format("Round ~d cannot be paired without a repeat: the tournament ends after \c
                round ~d.~n", [Round, Before]),
        End = unpaired(Round), Played = Played0, Byes = Byes0, Paired = Paired0
    ;   swiss_pairing(Standings, Pairs, Bye),
        foldl(pairing_games(Settings.opening_moves), Pairs, PairingGames, N0, N1),
        append(PairingGames, Games),
        length(Pairs, PairCount),
        length(Games, GameCount),
        (   Bye == none
        ->  ByeText = ""
        ;   terminal_text(Bye, ShownBye),
            format(string(ByeText), "; a bye for ~w", [ShownBye])
        ),
        format("Round ~d of ~d: ~d pairings, ~d games~w~n",
               [Round, Rounds, PairCount, GameCount, ByeText]),
        play_games(Games, Entrants, Settings.put(earlier, Played0), RoundPlayed, Stopped),
        append(Played0, RoundPlayed, Played1),
        append(Paired0, [round(Round, Pairs, Bye)], Paired1),
        (   Stopped == true
        ->  End = stopped(Round), Played = Played1, Byes = Byes0, Paired = Paired1
        ;   (   Bye == none
            ->  Byes1 = Byes0
            ;   length(Settings.opening_moves, Openings),
                ByePoints is 2 * Openings,
                append(Byes0, [bye(Bye, ByePoints)], Byes1)
            ),
            Round1 is Round + 1,
            swiss_rounds(Round1, Order, Entrants, Settings,
                         swiss(Played1, Byes1, Paired1, N1), Played, Byes, Paired, End)
        )
    ).
