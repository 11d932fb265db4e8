:- module(tabuleiro_student_server, []).
:- use_module('../kit/cross_check_student').
:- use_module('../kit/encoding_inference').
:- use_module(load_problem, [load_problem_text/4]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(unix), [pipe/2, dup/2]).

/** <module> A submission's own process: its code answers the grader

    swipl prolog/tabuleiro/submission/student_server.pl FOLDER STARTS STACK

run by the grader (prolog/grade.pl), in the submission's sandbox, from
the saved state save_server_state.pl makes of it, with STARTS the
games' start positions and STACK its stack limit in bytes, and with
the protocol on its standard input (questions) and output (answers).
Before any of the student's code is loaded, the protocol moves to file
descriptors of its own: the standard output becomes the stderr and the
standard input is empty, so that what the student's code (or a program
it starts, such as `clear`) prints or reads never mixes with the
protocol; reading past the end of the empty input raises an error, so
that a menu the student's code starts (when loaded, or in a predicate
checked) stops instead of looping.  It loads FOLDER/adapter.pl (or,
with none, the project's files, then writes the line `inferring` and
infers the adapter from their predicates) and writes one line, a term:

  - `loaded(Info)`: Info a dict with the `game`, the check's `options`
    (the adapter's, without `against`), the `student`'s record as the
    grader needs it (`api`, `players`, and `Role-Name/Arity` for each
    predicate given), and the `problems` printed while loading;
  - `not_loaded(Why, Problems)`: the adapter does not say what to check;
  - `not_graded(Why, Problems)`: it checks no code of the submission's
    own (no `against(student(...))`, or a rule predicate that is not
    defined in the submission's files, or Tabuleiro's own rules loaded).

Then it answers each question it reads (answer_question/3) with one
line, the answer, until its input ends.  Nothing of the C core, of
Tabuleiro's rules or of the grader is loaded here: the verdict is not
this process's to give.  As it begins to halt it writes `halting`.
*/

:- initialization(main, main).

main :-
    server_started_line(Started),
    format(user_error, "~w~n", [Started]),
    flush_output(user_error),
    current_prolog_flag(argv, [Folder0, StartsText, StackText]),
    % A saved state keeps the stack limit it was saved with, whatever
    % --stack-limit says: the limit is set here.
    atom_number(StackText, StackLimit),
    set_prolog_flag(stack_limit, StackLimit),
    absolute_file_name(Folder0, Folder),
    term_string(Starts, StartsText),
    protocol_streams(In, Out),
    at_halt(tell_halting(Out)),
    findall(File, source_file(File), Ours),
    load_submission(Folder, Starts, Out, Problems, Inferred),
    loaded_message(Folder, Ours, Problems, Inferred, Message, Student),
    send(Out, Message),
    (   Message = loaded(_)
    ->  serve(In, Out, Student)
    ;   true
    ).

% protocol_streams(-In, -Out): streams on new descriptors for what were
% the standard input and output, which become empty and the stderr.
protocol_streams(In, Out) :-
    pipe(In, Unused1),
    pipe(Unused2, Out),
    close(Unused1),
    close(Unused2),
    dup(user_input, In),
    dup(user_output, Out),
    open('/dev/null', read, Null),
    dup(Null, user_input),
    close(Null),
    set_stream(user_input, eof_action(error)),
    dup(user_error, user_output),
    set_stream(In, encoding(utf8)),
    set_stream(Out, encoding(utf8)).

tell_halting(Out) :-
    catch(send(Out, halting), _, true).

send(Out, Term) :-
    format(Out, "~q~n", [Term]),
    flush_output(Out).

:- dynamic
    load_problem/1,             % Text: an error printed while loading
    missing_file/1.             % Text: a file it loads is not there

