% Stands for foreign code gone wrong: the process gets SIGSEGV.
:- use_module(library(process)).

valid_moves(_Board, _Player, _Moves) :-
    current_prolog_flag(pid, Pid),
    process_kill(Pid, segv),
    sleep(10).
