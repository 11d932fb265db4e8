/*  --shard=K/N and --merge: a tournament played in N slices, each into
    a folder of its own, then merged, gives the report, the games and
    the records of the single run with the same seed, for any N: round
    robins, gauntlets, Swiss tournaments played round by round, matches.
    Merges of slices that are not every slice of one run, once each, are
    refused in words.  The entrants are deterministic: the test
    entrants greedy_old and minimax_player_first (and a copy of the
    first, for a Swiss with a bye) and Tabuleiro's levels 1 and 2, whose
    randomness comes from the seed; level 3 searches for a time, so a
    run with it is not reproducible.
*/

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

project_file(Relative, File) :-
    source_file(project_file(_, _), Here),
    file_directory_name(Here, Tests),
    directory_file_path(Tests, '../..', Root),
    directory_file_path(Root, Relative, File).

%   tournament(+Arguments, -Status, -Errors): the command run, its
%   output left out.
tournament(Arguments, Status, Errors) :-
    started(Arguments, Run),
    ended(Run, Status, Errors).

started(Arguments, run(Pid, Err)) :-
    project_file('prolog/tournament.pl', Script),
    process_create(path(swipl), [Script|Arguments],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]).

ended(run(Pid, Err), Status, Errors) :-
    read_string(Err, _, Errors),
    close(Err),
    process_wait(Pid, Status).

ok(Arguments) :-
    tournament(Arguments, Status, Errors),
    assertion(Status-Errors == exit(0)-"").

ok_run(Run) :-
    ended(Run, Status, Errors),
    assertion(Status-Errors == exit(0)-"").

%   A class of the deterministic test entrants, greedy_two a copy of
%   greedy_old.
deterministic_class(Class) :-
    project_file('tests/tournament/make_entrants.sh', Script),
    tmp_file(entrants, All),
    process_create(path(bash), [Script, All], [process(Pid)]),
    process_wait(Pid, exit(0)),
    tmp_file(class, Class),
    make_directory(Class),
    forall(member(Name, [greedy_old, minimax_player_first]),
           ( directory_file_path(All, Name, From),
             directory_file_path(Class, Name, To),
             rename_file(From, To) )),
    delete_directory_and_contents(All).

with_greedy_two(Class) :-
    deterministic_class(Class),
    directory_file_path(Class, greedy_old, Greedy),
    directory_file_path(Class, greedy_two, Two),
    copy_directory(Greedy, Two).

copy_directory(From, To) :-
    make_directory(To),
    directory_files(From, Files),
    forall(( member(File, Files), \+ memberchk(File, ['.', '..']) ),
           ( directory_file_path(From, File, Source),
             directory_file_path(To, File, Copy),
             copy_file(Source, Copy) )).

%   A class with no student: Tabuleiro's levels play alone.
levels_only(Class) :-
    tmp_file(levels_only, Class),
    make_directory(Class).

out_option(Folder, Option) :-
    atom_concat('--out=', Folder, Option).

%   sharded(+Class, +Arguments, +N, -Merged): the N slices of the run
%   of Class with Arguments, each into a folder of its own, merged into
%   the folder Merged.
sharded(Class, Arguments, N, Merged) :-
    tmp_file(merged, Merged),
    slices(Class, Arguments, N, Folders),
    out_option(Merged, MergedOut),
    append([['--merge'], Folders, [MergedOut]], Merge),
    ok(Merge),
    maplist(delete_directory_and_contents, Folders).

single(Class, Arguments, Out) :-
    tmp_file(single, Out),
    out_option(Out, Option),
    append([[Class], Arguments, [Option]], Single),
    ok(Single).

