:- module(tabuleiro_tictactoe_rules,
          [ rule_names/1,
            initial_board/3,
            valid_moves/4,
            apply_move/6,
            winner/4,
            value/5,
            notation_position/4,
            position_notation/4,
            check_position/3,
            irreversible_move/3,
            move_problem/5,
            unchecked_valid_moves/4,
            play_valid_move/6,
            unchecked_winner/4,
            unchecked_value/5
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(error)).
:- use_module(library(aggregate)).
:- use_module(library(yall)).

/** <module> Tic-tac-toe, the toy fifth game's rules

The rules module contract of prolog/tabuleiro/backend.pl for a game the
C core does not know.  The board is three rows of three cells, `empty`,
`cross` or `nought`; `cross` moves first; a move is `mark(Row-Col)`.
Three marks of a player in a row, a column or a diagonal win; a full
board without one is a draw.  No rule options.  The notation is the
rows, top first, separated by `/` (`.`, `x`, `o`), a space and the
player to move: `x.o/.x./... o`.
*/

rule_names([]).

initial_board(Rules, [[empty, empty, empty], [empty, empty, empty], [empty, empty, empty]],
              cross) :-
    check_rules(Rules).

valid_moves(Rules, Board, Player, Moves) :-
    check_position(Rules, Board, Player),
    unchecked_valid_moves(Rules, Board, Player, Moves).

apply_move(Rules, Board, Player, Move, Board1, Player1) :-
    check_position(Rules, Board, Player),
    check_move(Move),
    unchecked_valid_moves(Rules, Board, Player, Moves),
    memberchk(Move, Moves),
    play_valid_move(Rules, Board, Player, Move, Board1, Player1).

winner(Rules, Board, Player, Winner) :-
    check_position(Rules, Board, Player),
    unchecked_winner(Rules, Board, Player, Winner).

value(Rules, Board, Player, ForPlayer, Value) :-
    check_position(Rules, Board, Player),
    check_player(ForPlayer),
    unchecked_value(Rules, Board, Player, ForPlayer, Value).

notation_position(Text, Rules, Board, Player) :-
    check_rules(Rules),
    must_be(nonvar, Text),
    (   ( atom(Text) ; string(Text) )
    ->  true
    ;   type_error(atom, Text)
    ),
    (   atom_string(Atom, Text),
        text_position(Atom, Board, Player),
        catch(check_position(Rules, Board, Player), error(domain_error(_, _), _), fail)
    ->  true
    ;   domain_error(tictactoe_notation, Text)
    ).

position_notation(Rules, Board, Player, Text) :-
    check_position(Rules, Board, Player),
    text_position(Text, Board, Player).

%   text_position(?Text, ?Board, ?Player): the notation, both ways.
text_position(Text, Board, Player) :-
    var(Text),
    !,
    maplist(row_text, Board, Rows),
    atomic_list_concat(Rows, /, Grid),
    player_letter(Player, Letter),
    atomic_list_concat([Grid, Letter], ' ', Text).
text_position(Text, Board, Player) :-
    atomic_list_concat([Grid, Letter], ' ', Text),
    player_letter(Player, Letter),
    atomic_list_concat(Rows, /, Grid),
    length(Rows, 3),
    maplist(row_text, Board, Rows).

row_text(Row, Text) :-
    (   var(Text)
    ->  maplist(cell_char, Row, Chars),
        atom_chars(Text, Chars)
    ;   atom_chars(Text, Chars),
        length(Chars, 3),
        maplist(cell_char, Row, Chars)
    ).

cell_char(empty, '.').
cell_char(cross, x).
cell_char(nought, o).

player_letter(cross, x).
player_letter(nought, o).

%!  check_position(+Rules, +Board, +Player) is det.
%
%   Raises the first error of the contract's order: the rules, the
%   board and player bound, the player, the board's shape and cells,
%   then a position no game reaches.

check_position(Rules, Board, Player) :-
    check_rules(Rules),
    must_be(ground, Board),
    must_be(nonvar, Player),
    check_player(Player),
    check_shape(Board),
    (   reachable(Board, Player)
    ->  true
    ;   domain_error(tictactoe_position, Board-Player)
    ).

check_rules(Rules) :-
    must_be(ground, Rules),
    must_be(list, Rules),
    forall(member(Rule, Rules), domain_error(tictactoe_rule, Rule)).

check_player(Player) :-
    must_be(nonvar, Player),
    (   player_letter(Player, _)
    ->  true
    ;   domain_error(tictactoe_player, Player)
    ).

check_shape(Board) :-
    must_be(list, Board),
    maplist([Row]>>must_be(list, Row), Board),
    (   length(Board, 3),
        maplist([Row]>>length(Row, 3), Board)
    ->  true
    ;   domain_error(tictactoe_board, Board)
    ),
    forall(( member(Row, Board), member(Cell, Row), \+ cell_char(Cell, _) ),
           domain_error(tictactoe_cell, Cell)).

%   Cross moves first: as many crosses as noughts, or one more; not both
%   players with three in a row.
reachable(Board, Player) :-
    count_marks(Board, cross, Crosses),
    count_marks(Board, nought, Noughts),
    (   Crosses =:= Noughts
    ->  Player == cross
    ;   Crosses =:= Noughts + 1
    ->  Player == nought
    ),
    \+ ( three_in_a_row(Board, cross), three_in_a_row(Board, nought) ).

count_marks(Board, Mark, Count) :-
    aggregate_all(count, ( member(Row, Board), member(Cell, Row), Cell == Mark ), Count).

check_move(Move) :-
    must_be(ground, Move),
    (   Move = mark(Row-Col),
        integer(Row), between(1, 3, Row),
        integer(Col), between(1, 3, Col)
    ->  true
    ;   domain_error(tictactoe_move, Move)
    ).

%!  irreversible_move(+Board, +Move, +Board1) is semidet.
%
%   Every mark stays: no position comes back.

irreversible_move(_, _, _).

%!  move_problem(+Rules, +Board, +Player, +Move, -Problem) is semidet.
%
%   Problem is `game_over` or `taken(Row-Col)`.

move_problem(Rules, Board, Player, mark(Cell), Problem) :-
    (   unchecked_winner(Rules, Board, Player, _)
    ->  Problem = game_over
    ;   \+ cell_at(Board, Cell, empty),
        Problem = taken(Cell)
    ).

unchecked_valid_moves(Rules, Board, Player, Moves) :-
    (   unchecked_winner(Rules, Board, Player, _)
    ->  Moves = []
    ;   findall(mark(Cell), cell_at(Board, Cell, empty), Moves)
    ).

play_valid_move(_Rules, Board, Player, mark(Row-Col), Board1, Player1) :-
    nth1(Row, Board, Cells, OtherRows),
    nth1(Col, Cells, _, OtherCells),
    nth1(Col, Cells1, Player, OtherCells),
    nth1(Row, Board1, Cells1, OtherRows),
    opponent(Player, Player1).

unchecked_winner(_Rules, Board, _Player, Winner) :-
    (   opponent(Mark, _),
        three_in_a_row(Board, Mark)
    ->  Winner = Mark
    ;   \+ cell_at(Board, _, empty),
        Winner = draw
    ).

%   A win scores 100000, a loss -100000, a draw 0; otherwise each line
%   that holds marks of one player only counts them, for that player.
unchecked_value(Rules, Board, Player, ForPlayer, Value) :-
    (   unchecked_winner(Rules, Board, Player, Winner)
    ->  outcome_value(Winner, ForPlayer, Value)
    ;   opponent(ForPlayer, Other),
        aggregate_all(sum(Score), ( line(Line), line_score(Board, Line, ForPlayer, Other, Score) ),
                      Value)
    ).

outcome_value(draw, _, 0) :- !.
outcome_value(Winner, Winner, 100000) :- !.
outcome_value(_, _, -100000).

line_score(Board, Line, Mine, Theirs, Score) :-
    maplist(cell_at(Board), Line, Cells),
    include(==(Mine), Cells, Own),
    include(==(Theirs), Cells, Others),
    length(Own, N),
    length(Others, M),
    (   M =:= 0
    ->  Score = N
    ;   N =:= 0
    ->  Score is -M
    ;   Score = 0
    ).

three_in_a_row(Board, Mark) :-
    line(Line),
    forall(member(Cell, Line), cell_at(Board, Cell, Mark)),
    !.

line([R-1, R-2, R-3]) :- between(1, 3, R).
line([1-C, 2-C, 3-C]) :- between(1, 3, C).
line([1-1, 2-2, 3-3]).
line([1-3, 2-2, 3-1]).

cell_at(Board, Row-Col, Cell) :-
    nth1(Row, Board, Cells),
    nth1(Col, Cells, Cell).

opponent(cross, nought).
opponent(nought, cross).
