/*  Perfect Teeko (level 4): the database built through the bridge, its
    values, the computer's choices, the exact hint and the fall-back to
    level 3. The standard database is solved into a temporary folder
    (a few seconds), so the tests never depend on an earlier build.
*/
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/teeko/perfect').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/terminal/game_loop').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(process)).
:- use_module(library(filesex)).
:- use_module(library(time)).
:- use_module(library(memfile)).
:- use_module(teeko_db_process, []).

:- begin_tests(teeko_perfect, [ condition(foreign_available),
                                setup(solve_into_temporary_folder),
                                cleanup(remove_temporary_folder) ]).

:- dynamic temporary_folder/1, original_folder/1.

solve_into_temporary_folder :-
    tmp_file(teeko_db, Dir),
    make_directory(Dir),
    assertz(temporary_folder(Dir)),
    tabuleiro_teeko_perfect:database_directory(Original),
    assertz(original_folder(Original)),
    retractall(tabuleiro_teeko_perfect:database_directory(_)),
    retractall(tabuleiro_teeko_perfect:loaded_database(_, _)),
    assertz(tabuleiro_teeko_perfect:database_directory(Dir)),
    with_output_to(string(_), build_teeko_database([])).

remove_temporary_folder :-
    retract(temporary_folder(Dir)),
    retract(original_folder(Original)),
    retractall(tabuleiro_teeko_perfect:database_directory(_)),
    retractall(tabuleiro_teeko_perfect:loaded_database(_, _)),
    assertz(tabuleiro_teeko_perfect:database_directory(Original)),
    delete_directory_and_contents(Dir).

state(Text, State) :-
    teeko:notation_state(Text, [], State).

child_value(State, Move, Value) :-
    teeko:move(State, Move, Next),
    teeko_value(Next, Value).

test(database_file_is_named_by_its_rules) :-
    teeko_database_file([centre_ban, advanced], File),
    file_base_name(File, 'teeko-advanced-centre_ban.db').

test(standard_teeko_is_a_draw, Value == draw) :-
    teeko:initial_state([], State),
    teeko_value(State, Value).

test(a_win_in_one_is_found, Value == win(1)) :-
    state('bbb../....b/www../...../....w b', State),
    teeko_value(State, Value).

test(a_won_position_is_lost_for_the_player_to_move, Value == loss(0)) :-
    state('bbbb./www../...../...../..... w', State),
    teeko_value(State, Value).

test(level_4_takes_the_fastest_win, Move == step(2-5, 1-4)) :-
    state('bbb../....b/www../...../....w b', State),
    teeko:choose_move(State, 4, Move).

test(level_4_loses_as_slowly_as_possible) :-
    state('www../....w/bbb../...../....b b', State),  % White wins next move
    teeko_value(State, loss(_)),
    teeko:choose_move(State, 4, Move),
    child_value(State, Move, win(Chosen)),
    forall(( teeko:valid_moves(State, Moves), member(Other, Moves) ),
           ( child_value(State, Other, win(N)), N =< Chosen )).

test(level_4_keeps_a_draw) :-
    teeko:initial_state([], State),
    teeko:choose_move(State, 4, Move),
    child_value(State, Move, draw).

test(values_agree_with_the_search_on_short_wins) :-
    state('...../.bb../...../...../w...w b', State),
    teeko_value(State, win(3)),
    teeko:choose_move(State, 4, Move),
    child_value(State, Move, loss(2)).

test(exact_values_give_every_move_its_value) :-
    state('bbb../....b/www../...../....w b', State),
    tabuleiro_game_plugin:exact_values(teeko, State, Values),
    assertion(memberchk('b5-a4'-'win in 1 ply', Values)),
    teeko:valid_moves(State, Moves),
    length(Moves, N),
    length(Values, N),
    forall(member(_-Value, Values),
           once(( sub_atom(Value, _, _, _, ' in ') ; Value == draw ))).

test(missing_database_falls_back_to_level_3) :-
    teeko:initial_state([rules([advanced])], State),
    with_output_to(string(_), teeko:choose_move(State, 4, Move)),
    teeko:valid_moves(State, Moves),
    memberchk(Move, Moves).

