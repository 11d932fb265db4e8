/*  swipl scripts/compile_prolog.pl

Compiles each module under prolog/tabuleiro/ into a quick load file
(`.qlf`) beside it, as make does after each change of one.  A process
that loads Tabuleiro's modules reads them in less than half the time
(prolog/cross_check.pl: 0.21 s of CPU from source, 0.09 s from .qlf),
and every command, every grading and tournament process on the
teacher's side and every test pays that at its start.

SWI-Prolog loads a module's .qlf only while it is newer than its .pl:
a file edited since is read from its source until make runs again,
which compiles the files edited since, and only them.  A
.qlf whose .pl is gone is removed, so that it cannot stand in for a
module that no longer exists.  A file is left as source when one of
its directives asks, as it is loaded, where it is or what is there
(prolog_load_context/2, :- if(...)): the answer must be the running
machine's, not the compiling one's.
*/

:- initialization(main, main).

main :-
    prolog_folder(Folder),
    forall(orphan_qlf(Folder, Qlf), delete_file(Qlf)),
    forall(( module_file(Folder, File),
             \+ compiled(File),
             \+ asks_where_it_is(File) ),
           qcompile(File, [imports([])])).

prolog_folder(Folder) :-
    source_file(main, Script),
    file_directory_name(Script, Scripts),
    file_directory_name(Scripts, Root),
    directory_file_path(Root, 'prolog/tabuleiro', Folder).

module_file(Folder, File) :-
    directory_member(Folder, File, [extensions([pl]), recursive(true)]).

% Its .qlf is newer than it: left as it is, so that a make while other
% processes load the modules (a test of make play beside the other
% suites) never rewrites a file one of them reads.
compiled(Source) :-
    file_name_extension(Base, pl, Source),
    file_name_extension(Base, qlf, Qlf),
    exists_file(Qlf),
    time_file(Qlf, Compiled),
    time_file(Source, Written),
    Compiled >= Written.

orphan_qlf(Folder, Qlf) :-
    directory_member(Folder, Qlf, [extensions([qlf]), recursive(true)]),
    file_name_extension(Base, qlf, Qlf),
    file_name_extension(Base, pl, Source),
    \+ exists_file(Source).

% A directive of File asks where it is loaded, or chooses what to load.
asks_where_it_is(File) :-
    setup_call_cleanup(open(File, read, In),
                       directive_asking(In),
                       close(In)).

directive_asking(In) :-
    repeat,
    catch(read_term(In, Term, [syntax_errors(quiet)]), _, fail),
    (   Term == end_of_file
    ->  !,
        fail
    ;   Term = (:- Directive),
        asking_goal(Directive)
    ->  !
    ;   fail
    ).

asking_goal(Directive) :-
    sub_term(Goal, Directive),
    callable(Goal),
    functor(Goal, Name, Arity),
    memberchk(Name/Arity, [prolog_load_context/2, source_location/2, if/1, elif/1]),
    !.
