% ECHEK, with the course's first predicates (the player given apart):
%     initial_board(-Board), display_game(+Board, +Player),
%     valid_moves(+Board, +Player, -Moves), move(+Move, +Board, -NewBoard),
%     game_over(+Board, -Winner), choose_move(+Board, +Player, +Level, -Move).
% A board is table(Grid, Hands, Swappers):
%   Grid      rows of o (nothing) or Piece-Colour, the pieces with one
%             free row and column around them, made again after each move;
%   Hands     [white-Pieces, black-Pieces], the pieces each still holds,
%             one that comes back from the table going last;
%   Swappers  the colours that may still swap their King and Rook.
% A move names its colour: m(Colour, Action), Action one of
% put(Piece, R, C), put(pawn, R, C, R2, C2) (then a step to R2, C2),
% put(bishop, R, C, R2, C2) (the piece on R2, C2 back to its owner),
% walk(R, C, R2, C2), castle, pass.  Rows and columns count from 1 in
% the grid shown.  No history is kept: a position seen three times is
% no draw here.
:- use_module(library(lists)).

initial_board(table(Grid, [white-All, black-All], [white, black])) :-
    Grid = [[o, o, o], [o, king-black, o], [o, king-white, o], [o, o, o]],
    All = [queen, rook, bishop, knight, pawn].

% ---------------------------------------------------------------- play

play :-
    write('Echek: 1 = two players, 2 = you (White) and the computer'), nl,
    read(Mode),
    initial_board(Board),
    next_turn(Mode, Board, white).

next_turn(_, Board, Player) :-
    game_over(Board, Winner),
    !,
    display_game(Board, Player),
    format('Game over: ~w~n', [Winner]).
next_turn(Mode, Board, Player) :-
    display_game(Board, Player),
    (   Mode =:= 2, Player == black
    ->  choose_move(Board, black, 1, Move)
    ;   valid_moves(Board, Player, Moves),
        ask(Moves, Move)
    ),
    move(Move, Board, Board1),
    other(Player, Next),
    next_turn(Mode, Board1, Next).

ask(Moves, Move) :-
    write('Your move (as listed): '), nl,
    print(Moves), nl,
    read(Move0),
    (   memberchk(Move0, Moves)
    ->  Move = Move0
    ;   ask(Moves, Move)
    ).

display_game(table(Grid, Hands, Swappers), Player) :-
    forall(member(Row, Grid),
           ( forall(member(X, Row), ( letter(X, L), write(L) )), nl )),
    format('in hand: ~w; may castle: ~w; ~w to play~n', [Hands, Swappers, Player]).

letter(o, '.').
letter(Piece-Colour, L) :-
    sub_atom(Piece, 0, 1, _, L0),
    (   Colour == white
    ->  upcase_atom(L0, L)
    ;   L = L0
    ).

other(white, black).
other(black, white).

% ---------------------------------------------------------- the pieces

% The pieces of a grid: p(R-C, Piece, Colour).
cells_of(Grid, Cells) :-
    findall(p(R-C, P, Col), ( nth1(R, Grid, Row), nth1(C, Row, P-Col) ), Cells).

taken_cell(Cells, Cell) :-
    memberchk(p(Cell, _, _), Cells).

inside(Grid, R-C) :-
    length(Grid, Rows),
    Grid = [Row|_],
    length(Row, Cols),
    between(1, Rows, R),
    between(1, Cols, C).

bounds(Cells, R0, R1, C0, C1) :-
    findall(R, member(p(R-_, _, _), Cells), Rs),
    findall(C, member(p(_-C, _, _), Cells), Cs),
    min_list(Rs, R0), max_list(Rs, R1),
    min_list(Cs, C0), max_list(Cs, C1).

fits(Cells) :-
    bounds(Cells, R0, R1, C0, C1),
    R1 - R0 < 4,
    C1 - C0 < 4.

near(R-C, R2-C2) :-
    abs(R - R2) =< 1,
    abs(C - C2) =< 1.

% Every piece joins the group, grown one piece at a time.
connected([]).
connected([p(Cell, _, _)|Rest]) :-
    grow_group([Cell], Rest).

grow_group(_, []) :-
    !.
