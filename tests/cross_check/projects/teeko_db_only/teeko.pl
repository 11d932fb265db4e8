% Teeko as a course project writes it for SICStus Prolog, its whole
% position in the database as the Echek course report keeps its board:
% one fact piece(Row, Col, Player) for each marker on the board (rows
% and columns 1 to 5, row 1 at the top), no fact for an empty cell.  The
% players are Black, who starts, and Red, as Scarne named them; the
% predicates take the player to move and nothing else:
%     valid_moves(Player, Moves), move(Player, Move), game_over(Winner),
%     value(Player, Value), choose_move(Player, Level, Move).
% Moves: drop(Row, Col) while the player has fewer than 4 markers, then
% slide(Row, Col, Row2, Col2).  No history is kept.
:- use_module(library(lists)).
:- use_module(library(random)).
:- dynamic piece/3.

initial_state(black) :-
    retractall(piece(_, _, _)).

next_player(black, red).
next_player(red, black).

% ---------------------------------------------------------------- game

play :-
    write('TEEKO'), nl,
    write('Who plays? 1. two people  2. you and the computer  3. two computers'), nl,
    read(Mode),
    initial_state(Player),
    turn(Player, Mode).

turn(_, _) :-
    game_over(Winner),
    !,
    display_game,
    format("~w has four in a row. Game over.~n", [Winner]).
turn(Player, Mode) :-
    display_game,
    format("~w to play~n", [Player]),
    pick_move(Mode, Player, Move),
    move(Player, Move),
    next_player(Player, Next),
    turn(Next, Mode).

pick_move(3, Player, Move) :-
    !,
    choose_move(Player, 1, Move).
pick_move(2, red, Move) :-
    !,
    choose_move(red, 1, Move).
pick_move(_, Player, Move) :-
    valid_moves(Player, Moves),
    prompt_move(Moves, Move).

prompt_move(Moves, Move) :-
    write('Move (drop(R,C) or slide(R,C,R2,C2)): '),
    read(Typed),
    legal_or_again(Typed, Moves, Move).

legal_or_again(Typed, Moves, Typed) :-
    memberchk(Typed, Moves),
    !.
legal_or_again(_, Moves, Move) :-
    write('Illegal move, again.'), nl,
    prompt_move(Moves, Move).

display_game :-
    write('    1 2 3 4 5'), nl,
    forall(member(R-Letter, [1-a, 2-b, 3-c, 4-d, 5-e]),
           ( format(" ~w |", [Letter]),
             forall(between(1, 5, C), ( mark(R, C, M), format("~w|", [M]) )),
             nl )).

mark(R, C, 'B') :- piece(R, C, black), !.
mark(R, C, 'R') :- piece(R, C, red), !.
mark(_, _, ' ').

% ---------------------------------------------------------------- rules

markers(Player, N) :-
    findall(x, piece(_, _, Player), Xs),
    length(Xs, N).

free(R, C) :-
    between(1, 5, R),
    between(1, 5, C),
    \+ piece(R, C, _).

legal(Player, drop(R, C)) :-
    markers(Player, N),
    N < 4,
    free(R, C).
legal(Player, slide(R, C, R2, C2)) :-
    markers(Player, 4),
    piece(R, C, Player),
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    (DR, DC) \== (0, 0),
    R2 is R + DR,
    C2 is C + DC,
    free(R2, C2).

valid_moves(Player, Moves) :-
    (   game_over(_)
    ->  Moves = []
    ;   findall(Move, legal(Player, Move), Moves)
    ).

move(Player, Move) :-
    legal(Player, Move),
    !,
    play_move(Move, Player).

% A slide takes the marker away from where it was, then both put it down.
play_move(Move, Player) :-
    (   Move = drop(R, C)
    ->  true
    ;   Move = slide(R0, C0, R, C),
        once(retract(piece(R0, C0, Player)))
    ),
    assertz(piece(R, C, Player)).

game_over(Winner) :-
    member(Winner, [black, red]),
    findall(R-C, piece(R, C, Winner), Cells0),
    msort(Cells0, Cells),
    winning(Cells),
    !.

% Four in a line (a step D from the first cell) or a square.
winning([R1-C1, R2-C2, R3-C3, R4-C4]) :-
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    R2 =:= R1 + DR, C2 =:= C1 + DC,
    R3 =:= R2 + DR, C3 =:= C2 + DC,
    R4 =:= R3 + DR, C4 =:= C3 + DC.
winning([R1-C1, R2-C2, R3-C3, R4-C4]) :-
    R2 =:= R1, C2 =:= C1 + 1,
    R3 =:= R1 + 1, C3 =:= C1,
    R4 =:= R3, C4 =:= C3 + 1.

% ---------------------------------------------------------------- computer

% How many of the player's markers share a row, a column or a diagonal
% of length 4 with another, less the same for the opponent.
value(Player, Value) :-
    next_player(Player, Other),
    pairs_near(Player, Mine),
    pairs_near(Other, Theirs),
    Value is Mine - Theirs.

pairs_near(Player, N) :-
    findall(x, ( piece(R, C, Player), piece(R2, C2, Player), (R, C) @< (R2, C2),
                 abs(R - R2) =< 1, abs(C - C2) =< 1 ), Xs),
    length(Xs, N).

% Level 1: a winning move, else the move of the best value (the first
% of equal ones); level 2: a move at random.
choose_move(Player, 1, Move) :-
    !,
    valid_moves(Player, Moves),
    findall(V-M, ( member(M, Moves), value_after(Player, M, V) ), Scored),
    best(Scored, Move).
choose_move(Player, _, Move) :-
    valid_moves(Player, Moves),
    random_member(Move, Moves).

value_after(Player, Move, Value) :-
    findall(piece(R, C, P), piece(R, C, P), Saved),
    play_move(Move, Player),
    (   game_over(Player)
    ->  Value = 1000
    ;   value(Player, Value)
    ),
    retractall(piece(_, _, _)),
    forall(member(F, Saved), assertz(F)).

best([V-M|Rest], Move) :-
    foldl(better, Rest, V-M, _-Move).

better(V-M, V0-M0, Best) :-
    (   V > V0 -> Best = V-M ; Best = V0-M0 ).
