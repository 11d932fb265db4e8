:- module(shi_data, []).
:- use_module(game_case_data).
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(lists)).

/** <module> Shi's positions for the generic game cases (game_cases.pl)

Players are `samurai` and `ninja`; cells `empty`, `samurai`, `ninja`;
moves `move(Row1-Col1, Row2-Col2)`.

Its clauses are of the multifile predicates of module game_case_data.
*/

game_case_data:perft_count(shi, [], 2, 9882).

game_case_data:notation_example(shi, Text, []) :-
    member(Text, ['nnnnnnnn/......../......../......../......../......../......../ssssssss n',
                  'nnnn..../......../......../......../s......./s......./......../.sss.... n',
                  'nnnnnnnn/ssssssss/......../......../......../......../......../........ n']).

%   Malformed, then impossible: a side with more than 8 pieces or fewer
%   than 4 playing on, a won position with the loser to move.
game_case_data:notation_fault(shi, Text) :-
    member(Text, ['nnnnnnnn/......../......../......../......../......../......../ssssssss',
                  'nnnnnnnn/......../......../......../......../......../......../ssssssss x',
                  'nnnnnnnn/......../......../......../......../......../......../ssssssss S',
                  'nnnnnnnn/......../......../......../......../......../......../sssssss s',
                  'nnnnnnnn/......../......../......../......../......../......../sssssssss s',
                  'nnnnnnnn/......../......../......../......../......./........./ssssssss s',
                  'nnnnnnnn/...x..../......../......../......../......../......../ssssssss s',
                  'nnnnnnnn/......../......../......../......../......../......../ssssssss  s',
                  'nnnnnnnn/......../......../......../......../......../ssssssss s',
                  'nnnnnnnn/......../......../......../......../......../.......s/ssssssss s',
                  'nnn...../......../......../......../......../......../......../ssssssss s',
                  'nnnn..../......../......../......../......../......../......../ssssssss s',
                  'nnnnnnnn/......../......../......../......../......../......../ssss.... n']).

game_case_data:position_fault(shi, [], Board, samurai, domain_error(shi_cell, e)) :-
    start_with_first_cell(shi, e, Board).
game_case_data:position_fault(shi, [], Board, s, domain_error(shi_player, s)) :-
    backend_initial_board(shi, [], Board, _).
game_case_data:impossible_grid(shi, 'nnnnnnnn/......../......../......../......../......../.......s/ssssssss', samurai).
game_case_data:impossible_grid(shi, 'nnnnnnnn/n......./......../......../......../......../......../ssssssss', ninja).
game_case_data:impossible_grid(shi, 'nnn...../......../......../......../......../......../......../ssssssss', samurai).
game_case_data:impossible_grid(shi, 'nnn...../......../......../......../......../......../......../ssssssss', ninja).
game_case_data:impossible_grid(shi, 'nnnn..../......../......../......../......../......../......../ssssssss', samurai).
game_case_data:impossible_grid(shi, 'nnnnnnnn/......../......../......../......../......../......../ssss....', ninja).
game_case_data:impossible_grid(shi, '......../......../......../......../......../......../......../........', samurai).

game_case_data:grid_cells(shi, ['.'-empty, n-ninja, s-samurai]).

game_case_data:move_fault(shi, Move, domain_error(shi_move, Move)) :-
    member(Move, [move(8-1), move(8-1, 7), move(0-1, 7-1), move(8-1, 9-1), move(8-9, 7-1),
                  move(a-1, 7-1), move(8.0-1, 7-1), move(8-1, 7-1, 6-1), step(8-1, 7-1),
                  move(8/1, 7/1)]).
game_case_data:move_fault(shi, Move, instantiation_error) :-
    member(Move, [move(_, 7-1), move(8-1, 7-_), move(8-_, _)]).

game_case_data:illegal_start_move(shi, Move) :-
    member(Move, [move(8-1, 8-1), move(8-1, 1-1), move(8-1, 1-8), move(8-1, 6-2),
                  move(1-1, 2-1), move(8-2, 8-1), move(7-1, 6-1)]).

game_case_data:repetition_cycle(shi, start, [move(8-1, 7-1), move(1-1, 2-1),
                                             move(7-1, 8-1), move(2-1, 1-1)]).
