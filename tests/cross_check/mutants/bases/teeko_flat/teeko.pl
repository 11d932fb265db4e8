% Teeko for SICStus Prolog with the new signatures and the rule options:
% the state is t(Cells, Player, Options), Cells a flat list of the 25
% cells row by row (1 the top left, 25 the bottom right) of e (empty),
% b and w, Player black or white, Options a list that may hold advanced
% (the four corners of any larger square win too) and centre_ban
% (Black's first marker may not go on the centre, cell 13).  Moves are
% drop(I) and step(I, J).
:- use_module(library(lists)).
:- use_module(library(between)).

mark(black, b).
mark(white, w).

other(black, white).
other(white, black).

valid_moves(State, Moves) :-
    (   game_over(State, _)
    ->  Moves = []
    ;   findall(Move, legal(State, Move), Moves)
    ).

legal(t(Cells, Player, Options), drop(I)) :-
    markers(Cells, Player, Mine),
    length(Mine, N),
    N < 4,
    nth1(I, Cells, e),
    \+ banned(Options, Player, N, I).
legal(t(Cells, Player, _), step(I, J)) :-
    markers(Cells, Player, Mine),
    length(Mine, 4),
    member(I, Mine),
    neighbour(I, J),
    nth1(J, Cells, e).

% centre_ban: Black's first drop may not be on the centre.
banned(Options, black, 0, 13) :-
    memberchk(centre_ban, Options).

% The cells of Player's markers, in increasing order.
markers(Cells, Player, Mine) :-
    mark(Player, Mark),
    findall(I, nth1(I, Cells, Mark), Mine).

% A neighbour is one row and one column away at most: the offsets alone
% would go round the left and right edges.
neighbour(I, J) :-
    member(D, [-6, -5, -4, -1, 1, 4, 5, 6]),
    J is I + D,
    J >= 1,
    J =< 25,
    abs((I - 1) mod 5 - (J - 1) mod 5) =< 1.

move(t(Cells, Player, Options), drop(I), t(Cells1, Next, Options)) :-
    mark(Player, Mark),
    put(Cells, I, Mark, Cells1),
    other(Player, Next).
move(t(Cells, Player, Options), step(I, J), t(Cells2, Next, Options)) :-
    mark(Player, Mark),
    put(Cells, I, e, Cells1),
    put(Cells1, J, Mark, Cells2),
    other(Player, Next).

put([_|Cells], 1, X, [X|Cells]) :- !.
put([Cell|Cells], I, X, [Cell|Cells1]) :-
    I1 is I - 1,
    put(Cells, I1, X, Cells1).

game_over(t(Cells, _, Options), Winner) :-
    member(Winner, [black, white]),
    markers(Cells, Winner, Mine),
    length(Mine, 4),
    pattern(Options, Mine),
    !.

% pattern(+Options, ?Cells): Cells, in increasing order, win.  Rows and
% columns are counted from 0 here.
pattern(_, Cells) :-
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    between(0, 4, R),
    between(0, 4, C),
    R3 is R + 3 * DR,
    C3 is C + 3 * DC,
    between(0, 4, R3),
    between(0, 4, C3),
    findall(I, ( between(0, 3, K), I is (R + K * DR) * 5 + C + K * DC + 1 ), Cells).
pattern(Options, [A, B, C, D]) :-
    largest_square(Options, Largest),
    between(1, Largest, Side),
    Last is 4 - Side,
    between(0, Last, R),
    between(0, Last, Col),
    A is R * 5 + Col + 1,
    B is A + Side,
    C is A + Side * 5,
    D is C + Side.

% The side of the largest winning square: 1 (2x2 cells) by the standard
% rules, up to 4 (the board's corners) with advanced.
largest_square(Options, 4) :-
    memberchk(advanced, Options),
    !.
largest_square(_, 1).
