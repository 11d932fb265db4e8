:- initialization(main).
main :- write('Welcome to Teeko!'), nl, halt.
