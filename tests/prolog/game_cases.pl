/*  The cases every game answers alike, through its course module and
    the backend switch.

    A file that includes this one defines case_game/1, the games to run
    them on, and selects the backend in the unit around it:
    game_contract.plt runs them on every registered game, once per
    backend; toy_game.plt on a toy game that only a test registers.
    The positions come from module game_case_data: those any game's
    start gives, and those of the game's own tests/prolog/GAME_data.pl.
*/

test(course_api_exported, [forall(( case_game(Game), course_predicate(Predicate) ))]) :-
    module_property(Game, exports(Exports)),
    memberchk(Predicate, Exports).

test(plug_in_complete, [forall(case_game(Game))]) :-
    check_game_plugin(Game).

test(unknown_rule, [forall(( case_game(Game), error_type(Game, rule, Type) )),
                    error(domain_error(Type, fast))]) :-
    Game:initial_state([rules([fast])], _).

test(unknown_option, [forall(case_game(Game)),
                      error(domain_error(game_option, colour(red)))]) :-
    Game:initial_state([colour(red)], _).

test(notation_not_text, [forall(( case_game(Game), member(Text, [42, f(x), [0'x]]) )),
                         error(type_error(_, Text))]) :-
    Game:notation_state(Text, [], _).

test(notation_unbound, [forall(case_game(Game)), error(instantiation_error)]) :-
    Game:notation_state(_, [], _).

test(notation_from_string, [forall(case_game(Game))]) :-
    start_notation(Game, Text),
    atom_string(Text, String),
    Game:notation_state(String, [], State),
    Game:initial_state([], State).

test(notation_round_trip, [forall(( case_game(Game), round_trip_notation(Game, Text, Rules) ))]) :-
    Game:notation_state(Text, [rules(Rules)], State),
    Game:state_notation(State, Out),
    Out == Text.

test(bad_notation, [forall(( case_game(Game), malformed_notation(Game, Text),
                             error_type(Game, notation, Type) )),
                    error(domain_error(Type, Text))]) :-
    Game:notation_state(Text, [], _).

test(perft, [forall(( case_game(Game), perft(Game, Rules, Depth, Nodes) ))]) :-
    backend_initial_board(Game, Rules, Board, Player),
    backend_perft(Game, Rules, Board, Player, Depth, Found),
    Found =:= Nodes.

%   Every game starts even for both players, as the tournament's
%   openings, kept within a margin of even, assume.
test(start_is_level, [forall(( case_game(Game), players(Game, Players), member(Player, Players) ))]) :-
    Game:initial_state([], State),
    Game:value(State, Player, 0).

test(each_level_chooses_a_legal_move, [forall(( case_game(Game), member(Level, [1, 2, 3]) ))]) :-
    Game:initial_state([], State),
    Game:valid_moves(State, Moves),
    Game:choose_move(State, Level, Move),
    memberchk(Move, Moves).

%   From the start and from each position of the game's own examples
%   that is not over.
test(random_choice_repeatable, [forall(( case_game(Game), round_trip_notation(Game, Text, Rules),
                                         Game:notation_state(Text, [rules(Rules)], State),
                                         \+ Game:game_over(State, _),
                                         member(Level, [1, 2]) ))]) :-
    set_random(seed(7)),
    Game:choose_move(State, Level, Move1),
    set_random(seed(7)),
    Game:choose_move(State, Level, Move2),
    Move1 == Move2.

test(bad_level, [forall(( case_game(Game), highest_level(Game, Highest), Level is Highest + 1 )),
                 error(domain_error(level, Level))]) :-
    Game:initial_state([], State),
    Game:choose_move(State, Level, _).

test(threefold_repetition, [forall(( case_game(Game), repetition_cycle(Game, Start, Cycle) ))]) :-
    cycle_start(Game, Start, State),
    foldl(play(Game), Cycle, State, Once),
    Game:state_notation(State, Text),
    Game:state_notation(Once, Text),
    \+ Game:game_over(Once, _),
    foldl(play(Game), Cycle, Once, Twice),
    Game:game_over(Twice, draw),
    Game:valid_moves(Twice, []),
    state_player(Twice, Player),
    Game:value(Twice, Player, 0),
    Cycle = [First|_],
    \+ Game:move(Twice, First, _).

test(illegal_moves_fail, [forall(( case_game(Game), illegal_start_move(Game, Move) )), fail]) :-
    start_position(Game, Board, Player),
    backend_apply_move(Game, [], Board, Player, Move, _, _).

test(bad_move_term, [forall(( case_game(Game), malformed_move(Game, Move, Error) )),
                     error(Error)]) :-
    start_position(Game, Board, Player),
    backend_apply_move(Game, [], Board, Player, Move, _, _).

test(bad_for_player, [forall(( case_game(Game), error_type(Game, player, Type),
                               member(For-Error, [_-instantiation_error, x-domain_error(Type, x)]) )),
                      error(Error)]) :-
    start_position(Game, Board, Player),
    backend_value(Game, [], Board, Player, For, _).

test(bad_position_valid_moves,
     [forall(( case_game(Game), malformed_position(Game, Rules, Board, Player, Error) )),
      error(Error)]) :-
    backend_valid_moves(Game, Rules, Board, Player, _).

test(bad_position_apply_move,
     [forall(( case_game(Game), first_start_move(Game, Move),
               malformed_position(Game, Rules, Board, Player, Error) )),
      error(Error)]) :-
    backend_apply_move(Game, Rules, Board, Player, Move, _, _).

test(bad_position_winner,
     [forall(( case_game(Game), malformed_position(Game, Rules, Board, Player, Error) )),
      error(Error)]) :-
    backend_winner(Game, Rules, Board, Player, _).

test(bad_position_value,
     [forall(( case_game(Game), start_position(Game, _, ForPlayer),
               malformed_position(Game, Rules, Board, Player, Error) )),
      error(Error)]) :-
    backend_value(Game, Rules, Board, Player, ForPlayer, _).

test(bad_position_notation,
     [forall(( case_game(Game), malformed_position(Game, Rules, Board, Player, Error) )),
      error(Error)]) :-
    backend_position_notation(Game, Rules, Board, Player, _).

cycle_start(Game, start, State) :-
    !,
    Game:initial_state([], State).
cycle_start(Game, Text, State) :-
    Game:notation_state(Text, [], State).

play(Game, Move, State0, State) :-
    Game:move(State0, Move, State).
