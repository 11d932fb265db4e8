/*  Saved games: round trips on every game and backend, every kind of
    file the loader must reject (with the line it names), the atomic
    save, and the autosave kept for the next session.
*/

:- use_module('../../prolog/play').
:- use_module('../../prolog/tabuleiro/games').
:- use_module('../../prolog/tabuleiro/saved_game').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/terminal/game_loop').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(time)).

%   random_game(+Game, +Rules, +Seed, +Plies, -State): a game of random
%   legal moves from the start, at most Plies long.

random_game(Game, Rules, Seed, Plies, State) :-
    set_random(seed(Seed)),
    game_initial_state(Game, [rules(Rules)], State0),
    random_plies(Plies, Game, State0, State).

random_plies(0, _, State, State) :- !.
random_plies(N, Game, State0, State) :-
    game_valid_moves(Game, State0, Moves),
    (   Moves == []
    ->  State = State0
    ;   random_member(Move, Moves),
        game_move(Game, State0, Move, State1),
        N1 is N - 1,
        random_plies(N1, Game, State1, State)
    ).

with_temp_file(Goal, File) :-
    tmp_file(saved, File),
    call(Goal, File).

%   loads(+Text, -Result): Result is ok(Game, Players, State) or the
%   message of the rejection, for a file holding Text.

loads(Text, Result) :-
    tmp_file(saved, File),
    setup_call_cleanup(
        ( open(File, write, Out, [encoding(octet)]),
          write(Out, Text),
          close(Out) ),
        catch(( load_game(File, Game, Players, State),
                Result = ok(Game, Players, State) ),
              saved_game_error(_, Message),
              Result = Message),
        delete_file(File)).

rejected(Text, Message) :-
    loads(Text, Found),
    (   Found == Message
    ->  true
    ;   format(user_error, "~nexpected ~q~n   found ~q~n", [Message, Found]),
        fail
    ).

header("# Tabuleiro saved game\ngame: teeko\nrules: standard\nplayer b: human\nplayer w: human\nmoves:\n").

:- begin_tests(saved_game_round_trip).

%   Every registered game under the standard rules and under all its
%   rule options at once, on the prolog backend, and on c when it has a
%   C core.
round_trip_case(Backend, Game, Rules, Seed, Plies) :-
    member(Backend, [prolog, c]),
    game(Game),
    (   Backend == c
    ->  foreign_available,
        c_core_game(Game)
    ;   true
    ),
    backend_rule_names(Game, Names),
    sort([[], Names], RuleSets),
    member(Rules, RuleSets),
    member(Seed-Plies, [1-0, 2-7, 3-40, 4-200]).

test(every_game_and_backend,
     [forall(round_trip_case(Backend, Game, Rules, Seed, Plies))]) :-
    set_backend(Backend),
    random_game(Game, Rules, Seed, Plies, State),
    Players = [P1-human, P2-computer(2)],
    game_initial_state(Game, [], game_state(_, P1, _, _)),
    once(( tabuleiro_game_plugin:player_name(Game, P2, _), P2 \== P1 )),
    tmp_file(saved, File),
    save_game(File, Game, Players, State),
    load_game(File, Game2, Players2, State2),
    delete_file(File),
    Game2 == Game,
    Players2 == Players,
    State2 == State.

