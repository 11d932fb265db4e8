% Template adapter for a Shakti submission that names its pieces: its
% moves are [Name, X, Y], so the move adapter looks at the board.  Copy it
% as adapter.pl into the submission's folder and change what the
% comments say.

% 1. The student's files, loaded as SICStus Prolog code.
:- load_course_files(['shakti.pl']).

% 2. Our position to theirs.  Ours: 7 rows from row 7 down to row 1, of
%    empty (a hole), tile, king-Colour, warrior-Colour; the player white
%    or black.  Rules is the list of rule options (full_board).
to_state(Board, Player, _Rules, state(Board, Player)).

% 3. Our move to theirs: move(From, To) with cells such as b2, or pass.
%    Board is the position the move is played in.
to_move(_Board, _Player, _Rules, pass, pass).
to_move(_Board, _Player, _Rules, move(From, To), [From, To]).

% 4. Their state to ours.
from_state(state(Board, Player), Board, Player).

grade_game(shakti).
grade_options([against(student([valid_moves(valid_moves),
                                apply(move),
                                game_over(game_over),
                                state(to_state),
                                move(to_move),
                                from_state(from_state)]))]).