% load_submission(+Folder, +Starts, +Out, -Problems, -Inferred): loads
% its adapter.pl (Inferred `written`), else its project's files as they
% are, and the adapter inferred from them (Inferred `inferred(Text)`,
% the adapter file, or `not_inferred(Why, Stalled)`), after telling the grader
% on Out that its predicates are being asked (`inferring`).  The errors
% printed while loading are kept (at most 5), in words (load_problem.pl).
load_submission(Folder, Starts, Out, Problems, Inferred) :-
    user:import(tabuleiro_cross_check_student:load_course_files/1),
    directory_file_path(Folder, 'adapter.pl', Adapter),
    asserta((user:message_hook(Term, error, _) :-
                 tabuleiro_student_server:keep_problem(Folder, Term), fail),
            Ref),
    working_directory(_, Folder),
    (   exists_file(Adapter)
    ->  catch(user:consult(Adapter), E, keep_problem(Folder, E)),
        Inferred = written
    ;   project_files(Folder, Files),
        catch(load_course_files(Files), E, keep_problem(Folder, E)),
        send(Out, inferring),
        inferred_adapter(Folder, Starts, Inferred)
    ),
    erase(Ref),
    findall(Text, load_problem(Text), Problems).

% The adapter the project amounts to, in module user as if adapter.pl
% had said it.
inferred_adapter(Folder, Starts, Inferred) :-
    infer_adapter(user, Folder, Starts, Inference),
    (   Inference = adapter(Game, _, _, _)
    ->  install_adapter(user, Inference, Options),
        assertz(user:grade_game(Game)),
        inferred_grade_options(Inference, Options, GradeOptions),
        assertz(user:grade_options(GradeOptions)),
        adapter_text(Folder, Inference, Text),
        Inferred = inferred(Text)
    ;   Inference = no_adapter(_, Stalled),
        inference_text(Inference, Why),
        Inferred = not_inferred(Why, Stalled)
    ).

keep_problem(Folder, Term) :-
    aggregate_all(count, load_problem(_), N),
    N < 5,
    problem_text(Folder, Term, Kind, Text),
    !,
    assertz(load_problem(Text)),
    (   Kind == missing_file
    ->  assertz(missing_file(Text))
    ;   true
    ).
keep_problem(_, _).

% A program that starts its game or menu when loaded reads the keyboard,
% which is empty here: the second read past its end raises an error
% that stops the game, and the student is told so, in words.
problem_text(_, Term, other, Text) :-
    sub_term(Error, Term),
    subsumes_term(error(permission_error(input, past_end_of_stream, _), _), Error),
    !,
    Text = "your program read the keyboard while it was loaded (a game or menu started \c
            by initialization/1?): grading gives it no keyboard, so that was stopped at \c
            its second read past the end; the check goes on with the predicates it defines".
problem_text(Folder, Term, Kind, Text) :-
    load_problem_text(Folder, Term, Kind, Text).

% loaded_message(+Folder, +Ours, +Problems, +Inferred, -Message, -Student)
loaded_message(_, _, Problems, not_inferred(Why, Stalled), not_loaded(Reason, Problems), _) :-
    !,
    no_adapter_reason(Stalled, Why, Reason).
loaded_message(Folder, Ours, Problems, Inferred, Message, Student) :-
    (   catch(user:grade_game(Game), _, fail),
        catch(user:grade_options(Options), _, fail),
        is_list(Options)
    ->  graded_message(Folder, Ours, Game, Options, Problems, Message0, Student),
        inferred_message(Inferred, Message0, Message)
    ;   Message = not_loaded(no_grade_facts, Problems)
    ).

% No adapter could be inferred: because a predicate of theirs ran out of
% time or memory when asked (the first one named), or for no such cause.
no_adapter_reason([], Why, no_adapter(Why)).
no_adapter_reason([Kind-PI|_], Why, stalled(Kind, PI, Why)).

% An adapter inferred is sent with the description, for the report.
inferred_message(inferred(Text), loaded(Info), loaded(Info.put(inferred, Text))) :-
    !.
inferred_message(_, Message, Message).

