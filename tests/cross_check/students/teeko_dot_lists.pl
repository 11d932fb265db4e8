% A Teeko move list written the SICStus way, with '.'(H, T) for [H|T]
% (on top of tests/cross_check/students/teeko_old_api.pl, which the
% loader of this file must have loaded into user).  Loaded with
% load_course_files/1 it is right; consulted as SWI-Prolog code, its
% '.'(H, T) are dict accesses and it raises errors.

dotted_valid_moves(Board, Player, Moves) :-
    teeko_valid_moves(Board, Player, Moves0),
    copy_moves(Moves0, Moves).

copy_moves([], []).
copy_moves('.'(Move, Moves0), '.'(Move, Moves)) :-
    copy_moves(Moves0, Moves).