test(level_4_says_it_played_perfectly, How == perfect(win(1))) :-
    state('bbb../....b/www../...../....w b', State),
    game_choose_move(teeko, State, 4, _, How).

test(level_4_says_it_played_level_3_without_its_database) :-
    teeko:initial_state([rules([advanced])], State),
    with_output_to(string(_), game_choose_move(teeko, State, 4, _, How)),
    assertion(How = instead(3, search(_, _, _, _))).

test(missing_database_is_an_existence_error,
     error(existence_error(teeko_database, _), _)) :-
    teeko:initial_state([rules([advanced])], State),
    teeko_value(State, _).

%   The command-line tool's level 4 (C alone, tabuleiro best --level 4)
%   plays a move whose value, here, is the best of the position, and
%   prints that value.

test(the_tools_level_4_agrees_on_positions_along_random_games,
     [condition(exists_file('build/bin/tabuleiro'))]) :-
    set_random(seed(7)),
    teeko:initial_state([], Start),
    random_positions(Start, 24, States),
    forall(member(State, States), tool_plays_the_best(State)).

random_positions(_, 0, []) :- !.
random_positions(State, N, [State|States]) :-
    (   teeko:valid_moves(State, Moves), Moves \== []
    ->  random_member(Move, Moves),
        teeko:move(State, Move, Next)
    ;   teeko:initial_state([], Next)
    ),
    M is N - 1,
    random_positions(Next, M, States).

tool_plays_the_best(State) :-
    teeko:state_notation(State, Notation),
    teeko_database_file([], File),
    process_create('build/bin/tabuleiro',
                   [best, teeko, Notation, '--level', 4, '--db', File],
                   [stdout(pipe(Out))]),
    read_line_to_string(Out, Line),
    close(Out),
    split_string(Line, " ", "", [MoveText, ValueText]),
    term_string(Move, MoveText),
    term_string(Printed, ValueText),
    tabuleiro_teeko_perfect:move_values(State, Pairs),
    memberchk(Move-Value, Pairs),
    tabuleiro_teeko_perfect:rank(Value, Rank),
    forall(member(_-Other, Pairs),
           ( tabuleiro_teeko_perfect:rank(Other, OtherRank), OtherRank =< Rank )),
    assertion(Printed == Value).

test(values_agree_with_the_old_full_database) :-
    % 2 000 positions drawn at random from the database of the first
    % format (355 MB, one byte per placement), with its values; every
    % position of it was compared by tests/bench/compare_old_db.sh.
    module_property(plunit_teeko_perfect, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'teeko_old_values.txt', File),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines0),
    exclude(==(""), Lines0, Lines),
    length(Lines, 2000),
    include(differs_from_the_old_value, Lines, Differences),
    assertion(Differences == []).

differs_from_the_old_value(Line) :-
    split_string(Line, " ", "", [Rows, Player|Words]),
    atomic_list_concat([Rows, Player], ' ', Notation),
    state(Notation, State),
    old_value(Words, Old),
    teeko_value(State, New),
    New \== Old.

old_value(["draw"], draw).
old_value(["win", N], win(Plies)) :- number_string(Plies, N).
old_value(["loss", N], loss(Plies)) :- number_string(Plies, N).

test(a_lookup_after_the_database_is_freed_is_an_error,
     error(existence_error(teeko_database, _), _)) :-
    teeko:initial_state([], State),
    teeko_value(State, draw),
    tabuleiro_teeko_perfect:loaded_database([], Db),
    free_teeko_databases,
    State = game_state(Board, Player, _, _),
    tabuleiro_foreign:c_teeko_db_value(Db, Board, Player, _).

test(the_database_loads_again_after_a_free, Value == draw) :-
    free_teeko_databases,
    teeko:initial_state([], State),
    teeko_value(State, Value).

test(a_time_limit_interrupts_the_build_and_leaves_no_file) :-
    catch(call_with_time_limit(0.5, build_teeko_database([advanced])), Error, true),
    assertion(Error == time_limit_exceeded),
    assertion(no_advanced_file).

