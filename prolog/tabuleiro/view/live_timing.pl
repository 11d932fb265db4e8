:- module(tabuleiro_live_timing,
          [ time_per_call/3         % :Goal, -Seconds, -Spread
          ]).
:- use_module('../backend').
:- use_module(library(lists)).

/** <module> Live timings for the teaching demos

The demos time one call of a rule on each backend, on the spot.  A
single call of the C core takes microseconds, far below the clock's
resolution, so calls are made in batches, and batches are repeated until
three in a row agree.  The timings are shown, never checked by a test:
they depend on the machine and on what else it does.
*/

:- meta_predicate time_per_call(0, -, -).

%!  time_per_call(:Goal, -Seconds, -Spread) is det.
%
%   Seconds is the CPU time of one call of Goal: batches of calls long
%   enough for the clock (at least 20 ms) are timed until the last three
%   agree within 5%, or 12 batches are done, or 2 seconds are spent.
%   Spread is how far apart the last three were, as a fraction of
%   Seconds (below 0.05 when the measurement is stable).

time_per_call(Goal, Seconds, Spread) :-
    batch_size(Goal, 1, Size),
    statistics(cputime, Start),
    measure_batches(Goal, Size, Start, [], PerCall),
    last_three(PerCall, Three),
    msort(Three, [Low, Seconds, High]),
    Spread is (High - Low) / max(Seconds, 1.0e-12).

%   batch_size(:Goal, +Size0, -Size): the first batch size, growing by
%   four, that lasts at least 20 ms.

batch_size(Goal, Size0, Size) :-
    batch_seconds(Goal, Size0, Seconds),
    (   ( Seconds >= 0.02 ; Size0 >= 1000000 )
    ->  Size = Size0
    ;   Size1 is Size0 * 4,
        batch_size(Goal, Size1, Size)
    ).

measure_batches(Goal, Size, Start, Times0, Times) :-
    batch_seconds(Goal, Size, Seconds),
    PerCall is Seconds / Size,
    append(Times0, [PerCall], Times1),
    statistics(cputime, Now),
    length(Times1, N),
    (   ( stable(Times1) ; N >= 12 ; Now - Start > 2.0 ), N >= 3
    ->  Times = Times1
    ;   measure_batches(Goal, Size, Start, Times1, Times)
    ).

stable(Times) :-
    last_three(Times, Three),
    min_list(Three, Low),
    max_list(Three, High),
    High - Low =< 0.05 * High.

last_three(Times, Three) :-
    length(Three, 3),
    append(_, Three, Times),
    !.

batch_seconds(Goal, Size, Seconds) :-
    statistics(cputime, T0),
    forall(between(1, Size, _), Goal),
    statistics(cputime, T1),
    Seconds is T1 - T0.
