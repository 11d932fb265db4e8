:- module(tabuleiro_cross_check, []).
:- reexport(tabuleiro/kit/encoding_check).

/** <module> Checking a rule encoding against the C core

What a student loads (`swipl prolog/cross_check.pl`, or
`[prolog/cross_check]` from the toplevel) to check their own encoding:
cross_check/2, perft_check/2, rules_on_c_core/1 and the rest of
prolog/tabuleiro/kit/encoding_check.pl, which does the work and is
documented there.  docs/checking-your-encoding.md shows every kind of
use.
*/
