:- module(student_echek_dynamic,
          [ echek_facts/3, install_echek/1, echek_from_facts/3,
            db_valid_moves/3, db_valid_moves_no_pass/3, db_move/4, db_game_over/2
          ]).
:- use_module('../../../prolog/rules/echek_rules', []).
:- use_module(library(lists)).
:- use_module(library(apply)).

/** <module> An Echek encoding whose state lives in the dynamic database

The style of many course projects: the position is the facts
`piece(Kind, Colour, Row-Col)`, `frame(Rows, Cols)`,
`in_reserve(Colour, Kind)` and `may_swap(Colour)`, and the predicates
take the player only: valid_moves(+Player, -Moves), move(+Player, +Move)
and game_over(-Winner).  The rules themselves are those of Tabuleiro's
pure-Prolog module: this encoding tests the kit's way of installing a
position and reading it back, not the rules.  valid_moves_no_pass/2
forgets the `pass` move.

The adapters (echek_facts/3, install_echek/1, echek_from_facts/3) and
the wrappers db_valid_moves/3, db_move/4 and db_game_over/2 are the
README's pattern for such an encoding: the kit's state is
`Facts-Player` (api(player_first): the "board" is the list of facts),
installed before each call.
*/

:- dynamic piece/3, frame/2, in_reserve/2, may_swap/1.

%!  echek_facts(+Board, +Player, -State) is det.
%
%   State is `Facts-Player`: our position as the facts to install.

echek_facts(echek(Rows, reserve(Whites, Blacks), Swaps), Player, Facts-Player) :-
    length(Rows, NRows),
    Rows = [Row|_],
    length(Row, NCols),
    findall(piece(Kind, Colour, R-C),
            ( nth1(R, Rows, Cells), nth1(C, Cells, Kind-Colour) ),
            Pieces),
    findall(in_reserve(white, Kind), member(Kind, Whites), WhiteReserve),
    findall(in_reserve(black, Kind), member(Kind, Blacks), BlackReserve),
    findall(may_swap(Colour), member(Colour, Swaps), SwapFacts),
    append([[frame(NRows, NCols)], Pieces, WhiteReserve, BlackReserve, SwapFacts], Facts).

%!  install_echek(+State) is det.
%
%   Replaces the position in the database by State's facts.

install_echek(Facts-_) :-
    retractall(piece(_, _, _)),
    retractall(frame(_, _)),
    retractall(in_reserve(_, _)),
    retractall(may_swap(_)),
    maplist(assertz, Facts).

%!  echek_from_facts(+State, -Board, -Player) is det.
%
%   Our position from State's facts.

echek_from_facts(Facts-Player, Board, Player) :-
    install_echek(Facts-Player),
    board(Board).

board(echek(Rows, reserve(Whites, Blacks), Swaps)) :-
    frame(NRows, NCols),
    findall(Row,
            ( between(1, NRows, R),
              findall(Cell, ( between(1, NCols, C), cell_at(R, C, Cell) ), Row) ),
            Rows),
    findall(Kind, in_reserve(white, Kind), Whites0),
    msort(Whites0, Whites),
    findall(Kind, in_reserve(black, Kind), Blacks0),
    msort(Blacks0, Blacks),
    findall(Colour, may_swap(Colour), Swaps0),
    msort(Swaps0, Swaps).

cell_at(R, C, Cell) :-
    (   piece(Kind, Colour, R-C)
    ->  Cell = Kind-Colour
    ;   Cell = empty
    ).

% The encoding: its state is in the database.

valid_moves(Player, Moves) :-
    board(Board),
    tabuleiro_echek_rules:valid_moves([], Board, Player, Moves).

valid_moves_no_pass(Player, Moves) :-
    valid_moves(Player, Moves0),
    delete(Moves0, pass, Moves).

move(Player, Move) :-
    board(Board),
    tabuleiro_echek_rules:apply_move([], Board, Player, Move, Board1, _),
    echek_facts(Board1, none, Facts-_),
    install_echek(Facts-none).

game_over(Winner) :-
    board(Board),
    member(Player, [white, black]),
    tabuleiro_echek_rules:winner([], Board, Player, Winner),
    !.

% The wrappers of the player-first signatures.

db_valid_moves(Player, _Facts, Moves) :-
    valid_moves(Player, Moves).

db_valid_moves_no_pass(Player, _Facts, Moves) :-
    valid_moves_no_pass(Player, Moves).

db_move(Player, Move, _Facts, NewFacts) :-
    move(Player, Move),
    board(Board),
    echek_facts(Board, none, NewFacts-_).

db_game_over(_Facts, Winner) :-
    game_over(Winner).
