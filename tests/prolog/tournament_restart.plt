/*  --restart: each student's sandboxed process started for each game
    (`game`) or once for the games of a pairing (`pairing`), afresh after
    a game it forfeited; the results are the same either way for
    entrants that keep no state from one game to the next, and nothing an
    entrant started outlives its pairing.  The tournaments run as
    commands, with tests/tournament/restart_log.pl noting each process
    started and, before each game, whether the forks entrant's forked
    sleep runs.
*/

:- use_module('../tournament/forked_sleep').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

project_file(Relative, File) :-
    source_file(project_file(_, _), Here),
    file_directory_name(Here, Tests),
    directory_file_path(Tests, '../..', Root),
    directory_file_path(Root, Relative, File).

%   A class of greedy_old (the same move in the same position), crashes
%   (crashes at its third move in a process) and forks (forks a sleep
%   at its first move in a process, then plays at random); Command is
%   the forked sleep's command line.
restart_class(Class, Command) :-
    project_file('tests/tournament/make_entrants.sh', Script),
    tmp_file(class, Class),
    process_create(path(bash), [Script, Class], [process(Pid)]),
    process_wait(Pid, exit(0)),
    name_the_forked_sleep(Class, Command),
    directory_files(Class, Names),
    forall(( member(Name, Names),
             \+ memberchk(Name, ['.', '..', greedy_old, crashes, forks]) ),
           ( directory_file_path(Class, Name, Folder),
             delete_directory_and_contents(Folder) )).

%   logged_tournament(+Class, +Command, +Restart, +Concurrency, -Run):
%   the tournament of Class and level 1, with --restart=Restart and
%   Concurrency games at once; Run has its exit status, report and log
%   (restart_log.pl's terms) and its saved games (each file's name and
%   text, in order).  A move may take 30 s of the clock: these
%   entrants answer at once, and a move of forks that a busy machine
%   delayed past a short limit would forfeit its game and restart the
%   process whose sleep the tests watch.
logged_tournament(Class, Command, Restart, Concurrency,
                  _{status: Status, report: Report, log: Log, saved: Saved}) :-
    project_file('prolog/tournament.pl', Tournament),
    project_file('tests/tournament/restart_log.pl', Hook),
    tmp_file(restart_log, LogFile),
    tmp_file(tournament, Out),
    format(atom(Load), "consult('~w')", [Hook]),
    atom_concat('--out=', Out, OutOption),
    atom_concat('--restart=', Restart, RestartOption),
    atom_concat('--concurrency=', Concurrency, ConcurrencyOption),
    process_create(path(swipl),
                   ['-g', Load, Tournament, Class, '--game=shi', '--levels=1', '--plies=16',
                    '--seconds=30', '--seed=7', ConcurrencyOption, RestartOption, OutOption],
                   [stdout(null), stderr(null), process(Pid),
                    environment(['TABULEIRO_RESTART_LOG'=LogFile, 'TABULEIRO_FORKED'=Command])]),
    process_wait(Pid, Status),
    directory_file_path(Out, 'tournament-report.json', Json),
    setup_call_cleanup(open(Json, read, In, [encoding(utf8)]), json_read_dict(In, Report),
                       close(In)),
    read_file_to_terms(LogFile, Log, []),
    delete_file(LogFile),
    directory_file_path(Out, games, Games),
    directory_files(Games, Files),
    findall(File-Text,
            ( member(File, Files),
              file_name_extension(_, txt, File),
              directory_file_path(Games, File, Path),
              read_file_to_string(Path, Text, []) ),
            Saved0),
    msort(Saved0, Saved),
    delete_directory_and_contents(Out).

%   Both runs, on one class, kept for the tests that read them; the
%   pairings one at a time, so that each ends before the next begins.
:- dynamic restart_runs/1.

runs(Runs) :-
    restart_runs(Runs),
    !.
runs(Runs) :-
    setup_call_cleanup(
        restart_class(Class, Command),
        ( logged_tournament(Class, Command, game, 2, Game),
          logged_tournament(Class, Command, pairing, 1, Pairing) ),
        delete_directory_and_contents(Class)),
    Runs = _{game: Game, pairing: Pairing},
    assertz(restart_runs(Runs)).

forget_runs :-
    retractall(restart_runs(_)).

starts(Run, Entrant, Count) :-
    aggregate_all(count, member(start(Entrant), Run.log), Count).

