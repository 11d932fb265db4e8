% Shakti as a course project writes it for SICStus Prolog: the board is
% kept as two lists, the pieces and the holes.  The state is
%     state(Pieces, Holes, Player)
% Pieces a list of piece(Kind, Colour, Column, Row) (king or warrior,
% white or black, columns a to g, rows 1 to 7 from White's side), Holes
% the cells with no tile, as atoms (a1), growing as Warriors jump; every
% other cell is an empty tile.  Moves: move(From, To) with cells such as
% b2, and pass.  The threefold repetition is not kept (no history).
:- use_module(library(lists)).
:- use_module(library(random)).

initial_state(_, state(Pieces, [a1, g1, a7, g7], white)) :-
    Pieces = [piece(king, white, d, 2), piece(warrior, white, b, 2),
              piece(warrior, white, f, 2), piece(king, black, d, 6),
              piece(warrior, black, b, 6), piece(warrior, black, f, 6)].

% ---------------------------------------------------------------- menu

play :-
    menu(Options),
    initial_state([], State),
    game_loop(State, Options).

% The menu: who plays White and who plays Black.
menu(players(White, Black)) :-
    write('=== SHAKTI ==='), nl,
    write('White: 1 person, 2 computer'), nl,
    read(W),
    write('Black: 1 person, 2 computer'), nl,
    read(B),
    player_kind(W, White),
    player_kind(B, Black).

player_kind(1, human).
player_kind(2, computer).

game_loop(State, _) :-
    game_over(State, Winner),
    !,
    display_game(State),
    announce(Winner).
game_loop(State, players(White, Black)) :-
    display_game(State),
    State = state(_, _, Player),
    (   Player == white -> Who = White ; Who = Black ),
    next_move(Who, State, Move),
    move(State, Move, State1),
    game_loop(State1, players(White, Black)).

announce(draw) :- write('Draw.'), nl.
announce(Winner) :- Winner \== draw, format('~w wins!~n', [Winner]).

next_move(computer, State, Move) :-
    choose_move(State, 2, Move),
    format('Computer plays ~w~n', [Move]).
next_move(human, State, Move) :-
    valid_moves(State, Moves),
    repeat,
    write('Move (move(b2,b4). or pass.): '),
    read(Move),
    (   memberchk(Move, Moves)
    ->  !
    ;   write('Invalid move!'), nl,
        fail
    ).

% ---------------------------------------------------------------- display

display_game(state(Pieces, Holes, Player)) :-
    forall(member(Y, [7, 6, 5, 4, 3, 2, 1]),
           ( write(Y), write(' '),
             forall(between(1, 7, X), ( square(Pieces, Holes, X, Y, S), write(S) )),
             nl )),
    write('  abcdefg'), nl,
    format('~w to play~n', [Player]).

square(Pieces, Holes, X, Y, S) :-
    (   piece_on(Pieces, X, Y, Kind, Colour)
    ->  letter(Kind, Colour, S)
    ;   hole(Holes, X, Y)
    ->  S = ' '
    ;   S = '.'
    ).

letter(king, white, 'K').
letter(warrior, white, 'W').
letter(king, black, k).
letter(warrior, black, w).

% ---------------------------------------------------------------- cells

column_letter(X, L) :- nth1(X, [a, b, c, d, e, f, g], L).

cell_name(X, Y, Name) :-
    column_letter(X, L),
    number_codes(Y, Ds),
    atom_codes(L, [LC]),
    atom_codes(Name, [LC|Ds]).

inside(X, Y) :- X >= 1, X =< 7, Y >= 1, Y =< 7.

hole(Holes, X, Y) :-
    cell_name(X, Y, Name),
    memberchk(Name, Holes).

piece_on(Pieces, X, Y, Kind, Colour) :-
    column_letter(X, L),
    memberchk(piece(Kind, Colour, L, Y), Pieces).

tile_free(Pieces, X, Y) :-
    \+ piece_on(Pieces, X, Y, _, _).

direction(DX, DY) :-
    member(DX, [-1, 0, 1]), member(DY, [-1, 0, 1]),
    \+ (DX =:= 0, DY =:= 0).

other(white, black).
other(black, white).

% seen(Holes, X, Y, DX, DY, X1, Y1): the first tile from X, Y in the
% direction, holes passed over.
seen(Holes, X, Y, DX, DY, X1, Y1) :-
    X0 is X + DX, Y0 is Y + DY,
    inside(X0, Y0),
    (   hole(Holes, X0, Y0)
    ->  seen(Holes, X0, Y0, DX, DY, X1, Y1)
    ;   X1 = X0, Y1 = Y0
    ).

% ---------------------------------------------------------------- checks

king_of(Pieces, Colour, X, Y) :-
    member(piece(king, Colour, L, Y), Pieces),
    column_letter(X, L).

in_check(Pieces, Holes, Colour) :-
    king_of(Pieces, Colour, X, Y),
    other(Colour, Enemy),
    direction(DX, DY),
    seen(Holes, X, Y, DX, DY, X1, Y1),
    piece_on(Pieces, X1, Y1, warrior, Enemy).

kings_face(Pieces, Holes) :-
    king_of(Pieces, white, X, Y),
    direction(DX, DY),
    seen(Holes, X, Y, DX, DY, X1, Y1),
    piece_on(Pieces, X1, Y1, king, black).

safe_for(Pieces, Holes, Colour) :-
    \+ in_check(Pieces, Holes, Colour),
    \+ kings_face(Pieces, Holes).

% ---------------------------------------------------------------- moves

% step(Pieces, Holes, Colour, Move, Pieces1, Holes1): a move of a piece
% of Colour, before the check of the King.
step(Pieces, Holes, Colour, Move, Pieces1, Holes) :-
    king_of(Pieces, Colour, X, Y),
    \+ in_check(Pieces, Holes, Colour),
    glide(Pieces, Holes, X, Y, Move, Pieces1).
step(Pieces, Holes, Colour, move(From, To), Pieces1, Holes) :-
    king_of(Pieces, Colour, X, Y),
    in_check(Pieces, Holes, Colour),
    direction(DX, DY),
    X1 is X + DX, Y1 is Y + DY,
    inside(X1, Y1),
    \+ hole(Holes, X1, Y1),
    other(Colour, Enemy),
    (   tile_free(Pieces, X1, Y1)
    ->  Pieces0 = Pieces
    ;   piece_on(Pieces, X1, Y1, warrior, Enemy),
        column_letter(X1, L1),
        delete(Pieces, piece(warrior, Enemy, L1, Y1), Pieces0)
    ),
    relocate(Pieces0, X, Y, X1, Y1, Pieces1),
    cell_name(X, Y, From), cell_name(X1, Y1, To).
step(Pieces, Holes, Colour, Move, Pieces1, Holes1) :-
    member(piece(warrior, Colour, L, Y), Pieces),
    column_letter(X, L),
    (   glide(Pieces, Holes, X, Y, Move, Pieces1),
        Holes1 = Holes
    ;   jump(Pieces, Holes, X, Y, Move, Pieces1, Holes1)
    ).

% glide: to the first tile seen, if no piece is on it.
glide(Pieces, Holes, X, Y, move(From, To), Pieces1) :-
    direction(DX, DY),
    seen(Holes, X, Y, DX, DY, X1, Y1),
    tile_free(Pieces, X1, Y1),
    relocate(Pieces, X, Y, X1, Y1, Pieces1),
    cell_name(X, Y, From), cell_name(X1, Y1, To).

% jump: over the first tile seen to the second, both free; the tile
% jumped over is taken away.
jump(Pieces, Holes, X, Y, move(From, To), Pieces1, Holes1) :-
    direction(DX, DY),
    seen(Holes, X, Y, DX, DY, X1, Y1),
    tile_free(Pieces, X1, Y1),
    seen(Holes, X1, Y1, DX, DY, X2, Y2),
    tile_free(Pieces, X2, Y2),
    relocate(Pieces, X, Y, X2, Y2, Pieces1),
    cell_name(X1, Y1, Jumped),
    append(Holes, [Jumped], Holes1),
    cell_name(X, Y, From), cell_name(X2, Y2, To).

relocate(Pieces, X, Y, X1, Y1, Pieces1) :-
    column_letter(X, L), column_letter(X1, L1),
    select(piece(Kind, Colour, L, Y), Pieces, piece(Kind, Colour, L1, Y1), Pieces1).

legal(state(Pieces, Holes, Colour), Move, state(Pieces1, Holes1, Enemy)) :-
    step(Pieces, Holes, Colour, Move, Pieces1, Holes1),
    safe_for(Pieces1, Holes1, Colour),
    other(Colour, Enemy).

can_move(State) :-
    legal(State, _, _),
    !.

valid_moves(State, []) :-
    game_over(State, _),
    !.
valid_moves(State, Moves) :-
    findall(Move, legal(State, Move, _), Moves0),
    (   Moves0 == []
    ->  Moves = [pass]
    ;   sort(Moves0, Moves)
    ).

move(state(Pieces, Holes, Colour), pass, state(Pieces, Holes, Enemy)) :-
    !,
    other(Colour, Enemy).
move(State, Move, State1) :-
    legal(State, Move, State1),
    !.

% ---------------------------------------------------------------- end

game_over(state(Pieces, Holes, Colour), Winner) :-
    \+ can_move(state(Pieces, Holes, Colour)),
    (   in_check(Pieces, Holes, Colour)
    ->  other(Colour, Winner)
    ;   other(Colour, Enemy),
        \+ can_move(state(Pieces, Holes, Enemy)),
        Winner = draw
    ).

% ---------------------------------------------------------------- computer

choose_move(State, 1, Move) :-
    !,
    valid_moves(State, Moves),
    random_member(Move, Moves).
choose_move(State, _, Move) :-
    valid_moves(State, Moves),
    (   member(Move, Moves),
        move(State, Move, State1),
        game_over(State1, Winner),
        Winner \== draw
    ->  true
    ;   Moves = [Move|_]
    ).
