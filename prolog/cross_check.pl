:- module(tabuleiro_cross_check,
          [ cross_check/2,          % +Game, +Options
            cross_check/3,          % +Game, +Options, -Result
            random_positions/4      % +Game, +Rules, +Count, -Positions
          ]).
:- use_module(backend).
:- use_module(game_state, [game_initial_state/3]).
:- use_module(games, [load_game_module/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).
:- use_module(library(random)).

/** <module> Cross-checking rule encodings against the C core

The C core is the reference.  cross_check/2 plays seeded random games
with it, and on every position reached compares it with another encoding
of the same rules: by default the `prolog` backend (valid_moves/2,
move/3, game_over/2, the evaluation and the notation), or a student's
own valid-moves predicate.  It then compares perft counts from the start
and from some of those positions.  The first disagreement is printed with
the board displayed, its notation, and the moves only one side allows.

A student whose encoding uses other terms passes adapters:

    ?- cross_check(teeko, [against(student(my_valid_moves, to_my_state, to_my_move))]).

calls `to_my_state(Board, Player, MyState)` to turn our position into
theirs, `my_valid_moves(MyState, MyMoves)`, and `to_my_move(Move, MyMove)`
on each of our moves, then compares the two lists as sets (duplicates in
MyMoves are reported too).
*/

%!  cross_check(+Game, +Options) is semidet.
%
%   Runs the cross-check, prints its outcome, and fails on a
%   disagreement.  Options:
%
%     - rules(Names): the rule options (default `[]`);
%     - positions(N): how many distinct random positions (default 1000);
%     - seed(S): the random seed (default 1);
%     - perft(D): perft depth compared (default 3; 0 skips it);
%     - against(Subject): `prolog` (default) or
%       `student(ValidMoves, StateAdapter, MoveAdapter)`.

cross_check(Game, Options) :-
    cross_check(Game, Options, Result),
    print_result(Game, Options, Result),
    Result = agreed(_).

%!  cross_check(+Game, +Options, -Result) is det.
%
%   Result is `agreed(Stats)`, Stats a dict of what was compared, or
%   `disagreed(What, Board, Player, Rules, Details)`.

cross_check(Game, Options, Result) :-
    must_have_c_core,
    option(rules(Rules0), Options, []),
    sort(Rules0, Rules),
    option(positions(Count), Options, 1000),
    option(seed(Seed), Options, 1),
    option(perft(Depth), Options, 3),
    option(against(Subject), Options, prolog),
    set_random(seed(Seed)),
    random_positions(Game, Rules, Count, Positions),
    (   first_disagreement(Positions, Game, Rules, Subject, Result0)
    ->  Result = Result0
    ;   perft_disagreement(Game, Rules, Subject, Depth, Positions, Result0)
    ->  Result = Result0
    ;   aggregate_all(sum(N), (member(_-_-Moves, Positions), length(Moves, N)), MoveCount),
        Result = agreed(_{positions: Count, moves: MoveCount, perft_depth: Depth})
    ).

must_have_c_core :-
    (   foreign_available
    ->  true
    ;   existence_error(foreign_library, tabuleiro)
    ).

%!  random_positions(+Game, +Rules, +Count, -Positions) is det.
%
%   Positions are Count distinct positions `Board-Player-Moves` (Moves:
%   the C core's legal moves) reached by random games from the start,
%   using the current random seed.  Every game ends at the end of the
%   game or after a random number of plies.

random_positions(Game, Rules, Count, Positions) :-
    game_initial_state(Game, [rules(Rules)], game_state(Board, Player, _, _)),
    collect_positions(Game, Rules, Board-Player, Count, [], Positions).

collect_positions(_, _, _, 0, Seen, Positions) :-
    !,
    reverse(Seen, Positions).
collect_positions(Game, Rules, Start, Left, Seen, Positions) :-
    random_between(1, 80, Plies),
    random_walk(Game, Rules, Start, Plies, Left, Left1, Seen, Seen1),
    collect_positions(Game, Rules, Start, Left1, Seen1, Positions).

random_walk(Game, Rules, Board-Player, Plies, Left, Left1, Seen, Seen1) :-
    with_backend(c, backend_valid_moves(Game, Rules, Board, Player, Moves)),
    Position = Board-Player-Moves,
    (   memberchk(Position, Seen)
    ->  Left2 = Left, Seen2 = Seen
    ;   Left2 is Left - 1, Seen2 = [Position|Seen]
    ),
    (   ( Left2 =:= 0 ; Plies =:= 0 ; Moves == [] )
    ->  Left1 = Left2, Seen1 = Seen2
    ;   random_member(Move, Moves),
        with_backend(c, backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1)),
        Plies1 is Plies - 1,
        random_walk(Game, Rules, Board1-Player1, Plies1, Left2, Left1, Seen2, Seen1)
    ).

%!  with_backend(+Backend, :Goal) is semidet.
%
%   Runs Goal with Backend selected, then restores the previous one.

with_backend(Backend, Goal) :-
    current_backend(Old),
    setup_call_cleanup(set_backend(Backend), Goal, set_backend(Old)).

% The first position (in the order they were reached) on which the
% subject and the C core disagree.  The moves legal in the previous
% position but not in this one serve as illegal moves that both must
% refuse.
first_disagreement(Positions, Game, Rules, Subject, Result) :-
    append(_, [Previous, Position|_], [none-none-[]|Positions]),
    Previous = _-_-Earlier,
    position_disagreement(Subject, Game, Rules, Position, Earlier, Result),
    !.

position_disagreement(student(ValidMoves, StateAdapter, MoveAdapter), Game, Rules,
                      Board-Player-Moves, _, Result) :-
    call(StateAdapter, Board, Player, TheirState),
    call(ValidMoves, TheirState, TheirMoves0),
    maplist(MoveAdapter, Moves, Expected0),
    msort(Expected0, Expected),
    msort(TheirMoves0, TheirMoves),
    Expected \== TheirMoves,
    multiset_difference(Expected, TheirMoves, Missing),
    multiset_difference(TheirMoves, Expected, Extra),
    Result = disagreed(valid_moves, Board, Player, Rules,
                       _{only_c: Missing, only_subject: Extra, game: Game}).
position_disagreement(prolog, Game, Rules, Board-Player-Moves, Earlier, Result) :-
    with_backend(prolog, backend_valid_moves(Game, Rules, Board, Player, PrologMoves)),
    (   Moves \== PrologMoves
    ->  ord_subtract(Moves, PrologMoves, Missing),
        ord_subtract(PrologMoves, Moves, Extra),
        Result = disagreed(valid_moves, Board, Player, Rules,
                           _{only_c: Missing, only_subject: Extra, game: Game})
    ;   member(Question, [winner, value, notation]),
        answer(c, Question, Game, Rules, Board, Player, Answer),
        answer(prolog, Question, Game, Rules, Board, Player, PrologAnswer),
        Answer \== PrologAnswer
    ->  Result = disagreed(Question, Board, Player, Rules,
                           _{c: Answer, subject: PrologAnswer, game: Game})
    ;   ord_subtract(Earlier, Moves, Illegal),
        ord_union(Moves, Illegal, Tried),
        member(Move, Tried),
        after_move(c, Game, Rules, Board, Player, Move, After),
        after_move(prolog, Game, Rules, Board, Player, Move, PrologAfter),
        After \== PrologAfter
    ->  Result = disagreed(move(Move), Board, Player, Rules,
                           _{c: After, subject: PrologAfter, game: Game})
    ).

answer(Backend, winner, Game, Rules, Board, Player, Winner) :-
    (   with_backend(Backend, backend_winner(Game, Rules, Board, Player, Winner0))
    ->  Winner = Winner0
    ;   Winner = none
    ).
answer(Backend, value, Game, Rules, Board, Player, Value) :-
    with_backend(Backend, backend_value(Game, Rules, Board, Player, Player, Value)).
answer(Backend, notation, Game, Rules, Board, Player, Text-Board1-Player1) :-
    with_backend(Backend, ( backend_position_notation(Game, Rules, Board, Player, Text),
                            backend_notation_position(Game, Text, Rules, Board1, Player1) )).

after_move(Backend, Game, Rules, Board, Player, Move, After) :-
    (   with_backend(Backend, backend_apply_move(Game, Rules, Board, Player, Move, B1, P1))
    ->  After = B1-P1
    ;   After = illegal
    ).

multiset_difference(Xs, [], Xs) :- !.
multiset_difference(Xs, [Y|Ys], Diff) :-
    (   selectchk(Y, Xs, Xs1)
    ->  multiset_difference(Xs1, Ys, Diff)
    ;   multiset_difference(Xs, Ys, Diff)
    ).

% Perft from the start and from every 100th random position; where the
% counts differ, divide leads down to the position whose move lists differ.
perft_disagreement(_, _, student(_, _, _), _, _, _) :- !, fail.
perft_disagreement(_, _, _, 0, _, _) :- !, fail.
perft_disagreement(Game, Rules, prolog, Depth, Positions, Result) :-
    game_initial_state(Game, [rules(Rules)], game_state(Board0, Player0, _, _)),
    findall(B-P, ( nth1(I, Positions, B-P-_), I mod 100 =:= 1 ), Sampled),
    member(Board-Player, [Board0-Player0|Sampled]),
    with_backend(c, backend_perft(Game, Rules, Board, Player, Depth, Nodes)),
    with_backend(prolog, backend_perft(Game, Rules, Board, Player, Depth, PrologNodes)),
    Nodes =\= PrologNodes,
    !,
    divide_down(Game, Rules, Board, Player, Depth, Result).

divide_down(Game, Rules, Board, Player, Depth, Result) :-
    with_backend(c, backend_valid_moves(Game, Rules, Board, Player, Moves)),
    (   position_disagreement(prolog, Game, Rules, Board-Player-Moves, [], Result0)
    ->  Result = Result0
    ;   Depth > 1,
        member(Move, Moves),
        with_backend(c, backend_apply_move(Game, Rules, Board, Player, Move, B1, P1)),
        D1 is Depth - 1,
        with_backend(c, backend_perft(Game, Rules, B1, P1, D1, N)),
        with_backend(prolog, backend_perft(Game, Rules, B1, P1, D1, PN)),
        N =\= PN
    ->  divide_down(Game, Rules, B1, P1, D1, Result)
    ;   Result = disagreed(perft(Depth), Board, Player, Rules, _{game: Game})
    ).

print_result(Game, Options, agreed(Stats)) :-
    option(rules(Rules), Options, []),
    option(against(Subject), Options, prolog),
    subject_name(Subject, Name),
    format("Cross-check ~w ~w, C core vs ~w: ~D positions and ~D moves agree",
           [Game, Rules, Name, Stats.positions, Stats.moves]),
    (   Subject == prolog, Stats.perft_depth > 0
    ->  format("; perft to depth ~w agrees.~n", [Stats.perft_depth])
    ;   format(".~n")
    ).
print_result(Game, Options, disagreed(What, Board, Player, Rules, Details)) :-
    option(against(Subject), Options, prolog),
    subject_name(Subject, Name),
    format("Cross-check ~w ~w: the C core and ~w disagree on ~q here:~n",
           [Game, Rules, Name, What]),
    load_game_module(Game),
    Game:display_game(game_state(Board, Player, Rules, [])),
    (   catch(with_backend(c, backend_position_notation(Game, Rules, Board, Player, Text)), _, fail)
    ->  format("Position: ~w~n", [Text])
    ;   true
    ),
    print_details(Details, Name).

subject_name(prolog, 'the prolog backend').
subject_name(student(Pred, _, _), Pred).

print_details(Details, Name) :-
    (   get_dict(only_c, Details, Missing)
    ->  format("Moves only the C core allows: ~q~n", [Missing]),
        format("Moves only ~w allows: ~q~n", [Name, Details.only_subject])
    ;   get_dict(c, Details, C)
    ->  format("C core: ~q~n~w: ~q~n", [C, Name, Details.subject])
    ;   true
    ).
