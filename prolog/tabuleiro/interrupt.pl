:- module(tabuleiro_interrupt,
          [ ctrl_c_interrupts/1,    % :Goal
            on_ctrl_c/2             % :Goal, :Stopped
          ]).

/** <module> Ctrl-C stops a step, not the session

A person at the terminal stops a long step (a hint, the computer's
move, a search or a timing of the demos) with Ctrl-C.  SWI-Prolog's own
handler of the interrupt signal would end a program started with `-g`,
or open the debugger's prompt; within ctrl_c_interrupts/1 it throws
`interrupted` instead, which a step catches with on_ctrl_c/2 to go on
where the person was, and which a session that does not catch it ends
with in words.  The C core polls Prolog's signals during its long calls,
so Ctrl-C stops them too.

The operating system hands the signal to any of the process's threads,
not always to the one that runs Goal: the handler passes it on to that
thread, so that a worker thread never takes a Ctrl-C meant for the
step.  Threads are best made before the step: a tournament match that
made two threads for each pair of games lost about one Ctrl-C in 30
(SWI-Prolog 9.0.4: the handler never ran), and none in 100 once it made
them at its start (with_game_workers/6 in prolog/tabuleiro/tournament/game_pool.pl).
*/

:- meta_predicate ctrl_c_interrupts(0), on_ctrl_c(0, 0).

%!  ctrl_c_interrupts(:Goal) is semidet.
%
%   Runs Goal once; a Ctrl-C meanwhile throws `interrupted`.  The
%   handler of the signal before is put back however Goal ends.

ctrl_c_interrupts(Goal) :-
    thread_self(Thread),
    setup_call_cleanup(
        ( asserta(interrupted_thread(Thread)),
          on_signal(int, OldHandler, tabuleiro_interrupt:throw_interrupted) ),
        once(Goal),
        ( on_signal(int, _, OldHandler),
          once(retract(interrupted_thread(Thread))) )).

:- dynamic interrupted_thread/1.

throw_interrupted(_Signal) :-
    interrupted_thread(Thread),
    !,
    (   thread_self(Thread)
    ->  throw(interrupted)
    ;   catch(thread_signal(Thread, throw(interrupted)), _, true)
    ).
throw_interrupted(_Signal) :-
    throw(interrupted).

%!  on_ctrl_c(:Goal, :Stopped) is semidet.
%
%   Runs Goal once, or Stopped if a Ctrl-C stops Goal (within
%   ctrl_c_interrupts/1).

on_ctrl_c(Goal, Stopped) :-
    catch(once(Goal), interrupted, Stopped).
