/*  The game plug-in's contract: every registered game provides every
    hook it requires, and a game that lacks one is refused with a message
    naming the hooks it lacks.
*/
:- use_module('../../prolog/tabuleiro/game_plugin').
:- use_module('../../prolog/tabuleiro/games').
:- use_module('../../prolog/tabuleiro/view/demo_topics').
:- use_module(library(plunit)).

:- begin_tests(game_plugin).

test(every_game_provides_the_contract, [forall(game(Game))]) :-
    load_game_module(Game),
    check_game_plugin(Game).

test(a_game_without_its_hooks_is_refused_by_name) :-
    catch(check_game_plugin(no_such_game), error(existence_error(game_hooks, no_such_game),
                                                 context(_, Message)), true),
    assertion(sub_string(Message, _, _, _, "player_name/3")),
    assertion(sub_string(Message, _, _, _, "show_rules/1")),
    assertion(sub_string(Message, _, _, _, "one of move_from_text/3, move_from_text/4")).

%   A toy game, loaded from a file of its own (the hooks are static),
%   with a clause for each required hook: it reads its moves in their
%   position only (move_from_text/4), which is enough.
test(a_game_with_one_way_of_reading_moves_is_enough) :-
    tmp_file_stream(text, File0, Out),
    close(Out),
    file_name_extension(File0, pl, File),
    setup_call_cleanup(
        ( setup_call_cleanup(open(File, write, Toy),
                             forall(toy_clause(Clause), portray_clause(Toy, Clause)),
                             close(Toy)),
          load_files(File, [silent(true)]) ),
        check_game_plugin(toy),
        ( unload_file(File), delete_file(File), delete_file(File0) )).

toy_clause(tabuleiro_game_plugin:Head) :-
    game_hook(Name/Arity, required),
    functor(Head, Name, Arity),
    arg(1, Head, toy).
toy_clause(tabuleiro_game_plugin:move_from_text(toy, _, _, m)).

%   Each demo topic names clauses and C functions that its game's files
%   still have: renaming a predicate of the rules must rename it there.
test(every_demo_topic_names_sources_that_exist, [forall(demo_topic(Game, Topic, _))]) :-
    topic_excerpts(Game, Topic, PrologExcerpts, CExcerpts),
    assertion(PrologExcerpts \== []),
    assertion(CExcerpts \== []).

:- end_tests(game_plugin).
