/*  The browser board's games: a request on an id that names no game
    makes nothing, not even a mutex (a made-up id from a client must not
    cost the server memory); a real game's mutex lives with it; a game
    keeps its moves, not a board per move; a game can be stepped through
    (ply_view/3) with its last move at each ply; the hint's suggestion
    opens its line and its moves come best first after the best answer.
*/
:- use_module('../../prolog/tabuleiro/web/web_games').
:- use_module(library(plunit)).

:- begin_tests(web_games).

test(a_game_is_stepped_through_with_its_last_move) :-
    new_game(_{game: "shi"}, View),
    Id = View.id,
    game_action(move, Id, _{move: "81-21"}, _),
    game_action(move, Id, _{move: "12-23"}, After),
    assertion(After.last.text == '12-23'),
    ply_view(Id, '1', One),
    assertion(One.played == ['81-21']),
    assertion(One.last.from == [8, 1]),
    assertion(One.last.to == [2, 1]),
    assertion(One.plies == 2),
    ply_view(Id, '0', Zero),
    assertion(Zero.last == null),
    assertion(Zero.notation == View.notation),
    catch(ply_view(Id, '3', _), web_error(Status, _), true),
    assertion(Status == 400).

test(the_hint_opens_its_line_and_sorts_the_moves) :-
    setup_call_cleanup(( current_prolog_flag(tabuleiro_level_3_ms, Ms),
                         set_prolog_flag(tabuleiro_level_3_ms, 50) ),
                       ( new_game(_{game: "shakti"}, View),
                         game_action(hint, View.id, _{}, Hint) ),
                       set_prolog_flag(tabuleiro_level_3_ms, Ms)),
    Hint.line = [First|_],
    assertion(First.text == Hint.suggestion),
    length(Hint.values, Count),
    length(View.moves, Count),
    findall(Key, ( member(V, Hint.values),
                   ( V.after_reply == null -> Key = V.value ; Key = V.after_reply ) ),
            Keys),
    msort(Keys, Ascending),
    reverse(Ascending, Descending),
    assertion(Descending == Keys).

mutex_count(N) :-
    aggregate_all(count, mutex_property(_, status(_)), N).

test(made_up_ids_make_no_mutex) :-
    mutex_count(N0),
    forall(between(1, 200, I),
           ( format(atom(Id), "made_up_~d", [I]),
             catch(game_action(undo, Id, _{}, _), web_error(404, _), true),
             catch(game_action(move, Id, _{move: "c3"}, _), web_error(404, _), true) )),
    mutex_count(N),
    assertion(N =:= N0).

test(a_real_game_changes_under_its_own_mutex) :-
    new_game(_{game: "teeko"}, View),
    Id = View.id,
    game_action(move, Id, _{move: "c3"}, _),
    assertion(mutex_property(Id, status(_))).

%   A Shi game played by the computer at level 1 until it ends (or for
%   300 moves): what the server keeps of it grows by a few cells a move,
%   while the course API's state, which holds a board per move, grows by
%   a hundred and more; undo (one move back, both sides are computers)
%   and the view still see the whole game.
test(a_game_keeps_its_moves_not_its_boards) :-
    new_game(_{game: "shi", players: _{first: 1, second: 1}}, View),
    Id = View.id,
    play_computer_moves(Id, 300),
    tabuleiro_web_games:web_game(Id, Record),
    game_view(Id, Final),
    length(Final.played, Plies),
    assertion(Plies >= 20),
    term_size(Record, RecordCells),
    assertion(RecordCells / Plies < 30),
    tabuleiro_web_games:stored_game(Id, _, _, _, _, State),
    term_size(State, StateCells),
    assertion(StateCells / Plies > 100),
    game_action(undo, Id, _{}, Undone),
    length(Undone.played, UndonePlies),
    assertion(UndonePlies =:= Plies - 1).

play_computer_moves(_, 0) :- !.
play_computer_moves(Id, N) :-
    game_view(Id, View),
    (   View.over == null
    ->  game_action(computer, Id, _{}, _),
        N1 is N - 1,
        play_computer_moves(Id, N1)
    ;   true
    ).

%   A click on the board is a move as the prompt reads it: a legal one is
%   played, an illegal one refused in the prompt's words (the rule it
%   breaks), a cell off the board or a start with no piece in words too.
test(clicks_are_moves_explained_as_typed_ones) :-
    refused_click("teeko", ["c3"], _{to: [3, 3]},
                  "The move c3 is not legal here: c3 is already taken."),
    refused_click("shi", [], _{from: [8, 8], to: [1, 1]},
                  "The move 88-11 is not legal here: the enemy piece on 11 can only be \c
                   taken by jumping over one of your pieces."),
    refused_click("shakti", [], _{from: [7, 6], to: [3, 6]},
                  "The move f1-f5 is not legal here: there is no piece of yours on f1."),
    refused_click("echek", [], _{reserve: "queen", to: [1, 1]},
                  "The move queen a1 is not legal here: a piece is placed next to one of \c
                   your own pieces, and a1 touches none."),
    refused_click("echek", [], _{from: [1, 1], to: [2, 2]},
                  "No move of yours starts there: choose one of your pieces, then where \c
                   it goes."),
    refused_click("teeko", [], _{to: [9, 9]},
                  "There is no cell [9, 9] on this board of 5 rows and 5 columns."),
    new_game(_{game: "shakti"}, View),
    game_action(move, View.id, _{from: [6, 6], to: [4, 6]}, Played),
    assertion(Played.played == ['f2-f4']).

refused_click(Game, Typed, Click, Expected) :-
    new_game(_{game: Game}, View),
    forall(member(Move, Typed), game_action(move, View.id, _{move: Move}, _)),
    catch(game_action(move, View.id, Click, _), web_error(Status, Message), true),
    assertion(Status-Message == 400-Expected),
    game_view(View.id, After),
    length(Typed, Plies),
    assertion(length(After.played, Plies)).

%   A refusal counts in words: one game, one minute, one move (a server
%   started with limits of one, by its environment variables); a saved
%   game longer than the limit is refused in words, not by a failure.
test(a_limit_of_one_is_said_in_the_singular) :-
    Limits = ['TABULEIRO_WEB_GAMES_PER_CLIENT'-'1', 'TABULEIRO_WEB_IDLE'-'60',
              'TABULEIRO_WEB_PLIES'-'1'],
    setup_call_cleanup(
        forall(member(Variable-Value, Limits), setenv(Variable, Value)),
        ( new_game(_{game: "teeko"}, one_limit_client, View),
          game_action(move, View.id, _{move: "c3"}, _),
          catch(game_action(move, View.id, _{move: "a1"}, _), web_error(_, Plies), true),
          catch(new_game(_{game: "teeko"}, one_limit_client, _), web_error(_, Games), true),
          catch(load_saved_game(_{text: "# Tabuleiro saved game\ngame: teeko\n\c
                                         rules: standard\nmoves:\nc3\na1\n"},
                                one_limit_loader, _),
                web_error(_, Loaded), true) ),
        forall(member(Variable-_, Limits), unsetenv(Variable))),
    assertion(Plies == "This game has reached 1 move, the most the server keeps: \c
                        save it, or start a new one."),
    assertion(Games == "You have 1 game open, the most one client may have: a game \c
                        ends after 1 minute without a request."),
    assertion(Loaded == "This saved game has 2 moves: the server keeps games of 1 move \c
                         at most.").

:- end_tests(web_games).
