/*  Perfect Teeko (level 4): the database built through the bridge, its
    values, the computer's choices, the exact hint and the fall-back to
    level 3. The standard database is solved into a temporary folder
    (about half a minute), so the tests never depend on an earlier build.
*/
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/teeko_perfect').
:- use_module('../../prolog/game_state').
:- use_module('../../prolog/game_loop').
:- use_module('../../prolog/backend').

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

test(exact_hint_lists_every_move_with_its_value) :-
    state('bbb../....b/www../...../....w b', State),
    with_output_to(string(Out), tabuleiro_game_loop:exact_hint(teeko, State)),
    once(sub_string(Out, _, _, _, "b5-a4")),
    once(sub_string(Out, _, _, _, "win in 1")),
    teeko:valid_moves(State, Moves),
    length(Moves, N),
    split_string(Out, "\n", "", Lines),
    include([L]>>sub_string(L, _, _, _, " in "), Lines, Valued),
    include([L]>>sub_string(L, _, _, _, "draw"), Lines, Drawn),
    length(Valued, V), length(Drawn, D),
    N =:= V + D.

test(missing_database_falls_back_to_level_3) :-
    teeko:initial_state([rules([advanced])], State),
    with_output_to(string(_), teeko:choose_move(State, 4, Move)),
    teeko:valid_moves(State, Moves),
    memberchk(Move, Moves).

test(missing_database_is_an_existence_error,
     error(existence_error(teeko_database, _), _)) :-
    teeko:initial_state([rules([advanced])], State),
    teeko_value(State, _).

test(level_4_is_offered_for_teeko_only) :-
    game_level(teeko, 4, _),
    \+ game_level(shi, 4, _).

:- end_tests(teeko_perfect).
