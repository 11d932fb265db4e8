:- module(tabuleiro_tournament,
          [ tournament/2                % +Folder, +Options
          ]).
:- use_module(tabuleiro/games, [game/1, load_game_module/1]).
:- use_module(tabuleiro/tournament/schedule, [entrants/4, level_name/3, levels_left_out/2,
                                               entrant_name/2]).
:- use_module(tabuleiro/tournament/merge, [merge_records/3, refused/1]).
:- use_module(tabuleiro/submission/class_shards, [shard_suffix/3]).
:- use_module(tabuleiro/tournament/openings, [balanced_openings/5, default_balance/2]).
:- use_module(tabuleiro/tournament/games_folder, [clear_earlier_run/1]).
:- use_module(tabuleiro/tournament/round_robin, [play_tournament/2]).
:- use_module(tabuleiro/tournament/swiss_rounds, [play_swiss/2]).
:- use_module(tabuleiro/tournament/match, [match_entrants/3, play_match/4]).
:- use_module(tabuleiro/submission/class_command).
:- use_module(tabuleiro/submission/class_entries).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(error)).

/** <module> A class tournament of computer players, refereed by the C core

    swipl prolog/tournament.pl FOLDER --game=GAME [--games=N] [--plies=N]
                                      [--seconds=S] [--concurrency=N]
                                      [--out=DIR] [--gauntlet] [--seed=S]
                                      [--balance=M] [--memory=MB]
                                      [--levels=L,...] [--unsandboxed]
                                      [--swiss=R [--round=R [--previous=DIR]]]
                                      [--restart=game|pairing] [--shard=K/N]
    swipl prolog/tournament.pl --merge DIR... [--out=DIR]
    swipl prolog/tournament.pl --help

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

`--shard=K/N` plays slice K of N of the schedule (its pairings; a
match's openings) into DIR (default FOLDER-tournament-shard-K-of-N) as
records (prolog/tabuleiro/tournament/records.pl), and `--merge DIR...`
writes the report from the records of the N slices
(prolog/tabuleiro/tournament/merge.pl).  A run without `--shard` plays
slice 1/1, then merges its own folder: one path to the report, so that
the merged report of N slices is the single run's.  A Swiss is played
round by round with `--round=R`, paired from the records of rounds 1
to R-1 in `--previous=DIR`.
*/

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   memberchk('--help', Argv)
    ->  tournament_help,
        halt(0)
    ;   true
    ),
    tournament_command(Command),
    (   select('--merge', Argv, Slices)
    ->  catch(merge_arguments(Slices, Command, Folders, Options), class_usage(Problem),
              class_usage(Command, Problem)),
        merge_records(Command, Folders, Options)
    ;   catch(tournament_arguments(Argv, Command, Folder, Options), class_usage(Problem),
              class_usage(Command, Problem)),
        tournament(Folder, Options)
    ).

tournament_command(command(tournament, entrants,
                           "swipl prolog/tournament.pl FOLDER --game=GAME [--games=N] \c
                            [--plies=N] [--seconds=S] [--concurrency=N] [--out=DIR] \c
                            [--gauntlet] [--seed=S] [--balance=M] [--memory=MB] \c
                            [--levels=L,...] [--unsandboxed] [--swiss=R] \c
                            [--restart=game|pairing (default game)] \c
                            [--match=A,B [--elo0=E0] [--elo1=E1]] \c
                            [--round=R [--previous=DIR]] [--shard=K/N]\n   \c
                            or: swipl prolog/tournament.pl --merge DIR... [--out=DIR]",
                           [game-game-'GAME', games-count-'N', plies-count-'N',
                            seconds-seconds-'S', concurrency-count-'N', out-folder-'DIR',
                            seed-whole-'S', balance-whole-'M', memory-count-'MB',
                            levels-numbers-'L,...', match-pair-'A,B',
                            elo0-number-'E0', elo1-number-'E1', swiss-count-'R',
                            % A word, read as a folder's name is, then checked:
                            restart-folder-'game|pairing',
                            shard-shard-'K/N', round-count-'R', previous-folder-'DIR'],
                           [gauntlet, unsandboxed],
                           doing("Playing", played, plays, entrant))).

