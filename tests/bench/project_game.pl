/*  The process of one project of tests/bench/projects_bench.pl, started
    in the project's folder, with the kit (prolog/cross_check.pl) and
    tests/cross_check/computer_moves.pl loaded:

        swipl -g "use_module(KIT), consult(LOOP), project_game(own|c_core)" -t halt project_game.pl
*/

% In the project's process: its files loaded, its game played once,
% then again as often as half a second of CPU takes, and game(Game,
% Plies, Moves, First, Seconds) printed: First the CPU seconds of the
% first game (on the C core, the one in which the kit learns the
% project's move terms and lists, as a student's first game does),
% Seconds those of the fastest game after it (the same game, its
% positions learnt); or no_computer printed, for a project whose course
% predicates include no computer player.
project_game(Rules) :-
    working_directory(Folder, Folder),
    tabuleiro_encoding_inference:project_files(Folder, Files),
    user:load_course_files(Files),
    game_played_on(Rules, Game, Players),
    (   computer_loop(Players, Loop)
    ->  statistics(cputime, T0),
        seeded_game(Loop, Moves),
        statistics(cputime, T1),
        First is T1 - T0,
        length(Moves, Plies),
        repeat_games(Loop, T1, [], Times),
        min_list(Times, Seconds),
        print(game(Game, Plies, Moves, First, Seconds))
    ;   print(no_computer(Game))
    ),
    nl.

% game_played_on(+Rules, -Game, -Players): the game the project plays,
% its encoding inferred (as rules_on_c_core/1 infers it), Players its
% names of the players, the first to move first; the C core plugged in
% under its predicates if Rules is c_core.
game_played_on(Rules, Game, Players) :-
    working_directory(Folder, Folder),
    findall(G, tabuleiro_games:game(G), Games),
    tabuleiro_project_subject:game_starts(Games, Starts),
    tabuleiro_encoding_inference:infer_adapter(user, Folder, Starts, Inference),
    Inference = adapter(Game, _, _, _),
    memberchk(start(Game, _, _, _, Ours, _, _, _), Starts),
    tabuleiro_encoding_inference:install_adapter(bench_adapter, Inference, _),
    maplist(their_player, Ours, Players),
    (   Rules == c_core
    ->  with_output_to(string(_), user:rules_on_c_core(Game))
    ;   true
    ).

their_player(Ours, Theirs) :-
    (   catch(bench_adapter:adapter_player(Ours, Theirs0), _, fail)
    ->  Theirs = Theirs0
    ;   Theirs = Ours
    ).

% computer_loop(+Players, -Loop): how the project's computer plays both
% sides (tests/cross_check/computer_moves.pl), by the signatures of its
% course predicates: the new ones, the position in the database alone,
% the old ones (the player apart), or the player first.
computer_loop(_, state) :-
    defined([initial_state/2, choose_move/3, move/3, game_over/2]).
computer_loop(Players, facts(Players)) :-
    defined([initial_state/1, choose_move/3, move/2, game_over/1]).
computer_loop(Players, board(Players)) :-
    defined([initial_board/1, choose_move/4, move/3, game_over/2]).
computer_loop(Players, player_first(Players)) :-
    defined([initial_board/1, choose_move/4, move/4, game_over/2]).

defined(PIs) :-
    forall(member(PI, PIs), user:current_predicate(PI)).

% A game from the start, the random generator seeded alike: a computer
% that draws its move at random from its list plays the same game on
% both rules, if its list is in the same order.
seeded_game(Loop, Moves) :-
    set_random(seed(1)),
    loop_game(Loop, Moves).

loop_game(state, Moves) :-
    user:initial_state([], State),
    user:computer_moves(State, 60, Moves).
loop_game(facts(Players), Moves) :-
    user:initial_state(First),
    user:facts_computer_moves(First, Players, 60, Moves).
loop_game(board(Players), Moves) :-
    user:initial_board(Board),
    Players = [First|_],
    user:board_computer_moves(Board, First, Players, 60, Moves).
loop_game(player_first(Players), Moves) :-
    user:initial_board(Board),
    Players = [First|_],
    user:player_first_computer_moves(Board, First, Players, 60, Moves).

% Each game starts from the project's start: a project that keeps its
% board in the database puts the start there, and would otherwise play
% on from where the game before ended (another game each time, new
% positions the C core learns its move terms on).  The CPU time of the
% fastest game is kept: the others were slowed by what else the machine
% did.
repeat_games(Loop, T0, Times0, Times) :-
    statistics(cputime, T1),
    seeded_game(Loop, _),
    statistics(cputime, T2),
    Time is T2 - T1,
    Times1 = [Time|Times0],
    (   T2 - T0 >= 0.5
    ->  Times = Times1
    ;   repeat_games(Loop, T0, Times1, Times)
    ).