%   A game's result as the report has it.
fixed_result(Game, Game.number-Game.first-Game.second-Game.outcome-Cause-Game.plies-Position) :-
    Cause = Game.get(cause, not_played),
    Position = Game.get(position, none).

fixed_record(Pair, Pair.entrant-Pair.opponent-Pair.wins-Pair.draws-Pair.losses).

%   The numbers of the games of the pairing of A and B, in order.
pairing_games(Run, A, B, Numbers) :-
    findall(N, ( member(game(N, First, Second, _), Run.log),
                 msort([First, Second], Pair), msort([A, B], Pair) ),
            Numbers).

:- begin_tests(tournament_restart, [cleanup(forget_runs)]).

test(restart_takes_game_or_pairing) :-
    project_file('prolog/tournament.pl', Tournament),
    tmp_file(class, Class),
    make_directory(Class),
    process_create(path(swipl), [Tournament, Class, '--game=shi', '--restart=sometimes'],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Errors),
    close(Err),
    process_wait(Pid, Status),
    process_create(path(swipl), [Tournament, '--help'],
                   [stdout(pipe(Out)), process(HelpPid)]),
    read_string(Out, _, Usage),
    close(Out),
    process_wait(HelpPid, HelpStatus),
    delete_directory(Class),
    assertion(Status == exit(2)),
    split_string(Errors, "\n", "", [Line, ""]),
    assertion(sub_string(Line, _, _, _, "--restart takes game or pairing, not 'sometimes'")),
    assertion(HelpStatus == exit(0)),
    assertion(sub_string(Usage, _, _, _, "[--restart=game|pairing (default game)]")).

test(same_results_with_each_restart) :-
    runs(Runs),
    assertion(Runs.game.status == exit(0)),
    assertion(Runs.pairing.status == exit(0)),
    assertion(Runs.game.report.restart == "game"),
    assertion(Runs.pairing.report.restart == "pairing"),
    % 4 entrants, 6 pairings of 2 games, the same moves in each (forks
    % plays at random, from the seed of the game).
    maplist(maplist(fixed_result), [Runs.game.report.games, Runs.pairing.report.games],
            [GameResults, PairingResults]),
    assertion(length(GameResults, 12)),
    assertion(GameResults == PairingResults),
    assertion(length(Runs.game.saved, 12)),
    assertion(Runs.game.saved == Runs.pairing.saved),
    % crashes crashed in each of its games, in both runs.
    assertion(forall(member(_-First-Second-_-Cause-_-_, GameResults),
                     ( memberchk("crashes", [First, Second]) -> Cause == "crash" ; true ))),
    maplist(maplist(fixed_record), [Runs.game.report.crosstable, Runs.pairing.report.crosstable],
            [GameTable, PairingTable]),
    assertion(GameTable == PairingTable).

test(one_process_per_entrant_per_pairing) :-
    runs(Runs),
    % A game starts each student who plays it: each plays 6 games.
    forall(member(Entrant, [greedy_old, forks, crashes]),
           ( starts(Runs.game, Entrant, Count), assertion(Count == 6) )),
    % A pairing starts each of its students once: each is in 3 pairings.
    forall(member(Entrant, [greedy_old, forks]),
           ( starts(Runs.pairing, Entrant, Count), assertion(Count == 3) )).

test(a_crash_gets_a_fresh_process_for_the_next_game) :-
    runs(Runs),
    % crashes crashes in the first game of each pairing, and starts
    % again for the second (where it crashes again, at its third move).
    starts(Runs.pairing, crashes, Count),
    assertion(Count == 6).

test(nothing_left_running_after_a_pairing) :-
    runs(Runs),
    Log = Runs.pairing.log,
    % forks's process lives on from a pairing's first game to its second,
    % its sleep with it ...
    forall(member(Opponent, [crashes, greedy_old, 'level 1']),
           ( pairing_games(Runs.pairing, forks, Opponent, [_, Second]),
             assertion(memberchk(game(Second, _, _, true), Log)) )),
    % ... and is gone, its sleep with it, before the next pairing.
    pairing_games(Runs.pairing, greedy_old, 'level 1', Later),
    assertion(Later \== []),
    forall(member(N, Later), assertion(memberchk(game(N, _, _, false), Log))).

:- end_tests(tournament_restart).
