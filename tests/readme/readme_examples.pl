/*  Every example of the README and of the reports, run and compared with
    what the page says it prints, so that no page can drift from the
    program.

        swipl tests/readme/readme_examples.pl [FILE...]

    FILE defaults to README.md; tests/run_all.sh passes the README, every
    page of docs/, every page of reports/, reports/rules/ and the example tournament's
    report.  An example is a fenced
    block:

      - ```prolog: each line starting with `?- ` is a query (it goes on
        over the next lines until one ends with a full stop); the lines
        after it that are no query are what it prints.  The queries of a
        block run in order in one fresh `swipl` toplevel;
      - ```sh: each line starting with `$ ` is a command run by bash; the
        lines after it are what it prints.

    What an example prints must contain its expected lines, in order
    (the toplevel's `true.` lines and the like need not be written).  In
    an expected line, `…` stands for any text: a time or a speed, which
    differs from run to run, is shown as `…`.  A block right after a line
    `<!-- not run: WHY -->` is not run (such as one that installs a pack,
    or starts a game that waits for a person); a block with neither
    queries nor commands is no example.  A block of another kind (```
    alone, ```c) that holds a `$ ` or `?- ` line and is not marked "not
    run" fails: it would be an example no one runs.

    A ```c or ```prolog block with no query quotes the code: its lines
    must occur together, as they stand, in a file of c_core/, bridge/,
    cli/, prolog/, examples/ or tests/, so that a quote cannot drift from
    the code either (a block marked "not run" is not looked up).

    Every relative link of a page (`[text](target)`, `#anchor` aside)
    must name a file or folder that exists, relative to the page: one
    test per page.

    Each example, each quote and each page's links is one test; the last
    line is "readme: N passed, M failed".
*/
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(strings)).
:- use_module(library(filesex)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv == []
    ->  Files = ['README.md']
    ;   Files = Argv
    ),
    foldl(run_file, Files, 0-0, Passed-Failed),
    format("readme: ~d passed, ~d failed~n", [Passed, Failed]),
    (   Failed =:= 0
    ->  halt(0)
    ;   halt(1)
    ).

run_file(File, Counts0, Counts) :-
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "", Lines),
    examples(Lines, 1, Examples),
    foldl(run_example(File), Examples, Counts0, Counts1),
    check_links(File, Lines, Counts1, Counts).

%   check_links(+File, +Lines, +Counts0, -Counts): the page's relative
%   links all lead somewhere.

check_links(File, Lines, Passed0-Failed0, Passed-Failed) :-
    file_directory_name(File, Folder),
    findall(N-Target,
            ( nth1(N, Lines, Line),
              relative_link(Line, Target),
              \+ ( directory_file_path(Folder, Target, Path),
                   exists_file_or_directory(Path) ) ),
            Broken),
    (   Broken == []
    ->  Passed is Passed0 + 1,
        Failed = Failed0,
        format("ok: the links of ~w~n", [File])
    ;   Passed = Passed0,
        Failed is Failed0 + 1,
        format("FAILED: links of ~w lead nowhere:~n", [File]),
        forall(member(N-Target, Broken), format("  line ~d: ~w~n", [N, Target]))
    ).

exists_file_or_directory(Path) :-
    (   exists_file(Path)
    ->  true
    ;   exists_directory(Path)
    ).

%   relative_link(+Line, -Target): on backtracking, the target of each
%   link of Line that is not a web address or an anchor of the page
%   itself, its own anchor cut off.
relative_link(Line, Target) :-
    sub_string(Line, Before, _, _, "]("),
    Start is Before + 2,
    sub_string(Line, Start, _, 0, Rest),
    once(sub_string(Rest, Length, _, _, ")")),
    sub_string(Rest, 0, Length, _, Link),
    Link \== "",
    \+ sub_string(Link, 0, _, _, "#"),
    \+ sub_string(Link, _, _, _, "://"),
    \+ sub_string(Link, 0, _, _, "mailto:"),
    (   sub_string(Link, Hash, _, _, "#")
    ->  sub_string(Link, 0, Hash, _, Target)
    ;   Target = Link
    ).

%   examples(+Lines, +N, -Examples): the fenced blocks to test, each
%   example(Kind, LineNumber, Steps), Steps a list of Step-Expected;
%   unrun(Kind, LineNumber, Line) for a block of another kind holding a
%   query or a command; or quote(Kind, LineNumber, Lines) for code.

