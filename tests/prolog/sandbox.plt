/*  The walls of a submission's sandbox, seen from inside: a shell takes
    the place of the student server in the very command grading and the
    tournament run, and says what it can see and do.
*/

:- use_module('../../prolog/tabuleiro/submission/sandbox').
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(zip)).

%   inside_sandbox(+Script, -Output, -User): what Script printed, run by
%   sh in a sandbox made for an empty submission, as the user User.
inside_sandbox(Script, Output, User) :-
    tmp_file(sandboxed, Folder),
    make_directory(Folder),
    tmp_file(sandbox_root, Root),
    sandbox_user(true, User),
    Limits = _{memory: 512, cpu: 10, processes: 64, output: 16, sandbox: true, user: User,
               starts: []},
    setup_call_cleanup(
        private_copy(Folder, Root, Limits, Copy),
        ( server_command(Copy, Limits, Executable, Arguments0),
          once(append(Front, [swipl, '-x', _, _, _, _], Arguments0)),
          append(Front, [sh, '-c', Script], Arguments),
          process_create(path(Executable), Arguments,
                         [stdout(pipe(Out)), stderr(null), process(Pid)]),
          read_string(Out, _, Output),
          close(Out),
          process_wait(Pid, _) ),
        ( delete_directory_and_contents(Folder),
          process_create(path(rm), ['-rf', Root], [process(Rm)]),
          process_wait(Rm, _) )).

sandbox_runs :-
    sandbox_available(yes).

project_folder(Project) :-
    module_property(tabuleiro_sandbox, file(SandboxFile)),
    file_directory_name(SandboxFile, Submission),
    file_directory_name(Submission, Internal),
    file_directory_name(Internal, Prolog),
    file_directory_name(Prolog, Project).

:- begin_tests(sandbox, [condition(sandbox_runs)]).

% A process in the sandbox cannot make a user namespace of its own
% (where it would be root again).
test(no_user_namespace_inside) :-
    inside_sandbox('if unshare -Ur true 2>/dev/null; then echo made; else echo refused; fi',
                   Output, _),
    assertion(sub_string(Output, _, _, _, "refused")).

% Its mounts name no folder of the teacher's: Tabuleiro's server comes
% from the run's own copy.
test(the_mounts_name_no_folder_of_tabuleiros) :-
    inside_sandbox('cat /proc/self/mountinfo', Output, _),
    project_folder(Project),
    assertion(sub_string(Output, _, _, _, " /tabuleiro ")),
    assertion(\+ sub_string(Output, _, _, _, Project)).

% Nor does the server's saved state it runs: its files are named where
% the sandbox sees them.
test(the_server_state_names_no_folder_of_tabuleiros) :-
    server_state(sandboxed, State),
    zip_open(State, read, Zipper, []),
    setup_call_cleanup(
        ( zipper_goto(Zipper, file('$prolog/state.qlf')),
          zipper_open_current(Zipper, In, [type(binary)]) ),
        read_string(In, _, Compiled),
        ( close(In), zip_close(Zipper) )),
    project_folder(Project),
    assertion(sub_string(Compiled, _, _, _, "/tabuleiro/prolog/submission/student_server.pl")),
    assertion(\+ sub_string(Compiled, _, _, _, Project)).

% As root, each sandbox is a user of its own.
test(each_sandbox_is_a_user_of_its_own) :-
    inside_sandbox('id -u', First, User1),
    inside_sandbox('id -u', Second, User2),
    (   User1 = uid(Uid1)
    ->  User2 = uid(Uid2),
        assertion(Uid1 =\= Uid2),
        assertion(split_string(First, "", "\n", [Text1])),
        assertion(number_string(Uid1, Text1)),
        assertion(split_string(Second, "", "\n", [Text2])),
        assertion(number_string(Uid2, Text2))
    ;   assertion(User1-User2 == self-self)
    ).

:- end_tests(sandbox).

% Every file of Tabuleiro that the student server loads is one the
% sandbox is given (a module left out makes every call of the student's
% code an error there, and only there).
:- begin_tests(sandbox_files).

test(the_server_loads_only_the_files_the_sandbox_is_given) :-
    module_property(tabuleiro_sandbox, file(SandboxFile)),
    file_directory_name(SandboxFile, SubmissionDir),
    file_directory_name(SubmissionDir, PrologDir),
    directory_file_path(SubmissionDir, 'student_server.pl', Server),
    % halt before the server's own main (its initialization) starts
    format(atom(Goal), "use_module(~q), forall(source_file(F), (writeq(F), nl)), halt",
           [Server]),
    process_create(path(swipl), ['-g', Goal, '-t', halt], [stdout(pipe(Out)), process(Pid)]),
    read_string(Out, _, Text),
    close(Out),
    process_wait(Pid, exit(0)),
    split_string(Text, "\n", "", Lines),
    atom_concat(PrologDir, '/', Prefix),
    findall(Relative,
            ( member(Line, Lines), Line \== "",
              term_string(File, Line),
              atom_concat(Prefix, Relative, File) ),
            Loaded0),
    sort(Loaded0, Loaded),
    assertion(memberchk('submission/student_server.pl', Loaded)),
    findall(F, tabuleiro_sandbox:server_file(F), Given0),
    sort(Given0, Given),
    subtract(Loaded, Given, NotGiven),
    assertion(NotGiven == []).

:- end_tests(sandbox_files).
