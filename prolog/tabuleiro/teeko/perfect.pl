:- module(tabuleiro_teeko_perfect,
          [ teeko_value/2,              % +GameState, -Value
            teeko_database_file/2,      % +Rules, -File
            build_teeko_database/1,     % +Rules
            free_teeko_databases/0
          ]).
:- use_module('../backend').
:- use_module('../game_state').
:- use_module('../game_plugin').
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(error)).

/** <module> Perfect Teeko: level 4

Teeko is solved by retrograde analysis in the C core (`make solve`, or
`build/bin/tabuleiro solve teeko`, a few seconds): a database holds, for
every position and player to move, whether that player wins or loses in
how many plies, or draws. This module reads it through the foreign
predicates of the bridge (`c_teeko_db_load/3`, `c_teeko_db_value/4`),
whichever backend plays the rules, and gives Teeko its computer level 4: a
fastest win, a slowest loss, or a move that keeps the draw. At the prompt,
`hint` then lists every legal move with its exact value.

The database of each rule set is a file under `build/db/` (or the folder
named by the environment variable `TABULEIRO_DB_DIR`), built once. A
process loads it once, whatever the number of threads asking, and
free_teeko_databases/0 (or a rebuild) frees it at once.
*/

:- dynamic loaded_database/2,           % Rules, Db: one per process
           database_directory/1.

%   The databases live in build/db/, or in $TABULEIRO_DB_DIR when set.

:- prolog_load_context(directory, Dir),          % prolog/tabuleiro/teeko
   file_directory_name(Dir, Internal),
   file_directory_name(Internal, PrologDir),
   file_directory_name(PrologDir, Root),
   directory_file_path(Root, 'build/db', Default),
   (   getenv('TABULEIRO_DB_DIR', DbDir)
   ->  true
   ;   DbDir = Default
   ),
   asserta(database_directory(DbDir)).

:- at_halt(free_teeko_databases).

%!  teeko_database_file(+Rules, -File) is det.
%
%   File is where the database of the Teeko rule options Rules lives,
%   e.g. `build/db/teeko-advanced.db`.

teeko_database_file(Rules, File) :-
    msort(Rules, Sorted),
    maplist(atom_concat('-'), Sorted, Suffixes),
    atomic_list_concat([teeko|Suffixes], Base),
    database_directory(Dir),
    format(atom(File), '~w/~w.db', [Dir, Base]).

%!  teeko_value(+GameState, -Value) is det.
%
%   Value is the exact game-theoretic value of the position for the
%   player to move: win(Plies), loss(Plies) or draw. Repetition is not
%   counted: it never changes a forced result.
%
%   @error existence_error(teeko_database, File) when the database of
%          the state's rules has not been built (see build_teeko_database/1);
%          its message says how to build it.
%   @error domain_error(teeko_database, File) when it cannot be read or
%          is not a database of these rules; the message says why.
%   @error instantiation_error when GameState is unbound.

teeko_value(State, Value) :-
    must_be(nonvar, State),     % not an error of msort/2, deep inside
    State = game_state(Board, Player, Rules, _),
    database(Rules, Db),
    tabuleiro_foreign:c_teeko_db_value(Db, Board, Player, Value).

%!  build_teeko_database(+Rules) is det.
%
%   Solves Teeko under Rules and writes its database, showing progress;
%   a database of Rules loaded before is freed. The solve can be
%   interrupted (call_with_time_limit/2, Ctrl-C, thread_signal/2): it then
%   leaves no file behind.
%
%   @error permission_error(write, teeko_database, File) when the folder
%          cannot be written (found before the solve) or writing fails;
%          the message names the cause (EACCES, ENOSPC, EFBIG, ...).
%   @error resource_error(memory) when memory runs out.

build_teeko_database(Rules) :-
    msort(Rules, Key),
    teeko_database_file(Key, File),
    file_directory_name(File, Dir),
    make_directory_path(Dir),
    tabuleiro_foreign:c_teeko_db_solve(Key, File),
    with_mutex(tabuleiro_teeko_database, forget_database(Key)).

