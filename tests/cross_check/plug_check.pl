/*  The C core inside a student's program: for one style of encoding,
    the student's own valid_moves, move and game_over are asked about
    random positions, then redefined by rules_on_c_core/2 and asked
    again: every answer must be the same.  Prints "STYLE: N positions,
    M moves, the same answers" and exits 0, or prints the first
    difference and exits 1.

        swipl tests/cross_check/plug_check.pl STYLE

    STYLE is teeko_program (examples/c_core_in_your_program), teeko_old
    (api(old), also asked questions play never asks), shi_lists (new signatures, moves as lists),
    shakti_named (named pieces, a move adapter that needs the board), or
    shi_lists_jumping_enemies, whose own valid_moves has a bug the C
    core does not have: its answers differ.
*/
:- module(plug_check, []).
:- use_module('../../prolog/cross_check').
:- user:use_module('../../prolog/cross_check').
:- user:use_module(students/teeko_old_api).
:- user:use_module(students/shi_lists).
:- user:use_module(students/shakti_named).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

:- initialization(main, main).

% style(Name, Game, Options): the encoding's adapter options, as for
% cross_check/2's against(student(Options)).
style(teeko_program, teeko,
      [valid_moves(valid_moves), apply(move), game_over(game_over), state(to_state),
       move(to_move), from_state(from_state), player(player)]).
style(teeko_old, teeko,
      [api(old), valid_moves(teeko_valid_moves), apply(teeko_move),
       game_over(teeko_game_over), state(to_old_state), move(to_old_move),
       player(to_old_player), from_state(from_old_state)]).
style(shi_lists, shi,
      [valid_moves(shi_valid_moves), apply(shi_move_apply), game_over(shi_game_over),
       state(shi_state), move(shi_move), from_state(shi_from_state)]).
style(shi_lists_jumping_enemies, shi,
      [valid_moves(shi_valid_moves_jumps_enemies), apply(shi_move_apply),
       game_over(shi_game_over), state(shi_state), move(shi_move),
       from_state(shi_from_state)]).
style(shakti_named, shakti,
      [valid_moves(shakti_valid_moves), apply(shakti_apply), game_over(shakti_game_over),
       state(shakti_state), move(shakti_move), from_state(shakti_from_state)]).

main :-
    current_prolog_flag(argv, [StyleText]),
    atom_string(Style, StyleText),
    style(Style, Game, Options),
    (   Style == teeko_program
    ->  load_example_adapter
    ;   true
    ),
    set_random(seed(7)),
    random_positions(Game, [], 200, Positions),
    api(Options, API),
    maplist(answers(API, Options), Positions, Before0),
    odd_answers(Style, OddBefore),
    rules_on_c_core(Game, user:Options),
    forall(member(Role, [valid_moves, apply, game_over]), on_c_core(Options, Role)),
    maplist(answers(API, Options), Positions, After0),
    odd_answers(Style, OddAfter),
    append(Before0, OddBefore, Before),
    append(After0, OddAfter, After),
    (   nth1(I, Before, B), nth1(I, After, A), B \== A
    ->  format("~w: position ~d differs~n  own rules: ~W~n  C core:    ~W~n",
               [Style, I, B, [max_depth(12)], A, [max_depth(12)]]),
        halt(1)
    ;   aggregate_all(sum(N), ( member(answers(Moves, _), Before), length(Moves, N) ),
                      MoveCount),
        length(Positions, Count),
        format("~w: ~d positions, ~d moves, the same answers~n", [Style, Count, MoveCount]),
        halt(0)
    ).

% The student's predicate of Role is now the C core's.
on_c_core(Options, Role) :-
    option_goal(Role, Options, user:Name),
    (   current_predicate(Name, user:Head),
        predicate_property(user:Head, imported_from(Module))
    ->  true
    ;   Module = user,
        current_predicate(Name, user:Head)
    ),
    (   clause(Module:Head, tabuleiro_student_c_core:on_c_core_printing(_, Role, _))
    ->  true
    ;   format("~w (~w) was not redefined~n", [Name, Role]),
        halt(1)
    ).

% odd_answers(+Style, -Answers): the answers to questions a game never
% asks but a program may (a bot looking at its opponent's moves, a loop
% asking game_over before knowing whose turn it is), each Goal-Answers:
% the C core answers them, or the program's own code where the C core
% refuses the position.
odd_answers(teeko_old, Answers) :-
    !,
    One = [[b, e, e, e, e], [e, e, e, e, e], [e, e, e, e, e], [e, e, e, e, e], [e, e, e, e, e]],
    findall(Goal-Found,
            ( member(Goal, [ teeko_game_over(One, _),
                             teeko_valid_moves(One, black, _),
                             teeko_valid_moves(One, white, _),
                             teeko_move(drop(2, 2), One, _) ]),
              findall(Goal, user:Goal, Found),
              numbervars(Goal-Found, 0, _) ),
            Answers).
odd_answers(_, []).

api(Options, API) :-
    (   memberchk(api(API0), Options) -> API = API0 ; API = new ).

% answers(+API, +Options, +Position, -Answers): the student's moves
% (sorted, in their terms), the position after each (read with their
% from_state: a state that names its pieces may name them otherwise),
% and their winner, through the predicates Options name.
answers(API, Options, Board-Player-_, answers(Moves, Winner-Afters)) :-
    option_goal(state, Options, ToState),
    call(ToState, Board, Player, State),
    option_goal(valid_moves, Options, ValidMoves),
    option_goal(apply, Options, Apply),
    option_goal(game_over, Options, GameOver),
    valid_moves(API, ValidMoves, State, Moves0),
    msort(Moves0, Moves),
    option_goal(from_state, Options, FromState),
    maplist(after(API, Apply, FromState, State), Moves, Afters),
    (   game_over(API, GameOver, State, Winner0) -> Winner = Winner0 ; Winner = none ).

option_goal(Role, Options, user:Goal) :-
    Option =.. [Role, Goal],
    memberchk(Option, Options).

valid_moves(new, P, State, Moves) :- call(P, State, Moves).
valid_moves(old, P, Board-Player, Moves) :- call(P, Board, Player, Moves).

after(API, P, FromState, State, Move, After) :-
    (   apply(API, P, State, Move, State1)
    ->  call(FromState, State1, Board1, Player1),
        After = Board1-Player1
    ;   After = refused
    ).

% The old signatures give the board after the move: the next player
% completes it.
apply(new, P, State, Move, State1) :-
    call(P, State, Move, State1).
apply(old, P, Board-Player, Move, Board1-Next) :-
    call(P, Move, Board, Board1),
    select(Player, [black, white], [Next]).

game_over(new, P, State, Winner) :- call(P, State, Winner).
game_over(old, P, Board-_, Winner) :- call(P, Board, Winner).

load_example_adapter :-
    module_property(tabuleiro_cross_check, file(Kit)),
    file_directory_name(Kit, Prolog),
    directory_file_path(Prolog, '../examples/c_core_in_your_program/adapter.pl', Adapter),
    consult(user:Adapter).
