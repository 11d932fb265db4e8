/*  The autosave: a game an earlier session left unfinished is offered
    with the backend and the display it was played with, and going on
    with it takes them up again; a session that goes on with it takes it
    over, so that no other live session is offered it, and two sessions
    taking it at once never both play it.
*/

:- use_module('../../prolog/play').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/display_style').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(time)).

:- include(typed_session).

%   with_settings_kept(:Goal): Goal may change the backend and the
%   display; they are given back after it, and the screen of the tests
%   (user_output) may show Unicode meanwhile.

:- meta_predicate with_settings_kept(0).

with_settings_kept(Goal) :-
    current_backend(Backend),
    current_display(Style),
    stream_property(user_output, encoding(Encoding)),
    setup_call_cleanup(
        set_stream(user_output, encoding(utf8)),
        Goal,
        ( set_backend(Backend),
          set_display(Style),
          set_stream(user_output, encoding(Encoding)) )).

%   autosaved_games(+Folder, -Files): the autosaved games in Folder.

autosaved_games(Folder, Files) :-
    directory_files(Folder, Names),
    include([Name]>>sub_atom(Name, 0, _, _, 'game-'), Names, Games),
    msort(Games, Sorted),
    maplist(directory_file_path(Folder), Sorted, Files).

%   a_game_left_by(+Folder, +Settings, -File): a game of Teeko after one
%   move, left unfinished by a session that is gone (4194305 is above
%   the largest process id Linux gives), with Settings as comment lines
%   (strings such as "# backend: prolog").

