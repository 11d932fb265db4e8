% ECHEK - course project (SICStus Prolog), the final rules of the Bishop.
%
% A game state is
%     echek(Turn, Table, WhiteStock, BlackStock, WhiteSwap, BlackSwap, Past)
%   Turn        white or black, who plays now;
%   Table       the pieces' rectangle with one empty row and column all
%               around, a list of rows of empty or Piece-Colour (king,
%               queen, rook, bishop, knight, pawn), rebuilt after each move;
%   ...Stock    how many of each piece a player has in hand, always in
%               the order [queen-N, rook-N, bishop-N, knight-N, pawn-N];
%   ...Swap     true while that player may still swap King and Rook,
%               false once done (swap_flag/2, flag_of/3);
%   Past        the earlier positions, seen(Turn, Table, WhiteStock, ...),
%               for the draw by repetition.
% Moves (cells Row-Col in the table shown): drop(Piece, Cell),
% drop_step(Cell, Cell2) (a Pawn dropped, then one step),
% drop_recall(Cell, Cell2) (a Bishop dropped, the piece on Cell2 back
% to its owner's hand), go(Piece, Cell), swap, pass.
:- use_module(library(lists)).
:- use_module(library(apply)).

swap_flag(may, true).
swap_flag(spent, false).

initial_state(_, echek(white, Table, Stock, Stock, May, May, [])) :-
    swap_flag(may, May),
    Table = [[empty, empty, empty],
             [empty, king-black, empty],
             [empty, king-white, empty],
             [empty, empty, empty]],
    full_stock(Stock).

% ------------------------------------------------------------ a hand

% How a hand is kept: Piece-Count pairs, always in this order.
full_stock([queen-1, rook-1, bishop-1, knight-1, pawn-1]).

stock_has(Stock, Piece) :-
    member(Piece-N, Stock),
    N > 0.

stock_add([], _, _, []).
stock_add([P-N|Rest], Piece, Add, [P-N1|Rest1]) :-
    (   P == Piece
    ->  N1 is N + Add
    ;   N1 = N
    ),
    stock_add(Rest, Piece, Add, Rest1).

% ------------------------------------------------------------------ play

play :-
    write('ECHEK'), nl,
    write('Who plays? (pp: two people, pc: against the computer, cc: computers)'), nl,
    read(Mode),
    initial_state([], State),
    round(Mode, State).

round(_, State) :-
    game_over(State, Result),
    !,
    display_game(State),
    ( Result == draw -> write('Draw.') ; format('~w won.', [Result]) ),
    nl.
round(Mode, State) :-
    display_game(State),
    State = echek(Turn, _, _, _, _, _, _),
    (   by_computer(Mode, Turn)
    ->  choose_move(State, 1, Move),
        format('Computer: ~w~n', [Move])
    ;   read_move(State, Move)
    ),
    move(State, Move, Next),
    round(Mode, Next).

by_computer(pc, black).
by_computer(cc, _).

read_move(State, Move) :-
    valid_moves(State, Moves),
    write('Move? '),
    read(Typed),
    legal_or_again(Typed, Moves, State, Move).

legal_or_again(Typed, Moves, _, Typed) :-
    memberchk(Typed, Moves),
    !.
legal_or_again(_, _, State, Move) :-
    write('Illegal.'), nl,
    read_move(State, Move).

display_game(echek(Turn, Table, WS, BS, F5, F6, _)) :-
    forall(nth1(R, Table, Row),
           ( Letter is 0'a + R - 1,
             format('~c ', [Letter]),
             forall(member(Square, Row), show_square(Square)),
             nl )),
    flag_of(white, F5-F6, WSwap),
    flag_of(black, F5-F6, BSwap),
    format('White holds ~w, may swap: ~w~n', [WS, WSwap]),
    format('Black holds ~w, may swap: ~w~n', [BS, BSwap]),
    format('~w plays~n', [Turn]).

show_square(empty) :-
    write(' . ').
show_square(Piece-Colour) :-
    sub_atom(Piece, 0, 1, _, P0),
    (   Colour == white
    ->  upcase_atom(P0, P)
    ;   P = P0
    ),
    format(' ~w ', [P]).

% -------------------------------------------------------------- geometry

% The men on a table: man(Row, Col, Piece, Colour).
men_of(Table, Men) :-
    findall(man(R, C, P, Col), ( nth1(R, Table, Row), nth1(C, Row, P-Col) ), Men).

on(Men, R, C) :-
    memberchk(man(R, C, _, _), Men).

limits(Men, lim(Top, Bottom, Left, Right)) :-
    findall(R, member(man(R, _, _, _), Men), Rs),
    findall(C, member(man(_, C, _, _), Men), Cs),
    min_member(Top, Rs), max_member(Bottom, Rs),
    min_member(Left, Cs), max_member(Right, Cs).

small_enough(Men) :-
    limits(Men, lim(Top, Bottom, Left, Right)),
    Bottom - Top =< 3,
    Right - Left =< 3.

% All men hang together, through sides and corners.
together([]).
together([Man|Men]) :-
    reach([Man], Men, Unreached),
    Unreached == [].

reach([], Unreached, Unreached).
reach([man(R, C, _, _)|Queue], Men, Unreached) :-
    partition(adjacent(R, C), Men, Near, Far),
    append(Queue, Near, Queue1),
    reach(Queue1, Far, Unreached).

adjacent(R, C, man(R1, C1, _, _)) :-
    abs(R1 - R) =< 1,
    abs(C1 - C) =< 1.

king_step(DR, DC) :-
    member(DR, [-1, 0, 1]), member(DC, [-1, 0, 1]), DR-DC \== 0-0.
rook_step(DR, DC) :-
    member(DR-DC, [-1-0, 1-0, 0-(-1), 0-1]).
bishop_step(DR, DC) :-
    member(DR, [-1, 1]), member(DC, [-1, 1]).
knight_jump(DR, DC) :-
    member(A-B, [1-2, 2-1]), member(SR, [-1, 1]), member(SC, [-1, 1]),
    DR is A * SR, DC is B * SC.

rival(white, black).
rival(black, white).

% A square is closed when a man stands on it or a border is there: a
% border exists only on an axis the men already span four cells of.
closed(Men, Lim, R, C) :-
    (   on(Men, R, C)
    ->  true
    ;   Lim = lim(Top, Bottom, Left, Right),
        (   Bottom - Top =:= 3, ( R < Top ; R > Bottom )
        ->  true
        ;   Right - Left =:= 3, ( C < Left ; C > Right )
        )
    ).

hemmed_in(Men, R, C) :-
    limits(Men, Lim),
    forall(rook_step(DR, DC), ( R1 is R + DR, C1 is C + DC, closed(Men, Lim, R1, C1) )).

% ----------------------------------------------------------------- moves

size_of(Table, Rows, Cols) :-
    length(Table, Rows),
    Table = [Row|_],
    length(Row, Cols).

free_square(Table, Men, R, C) :-
    size_of(Table, Rows, Cols),
    between(1, Rows, R),
    between(1, Cols, C),
    \+ on(Men, R, C).

in_hand(white, echek(_, _, Stock, _, _, _, _), Piece) :-
    stock_has(Stock, Piece).
in_hand(black, echek(_, _, _, Stock, _, _, _), Piece) :-
    stock_has(Stock, Piece).

% A square a piece may be dropped on: free, beside (or corner to) one of
% mine, not beside the enemy King, and the men still fit in 4 by 4.
drop_square(State, Men, R-C) :-
    State = echek(Me, Table, _, _, _, _, _),
    free_square(Table, Men, R, C),
    once(( member(man(R1, C1, _, Me), Men), adjacent(R, C, man(R1, C1, x, x)) )),
    rival(Me, Enemy),
    memberchk(man(KR, KC, king, Enemy), Men),
    abs(KR - R) + abs(KC - C) =\= 1,
    small_enough([man(R, C, x, Me)|Men]).

% option(+State, -Move, -Men1, -Gave): a move other than pass, the men
% after it, and the man going back to a hand (none if none does).
option(State, drop(Piece, R-C), [man(R, C, Piece, Me)|Men], none) :-
    State = echek(Me, Table, _, _, _, _, _),
    men_of(Table, Men),
    in_hand(Me, State, Piece),
    Piece \== bishop,
    drop_square(State, Men, R-C),
    together([man(R, C, Piece, Me)|Men]).
option(State, drop_step(R-C, R2-C2), [man(R2, C2, pawn, Me)|Men], none) :-
    State = echek(Me, Table, _, _, _, _, _),
    men_of(Table, Men),
    in_hand(Me, State, pawn),
    drop_square(State, Men, R-C),
    rook_step(DR, DC),
    R2 is R + DR, C2 is C + DC,
    free_square(Table, Men, R2, C2),
    After = [man(R2, C2, pawn, Me)|Men],
    small_enough(After),
    together(After).
option(State, Move, After, Gave) :-
    State = echek(Me, Table, _, _, _, _, _),
    men_of(Table, Men),
    in_hand(Me, State, bishop),
    drop_square(State, Men, R-C),
    Bishop = man(R, C, bishop, Me),
    findall(Taken-Left,
            ( select(Taken, Men, Left),
              Taken = man(_, _, Kind, _),
              Kind \== king,
              together([Bishop|Left]) ),
            Recalls),
    (   Recalls == []
    ->  together([Bishop|Men]),
        Move = drop(bishop, R-C),
        After = [Bishop|Men],
        Gave = none
    ;   member(Gave-Left, Recalls),
        Gave = man(R2, C2, _, _),
        Move = drop_recall(R-C, R2-C2),
        After = [Bishop|Left]
    ).
option(State, go(Piece, R-C), [man(R, C, Piece, Me)|Others], none) :-
    State = echek(Me, Table, _, _, _, _, _),
    men_of(Table, Men),
    select(man(R0, C0, Piece, Me), Men, Others),
    destination(Piece, Table, Others, Me, R0, C0, R, C),
    After = [man(R, C, Piece, Me)|Others],
    small_enough(After),
    together(After).
option(State, swap, [man(KR, KC, rook, Me), man(RR, RC, king, Me)|Others], none) :-
    State = echek(Me, Table, _, _, F5, F6, _),
    flag_of(Me, F5-F6, Flag),
    swap_flag(may, Flag),
    men_of(Table, Men),
    select(man(KR, KC, king, Me), Men, Men1),
    select(man(RR, RC, rook, Me), Men1, Others).

% How each piece goes: its steps, and whether it takes one or glides.
destination(Piece, Table, Men, Me, R0, C0, R, C) :-
    motion(Piece, Steps, How),
    call(Steps, DR, DC),
    (   How == once
    ->  one_step(Table, Men, R0, C0, DR, DC, R, C)
    ;   glide(Table, Men, Me, R0, C0, DR, DC, R, C)
    ).

motion(king, king_step, once).
motion(pawn, rook_step, once).
motion(knight, knight_jump, once).
motion(queen, king_step, glides).
motion(rook, rook_step, glides).
motion(bishop, bishop_step, glides).

one_step(Table, Men, R0, C0, DR, DC, R, C) :-
    R is R0 + DR,
    C is C0 + DC,
    free_square(Table, Men, R, C).

% A slider goes over empty squares and its own side's men, never over
% the enemy's, and stops on an empty square.
glide(Table, Men, Me, R0, C0, DR, DC, R, C) :-
    size_of(Table, Rows, Cols),
    between(1, 5, N),
    R is R0 + N * DR,
    C is C0 + N * DC,
    R >= 1, R =< Rows, C >= 1, C =< Cols,
    \+ on(Men, R, C),
    \+ ( between(1, N, K), K < N,
         R1 is R0 + K * DR, C1 is C0 + K * DC,
         memberchk(man(R1, C1, _, Enemy), Men),
         Enemy \== Me ).

% ------------------------------------------------------------ one move

valid_moves(State, []) :-
    game_over(State, _),
    !.
valid_moves(State, Moves) :-
    findall(Move, option(State, Move, _, _), Moves0),
    (   Moves0 == []
    ->  Moves = [pass]
    ;   sort(Moves0, Moves)
    ).

% A move is checked by option/4 itself (listing them all at each move
% made the computer slow); pass only when valid_moves offers it.
move(State, Move, Next) :-
    State = echek(Me, Table, WS, BS, F5, F6, Past),
    rival(Me, Them),
    (   Move == pass
    ->  valid_moves(State, [pass]),
        Table1 = Table, WS1 = WS, BS1 = BS
    ;   once(option(State, Move, Men, Gave)),
        taken_from_hand(Move, Me, WS-BS, Stocks1),
        back_to_hand(Gave, Stocks1, WS1-BS1),
        settle(Men, Men1),
        framed_table(Men1, Table1)
    ),
    swap_rights(Move, Me, F5-F6, G5-G6),
    Seen = seen(Me, Table, WS, BS, F5, F6),
    Next = echek(Them, Table1, WS1, BS1, G5, G6, [Seen|Past]).

dropped(drop(Piece, _), Piece).
dropped(drop_step(_, _), pawn).
dropped(drop_recall(_, _), bishop).

taken_from_hand(Move, Me, Stocks, Stocks1) :-
    (   dropped(Move, Piece)
    ->  hand_count(Me, Piece, -1, Stocks, Stocks1)
    ;   Stocks1 = Stocks
    ).

back_to_hand(none, Stocks, Stocks).
back_to_hand(man(_, _, Piece, Owner), Stocks, Stocks1) :-
    hand_count(Owner, Piece, 1, Stocks, Stocks1).

hand_count(white, Piece, Add, WS-BS, WS1-BS) :-
    stock_add(WS, Piece, Add, WS1).
hand_count(black, Piece, Add, WS-BS, WS-BS1) :-
    stock_add(BS, Piece, Add, BS1).


% Whose swap flag is where: the state's fifth argument is White's, its
% sixth Black's.
flag_of(white, First-_, First).
flag_of(black, _-Second, Second).

swap_rights(swap, Me, Flags, Flags1) :-
    !,
    swap_flag(spent, Spent),
    rival(Me, Them),
    flag_of(Them, Flags, Kept),
    Flags1 = _-_,
    flag_of(Them, Flags1, Kept),
    flag_of(Me, Flags1, Spent).
swap_rights(_, _, Flags, Flags).

% After a move: with a King hemmed in the game is over and all stays;
% else every hemmed-in Queen leaves the game.
settle(Men, Men) :-
    member(man(R, C, king, _), Men),
    hemmed_in(Men, R, C),
    !.
settle(Men, Kept) :-
    exclude(lost_queen(Men), Men, Kept).

lost_queen(Men, man(R, C, queen, _)) :-
    hemmed_in(Men, R, C).

framed_table(Men, Table) :-
    limits(Men, lim(Top, Bottom, Left, Right)),
    R0 is Top - 1, R1 is Bottom + 1,
    C0 is Left - 1, C1 is Right + 1,
    numlist(R0, R1, RowNumbers),
    numlist(C0, C1, ColNumbers),
    maplist(table_row(Men, ColNumbers), RowNumbers, Table).

table_row(Men, ColNumbers, R, Row) :-
    maplist(table_square(Men, R), ColNumbers, Row).

table_square(Men, R, C, Square) :-
    (   memberchk(man(R, C, P, Col), Men)
    ->  Square = P-Col
    ;   Square = empty
    ).

% ------------------------------------------------------------- the end

same_position(echek(T, Tb, W, B, WS, BS, _), seen(T, Tb, W, B, WS, BS)).

game_over(State, Result) :-
    State = echek(Me, Table, _, _, _, _, Past),
    men_of(Table, Men),
    findall(Col, ( member(man(R, C, king, Col), Men), hemmed_in(Men, R, C) ), Hemmed),
    (   Hemmed = [Loser]
    ->  rival(Loser, Result)
    ;   Hemmed = [_, _]
    ->  Result = draw
    ;   include(same_position(State), Past, Again),
        length(Again, N),
        N >= 2
    ->  Result = draw
    ;   \+ option(State, _, _, _),
        rival(Me, Them),
        State = echek(_, Table, WS, BS, F5, F6, Past),
        \+ option(echek(Them, Table, WS, BS, F5, F6, Past), _, _, _)
    ->  Result = draw
    ).

% ------------------------------------------------------------ computer

% Level 1: a winning move, else the first move that does not lose at
% once, else the first move.
choose_move(State, _, Move) :-
    State = echek(Me, _, _, _, _, _, _),
    valid_moves(State, Moves),
    (   member(Move, Moves),
        move(State, Move, Next),
        game_over(Next, Me)
    ->  true
    ;   member(Move, Moves),
        move(State, Move, Next),
        \+ ( game_over(Next, Result), Result \== draw, Result \== Me )
    ->  true
    ;   Moves = [Move|_]
    ).
