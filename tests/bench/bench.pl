/*  Backend benchmark: prints the Markdown tables of reports/performance.md
    that need Prolog (valid_moves/2 per call on each backend, also on
    states with a 60-ply history, and perft speed),
    and writes the same figures to DATA_DIR/valid_moves.dat and
    DATA_DIR/perft.dat for the report's plots (tests/bench/plots.gp).
    Usage: swipl tests/bench/bench.pl DATA_DIR GAME...
*/
:- encoding(utf8).
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/cross_check').
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(aggregate)).
:- use_module(library(pairs)).

:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../prolog', Prolog),
   asserta(user:file_search_path(tabuleiro, Prolog)).

suite_size(1000).
suite_seed(2026).
repeats(5).

main([DataDir|Games]) :-
    maplist(atom_string, GameAtoms, Games),
    maplist(use_game, GameAtoms),
    maplist(valid_moves_figures, GameAtoms, ValidMoves),
    valid_moves_table(ValidMoves),
    write_data(DataDir, 'valid_moves.dat', ValidMoves),
    maplist(history_figures, GameAtoms, History),
    history_table(History),
    maplist(perft_figures, GameAtoms, Perft),
    perft_table(Perft),
    write_data(DataDir, 'perft.dat', Perft).

%   The report is UTF-8 (µ, ×) whatever the locale.
main :-
    set_stream(user_output, encoding(utf8)),
    current_prolog_flag(argv, Argv),
    main(Argv),
    halt.

%   The games share their predicates' names: each is called as Game:Goal,
%   none is imported.
use_game(Game) :-
    use_module(tabuleiro(Game), []).

%   Positions after at least four plies that are not over.
mid_game_positions(Game, Positions) :-
    suite_size(Size),
    suite_seed(Seed),
    set_random(seed(Seed)),
    Pool is 3 * Size,
    random_positions(Game, [], Pool, All),
    include(mid_game(Game), All, Mid),
    length(Positions, Size),
    append(Positions, _, Mid).

%   A Shakti board always holds 4 pieces or more: mid-game there means a
%   Warrior has jumped, so the standard board has more than its 4 holes.
mid_game(shakti, Board-_-Moves) :-
    !,
    Moves \== [],
    append(Board, Cells),
    include(==(empty), Cells, Holes),
    length(Holes, N),
    N > 4.
%   An Echek board is echek(Rows, Reserves, Swaps), Rows framing the
%   table: mid-game, at least 6 of the 12 pieces are on it.
mid_game(echek, echek(Rows, _, _)-_-Moves) :-
    !,
    Moves \== [],
    append(Rows, Cells),
    exclude(==(empty), Cells, Pieces),
    length(Pieces, N),
    N >= 6.
mid_game(_Game, Board-_-Moves) :-
    Moves \== [],
    append(Board, Cells),
    exclude(==(e), Cells, Occupied0),
    exclude(==(empty), Occupied0, Occupied),
    length(Occupied, N),
    N >= 4.

%   valid_moves(Game, Positions, CApi, PrologApi, CBackend, PrologBackend):
%   microseconds per call on each backend, through the course API and
%   through the backend alone.
valid_moves_figures(Game, valid_moves(Game, N, CApi, PApi, CRaw, PRaw)) :-
    mid_game_positions(Game, Positions),
    length(Positions, N),
    per_call(c, api(Game), Positions, CApi),
    per_call(prolog, api(Game), Positions, PApi),
    per_call(c, raw(Game), Positions, CRaw),
    per_call(prolog, raw(Game), Positions, PRaw).

