/*  The pure-Prolog Shakti rules module on its own.  */

:- use_module('../../prolog/tabuleiro/rules/shakti_rules').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
:- use_module(library(random)).

:- begin_tests(shakti_rules).

board(Text, Board, Player) :-
    notation_position(Text, [], Board, Player).

tiles(Board, Count) :-
    aggregate_all(count, (member(Row, Board), member(Cell, Row), Cell \== empty), Count).

test(rule_names) :-
    rule_names([full_board]).

test(initial_board,
     [forall(member(Rules-Tiles-Text,
                    [ []-45-'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w',
                      [full_board]-49-'......./.w.k.w./......./......./......./.W.K.W./....... w'
                    ]))]) :-
    initial_board(Rules, Board, white),
    tiles(Board, Tiles),
    position_notation(Board, white, Text).

% From d2, on a board where the rest of row 2, d3 and d4 are holes: up to
% d5 over two holes, nothing to the left or right, e3 and c1 diagonally.
test(first_tile_seen_passes_over_holes,
     [forall(member(Direction-Seen, [ (0-1)-(4-5), (1-0)-none, ((-1)-0)-none,
                                      (1-1)-(5-3), ((-1)-(-1))-(3-1) ]))]) :-
    board('x.....x/...k.../......./...x.../...x.../xxxKxxx/x.....x w', Board, _),
    tabuleiro_shakti_rules:board_grid(Board, Grid),
    (   tabuleiro_shakti_rules:first_tile_seen(Grid, 4-2, Direction, Tile)
    ->  Tile == Seen
    ;   Seen == none
    ).

test(in_check) :-
    board('x.....x/...k.../...w.../...x.../...x.../...K.../x.....x w', Board, white),
    in_check([], Board, white),
    board('x.....x/...k.../...w.../......./...x.../...K.../x.....x w', Blocked, white),
    \+ in_check([], Blocked, white).

test(apply_jump) :-
    initial_board([], Board, white),
    apply_move([], Board, white, move(b2, d4), Board1, black),
    position_notation(Board1, black, 'x.....x/.w.k.w./......./...W.../..x..../...K.W./x.....x b').

test(winner_by_checkmate) :-
    board('x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w', Board, white),
    winner([], Board, white, black).

test(no_winner, [fail]) :-
    initial_board([], Board, white),
    winner([], Board, white, _).

test(cell_names) :-
    findall(Name, (between(1, 7, C), between(1, 7, R), tabuleiro_shakti_rules:cell_name(C-R, Name)), Names),
    length(Names, 49),
    msort(Names, Names),
    Names = [a1|_],
    last(Names, g7).

% legal_target/4, which decides rule 7 on the board before the move,
% finds the moves that safe_piece_move/5 finds on the board after it: for
% both players, on every position of seeded random games under each rule
% set.  The games reach positions with a King in check and jumps that
% would uncover the mover's King, and the test checks that it meets both.
test(legal_target_as_safe_piece_move, [forall(member(Rules, [[], [full_board]]))]) :-
    set_random(seed(5)),
    findall(Board, ( between(1, 40, _), random_game_board(Rules, 60, Board) ), Boards),
    forall(( member(Board, Boards), member(Colour, [white, black]) ),
           same_moves(Board, Colour)),
    aggregate_all(count, ( member(Board, Boards), member(Colour, [white, black]),
                           tabuleiro_shakti_rules:king_in_check(Board, Colour) ),
                  InCheck),
    aggregate_all(count, ( member(Board, Boards), member(Colour, [white, black]),
                           tabuleiro_shakti_rules:piece_target(Board, Colour, _, _, _, Jumped),
                           tabuleiro_shakti_rules:uncovers(Board, Colour, Jumped) ),
                  Uncovering),
    assertion(InCheck > 0),
    assertion(Uncovering > 0).

% sees/3 looks back from the cells that hold Content; it finds what
% looking along the 8 directions from Cell finds: from every cell, for
% every content, on the positions of seeded random games.
test(sees_as_along_the_8_directions, [forall(member(Rules, [[], [full_board]]))]) :-
    set_random(seed(3)),
    findall(Board, ( between(1, 5, _), random_game_board(Rules, 60, Board) ), Boards),
    forall(( member(Board, Boards),
             between(1, 7, Col), between(1, 7, Row),
             member(Content, [empty, tile, king-white, king-black, warrior-white, warrior-black]) ),
           (   tabuleiro_shakti_rules:sees(Board, Col-Row, Content)
           ->  seen_along_a_direction(Board, Col-Row, Content)
           ;   \+ seen_along_a_direction(Board, Col-Row, Content)
           )).

seen_along_a_direction(Board, Cell, Content) :-
    tabuleiro_shakti_rules:direction(Direction),
    tabuleiro_shakti_rules:first_tile_seen(Board, Cell, Direction, Seen),
    tabuleiro_shakti_rules:content(Board, Seen, Content).

same_moves(Board, Colour) :-
    findall(From-To, tabuleiro_shakti_rules:legal_target(Board, Colour, From, To), Fast),
    findall(From-To, tabuleiro_shakti_rules:safe_piece_move(Board, Colour, From, To, _), Plain),
    msort(Fast, Sorted),
    msort(Plain, Sorted).

%   random_game_board(+Rules, +Plies, -Grid): the grid of a position of
%   a random game of up to Plies moves from the start; enumerates them.

random_game_board(Rules, Plies, Grid) :-
    initial_board(Rules, Board, Player),
    random_game_board(Rules, Plies, Board, Player, Grid).

random_game_board(_Rules, _Plies, Board, _Player, Grid) :-
    tabuleiro_shakti_rules:board_grid(Board, Grid).
random_game_board(Rules, Plies, Board, Player, Grid) :-
    Plies > 0,
    valid_moves(Rules, Board, Player, Moves),
    Moves \== [],
    random_member(Move, Moves),
    apply_move(Rules, Board, Player, Move, Board1, Player1),
    Plies1 is Plies - 1,
    random_game_board(Rules, Plies1, Board1, Player1, Grid).

:- end_tests(shakti_rules).