%   tournament_help: the usage, then every option with its default and
%   its meaning, on stdout.
tournament_help :-
    tournament_command(command(_, _, Usage, _, _, _)),
    format("Usage: ~w~n~n", [Usage]),
    format("Plays the computer players of FOLDER's subfolders (one per student)~n\c
            and Tabuleiro's levels against each other, refereed by the C core,~n\c
            each student in a sandboxed process; writes every game and the report~n\c
            (tournament-report.md and .json, or match-report.md and .json) in DIR.~n~n\c
            Options (default in brackets):~n", []),
    forall(option_help(Option, Meaning),
           format("  ~w~t~19|~w~n", [Option, Meaning])).

option_help('--game=GAME', Meaning) :-
    findall(Game, game(Game), Games),
    atomic_list_concat(Games, ', ', Known),
    format(atom(Meaning), "the game: ~w [required]", [Known]).
option_help('--games=N', 'openings a pairing plays, each with both colours').
option_help('', '[1; a match: at most 100]').
option_help('--plies=N', 'plies before a game is a draw (or adjudicated) [200]').
option_help('--seconds=S', 'time for each move, in seconds [10]').
option_help('--concurrency=N', Meaning) :-
    current_prolog_flag(cpu_count, Cores),
    format(atom(Meaning), "games played at once [the number of cores, ~d]", [Cores]).
option_help('--out=DIR', 'the games and the report [FOLDER-tournament,').
option_help('', 'or FOLDER-match, beside FOLDER]').
option_help('--seed=S', 'draws the openings, the games\' chances, the Swiss order [1]').
option_help('--balance=M', 'openings kept within M of even [the game\'s own]').
option_help('--memory=MB', 'memory limit of a student\'s process [2048]').
option_help('--levels=L,...', 'Tabuleiro\'s levels that play, or none [all that can]').
option_help('--gauntlet', 'each student against each level only [off]').
option_help('--swiss=R', 'a Swiss tournament of R rounds [off]').
option_help('--restart=R', 'a student\'s process for each game or each pairing [game]').
option_help('--match=A,B', 'a match of A against B until the SPRT decides [off]').
option_help('--elo0=E0', 'the match\'s H0: A stronger by E0 Elo at most [0]').
option_help('--elo1=E1', 'the match\'s H1: A stronger by E1 Elo [10]').
option_help('--round=R', 'with --swiss: play round R alone [off: every round]').
option_help('--previous=DIR', 'with --round=R: the records of rounds 1 to R-1').
option_help('--shard=K/N', 'play slice K of N, as records, for --merge [off]').
option_help('', 'DIR then defaults to FOLDER-tournament-shard-K-of-N').
option_help('--merge DIR...', 'the report from the records of every slice of a run').
option_help('', 'into --out=DIR [as the run would: FOLDER-tournament]').
option_help('--unsandboxed', 'run without the bubblewrap sandbox [off: sandboxed]').
option_help('--help', 'this text').

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
    round_arguments(Options),
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

% --round=R plays round R of a Swiss; from round 2 on, paired from the
% records of the rounds before it, --previous=DIR.  A slice of a Swiss
% plays one round: the next is paired from the results of every slice.
round_arguments(Options) :-
    (   option(round(Round), Options)
    ->  (   option(swiss(Rounds), Options)
        ->  true
        ;   throw(class_usage("--round is a round of a Swiss: --swiss=R --round=R"))
        ),
        (   Round =< Rounds
        ->  true
        ;   throw(class_usage(format("--round=~d: the Swiss has ~d rounds", [Round, Rounds])))
        ),
        (   Round > 1, \+ option(previous(_), Options)
        ->  throw(class_usage(format("--round=~d pairs from the records of rounds 1 to ~d: \c
                                      --previous=DIR", [Round, Round - 1])))
        ;   Round =:= 1, option(previous(_), Options)
        ->  throw(class_usage("--round=1 has no rounds before it: no --previous"))
        ;   true
        )
    ;   option(previous(_), Options)
    ->  throw(class_usage("--previous goes with --round=R"))
    ;   option(swiss(_), Options), option(shard(_), Options)
    ->  throw(class_usage("a Swiss is played in slices round by round: --round=R --shard=K/N"))
    ;   true
    ).

%!  tournament(+Folder, +Options) is det.
%
%   Plays the tournament of the entrants of Folder, showing progress,
%   and writes the report.  Options are those of the command line, as
%   terms: game(G) (required), games(N), plies(N), seconds(S),
%   concurrency(N), out(Dir), gauntlet(true), seed(S), balance(M),
%   memory(MB), levels(List), unsandboxed(true), match(A-B), elo0(E0),
%   elo1(E1), swiss(R), restart(R) (`game` or `pairing`), round(R) and
%   previous(Dir) (round R of a Swiss, paired from the records of Dir),
%   shard(K/N).  It plays the slice 1/1 of the schedule, or the slice
%   K/N of shard(K/N), and writes its records (records.pl) into Dir;
%   without shard(K/N) it then writes the report from them, as the
%   merge of the N slices of a run does (merge.pl).
%
%   @error existence_error(option, game) without game(G).
%   @error domain_error(restart, R) for another restart(R).

tournament(Folder, Options) :-
    tournament_command(Command),
    class_folder(Command, Folder),
    settings(Folder, Options, Settings),
    clear_earlier_run(Settings.out),
    forall(member(left_out(_, Text), Settings.left_out), format("~w~n", [Text])),
    catch(with_class_entries(Folder, Entries, play_entries(Entries, Settings)),
          shard_refused(Message), refused(Message)),
    (   Settings.sharded == true
    ->  Settings.shard = K/N,
        format("Slice ~d/~d: its records are in ~w; --merge with the folders of the \c
                other slices writes the report.~n", [K, N, Settings.out])
    ;   merge_records(Command, [Settings.out], [out(Settings.out)])
    ).

play_entries(Entries, Settings0) :-
    entrants(Settings0.game, Entries, Settings0.levels, Entrants),
    maplist(entrant_name, Entrants, Names),
    (   Settings0.schedule = match(A, B)
    ->  match_entrants(A, B, Entrants)
    ;   true
    ),
    % The openings are drawn once, before any game, so that the report
    % can say how they were chosen.
    balanced_openings(Settings0.game, Settings0.openings, Settings0.balance, Settings0.seed,
                      openings(Openings, OpeningsNote)),
    Settings = Settings0.put(_{entrants: Names, opening_moves: Openings,
                               openings_note: OpeningsNote}),
    (   Settings.schedule = match(A, B)
    ->  play_match(A, B, Entrants, Settings)
    ;   Settings.schedule = swiss(_)
    ->  play_swiss(Entrants, Settings)
    ;   play_tournament(Entrants, Settings)
    ).

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
    (   option(levels(_), Options)
    ->  LeftOut = []
    ;   levels_left_out(Game, LeftOut)
    ),
    tournament_command(Command),
    sandbox_setting(Command, Options, Sandbox),
    shard_settings(Options, Shard),
    out_suffix(Schedule, Options, Suffix),
    out_folder(Command, Folder, Suffix, Options, Out),
    directory_file_path(Out, games, GamesFolder),
    absolute_file_name(Folder, Class),
    Settings0 = _{game: Game, openings: Openings, plies: Plies, seconds: Seconds,
                  concurrency: Concurrency, seed: Seed, balance: Balance, memory: Memory,
                  levels: Levels, left_out: LeftOut, restart: Restart,
                  schedule: Schedule, elo0: Elo0, elo1: Elo1, sandbox: Sandbox,
                  out: Out, games_folder: GamesFolder, folder: Class},
    Settings = Settings0.put(Shard).

% The slice the run plays: the one of --shard=K/N, or all of it, 1/1;
% shard_words says which, after the counts of games it announces.
shard_settings(Options, Shard) :-
    (   option(shard(K/N), Options)
    ->  format(string(Words), " (slice ~d/~d)", [K, N]),
        Shard0 = _{shard: K/N, sharded: true, shard_words: Words}
    ;   Shard0 = _{shard: 1/1, sharded: false, shard_words: ""}
    ),
    (   option(round(Round), Options)
    ->  Shard1 = Shard0.put(round, Round)
    ;   Shard1 = Shard0
    ),
    (   option(previous(Previous), Options)
    ->  Shard = Shard1.put(previous, Previous)
    ;   Shard = Shard1
    ).

% The folder beside the class: FOLDER-tournament, FOLDER-match, and for
% a round or a slice, -round-R and -shard-K-of-N after it.
out_suffix(Schedule, Options, Suffix) :-
    (   Schedule = match(_, _)
    ->  Suffix0 = '-match'
    ;   option(round(Round), Options)
    ->  format(atom(Suffix0), "-tournament-round-~d", [Round])
    ;   Suffix0 = '-tournament'
    ),
    (   option(shard(Shard), Options)
    ->  shard_suffix(Suffix0, Shard, Suffix)
    ;   Suffix = Suffix0
    ).

restart_mode(game).
restart_mode(pairing).
