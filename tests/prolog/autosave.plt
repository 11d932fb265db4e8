/*  The autosave: a game an earlier session left unfinished is offered
    with the backend and the display it was played with, and going on
    with it takes them up again.
*/

:- use_module('../../prolog/play').
:- use_module('../../prolog/backend').
:- use_module('../../prolog/display_style').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

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
