/*  Sessions of the menus driven from plunit, included by the test files
    that type at play/0.

    A session reads the lines given as the keyboard, and what it prints is
    kept as its screen.  It keeps its games in an autosave folder of the
    test's own and remembers no display for the person who runs the tests.
*/

%   typed_session(+Lines, :Goal, -Screen, -Deterministic): runs Goal
%   with Lines (strings, one a line) as the keyboard; Screen is what it
%   printed, Deterministic is true when Goal left no choice point and
%   false otherwise.

:- meta_predicate typed_session(+, 0, -, -).

typed_session(Lines, Goal, Screen, Deterministic) :-
    atomic_list_concat(Lines, '\n', Text0),
    atom_concat(Text0, '\n', Text),
    stream_property(Keyboard, alias(user_input)),
    setup_call_cleanup(
        ( open_string(Text, Typed),
          set_stream(Typed, alias(user_input)) ),
        with_output_to(string(Screen),
                       ( call_cleanup(Goal, Done = true),
                         exit_kind(Done, Deterministic) )),
        ( set_stream(Keyboard, alias(user_input)),
          close(Typed) )).

%   exit_kind(?Done, -Deterministic): Done is bound by the cleanup of
%   call_cleanup/2 only when its goal exited without a choice point
%   (with_output_to/2 cuts it afterwards, so it must be looked at here).

exit_kind(Done, Deterministic) :-
    (   Done == true
    ->  Deterministic = true
    ;   Deterministic = false
    ).

%   shows(+Screen, +Text): the screen shows Text somewhere; a test that
%   fails prints the screen, to see what it showed instead.

shows(Screen, Text) :-
    (   sub_string(Screen, _, _, _, Text)
    ->  true
    ;   format(user_error, "~nexpected on the screen: ~w~nscreen:~n~w~n", [Text, Screen]),
        fail
    ).

%   with_test_folders(-Folder, :Goal): Goal runs with Folder, empty, as
%   its autosave and configuration folder; the folder goes after, and
%   the environment is given back as it was.

:- meta_predicate with_test_folders(-, 0).

with_test_folders(Folder, Goal) :-
    tmp_file(autosave, Folder),
    make_directory(Folder),
    Names = ['TABULEIRO_AUTOSAVE_DIR', 'TABULEIRO_CONFIG_DIR'],
    maplist(environment_value, Names, Values),
    setup_call_cleanup(
        forall(member(Name, Names), setenv(Name, Folder)),
        Goal,
        ( maplist(restore_environment, Names, Values),
          delete_directory_and_contents(Folder) )).

environment_value(Name, Value) :-
    (   getenv(Name, Value0)
    ->  Value = set(Value0)
    ;   Value = unset
    ).

restore_environment(Name, set(Value)) :-
    setenv(Name, Value).
restore_environment(Name, unset) :-
    unsetenv(Name).

%   write_text_file(+File, +Text): File holds Text.

write_text_file(File, Text) :-
    setup_call_cleanup(open(File, write, Out, [encoding(utf8)]),
                       write(Out, Text),
                       close(Out)).
