/*  Writes a class of the mutant suite (mutants.pl) for prolog/grade.pl:

        swipl tests/cross_check/mutants/make_mutant_class.pl OUTDIR [bases|mutants|all]

    OUTDIR gets one folder per base, per mutant, or both (all, the
    default): a base's folder is a copy of bases/Name with the files of
    base_file_from/3 copied in; a mutant's, a copy of its base's with
    its one substitution made.  A mutant whose OldText does not occur
    exactly once in its file stops the build with an error, so that no
    mutant can silently be its base.
*/
:- use_module(mutants).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Out|Rest],
        ( Rest == [] -> Which = all ; Rest = [Which] ),
        memberchk(Which, [bases, mutants, all])
    ->  catch(make_class(Out, Which), not_once(Name, File, Count),
              ( format(user_error, "mutant ~w: its old text occurs ~d times in ~w, \c
                                   not once~n", [Name, Count, File]),
                halt(1) ))
    ;   format(user_error, "usage: swipl tests/cross_check/mutants/make_mutant_class.pl \c
                            OUTDIR [bases|mutants|all]~n", []),
        halt(2)
    ).

make_class(Out, Which) :-
    make_directory_path(Out),
    forall(( base(Base, _), memberchk(Which, [bases, all]) ),
           write_base(Base, Out, Base)),
    forall(( mutant(Name, Base, File, Old, New, _), memberchk(Which, [mutants, all]) ),
           write_mutant(Out, Name, Base, File, Old, New)).

here(Dir) :-
    source_file(make_class(_, _), File),
    file_directory_name(File, Dir).

% write_base(+Base, +Out, +Folder): Out/Folder holds Base's files.
write_base(Base, Out, Folder) :-
    here(Here),
    format(atom(From), "~w/bases/~w", [Here, Base]),
    directory_file_path(Out, Folder, To),
    make_directory(To),
    directory_files(From, Entries),
    forall(( member(Entry, Entries), \+ memberchk(Entry, ['.', '..']) ),
           ( directory_file_path(From, Entry, Source),
             directory_file_path(To, Entry, Target),
             copy_file(Source, Target) )),
    forall(base_file_from(Base, File, Source),
           ( format(atom(Source1), "~w/../../../~w", [Here, Source]),
             directory_file_path(To, File, Target),
             copy_file(Source1, Target) )).

write_mutant(Out, Name, Base, File, Old, New) :-
    write_base(Base, Out, Name),
    directory_file_path(Out, Name, Folder),
    directory_file_path(Folder, File, Path),
    read_file_to_string(Path, Text0, []),
    text(Old, OldText),
    text(New, NewText),
    substituted(Name-File, Text0, OldText, NewText, Text),
    setup_call_cleanup(open(Path, write, Stream), write(Stream, Text), close(Stream)).

% A text is a string, or a list of lines.
text(Lines, Text) :-
    is_list(Lines),
    !,
    atomic_list_concat(Lines, '\n', Atom),
    atom_string(Atom, Text).
text(Text, Text).

%   substituted(+Name-File, +Text0, +Old, +New, -Text): Text is Text0
%   with its one occurrence of Old replaced by New.
substituted(Name-File, Text0, Old, New, Text) :-
    aggregate_all(count, sub_string(Text0, _, _, _, Old), Count),
    (   Count =:= 1
    ->  sub_string(Text0, Before, _, After, Old),
        sub_string(Text0, 0, Before, _, Prefix),
        sub_string(Text0, _, After, 0, Suffix),
        atomics_to_string([Prefix, New, Suffix], Text)
    ;   throw(not_once(Name, File, Count))
    ).
