% Echek as a course project writes it for SICStus Prolog, the final
% rules of the Bishop.  The table is a list of rows framed by one empty
% row and column on every side, made again after each move, its cells
% empty or Piece-Colour (king, queen, tower, bishop, horse, pawn; white
% or black).  The state is
%     echek_game(Player, Table, reserves(White, Black), CanSwap, Seen)
% the reserves lists of piece names in the order they came back,
% CanSwap the players who have not swapped, Seen the positions before
% this one (a third occurrence is a draw).
% Moves: put(Piece, Row, Col), put(pawn, Row, Col, step(Row2, Col2)),
% put(bishop, Row, Col, back(Row2, Col2)), walk(Piece, Row, Col),
% castle (King and Tower swap) and pass; cells in the frame shown.
:- use_module(library(lists)).
:- use_module(library(random)).

initial_state(_, echek_game(white, Table, reserves(Full, Full), [white, black], [])) :-
    Table = [[empty, empty, empty],
             [empty, king-black, empty],
             [empty, king-white, empty],
             [empty, empty, empty]],
    Full = [queen, tower, bishop, horse, pawn].

% ---------------------------------------------------------------- menu

play :-
    write('Echek'), nl,
    write('1. Two players'), nl,
    write('2. Against the computer'), nl,
    write('3. Computer against computer'), nl,
    read(Choice),
    mode(Choice, White, Black),
    initial_state([], State),
    game_loop(State, White, Black).

mode(1, human, human).
mode(2, human, computer).
mode(3, computer, computer).

game_loop(State, White, Black) :-
    display_game(State),
    (   game_over(State, Winner)
    ->  announce(Winner)
    ;   State = echek_game(Player, _, _, _, _),
        controller(Player, White, Black, Who),
        pick(Who, State, Move),
        move(State, Move, State1),
        game_loop(State1, White, Black)
    ).

controller(white, White, _, White).
controller(black, _, Black, Black).

pick(computer, State, Move) :-
    choose_move(State, 2, Move),
    write('Computer plays '), write(Move), nl.
pick(human, State, Move) :-
    valid_moves(State, Moves),
    write('Your move (e.g. put(queen, 3, 1), walk(king, 2, 1), castle): '),
    read(Move0),
    (   memberchk(Move0, Moves)
    ->  Move = Move0
    ;   write('Invalid move!'), nl,
        pick(human, State, Move)
    ).

announce(draw) :-
    write('A draw.'), nl.
announce(Winner) :-
    Winner \== draw,
    write(Winner), write(' wins!'), nl.

display_game(echek_game(Player, Table, reserves(White, Black), CanSwap, _)) :-
    length(Table, Rows),
    Table = [First|_],
    length(First, Cols),
    write('    '),
    forall(between(1, Cols, C), format("~w    ", [C])), nl,
    forall(nth1(R, Table, Row),
           ( Code is 0'a + R - 1,
             put_code(Code), write(' |'),
             forall(member(Cell, Row), ( cell_text(Cell, T), format("~w|", [T]) )),
             nl )),
    format("~w rows, ~w columns~n", [Rows, Cols]),
    format("White's reserve: ~w~nBlack's reserve: ~w~nMay swap: ~w~n",
           [White, Black, CanSwap]),
    format("~w to move~n", [Player]).

cell_text(empty, '    ').
cell_text(Piece-Colour, T) :-
    sub_atom(Piece, 0, 2, _, P),
    sub_atom(Colour, 0, 1, _, C),
    atom_concat(P, C, T0),
    atom_concat(T0, ' ', T).

% ------------------------------------------------------------ the table

% The pieces of a table: p(Row, Col, Piece, Colour), in frame coordinates.
pieces(Table, Pieces) :-
    findall(p(R, C, P, Col),
            ( nth1(R, Table, Row), nth1(C, Row, Cell), Cell = P-Col ),
            Pieces).

frame_size(Table, Rows-Cols) :-
    length(Table, Rows),
    Table = [First|_],
    length(First, Cols).

inside(Rows-Cols, R, C) :-
    R >= 1, R =< Rows,
    C >= 1, C =< Cols.

taken(Pieces, R, C) :-
    memberchk(p(R, C, _, _), Pieces).

box(Pieces, MinR, MaxR, MinC, MaxC) :-
    findall(R, member(p(R, _, _, _), Pieces), Rs),
    findall(C, member(p(_, C, _, _), Pieces), Cs),
    min_list(Rs, MinR), max_list(Rs, MaxR),
    min_list(Cs, MinC), max_list(Cs, MaxC).