grow_group(Group, Rest) :-
    select(p(Cell, _, _), Rest, Rest1),
    member(G, Group),
    near(G, Cell),
    !,
    grow_group([Cell|Group], Rest1).

dirs(king, [1-0, -1-0, 0-1, 0-(-1), 1-1, 1-(-1), -1-1, -1-(-1)]).
dirs(queen, Ds) :- dirs(king, Ds).
dirs(rook, [1-0, -1-0, 0-1, 0-(-1)]).
dirs(pawn, Ds) :- dirs(rook, Ds).
dirs(bishop, [1-1, 1-(-1), -1-1, -1-(-1)]).
dirs(knight, [1-2, 2-1, -1-2, -2-1, 1-(-2), 2-(-1), -1-(-2), -2-(-1)]).

long(queen).
long(rook).
long(bishop).

% A side is open when no piece is there and no border: a border is
% there once the pieces fill four rows (columns), beyond them.
hemmed(Cells, R-C) :-
    bounds(Cells, R0, R1, C0, C1),
    \+ ( dirs(rook, Ds),
         member(DR-DC, Ds),
         R2 is R + DR, C2 is C + DC,
         \+ taken_cell(Cells, R2-C2),
         \+ beyond(R0, R1, R2),
         \+ beyond(C0, C1, C2) ).

beyond(Lo, Hi, X) :-
    Hi - Lo =:= 3,
    ( X < Lo ; X > Hi ).

% -------------------------------------------------------------- actions

hand_has(table(_, Hands, _), Me, Piece) :-
    memberchk(Me-Held, Hands),
    member(Piece, Held).

% A cell to put a piece on: inside, free, near one of mine, not next to
% the enemy King, and the pieces still in 4 by 4.
put_cell(Grid, Cells, Me, R-C) :-
    inside(Grid, R-C),
    \+ taken_cell(Cells, R-C),
    \+ \+ ( member(p(Own, _, Me), Cells), near(Own, R-C) ),
    other(Me, Them),
    member(p(KR-KC, king, Them), Cells),
    abs(KR - R) + abs(KC - C) =\= 1,
    fits([p(R-C, x, Me)|Cells]).

% action(+Board, +Me, -Action, -Cells, -Back): Cells the pieces after
% Action, Back the piece going back to a hand (none when none does).
action(Board, Me, put(P, R, C), [p(R-C, P, Me)|Cells], none) :-
    hand_has(Board, Me, P),
    P \== bishop,
    Board = table(Grid, _, _),
    cells_of(Grid, Cells),
    put_cell(Grid, Cells, Me, R-C),
    connected([p(R-C, P, Me)|Cells]).
action(Board, Me, put(pawn, R, C, R2, C2), New, none) :-
    hand_has(Board, Me, pawn),
    Board = table(Grid, _, _),
    cells_of(Grid, Cells),
    put_cell(Grid, Cells, Me, R-C),
    dirs(pawn, Ds),
    member(DR-DC, Ds),
    R2 is R + DR, C2 is C + DC,
    inside(Grid, R2-C2),
    \+ taken_cell(Cells, R2-C2),
    New = [p(R2-C2, pawn, Me)|Cells],
    fits(New),
    connected(New).
action(Board, Me, Action, After, Back) :-
    hand_has(Board, Me, bishop),
    Board = table(Grid, _, _),
    cells_of(Grid, Cells),
    put_cell(Grid, Cells, Me, R-C),
    B = p(R-C, bishop, Me),
    findall(X, ( member(X, Cells), X = p(_, K, _), K \== king,
                 selectchk(X, Cells, Left), connected([B|Left]) ),
            Backs),
    (   Backs == []
    ->  connected([B|Cells]),
        Action = put(bishop, R, C),
        After = [B|Cells],
        Back = none
    ;   member(Back, Backs),
        Back = p(R2-C2, _, _),
        Action = put(bishop, R, C, R2, C2),
        selectchk(Back, Cells, Left),
        After = [B|Left]
    ).
