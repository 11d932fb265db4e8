:- module(echek_kit, []).
:- use_module('../game_plugin', []).
:- use_module(library(lists)).

/** <module> Echek's terms, as the cross-check kit needs them (hooks players/2, move_term/3, perft_reach/3, piece_word/3, piece_synonym/3)

Loaded alone in a student's process: it must not load the rules.

The board grows and shrinks: the moves are those of a board of the
shape of the one given.
*/

tabuleiro_game_plugin:players(echek, [white, black]).

tabuleiro_game_plugin:move_term(echek, Board, Move) :-
    board_size(Board, Rows-Columns),
    move_on(Rows, Columns, Move).

%   board_size(+Board, -Size): the kit loads this file alone in a
%   student's process (not the view, which loads the rules), so it reads
%   the board term itself.
board_size(echek(Lines, _, _), Rows-Columns) :-
    is_list(Lines),
    Lines = [Line|_],
    is_list(Line),
    !,
    length(Lines, Rows),
    length(Line, Columns).
board_size(_, 0-0).

move_on(_, _, pass).
move_on(_, _, swap).
move_on(Rows, Columns, Move) :-
    member(Piece, [king, queen, rook, bishop, knight, pawn]),
    cell(Rows, Columns, Cell),
    ( Move = place(Piece, Cell) ; Move = move(Piece, Cell) ).
move_on(Rows, Columns, place(pawn, Cell, Step)) :-
    cell(Rows, Columns, Cell),
    cell(Rows, Columns, Step).
move_on(Rows, Columns, place(bishop, Cell, recall(Cell2))) :-
    cell(Rows, Columns, Cell),
    cell(Rows, Columns, Cell2).

cell(Rows, Columns, R-C) :-
    between(1, Rows, R),
    between(1, Columns, C).

%   The pieces as a person names them: the Tower and the Horse, as the
%   board's letters t and h say (the course's names), not the terms'
%   rook and knight.  The moves typed, the browser's legend and reserve
%   buttons say them so; and the kit, inferring a course project's
%   encoding in a student's process (where this file is all of the game
%   that is loaded), reads a reserve of towers and horses with them.
tabuleiro_game_plugin:piece_word(echek, Piece, Word) :-
    (   memberchk(Piece-Word0, [rook-tower, knight-horse])
    ->  Word = Word0
    ;   Word = Piece
    ).

%   The pieces as course projects written in French or Portuguese name
%   them (the course's reports cite the French rulebook).
tabuleiro_game_plugin:piece_synonym(echek, Piece, Word) :-
    member(Piece-Words, [ king-[roi, rei],
                          queen-[dame, reine, rainha, dama],
                          rook-[tour, torre],
                          bishop-[fou, bispo],
                          knight-[cavalier, cavalo],
                          pawn-[pion, peao, 'peão'] ]),
    member(Word, Words).

tabuleiro_game_plugin:perft_reach(echek, _,
    "Queen removals, surrounds, swaps and Bishop recalls need deeper or chosen positions.").
