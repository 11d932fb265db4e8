:- module(tabuleiro_connection_guard,
          [ guard_connections/2,    % +Port, +Options
            stop_guarding/1,        % +Port
            in_client_slot/3        % +Peer, :Goal, :Refused
          ]).
:- encoding(utf8).
:- use_module(library(http/thread_httpd), []).
:- use_module(library(http/json), [atom_json_dict/3]).
:- use_module(library(utf8), [utf8_codes/3]).
:- use_module(library(option)).
:- use_module(web_limits).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

/** <module> Bounds on slow and greedy clients of the web server

Each HTTP worker serves one connection at a time, so a client that
sends its request slowly, or opens many connections, could keep every
worker busy.  On a guarded port:

  - a request (its header and its body) must arrive within
    TABULEIRO_WEB_HEADER_SECONDS (default 10) of a worker taking its
    connection; otherwise the connection gets 408 and is closed.  The
    request is awaited in the connection's input buffer, not read: the
    server's usual wrapper then reads it from there, and a handler never
    waits for its client.
  - a header may take TABULEIRO_WEB_HEADER_BYTES (default 16 KiB; 431
    beyond); the body awaited is at most body_limit(Bytes) of
    guard_connections/2: a larger one, or one in
    chunks, is left to the handler, which refuses it without reading.
  - at most TABULEIRO_WEB_CONNECTIONS_PER_CLIENT (default 8)
    connections of one address may await their request or be in a
    handler at once (in_client_slot/3); one more gets 503 at once.

The deadline counts from when a worker takes the connection, not from
when it was accepted; the time in the queue of accepted connections is
short, since no address can hold more than its slots.  Every reply
must close its connection, so that every request comes on a new
connection, under the deadline (a second request on a kept-alive
connection would not be guarded).
*/

:- dynamic
    guarded_port/2,                 % Port, BodyLimit
    in_progress/2.                  % Peer, Count (never 0)

%!  guard_connections(+Port, +Options) is det.
%
%   Guards the connections to the HTTP server of Port.  Options:
%   body_limit(Bytes), the largest body awaited (default the limit
%   body_bytes of module tabuleiro_web_limits).

guard_connections(Port, Options) :-
    (   option(body_limit(Bytes0), Options)
    ->  Bytes = Bytes0
    ;   web_limit(body_bytes, Bytes)
    ),
    retractall(guarded_port(Port, _)),
    assertz(guarded_port(Port, Bytes)).

%!  stop_guarding(+Port) is det.

stop_guarding(Port) :-
    retractall(guarded_port(Port, _)).

                 /*******************************
                 *        CLIENT SLOTS          *
                 *******************************/

:- meta_predicate in_client_slot(+, 0, 1).

%!  in_client_slot(+Peer, :Goal, :Refused) is semidet.
%
%   Runs Goal in one of the slots of Peer (an address such as
%   ip(127,0,0,1)), or, when all are taken, call(Refused, Message),
%   Message saying so in words.  The slot is given back however Goal
%   ends.

in_client_slot(Peer, Goal, Refused) :-
    setup_call_cleanup(take_slot(Peer, Taken),
                       in_slot(Taken, Goal, Refused),
                       give_back_slot(Taken, Peer)).

in_slot(true, Goal, _) :-
    call(Goal).
