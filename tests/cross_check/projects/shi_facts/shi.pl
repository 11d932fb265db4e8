% Shi as a course project writes it for SICStus Prolog, with the pieces
% in the database: one fact piece(Row, Column, Army) for each piece on
% the board (an empty cell has none), rows and columns counted from 0,
% row 0 the Samurai's.  The number of pieces each army has taken is kept
% in facts taken(Army, Count).  The state is state(Player, Turn), Turn
% counting the moves played.  A move is from_to(Row, Column, Row2,
% Column2).
:- use_module(library(lists)).
:- dynamic piece/3, taken/2.

initial_state(_, state(samurai, 0)) :-
    retractall(piece(_, _, _)),
    retractall(taken(_, _)),
    forall(between(0, 7, Column),
           ( assertz(piece(0, Column, samurai)), assertz(piece(7, Column, ninja)) )),
    assertz(taken(samurai, 0)),
    assertz(taken(ninja, 0)).

display_game(state(Player, Turn)) :-
    forall(between(0, 7, Row),
           ( forall(between(0, 7, Column), ( cell_symbol(Row, Column, S), write(S) )), nl )),
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
    R >= 0, R =< 7, C >= 0, C =< 7.

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
    (   retract(piece(R2, C2, _))
    ->  retract(taken(Player, N)),
        N1 is N + 1,
        assertz(taken(Player, N1))
    ;   true
    ),
    retract(piece(R1, C1, Player)),
    assertz(piece(R2, C2, Player)),
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
