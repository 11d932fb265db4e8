/*  Students' computer players as tournament entrants: each plays from
    its own sandboxed process (tests/tournament/entrants/, copied with
    the rules they build on by tests/tournament/make_entrants.sh), and
    what goes wrong there loses its game with the cause the referee
    records.  Nothing an entrant starts outlives its game.
*/

:- use_module('../../prolog/tabuleiro/tournament/referee').
:- use_module('../../prolog/tabuleiro/tournament/student_entrant').
:- use_module('../../prolog/tabuleiro/tournament/game_pool', [play_games/5]).
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/message_text', [message_text/2]).
:- use_module('../tournament/forked_sleep').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(random)).

:- dynamic entrants_folder/1, forked_seen/0, forked_command/1.

make_entrants :-
    source_file(make_entrants, Here),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../tournament/make_entrants.sh', Script),
    tmp_file(entrants, Folder),
    process_create(path(bash), [Script, Folder], [process(Pid)]),
    process_wait(Pid, exit(0)),
    assertz(entrants_folder(Folder)),
    name_the_forked_sleep(Folder, Command),
    assertz(forked_command(Command)).

remove_entrants :-
    retractall(forked_command(_)),
    retract(entrants_folder(Folder)),
    delete_directory_and_contents(Folder).

settings(MoveSeconds, _{move_seconds: MoveSeconds, seconds: 120, memory: 1024,
                        sandbox: true}).

%   student_game(+Name, +Opponent, +Options, -Result): the entrant Name
%   plays Shi's first move against Opponent, an entrant.
student_game(Name, Opponent, Options, Result) :-
    student_game(shi, Name, Opponent, Options, Result).

student_game(Game, Name, Opponent, Options, Result) :-
    entrants_folder(Folder),
    directory_file_path(Folder, Name, Entrant),
    option_seconds(Options, Seconds),
    settings(Seconds, Settings),
    with_student_entrant(Game, Entrant, Settings, Student,
                         referee_game(Game, [Student, Opponent], Options, Result)).

option_seconds(Options, Seconds) :-
    (   memberchk(move_seconds(Seconds0), Options)
    ->  Seconds = Seconds0
    ;   Seconds = 10
    ).

level(Level, Entrant) :-
    level_entrant(Level, Entrant).

%   A game the rules confirm: its moves replay from the start to a
%   position where the rules end it as the result says, or to the cap.
legal_result(game_result(Outcome, Cause, Plies, Moves)) :-
    length(Moves, Plies),
    game_initial_state(shi, [], Start),
    with_backend(c, foldl([Move, S0, S]>>game_move(shi, S0, Move, S), Moves, Start, State)),
    (   Cause == rules
    ->  with_backend(c, game_over(shi, State, Winner)),
        ( Winner == draw -> Outcome == draw ; Outcome == winner(Winner) )
    ;   Cause == repetition
    ->  with_backend(c, game_over_by_repetition(shi, State)),
        Outcome == draw
    ;   Cause == ply_cap,
        Outcome == draw
    ).

notation_after(Moves, Notation) :-
    game_initial_state(shi, [], Start),
    foldl([Move, S0, S]>>game_move(shi, S0, Move, S), Moves, Start, State),
    game_state_notation(shi, State, Notation).

%   The forked process, seen by its process list: its command line.
forked_process_runs :-
    forked_command(Command),
    process_runs(Command).

%   watching_level_one(+Game, +State, -Move): level 1, noting whether the
%   entrant's forked process runs while the game goes on.
watching_level_one(Game, State, Move) :-
    (   forked_process_runs
    ->  ( forked_seen -> true ; assertz(forked_seen) )
    ;   true
    ),
    game_choose_move(Game, State, 1, Move).

%   (Here, not in the test: the test's own module would get a
%   forked_seen/0 of its own.)
forget_forked :-
    retractall(forked_seen).

gone_within(Seconds) :-
    (   \+ forked_process_runs
    ->  true
    ;   Seconds > 0,
        sleep(0.2),
        Left is Seconds - 0.2,
        gone_within(Left)
    ).

