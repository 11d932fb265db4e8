% Shakti as a course project writes it for SICStus Prolog, the way the
% course document describes its state: the board and the colour of the
% player to move, Board-Colour.  The board is a list of 7 rows, row 7
% (Black's side) first, each of 7 cells: empty (no tile: a hole), tile
% (a tile with nothing on it), white_king, white_warrior, black_king or
% black_warrior.  As the course document says, every cell is covered
% with a tile at the start (no holes until a Warrior jumps).
% Moves: go(Row, Col, Row2, Col2), rows and columns counted from 1 in
% the list (row 1 is the top row), and pass.  No history is kept: the
% threefold repetition is not seen.
:- use_module(library(lists)).
:- use_module(library(random)).

initial_state(_, Board-white) :-
    Board = [[tile, tile, tile, tile, tile, tile, tile],
             [tile, black_warrior, tile, black_king, tile, black_warrior, tile],
             [tile, tile, tile, tile, tile, tile, tile],
             [tile, tile, tile, tile, tile, tile, tile],
             [tile, tile, tile, tile, tile, tile, tile],
             [tile, white_warrior, tile, white_king, tile, white_warrior, tile],
             [tile, tile, tile, tile, tile, tile, tile]].

% ---------------------------------------------------------------- menu

play :-
    write('*** SHAKTI ***'), nl,
    forall(game_mode(N, Text, _, _), format('~w - ~w~n', [N, Text])),
    read(Option),
    game_mode(Option, _, White, Black),
    initial_state([], State),
    game_loop(State, White, Black).

game_mode(1, 'Player vs Player', human, human).
game_mode(2, 'Player vs Computer', human, computer).
game_mode(3, 'Computer vs Computer', computer, computer).

game_loop(State, _, _) :-
    game_over(State, Winner),
    !,
    display_game(State),
    show_winner(Winner).
game_loop(State, White, Black) :-
    display_game(State),
    State = _-Colour,
    (   Colour == white -> Who = White ; Who = Black ),
    ask_move(Who, State, Move),
    move(State, Move, State1),
    game_loop(State1, White, Black).

show_winner(draw) :- write('It is a draw.'), nl.
show_winner(white) :- write('White wins!'), nl.
show_winner(black) :- write('Black wins!'), nl.

ask_move(computer, State, Move) :-
    choose_move(State, 1, Move),
    write('Computer moved: '), write(Move), nl.
ask_move(human, State, Move) :-
    write('Move as go(Row,Col,Row2,Col2). or pass.: '),
    read(Input),
    valid_moves(State, Moves),
    (   member(Input, Moves)
    ->  Move = Input
    ;   write('Not a valid move.'), nl,
        ask_move(human, State, Move)
    ).

% ---------------------------------------------------------------- display

display_game(Board-Colour) :-
    nl, write('    1 2 3 4 5 6 7'), nl,
    display_rows(Board, 1),
    write('Turn: '), write(Colour),
    (   in_check(Board, Colour) -> write(' (check!)') ; true ),
    nl.

display_rows([], _).
display_rows([Row|Rows], N) :-
    write(' '), write(N), write('  '),
    display_cells(Row), nl,
    N1 is N + 1,
    display_rows(Rows, N1).

display_cells([]).
display_cells([Cell|Cells]) :-
    symbol(Cell, S),
    write(S), write(' '),
    display_cells(Cells).

symbol(empty, ' ').
symbol(tile, '.').
symbol(white_king, 'K').
symbol(white_warrior, 'W').
symbol(black_king, 'k').
symbol(black_warrior, 'w').

% ---------------------------------------------------------------- board

cell(Board, R, C, Cell) :-
    nth1(R, Board, Row),
    nth1(C, Row, Cell).

set_cell(Board, R, C, Cell, Board1) :-
    findall(Row1, ( nth1(R0, Board, Row), changed_row(R0, Row, R, C, Cell, Row1) ), Board1).

changed_row(R, Row, R, C, Cell, Row1) :-
    !,
    replace(Row, C, Cell, Row1).
changed_row(_, Row, _, _, _, Row).

% replace(+List, +N, +X, -List1): List with its Nth element X.
replace([_|T], 1, X, [X|T]) :- !.
replace([H|T], N, X, [H|T1]) :-
    N1 is N - 1,
    replace(T, N1, X, T1).

inside(R, C) :-
    R >= 1, R =< 7,
    C >= 1, C =< 7.

direction(DR, DC) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

piece_colour(white_king, white).
piece_colour(white_warrior, white).
piece_colour(black_king, black).
piece_colour(black_warrior, black).

king(white, white_king).
king(black, black_king).
warrior(white, white_warrior).
warrior(black, black_warrior).

opponent(white, black).
opponent(black, white).

% first_tile(+Board, +R, +C, +DR, +DC, -R1, -C1): the first cell with a
% tile from R-C in the direction DR-DC, the holes passed over.
first_tile(Board, R, C, DR, DC, R1, C1) :-
    R0 is R + DR,
    C0 is C + DC,
    inside(R0, C0),
    cell(Board, R0, C0, Cell),
    (   Cell == empty
    ->  first_tile(Board, R0, C0, DR, DC, R1, C1)
    ;   R1 = R0,
        C1 = C0
    ).

% A King is in check when the first tile it sees is an enemy Warrior.
in_check(Board, Colour) :-
    king(Colour, King),
    cell(Board, R, C, King),
    opponent(Colour, Enemy),
    warrior(Enemy, Warrior),
    direction(DR, DC),
    first_tile(Board, R, C, DR, DC, R1, C1),
    cell(Board, R1, C1, Warrior),
    !.

kings_facing(Board) :-
    cell(Board, R, C, white_king),
    direction(DR, DC),
    first_tile(Board, R, C, DR, DC, R1, C1),
    cell(Board, R1, C1, black_king),
    !.

% ---------------------------------------------------------------- moves

% A move of a piece, before checking the King is safe.
piece_move(Board, Colour, go(R, C, R1, C1), Board2) :-
    cell(Board, R, C, Piece),
    piece_colour(Piece, Colour),
    piece_step(Piece, Board, Colour, R, C, R1, C1, Board1),
    set_cell(Board1, R, C, tile, Board1a),
    set_cell(Board1a, R1, C1, Piece, Board2).

piece_step(Piece, Board, Colour, R, C, R1, C1, Board) :-
    king(Colour, Piece),
    \+ in_check(Board, Colour),
    direction(DR, DC),
    first_tile(Board, R, C, DR, DC, R1, C1),
    cell(Board, R1, C1, tile).
piece_step(Piece, Board, Colour, R, C, R1, C1, Board) :-
    king(Colour, Piece),
    in_check(Board, Colour),
    direction(DR, DC),
    R1 is R + DR,
    C1 is C + DC,
    inside(R1, C1),
    cell(Board, R1, C1, Cell),
    opponent(Colour, Enemy),
    warrior(Enemy, Warrior),
    member(Cell, [tile, Warrior]).
piece_step(Piece, Board, Colour, R, C, R1, C1, Board1) :-
    warrior(Colour, Piece),
    direction(DR, DC),
    first_tile(Board, R, C, DR, DC, RA, CA),
    cell(Board, RA, CA, tile),
    (   R1 = RA, C1 = CA, Board1 = Board
    ;   first_tile(Board, RA, CA, DR, DC, R1, C1),
        cell(Board, R1, C1, tile),
        set_cell(Board, RA, CA, empty, Board1)
    ).

legal(Board, Colour, Move, Board1) :-
    piece_move(Board, Colour, Move, Board1),
    \+ in_check(Board1, Colour),
    \+ kings_facing(Board1).

can_move(Board, Colour) :-
    legal(Board, Colour, _, _),
    !.

valid_moves(Board-Colour, Moves) :-
    findall(Move, legal(Board, Colour, Move, _), Moves0),
    (   Moves0 == [],
        \+ in_check(Board, Colour),
        opponent(Colour, Enemy),
        can_move(Board, Enemy)
    ->  Moves = [pass]
    ;   Moves = Moves0
    ).

move(Board-Colour, pass, Board-Enemy) :-
    !,
    valid_moves(Board-Colour, [pass]),
    opponent(Colour, Enemy).
move(Board-Colour, Move, Board1-Enemy) :-
    legal(Board, Colour, Move, Board1),
    !,
    opponent(Colour, Enemy).

% Checkmate: in check with no move; neither able to move: a draw.
game_over(Board-Colour, Winner) :-
    \+ can_move(Board, Colour),
    (   in_check(Board, Colour)
    ->  opponent(Colour, Winner)
    ;   opponent(Colour, Enemy),
        \+ can_move(Board, Enemy),
        Winner = draw
    ).

% ---------------------------------------------------------------- computer

% Warriors count 10, and a check of the enemy King 5.
value(Board-_, Colour, Value) :-
    opponent(Colour, Enemy),
    warrior(Colour, Mine),
    warrior(Enemy, Theirs),
    count_cells(Board, Mine, N1),
    count_cells(Board, Theirs, N2),
    (   in_check(Board, Enemy) -> Check = 5 ; Check = 0 ),
    Value is 10 * (N1 - N2) + Check.

count_cells(Board, Cell, N) :-
    findall(x, ( member(Row, Board), member(Cell, Row) ), Xs),
    length(Xs, N).

% Level 1: the first move that wins, else the first of the best value
% (greedy); level 2: a move at random.
choose_move(State, 1, Move) :-
    !,
    State = _-Colour,
    valid_moves(State, Moves),
    (   member(Move, Moves),
        move(State, Move, State1),
        game_over(State1, Colour)
    ->  true
    ;   findall(V-M, ( member(M, Moves), move(State, M, S1), value(S1, Colour, V) ), Pairs),
        best_pair(Pairs, _-Move)
    ).
choose_move(State, _, Move) :-
    valid_moves(State, Moves),
    random_member(Move, Moves).

best_pair([P|Ps], Best) :-
    best_pair(Ps, P, Best).

best_pair([], Best, Best).
best_pair([V-M|Ps], V0-M0, Best) :-
    (   V > V0 -> best_pair(Ps, V-M, Best) ; best_pair(Ps, V0-M0, Best) ).
