% Olga builds on Alice's rules (copied here by make_class.sh), but her
% valid_moves crashes the process on the empty board (as foreign code
% gone wrong would: SIGSEGV), and elsewhere never lists the drop on c3:
% the check goes on in a fresh process and finds the missing drops.
:- load_course_files(['teeko.pl']).
:- use_module(library(process)).

to_state(Board, Player, Board-Player).
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_state(Board-Player, Board, Player).

olga_valid_moves(Board, Player, Moves) :-
    (   maplist(maplist(==(e)), Board)
    ->  current_prolog_flag(pid, Pid),
        process_kill(Pid, segv),
        sleep(10)
    ;   valid_moves(Board, Player, Moves0),
        exclude(==(drop(3, 3)), Moves0, Moves)
    ).

grade_game(teeko).
grade_options([against(student([api(old), valid_moves(olga_valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                move(to_move), from_state(from_state)]))]).
