% Fills her stderr as fast as she can.
:- format(atom(Line), "~`xt~1000|~n", []),
   repeat, format(user_error, "~w", [Line]), fail.
grade_game(teeko).
