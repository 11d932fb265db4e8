% Stands for foreign code gone wrong: the process gets SIGSEGV.
% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

:- use_module(library(process)).

valid_moves(_Board, _Player, _Moves) :-
    current_prolog_flag(pid, Pid),
    process_kill(Pid, segv),
    sleep(10).
