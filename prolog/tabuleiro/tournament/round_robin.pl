:- module(tabuleiro_tournament_round_robin,
          [ play_tournament/2           % +Entrants, +Settings
          ]).
:- use_module(schedule, [schedule/3]).
:- use_module(game_pool, [play_units/5]).
:- use_module(records, [write_records/3, recorded_games/2]).
:- use_module(games_folder, [remove_uncounted_games/2]).
:- use_module('../submission/class_shards', [shard_slice/3]).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> A round robin or a gauntlet, played as records

The pairings of the schedule (schedule.pl: every pair of entrants, or
every student against each level) in the slice Settings.shard are
played by the game pool (game_pool.pl) and written as records
(records.pl), from which the report is written (merge.pl).
*/

%!  play_tournament(+Entrants, +Settings) is det.
%
%   Plays the pairings of Settings.schedule, `round_robin` or
%   `gauntlet`, that belong to the slice Settings.shard, and writes
%   their records; a Ctrl-C stops it, and the records say which
%   pairings it stopped.

play_tournament(Entrants, Settings) :-
    schedule(Entrants, Settings, Units),
    shard_slice(Units, Settings.shard, Slice),
    length(Entrants, EntrantCount),
    findall(Game, ( member(_-(_-Games), Slice), member(Game, Games) ), SliceGames),
    length(SliceGames, GameCount),
    format("Tournament of ~w: ~d entrants, ~d games~w, ~w at once (Ctrl-C stops it \c
            and reports the games played)~n",
           [Settings.game, EntrantCount, GameCount, Settings.shard_words,
            Settings.concurrency]),
    play_units(Slice, Entrants, Settings, Records, Stopped),
    (   Stopped == true
    ->  recorded_games(Records, Played),
        length(Played, PlayedCount),
        format("Stopped: ~d of the ~d games were played; the report covers them, \c
                not the games in progress.~n", [PlayedCount, GameCount]),
        remove_uncounted_games(Settings.games_folder, Played)
    ;   true
    ),
    pairs_keys(Units, Items),
    write_records(Settings, Items, Records).
