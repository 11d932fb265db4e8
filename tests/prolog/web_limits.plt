/*  The browser board's limits: each from its environment variable when
    that is a value of its kind (seconds may be fractional, counts and
    bytes are whole), else its default, the refusal said once.
*/
:- use_module(library(plunit)).
:- use_module('../../prolog/tabuleiro/web/web_limits').

%   with_variable(+Variable, +Text, :Goal): Goal with Variable set to
%   Text.
with_variable(Variable, Text, Goal) :-
    setup_call_cleanup(setenv(Variable, Text), Goal, unsetenv(Variable)).

%   said_warnings(:Goal, -Said): Goal, the message lines of the warnings
%   it printed in Said (printed no further), the last first.
said_warnings(Goal, Said) :-
    setup_call_cleanup(
        asserta((user:message_hook(_, warning, Lines) :-
                    nb_getval(web_limits_said, Old),
                    nb_setval(web_limits_said, [Lines|Old])), Ref),
        ( nb_setval(web_limits_said, []), Goal, nb_getval(web_limits_said, Said) ),
        erase(Ref)).

:- begin_tests(web_limits).

test(defaults_without_the_environment) :-
    web_limit(games, Games),
    assertion(Games == 1000),
    web_limit(reply_seconds, Seconds),
    assertion(Seconds == 10).

test(seconds_may_be_fractional) :-
    with_variable('TABULEIRO_WEB_SECONDS', '0.5', web_limit(seconds, Seconds)),
    assertion(Seconds =:= 0.5).

test(a_count_takes_a_whole_number) :-
    with_variable('TABULEIRO_WEB_PLIES', '12', web_limit(plies, Plies)),
    assertion(Plies == 12).

test(a_fractional_count_keeps_the_default_and_says_so_once) :-
    said_warnings(with_variable('TABULEIRO_WEB_GAMES', '2.5',
                                ( web_limit(games, Games), web_limit(games, Again) )),
                  Said),
    assertion(Games-Again == 1000-1000),
    assertion(length(Said, 1)),
    Said = [Lines],
    with_output_to(string(Text), print_message_lines(current_output, '', Lines)),
    assertion(sub_string(Text, _, _, _, "TABULEIRO_WEB_GAMES=2.5 is not a positive whole number")).

test(nonsense_and_negative_values_keep_the_default,
     [forall(member(Text, [abc, '-3', '0', '']))]) :-
    said_warnings(with_variable('TABULEIRO_WEB_BODY_BYTES', Text,
                                web_limit(body_bytes, Bytes)),
                  _),
    assertion(Bytes == 65536).

test(a_size_is_said_in_kibibytes_or_bytes,
     [forall(member(Bytes-Said, [65536-"64 KiB", 1024-"1 KiB", 100-"100 bytes",
                                 1500-"1,500 bytes", 1-"1 byte"]))]) :-
    bytes_text(Bytes, Text),
    assertion(Text == Said).

:- end_tests(web_limits).
