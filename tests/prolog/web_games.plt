/*  The browser board's games: a request on an id that names no game
    makes nothing, not even a mutex (a made-up id from a client must not
    cost the server memory); a real game's mutex lives with it.
*/
:- use_module('../../prolog/web/web_games').
:- use_module(library(plunit)).

:- begin_tests(web_games).

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

:- end_tests(web_games).
