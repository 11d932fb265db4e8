% Echek - PLOG course project, SICStus Prolog.  Final rules: the Bishop
% sends one piece back to its owner's hand when it is placed.
%
% The game state:
%     position(Board, Player, hands(WhiteHand, BlackHand), Swaps, Past)
%   Board   the pieces' rectangle and one empty row and column all
%           around it, rows of `empty` or Piece-Colour (king-white,
%           tower-black, ...), drawn again after every move;
%   Player  white or black, to play;
%   hands   the pieces not yet on the table (king, queen, tower,
%           bishop, horse and pawn, as the English report names them);
%   Swaps   the players who may still swap King and Tower;
%   Past    the positions before, for the draw at the third repetition.
%
% There is no list of moves: the player types a move and valid_move/2
% says whether it may be played.  A move is written as it is read aloud,
% the squares as the board shows them (row letter first, a at the top,
% then the column number, 1 on the left):
%     put(queen, c1)        a piece from the hand put on c1
%     put(pawn, c1, b1)     the Pawn put on c1, then one step to b1
%     put(bishop, c3, d2)   the Bishop put on c3, the piece on d2 back home
%     go(horse, a4)         a piece on the board goes to a4
%     swap                  King and Tower change places (once a game)
%     pass                  only when nothing else can be played
:- use_module(library(lists)).
:- use_module(library(random)).

initial_state(_, position(Board, white, hands(Hand, Hand), [white, black], [])) :-
    Board = [[empty, empty, empty],
             [empty, king-black, empty],
             [empty, king-white, empty],
             [empty, empty, empty]],
    Hand = [queen, tower, bishop, horse, pawn].

% =============================================================== playing

play :-
    write('=== ECHEK ==='), nl,
    forall(players_of(Option, White, Black),
           format("~w - white: ~w, black: ~w~n", [Option, White, Black])),
    read(Option),
    players_of(Option, WhitePlayer, BlackPlayer),
    initial_state([], State),
    turn(State, [white-WhitePlayer, black-BlackPlayer]).

players_of(1, person, person).
players_of(2, person, machine).
players_of(3, machine, machine).

% turn(+State, +Seats): shows the game, then plays until it is over;
% Seats say who sits on each side.
turn(State, _) :-
    display_game(State),
    game_over(State, Winner),
    !,
    show_result(Winner).
turn(State, Seats) :-
    State = position(_, Player, _, _, _),
    memberchk(Player-Who, Seats),
    ask_move(Who, State, Move),
    move(State, Move, State1),
    turn(State1, Seats).

ask_move(machine, State, Move) :-
    choose_move(State, 1, Move),
    write('The computer plays '), write(Move), write('.'), nl.
ask_move(person, State, Move) :-
    repeat,
    write('Type a move, as put(queen, c1). or go(king, b1). : '),
    read(Move),
    (   valid_move(State, Move)
    ->  !
    ;   write('Not allowed here, try again.'), nl,
        fail
    ).

show_result(Winner) :-
    (   Winner == draw
    ->  write('The game is drawn.')
    ;   format("~w has won the game.", [Winner])
    ),
    nl.

