% The game starts when this file is loaded, and its menu asks again
% until it reads an option it knows.
play :-
    shell(clear),
    write('TEEKO'), nl,
    write('1. Human vs Human'), nl,
    write('2. Human vs Computer'), nl,
    write('Option: '),
    read(Option),
    menu_option(Option).

menu_option(1) :- !, write('Starting...'), nl.
menu_option(2) :- !, write('Starting...'), nl.
menu_option(_) :-
    write('Invalid option.'), nl,
    play.

:- initialization(play).
