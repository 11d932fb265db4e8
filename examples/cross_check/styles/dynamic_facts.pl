% Style: the position as facts in the dynamic database, predicates that
% take the player only (as tests/cross_check/students/teeko_facts.pl):
% marker(Row, Col, Colour) facts, facts_valid_moves(Player, Moves),
% facts_move(Player, Move, Next), facts_game_over(Player, Winner).
% With api(facts) the kit asserts a position's facts before each call.
:- load_course_files(['teeko_facts.pl']).

to_state(Board, Player, Facts-Colour) :-
    colour(Player, Colour),
    findall(marker(R, C, Co), (nth1(R, Board, Row), nth1(C, Row, P), colour(P, Co)), Facts).
from_state(Facts-Colour, Board, Player) :-
    colour(Player, Colour),
    findall(Row, (between(1, 5, R), findall(P, (between(1, 5, C), cell(Facts, R, C, P)), Row)),
            Board).
cell(Facts, R, C, P) :- memberchk(marker(R, C, Co), Facts), !, colour(P, Co).
cell(_, _, _, e).
colour(b, black).
colour(w, white).
to_move(drop(R-C), put(R, C)).
to_move(step(R1-C1, R2-C2), slide(R1, C1, R2, C2)).

grade_game(teeko).
grade_options([against(student([api(facts), facts([marker/3]), valid_moves(facts_valid_moves),
                                apply(facts_move), game_over(facts_game_over),
                                state(to_state), from_state(from_state), move(to_move),
                                player(colour)]))]).
