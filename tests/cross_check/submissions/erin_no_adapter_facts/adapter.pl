% Erin's adapter loads a file with a syntax error and says nothing
% of what to check.
:- load_course_files(['broken.pl']).
