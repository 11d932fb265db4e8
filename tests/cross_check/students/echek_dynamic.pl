:- module(student_echek_dynamic,
          [ echek_facts/4, install_echek/1, echek_from_facts/3,
            db_valid_moves/3, db_move/4, db_game_over/2,
            db_valid_moves_no_pass/3, echek_facts_with_bug/5
          ]).
:- use_module(library(lists)).

/** <module> An Echek encoding whose state lives in the dynamic database

Written the way many course projects are: the position is a set of
facts, and the rules read and change them.

  - piece(Kind, Colour, Row-Col): a piece on the table, Kind among king,
    queen, rook, bishop, knight, pawn;
  - frame(Rows, Cols): the size of the framed table (the pieces with one
    empty row and column around them); Row-Col counts from its top left
    cell, 1-1, as the moves do;
  - in_reserve(Colour, Kind): a piece waiting in its owner's reserve;
  - may_swap(Colour): that player has not swapped yet;
  - rule(draft_bishop): the English draft's Bishop is played.

The predicates take the player only: valid_moves(+Player, -Moves),
move(+Player, +Move) (changes the facts; fails on an illegal move) and
game_over(-Winner).  Every rule of reports/rules/echek.md is written
here from scratch: placing, moving, sliders passing their own pieces,
the Pawn's step, the Bishop's recall (or, with rule(draft_bishop), the
draft's Bishop outside the 4x4 area), the swap, the pass, one group,
the 4x4 limit and its borders, surrounded Kings and Queens.  The draw by
repetition is not here: it needs the game's history, which the facts
do not keep.

The adapters (echek_facts/4, install_echek/1, echek_from_facts/3) and
the wrappers db_valid_moves/3, db_move/4 and db_game_over/2 are the
README's pattern for such an encoding: the kit's state is
`Facts-Player` (api(player_first): the "board" is the list of facts),
installed before each call.

Planted bugs, for the tests of the kit: db_valid_moves_no_pass/3
forgets the `pass`; echek_facts_with_bug/5 adds the fact
planted_bug(Bug) to the position, and with it the rules go wrong:
`recall_optional` (the Bishop may always skip its recall),
`queens_stay` (surrounded Queens stay) or `borders_ignored` (a cell
beyond a border never blocks a side).
*/

:- dynamic piece/3, frame/2, in_reserve/2, may_swap/1, rule/1.
:- dynamic planted_bug/1.

                /* ---------- the adapters ---------- */

%!  echek_facts(+Board, +Player, +Rules, -State) is det.
%
%   State is `Facts-Player`: the kit's position as the facts to install.

echek_facts(echek(Rows, reserve(Whites, Blacks), Swaps), Player, Rules, Facts-Player) :-
    length(Rows, NRows),
    Rows = [Row|_],
    length(Row, NCols),
    findall(piece(Kind, Colour, R-C),
            ( nth1(R, Rows, Cells), nth1(C, Cells, Kind-Colour) ),
            Pieces),
    findall(in_reserve(white, Kind), member(Kind, Whites), WhiteReserve),
    findall(in_reserve(black, Kind), member(Kind, Blacks), BlackReserve),
    findall(may_swap(Colour), member(Colour, Swaps), SwapFacts),
    findall(rule(Name), member(Name, Rules), RuleFacts),
    append([[frame(NRows, NCols)], Pieces, WhiteReserve, BlackReserve, SwapFacts,
            RuleFacts], Facts).

%!  echek_facts_with_bug(+Bug, +Board, +Player, +Rules, -State) is det.
%
%   As echek_facts/4, with the fact planted_bug(Bug) among the facts.

echek_facts_with_bug(Bug, Board, Player, Rules, [planted_bug(Bug)|Facts]-Player) :-
    echek_facts(Board, Player, Rules, Facts-Player).

%!  install_echek(+State) is det.
%
%   Replaces the position in the database by State's facts.

install_echek(Facts-_) :-
    retractall(piece(_, _, _)),
    retractall(frame(_, _)),
    retractall(in_reserve(_, _)),
    retractall(may_swap(_)),
    retractall(rule(_)),
    retractall(planted_bug(_)),
    assert_all(Facts).

assert_all([]).
assert_all([Fact|Facts]) :-
    assertz(Fact),
    assert_all(Facts).

%!  echek_from_facts(+State, -Board, -Player) is det.
%
%   The kit's position from State's facts.

