/*  The process of one project of tests/bench/projects_bench.pl, started
    in the project's folder, with the kit (prolog/cross_check.pl) and
    tests/cross_check/computer_moves.pl loaded:

        swipl -g "use_module(KIT), consult(LOOP), project_game(own|c_core)" -t halt project_game.pl
*/

% In the project's process: its files loaded, its game played as often
% as half a second of CPU takes, and game(Game, Plies, Moves, Seconds)
% printed, Seconds a game.
project_game(Rules) :-
    working_directory(Folder, Folder),
    tabuleiro_encoding_inference:project_files(Folder, Files),
    user:load_course_files(Files),
    user:current_predicate(choose_move/3),
    user:current_predicate(initial_state/2),
    game_played_on(Rules, Game),
    seeded_game(Moves),
    length(Moves, Plies),
    statistics(cputime, T0),
    repeat_games(T0, 0, Games),
    statistics(cputime, T1),
    Seconds is (T1 - T0) / Games,
    print(game(Game, Plies, Moves, Seconds)),
    nl.

% The game the project plays, its encoding inferred (as
% rules_on_c_core/1 infers it), and the C core plugged in under its
% predicates if Rules is c_core.
game_played_on(Rules, Game) :-
    working_directory(Folder, Folder),
    findall(G, tabuleiro_games:game(G), Games),
    tabuleiro_project_subject:game_starts(Games, Starts),
    tabuleiro_encoding_inference:infer_adapter(user, Folder, Starts, adapter(Game, _, _, _)),
    (   Rules == c_core
    ->  with_output_to(string(_), user:rules_on_c_core(Game))
    ;   true
    ).

% A game from the start, the random generator seeded alike: a computer
% that draws its move at random from its list plays the same game on
% both rules, if its list is in the same order.
seeded_game(Moves) :-
    set_random(seed(1)),
    user:initial_state([], State),
    user:computer_moves(State, 60, Moves).

% Each game starts from initial_state/2: a project that keeps its board
% in the database puts the start there, and would otherwise play on from
% where the game before ended (another game each time, new positions the
% C core learns its move terms on).
repeat_games(T0, N, Games) :-
    seeded_game(_),
    N1 is N + 1,
    statistics(cputime, T),
    (   T - T0 >= 0.5
    ->  Games = N1
    ;   repeat_games(T0, N1, Games)
    ).
