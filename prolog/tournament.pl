:- module(tabuleiro_tournament,
          [ tournament/2                % +Folder, +Options
          ]).
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/games, [load_game_module/1]).
:- use_module(tabuleiro/game_plugin, [players/2, move_to_text/3, level_unavailable/4]).
:- use_module(tabuleiro/tournament/referee).
:- use_module(tabuleiro/tournament/student_entrant).
:- use_module(tabuleiro/tournament/ratings).
:- use_module(tabuleiro/tournament/ratings_plot).
:- use_module(tabuleiro/tournament/sprt).
:- use_module(tabuleiro/tournament/openings).
:- use_module(tabuleiro/tournament/swiss).
:- use_module(tabuleiro/kit/report_text).
:- use_module(tabuleiro/interrupt).
:- use_module(tabuleiro/submission/class_command).
:- use_module(tabuleiro/submission/class_entries).
:- use_module(tabuleiro/message_text, [message_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(error)).
:- use_module(library(random)).
:- use_module(library(http/json)).

/** <module> A class tournament of computer players, refereed by the C core

    swipl prolog/tournament.pl FOLDER --game=GAME [--games=N] [--plies=N]
                                      [--seconds=S] [--concurrency=N]
                                      [--out=DIR] [--gauntlet] [--seed=S]
                                      [--balance=M] [--memory=MB]
                                      [--levels=L,...] [--unsandboxed]
                                      [--swiss=R] [--restart=game|pairing]

FOLDER holds one subfolder per entrant, laid out as a class for grading
(prolog/grade.pl): the student's files and an `adapter.pl` whose student
options name their computer player, `choose_move(P)`, and the level it
plays at, `level(L)`.  Tabuleiro's levels 1 to 3 play too, as fixed
points of the scale, and the levels a game adds where they can play
(a solved game's perfect player, where its database is built);
`--levels=1,2` chooses among them, `--levels=none` leaves them out.

Every pair of entrants meets (`--gauntlet`: every student meets each
level only) on N openings (`--games`, default 1), each opening played
twice, with the colours reversed.  An opening is two random plies from
the start, drawn from `--seed` (default 1), so that players who choose
the same move each time do not play one game over and over, and kept
only when Tabuleiro's search to depth 4 scores it within `--balance`
of even, in the game's evaluation units (default: the game's own, its
opening_balance/2 hook; prolog/tabuleiro/tournament/openings.pl); when 20 draws per
opening find too few, unlevel ones fill in and the report says so.
Each game is refereed by the C core (prolog/tabuleiro/tournament/referee.pl) with
`--seconds` per move (default 10) and a cap of `--plies` (default 200,
a draw, unless a level of the game plays perfectly there: then the
solved game decides); each student plays from a sandboxed process of its own
(prolog/tabuleiro/tournament/student_entrant.pl).  `--restart` says when that
process starts: `game` (the default) for each game; `pairing` once for
the games two entrants play each other (both colours, every opening),
in a fresh sandbox and private copy for the pairing, its CPU time the
sum of its games' (the time of all its moves in the longest game, for
each game, and half a minute to load), gone when the pairing ends; an
entrant that forfeits a game (a crash, a timeout, an illegal move,
...), or a game that cannot be played, gets a fresh process for the
next game, as fastchess restarts a crashed engine.  Starting fewer
processes plays more games a minute (reports/performance.md); an
entrant that keeps state from one game to the next (a counter asserted
in its database) may play otherwise, and `game` keeps each game apart.
`--restart` applies to round robins, gauntlets and Swiss tournaments;
a match (`--match`, below) starts the processes for each game, its two
games of an opening being played at once.  `--concurrency` games are
played at once (default: the number of cores); a line after each game
says how many are played, the time the others should take and the
running scores.  Ctrl-C stops the games in progress (not counted) and
the rest, and the report covers the games played before.

In DIR (default FOLDER-tournament beside FOLDER, FOLDER-match for a
match) go `games/`, every game in Tabuleiro's saved-game format (an
earlier run's games there are removed first), and the report,
`tournament-report.md` and `tournament-report.json`: the crosstable,
ratings with their 95% intervals anchored on level 1 = 0 (or the first
entrant) and the likelihood that each entrant is stronger than the next
(prolog/tabuleiro/tournament/ratings.pl), with their plot (ratings_plot.pl), and
each entrant's losses by cause with the first example of each.  Text
that comes from a submission is escaped as in grading.

`--swiss=R` plays a Swiss tournament instead of the round robin: R
rounds, each pairing every entrant with one opponent of a close score
that it has not met, on the same openings with both colours; with an
odd number of entrants one has a bye a round, at most once, scored as
a pairing won in every game (2 points an opening).  The pairing is the
FIDE Dutch system, simplified for bots (prolog/tabuleiro/tournament/swiss.pl says
how); the pairing order is drawn from `--seed`.  Each round is paired
from the results of the rounds before, so its games are played before
the next round is paired.  The report adds the Swiss standings with
their tie-breaks, Buchholz and Sonneborn-Berger, beside the ratings (which
come from all the games, as in a round robin).  When a round cannot be
paired without a repeat (more rounds than the entrants allow), the
tournament ends before it and the report says so.

`--match=A,B` plays a match instead: the entrants A and B only, the two
games of one opening at a time, until the sequential test
(prolog/tabuleiro/tournament/sprt.pl) accepts "A is stronger than B by `--elo1`
Elo" (default 10) or "by `--elo0` at most" (default 0), or `--games`
openings (default 100 for a match) are played; the verdict, in words,
goes into `match-report.md` and `match-report.json`.
*/

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    tournament_command(Command),
    catch(tournament_arguments(Argv, Command, Folder, Options), class_usage(Problem),
          class_usage(Command, Problem)),
    tournament(Folder, Options).

tournament_command(command(tournament, entrants,
                           "swipl prolog/tournament.pl FOLDER --game=GAME [--games=N] \c
                            [--plies=N] [--seconds=S] [--concurrency=N] [--out=DIR] \c
                            [--gauntlet] [--seed=S] [--balance=M] [--memory=MB] \c
                            [--levels=L,...] [--unsandboxed] [--swiss=R] \c
                            [--restart=game|pairing (default game)] \c
                            [--match=A,B [--elo0=E0] [--elo1=E1]]",
                           [game-game-'GAME', games-count-'N', plies-count-'N',
                            seconds-seconds-'S', concurrency-count-'N', out-folder-'DIR',
                            seed-whole-'S', balance-whole-'M', memory-count-'MB',
                            levels-numbers-'L,...', match-pair-'A,B',
                            elo0-number-'E0', elo1-number-'E1', swiss-count-'R',
                            % A word, read as a folder's name is, then checked:
                            restart-folder-'game|pairing'],
                           [gauntlet, unsandboxed],
                           doing("Playing", played, plays, entrant))).

tournament_arguments(Argv, Command, Folder, Options) :-
    class_arguments(Argv, Command, Folder, Options),
    (   memberchk(game(_), Options)
    ->  true
    ;   throw(class_usage("which game? --game=GAME"))
    ),
    option(elo0(Elo0), Options, 0),
    option(elo1(Elo1), Options, 10),
    (   Elo0 < Elo1
    ->  true
    ;   throw(class_usage(format("--elo0 (~w) must be below --elo1 (~w)", [Elo0, Elo1])))
    ),
    (   option(swiss(_), Options),
        ( option(gauntlet(true), Options) ; option(match(_), Options) )
    ->  throw(class_usage("--swiss is a schedule of its own: not with --gauntlet or --match"))
    ;   true
    ),
    (   option(restart(Restart), Options),
        \+ restart_mode(Restart)
    ->  throw(class_usage(format("--restart takes game or pairing, not '~w'", [Restart])))
    ;   true
    ),
    option(game(Game), Options),
    load_game_module(Game),
    (   option(levels(Levels), Options),
        member(Level, Levels),
        \+ level_name(Game, Level, _)
    ->  findall(L, level_name(Game, L, _), Playing),
        atomic_list_concat(Playing, ', ', Known),
        throw(class_usage(format("~w has no level ~w that can play; its levels are ~w",
                                 [Game, Level, Known])))
    ;   true
    ).

%!  tournament(+Folder, +Options) is det.
%
%   Plays the tournament of the entrants of Folder, showing progress,
%   and writes the report.  Options are those of the command line, as
%   terms: game(G) (required), games(N), plies(N), seconds(S),
%   concurrency(N), out(Dir), gauntlet(true), seed(S), balance(M),
%   memory(MB), levels(List), unsandboxed(true), match(A-B), elo0(E0),
%   elo1(E1), swiss(R), restart(R) (`game` or `pairing`).
%
%   @error existence_error(option, game) without game(G).
%   @error domain_error(restart, R) for another restart(R).

tournament(Folder, Options) :-
    tournament_command(Command),
    class_folder(Command, Folder),
    settings(Folder, Options, Settings0),
    clear_earlier_run(Settings0.out),
    % The openings are drawn once, before any game, so that the report
    % can say how they were chosen.
    balanced_openings(Settings0.game, Settings0.openings, Settings0.balance, Settings0.seed,
                      openings(Openings, OpeningsNote)),
    Settings = Settings0.put(_{opening_moves: Openings, openings_note: OpeningsNote}),
    with_class_entries(Folder, Entries, play_entries(Entries, Settings)).

play_entries(Entries, Settings) :-
    entrants(Settings.game, Entries, Settings.levels, Entrants),
    (   Settings.schedule = match(A, B)
    ->  play_match(A, B, Entrants, Settings)
    ;   Settings.schedule = swiss(_)
    ->  play_swiss(Entrants, Settings)
    ;   play_tournament(Entrants, Settings)
    ).

%   clear_earlier_run(+Out): the games folder in Out, without the games
%   and the ratings plot of an earlier run there, so that the report's
%   folder holds this run's alone.  Only the files this program names are
%   removed: NNNN-....txt in games/, ratings.dat, tournament-ratings.svg.

clear_earlier_run(Out) :-
    directory_file_path(Out, games, Games),
    make_directory_path(Games),
    remove_uncounted_games(Games, []),
    forall(( member(File, ['ratings.dat', 'tournament-ratings.svg']),
             directory_file_path(Out, File, Path),
             exists_file(Path) ),
           delete_file(Path)).

saved_game_name(File) :-
    file_name_extension(Base, txt, File),
    sub_atom(Base, 4, 1, _, '-'),
    sub_atom(Base, 0, 4, _, Number),
    atom_codes(Number, Digits),
    forall(member(Digit, Digits), code_type(Digit, digit)).

%   remove_uncounted_games(+Folder, +Played): the saved games of Folder
%   that the report does not count (those a Ctrl-C stopped) are removed.

remove_uncounted_games(Folder, Played) :-
    findall(Base, ( member(played(_, _, File), Played), file_base_name(File, Base) ), Counted),
    directory_files(Folder, Files),
    forall(( member(File, Files),
             saved_game_name(File),
             \+ memberchk(File, Counted) ),
           ( directory_file_path(Folder, File, Path), delete_file(Path) )).

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

%   play_swiss(+Entrants, +Settings): the Swiss tournament of
%   Settings.schedule = swiss(Rounds), round by round: each round is
%   paired (prolog/tabuleiro/tournament/swiss.pl) from the results of the rounds
%   before and played before the next, its games numbered on from the
%   last round's.  The report gets Settings.swiss, `swiss(Order, Byes,
%   Paired, End)`: the pairing order, the byes, `round(R, Pairs, Bye)`
%   for each round played and `complete`, `stopped(R)` or `unpaired(R)`.

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

% A pairing's games: each opening with A first, then with B first.
pairing_games(Openings, A-B, Games, N0, N) :-
    findall(First-Second-Opening,
            ( member(Opening, Openings),
              ( First-Second = A-B ; First-Second = B-A ) ),
            Unnumbered),
    foldl(numbered_game, Unnumbered, Games, N0, N).

settings(Folder, Options, Settings) :-
    (   option(game(Game), Options)
    ->  true
    ;   existence_error(option, game)
    ),
    load_game_module(Game),
    (   option(match(A-B), Options)
    ->  Schedule = match(A, B),
        MostOpenings = 100
    ;   option(gauntlet(true), Options)
    ->  Schedule = gauntlet,
        MostOpenings = 1
    ;   option(swiss(Rounds), Options)
    ->  Schedule = swiss(Rounds),
        MostOpenings = 1
    ;   Schedule = round_robin,
        MostOpenings = 1
    ),
    option(games(Openings), Options, MostOpenings),
    option(elo0(Elo0), Options, 0),
    option(elo1(Elo1), Options, 10),
    option(plies(Plies), Options, 200),
    option(seconds(Seconds), Options, 10),
    current_prolog_flag(cpu_count, Cores),
    option(concurrency(Concurrency), Options, Cores),
    option(seed(Seed), Options, 1),
    default_balance(Game, DefaultBalance),
    option(balance(Balance), Options, DefaultBalance),
    option(memory(Memory), Options, 2048),
    option(restart(Restart), Options, game),
    (   restart_mode(Restart)
    ->  true
    ;   domain_error(restart, Restart)
    ),
    findall(Level, level_name(Game, Level, _), AllLevels),
    option(levels(Levels), Options, AllLevels),
    tournament_command(Command),
    sandbox_setting(Command, Options, Sandbox),
    (   Schedule = match(_, _)
    ->  Suffix = '-match'
    ;   Suffix = '-tournament'
    ),
    out_folder(Command, Folder, Suffix, Options, Out),
    directory_file_path(Out, games, GamesFolder),
    Settings = _{game: Game, openings: Openings, plies: Plies, seconds: Seconds,
                 concurrency: Concurrency, seed: Seed, balance: Balance, memory: Memory,
                 levels: Levels, restart: Restart,
                 schedule: Schedule, elo0: Elo0, elo1: Elo1, sandbox: Sandbox,
                 out: Out, games_folder: GamesFolder}.

restart_mode(game).
restart_mode(pairing).

                 /*******************************
                 *     ENTRANTS AND SCHEDULE    *
                 *******************************/

%   entrants(+Game, +Entries, +Levels, -Entrants): the students, one per
%   subfolder of the class (its Entries, with_class_entries/3), then
%   Tabuleiro's Levels; each `student(Name, Path)` or `level(Name,
%   Level)`.  A folder named like a level plays as `NAME (student)`.  A
%   link is no entrant, and is said so.

entrants(Game, Entries, Levels, Entrants) :-
    forall(member(entry(Link, _, link), Entries),
           ( terminal_text(Link, Shown),
             format(user_error, "~w is not an entrant: it is a link, not a folder of its own~n",
                    [Shown]) )),
    findall(student(Name, Path),
            ( member(entry(File, Path, folder), Entries),
              student_name(Game, File, Name) ),
            Students),
    findall(level(Name, Level),
            ( member(Level, Levels), level_name(Game, Level, Name) ),
            LevelEntrants),
    append(Students, LevelEntrants, Entrants).

%   The levels are 1 to 3, and those a game adds that can play its
%   standard rules now (the perfect player, where its database is).

level_name(Game, Level, Name) :-
    game_level(Game, Level, _),
    (   Level =< 3
    ->  true
    ;   \+ level_unavailable(Game, Level, [], _)
    ),
    level_entrant(Level, entrant(Name, _, _)).

student_name(Game, File, Name) :-
    (   level_name(Game, _, File)
    ->  atom_concat(File, ' (student)', Name)
    ;   Name = File
    ).

entrant_name(student(Name, _), Name).
entrant_name(level(Name, _), Name).

%   schedule(+Entrants, +Settings, -Games): the games to play, each
%   game(Number, First, Second, Opening), First and Second entrant names
%   in playing order.

schedule(Entrants, Settings, Games) :-
    findall(A-B, meeting(Settings.schedule, Entrants, A, B), Pairs),
    Openings = Settings.opening_moves,
    findall(First-Second-Opening,
            ( member(A-B, Pairs),
              member(Opening, Openings),
              ( First-Second = A-B ; First-Second = B-A ) ),
            Unnumbered),
    foldl(numbered_game, Unnumbered, Games, 1, _).

numbered_game(First-Second-Opening, game(N, First, Second, Opening), N, N1) :-
    N1 is N + 1.

meeting(round_robin, Entrants, A, B) :-
    append(_, [EntrantA|Later], Entrants),
    member(EntrantB, Later),
    entrant_name(EntrantA, A),
    entrant_name(EntrantB, B).
meeting(gauntlet, Entrants, A, B) :-
    member(student(A, _), Entrants),
    member(level(B, _), Entrants).

                 /*******************************
                 *        PLAYING THE GAMES     *
                 *******************************/

%   play_games(+Games, +Entrants, +Settings, -Played, -Stopped): every
%   game, by Settings.concurrency threads; Played are `played(Game,
%   Result, File)` or `not_played(Game, Why)`, in the order of Games.
%   A Ctrl-C stops the games in progress (their students' processes end
%   with them) and the rest: Played are then the games finished before,
%   and Stopped is `true` (else `false`).  With Settings.restart =
%   `pairing`, a worker plays a pairing's games one after the other.

play_games(Games, Entrants, Settings, Played, Stopped) :-
    length(Games, Total),
    restart_jobs(Settings.restart, Games, GameJobs),
    length(GameJobs, JobCount),
    Workers is min(Settings.concurrency, max(1, JobCount)),
    Collected = collected([]),
    get_time(Start),
    with_game_workers(Workers, Entrants, Settings, pool(Jobs, Done),
                      ( forall(member(Job, GameJobs), thread_send_message(Jobs, Job)),
                        collect_games(Total, Done, Settings.put(start, Start), Collected) ),
                      Stopped),
    arg(1, Collected, Played0),
    sort(1, @<, Played0, Played).

%   with_game_workers(+Count, +Entrants, +Settings, -Pool, :Goal,
%   -Stopped): Goal runs once, while Count threads play each job Goal
%   sends to Pool, `pool(Jobs, Done)`, `pairing(Games)`, and send Done
%   what each game gave (play_pairing/4).  A Ctrl-C stops Goal and the games in progress;
%   Stopped is then `true`, else `false`.  The threads are made once,
%   before Goal: a match that made two threads for each pair of games
%   lost about one Ctrl-C in 30 (prolog/tabuleiro/interrupt.pl).

with_game_workers(Count, Entrants, Settings, pool(Jobs, Done), Goal, Stopped) :-
    message_queue_create(Jobs),
    message_queue_create(Done),
    findall(Id,
            ( between(1, Count, _),
              thread_create(worker(Jobs, Done, Entrants, Settings), Id, []) ),
            Ids),
    ctrl_c_interrupts(on_ctrl_c(( Goal, Stopped = false ), Stopped = true)),
    (   Stopped == true
    ->  stop_workers(Jobs, Ids)
    ;   forall(member(_, Ids), thread_send_message(Jobs, no_more_games))
    ),
    maplist([Id]>>thread_join(Id, _), Ids),
    message_queue_destroy(Jobs),
    message_queue_destroy(Done).

%   stop_workers(+Jobs, +Ids): the games not started are taken back, and
%   each worker's games in progress are stopped (the cleanup of
%   play_pairing/4 ends their students' processes), so that the workers
%   end.

stop_workers(Jobs, Ids) :-
    take_all(Jobs),
    forall(member(_, Ids), thread_send_message(Jobs, no_more_games)),
    forall(member(Id, Ids),
           catch(thread_signal(Id, throw(tournament_stopped)), _, true)).

take_all(Queue) :-
    (   thread_get_message(Queue, _, [timeout(0)])
    ->  take_all(Queue)
    ;   true
    ).

worker(Jobs, Done, Entrants, Settings) :-
    catch(play_jobs(Jobs, Done, Entrants, Settings), tournament_stopped, true).

play_jobs(Jobs, Done, Entrants, Settings) :-
    thread_get_message(Jobs, Job),
    (   Job == no_more_games
    ->  true
    ;   Job = pairing(Games),
        play_pairing(Games, Entrants, Settings, Done),
        play_jobs(Jobs, Done, Entrants, Settings)
    ).

%   restart_jobs(+Restart, +Games, -Jobs): the workers' jobs,
%   `pairing(PairingGames)` (play_pairing/4): each game alone, or for
%   `pairing` each run of games between the same two entrants.

restart_jobs(game, Games, Jobs) :-
    findall(pairing([Game]), member(Game, Games), Jobs).
restart_jobs(pairing, Games, Jobs) :-
    pairing_runs(Games, Jobs).

pairing_runs([], []).
pairing_runs([Game|Games], [pairing([Game|Same])|Jobs]) :-
    game_pair(Game, Pair),
    same_pair_prefix(Games, Pair, Same, Rest),
    pairing_runs(Rest, Jobs).

same_pair_prefix([Game|Games], Pair, [Game|Same], Rest) :-
    game_pair(Game, Pair),
    !,
    same_pair_prefix(Games, Pair, Same, Rest).
same_pair_prefix(Games, _, [], Games).

game_pair(game(_, First, Second, _), Pair) :-
    msort([First, Second], Pair).

%   collect_games(+Left, +Done, +Settings, +Collected): the games still
%   to finish, each announced with the running scores and the time the
%   rest should take, at the pace so far.  Collected is
%   `collected(Played)`, the games so far, kept by nb_setarg/3 so that a
%   Ctrl-C leaves them there.

collect_games(0, _, _, _) :- !.
collect_games(Left, Done, Settings, Collected) :-
    thread_get_message(Done, One),
    arg(1, Collected, Played0),
    Played1 = [One|Played0],
    nb_setarg(1, Collected, Played1),
    Left1 is Left - 1,
    progress_line(Played1, Left1, Settings),
    collect_games(Left1, Done, Settings, Collected).

%   In a Swiss round, the counts and the time are the round's, the
%   scores those of every game so far (Settings.earlier, the rounds
%   before).

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

% A score in points, whole or with its half: 3, 2.5.
score_text(Score, Text) :-
    (   Score =:= round(Score)
    ->  format(string(Text), "~d", [round(Score)])
    ;   format(string(Text), "~1f", [Score])
    ).

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

%   play_pairing(+Games, +Entrants, +Settings, +Done): the games of one
%   pairing (one game alone with --restart=game), in order, each sent to
%   Done once played.  A student's process starts at the first game, for
%   the games left, and again after a game it forfeited or one that could
%   not be played (restarted/3); at the end, however, all are gone.

play_pairing(Games, Entrants, Settings, Done) :-
    with_student_processes(Processes,
                           pairing_games(Games, pairing(Entrants, Settings, Done, Processes),
                                         [])).

%   pairing_games(+Games, +Pairing, +Running): Games played, Running the
%   entrants started for them so far, `Name-(Entrant-Process)`.

pairing_games([], _, _).
pairing_games([Game|Games], Pairing, Running0) :-
    Pairing = pairing(_, Settings, Done, Processes),
    Game = game(_, First, Second, _),
    length([Game|Games], Left),
    foldl(running_entrant(Pairing, Left), [First, Second], Problems, Running0, Running1),
    (   exclude(==(none), Problems, [Problem|_])
    ->  unplayed(Problem, Game, Played)
    ;   maplist([Name, Entrant]>>memberchk(Name-(Entrant-_), Running1), [First, Second], Pair),
        catch(refereed_game(Game, Pair, Settings, Played), Error,
              not_played(Error, Game, Played))
    ),
    thread_send_message(Done, Played),
    restarted(Settings.game, Played, Names),
    foldl(stopped_entrant(Processes), Names, Running1, Running),
    pairing_games(Games, Pairing, Running).

%   running_entrant(+Pairing, +Left, +Name, -Problem, +Running0,
%   -Running): the entrant Name runs, started now for the Left games
%   if it did not; Problem is `none`, or why it could not start:
%   `not_set_up` or `error(Error)`.

running_entrant(_, _, Name, none, Running, Running) :-
    memberchk(Name-_, Running),
    !.
running_entrant(Pairing, Left, Name, Problem, Running0, Running) :-
    catch(( started_entrant(Pairing, Left, Name, Started)
          ->  Problem = none
          ;   Problem = not_set_up
          ),
          Error,
          ( stop_goes_on(Error), Problem = error(Error) )),
    (   Problem == none
    ->  Running = [Name-Started|Running0]
    ;   Running = Running0
    ).

%   started_entrant(+Pairing, +Left, +Name, -Started): Started is
%   `Entrant-Process`, the entrant Name: a level (Process `none`), or a
%   student's process started for Left games.

started_entrant(pairing(Entrants, Settings, _, Processes), Left, Name, Entrant-Process) :-
    (   memberchk(level(Name, Level), Entrants)
    ->  level_entrant(Level, Entrant),
        Process = none
    ;   memberchk(student(Name, Path), Entrants),
        student_settings(Settings, Left, StudentSettings),
        start_student_entrant(Processes, Settings.game, Path, StudentSettings.put(name, Name),
                              Entrant, Process)
    ).

stopped_entrant(Processes, Name, Running0, Running) :-
    (   selectchk(Name-(_-Process), Running0, Running)
    ->  (   Process == none
        ->  true
        ;   stop_student_process(Processes, Process)
        )
    ;   Running = Running0
    ).

% A student's process has, for each game it is started for, the time of
% all its moves in the longest game, and half a minute to load.
student_settings(Settings, Games,
                 _{move_seconds: Settings.seconds, seconds: Seconds,
                   memory: Settings.memory, sandbox: Settings.sandbox}) :-
    Seconds is ceiling(Settings.seconds * (Settings.plies + 1) / 2 * Games + 30).

%   restarted(+Game, +Played, -Names): the entrants that start afresh
%   after the game Played: the one that forfeited it, both when it was
%   not played, none otherwise.

restarted(_, not_played(game(_, First, Second, _), _), [First, Second]) :-
    !.
restarted(Game, Played, Names) :-
    players(Game, [FirstPlayer, _]),
    (   forfeited_by(FirstPlayer, Played, Name, _)
    ->  Names = [Name]
    ;   Names = []
    ).

%   refereed_game(+Game, +Pair, +Settings, -Played): Game between the
%   entrants Pair, First's and Second's, its randomness drawn from the
%   seed and its number, refereed and saved in the games' folder.

refereed_game(Game, Pair, Settings, played(Game, Result, File)) :-
    Game = game(N, First, Second, Opening),
    Seed is Settings.seed * 100_003 + N,
    set_random(seed(Seed)),
    game_file(Settings, N, First, Second, File),
    Options = [opening(Opening), max_plies(Settings.plies), move_seconds(Settings.seconds),
               adjudicate(true), save(File)],
    referee_game(Settings.game, Pair, Options, Result).

unplayed(not_set_up, Game, not_played(Game, "the game could not be set up")).
unplayed(error(Error), Game, Played) :-
    not_played(Error, Game, Played).

%   not_played(+Error, +Game, -Played): Game, not played for Error.

not_played(Error, Game, not_played(Game, Why)) :-
    stop_goes_on(Error),
    message_text(Error, Why).

% The tournament's own stop (Ctrl-C, stop_workers/2) goes on up.
stop_goes_on(Error) :-
    (   Error == tournament_stopped
    ->  throw(Error)
    ;   true
    ).

% games/0012-alice-level_2.txt: the entrants' names, as file names.
game_file(Settings, N, First, Second, File) :-
    maplist(file_word, [First, Second], [A, B]),
    format(atom(Base), "~|~`0t~d~4+-~w-~w.txt", [N, A, B]),
    directory_file_path(Settings.games_folder, Base, File).

