:- module(tabuleiro_web_server,
          [ web_server/2,           % +Port, +Options
            web_stop/1              % +Port
          ]).
:- encoding(utf8).
:- use_module(library(http/http_server)).
:- use_module(library(http/http_json)).
:- use_module(library(http/http_client), [http_read_data/3]).
:- use_module(library(http/json), [json_read_dict/3]).
:- use_module(library(utf8), [utf8_codes/3]).
:- use_module(library(http/http_files)).
:- use_module(library(option)).
:- use_module(library(settings), [set_setting/2]).
:- use_module(web_limits).
:- use_module(library(lists)).
:- use_module(web_games).
:- use_module(client_watch).
:- use_module(connection_guard).
:- use_module('../games', [game/1, load_game_module/1]).

/** <module> The browser board's server

    $ swipl prolog/web.pl                 % http://localhost:8080/
    $ swipl prolog/web.pl --port=8123
    $ swipl prolog/web.pl --public        % every interface, not only localhost
    $ make web PORT=8123

SWI-Prolog's own HTTP server serves the page (`page/`: plain HTML, CSS
and a small script) and a JSON API over the course API of the four
games.  The browser only draws and sends clicks: every rule is decided
in Prolog, on the backend each game has chosen.  Each game in progress
has an id; several tabs play several games at once.

The API (module tabuleiro_web_games does the work):

    GET  /api/games                    the games, their options, levels, demo topics
    POST /api/game                     {game, rules, players, backend} -> a new game
    GET  /api/game/ID                  the game: board (with its legend), legal moves,
                                       status, the last move
    POST /api/game/ID/move             {move: "c3"}, as typed at the prompt, or a
                                       click: {from: [R, C] | reserve: P, to: [R, C]}
    POST /api/game/ID/computer         the computer plays the side to move
    POST /api/game/ID/hint             the suggestion, how its level chose it and the
                                       line it expects; every legal move with its value
                                       after it and after the best answer, best first
    POST /api/game/ID/undo             back to the last human move
    POST /api/game/ID/backend          {backend: "c" | "prolog"}
    POST /api/game/ID/position         {notation: "..."} -> set up a position
    GET  /api/game/ID/ply/K            the game after its first K moves (stepping through)
    GET  /api/game/ID/save             the saved-game file
    POST /api/load                     {text: "..."} -> the saved game, a new id
    GET  /api/game/ID/demo?topic=T     the demo of a topic on this position

A bad request (unknown game or id, illegal move, malformed JSON, a body
over 64 KiB or nested more than 8 deep, a POST that is not JSON or comes
from another site's page, a position that does not parse) gets a 4xx
status and `{"error": "..."}`; the game is left as it was.  These
bounds, and those below, are the limits of module tabuleiro_web_limits
(body_bytes, json_depth, header_seconds, connections_per_client).

Slow and greedy clients are bounded (module tabuleiro_connection_guard):
a request must arrive within 10 s of its connection being taken
(TABULEIRO_WEB_HEADER_SECONDS), and an address may have 8 requests in
progress at once (TABULEIRO_WEB_CONNECTIONS_PER_CLIENT); each reply
closes its connection, so that every request is bounded so.
*/

:- http_handler(root(.), guarded(page), [prefix]).
:- http_handler(root(api/games), guarded(api_games), [methods([get])]).
:- http_handler(root(api/game), guarded(api_game), [prefix, methods([get, post])]).
:- http_handler(root(api/load), guarded(api_load), [methods([post])]).

:- dynamic serving/2.               % Port, Public (true or false)

%   SWI-Prolog 9.0's HTTP library knows no 429: its reply would say
%   "Bad Request".
:- if(\+ catch(http_header:status_number_fact(_, 429), _, fail)).
:- multifile http_header:status_number_fact/2, http_header:status_comment//1.
http_header:status_number_fact(too_many_requests, 429).
http_header:status_comment(too_many_requests) --> "Too Many Requests".
:- endif.

%   The page's files are in page/, beside this file.

:- multifile user:file_search_path/2.
:- dynamic user:file_search_path/2.

