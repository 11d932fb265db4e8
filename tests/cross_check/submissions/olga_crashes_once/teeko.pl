% Olga builds on Alice's rules (rules.pl, copied here by make_class.sh),
% but her valid_moves crashes the process on one board (Black has won on
% a1 to a4, White holds b1 to b3), as foreign code gone wrong would
% (SIGSEGV), and elsewhere never lists the drop on c3: the check goes on
% in a fresh process and finds the missing drops.
:- ensure_loaded('rules.pl').
:- use_module(library(process)).

valid_moves(Board, _, _) :-
    Board == [[b, b, b, b, e], [w, w, w, e, e], [e, e, e, e, e], [e, e, e, e, e],
              [e, e, e, e, e]], !,
    current_prolog_flag(pid, Pid),
    process_kill(Pid, segv),
    sleep(10).
valid_moves(Board, _, []) :-
    game_over(Board, _), !.
valid_moves(Board, Player, Moves) :-
    findall(Move, ( legal(Board, Player, Move), Move \== drop(3, 3) ), Moves).
