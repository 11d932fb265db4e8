% Mia builds on Alice's rules (rules.pl, copied here by make_class.sh);
% her valid_moves clears the screen first, as her game loop's display
% does: `clear` needs a terminal type, which grading gives her code.
:- ensure_loaded('rules.pl').

valid_moves(Board, Player, Moves) :-
    shell(clear),
    (   game_over(Board, _)
    ->  Moves = []
    ;   findall(Move, legal(Board, Player, Move), Moves)
    ).