%!  free_teeko_databases is det.
%
%   Frees the tables of every loaded database now; the next lookup loads
%   the file again.

free_teeko_databases :-
    with_mutex(tabuleiro_teeko_database, forall(loaded_database(Key, _), forget_database(Key))).

forget_database(Key) :-
    (   retract(loaded_database(Key, Db))
    ->  tabuleiro_foreign:c_teeko_db_free(Db)
    ;   true
    ).

%   Loaded once per process: the first thread to ask loads, under a
%   lock; the others wait for it and share the tables.

database(Rules, Db) :-
    msort(Rules, Key),
    (   loaded_database(Key, Db0)
    ->  Db = Db0
    ;   with_mutex(tabuleiro_teeko_database, load_database(Key, Db))
    ).

load_database(Key, Db) :-
    (   loaded_database(Key, Db)
    ->  true
    ;   teeko_database_file(Key, File),
        (   exists_file(File)
        ->  true
        ;   % Not context(_, _): no backtrace is added at the toplevel.
            throw(error(existence_error(teeko_database, File), teeko_perfect(how_to_build(Key))))
        ),
        tabuleiro_foreign:c_teeko_db_load(File, Key, Db),
        assertz(loaded_database(Key, Db))
    ).

%   database_status(+Rules, -Status): ready, missing, or unusable(Error)
%   for a file that exists but does not load (unreadable, truncated,
%   corrupted, made by another version).

database_status(Rules, Status) :-
    (   \+ foreign_available
    ->  Status = missing
    ;   catch(( database(Rules, _), Status = ready ),
              error(Formal, Context),
              error_status(error(Formal, Context), Status))
    ).

error_status(error(existence_error(teeko_database, _), _), missing) :- !.
error_status(Error, unusable(Error)).

database_ready(Rules) :-
    database_status(Rules, ready).

%   The value of each legal move for the player making it.

move_values(State, Pairs) :-
    game_valid_moves(teeko, State, Moves),
    maplist(value_after(State), Moves, Values),
    pairs_keys_values(Pairs, Moves, Values).

value_after(State, Move, Value) :-
    game_move(teeko, State, Move, Next),
    teeko_value(Next, Reply),
    for_mover(Reply, Value).

for_mover(loss(N), win(M)) :- M is N + 1.
for_mover(win(N), loss(M)) :- M is N + 1.
for_mover(draw, draw).

%   Higher is better: the fastest win, then a draw, then the slowest loss.

rank(win(N), Rank) :- Rank is 1000 - N.
rank(draw, 0).
rank(loss(N), Rank) :- Rank is N - 1000.

%   perfect_move(+State, -Move, -Value): Move is a best move, with its
%   Value for the mover; ties broken at random.

perfect_move(State, Move, Value) :-
    move_values(State, Pairs),
    Pairs \== [],
    findall(Rank-M, ( member(M-V, Pairs), rank(V, Rank) ), Ranked),
    max_member(Best-_, Ranked),
    findall(M, member(Best-M, Ranked), Bests),
    random_member(Move, Bests),
    memberchk(Move-Value, Pairs).

                 /*******************************
                 *   HOOKS OF THE GAME PLUG-IN  *
                 *******************************/

tabuleiro_game_plugin:extra_level(teeko, 4, 'Perfect (the solved game)') :-
    foreign_available.

%   Without its database, level 4 plays as level 3 and says why.

tabuleiro_game_plugin:choose_at_extra_level(teeko, 4, State, Move, How) :-
    state_rules(State, Rules),
    (   level_unavailable(teeko, 4, Rules, Why)
    ->  print_message(warning, Why),
        game_choose_move(teeko, State, 3, Move, How3),
        How = instead(3, How3)
    ;   perfect_move(State, Move, Value),
        How = perfect(Value)
    ).

tabuleiro_game_plugin:level_unavailable(teeko, 4, Rules,
                                       teeko_perfect(level_3_instead(Rules, Status))) :-
    database_status(Rules, Status),
    Status \== ready.

