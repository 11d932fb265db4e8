% Teeko as a course project writes it for SICStus Prolog: the new
% signatures; the state is game(Cells, Player, Turn): Cells a flat list
% of the 25 cells row by row, 0 empty, 1 and 2 the players' markers;
% Player 1 (Black, who starts) or 2; Turn counts the moves played.
% A move is put(Index) or slide(Index, Index2), cells counted from 0.
% It prints what it is doing, as course projects do.
:- use_module(library(lists)).
:- use_module(library(between)).

initial_state(_, game(Cells, 1, 0)) :-
    length(Cells, 25),
    maplist(=(0), Cells).

display_game(game(Cells, Player, _)) :-
    forall(between(0, 4, R),
           ( forall(between(0, 4, C), ( I is R * 5 + C, nth0(I, Cells, X), write(X), write(' ') )),
             nl )),
    format("Player ~w to move~n", [Player]).

valid_moves(State, Moves) :-
    write('Thinking...'), nl,
    (   game_over(State, _)
    ->  Moves = []
    ;   findall(Move, legal(State, Move), Moves)
    ).

legal(game(Cells, Player, _), put(I)) :-
    placed(Cells, Player, N),
    N < 4,
    nth0(I, Cells, 0).
legal(game(Cells, Player, _), slide(I, J)) :-
    placed(Cells, Player, 4),
    nth0(I, Cells, Player),
    next_to(I, J),
    nth0(J, Cells, 0).

placed(Cells, Player, N) :-
    findall(x, member(Player, Cells), Xs),
    length(Xs, N).

next_to(I, J) :-
    R is I // 5, C is I mod 5,
    member(DR-DC, [-1-(-1), -1-0, -1-1, 0-(-1), 0-1, 1-(-1), 1-0, 1-1]),
    R2 is R + DR, C2 is C + DC,
    between(0, 4, R2), between(0, 4, C2),
    J is R2 * 5 + C2.

move(game(Cells, Player, Turn), Move, game(Cells2, Next, Turn2)) :-
    legal(game(Cells, Player, Turn), Move),
    !,
    play(Move, Player, Cells, Cells2),
    other(Player, Next),
    Turn2 is Turn + 1.

play(put(I), Player, Cells, Cells2) :-
    set_nth0(I, Cells, Player, Cells2).
play(slide(I, J), Player, Cells, Cells2) :-
    set_nth0(I, Cells, 0, Cells1),
    set_nth0(J, Cells1, Player, Cells2).

set_nth0(0, [_|T], X, [X|T]) :- !.
set_nth0(I, [H|T], X, [H|T2]) :- I1 is I - 1, set_nth0(I1, T, X, T2).

other(1, 2).
other(2, 1).

game_over(game(Cells, _, _), Winner) :-
    member(Winner, [1, 2]),
    findall(I, nth0(I, Cells, Winner), [A, B, C, D]),
    four_in_a_row_or_square(A, B, C, D),
    !.

four_in_a_row_or_square(A, B, C, D) :-
    member(Step, [1, 5, 6, 4]),
    B =:= A + Step, C =:= B + Step, D =:= C + Step,
    in_line(A, D, Step).
four_in_a_row_or_square(A, B, C, D) :-
    B =:= A + 1, C =:= A + 5, D =:= A + 6,
    A mod 5 < 4.

% A line of four must not wrap round an edge.
in_line(A, D, 1) :- A // 5 =:= D // 5.
in_line(_, _, 5).
in_line(A, D, 6) :- D mod 5 - A mod 5 =:= 3.
in_line(A, D, 4) :- A mod 5 - D mod 5 =:= 3.

value(game(Cells, _, _), Player, Value) :-
    placed(Cells, Player, Value).

choose_move(State, _, Move) :-
    valid_moves(State, [Move|_]).

play :-
    initial_state([], State),
    display_game(State).
