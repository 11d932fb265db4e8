:- module(tabuleiro_grade,
          [ grade/2                 % +Folder, +Options
          ]).
:- use_module(cross_check).
:- use_module(kit/cross_check_report, [print_result/1, exception_text/2, group_text/3,
                                     perft_text/2, position_text/4, issue_groups/2]).
:- use_module(kit/cross_check_student, [student_roles/2]).
:- use_module(kit/report_text).
:- use_module(kit/sandbox).
:- use_module(kit/student_link).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

/** <module> Grading a class: the cross-check of every submission

    swipl prolog/grade.pl FOLDER [--positions=N] [--seconds=S] [--memory=MB]
                                 [--out=DIR] [--unsandboxed]

FOLDER holds one subfolder per submission, each with the student's
files and a small `adapter.pl` (templates: examples/cross_check/) that
loads them with load_course_files/1 and says what to check:

    :- load_course_files(['game.pl']).
    grade_game(GAME).
    grade_options([against(student([...]))]).

Each submission's code runs in a process of its own
(prolog/kit/student_server.pl), in a private copy of its folder, in the
bubblewrap sandbox with kernel limits (prolog/kit/sandbox.pl).  It only
answers questions (prolog/kit/student_link.pl): the C core, the comparison,
the verdict and the report are this process's.  A submission that
loops, runs out of memory, crashes, halts, forks or floods its output
costs only its own row, which says which.  The report,
grading-report.md and grading-report.json, is written in DIR (default:
FOLDER-report, beside FOLDER) once every submission's process is gone.
*/

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    catch(grade_arguments(Argv, Folder, Options), grade_usage(Message), usage(Message)),
    grade(Folder, Options).

