:- module(tabuleiro_client_watch,
          [ while_client_waits/2    % +Request, :Goal
          ]).
:- use_module(library(time)).

/** <module> Work that stops when its client goes away

A browser tab closed in the middle of a computer move, or a script that
gives up on a hint, leaves a request nobody waits for.  Its search must
not go on using a core: while a request works, its connection is looked
at four times a second, and the work stops as soon as the client has
closed it.
*/

:- meta_predicate while_client_waits(+, 0).

%!  while_client_waits(+Request, :Goal) is semidet.
%
%   Goal, for the HTTP Request being answered; throws `client_gone` as
%   soon as the client of Request has closed its connection.  A request
%   whose connection is unknown runs Goal as it is.

while_client_waits(Request, Goal) :-
    (   memberchk(pool(client(_Queue, _Handler, In, _Out)), Request)
    ->  setup_call_cleanup(look_again(In), Goal, stop_looking)
    ;   call(Goal)
    ).

%   look_again(+In): looks at the client of In in a quarter of a second.
%   The alarm interrupts the request's work in its own thread; the
%   thread's global variable holds the alarm due, for stop_looking/0.
look_again(In) :-
    alarm(0.25, look_at_client(In), Alarm, [remove(true)]),
    nb_setval(tabuleiro_client_alarm, Alarm).

%   An alarm that is ringing must not be removed (library(time) removes
%   it once its goal is done; SWI-Prolog 9.0.4 fails an assertion when
%   the goal removes it): the one that stops the work says so first.
look_at_client(In) :-
    (   client_gone(In)
    ->  nb_setval(tabuleiro_client_alarm, none),
        throw(client_gone)
    ;   look_again(In)
    ).

stop_looking :-
    nb_getval(tabuleiro_client_alarm, Alarm),
    (   Alarm == none
    ->  true
    ;   remove_alarm(Alarm)
    ).

%   client_gone(+In): the client's side of the connection has ended.  The
%   request's body has been read, so whatever the connection has to read
%   is either its end or a next request (the client is still there).
client_gone(In) :-
    catch(( wait_for_input([In], Ready, 0),
            Ready \== [],
            peek_byte(In, Byte) ),
          _, Byte = -1),
    Byte == -1.
