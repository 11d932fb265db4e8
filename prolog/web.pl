:- encoding(utf8).
:- use_module(tabuleiro/web/web_server).
:- use_module(tabuleiro/message_text).
:- use_module(library(main)).
:- use_module(library(option)).

/** The browser board, from the command line

    $ swipl prolog/web.pl                 % http://localhost:8080/
    $ swipl prolog/web.pl --port=8123
    $ swipl prolog/web.pl --public        % every interface, not only localhost

Serves until interrupted (Ctrl-C).  The server itself, and the API it
answers, are in web/web_server.pl (the page: web/page/).
*/

                 /*******************************
                 *        COMMAND LINE          *
                 *******************************/

%   swipl prolog/web.pl [--port=N] [--public]: serves until interrupted.

serve_from_command_line :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, Positional, Options),
    (   member(Option, Options),
        \+ known_option(Option)
    ->  functor(Option, Name, _),
        format(user_error, "Unknown option --~w. Usage: swipl prolog/web.pl [--port=N] \c
                            [--public]~n", [Name]),
        halt(2)
    ;   Positional = [Word|_]
    ->  format(user_error, "Unexpected argument ~w. Usage: swipl prolog/web.pl [--port=N] \c
                            [--public]~n", [Word]),
        halt(2)
    ;   true
    ),
    option(port(Port), Options, 8080),
    (   integer(Port), between(1, 65535, Port)
    ->  true
    ;   format(user_error, "--port: a port number from 1 to 65535, not ~w~n", [Port]),
        halt(2)
    ),
    catch(web_server(Port, Options), Error,
          ( message_text(Error, Text),
            format(user_error, "Cannot serve on port ~w: ~w~n", [Port, Text]),
            halt(1) )),
    (   option(public(true), Options)
    ->  format("Tabuleiro is served on port ~w of every interface.~n", [Port])
    ;   true
    ),
    format("Tabuleiro in your browser: http://localhost:~w/  (Ctrl-C stops)~n", [Port]),
    thread_get_message(stop).

known_option(port(_)).
known_option(public(_)).

:- initialization(serve_from_command_line, main).
