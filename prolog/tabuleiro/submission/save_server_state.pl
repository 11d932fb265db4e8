:- module(tabuleiro_save_server_state, []).

/** <module> The student server, saved as a state that starts at once

    swipl prolog/tabuleiro/submission/save_server_state.pl STATE

saves to the file STATE the student server (student_server.pl) with
what it loads before a submission's code: the kit, and SWI-Prolog's
SICStus 4 emulation with its library(lists), which a course project
loads and which loads library(clpfd) for transpose/2.  A submission's
process started from the state (`swipl -x STATE FOLDER STARTS STACK`)
runs the server's main at once: a tenth of a second of CPU less than
compiling those files anew, at every start, thousands of times in a
course's tournament.  sandbox.pl runs this in a sandbox that sees the
server's files where every submission's process sees them, so the
state names no folder of the teacher's.

Autoloading stays on in the state (autoload(false) only keeps
qsave_program from loading every library the code could autoload):
the code a student writes autoloads SWI-Prolog's libraries as it does
anywhere.
*/

:- initialization(save_server_state, main).

save_server_state :-
    current_prolog_flag(argv, [State]),
    module_property(tabuleiro_save_server_state, file(This)),
    file_directory_name(This, Folder),
    directory_file_path(Folder, 'student_server.pl', Server),
    load_files(Server, [if(not_loaded)]),
    use_module(library(dialect/sicstus4), []),
    use_module(library(dialect/sicstus4/lists), []),
    qsave_program(State, [autoload(false), stand_alone(false)]).