%   same_run_output(+Report, +Single, +Merged): both folders hold the
%   same report (Report its base name, .md and .json), games and records.
same_run_output(Report, Single, Merged) :-
    forall(member(Extension, [md, json]),
           ( file_name_extension(Report, Extension, Base),
             same_file_text(Single, Merged, Base) )),
    same_file_text(Single, Merged, 'records.terms'),
    saved_games(Single, Games),
    saved_games(Merged, MergedGames),
    assertion(Games == MergedGames),
    forall(member(Game, Games),
           ( atom_concat('games/', Game, Relative),
             same_file_text(Single, Merged, Relative) )).

same_file_text(Folder1, Folder2, Relative) :-
    directory_file_path(Folder1, Relative, File1),
    directory_file_path(Folder2, Relative, File2),
    read_file_to_string(File1, Text1, []),
    read_file_to_string(File2, Text2, []),
    assertion(Relative-Text1 == Relative-Text2).

saved_games(Folder, Games) :-
    directory_file_path(Folder, games, Saved),
    directory_files(Saved, Files),
    exclude([F]>>sub_atom(F, 0, _, _, '.'), Files, Games0),
    msort(Games0, Games).

json_report(Folder, Base, Report) :-
    directory_file_path(Folder, Base, File),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       json_read_dict(In, Report),
                       close(In)).

%   merged_equals_single(+Class, +Arguments, +Report, +Ns): the merge
%   of N slices gives the single run's output, for each of Ns.
merged_equals_single(Class, Arguments, Report, Ns) :-
    single(Class, Arguments, Single),
    merged_equal(Single, Class, Arguments, Report, Ns),
    delete_directory_and_contents(Single).

merged_equal(Single, Class, Arguments, Report, Ns) :-
    forall(member(N, Ns),
           ( sharded(Class, Arguments, N, Merged),
             same_run_output(Report, Single, Merged),
             delete_directory_and_contents(Merged) )).

round_robin_arguments(['--game=shi', '--levels=1,2', '--plies=6', '--seconds=30', '--seed=4']).

:- begin_tests(tournament_shards).

% 4 entrants, 6 pairings: 4 slices are uneven, 7 leave one without a
% pairing.  (Each N plays the whole tournament again: two Ns, one of
% each kind, cover what more would.)
test(round_robin_merged_equals_single, [setup(deterministic_class(Class)),
                                        cleanup(delete_directory_and_contents(Class))]) :-
    round_robin_arguments(Arguments),
    merged_equals_single(Class, Arguments, 'tournament-report', [4, 7]).

% 2 students against 2 levels, 4 pairings (3 slices uneven, 5 one
% empty), each student's process playing a pairing's games.
test(gauntlet_merged_equals_single, [setup(deterministic_class(Class)),
                                     cleanup(delete_directory_and_contents(Class))]) :-
    merged_equals_single(Class, ['--game=shi', '--gauntlet', '--levels=1,2', '--plies=6',
                                 '--seconds=30', '--restart=pairing'],
                         'tournament-report', [3, 5]).

% A match stops where the test decides (level 2 wins every game): the
% merge of slices that played every opening stops there too (3 slices
% uneven, 8 more than its openings).
test(match_merged_equals_single, [setup(levels_only(Class)),
                                  cleanup(delete_directory(Class))]) :-
    Arguments = ['--game=shi', '--match=level 2,level 1', '--elo1=200', '--games=6',
                 '--plies=30', '--seconds=30'],
    single(Class, Arguments, Single),
    json_report(Single, 'match-report.json', Report),
    assertion(Report.decision == "accept_h1"),
    length(Report.games, Counted),
    assertion(Counted < 12),
    merged_equal(Single, Class, Arguments, 'match-report', [3, 8]),
    delete_directory_and_contents(Single).

