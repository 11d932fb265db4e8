:- module(tabuleiro_tournament_merge,
          [ merge_records/3,            % +Command, +Folders, +Options
            refused/1                   % +Message
          ]).
:- use_module(records, [read_records/3, recorded_games/2]).
:- use_module('../games', [game/1, load_game_module/1]).
:- use_module(match, [match_counted/3, match_report/2]).
:- use_module(swiss_rounds, [swiss_state/3]).
:- use_module(report, [write_reports/3]).
:- use_module(games_folder, [remove_uncounted_games/2, remove_earlier_plot/1,
                             copy_saved_games/3]).
:- use_module('../submission/class_command', [out_folder/5]).
:- use_module('../submission/class_shards', [write_shard/3]).
:- use_module('../kit/report_text', [terminal_text/2]).
:- use_module(library(lists)).

/** <module> The report, from the records of every slice

`--merge DIR...` reads the records of the slices of one run
(records.pl), checks that they are every slice once, and writes them
into one folder as the records of slice 1/1, with their saved games and
the report.  A run without `--shard` plays slice 1/1 into its folder and
then merges that folder into itself: the report of a run and of the
merge of its N slices come from one path, and are the same.  A merged
folder is a records folder like any slice's: merged again, alone, it
gives the same report, and a Swiss round's `--previous`.
*/

%!  merge_records(+Command, +Folders, +Options) is det.
%
%   Merges the slices in Folders into the folder out(Dir) of Options
%   (by default the run's, beside its class: FOLDER-tournament,
%   FOLDER-match, FOLDER-tournament-round-R), and writes the report
%   there.  Slices that are not every slice of one run, once each, are
%   refused in one line on stderr, with exit status 2.  Command is the
%   tournament's (class_command.pl).

merge_records(Command, Folders, Options) :-
    catch(read_records(Folders, Manifest, Records), shard_refused(Message),
          refused(Message)),
    Settings0 = Manifest.settings,
    (   game(Settings0.game)
    ->  load_game_module(Settings0.game)
    ;   refused("these records are of no game Tabuleiro has")
    ),
    run_suffix(Settings0, Suffix),
    out_folder(Command, Manifest.folder, Suffix, Options, Out),
    directory_file_path(Out, games, Games),
    make_directory_path(Games),
    Settings1 = Settings0.put(_{out: Out, games_folder: Games}),
    counted_records(Settings1, Records, Counted),
    (   memberchk(record(_, _, games(_, stopped)), Counted)
    ->  Stopped = true
    ;   Stopped = false
    ),
    Settings = Settings1.put(stopped, Stopped),
    recorded_games(Counted, Played),
    catch(copy_saved_games(Folders, Games, Played), shard_refused(Missing),
          refused(Missing)),
    remove_uncounted_games(Games, Played),
    write_shard(Out, Manifest.put(shard, 1/1), Counted),
    remove_earlier_plot(Out),
    write_report(Settings.schedule, Settings, Counted, Played).

%!  refused(+Message) is det.
%
%   Says why the slices cannot be merged, and halts with status 2.

refused(Message) :-
    terminal_text(Message, Shown),
    format(user_error, "tournament: ~w~n", [Shown]),
    halt(2).

run_suffix(Settings, Suffix) :-
    (   Settings.schedule = match(_, _)
    ->  Suffix = '-match'
    ;   get_dict(round, Settings, Round)
    ->  format(atom(Suffix), "-tournament-round-~d", [Round])
    ;   Suffix = '-tournament'
    ).

%   counted_records(+Settings, +Records, -Counted): Counted are the
%   records whose games the report counts: a match's up to where its
%   test stops (match_counted/3), any other's all.

counted_records(Settings, Records, Counted) :-
    (   Settings.schedule = match(_, _)
    ->  match_counted(Records, Settings, Counted)
    ;   Counted = Records
    ).

write_report(match(_, _), Settings, _, Played) :-
    match_report(Settings, Played).
write_report(swiss(_), Settings, Records, Played) :-
    swiss_state(Records, Settings, Swiss),
    write_reports(Settings.put(swiss, Swiss), Settings.entrants, Played).
write_report(round_robin, Settings, _, Played) :-
    write_reports(Settings, Settings.entrants, Played).
write_report(gauntlet, Settings, _, Played) :-
    write_reports(Settings, Settings.entrants, Played).
