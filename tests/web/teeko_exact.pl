/*  The exact values a Teeko game's positions have, from the course API
    and teeko_value/2 alone, for the browser test to check the page
    against: the moves are played from the standard start, and for each
    position on the way (0 to N moves played) every legal move is printed
    with its exact value for the player making it, one a line:

        K MOVE VALUE         e.g. "2 c3 win in 5 plies", "2 c4 draw"

        swipl tests/web/teeko_exact.pl MOVE...

    The database is the one in $TABULEIRO_DB_DIR (or build/db).
*/
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/teeko/perfect').
:- use_module(library(apply)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Texts),
    teeko:initial_state([], Start),
    foldl(print_and_play, Texts, 0-Start, N-Last),
    print_values(N, Last).

print_and_play(Text, K-State, K1-Next) :-
    print_values(K, State),
    tabuleiro_game_plugin:move_from_text(teeko, Text, Move),
    teeko:move(State, Move, Next),
    K1 is K + 1.

print_values(K, State) :-
    teeko:valid_moves(State, Moves),
    forall(member(Move, Moves), print_value(K, State, Move)).

print_value(K, State, Move) :-
    teeko:move(State, Move, Next),
    teeko_value(Next, Reply),
    tabuleiro_game_plugin:move_to_text(teeko, Move, Text),
    mover_text(Reply, Value),
    format("~d ~w ~w~n", [K, Text, Value]).

%   The value of the position after the move is the opponent's: a loss
%   in N plies for them is a win in N + 1 for the mover, counting the
%   move.

mover_text(draw, draw).
mover_text(loss(N), Text) :-
    plies_text(win, N, Text).
mover_text(win(N), Text) :-
    plies_text(loss, N, Text).

plies_text(Outcome, N, Text) :-
    Plies is N + 1,
    (   Plies =:= 1
    ->  Unit = ply
    ;   Unit = plies
    ),
    format(atom(Text), "~w in ~d ~w", [Outcome, Plies, Unit]).
