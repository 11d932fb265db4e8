/*  The grader's end of a submission's process, against processes that
    misbehave on the protocol itself: answer lines of megabytes, a
    process that answers before it is asked and then stops reading.
*/

:- use_module('../../prolog/tabuleiro/submission/student_link').
:- use_module(library(plunit)).
:- use_module(library(lists)).

%   with_process(+Script, +Seconds, -Link, :Goal): Goal runs with Link
%   to a shell running Script, whose time runs out in Seconds.
:- meta_predicate with_process(+, +, -, 0).

with_process(Script, Seconds, Link, Goal) :-
    tmp_file(link_errors, Errors),
    get_time(Now),
    Deadline is Now + Seconds,
    setup_call_cleanup(
        link_open(path(sh), ['-c', Script], [errors(Errors), deadline(Deadline)], Link),
        Goal,
        ( link_close(Link, _), delete_file(Errors) )).

%   A line of Bytes letters a, then a full stop.
long_line_script(Bytes, Script) :-
    format(atom(Script), 'head -c ~d /dev/zero | tr "\\0" a; echo .; sleep 60', [Bytes]).

%   cpu_to_read(+Bytes, -Seconds): the CPU time this process takes to
%   read an answer line of Bytes.
cpu_to_read(Bytes, Seconds) :-
    long_line_script(Bytes, Script),
    with_process(Script, 120, Link,
                 ( statistics(cputime, T0),
                   link_read(Link, 120, Answer),
                   statistics(cputime, T1) )),
    atom_length(Answer, Bytes),
    Seconds is T1 - T0.

:- begin_tests(student_link).

% Read in chunks, a line once cost the square of its length: 3.6 s of
% CPU for 800 KB, and over a minute for 3.9 MB.  In proportion to its
% length, 3.9 MB takes under a second.
test(a_long_answer_costs_time_in_proportion_to_its_length) :-
    cpu_to_read(3_900_000, Seconds),
    assertion(Seconds < 10).

test(a_line_over_the_cap_breaks_the_protocol) :-
    long_line_script(4_100_000, Script),
    with_process(Script, 120, Link,
                 catch(link_read(Link, 120, _), student_process(Event), true)),
    assertion(Event == broke_protocol(too_long(4_000_000))).

% `inferring` is said once, and passed over; said again, it is a broken
% protocol, not a way to keep the grader reading.
test(inferring_is_passed_over_once) :-
    with_process('echo inferring.; echo "loaded(x)."; sleep 60', 30, Link,
                 ( link_read(Link, 30, Message),
                   assertion(link_inferring(Link)) )),
    assertion(Message == loaded(x)).
test(inferring_said_twice_breaks_the_protocol) :-
    with_process('yes inferring. | head -n 1000; sleep 60', 30, Link,
                 catch(link_read(Link, 30, _), student_process(Event), true)),
    assertion(Event == broke_protocol(inferring)).

% A process that answers before it is asked, then stops reading: the
% questions fill its pipe, and the write is given up when its time is.
test(a_process_that_stops_reading_cannot_hold_the_asker) :-
    Script = 'yes "answer." | head -n 100000; sleep 600',
    length(Padding, 2000),
    maplist(=(0'x), Padding),
    atom_codes(Big, Padding),
    get_time(T0),
    with_process(Script, 3, Link,
                 catch(forall(between(1, 100000, _), link_ask(Link, question(Big), _)),
                       student_process(Event), true)),
    get_time(T1),
    assertion(Event = timed_out(question(_))),
    assertion(T1 - T0 < 60).

:- end_tests(student_link).
