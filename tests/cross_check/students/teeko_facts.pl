:- module(student_teeko_facts,
          [ marker/3, facts_valid_moves/2, facts_move/3, facts_game_over/2,
            facts_valid_moves_no_diagonal_steps/2, facts_game_over_no_squares/2
          ]).
:- use_module(library(lists)).

/** <module> A Teeko encoding that keeps its board as dynamic facts

Written as course projects often are: the position is the set of facts
marker(Row, Col, Colour), one for each marker on the board (Colour
`black` or `white`, rows and columns 1..5), and the predicates take the
player to move only: facts_valid_moves(+Player, -Moves),
facts_move(+Player, +Move, -NextPlayer) (which changes the facts) and
facts_game_over(+Player, -Winner).  Moves are put(Row, Col) and
slide(Row, Col, Row2, Col2).

facts_valid_moves/2, facts_move/3 and facts_game_over/2 are right;
facts_valid_moves_no_diagonal_steps/2 forgets the diagonal steps and
facts_game_over_no_squares/2 the 2x2 squares.
*/

:- dynamic marker/3.

opponent(black, white).
opponent(white, black).

facts_valid_moves(Player, Moves) :-
    moves_with([1-0, -1-0, 0-1, 0-(-1), 1-1, 1-(-1), -1-1, -1-(-1)], Player, Moves).

facts_valid_moves_no_diagonal_steps(Player, Moves) :-
    moves_with([1-0, -1-0, 0-1, 0-(-1)], Player, Moves).

moves_with(_, Player, []) :-
    facts_game_over(Player, _),
    !.
moves_with(Steps, Player, Moves) :-
    findall(Move, possible(Steps, Player, Move), Moves).

possible(_, Player, put(R, C)) :-
    aggregate_all(count, marker(_, _, Player), N),
    N < 4,
    free(R, C).
possible(Steps, Player, slide(R, C, R2, C2)) :-
    aggregate_all(count, marker(_, _, Player), 4),
    marker(R, C, Player),
    member(DR-DC, Steps),
    R2 is R + DR,
    C2 is C + DC,
    free(R2, C2).

free(R, C) :-
    between(1, 5, R),
    between(1, 5, C),
    \+ marker(R, C, _).

facts_move(Player, Move, Next) :-
    facts_valid_moves(Player, Moves),
    memberchk(Move, Moves),
    play(Move, Player),
    opponent(Player, Next).

play(put(R, C), Player) :-
    assertz(marker(R, C, Player)).
play(slide(R, C, R2, C2), Player) :-
    retract(marker(R, C, Player)),
    assertz(marker(R2, C2, Player)).

facts_game_over(_, Winner) :-
    member(Winner, [black, white]),
    ( in_line(Winner) ; in_square(Winner) ),
    !.

facts_game_over_no_squares(_, Winner) :-
    member(Winner, [black, white]),
    in_line(Winner),
    !.

in_line(Colour) :-
    marker(R, C, Colour),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    forall(between(1, 3, K),
           ( R1 is R + K * DR, C1 is C + K * DC, marker(R1, C1, Colour) )).

in_square(Colour) :-
    marker(R, C, Colour),
    R1 is R + 1,
    C1 is C + 1,
    marker(R, C1, Colour),
    marker(R1, C, Colour),
    marker(R1, C1, Colour).
