% Starts processes until the kernel says no, and keeps them.
% @RUN@ is the test's name for its run, which finds what is left of it.
:- shell('i=0; while [ $i -lt 100000 ]; do sleep 303.@RUN@ & i=$((i+1)); done').
to_state(Board, Player, Board-Player).
to_move(Move, Move).
valid_moves(_, _, []).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
