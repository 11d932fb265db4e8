% Frank's project is a module called teeko, like Tabuleiro's game module.
:- module(teeko, [valid_moves/3, move/3, game_over/2]).
:- include('rules.pl').
