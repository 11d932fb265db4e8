:- module(tabuleiro_teeko_db_process, []).
/*  Goals that tests/prolog/teeko_perfect.plt runs in fresh swipl
    processes, with TABULEIRO_DB_DIR set to the folder of a database.
    Each prints one line for the test to read.
*/
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/teeko/perfect').
:- use_module(library(apply)).
:- use_module(library(aggregate)).

%   Resident memory of this process, in KiB.

rss(KiB) :-
    read_file_to_string('/proc/self/status', Status, []),
    sub_string(Status, Before, _, _, "VmRSS:"),
    sub_string(Status, Before, _, 0, Rest),
    split_string(Rest, "\n", "", [Line|_]),
    split_string(Line, " \t", " \t", Words),
    include([W]>>(W \== ""), Words, [_, Number|_]),
    number_string(KiB, Number).

%   Eight threads ask for a value at once. Prints: "loads N grew KiB".

threads_load_once :-
    teeko:initial_state([], State),
    rss(Before),
    length(Threads, 8),
    maplist([Id]>>thread_create(teeko_value(State, _), Id), Threads),
    maplist([Id]>>thread_join(Id, true), Threads),
    aggregate_all(count, tabuleiro_teeko_perfect:loaded_database(_, _), Loads),
    rss(Loaded),
    Grew is Loaded - Before,
    format("loads ~d grew ~d~n", [Loads, Grew]).

%   Loading and freeing again and again keeps the memory of one load.
%   Prints: "grew KiB".

load_and_free_repeatedly :-
    teeko:initial_state([], State),
    teeko_value(State, _),
    free_teeko_databases,
    rss(Before),
    forall(between(1, 10, _), ( teeko_value(State, _), free_teeko_databases )),
    rss(After),
    Grew is After - Before,
    format("grew ~d~n", [Grew]).

%   What teeko_value/2 and level 4 say of the database of Rules.

value_and_level_4(Rules) :-
    teeko:initial_state([rules(Rules)], State),
    catch(teeko_value(State, _), Error, print_message(error, Error)),
    teeko:choose_move(State, 4, _).