% A Swiss of 5 entrants (a bye each round), 2 rounds, played round by
% round: each round's slices paired from the merge of the rounds
% before; the last merge is the single run's (in 2 slices, and in 3:
% more than the 2 pairings of a round).  Each student's process plays a
% pairing's games.
test(swiss_round_by_round_equals_single, [setup(with_greedy_two(Class)),
                                          cleanup(delete_directory_and_contents(Class))]) :-
    Arguments = ['--game=shi', '--levels=1,2', '--plies=6', '--seconds=30', '--seed=3',
                 '--swiss=2', '--restart=pairing'],
    single(Class, Arguments, Single),
    forall(member(N, [2, 3]),
           ( swiss_rounds(Class, Arguments, 2, N, 1, none, Merged),
             same_run_output('tournament-report', Single, Merged),
             delete_directory_and_contents(Merged) )),
    json_report(Single, 'tournament-report.json', Report),
    assertion(Report.swiss.rounds_played == 2),
    delete_directory_and_contents(Single).

% Merged again alone, a merged folder gives the same report.
test(merged_folder_merges_to_itself, [setup(levels_only(Class)),
                                      cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    sharded(Class, Arguments, 2, Merged),
    tmp_file(again, Again),
    out_option(Again, Out),
    ok(['--merge', Merged, Out]),
    same_run_output('tournament-report', Merged, Again),
    maplist(delete_directory_and_contents, [Merged, Again]).

test(missing_duplicated_or_foreign_slices_are_refused,
     [setup(levels_only(Class)), cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    slices(Class, Arguments, 3, [S1, S2, S3]),
    slices(Class, ['--seed=9'|Arguments], 3, [_, _, Other3]),
    tmp_file(merged, Merged),
    out_option(Merged, Out),
    refused(['--merge', S1, S2, Out], "slice(s) 3 of 3 missing"),
    refused(['--merge', S1, S2, S2, S3, Out], "are both slice 2/3"),
    refused(['--merge', S1, S2, Other3, Out], "are slices of different runs"),
    refused(['--merge', Class, Out], "holds no manifest.terms"),
    refused(['--merge', '/nowhere/slice', Out], "no folder"),
    assertion(\+ exists_directory(Merged)),
    forall(member(F, [S1, S2, S3, Other3]), delete_directory_and_contents(F)).

% A slice whose run did not end (killed: no manifest) is refused.
test(unfinished_slice_is_refused, [setup(levels_only(Class)),
                                   cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    slices(Class, Arguments, 2, [S1, S2]),
    directory_file_path(S2, 'manifest.terms', Manifest),
    delete_file(Manifest),
    refused(['--merge', S1, S2], "its run did not end"),
    maplist(delete_directory_and_contents, [S1, S2]).

% Records are data: a record that names a file outside games/ is
% refused, not followed.
test(record_naming_another_file_is_refused, [setup(levels_only(Class)),
                                             cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    slices(Class, Arguments, 1, [S1]),
    directory_file_path(S1, 'records.terms', Records),
    read_file_to_string(Records, Text, []),
    atomic_list_concat(Parts, '\'0001-', Text),
    atomic_list_concat(Parts, '\'../0001-', Forged),
    setup_call_cleanup(open(Records, write, Out), write(Out, Forged), close(Out)),
    refused(['--merge', S1], "is not one that a tournament writes"),
    delete_directory_and_contents(S1).

test(missing_saved_game_is_refused, [setup(levels_only(Class)),
                                     cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    slices(Class, Arguments, 1, [S1]),
    saved_games(S1, [Game|_]),
    directory_file_path(S1, games, Games),
    directory_file_path(Games, Game, File),
    delete_file(File),
    tmp_file(merged, Merged),
    out_option(Merged, Out),
    refused(['--merge', S1, Out], "is in none of the folders' games/"),
    maplist(delete_directory_and_contents, [S1, Merged]).

% A slice that a Ctrl-C stopped says so in its records: the merge
% reports the games it played, and that the tournament was stopped.
test(stopped_slice_is_reported_as_stopped, [setup(levels_only(Class)),
                                            cleanup(delete_directory(Class))]) :-
    round_robin_arguments(Arguments),
    slices(Class, Arguments, 1, [S1]),
    directory_file_path(S1, 'records.terms', Records),
    read_file_to_string(Records, Text, []),
    atomic_list_concat(Parts, ',complete)', Text),
    atomic_list_concat(Parts, ',stopped)', Stopped),
    setup_call_cleanup(open(Records, write, Out), write(Out, Stopped), close(Out)),
    tmp_file(merged, Merged),
    out_option(Merged, MergedOut),
    ok(['--merge', S1, MergedOut]),
    json_report(Merged, 'tournament-report.json', Report),
    assertion(Report.stopped == true),
    directory_file_path(Merged, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, Said, []),
    assertion(sub_string(Said, _, _, _, "**Stopped (Ctrl-C)**")),
    maplist(delete_directory_and_contents, [S1, Merged]).

test(round_options_are_checked, [forall(member(Arguments-Said,
        [ ['--round=2']-"--round is a round of a Swiss",
          ['--swiss=3', '--round=4']-"the Swiss has 3 rounds",
          ['--swiss=3', '--round=2']-"--previous=DIR",
          ['--swiss=3', '--round=1', '--previous=/tmp']-"no --previous",
          ['--previous=/tmp']-"--previous goes with --round",
          ['--swiss=3', '--shard=1/2']-"round by round: --round=R --shard=K/N",
          ['--shard=3/2']-"--shard takes K/N" ]))]) :-
    tournament(['/nowhere', '--game=shi'|Arguments], Status, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, Said)).

% Round 2 paired from the records of another tournament is refused.
test(previous_of_another_run_is_refused, [setup(levels_only(Class)),
                                          cleanup(delete_directory(Class))]) :-
    Arguments = ['--game=shi', '--levels=1,2', '--plies=6', '--seconds=30', '--swiss=3'],
    tmp_file(round1, Round1),
    out_option(Round1, Out1),
    append([[Class], Arguments, ['--round=1', '--seed=5', Out1]], First),
    ok(First),
    atom_concat('--previous=', Round1, Previous),
    append([[Class], Arguments, ['--round=2', Previous]], Second),
    tournament(Second, Status, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, "is not of this tournament's rounds 1 to 1")),
    delete_directory_and_contents(Round1).

:- end_tests(tournament_shards).

%   slices(+Class, +Arguments, +N, -Folders): the N slices, unmerged,
%   played at the same time (as on N machines), a game at a time each:
%   their students' processes spend most of their time starting.
slices(Class, Arguments, N, Folders) :-
    findall(Folder-Run,
            ( between(1, N, K),
              tmp_file(slice, Folder),
              format(atom(Shard), "--shard=~d/~d", [K, N]),
              out_option(Folder, Out),
              append([[Class], Arguments, [Shard, '--concurrency=1', Out]], Slice),
              started(Slice, Run) ),
            Started),
    pairs_keys_values(Started, Folders, Runs),
    maplist(ok_run, Runs).

refused(Arguments, Said) :-
    tournament(Arguments, Status, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, Said)),
    split_string(Errors, "\n", "", Lines),
    assertion(Lines = [_, ""]).

%   swiss_rounds(+Class, +Arguments, +Rounds, +N, +Round, +Previous,
%   -Merged): the rounds from Round to Rounds, each in N slices paired
%   from Previous (the merge of the rounds before, `none` before round
%   1) and merged; Merged is the merge of the last.
swiss_rounds(Class, Arguments, Rounds, N, Round, Previous, Merged) :-
    (   Round > Rounds
    ->  Merged = Previous
    ;   format(atom(RoundOption), "--round=~d", [Round]),
        (   Previous == none
        ->  RoundArguments = [RoundOption|Arguments]
        ;   atom_concat('--previous=', Previous, PreviousOption),
            RoundArguments = [RoundOption, PreviousOption|Arguments]
        ),
        sharded(Class, RoundArguments, N, RoundMerged),
        (   Previous == none
        ->  true
        ;   delete_directory_and_contents(Previous)
        ),
        Next is Round + 1,
        swiss_rounds(Class, Arguments, Rounds, N, Next, RoundMerged, Merged)
    ).
