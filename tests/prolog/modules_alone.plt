/*  Every module of prolog/ calls no predicate it has not defined or
    imported (list_undefined/0 finds none): no module depends on another
    without saying so, as a module that called the game loop's hooks
    without importing them once did.  The modules are loaded in one
    fresh SWI-Prolog, each with imports([]): nothing any of them exports
    reaches module user, through which a module's unknown predicates
    would otherwise be found, so each module is checked as if it were
    loaded alone (a process per module took 18 s of CPU, this one 1.5 s).
    Nor does any module define a predicate in user beyond the hooks a
    library calls there, which would hide the same mistake.  The calls
    grading makes into a submission's own facts (in module user, caught
    when missing) are allowed, and so are the calls of the clauses an
    inferred adapter puts in at run time (in user, for a board in the
    database; in a module of their own, for a list of pieces).
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

:- dynamic found_together/2.  % found_together(Undefined, UserPredicates)

%   loaded_together(-Undefined, -UserPredicates): Undefined are the
%   File-PI pairs list_undefined/0 reports after loading every module
%   file with imports([]) (PI referenced by a clause of File), and
%   UserPredicates the "Name/Arity" of the predicates the modules'
%   files define in user.  Loaded once, for all the tests.
loaded_together(Undefined, UserPredicates) :-
    found_together(Undefined, UserPredicates),
    !.
loaded_together(Undefined, UserPredicates) :-
    project_root(Root),
    findall(File, module_file(File), Files),
    format(atom(FilesText), "~q", [Files]),
    process_create(path(swipl),
                   ['-q', '-g', 'current_prolog_flag(argv, [Fs|_]), term_to_atom(Files, Fs), \c
                                 forall(member(F, Files), load_files(F, [imports([])]))',
                    '-g', 'list_undefined',
                    '-g', 'forall(( current_predicate(user:N/A), functor(H, N, A), \c
                                    \\+ predicate_property(user:H, multifile), \c
                                    predicate_property(user:H, file(F)), \c
                                    current_prolog_flag(argv, [_, Root|_]), \c
                                    sub_atom(F, 0, _, _, Root) ), \c
                                  format(user_error, "user predicate ~w/~w~n", [N, A]))',
                    '-g', halt, '--', FilesText, Root],
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Text),
    close(Err),
    process_wait(Pid, _),
    split_string(Text, "\n", "", Lines),
    undefined_references(Lines, none, Undefined),
    findall(PI, ( member(Line, Lines), string_concat("user predicate ", PI, Line) ),
            UserPredicates),
    assertz(found_together(Undefined, UserPredicates)).

%   undefined_references(+Lines, +PI, -Pairs): list_undefined's lines
%   name an undefined PI ("PI, which is referenced by"), then each
%   clause that calls it, a line of its own that begins with its file.
undefined_references([], _, []).
undefined_references([Line|Lines], PI0, Pairs) :-
    (   sub_string(Line, Before, _, _, ", which is referenced by")
    ->  sub_string(Line, 0, Before, _, Start),
        split_string(Start, " \t", " \t", Words),
        last(Words, PI),
        Pairs = Pairs1
    ;   PI0 \== none,
        split_string(Line, "\t", "", [_, Reference]),
        sub_string(Reference, Before, _, _, ".pl:")
    ->  PI = PI0,
        Length is Before + 3,
        sub_atom(Reference, 0, Length, _, File),
        Pairs = [File-PI|Pairs1]
    ;   PI = PI0,
        Pairs = Pairs1
    ),
    undefined_references(Lines, PI, Pairs1).

allowed_undefined("grade_game/1").          % a submission's facts, in user
allowed_undefined("grade_options/1").
allowed_undefined(PI) :-                    % an inferred adapter's clauses
    member(PI, ["adapter_db_column/2", "adapter_db_fact/4", "adapter_db_other/1",
                "adapter_db_put_cells/2", "adapter_db_restore/2", "adapter_db_row/2",
                "adapter_db_saved/2",
                "tabuleiro_piece_scratch:adapter_piece_grid/2",
                "tabuleiro_piece_scratch:adapter_listed_grid/3"]).

test(each_module_alone_defines_what_it_calls, [forall(module_file(File))]) :-
    loaded_together(Undefined, _),
    findall(PI, member(File-PI, Undefined), Called),
    exclude(allowed_undefined, Called, Missing),
    assertion(Missing == []).

test(no_module_defines_a_predicate_in_user) :-
    loaded_together(_, UserPredicates),
    assertion(UserPredicates == []).

:- end_tests(modules_alone).
