:- module(tabuleiro_submission_process,
          [ open_submission/5,      % +Folder, +Root, +Settings, -Link, -ErrorFile
            linked_student/3,       % +Description, +Link, -Student
            ended_verdict/7,        % +Event, +Status, +ErrorFile, +Settings, +When, -Verdict, -Why
            not_graded_text/2,      % +Why, -Text
            not_loaded_text/2,      % +Why, -Text
            not_loaded_verdict/2    % +Why, -Verdict
          ]).
:- use_module('../message_text', [message_text/2]).
:- use_module('../kit/cross_check_student', [student_roles/2, server_started_line/1]).
:- use_module(sandbox).
:- use_module('../kit/project_subject', [game_starts/2]).
:- use_module('../games', [game/1]).
:- use_module(student_link).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

/** <module> A submission's process, started and understood

What grading (prolog/grade.pl) and a tournament (prolog/tabuleiro/tournament/)
both do with a submission: start its server (prolog/tabuleiro/submission/student_server.pl)
in a private copy of its folder, sandboxed and limited
(prolog/tabuleiro/submission/sandbox.pl), linked to this process (prolog/tabuleiro/submission/student_link.pl);
read its description into a record whose calls go through the link;
and, when its process gave no answer, say how it ended.
*/

%!  open_submission(+Folder, +Root, +Settings, -Link, -ErrorFile) is det.
%
%   Starts the server of the submission Folder in a private copy made in
%   the new folder Root, its stderr going to ErrorFile (in Root).
%   Settings is a dict: `memory` (MB), `seconds` (its CPU time),
%   `sandbox` (`true` or `false`) and `deadline` (get_time/1 stamp:
%   when its time runs out).  The caller reads its first message
%   (link_read/3) and closes the link (link_close/2), then removes Root.

open_submission(Folder, Root, Settings, Link, ErrorFile) :-
    absolute_file_name(Folder, Absolute),
    sandbox_user(Settings.sandbox, User),
    games_starts(Starts),
    Limits = _{memory: Settings.memory, cpu: Settings.seconds, processes: 64,
               output: 16, sandbox: Settings.sandbox, user: User, starts: Starts},
    private_copy(Absolute, Root, Limits, Copy),
    server_command(Copy, Limits, Executable, Arguments),
    directory_file_path(Root, errors, ErrorFile),
    link_open(path(Executable), Arguments,
              [errors(ErrorFile), deadline(Settings.deadline)], Link).

