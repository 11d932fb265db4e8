/*  play/0 is deterministic in every path: at the `?-` prompt a session
    that ends answers `true.`, not `true` waiting for `;`, and gives the
    prompt and Ctrl-C back at once.  The menu of all games and a game's
    own menu are typed at; every game is loaded, as when a saved game of
    another game was loaded from a game's menu.
*/

:- use_module('../../prolog/play').
:- use_module('../../prolog/teeko', []).
:- use_module('../../prolog/tabuleiro/saved_game').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- include(typed_session).

%   A menu, reached by Goal, and the answer that leaves it.

session_play(tabuleiro_play:play).
session_play(teeko:play).

%   a_saved_game(+Game, +Folder, -File): a game of Game after one move,
%   saved in Folder.

a_saved_game(Game, Folder, File) :-
    game_initial_state(Game, [], Start),
    game_valid_moves(Game, Start, [Move|_]),
    game_move(Game, Start, Move, State),
    directory_file_path(Folder, 'saved.txt', File),
    state_player(Start, First),
    other_player(Game, First, Second),
    save_game(File, Game, [First-human, Second-human], State).

deterministic_session(Lines, Play) :-
    typed_session(Lines, Play, Screen, Deterministic),
    shows(Screen, "0. Exit"),
    assertion(Deterministic == true).

:- begin_tests(play_is_deterministic).

test(exit_at_once, [forall(session_play(Play))]) :-
    with_test_folders(_, deterministic_session(["0", "0"], Play)).

test(a_new_game_abandoned) :-
    with_test_folders(_, deterministic_session(
        ["1", "1", "n", "n", "c3", "d3", "quit", "y", "0", "0"], tabuleiro_play:play)).

test(a_game_saved_at_the_prompt) :-
    with_test_folders(Folder,
        ( directory_file_path(Folder, 'kept.txt', File),
          atom_concat('save ', File, Save),
          deterministic_session(["1", "1", "n", "n", "c3", Save, "quit", "y", "0", "0"],
                                tabuleiro_play:play),
          assertion(exists_file(File)) )).

test(a_game_chosen_then_exit) :-
    with_test_folders(_, deterministic_session(["2", "0", "0"], tabuleiro_play:play)).

test(a_saved_game_loaded_and_abandoned,
     [forall(( session_play(Play), member(Game, [teeko, echek]) ))]) :-
    with_test_folders(Folder,
        ( a_saved_game(Game, Folder, File),
          deterministic_session(["l", File, "quit", "y", "0", "0"], Play) )).