echek_from_facts(Facts-Player, Board, Player) :-
    install_echek(Facts-Player),
    board(Board).

board(echek(Rows, reserve(Whites, Blacks), Swaps)) :-
    frame(NRows, NCols),
    findall(Row,
            ( between(1, NRows, R),
              findall(Cell, ( between(1, NCols, C), cell_at(R-C, Cell) ), Row) ),
            Rows),
    findall(Kind, in_reserve(white, Kind), Whites0),
    msort(Whites0, Whites),
    findall(Kind, in_reserve(black, Kind), Blacks0),
    msort(Blacks0, Blacks),
    findall(Colour, may_swap(Colour), Swaps0),
    msort(Swaps0, Swaps).

cell_at(Cell, Content) :-
    (   piece(Kind, Colour, Cell)
    ->  Content = Kind-Colour
    ;   Content = empty
    ).

current_facts(Facts) :-
    findall(F, current_fact(F), Facts).

current_fact(frame(R, C)) :- frame(R, C).
current_fact(piece(K, Col, Cell)) :- piece(K, Col, Cell).
current_fact(in_reserve(Col, K)) :- in_reserve(Col, K).
current_fact(may_swap(Col)) :- may_swap(Col).
current_fact(rule(Name)) :- rule(Name).
current_fact(planted_bug(Bug)) :- planted_bug(Bug).

                /* ---------- the wrappers ---------- */

db_valid_moves(Player, _Facts, Moves) :-
    valid_moves(Player, Moves).

db_move(Player, Move, _Facts, NewFacts) :-
    move(Player, Move),
    current_facts(NewFacts).

db_game_over(_Facts, Winner) :-
    game_over(Winner).

db_valid_moves_no_pass(Player, _Facts, Moves) :-
    valid_moves(Player, Moves0),
    delete(Moves0, pass, Moves).

                /* ---------- the rules ---------- */

other(white, black).
other(black, white).

draft_bishop :-
    rule(draft_bishop).

%!  valid_moves(+Player, -Moves) is det.
%
%   The legal moves of Player, sorted; [pass] when Player has none but
%   the opponent has; [] when the game is over.

valid_moves(_, []) :-
    game_over(_),
    !.
valid_moves(Player, Moves) :-
    findall(Move, legal_move(Player, Move), Found),
    sort(Found, Moves0),
    (   Moves0 == []
    ->  Moves = [pass]
    ;   Moves = Moves0
    ).

can_play(Player) :-
    legal_move(Player, _),
    !.

%!  game_over(-Winner) is semidet.
%
%   Exactly one King surrounded: its owner loses.  Both Kings
%   surrounded, or nobody able to move: a draw.

game_over(Winner) :-
    findall(Colour, king_surrounded(Colour), Surrounded),
    Surrounded \== [],
    !,
    (   Surrounded = [Loser]
    ->  other(Loser, Winner)
    ;   Winner = draw
    ).
game_over(draw) :-
    \+ can_play(white),
    \+ can_play(black).

%!  move(+Player, +Move) is semidet.
%
%   Plays Move for Player: the facts become the next position.

move(Player, pass) :-
    !,
    valid_moves(Player, [pass]).
move(Player, Move) :-
    \+ king_surrounded(_),
    legal_move(Player, Move),
    !,
    once(make_move(Move, Player)),
    remove_surrounded_queens,
    make_frame_again.

% legal_move(+Player, ?Move): Move, not a pass, is legal for Player.

legal_move(Player, place(Kind, Cell)) :-
    in_reserve(Player, Kind),
    placing_cell(Player, Kind, Cell),
    table(Table),
    connected([t(Kind, Player, Cell)|Table]),
    \+ recall_compulsory(Kind, Cell, Table, Player).
legal_move(Player, place(pawn, Cell, Step)) :-
    in_reserve(Player, pawn),
    placing_cell(Player, pawn, Cell),
    side(Cell, Step),
    free_cell(Step),
    table(Table),
    allowed_table([t(pawn, Player, Step)|Table]).
legal_move(Player, place(bishop, Cell, recall(Back))) :-
    \+ draft_bishop,
    in_reserve(Player, bishop),
    placing_cell(Player, bishop, Cell),
    table(Table),
    select(t(Kind, _, Back), Table, Left),
    Kind \== king,
    connected([t(bishop, Player, Cell)|Left]).
