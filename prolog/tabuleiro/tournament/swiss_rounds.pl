:- module(tabuleiro_tournament_swiss_rounds,
          [ play_swiss/2,               % +Entrants, +Settings
            swiss_state/3               % +Records, +Settings, -Swiss
          ]).
:- use_module(schedule, [pairing_games/5]).
:- use_module(swiss, [swiss_order/3, swiss_standings/4, swiss_pairing/3]).
:- use_module(results, [played_results/3]).
:- use_module(game_pool, [play_units/5]).
:- use_module(records, [write_records/3, read_records/3, same_run/3, recorded_games/2]).
:- use_module(games_folder, [remove_uncounted_games/2, copy_saved_games/3]).
:- use_module('../kit/report_text', [terminal_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> A Swiss tournament, played round by round

Each round is paired (swiss.pl) from the results of the rounds before
it, and its games are played (game_pool.pl) before the next round is
paired.  A round's units (records.pl) are its pairings, its bye
(`round(R, bye(Name))`, no game) or, when it cannot be paired,
`round(R, unpaired)`.  A run plays every round, or with `--round=R`
round R alone, paired from the records of rounds 1 to R-1 that
`--previous=DIR` holds (a merged folder, or a run's); its folder then
holds the records of those rounds too (those of its slice), so that
the merge of round R's slices is the records folder of rounds 1 to R.
*/

%!  play_swiss(+Entrants, +Settings) is det.
%
%   Plays the Swiss tournament of Settings.schedule = swiss(Rounds),
%   round by round, from round 1 or Settings.round, and writes the
%   records of its slice.  A round is paired from the results of the
%   rounds before and played before the next, its games numbered on
%   from the last round's.  It ends after the last round, before a round
%   that cannot be paired, or at a Ctrl-C.

play_swiss(Entrants, Settings) :-
    Settings.schedule = swiss(Rounds),
    swiss_order(Settings.entrants, Settings.seed, Order),
    length(Entrants, EntrantCount),
    format("Swiss tournament of ~w: ~d entrants, ~d rounds~w, ~w games at once (Ctrl-C \c
            stops it and reports the games played)~n",
           [Settings.game, EntrantCount, Rounds, Settings.shard_words,
            Settings.concurrency]),
    previous_rounds(Settings, Items0, Records0),
    (   get_dict(round, Settings, Round)
    ->  First = Round, Last = Round
    ;   First = 1, Last = Rounds
    ),
    swiss_rounds(First, Last, Order, Entrants, Settings, Items0-Records0, Items-Records),
    include(record_in_slice(Settings.shard), Records, SliceRecords),
    write_records(Settings, Items, SliceRecords).

% The rule of class_shards.pl's shard_slice/3, on a unit's place I in
% the whole run.
in_slice(K/N, I) :-
    (I - 1) mod N =:= K - 1.

record_in_slice(Shard, record(I, _, _)) :-
    in_slice(Shard, I).

unit_in_slice(Shard, I-_) :-
    in_slice(Shard, I).

%   previous_rounds(+Settings, -Items, -Records): the items and records
%   of the rounds before Settings.round, read from Settings.previous,
%   whose saved games of this run's slice are copied into its folder.

previous_rounds(Settings, [], []) :-
    \+ get_dict(previous, Settings, _),
    !.
previous_rounds(Settings, Items, Records) :-
    Folder = Settings.previous,
    read_records([Folder], Manifest, Records),
    Items = Manifest.items,
    Before is Settings.round - 1,
    same_run(Settings.put(round, Before), Manifest, Difference),
    (   Difference == none
    ->  true
    ;   refuse("--previous=~w is not of this tournament's rounds 1 to ~d: ~w",
               [Folder, Before, Difference])
    ),
    (   member(record(_, Item, games(_, Status)), Records),
        ( Status \== complete ; Item = round(_, unpaired) )
    ->  refuse("--previous=~w did not end with round ~d: it was stopped, or a round \c
                could not be paired", [Folder, Before])
    ;   true
    ),
    include(record_in_slice(Settings.shard), Records, Mine),
    recorded_games(Mine, Played),
    copy_saved_games([Folder], Settings.games_folder, Played).

refuse(Format, Arguments) :-
    format(string(Message), Format, Arguments),
    throw(shard_refused(Message)).

%   swiss_rounds(+Round, +Last, +Order, +Entrants, +Settings,
%   +Items0-Records0, -Items-Records): the rounds from Round to Last
%   played after those of Items0 and Records0.  Records are all the
%   records of a run of slice 1/1, whose rounds are paired from them;
%   a slice of more plays one round.

swiss_rounds(Round, Last, _, _, _, Done, Done) :-
    Round > Last,
    !.
swiss_rounds(Round, Last, Order, Entrants, Settings, Items0-Records0, Done) :-
    length(Items0, Before),
    (   round_units(Round, Order, Settings, Records0, Units)
    ->  announce_round(Round, Units, Settings),
        numbered_units(Units, Before, Numbered),
        include(unit_in_slice(Settings.shard), Numbered, Slice),
        recorded_games(Records0, Earlier),
        play_units(Slice, Entrants, Settings.put(earlier, Earlier), RoundRecords, Stopped),
        pairs_keys(Units, RoundItems),
        append(Items0, RoundItems, Items1),
        append(Records0, RoundRecords, Records1),
        (   Stopped == true
        ->  recorded_games(Records1, Played),
            remove_uncounted_games(Settings.games_folder, Played),
            Done = Items1-Records1
        ;   Next is Round + 1,
            swiss_rounds(Next, Last, Order, Entrants, Settings, Items1-Records1, Done)
        )
    ;   Previous is Round - 1,
        format("Round ~d cannot be paired without a repeat: the tournament ends after \c
                round ~d.~n", [Round, Previous]),
        Index is Before + 1,
        append(Items0, [round(Round, unpaired)], Items),
        append(Records0, [record(Index, round(Round, unpaired), games([], complete))],
               Records),
        Done = Items-Records
    ).

% Units numbered on from Before, Index-Unit: a round's slice is that
% of its units' places in the whole run.
numbered_units(Units, Before, Numbered) :-
    foldl(numbered_unit, Units, Numbered, Before, _).

numbered_unit(Unit, I-Unit, I0, I) :-
    I is I0 + 1.

%   round_units(+Round, +Order, +Settings, +Records, -Units): the units
%   of round Round, paired from the results and byes of Records: its
%   pairings, `round(Round, pairing(A, B))-Games`, then its bye,
%   `round(Round, bye(Name))-[]`.  Fails when the round cannot be
%   paired.

round_units(Round, Order, Settings, Records, Units) :-
    recorded_games(Records, Played),
    played_results(Settings.game, Played, Results),
    byes(Records, Settings, Byes),
    swiss_standings(Order, Results, Byes, Standings),
    swiss_pairing(Standings, Pairs, Bye),
    length(Played, Count),
    First is Count + 1,
    foldl(round_pairing(Round, Settings.opening_moves), Pairs, PairingUnits, First, _),
    (   Bye == none
    ->  Units = PairingUnits
    ;   append(PairingUnits, [round(Round, bye(Bye))-[]], Units)
    ).

round_pairing(Round, Openings, A-B, round(Round, pairing(A, B))-Games, N0, N) :-
    pairing_games(Openings, A-B, Games, N0, N).

% A bye scores the points of a pairing won in every game (2 an
% opening), as FIDE scores a pairing-allocated bye as a win; a bye of a
% round that a Ctrl-C stopped does not count.
byes(Records, Settings, Byes) :-
    length(Settings.opening_moves, Openings),
    Points is 2 * Openings,
    findall(bye(Name, Points),
            ( member(record(_, round(R, bye(Name)), _), Records),
              \+ stopped_round(Records, R) ),
            Byes).

stopped_round(Records, Round) :-
    member(record(_, round(Round, _), games(_, stopped)), Records).

announce_round(Round, Units, Settings) :-
    Settings.schedule = swiss(Rounds),
    findall(Game, ( member(_-Games, Units), member(Game, Games) ), AllGames),
    aggregate_all(count, member(round(_, pairing(_, _))-_, Units), PairCount),
    length(AllGames, GameCount),
    (   memberchk(round(_, bye(Bye))-_, Units)
    ->  terminal_text(Bye, ShownBye),
        format(string(ByeText), "; a bye for ~w", [ShownBye])
    ;   ByeText = ""
    ),
    format("Round ~d of ~d: ~d pairings, ~d games~w~w~n",
           [Round, Rounds, PairCount, GameCount, ByeText, Settings.shard_words]).

%!  swiss_state(+Records, +Settings, -Swiss) is det.
%
%   Swiss is what the report says of the rounds of Records, `swiss(Order,
%   Byes, Paired, End)`: the pairing order, the byes, `round(R, Pairs,
%   Bye)` for each round paired, and End: `complete` (every round of
%   Settings.schedule played), `stopped(R)` (a Ctrl-C in round R),
%   `unpaired(R)` (round R could not be paired) or `after(R)` (the
%   rounds after R are still to be played).

swiss_state(Records, Settings, swiss(Order, Byes, Paired, End)) :-
    swiss_order(Settings.entrants, Settings.seed, Order),
    byes(Records, Settings, Byes),
    findall(R, member(record(_, round(R, pairing(_, _)), _), Records), Rounds0),
    sort(Rounds0, Rounds),
    maplist(paired_round(Records), Rounds, Paired),
    (   stopped_round(Records, R)
    ->  End = stopped(R)
    ;   swiss_end(Records, Rounds, Settings, End)
    ).

paired_round(Records, Round, round(Round, Pairs, Bye)) :-
    findall(A-B, member(record(_, round(Round, pairing(A, B)), _), Records), Pairs),
    (   memberchk(record(_, round(Round, bye(Bye0)), _), Records)
    ->  Bye = Bye0
    ;   Bye = none
    ).

swiss_end(Records, Played, Settings, End) :-
    Settings.schedule = swiss(Rounds),
    (   memberchk(record(_, round(R, unpaired), _), Records)
    ->  End = unpaired(R)
    ;   last(Played, Last), Last < Rounds
    ->  End = after(Last)
    ;   End = complete
    ).