tabuleiro_game_plugin:level_left_out(teeko, 4, Rules, teeko_perfect(left_out(Rules, Status))) :-
    database_status(Rules, Status),
    Status \== ready.

tabuleiro_game_plugin:level_ready(teeko, 4, Rules, Readiness) :-
    database_status(Rules, Status),
    (   Status == ready
    ->  Readiness = ready
    ;   Status = unusable(_)
    ->  Readiness = unavailable(teeko_perfect(level_3_instead(Rules, Status)))
    ;   Readiness = preparable('Perfect play needs the solved game for these rules, \c
                                not built yet.\nBuild it now (a few seconds)?',
                               'yes, build it')
    ).

%   A build that fails (a folder that cannot be written, a full disk,
%   too little memory) says why, and the game goes on at level 3.

tabuleiro_game_plugin:prepare_level(teeko, 4, Rules, Outcome) :-
    catch(( build_teeko_database(Rules),
            Outcome = prepared('Solved: the computer plays perfectly.') ),
          error(Formal, Context),
          Outcome = failed(teeko_perfect(build_failed(error(Formal, Context))))).

tabuleiro_game_plugin:exact_values(teeko, State, Values) :-
    state_rules(State, Rules),
    database_ready(Rules),
    move_values(State, Pairs),
    findall(Text-ValueText,
            ( member(Move-Value, Pairs),
              move_to_text(teeko, Move, Text),
              value_text(Value, ValueText) ),
            Values).

value_text(win(N), Text) :- plies_text(win, N, Text).
value_text(loss(N), Text) :- plies_text(loss, N, Text).

value_text(draw, draw).

plies_text(Outcome, N, Text) :-
    (   N =:= 1
    ->  Plies = ply
    ;   Plies = plies
    ),
    format(atom(Text), '~w in ~d ~w', [Outcome, N, Plies]).

:- multifile prolog:message//1, prolog:message_context//1.

prolog:message_context(teeko_perfect(how_to_build(Rules))) -->
    [ ': build it with `make solve` (or build_teeko_database(~q))'-[Rules] ].
prolog:message(teeko_perfect(level_3_instead(Rules, missing))) -->
    [ 'The perfect-play database for rules ~w is not built (`make solve` builds it); level 3 plays instead.'-[Rules] ].
prolog:message(teeko_perfect(level_3_instead(Rules, unusable(Error)))) -->
    [ 'The perfect-play database for rules ~w cannot be used: '-[Rules] ],
    error_detail(Error),
    [ '; level 3 plays instead.' ].
prolog:message(teeko_perfect(left_out(Rules, missing))) -->
    [ 'its perfect-play database for rules ~w is not built: `make solve` builds it \c
       (or build_teeko_database(~q) in Prolog)'-[Rules, Rules] ].
prolog:message(teeko_perfect(left_out(Rules, unusable(Error)))) -->
    [ 'its perfect-play database for rules ~w cannot be used ('-[Rules] ],
    error_detail(Error),
    [ '): `make solve` builds it again' ].
prolog:message(teeko_perfect(build_failed(Error))) -->
    [ 'Cannot build the perfect-play database: ' ],
    error_detail(Error),
    [ '. The computer plays at level 3 (search) instead.' ].

%   The C side's message when there is one, else the error's own.

error_detail(error(_, context(_, Message))) -->
    { string(Message) ; atom(Message) },
    !,
    [ '~w'-[Message] ].
error_detail(error(resource_error(memory), _)) -->
    !,
    [ 'not enough memory' ].
error_detail(Error) -->
    { message_line(Error, Line) },
    [ '~w'-[Line] ].

message_line(Message, Line) :-
    phrase(prolog:translate_message(Message), Lines),
    with_output_to(string(Text), print_message_lines(current_output, '', Lines)),
    split_string(Text, "\n", " ", Parts0),
    exclude(==(""), Parts0, Parts),
    atomic_list_concat(Parts, ' ', Line).
