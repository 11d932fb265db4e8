:- module(tabuleiro_tournament_records,
          [ write_records/3,            % +Settings, +Items, +Records
            read_records/3,             % +Folders, -Manifest, -Records
            same_run/3,                 % +Settings, +Manifest, -Difference
            recorded_games/2            % +Records, -Played
          ]).
:- use_module('../submission/class_shards', [write_shard/3, read_shards/4]).
:- use_module(games_folder, [saved_game_name/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> What a shard of a tournament played, as records

A tournament's schedule is a list of units, each played whole by one
shard: the pairings of a round robin, a gauntlet or a Swiss round (so
that `--restart=pairing` still starts a student's process once for a
pairing), the openings of a match.  `--shard=K/N` plays the units of
slice K (submission/class_shards.pl: unit I belongs to slice
((I - 1) mod N) + 1), a run without it slice 1/1, and each writes what
its units gave into its folder as records, `record(Index, Item,
games(Played, Status))`:

  - Item names the unit: `pairing(A, B)`, `opening(I)`, `round(R,
    pairing(A, B))`, `round(R, bye(Name))` or `round(R, unpaired)`;
  - Played are its games, `played(Game, Result, File)` (File the base
    name of the saved game, in the folder's `games/`) or
    `not_played(Game, Why)`;
  - Status is `complete`, `stopped` (a Ctrl-C came first) or `skipped`
    (a match whose test had decided before).

The manifest beside them (class_shards.pl) holds the settings that
change the results (run_identity/2: the game, the schedule, the seed,
the openings, the limits, the entrants, ...), the shard and the items,
so that a merge refuses slices of different runs.  Records are read
back as data, never consulted, and each checked for its shape.
*/

%!  write_records(+Settings, +Items, +Records) is det.
%
%   Writes Records, those of the slice Settings.shard, and the manifest
%   of the run (Items being all its units' items, in order) into
%   Settings.out.

write_records(Settings, Items, Records) :-
    run_identity(Settings, Identity),
    write_shard(Settings.out,
                _{program: tournament, settings: Identity, shard: Settings.shard,
                  items: Items, folder: Settings.folder},
                Records).

% The settings that change what the games give, and that the report
% says; not those that change only how fast (--concurrency) or where
% (--out).  A Swiss played round by round has `round`, the last round.
identity_key(Key) :-
    member(Key, [game, schedule, openings, plies, seconds, seed, balance, memory, levels,
                    left_out, restart, sandbox, elo0, elo1, entrants, opening_moves,
                    openings_note, round]).

run_identity(Settings, Identity) :-
    findall(Key-Value, ( identity_key(Key), get_dict(Key, Settings, Value) ), Pairs),
    dict_pairs(Identity, settings, Pairs).

%!  same_run(+Settings, +Manifest, -Difference) is det.
%
%   Difference is `none` when Manifest is of a run with Settings, else
%   the first setting that differs, in words.

same_run(Settings, Manifest, Difference) :-
    run_identity(Settings, Identity),
    findall(Key-Mine-Theirs,
            ( identity_key(Key),
              setting(Identity, Key, Mine),
              setting(Manifest.settings, Key, Theirs),
              Mine \== Theirs ),
            Differences),
    (   Differences = [Key-Mine-Theirs|_]
    ->  format(string(Difference), "its ~w is ~q, not ~q", [Key, Theirs, Mine])
    ;   Difference = none
    ).

setting(Settings, Key, Value) :-
    (   get_dict(Key, Settings, Value0)
    ->  Value = Value0
    ;   Value = none
    ).

%!  read_records(+Folders, -Manifest, -Records) is det.
%
%   Records are those of every unit of the run whose slices are in
%   Folders, in the order of the units; Manifest the run's (a dict).
%
%   @throws shard_refused(Message) when Folders are not every slice of
%           one run of the tournament, once each, or a record is not one
%           that a tournament writes.

read_records(Folders, Manifest, Records) :-
    read_shards(Folders, tournament, Manifest, Values),
    foldl(numbered_record, Manifest.items, Values, Records, 1, _),
    (   maplist(record_shape, Records)
    ->  true
    ;   throw(shard_refused("a record of these folders is not one that a tournament \c
                             writes"))
    ).

numbered_record(Item, Value, record(I, Item, Value), I, I1) :-
    I1 is I + 1.

record_shape(record(_, Item, games(Played, Status))) :-
    item_shape(Item),
    memberchk(Status, [complete, stopped, skipped]),
    is_list(Played),
    maplist(game_shape, Played).

item_shape(pairing(A, B)) :- atom(A), atom(B).
item_shape(opening(I)) :- integer(I).
item_shape(round(R, Unit)) :-
    integer(R),
    (   Unit = pairing(A, B)
    ->  atom(A), atom(B)
    ;   Unit = bye(Name)
    ->  atom(Name)
    ;   Unit == unpaired
    ).

% The saved game's name is a base name of this program's pattern, so
% that a record cannot name a file outside the games' folder.
game_shape(played(game(N, First, Second, Opening), game_result(_, _, Plies, _), File)) :-
    integer(N), atom(First), atom(Second), is_list(Opening), integer(Plies),
    atom(File), file_base_name(File, File), saved_game_name(File).
game_shape(not_played(game(N, First, Second, Opening), Why)) :-
    integer(N), atom(First), atom(Second), is_list(Opening), string(Why).

%!  recorded_games(+Records, -Played) is det.
%
%   Played are the games of Records, in the order of their numbers.

recorded_games(Records, Played) :-
    findall(Game, ( member(record(_, _, games(Games, _)), Records), member(Game, Games) ),
            Played0),
    sort(1, @<, Played0, Played).
