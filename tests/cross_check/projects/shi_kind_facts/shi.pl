% Shi as a course project writes it for SICStus Prolog, with the pieces
% in the database, a predicate for each army: samurai(Row, Column) and
% ninja(Row, Column), one fact for each piece on the board, rows and
% columns counted from 1, row 1 the Ninja's.  The state is state(Player,
% Turn), Turn counting the moves played.  A move is from_to(Row, Column,
% Row2, Column2).
:- use_module(library(lists)).
:- dynamic samurai/2, ninja/2.

% piece(?Row, ?Column, ?Army): a piece of Army is on the cell.
piece(Row, Column, samurai) :- samurai(Row, Column).
piece(Row, Column, ninja) :- ninja(Row, Column).

put_piece(Row, Column, Army) :-
    Fact =.. [Army, Row, Column],
    assertz(Fact).

take_piece(Row, Column, Army) :-
    piece(Row, Column, Army),
    Fact =.. [Army, Row, Column],
    retract(Fact).

initial_state(_, state(samurai, 0)) :-
    retractall(samurai(_, _)),
    retractall(ninja(_, _)),
    forall(between(1, 8, Column),
           ( put_piece(8, Column, samurai), put_piece(1, Column, ninja) )).

display_game(state(Player, Turn)) :-
    forall(between(1, 8, Row),
           ( forall(between(1, 8, Column), ( cell_symbol(Row, Column, S), write(S) )), nl )),
    format("Move ~w, ~w to play~n", [Turn, Player]).

cell_symbol(Row, Column, S) :-
    (   piece(Row, Column, samurai) -> S = 'S'
    ;   piece(Row, Column, ninja) -> S = 'N'
    ;   S = '.'
    ).

enemy(samurai, ninja).
enemy(ninja, samurai).

valid_moves(State, []) :-
    game_over(State, _),
    !.
valid_moves(state(Player, _), Moves) :-
    findall(Move, legal(Player, Move), Moves).

legal(Player, from_to(R1, C1, R2, C2)) :-
    piece(R1, C1, Player),
    line(DR, DC),
    slide(R1, C1, DR, DC, R2, C2).
legal(Player, from_to(R1, C1, R2, C2)) :-
    piece(R1, C1, Player),
    line(DR, DC),
    first_piece(R1, C1, DR, DC, RF, CF, Player),
    enemy(Player, Enemy),
    first_piece(RF, CF, DR, DC, R2, C2, Enemy).

line(DR, DC) :-
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

on_board(R, C) :-
    R >= 1, R =< 8, C >= 1, C =< 8.

slide(R, C, DR, DC, R2, C2) :-
    R1 is R + DR, C1 is C + DC,
    on_board(R1, C1),
    \+ piece(R1, C1, _),
    (   R2 = R1, C2 = C1
    ;   slide(R1, C1, DR, DC, R2, C2)
    ).

% The first piece met from (R, C) along the line, past empty cells.
first_piece(R, C, DR, DC, R2, C2, Army) :-
    R1 is R + DR, C1 is C + DC,
    on_board(R1, C1),
    (   piece(R1, C1, X)
    ->  X = Army, R2 = R1, C2 = C1
    ;   first_piece(R1, C1, DR, DC, R2, C2, Army)
    ).

move(state(Player, Turn), Move, state(Next, Turn2)) :-
    legal(Player, Move),
    !,
    Move = from_to(R1, C1, R2, C2),
    (   take_piece(R2, C2, _)
    ->  true
    ;   true
    ),
    take_piece(R1, C1, Player),
    put_piece(R2, C2, Player),
    enemy(Player, Next),
    Turn2 is Turn + 1.

% An army down to 4 pieces has lost, and so has a player who cannot move.
game_over(_, Winner) :-
    enemy(Army, Winner),
    findall(x, piece(_, _, Army), Xs),
    length(Xs, N),
    N =< 4,
    !.
game_over(state(Player, _), Winner) :-
    \+ legal(Player, _),
    enemy(Player, Winner).

choose_move(State, _, Move) :-
    valid_moves(State, [Move|_]).