file_word(Name, Word) :-
    atom_codes(Name, Codes0),
    maplist(file_code, Codes0, Codes1),
    length(Codes1, Length),
    Kept is min(40, Length),
    length(Codes, Kept),
    append(Codes, _, Codes1),
    atom_codes(Word, Codes).

file_code(Code0, Code) :-
    (   code_type(Code0, csym), Code0 < 128
    ->  Code = Code0
    ;   Code = 0'_
    ).

%   played_results(+Game, +Played, -Results): the results of the games
%   played, as ratings.pl takes them: result(First, Second, Score).

played_results(Game, Played, Results) :-
    players(Game, [FirstPlayer, _]),
    convlist(played_result(FirstPlayer), Played, Results).

played_result(FirstPlayer, played(game(_, First, Second, _), game_result(Outcome, _, _, _), _),
              result(First, Second, Score)) :-
    outcome_score(Outcome, FirstPlayer, Score).

outcome_score(draw, _, 0.5).
outcome_score(winner(Player), FirstPlayer, Score) :-
    (   Player == FirstPlayer
    ->  Score = 1
    ;   Score = 0
    ).

                 /*******************************
                 *            REPORTS           *
                 *******************************/

write_reports(Settings0, Entrants, Played) :-
    maplist(entrant_name, Entrants, Names),
    played_results(Settings0.game, Played, Results),
    crosstable(Results, Crosstable, [entrants(Names)]),
    ratings(Results, Names, Ratings),
    losses(Settings0.game, Played, Losses),
    ratings_plot(Settings0.out, Ratings, Plot),
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

