:- module(tabuleiro_grade,
          [ grade/2,                % +Folder, +Options
            grade_submission/2      % +Folder, +ResultFile
          ]).
:- use_module(cross_check).
:- use_module(cross_check_report, [print_result/1, exception_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

/** <module> Grading a class: the cross-check of every submission

    swipl prolog/grade.pl FOLDER [--positions=N] [--seconds=S] [--memory=MB] [--out=DIR]

FOLDER holds one subfolder per submission, each with the student's
files and a small `adapter.pl` (templates: examples/cross_check/) that
loads them with load_course_files/1 and says what to check:

    :- load_course_files(['teeko.pl']).
    grade_game(teeko).
    grade_options([against(student([...]))]).

Each submission runs in its own `swipl` process, under a time limit
(`timeout`) and a memory limit (`ulimit -v`, and Prolog's stack limit),
so one that loops, runs out of memory, crashes or calls halt/0 costs
only its own row, which says which of these ended it.  The report is
written to grading-report.md and grading-report.json in DIR (default:
FOLDER).
*/

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = ['--one', Folder, ResultFile]
    ->  grade_submission(Folder, ResultFile)
    ;   argv_options(Argv, Positional, Options),
        Positional = [Folder]
    ->  grade(Folder, Options)
    ;   format(user_error, "Usage: swipl prolog/grade.pl FOLDER [--positions=N] \c
                            [--seconds=S] [--memory=MB] [--out=DIR]~n", []),
        halt(2)
    ).

%!  grade(+Folder, +Options) is det.
%
%   Grades every subfolder of Folder, showing progress, and writes the
%   report.  Options: positions(N) (default 1000), seconds(S), the time
%   limit of one submission (default 120), memory(MB) (default 2048),
%   out(Dir), where the report goes (default: Folder).

grade(Folder, Options) :-
    (   exists_directory(Folder)
    ->  true
    ;   format(user_error, "grade: no folder ~w~n", [Folder]),
        halt(2)
    ),
    submissions(Folder, Names),
    length(Names, Count),
    format("Grading ~D submissions in ~w~n", [Count, Folder]),
    foldl(grade_one(Folder, Options, Count), Names, Rows, 1, _),
    option(out(Out), Options, Folder),
    write_reports(Out, Rows).

submissions(Folder, Names) :-
    directory_files(Folder, Entries),
    findall(Name,
            ( member(Name, Entries),
              \+ sub_atom(Name, 0, _, _, '.'),
              directory_file_path(Folder, Name, Path),
              exists_directory(Path) ),
            Names0),
    msort(Names0, Names).

grade_one(Folder, Options, Count, Name, Row, I, I1) :-
    I1 is I + 1,
    format("[~d/~d] ~w ... ", [I, Count, Name]),
    flush_output,
    directory_file_path(Folder, Name, Path),
    get_time(T0),
    run_submission(Path, Options, Outcome),
    get_time(T1),
    Seconds is T1 - T0,
    Row = Outcome.put(_{name: Name, seconds: Seconds}),
    format("~w (~1f s)~n", [Row.verdict, Seconds]).

% run_submission(+Path, +Options, -Outcome): Outcome is the dict the
% submission's process wrote, or what its end says about it.
run_submission(Path, Options, Outcome) :-
    directory_file_path(Path, 'adapter.pl', Adapter),
    (   exists_file(Adapter)
    ->  tmp_file(grade, ResultFile),
        tmp_file(grade_errors, ErrorFile),
        limited_run(Path, Options, ResultFile, ErrorFile, Status),
        outcome(ResultFile, ErrorFile, Status, Options, Outcome),
        delete_file(ResultFile),
        delete_file(ErrorFile)
    ;   Outcome = _{verdict: 'not graded', why: 'no adapter.pl'}
    ).

% limited_run(+Path, +Options, +ResultFile, +ErrorFile, -Status): runs
% the submission's process, which writes its progress and result to
% ResultFile and what it prints on stderr to ErrorFile; Status is how
% it ended (process_wait/2).
limited_run(Path, Options, ResultFile, ErrorFile, Status) :-
    option(seconds(Seconds), Options, 120),
    option(memory(MB), Options, 2048),
    option(positions(Positions), Options, 1000),
    module_property(tabuleiro_grade, file(Me)),
    KB is MB * 1024,
    format(atom(Script),
           "ulimit -v ~d; exec timeout -k 5 ~w swipl --stack-limit=~dm ~q --one ~q ~q 2>~q",
           [KB, Seconds, MB, Me, Path, ResultFile, ErrorFile]),
    process_create(path(sh), ['-c', Script],
                   [ stdout(null), stderr(null), process(Pid),
                     environment(['TABULEIRO_GRADE_POSITIONS'=Positions]) ]),
    wait_for_submission(Pid, ErrorFile, ResultFile, Status).

% A process may hang as it exits: one that runs out of memory outside
% Prolog's stacks prints a FATAL ERROR and may hang while it cleans up (a
% lock held when memory ran out), and SWI-Prolog 9.0 may deadlock in
% halt/0 when a time limit (library(time)) is pending, as it is while a
% submission's predicate runs.  Two seconds after the process began to
% exit, its whole process group (timeout and swipl) is killed; a halt cut
% short that way ends with Status `halt_hung`.  (process_wait/3 is polled
% with timeout(0): a longer timeout is not kept by every SWI-Prolog.)
wait_for_submission(Pid, ErrorFile, ResultFile, Status) :-
    poll_submission(Pid, ErrorFile-ResultFile, none, Status).

% Exiting is `none`, or How-Since once the process began to exit.
poll_submission(Pid, Files, Exiting, Status) :-
    process_wait(Pid, Status0, [timeout(0)]),
    (   Status0 \== timeout
    ->  Status = Status0
    ;   Exiting == none
    ->  (   exit_begun(Files, How)
        ->  get_time(Now),
            Exiting1 = How-Now
        ;   Exiting1 = none
        ),
        sleep(0.2),
        poll_submission(Pid, Files, Exiting1, Status)
    ;   Exiting = How-Since,
        get_time(Now),
        Now - Since > 2
    ->  process_group_kill(Pid, kill),
        process_wait(Pid, Killed),
        (   How == halt
        ->  Status = halt_hung
        ;   Status = Killed
        )
    ;   sleep(0.2),
        poll_submission(Pid, Files, Exiting, Status)
    ).

% exit_begun(+ErrorFile-ResultFile, -How): the process printed a FATAL
% ERROR, or noted `halting` as it began to halt (see grade_submission/2).
exit_begun(ErrorFile-_, fatal_error) :-
    fatal_error(ErrorFile, _),
    !.
exit_begun(_-ResultFile, halt) :-
    result_terms(ResultFile, Terms),
    memberchk(halting, Terms).

%   fatal_error(+ErrorFile, -Message): the process printed a FATAL ERROR
%   (SWI-Prolog's last words) among the last 64 KiB of its stderr;
%   Message is what follows it, on one line.
fatal_error(ErrorFile, Message) :-
    exists_file(ErrorFile),
    size_file(ErrorFile, Size),
    Size > 0,
    Skip is max(0, Size - 65536),
    setup_call_cleanup(open(ErrorFile, read, In, [encoding(octet)]),
                       ( seek(In, Skip, bof, _), read_string(In, _, Tail) ),
                       close(In)),
    sub_string(Tail, Before, _, _, "FATAL ERROR"),
    !,
    sub_string(Tail, Before, _, 0, After),
    split_string(After, "\n", " \t[]", [_|Lines]),
    exclude(==(""), Lines, Parts),
    atomic_list_concat(Parts, ' ', Message).

% The process writes stage(loading), stage(loaded), stage(checking(Game))
% then its result: the last term read says how far it went.  Without a
% result, how it ended says why: its time limit (timeout exits with 124,
% or 137 when it had to kill), its memory limit (SWI-Prolog's fatal
% message), a signal (a crash) or an exit status (halt/0 or halt/1 in
% the submission).
outcome(ResultFile, ErrorFile, Status, Options, Outcome) :-
    last_term(ResultFile, Last),
    (   Last = result(Outcome0)
    ->  Outcome = Outcome0
    ;   ended(Last, ErrorFile, Status, Options, Verdict, Why),
        (   Last = stage(checking(Game))
        ->  Outcome = _{verdict: Verdict, why: Why, game: Game}
        ;   Outcome = _{verdict: Verdict, why: Why}
        )
    ).

ended(Last, _, Status, Options, 'timed out', Why) :-
    memberchk(Status, [exit(124), exit(137)]),
    !,
    option(seconds(Seconds), Options, 120),
    stage_words(Last, When),
    format(atom(Why), "no result within ~w s (~w)", [Seconds, When]).
ended(stage(loading), ErrorFile, Status, Options, 'not loaded', Why) :-
    !,
    ending(ErrorFile, Status, Options, 'while loading', _, Why).
ended(Last, ErrorFile, Status, Options, Verdict, Why) :-
    stage_words(Last, When),
    ending(ErrorFile, Status, Options, When, Verdict, Why).

stage_words(stage(loading), 'while loading') :- !.
stage_words(stage(loaded), 'after loading') :- !.
stage_words(_, 'during the check').

ending(ErrorFile, _, Options, When, 'memory limit exceeded', Why) :-
    fatal_error(ErrorFile, Message),
    sub_string(Message, _, _, _, "memory"),
    !,
    option(memory(MB), Options, 2048),
    format(atom(Why), "the process ran out of memory under the ~d MB limit ~w: ~w",
           [MB, When, Message]).
ending(_, killed(Signal), _, When, crashed, Why) :-
    !,
    signal_name(Signal, Name),
    format(atom(Why), "killed by signal ~d (~w) ~w", [Signal, Name, When]).
ending(_, halt_hung, _, When, halted, Why) :-
    !,
    format(atom(Why), "called halt ~w, before giving a result (the process \c
                       hung while exiting and was stopped)", [When]).
ending(_, exit(Code), _, When, halted, Why) :-
    format(atom(Why), "called halt ~w (exit status ~d), before giving a result",
           [When, Code]).

signal_name(Signal, Name) :-
    (   memberchk(Signal-Name0, [4-'SIGILL', 6-'SIGABRT', 7-'SIGBUS', 8-'SIGFPE',
                                 9-'SIGKILL', 11-'SIGSEGV', 13-'SIGPIPE', 15-'SIGTERM'])
    ->  Name = Name0
    ;   format(atom(Name), "signal ~d", [Signal])
    ).

last_term(File, Last) :-
    result_terms(File, Terms0),
    exclude(==(halting), Terms0, Terms),
    (   last(Terms, Last0)
    ->  Last = Last0
    ;   Last = stage(loading)
    ).

result_terms(File, Terms) :-
    (   exists_file(File)
    ->  catch(read_file_to_terms(File, Terms, []), _, Terms = [])
    ;   Terms = []
    ).

%!  grade_submission(+Folder, +ResultFile) is det.
%
%   In the submission's own process: loads Folder/adapter.pl, runs the
%   cross-check it asks for, and writes the outcome to ResultFile.

grade_submission(Folder0, ResultFile) :-
    note(ResultFile, stage(loading)),
    at_halt(tabuleiro_grade:note(ResultFile, halting)),
    absolute_file_name(Folder0, Folder),
    directory_file_path(Folder, 'adapter.pl', Adapter),
    load_adapter(Folder, Adapter, Problems),
    note(ResultFile, stage(loaded)),
    (   catch(user:grade_game(Game), _, fail),
        catch(user:grade_options(Options0), _, fail)
    ->  note(ResultFile, stage(checking(Game))),
        check_submission(Game, Options0, Problems, Outcome)
    ;   Outcome = _{verdict: 'not loaded', load_problems: Problems,
                    why: 'adapter.pl does not define grade_game/1 and grade_options/1'}
    ),
    note(ResultFile, result(Outcome)),
    halt(0).

note(File, Term) :-
    setup_call_cleanup(open(File, append, Out),
                       format(Out, "~q.~n", [Term]),
                       close(Out)).

:- dynamic load_problem/1.

% The errors printed while loading are kept (at most 5).
load_adapter(Folder, Adapter, Problems) :-
    retractall(load_problem(_)),
    module_property(tabuleiro_cross_check, file(Kit)),
    user:use_module(Kit),
    asserta((user:message_hook(Term, error, _) :- tabuleiro_grade:keep_problem(Term), fail),
            Ref),
    working_directory(Old, Folder),
    catch(user:consult(Adapter), E, keep_problem(E)),
    working_directory(_, Old),
    erase(Ref),
    findall(Text, load_problem(Text), Problems).

keep_problem(Term) :-
    aggregate_all(count, load_problem(_), N),
    N < 5,
    exception_text(Term, Text),
    assertz(load_problem(Text)).
keep_problem(_).

check_submission(Game, Options0, Problems, Outcome) :-
    (   getenv('TABULEIRO_GRADE_POSITIONS', Text),
        atom_number(Text, Positions0)
    ->  Positions = Positions0
    ;   Positions = 1000
    ),
    (   option(positions(_), Options0)
    ->  Options = Options0
    ;   Options = [positions(Positions), report(all)|Options0]
    ),
    catch(( cross_check(Game, user:Options, Result),
            with_output_to(string(Printout), print_result(Result)),
            result_outcome(Result, Printout, Outcome0) ),
          E,
          ( exception_text(E, Why),
            Outcome0 = _{verdict: error, why: Why} )),
    Outcome = Outcome0.put(_{game: Game, load_problems: Problems}).

result_outcome(agreed(Stats), Printout,
               _{verdict: agreed, positions: Stats.positions, kinds: [],
                 perft: Perft, printout: Printout}) :-
    perft_outcome(Stats, agreed, Perft).
result_outcome(disagreed(Groups, Stats), Printout, Outcome) :-
    findall(Kind-Count, member(Kind-group(Count, _), Groups), Kinds),
    (   memberchk(perft-_, Groups)
    ->  Perft = differs
    ;   perft_outcome(Stats, 'not reached', Perft)
    ),
    Outcome0 = _{verdict: disagreed, positions: Stats.positions, kinds: Kinds,
                 perft: Perft, printout: Printout},
    (   memberchk(error-group(_, issue(error, _, Details)), Groups),
        Details.problem = out_of_memory(Resource)
    ->  Role-PI = Details.goal,
        current_prolog_flag(stack_limit, Bytes),
        MB is Bytes // (1024 * 1024),
        format(atom(Why), "~w (~w) ran out of memory (resource_error(~w), Prolog's stacks \c
                           under the ~d MB limit): the check stopped there",
               [PI, Role, Resource, MB]),
        Outcome = _{verdict: 'memory limit exceeded', why: Why, printout: Printout}
    ;   Outcome = Outcome0
    ).

perft_outcome(Stats, IfRun, Perft) :-
    (   Stats.perft_depth > 0,
        Stats.subject = student(Student),
        Student.apply \== none
    ->  format(atom(Perft), "~w (depth ~w)", [IfRun, Stats.perft_depth])
    ;   Perft = 'not run (no move application)'
    ).

write_reports(Folder, Rows) :-
    directory_file_path(Folder, 'grading-report.md', Markdown),
    directory_file_path(Folder, 'grading-report.json', Json),
    setup_call_cleanup(open(Markdown, write, Out, [encoding(utf8)]),
                       write_markdown(Out, Rows),
                       close(Out)),
    setup_call_cleanup(open(Json, write, JOut, [encoding(utf8)]),
                       ( maplist(json_row, Rows, JRows),
                         json_write_dict(JOut, JRows, [width(0)]), nl(JOut) ),
                       close(JOut)),
    format("Report: ~w and ~w~n", [Markdown, Json]).

write_markdown(Out, Rows) :-
    format(Out, "# Cross-check of the submissions~n~n", []),
    format(Out, "| Submission | Game | Loaded | Verdict | Positions | Disagreements | Perft | Time (s) |~n", []),
    format(Out, "|---|---|---|---|---|---|---|---|~n", []),
    forall(member(Row, Rows), markdown_row(Out, Row)),
    forall(member(Row, Rows), markdown_details(Out, Row)).

markdown_row(Out, Row) :-
    row_value(Row, game, Game),
    loaded_text(Row, Loaded),
    row_value(Row, positions, Positions),
    kinds_text(Row, Kinds),
    row_value(Row, perft, Perft),
    format(Out, "| ~w | ~w | ~w | ~w | ~w | ~w | ~w | ~1f |~n",
           [Row.name, Game, Loaded, Row.verdict, Positions, Kinds, Perft, Row.seconds]).

row_value(Row, Key, Value) :-
    (   get_dict(Key, Row, Value0)
    ->  Value = Value0
    ;   Value = '-'
    ).

loaded_text(Row, Text) :-
    (   memberchk(Row.verdict, ['not loaded', 'not graded']),
        get_dict(load_problems, Row, [First|_])
    ->  format(atom(Text), "no: ~w", [First])
    ;   memberchk(Row.verdict, ['not loaded', 'not graded'])
    ->  format(atom(Text), "no: ~w", [Row.why])
    ;   get_dict(load_problems, Row, [First|More])
    ->  length([First|More], N),
        format(atom(Text), "with ~d error(s)", [N])
    ;   Text = yes
    ).

kinds_text(Row, Text) :-
    (   get_dict(kinds, Row, Kinds), Kinds \== []
    ->  findall(T, ( member(K-N, Kinds), format(atom(T), "~w ~d", [K, N]) ), Ts),
        atomic_list_concat(Ts, ', ', Text)
    ;   get_dict(why, Row, Why)
    ->  Text = Why
    ;   Text = '-'
    ).

markdown_details(Out, Row) :-
    format(Out, "~n## ~w~n~n", [Row.name]),
    (   get_dict(load_problems, Row, Problems), Problems \== []
    ->  format(Out, "Errors while loading:~n~n", []),
        forall(member(P, Problems), format(Out, "- ~w~n", [P])),
        nl(Out)
    ;   true
    ),
    (   get_dict(printout, Row, Printout)
    ->  format(Out, "```text~n~w```~n", [Printout])
    ;   get_dict(why, Row, Why)
    ->  format(Out, "~w~n", [Why])
    ;   true
    ).

json_row(Row, JRow) :-
    dict_pairs(Row, _, Pairs),
    maplist(json_pair, Pairs, JPairs),
    dict_pairs(JRow, _, JPairs).

json_pair(kinds-Kinds, kinds-JKinds) :-
    !,
    findall(_{kind: K, positions: N}, member(K-N, Kinds), JKinds).
json_pair(Key-Value, Key-Value).
