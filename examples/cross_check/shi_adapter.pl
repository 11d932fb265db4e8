% Template adapter for a Shi submission with the new signatures
% valid_moves(+GameState, -Moves), move(+GameState, +Move, -NewGameState)
% and game_over(+GameState, -Winner).  Copy it as adapter.pl into the
% submission's folder and change what the comments say.

% 1. The student's files, loaded as SICStus Prolog code.
:- load_course_files(['shi.pl']).

% 2. Our position to theirs.  Ours: 8 rows of ninja, samurai, empty, row
%    1 first; the player samurai or ninja.
to_state(Board, Player, Board-Player).

% 3. Our move to theirs: move(R1-C1, R2-C2).
to_move(move(R1-C1, R2-C2), [R1, C1, R2, C2]).

% 4. Their state to ours.
from_state(Board-Player, Board, Player).

grade_game(shi).
grade_options([against(student([valid_moves(valid_moves),
                                apply(move),
                                game_over(game_over),
                                state(to_state),
                                move(to_move),
                                from_state(from_state)]))]).