a_game_left_by(Folder, Settings, File) :-
    directory_file_path(Folder, 'game-20260101-000000-4194305.txt', File),
    atomic_list_concat(Settings, '\n', SettingLines),
    format(string(Text),
           "# Tabuleiro saved game\n~w\ngame: teeko\nrules: standard\n\c
            player b: human\nplayer w: human\nmoves:\nc3\n", [SettingLines]),
    write_text_file(File, Text).

:- begin_tests(autosave_settings).

test(a_resumed_game_keeps_its_backend_and_display, [condition(foreign_available)]) :-
    with_test_folders(Folder, with_settings_kept((
        set_backend(prolog),
        set_display(unicode),
        typed_session(["1", "1", "n", "n", "c3"], tabuleiro_play:play, Left, _),
        shows(Left, "End of input: goodbye."),
        autosaved_games(Folder, [File]),
        read_file_to_string(File, Text, []),
        shows(Text, "# Tabuleiro saved game\n# backend: prolog\n# display: unicode\ngame: teeko\n"),
        set_backend(c),
        set_display(plain),
        typed_session(["1"], tabuleiro_play:play, Screen, _),
        shows(Screen, "1. Teeko after 1 move, prolog backend, unicode display ("),
        shows(Screen, "Now playing on the prolog backend."),
        shows(Screen, "The boards are now drawn in the unicode style."),
        shows(Screen, "● Black"),
        assertion(current_backend(prolog)),
        assertion(current_display(unicode)) ))).

test(settings_already_in_use_are_not_announced) :-
    with_test_folders(Folder, with_settings_kept((
        current_backend(Backend),
        format(string(BackendLine), "# backend: ~w", [Backend]),
        set_display(plain),
        a_game_left_by(Folder, [BackendLine, "# display: plain"], _),
        typed_session(["1"], tabuleiro_play:play, Screen, _),
        format(string(Offer), "1. Teeko after 1 move, ~w backend, plain display (", [Backend]),
        shows(Screen, Offer),
        \+ sub_string(Screen, _, _, _, "Now playing"),
        \+ sub_string(Screen, _, _, _, "now drawn") ))).

test(an_older_autosave_goes_on_with_the_session_settings) :-
    with_test_folders(Folder, with_settings_kept((
        current_backend(Backend),
        current_display(Style),
        a_game_left_by(Folder, [], File),
        typed_session(["1"], tabuleiro_play:play, Screen, _),
        format(string(Offer), "1. Teeko after 1 move (~w)", [File]),
        shows(Screen, Offer),
        shows(Screen, "White> "),
        assertion(current_backend(Backend)),
        assertion(current_display(Style)) ))).

test(settings_unknown_here_are_comments) :-
    with_test_folders(Folder, with_settings_kept((
        current_backend(Backend),
        a_game_left_by(Folder, ["# backend: fortran", "# display: \e[2J", "# level: 9"], File),
        typed_session(["1"], tabuleiro_play:play, Screen, _),
        format(string(Offer), "1. Teeko after 1 move (~w)", [File]),
        shows(Screen, Offer),
        assertion(current_backend(Backend)) ))).

%   Colour is never shown with NO_COLOR set, even when the tests run at a
%   terminal.

test(a_display_this_terminal_cannot_show_is_said) :-
    environment_value('NO_COLOR', NoColour),
    setup_call_cleanup(setenv('NO_COLOR', 1),
                       a_colour_game_resumed,
                       restore_environment('NO_COLOR', NoColour)).

a_colour_game_resumed :-
    with_test_folders(Folder, with_settings_kept((
        set_display(plain),
        a_game_left_by(Folder, ["# DISPLAY: Colour"], _),
        typed_session(["1"], tabuleiro_play:play, Screen, _),
        shows(Screen, "1. Teeko after 1 move, colour display ("),
        shows(Screen, "The game was drawn in the colour style, which this terminal"),
        shows(Screen, "on in the plain style."),
        assertion(current_display(plain)) ))).

:- end_tests(autosave_settings).

%   A session in a process of its own: session(Process, Keyboard,
%   Screen), its input and output streams.

start_session(Folder, session(Process, Keyboard, Screen)) :-
    current_prolog_flag(executable, Swipl),
    module_property(tabuleiro_play, file(Play)),
    process_create(Swipl, ['-q', '-g', play, '-t', halt, Play],
                   [ environment(['TABULEIRO_AUTOSAVE_DIR'=Folder,
                                  'TABULEIRO_CONFIG_DIR'=Folder]),
                     stdin(pipe(Keyboard)), stdout(pipe(Screen)), stderr(std),
                     process(Process) ]).

%   seen(+Session, +Text, -Shown): what the session showed up to and
%   with Text (at most 60 s of waiting).

seen(session(_, _, Screen), Text, Shown) :-
    call_with_time_limit(60, read_until(Screen, Text, [], Codes)),
    string_codes(Shown, Codes).

read_until(Screen, Text, Reversed, Codes) :-
    get_code(Screen, Code),
    (   Code == -1
    ->  reverse(Reversed, Codes)
    ;   Reversed1 = [Code|Reversed],
        reverse(Reversed1, Codes1),
        (   string_codes(Shown, Codes1),
            sub_string(Shown, _, _, 0, Text)
        ->  Codes = Codes1
        ;   read_until(Screen, Text, Reversed1, Codes)
        )
    ).

type_line(session(_, Keyboard, _), Line) :-
    format(Keyboard, "~w~n", [Line]),
    flush_output(Keyboard).

%   end_session(+Session, -Rest): the session's input ends; Rest is what
%   it showed from then on, until its process ended.

end_session(session(Process, Keyboard, Screen), Rest) :-
    close(Keyboard),
    call_with_time_limit(60, read_string(Screen, _, Rest)),
    process_wait(Process, _).

%   stop_session(+Session): a session that a test left running (a test
%   that failed) is stopped: its input and output close, and it is
%   killed if it goes on regardless.  One that ended is gone already.

stop_session(session(Process, Keyboard, Screen)) :-
    close(Keyboard, [force(true)]),
    close(Screen, [force(true)]),
    catch(process_wait(Process, Status, [timeout(10)]), error(_, _), Status = ended),
    (   Status == timeout
    ->  process_kill(Process, kill),
        process_wait(Process, _)
    ;   true
    ).

%   with_sessions(+Folder, +Count, :Goal): Goal is called with Count
%   sessions, each in a process of its own, that keep their games in
%   Folder; they are stopped after, however Goal ends.

:- meta_predicate with_sessions(+, +, 1).

with_sessions(Folder, Count, Goal) :-
    length(Sessions, Count),
    setup_call_cleanup(maplist(start_session(Folder), Sessions),
                       call(Goal, Sessions),
                       maplist(stop_session, Sessions)).

is_offered(Screen) :-
    sub_string(Screen, _, _, _, "Continue which?").

:- begin_tests(autosave_ownership).

test(going_on_with_a_game_takes_it_over) :-
    with_test_folders(Folder,
        ( a_game_left_by(Folder, [], File),
          typed_session(["1"], tabuleiro_play:play, Screen, _),
          shows(Screen, "1. Teeko after 1 move ("),
          assertion(\+ exists_file(File)),
          autosaved_games(Folder, [Owned]),
          current_prolog_flag(pid, Pid),
          format(atom(Ending), '-~d.txt', [Pid]),
          assertion(sub_atom(Owned, _, _, 0, Ending)),
          format(string(Kept), "The game in progress is kept in ~w;", [Owned]),
          shows(Screen, Kept) )).

test(a_game_a_live_session_took_over_is_offered_again_once_it_ends) :-
    with_test_folders(Folder,
        ( a_game_left_by(Folder, [], _),
          with_sessions(Folder, 1, a_session_goes_on_with_the_game) )).

a_session_goes_on_with_the_game([Other]) :-
    seen(Other, "Your choice: ", Offer),
    shows(Offer, "1. Teeko after 1 move ("),
    type_line(Other, 1),
    seen(Other, "White> ", _),
    typed_session(["0"], tabuleiro_play:play, WhileItPlays, _),
    assertion(\+ is_offered(WhileItPlays)),
    end_session(Other, Rest),
    shows(Rest, "The game in progress is kept in "),
    typed_session(["n", "0"], tabuleiro_play:play, Afterwards, _),
    shows(Afterwards, "1. Teeko after 1 move, ").

test(of_two_sessions_going_on_with_a_game_at_once_one_has_it) :-
    with_test_folders(Folder,
        ( a_game_left_by(Folder, [], _),
          with_sessions(Folder, 2, two_sessions_go_on) )).

two_sessions_go_on(Sessions) :-
    forall(member(Session, Sessions),
           ( seen(Session, "Your choice: ", Offer),
             shows(Offer, "1. Teeko after 1 move (") )),
    forall(member(Session, Sessions), type_line(Session, 1)),
    maplist(end_session, Sessions, Screens),
    include([Screen]>>sub_string(Screen, _, _, _, "The game in progress is kept in "),
            Screens, Playing),
    include([Screen]>>sub_string(Screen, _, _, _, "Another session has just taken up the game"),
            Screens, Refused),
    assertion(length(Playing, 1)),
    assertion(length(Refused, 1)).

:- end_tests(autosave_ownership).

%   The autosave follows the screen: in every game, against a person and
%   against the computer, a seeded random sequence of moves, undos (back
%   to the start too) and saves is typed at a session in a process of its
%   own.  After each step, the autosaved game (none while no move is on
%   the board) loads to the position the screen shows last, and so does a
%   game saved with `save FILE`.  At the end the session is killed
%   (SIGKILL), and a new session, offered the game, goes on from that
%   same position.

:- use_module('../../prolog/tabuleiro/games', [game/1]).
:- use_module('../../prolog/tabuleiro/game_state', [game_initial_state/3, game_valid_moves/3]).
:- use_module('../../prolog/tabuleiro/game_plugin', [move_to_text/3, player_name/3]).
:- use_module('../../prolog/tabuleiro/saved_game', [load_game/4]).
:- use_module(library(random)).
:- use_module(library(apply)).

:- begin_tests(autosave_follows_the_screen).

test(random_moves_undos_and_saves, [forall(member(Opponent-Seed, [person-1, computer-2]))]) :-
    with_settings_kept((
        set_display(plain),
        set_random(seed(Seed)),
        forall(game(Game),
               with_test_folders(Folder, random_steps(Game, Opponent, Folder))) )).

% A game loaded from a file is kept from the moment it is on the screen.
test(a_loaded_game_is_kept_before_its_next_move) :-
    with_test_folders(Folder,
        ( a_game_left_by(Folder, [], Left),
          directory_file_path(Folder, 'mine.txt', Mine),
          rename_file(Left, Mine),
          with_sessions(Folder, 1, load_then_kill(Mine)),
          autosaved_games(Folder, [Kept]),
          load_game(Kept, teeko, _, State),
          load_game(Mine, teeko, _, State) )).

load_then_kill(File, [Session]) :-
    seen(Session, "Your choice: ", _),
    type_line(Session, l),
    seen(Session, "File to load: ", _),
    type_line(Session, File),
    prompted(Session, teeko, _, move),
    kill_session(Session).

:- end_tests(autosave_follows_the_screen).

%   random_steps(+Game, +Opponent, +Folder): a session of Game against
%   Opponent (`person` or `computer`, level 1), its games kept in
%   Folder, takes 20 random steps, each checked; then it is killed and
%   a new session goes on with its game.

random_steps(Game, Opponent, Folder) :-
    game_initial_state(Game, [], Start),
    with_sessions(Folder, 1, steps_then_kill(Game, Opponent, Folder, Start)).

steps_then_kill(Game, Opponent, Folder, Start, [Session]) :-
    start_game(Session, Game, Opponent, Chunk),
    screen_ends_with(Game, Start, Chunk),
    numlist(1, 20, Steps),
    foldl(random_step(Session, Game, Folder, Start), Steps,
          Start-going, Shown-Going),
    kill_session(Session),
    (   Going == going
    ->  goes_on_after_a_kill(Game, Folder, Start, Shown)
    ;   true
    ).

kill_session(session(Process, _, _)) :-
    process_kill(Process, kill),
    process_wait(Process, _).

%   start_game(+Session, +Game, +Opponent, -Chunk): the menus answered
%   (the game's number, the mode, the computer's level, no rule
%   option); Chunk is what the session showed up to its first prompt.

start_game(Session, Game, Opponent, Chunk) :-
    findall(G, game(G), Games),
    nth1(Key, Games, Game),
    seen(Session, "Your choice: ", _),
    type_line(Session, Key),
    (   Opponent == person
    ->  Answers = ["1"]
    ;   Answers = ["2", "1"]
    ),
    backend_rule_names(Game, Rules),
    maplist([_, "n"]>>true, Rules, NoRules),
    append(Answers, NoRules, Lines),
    forall(member(Line, Lines),
           ( seen(Session, "Your choice: ", _), type_line(Session, Line) )),
    prompted(Session, Game, Chunk, _).

%   random_step(+Session, +Game, +Folder, +Start, +N, +Shown0-Going0,
%   -Shown-Going): Shown is the position the screen shows last, Going
%   `going` or `over` once the game has ended (then nothing more is
%   typed).

random_step(_, _, _, _, _, Shown-over, Shown-over) :-
    !.
random_step(Session, Game, Folder, Start, N, Shown0-going, Shown-Going) :-
    random_between(1, 10, Roll),
    (   Roll =< 3, Shown0 \== Start
    ->  Step = undo
    ;   Roll =:= 4
    ->  format(atom(File), '~w/saved-~d.txt', [Folder, N]),
        Step = save(File)
    ;   game_valid_moves(Game, Shown0, Moves),
        random_member(Move, Moves),
        move_to_text(Game, Move, Text),
        Step = move(Text)
    ),
    step_line(Step, Line),
    type_line(Session, Line),
    prompted(Session, Game, Chunk, Prompt),
    (   Prompt == over
    ->  Going = over,
        Shown = Shown0,
        assertion(autosaved_games(Folder, []))
    ;   Going = going,
        autosaved_state(Game, Folder, Start, Kept),
        (   Step = save(Saved)
        ->  Shown = Shown0,
            load_game(Saved, Game, _, SavedState),
            same_position(Game, Line, SavedState, Shown),
            same_position(Game, Line, Kept, Shown)
        ;   Shown = Kept,
            screen_ends_with(Game, Kept, Chunk)
        )
    ).

step_line(undo, "undo").
step_line(save(File), Line) :-
    format(string(Line), "save ~w", [File]).
step_line(move(Text), Text).

%   prompted(+Session, +Game, -Chunk, -Prompt): what the session showed
%   until it asked for a move (Prompt `move`, Chunk without the prompt)
%   or said the game is over (Prompt `over`).

prompted(Session, Game, Chunk, Prompt) :-
    findall(Name-move, ( player_name(Game, _, Name0), format(string(Name), "~w> ", [Name0]) ),
            Names),
    Ends = ["leave it.\n> "-over|Names],
    Session = session(_, _, Screen),
    call_with_time_limit(60, read_to_prompt(Screen, Ends, [], Codes, End, Prompt)),
    string_codes(Text, Codes),
    string_length(End, EndLength),
    sub_string(Text, 0, _, EndLength, Chunk).

read_to_prompt(Screen, Ends, Reversed, Codes, End, Prompt) :-
    get_code(Screen, Code),
    (   Code == -1
    ->  reverse(Reversed, Codes0),
        format(user_error, "~nthe session ended:~n~s~n", [Codes0]),
        fail
    ;   Reversed1 = [Code|Reversed],
        (   member(End-Prompt, Ends),
            string_codes(End, EndCodes),
            reverse(EndCodes, Backwards),
            append(Backwards, _, Reversed1)
        ->  reverse(Reversed1, Codes)
        ;   read_to_prompt(Screen, Ends, Reversed1, Codes, End, Prompt)
        )
    ).

%   autosaved_state(+Game, +Folder, +Start, -State): the game the
%   session keeps, loaded; Start when it keeps none.

autosaved_state(Game, Folder, Start, State) :-
    autosaved_games(Folder, Files),
    (   Files == []
    ->  State = Start
    ;   Files = [File]
    ->  load_game(File, Game, _, State)
    ;   format(user_error, "~nmore than one autosaved game: ~q~n", [Files]),
        fail
    ).

%   screen_ends_with(+Game, +State, +Chunk): the last thing the screen
%   showed before the prompt is State's board.

screen_ends_with(Game, State, Chunk) :-
    with_output_to(string(Board), once(Game:display_game(State))),
    (   sub_string(Chunk, _, _, 0, Board)
    ->  true
    ;   format(user_error, "~nthe autosave holds~n~s~nthe screen shows~n~s~n", [Board, Chunk]),
        fail
    ).

same_position(Game, Step, State, Expected) :-
    (   State = game_state(Board, Player, Rules, History),
        Expected = game_state(Board, Player, Rules, History)
    ->  true
    ;   with_output_to(string(Held), once(Game:display_game(State))),
        with_output_to(string(Shown), once(Game:display_game(Expected))),
        format(user_error, "~nafter ~s, a file holds~n~s~nthe screen shows~n~s~n",
               [Step, Held, Shown]),
        fail
    ).

%   goes_on_after_a_kill(+Game, +Folder, +Start, +Shown): after the
%   kill, a new session is offered the game and shows Shown first, or,
%   with no move on the board, offers nothing.

goes_on_after_a_kill(Game, Folder, Start, Shown) :-
    with_sessions(Folder, 1, goes_on(Game, Start, Shown)).

goes_on(Game, Start, Shown, [Session]) :-
    seen(Session, "Your choice: ", Menu),
    (   Shown == Start
    ->  assertion(\+ is_offered(Menu))
    ;   shows(Menu, "Continue which?"),
        type_line(Session, 1),
        prompted(Session, Game, Chunk, move),
        screen_ends_with(Game, Shown, Chunk)
    ),
    kill_session(Session).