display_game(position(Board, Player, hands(WhiteHand, BlackHand), Swaps, _)) :-
    Board = [FirstRow|_],
    length(FirstRow, Width),
    write('   '),
    show_numbers(1, Width),
    nl,
    show_rows(Board, 0'a),
    write('White holds '), write(WhiteHand), nl,
    write('Black holds '), write(BlackHand), nl,
    write('May still swap: '), write(Swaps), nl,
    write('Now plays '), write(Player), nl.

show_numbers(N, Width) :-
    N > Width.
show_numbers(N, Width) :-
    N =< Width,
    write(' '), write(N), write(' '),
    N1 is N + 1,
    show_numbers(N1, Width).

show_rows([], _).
show_rows([Row|Rows], Letter) :-
    put_code(Letter), write('  '),
    show_squares(Row),
    nl,
    Next is Letter + 1,
    show_rows(Rows, Next).

show_squares([]).
show_squares([Square|Squares]) :-
    square_text(Square, Text),
    write(Text),
    show_squares(Squares).

square_text(empty, ' . ').
square_text(Piece-Colour, Text) :-
    piece_letter(Piece, Letter0),
    (   Colour == white
    ->  upcase_atom(Letter0, Letter)
    ;   Letter = Letter0
    ),
    atom_concat(' ', Letter, Text0),
    atom_concat(Text0, ' ', Text).

piece_letter(king, k).
piece_letter(queen, q).
piece_letter(tower, t).
piece_letter(bishop, b).
piece_letter(horse, h).
piece_letter(pawn, p).

% ======================================================== squares typed

% square(+Name, -Row, -Column): c3 is row 3, column 3 of the board shown.
square(Name, Row, Column) :-
    atom(Name),
    atom_codes(Name, [Letter|Digits]),
    Letter >= 0'a, Letter =< 0'z,
    Digits = [_|_],
    catch(number_codes(Column, Digits), _, fail),
    integer(Column),
    Row is Letter - 0'a + 1.

% square_holds(+Board, +Name, -Row, -Column, -Content): what the board
% shows on the square typed (fails off the board).
square_holds(Board, Name, Row, Column, Content) :-
    square(Name, Row, Column),
    nth1(Row, Board, Line),
    nth1(Column, Line, Content).

% ============================================================ the table

% men(+Board, -Men): the pieces on the table, man(Row, Column, Colour,
% Piece), in the coordinates of the board shown.
men(Board, Men) :-
    findall(man(R, C, Colour, Piece),
            ( nth1(R, Board, Row), nth1(C, Row, Piece-Colour) ),
            Men).

on_board(Board, R, C) :-
    length(Board, Height),
    Board = [FirstRow|_],
    length(FirstRow, Width),
    R >= 1, R =< Height,
    C >= 1, C =< Width.

occupied(Men, R, C) :-
    memberchk(man(R, C, _, _), Men).

vacant(Board, Men, R, C) :-
    on_board(Board, R, C),
    \+ occupied(Men, R, C).

rival(white, black).
rival(black, white).

% The 8 neighbours, and the 4 of them on a side.
touching(DR, DC) :-
    member(DR, [-1, 0, 1]),
    member(DC, [-1, 0, 1]),
    (DR, DC) \== (0, 0).

side_by_side(1, 0).
side_by_side(-1, 0).
side_by_side(0, 1).
side_by_side(0, -1).

% extent(+Men, -Top, -Bottom, -Left, -Right): the box around the men.
extent(Men, Top, Bottom, Left, Right) :-
    findall(R, member(man(R, _, _, _), Men), Rs),
    findall(C, member(man(_, C, _, _), Men), Cs),
    min_list(Rs, Top), max_list(Rs, Bottom),
    min_list(Cs, Left), max_list(Cs, Right).

% At most 4 by 4.
small_enough(Men) :-
    extent(Men, Top, Bottom, Left, Right),
    Bottom - Top =< 3,
    Right - Left =< 3.

% All the men hold together, side or corner: a group grown from the
% first man, one touching man at a time, takes them all.
together([]).
together([Man|Men]) :-
    grow_group([Man], Men).

grow_group(_, []) :-
    !.
grow_group(Group, Men) :-
    select(Man, Men, Rest),
    member(Other, Group),
    touches(Man, Other),
    !,
    grow_group([Man|Group], Rest).

touches(man(R1, C1, _, _), man(R2, C2, _, _)) :-
    abs(R1 - R2) =< 1,
    abs(C1 - C2) =< 1.

% A legal table: inside 4 by 4, in one group.
sound(Men) :-
    small_enough(Men),
    together(Men).

% boxed_in(+Men, +R, +C): each side of R-C holds a man or lies past a
% border (a border exists once the men span 4 rows, or 4 columns).
boxed_in(Men, R, C) :-
    extent(Men, Top, Bottom, Left, Right),
    forall(side_by_side(DR, DC),
           ( R1 is R + DR, C1 is C + DC,
             (   occupied(Men, R1, C1)
             ;   past_border(R1, Top, Bottom)
             ;   past_border(C1, Left, Right)
             ) )).

past_border(X, Low, High) :-
    High - Low =:= 3,
    ( X < Low ; X > High ).

% ================================================================ hands

holds(position(_, white, hands(Hand, _), _, _), Piece) :-
    memberchk(Piece, Hand).
holds(position(_, black, hands(_, Hand), _, _), Piece) :-
    memberchk(Piece, Hand).

take_out(white, Piece, hands(W, B), hands(W1, B)) :-
    once(select(Piece, W, W1)).
take_out(black, Piece, hands(W, B), hands(W, B1)) :-
    once(select(Piece, B, B1)).

send_home(white, Piece, hands(W, B), hands([Piece|W], B)).
send_home(black, Piece, hands(W, B), hands(W, [Piece|B])).

% ============================================================ the rules

% valid_move(+State, +Move): Move may be played now (the rules first:
% most moves typed are refused there, before the dearer end of game).
valid_move(State, Move) :-
    allowed(State, Move),
    \+ game_over(State, _).

allowed(State, pass) :-
    !,
    \+ ( candidate(State, Move), Move \== pass, allowed(State, Move) ),
    other_side(State, Other),
    candidate(Other, Move2),
    Move2 \== pass,
    allowed(Other, Move2),
    !.
allowed(State, Move) :-
    outcome(State, Move, _),
    !.

other_side(position(Board, Player, Hands, Swaps, Past),
           position(Board, Other, Hands, Swaps, Past)) :-
    rival(Player, Other).

% outcome(+State, +Move, -Result): the move is legal, Result its
% table and hands, result(Men, Hands, Swaps), before the end of turn.
outcome(State, put(Piece, Square), result(Men1, Hands1, Swaps)) :-
    Piece \== king,
    from_hand(State, Piece, Square, Men, R, C),
    State = position(_, Me, Hands, Swaps, _),
    Men1 = [man(R, C, Me, Piece)|Men],
    together(Men1),
    (   Piece == bishop
    ->  \+ bishop_may_recall(Men1, R, C)
    ;   true
    ),
    take_out(Me, Piece, Hands, Hands1).
outcome(State, put(pawn, Square, StepSquare), result(Men1, Hands1, Swaps)) :-
    State = position(Board, Me, Hands, Swaps, _),
    square(Square, R, C),
    square_holds(Board, StepSquare, R1, C1, empty),
    side_by_side(DR, DC),
    R1 =:= R + DR, C1 =:= C + DC,
    !,
    from_hand(State, pawn, Square, Men, R, C),
    Men1 = [man(R1, C1, Me, pawn)|Men],
    sound(Men1),
    take_out(Me, pawn, Hands, Hands1).
outcome(State, put(bishop, Square, BackSquare), result(Men2, Hands2, Swaps)) :-
    State = position(Board, Me, Hands, Swaps, _),
    square_holds(Board, BackSquare, R2, C2, Piece-Owner),
    Piece \== king,
    from_hand(State, bishop, Square, Men, R, C),
    select(man(R2, C2, Owner, Piece), Men, Rest),
    Men2 = [man(R, C, Me, bishop)|Rest],
    together(Men2),
    take_out(Me, bishop, Hands, Hands1),
    send_home(Owner, Piece, Hands1, Hands2).
outcome(State, go(Piece, Square), result(Men1, Hands, Swaps)) :-
    State = position(Board, Me, Hands, Swaps, _),
    square_holds(Board, Square, R, C, empty),
    men(Board, Men),
    select(man(R0, C0, Me, Piece), Men, Others),
    !,
    reachable(Piece, Others, Me, R0, C0, R, C),
    Men1 = [man(R, C, Me, Piece)|Others],
    sound(Men1).
outcome(State, swap, result(Men1, Hands, Swaps1)) :-
    State = position(Board, Me, Hands, Swaps, _),
    memberchk(Me, Swaps),
    men(Board, Men),
    select(man(KR, KC, Me, king), Men, Men0),
    select(man(TR, TC, Me, tower), Men0, Rest),
    !,
    Men1 = [man(TR, TC, Me, king), man(KR, KC, Me, tower)|Rest],
    delete(Swaps, Me, Swaps1).

% from_hand(+State, +Piece, +Square, -Men, -R, -C): the player holds
% Piece and may put it on Square, R-C; Men are the men on the table.
from_hand(State, Piece, Square, Men, R, C) :-
    holds(State, Piece),
    State = position(Board, _, _, _, _),
    square_holds(Board, Square, R, C, empty),
    men(Board, Men),
    may_put(State, Men, R, C).

% may_put(+State, +Men, +R, +C): an empty square of the board next to
% one of mine, not on a side of the enemy King, and room for one more.
may_put(position(Board, Me, _, _, _), Men, R, C) :-
    vacant(Board, Men, R, C),
    once(( member(man(R0, C0, Me, _), Men),
           abs(R0 - R) =< 1, abs(C0 - C) =< 1 )),
    rival(Me, Enemy),
    memberchk(man(KR, KC, Enemy, king), Men),
    \+ ( side_by_side(DR, DC), R =:= KR + DR, C =:= KC + DC ),
    small_enough([man(R, C, Me, x)|Men]).

% The Bishop just put on R-C could send a piece back: it must then.
bishop_may_recall(Men1, R, C) :-
    select(man(R2, C2, _, Piece), Men1, Rest),
    Piece \== king,
    (R2, C2) \== (R, C),
    together(Rest),
    !.

% reachable(+Piece, +Others, +Me, +R0, +C0, +R, +C): the piece goes so.
reachable(king, _, _, R0, C0, R, C) :-
    touching(DR, DC),
    R =:= R0 + DR, C =:= C0 + DC.
reachable(pawn, _, _, R0, C0, R, C) :-
    side_by_side(DR, DC),
    R =:= R0 + DR, C =:= C0 + DC.
reachable(horse, _, _, R0, C0, R, C) :-
    DR is R - R0, DC is C - C0,
    (   abs(DR) =:= 1, abs(DC) =:= 2
    ;   abs(DR) =:= 2, abs(DC) =:= 1
    ),
    !.
reachable(queen, Others, Me, R0, C0, R, C) :-
    line_to(R0, C0, R, C),
    clear_way(Others, Me, R0, C0, R, C).
reachable(tower, Others, Me, R0, C0, R, C) :-
    ( R =:= R0 ; C =:= C0 ),
    clear_way(Others, Me, R0, C0, R, C).
reachable(bishop, Others, Me, R0, C0, R, C) :-
    abs(R - R0) =:= abs(C - C0),
    clear_way(Others, Me, R0, C0, R, C).

line_to(R0, C0, R, C) :-
    (   R =:= R0
    ;   C =:= C0
    ;   abs(R - R0) =:= abs(C - C0)
    ).

% No enemy man on the squares between (own men may be passed over).
clear_way(Others, Me, R0, C0, R, C) :-
    (R0, C0) \== (R, C),
    DR is sign(R - R0),
    DC is sign(C - C0),
    R1 is R0 + DR,
    C1 is C0 + DC,
    no_enemy_until(Others, Me, R1, C1, DR, DC, R, C).

no_enemy_until(_, _, R, C, _, _, R, C) :-
    !.
no_enemy_until(Others, Me, R1, C1, DR, DC, R, C) :-
    \+ ( member(man(R1, C1, Colour, _), Others), Colour \== Me ),
    R2 is R1 + DR,
    C2 is C1 + DC,
    no_enemy_until(Others, Me, R2, C2, DR, DC, R, C).

% candidate(+State, -Move): the moves worth asking valid_move/2 about
% (the computer, and pass, need them): squares of the board shown.
candidate(_, swap).
candidate(_, pass).
candidate(State, Move) :-
    State = position(Board, Me, _, _, _),
    square_name(Board, Square),
    (   member(Piece, [queen, tower, bishop, horse, pawn]),
        holds(State, Piece),
        Move = put(Piece, Square)
    ;   men(Board, Men),
        member(man(_, _, Me, Piece), Men),
        Move = go(Piece, Square)
    ;   holds(State, pawn),
        square_name(Board, Step),
        Move = put(pawn, Square, Step)
    ;   holds(State, bishop),
        square_name(Board, Back),
        Move = put(bishop, Square, Back)
    ).

square_name(Board, Name) :-
    nth1(R, Board, Row),
    nth1(C, Row, _),
    Letter is 0'a + R - 1,
    number_codes(C, Digits),
    atom_codes(Name, [Letter|Digits]).

% ========================================================= moving a man

move(State, Move, State1) :-
    valid_move(State, Move),
    State = position(Board, Me, Hands, Swaps, Past),
    (   Move == pass
    ->  men(Board, Men2),
        Hands1 = Hands,
        Swaps1 = Swaps
    ;   once(outcome(State, Move, result(Men1, Hands1, Swaps1))),
        turn_ends(Men1, Men2)
    ),
    draw_board(Men2, Board1),
    rival(Me, Next),
    remembered(State, Seen),
    State1 = position(Board1, Next, Hands1, Swaps1, [Seen|Past]).

% A King boxed in ends the game, the table as it stands; else every
% Queen boxed in leaves the game.
turn_ends(Men, Men) :-
    member(man(R, C, _, king), Men),
    boxed_in(Men, R, C),
    !.
turn_ends(Men, Left) :-
    exclude_queens(Men, Men, Left).

exclude_queens([], _, []).
exclude_queens([Man|Men], All, Left) :-
    Man = man(R, C, _, Piece),
    (   Piece == queen,
        boxed_in(All, R, C)
    ->  Left = Left1
    ;   Left = [Man|Left1]
    ),
    exclude_queens(Men, All, Left1).

% The board again: the men's box, one empty row and column around it.
draw_board(Men, Board) :-
    extent(Men, Top, Bottom, Left, Right),
    Height is Bottom - Top + 3,
    Width is Right - Left + 3,
    length(Board, Height),
    maplist(squares(Width), Board),
    maplist(stand(Board, Top, Left), Men),
    term_variables(Board, Blanks),
    maplist(=(empty), Blanks).

squares(Width, Row) :-
    length(Row, Width).

% The man on its square of a new board whose top left square is one row
% above Top and one column left of Left.
stand(Board, Top, Left, man(R, C, Colour, Piece)) :-
    I is R - Top + 2,
    J is C - Left + 2,
    nth1(I, Board, Row),
    nth1(J, Row, Piece-Colour).

% A position as the repetition rule compares it.
remembered(position(Board, Player, hands(W, B), Swaps, _), seen(Board, Player, W1, B1, S1)) :-
    msort(W, W1),
    msort(B, B1),
    msort(Swaps, S1).

% ============================================================== the end

% A King boxed in loses (both: a draw); the third time a position is
% seen, or when neither side can play, it is a draw.
game_over(State, Winner) :-
    boxed_kings(State, Losers),
    Losers \== [],
    !,
    kings_verdict(Losers, Winner).
game_over(State, draw) :-
    State = position(_, _, _, _, Past),
    remembered(State, Seen),
    count_seen(Past, Seen, N),
    N >= 2,
    !.
game_over(State, draw) :-
    stuck(State),
    other_side(State, Other),
    stuck(Other).

boxed_kings(position(Board, _, _, _, _), Losers) :-
    men(Board, Men),
    findall(Colour, ( member(man(R, C, Colour, king), Men), boxed_in(Men, R, C) ), Losers).

kings_verdict([Loser|Others], Winner) :-
    (   Others == []
    ->  rival(Loser, Winner)
    ;   Winner = draw
    ).

count_seen([], _, 0).
count_seen([Old|Past], Seen, N) :-
    count_seen(Past, Seen, N0),
    (   Old == Seen
    ->  N is N0 + 1
    ;   N = N0
    ).

stuck(State) :-
    \+ ( candidate(State, Move), Move \== pass, outcome(State, Move, _) ).

% ============================================================= computer

% Level 1: a move that wins at once, else one at random that does not
% lose at once.
choose_move(State, _Level, Move) :-
    State = position(_, Me, _, _, _),
    findall(M, ( candidate(State, M), valid_move(State, M) ), Moves),
    (   member(Move, Moves),
        move(State, Move, State1),
        game_over(State1, Me)
    ->  true
    ;   findall(M, ( member(M, Moves), move(State, M, S1), \+ loses(S1, Me) ), Safe),
        Safe \== []
    ->  random_member(Move, Safe)
    ;   Moves = [Move|_]
    ).

loses(State, Me) :-
    game_over(State, Winner),
    Winner \== Me.
