:- module(tabuleiro_cpu_limit,
          [ call_with_cpu_limit/2       % +Seconds, :Goal
          ]).
:- use_module(library(lists)).
:- use_module(library(time)).

/** <module> A student's call, limited by the CPU time it uses

A limit that decides a verdict counts the student's CPU time, not the
clock's, so that the same code gets the same verdict on a quiet and on
a busy machine: the kit's calls of a student's predicates during a
check, and while their encoding is inferred.
*/

:- meta_predicate call_with_cpu_limit(+, 0).

%!  call_with_cpu_limit(+Seconds, :Goal) is semidet.
%
%   once(Goal), or the exception time_limit_exceeded once Goal has
%   used Seconds of CPU time.  A goal that waits rather than computes (a sleep, a read) is stopped
%   by ten times Seconds (and 5 more) of wall time.  The CPU time is
%   looked at by alarms, each set to when the limit could be reached at
%   the earliest; each is removed at the end (none removes itself:
%   removing an alarm that has removed itself crashes the process).
call_with_cpu_limit(Seconds, Goal) :-
    statistics(cputime, Start),
    get_time(Now),
    CpuEnd is Start + Seconds,
    WallEnd is Now + 10 * Seconds + 5,
    (   nb_current(tabuleiro_cpu_watch, Outer)
    ->  true
    ;   Outer = none
    ),
    setup_call_cleanup(watch_cpu([], Seconds, CpuEnd, WallEnd),
                       once(Goal),
                       end_cpu_watch(Outer)).

watch_cpu(Alarms, Delay, CpuEnd, WallEnd) :-
    alarm(Delay, cpu_watch, Alarm, [remove(false)]),
    nb_setval(tabuleiro_cpu_watch, watch([Alarm|Alarms], CpuEnd, WallEnd)).

cpu_watch :-
    nb_getval(tabuleiro_cpu_watch, watch(Alarms, CpuEnd, WallEnd)),
    statistics(cputime, Used),
    get_time(Now),
    (   ( Used >= CpuEnd ; Now >= WallEnd )
    ->  throw(time_limit_exceeded)
    ;   Delay is max(0.02, min(CpuEnd - Used, WallEnd - Now)),
        watch_cpu(Alarms, Delay, CpuEnd, WallEnd)
    ).

end_cpu_watch(Outer) :-
    nb_getval(tabuleiro_cpu_watch, watch(Alarms, _, _)),
    forall(member(Alarm, Alarms), catch(remove_alarm(Alarm), _, true)),
    nb_setval(tabuleiro_cpu_watch, Outer).
