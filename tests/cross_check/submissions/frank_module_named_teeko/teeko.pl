% Frank's project is a module called teeko, like Tabuleiro's game module;
% its rules are Alice's (rules.pl, copied here by make_class.sh).
:- module(teeko, [valid_moves/3, move/3, game_over/2]).
:- include('rules.pl').

valid_moves(Board, Player, Moves) :-
    (   game_over(Board, _)
    ->  Moves = []
    ;   findall(Move, legal(Board, Player, Move), Moves)
    ).