action(table(Grid, _, _), Me, walk(R0, C0, R, C), New, none) :-
    cells_of(Grid, Cells),
    select(p(R0-C0, P, Me), Cells, Others),
    dirs(P, Ds),
    member(DR-DC, Ds),
    (   long(P)
    ->  between(1, 5, N)
    ;   N = 1
    ),
    R is R0 + N * DR, C is C0 + N * DC,
    inside(Grid, R-C),
    \+ taken_cell(Others, R-C),
    \+ ( between(1, N, K), K < N,
         Rk is R0 + K * DR, Ck is C0 + K * DC,
         member(p(Rk-Ck, _, Col), Others), Col \== Me ),
    New = [p(R-C, P, Me)|Others],
    fits(New),
    connected(New).
action(table(Grid, _, Swappers), Me, castle, [p(RookAt, king, Me), p(KingAt, rook, Me)|Others],
       none) :-
    memberchk(Me, Swappers),
    cells_of(Grid, Cells),
    select(p(KingAt, king, Me), Cells, Cells1),
    select(p(RookAt, rook, Me), Cells1, Others).

valid_moves(Board, _, []) :-
    game_over(Board, _),
    !.
valid_moves(Board, Me, Moves) :-
    findall(m(Me, A), action(Board, Me, A, _, _), Found),
    (   Found == []
    ->  Moves = [m(Me, pass)]
    ;   sort(Found, Moves)
    ).

move(m(Me, pass), Board, Board) :-
    !,
    valid_moves(Board, Me, [m(Me, pass)]).
move(m(Me, Action), Board, table(Grid1, Hands1, Swappers1)) :-
    Board = table(_, Hands, Swappers),
    action(Board, Me, Action, Cells, Back),
    !,
    hands_after(Action, Me, Back, Hands, Hands1),
    (   Action == castle
    ->  delete(Swappers, Me, Swappers1)
    ;   Swappers1 = Swappers
    ),
    after_turn(Cells, Cells1),
    regrid(Cells1, Grid1).

placed(put(P, _, _), P).
placed(put(P, _, _, _, _), P).

hands_after(Action, Me, Back, Hands, Hands2) :-
    (   placed(Action, P)
    ->  once(select(Me-Held, Hands, Me-Held1, Hands1)),
        selectchk(P, Held, Held1)
    ;   Hands1 = Hands
    ),
    (   Back = p(_, BP, Owner)
    ->  once(select(Owner-H, Hands1, Owner-H1, Hands2)),
        append(H, [BP], H1)
    ;   Hands2 = Hands1
    ).

% A King hemmed in ends the game, all left as it is; else each hemmed
% Queen leaves the game.
after_turn(Cells, Cells) :-
    member(p(K, king, _), Cells),
    hemmed(Cells, K),
    !.
after_turn(Cells, Kept) :-
    findall(X, ( member(X, Cells), \+ ( X = p(Q, queen, _), hemmed(Cells, Q) ) ), Kept).

regrid(Cells, Grid) :-
    bounds(Cells, R0, R1, C0, C1),
    Top is R0 - 1, Bottom is R1 + 1,
    Left is C0 - 1, Right is C1 + 1,
    findall(Row,
            ( between(Top, Bottom, R),
              findall(X, ( between(Left, Right, C),
                           (   memberchk(p(R-C, P, Col), Cells)
                           ->  X = P-Col
                           ;   X = o
                           ) ),
                      Row) ),
            Grid).

% ------------------------------------------------------------- the end

game_over(Board, Winner) :-
    Board = table(Grid, _, _),
    cells_of(Grid, Cells),
    findall(Col, ( member(p(K, king, Col), Cells), hemmed(Cells, K) ), Losers),
    (   Losers = [Loser]
    ->  other(Loser, Winner)
    ;   Losers = [_, _]
    ->  Winner = draw
    ;   \+ action(Board, white, _, _, _),
        \+ action(Board, black, _, _, _)
    ->  Winner = draw
    ).

% ------------------------------------------------------------ computer

% A winning move, else the first that does not lose at once, else the
% first.
choose_move(Board, Me, _, Move) :-
    valid_moves(Board, Me, Moves),
    (   member(Move, Moves),
        move(Move, Board, B1),
        game_over(B1, Me)
    ->  true
    ;   member(Move, Moves),
        move(Move, Board, B1),
        \+ ( game_over(B1, W), W \== draw, W \== Me )
    ->  true
    ;   Moves = [Move|_]
    ).