usage(Problem) :-
    grade_usage(Problem, Message),
    format(user_error, "grade: ~w~n", [Message]),
    format(user_error, "Usage: swipl prolog/grade.pl FOLDER [--positions=N] [--seconds=S] \c
                        [--memory=MB] [--out=DIR] [--unsandboxed]~n", []),
    halt(2).

%   grade_arguments(+Argv, -Folder, -Options): one folder and known
%   options, each with a value of its kind.
grade_arguments(Argv, Folder, Options) :-
    partition([A]>>sub_atom(A, 0, _, _, '--'), Argv, Flags, Positional),
    (   Positional = [Folder]
    ->  true
    ;   Positional == []
    ->  throw(grade_usage("which folder of submissions?"))
    ;   throw(grade_usage("one folder of submissions, please"))
    ),
    maplist(grade_option, Flags, Options).

grade_option('--unsandboxed', unsandboxed(true)) :- !.
grade_option(Flag, Option) :-
    (   sub_atom(Flag, 2, _, 0, Body),
        sub_atom(Body, Before, _, After, '='),
        sub_atom(Body, 0, Before, _, Name),
        sub_atom(Body, _, After, 0, Value),
        memberchk(Name-Kind, [positions-count, seconds-count, memory-count, out-folder])
    ->  option_value(Name, Kind, Value, Option)
    ;   throw(grade_usage(format("unknown option ~w; the options are --positions=N, \c
                                  --seconds=S, --memory=MB, --out=DIR and --unsandboxed",
                                 [Flag])))
    ).

option_value(Name, count, Value, Option) :-
    (   catch(atom_number(Value, N), _, fail),
        integer(N),
        N > 0
    ->  Option =.. [Name, N]
    ;   throw(grade_usage(format("--~w takes a positive whole number, not '~w'",
                                 [Name, Value])))
    ).
option_value(out, folder, Dir, out(Dir)).

grade_usage(format(Format, Args), Message) :-
    !,
    format(string(Message), Format, Args).
grade_usage(Message, Message).

%!  grade(+Folder, +Options) is det.
%
%   Grades every subfolder of Folder, showing progress, and writes the
%   report.  Options: positions(N) (default 1000), seconds(S), the time
%   limit of one submission (default 120), memory(MB) (default 2048),
%   out(Dir), where the report goes (default: Folder-report), and
%   unsandboxed(true), to grade where bubblewrap cannot run.

grade(Folder, Options) :-
    (   exists_directory(Folder)
    ->  true
    ;   format(user_error, "grade: no folder ~w~n", [Folder]),
        halt(2)
    ),
    sandbox_or_refusal(Options, Sandbox),
    report_folder(Folder, Options, Out),
    submissions(Folder, Names),
    length(Names, Count),
    format("Grading ~D submissions in ~w~n", [Count, Folder]),
    option(positions(Positions), Options, 1000),
    option(seconds(Seconds), Options, 120),
    option(memory(MB), Options, 2048),
    Settings = _{positions: Positions, seconds: Seconds, memory: MB, sandbox: Sandbox},
    foldl(grade_one(Folder, Settings, Count), Names, Rows, 1, _),
    write_reports(Out, Settings, Rows).

% The sandbox is used unless the teacher says --unsandboxed; where it
% cannot run, nothing is graded without that word.
sandbox_or_refusal(Options, Sandbox) :-
    (   option(unsandboxed(true), Options)
    ->  format("Grading without the sandbox (--unsandboxed): each submission can see \c
                and change what you can.~n"),
        Sandbox = false
    ;   sandbox_available(Answer),
        Answer == yes
    ->  Sandbox = true
    ;   sandbox_available(no(Why)),
        format(user_error, "grade: the sandbox (bubblewrap) cannot run here: ~w. \c
                            Nothing was graded; --unsandboxed grades without it.~n", [Why]),
        halt(2)
    ).

% The report's folder, made before anything is graded: a class is never
% graded for a report that cannot be written.
report_folder(Folder, Options, Out) :-
    (   option(out(Out0), Options)
    ->  Out = Out0
    ;   absolute_file_name(Folder, Absolute),
        atom_concat(Absolute, '-report', Out)
    ),
    catch(make_directory_path(Out), E, true),
    (   var(E), access_file(Out, write)
    ->  true
    ;   format(user_error, "grade: cannot write the report into ~w~n", [Out]),
        halt(2)
    ).

submissions(Folder, Names) :-
    directory_files(Folder, Entries),
    findall(Name,
            ( member(Name, Entries),
              \+ sub_atom(Name, 0, _, _, '.'),
              directory_file_path(Folder, Name, Path),
              exists_directory(Path) ),
            Names0),
    msort(Names0, Names).

grade_one(Folder, Settings, Count, Name, Row, I, I1) :-
    I1 is I + 1,
    terminal_text(Name, Shown),
    format("[~d/~d] ~w ... ", [I, Count, Shown]),
    flush_output,
    directory_file_path(Folder, Name, Path),
    get_time(T0),
    run_submission(Path, Settings, Outcome),
    get_time(T1),
    Seconds is T1 - T0,
    clean_row(Outcome.put(_{name: Name, seconds: Seconds}), Row),
    terminal_text(Row.verdict, Verdict),
    format("~w (~1f s)~n", [Verdict, Seconds]).

% run_submission(+Path, +Settings, -Outcome): the submission's row, its
% process gone.
run_submission(Path, Settings, Outcome) :-
    directory_file_path(Path, 'adapter.pl', Adapter),
    (   exists_file(Adapter)
    ->  tmp_file(grade, Root),
        setup_call_cleanup(true,
                           graded_copy(Path, Root, Settings, Outcome),
                           catch(delete_directory_and_contents(Root), _, true))
    ;   Outcome = _{verdict: 'not graded', why: 'no adapter.pl'}
    ).

graded_copy(Path, Root, Settings, Outcome) :-
    absolute_file_name(Path, Absolute),
    private_copy(Absolute, Root, Copy),
    server_command(Copy, _{memory: Settings.memory, cpu: Settings.seconds, processes: 64,
                           output: 16, sandbox: Settings.sandbox},
                   Executable, Arguments),
    directory_file_path(Root, errors, ErrorFile),
    get_time(Now),
    Deadline is Now + Settings.seconds,
    link_open(path(Executable), Arguments, [errors(ErrorFile), deadline(Deadline)], Link),
    catch(converse(Link, Settings.put(deadline, Deadline), Outcome0), ended(Stage, Event), true),
    link_close(Link, Status),
    (   var(Stage)
    ->  Outcome1 = Outcome0
    ;   ended_outcome(Stage, Event, Status, ErrorFile, Settings, Outcome1)
    ),
    limit_outcome(Outcome1, ErrorFile, Outcome).

% A kernel limit the submission ran into is its verdict, even when its
% code caught the error and went on: SWI-Prolog reports the file size
% signal (SIGXFSZ) as an error, and a shell that cannot fork gives up.
limit_outcome(Outcome0, ErrorFile, Outcome) :-
    output_limit_hit(Outcome0, ErrorFile),
    !,
    Outcome = Outcome0.put(_{verdict: 'output limit exceeded',
                             why: "the process wrote more than the 16 MB a file or its \c
                                   output may hold"}).
limit_outcome(Outcome0, ErrorFile, Outcome) :-
    errors_say(ErrorFile, ["Cannot fork", "fork: Resource temporarily unavailable",
                           "fork: retry"], Line),
    !,
    format(string(Why), "the process started more processes than the 64 it may have \c
                         (its stderr: ~w)", [Line]),
    Outcome = Outcome0.put(_{verdict: 'process limit exceeded', why: Why}).
limit_outcome(Outcome, _, Outcome).

output_limit_hit(Outcome, ErrorFile) :-
    (   size_file(ErrorFile, Size),
        Size >= 16 * 1024 * 1024
    ->  true
    ;   get_dict(_, Outcome, Value),
        ( is_list(Value) -> member(Text, Value) ; Text = Value ),
        ( string(Text) ; atom(Text) ),
        sub_string(Text, _, _, _, "(xfsz)")
    ->  true
    ).

% errors_say(+ErrorFile, +Texts, -Line): a line of the first MiB of the
% process's stderr holds one of Texts.
errors_say(ErrorFile, Texts, Line) :-
    exists_file(ErrorFile),
    setup_call_cleanup(open(ErrorFile, read, In, [encoding(octet)]),
                       read_string(In, 1_048_576, Head),
                       close(In)),
    split_string(Head, "\n", " ", Lines),
    member(Line, Lines),
    member(Text, Texts),
    sub_string(Line, _, _, _, Text),
    !.

% converse(+Link, +Settings, -Outcome): the submission loads, then its
% answers are checked.
converse(Link, Settings, Outcome) :-
    catch(link_read(Link, Settings.seconds, Message), student_process(Event),
          throw(ended(loading, Event))),
    loaded_outcome(Message, Link, Settings, Outcome).

loaded_outcome(loaded(Info), Link, Settings, Outcome) :-
    is_dict(Info),
    get_dict(game, Info, Game),
    get_dict(student, Info, Student0),
    linked_student(Student0, Link, Student),
    !,
    get_dict(options, Info, Options0),
    get_dict(problems, Info, Problems),
    check_options(Options0, Settings, Student, Options),
    catch(check_submission(Game, Options, Problems, Outcome), student_process(Event),
          throw(ended(checking(Game), Event))).
loaded_outcome(not_graded(Why, Problems), _, _,
               _{verdict: 'not graded', why: Text, load_problems: Problems}) :-
    !,
    not_graded_text(Why, Text).
loaded_outcome(not_loaded(Why, Problems), _, _,
               _{verdict: 'not loaded', why: Text, load_problems: Problems}) :-
    !,
    not_loaded_text(Why, Text).
loaded_outcome(Message, _, _, _) :-
    throw(ended(loading, broke_protocol(Message))).

% The grader's record of the student's encoding, in its own process.
linked_student(Description, Link, Student) :-
    is_dict(Description),
    get_dict(roles, Description, Roles),
    is_list(Roles),
    get_dict(api, Description, API),
    memberchk(API, [new, old, player_first, facts]),
    get_dict(game, Description, Game),
    get_dict(players, Description, Players),
    student_roles(all, AllRoles),
    foldl(linked_role(Roles), AllRoles,
          _{api: API, game: Game, players: Players, link: Link}, Student).

linked_role(Roles, Role, Student0, Student) :-
    (   memberchk(Role-(Name/Arity), Roles),
        atom(Name),
        integer(Arity)
    ->  Student = Student0.put(Role, Name/Arity)
    ;   Student = Student0.put(Role, none)
    ).

% The teacher's settings are the grade's: the submission chooses its
% rule options, perft depth and time per call, not how many positions,
% nor the report's mode.  The check ends before the submission's time
% does, leaving time for the summary.
check_options(Options0, Settings, Student,
              [positions(Settings.positions), report(all), against(linked(Student)),
               deadline(CheckDeadline)|Kept]) :-
    CheckDeadline is Settings.deadline - min(5, 0.1 * Settings.seconds),
    (   is_list(Options0)
    ->  include([Option]>>( compound(Option),
                            compound_name_arity(Option, Name, 1),
                            memberchk(Name, [rules, perft, time_limit]) ),
                Options0, Kept)
    ;   Kept = []
    ).

not_graded_text(no_student_code, "the adapter checks no student code: its grade_options/1 \c
                                  has no against(student(...))").
not_graded_text(loads_tabuleiro(File), Text) :-
    format(string(Text), "the submission loads Tabuleiro's own rules (~w)", [File]).
not_graded_text(not_own(Role, Why), Text) :-
    own_text(Why, Which),
    format(string(Text), "its ~w predicate is not the submission's own: ~w", [Role, Which]).
not_graded_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

own_text(built_in(PI), Text) :-
    !,
    format(string(Text), "~q is built in", [PI]).
own_text(defined_in(PI, File), Text) :-
    !,
    format(string(Text), "~q is defined in ~w, outside its folder", [PI, File]).
own_text(imported(PI, Module), Text) :-
    !,
    format(string(Text), "~q comes from module ~w", [PI, Module]).
own_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

not_loaded_text(no_grade_facts, "adapter.pl does not define grade_game/1 and grade_options/1") :- !.
not_loaded_text(bad_options(E), Text) :-
    !,
    (   E = error(_, _)
    ->  exception_text(E, Message)
    ;   format(string(Message), "~q", [E])
    ),
    format(string(Text), "its grade_options/1 are not right: ~w", [Message]).
not_loaded_text(Why, Text) :-
    format(string(Text), "~q", [Why]).

%   ended_outcome(+Stage, +Event, +Status, +ErrorFile, +Settings, -Outcome):
%   the verdict on a process that gave no result: what it was doing
%   (Stage) and how it ended.
ended_outcome(Stage, Event, Status, ErrorFile, Settings, Outcome) :-
    stage_words(Stage, When),
    ended_verdict(Event, Status, ErrorFile, Settings, When, Verdict0, Why),
    (   Stage == loading,
        Verdict0 == halted
    ->  Verdict = 'not loaded'
    ;   Verdict = Verdict0
    ),
    (   Stage = checking(Game)
    ->  Outcome = _{verdict: Verdict, why: Why, game: Game}
    ;   Outcome = _{verdict: Verdict, why: Why}
    ).

stage_words(loading, 'while loading').
stage_words(checking(_), 'during the check').

% The memory limit shows as SWI-Prolog's FATAL ERROR, whatever came of
% it; the output limit and the CPU limit as their signals.
ended_verdict(_, _, ErrorFile, Settings, When, 'memory limit exceeded', Why) :-
    fatal_error(ErrorFile, Message),
    sub_string(Message, _, _, _, "memory"),
    !,
    format(atom(Why), "the process ran out of memory under the ~d MB limit ~w: ~w",
           [Settings.memory, When, Message]).
ended_verdict(timed_out(What), _, _, Settings, When, 'timed out', Why) :-
    !,
    timed_out_words(What, When, Where),
    format(atom(Why), "no result within ~w s (~w)", [Settings.seconds, Where]).
ended_verdict(_, exit(1), ErrorFile, _, _, 'sandbox refused', Why) :-
    sandbox_refusal(ErrorFile, Message),
    !,
    format(atom(Why), "the sandbox did not start: ~w", [Message]).
ended_verdict(broke_protocol(What), _, _, _, When, 'broke the protocol', Why) :-
    !,
    protocol_words(What, Words),
    format(atom(Why), "the process wrote ~w ~w, where an answer was due", [Words, When]).
ended_verdict(_, Status, _, _, When, 'output limit exceeded', Why) :-
    signal_of(Status, 25),
    !,
    format(atom(Why), "the process wrote more than 16 MB into a file or its output ~w", [When]).
ended_verdict(_, Status, _, Settings, When, 'timed out', Why) :-
    signal_of(Status, 24),
    !,
    format(atom(Why), "the process used its ~w s of CPU time ~w", [Settings.seconds, When]).
ended_verdict(halting, hung(_), _, _, When, halted, Why) :-
    !,
    format(atom(Why), "called halt ~w, before giving a result (the process \c
                       hung while exiting and was stopped)", [When]).
ended_verdict(_, Status, _, _, When, crashed, Why) :-
    signal_of(Status, Signal),
    !,
    signal_name(Signal, Name),
    format(atom(Why), "killed by signal ~d (~w) ~w", [Signal, Name, When]).
ended_verdict(_, exit(Code), _, _, When, halted, Why) :-
    !,
    format(atom(Why), "called halt ~w (exit status ~d), before giving a result",
           [When, Code]).
ended_verdict(Event, Status, _, _, When, error, Why) :-
    format(atom(Why), "the process ended ~w (~q, ~q)", [When, Event, Status]).

timed_out_words(What, 'while loading', 'while loading') :-
    \+ ( What = _-_ ),
    !.
timed_out_words(Role-PI, _, Where) :-
    !,
    format(atom(Where), "in its ~w (~w)", [PI, Role]).
timed_out_words(_, When, When).

protocol_words(too_long(Max), Words) :-
    !,
    format(atom(Words), "more than ~D bytes on one line", [Max]).
protocol_words(too_many_atoms(Max), Words) :-
    !,
    format(atom(Words), "an answer making more than ~D new atoms", [Max]).
protocol_words(unreadable, 'text that is not a Prolog term') :- !.
protocol_words(Message, Words) :-
    format(atom(Words), "~W", [Message, [quoted(true), max_depth(5)]]).

% A process killed by a signal: directly, or bwrap's child (bwrap exits
% with 128 + the signal).
signal_of(killed(Signal), Signal).
signal_of(hung(killed(Signal)), Signal).
signal_of(exit(Code), Signal) :-
    Code > 128,
    Code < 160,
    Signal is Code - 128.

signal_name(Signal, Name) :-
    (   memberchk(Signal-Name0, [4-'SIGILL', 6-'SIGABRT', 7-'SIGBUS', 8-'SIGFPE',
                                 9-'SIGKILL', 11-'SIGSEGV', 13-'SIGPIPE', 15-'SIGTERM',
                                 24-'SIGXCPU', 25-'SIGXFSZ'])
    ->  Name = Name0
    ;   format(atom(Name), "signal ~d", [Signal])
    ).

sandbox_refusal(ErrorFile, Message) :-
    catch(read_file_to_string(ErrorFile, Text, []), _, fail),
    sub_string(Text, Before, _, _, "bwrap: "),
    sub_string(Text, Before, _, 0, After),
    split_string(After, "\n", " ", [Message|_]).

check_submission(Game, Options, Problems, Outcome) :-
    catch(( cross_check(Game, tabuleiro_grade:Options, Result),
            with_output_to(string(Printout), print_result(Result)),
            result_outcome(Result, Printout, Outcome0) ),
          E,
          (   E = student_process(_)
          ->  throw(E)
          ;   exception_text(E, Why),
              Outcome0 = _{verdict: error, why: Why}
          )),
    Outcome = Outcome0.put(_{game: Game, load_problems: Problems}).

result_outcome(agreed(Stats), Printout,
               _{verdict: agreed, positions: Positions, kinds: [], conventions: Conventions,
                 perft: Perft, printout: Printout}) :-
    positions_checked(Stats, Positions),
    perft_outcome(Stats, Perft),
    convention_counts(Stats, Conventions).
result_outcome(disagreed(Groups, Stats), Printout, Outcome) :-
    findall(Text-Count,
            ( member(Kind-group(Count, Example), Groups),
              group_text(Kind, Example, Text) ),
            Kinds),
    (   memberchk(perft-_, Groups)
    ->  Perft = differs
    ;   perft_outcome(Stats, Perft)
    ),
    positions_checked(Stats, Positions),
    convention_counts(Stats, Conventions),
    Outcome0 = _{verdict: disagreed, positions: Positions, kinds: Kinds,
                 conventions: Conventions, perft: Perft, printout: Printout},
    (   member(error-group(_, issue(error, Board-Player-_, Details)), Groups),
        get_dict(problem, Details, Problem),
        stopping_verdict(Problem, Details.goal, Verdict, Cause)
    ->  position_text(Stats.game, Stats.rules, Board-Player, Position),
        format(atom(Why), "~w on the position ~w: the check stopped there", [Cause, Position]),
        Outcome = _{verdict: Verdict, why: Why, printout: Printout}
    ;   Outcome = Outcome0
    ).

% A call that ran out of memory or time is the verdict.
stopping_verdict(out_of_memory(Resource), Role-PI, 'memory limit exceeded', Cause) :-
    format(atom(Cause), "~w (~w) ran out of memory (resource_error(~w), Prolog's stacks \c
                         under the memory limit)", [PI, Role, Resource]).
stopping_verdict(time_limit(Seconds), Goal, 'timed out', Cause) :-
    (   Goal = Role-PI
    ->  format(atom(Cause), "~w (~w) gave no answer within its ~w s", [PI, Role, Seconds])
    ;   format(atom(Cause), "~w gave no answer within its ~w s", [Goal, Seconds])
    ).

% The conventions of the course's code noticed, in words, with the
% number of positions of each.
convention_counts(Stats, Conventions) :-
    issue_groups(Stats.conventions, Groups),
    findall(Text-Count,
            ( member(Kind-group(Count, Example), Groups),
              group_text(Kind, Example, Text) ),
            Conventions).

% How many positions were checked: all of those asked, or as many as
% the time allowed.
positions_checked(Stats, Positions) :-
    (   Stats.checked < Stats.positions
    ->  format(atom(Positions), "~D of ~D (time)", [Stats.checked, Stats.positions])
    ;   Positions = Stats.positions
    ).

perft_outcome(Stats, Perft) :-
    (   Stats.perft.asked > 0,
        Stats.subject = student(Student),
        Student.apply \== none
    ->  perft_text(Stats, Perft)
    ;   Perft = 'not run (no move application)'
    ).

% The report is written by this process alone, once every submission's
% process is gone; if its folder cannot be written after all, a
% temporary one keeps it.
write_reports(Folder, Settings, Rows) :-
    catch(write_reports_into(Folder, Settings, Rows, Markdown, Json), E, true),
    (   var(E)
    ->  format("Report: ~w and ~w~n", [Markdown, Json])
    ;   exception_text(E, Why),
        tmp_file(grading_report, Spare),
        make_directory(Spare),
        write_reports_into(Spare, Settings, Rows, Markdown, Json),
        format("The report could not be written into ~w (~w); it is in ~w and ~w~n",
               [Folder, Why, Markdown, Json])
    ).

write_reports_into(Folder, Settings, Rows, Markdown, Json) :-
    directory_file_path(Folder, 'grading-report.md', Markdown),
    directory_file_path(Folder, 'grading-report.json', Json),
    setup_call_cleanup(open(Markdown, write, Out, [encoding(utf8)]),
                       write_markdown(Out, Settings, Rows),
                       close(Out)),
    setup_call_cleanup(open(Json, write, JOut, [encoding(utf8)]),
                       ( maplist(json_row, Rows, JRows),
                         json_write_dict(JOut, JRows, [width(0)]), nl(JOut) ),
                       close(JOut)).

write_markdown(Out, Settings, Rows) :-
    format(Out, "# Cross-check of the submissions~n~n", []),
    (   Settings.sandbox == true
    ->  true
    ;   format(Out, "**Graded without the sandbox (`--unsandboxed`):** each submission \c
                     ran with its limits and a private copy of its folder, but could \c
                     see and change what the teacher can.~n~n", [])
    ),
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
    maplist(cell_text, [Row.name, Game, Loaded, Row.verdict, Positions, Kinds, Perft], Cells),
    append(Cells, [Row.seconds], Values),
    format(Out, "| ~w | ~w | ~w | ~w | ~w | ~w | ~w | ~1f |~n", Values).

row_value(Row, Key, Value) :-
    (   get_dict(Key, Row, Value0)
    ->  Value = Value0
    ;   Value = '-'
    ).

loaded_text(Row, Text) :-
    (   memberchk(Row.verdict, ['not loaded', 'not graded']),
        get_dict(load_problems, Row, [First|_])
    ->  format(atom(Text), "no: ~w", [First])
    ;   memberchk(Row.verdict, ['not loaded', 'not graded', 'sandbox refused'])
    ->  format(atom(Text), "no: ~w", [Row.why])
    ;   get_dict(load_problems, Row, [First|More])
    ->  length([First|More], N),
        format(atom(Text), "with ~d error(s)", [N])
    ;   Text = yes
    ).

kinds_text(Row, Text) :-
    (   get_dict(kinds, Row, Kinds), Kinds \== []
    ->  counts_text(Kinds, Text0)
    ;   get_dict(why, Row, Why)
    ->  Text0 = Why
    ;   Text0 = '-'
    ),
    (   get_dict(conventions, Row, Conventions), Conventions \== []
    ->  counts_text(Conventions, Noted),
        format(atom(Text), "~w (convention noted: ~w)", [Text0, Noted])
    ;   Text = Text0
    ).

counts_text(Counts, Text) :-
    findall(T, ( member(K-N, Counts), format(atom(T), "~w ~d", [K, N]) ), Ts),
    atomic_list_concat(Ts, ', ', Text).

% What the kit printed is an indented code block: nothing in it is
% read as Markdown or HTML, and no line of it can end the block.
markdown_details(Out, Row) :-
    cell_text(Row.name, Name),
    format(Out, "~n## ~w~n~n", [Name]),
    (   get_dict(load_problems, Row, Problems), Problems \== []
    ->  format(Out, "Errors while loading:~n~n", []),
        forall(member(P, Problems), ( cell_text(P, Cell), format(Out, "- ~w~n", [Cell]) )),
        nl(Out)
    ;   true
    ),
    (   get_dict(printout, Row, Printout)
    ->  split_string(Printout, "\n", "", Lines),
        forall(member(Line, Lines), format(Out, "    ~w~n", [Line]))
    ;   get_dict(why, Row, Why)
    ->  cell_text(Why, Cell),
        format(Out, "~w~n", [Cell])
    ;   true
    ).

json_row(Row, JRow) :-
    dict_pairs(Row, _, Pairs),
    maplist(json_pair, Pairs, JPairs),
    dict_pairs(JRow, _, JPairs).

json_pair(Key-Counts, Key-JCounts) :-
    memberchk(Key, [kinds, conventions]),
    !,
    findall(_{kind: K, positions: N}, member(K-N, Counts), JCounts).
json_pair(Key-Value, Key-Value).