legal_move(Player, move(Kind, To)) :-
    piece(Kind, Player, From),
    reaches(Kind, Player, From, To),
    table(Table),
    select(t(Kind, Player, From), Table, Others),
    allowed_table([t(Kind, Player, To)|Others]).
legal_move(Player, swap) :-
    may_swap(Player),
    piece(rook, Player, _),
    table(Table),
    connected(Table).

% The Bishop (final rules) must send a piece back when one can go
% without splitting the table.
recall_compulsory(bishop, Cell, Table, Player) :-
    \+ draft_bishop,
    \+ planted_bug(recall_optional),
    select(t(Kind, _, _), Table, Left),
    Kind \== king,
    connected([t(bishop, Player, Cell)|Left]),
    !.

% placing_cell(+Player, +Kind, ?Cell): an empty cell touching one of
% Player's pieces, not beside the enemy King, where Kind keeps 4x4.
placing_cell(Player, Kind, Cell) :-
    setof(C, touched_cell(Player, C), Cells),
    member(Cell, Cells),
    \+ beside_enemy_king(Player, Cell),
    table(Table),
    fits([t(Kind, Player, Cell)|Table]).

touched_cell(Player, Cell) :-
    piece(_, Player, Near),
    neighbour(Near, Cell),
    free_cell(Cell).

beside_enemy_king(Player, Cell) :-
    other(Player, Enemy),
    piece(king, Enemy, King),
    side(King, Cell).

free_cell(R-C) :-
    frame(Rows, Cols),
    between(1, Rows, R),
    between(1, Cols, C),
    \+ piece(_, _, R-C).

% reaches(+Kind, +Player, +From, ?To): a free cell the piece reaches.
reaches(king, _, From, To) :-
    neighbour(From, To),
    free_cell(To).
reaches(pawn, _, From, To) :-
    side(From, To),
    free_cell(To).
reaches(knight, _, R-C, R1-C1) :-
    member(DR/DC, [1/2, 2/1, 2/(-1), 1/(-2), (-1)/(-2), (-2)/(-1), (-2)/1, (-1)/2]),
    R1 is R + DR,
    C1 is C + DC,
    free_cell(R1-C1).
reaches(Kind, Player, From, To) :-
    slides(Kind, Directions),
    member(Direction, Directions),
    slide(Player, From, Direction, To).

slides(queen, [(-1)/(-1), (-1)/0, (-1)/1, 0/(-1), 0/1, 1/(-1), 1/0, 1/1]).
slides(rook, [(-1)/0, 0/(-1), 0/1, 1/0]).
slides(bishop, [(-1)/(-1), (-1)/1, 1/(-1), 1/1]).

% A slider passes over its own pieces, never an enemy's.
slide(Player, R-C, DR/DC, To) :-
    R1 is R + DR,
    C1 is C + DC,
    frame(Rows, Cols),
    between(1, Rows, R1),
    between(1, Cols, C1),
    (   piece(_, Colour, R1-C1)
    ->  Colour == Player,
        slide(Player, R1-C1, DR/DC, To)
    ;   (   To = R1-C1
        ;   slide(Player, R1-C1, DR/DC, To)
        )
    ).

% The table as a list, to judge the position a move would make.
table(Table) :-
    findall(t(Kind, Colour, Cell), piece(Kind, Colour, Cell), Table).

allowed_table(Table) :-
    fits(Table),
    connected(Table).

