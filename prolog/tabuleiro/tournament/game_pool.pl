:- module(tabuleiro_tournament_game_pool,
          [ play_games/5,               % +Games, +Entrants, +Settings, -Played, -Stopped
            play_units/5,               % +Slice, +Entrants, +Settings, -Records, -Stopped
            unit_records/4,             % +Slice, +Played, +Missing, -Records
            with_game_workers/6         % +Count, +Entrants, +Settings, -Pool, :Goal, -Stopped
          ]).
:- use_module(referee, [referee_game/4, level_entrant/2]).
:- use_module(student_entrant, [with_student_processes/2, start_student_entrant/6, seed_entrant/2,
                                stop_student_process/2, entrant_cannot_play/2]).
:- use_module(results, [forfeited_by/4]).
:- use_module(progress, [progress_line/3]).
:- use_module('../game_plugin', [players/2]).
:- use_module('../interrupt', [ctrl_c_interrupts/1, on_ctrl_c/2]).
:- use_module('../message_text', [message_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

/** <module> The threads that play a tournament's games

A pool of worker threads takes jobs, the games of one pairing each, and
plays them: each student from its sandboxed process
(student_entrant.pl), each game refereed by the C core (referee.pl) and
saved.  Ctrl-C stops the games in progress, and their students'
processes with them.
*/

:- meta_predicate with_game_workers(+, +, +, -, 0, -).

%!  play_games(+Games, +Entrants, +Settings, -Played, -Stopped) is det.
%
%   Plays every game of Games, by Settings.concurrency threads; Played
%   are `played(Game, Result, File)` or `not_played(Game, Why)`, in the
%   order of Games.  A Ctrl-C stops the games in progress (their students' processes end with
%   them) and the rest: Played are then the games finished before, and
%   Stopped is `true` (else `false`).  With Settings.restart = `pairing`, a
%   worker plays a pairing's games one after the other.

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

%!  play_units(+Slice, +Entrants, +Settings, -Records, -Stopped) is det.
%
%   Plays the games of the units of Slice, `Index-(Item-Games)` (a
%   shard's share of the schedule, records.pl), as play_games/5 does.
%   Records are `record(Index, Item, games(Played, Status))`, one a
%   unit: Played its games played, each saved game named by its file's
%   base name, and Status `complete`, or `stopped` when a Ctrl-C came
%   before all its games were played.

play_units(Slice, Entrants, Settings, Records, Stopped) :-
    findall(Game, ( member(_-(_-Games), Slice), member(Game, Games) ), AllGames),
    play_games(AllGames, Entrants, Settings, Played, Stopped),
    unit_records(Slice, Played, stopped, Records).

%!  unit_records(+Slice, +Played, +Missing, -Records) is det.
%
%   Records are those of play_units/5 for the units of Slice, from the
%   games Played; a unit with games missing has Status Missing.

unit_records(Slice, Played, Missing, Records) :-
    maplist(unit_record(Played, Missing), Slice, Records).

unit_record(Played, Missing, Index-(Item-Games),
            record(Index, Item, games(UnitPlayed, Status))) :-
    include(played_in(Games), Played, UnitPlayed0),
    maplist(recorded_game, UnitPlayed0, UnitPlayed),
    length(Games, Scheduled),
    length(UnitPlayed, Count),
    (   Count =:= Scheduled
    ->  Status = complete
    ;   Status = Missing
    ).

played_in(Games, Played) :-
    arg(1, Played, game(N, _, _, _)),
    memberchk(game(N, _, _, _), Games).

% A record names its saved game by the file's base name: the folder
% that holds it moves when a shard's records are merged.
recorded_game(played(Game, Result, File), played(Game, Result, Base)) :-
    !,
    file_base_name(File, Base).
recorded_game(NotPlayed, NotPlayed).

%!  with_game_workers(+Count, +Entrants, +Settings, -Pool, :Goal, -Stopped) is det.
%
%   Goal runs once, while Count threads play each job Goal sends to Pool,
%   `pool(Jobs, Done)`, `pairing(Games)`, and send Done what each game gave
%   (play_pairing/4).  A Ctrl-C stops Goal and the games in progress;
%   Stopped is then `true`, else `false`.  The threads are made once,
%   before Goal: a match that made two threads for each pair of games lost
%   about one Ctrl-C in 30 (prolog/tabuleiro/interrupt.pl).

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
    ->  unplayed(Problem, Game, Played),
        restarted(Settings.game, Played, Names)
    ;   maplist([Name, Entrant]>>memberchk(Name-(Entrant-_), Running1), [First, Second], Pair),
        (   void_game(Pair, Why)
        ->  Played = not_played(Game, Why),
            Names = []
        ;   catch(refereed_game(Game, Pair, Settings, Played), Error,
                  not_played(Error, Game, Played)),
            restarted(Settings.game, Played, Names)
        )
    ),
    thread_send_message(Done, Played),
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

%   void_game(+Pair, -Why): neither entrant of Pair can play (their
%   submissions did not load): the game is void, not played and not
%   scored, rather than won by the second player when the first
%   forfeits its first move.  Their processes are kept for the
%   pairing's other games, which a fresh process would not load either.

void_game([First, Second], Why) :-
    entrant_cannot_play(First, WhyFirst),
    entrant_cannot_play(Second, WhySecond),
    First = entrant(A, _, _),
    Second = entrant(B, _, _),
    format(string(Why), "void: neither entrant could play (~w: ~w; ~w: ~w)",
           [A, WhyFirst, B, WhySecond]).

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
%   entrants Pair, First's and Second's, its randomness (ours and the
%   students' processes') drawn from the seed and its number, refereed
%   and saved in the games' folder.

refereed_game(Game, Pair, Settings, played(Game, Result, File)) :-
    Game = game(N, First, Second, Opening),
    Seed is Settings.seed * 100_003 + N,
    set_random(seed(Seed)),
    maplist(seed_entrant(Seed), Pair),
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
