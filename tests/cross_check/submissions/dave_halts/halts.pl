% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

valid_moves(_, _, _) :-
    write('Bye!'), nl,
    halt.
