% Shakti, our group's project for SICStus Prolog.  The position is a
% list [Turn, Pieces, Holes]:
%   Turn    w or b, the colour to move;
%   Pieces  one term Kind-Colour-Row-Col for each piece on the board,
%           Kind k (king) or w (warrior), Colour w or b, Row 1 to 7
%           from White's side, Col 1 to 7 from column a;
%   Holes   the cells Row-Col that have lost their tile.  As the course
%           document's text says, every cell has a tile at the start, so
%           the list starts empty and grows as Warriors jump.
% Moves: step(Row-Col, Row2-Col2), or pass.  No history is kept, so a
% position seen three times is not a draw here.
:- use_module(library(lists)).
:- use_module(library(random)).

start_holes([]).

initial_state(_, [w, Pieces, Holes]) :-
    Pieces = [k-w-2-4, w-w-2-2, w-w-2-6, k-b-6-4, w-b-6-2, w-b-6-6],
    start_holes(Holes).

% ----------------------------------------------------------- the game

play :-
    write('SHAKTI  (1) person vs person  (2) person vs computer  (3) computer vs computer'),
    nl,
    read(Mode),
    initial_state([], Position),
    turns(Mode, Position).

turns(_, Position) :-
    game_over(Position, Result),
    !,
    display_game(Position),
    ( Result == draw -> write('Draw!') ; format('~w wins!', [Result]) ),
    nl.
turns(Mode, Position) :-
    display_game(Position),
    Position = [Turn|_],
    (   computer_turn(Mode, Turn)
    ->  choose_move(Position, 2, Move),
        format('The computer plays ~w~n', [Move])
    ;   ask_move(Position, Move)
    ),
    move(Position, Move, Next),
    turns(Mode, Next).

computer_turn(2, b).
computer_turn(3, _).

ask_move(Position, Move) :-
    valid_moves(Position, Moves),
    between(1, inf, _),
    write('Your move, e.g. step(2-2, 3-2). or pass. : '),
    read(Move),
    (   memberchk(Move, Moves)
    ->  !
    ;   write('Not a legal move.'), nl,
        fail
    ).

display_game([Turn, Pieces, Holes]) :-
    forall(member(Row, [7, 6, 5, 4, 3, 2, 1]),
           ( format('~w |', [Row]),
             forall(between(1, 7, Col), ( square_text(Pieces, Holes, Row-Col, Text),
                                          write(Text) )),
             nl )),
    write('   abcdefg'), nl,
    format('~w to move~n', [Turn]).

square_text(Pieces, Holes, Cell, Text) :-
    (   occupant(Pieces, Cell, Kind-Colour)
    ->  letter(Kind, Colour, Text)
    ;   memberchk(Cell, Holes)
    ->  Text = ' '
    ;   Text = '.'
    ).

letter(k, w, 'K').
letter(w, w, 'W').
letter(k, b, k).
letter(w, b, w).

% ----------------------------------------------------------- seeing

opponent(w, b).
opponent(b, w).

way(DR, DC) :-
    member(DR, [1, 0, -1]),
    member(DC, [-1, 0, 1]),
    DR-DC \== 0-0.

% ray(+Holes, +Row, +Col, +DR, +DC, -Tiles): the tiles seen from
% Row-Col going DR, DC, the nearest first, holes passed over.
ray(Holes, Row, Col, DR, DC, Tiles) :-
    Row1 is Row + DR,
    Col1 is Col + DC,
    (   Row1 >= 1, Row1 =< 7, Col1 >= 1, Col1 =< 7
    ->  (   memberchk(Row1-Col1, Holes)
        ->  Tiles = Further
        ;   Tiles = [Row1-Col1|Further]
        ),
        ray(Holes, Row1, Col1, DR, DC, Further)
    ;   Tiles = []
    ).

occupant(Pieces, Row-Col, Kind-Colour) :-
    memberchk(Kind-Colour-Row-Col, Pieces).

vacant(Pieces, Cell) :-
    \+ occupant(Pieces, Cell, _).

% The first tile seen from a cell, in one direction or another.
looks_at(Holes, Row-Col, Cell) :-
    way(DR, DC),
    ray(Holes, Row, Col, DR, DC, [Cell|_]).

king_checked(Pieces, Holes, Colour) :-
    memberchk(k-Colour-Row-Col, Pieces),
    opponent(Colour, Other),
    looks_at(Holes, Row-Col, Cell),
    occupant(Pieces, Cell, w-Other).

