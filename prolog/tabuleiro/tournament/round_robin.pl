:- module(tabuleiro_tournament_round_robin,
          [ play_tournament/2           % +Entrants, +Settings
          ]).
:- use_module(schedule, [schedule/3]).
:- use_module(game_pool, [play_games/5]).
:- use_module(games_folder, [remove_uncounted_games/2]).
:- use_module(report, [write_reports/3]).

/** <module> A round robin or a gauntlet, played and reported

Every game of the schedule (schedule.pl: every pair of entrants, or
every student against each level) is played at once by the game pool
(game_pool.pl), then reported (report.pl).
*/

%!  play_tournament(+Entrants, +Settings) is det.
%
%   Plays every game of Settings.schedule, `round_robin` or `gauntlet`,
%   and writes the report; a Ctrl-C stops it, and the report covers the
%   games played before.

play_tournament(Entrants, Settings) :-
    schedule(Entrants, Settings, Games),
    length(Entrants, EntrantCount),
    length(Games, GameCount),
    format("Tournament of ~w: ~d entrants, ~d games, ~w at once (Ctrl-C stops it \c
            and reports the games played)~n",
           [Settings.game, EntrantCount, GameCount, Settings.concurrency]),
    play_games(Games, Entrants, Settings, Played, Stopped),
    (   Stopped == true
    ->  length(Played, PlayedCount),
        format("Stopped: ~d of the ~d games were played; the report covers them, \c
                not the games in progress.~n", [PlayedCount, GameCount]),
        remove_uncounted_games(Settings.games_folder, Played)
    ;   true
    ),
    write_reports(Settings.put(stopped, Stopped), Entrants, Played).
