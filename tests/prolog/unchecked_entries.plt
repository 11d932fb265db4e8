/*  The unchecked entries of each rules module, which the Prolog search
    asks: on every position of seeded random games, under every rule
    option alone, they answer as the checked predicates do:
    unchecked_valid_moves/4 as valid_moves/4, unchecked_winner/4 as
    winner/4, unchecked_value/5 as value/5 for both players, and
    play_valid_move/6 as apply_move/6 for every valid move.  */

:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/games').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(random)).

:- begin_tests(unchecked_entries).

%   rules_in_play(?Game, -Rules): no option, then each option alone.

rules_in_play(Game, Rules) :-
    game(Game),
    rules_module(Game, Module),
    Module:rule_names(Names),
    (   Rules = []
    ;   member(Name, Names),
        Rules = [Name]
    ).

rules_module(Game, Module) :-
    atomic_list_concat([tabuleiro_, Game, '_rules'], Module).

test(the_unchecked_entries_answer_as_the_checked_ones,
     [forall(rules_in_play(Game, Rules))]) :-
    rules_module(Game, Module),
    Module:initial_board(Rules, Board, Player),
    Module:valid_moves(Rules, Board, Player, [Move|_]),
    Module:apply_move(Rules, Board, Player, Move, _, Second),
    set_random(seed(7)),
    forall(between(1, 6, _),
           random_game(Module, Rules, [Player, Second], Board, Player, 40)).

%   random_game(+Module, +Rules, +Players, +Board, +Player, +Plies):
%   compares the entries on Board and on the positions of up to Plies
%   random moves; Players are the game's two players.

random_game(Module, Rules, Players, Board, Player, Plies) :-
    Module:valid_moves(Rules, Board, Player, Moves),
    agree(Module, Rules, Players, Board, Player, Moves),
    (   Plies > 0,
        Moves \== []
    ->  random_member(Move, Moves),
        Module:apply_move(Rules, Board, Player, Move, Board1, Player1),
        Plies1 is Plies - 1,
        random_game(Module, Rules, Players, Board1, Player1, Plies1)
    ;   true
    ).

agree(Module, Rules, Players, Board, Player, Moves) :-
    Module:unchecked_valid_moves(Rules, Board, Player, Unchecked),
    assertion(Unchecked == Moves),
    findall(W, Module:winner(Rules, Board, Player, W), Winners),
    findall(W, Module:unchecked_winner(Rules, Board, Player, W), UncheckedWinners),
    assertion(UncheckedWinners == Winners),
    forall(member(ForPlayer, Players),
           ( Module:value(Rules, Board, Player, ForPlayer, Value),
             Module:unchecked_value(Rules, Board, Player, ForPlayer, UncheckedValue),
             assertion(UncheckedValue == Value) )),
    forall(member(Move, Moves),
           ( Module:apply_move(Rules, Board, Player, Move, Board1, Player1),
             Module:play_valid_move(Rules, Board, Player, Move, Played1, PlayedPlayer1),
             assertion(Played1-PlayedPlayer1 == Board1-Player1) )).

:- end_tests(unchecked_entries).