examples([], _, []).
examples([Line|Lines], N, Examples) :-
    (   string_concat("```", Name, Line)
    ->  N1 is N + 1,
        block_lines(Lines, Body, Rest),
        length(Body, Length),
        Next is N1 + Length + 1,
        fenced_example(Name, N1, Body, Found),
        append(Found, More, Examples),
        examples(Rest, Next, More)
    ;   sub_string(Line, 0, _, _, "<!-- not run:")
    ->  skip_block(Lines, N, Rest, Next),
        examples(Rest, Next, Examples)
    ;   N1 is N + 1,
        examples(Lines, N1, Examples)
    ).

fenced_example(Name, N, Body, Found) :-
    atom_string(Kind, Name),
    (   memberchk(Kind, [prolog, sh]),
        steps(Kind, Body, Steps),
        Steps \== []
    ->  Found = [example(Kind, N, Steps)]
    ;   member(Line, Body),
        (   step_start(prolog, Line, _)
        ;   step_start(sh, Line, _)
        )
    ->  Found = [unrun(Kind, N, Line)]
    ;   memberchk(Kind, [prolog, c])
    ->  Found = [quote(Kind, N, Body)]
    ;   Found = []
    ).

block_lines([], [], []).
block_lines([Line|Lines], Body, Rest) :-
    (   sub_string(Line, 0, _, _, "```")
    ->  Body = [],
        Rest = Lines
    ;   Body = [Line|Body1],
        block_lines(Lines, Body1, Rest)
    ).

%   skip_block: the marker line, then blank lines, then the block.

skip_block(Lines, N, Rest, Next) :-
    N1 is N + 1,
    (   Lines = [Line|More],
        \+ sub_string(Line, 0, _, _, "```")
    ->  skip_block(More, N1, Rest, Next)
    ;   Lines = [_Fence|More]
    ->  block_lines(More, Body, Rest),
        length(Body, Length),
        Next is N1 + Length + 2
    ;   Rest = [],
        Next = N1
    ).

%   steps(+Kind, +Lines, -Steps): Step-Expected pairs, Step a query or
%   a command (a string), Expected the lines after it.

steps(_, [], []).
steps(Kind, [Line|Lines], Steps) :-
    (   step_start(Kind, Line, Start)
    ->  step_rest(Kind, Start, Lines, Step, Lines1),
        expected_lines(Kind, Lines1, Expected, Lines2),
        Steps = [Step-Expected|More],
        steps(Kind, Lines2, More)
    ;   steps(Kind, Lines, Steps)
    ).

step_start(prolog, Line, Query) :-
    string_concat("?- ", Query, Line).
step_start(sh, Line, Command) :-
    string_concat("$ ", Command, Line).

%   A query goes on until a line ends with a full stop (comments aside).

step_rest(prolog, Start, Lines, Query, Rest) :-
    !,
    query_lines(Start, Lines, QueryLines, Rest),
    atomic_list_concat(QueryLines, '\n', Query).
step_rest(sh, Command, Lines, Command, Lines).

query_lines(Line, Lines, [Line|More], Rest) :-
    (   query_ends(Line)
    ->  More = [],
        Rest = Lines
    ;   Lines = [Next|Lines1]
    ->  query_lines(Next, Lines1, More, Rest)
    ;   More = [],
        Rest = []
    ).

query_ends(Line) :-
    (   sub_string(Line, Before, _, _, "%")
    ->  sub_string(Line, 0, Before, _, Code)
    ;   Code = Line
    ),
    normalize_space(string(Trimmed), Code),
    string_concat(_, ".", Trimmed).

expected_lines(Kind, [Line|Lines], Expected, Rest) :-
    \+ step_start(Kind, Line, _),
    !,
    (   Line == ""
    ->  Expected = Expected1
    ;   Expected = [Line|Expected1]
    ),
    expected_lines(Kind, Lines, Expected1, Rest).
expected_lines(_, Lines, [], Lines).

                 /*******************************
                 *           RUNNING            *
                 *******************************/

