% Gina's main file starts the game, then halts, as it is loaded.
:- load_course_files(['main.pl']).
