:- module(tabuleiro_web_limits,
          [ web_limit/2,            % ?Name, -Value
            bytes_text/2            % +Bytes, -Text
          ]).

:- use_module('../message_text', [counted/3]).

/** <module> The browser board's server: its limits in one place

Every bound the server puts on its clients, with its default; the
environment variable TABULEIRO_WEB_<NAME> (NAME in capitals) sets
another (the tests set small ones): a positive number of seconds, a
positive whole number for the rest.  Any other value is said once on
stderr and the default kept.

  | Name                    | Default | What it bounds                     |
  |-------------------------|---------|------------------------------------|
  | idle                    | 3600    | seconds a game lives without a request |
  | games_per_client        | 100     | games one address keeps            |
  | games                   | 1000    | games the server keeps, of all addresses |
  | plies                   | 1000    | moves a game keeps, played or loaded |
  | searches_per_client     | 2       | computer moves and hints of one address running at once |
  | searches                | 2       | computer moves and hints of all addresses running at once |
  | search_wait             | 10      | seconds a computer move or hint waits for its turn |
  | search_positions        | 5000    | positions the Prolog search keeps in each of its tables |
  | seconds                 | 20      | seconds a request may work         |
  | header_seconds          | 10      | seconds a request may take to arrive |
  | header_bytes            | 16384   | bytes of a request's header (431 beyond) |
  | body_bytes              | 65536   | bytes of a request's body (413 beyond) |
  | json_depth              | 8       | arrays and objects nested in a request's body |
  | reply_seconds           | 10      | seconds a reply waits for a client that does not read it |
  | connections_per_client  | 8       | requests of one address arriving or answered at once |
  | workers                 | 24      | requests answered at once (threads of the server) |

What stays beside the code is not a bound on the clients' use of the
server but a check of what a request says, with the value it checks
(web_games.pl): a cell is within 16 rows and columns (no board is
larger), a ply number has at most 6 characters, a reserve piece's name
1 to 16 characters.
*/

%!  web_limit(?Name, -Value) is nondet.
%
%   Value is the limit Name: the environment's, else the default.

web_limit(Name, Value) :-
    default_limit(Name, Default),
    upcase_atom(Name, Upper),
    atom_concat('TABULEIRO_WEB_', Upper, Variable),
    (   getenv(Variable, Text)
    ->  (   limit_value(Name, Text, Value0)
        ->  Value = Value0
        ;   refused_once(Variable, Text, Name, Default),
            Value = Default
        )
    ;   Value = Default
    ).

limit_value(Name, Text, Value) :-
    catch(atom_number(Text, Value), _, fail),
    Value > 0,
    (   seconds_limit(Name)
    ->  true
    ;   integer(Value)
    ).

seconds_limit(Name) :-
    memberchk(Name, [idle, search_wait, seconds, header_seconds, reply_seconds]).

:- dynamic refused_variable/1.

refused_once(Variable, _, _, _) :-
    refused_variable(Variable),
    !.
refused_once(Variable, Text, Name, Default) :-
    assertz(refused_variable(Variable)),
    (   seconds_limit(Name)
    ->  Wanted = "a positive number of seconds"
    ;   Wanted = "a positive whole number"
    ),
    print_message(warning, format("~w=~w is not ~w: the server keeps its default, ~w",
                                  [Variable, Text, Wanted, Default])).

default_limit(idle, 3600).
default_limit(games_per_client, 100).
default_limit(games, 1000).
default_limit(plies, 1000).
default_limit(searches_per_client, 2).
default_limit(searches, 2).
default_limit(search_wait, 10).
default_limit(search_positions, 5000).
default_limit(seconds, 20).
default_limit(header_seconds, 10).
default_limit(header_bytes, 16384).
default_limit(body_bytes, 65536).
default_limit(json_depth, 8).
default_limit(reply_seconds, 10).
default_limit(connections_per_client, 8).
default_limit(workers, 24).

%!  bytes_text(+Bytes, -Text) is det.
%
%   Text is the size Bytes in the words of a refusal: `64 KiB` for whole
%   kibibytes, else `100 bytes` (`1 byte`).

bytes_text(Bytes, Text) :-
    (   Bytes > 0,
        Bytes mod 1024 =:= 0
    ->  KiB is Bytes // 1024,
        format(string(Text), "~d KiB", [KiB])
    ;   counted(Bytes, byte, Words),
        atom_string(Words, Text)
    ).
