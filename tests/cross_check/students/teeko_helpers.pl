:- module(student_teeko_helpers, []).

/** <module> A helper module no predicate exports

The module a project wrote for its move generator but never imported
where it is called (tests/cross_check/students/teeko_old_api.pl's
valid_moves_calls_an_unimported_helper/3): hidden_helper/3 is defined
here, not exported.
*/

hidden_helper(_, _, []).
