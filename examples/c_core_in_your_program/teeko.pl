% A Teeko project written the way a course project is: its own rules,
% board display, game loop and computer player (minimax), in SICStus
% Prolog style.  Load it and type play.  On Tabuleiro's C core instead
% of its own rules: load c_core.pl beside it.
%
% The state is Board-Player: 5 rows of empty, black and white, row 1
% first; Black moves first.  A move is [Row, Col] (a drop) or
% [Row, Col, Row2, Col2] (a step), rows and columns 1..5.

:- use_module(library(lists)).
:- use_module(library(between)).
:- use_module(library(random)).

play :-
    write('Teeko'), nl,
    write('1. Human vs Human  2. Human vs Computer  3. Computer vs Computer'), nl,
    read(Mode),
    write('Computer level (1 random, 2 or more: minimax depth)?'), nl,
    read(Level),
    initial_state([], State),
    display_game(State),
    game_cycle(State, Mode, Level, 0).

initial_state(_, Board-black) :-
    length(Row, 5), fill(Row, empty),
    length(Board, 5), fill(Board, Row).

fill([], _).
fill([X|Xs], X) :- fill(Xs, X).

% At most 60 moves: a game between two computers may go on forever.
game_cycle(State, _, _, _) :-
    game_over(State, Winner), !,
    write('Winner: '), write(Winner), nl.
game_cycle(_, _, _, 60) :- !,
    write('No winner after 60 moves.'), nl.
game_cycle(State, Mode, Level, N) :-
    choose(State, Mode, Level, Move),
    move(State, Move, State1),
    write('Move: '), write(Move), nl,
    display_game(State1),
    N1 is N + 1,
    game_cycle(State1, Mode, Level, N1).

choose(State, 1, _, Move) :- !, ask_move(State, Move).
choose(State, 2, _, Move) :- State = _-black, !, ask_move(State, Move).
choose(State, _, Level, Move) :- choose_move(State, Level, Move).

ask_move(State, Move) :-
    write('Your move ([Row,Col] or [Row,Col,Row2,Col2])?'), nl,
    read(Move0),
    (   valid_moves(State, Moves), member(Move0, Moves)
    ->  Move = Move0
    ;   write('Not a legal move.'), nl,
        ask_move(State, Move)
    ).

display_game(Board-Player) :-
    write('    1   2   3   4   5'), nl,
    display_rows(Board, 1),
    write('To move: '), write(Player), nl.

display_rows([], _).
display_rows([Row|Rows], N) :-
    write(N), write(' |'),
    display_cells(Row), nl,
    N1 is N + 1,
    display_rows(Rows, N1).

display_cells([]).
display_cells([C|Cs]) :-
    symbol(C, S), write(' '), write(S), write(' |'),
    display_cells(Cs).

symbol(empty, ' ').
symbol(black, 'B').
symbol(white, 'W').

other(black, white).
other(white, black).

cell(Board, R, C, X) :-
    nth1(R, Board, Row),
    nth1(C, Row, X).

set_cell(Board, R, C, X, Board1) :-
    nth1(R, Board, Row),
    replace(C, Row, X, Row1),
    replace(R, Board, Row1, Board1).

% replace(N, List, Y, List1): List1 is List with Y as its Nth element.
replace(N, List, Y, List1) :-
    N0 is N - 1,
    length(Before, N0),
    append(Before, [_|After], List),
    append(Before, [Y|After], List1).

markers(Board, Player, N) :-
    findall(x, (member(Row, Board), member(Player, Row)), Xs),
    length(Xs, N).

valid_moves(State, []) :-
    game_over(State, _), !.
valid_moves(State, Moves) :-
    findall(Move, legal(State, Move), Moves).

legal(Board-Player, [R, C]) :-
    markers(Board, Player, N), N < 4,
    between(1, 5, R), between(1, 5, C),
    cell(Board, R, C, empty).
