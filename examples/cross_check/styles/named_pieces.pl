% Style: every piece has a name and the moves name it (as
% tests/cross_check/students/shi_named.pl): the state is army(Pieces,
% Player), Pieces a list of piece(Name, Row, Col), names s1, s2, ... for
% the samurai and n1, n2, ... for the ninja; a move is [Name, Row, Col].
% The move adapter takes their state (its first argument), to name the
% piece on the cell our move starts from.
:- load_course_files(['shi_named.pl']).

to_state(Board, Player, army(Pieces, Player)) :-
    findall(K-R-C, (nth1(R, Board, Row), nth1(C, Row, K), K \== empty), Found),
    foldl(name_piece, Found, Pieces, 1-1, _).
name_piece(samurai-R-C, piece(Name, R, C), S-N, S1-N) :- atom_concat(s, S, Name), S1 is S + 1.
name_piece(ninja-R-C, piece(Name, R, C), S-N, S-N1) :- atom_concat(n, N, Name), N1 is N + 1.
from_state(army(Pieces, Player), Board, Player) :-
    findall(Row, (between(1, 8, R), findall(K, (between(1, 8, C), cell(Pieces, R, C, K)), Row)),
            Board).
cell(Pieces, R, C, K) :- memberchk(piece(Name, R, C), Pieces), !, sub_atom(Name, 0, 1, _, L), kind(L, K).
cell(_, _, _, empty).
kind(s, samurai).
kind(n, ninja).
to_move(army(Pieces, _), move(R1-C1, R2-C2), [Name, R2, C2]) :-
    memberchk(piece(Name, R1, C1), Pieces).

grade_game(shi).
grade_options([against(student([valid_moves(named_valid_moves), apply(named_move),
                                game_over(named_game_over), state(to_state),
                                from_state(from_state), move(to_move)]))]).