%   losses(+Game, +Played, -Losses): `loss(Name, Kind, Count, Example)`
%   for each entrant and cause of the games it lost other than by the
%   rules, Example the first such game: `example(File, Position,
%   Detail)`.

losses(Game, Played, Losses) :-
    players(Game, [FirstPlayer, _]),
    findall(Name-Kind-example(File, Position, Detail),
            ( member(Lost, Played),
              forfeited_by(FirstPlayer, Lost, Name, forfeit(Kind, Position, Detail)),
              Lost = played(_, _, File) ),
            Forfeits),
    forfeit_groups(Forfeits, Losses).

%   forfeited_by(+FirstPlayer, +Played, -Name, -Forfeit): the game
%   Played was lost by the entrant Name's Forfeit, `forfeit(Kind,
%   Position, Detail)`; FirstPlayer is the game's first player.

forfeited_by(FirstPlayer,
             played(game(_, First, Second, _), game_result(winner(Winner), Forfeit, _, _), _),
             Name, Forfeit) :-
    Forfeit = forfeit(_, _, _),
    (   Winner == FirstPlayer
    ->  Name = Second
    ;   Name = First
    ).

forfeit_groups([], []).
forfeit_groups([Name-Kind-Example|Forfeits], [loss(Name, Kind, Count, Example)|Losses]) :-
    partition(same_loss(Name, Kind), Forfeits, Same, Others),
    length(Same, Later),
    Count is Later + 1,
    forfeit_groups(Others, Losses).

same_loss(Name, Kind, Name1-Kind1-_) :-
    Name1-Kind1 == Name-Kind.

write_markdown(Out, report(Settings, Names, Played, Crosstable, Ratings-Plot, Losses)) :-
    game_title(Settings.game, Title),
    format(Out, "# Tournament: ~w~n~n", [Title]),
    settings_paragraph(Out, Settings, Names, Played),
    ratings_section(Out, Crosstable, Ratings),
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

%   The openings that are not level, when too few level ones were drawn:
%   the games on them may favour one colour, though each is played with
%   both.

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

ratings_section(Out, _, no_ratings(Why)) :-
    !,
    cell_text(Why, Cell),
    format(Out, "~n## Ratings~n~nNo ratings: ~w~n", [Cell]).
ratings_section(Out, crosstable(_, _, Totals), ratings(Anchor, Fit, Rows, Superiority)) :-
    cell_text(Anchor, AnchorCell),
    fit_words(Fit, FitWords),
    format(Out, "~n## Ratings~n~nElo ratings, ~w = 0, with their 95% intervals \c
                 (a Bradley-Terry fit~w); LOS is the likelihood that the entrant is \c
                 stronger than the next one down.~n~n", [AnchorCell, FitWords]),
    format(Out, "| Rank | Entrant | Elo | 95% interval | Score | Games | LOS |~n", []),
    format(Out, "|---|---|---|---|---|---|---|~n", []),
    foldl(rating_line(Out, Totals, Superiority), Rows, 1, _).

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

loss_json(loss(Name0, Kind, Count, example(File, Position, Detail0)),
          _{entrant: Name, cause: Kind, games: Count, first_game: Base, position: Position,
            detail: Detail}) :-
    clean_text(Name0, Name),
    clean_text(Detail0, Detail),
    file_base_name(File, Base).

                 /*******************************
                 *  A MATCH WITH A STOPPING RULE *
                 *******************************/

%   play_match(+A, +B, +Entrants, +Settings): A plays B, the two games of
%   one opening at a time, until the sequential test (prolog/tabuleiro/tournament/
%   sprt.pl) decides whether A is stronger than B by Settings.elo1 Elo
%   or by Settings.elo0 at most, or the openings run out; the verdict is
%   said and written in the match report.

play_match(A, B, Entrants, Settings) :-
    maplist(match_entrant(Entrants), [A, B]),
    Openings = Settings.opening_moves,
    maplist(terminal_text, [A, B], [ShownA, ShownB]),
    length(Openings, Most),
    MostGames is 2 * Most,
    format("Match of ~w: ~w against ~w, until the test decides (at most ~d games; \c
            Ctrl-C stops it and reports the games played)~n",
           [Settings.game, ShownA, ShownB, MostGames]),
    Collected = collected([]),
    Workers is min(Settings.concurrency, 2),
    with_game_workers(Workers, Entrants, Settings, Pool,
                      match_games(Openings, 1, match(A, B, Pool, Settings), Collected),
                      Stopped),
    arg(1, Collected, Played),
    match_record(Settings.game, A, Played, Record),
    sprt_options(A, B, Settings, Options),
    sprt_verdict_text(Record, Options, Verdict),
    (   Stopped == true
    ->  remove_uncounted_games(Settings.games_folder, Played),
        string_concat("Stopped (Ctrl-C), the games in progress not counted. ", Verdict, Text)
    ;   Text = Verdict
    ),
    terminal_text(Text, Shown),
    format("~w~n", [Shown]),
    write_match_reports(match(A, B, Entrants, Settings.put(stopped, Stopped)),
                        Played, Record, Options, Text).

match_entrant(Entrants, Name) :-
    (   member(Entrant, Entrants),
        entrant_name(Entrant, Name)
    ->  true
    ;   terminal_text(Name, Shown),
        format(user_error, "tournament: no entrant ~w for the match~n", [Shown]),
        halt(2)
    ).

sprt_options(A, B, Settings, [elo0(Settings.elo0), elo1(Settings.elo1), names(A, B)]).

%   match_games(+Openings, +N, +Match, +Collected): the games of each
%   opening, both colours at once (unless --concurrency=1), until the
%   test decides.  Match is `match(A, B, Pool, Settings)`, Pool the
%   threads that play the games (with_game_workers/6).  Collected is
%   `collected(Played)`, the games so far, kept by nb_setarg/3 so that a
%   Ctrl-C leaves them there.

match_games([], _, _, _).
match_games([Opening|Openings], N, Match, Collected) :-
    Match = match(A, B, pool(Jobs, Done), Settings),
    N1 is N + 1,
    thread_send_message(Jobs, pairing([game(N, A, B, Opening)])),
    thread_send_message(Jobs, pairing([game(N1, B, A, Opening)])),
    thread_get_message(Done, One),
    thread_get_message(Done, Other),
    sort(1, @<, [One, Other], PairPlayed),
    arg(1, Collected, Played0),
    append(Played0, PairPlayed, Played1),
    nb_setarg(1, Collected, Played1),
    match_record(Settings.game, A, Played1, Record),
    sprt_options(A, B, Settings, Options),
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    Record = wdl(W, D, L),
    terminal_text(A, ShownA),
    format("[~d games] ~w: W ~d, D ~d, L ~d; LLR ~2f (bounds ~2f, ~2f)~n",
           [N1, ShownA, W, D, L, LLR, Lower, Upper]),
    flush_output,
    (   Decision == continue
    ->  N2 is N + 2,
        match_games(Openings, N2, Match, Collected)
    ;   true
    ).

%   match_record(+Game, +A, +Played, -Record): wdl(Wins, Draws, Losses)
%   of A in the games played.

match_record(Game, A, Played, wdl(W, D, L)) :-
    played_results(Game, Played, Results),
    foldl(count_for(A), Results, 0-0-0, W-D-L).

count_for(A, result(First, _, Score0), W0-D0-L0, W-D-L) :-
    (   First == A
    ->  Score = Score0
    ;   Score is 1 - Score0
    ),
    (   Score =:= 1
    ->  W is W0 + 1, D = D0, L = L0
    ;   Score =:= 0
    ->  W = W0, D = D0, L is L0 + 1
    ;   W = W0, D is D0 + 1, L = L0
    ).

write_match_reports(match(A, B, _, Settings), Played, Record, Options, Text) :-
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    losses(Settings.game, Played, Losses),
    directory_file_path(Settings.out, 'match-report.md', Markdown),
    directory_file_path(Settings.out, 'match-report.json', Json),
    setup_call_cleanup(open(Markdown, write, Out, [encoding(utf8)]),
                       match_markdown(Out, Settings, A, B, Text, Losses),
                       close(Out)),
    maplist(clean_text, [A, B, Text], [CleanA, CleanB, CleanText]),
    maplist(game_json(Settings.game), Played, Games),
    maplist(loss_json, Losses, LossesJson),
    Record = wdl(W, D, L),
    Dict = _{game: Settings.game, a: CleanA, b: CleanB, elo0: Settings.elo0,
             elo1: Settings.elo1, decision: Decision, llr: LLR, lower: Lower,
             upper: Upper, wins: W, draws: D, losses: L, verdict: CleanText,
             stopped: Settings.stopped,
             games: Games, forfeits: LossesJson},
    setup_call_cleanup(open(Json, write, JOut, [encoding(utf8)]),
                       ( json_write_dict(JOut, Dict, [width(0)]), nl(JOut) ),
                       close(JOut)),
    format("Report: ~w and ~w; the games: ~w~n", [Markdown, Json, Settings.games_folder]).

match_markdown(Out, Settings, A, B, Text, Losses) :-
    opening_search_depth(Depth),
    game_title(Settings.game, Title),
    maplist(cell_text, [A, B, Text], [CellA, CellB, CellText]),
    format(Out, "# Match: ~w against ~w (~w)~n~n~w~n~n", [CellA, CellB, Title, CellText]),
    format(Out, "A sequential probability ratio test of H1, ~w is stronger by ~w Elo, \c
                 against H0, by ~w Elo at most (5% error each way), after each pair of \c
                 games on one opening of two random plies (seed ~d), kept when \c
                 Tabuleiro's search to depth ~d scores it within ~d of even \c
                 (`--balance`), played with both colours; ~w s per move, a draw at ~d \c
                 plies.~n",
           [CellA, Settings.elo1, Settings.elo0, Settings.seed, Depth, Settings.balance,
            Settings.seconds, Settings.plies]),
    openings_note_paragraph(Out, Settings),
    losses_section(Out, Losses),
    format(Out, "~nEvery game is in `games/`, in Tabuleiro's saved-game format.~n", []).
