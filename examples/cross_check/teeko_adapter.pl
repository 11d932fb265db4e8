% Template adapter for a Teeko submission: copy it as adapter.pl into the
% submission's folder and change what the comments say.  It serves both
% `swipl prolog/grade.pl CLASS` and a student at the toplevel:
%     ?- [prolog/cross_check], ['path/to/adapter.pl'],
%        grade_game(G), grade_options(O), cross_check(G, O).

% 1. The student's files, loaded as SICStus Prolog code.
:- load_course_files(['teeko.pl']).

% 2. Our position to theirs.  Ours: a list of 5 rows of e, b, w and the
%    player b or w.  With the old signatures (api(old)) their state is
%    Board-Player.
to_state(Board, Player, Board-Player).

% 3. Our move to theirs: drop(R-C) and step(R1-C1, R2-C2), R and C in 1..5.
to_move(drop(R-C), drop(R, C)).
to_move(step(R1-C1, R2-C2), step(R1, C1, R2, C2)).

% 4. Their state to ours, to compare the position after each move.
from_state(Board-Player, Board, Player).

grade_game(teeko).
grade_options([against(student([api(old),                 % or new, player_first
                                valid_moves(valid_moves),  % their predicates
                                apply(move),
                                game_over(game_over),
                                state(to_state),
                                move(to_move),
                                from_state(from_state)]))]).