graded_message(Folder, Ours, Game, Options, Problems, Message, Student) :-
    option(against(Against), Options, prolog),
    (   Against == prolog
    ->  Message = not_graded(no_student_code, Problems)
    ;   catch(student_subject(user, Game, Against, Student), Error, true),
        (   nonvar(Error)
        ->  options_not_right(Error, Problems, Message)
        ;   var(Student)
        ->  options_not_right(against(Against), Problems, Message)
        ;   student_message(Folder, Ours, Game, Options, Student, Problems, Message)
        )
    ).

% The adapter's options name what is not there: because a file it loads
% is missing (the first such, in words), or as they are.
options_not_right(Error, Problems, Message) :-
    (   missing_file(File)
    ->  (   Error = error(existence_error(procedure, Missing), _)
        ->  strip_module(Missing, _, Undefined)
        ;   Undefined = unknown
        ),
        Message = not_loaded(missing_file(File, Undefined), Problems)
    ;   Message = not_loaded(bad_options(Error), Problems)
    ).

student_message(Folder, Ours, Game, Options, Student, Problems, Message) :-
    (   tabuleiro_file_loaded(Ours, File)
    ->  Message = not_graded(loads_tabuleiro(File), Problems)
    ;   student_roles(rules, Roles),
        member(Role, Roles),
        foreign_rule(Folder, Student, Role, Why)
    ->  Message = not_graded(not_own(Role, Why), Problems)
    ;   exclude(against_option, Options, Others),
        description(Student, Description),
        Message = loaded(_{game: Game, options: Others, student: Description,
                           problems: Problems})
    ).

against_option(against(_)).

% A file of Tabuleiro's (under prolog/, the folder above games.pl's)
% loaded by the submission.
tabuleiro_file_loaded(Ours, File) :-
    module_property(tabuleiro_games, file(Games)),
    file_directory_name(Games, Internal),
    file_directory_name(Internal, Dir),
    source_file(File),
    \+ memberchk(File, Ours),
    sub_atom(File, 0, _, _, Dir),
    !.

% foreign_rule(+Folder, +Student, +Role, -Why): the predicate given for
% Role is not the submission's: a built-in or library predicate, or one
% defined in a file outside its folder.
foreign_rule(Folder, Student, Role, Why) :-
    get_dict(Role, Student, (Module:Plain)-Extra),
    Plain =.. [Name|Args],
    length(Args, Given),
    Arity is Given + Extra,
    functor(Head, Name, Arity),
    (   predicate_property(Module:Head, built_in)
    ->  Why = built_in(Name/Arity)
    ;   predicate_property(Module:Head, file(File)),
        \+ sub_atom(File, 0, _, _, Folder)
    ->  Why = defined_in(Name/Arity, File)
    ;   predicate_property(Module:Head, imported_from(From)),
        \+ ( module_property(From, file(File)), sub_atom(File, 0, _, _, Folder) )
    ->  Why = imported(Name/Arity, From)
    ;   fail
    ).

% What the grader needs to know of the student's record.
description(Student, _{api: Student.api, game: Student.game, players: Student.players,
                       level: Student.level, roles: Roles}) :-
    student_roles(all, Roles0),
    findall(Role-(Name/Arity),
            ( member(Role, Roles0),
              get_dict(Role, Student, (_:Plain)-Extra),
              Plain =.. [Name|Args],
              length(Args, Given),
              Arity is Given + Extra ),
            Roles).

serve(In, Out, Student) :-
    read_term(In, Question, []),
    (   Question == end_of_file
    ->  true
    ;   answer(Student, Question, Answer),
        send(Out, Answer),
        serve(In, Out, Student)
    ).

answer(Student, Question, Answer) :-
    (   catch(answer_question(Student, Question, Answer0), E, true)
    ->  true
    ;   E = failed
    ),
    (   var(E)
    ->  Answer = Answer0
    ;   E = error(resource_error(Resource), _)
    ->  Answer = failed(_{goal: 'the check of this position', problem: out_of_memory(Resource)})
    ;   Answer = failed(_{goal: 'the check of this position', problem: exception(E)})
    ).