:- prolog_load_context(directory, WebPrologDir),
   directory_file_path(WebPrologDir, page, Page),
   asserta(user:file_search_path(tabuleiro_web_assets, Page)).

%!  web_server(+Port, +Options) is det.
%
%   Starts the server on Port, bound to localhost unless Options holds
%   public(true).

web_server(Port, Options) :-
    forall(game(Game), load_game_module(Game)),
    (   option(public(true), Options)
    ->  Address = Port,
        Public = true
    ;   Address = localhost:Port,
        Public = false
    ),
    retractall(serving(Port, _)),
    assertz(serving(Port, Public)),
    web_limit(body_bytes, BodyLimit),
    guard_connections(Port, [body_limit(BodyLimit)]),
    % SWI-Prolog adds workers while requests wait, up to 100 of them,
    % each with stacks of its own: the limit `workers` bounds the memory.
    web_limit(workers, Workers),
    set_setting(http:max_workers, Workers),
    % The Prolog search keeps fewer positions than in a terminal: each
    % costs it a kilobyte or more, and two searches run at once here.
    web_limit(search_positions, Positions),
    create_prolog_flag(tabuleiro_search_table_limit, Positions, [type(integer)]),
    % The guard has the whole request in the buffer before the handler
    % runs: the timeout bounds the writing of the reply to a client that
    % does not read it.
    web_limit(reply_seconds, ReplySeconds),
    http_server([port(Address), workers(16), timeout(ReplySeconds)]).

%!  web_stop(+Port) is det.
%
%   Stops the server on Port.

web_stop(Port) :-
    http_stop_server(Port, []),
    stop_guarding(Port),
    retractall(serving(Port, _)).