legal(Board-Player, [R, C, R2, C2]) :-
    markers(Board, Player, 4),
    between(1, 5, R), between(1, 5, C),
    cell(Board, R, C, Player),
    member(DR-DC, [-1-(-1), -1-0, -1-1, 0-(-1), 0-1, 1-(-1), 1-0, 1-1]),
    R2 is R + DR, C2 is C + DC,
    between(1, 5, R2), between(1, 5, C2),
    cell(Board, R2, C2, empty).

move(Board-Player, Move, Board1-Next) :-
    legal(Board-Player, Move),
    apply_move(Move, Player, Board, Board1),
    other(Player, Next).

apply_move([R, C], Player, Board, Board1) :-
    set_cell(Board, R, C, Player, Board1).
apply_move([R, C, R2, C2], Player, Board, Board1) :-
    set_cell(Board, R, C, empty, Board0),
    set_cell(Board0, R2, C2, Player, Board1).

game_over(Board-_, Winner) :-
    member(Winner, [black, white]),
    wins(Board, Winner), !.

wins(Board, P) :-
    between(1, 5, R), between(1, 5, C),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    line(Board, P, R, C, DR, DC, 4), !.
wins(Board, P) :-
    between(1, 4, R), between(1, 4, C),
    R1 is R + 1, C1 is C + 1,
    cell(Board, R, C, P), cell(Board, R, C1, P),
    cell(Board, R1, C, P), cell(Board, R1, C1, P).

line(_, _, _, _, _, _, 0) :- !.
line(Board, P, R, C, DR, DC, N) :-
    between(1, 5, R), between(1, 5, C),
    cell(Board, R, C, P),
    R1 is R + DR, C1 is C + DC, N1 is N - 1,
    line(Board, P, R1, C1, DR, DC, N1).

% value: my markers that have an own marker next to them, minus the
% opponent's; a won game counts 100.
value(State, Player, 100) :- game_over(State, Player), !.
value(State, _, -100) :- game_over(State, _), !.
value(Board-_, Player, Value) :-
    other(Player, Other),
    neighbours(Board, Player, Mine),
    neighbours(Board, Other, Theirs),
    Value is Mine - Theirs.

neighbours(Board, P, N) :-
    findall(x, ( between(1, 5, R), between(1, 5, C), cell(Board, R, C, P),
                 member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
                 R2 is R + DR, C2 is C + DC,
                 between(1, 5, R2), between(1, 5, C2),
                 cell(Board, R2, C2, P) ),
            Xs),
    length(Xs, N).

% The computer: level 1 plays at random, level L >= 2 looks L plies
% ahead with minimax.  nodes/1 counts the positions it visits.
choose_move(State, 1, Move) :- !,
    valid_moves(State, Moves),
    random_member(Move, Moves).
choose_move(State, Depth, Move) :-
    State = _-Player,
    valid_moves(State, Moves),
    best(Moves, State, Player, Depth, none, -1000, Move).

best([], _, _, _, Move, _, Move).
best([M|Ms], State, Player, Depth, Best0, Value0, Move) :-
    move(State, M, State1),
    D1 is Depth - 1,
    minimax(State1, Player, D1, V),
    (   V > Value0
    ->  best(Ms, State, Player, Depth, M, V, Move)
    ;   best(Ms, State, Player, Depth, Best0, Value0, Move)
    ).

minimax(State, Player, Depth, Value) :-
    count_node,
    (   ( Depth =:= 0 ; game_over(State, _) )
    ->  value(State, Player, Value)
    ;   valid_moves(State, Moves),
        State = _-ToMove,
        findall(V, ( member(M, Moves), move(State, M, S1),
                     D1 is Depth - 1, minimax(S1, Player, D1, V) ), Values),
        (   Values == []
        ->  value(State, Player, Value)
        ;   ToMove == Player
        ->  max_list(Values, Value)
        ;   min_list(Values, Value)
        )
    ).

count_node :-
    (   nb_current(nodes, N) -> true ; N = 0 ),
    N1 is N + 1,
    nb_setval(nodes, N1).

nodes(N) :-
    (   nb_current(nodes, N0) -> N = N0 ; N = 0 ).
