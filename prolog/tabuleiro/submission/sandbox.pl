:- module(tabuleiro_sandbox,
          [ sandbox_available/1,    % -Answer
            sandbox_user/2,         % +Sandbox, -User
            private_copy/4,         % +Folder, +Root, +Limits, -Copy
            server_command/4,       % +Copy, +Limits, -Executable, -Arguments
            server_state/2          % +Kind, -State
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module('../games', [game/1]).

/** <module> A submission's process, in Debian's bubblewrap sandbox

The grader runs each submission's code (prolog/tabuleiro/submission/student_server.pl) in a
process of its own, sandboxed by `bwrap` and limited by the kernel:

  - its own PID, IPC, UTS and network namespaces: it sees no other
    process, has no network, and when it ends everything it started
    ends with it (`--die-with-parent`, the PID namespace goes); it
    cannot make namespaces of its own (`--disable-userns`);
  - a read-only view of the system (`/usr`) and of the saved state of
    the few Prolog files of Tabuleiro's that it runs (the server and
    the calls of the student's code: not the rules, which would answer
    for it), a private writable copy of its own folder (`/submission`),
    and nothing else: no other submission, no report, no home, no
    `/tmp` of the machine's (its `/tmp` is a folder beside its copy);
  - that state is copied into the run's own folder beside the
    submission's copy, not bound from where Tabuleiro is installed: the
    sandbox's user need not reach the teacher's folders (a clone under
    `/root`, in a folder of mode 0700); it was made in a sandbox that
    saw the server's files at `/tabuleiro/prolog`, so it names no
    folder of theirs either;
  - limits (`prlimit`) on its address space, CPU time, processes, file
    size (what it writes, its stderr included) and open files; no core
    files;
  - run as root, it runs as a user id of its own (setpriv), unused by
    anyone else: root's processes are exempt from the process limit,
    and the kernel counts that limit per user, so that a sandbox that
    starts all the processes it may leaves the others theirs.  A
    teacher who is not root runs every sandbox as themselves: there the
    process limit is shared with the teacher's own processes.

Without the sandbox (`--unsandboxed`), the same process runs with the
same limits and its private copy, but sees the whole machine as the
teacher does.
*/

%!  sandbox_user(+Sandbox, -User) is det.
%
%   The user a new sandbox runs as: `uid(Uid)`, a user id of its own,
%   when Sandbox is `true` and this runs as root; `self` otherwise.
%   Each sandbox has its own, so that the kernel's limits per user (the
%   number of processes) that one sandbox uses up are never another's:
%   ids from 1 000 000 000 up, made of this process's id and a count of
%   the sandboxes it started (at most 256 of them at once).

sandbox_user(Sandbox, User) :-
    (   Sandbox == true,
        getuid(0)
    ->  flag(tabuleiro_sandboxes, K, K + 1),
        current_prolog_flag(pid, Pid),
        Uid is 1_000_000_000 + (Pid mod 4_194_304) * 256 + K mod 256,
        User = uid(Uid)
    ;   User = self
    ).

%!  sandbox_available(-Answer) is det.
%
%   Answer is `yes`, or `no(Why)` with bwrap's own words.

sandbox_available(Answer) :-
    (   absolute_file_name(path(bwrap), _, [access(execute), file_errors(fail)])
    ->  tmp_file(sandbox_probe, ErrorFile),
        sandbox_user(true, User),
        as_sandbox_user(User, ['bwrap', '--unshare-user', '--unshare-pid', '--unshare-net',
                         '--ro-bind', '/', '/', '--', 'true'], [Exe|Args]),
        setup_call_cleanup(open(ErrorFile, write, Errors),
                           process_create(path(Exe), Args,
                                          [stdout(null), stderr(stream(Errors)),
                                           process(Pid)]),
                           close(Errors)),
        process_wait(Pid, Status),
        read_file_to_string(ErrorFile, Said, []),
        delete_file(ErrorFile),
        (   Status == exit(0)
        ->  Answer = yes
        ;   split_string(Said, "\n", " ", [First|_]),
            Answer = no(First)
        )
    ;   Answer = no("bwrap is not installed (Debian package bubblewrap)")
    ).

% As root, the sandbox runs as a user of its own (sandbox_user/2).
as_sandbox_user(uid(Uid), Command, [setpriv, Re, Rg, '--clear-groups', '--'|Command]) :-
    format(atom(Re), "--reuid=~d", [Uid]),
    format(atom(Rg), "--regid=~d", [Uid]).
as_sandbox_user(self, Command, Command).

% The user id is asked once (`id -u`, a process of its own), not for
% each sandbox.
:- table getuid/1 as shared.

getuid(Uid) :-
    current_prolog_flag(unix, true),
    catch(process_create(path(id), ['-u'], [stdout(pipe(Out)), process(Pid)]), _, fail),
    read_line_to_string(Out, Line),
    close(Out),
    process_wait(Pid, _),
    number_string(Uid, Line).

%!  private_copy(+Folder, +Root, +Limits, -Copy) is det.
%
%   Copy is a copy of Folder in the new folder Root, with a `tmp`
%   folder beside it and, when Limits.sandbox is `true`, a copy of the
%   server's saved state (server_state/2); all are the sandbox user's,
%   Limits.user (sandbox_user/2).  Symbolic links are copied as links:
%   in the sandbox they lead nowhere outside.

private_copy(Folder, Root, Limits, Copy) :-
    make_directory(Root),
    directory_file_path(Root, submission, Copy),
    directory_file_path(Root, tmp, Tmp),
    make_directory(Copy),
    make_directory(Tmp),
    atom_concat(Folder, '/.', From),
    run(cp, ['-R', '-P', '--preserve=mode', From, Copy]),
    (   Limits.sandbox == true
    ->  server_state(sandboxed, State),
        directory_file_path(Root, tabuleiro, Server),
        make_directory(Server),
        directory_file_path(Server, 'student_server.state', StateCopy),
        copy_file(State, StateCopy)
    ;   true
    ),
    (   Limits.user = uid(Uid)
    ->  format(atom(Owner), "~d:~d", [Uid, Uid]),
        run(chown, ['-R', '-h', Owner, Root])
    ;   true
    ).

%!  server_state(+Kind, -State) is det.
%
%   State is the student server's saved state (save_server_state.pl)
%   for the sandbox (Kind `sandboxed`: made in a sandbox that sees the
%   server's files at /tabuleiro/prolog, where a submission's process
%   would, so that it names no folder of the teacher's) or for a
%   process without one (Kind `installed`: made from the installed
%   files, whose names a submission there sees anyway).  States are
%   kept in the user's cache folder (state_cache_folder/1), one per
%   version of SWI-Prolog and of the server's files, and made the first
%   time one is asked for: a second or so, once.

:- table server_state/2 as shared.

server_state(Kind, State) :-
    installed_prolog_folder(Installed),
    findall(Text,
            ( server_file(File),
              directory_file_path(Installed, File, Path),
              read_file_to_string(Path, Text, []) ),
            Texts),
    current_prolog_flag(version, Version),
    (   Kind == sandboxed
    ->  Where = sandboxed
    ;   Where = installed(Installed)
    ),
    variant_sha1(server_state(Version, Where, Texts), Key),
    state_cache_folder(Cache),
    format(atom(Name), "server-~w.state", [Key]),
    directory_file_path(Cache, Name, State),
    (   exists_file(State)
    ->  true
    ;   save_server_state(Kind, Cache, State)
    ).

% $XDG_CACHE_HOME/tabuleiro, else ~/.cache/tabuleiro.
state_cache_folder(Folder) :-
    (   getenv('XDG_CACHE_HOME', Base),
        Base \== ''
    ->  true
    ;   getenv('HOME', Home),
        directory_file_path(Home, '.cache', Base)
    ),
    directory_file_path(Base, tabuleiro, Folder),
    make_directory_path(Folder).

% The state is made in a folder of this process's own in Cache, then
% renamed to State at once: another grader making it at the same time
% never sees half a state.
save_server_state(Kind, Cache, State) :-
    current_prolog_flag(pid, Pid),
    flag(tabuleiro_server_states, N, N + 1),
    format(atom(Name), "making-~d-~d", [Pid, N]),
    directory_file_path(Cache, Name, Making),
    make_directory(Making),
    directory_file_path(Making, 'server.state', Made),
    setup_call_cleanup(true,
                       ( run_state_saver(Kind, Making),
                         rename_file(Made, State) ),
                       delete_directory_and_contents(Making)).

run_state_saver(sandboxed, Making) :-
    copy_server_files(Making),
    server_files_copy(Making, PrologDir),
    system_options(System),
    append([ [ '--unshare-all', '--die-with-parent', '--new-session' ],
             System,
             [ '--ro-bind', PrologDir, '/tabuleiro/prolog',
               '--bind', Making, '/out',
               '--proc', '/proc', '--dev', '/dev', '--chdir', '/out',
               '--clearenv', '--setenv', 'HOME', '/out',
               '--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'LANG', 'C.UTF-8',
               '--', swipl, '/tabuleiro/prolog/submission/save_server_state.pl',
               '/out/server.state' ] ],
           Arguments),
    run(bwrap, Arguments).
run_state_saver(installed, Making) :-
    installed_prolog_folder(Installed),
    directory_file_path(Installed, 'submission/save_server_state.pl', Saver),
    directory_file_path(Making, 'server.state', Made),
    run(swipl, [Saver, Made]).

%   server_files_copy(+Root, -PrologDir): the folder of Root where
%   copy_server_files/1 puts the server's files, as they are under
%   prolog/.
server_files_copy(Root, PrologDir) :-
    directory_file_path(Root, 'tabuleiro/prolog', PrologDir).

copy_server_files(Root) :-
    installed_prolog_folder(Installed),
    server_files_copy(Root, Copied),
    forall(server_file(File),
           ( directory_file_path(Installed, File, From),
             directory_file_path(Copied, File, To),
             file_directory_name(To, Dir),
             make_directory_path(Dir),
             copy_file(From, To) )).

installed_prolog_folder(Folder) :-
    module_property(tabuleiro_games, file(Games)),
    file_directory_name(Games, Folder).

run(Command, Args) :-
    process_create(path(Command), Args, [stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, Status),
    (   Status == exit(0)
    ->  true
    ;   throw(error(process_error(Command, Status), _))
    ).

%!  server_command(+Copy, +Limits, -Executable, -Arguments) is det.
%
%   The command that runs the student server on Copy (a private copy,
%   see private_copy/4) under Limits, a dict: `memory` (MB), `cpu`
%   (seconds), `processes`, `output` (MB, the largest file written),
%   `sandbox` (`true` or `false`), `user` (sandbox_user/2) and `starts`
%   (the games' start positions, for a project without an adapter: see
%   game_starts/2).  The protocol is on file descriptors standard input
%   and output (prolog/tabuleiro/submission/student_server.pl).

server_command(Copy, Limits, prlimit, Arguments) :-
    limit_options(Limits, LimitOptions),
    StackLimit is Limits.memory * 1024 * 1024,
    (   Limits.sandbox == true
    ->  file_directory_name(Copy, Root),
        bwrap_options(Root, Copy, Options),
        append([[bwrap], Options, ['--']], Prefix0),
        as_sandbox_user(Limits.user, Prefix0, Prefix),
        State = '/tabuleiro/student_server.state',
        Folder = '/submission'
    ;   % Run as the teacher, from the installed files: a submission
        % that loads Tabuleiro's rules from there is seen doing so.
        sandbox_terminal(Terminal),
        atom_concat('TERM=', Terminal, TermSetting),
        Prefix = [env, TermSetting],
        server_state(installed, State),
        Folder = Copy
    ),
    format(atom(Starts), "~q", [Limits.starts]),
    append([LimitOptions, ['--'], Prefix, [swipl, '-x', State, Folder, Starts, StackLimit]],
           Arguments).

%   sandbox_terminal(-Type): the terminal type the student's code sees,
%   whatever the teacher's: a project clears the screen and sizes its
%   board with `clear` and `tput`, which fail with no terminal type.
sandbox_terminal(xterm).

%   server_file(-File): the files of prolog/ the student server loads,
%   the only ones of Tabuleiro in the state a submission's process runs:
%   the server, the calls of a student's code, and each game's kit (its
%   players and move terms), never its rules.
server_file('submission/student_server.pl').
server_file('submission/save_server_state.pl').
server_file('submission/load_problem.pl').
server_file('kit/cross_check_student.pl').
server_file('kit/encoding_inference.pl').
server_file('kit/database_board.pl').
server_file('kit/piece_list.pl').
server_file('kit/move_writing.pl').
server_file('kit/cpu_limit.pl').
server_file('game_plugin.pl').
server_file('games.pl').
server_file(File) :-
    game(Game),
    atomic_list_concat([Game, '/kit.pl'], File).

limit_options(Limits, Options) :-
    Bytes is Limits.memory * 1024 * 1024,
    Hard is Limits.cpu + 5,
    Output is Limits.output * 1024 * 1024,
    format(atom(As), "--as=~d", [Bytes]),
    format(atom(Cpu), "--cpu=~d:~d", [Limits.cpu, Hard]),
    format(atom(Nproc), "--nproc=~d", [Limits.processes]),
    format(atom(Fsize), "--fsize=~d", [Output]),
    Options = [As, Cpu, Nproc, Fsize, '--nofile=256', '--core=0'].

bwrap_options(Root, Copy, Options) :-
    sandbox_terminal(Terminal),
    directory_file_path(Root, tabuleiro, ServerDir),
    Server = ['--ro-bind', ServerDir, '/tabuleiro'],
    directory_file_path(Root, tmp, Tmp),
    system_options(System),
    append([ [ '--unshare-user', '--disable-userns', '--unshare-pid', '--unshare-ipc',
               '--unshare-net', '--unshare-uts', '--unshare-cgroup-try', '--die-with-parent',
               '--new-session' ],
             System,
             Server,
             [ '--proc', '/proc', '--dev', '/dev',
               '--bind', Copy, '/submission',
               '--bind', Tmp, '/tmp',
               '--chdir', '/submission',
               '--clearenv', '--setenv', 'HOME', '/submission',
               '--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'LANG', 'C.UTF-8',
               '--setenv', 'TMPDIR', '/tmp', '--setenv', 'TERM', Terminal ] ],
           Options).

% system_options(-Options): the system a sandbox sees, for bwrap.
system_options(Options) :-
    findall(Option, system_option(Option), Lists),
    append(Lists, Options).

% /usr read-only; /bin, /lib, ... as links where they are links (a
% merged /usr), else read-only; the dynamic linker's cache.
system_option(['--ro-bind', '/usr', '/usr']).
system_option(Option) :-
    member(Dir, ['/bin', '/sbin', '/lib', '/lib32', '/lib64']),
    (   read_link(Dir, Target, _)
    ->  Option = ['--symlink', Target, Dir]
    ;   exists_directory(Dir)
    ->  Option = ['--ro-bind', Dir, Dir]
    ).
system_option(['--ro-bind-try', '/etc/ld.so.cache', '/etc/ld.so.cache']).