%   guarded(+Handler, +Request): Handler answers Request if its Host
%   header names this server: on localhost, only localhost (a page of
%   another site that a browser was made to resolve to 127.0.0.1 gets
%   nothing); with --public, any host.  A request that changes a game
%   (a POST) must come from the board's own page, if from a page at
%   all, with a JSON body: a page of another site can make a visitor's
%   browser send a form or a text/plain POST, never these.  The handler
%   takes one of the slots of the client's address (503 if it has none
%   left).
guarded(Handler, Request) :-
    (   \+ host_allowed(Request)
    ->  send(error(403, "This server answers requests for localhost only \c
                         (start it with --public to serve other hosts)."))
    ;   \+ same_origin(Request)
    ->  send(error(403, "A page of another site cannot play here."))
    ;   \+ json_content(Request)
    ->  send(error(415, "Send the request's body as application/json."))
    ;   memberchk(peer(Peer), Request),
        in_client_slot(Peer, call(Handler, Request), busy)
    ).

busy(Message) :-
    send(error(503, Message)).

%   host_allowed(+Request): the server that took Request (its port, read
%   from the worker pool's name, never from the client's headers) is
%   public, or the Host header names localhost.
host_allowed(Request) :-
    memberchk(pool(client(Pool, _, _, _)), Request),
    atom_concat('httpd@', Address, Pool),
    atomic_list_concat(Parts, ':', Address),
    last(Parts, PortText),
    atom_number(PortText, Port),
    serving(Port, Public),
    (   Public == true
    ->  true
    ;   memberchk(host(Host), Request),
        memberchk(Host, [localhost, '127.0.0.1', '::1', '[::1]'])
    ).

%   same_origin(+Request): a POST that a page sent (it has an Origin
%   header) was sent by a page of this server: the Origin is the scheme,
%   host and port the Host header names.
same_origin(Request) :-
    (   memberchk(method(post), Request),
        memberchk(origin(Origin), Request)
    ->  memberchk(host(Host), Request),
        (   memberchk(port(Port), Request), Port \== 80
        ->  format(atom(Own), 'http://~w:~w', [Host, Port])
        ;   format(atom(Own), 'http://~w', [Host])
        ),
        Origin == Own
    ;   true
    ).

%   json_content(+Request): a POST says its body is JSON.
json_content(Request) :-
    (   memberchk(method(post), Request)
    ->  memberchk(content_type(Type), Request),
        downcase_atom(Type, Lower),
        sub_atom(Lower, 0, _, _, 'application/json')
    ;   true
    ).

%   The page's files; anything else is a 404 in words.  The connection
%   closes after a file, and after a 304 too: Connection is a header of
%   the reply's CGI header, where every reply of http_reply_file/3 finds
%   it (its headers(List) option is lost on a 304).
%   A path the files cannot have (`..`, a NUL) is no page either.
page(Request) :-
    format("Connection: close~n"),
    (   catch(http_reply_from_files(tabuleiro_web_assets(.), [indexes(['index.html'])], Request),
              Error,
              page_error(Error))
    ->  true
    ;   send_reply(error(404, "No such page."))
    ).

%   page_error(+Error): the file's reply (http_reply/1,2) goes on to the
%   server; not_found, and anything else, is no page.
page_error(Error) :-
    compound(Error),
    compound_name_arguments(Error, http_reply, [Reply|_]),
    Reply \= not_found(_),
    throw(Error).

                 /*******************************
                 *           HANDLERS           *
                 *******************************/

api_games(_Request) :-
    games_catalogue(Catalogue),
    send(Catalogue).

api_load(Request) :-
    answer(Request, load).

%   /api/game itself makes a new game; /api/game/ID/... asks of one.

api_game(Request) :-
    memberchk(method(Method), Request),
    (   memberchk(path_info(Info), Request),
        atomic_list_concat(['', First|Parts], /, Info),
        First \== ''
    ->  answer(Request, game(Method, [First|Parts]))
    ;   Method == post
    ->  answer(Request, new_game)
    ;   send(error(404, "No such request."))
    ).

%   answer(+Request, +What): replies with the JSON of What, or with the
%   status and message of the error it raised.

answer(Request, What) :-
    catch(( request_body(Request, Body),
            while_client_waits(Request, api_reply(What, Request, Body, Reply)) ),
          Error,
          error_reply(Error, Reply)),
    send(Reply).

%   error_reply(+Error, -Reply): a request refused gets its status and
%   message; anything else is the server's fault, told on its own
%   terminal and, without its internals, to the client.
error_reply(web_error(Status, Message), error(Status, Message)) :- !.
error_reply(client_gone, error(503, "The client went away.")) :-
    !,
    print_message(informational, format("A request stopped: its client went away.", [])).
error_reply(Error, error(500, "The server could not answer this request.")) :-
    print_message(error, Error).

%   send(+Reply): every reply closes its connection: the next request
%   comes on a new one, under the connection guard's deadline (and the
%   unread body of a 411 or 413 is not taken for a request).
send(Reply) :-
    format("Connection: close~n"),
    send_reply(Reply).

send_reply(error(Status, Message)) :-
    !,
    reply_json_dict(_{error: Message}, [status(Status)]).
send_reply(text(Text, FileName)) :-
    !,
    format("Content-Type: text/plain; charset=UTF-8~n"),
    format("Content-Disposition: attachment; filename=\"~w\"~n~n", [FileName]),
    format("~s", [Text]).
send_reply(created(Dict)) :-
    !,
    reply_json_dict(Dict, [status(201)]).
send_reply(Dict) :-
    reply_json_dict(Dict).

api_reply(new_game, Request, Body, created(View)) :-
    client(Request, Client),
    new_game(Body, Client, View).
api_reply(load, Request, Body, created(View)) :-
    client(Request, Client),
    load_saved_game(Body, Client, View).
api_reply(game(get, [Id]), _, _, View) :-
    game_view(Id, View).
api_reply(game(get, [Id, ply, Ply]), _, _, View) :-
    ply_view(Id, Ply, View).
api_reply(game(get, [Id, save]), _, _, text(Text, FileName)) :-
    saved_text(Id, Text, FileName).
api_reply(game(get, [Id, demo]), Request, _, Demo) :-
    memberchk(search(Query), Request),
    (   memberchk(topic=Topic, Query)
    ->  true
    ;   throw(web_error(400, "Which topic? Add ?topic=NAME."))
    ),
    (   memberchk(position=topic, Query)
    ->  Position = topic
    ;   Position = game
    ),
    demo_view(Id, Topic, Position, Demo).
api_reply(game(post, [Id, Action]), Request, Body, View) :-
    client(Request, Client),
    game_action(Action, Id, Body, Client, View),
    !.
api_reply(_, _, _, _) :-
    throw(web_error(404, "No such request.")).

%   client(+Request, -Client): who asks: the peer's address.
client(Request, Client) :-
    (   memberchk(peer(Peer), Request)
    ->  Client = Peer
    ;   Client = unknown
    ).

%   request_body(+Request, -Body): the JSON object of a POST (a dict),
%   or _{} for none.

request_body(Request, Body) :-
    (   memberchk(transfer_encoding(_), Request)
    ->  throw(web_error(411, "Send the request's body with a Content-Length, not in chunks."))
    ;   memberchk(method(post), Request),
        memberchk(content_length(Length), Request),
        Length > 0
    ->  (   web_limit(body_bytes, Most),
            Length > Most
        ->  bytes_text(Most, MostText),
            format(string(Message), "The request is too large (~w at most).", [MostText]),
            throw(web_error(413, Message))
        ;   http_read_data(Request, Bytes, [to(codes)]),
            shallow_json(Bytes),
            utf8_text(Bytes, Text),
            json_text_dict(Text, Body0)
        ),
        (   is_dict(Body0)
        ->  Body = Body0
        ;   throw(web_error(400, "The request must be a JSON object."))
        )
    ;   Body = _{}
    ).

%   shallow_json(+Bytes): the body's arrays and objects nest no deeper
%   than any request needs (the limit json_depth), found in one pass over its
%   bytes before it is parsed: a body nested thousands deep cost the
%   parser seconds.
shallow_json(Bytes) :-
    web_limit(json_depth, Most),
    (   nesting_within(Bytes, 0, outside, Most)
    ->  true
    ;   format(string(Message), "The request nests arrays and objects more than ~d deep.",
               [Most]),
        throw(web_error(400, Message))
    ).

nesting_within([], _, _, _).
nesting_within([Code|Codes], Depth, outside, Most) :-
    (   ( Code == 0'[ ; Code == 0'{ )
    ->  Depth1 is Depth + 1,
        Depth1 =< Most,
        nesting_within(Codes, Depth1, outside, Most)
    ;   ( Code == 0'] ; Code == 0'} )
    ->  Depth1 is Depth - 1,
        nesting_within(Codes, Depth1, outside, Most)
    ;   Code == 0'"
    ->  nesting_within(Codes, Depth, string, Most)
    ;   nesting_within(Codes, Depth, outside, Most)
    ).
nesting_within([Code|Codes], Depth, string, Most) :-
    (   Code == 0'\\
    ->  (   Codes = [_|Rest]
        ->  nesting_within(Rest, Depth, string, Most)
        ;   true
        )
    ;   Code == 0'"
    ->  nesting_within(Codes, Depth, outside, Most)
    ;   nesting_within(Codes, Depth, string, Most)
    ).

%   utf8_text(+Bytes, -Text): the body's bytes are UTF-8 text.
utf8_text(Bytes, Text) :-
    (   phrase(utf8_codes(Codes), Bytes)
    ->  string_codes(Text, Codes)
    ;   throw(web_error(400, "The request is not UTF-8 text."))
    ).

%   json_text_dict(+Text, -Dict): Text is one JSON value and nothing
%   more, whose strings are Unicode text (no lone surrogate).
json_text_dict(Text, Dict) :-
    (   catch(setup_call_cleanup(open_string(Text, In),
                                 ( json_read_dict(In, Dict0, [end_of_file(end)]),
                                   json_read_dict(In, End, [end_of_file(end)]) ),
                                 close(In)),
              _, fail),
        End == end,
        Dict0 \== end,
        \+ lone_surrogate(Dict0)
    ->  Dict = Dict0
    ;   throw(web_error(400, "The request is not valid JSON."))
    ).

lone_surrogate(Term) :-
    sub_term(String, Term),
    string(String),
    string_codes(String, Codes),            % (string_code/3 by index is slow)
    member(Code, Codes),
    between(0xD800, 0xDFFF, Code),
    !.

