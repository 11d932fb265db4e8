/*  The pure-Prolog Shi rules module on its own.  */

:- use_module('../../prolog/tabuleiro/rules/shi_rules').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).

:- begin_tests(shi_rules).

test(rule_names) :-
    rule_names([]).

test(initial_board) :-
    initial_board([], Board, samurai),
    length(Board, 8),
    Board = [First|Rows],
    append(Middle, [Last], Rows),
    First == [ninja, ninja, ninja, ninja, ninja, ninja, ninja, ninja],
    Last == [samurai, samurai, samurai, samurai, samurai, samurai, samurai, samurai],
    forall(member(Row, Middle), Row == [empty, empty, empty, empty, empty, empty, empty, empty]).

test(queen_lines, [forall(member(From-To-Between,
                                 [ 8-1-(5-4)-[7-2, 6-3], 5-4-(5-1)-[5-3, 5-2],
                                   1-1-(2-1)-[], 3-6-(6-3)-[4-5, 5-4], 2-2-(2-8)-[2-3, 2-4, 2-5, 2-6, 2-7] ]))]) :-
    tabuleiro_shi_rules:queen_line(From, To, Found),
    Found == Between.

test(no_queen_line, [forall(member(From-To, [8-1-(6-2), 4-4-(4-4), 1-1-(3-2), 5-5-(1-4)])), fail]) :-
    tabuleiro_shi_rules:queen_line(From, To, _).

% Rules 3 and 4: a plain move over empty cells, or a jump attack over
% exactly one friendly piece onto an enemy.
test(allowed, [forall(member(Target-Pieces, [ empty-[], ninja-[samurai] ]))]) :-
    tabuleiro_shi_rules:allowed(Pieces, Target, samurai).

test(not_allowed, [forall(member(Target-Pieces,
                                 [ empty-[samurai], ninja-[], ninja-[samurai, samurai],
                                   ninja-[ninja], samurai-[samurai], empty-[ninja] ])),
                   fail]) :-
    tabuleiro_shi_rules:allowed(Pieces, Target, samurai).

test(apply_jump_attack) :-
    notation_position('nnnn..../......../......../......../n......./s......./s......./.sss.... s',
                      [], Board, samurai),
    apply_move([], Board, samurai, move(7-1, 5-1), Board1, ninja),
    position_notation(Board1, ninja,
                      'nnnn..../......../......../......../s......./s......./......../.sss.... n'),
    winner([], Board1, ninja, samurai).

test(apply_plain_move) :-
    initial_board([], Board, samurai),
    apply_move([], Board, samurai, move(8-3, 5-3), Board1, ninja),
    position_notation(Board1, ninja,
                      'nnnnnnnn/......../......../......../..s...../......../......../ss.sssss n').

test(no_winner, [fail]) :-
    initial_board([], Board, samurai),
    winner([], Board, samurai, _).

% Both the notation and the board term say why a position is impossible.
test(impossible_position_says_why,
     [forall(member(Text-Player-Why,
                    [ 'nnnnnnnn/......../......../......../......../......../.......s/ssssssss'-samurai-
                          "samurai has 9 pieces, more than an army of 8",
                      'nnn...../......../......../......../......../......../......../ssssssss'-ninja-
                          "ninja has 3 pieces, but the game ends when a side is down to 4",
                      'nnnn..../......../......../......../......../......../......../ssssssss'-samurai-
                          "ninja is down to 4 pieces, so the game ended before its last move" ]))]) :-
    player_char(Player, P),
    atomic_list_concat([Text, ' ', P], Notation),
    catch(notation_position(Notation, [], _, _),
          error(domain_error(shi_notation, Notation), context(_, NotationWhy)),
          true),
    NotationWhy == Why,
    text_board(Text, Board),
    catch(valid_moves([], Board, Player, _),
          error(domain_error(shi_position, Culprit), context(_, BoardWhy)),
          true),
    Culprit == Board-Player,
    BoardWhy == Why.

player_char(samurai, s).
player_char(ninja, n).

text_board(Text, Board) :-
    atomic_list_concat(Rows, '/', Text),
    maplist(text_row, Rows, Board).

text_row(Text, Row) :-
    atom_chars(Text, Chars),
    maplist(cell_char, Row, Chars).

cell_char(empty, '.').
cell_char(ninja, n).
cell_char(samurai, s).

test(unknown_rule, [error(domain_error(shi_rule, fast))]) :-
    initial_board([fast], _, _).

:- end_tests(shi_rules).