% The pieces fit in 4 by 4.
fits(Pieces) :-
    box(Pieces, MinR, MaxR, MinC, MaxC),
    MaxR - MinR < 4,
    MaxC - MinC < 4.

% Every piece touches the group of the first, by a side or a corner.
one_group([]).
one_group([p(R, C, _, _)|Others]) :-
    grow([R-C], Others, Left),
    Left == [].

grow([], Left, Left).
grow([R-C|Queue], Pieces, Left) :-
    near_and_far(Pieces, R, C, Near, Far),
    append(Queue, Near, Queue1),
    grow(Queue1, Far, Left).

near_and_far([], _, _, [], []).
near_and_far([p(R2, C2, P, Col)|Ps], R, C, Near, Far) :-
    (   abs(R2 - R) =< 1, abs(C2 - C) =< 1
    ->  Near = [R2-C2|Near1], Far = Far1
    ;   Near = Near1, Far = [p(R2, C2, P, Col)|Far1]
    ),
    near_and_far(Ps, R, C, Near1, Far1).

around(DR, DC) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    \+ (DR =:= 0, DC =:= 0).

beside(-1, 0).
beside(1, 0).
beside(0, -1).
beside(0, 1).

crosswise(DR, DC) :-
    member(DR-DC, [-1-(-1), -1-1, 1-(-1), 1-1]).

next_to_orthogonally(R, C, R2, C2) :-
    beside(DR, DC),
    R2 =:= R + DR,
    C2 =:= C + DC.

enemy(white, black).
enemy(black, white).

% A side is blocked by a piece or by a border: once the pieces span
% four rows (or columns), the rows (columns) outside them are beyond.
surrounded(Pieces, R, C) :-
    box(Pieces, MinR, MaxR, MinC, MaxC),
    \+ ( beside(DR, DC),
         R2 is R + DR, C2 is C + DC,
         \+ taken(Pieces, R2, C2),
         \+ beyond(R2, MinR, MaxR),
         \+ beyond(C2, MinC, MaxC) ).

beyond(X, Min, Max) :-
    Max - Min =:= 3,
    ( X < Min ; X > Max ).

% ---------------------------------------------------------------- moves

valid_moves(State, Moves) :-
    (   game_over(State, _)
    ->  Moves = []
    ;   own_moves(State, Own),
        (   Own == []
        ->  Moves = [pass]
        ;   Moves = Own
        )
    ).

own_moves(State, Moves) :-
    (   setof(Move, legal(State, Move), Moves0)
    ->  Moves = Moves0
    ;   Moves = []
    ).

in_reserve(echek_game(Me, _, reserves(White, Black), _, _), Piece) :-
    (   Me == white
    ->  member(Piece, White)
    ;   member(Piece, Black)
    ).

% A cell to place on: empty, touching one of mine, not beside the enemy
% King, and room in 4 by 4 for one more piece there.
placing_cell(echek_game(Me, Table, _, _, _), Pieces, R, C) :-
    frame_size(Table, Size),
    enemy(Me, Enemy),
    memberchk(p(KR, KC, king, Enemy), Pieces),
    member(p(R0, C0, _, Me), Pieces),
    around(DR, DC),
    R is R0 + DR, C is C0 + DC,
    inside(Size, R, C),
    \+ taken(Pieces, R, C),
    \+ next_to_orthogonally(KR, KC, R, C),
    fits([p(R, C, x, Me)|Pieces]).

legal(State, put(Piece, R, C)) :-
    State = echek_game(Me, Table, _, _, _),
    pieces(Table, Pieces),
    in_reserve(State, Piece),
    Piece \== bishop,
    placing_cell(State, Pieces, R, C),
    one_group([p(R, C, Piece, Me)|Pieces]).
legal(State, put(pawn, R, C, step(R2, C2))) :-
    State = echek_game(Me, Table, _, _, _),
    pieces(Table, Pieces),
    in_reserve(State, pawn),
    placing_cell(State, Pieces, R, C),
    beside(DR, DC),
    R2 is R + DR, C2 is C + DC,
    frame_size(Table, Size),
    inside(Size, R2, C2),
    \+ taken(Pieces, R2, C2),
    After = [p(R2, C2, pawn, Me)|Pieces],
    fits(After),
    one_group(After).