:- begin_tests(tournament_entrants, [setup(make_entrants), cleanup(remove_entrants)]).

test(styles_play_legal_games, [forall(member(Name, [random_lists, greedy_old, random_facts,
                                                    minimax_player_first, prints_junk]))]) :-
    set_random(seed(21)),
    level(1, One),
    student_game(Name, One, [max_plies(60)], Result),
    assertion(legal_result(Result)).

test(two_students_in_one_game) :-
    entrants_folder(Folder),
    directory_file_path(Folder, random_lists, Second),
    settings(10, Settings),
    with_student_entrant(shi, Second, Settings, Random,
                         student_game(greedy_old, Random, [max_plies(40)], Result)),
    assertion(legal_result(Result)).

test(illegal_move_at_the_fifth_loses) :-
    level(1, One),
    student_game(illegal_fifth, One, [], Result),
    Result = game_result(Outcome, Cause, Plies, Moves),
    assertion(Outcome-Plies == winner(ninja)-8),
    assertion(Cause = forfeit(illegal_move, _, _)),
    Cause = forfeit(_, Position, _),
    notation_after(Moves, Expected),
    assertion(Position == Expected).

test(crash_loses_with_the_error) :-
    level(1, One),
    student_game(crashes, One, [], Result),
    Result = game_result(Outcome, forfeit(Kind, _, Text), Plies, _),
    assertion(Outcome-Kind-Plies == winner(ninja)-crash-4),
    assertion(sub_string(Text, _, _, _, "atom_length/2")).

test(sleeping_loses_on_time) :-
    level(1, One),
    get_time(T0),
    student_game(sleeps, One, [move_seconds(1)], Result),
    get_time(T1),
    assertion(Result = game_result(winner(ninja), forfeit(time, _, 1), 0, [])),
    assertion(T1 - T0 < 20).

test(forked_process_ends_with_the_game) :-
    forget_forked,
    set_random(seed(22)),
    student_game(forks, entrant(watcher, program, watching_level_one),
                 [max_plies(40)], Result),
    assertion(legal_result(Result)),
    assertion(forked_seen),
    assertion(gone_within(5)).

test(entrant_of_another_game_forfeits) :-
    level(1, One),
    student_game(teeko, random_lists, One, [], Result),
    Result = game_result(Outcome, forfeit(Kind, _, Why), 0, []),
    assertion(Outcome-Kind == winner(w)-not_loaded),
    assertion(sub_string(Why, _, _, _, "plays shi, not teeko")).