run_example(File, unrun(Kind, N, Line), Passed-Failed0, Passed-Failed) :-
    !,
    Failed is Failed0 + 1,
    format("FAILED: the block at ~w line ~d (```~w) holds an example that is \c
            not run:~n  ~s~n  (write it in a ```sh or ```prolog block, or mark \c
            the block <!-- not run: WHY -->)~n", [File, N, Kind, Line]).
run_example(File, quote(Kind, N, Body), Passed0-Failed0, Passed-Failed) :-
    !,
    atomic_list_concat(Body, '\n', Text),
    (   source_text(Source),
        sub_string(Source, _, _, _, Text)
    ->  Passed is Passed0 + 1,
        Failed = Failed0,
        format("ok: the ~w quote at ~w line ~d~n", [Kind, File, N])
    ;   Passed = Passed0,
        Failed is Failed0 + 1,
        Body = [First|_],
        format("FAILED: the ~w quote at ~w line ~d is in no source file as it \c
                stands:~n  ~s~n  (quote the code as it is now)~n",
               [Kind, File, N, First])
    ).
run_example(File, example(Kind, N, Steps), Passed0-Failed0, Passed-Failed) :-
    run_steps(Kind, Steps, Output),
    findall(Line, (member(_-Expected, Steps), member(Line, Expected)), Wanted),
    split_string(Output, "\n", "", OutputLines),
    (   first_missing(Wanted, OutputLines, Missing)
    ->  true
    ;   unexpected_error(Output, Wanted, Missing)
    ->  true
    ;   true
    ),
    (   var(Missing)
    ->  Passed is Passed0 + 1,
        Failed = Failed0,
        format("ok: the ~w example at ~w line ~d~n", [Kind, File, N])
    ;   Passed = Passed0,
        Failed is Failed0 + 1,
        format("FAILED: the ~w example at ~w line ~d~n", [Kind, File, N]),
        format("  expected, and not found in order: ~s~n", [Missing]),
        format("  it printed:~n~s~n", [Output])
    ).

%   source_text(-Text): the text of a source file a quote may come from,
%   on backtracking each of them; read once.

:- dynamic source_file_text/1.

source_text(Text) :-
    (   source_file_text(_)
    ->  true
    ;   forall(quotable_file(File),
               ( read_file_to_string(File, Text0, [encoding(utf8)]),
                 assertz(source_file_text(Text0))
               ))
    ),
    source_file_text(Text).

quotable_file(File) :-
    member(Dir, ['c_core', 'bridge', 'cli', 'prolog', 'examples', 'tests']),
    exists_directory(Dir),
    directory_member(Dir, File,
                     [ recursive(true), extensions([c, h, pl, plt]) ]).

%   unexpected_error(+Output, +Wanted, -Missing): the example printed an
%   error or a warning that its page does not show.

unexpected_error(Output, Wanted, "(no error or warning)") :-
    member(Word, ["ERROR", "Warning:"]),
    sub_string(Output, _, _, _, Word),
    \+ ( member(Line, Wanted), sub_string(Line, _, _, _, Word) ),
    !.

%   first_missing(+Wanted, +Lines, -Missing): Missing is the first
%   wanted line that is not a line of Lines (trailing spaces aside, `…`
%   any text) after the one found for the wanted line before it; fails
%   when every wanted line is found in order.

first_missing([Want|Wants], Lines, Missing) :-
    normalize_right(Want, W),
    split_string(W, "…", "", Parts),
    (   append(_, [Line|Rest], Lines),
        normalize_right(Line, L),
        line_matches(Parts, L)
    ->  first_missing(Wants, Rest, Missing)
    ;   Missing = Want
    ).

%   line_matches(+Parts, +Line): Line is the parts of a wanted line in
%   order, with any text where a `…` was between them.

line_matches([Whole], Line) :-
    !,
    Line == Whole.
line_matches([First|Parts], Line) :-
    string_concat(First, After, Line),
    parts_follow(Parts, After).

parts_follow([Last], Text) :-
    !,
    string_concat(_, Last, Text).
parts_follow([Part|Parts], Text) :-
    sub_string(Text, Before, Length, _, Part),
    Skip is Before + Length,
    sub_string(Text, Skip, _, 0, After),
    parts_follow(Parts, After).

normalize_right(Line, Trimmed) :-
    split_string(Line, "", " \t\r", [Trimmed]).

run_steps(prolog, Steps, Output) :-
    findall(Query, member(Query-_, Steps), Queries),
    atomic_list_concat(Queries, '\n', Input),
    run_program(path(swipl), ['-q'], Input, Output).
run_steps(sh, Steps, Output) :-
    findall(Text,
            ( member(Command-_, Steps),
              run_program(path(bash), ['-c', Command], "", Text) ),
            Texts),
    atomic_list_concat(Texts, '\n', Output).

run_program(Exe, Args, Input, Output) :-
    process_create(Exe, Args,
                   [ stdin(pipe(In)), stdout(pipe(Out)), stderr(pipe(Out)),
                     process(Pid) ]),
    set_stream(In, encoding(utf8)),
    set_stream(Out, encoding(utf8)),
    % A command that ends before reading its input closes the pipe.
    catch(( format(In, "~w~n", [Input]), close(In) ),
          error(io_error(write, _), _),
          close(In, [force(true)])),
    read_string(Out, _, Output),
    close(Out),
    process_wait(Pid, _).
