% Teeko with the new signatures on a flat list of cells, graded with the
% rule options advanced and centre_ban.
:- load_course_files(['teeko.pl']).

to_state(Board, Player, Rules, t(Cells, Colour, Rules)) :-
    colour(Player, Colour),
    append(Board, Cells).
from_state(t(Cells, Colour, _), Board, Player) :-
    colour(Player, Colour),
    rows(Cells, Board).
rows([], []).
rows([A, B, C, D, E|Cells], [[A, B, C, D, E]|Rows]) :-
    rows(Cells, Rows).
colour(b, black).
colour(w, white).
to_move(drop(R-C), drop(I)) :-
    I is (R - 1) * 5 + C.
to_move(step(R1-C1, R2-C2), step(I, J)) :-
    I is (R1 - 1) * 5 + C1,
    J is (R2 - 1) * 5 + C2.

grade_game(teeko).
grade_options([rules([advanced, centre_ban]),
               against(student([valid_moves(valid_moves), apply(move),
                                game_over(game_over), state(to_state),
                                from_state(from_state), move(to_move),
                                player(colour)]))]).
