/*  The game state's history: the draw by repetition seen through the
    keys, clocks and counts kept with each move gives the same answers as
    counting the positions of the whole game, and the state prints, reads
    back and undoes.  */

:- use_module('../../prolog/tabuleiro/game_state').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/games').
:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

:- begin_tests(game_state_history, [cleanup(set_backend(prolog))]).

%   history_rules(+Game, -Rules): the standard rules, and every rule
%   option at once.
history_rules(Game, Rules) :-
    backend_rule_names(Game, Names),
    sort([[], Names], RuleSets),
    member(Rules, RuleSets).

%   Three seeded games of at most 120 plies a game and rule set.
test(repetition_as_counted_over_the_whole_game,
     [forall(( c_core_game(Game), history_rules(Game, Rules) )), condition(foreign_available)]) :-
    set_backend(c),
    forall(between(1, 3, Seed), checked_game(Game, Rules, Seed)).

test(a_teeko_game_drawn_by_repetition) :-
    set_backend(prolog),
    game_initial_state(teeko, [], S0),
    Drops = [3-3, 3-2, 2-3, 4-4, 4-3, 5-5, 2-4, 1-1],
    foldl(drop, Drops, S0, Dropped),
    Cycle = [step(2-4, 1-5), step(1-1, 2-1), step(1-5, 2-4), step(2-1, 1-1)],
    foldl(step, Cycle, Dropped, Once),
    \+ game_over(teeko, Once, _),
    foldl(step, Cycle, Once, Twice),
    assertion(game_over(teeko, Twice, draw)),
    assertion(game_valid_moves(teeko, Twice, [])),
    assertion(game_value(teeko, Twice, b, 0)),
    assertion(\+ game_move(teeko, Twice, step(3-3, 3-4), _)),
    game_undo(Twice, Undone),
    assertion(\+ game_over(teeko, Undone, _)),
    Twice = game_state(_, _, _, [ply(_, _, _, Clock, Count)|_]),
    assertion(Clock == 8),
    assertion(Count == 3).

%   The keys are term_hash/2 of the position on both backends, so a
%   game may change backend in its middle.
test(both_backends_keep_the_same_history,
     [forall(c_core_game(Game)), condition(foreign_available)]) :-
    set_random(seed(7)),
    set_backend(c),
    game_initial_state(Game, [], S0),
    random_plies(Game, 12, S0, Moves, OnC),
    set_backend(prolog),
    foldl(play(Game), Moves, S0, OnProlog),
    assertion(OnProlog == OnC).

random_plies(Game, Plies, State, [Move|Moves], Final) :-
    Plies > 0,
    game_valid_moves(Game, State, Legal),
    random_member(Move, Legal),
    !,
    game_move(Game, State, Move, Next),
    Plies1 is Plies - 1,
    random_plies(Game, Plies1, Next, Moves, Final).
random_plies(_, _, State, [], State).

play(Game, Move, State0, State) :-
    game_move(Game, State0, Move, State).

%   Keys have 24 bits: two positions with the same key are not counted
%   as one.  The position after one step is given the key of the
%   position after the next.
test(equal_keys_of_different_positions_are_no_repetition) :-
    set_backend(prolog),
    game_initial_state(teeko, [], S0),
    foldl(drop, [3-3, 3-2, 2-3, 4-4, 4-3, 5-5, 2-4, 1-1], S0, Dropped),
    step(step(2-4, 1-5), Dropped, S1),
    S1 = game_state(B1, P1, R, [ply(B0, P0, _, Clock, Count)|H]),
    step(step(1-1, 2-1), S1, game_state(B2, P2, _, _)),
    term_hash(B2-P2, Key2),
    Forged = game_state(B1, P1, R, [ply(B0, P0, Key2, Clock, Count)|H]),
    step(step(1-1, 2-1), Forged, game_state(_, _, _, [ply(_, _, Key2, 2, Seen)|_])),
    assertion(Seen == 1).

