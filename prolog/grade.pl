:- module(tabuleiro_grade,
          [ grade/2,                % +Folder, +Options
            merge_report/2          % +Folders, +Options
          ]).
:- use_module(tabuleiro/kit/encoding_check, [cross_check/3]).
:- use_module(tabuleiro/kit/cross_check_report, [print_result/1, group_text/3,
                                     perft_text/2, position_text/4, issue_groups/2,
                                     coverage_text/2]).
:- use_module(tabuleiro/kit/report_text).
:- use_module(tabuleiro/submission/student_link).
:- use_module(tabuleiro/kit/cross_check_judge, [process_link/2]).
:- use_module(tabuleiro/submission/submission_process).
:- use_module(tabuleiro/submission/class_command).
:- use_module(tabuleiro/submission/class_entries).
:- use_module(tabuleiro/submission/class_shards).
:- use_module(tabuleiro/kit/gradebook, [write_gradebook/2]).
:- use_module(tabuleiro/kit/encoding_inference, [project_files/2]).
:- use_module(tabuleiro/message_text, [counted/3, message_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

/** <module> Grading a class: the cross-check of every submission

    swipl prolog/grade.pl FOLDER [--positions=N] [--perft=D] [--seconds=S]
                                 [--memory=MB] [--jobs=N] [--out=DIR] [--unsandboxed]
                                 [--shard=K/N]
    swipl prolog/grade.pl --merge DIR... [--out=DIR]
    swipl prolog/grade.pl --help

FOLDER holds one subfolder per submission, each with the student's
files and a small `adapter.pl` (templates: examples/cross_check/) that
loads them with load_course_files/1 and says what to check:

    :- load_course_files(['game.pl']).
    grade_game(GAME).
    grade_options([against(student([...]))]).

Each submission's code runs in a process of its own
(prolog/tabuleiro/submission/student_server.pl), in a private copy of its folder, in the
bubblewrap sandbox with kernel limits (prolog/tabuleiro/submission/sandbox.pl).  It only
answers questions (prolog/tabuleiro/submission/student_link.pl): the C core, the comparison,
the verdict and the report are this process's.  A submission that
loops, runs out of memory, crashes, halts, forks or floods its output
costs only its own row, which says which.  `--jobs` submissions are
graded at once (default: the number of cores), each by a thread of this
process running one sandbox at a time; the rows keep the order of the
folders' names.  The report, grading-report.md and grading-report.json,
with the gradebook beside it (grading-report.csv and feedback/, written
by prolog/tabuleiro/kit/gradebook.pl), is written in DIR (default: FOLDER-report,
beside FOLDER) once every submission's process is gone.

A class too large for one machine is graded in slices: `--shard=K/N`
grades the slice K of N (prolog/tabuleiro/submission/class_shards.pl
says which submissions) and writes its rows as records, with a manifest,
into DIR (default: FOLDER-report-shard-K-of-N); `--merge DIR...` writes
the report from the records of all N slices.  The single run is the
same two steps: it grades the slice 1/1 into a folder of its own, then
writes the report from its records, so that a merged report is the
single run's (but for the times taken).
*/

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   memberchk('--help', Argv)
    ->  grade_help,
        halt(0)
    ;   true
    ),
    grade_command(Command),
    (   select('--merge', Argv, Shards)
    ->  catch(merge_arguments(Shards, Command, Folders, Options), class_usage(Problem),
              class_usage(Command, Problem)),
        merge_report(Folders, Options)
    ;   catch(class_arguments(Argv, Command, Folder, Options), class_usage(Problem),
              class_usage(Command, Problem)),
        grade(Folder, Options)
    ).

grade_command(command(grade, submissions,
                      "swipl prolog/grade.pl FOLDER [--positions=N] [--perft=D] \c
                       [--seconds=S] [--call-seconds=S] [--memory=MB] [--jobs=N] [--out=DIR] \c
                       [--unsandboxed] [--shard=K/N]\n   \c
                       or: swipl prolog/grade.pl --merge DIR... [--out=DIR]",
                      [positions-count-'N', perft-whole-'D', seconds-count-'S',
                       'call-seconds'-count-'S', memory-count-'MB', jobs-count-'N', out-folder-'DIR', shard-shard-'K/N'],
                      [unsandboxed],
                      doing("Grading", graded, grades, submission))).

%   grade_help: the usage, every option with its default, on stdout.
grade_help :-
    grade_command(command(_, _, Usage, _, _, _)),
    current_prolog_flag(cpu_count, Cores),
    format("Usage: ~w~n~n", [Usage]),
    format("Grades each subfolder of FOLDER (one per submission) against the C core,~n\c
            each in its own sandboxed process, into grading-report.md,~n\c
            grading-report.json, grading-report.csv (the gradebook: one row per~n\c
            student) and feedback/NAME.txt (one paragraph per student).~n~n\c
            A large class is graded in N slices, on as many machines: each~n\c
            --shard=K/N writes its records, then --merge writes the report from~n\c
            the N folders, the same as the single run's (but for the times).~n\c
            scripts/shards-parallel.sh and scripts/shards-slurm.sh do both.~n~n", []),
    format("Options (default in brackets):~n", []),
    forall(help_line(Option, Text), format("  ~w~t~20|~w~n", [Option, Text])),
    format("~nThe number of cores here is ~d.~n", [Cores]).

help_line('--positions=N', 'random positions checked after the ready sets [1000]').
help_line('--perft=D', 'perft depth of every submission, its own perft(D)').
help_line('', 'not honoured [each submission\'s own grade_options').
help_line('', 'perft(D), else 3]').
help_line('--seconds=S', 'time limit of one submission, in seconds [120]').
help_line('', '(its process\'s CPU time, and the check\'s wall-clock time)').
help_line('--call-seconds=S', 'time limit of one call of a submission\'s code, where').
help_line('', 'its grade_options give none [10]').
help_line('--memory=MB', 'memory limit of one submission\'s process [2048]').
help_line('--jobs=N', 'submissions graded at once [the number of cores]').
help_line('--out=DIR', 'the report\'s folder [FOLDER-report, beside FOLDER]').
help_line('--unsandboxed', 'run without the bubblewrap sandbox [off: sandboxed]').
help_line('--shard=K/N', 'grade only the slice K of N, into records and a manifest').
help_line('', '[1/1: the whole class, into the report];').
help_line('', 'its --out default: FOLDER-report-shard-K-of-N, beside FOLDER').
help_line('--merge DIR...', 'write the report from the folders of all N slices').
help_line('', '(its --out default: the class\'s FOLDER-report)').
help_line('--help', 'this text').

%!  grade(+Folder, +Options) is det.
%
%   Grades every subfolder of Folder, showing progress, and writes the
%   report.  Options: positions(N) (default 1000), perft(D), the perft
%   depth of every submission (default: each its own), seconds(S), the time
%   limit of one submission (default 120), 'call-seconds'(S), the time
%   limit of one call of a submission's code where its grade_options
%   give none (default 10), memory(MB) (default 2048),
%   jobs(N), how many submissions are graded at once (default: the
%   number of cores), out(Dir), where the report goes (default:
%   Folder-report), and unsandboxed(true), to grade where bubblewrap
%   cannot run.  The report is the same for any jobs(N) but for the
%   times taken: its rows are in the order of the folders' names.
%
%   With shard(K/N), grades only the slice K of N of the subfolders
%   and writes their records and the run's manifest into out(Dir)
%   (default: Folder-report-shard-K-of-N), for merge_report/2.

grade(Folder, Options) :-
    grade_command(Command),
    class_folder(Command, Folder),
    sandbox_setting(Command, Options, Sandbox),
    (   option(shard(Shard), Options)
    ->  shard_suffix('-report', Shard, Suffix),
        out_folder(Command, Folder, Suffix, Options, Out),
        grade_slice(Folder, Shard, Sandbox, Options, Out)
    ;   out_folder(Command, Folder, '-report', Options, _),
        tmp_file(grading_records, Records),
        make_directory(Records),
        call_cleanup(( grade_slice(Folder, 1/1, Sandbox, Options, Records),
                       merge_report([Records], Options) ),
                     remove_run_folder(Records))
    ).

%!  merge_report(+Folders, +Options) is det.
%
%   Writes the report from Folders, those of the N slices of one run
%   (grade/2 with shard(K/N)), into out(Dir) (default: the class's
%   Folder-report).  Folders that are not the slices of one run, each
%   once, are refused in one line on stderr, with exit status 2.

merge_report(Folders, Options) :-
    grade_command(Command),
    catch(read_shards(Folders, grade, Manifest, Rows), shard_refused(Message),
          ( format(user_error, "grade: ~w~n", [Message]), halt(2) )),
    out_folder(Command, Manifest.folder, '-report', Options, Out),
    write_reports(Out, Manifest.settings, Rows).

% grade_slice(+Folder, +Shard, +Sandbox, +Options, +Out): grades the
% slice Shard of the class in Folder, writing its records and manifest
% into Out.  The settings are those that change the rows.
grade_slice(Folder, Shard, Sandbox, Options, Out) :-
    option(positions(Positions), Options, 1000),
    option(perft(Perft), Options, own),
    option(seconds(Seconds), Options, 120),
    option('call-seconds'(CallSeconds), Options, own),
    option(memory(MB), Options, 2048),
    current_prolog_flag(cpu_count, Cores),
    option(jobs(Jobs), Options, Cores),
    Settings = _{positions: Positions, perft: Perft, seconds: Seconds,
                 call_seconds: CallSeconds, memory: MB, sandbox: Sandbox},
    absolute_file_name(Folder, Class),
    with_class_entries(Folder, Entries,
                       ( maplist(entry_name, Entries, Names),
                         shard_slice(Entries, Shard, Slice),
                         grade_entries(Folder, Shard, Slice, Settings, Jobs, Graded) )),
    maplist(graded_record(Names), Graded, Records),
    write_shard(Out, _{program: grade, settings: Settings, shard: Shard, items: Names,
                       folder: Class},
                Records).

entry_name(entry(Name, _, _), Name).

graded_record(Names, I-Row, record(I, Name, Row)) :-
    nth1(I, Names, Name).

% grade_entries(+Folder, +Shard, +Slice, +Settings, +Jobs, -Graded):
% Graded, I-Row for each I-Entry of Slice, in its order, graded by Jobs
% threads at once (fewer when there are fewer entries), each running
% one submission's process at a time.  A line says when each ends, with
% the time the others should take at the pace so far.
grade_entries(Folder, Shard, [], _, _, []) :-
    !,
    format("Slice ~w of ~w has no submission~n", [Shard, Folder]).
grade_entries(Folder, Shard, Slice, Settings, Jobs, Graded) :-
    length(Slice, Count),
    Workers is max(1, min(Jobs, Count)),
    counted(Count, submission, Submissions),
    slice_words(Shard, Words),
    format("Grading ~w~w in ~w, ~D at a time~n", [Submissions, Words, Folder, Workers]),
    expected_time(Count, Workers, Settings.seconds),
    get_time(Start),
    setup_call_cleanup(start_graders(Workers, Slice, Settings, Todo, Done, Ids),
                       collect_rows(Count, Done, Start, Pairs),
                       stop_graders(Ids, Todo, Done)),
    keysort(Pairs, Graded).

slice_words(1/1, '') :- !.
slice_words(K/N, Words) :-
    format(atom(Words), " (slice ~d of ~d)", [K, N]).

% expected_time(+Count, +Workers, +Seconds): before a long run, how
% long it may take at most, and how it is told after.
expected_time(Count, Workers, Seconds) :-
    Most is ceiling(Count / Workers) * Seconds,
    (   Count > Workers
    ->  duration_text(Most, Text),
        format("Each submission has at most ~w s: at most ~w in all, far less when \c
                most finish early; the time left at the pace so far follows each one.~n",
               [Seconds, Text])
    ;   true
    ).

start_graders(Workers, Numbered, Settings, Todo, Done, Ids) :-
    message_queue_create(Todo),
    message_queue_create(Done),
    forall(member(Job, Numbered), thread_send_message(Todo, Job)),
    forall(between(1, Workers, _), thread_send_message(Todo, no_more)),
    findall(Id,
            ( between(1, Workers, _),
              thread_create(grader(Todo, Done, Settings), Id, []) ),
            Ids).

% A grader grades one submission after the other until there are no
% more.  An error of the grader's own is that submission's row, never
% the end of the class's grading.
grader(Todo, Done, Settings) :-
    thread_get_message(Todo, Job),
    (   Job == no_more
    ->  true
    ;   Job = I-Entry,
        graded_entry(Settings, Entry, 2, Row),
        thread_send_message(Done, I-Row),
        grader(Todo, Done, Settings)
    ).

% graded_entry(+Settings, +Entry, +Tries, -Row): an error of the
% grader's own (not the student's: their code runs in another process)
% has a cause outside the submission, a machine short of processes or
% memory for a moment, so the submission is graded afresh once before
% its row says so.
graded_entry(Settings, Entry, Tries, Row) :-
    catch(grade_entry(Settings, Entry, Row0), E, true),
    (   var(E)
    ->  Row = Row0
    ;   Tries > 1,
        E \== grading_stopped
    ->  Entry = entry(Name, _, _),
        message_text(E, Text0),
        terminal_text(Text0, Text),
        terminal_text(Name, Shown),
        format(user_error, "~w: the grader failed (~w); grading it again~n", [Shown, Text]),
        Left is Tries - 1,
        graded_entry(Settings, Entry, Left, Row)
    ;   grader_error_row(Entry, E, Row)
    ).

grader_error_row(entry(Name, _, _), E, Row) :-
    message_text(E, Text),
    format(string(Why), "the grader itself failed on this submission (not the \c
                         student's fault): ~w", [Text]),
    clean_row(_{name: Name, verdict: 'not graded', why: Why, seconds: 0}, Row).

% Stopped early (Ctrl-C), the graders still running are stopped too.
stop_graders(Ids, Todo, Done) :-
    forall(member(Id, Ids),
           (   catch(thread_property(Id, status(running)), _, fail)
           ->  catch(thread_signal(Id, throw(grading_stopped)), _, true)
           ;   true
           )),
    forall(member(Id, Ids), catch(thread_join(Id, _), _, true)),
    message_queue_destroy(Todo),
    message_queue_destroy(Done).

collect_rows(Count, Done, Start, Pairs) :-
    numlist(1, Count, Ks),
    maplist(collect_row(Count, Done, Start), Ks, Pairs).

collect_row(Count, Done, Start, K, I-Row) :-
    thread_get_message(Done, I-Row),
    terminal_text(Row.name, Shown),
    terminal_text(Row.verdict, Verdict),
    get_time(Now),
    Left is (Now - Start) / K * (Count - K),
    (   K < Count
    ->  duration_text(Left, LeftText),
        format(atom(Pace), "; about ~w left", [LeftText])
    ;   Pace = ''
    ),
    format("[~d/~d] ~w: ~w (~1f s)~w~n", [K, Count, Shown, Verdict, Row.seconds, Pace]),
    flush_output.

% duration_text(+Seconds, -Text): "45 s", "3 min 20 s", "1 h 5 min".
duration_text(Seconds0, Text) :-
    Seconds is round(Seconds0),
    (   Seconds < 60
    ->  format(atom(Text), "~d s", [Seconds])
    ;   Seconds < 3600
    ->  M is Seconds // 60, S is Seconds mod 60,
        format(atom(Text), "~d min ~d s", [M, S])
    ;   H is Seconds // 3600, M is (Seconds mod 3600) // 60,
        format(atom(Text), "~d h ~d min", [H, M])
    ).

grade_entry(Settings, entry(Name, Path, Kind), Row) :-
    get_time(T0),
    (   Kind == link
    ->  Outcome = _{verdict: 'not graded',
                    why: 'a link, not a folder: a submission is a folder of its own'}
    ;   run_submission(Path, Settings, Outcome)
    ),
    get_time(T1),
    Seconds is T1 - T0,
    clean_row(Outcome.put(_{name: Name, seconds: Seconds}), Row).

% run_submission(+Path, +Settings, -Outcome): the submission's row, its
% process gone.  A sandbox that does not start (a cause outside the
% student's code) is tried once more before its row says so.
run_submission(Path, Settings, Outcome) :-
    directory_file_path(Path, 'adapter.pl', Adapter),
    (   ( exists_file(Adapter) ; project_files(Path, [_|_]) )
    ->  graded_in_sandbox(Path, Settings, 2, Outcome)
    ;   Outcome = _{verdict: 'not graded', why: 'no Prolog file (.pl) in its folder'}
    ).

graded_in_sandbox(Path, Settings, Tries, Outcome) :-
    tmp_file(grade, Root),
    setup_call_cleanup(true,
                       graded_copy(Path, Root, Settings, Outcome0),
                       remove_run_folders(Root)),
    (   Outcome0.verdict == 'sandbox refused',
        Tries > 1
    ->  Left is Tries - 1,
        graded_in_sandbox(Path, Settings, Left, Outcome)
    ;   Outcome = Outcome0
    ).

graded_copy(Path, Root, Settings, Outcome) :-
    get_time(Now),
    Deadline is Now + Settings.seconds,
    Run = Settings.put(_{deadline: Deadline, submission: Path}),
    retractall(restarts_left(_)),
    assertz(restarts_left(3)),
    open_submission(Path, Root, Run, Link0, _),
    catch(converse(Link0, Run, Outcome0), ended(Stage, Event), true),
    process_link(Link0, Link),
    link_close(Link, Status),
    link_error_file(Link, ErrorFile),
    (   var(Stage)
    ->  Outcome1 = Outcome0
    ;   ended_outcome(Stage, Event, Status, ErrorFile, Settings, Outcome1)
    ),
    limit_outcome(Outcome1, ErrorFile, Outcome).

:- thread_local
    restarts_left/1,        % how many fresh processes the submission may still have
    extra_run_folder/1.     % the folder of a fresh process, removed at the end

% restart_process(+Run, +Link, +Event, -NewLink, -Ended): the process of
% Link ended (Event) during the check: Ended says how, its verdict and
% why, and NewLink links a fresh process of the submission, in a
% private copy of its own, loaded and started as the first was.  Fails when the submission
% has had its three fresh processes, or the fresh one does not load (it
% is then closed, as Link is).
restart_process(Run, Link, Event, NewLink, _{verdict: Verdict, why: Why}) :-
    restarts_left(Left),
    Left > 0,
    retractall(restarts_left(_)),
    Left1 is Left - 1,
    assertz(restarts_left(Left1)),
    link_close(Link, Status),
    link_error_file(Link, ErrorFile),
    ended_verdict(Event, Status, ErrorFile, Run, 'during the check', Verdict, Why),
    tmp_file(grade, Root),
    assertz(extra_run_folder(Root)),
    open_submission(Run.submission, Root, Run, NewLink, _),
    (   catch(( link_read(NewLink, Run.seconds, loaded(_)),
                link_ask(NewLink, start(false), started) ),
              student_process(_), fail)
    ->  true
    ;   link_close(NewLink, _),
        fail
    ).

remove_run_folders(Root) :-
    remove_run_folder(Root),
    forall(retract(extra_run_folder(Extra)), remove_run_folder(Extra)).

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
          (   link_inferring(Link)
          ->  throw(ended(inferring, Event))
          ;   throw(ended(loading, Event))
          )),
    loaded_outcome(Message, Link, Settings, Outcome).

loaded_outcome(loaded(Info), Link, Settings, Outcome) :-
    is_dict(Info),
    get_dict(game, Info, Game),
    get_dict(student, Info, Student0),
    linked_student(Student0, Link, Student1),
    !,
    Student = Student1.put(restart, tabuleiro_grade:restart_process(Settings)),
    get_dict(options, Info, Options0),
    get_dict(problems, Info, Problems),
    check_options(Options0, Settings, Student, Options, Ignored),
    catch(check_submission(Game, Options, Problems, Outcome0), student_process(Event),
          throw(ended(checking(Game), Event))),
    (   Ignored == []
    ->  Outcome1 = Outcome0
    ;   format(string(Short), "~W", [Ignored, [quoted(true), max_depth(8)]]),
        ignored_text(Short, Text),
        Outcome1 = Outcome0.put(_{ignored_options: Short, ignored_why: Text})
    ),
    (   get_dict(inferred, Info, Inferred)
    ->  Outcome = Outcome1.put(inferred, Inferred)
    ;   Outcome = Outcome1
    ).
loaded_outcome(not_graded(Why, Problems), _, _,
               _{verdict: 'not graded', why: Text, load_problems: Problems}) :-
    !,
    not_graded_text(Why, Text).
loaded_outcome(not_loaded(Why, Problems), _, _,
               _{verdict: Verdict, why: Text, load_problems: Problems}) :-
    !,
    not_loaded_verdict(Why, Verdict),
    not_loaded_text(Why, Text).
loaded_outcome(Message, _, _, _) :-
    throw(ended(loading, broke_protocol(Message))).

% The teacher's settings are the grade's: the submission chooses its
% rule options, its time per call (else the teacher's --call-seconds)
% and its perft depth unless the teacher set one (--perft), not which
% positions are checked, nor the
% report's mode.  Every ready set of the game is
% checked, then the random positions; moves listed in a finished
% position are a disagreement (strict), not a convention: a finished
% game has no moves.  An option of the submission's
% that grading does not honour is said in its row (Ignored).  The check
% ends before the submission's time does, leaving time for the summary.
check_options(Options0, Settings, Student,
              [positions(Settings.positions), report(all), ready_sets(true), strict(true),
               against(linked(Student)), deadline(CheckDeadline)|Kept],
              Ignored) :-
    CheckDeadline is Settings.deadline - min(5, 0.1 * Settings.seconds),
    (   is_list(Options0)
    ->  partition(submission_option(Settings.perft), Options0, Kept0, Ignored0),
        exclude(against_option, Ignored0, Ignored)
    ;   Kept0 = [],
        Ignored = []
    ),
    teachers_perft(Settings.perft, Kept0, Kept1),
    teachers_call_seconds(Settings.call_seconds, Kept1, Kept).

% submission_option(+Perft, +Option): the submission's Option is
% honoured, its perft depth where the teacher set none (Perft `own`)
% or the same.
submission_option(Perft, Option) :-
    compound(Option),
    compound_name_arity(Option, Name, 1),
    (   Option = perft(Depth)
    ->  ( Perft == own ; Depth == Perft )
    ;   memberchk(Name, [rules, time_limit])
    ).

teachers_perft(own, Options, Options) :-
    !.
teachers_perft(Depth, Options, [perft(Depth)|Options]).

teachers_call_seconds(own, Options, Options) :-
    !.
teachers_call_seconds(_, Options, Options) :-
    memberchk(time_limit(_), Options),
    !.
teachers_call_seconds(Seconds, Options, [time_limit(Seconds)|Options]).

% Their against(...) option is how their code is called: it is used.
against_option(against(_)).

% ignored_text(+Ignored, -Text): the options of the submission that
% grading does not honour, in words.
ignored_text(Ignored, Text) :-
    format(string(Text), "grade_options ~w not honoured: grading checks every ready set \c
                          of the game, then the random positions the teacher set, \c
                          to the perft depth the teacher set, if any",
           [Ignored]).

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
stage_words(inferring, 'while its predicates were asked for its encoding').
stage_words(checking(_), 'during the check').

check_submission(Game, Options, Problems, Outcome) :-
    catch(( cross_check(Game, tabuleiro_grade:Options, Result),
            with_output_to(string(Printout), print_result(Result)),
            result_outcome(Result, Printout, Outcome0) ),
          E,
          (   E = student_process(_)
          ->  throw(E)
          ;   message_text(E, Why),
              Outcome0 = _{verdict: error, why: Why}
          )),
    Outcome = Outcome0.put(_{game: Game, load_problems: Problems}).

result_outcome(agreed(Stats), Printout, Outcome) :-
    positions_checked(Stats, Positions),
    perft_outcome(Stats, Perft),
    convention_counts(Stats, Conventions),
    coverage_texts(Stats, Coverage),
    Outcome0 = _{verdict: agreed, positions: Positions, kinds: [], conventions: Conventions,
                 perft: Perft, printout: Printout, rules: Coverage},
    (   unchecked_sets(Stats, Unchecked)
    ->  atomic_list_concat(Unchecked, ', ', Names),
        format(string(Why), "the time ran out before the ready sets ~w were checked: \c
                             an agreement needs every rule exercised", [Names]),
        Outcome = Outcome0.put(_{verdict: incomplete, why: Why})
    ;   Outcome = Outcome0
    ).
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
    coverage_texts(Stats, Coverage),
    first_finding(Groups, Kinds, Stats, First),
    Outcome0 = _{verdict: disagreed, positions: Positions, kinds: Kinds, first: First,
                 conventions: Conventions, perft: Perft, printout: Printout, rules: Coverage},
    (   stopped_by_limits(Groups, Board-Player, Problem, Goal),
        stopping_verdict(Problem, Goal, Verdict, Cause)
    ->  position_text(Stats.game, Stats.rules, Board-Player, Position),
        format(atom(Why), "~w on the position ~w, as on each of the ~D positions checked",
               [Cause, Position, Stats.checked]),
        Outcome = Outcome0.put(_{verdict: Verdict, why: Why})
    ;   Outcome = Outcome0
    ).

% first_finding(+Groups, +Kinds, +Stats, -Text): the first kind of
% disagreement, its count and its smallest position, in one line.
first_finding([Kind-group(_, issue(_, Board-Player-_, _))|_], [Text-Count|_], Stats, First) :-
    Kind \== perft,
    catch(position_text(Stats.game, Stats.rules, Board-Player, Position), _, fail),
    !,
    format(string(First), "~w (~D positions), the smallest: ~w", [Text, Count, Position]).
first_finding(_, [Text-Count|_], _, First) :-
    !,
    format(string(First), "~w (~D)", [Text, Count]).
first_finding(_, [], _, "").

% stopped_by_limits(+Groups, -Position, -Problem, -Goal): the only
% disagreements are calls that ran out of time or memory: nothing else
% could be learnt, and that limit is the verdict.  Among other findings,
% such a call is one kind of disagreement.
stopped_by_limits(Groups, Board-Player, Problem, Goal) :-
    Groups = [error-group(_, issue(error, Board-Player-_, Details))|_],
    forall(member(Kind-group(_, issue(_, _, D)), Groups),
           ( Kind == error, get_dict(problem, D, P), limit_problem(P) )),
    get_dict(problem, Details, Problem),
    get_dict(goal, Details, Goal).

limit_problem(out_of_memory(_)).
limit_problem(time_limit(_)).
limit_problem(process_ended(_)).

% How far each ready set and the random positions were checked.
coverage_texts(Stats, Texts) :-
    (   get_dict(coverage, Stats, Coverage)
    ->  maplist(coverage_text, Coverage, Texts)
    ;   Texts = []
    ).

% The ready sets not checked to their end.
unchecked_sets(Stats, Names) :-
    get_dict(coverage, Stats, Coverage),
    findall(Name,
            ( member(set(Name)-Counts, Coverage), Counts.checked < Counts.positions ),
            Names),
    Names \== [].

% A call that ran out of memory or time, or a process that ended, is
% the verdict.
stopping_verdict(process_ended(Ended), _, Ended.verdict, Cause) :-
    !,
    format(atom(Cause), "the process ended: ~w", [Ended.why]).
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
% the time allowed, or those before the student's code ran out of time
% or memory on three positions in a row.
positions_checked(Stats, Positions) :-
    (   Stats.checked < Stats.positions
    ->  (   Stats.stop == limits
        ->  Why = stopped
        ;   Why = time
        ),
        format(atom(Positions), "~D of ~D (~w)", [Stats.checked, Stats.positions, Why])
    ;   Positions = Stats.positions
    ).

perft_outcome(Stats, Perft) :-
    (   Stats.perft.asked =:= 0
    ->  Perft = 'not run (perft(0))'
    ;   Stats.subject = student(Student),
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
    ->  format("Report: ~w and ~w; the gradebook: grading-report.csv and feedback/ \c
                beside them~n", [Markdown, Json])
    ;   message_text(E, Why),
        tmp_file(grading_report, Spare),
        make_directory(Spare),
        write_reports_into(Spare, Settings, Rows, Markdown, Json),
        format("The report could not be written into ~w (~w); it is in ~w and ~w, \c
                with grading-report.csv and feedback/ beside them~n",
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
                       close(JOut)),
    write_gradebook(Folder, Rows).

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
    ->  (   More == []
        ->  format(atom(Text), "with an error: ~w", [First])
        ;   length([First|More], N),
            format(atom(Text), "with ~d errors, the first: ~w", [N, First])
        )
    ;   get_dict(inferred, Row, _)
    ->  Text = 'yes, adapter inferred'
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
        format(atom(Text1), "~w (convention noted: ~w)", [Text0, Noted])
    ;   Text1 = Text0
    ),
    (   get_dict(ignored_options, Row, Ignored)
    ->  format(atom(Text), "~w (not honoured: ~w)", [Text1, Ignored])
    ;   Text = Text1
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
    (   get_dict(ignored_why, Row, Ignored)
    ->  cell_text(Ignored, IgnoredCell),
        format(Out, "Not honoured: ~w~n~n", [IgnoredCell])
    ;   true
    ),
    (   get_dict(inferred, Row, Inferred)
    ->  format(Out, "No adapter.pl: graded with the adapter inferred from its files \c
                     (kept as adapter.pl, it can be edited):~n~n", []),
        code_block(Out, Inferred),
        nl(Out)
    ;   true
    ),
    (   get_dict(printout, Row, Printout)
    ->  code_block(Out, Printout)
    ;   get_dict(why, Row, Why)
    ->  cell_text(Why, Cell),
        format(Out, "~w~n", [Cell])
    ;   true
    ).

code_block(Out, Text) :-
    split_string(Text, "\n", "", Lines),
    forall(member(Line, Lines), format(Out, "    ~w~n", [Line])).

json_row(Row, JRow) :-
    dict_pairs(Row, _, Pairs),
    maplist(json_pair, Pairs, JPairs),
    dict_pairs(JRow, _, JPairs).

json_pair(Key-Counts, Key-JCounts) :-
    memberchk(Key, [kinds, conventions]),
    !,
    findall(_{kind: K, positions: N}, member(K-N, Counts), JCounts).
json_pair(Key-Value, Key-Value).