test(thread_signal_interrupts_the_build_and_leaves_no_file) :-
    thread_create(build_teeko_database([advanced]), Id),
    sleep(0.5),
    thread_signal(Id, throw(stop_the_build)),
    thread_join(Id, Status),
    assertion(Status == exception(stop_the_build)),
    assertion(no_advanced_file).

test(progress_off_a_terminal_is_plain_lines) :-
    % user_error is a memory file here, not a terminal: no "\r" frames.
    temporary_folder(Dir),
    directory_file_path(Dir, 'teeko-advanced.db', File),
    new_memory_file(Memory),
    open_memory_file(Memory, write, Stream),
    stream_property(UserError, alias(user_error)),
    setup_call_cleanup(
        set_stream(Stream, alias(user_error)),
        catch(call_with_time_limit(1, tabuleiro_foreign:c_teeko_db_solve([advanced], File)),
              time_limit_exceeded, true),
        ( set_stream(UserError, alias(user_error)), close(Stream) )),
    memory_file_to_string(Memory, Progress),
    assertion(sub_string(Progress, 0, _, _, "move phase: positions: 0 of 1\n")),
    assertion(\+ sub_string(Progress, _, _, _, "\r")),
    assertion(no_advanced_file).

test(interrupted_builds_free_their_memory, [nondet]) :-
    tabuleiro_teeko_db_process:rss(Before),
    forall(between(1, 3, _),
           catch(call_with_time_limit(0.3, build_teeko_database([advanced])), _, true)),
    tabuleiro_teeko_db_process:rss(After),
    % A build holds some 35 MiB: three leaked builds would show.
    assertion(After - Before < 30 000),
    assertion(no_advanced_file).

no_advanced_file :-
    temporary_folder(Dir),
    directory_files(Dir, Files),
    \+ ( member(File, Files), sub_atom(File, 0, _, _, 'teeko-advanced') ).

test(a_folder_that_cannot_be_written_is_reported_before_the_solve) :-
    temporary_folder(Dir),
    directory_file_path(Dir, 'no/such/folder/teeko.db', File),
    % Before the solve: well within the time a solve takes.
    catch(call_with_time_limit(5, tabuleiro_foreign:c_teeko_db_solve([advanced], File)),
          error(permission_error(write, teeko_database, File), context(_, Message)),
          true),
    once(sub_string(Message, _, _, _, "(ENOENT)")).

test(a_failed_build_plays_at_level_3, Ready == 3) :-
    temporary_folder(Dir),
    directory_file_path(Dir, 'a_file', Blocker),
    setup_call_cleanup(
        ( open(Blocker, write, S), close(S),
          directory_file_path(Blocker, db, Under),
          retract(tabuleiro_teeko_perfect:database_directory(Saved)),
          assertz(tabuleiro_teeko_perfect:database_directory(Under)) ),
        ( tabuleiro_game_plugin:prepare_level(teeko, 4, [advanced], Outcome),
          assertion(Outcome = failed(_)),
          tabuleiro_game_loop:prepared_level(Outcome, 4, Ready) ),
        ( retractall(tabuleiro_teeko_perfect:database_directory(_)),
          assertz(tabuleiro_teeko_perfect:database_directory(Saved)),
          delete_file(Blocker) )).

test(the_build_failure_message_says_why) :-
    tabuleiro_teeko_perfect:message_line(
        teeko_perfect(build_failed(
            error(permission_error(write, teeko_database, f),
                  context(_, "cannot write the database f: No space left on device (ENOSPC)")))),
        Text),
    once(sub_string(Text, _, _, _, "(ENOSPC)")),
    once(sub_string(Text, _, _, _, "level 3")).

%   Fresh processes, each within a time limit.

test(eight_threads_load_the_database_once) :-
    fresh_process(threads_load_once, [], Out),
    split_string(Out, " \n", " \n", ["loads", Loads, "grew", Grew|_]),
    number_string(1, Loads),
    number_string(G, Grew),
    % One load is 13 MB of tables; eight would be 104 MB.
    assertion(G < 30 000).

test(loading_and_freeing_keeps_one_load_of_memory) :-
    % Ten loads not freed would hold 130 MB.
    fresh_process(load_and_free_repeatedly, [], Out),
    split_string(Out, " \n", " \n", ["grew", Grew|_]),
    number_string(G, Grew),
    assertion(G < 20 000).

