% Template adapter for an Echek submission whose position lives in the
% dynamic database (piece/3 facts) and whose predicates take the player
% only: valid_moves(+Player, -Moves), move(+Player, +Move),
% game_over(-Winner).  The kit's state is then Facts-Player: the facts
% are installed before each call of their code.  Copy it as adapter.pl
% into the submission's folder and change what the comments say.

% 1. The student's files, loaded as SICStus Prolog code.
:- load_course_files(['echek.pl']).

% 2. Our position to the facts of theirs.  Ours:
%    echek(Rows, reserve(WhiteKinds, BlackKinds), SwapRights), Rows a
%    list of rows of empty or Kind-Colour, with one empty row and column
%    on every side.
to_state(echek(Rows, _Reserves, _Swaps), Player, Facts-Player) :-
    findall(piece(Kind, Colour, R-C),
            ( nth1(R, Rows, Row), nth1(C, Row, Kind-Colour) ),
            Facts).

% 3. Installs the facts before each call.
install(Facts-_) :-
    retractall(piece(_, _, _)),
    maplist(assertz, Facts).

% 4. The player-first wrappers (api(player_first): their "board" is the
%    list of facts).
my_valid_moves(Player, _Facts, Moves) :- valid_moves(Player, Moves).
my_move(Player, Move, _Facts, NewFacts) :-
    move(Player, Move),
    findall(piece(K, C, Cell), piece(K, C, Cell), NewFacts).
my_game_over(_Facts, Winner) :- game_over(Winner).

% 5. Our move to theirs: place(Kind, R-C), place(pawn, R-C, R2-C2),
%    place(bishop, R-C, recall(R2-C2)), move(Kind, R-C), swap, pass.
to_move(Move, Move).

grade_game(echek).
grade_options([against(student([api(player_first),
                                valid_moves(my_valid_moves),
                                apply(my_move),
                                game_over(my_game_over),
                                state(to_state),
                                install(install),
                                move(to_move)]))]).
