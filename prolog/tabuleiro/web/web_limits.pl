:- module(tabuleiro_web_limits,
          [ web_limit/2             % ?Name, -Value
          ]).

/** <module> The browser board's server: its limits in one place

Every bound the server puts on its clients, with its default; the
environment variable TABULEIRO_WEB_<NAME> (NAME in capitals) sets
another, a positive number (the tests set small ones):

  | Name                    | Default | What it bounds                     |
  |-------------------------|---------|------------------------------------|
  | idle                    | 3600    | seconds a game lives without a request |
  | games_per_client        | 100     | games one address keeps            |
  | searches_per_client     | 2       | computer moves and hints of one address running at once |
  | searches                | 2       | computer moves and hints of all addresses running at once |
  | search_wait             | 10      | seconds a computer move or hint waits for its turn |
  | search_positions        | 5000    | positions the Prolog search keeps in each of its tables |
  | seconds                 | 20      | seconds a request may work         |
  | header_seconds          | 10      | seconds a request may take to arrive |
  | connections_per_client  | 8       | requests of one address arriving or answered at once |
  | workers                 | 24      | requests answered at once (threads of the server) |
*/

%!  web_limit(?Name, -Value) is nondet.
%
%   Value is the limit Name: the environment's, else the default.

web_limit(Name, Value) :-
    default_limit(Name, Default),
    upcase_atom(Name, Upper),
    atom_concat('TABULEIRO_WEB_', Upper, Variable),
    (   getenv(Variable, Text),
        catch(atom_number(Text, Value0), _, fail),
        Value0 > 0
    ->  Value = Value0
    ;   Value = Default
    ).

default_limit(idle, 3600).
default_limit(games_per_client, 100).
default_limit(searches_per_client, 2).
default_limit(searches, 2).
default_limit(search_wait, 10).
default_limit(search_positions, 5000).
default_limit(seconds, 20).
default_limit(header_seconds, 10).
default_limit(connections_per_client, 8).
default_limit(workers, 24).