test(a_saved_game_loaded_and_played_to_its_end) :-
    with_test_folders(Folder,
        ( directory_file_path(Folder, 'near-the-end.txt', File),
          write_text_file(File, "# Tabuleiro saved game\ngame: teeko\nrules: standard\n\c
                                 player b: human\nplayer w: human\nmoves:\n\c
                                 a1\ne5\nb1\ne4\nc1\ne3\n"),
          typed_session(["l", File, "d1", "", "0"], teeko:play, Screen, Deterministic),
          shows(Screen, "Black wins!"),
          assertion(Deterministic == true) )).

:- end_tests(play_is_deterministic).

:- begin_tests(menu_words).

test(a_game_reached_from_all_games_goes_back) :-
    with_test_folders(_, ( typed_session(["1", "0", "0"], tabuleiro_play:play, Screen, _),
                           shows(Screen, "0. Back") )).

test(a_cell_off_the_board_gets_the_board_s_range) :-
    with_test_folders(_,
        ( typed_session(["1", "1", "n", "n", "c9", "quit", "y", "0", "0"],
                        tabuleiro_play:play, Screen, _),
          shows(Screen, "The cells run from a1 (top left) to e5 (bottom right).") )).

test(help_is_wrapped_at_the_width_of_the_screen) :-
    with_test_folders(_,
        ( typed_session(["1", "1", "n", "n", "help", "quit", "y", "0", "0"],
                        tabuleiro_play:play, Screen, _),
          shows(Screen, "At the prompt, type"),
          split_string(Screen, "\n", "", Lines),
          forall(member(Line, Lines), fits_80_columns(Line)) )).

%   What a person types is not on the screen here, so a prompt and the
%   next line share a line: each is measured alone.
fits_80_columns(Line) :-
    (   string_concat("Your choice: ", Rest, Line)
    ->  fits_80_columns(Rest)
    ;   string_length(Line, Length),
        assertion(Length =< 80)
    ).

:- end_tests(menu_words).

%   The course's own move terms at the prompt (issue 42, item 5): each
%   game's first legal move, typed as valid_moves/2 gives it with a full
%   stop as at the ?- prompt, is played; a move term that is not legal
%   is refused as an illegal move, not as text not understood.

:- use_module('../../prolog/tabuleiro/games').
:- use_module('../../prolog/tabuleiro/game_plugin').
:- use_module('../../prolog/tabuleiro/backend').

human_game_lines(Game, Typed, Lines) :-
    backend_rule_names(Game, Rules),
    findall("n", member(_, Rules), NoRules),
    append([["1"], NoRules, Typed, ["quit", "y", "0"]], Lines).

:- begin_tests(course_move_terms).

test(a_legal_move_term_is_played, [forall(game(Game))]) :-
    load_game_module(Game),
    game_initial_state(Game, [], Start),
    game_valid_moves(Game, Start, [Move|_]),
    format(string(Term), "~q.", [Move]),
    move_to_text(Game, Move, Text),
    format(string(Played), "1. ~w", [Text]),
    human_game_lines(Game, [Term, "history"], Lines),
    with_test_folders(_, typed_session(Lines, Game:play, Screen, _)),
    \+ sub_string(Screen, _, _, _, "I did not understand"),
    shows(Screen, Played).

test(an_illegal_move_term_is_refused_as_a_move) :-
    human_game_lines(shi, ["move(8-1, 8-2).", "history"], Lines),
    with_test_folders(_, typed_session(Lines, shi:play, Screen, _)),
    shows(Screen, "The move 81-82 is not legal here"),
    shows(Screen, "No move has been played yet.").

test(a_term_that_is_no_move_is_not_understood) :-
    human_game_lines(shi, ["move(X, 5-1)", "foo(1)"], Lines),
    with_test_folders(_, typed_session(Lines, shi:play, Screen, _)),
    shows(Screen, "I did not understand \"move(X, 5-1)\"."),
    shows(Screen, "I did not understand \"foo(1)\".").

test(help_names_the_move_terms) :-
    human_game_lines(shi, ["help"], Lines),
    with_test_folders(_, typed_session(Lines, shi:play, Screen, _)),
    normalize_space(string(Flat), Screen),
    shows(Flat, "a move as the course's valid_moves/2 gives it (such as move(8-1,2-1))").

:- end_tests(course_move_terms).

%   Computer against computer (issue 42, item 6): at the end, history,
%   undo and save are offered as after a person's game; undo takes back
%   the last move and the computers play on from there.

near_the_end_between_computers(Folder, File) :-
    directory_file_path(Folder, 'computers.txt', File),
    write_text_file(File, "# Tabuleiro saved game\ngame: teeko\nrules: standard\n\c
                           player b: computer level 2\nplayer w: computer level 2\n\c
                           moves:\na1\ne5\nb1\ne4\nc1\ne3\n").

:- begin_tests(computer_against_computer_end).

test(history_and_save_after_the_end) :-
    with_test_folders(Folder,
        ( near_the_end_between_computers(Folder, File),
          directory_file_path(Folder, 'kept.txt', Kept),
          atom_concat('save ', Kept, Save),
          typed_session(["l", File, "history", Save, "", "0"], teeko:play, Screen, _),
          shows(Screen, "Black wins!"),
          shows(Screen, "Type undo to take back the last move"),
          shows(Screen, "Moves played:"),
          shows(Screen, "7. d1"),
          assertion(exists_file(Kept)) )).

test(undo_after_the_end_lets_the_computers_play_on) :-
    with_test_folders(Folder,
        ( near_the_end_between_computers(Folder, File),
          typed_session(["l", File, "undo", "", "0"], teeko:play, Screen, _),
          shows(Screen, "Move taken back: Black's."),
          aggregate_all(count, sub_string(Screen, _, _, _, "Black wins!"), Wins),
          assertion(Wins == 2) )).

:- end_tests(computer_against_computer_end).