valid_moves_table(Rows) :-
    suite_size(Size),
    suite_seed(Seed),
    repeats(Repeats),
    format("## valid_moves/2 per call~n~n"),
    format("A fixed suite of ~d mid-game positions per game (seed ~d), each call repeated ~d times; wall-clock time per call through the course API (`GAME:valid_moves/2`) and through the backend alone (`backend_valid_moves/5`).~n~n",
           [Size, Seed, Repeats]),
    format("| game | positions | C µs/call | Prolog µs/call | ratio | C backend µs | Prolog backend µs | backend ratio |~n"),
    format("|---|---:|---:|---:|---:|---:|---:|---:|~n"),
    forall(member(valid_moves(Game, N, CApi, PApi, CRaw, PRaw), Rows),
           format("| ~w | ~d | ~2f | ~2f | ~1f× | ~2f | ~2f | ~1f× |~n",
                  [Game, N, CApi, PApi, PApi / CApi, CRaw, PRaw, PRaw / CRaw])).

per_call(Backend, How, Positions, Microseconds) :-
    set_backend(Backend),
    repeats(R),
    length(Positions, N),
    get_time(T0),
    forall(between(1, R, _), maplist(call_valid_moves(How), Positions)),
    get_time(T1),
    Microseconds is (T1 - T0) * 1.0e6 / (R * N).

call_valid_moves(api(Game), Board-Player-_) :-
    Game:valid_moves(game_state(Board, Player, [], []), _).
call_valid_moves(raw(Game), Board-Player-_) :-
    backend_valid_moves(Game, [], Board, Player, _).

%   The course API on states with a history: the states after 60 plies
%   of seeded games through the course API on the C backend, each move a
%   random one that does not end the game when there is one (Echek's
%   random games end early otherwise).
history_games(200).
history_plies(60).

history_states(Game, States) :-
    history_games(Count),
    history_plies(Plies),
    suite_seed(Seed),
    set_random(seed(Seed)),
    set_backend(c),
    findall(State,
            ( between(1, Count, _),
              Game:initial_state([], Start),
              long_game(Game, Plies, Start, State)
            ),
            States).

long_game(Game, Plies, State, Final) :-
    (   Plies > 0,
        Game:valid_moves(State, Moves),
        random_permutation(Moves, Shuffled),
        (   member(Move, Shuffled),
            Game:move(State, Move, Next),
            \+ Game:game_over(Next, _)
        ->  true
        )
    ->  Plies1 is Plies - 1,
        long_game(Game, Plies1, Next, Final)
    ;   Final = State
    ).

%   history(Game, States, MeanPlies, CApi, PrologApi, CBackend, PrologBackend):
%   microseconds per valid_moves/2 call on the states of history_states/2.
history_figures(Game, history(Game, N, MeanPlies, CApi, PApi, CRaw, PRaw)) :-
    history_states(Game, States),
    length(States, N),
    aggregate_all(sum(Plies),
                  ( member(game_state(_, _, _, History), States),
                    length(History, Plies) ),
                  AllPlies),
    MeanPlies is AllPlies / N,
    api_and_backend(c, Game, States, CApi, CRaw),
    api_and_backend(prolog, Game, States, PApi, PRaw).

%   api_and_backend(+Backend, +Game, +States, -Api, -Raw): microseconds
%   per call through the course API and through the backend alone, the
%   fastest of history_passes/2 passes over the states, the two ways
%   taking turns, each pass after a garbage collection: the machine may
%   be shared, and the slower passes measure the other processes too.
history_passes(c, 30).
history_passes(prolog, 5).

api_and_backend(Backend, Game, States, Api, Raw) :-
    set_backend(Backend),
    history_passes(Backend, Passes),
    findall(Api1-Raw1,
            ( between(1, Passes, _),
              pass_time(api(Game), States, Api1),
              pass_time(raw(Game), States, Raw1)
            ),
            Times),
    pairs_keys_values(Times, ApiTimes, RawTimes),
    min_list(ApiTimes, Api),
    min_list(RawTimes, Raw).

pass_time(How, States, Microseconds) :-
    length(States, N),
    garbage_collect,
    get_time(T0),
    maplist(state_valid_moves(How), States),
    get_time(T1),
    Microseconds is (T1 - T0) * 1.0e6 / N.

state_valid_moves(api(Game), State) :-
    Game:valid_moves(State, _).
