% Shi as a course project writes it for SICStus Prolog, each piece with
% a name of its own: the state is army(Pieces, Player), Pieces a list of
% piece(Name, Row, Column), rows and columns 1 to 8, row 1 the Ninja's;
% a samurai is s1 to s8 and a ninja n1 to n8, numbered from the left.
% Players samurai and ninja.  A move names the piece that moves and
% where it goes: [Name, Row, Column].
:- use_module(library(lists)).

initial_state(_, army(Pieces, samurai)) :-
    findall(piece(Name, Row, Column),
            ( member(Letter-Row, [s-8, n-1]),
              between(1, 8, Column),
              atom_concat(Letter, Column, Name) ),
            Pieces).

display_game(army(Pieces, Player)) :-
    forall(between(1, 8, Row),
           ( forall(between(1, 8, Column), ( symbol(Pieces, Row, Column, S), write(S) )),
             nl )),
    format("~w to play~n", [Player]).

symbol(Pieces, Row, Column, S) :-
    (   memberchk(piece(Name, Row, Column), Pieces)
    ->  sub_atom(Name, 0, 1, _, S)
    ;   S = '.'
    ).

army_of(Name, samurai) :- sub_atom(Name, 0, 1, _, s).
army_of(Name, ninja) :- sub_atom(Name, 0, 1, _, n).

enemy(samurai, ninja).
enemy(ninja, samurai).

valid_moves(State, []) :-
    game_over(State, _),
    !.
valid_moves(army(Pieces, Player), Moves) :-
    findall(Move, legal(Pieces, Player, Move), Moves).

legal(Pieces, Player, [Name, R2, C2]) :-
    member(piece(Name, R1, C1), Pieces),
    army_of(Name, Player),
    line(DR, DC),
    (   slide(Pieces, R1, C1, DR, DC, R2, C2)
    ;   first_piece(Pieces, R1, C1, DR, DC, RF, CF, Friend),
        army_of(Friend, Player),
        first_piece(Pieces, RF, CF, DR, DC, R2, C2, Foe),
        enemy(Player, Enemy),
        army_of(Foe, Enemy)
    ).

line(DR, DC) :-
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

on_board(R, C) :-
    R >= 1, R =< 8, C >= 1, C =< 8.

slide(Pieces, R, C, DR, DC, R2, C2) :-
    R1 is R + DR, C1 is C + DC,
    on_board(R1, C1),
    \+ memberchk(piece(_, R1, C1), Pieces),
    (   R2 = R1, C2 = C1
    ;   slide(Pieces, R1, C1, DR, DC, R2, C2)
    ).

% The name of the first piece met from (R, C) along the line.
first_piece(Pieces, R, C, DR, DC, R2, C2, Name) :-
    R1 is R + DR, C1 is C + DC,
    on_board(R1, C1),
    (   memberchk(piece(Name0, R1, C1), Pieces)
    ->  Name = Name0, R2 = R1, C2 = C1
    ;   first_piece(Pieces, R1, C1, DR, DC, R2, C2, Name)
    ).

move(army(Pieces, Player), [Name, R2, C2], army(Pieces2, Next)) :-
    legal(Pieces, Player, [Name, R2, C2]),
    !,
    (   select(piece(_, R2, C2), Pieces, Pieces0)
    ->  true
    ;   Pieces0 = Pieces
    ),
    select(piece(Name, _, _), Pieces0, piece(Name, R2, C2), Pieces2),
    enemy(Player, Next).

% An army down to 4 pieces has lost, and so has a player who cannot move.
game_over(army(Pieces, _), Winner) :-
    enemy(Army, Winner),
    findall(x, ( member(piece(Name, _, _), Pieces), army_of(Name, Army) ), Xs),
    length(Xs, N),
    N =< 4,
    !.
game_over(army(Pieces, Player), Winner) :-
    \+ legal(Pieces, Player, _),
    enemy(Player, Winner).

choose_move(State, _, Move) :-
    valid_moves(State, [Move|_]).
