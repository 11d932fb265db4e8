% Lena builds on Alice's rules (copied here by make_class.sh), but her
% valid_moves loops on the empty board, a case her own game never asks,
% and elsewhere never lists the drop on c3: the loop must not hide the
% missing drops.
:- load_course_files(['teeko.pl']).

to_state(Board, Player, Board-Player).
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).
from_state(Board-Player, Board, Player).

lena_valid_moves(Board, Player, Moves) :-
    (   maplist(maplist(==(e)), Board)
    ->  lena_valid_moves(Board, Player, Moves)
    ;   valid_moves(Board, Player, Moves0),
        exclude(==(drop(3, 3)), Moves0, Moves)
    ).

grade_game(teeko).
grade_options([time_limit(2),
               against(student([api(old), valid_moves(lena_valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                move(to_move), from_state(from_state)]))]).
