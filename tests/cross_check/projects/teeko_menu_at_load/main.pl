% The entry of a course project that starts its menu as it is loaded,
% as many do: consult this file and the game begins.  Its rules are in
% rules.pl; players are o (who starts) and x, and its game_over names
% the winner 1 or 2, as its menu numbers the players.
:- consult('rules.pl').
:- initialization(menu).

menu :-
    write('1. Play against a friend'), nl,
    write('2. Quit'), nl,
    read(Choice),
    (   Choice == 1
    ->  initial_state([], State),
        game_loop(State)
    ;   true
    ).

game_loop(State) :-
    (   game_over(State, Winner)
    ->  format("Player ~w wins!~n", [Winner])
    ;   write('Your move? '),
        read(Move),
        (   move(State, Move, State1)
        ->  game_loop(State1)
        ;   write('Not a legal move.'), nl,
            game_loop(State)
        )
    ).