in_slot(false, _, Refused) :-
    web_limit(connections_per_client, Most),
    format(string(Message),
           "Too many connections from your address at once: ~w at most; \c
            try again when your other requests are answered.", [Most]),
    call(Refused, Message).

%   take_slot(+Peer, -Taken): Taken is true if Peer had a free slot,
%   now counted, else false.

take_slot(Peer, Taken) :-
    web_limit(connections_per_client, Most),
    with_mutex(tabuleiro_connection_guard, take_slot(Peer, Most, Taken)).

take_slot(Peer, Most, Taken) :-
    (   in_progress(Peer, Count)
    ->  true
    ;   Count = 0
    ),
    (   Count < Most
    ->  Taken = true,
        Count1 is Count + 1,
        retractall(in_progress(Peer, _)),
        assertz(in_progress(Peer, Count1))
    ;   Taken = false
    ).

give_back_slot(false, _).
give_back_slot(true, Peer) :-
    with_mutex(tabuleiro_connection_guard, give_back_slot(Peer)).

give_back_slot(Peer) :-
    retract(in_progress(Peer, Count)),
    (   Count > 1
    ->  Count1 is Count - 1,
        assertz(in_progress(Peer, Count1))
    ;   true
    ).

                 /*******************************
                 *     AWAITING THE REQUEST     *
                 *******************************/

%   thread_httpd calls this hook for every connection accepted by any
%   HTTP server of the process: it acts only on the guarded ports (the
%   server options hold port(Port) or port(Interface:Port)) and leaves
%   the others to thread_httpd.  It succeeds once the request is in the
%   input buffer.  When it refuses a connection it answers if it can,
%   closes the connection and throws tabuleiro_connection_closed(Why),
%   which thread_httpd reports as an error: message_hook/3 below keeps
%   that silent (a refusal is no fault of the server's).

:- multifile thread_httpd:open_client_hook/6.

thread_httpd:open_client_hook(tcp_client(Socket, Goal, Peer), Goal, In, Out,
                              [peer(Peer), protocol(http)], ServerOptions) :-
    memberchk(port(Address), ServerOptions),
    address_port(Address, Port),
    guarded_port(Port, BodyLimit),
    tcp_open_socket(Socket, In, Out),
    catch(in_client_slot(Peer, await_request(In, BodyLimit), refuse_busy),
          Error,
          close_refused(Error, In, Out)).

address_port(_Interface:Port, Port) :- !.
address_port(Port, Port).

refuse_busy(Message) :-
    throw(tabuleiro_refused(answer(503, Message))).

:- multifile user:message_hook/3.

user:message_hook(tabuleiro_connection_closed(_), error, _).

%   await_request(+In, +BodyLimit): the request's header and body are
%   in In's buffer, unread, before the deadline; else throws
%   tabuleiro_refused(Why).
%
%   The buffer's bytes are peeked at, never read.  A peek that waits for
%   N bytes may wait that long for each byte (the stream's timeout
%   bounds each wait, not all of them): so the guard only waits for one
%   byte more than the buffer has, then finds how many it has now with
%   peeks that do not wait.

await_request(In, BodyLimit) :-
    web_limit(header_seconds, Seconds),
    get_time(Now),
    Deadline is Now + Seconds,
    web_limit(header_bytes, Most),
    HeaderMost is Most + 1,
    await_header(In, Deadline, 0, HeaderMost, Header),
    string_length(Header, HeaderLength),
    body_length(Header, BodyLimit, BodyLength),
    Length is HeaderLength + BodyLength,
    await_bytes(In, Deadline, HeaderLength, Length).

%   await_header(+In, +Deadline, +Seen, +Most, -Header): Header is the
%   first bytes of In up to and with the header's empty line.  The first
%   Seen bytes are known not to hold it; the header is refused when its
%   end is not within the first Most bytes.

await_header(In, Deadline, Seen, Most, Header) :-
    await_more(In, Deadline, Seen, Most, Available, Bytes),
    From is max(0, Seen - 2),
    sub_string(Bytes, From, _, 0, Fresh),
    (   header_end(Fresh, End)
    ->  Length is From + End,
        sub_string(Bytes, 0, Length, _, Header)
    ;   Available >= Most
    ->  header_too_large
    ;   await_header(In, Deadline, Available, Most, Header)
    ).

header_too_large :-
    web_limit(header_bytes, Most),
    bytes_text(Most, MostText),
    format(string(Message), "The request's header is too large (~w at most).", [MostText]),
    throw(tabuleiro_refused(answer(431, Message))).

%   header_end(+Bytes, -End): Bytes hold the header's empty line, which
%   ends at End (lines end in CR LF, or in LF alone: thread_httpd reads
%   both).

header_end(Bytes, End) :-
    aggregate_all(min(End0),
                  ( member(LineEnd, ["\n\n", "\n\r\n"]),
                    once(sub_string(Bytes, Before, Length, _, LineEnd)),
                    End0 is Before + Length ),
                  End).

%   body_length(+Header, +BodyLimit, -Length): the bytes of body to
%   await: its Content-Length, or 0 for none, for one over BodyLimit
%   and for one in chunks (the handler refuses these without reading).

body_length(Header, BodyLimit, Length) :-
    (   \+ header_field(Header, "transfer-encoding", _),
        header_field(Header, "content-length", Value),
        string_codes(Value, Codes),
        Codes = [_|_],
        forall(member(Code, Codes), between(0'0, 0'9, Code)),
        number_codes(Length0, Codes),
        Length0 =< BodyLimit
    ->  Length = Length0
    ;   Length = 0
    ).

%   header_field(+Header, +Name, -Value): Header has a field Name (in
%   lower case), whose value is Value.

header_field(Header, Name, Value) :-
    split_string(Header, "\n", "\r", [_RequestLine|Lines]),
    member(Line, Lines),
    once(sub_string(Line, Before, 1, After, ":")),
    sub_string(Line, 0, Before, _, Name0),
    string_lower(Name0, Name),
    !,
    sub_string(Line, _, After, 0, Value0),
    normalize_space(string(Value), Value0).

%   await_bytes(+In, +Deadline, +Seen, +Length): In's buffer has Length
%   bytes; it has Seen.

await_bytes(In, Deadline, Seen, Length) :-
    (   Seen >= Length
    ->  true
    ;   await_more(In, Deadline, Seen, Length, Available, _),
        await_bytes(In, Deadline, Available, Length)
    ).

%   await_more(+In, +Deadline, +Seen, +Most, -Available, -Bytes): In's
%   buffer had Seen bytes; it now has Available (more, Most at most to
%   look at), which are Bytes.  The client's end of file loses the
%   connection, the deadline refuses it with 408.

await_more(In, Deadline, Seen, Most, Available, Bytes) :-
    get_time(Now),
    Remaining is Deadline - Now,
    (   Remaining > 0
    ->  true
    ;   late
    ),
    Next is Seen + 1,
    (   peek_within(In, Remaining, Next, Bytes0)
    ->  true
    ;   late
    ),
    (   string_length(Bytes0, Next)
    ->  true
    ;   throw(tabuleiro_refused(lost))      % the client closed its side
    ),
    most_available(In, Next-Bytes0, Most, Available-Bytes).

%   most_available(+In, +Known, +Most, -Available): Available is
%   Count-Bytes for the most bytes, Most at most, that In has at once;
%   Known, Count-Bytes too, are bytes it has.  All of them, usually; else
%   a binary search.

most_available(In, Known, Most, Available) :-
    (   peek_now(In, Most, All)
    ->  Available = Most-All
    ;   bisect_available(In, Known, Most, Available)
    ).

bisect_available(In, Count-Bytes, Most, Available) :-
    (   Count >= Most
    ->  Available = Count-Bytes
    ;   Try is (Count + Most + 1) // 2,
        (   peek_now(In, Try, Part)
        ->  bisect_available(In, Try-Part, Most, Available)
        ;   Below is Try - 1,
            bisect_available(In, Count-Bytes, Below, Available)
        )
    ).

%   peek_now(+In, +Length, -Bytes): In has Length bytes now, Bytes.
peek_now(In, Length, Bytes) :-
    peek_within(In, 0, Length, Bytes),
    string_length(Bytes, Length).

%   peek_within(+In, +Seconds, +Length, -Bytes): Bytes are the first
%   Length bytes of In (fewer at the end of file), unread, there within
%   Seconds (0: there now); fails if they are not.  An error of the
%   connection loses it.

peek_within(In, Seconds, Length, Bytes) :-
    set_stream(In, timeout(Seconds)),
    catch(peek_string(In, Length, Bytes), Error, true),
    (   var(Error)
    ->  true
    ;   Error = error(timeout_error(_, _), _)
    ->  fail
    ;   throw(tabuleiro_refused(lost))
    ).

late :-
    web_limit(header_seconds, Seconds),
    format(string(Message), "The request did not arrive within ~w s.", [Seconds]),
    throw(tabuleiro_refused(answer(408, Message))).

                 /*******************************
                 *          REFUSALS            *
                 *******************************/

%   close_refused(+Error, +In, +Out): the connection is closed; a
%   refusal is answered if it can be (the client may be gone), and
%   becomes tabuleiro_connection_closed(Why); any other error is thrown
%   again.

close_refused(Error, In, Out) :-
    (   Error = tabuleiro_refused(answer(Status, Message))
    ->  catch(write_answer(Out, Status, Message), _, true),
        catch(discard_arrived(In, 81920), _, true)
    ;   true
    ),
    close(Out, [force(true)]),
    close(In, [force(true)]),
    (   Error = tabuleiro_refused(Why)
    ->  throw(tabuleiro_connection_closed(Why))
    ;   throw(Error)
    ).

%   discard_arrived(+In, +Budget): reads, without waiting, what the
%   client has sent (up to about Budget bytes): a socket closed with
%   unread bytes is reset, and the client may lose the answer.

discard_arrived(In, Budget) :-
    (   Budget > 0,
        wait_for_input([In], [_], 0),
        fill_buffer(In),
        read_pending_codes(In, Codes, []),
        Codes \== []
    ->  length(Codes, Read),
        Left is Budget - Read,
        discard_arrived(In, Left)
    ;   true
    ).

write_answer(Out, Status, Message) :-
    reason_phrase(Status, Reason),
    atom_json_dict(Json, _{error: Message}, [as(string), width(0)]),
    string_codes(Json, Codes),
    phrase(utf8_codes(Codes), Bytes),
    length(Bytes, Length),
    format(Out, "HTTP/1.1 ~w ~w\r\n\c
                 Content-Type: application/json; charset=UTF-8\r\n\c
                 Content-Length: ~w\r\n\c
                 Connection: close\r\n\r\n~s",
           [Status, Reason, Length, Bytes]),
    flush_output(Out).

reason_phrase(408, 'Request Timeout').
reason_phrase(431, 'Request Header Fields Too Large').
reason_phrase(503, 'Service Unavailable').
