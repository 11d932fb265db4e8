% Bob builds on Alice's rules (rules.pl, copied here by make_class.sh),
% but lists moves in a position already won: grading counts each such
% position as a disagreement, a finished game having no moves.
:- ensure_loaded('rules.pl').

valid_moves(Board, Player, Moves) :-
    findall(Move, legal(Board, Player, Move), Moves).