% Two entrants that both cannot play (Shi players in a Teeko game): the
% game is void, neither played nor scored, not won by the second because
% the first forfeits its first move.
test(a_game_neither_entrant_can_play_is_void) :-
    entrants_folder(Folder),
    maplist([Name, student(Name, Path)]>>directory_file_path(Folder, Name, Path),
            [random_lists, greedy_old], Entrants),
    tmp_file(void_games, Games),
    make_directory(Games),
    Settings = _{game: teeko, restart: pairing, concurrency: 1, seed: 1, seconds: 10,
                 plies: 20, memory: 1024, sandbox: true, games_folder: Games},
    with_output_to(string(_),
                   play_games([game(1, random_lists, greedy_old, []),
                               game(2, greedy_old, random_lists, [])],
                              Entrants, Settings, Played, Stopped)),
    directory_files(Games, Saved),
    delete_directory_and_contents(Games),
    assertion(Stopped == false),
    assertion(Played = [not_played(game(1, _, _, _), _), not_played(game(2, _, _, _), _)]),
    Played = [not_played(_, Why)|_],
    assertion(sub_string(Why, 0, _, _, "void: neither entrant could play (random_lists: \c
                                       its adapter plays shi, not teeko; greedy_old: ")),
    assertion(\+ ( member(File, Saved), file_name_extension(_, txt, File) )).

% An entrant that starts all the processes it may while it loads leaves
% its opponent's sandbox the processes it needs: each sandbox counts its
% own.
test(an_entrant_using_up_its_processes_leaves_the_opponent_its_own) :-
    process_hog(Hog),
    settings(10, Settings),
    with_student_entrant(shi, Hog, Settings, HogPlayer,
                         student_game(random_lists, HogPlayer, [max_plies(20)], Result)),
    assertion(Result \= game_result(_, forfeit(_, _, _), _, _)),
    assertion(legal_result(Result)).

% A sandbox that does not start is tried once more, then the game is not
% played (the tournament lists it, unscored): never the student's loss.
test(a_sandbox_that_does_not_start_is_tried_again_then_not_scored) :-
    tmp_file(bwrap_calls, CallsFolder),
    make_directory(CallsFolder),
    chmod(CallsFolder, 0o777),
    directory_file_path(CallsFolder, calls, Calls),
    % Each sandbox is a user of its own: each may append to the file.
    setup_call_cleanup(open(Calls, write, Empty), true, close(Empty)),
    chmod(Calls, 0o666),
    format(atom(Script),
           "case \"$*\" in *student_server*) echo x >> ~w; \c
            echo 'bwrap: Creating new namespace failed: nope' >&2; exit 1;; esac; \c
            exec /usr/bin/bwrap \"$@\"", [Calls]),
    level(1, One),
    with_fake_bwrap(Script,
                    catch(student_game(random_lists, One, [], _), Error, true)),
    assertion(nonvar(Error)),
    message_text(Error, Text),
    assertion(sub_string(Text, _, _, _, "could not start")),
    assertion(sub_string(Text, _, _, _, "the game is not scored")),
    read_file_to_string(Calls, Called, []),
    delete_directory_and_contents(CallsFolder),
    assertion(Called == "x\nx\n").

% A student's code that prints bwrap's words and exits is the student's
% failure: the game is lost, not voided.
test(a_student_cannot_pass_its_failure_off_as_the_sandboxs) :-
    entrants_folder(Folder),
    directory_file_path(Folder, random_lists, Random),
    directory_file_path(Folder, fakes_a_refusal, Faker),
    (   exists_directory(Faker) -> true ; copy_directory(Random, Faker) ),
    directory_file_path(Faker, 'adapter.pl', Adapter),
    setup_call_cleanup(
        open(Adapter, append, Out),
        format(Out, ":- format(user_error, 'bwrap: Creating new namespace failed~~n', []), halt(1).~n", []),
        close(Out)),
    level(1, One),
    student_game(fakes_a_refusal, One, [], Result),
    assertion(Result = game_result(winner(_), forfeit(not_loaded, _, _), 0, [])).

:- end_tests(tournament_entrants).

%   with_fake_bwrap(+Script, :Goal): Goal runs with a PATH whose `bwrap`
%   is the shell Script.
:- meta_predicate with_fake_bwrap(+, 0).

with_fake_bwrap(Script, Goal) :-
    tmp_file(fake_bwrap, Dir),
    make_directory(Dir),
    directory_file_path(Dir, bwrap, Fake),
    setup_call_cleanup(open(Fake, write, Out), format(Out, "#!/bin/sh~n~w~n", [Script]), close(Out)),
    chmod(Fake, +x),
    getenv('PATH', Path0),
    atomic_list_concat([Dir, Path0], ':', Path),
    setup_call_cleanup(setenv('PATH', Path), Goal,
                       ( setenv('PATH', Path0), delete_directory_and_contents(Dir) )).

%   process_hog(-Folder): random_lists, starting 62 sleeps as it loads.
process_hog(Hog) :-
    entrants_folder(Folder),
    directory_file_path(Folder, random_lists, Random),
    directory_file_path(Folder, process_hog, Hog),
    (   exists_directory(Hog)
    ->  true
    ;   copy_directory(Random, Hog),
        directory_file_path(Hog, 'adapter.pl', Adapter),
        setup_call_cleanup(
            open(Adapter, append, Out),
            format(Out, ":- forall(between(1, 62, _), catch(shell('sleep 300 &'), _, true)).~n", []),
            close(Out))
    ).
