:- module(test_commands, [project_file/2, run/2]).
:- use_module(library(process)).
:- use_module(library(readutil)).

/** <module> Files of the project and commands, for the checks that run the tools */

%!  project_file(+Relative, -File) is det.
%
%   File is the absolute path of Relative, a path in the project.

project_file(Relative, File) :-
    module_property(test_commands, file(Here)),
    file_directory_name(Here, Tests),
    directory_file_path(Tests, '../..', Root),
    directory_file_path(Root, Relative, File0),
    absolute_file_name(File0, File).

%!  run(+Command, +Arguments) is semidet.
%
%   Command ran with Arguments and exited with status 0; otherwise what
%   it said on its stderr is printed, and run/2 fails.

run(Command, Arguments) :-
    process_create(path(Command), Arguments,
                   [stdout(null), stderr(pipe(Err)), process(Pid)]),
    read_string(Err, _, Said),
    close(Err),
    process_wait(Pid, Status),
    (   Status == exit(0)
    ->  true
    ;   format("~w ~q: ~q~n~s~n", [Command, Arguments, Status, Said]),
        fail
    ).
