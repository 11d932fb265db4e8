:- module(tabuleiro_teeko_perfect,
          [ teeko_value/2,              % +GameState, -Value
            teeko_database_file/2,      % +Rules, -File
            build_teeko_database/1      % +Rules
          ]).
:- use_module(backend).
:- use_module(game_state).
:- use_module(game_loop, [ask_choice/3]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(random)).

/** <module> Perfect Teeko: level 4

Teeko is solved by retrograde analysis in the C core (`build/bin/tabuleiro
solve teeko`, about half a minute): a database holds, for every position
and player to move, whether that player wins or loses in how many plies,
or draws. This module reads it through the foreign predicates of the
bridge (`c_teeko_db_load/3`, `c_teeko_db_value/4`), whichever backend
plays the rules, and gives Teeko its computer level 4: a fastest win, a
slowest loss, or a move that keeps the draw. At the prompt, `hint` then
lists every legal move with its exact value.

The database of each rule set is a file under `build/db/` (or the folder
named by the environment variable `TABULEIRO_DB_DIR`), built once.
*/

:- dynamic loaded_database/2,           % Rules, Db
           database_directory/1.

%   The databases live in build/db/, or in $TABULEIRO_DB_DIR when set.

:- prolog_load_context(directory, Dir),
   file_directory_name(Dir, Root),
   directory_file_path(Root, 'build/db', Default),
   (   getenv('TABULEIRO_DB_DIR', DbDir)
   ->  true
   ;   DbDir = Default
   ),
   asserta(database_directory(DbDir)).

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
%          the state's rules has not been built (see build_teeko_database/1).

teeko_value(game_state(Board, Player, Rules, _), Value) :-
    database(Rules, Db),
    tabuleiro_foreign:c_teeko_db_value(Db, Board, Player, Value).

%!  build_teeko_database(+Rules) is det.
%
%   Solves Teeko under Rules and writes its database, showing progress.

build_teeko_database(Rules) :-
    teeko_database_file(Rules, File),
    file_directory_name(File, Dir),
    make_directory_path(Dir),
    tabuleiro_foreign:c_teeko_db_solve(Rules, File).

database(Rules, Db) :-
    msort(Rules, Key),
    (   loaded_database(Key, Db0)
    ->  Db = Db0
    ;   teeko_database_file(Key, File),
        (   exists_file(File)
        ->  true
        ;   existence_error(teeko_database, File)
        ),
        tabuleiro_foreign:c_teeko_db_load(File, Key, Db),
        assertz(loaded_database(Key, Db))
    ).

%   The database of Rules is built and loads. A file that exists but
%   does not load (truncated, corrupted, made by another version) is
%   reported and not used.

database_ready(Rules) :-
    foreign_available,
    teeko_database_file(Rules, File),
    exists_file(File),
    catch(database(Rules, _), Error,
          ( print_message(warning, Error), fail )).

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

perfect_move(State, Move) :-
    move_values(State, Pairs),
    Pairs \== [],
    findall(Rank-M, ( member(M-V, Pairs), rank(V, Rank) ), Ranked),
    max_member(Best-_, Ranked),
    findall(M, member(Best-M, Ranked), Bests),
    random_member(Move, Bests).

                 /*******************************
                 *     HOOKS OF THE GAME LOOP   *
                 *******************************/

:- multifile
    tabuleiro_game_state:extra_level/3,
    tabuleiro_game_state:choose_at_extra_level/4,
    tabuleiro_game_loop:level_ready/4,
    tabuleiro_game_loop:exact_hint/2.

tabuleiro_game_state:extra_level(teeko, 4, 'Perfect (the solved game)') :-
    foreign_available.

%   Without its database, level 4 plays as level 3 and says so.

tabuleiro_game_state:choose_at_extra_level(teeko, 4, State, Move) :-
    state_rules(State, Rules),
    (   database_ready(Rules)
    ->  perfect_move(State, Move)
    ;   print_message(warning, teeko_perfect(no_database(Rules))),
        game_choose_move(teeko, State, 3, Move)
    ).

tabuleiro_game_loop:level_ready(teeko, 4, Rules, Ready) :-
    (   database_ready(Rules)
    ->  Ready = 4
    ;   ask_choice('Perfect play needs the solved game for these rules, not built yet.\nBuild it now (about half a minute)?',
                   [y-'yes, build it', n-'no, play at level 3'], Answer),
        build_or_fall_back(Answer, Rules, Ready)
    ).

build_or_fall_back(y, Rules, 4) :-
    build_teeko_database(Rules),
    writeln('Solved: the computer plays perfectly.').
build_or_fall_back(n, _Rules, 3) :-
    writeln('The computer plays at level 3 (search) instead.').

tabuleiro_game_loop:exact_hint(teeko, State) :-
    state_rules(State, Rules),
    database_ready(Rules),
    move_values(State, Pairs),
    writeln('Every legal move with its exact value:'),
    forall(member(Move-Value, Pairs), show_move_value(Move, Value)).

show_move_value(Move, Value) :-
    tabuleiro_game_loop:move_to_text(teeko, Move, Text),
    value_text(Value, ValueText),
    format("  ~w~t~10|~w~n", [Text, ValueText]).

value_text(win(N), Text) :- format(atom(Text), 'win in ~d', [N]).
value_text(loss(N), Text) :- format(atom(Text), 'loss in ~d', [N]).
value_text(draw, draw).

:- multifile prolog:message//1.

prolog:message(teeko_perfect(no_database(Rules))) -->
    [ 'The perfect-play database for rules ~w is not built; level 3 plays instead.'-[Rules] ].
