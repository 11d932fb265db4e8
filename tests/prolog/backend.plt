/*  The backend switch.  */

:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/games', [game/1, c_core_game/1]).
:- use_module(library(plunit)).

:- begin_tests(backend_switch, [cleanup(set_backend(prolog))]).

test(prolog_backend) :-
    set_backend(prolog),
    current_backend(prolog).

test(c_backend, [condition(foreign_available)]) :-
    set_backend(c),
    current_backend(c).

test(c_backend_missing, [condition(\+ foreign_available),
                         error(existence_error(foreign_library, tabuleiro))]) :-
    set_backend(c).

test(unknown_backend, [error(domain_error(backend, java))]) :-
    set_backend(java).

test(unbound_backend, [error(instantiation_error)]) :-
    set_backend(_).

test(unknown_game, [error(domain_error(game, no_such_game))]) :-
    set_backend(prolog),
    backend_rule_names(no_such_game, _).

test(unknown_game_on_c, [condition(foreign_available),
                         error(domain_error(game, no_such_game))]) :-
    set_backend(c),
    backend_valid_moves(no_such_game, [], [], b, _).

:- end_tests(backend_switch).

/*  Each thread has its own backend: one thread switching never changes
    another's answers, and a reader never finds no backend selected.
    Every thread re-selects its backend and asks who won a won Teeko
    position, many times over; each answer must be Black and each
    thread's backend its own.  */

:- begin_tests(backend_per_thread, [condition(foreign_available)]).

won_teeko('bbbb./www../...../...../..... w').

asks_on(Backend, Rounds, Wrong) :-
    won_teeko(Text),
    set_backend(Backend),
    backend_notation_position(teeko, Text, [], Board, Player),
    aggregate_all(count,
                  ( between(1, Rounds, _),
                    \+ answers_right(Backend, Board, Player)
                  ),
                  Wrong).

answers_right(Backend, Board, Player) :-
    set_backend(Backend),
    current_backend(Backend),
    backend_winner(teeko, [], Board, Player, b).

test(threads_keep_their_own_backend, Wrongs == [0, 0, 0, 0, 0, 0]) :-
    Backends = [c, prolog, c, prolog, c, prolog],
    maplist(start_asking, Backends, Ids),
    maplist(joined_count, Ids, Wrongs).

start_asking(Backend, Id) :-
    thread_create(( asks_on(Backend, 3000, Wrong), thread_exit(Wrong) ), Id, []).

test(a_new_thread_inherits_its_creators_backend, Seen == prolog) :-
    setup_call_cleanup(
        set_backend(prolog),
        ( thread_create(( current_backend(B), thread_exit(B) ), Id, []),
          thread_join(Id, exited(Seen))
        ),
        set_backend(c)).

test(switching_in_a_thread_leaves_the_caller_alone, Mine == c) :-
    set_backend(c),
    thread_create(set_backend(prolog), Id, []),
    thread_join(Id, true),
    current_backend(Mine).

joined_count(Id, Wrong) :-
    thread_join(Id, Status),
    (   Status = exited(Wrong)
    ->  true
    ;   Wrong = Status                  % failed or raised: not 0
    ).

:- end_tests(backend_per_thread).


/*  What only a fresh process shows: the environment variable read at
    load time, and the first questions asked from many threads at once
    (the rules modules must be loaded before any thread can ask).  */

:- begin_tests(backend_fresh_process).

prolog_dir(Dir) :-
    source_file(tabuleiro_backend:set_backend(_), File),
    file_directory_name(File, Internal),        % prolog/tabuleiro
    file_directory_name(Internal, Dir).

%   fresh_swipl(+Env, +Goal, +File, -Output): Output is what a new swipl
%   with the extra environment Env printed, stdout and stderr together,
%   running Goal after loading prolog/File.

fresh_swipl(Env, Goal, File, Output) :-
    prolog_dir(Dir),
    directory_file_path(Dir, File, Path),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, ['-q', '-g', Goal, '-t', halt, Path],
                   [ environment(Env), stdout(pipe(Out)), stderr(std), process(Pid) ]),
    read_string(Out, _, Output),
    close(Out),
    process_wait(Pid, _).

test(bad_environment_value_keeps_the_default, [condition(foreign_available)]) :-
    fresh_swipl(['TABULEIRO_BACKEND'=foo],
                'current_backend(B), format("backend ~w~n", [B])', 'tabuleiro/backend.pl', Out),
    once(sub_string(Out, _, _, _, "backend c")).

test(bad_environment_value_is_reported, [condition(foreign_available)]) :-
    prolog_dir(Dir),
    directory_file_path(Dir, 'tabuleiro/backend.pl', Path),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, ['-q', '-g', true, '-t', halt, Path],
                   [ environment(['TABULEIRO_BACKEND'=foo]),
                     stdout(null), stderr(pipe(Err)), process(Pid) ]),
    read_string(Err, _, Message),
    close(Err),
    process_wait(Pid, _),
    once(sub_string(Message, _, _, _, "TABULEIRO_BACKEND=foo")),
    once(sub_string(Message, _, _, _, "using the c backend")).

test(environment_selects_prolog) :-
    fresh_swipl(['TABULEIRO_BACKEND'=prolog],
                'current_backend(B), format("backend ~w~n", [B])', 'tabuleiro/backend.pl', Out),
    once(sub_string(Out, _, _, _, "backend prolog")).

first_use_goal(Game, Backend, Goal) :-
    format(atom(Goal),
           'set_backend(~w), numlist(1, 4, Ns), \c
            concurrent_maplist([_]>>(~w:initial_state([], S), ~w:valid_moves(S, _)), Ns), \c
            writeln(all_answered)',
           [Backend, Game, Game]).

test(first_use_from_four_threads, [forall(( game(Game),
                                             member(Backend, [c, prolog]),
                                             ( Backend == prolog ; foreign_available, c_core_game(Game) ) ))]) :-
    first_use_goal(Game, Backend, Goal),
    atom_concat(Game, '.pl', File),
    forall(between(1, 3, _),
           ( fresh_swipl([], Goal, File, Out),
             assertion(sub_string(Out, _, _, _, "all_answered"))
           )).

:- end_tests(backend_fresh_process).
