% Text made to break the report: table cells, HTML, a code fence, and
% terminal control characters.
:- atom_codes(Esc, [27]),
   format(atom(Evil), "| fake | row |~n<script>alert(1)</script>```~w[2J~w]0;owned~c", [Esc, Esc, 7]),
   throw(error(type_error(evil, Evil), _)).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
valid_moves(_, _, [Evil]) :-
    atom_codes(Esc, [27]),
    format(atom(Evil), "|</pre><img src=x onerror=alert(1)>~n```~n~w[31m| x |", [Esc]).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
