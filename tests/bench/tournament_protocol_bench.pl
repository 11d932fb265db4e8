/*  The cost of the tournament's protocol per move: a student's random
    player (tests/tournament/entrants/random_lists) chooses its move in
    the same Shi positions twice, through the protocol (its process of
    its own, in the sandbox, asked over the link, as in a tournament:
    prolog/tabuleiro/tournament/student_entrant.pl) and in a plain process (the
    same call its process makes, answer_question/3, without the sandbox
    or the link).  Prints one Markdown
    table row: "| positions | ms per move, protocol | ms per move, in
    process | protocol's cost per move, ms |", each time per move the
    median over the positions.

        swipl tests/bench/tournament_protocol_bench.pl [POSITIONS]

    POSITIONS defaults to 300.  The time in process is measured by this
    script run again, as `--in-process FOLDER POSITIONS`, in a process of
    its own.
*/
:- module(tournament_protocol_bench, []).
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../..', Project),
   asserta(project(Project)).

:- project(Project),
   directory_file_path(Project, 'prolog/tabuleiro/game_state', GameState),
   directory_file_path(Project, 'prolog/tabuleiro/games', Games),
   directory_file_path(Project, 'prolog/tabuleiro/tournament/student_entrant', Entrant),
   directory_file_path(Project, 'prolog/tabuleiro/kit/cross_check_student', Kit),
   use_module(GameState),
   use_module(Games, [load_game_module/1]),
   use_module(Entrant),
   use_module(Kit, [student_subject/4, answer_question/3, start_student_calls/1]),
   % The adapter calls load_course_files/1 in user, as in its process.
   user:use_module(Kit, [load_course_files/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(process)).
:- use_module(library(readutil)).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = ['--in-process', Folder, CountText]
    ->  atom_number(CountText, Count),
        load_game_module(shi),
        positions(Count, States),
        in_process_seconds(Folder, States, Seconds),
        format("~w~n", [Seconds])
    ;   (   Argv = [CountText]
        ->  atom_number(CountText, Count)
        ;   Count = 300
        ),
        compare_the_two(Count)
    ).

compare_the_two(Count) :-
    load_game_module(shi),
    positions(Count, States),
    tmp_file(entrants, Entrants),
    setup_call_cleanup(make_entrants(Entrants),
                       ( directory_file_path(Entrants, random_lists, Folder),
                         protocol_seconds(Folder, States, Protocol),
                         in_process_of_its_own(Folder, Count, InProcess) ),
                       delete_directory_and_contents(Entrants)),
    ProtocolMs is Protocol * 1000,
    InProcessMs is InProcess * 1000,
    CostMs is ProtocolMs - InProcessMs,
    format("| ~d | ~3f | ~3f | ~3f |~n", [Count, ProtocolMs, InProcessMs, CostMs]).

%   in_process_of_its_own(+Folder, +Count, -Seconds): the in-process
%   time, measured by this script in a process of its own: the adapter
%   loads the student's files into `user` with the SICStus dialect, as
%   in the entrant's process, which must find `user` unused by the
%   protocol's side.

in_process_of_its_own(Folder, Count, Seconds) :-
    source_file(compare_the_two(_), Script),
    process_create(path(swipl), [Script, '--in-process', Folder, Count],
                   [stdout(pipe(Out)), process(Pid)]),
    read_line_to_string(Out, Line),
    close(Out),
    number_string(Seconds, Line),
    process_wait(Pid, exit(0)).

%   positions(+Count, -States): Count positions of Shi where a move is
%   to be chosen, from random games (seed 1), so that the two ways of
%   asking see the same positions.

positions(Count, States) :-
    set_random(seed(1)),
    game_initial_state(shi, [], Start),
    positions(Count, Start, Start, States).

positions(0, _, _, []) :-
    !.
positions(Count, Start, State, States) :-
    (   game_valid_moves(shi, State, Moves),
        Moves \== [],
        \+ game_over(shi, State, _)
    ->  States = [State|Rest],
        random_member(Move, Moves),
        game_move(shi, State, Move, Next),
        Count1 is Count - 1,
        positions(Count1, Start, Next, Rest)
    ;   positions(Count, Start, Start, States)
    ).

make_entrants(Entrants) :-
    project(Project),
    directory_file_path(Project, 'tests/tournament/make_entrants.sh', Script),
    process_create(path(bash), [Script, Entrants], [process(Pid)]),
    process_wait(Pid, exit(0)).

%   protocol_seconds(+Folder, +States, -Seconds): the wall-clock time of
%   asking the entrant's process for a move in each state, as the referee
%   does (its closure), once the process has loaded.

protocol_seconds(Folder, States, Seconds) :-
    Settings = _{move_seconds: 10, seconds: 600, memory: 2048, sandbox: true},
    warm_up(States, WarmUp),
    with_student_entrant(shi, Folder, Settings, entrant(_, program, Closure),
                         ( ask_each(Closure, WarmUp),
                           timed_each(ask(Closure), States, Seconds) )).

ask_each(Closure, States) :-
    forall(member(State, States), ask(Closure, State)).

ask(Closure, State) :-
    once(call(Closure, shi, State, _Move)).

%   in_process_seconds(+Folder, +States, -Seconds): the same question
%   answered by the same code loaded in this process, as the entrant's
%   process loads it (prolog/tabuleiro/submission/student_server.pl).

in_process_seconds(Folder, States, Seconds) :-
    directory_file_path(Folder, 'adapter.pl', Adapter),
    working_directory(Here, Folder),
    user:consult(Adapter),
    working_directory(_, Here),
    user:grade_game(Game),
    user:grade_options(Options),
    memberchk(against(Against), Options),
    student_subject(user, Game, Against, Student),
    start_student_calls(false),
    warm_up(States, WarmUp),
    answer_each(Student, WarmUp),
    timed_each(answer(Student), States, Seconds).

answer_each(Student, States) :-
    forall(member(State, States), answer(Student, State)).

answer(Student, game_state(Board, Player, Rules, _)) :-
    answer_question(Student, choose_move(Board, Player, Rules, Student.level, 10), move(_)).

%   The first 20 positions are asked once before the timing, on both
%   sides, so that neither pays alone for the first calls (clause
%   indexes built, the process's pages touched).

warm_up(States, WarmUp) :-
    length(States, Count),
    Length is min(20, Count),
    length(WarmUp, Length),
    append(WarmUp, _, States).

%   timed_each(:Ask, +States, -Seconds): Seconds is the median of the
%   wall-clock times of call(Ask, State), one State after another: the
%   median, not the mean, since a move that waited for a busy core would
%   weigh on the mean alone.

timed_each(Ask, States, Seconds) :-
    maplist(timed(Ask), States, Times),
    msort(Times, Sorted),
    length(Sorted, Count),
    Middle is Count // 2,
    nth0(Middle, Sorted, Seconds).

timed(Ask, State, Seconds) :-
    get_time(T0),
    call(Ask, State),
    get_time(T1),
    Seconds is T1 - T0.
