% The adapter of the Teeko project of teeko.pl: how the kit reads its
% terms.  It serves the cross-check, grading (grade_game/1 and
% grade_options/1) and c_core.pl, which runs the project on the C core.
:- load_course_files(['teeko.pl']).

to_state(Board, Player, Theirs-TheirPlayer) :-
    maplist(maplist(piece), Board, Theirs),
    player(Player, TheirPlayer).
from_state(Theirs-TheirPlayer, Board, Player) :-
    maplist(maplist(piece), Board, Theirs),
    player(Player, TheirPlayer).
piece(e, empty).
piece(b, black).
piece(w, white).
player(b, black).
player(w, white).
to_move(drop(R-C), [R, C]).
to_move(step(R1-C1, R2-C2), [R1, C1, R2, C2]).

student_options([valid_moves(valid_moves), apply(move), game_over(game_over),
                 state(to_state), move(to_move), from_state(from_state), player(player)]).

grade_game(teeko).
grade_options([against(student(Options))]) :-
    student_options(Options).
