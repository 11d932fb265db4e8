:- use_module(library(plunit)).
:- use_module(library(filesex)).
:- use_module('../../prolog/tabuleiro/submission/load_problem').

/*  What a submission's loading errors say (load_problem.pl): a file
    that is not there is named as written, with the file and line that
    load it and the nearest name in its folder; a syntax error gives
    its file, line and the text of the line.  The files are loaded here,
    in this process, as the student server loads them, each message
    put in words by a message hook (which also keeps it off the
    terminal).
*/

:- dynamic said/2.

% loading_says(+Files, +Load, -Said): Said are the Kind-Text of the
% errors printed while the file Load of a new folder holding Files
% (Name-Lines) is consulted.
loading_says(Files, Load, Said) :-
    tmp_file(load_problem, Folder),
    make_directory(Folder),
    forall(member(Name-Lines, Files),
           ( directory_file_path(Folder, Name, Path),
             file_directory_name(Path, Dir),
             make_directory_path(Dir),
             setup_call_cleanup(open(Path, write, Out),
                                forall(member(Line, Lines), format(Out, "~w~n", [Line])),
                                close(Out)) )),
    directory_file_path(Folder, Load, LoadPath),
    retractall(said(_, _)),
    setup_call_cleanup(
        asserta((user:message_hook(Term, Level, _) :-
                    memberchk(Level, [error, warning]),
                    (   Level == error,
                        load_problem_text(Folder, Term, Kind, Text)
                    ->  assertz(said(Kind, Text))
                    ;   true
                    )),
                Ref),
        load_files(user:LoadPath, [if(true)]),
        erase(Ref)),
    findall(Kind-Text, said(Kind, Text), Said),
    delete_directory_and_contents(Folder).

:- begin_tests(load_problem).

test(a_file_named_in_another_case_is_named_beside_it) :-
    loading_says(['Teeko.pl'-['lp_teeko_case.'], 'adapter.pl'-['% a comment', ':- [\'teeko.pl\'].']],
                 'adapter.pl', Said),
    assertion(Said == [missing_file-"adapter.pl, line 2, loads teeko.pl, which is not in \c
                       the folder: Teeko.pl is (the names differ in case only, which this \c
                       system tells apart)"]).

test(a_name_without_its_extension_is_matched_with_it) :-
    loading_says(['Rules.pl'-['lp_rules_case.'], 'adapter.pl'-[':- [rules].']],
                 'adapter.pl', Said),
    Said = [missing_file-Text],
    assertion(sub_string(Text, _, _, _, "loads rules, which is not in the folder: Rules.pl is")).

test(a_misspelt_name_gets_the_nearest) :-
    loading_says(['src/teeko_rules.pl'-['lp_misspelt.'],
                  'adapter.pl'-[':- [\'src/teeko_rule.pl\'].']],
                 'adapter.pl', Said),
    Said = [missing_file-Text],
    assertion(sub_string(Text, _, _, _, "loads src/teeko_rule.pl, which is not in the folder: \c
                                        src/teeko_rules.pl is, the nearest name")).

test(no_near_name_is_said_so) :-
    loading_says(['adapter.pl'-[':- [\'board.pl\'].']], 'adapter.pl', Said),
    assertion(Said == [missing_file-"adapter.pl, line 1, loads board.pl, which is not in the \c
                                     folder, nor any file named like it"]).

test(a_syntax_error_gives_its_line_and_text) :-
    loading_says(['broken.pl'-['lp_ok(1).', '', 'lp_bad(X) :- lp_ok(X) lp_ok(X).', 'lp_ok(2).']],
                 'broken.pl', Said),
    assertion(Said == [other-"broken.pl, line 3: syntax error: operator expected, in: \c
                              lp_bad(X) :- lp_ok(X) lp_ok(X)."]).

test(a_long_line_is_cut) :-
    length(Xs, 300),
    maplist(=(0'x), Xs),
    atom_codes(Long, Xs),
    format(atom(Line), "lp_long(~w ~w).", [Long, Long]),
    loading_says(['long.pl'-[Line]], 'long.pl', Said),
    Said = [other-Text],
    assertion(sub_string(Text, 0, _, _, "long.pl, line 1: syntax error: ")),
    once(sub_string(Text, Before, _, _, ", in: ")),
    string_length(Text, Length),
    assertion(Length - Before - 6 =< 100).

:- end_tests(load_problem).