legal(State, Move) :-
    State = echek_game(Me, Table, _, _, _),
    pieces(Table, Pieces),
    in_reserve(State, bishop),
    placing_cell(State, Pieces, R, C),
    Placed = p(R, C, bishop, Me),
    findall(R2-C2,
            ( select(p(R2, C2, Piece, _), Pieces, Rest),
              Piece \== king,
              one_group([Placed|Rest]) ),
            Backs),
    (   Backs == []
    ->  one_group([Placed|Pieces]),
        Move = put(bishop, R, C)
    ;   member(R2-C2, Backs),
        Move = put(bishop, R, C, back(R2, C2))
    ).
legal(State, walk(Piece, R, C)) :-
    State = echek_game(Me, Table, _, _, _),
    pieces(Table, Pieces),
    select(p(R0, C0, Piece, Me), Pieces, Others),
    frame_size(Table, Size),
    reaches(Piece, Others, Size, Me, R0, C0, R, C),
    After = [p(R, C, Piece, Me)|Others],
    fits(After),
    one_group(After).
legal(echek_game(Me, Table, _, CanSwap, _), castle) :-
    memberchk(Me, CanSwap),
    pieces(Table, Pieces),
    memberchk(p(_, _, tower, Me), Pieces).

% reaches(+Piece, +Others, +Size, +Me, +R0, +C0, -R, -C): an empty cell
% of the frame the piece goes to from R0-C0.
reaches(king, Others, Size, _, R0, C0, R, C) :-
    around(DR, DC),
    R is R0 + DR, C is C0 + DC,
    free(Others, Size, R, C).
reaches(pawn, Others, Size, _, R0, C0, R, C) :-
    beside(DR, DC),
    R is R0 + DR, C is C0 + DC,
    free(Others, Size, R, C).
reaches(horse, Others, Size, _, R0, C0, R, C) :-
    member(DR-DC, [1-2, 2-1, -1-2, -2-1, 1-(-2), 2-(-1), -1-(-2), -2-(-1)]),
    R is R0 + DR, C is C0 + DC,
    free(Others, Size, R, C).
reaches(queen, Others, Size, Me, R0, C0, R, C) :-
    around(DR, DC),
    slide(Others, Size, Me, R0, C0, DR, DC, R, C).
reaches(tower, Others, Size, Me, R0, C0, R, C) :-
    beside(DR, DC),
    slide(Others, Size, Me, R0, C0, DR, DC, R, C).
reaches(bishop, Others, Size, Me, R0, C0, R, C) :-
    crosswise(DR, DC),
    slide(Others, Size, Me, R0, C0, DR, DC, R, C).

free(Pieces, Size, R, C) :-
    inside(Size, R, C),
    \+ taken(Pieces, R, C).

% Over empty cells and my own pieces, never over the enemy's.
slide(Pieces, Size, Me, R0, C0, DR, DC, R, C) :-
    R1 is R0 + DR, C1 is C0 + DC,
    inside(Size, R1, C1),
    (   memberchk(p(R1, C1, _, Colour), Pieces)
    ->  Colour == Me,
        slide(Pieces, Size, Me, R1, C1, DR, DC, R, C)
    ;   ( R = R1, C = C1
        ; slide(Pieces, Size, Me, R1, C1, DR, DC, R, C)
        )
    ).

% ----------------------------------------------------------- playing one

move(State, Move, State1) :-
    valid_moves(State, Moves),
    memberchk(Move, Moves),
    State = echek_game(Me, Table, Reserves, CanSwap, Seen),
    pieces(Table, Pieces),
    played(Move, Me, Pieces, Reserves, CanSwap, Pieces1, Reserves1, CanSwap1),
    !,
    end_of_turn(Pieces1, Pieces2),
    framed(Pieces2, Table1),
    enemy(Me, Next),
    key(State, Key),
    State1 = echek_game(Next, Table1, Reserves1, CanSwap1, [Key|Seen]).

played(pass, _, Pieces, Reserves, CanSwap, Pieces, Reserves, CanSwap).
played(castle, Me, Pieces, Reserves, CanSwap, [p(TR, TC, king, Me), p(KR, KC, tower, Me)|Rest],
       Reserves, CanSwap1) :-
    select(p(KR, KC, king, Me), Pieces, Rest0),
    select(p(TR, TC, tower, Me), Rest0, Rest),
    delete(CanSwap, Me, CanSwap1).
