/*  Runs every plunit file (*.plt) of this folder.

        swipl tests/prolog/run_tests.pl

    The last line printed is "prolog: N passed, M failed"; the exit
    status is 0 only when nothing failed.
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).

:- initialization(main, main).

main :-
    load_test_files,
    ( run_tests -> true ; true ),
    plunit:test_summary(_, Summary),
    % A test with a failed assertion is also counted in failed.
    Failed is max(Summary.failed, Summary.failed_assertions),
    format("prolog: ~d passed, ~d failed~n", [Summary.passed, Failed]),
    (   Failed =:= 0
    ->  halt(0)
    ;   halt(1)
    ).

load_test_files :-
    source_file(main, Runner),
    file_directory_name(Runner, Dir),
    directory_file_path(Dir, '*.plt', Pattern),
    expand_file_name(Pattern, Files),
    maplist(load_in_own_module, Files).

%   Each test file gets a module of its own, so that files testing
%   different games can import the same course API names.

load_in_own_module(File) :-
    file_base_name(File, Base),
    file_name_extension(Name, _, Base),
    atom_concat(test_, Name, Module),
    Module:consult(File).