test(a_drop_resets_the_clock) :-
    set_backend(prolog),
    game_initial_state(teeko, [], S0),
    game_move(teeko, S0, drop(3-3), S1),
    assertion(S1 = game_state(_, w, [], [ply(_, b, _, 0, 1)])).

test(state_prints_and_reads_back) :-
    set_backend(prolog),
    game_initial_state(shakti, [], S0),
    game_valid_moves(shakti, S0, [Move|_]),
    game_move(shakti, S0, Move, S1),
    format(atom(Text), "~q", [S1]),
    term_to_atom(Read, Text),
    assertion(Read == S1).

test(positions_from_the_start) :-
    set_backend(prolog),
    game_initial_state(teeko, [], S0),
    foldl(drop, [3-3, 1-1], S0, S2),
    game_positions(S2, Positions),
    assertion(length(Positions, 3)),
    Positions = [Start|_],
    S0 = game_state(Board0, Player0, _, _),
    assertion(Start == Board0-Player0).

drop(Cell, S0, S) :-
    game_move(teeko, S0, drop(Cell), S).

step(Move, S0, S) :-
    game_move(teeko, S0, Move, S).

%   checked_game(+Game, +Rules, +Seed): a seeded game that returns to a
%   position seen before whenever it can, one move in two; on every
%   state, the end of game, the moves, undo and the count agree with
%   the whole game's positions.
checked_game(Game, Rules, Seed) :-
    set_random(seed(Seed)),
    game_initial_state(Game, [rules(Rules)], S0),
    checked_plies(Game, 120, S0).

checked_plies(Game, Plies, State) :-
    agrees_with_whole_game(Game, State),
    game_valid_moves(Game, State, Moves),
    (   Plies > 0,
        Moves \== []
    ->  next_move(Game, State, Moves, Move),
        game_move(Game, State, Move, Next),
        assertion(game_undo(Next, State)),
        Plies1 is Plies - 1,
        checked_plies(Game, Plies1, Next)
    ;   true
    ).

agrees_with_whole_game(Game, State) :-
    game_positions(State, Positions),
    last(Positions, Position),
    include(==(Position), Positions, Same),
    length(Same, Occurrences),
    state_board(State, Board),
    state_player(State, Player),
    state_rules(State, Rules),
    (   backend_winner(Game, Rules, Board, Player, Winner)
    ->  assertion(game_over(Game, State, Winner)),
        assertion(game_valid_moves(Game, State, []))
    ;   Occurrences >= 3
    ->  assertion(game_over(Game, State, draw)),
        assertion(game_valid_moves(Game, State, []))
    ;   assertion(\+ game_over(Game, State, _))
    ),
    (   State = game_state(_, _, _, [ply(_, _, _, _, Count)|_])
    ->  assertion(Count == Occurrences)
    ;   true
    ).

%   next_move: one move in two returns to a position seen before when
%   one does; otherwise a random move.
next_move(Game, State, Moves, Move) :-
    game_positions(State, Positions),
    (   maybe,
        include(back_to(Game, State, Positions), Moves, Returning),
        Returning \== []
    ->  random_member(Move, Returning)
    ;   random_member(Move, Moves)
    ).

back_to(Game, State, Positions, Move) :-
    game_move(Game, State, Move, game_state(Board, Player, _, _)),
    memberchk(Board-Player, Positions).

:- end_tests(game_state_history).


/*  game_choose_move/5: the computer's move and how it chose it, per
    level; the move is the one game_choose_move/4 makes from the same
    random state.  */

%   Level 3 searches for the flag tabuleiro_level_3_ms (the suites run
%   with TABULEIRO_LEVEL_3_MS=100): these tests set it to what they
%   check, a time in which even a loaded machine searches depth 1 to
%   its end.
:- begin_tests(game_choose_move_how,
               [ setup(( current_prolog_flag(tabuleiro_level_3_ms, Time),
                         nb_setval(level_3_ms_before, Time) )),
                 cleanup(( set_backend(prolog),
                           nb_getval(level_3_ms_before, Time),
                           set_prolog_flag(tabuleiro_level_3_ms, Time) ))
               ]).