%   ~/ is the home folder for saving and for loading alike (the menu's
%   load and the prompt's save go through load_game/4 and save_game/4).
test(home_folder_for_saving_and_loading,
     [ setup(( getenv('HOME', Home),
               tmp_file(home, Temporary),
               make_directory(Temporary),
               setenv('HOME', Temporary) )),
       cleanup(( setenv('HOME', Home),
                 delete_directory_and_contents(Temporary) )) ]) :-
    random_game(teeko, [], 5, 12, State),
    save_game('~/game.sav', teeko, [b-human, w-human], State),
    directory_file_path(Temporary, 'game.sav', Saved),
    assertion(exists_file(Saved)),
    load_game("~/game.sav", teeko, _, Loaded),
    assertion(Loaded == State).

%   A pipe, a link to /dev/zero and a folder are refused at once: the
%   reading would block for ever or never end.
test(only_regular_files_are_read,
     [ setup(( tmp_file(special, Folder),
               make_directory(Folder),
               directory_file_path(Folder, pipe, Pipe),
               process_create(path(mkfifo), [Pipe], []),
               directory_file_path(Folder, zero, Zero),
               link_file('/dev/zero', Zero, symbolic) )),
       cleanup(delete_directory_and_contents(Folder)) ]) :-
    forall(member(File, [Pipe, Zero, Folder]),
           ( catch(call_with_time_limit(10, load_game(File, _, _, _)),
                   saved_game_error(_, Message), true),
             assertion(Message == "not a regular file: a folder, a device or a pipe") )).

test(text_is_what_a_person_reads) :-
    game_initial_state(teeko, [rules([advanced])], S0),
    game_move(teeko, S0, drop(3-3), S1),
    game_move(teeko, S1, drop(1-1), S2),
    saved_game_text(teeko, [b-computer(3), w-human], S2, Text),
    Text == "# Tabuleiro saved game\ngame: teeko\nrules: advanced\nplayer b: computer level 3\nplayer w: human\nmoves:\nc3\na1\n".

test(a_state_set_up_from_notation_is_not_saved,
     [error(domain_error(game_from_start, _))]) :-
    notation_state_of(teeko, '...../...../..b../...../..... w', State),
    saved_game_text(teeko, [b-human, w-human], State, _).

notation_state_of(Game, Text, State) :-
    game_notation_state(Game, Text, [], State).

test(comments_blank_lines_spaces_and_crlf_are_read) :-
    Text = "# a game\r\n\r\n  game:   teeko  \r\nrules: standard\r\n# who plays\r\nplayer b: human\r\n\tplayer w: computer level 1\r\nmoves:\r\n C3 \r\n\r\nb2\r\n",
    loads(Text, ok(teeko, [b-human, w-computer(1)], State)),
    State = game_state(Board, b, [], [_, _]),
    nth1(3, Board, Row3), nth1(3, Row3, b),
    nth1(2, Board, Row2), nth1(2, Row2, w).

test(moves_may_be_written_with_spaces_or_dashes) :-
    header(Header),
    string_concat(Header, "c3\nc2\nb3\nd4\nd3\ne5\nb4\na1\nb4 - a5\n", Text),
    loads(Text, ok(teeko, _, State)),
    State = game_state(Board, w, [], _),
    nth1(1, Board, Row1),
    nth1(5, Row1, b).

test(settings_are_kept_as_comments) :-
    game_initial_state(teeko, [], S0),
    game_move(teeko, S0, drop(3-3), S1),
    tmp_file(saved, File),
    save_game(File, teeko, [b-human, w-human], S1, [backend(prolog), display(unicode)]),
    load_game(File, teeko, _, Loaded),
    saved_settings(File, Settings),
    save_game(File, teeko, [b-human, w-human], S1),
    saved_settings(File, None),
    delete_file(File),
    Loaded == S1,
    Settings == [backend(prolog), display(unicode)],
    None == [].

test(a_finished_game_loads_over) :-
    header(Header),
    string_concat(Header, "a1\ne5\na2\ne4\na3\ne3\na4\n", Text),
    loads(Text, ok(teeko, _, State)),
    game_over(teeko, State, b).

:- end_tests(saved_game_round_trip).

:- begin_tests(saved_game_rejections).

test(no_such_file) :-
    catch(load_game('/nonexistent/folder/game.txt', _, _, _),
          saved_game_error(_, Message), true),
    Message == "there is no such file".

test(empty_file) :-
    rejected("", "line 1: the file ends before the \"moves:\" line").

test(only_comments) :-
    rejected("# nothing\n\n", "line 3: the file ends before the \"moves:\" line").

test(unknown_game) :-
    rejected("game: chess\n", "line 1: unknown game \"chess\"").

%   A line of megabytes is refused at once, and the message quotes 40
%   characters of it (a refusal once took seconds of CPU for such a line).
test(a_line_of_megabytes_is_refused_quickly, [true(CPU < 3)]) :-
    header(Header),
    length(Words, 1300000),
    maplist(=("a1 "), Words),
    atomics_to_string([Header|Words], Text),
    statistics(cputime, Before),
    rejected(Text, "line 7: \"a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a...\" is not a legal move here"),
    statistics(cputime, After),
    CPU is After - Before.

test(a_long_game_name_is_quoted_shortened) :-
    length(Codes, 100000),
    maplist(=(0'x), Codes),
    string_codes(Name, Codes),
    string_concat("game: ", Name, Text),
    rejected(Text, "line 1: unknown game \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\"").

test(not_a_game_line) :-
    rejected("# Tabuleiro\nname: teeko\n", "line 2: expected \"game: NAME\"").

test(truncated_file) :-
    rejected("game: teeko\nrules: standard\nplayer b: human\n",
             "line 4: the file ends before the \"moves:\" line").

test(a_file_cut_short_is_refused_for_what_it_lacks) :-
    rejected("game: teeko\nrules: stan", "line 2: unknown rule option \"stan\" of teeko").

test(a_cut_move_line_is_refused_as_no_move) :-
    header(Header),
    string_concat(Header, "c3\nb", Text),
    rejected(Text, "line 8: \"b\" is not a legal move here").

test(a_last_line_without_its_newline_is_read) :-
    header(Header),
    string_concat(Header, "c3\nb2", Text),
    loads(Text, ok(teeko, _, game_state(_, b, [], [_, _]))).

test(header_words_in_any_case) :-
    loads("Game: Teeko\nRULES: Advanced\nPlayer B: Human\nplayer w: Computer Level 3\nMoves:\nC3\n",
          ok(teeko, [b-human, w-computer(3)], game_state(_, w, [advanced], [_]))).

test(control_characters_are_never_echoed) :-
    header(Header),
    string_concat(Header, "\e[2J\e]0;owned\a c3\n", Text),
    rejected(Text, "line 7: \"?[2J?]0;owned? c3\" is not a legal move here").

test(a_file_too_large_is_refused_before_it_is_read) :-
    header(Header),
    length(Moves, 1400000),
    maplist(=("c3\n"), Moves),
    atomic_list_concat([Header|Moves], Text),
    loads(Text, Found),
    Found == "larger than 4 MiB, too large for a saved game".

test(bad_rules_line) :-
    rejected("game: teeko\nrules:\n", "line 2: expected \"rules: standard\" or \"rules: OPTION, ...\"").

test(unknown_rule_option) :-
    rejected("game: shi\nrules: advanced\n", "line 2: unknown rule option \"advanced\" of shi").

test(rule_option_twice) :-
    rejected("game: teeko\nrules: advanced, advanced\n",
             "line 2: rule option \"advanced\" given twice").

test(player_out_of_order) :-
    rejected("game: teeko\nrules: standard\nplayer w: human\n",
             "line 3: expected \"player b: human\" or \"player b: computer level L\"").

test(player_with_a_bad_level) :-
    rejected("game: shi\nrules: standard\nplayer samurai: human\nplayer ninja: computer level x\n",
             "line 4: expected \"player ninja: human\" or \"player ninja: computer level L\"").

test(level_the_game_does_not_offer) :-
    rejected("game: shi\nrules: standard\nplayer samurai: computer level 4\n",
             "line 3: shi has no computer level 4").

test(no_moves_line) :-
    rejected("game: teeko\nrules: standard\nplayer b: human\nplayer w: human\nc3\n",
             "line 5: expected \"moves:\"").

test(illegal_move) :-
    header(Header),
    string_concat(Header, "c3\nc3\n", Text),
    rejected(Text, "line 8: \"c3\" is not a legal move here").

test(not_a_move) :-
    header(Header),
    string_concat(Header, "drop(3-3)\n", Text),
    rejected(Text, "line 7: \"drop(3-3)\" is not a legal move here").

test(move_after_a_win) :-
    header(Header),
    string_concat(Header, "a1\ne5\na2\ne4\na3\ne3\na4\ne2\n", Text),
    rejected(Text, "line 14: the game is already over").

test(move_after_a_draw_by_repetition) :-
    header(Header),
    % After the drops, both step out and back twice: the position after
    % the drops occurs for the third time after ply 16.
    Drops = "c3\nc2\nb3\nd4\nd3\ne5\nb4\na1\n",
    Cycle = "b4-a5\na1-b1\na5-b4\nb1-a1\n",
    atomic_list_concat([Header, Drops, Cycle, Cycle, "c3-c4\n"], Text),
    rejected(Text, "line 23: the game is already over").

test(very_long_line) :-
    header(Header),
    length(Codes, 100000),
    maplist(=(0'x), Codes),
    string_codes(Long, Codes),
    atomic_list_concat([Header, Long, "\n"], Text),
    sub_string(Long, 0, 40, _, Start),
    format(string(Message), "line 7: \"~w...\" is not a legal move here", [Start]),
    rejected(Text, Message).

test(nul_byte_in_a_move) :-
    header(Header),
    atomic_list_concat([Header, "c\u00003\n"], Text),
    loads(Text, Message),
    string(Message),
    sub_string(Message, 0, _, _, "line 7: ").

test(binary_garbage, [forall(between(1, 50, Seed))]) :-
    set_random(seed(Seed)),
    length(Codes, 300),
    maplist([C]>>random_between(0, 255, C), Codes),
    atom_codes(Text, Codes),
    loads(Text, Result),
    (   Result = ok(_, _, _)
    ->  true
    ;   string(Result)
    ).

:- end_tests(saved_game_rejections).

:- begin_tests(saved_game_files).

%   Echek files saved before the Tower and the Horse had their names
%   (the game's former_move_word/3) load as the files written now.
test(former_piece_words_load_as_the_current_ones, Old == New) :-
    Moves = "queen c3\npawn b3 a3\nbishop e2 b3\n~w b3\npawn e1\nswap\nqueen d4\n",
    format(string(OldMoves), Moves, [rook]),
    format(string(NewMoves), Moves, [tower]),
    maplist(loaded_echek_moves, [OldMoves, NewMoves], [Old, New]),
    game_state_notation(echek, New, '.rk/.K./.BQ/P.. b RNqbnp S').

loaded_echek_moves(MoveLines, State) :-
    tmp_file(echek, File),
    setup_call_cleanup(
        ( string_concat("game: echek\nrules: standard\nplayer white: human\n\c
                         player black: human\nmoves:\n", MoveLines, Text),
          write_file(File, Text) ),
        load_game(File, echek, _, State),
        delete_file(File)).

write_file(File, Text) :-
    setup_call_cleanup(open(File, write, Out), write(Out, Text), close(Out)).

test(save_replaces_the_file_whole) :-
    game_initial_state(teeko, [], S0),
    game_move(teeko, S0, drop(3-3), S1),
    tmp_file(saved, File),
    save_game(File, teeko, [b-human, w-human], S0),
    save_game(File, teeko, [b-human, w-human], S1),
    load_game(File, teeko, _, Loaded),
    delete_file(File),
    Loaded == S1,
    file_directory_name(File, Dir),
    file_base_name(File, Base),
    atom_concat(Base, '.part-*', Pattern),
    directory_file_path(Dir, Pattern, Parts),
    expand_file_name(Parts, []).

test(a_failed_save_leaves_nothing_behind) :-
    tmp_file(saved, Dir),
    make_directory(Dir),
    game_initial_state(teeko, [], S0),
    % The target is a folder: the rename fails after the text is written.
    catch(save_game(Dir, teeko, [b-human, w-human], S0), error(_, _), true),
    file_directory_name(Dir, Parent),
    file_base_name(Dir, Base),
    atom_concat(Base, '.part-*', Pattern),
    directory_file_path(Parent, Pattern, Parts),
    expand_file_name(Parts, Left),
    delete_directory(Dir),
    Left == [],
    \+ exists_file(Dir).

test(save_into_a_missing_folder_raises, [error(existence_error(_, _))]) :-
    game_initial_state(teeko, [], S0),
    save_game('/nonexistent/folder/game.txt', teeko, [b-human, w-human], S0).

:- end_tests(saved_game_files).

%   The C reader (`tabuleiro replay FILE`) and the Prolog one accept the
%   same files, the C tool printing the final position, and reject the
%   others with the same message.

tool('build/bin/tabuleiro').

agreement_text(Text) :-
    header(Header),
    member(Tail, [ "", "c3\nc3\n", "drop(3-3)\n", "a1\ne5\na2\ne4\na3\ne3\na4\ne2\n",
                   "c3\nb", "C3 \r\n\r\n# b2?\nb2\n" ]),
    string_concat(Header, Tail, Text).
agreement_text(Text) :-
    member(Text, [ "", "# nothing\n\n", "game: chess\n", "name: teeko\n",
                   "game: teeko\nrules: stan", "game: teeko\nrules:\n",
                   "game: shi\nrules: advanced\n", "game: teeko\nrules: advanced, advanced\n",
                   "game: teeko\nrules: advanced,\n",
                   "game: teeko\nrules: standard\nplayer w: human\n",
                   "game: shi\nrules: standard\nplayer samurai: computer level 4\n",
                   "game: teeko\nrules: centre_ban\nplayer b: computer level 4\nplayer w: computer level 5\n",
                   "game: teeko\nrules: standard\nplayer b: human\nplayer w: human\nc3\n",
                   "game:teeko\nrules:standard\nplayer b: human\nplayer w: human\nmoves:\n",
                   "# Tabuleiro saved game\n# backend: prolog\n# display: unicode\ngame: teeko\n\c
                    rules: standard\nplayer b: human\nplayer w: human\nmoves:\nc3\n" ]).
agreement_text(Text) :-
    foreign_available,
    c_core_game(Game),
    backend_rule_names(Game, Rules),
    random_game(Game, Rules, 5, 80, State),
    saved_game_text(Game, [_-human, _-computer(1)], State, Text0),
    member(Tail, ["", "pass\n"]),
    string_concat(Text0, Tail, Text).
agreement_text(Text) :-
    between(1, 20, Seed),
    set_random(seed(Seed)),
    length(Codes, 200),
    maplist([C]>>random_between(0, 255, C), Codes),
    string_codes(Text, Codes).

c_replay(File, Status, Output, Errors) :-
    tool(Tool),
    process_create(Tool, [replay, File],
                   [ stdout(pipe(Out)), stderr(pipe(Err)), process(Pid) ]),
    set_stream(Out, encoding(octet)),
    set_stream(Err, encoding(octet)),
    read_string(Out, _, Output),
    read_string(Err, _, Errors),
    close(Out),
    close(Err),
    process_wait(Pid, exit(Status)).

:- begin_tests(saved_game_c_reader, [condition(( tool(Tool), exists_file(Tool) ))]).

test(same_verdicts_and_messages, [forall(agreement_text(Text))]) :-
    tmp_file(saved, File),
    setup_call_cleanup(
        ( open(File, write, Out, [encoding(octet)]),
          write(Out, Text),
          close(Out) ),
        ( catch(( load_game(File, Game, _, State),
                  game_state_notation(Game, State, Notation),
                  format(string(Expected), "~w~n", [Notation]),
                  ExpectedStatus = 0 ),
                saved_game_error(_, Message),
                ( format(string(Expected), "tabuleiro: ~w: ~w~n", [File, Message]),
                  ExpectedStatus = 2 )),
          c_replay(File, Status, Output, Errors)
        ),
        delete_file(File)),
    assertion(Status == ExpectedStatus),
    (   Status == 0
    ->  assertion(Output == Expected)
    ;   assertion(Errors == Expected)
    ).

:- end_tests(saved_game_c_reader).
