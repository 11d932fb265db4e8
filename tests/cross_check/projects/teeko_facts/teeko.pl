% Teeko as a course project writes it for SICStus Prolog, with the board
% in the database: one fact cell(Column, Row, Marker) for each cell,
% columns a to e from the left, rows 1 to 5 from the bottom, Marker
% empty, black or white.  The state is the player to move, black or
% white.  A move is a notation atom: c3 drops a marker on c3, c3d4
% steps the marker of c3 to d4.  The computer player is greedy: it wins
% if it can, else it stops a win the opponent has, else it plays the
% first of its moves in alphabetical order.
:- use_module(library(lists)).
:- dynamic cell/3.

columns([a, b, c, d, e]).

initial_state(_, black) :-
    retractall(cell(_, _, _)),
    columns(Columns),
    forall(( member(Column, Columns), member(Row, [1, 2, 3, 4, 5]) ),
           assertz(cell(Column, Row, empty))).

display_game(Player) :-
    columns(Columns),
    forall(member(Row, [5, 4, 3, 2, 1]),
           ( write(Row), write(' '),
             forall(member(Column, Columns), ( cell(Column, Row, M), symbol(M, S), write(S) )),
             nl )),
    write('  abcde'), nl,
    write(Player), write(' to move'), nl.

symbol(empty, '.').
symbol(black, 'X').
symbol(white, 'O').

other(black, white).
other(white, black).

valid_moves(Player, []) :-
    game_over(Player, _),
    !.
valid_moves(Player, Moves) :-
    findall(Move, legal(Player, Move), Moves).

legal(Player, Move) :-
    markers(Player, N),
    N < 4,
    cell(Column, Row, empty),
    cell_name(Column, Row, Move).
legal(Player, Move) :-
    markers(Player, 4),
    cell(Column, Row, Player),
    next_to(Column, Row, Column2, Row2),
    cell(Column2, Row2, empty),
    cell_name(Column, Row, From),
    cell_name(Column2, Row2, To),
    atom_concat(From, To, Move).

markers(Player, N) :-
    findall(x, cell(_, _, Player), Xs),
    length(Xs, N).

next_to(Column, Row, Column2, Row2) :-
    columns(Columns),
    nth1(I, Columns, Column),
    member(DI-DR, [-1-(-1), -1-0, -1-1, 0-(-1), 0-1, 1-(-1), 1-0, 1-1]),
    I2 is I + DI,
    nth1(I2, Columns, Column2),
    Row2 is Row + DR,
    Row2 >= 1, Row2 =< 5.

cell_name(Column, Row, Name) :-
    number_codes(Row, Digits),
    atom_codes(Column, Letter),
    append(Letter, Digits, Codes),
    atom_codes(Name, Codes).

move(Player, Move, Next) :-
    legal(Player, Move),
    !,
    play(Move, Player),
    other(Player, Next).

play(Move, Player) :-
    atom_codes(Move, [C, R]),
    !,
    put(C, R, Player).
play(Move, Player) :-
    atom_codes(Move, [C1, R1, C2, R2]),
    put(C1, R1, empty),
    put(C2, R2, Player).

put(ColumnCode, RowCode, Marker) :-
    atom_codes(Column, [ColumnCode]),
    number_codes(Row, [RowCode]),
    retract(cell(Column, Row, _)),
    assertz(cell(Column, Row, Marker)).

game_over(_, Winner) :-
    member(Winner, [black, white]),
    columns(Columns),
    findall(I-Row, ( cell(Column, Row, Winner), nth1(I, Columns, Column) ), Cells),
    length(Cells, 4),
    four(Cells),
    !.

four(Cells) :-
    member(I-R, Cells),
    member(DI-DR, [1-0, 0-1, 1-1, 1-(-1)]),
    forall(member(K, [1, 2, 3]),
           ( I2 is I + K * DI, R2 is R + K * DR, memberchk(I2-R2, Cells) )),
    !.
four(Cells) :-
    member(I-R, Cells),
    I1 is I + 1, R1 is R + 1,
    memberchk(I1-R, Cells), memberchk(I-R1, Cells), memberchk(I1-R1, Cells),
    !.

choose_move(Player, _, Move) :-
    valid_moves(Player, Moves0),
    msort(Moves0, Moves),
    (   member(Move, Moves),
        wins(Player, Move)
    ->  true
    ;   other(Player, Opponent),
        valid_moves(Opponent, Theirs),
        member(Threat, Theirs),
        wins(Opponent, Threat),
        member(Move, Moves),
        sub_atom(Threat, _, 2, 0, Cell),
        sub_atom(Move, _, 2, 0, Cell)
    ->  true
    ;   Moves = [Move|_]
    ).

% wins(+Player, +Move): Move wins the game for Player; the board is
% left as it was.
wins(Player, Move) :-
    findall(cell(C, R, M), cell(C, R, M), Saved),
    (   move(Player, Move, _), game_over(_, Player)
    ->  Won = true
    ;   Won = false
    ),
    retractall(cell(_, _, _)),
    forall(member(Fact, Saved), assertz(Fact)),
    Won == true.
