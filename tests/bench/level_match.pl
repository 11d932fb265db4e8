/*  A match between two computer players: prints a Markdown table row for
    reports/performance.md.

        swipl tests/bench/level_match.pl GAME PLAYER_A PLAYER_B GAMES

    A player is one of
      - level1, level2: game_choose_move/4 at that level (random; greedy
        on value/3, through the course API);
      - depth(D): the C search at the fixed depth D;
      - level3(Ms): the C search as level 3 plays, as deep as it gets
        within Ms milliseconds (the level itself takes 1000);
      - old_level3(Ms): level 3 of an earlier build, depth 6 within Ms
        milliseconds, by its command-line tool build/old/tabuleiro
        (tests/bench/run_bench.sh builds it from the commit named there).
    Plays GAMES games on the c backend, A taking the first player's side
    in the odd games.  Game I draws its random choices from seed I, and
    the searches' seeds follow from I and the ply.  A game still going
    after 300 plies counts as a draw.
*/
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module(library(apply)).
:- use_module(library(random)).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- initialization(main, main).

max_plies(300).

main([GameArg, AArg, BArg, GamesArg]) :-
    term_to_atom(A, AArg),
    term_to_atom(B, BArg),
    atom_number(GamesArg, Games),
    set_backend(c),
    numlist(1, Games, Seeds),
    maplist(match_game(GameArg, A-B), Seeds, Outcomes),
    aggregate_all(count, member(a-_, Outcomes), AWon),
    aggregate_all(count, member(b-_, Outcomes), BWon),
    aggregate_all(count, member(draw-_, Outcomes), Drawn),
    aggregate_all(sum(P), member(_-P, Outcomes), Plies),
    Average is Plies / Games,
    format("| ~w | ~w | ~w | ~d | ~d | ~d | ~d | ~1f |~n",
           [GameArg, A, B, Games, AWon, BWon, Drawn, Average]).

%   match_game(+Game, +Players, +Seed, -Outcome): A moves first in the
%   odd games.  Outcome is Result-Plies, Result `a`, `b` or `draw`.

match_game(Game, Players, Seed, Result-Plies) :-
    set_random(seed(Seed)),
    game_initial_state(Game, [], State),
    play_on(Game, Players, Seed, State, 0, Result, Plies).

play_on(Game, Players, Seed, State, Ply, Result, Plies) :-
    (   game_over(Game, State, Winner)
    ->  result(Game, Winner, Seed, Result),
        Plies = Ply
    ;   max_plies(Ply)
    ->  Result = draw,
        Plies = Ply
    ;   mover(Players, Seed, Ply, Player),
        SearchSeed is Seed * 1000 + Ply,
        player_move(Player, Game, SearchSeed, State, Move),
        game_move(Game, State, Move, Next),
        Ply1 is Ply + 1,
        play_on(Game, Players, Seed, Next, Ply1, Result, Plies)
    ).

%   The players take turns: A is to move when the seed and the ply have
%   different parities.

mover(A-B, Seed, Ply, Player) :-
    (   (Seed + Ply) mod 2 =:= 1
    ->  Player = A
    ;   Player = B
    ).

player_move(level1, Game, _Seed, State, Move) :-
    game_choose_move(Game, State, 1, Move).
player_move(level2, Game, _Seed, State, Move) :-
    game_choose_move(Game, State, 2, Move).
player_move(depth(Depth), Game, Seed, State, Move) :-
    search_move(Game, [depth(Depth), seed(Seed)], State, Move).
player_move(level3(Ms), Game, Seed, State, Move) :-
    search_move(Game, [time_ms(Ms), seed(Seed)], State, Move).
player_move(old_level3(Ms), Game, Seed, State, Move) :-
    game_state_notation(Game, State, Position),
    format(atom(MsArg), "~d", [Ms]),
    format(atom(SeedArg), "~d", [Seed]),
    process_create('build/old/tabuleiro',
                   [best, Game, Position, '--depth', '6', '--ms', MsArg, '--seed', SeedArg],
                   [stdout(pipe(Out)), stderr(null)]),
    read_line_to_string(Out, Line),
    close(Out),
    split_string(Line, " ", "", Parts),
    append(MoveParts, [_Score], Parts),
    atomic_list_concat(MoveParts, ' ', MoveText),
    term_to_atom(Move, MoveText).

search_move(Game, Options, State, Move) :-
    state_board(State, Board),
    state_player(State, Player),
    state_rules(State, Rules),
    backend_best_move(Game, Rules, Board, Player, Options, Move).

%   A played the first player's side in the odd games.

result(_Game, draw, _Seed, draw) :-
    !.
result(Game, Winner, Seed, Result) :-
    game_initial_state(Game, [], Start),
    state_player(Start, First),
    truth(Winner == First, FirstWon),
    truth(Seed mod 2 =:= 1, AFirst),
    (   FirstWon == AFirst
    ->  Result = a
    ;   Result = b
    ).

truth(Goal, Truth) :-
    (   call(Goal)
    ->  Truth = true
    ;   Truth = false
    ).