test(a_missing_database_is_one_line_that_says_how_to_build_it) :-
    tmp_file(empty_db, Empty),
    make_directory(Empty),
    fresh_toplevel(Empty, "teeko:initial_state([], S), teeko_value(S, V).\n", Out),
    delete_directory(Empty),
    split_string(Out, "\n", "", Lines),
    include([L]>>sub_string(L, 0, _, _, "ERROR:"), Lines, Errors),
    assertion(Errors = [_]),
    Errors = [Line],
    assertion(sub_string(Line, _, _, _, "make solve")).

test(an_unreadable_database_is_reported_as_unreadable) :-
    temporary_folder(Dir),
    tmp_file(unreadable_db, Folder),
    make_directory(Folder),
    directory_file_path(Folder, 'teeko.db', Copy),
    directory_file_path(Dir, 'teeko.db', Original),
    copy_file(Original, Copy),
    chmod(Folder, 0o755),
    chmod(Copy, 0),
    fresh_process('value_and_level_4([])', [folder(Folder), unprivileged], Out),
    delete_directory_and_contents(Folder),
    assertion(sub_string(Out, _, _, _, "cannot read the database")),
    assertion(sub_string(Out, _, _, _, "(EACCES)")),
    assertion(\+ sub_string(Out, _, _, _, "not built")),
    assertion(\+ sub_string(Out, _, _, _, "does not exist")).

%   fresh_process(+Goal, +Options, -Output): the output (stdout and
%   stderr) of a new swipl that loads teeko_db_process.pl and runs Goal,
%   with the database folder of the tests, or folder(Dir); unprivileged:
%   without root's capabilities when this runs as root (root reads any
%   file), so that the files' modes decide, while the user stays the
%   same: the script is read wherever the tests are, a folder of mode
%   0700 included.

fresh_process(Goal, Options, Output) :-
    (   memberchk(folder(Dir), Options) -> true ; temporary_folder(Dir) ),
    module_property(plunit_teeko_perfect, file(Here)),
    file_directory_name(Here, TestDir),
    directory_file_path(TestDir, 'teeko_db_process.pl', Script),
    current_prolog_flag(executable, Swipl),
    format(atom(G), 'tabuleiro_teeko_db_process:~w', [Goal]),
    (   memberchk(unprivileged, Options), current_user_is_root
    ->  Prefix = ['120', setpriv, '--inh-caps=-all', '--bounding-set=-all']
    ;   Prefix = ['120']
    ),
    append(Prefix, [Swipl, '-q', '-g', G, '-t', halt, Script], Arguments),
    process_create(path(timeout), Arguments,
                   [ environment(['TABULEIRO_DB_DIR'=Dir]),
                     stdout(pipe(Out)), stderr(pipe(Out)), process(Pid) ]),
    read_string(Out, _, Output),
    close(Out),
    process_wait(Pid, _).

current_user_is_root :-
    catch(( process_create(path(id), ['-u'], [stdout(pipe(Out)), process(Pid)]),
            read_string(Out, _, Text), close(Out), process_wait(Pid, _) ),
          _, fail),
    split_string(Text, "\n", " ", ["0"|_]).

%   What the toplevel of `swipl prolog/teeko.pl` prints for Input.

fresh_toplevel(Dir, Input, Output) :-
    module_property(plunit_teeko_perfect, file(Here)),
    file_directory_name(Here, TestDir),
    directory_file_path(TestDir, '../../prolog/teeko.pl', Teeko),
    current_prolog_flag(executable, Swipl),
    process_create(path(timeout), ['60', Swipl, Teeko],
                   [ environment(['TABULEIRO_DB_DIR'=Dir]),
                     stdin(pipe(In)), stdout(pipe(Out)), stderr(pipe(Out)), process(Pid) ]),
    format(In, "~s", [Input]),
    close(In),
    read_string(Out, _, Output),
    close(Out),
    process_wait(Pid, _).

test(level_4_is_offered_for_teeko_only) :-
    game_level(teeko, 4, _),
    \+ game_level(shi, 4, _).

:- end_tests(teeko_perfect).
