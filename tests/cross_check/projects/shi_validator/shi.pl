% Shi as a course project may write it for SICStus Prolog when its game
% loop only checks the move a person types: valid_move(+State, +Move)
% says whether a move is legal, and nothing lists the moves.  The state
% is game(Board, Player); the board a list of 8 rows of 'N' (Ninja), 'S'
% (Samurai) and ' ', the Ninja's row first; players samurai and ninja.
% A cell is named as on a chessboard, its column a letter a-h and its
% row a number counted from the Samurai's side (a1 is the Samurai's
% left corner); a move is move(From, To), such as move(c1, c4).
:- use_module(library(lists)).
:- use_module(library(between)).

initial_state(_, game(Board, samurai)) :-
    length(Empty, 8), maplist(=(' '), Empty),
    length(Ninja, 8), maplist(=('N'), Ninja),
    length(Samurai, 8), maplist(=('S'), Samurai),
    Board = [Ninja, Empty, Empty, Empty, Empty, Empty, Empty, Samurai].

letter(samurai, 'S').
letter(ninja, 'N').

opponent(samurai, ninja).
opponent(ninja, samurai).

% square(?Name, ?Row, ?Column): Row and Column count from 1 in the
% board's own order (the Ninja's row first).
square(Name, Row, Column) :-
    nth1(Column, [a, b, c, d, e, f, g, h], Letter),
    between(1, 8, Rank),
    Row is 9 - Rank,
    atom_concat(Letter, Rank, Name).

at(Board, Name, X) :-
    square(Name, Row, Column),
    !,
    nth1(Row, Board, Line),
    nth1(Column, Line, X).

valid_move(game(Board, Player), move(From, To)) :-
    \+ decided(Board, _),
    letter(Player, Mine),
    at(Board, From, Mine),
    square(From, R1, C1),
    square(To, R2, C2),
    direction(R1, C1, R2, C2, DR, DC),
    between_cells(Board, R1, C1, DR, DC, R2, C2, Between),
    at(Board, To, Target),
    opponent(Player, Other),
    letter(Other, Theirs),
    allowed(Target, Between, Mine, Theirs),
    !.

% A slide crosses empty cells to an empty one; an attack crosses one
% piece of its own (and empty cells) to an enemy piece.
allowed(' ', Between, _, _) :-
    \+ ( member(X, Between), X \== ' ' ).
allowed(Theirs, Between, Mine, Theirs) :-
    exclude(==(' '), Between, [Mine]).

direction(R1, C1, R2, C2, DR, DC) :-
    DR0 is R2 - R1, DC0 is C2 - C1,
    \+ (DR0 =:= 0, DC0 =:= 0),
    ( DR0 =:= 0 ; DC0 =:= 0 ; abs(DR0) =:= abs(DC0) ),
    DR is sign(DR0), DC is sign(DC0).

% The cells strictly between (R1, C1) and (R2, C2), in order.
between_cells(Board, R, C, DR, DC, R2, C2, Cells) :-
    R1 is R + DR, C1 is C + DC,
    (   R1 =:= R2, C1 =:= C2
    ->  Cells = []
    ;   nth1(R1, Board, Line), nth1(C1, Line, X),
        Cells = [X|Rest],
        between_cells(Board, R1, C1, DR, DC, R2, C2, Rest)
    ).

move(game(Board, Player), move(From, To), game(NewBoard, Next)) :-
    valid_move(game(Board, Player), move(From, To)),
    letter(Player, Mine),
    set(Board, From, ' ', Board1),
    set(Board1, To, Mine, NewBoard),
    opponent(Player, Next).

set(Board, Name, X, NewBoard) :-
    square(Name, Row, Column),
    !,
    nth1(Row, Board, Line),
    replace(Line, Column, X, NewLine),
    replace(Board, Row, NewLine, NewBoard).

replace([_|T], 1, X, [X|T]) :- !.
replace([H|T], I, X, [H|T1]) :-
    I1 is I - 1,
    replace(T, I1, X, T1).

% A side with 4 pieces or fewer has lost; so has a player who cannot move.
game_over(game(Board, _), Winner) :-
    decided(Board, Winner),
    !.
game_over(game(Board, Player), Winner) :-
    \+ ( square(From, _, _), square(To, _, _), valid_move(game(Board, Player), move(From, To)) ),
    opponent(Player, Winner).

decided(Board, Winner) :-
    member(Player-Winner, [samurai-ninja, ninja-samurai]),
    letter(Player, L),
    findall(x, ( member(Line, Board), member(L, Line) ), Xs),
    length(Xs, N),
    N =< 4.

display_game(game(Board, Player)) :-
    forall(member(Line, Board), ( atomic_list_concat(Line, '|', Text), write(Text), nl )),
    format("~w to move~n", [Player]).

% The computer plays the first legal move it finds, trying each square
% in turn: nothing lists the moves.
choose_move(State, _, move(From, To)) :-
    square(From, _, _),
    square(To, _, _),
    valid_move(State, move(From, To)),
    !.