backend_to_test(prolog).
backend_to_test(c) :-
    foreign_available.

teeko_midgame(State) :-
    game_notation_state(teeko, 'bb.../..w../.bw../..wb./.w... b', [], State).

test(level_1_is_random) :-
    teeko_midgame(State),
    game_choose_move(teeko, State, 1, Move, How),
    assertion(How == random),
    assertion(game_valid_moves(teeko, State, Moves)),
    assertion(memberchk(Move, Moves)).

test(level_2_is_greedy_with_the_best_value_after_the_move) :-
    set_backend(prolog),
    teeko_midgame(State),
    game_choose_move(teeko, State, 2, Move, How),
    assertion(How = greedy(_)),
    How = greedy(Value),
    game_move(teeko, State, Move, After),
    assertion(game_value(teeko, After, b, Value)),
    game_valid_moves(teeko, State, Moves),
    forall(( member(Other, Moves), game_move(teeko, State, Other, OtherAfter) ),
           ( game_value(teeko, OtherAfter, b, OtherValue),
             assertion(OtherValue =< Value) )).

test(level_3_reports_its_search, [forall(backend_to_test(Backend))]) :-
    set_prolog_flag(tabuleiro_level_3_ms, 300),
    set_backend(Backend),
    teeko_midgame(State),
    game_choose_move(teeko, State, 3, _Move, How),
    assertion(How = search(_, _, _, _)),
    How = search(Score, Depth, Nodes, Seconds),
    assertion(integer(Score)),
    assertion(Depth >= 1),
    assertion(Nodes > 0),
    assertion(Seconds > 0).

%   As on C: as deep as a second allows, then a little more time for the
%   last position visited and for the machine being shared.
test(level_3_deepens_within_its_second_on_prolog) :-
    set_prolog_flag(tabuleiro_level_3_ms, 1000),
    set_backend(prolog),
    game_initial_state(shi, [], State),
    game_choose_move(shi, State, 3, _, search(_, Depth, _, Seconds)),
    assertion(Depth >= 1),
    assertion(Seconds < 1.5).

test(the_move_is_game_choose_move_4s, [forall(member(Level, [1, 2, 3]))]) :-
    set_backend(prolog),
    teeko_midgame(State),
    set_random(seed(42)),
    game_choose_move(teeko, State, Level, Move4),
    set_random(seed(42)),
    game_choose_move(teeko, State, Level, Move5, _),
    assertion(Move4 == Move5).

:- end_tests(game_choose_move_how).

%   A term that is no game state (issue 42, item 9): every entry of the
%   course API raises the ISO error a Prolog programmer expects, as the
%   bridge does for a malformed board, on both backends alike:
%   instantiation_error for a variable, type_error(game_state, T) for a
%   term that is not game_state/4.

course_entry(Game, State, game_valid_moves(Game, State, _)).
course_entry(Game, State, game_move(Game, State, _, _)).
course_entry(Game, State, game_over(Game, State, _)).
course_entry(Game, State, game_value(Game, State, _, _)).
course_entry(Game, State, game_choose_move(Game, State, 1, _)).
course_entry(Game, State, game_state_notation(Game, State, _)).

not_a_state(foo, type_error(game_state, foo)).
not_a_state(game_state(a, b), type_error(game_state, game_state(a, b))).
not_a_state(42, type_error(game_state, 42)).
not_a_state(_, instantiation_error).

test_backend(prolog).
test_backend(c) :-
    foreign_available.

:- begin_tests(not_a_game_state, [cleanup(set_backend(prolog))]).

test(raises_the_iso_error,
     [forall(( game(Game), test_backend(Backend), not_a_state(State, Error),
               course_entry(Game, State, Goal) ))]) :-
    set_backend(Backend),
    catch(( Goal -> Outcome = succeeded ; Outcome = failed ),
          error(Raised, _), Outcome = raised(Raised)),
    assertion(Outcome =@= raised(Error)).

:- end_tests(not_a_game_state).
