% A course project's computer playing both sides, through its own course
% predicates (loaded in user): the moves of a game of at most N plies.
computer_moves(_, 0, []) :-
    !.
computer_moves(State, _, []) :-
    game_over(State, _),
    !.
computer_moves(State, N, [Move|Moves]) :-
    choose_move(State, 1, Move),
    move(State, Move, State1),
    N1 is N - 1,
    computer_moves(State1, N1, Moves).

% The same through a project whose position is in the database alone:
% choose_move(Player, 1, Move), move(Player, Move), game_over(Winner);
% Players are its two players, the next to move the other.
facts_computer_moves(_, _, 0, []) :-
    !.
facts_computer_moves(_, _, _, []) :-
    game_over(_),
    !.
facts_computer_moves(Player, Players, N, [Move|Moves]) :-
    choose_move(Player, 1, Move),
    move(Player, Move),
    once(select(Player, Players, [Next])),
    N1 is N - 1,
    facts_computer_moves(Next, Players, N1, Moves).

% The same through a project of the old signatures, the player given
% apart: choose_move(Board, Player, 1, Move), move(Move, Board,
% NewBoard), game_over(Board, Winner); Players are its two players.
board_computer_moves(_, _, _, 0, []) :-
    !.
board_computer_moves(Board, _, _, _, []) :-
    game_over(Board, _),
    !.
board_computer_moves(Board, Player, Players, N, [Move|Moves]) :-
    choose_move(Board, Player, 1, Move),
    move(Move, Board, Board1),
    once(select(Player, Players, [Next])),
    N1 is N - 1,
    board_computer_moves(Board1, Next, Players, N1, Moves).

% The same through a project whose signatures put the player first:
% choose_move(Player, Board, 1, Move), move(Player, Move, Board,
% NewBoard), game_over(Board, Winner).
player_first_computer_moves(_, _, _, 0, []) :-
    !.
player_first_computer_moves(Board, _, _, _, []) :-
    game_over(Board, _),
    !.
player_first_computer_moves(Board, Player, Players, N, [Move|Moves]) :-
    choose_move(Player, Board, 1, Move),
    move(Player, Move, Board, Board1),
    once(select(Player, Players, [Next])),
    N1 is N - 1,
    player_first_computer_moves(Board1, Next, Players, N1, Moves).