played(walk(Piece, R, C), Me, Pieces, Reserves, CanSwap, [p(R, C, Piece, Me)|Rest],
       Reserves, CanSwap) :-
    select(p(_, _, Piece, Me), Pieces, Rest).
played(put(Piece, R, C), Me, Pieces, Reserves, CanSwap, [p(R, C, Piece, Me)|Pieces],
       Reserves1, CanSwap) :-
    take_from(Me, Piece, Reserves, Reserves1).
played(put(pawn, _, _, step(R, C)), Me, Pieces, Reserves, CanSwap, [p(R, C, pawn, Me)|Pieces],
       Reserves1, CanSwap) :-
    take_from(Me, pawn, Reserves, Reserves1).
played(put(bishop, R, C, back(R2, C2)), Me, Pieces, Reserves, CanSwap,
       [p(R, C, bishop, Me)|Rest], Reserves2, CanSwap) :-
    take_from(Me, bishop, Reserves, Reserves1),
    select(p(R2, C2, Piece, Owner), Pieces, Rest),
    give_back(Owner, Piece, Reserves1, Reserves2).

take_from(white, Piece, reserves(W, B), reserves(W1, B)) :-
    select(Piece, W, W1), !.
take_from(black, Piece, reserves(W, B), reserves(W, B1)) :-
    select(Piece, B, B1), !.

give_back(white, Piece, reserves(W, B), reserves(W1, B)) :-
    append(W, [Piece], W1).
give_back(black, Piece, reserves(W, B), reserves(W, B1)) :-
    append(B, [Piece], B1).

% With a King surrounded the game is over and the table stays; else
% every surrounded Queen leaves for good.
end_of_turn(Pieces, Pieces) :-
    member(p(R, C, king, _), Pieces),
    surrounded(Pieces, R, C),
    !.
end_of_turn(Pieces, Kept) :-
    findall(p(R, C, P, Col),
            ( member(p(R, C, P, Col), Pieces),
              \+ ( P == queen, surrounded(Pieces, R, C) ) ),
            Kept).

% The table again: the pieces' box with one empty row and column around.
framed(Pieces, Table) :-
    box(Pieces, MinR, MaxR, MinC, MaxC),
    Rows is MaxR - MinR + 3,
    Cols is MaxC - MinC + 3,
    findall(Row,
            ( between(1, Rows, I),
              R is MinR + I - 2,
              findall(Cell,
                      ( between(1, Cols, J),
                        C is MinC + J - 2,
                        (   memberchk(p(R, C, P, Col), Pieces)
                        ->  Cell = P-Col
                        ;   Cell = empty
                        ) ),
                      Row) ),
            Table).

% A position as the draw by repetition compares it.
key(echek_game(Player, Table, reserves(W, B), CanSwap, _), key(Player, Table, W1, B1, S1)) :-
    msort(W, W1),
    msort(B, B1),
    msort(CanSwap, S1).

% --------------------------------------------------------------- the end

game_over(State, Winner) :-
    State = echek_game(Player, Table, Reserves, CanSwap, Seen),
    pieces(Table, Pieces),
    findall(Col, ( member(p(R, C, king, Col), Pieces), surrounded(Pieces, R, C) ), Kings),
    (   Kings = [Loser]
    ->  enemy(Loser, Winner)
    ;   Kings = [_, _]
    ->  Winner = draw
    ;   key(State, Key),
        findall(x, member(Key, Seen), Twice),
        length(Twice, N),
        N >= 2
    ->  Winner = draw
    ;   own_moves(State, []),
        enemy(Player, Other),
        own_moves(echek_game(Other, Table, Reserves, CanSwap, Seen), [])
    ->  Winner = draw
    ).

% ------------------------------------------------------------ computer

% Level 1 wins at once when it can, else plays the first move of its
% list that does not lose at once; level 2 likewise, at random among
% those.
choose_move(State, Level, Move) :-
    State = echek_game(Me, _, _, _, _),
    valid_moves(State, Moves),
    (   member(Move, Moves),
        move(State, Move, State1),
        game_over(State1, Me)
    ->  true
    ;   findall(M, ( member(M, Moves), move(State, M, S1), \+ lost(S1, Me) ), Safe),
        Safe = [First|_]
    ->  (   Level =:= 1
        ->  Move = First
        ;   random_member(Move, Safe)
        )
    ;   Moves = [Move|_]
    ).

lost(State, Me) :-
    game_over(State, Winner),
    Winner \== Me.
