:- module(tabuleiro_tournament_student,
          [ with_student_entrant/5,     % +Game, +Folder, +Settings, -Entrant, :Goal
            with_student_processes/2,   % -Processes, :Goal
            start_student_entrant/6,    % +Processes, +Game, +Folder, +Settings, -Entrant, -Process
            stop_student_process/2,     % +Processes, +Process
            entrant_cannot_play/2,      % +Entrant, -Why
            seed_entrant/2              % +Seed, +Entrant
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module('../submission/student_link').
:- use_module('../submission/submission_process').
:- use_module('../submission/class_entries', [remove_run_folder/1]).
:- use_module('../message_text', [message_text/2]).
:- use_module('../kit/cross_check_judge', [move_leading_to/6]).
:- use_module('../game_state', [state_board/2, state_player/2, state_rules/2]).

/** <module> A student's computer player as a tournament entrant

A submission folder, laid out as for grading (prolog/grade.pl: the
student's files and an `adapter.pl` with grade_game/1 and
grade_options/1), plays through its `choose_move(P)` student option
(prolog/tabuleiro/kit/cross_check_student.pl), at the option `level(L)`.  Its
code runs in a process of its own, in the sandbox and under the limits
of grading (prolog/tabuleiro/submission/submission_process.pl), started for one game
(with_student_entrant/5) or for several, one after the other
(start_student_entrant/6), and gone when they end; each move is asked
over the link
(`choose_move(Board, Player, Rules, Level, Seconds)`), so that nothing
it does reaches the referee but its answer.

What goes wrong becomes the entrant's forfeit (`entrant_forfeit(Kind,
Detail)`, prolog/tabuleiro/tournament/referee.pl), at its first move when the
submission did not load (`not_loaded`, Detail the reason in words).
*/

:- meta_predicate
    with_student_entrant(+, +, +, -, 0),
    with_student_processes(-, 0).

%!  with_student_entrant(+Game, +Folder, +Settings, -Entrant, :Goal) is semidet.
%
%   Runs Goal once with Entrant, the submission Folder as an entrant of
%   referee_game/4 for Game, its process running for as long as Goal;
%   once Goal is done, however, the process and everything it started
%   are gone.  Settings are start_student_entrant/6's.

with_student_entrant(Game, Folder, Settings, Entrant, Goal) :-
    with_student_processes(Processes,
                           ( start_student_entrant(Processes, Game, Folder, Settings,
                                                   Entrant, _),
                             once(Goal) )).

%!  with_student_processes(-Processes, :Goal) is semidet.
%
%   Runs Goal once with Processes, where start_student_entrant/6 starts
%   processes; once Goal is done, however, every process started there
%   and not stopped yet is stopped (stop_student_process/2).

with_student_processes(Processes, Goal) :-
    Processes = student_processes([]),
    setup_call_cleanup(true, once(Goal), stop_all(Processes)).

stop_all(Processes) :-
    arg(1, Processes, Running),
    maplist(stop_student_process(Processes), Running).

%!  start_student_entrant(+Processes, +Game, +Folder, +Settings, -Entrant, -Process) is det.
%
%   Entrant is the submission Folder as an entrant of referee_game/4 for
%   Game, in its process Process, started now among Processes
%   (with_student_processes/2): it answers every move asked until it is
%   stopped (stop_student_process/2).  Settings is a dict:
%   `move_seconds` (the time for each move), `seconds` (the CPU time of
%   the process, and the time it has from start to end), `memory` (MB),
%   `sandbox` (`true` or `false`), and optionally `name`, the entrant's
%   name (default: the folder's).  A sandbox that does not start (a
%   cause outside the student's code) is tried again; then the games
%   cannot be played, and are not scored (the tournament reports them
%   among the games not played).
%
%   @throws format(Format, Arguments) when the sandbox did not start, twice.

start_student_entrant(Processes, Game, Folder, Settings, Entrant, Process) :-
    (   get_dict(name, Settings, Name)
    ->  true
    ;   file_base_name(Folder, Name)
    ),
    Entrant = entrant(Name, program, tabuleiro_tournament_student:student_move(Player)),
    started_player(Processes, Game, Folder, Settings, Name, 2, Player, Process).

%   started_player(+Processes, +Game, +Folder, +Settings, +Name, +Tries,
%   -Player, -Process): Player is the submission loaded in a sandbox,
%   Tries in all.  The process is among Processes from the moment it
%   starts (sig_atomic/1: a Ctrl-C cannot come in between), so that it
%   is stopped whatever happens while it loads.

started_player(Processes, Game, Folder, Settings, Name, Tries, Player, Process) :-
    tmp_file(entrant, Root),
    get_time(Now),
    Deadline is Now + Settings.seconds,
    Settings1 = Settings.put(deadline, Deadline),
    sig_atomic(( open_submission(Folder, Root, Settings1, Link, ErrorFile),
                 Started = process(Link, Root),
                 arg(1, Processes, Running),
                 nb_setarg(1, Processes, [Started|Running]) )),
    loaded_player(Game, Link, ErrorFile, Settings1, Player0),
    (   Player0 = refused(Why)
    ->  stop_student_process(Processes, Started),
        (   Tries > 1
        ->  Left is Tries - 1,
            started_player(Processes, Game, Folder, Settings, Name, Left, Player, Process)
        ;   throw(format("the sandbox of ~w could not start (~w), twice: the game is not scored",
                         [Name, Why]))
        )
    ;   Player = Player0,
        Process = Started
    ).

%!  stop_student_process(+Processes, +Process) is det.
%
%   The student's process Process, started among Processes, is gone,
%   with everything it started, and so is its private folder.

stop_student_process(Processes, Process) :-
    Process = process(Link, Root),
    link_close(Link, _),
    remove_run_folder(Root),
    arg(1, Processes, Running0),
    exclude(==(Process), Running0, Running),
    nb_setarg(1, Processes, Running).

%   loaded_player(+Game, +Link, +ErrorFile, +Settings, -Player): Player
%   is `player(Student, Link, ErrorFile, Settings)`, the submission
%   ready to play Game, `unloaded(Why)` with the reason in words, or
%   `refused(Why)` when its sandbox did not start.

loaded_player(Game, Link, ErrorFile, Settings, Player) :-
    catch(( link_read(Link, Settings.seconds, Message),
            started(Message, Link) ),
          student_process(Event), true),
    (   nonvar(Event)
    ->  ended_words(Link, ErrorFile, Settings, Event, 'while loading', Verdict, Why),
        (   Verdict == 'sandbox refused'
        ->  Player = refused(Why)
        ;   Player = unloaded(Why)
        )
    ;   loaded_student(Message, Game, Link, Student, Why)
    ->  (   var(Why)
        ->  Player = player(Student, Link, ErrorFile, Settings)
        ;   Player = unloaded(Why)
        )
    ;   format(string(Why), "its process answered ~W when it loaded",
               [Message, [quoted(true), max_depth(5)]]),
        Player = unloaded(Why)
    ).

%   A loaded submission forgets its calls while loading (it counts the
%   time and output of its calls from there).

started(Message, Link) :-
    (   Message = loaded(_)
    ->  link_ask(Link, start(false), _)
    ;   true
    ).

loaded_student(loaded(Info), Game, Link, Student, Why) :-
    is_dict(Info),
    get_dict(student, Info, Description),
    linked_student(Description, Link, Student),
    (   Student.game \== Game
    ->  format(string(Why), "its adapter plays ~w, not ~w", [Student.game, Game])
    ;   Student.choose_move == none
    ->  Why = "its adapter names no choose_move predicate"
    ;   true
    ).
loaded_student(not_graded(Why0, _), _, _, _, Why) :-
    not_graded_text(Why0, Why).
loaded_student(not_loaded(Why0, _), _, _, _, Why) :-
    not_loaded_text(Why0, Why).

%!  entrant_cannot_play(+Entrant, -Why) is semidet.
%
%   Entrant, started by start_student_entrant/6, cannot play at all:
%   its submission did not load, Why (a string) says why.  It would
%   forfeit its first move.

entrant_cannot_play(entrant(_, program, _:student_move(unloaded(Why))), Why).

%!  seed_entrant(+Seed, +Entrant) is det.
%
%   A student's process, before each game, draws its random numbers from
%   Seed, the game's: a computer player that plays at random plays the
%   same game whichever --restart and shard run it, and again with the
%   same --seed.  (A level, or a process that did not load or is gone,
%   needs none; a gone one forfeits at its first move.)

seed_entrant(Seed, entrant(_, program, _:student_move(player(_, Link, _, _)))) :-
    !,
    catch(link_ask(Link, seed(Seed), _), student_process(_), true).
seed_entrant(_, _).

%   student_move(+Player, +Game, +State, -Move): the entrant's closure.

student_move(unloaded(Why), _, _, _) :-
    throw(entrant_forfeit(not_loaded, Why)).
student_move(player(Student, Link, ErrorFile, Settings), Game, State, Move) :-
    state_board(State, Board),
    state_player(State, Player),
    state_rules(State, Rules),
    Seconds = Settings.move_seconds,
    catch(link_ask(Link, choose_move(Board, Player, Rules, Student.level, Seconds), Answer),
          student_process(Event),
          process_forfeit(Link, ErrorFile, Settings, Event)),
    answered_move(Answer, Seconds, Move0),
    (   Move0 = leads_to(Position)
    ->  named_move(Game, Rules, Board, Player, Position, Move)
    ;   Move = Move0
    ).

answered_move(move(Move), _, Move) :-
    !.
answered_move(leads_to(Position), _, leads_to(Position)) :-
    !.
answered_move(not_a_move(Text), _, _) :-
    !,
    throw(entrant_forfeit(not_a_move, Text)).
answered_move(failed(Details), Seconds, _) :-
    is_dict(Details),
    get_dict(problem, Details, Problem),
    !,
    failed_forfeit(Problem, Details, Seconds).
answered_move(Answer, _, _) :-
    format(string(Text), "~W", [Answer, [quoted(true), max_depth(5)]]),
    throw(entrant_forfeit(not_a_move, Text)).

%   named_move(+Game, +Rules, +Board, +Player, +Position, -Move): the
%   move of an entrant without a move adapter, named by the position it
%   leads to: the legal move that leads there.
named_move(Game, Rules, Board, Player, Position, Move) :-
    (   move_leading_to(Game, Rules, Board, Player, Position, Move0)
    ->  Move = Move0
    ;   format(string(Text), "a move to a position no legal move leads to: ~W",
               [Position, [quoted(true), max_depth(12)]]),
        throw(entrant_forfeit(not_a_move, Text))
    ).

%   failed_forfeit(+Problem, +Details, +Seconds): the student's call did
%   not answer a move: Problem as the kit's call_student/4 names it.

failed_forfeit(time_limit(_), _, Seconds) :-
    !,
    throw(entrant_forfeit(time, Seconds)).
failed_forfeit(failed, Details, _) :-
    !,
    goal_words(Details, Goal),
    format(string(Text), "~w failed", [Goal]),
    throw(entrant_forfeit(no_move, Text)).
failed_forfeit(exception(Error), Details, _) :-
    !,
    goal_words(Details, Goal),
    message_text(Error, Message),
    format(string(Text), "~w: ~w", [Goal, Message]),
    throw(entrant_forfeit(crash, Text)).
failed_forfeit(Problem, Details, _) :-
    goal_words(Details, Goal),
    format(string(Text), "~w: ~W", [Goal, Problem, [quoted(true), max_depth(5)]]),
    throw(entrant_forfeit(crash, Text)).

goal_words(Details, Words) :-
    (   get_dict(goal, Details, Role-PI)
    ->  format(string(Words), "its ~w (~w)", [PI, Role])
    ;   Words = "its code"
    ).

%   process_forfeit(+Link, +ErrorFile, +Settings, +Event): the process
%   gave no answer: it is closed now, to say how it ended.

process_forfeit(Link, ErrorFile, Settings, Event) :-
    ended_words(Link, ErrorFile, Settings, Event, 'during the game', Verdict, Why),
    (   Verdict == 'timed out'
    ->  throw(entrant_forfeit(time, Settings.move_seconds))
    ;   throw(entrant_forfeit(crash, Why))
    ).

ended_words(Link, ErrorFile, Settings, Event, When, Verdict, Why) :-
    link_close(Link, Status),
    ended_verdict(Event, Status, ErrorFile, Settings, When, Verdict, Why0),
    format(string(Why), "~w: ~w", [Verdict, Why0]).