%   games_starts(-Starts): the start positions of every game, the same
%   for each submission, found once (a sixtieth of a second each time,
%   thousands of times in a course's tournament).

:- table games_starts/1 as shared.

games_starts(Starts) :-
    findall(Game, game(Game), Games),
    game_starts(Games, Starts).

%!  linked_student(+Description, +Link, -Student) is semidet.
%
%   Student is the grader's record of the student's encoding, in its own
%   process, from the Description its process sent (`loaded(Info)`,
%   Info.student): the api, game, players, the level its computer
%   player plays at, and each role's predicate, `Name/Arity` or `none`;
%   the calls go through Link.  Fails on a description that is not one,
%   such as one that names no predicate giving the moves (a student
%   server never sends it: it is forged).

linked_student(Description, Link, Student) :-
    is_dict(Description),
    get_dict(roles, Description, Roles),
    is_list(Roles),
    get_dict(api, Description, API),
    memberchk(API, [new, old, player_first, facts]),
    get_dict(game, Description, Game),
    get_dict(players, Description, Players),
    (   get_dict(level, Description, Level),
        integer(Level)
    ->  true
    ;   Level = 2
    ),
    student_roles(all, AllRoles),
    foldl(linked_role(Roles), AllRoles,
          _{api: API, game: Game, players: Players, level: Level, link: Link}, Student),
    (   Student.valid_moves \== none
    ->  true
    ;   Student.validator \== none
    ).

linked_role(Roles, Role, Student0, Student) :-
    (   memberchk(Role-(Name/Arity), Roles),
        atom(Name),
        integer(Arity)
    ->  Student = Student0.put(Role, Name/Arity)
    ;   Student = Student0.put(Role, none)
    ).


%!  not_graded_text(+Why, -Text) is det.
%!  not_loaded_text(+Why, -Text) is det.
%
%   Text says in words why a submission's process answered
%   `not_graded(Why, Problems)` or `not_loaded(Why, Problems)`.

not_graded_text(no_student_code, "the adapter checks no student code: its grade_options/1 \c
                                  has no against(student(...))").
not_graded_text(loads_tabuleiro(File), Text) :-
    format(string(Text), "the submission loads Tabuleiro's own rules (~w)", [File]).
not_graded_text(not_own(Role, Why), Text) :-
    own_text(Why, Which),
    format(string(Text), "its ~w predicate is not the submission's own: ~w", [Role, Which]).
not_graded_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

own_text(built_in(PI), Text) :-
    !,
    format(string(Text), "~q is built in", [PI]).
own_text(defined_in(PI, File), Text) :-
    !,
    format(string(Text), "~q is defined in ~w, outside its folder", [PI, File]).
own_text(imported(PI, Module), Text) :-
    !,
    format(string(Text), "~q comes from module ~w", [PI, Module]).
own_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

not_loaded_text(no_grade_facts, "adapter.pl does not define grade_game/1 and grade_options/1") :- !.
not_loaded_text(no_adapter(Why), Text) :-
    !,
    format(string(Text), "it has no adapter.pl, and none could be inferred from its files: ~w",
           [Why]).
not_loaded_text(stalled(Kind, PI, Why), Text) :-
    !,
    stalled_text(Kind, Stalled),
    format(string(Text), "its ~q ~w while its predicates were asked for its encoding, \c
                          so no adapter could be inferred from its files: ~w",
           [PI, Stalled, Why]).
not_loaded_text(missing_file(File, Undefined), Text) :-
    string(File),
    !,
    (   Undefined = Name/Arity
    ->  format(string(Then), ", so ~q, which its grade_options/1 name, is not defined",
               [Name/Arity])
    ;   Then = ", so the predicates its grade_options/1 name are not all defined"
    ),
    format(string(Text), "a file is missing: ~w~w", [File, Then]).
not_loaded_text(bad_options(E), Text) :-
    !,
    (   E = error(_, _)
    ->  message_text(E, Message)
    ;   format(string(Message), "~q", [E])
    ),
    format(string(Text), "its grade_options/1 are not right: ~w", [Message]).
not_loaded_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

stalled_text(time, "did not answer within 5 s (a loop?)").
stalled_text(memory, "ran out of memory").

%!  not_loaded_verdict(+Why, -Verdict) is det.
%
%   The verdict on a submission whose process answered `not_loaded(Why,
%   Problems)`: `not loaded`, but where its own predicate ran out of
%   time or memory while its encoding was inferred, the verdict of the
%   same during the check.

not_loaded_verdict(stalled(time, _, _), 'timed out') :- !.
not_loaded_verdict(stalled(memory, _, _), 'memory limit exceeded') :- !.
not_loaded_verdict(_, 'not loaded').

%!  ended_verdict(+Event, +Status, +ErrorFile, +Settings, +When, -Verdict, -Why) is det.
%
%   Verdict (an atom: `timed out`, `crashed`, `halted`, ...) and Why (in
%   words) say how a submission's process ended that gave no result:
%   Event is the link's student_process(Event), Status link_close/2's,
%   ErrorFile its stderr, Settings its `memory` (MB) and `seconds`, When
%   what it was doing (`during the check`).
%
%   The memory limit shows as SWI-Prolog's FATAL ERROR, whatever came of
%   it; the output limit and the CPU limit as their signals.

ended_verdict(_, _, ErrorFile, Settings, When, 'memory limit exceeded', Why) :-
    fatal_error(ErrorFile, Message),
    sub_string(Message, _, _, _, "memory"),
    !,
    format(atom(Why), "the process ran out of memory under the ~d MB limit ~w: ~w",
           [Settings.memory, When, Message]).
ended_verdict(timed_out(What), _, _, Settings, When, 'timed out', Why) :-
    !,
    timed_out_words(What, When, Where),
    format(atom(Why), "no result within ~w s (~w)", [Settings.seconds, Where]).
ended_verdict(_, exit(1), ErrorFile, _, _, 'sandbox refused', Why) :-
    sandbox_refusal(ErrorFile, Message),
    !,
    format(atom(Why), "the sandbox did not start: ~w", [Message]).
ended_verdict(broke_protocol(What), _, _, _, When, 'broke the protocol', Why) :-
    !,
    protocol_words(What, Words),
    format(atom(Why), "the process wrote ~w ~w, where an answer was due", [Words, When]).
ended_verdict(_, Status, _, _, When, 'output limit exceeded', Why) :-
    signal_of(Status, 25),
    !,
    format(atom(Why), "the process wrote more than 16 MB into a file or its output ~w", [When]).
ended_verdict(_, Status, _, Settings, When, 'timed out', Why) :-
    signal_of(Status, 24),
    !,
    format(atom(Why), "the process used its ~w s of CPU time ~w", [Settings.seconds, When]).
ended_verdict(halting, hung(_), _, _, When, halted, Why) :-
    !,
    format(atom(Why), "called halt ~w, before giving a result (the process \c
                       hung while exiting and was stopped)", [When]).
ended_verdict(_, Status, _, _, When, crashed, Why) :-
    signal_of(Status, Signal),
    !,
    signal_name(Signal, Name),
    format(atom(Why), "killed by signal ~d (~w) ~w", [Signal, Name, When]).
ended_verdict(_, exit(Code), _, _, When, halted, Why) :-
    !,
    format(atom(Why), "called halt ~w (exit status ~d), before giving a result",
           [When, Code]).
ended_verdict(Event, Status, _, _, When, error, Why) :-
    format(atom(Why), "the process ended ~w (~q, ~q)", [When, Event, Status]).

timed_out_words(What, 'while loading', 'while loading') :-
    \+ ( What = _-_ ),
    !.
timed_out_words(Role-PI, _, Where) :-
    !,
    format(atom(Where), "in its ~w (~w)", [PI, Role]).
timed_out_words(_, When, When).

protocol_words(too_long(Max), Words) :-
    !,
    format(atom(Words), "more than ~D bytes on one line", [Max]).
protocol_words(too_many_atoms(Max), Words) :-
    !,
    format(atom(Words), "an answer making more than ~D new atoms", [Max]).
protocol_words(unreadable, 'text that is not a Prolog term') :- !.
protocol_words(Message, Words) :-
    format(atom(Words), "~W", [Message, [quoted(true), max_depth(5)]]).

% A process killed by a signal: directly, or bwrap's child (bwrap exits
% with 128 + the signal).
signal_of(killed(Signal), Signal).
signal_of(hung(killed(Signal)), Signal).
signal_of(exit(Code), Signal) :-
    Code > 128,
    Code < 160,
    Signal is Code - 128.

signal_name(Signal, Name) :-
    (   memberchk(Signal-Name0, [4-'SIGILL', 6-'SIGABRT', 7-'SIGBUS', 8-'SIGFPE',
                                 9-'SIGKILL', 11-'SIGSEGV', 13-'SIGPIPE', 15-'SIGTERM',
                                 24-'SIGXCPU', 25-'SIGXFSZ'])
    ->  Name = Name0
    ;   format(atom(Name), "signal ~d", [Signal])
    ).

%   sandbox_refusal(+ErrorFile, -Message): bwrap said Message and the
%   server never started (a student's code cannot pass its own failure
%   off as the sandbox's by printing bwrap's words).
sandbox_refusal(ErrorFile, Message) :-
    catch(read_file_to_string(ErrorFile, Text, []), _, fail),
    server_started_line(Started),
    \+ sub_string(Text, _, _, _, Started),
    sub_string(Text, Before, _, _, "bwrap: "),
    sub_string(Text, Before, _, 0, After),
    split_string(After, "\n", " ", [Message|_]).
