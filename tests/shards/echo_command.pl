/*  A stand-in command for the scripts' tests: it runs nothing, and
    writes down the arguments it was given, so that a test can see that
    scripts/shards-*.sh pass a command's own arguments through and add
    --shard, --out and --merge, for any command (prolog/grade.pl,
    prolog/tournament.pl).

        swipl tests/shards/echo_command.pl ARGS... --out=DIR

    writes argv(Arguments) into DIR/arguments.terms.
*/
:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    member(Option, Argv),
    atom_concat('--out=', Out, Option),
    !,
    make_directory_path(Out),
    directory_file_path(Out, 'arguments.terms', File),
    setup_call_cleanup(open(File, write, Stream),
                       format(Stream, "~q.~n", [argv(Argv)]),
                       close(Stream)).