state_valid_moves(raw(Game), game_state(Board, Player, Rules, _)) :-
    backend_valid_moves(Game, Rules, Board, Player, _).

history_table(Rows) :-
    history_games(Games),
    history_plies(Plies),
    suite_seed(Seed),
    history_passes(c, CPasses),
    history_passes(prolog, PrologPasses),
    format("~n## valid_moves/2 on states with a history~n~n"),
    format("The states after ~d plies of ~d seeded games per game (seed ~d; each move a random one that does not end the game when there is one), the fastest of ~d passes over them on the C backend and of ~d on the Prolog backend, the course API and the backend taking turns: the course API (`GAME:valid_moves/2`, which also sees a draw by repetition in the history) against the backend alone (`backend_valid_moves/5`). API cost: the course API's time over the backend's on the C backend.~n~n",
           [Plies, Games, Seed, CPasses, PrologPasses]),
    format("| game | states | mean plies | C API µs | C backend µs | API cost (C) | Prolog API µs | Prolog backend µs | C : Prolog (API) |~n"),
    format("|---|---:|---:|---:|---:|---:|---:|---:|---:|~n"),
    forall(member(history(Game, N, MeanPlies, CApi, PApi, CRaw, PRaw), Rows),
           format("| ~w | ~d | ~1f | ~2f | ~2f | ~2f× | ~2f | ~2f | ~1f× |~n",
                  [Game, N, MeanPlies, CApi, CRaw, CApi / CRaw, PApi, PRaw, PApi / CApi])).

perft_depths(teeko, 6, 4).
perft_depths(echek, 4, 3).
perft_depths(shakti, 5, 3).
perft_depths(shi, 4, 2).

%   perft(Game, CDepth, CNodesPerSecond, PrologDepth, PrologNodesPerSecond)
perft_figures(Game, perft(Game, CDepth, CRate, PDepth, PRate)) :-
    perft_depths(Game, CDepth, PDepth),
    perft_rate(c, Game, CDepth, CRate),
    perft_rate(prolog, Game, PDepth, PRate).

perft_table(Rows) :-
    format("~n## perft~n~n"),
    format("| game | depth (C) | C nodes/s | depth (Prolog) | Prolog nodes/s | ratio |~n"),
    format("|---|---:|---:|---:|---:|---:|~n"),
    forall(member(perft(Game, CDepth, CRate, PDepth, PRate), Rows),
           format("| ~w | ~d | ~0f | ~d | ~0f | ~0f× |~n",
                  [Game, CDepth, CRate, PDepth, PRate, CRate / PRate])).

perft_rate(Backend, Game, Depth, Rate) :-
    set_backend(Backend),
    Game:initial_state([], game_state(Board, Player, Rules, _)),
    get_time(T0),
    backend_perft(Game, Rules, Board, Player, Depth, Nodes),
    get_time(T1),
    Rate is Nodes / max(T1 - T0, 1.0e-6).

%   write_data(+Dir, +File, +Rows): one line per row term, its arguments
%   separated by spaces (gnuplot's data format), under a header comment
%   naming the columns. Numbers keep their full precision: the plots and
%   the tables show the same measurement, rounded only in the tables.
write_data(Dir, File, Rows) :-
    Rows = [First|_],
    functor(First, Name, Arity),
    data_columns(Name/Arity, Columns),
    directory_file_path(Dir, File, Path),
    setup_call_cleanup(
        open(Path, write, Out),
        ( format(Out, "# ~w~n", [Columns]),
          forall(member(Row, Rows), write_data_row(Out, Row)) ),
        close(Out)).

data_columns(valid_moves/6,
             'game positions c_api_us prolog_api_us c_backend_us prolog_backend_us').
data_columns(perft/5,
             'game c_depth c_nodes_per_s prolog_depth prolog_nodes_per_s').

write_data_row(Out, Row) :-
    Row =.. [_|Values],
    atomic_list_concat(Values, ' ', Line),
    format(Out, "~w~n", [Line]).
