:- module(tabuleiro_test_forked_sleep,
          [ name_the_forked_sleep/2,    % +Folder, -Command
            process_runs/1              % +Command
          ]).
:- use_module(library(process)).
:- use_module(library(random)).
:- use_module(library(readutil)).

/** <module> The forks entrant's forked sleep, told apart

The test entrant `forks` (tests/tournament/entrants/forks) starts `sleep
987654 &` at its first move.  The tests give each copy of it a sleep of
its own, so that the process list shows that run's sleep alone, never
one of another run on the machine.
*/

%!  name_the_forked_sleep(+Folder, -Command) is det.
%
%   The forks entrant in Folder (a copy made by make_entrants.sh) sleeps
%   987654.N seconds, N this process's own; Command is its command line.

name_the_forked_sleep(Folder, Command) :-
    current_prolog_flag(pid, Pid),
    random_between(0, 999999, Random),
    format(atom(Command), "sleep 987654.~d~d", [Pid, Random]),
    directory_file_path(Folder, 'forks/player.pl', Player),
    read_file_to_string(Player, Text0, []),
    atomic_list_concat(Parts, 'sleep 987654', Text0),
    atomic_list_concat(Parts, Command, Text),
    setup_call_cleanup(open(Player, write, Out), write(Out, Text), close(Out)).

%!  process_runs(+Command) is semidet.
%
%   A process whose command line is Command runs (pgrep -fx).

process_runs(Command) :-
    process_create(path(pgrep), ['-fx', Command], [stdout(null), process(Pid)]),
    process_wait(Pid, exit(0)).