% The 4x4 limit: the pieces of the play area fit in 4 rows and 4
% columns (the draft's Bishops do not count).
fits(Table) :-
    area_box(Table, Top, Bottom, Left, Right),
    Bottom - Top =< 3,
    Right - Left =< 3.

area_box(Table, Top, Bottom, Left, Right) :-
    findall(R, ( member(t(Kind, _, R-_), Table), in_area(Kind) ), Rs),
    findall(C, ( member(t(Kind, _, _-C), Table), in_area(Kind) ), Cs),
    min_list(Rs, Top),
    max_list(Rs, Bottom),
    min_list(Cs, Left),
    max_list(Cs, Right).

in_area(Kind) :-
    \+ ( Kind == bishop, draft_bishop ).

% One group: every piece reached from the first through sides and corners.
connected(Table) :-
    findall(Cell, member(t(_, _, Cell), Table), [First|Others]),
    reach([First], Others, Left),
    Left == [].

reach([], Left, Left).
reach([Cell|Cells], Unseen, Left) :-
    split_touching(Unseen, Cell, Touching, Far),
    append(Cells, Touching, Next),
    reach(Next, Far, Left).

split_touching([], _, [], []).
split_touching([Cell|Cells], Near, Touching, Far) :-
    (   neighbour(Near, Cell)
    ->  Touching = [Cell|Touching1],
        split_touching(Cells, Near, Touching1, Far)
    ;   Far = [Cell|Far1],
        split_touching(Cells, Near, Touching, Far1)
    ).

neighbour(R-C, R1-C1) :-
    member(DR/DC, [(-1)/(-1), (-1)/0, (-1)/1, 0/(-1), 0/1, 1/(-1), 1/0, 1/1]),
    R1 is R + DR,
    C1 is C + DC.

side(R-C, R1-C1) :-
    member(DR/DC, [(-1)/0, 1/0, 0/(-1), 0/1]),
    R1 is R + DR,
    C1 is C + DC.

% make_move(+Move, +Player): the facts change as Move says.
make_move(place(Kind, Cell), Player) :-
    retract(in_reserve(Player, Kind)),
    assertz(piece(Kind, Player, Cell)).
make_move(place(pawn, _Cell, Step), Player) :-
    retract(in_reserve(Player, pawn)),
    assertz(piece(pawn, Player, Step)).
make_move(place(bishop, Cell, recall(Back)), Player) :-
    retract(piece(Kind, Owner, Back)),
    assertz(in_reserve(Owner, Kind)),
    retract(in_reserve(Player, bishop)),
    assertz(piece(bishop, Player, Cell)).
make_move(move(Kind, To), Player) :-
    retract(piece(Kind, Player, _)),
    assertz(piece(Kind, Player, To)).
make_move(swap, Player) :-
    retract(may_swap(Player)),
    retract(piece(king, Player, KingCell)),
    retract(piece(rook, Player, RookCell)),
    assertz(piece(king, Player, RookCell)),
    assertz(piece(rook, Player, KingCell)).

% After the move: unless a King is surrounded, every surrounded Queen
% leaves the game, both at once.
remove_surrounded_queens :-
    planted_bug(queens_stay),
    !.
remove_surrounded_queens :-
    king_surrounded(_),
    !.
remove_surrounded_queens :-
    findall(Colour-Cell, ( piece(queen, Colour, Cell), surrounded(Cell) ), Queens),
    remove_queens(Queens).

remove_queens([]).
remove_queens([Colour-Cell|Queens]) :-
    retractall(piece(queen, Colour, Cell)),
    remove_queens(Queens).

king_surrounded(Colour) :-
    piece(king, Colour, Cell),
    surrounded(Cell).

% Each of the 4 sides is taken, or beyond a border of the play area.
surrounded(Cell) :-
    table(Table),
    area_box(Table, Top, Bottom, Left, Right),
    \+ ( side(Cell, Side),
         \+ piece(_, _, Side),
         \+ beyond_border(Side, Top, Bottom, Left, Right) ).

beyond_border(_, _, _, _, _) :-
    planted_bug(borders_ignored),
    !,
    fail.
beyond_border(R-_, Top, Bottom, _, _) :-
    Bottom - Top =:= 3,
    ( R < Top ; R > Bottom ).
beyond_border(_-C, _, _, Left, Right) :-
    Right - Left =:= 3,
    ( C < Left ; C > Right ).

% The table is framed again: its pieces' box (the draft's Bishops
% included) starts at row 2 and column 2, with one empty line around.
make_frame_again :-
    table(Table),
    findall(R, member(t(_, _, R-_), Table), Rs),
    findall(C, member(t(_, _, _-C), Table), Cs),
    min_list(Rs, Top),
    max_list(Rs, Bottom),
    min_list(Cs, Left),
    max_list(Cs, Right),
    retractall(piece(_, _, _)),
    shift_pieces(Table, Top, Left),
    retractall(frame(_, _)),
    Rows is Bottom - Top + 3,
    Cols is Right - Left + 3,
    assertz(frame(Rows, Cols)).

shift_pieces([], _, _).
shift_pieces([t(Kind, Colour, R-C)|Table], Top, Left) :-
    R1 is R - Top + 2,
    C1 is C - Left + 2,
    assertz(piece(Kind, Colour, R1-C1)),
    shift_pieces(Table, Top, Left).
