:- module(tabuleiro_student_link,
          [ link_open/4,            % +Executable, +Arguments, +Options, -Link
            link_read/3,            % +Link, +Seconds, -Message
            link_ask/3,             % +Link, +Question, -Answer
            link_close/2,           % +Link, -Status
            link_error_file/2,      % +Link, -ErrorFile
            link_inferring/1,       % +Link
            fatal_error/2           % +ErrorFile, -Message
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(time), [call_with_time_limit/2]).
:- use_module(library(aggregate)).

/** <module> The grader's end of a submission's process

A submission's code runs in a process of its own
(prolog/tabuleiro/submission/student_server.pl), which answers the kit's questions
(answer_question/3): one Prolog term a line, written with writeq/1,
each answer read here under limits.  The link never trusts what comes
back: an answer is read within its time, at most `MaxBytes` long, and
parsed into a term that may create only so many new atoms; anything
else ends the link with the reason.

The process ends the link by throwing `student_process(Event)`, Event
one of:

  - `ended`: it closed its end, or exited;
  - `halting`: it noted that it began to halt (its at_halt hook);
  - `fatal_error`: SWI-Prolog printed a FATAL ERROR on its stderr (it
    ran out of memory outside Prolog's stacks, and may hang);
  - `timed_out(What)`: it gave no answer before the submission's time
    ran out, What the question or the student's predicate running;
  - `broke_protocol(Why)`: what it wrote is not an answer.

link_close/2 then says how the process ended.
*/

:- dynamic
    leftover/2,             % Pid, Codes read after the last answer's line
    inferring/1,            % Pid: its process said it infers an adapter
    closed_link/2.          % Pid, Status: link_close/2 ended its process

max_answer_bytes(4_000_000).
max_new_atoms(200_000).

%!  link_open(+Executable, +Arguments, +Options, -Link) is det.
%
%   Starts the process, in a process group of its own; what it writes on
%   its stderr goes to the file errors(File).  deadline(Time) is when the
%   submission's time runs out (get_time/1).

link_open(Executable, Arguments, Options, link(Pid, To, From, ErrorFile, Deadline)) :-
    memberchk(errors(ErrorFile), Options),
    memberchk(deadline(Deadline), Options),
    setup_call_cleanup(open(ErrorFile, write, Errors),
                       process_create(Executable, Arguments,
                                      [ stdin(pipe(To)), stdout(pipe(From)),
                                        stderr(stream(Errors)), process(Pid),
                                        detached(true) ]),
                       close(Errors)),
    set_stream(To, encoding(utf8)),
    set_stream(From, encoding(utf8)),
    retractall(leftover(Pid, _)),
    retractall(inferring(Pid)),
    retractall(closed_link(Pid, _)).

%!  link_error_file(+Link, -ErrorFile) is det.
%
%   ErrorFile holds what the process wrote on its stderr.

link_error_file(link(_, _, _, ErrorFile, _), ErrorFile).

%!  link_read(+Link, +Seconds, -Message) is det.
%
%   Message is the next term the process writes, within Seconds (and
%   before its deadline).  `inferring`, which a process writes once,
%   when its files are loaded and it begins to ask their predicates for
%   their encoding, is noted (link_inferring/1) and passed over; a
%   second breaks the protocol.
%
%   @throws student_process(Event) when there is none.

link_read(Link, Seconds, Message) :-
    Link = link(Pid, _, _, _, Deadline),
    get_time(Now),
    Until is min(Now + Seconds, Deadline),
    read_message(Link, Until, Message0),
    (   Message0 == halting
    ->  throw(student_process(halting))
    ;   Message0 == inferring
    ->  (   inferring(Pid)
        ->  throw(student_process(broke_protocol(inferring)))
        ;   assertz(inferring(Pid)),
            link_read(Link, Seconds, Message)
        )
    ;   Message = Message0
    ).

%!  link_inferring(+Link) is semidet.
%
%   The process of Link loaded its files and said it began to infer
%   their adapter (what it does next runs their predicates).

link_inferring(link(Pid, _, _, _, _)) :-
    inferring(Pid).

%!  link_ask(+Link, +Question, -Answer) is det.
%
%   Asks Question (answer_question/3) and reads its Answer.  A question's
%   own time limit (its last argument) is cut to the time the submission
%   has left; when it is cut and runs out, the submission has timed out
%   in the call named by the answer.  The question is written within
%   that time too: a process that stops reading cannot hold the grader.
%
%   @throws student_process(Event) when no answer comes.

link_ask(Link, Question0, Answer) :-
    Link = link(_, _, _, _, Deadline),
    get_time(Now),
    Left is Deadline - Now,
    (   Left > 0
    ->  true
    ;   throw(student_process(timed_out(Question0)))
    ),
    limited_question(Question0, Left, Question, Cut),
    send_question(Link, Question, Left, Question0),
    link_read(Link, Left, Answer),
    (   Cut == true,
        Answer = failed(Details),
        is_dict(Details),
        get_dict(problem, Details, time_limit(_))
    ->  throw(student_process(timed_out(Details.goal)))
    ;   true
    ).

% send_question(+Link, +Question, +Seconds, +Asked): Question is written
% within Seconds.  A process that stops reading fills its pipe, and the
% write would wait for ever: once its time is up, its process group is
% killed, so that closing the link later has nothing left to wait for.
send_question(link(Pid, To, _, _, _), Question, Seconds, Asked) :-
    catch(call_with_time_limit(Seconds,
                               ( format(To, "~q.~n", [Question]), flush_output(To) )),
          Error, true),
    (   var(Error)
    ->  true
    ;   Error == time_limit_exceeded
    ->  catch(process_group_kill(Pid, kill), _, true),
        throw(student_process(timed_out(Asked)))
    ;   throw(student_process(ended))
    ).

% The questions with a time limit have it as their last argument.
limited_question(Question0, Left, Question, Cut) :-
    compound(Question0),
    compound_name_arguments(Question0, Name, Arguments0),
    memberchk(Name, [position, successors, their_moves, their_states, perft, choose_move]),
    append(Front, [Seconds0], Arguments0),
    !,
    (   ( Seconds0 == none ; Seconds0 > Left )
    ->  Seconds is max(0.1, Left - 0.5),
        Cut = true
    ;   Seconds = Seconds0,
        Cut = false
    ),
    append(Front, [Seconds], Arguments),
    compound_name_arguments(Question, Name, Arguments).
limited_question(Question, _, Question, false).

% read_message(+Link, +Until, -Term): the next line the process writes,
% as a term, read in slices of half a second so that a FATAL ERROR on
% its stderr and its end are seen while it is waited for.
read_message(Link, Until, Term) :-
    Link = link(Pid, _, _, _, _),
    (   retract(leftover(Pid, Codes0))
    ->  true
    ;   Codes0 = []
    ),
    (   append(Line0, [0'\n|Rest], Codes0)
    ->  Line = Line0,
        assertz(leftover(Pid, Rest))
    ;   max_answer_bytes(Max),
        read_line(Link, Until, Max, Codes0, Line)
    ),
    parse_message(Line, Term).

% Codes0 holds no newline; each chunk read is searched for one.  The
% chunks are kept apart, newest first, and joined once the line is
% whole: a line costs time in proportion to its length, however many
% chunks it comes in.
read_line(Link, Until, Max, Codes0, Line) :-
    length(Codes0, Length0),
    read_chunks(Link, Until, Max, Length0, [Codes0], Line).

read_chunks(Link, Until, Max, Length, Chunks, Line) :-
    Link = link(Pid, _, From, ErrorFile, _),
    get_time(Now),
    (   Length > Max
    ->  throw(student_process(broke_protocol(too_long(Max))))
    ;   Now >= Until
    ->  throw(student_process(timed_out(answer)))
    ;   Slice is max(0.01, min(0.5, Until - Now)),
        wait_for_input([From], Ready, Slice),
        (   Ready == []
        ->  (   fatal_error(ErrorFile, _)
            ->  throw(student_process(fatal_error))
            ;   read_chunks(Link, Until, Max, Length, Chunks, Line)
            )
        ;   fill_buffer(From),
            read_pending_codes(From, More, []),
            (   More == []
            ->  throw(student_process(ended))
            ;   append(Before, [0'\n|Rest], More)
            ->  reverse([Before|Chunks], InOrder),
                append(InOrder, Line),
                assertz(leftover(Pid, Rest))
            ;   length(More, Count),
                Length1 is Length + Count,
                read_chunks(Link, Until, Max, Length1, [More|Chunks], Line)
            )
        )
    ).

%!  fatal_error(+ErrorFile, -Message) is semidet.
%
%   The process printed a FATAL ERROR (SWI-Prolog's last words) among
%   the last 64 KiB of its stderr; Message is what follows it, on one
%   line (at most three lines of it).

fatal_error(ErrorFile, Message) :-
    catch(size_file(ErrorFile, Size), _, fail),
    Size > 0,
    Skip is max(0, Size - 65536),
    setup_call_cleanup(open(ErrorFile, read, In, [encoding(octet)]),
                       ( seek(In, Skip, bof, _), read_string(In, _, Tail) ),
                       close(In)),
    sub_string(Tail, Before, _, _, "FATAL ERROR"),
    !,
    sub_string(Tail, Before, _, 0, After),
    split_string(After, "\n", " \t[]", [_|Lines]),
    exclude(==(""), Lines, Parts0),
    length(Parts0, Length),
    Kept is min(3, Length),
    length(Parts, Kept),
    append(Parts, _, Parts0),
    atomic_list_concat(Parts, ' ', Message).

parse_message(Line, Term) :-
    statistics(atoms, Atoms0),
    (   catch(term_string(Term0, Line, [syntax_errors(error)]), _, fail)
    ->  true
    ;   throw(student_process(broke_protocol(unreadable)))
    ),
    statistics(atoms, Atoms),
    max_new_atoms(MaxAtoms),
    (   Atoms - Atoms0 > MaxAtoms
    ->  throw(student_process(broke_protocol(too_many_atoms(MaxAtoms))))
    ;   Term = Term0
    ).

%!  link_close(+Link, -Status) is det.
%
%   Ends the link: closes the process's input, gives it two seconds of
%   its own to exit, then kills its process group.  Its own seconds are
%   those its processes use or sleep through, not those they wait for a
%   core: on a busy machine (other submissions graded beside it) a
%   process that exits slowly is not taken for one that hangs; at most a
%   minute in all.  Status is how it ended: `exit(Code)`,
%   `killed(Signal)`, or `hung(Status)` when it had to be killed.  A
%   link closed before gives the Status it gave then: its process was
%   waited for once, and waiting again is an error.

link_close(link(Pid, _, _, _, _), Status) :-
    closed_link(Pid, Status0),
    !,
    Status = Status0.
link_close(link(Pid, To, From, _, _), Status) :-
    retractall(leftover(Pid, _)),
    catch(close(To, [force(true)]), _, true),
    get_time(Now),
    Hard is Now + 60,
    (   wait_for_exit(Pid, exit_clock(Now, 0, none), 0.005, Hard, Status0)
    ->  Status = Status0
    ;   catch(process_group_kill(Pid, kill), _, true),
        process_wait(Pid, Killed),
        Status = hung(Killed)
    ),
    assertz(closed_link(Pid, Status)),
    catch(close(From, [force(true)]), _, true).

% wait_for_exit(+Pid, +Clock, +Pause, +Hard, -Status): the process Pid
% exited (Status) before its own time reached two seconds and before
% the time stamp Hard.  Clock is exit_clock(Last, Own, Cpu): when its
% time was last counted, its own seconds so far, and its processes' CPU
% time then (`none` before the first count).  process_wait/3 is polled
% with timeout(0): a longer timeout is not kept by every SWI-Prolog.
% The pauses between polls begin at Pause and double up to a twentieth
% of a second: a process that exits at once (most do, within a few
% hundredths) is not waited for longer, a tournament's worker stopping
% two at every game.
wait_for_exit(Pid, Clock0, Pause, Hard, Status) :-
    process_wait(Pid, Status0, [timeout(0)]),
    (   Status0 \== timeout
    ->  Status = Status0
    ;   get_time(Now),
        Now < Hard,
        own_time(Pid, Now, Clock0, Clock),
        Clock = exit_clock(_, Own, _),
        Own < 2,
        sleep(Pause),
        Pause1 is min(0.05, Pause * 2),
        wait_for_exit(Pid, Clock, Pause1, Hard, Status)
    ).

% own_time(+Pid, +Now, +Clock0, -Clock): the processes of Pid's tree
% add the CPU time they used since the last count, and the time since
% then when none of them is runnable (all asleep or stopped); their time
% waiting for a core is not counted.
own_time(Pid, Now, exit_clock(Last, Own0, Cpu0), exit_clock(Now, Own, Cpu)) :-
    process_tree(Pid, Cpu, Runnable),
    (   Cpu0 == none
    ->  Used = 0
    ;   Used is max(0, Cpu - Cpu0)
    ),
    (   Runnable == true
    ->  Idle = 0
    ;   Idle is Now - Last
    ),
    Own is Own0 + Used + Idle.

% process_tree(+Pid, -Cpu, -Runnable): Cpu is the CPU time, in seconds,
% of the process Pid and every process under it (with their children
% that are gone), read from /proc; Runnable is `true` when one of them
% is running or waiting for a core (or the disk).  Where /proc cannot
% be read, the time is the wall-clock's (Cpu 0, Runnable false).
process_tree(Pid, Cpu, Runnable) :-
    catch(directory_files('/proc', Names), _, Names = []),
    findall(P-Stat,
            ( member(Name, Names),
              catch(atom_number(Name, P), _, fail),
              integer(P),
              proc_stat(P, Stat) ),
            Stats),
    tree_pids([Pid], Stats, [], Tree),
    findall(Ticks, ( member(P, Tree), memberchk(P-stat(_, _, Ticks), Stats) ), Own),
    sum_list(Own, AllTicks),
    Cpu is AllTicks / 100,
    (   member(P, Tree),
        runnable_thread(P)
    ->  Runnable = true
    ;   Runnable = false
    ).

% runnable_thread(+Pid): a thread of the process Pid is running or
% waiting for a core (or the disk).  Its threads are asked one by one:
% the process's own line gives its first thread's state alone, and a
% process that exits waits (asleep) for its other threads to end.
runnable_thread(Pid) :-
    format(atom(Tasks), '/proc/~d/task', [Pid]),
    catch(directory_files(Tasks, Names), _, fail),
    member(Name, Names),
    catch(atom_number(Name, Tid), _, fail),
    integer(Tid),
    format(atom(File), '/proc/~d/task/~d/stat', [Pid, Tid]),
    stat_file(File, stat(State, _, _)),
    memberchk(State, ["R", "D"]),
    !.

tree_pids([], _, Tree, Tree).
tree_pids([P|Ps], Stats, Seen, Tree) :-
    (   memberchk(P, Seen)
    ->  tree_pids(Ps, Stats, Seen, Tree)
    ;   findall(C, member(C-stat(_, P, _), Stats), Children),
        append(Ps, Children, Next),
        tree_pids(Next, Stats, [P|Seen], Tree)
    ).

% proc_stat(+Pid, -Stat): stat(State, ParentPid, Ticks) from
% /proc/Pid/stat, Ticks its user and system time with those of its
% children gone, in clock ticks (100 a second on Linux).  The fields are
% read after the last `)`: the command's name before it is the
% process's to choose.
proc_stat(Pid, Stat) :-
    format(atom(File), '/proc/~d/stat', [Pid]),
    stat_file(File, Stat).

stat_file(File, stat(State, Parent, Ticks)) :-
    catch(setup_call_cleanup(open(File, read, In),
                             read_string(In, 1024, Text),
                             close(In)),
          _, fail),
    aggregate_all(max(At), sub_string(Text, At, 1, _, ")"), Close),
    integer(Close),
    Start is Close + 1,
    sub_string(Text, Start, _, 0, Rest),
    split_string(Rest, " ", " \n", Fields0),
    exclude(==(""), Fields0, Fields),
    Fields = [State, ParentText|More],
    number_string(Parent, ParentText),
    length(Skip, 9),
    append(Skip, [U, S, CU, CS|_], More),
    maplist([F, N]>>number_string(N, F), [U, S, CU, CS], Numbers),
    sum_list(Numbers, Ticks).
