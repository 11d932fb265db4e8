/*  Runs every plunit file (*.plt) of this folder, or one part of them.

        swipl tests/prolog/run_tests.pl [--part=tournament|--part=units]

    The part `tournament` is the files tournament_*.plt (whole
    tournaments run as commands), `units` every other file; the two can
    run at the same time.  The last line printed is "prolog: N passed,
    M failed" (for a part, "prolog-PART: ..."); the exit status is 0
    only when nothing failed.
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv == []
    ->  Part = all, Name = prolog
    ;   Argv = [Option],
        atom_concat('--part=', Part, Option),
        part(Part)
    ->  atom_concat('prolog-', Part, Name)
    ;   format(user_error, "usage: swipl tests/prolog/run_tests.pl [--part=tournament|--part=units]~n", []),
        halt(2)
    ),
    load_test_files(Part),
    ( run_tests -> true ; true ),
    plunit:test_summary(_, Summary),
    % A test with a failed assertion is also counted in failed.
    Failed is max(Summary.failed, Summary.failed_assertions),
    format("~w: ~d passed, ~d failed~n", [Name, Summary.passed, Failed]),
    (   Failed =:= 0
    ->  halt(0)
    ;   halt(1)
    ).

part(tournament).
part(units).

load_test_files(Part) :-
    source_file(main, Runner),
    file_directory_name(Runner, Dir),
    directory_file_path(Dir, '*.plt', Pattern),
    expand_file_name(Pattern, All),
    include(in_part(Part), All, Files),
    maplist(load_in_own_module, Files).

in_part(all, _).
in_part(tournament, File) :-
    file_base_name(File, Base),
    sub_atom(Base, 0, _, _, tournament_).
in_part(units, File) :-
    \+ in_part(tournament, File).

%   Each test file gets a module of its own, so that files testing
%   different games can import the same course API names.

load_in_own_module(File) :-
    file_base_name(File, Base),
    file_name_extension(Name, _, Base),
    atom_concat(test_, Name, Module),
    Module:consult(File).
