/*  Every module of prolog/, loaded alone in a fresh SWI-Prolog, calls no
    predicate it has not defined or imported (list_undefined/0 finds
    none): no module depends on another without saying so, as a module
    that called the game loop's hooks without importing them once did.
    The calls grading makes into a submission's own facts (in module
    user, caught when missing) are allowed, and so are the calls of the
    clauses an inferred adapter puts in at run time (in user, for a
    board in the database; in a module of their own, for a list of
    pieces).
*/
:- use_module(library(plunit)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(lists)).
:- use_module(library(apply)).

:- begin_tests(modules_alone).

project_root(Root) :-
    source_file(project_root(_), Here),
    file_directory_name(Here, Tests),
    file_directory_name(Tests, TestsRoot),
    file_directory_name(TestsRoot, Root).

module_file(File) :-
    project_root(Root),
    directory_file_path(Root, prolog, Prolog),
    directory_member(Prolog, File, [recursive(true), extensions([pl])]),
    setup_call_cleanup(open(File, read, In), read_term(In, First, []), close(In)),
    First = (:- module(_, _)).

%   undefined_in(+File, -Undefined): the predicates list_undefined/0
%   reports after loading File alone.
undefined_in(File, Undefined) :-
    process_create(path(swipl),
                   ['-q', '-g', 'current_prolog_flag(argv, [F|_]), use_module(F), list_undefined',
                    '-t', halt, '--', File],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Text),
    close(Err),
    process_wait(Pid, _),
    split_string(Text, "\n", "", Lines),
    findall(PI, ( member(Line, Lines),
                  sub_string(Line, Before, _, _, ", which is referenced by"),
                  sub_string(Line, 0, Before, _, Start),
                  split_string(Start, " \t", " \t", Words),
                  last(Words, PI) ),
            Undefined).

allowed_undefined("grade_game/1").          % a submission's facts, in user
allowed_undefined("grade_options/1").
allowed_undefined(PI) :-                    % an inferred adapter's clauses
    member(PI, ["adapter_db_column/2", "adapter_db_fact/4", "adapter_db_other/1",
                "adapter_db_restore/2", "adapter_db_row/2", "adapter_db_saved/2",
                "tabuleiro_piece_scratch:adapter_piece_grid/2",
                "tabuleiro_piece_scratch:adapter_listed_grid/3"]).

test(each_module_alone_defines_what_it_calls, [forall(module_file(File))]) :-
    undefined_in(File, Undefined),
    exclude(allowed_undefined, Undefined, Missing),
    assertion(Missing == []).

:- end_tests(modules_alone).