kings_face(Pieces, Holes) :-
    memberchk(k-w-Row-Col, Pieces),
    looks_at(Holes, Row-Col, Cell),
    occupant(Pieces, Cell, k-b).

% ----------------------------------------------------------- moves

% candidate(+Pieces, +Holes, +Colour, -Move, -Pieces1, -Holes1): a move
% of Colour before its own King's safety is asked.
candidate(Pieces, Holes, Colour, step(Row-Col, To), Pieces1, Holes) :-
    memberchk(k-Colour-Row-Col, Pieces),
    \+ king_checked(Pieces, Holes, Colour),
    looks_at(Holes, Row-Col, To),
    vacant(Pieces, To),
    carry(Pieces, Row-Col, To, Pieces1).
candidate(Pieces, Holes, Colour, step(Row-Col, R1-C1), Pieces1, Holes) :-
    memberchk(k-Colour-Row-Col, Pieces),
    king_checked(Pieces, Holes, Colour),
    way(DR, DC),
    R1 is Row + DR, C1 is Col + DC,
    R1 >= 1, R1 =< 7, C1 >= 1, C1 =< 7,
    \+ memberchk(R1-C1, Holes),
    opponent(Colour, Other),
    (   vacant(Pieces, R1-C1)
    ->  Left = Pieces
    ;   select(w-Other-R1-C1, Pieces, Left)
    ),
    carry(Left, Row-Col, R1-C1, Pieces1).
candidate(Pieces, Holes, Colour, step(Row-Col, To), Pieces1, Holes1) :-
    member(w-Colour-Row-Col, Pieces),
    way(DR, DC),
    ray(Holes, Row, Col, DR, DC, [First|Beyond]),
    (   vacant(Pieces, First),
        To = First,
        Holes1 = Holes
    ;   Beyond = [To|_],
        vacant(Pieces, First),
        vacant(Pieces, To),
        append(Holes, [First], Holes1)
    ),
    carry(Pieces, Row-Col, To, Pieces1).

% The piece keeps its place in the list.
carry(Pieces, Row-Col, R1-C1, Pieces1) :-
    select(Kind-Colour-Row-Col, Pieces, Kind-Colour-R1-C1, Pieces1).

legal([Colour, Pieces, Holes], Move, [Other, Pieces1, Holes1]) :-
    candidate(Pieces, Holes, Colour, Move, Pieces1, Holes1),
    \+ king_checked(Pieces1, Holes1, Colour),
    \+ kings_face(Pieces1, Holes1),
    opponent(Colour, Other).

stuck(Position) :-
    \+ legal(Position, _, _).

valid_moves(Position, []) :-
    game_over(Position, _),
    !.
valid_moves(Position, Moves) :-
    findall(Move, legal(Position, Move, _), Moves0),
    (   Moves0 == []
    ->  Moves = [pass]
    ;   Moves = Moves0
    ).

move([Colour, Pieces, Holes], pass, [Other, Pieces, Holes]) :-
    !,
    valid_moves([Colour, Pieces, Holes], [pass]),
    opponent(Colour, Other).
move(Position, Move, Next) :-
    legal(Position, Move, Next),
    !.

% ----------------------------------------------------------- the end

game_over([Colour, Pieces, Holes], Result) :-
    stuck([Colour, Pieces, Holes]),
    opponent(Colour, Other),
    (   king_checked(Pieces, Holes, Colour)
    ->  Result = Other
    ;   stuck([Other, Pieces, Holes]),
        Result = draw
    ).

% ----------------------------------------------------------- computer

% Level 1 mates when it can, else jumps when it can, else plays the
% first of its moves sorted; level 2 plays at random.
choose_move(Position, 1, Move) :-
    valid_moves(Position, Moves0),
    msort(Moves0, Moves),
    (   member(Move, Moves),
        move(Position, Move, Next),
        game_over(Next, Winner),
        Winner \== draw
    ->  true
    ;   member(Move, Moves),
        move(Position, Move, [_, _, Holes1]),
        Position = [_, _, Holes],
        Holes1 \== Holes
    ->  true
    ;   Moves = [Move|_]
    ).
choose_move(Position, 2, Move) :-
    valid_moves(Position, Moves),
    random_member(Move, Moves).
