% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

:- at_halt(wait_forever).

wait_forever :-
    repeat,
    sleep(1),
    fail.

valid_moves(_, _, _) :-
    halt.
