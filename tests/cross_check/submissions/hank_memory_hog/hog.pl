% "Remembers" every board it is asked about, with four million
% characters of notes, again and again.
% The rest of the game is Alice's rules (rules.pl, copied by make_class.sh).
:- ensure_loaded('rules.pl').

valid_moves(Board, _Player, _Moves) :-
    notes(22, "b", Notes),
    remember(Board, Notes, 0).

% notes(+K, +Text, -Notes): Text doubled K times.
notes(0, Notes, Notes) :- !.
notes(K, Text, Notes) :-
    string_concat(Text, Text, Twice),
    K1 is K - 1,
    notes(K1, Twice, Notes).

remember(Board, Notes, N) :-
    assertz(seen(Board, N, Notes)),
    N1 is N + 1,
    remember(Board, Notes, N1).
