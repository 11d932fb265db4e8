:- module(mutant_grading, [mutant_check/2]).
:- use_module(mutants/mutants).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(http/json)).

/** <module> Grading the mutant suite

The class of tests/cross_check/mutants/ (every base and every mutant,
made by make_mutant_class.pl) is graded once, with --positions=15 and
--perft=2, and each check reads that grading: every base, a right
submission, is `agreed`; every mutant, its base with one student
mistake, is not.  With the ready sets, 15 random positions (seeded: the
same ones on every run) catch every mutant, as 200 do; the grading took
71 s of CPU instead of the 110 s of --positions=50.  Perft is compared
only where the positions agree, so its depth changes the bases' time
alone (shi_lists 17 s to 3 s of wall time at depth 2).  make bench
(tests/bench/mutation_bench.sh) grades the class with the default
settings and with 15 positions.
*/

:- dynamic graded_rows/1.   % graded_rows(Rows): the one grading of the class

%!  mutant_check(?Name, ?Goal) is nondet.

mutant_check(Name, mutant_grading:Goal) :-
    check_of(Name, Goal).

check_of(every_mutant_base_is_agreed, every_base_agreed).
check_of(every_mutant_is_caught, every_mutant_caught).

every_base_agreed :-
    graded(Rows),
    findall(Base-Verdict-Why,
            ( base(Base, _), verdict(Rows, Base, Verdict, Why), Verdict \== "agreed" ),
            Wrong),
    (   Wrong == []
    ->  true
    ;   format("Bases not agreed (a right submission must be):~n"),
        forall(member(Base-Verdict-Why, Wrong),
               format("  ~w: ~w: ~w~n", [Base, Verdict, Why])),
        fail
    ).

every_mutant_caught :-
    graded(Rows),
    findall(Name-Mistake,
            ( mutant(Name, _, _, _, _, Mistake), verdict(Rows, Name, "agreed") ),
            Agreed),
    aggregate_all(count, mutant(_, _, _, _, _, _), Count),
    (   Agreed == []
    ->  true
    ;   length(Agreed, Missed),
        format("~d of ~d mutants were graded agreed, their mistake not caught:~n",
               [Missed, Count]),
        forall(member(Name-Mistake, Agreed), format("  ~w: ~w~n", [Name, Mistake])),
        fail
    ).

% verdict(+Rows, +Name, -Verdict, -Why): the verdict of Name's row and
% its reason, or "no row" when the report has none.
verdict(Rows, Name, Verdict) :-
    verdict(Rows, Name, Verdict, _).

verdict(Rows, Name, Verdict, Why) :-
    atom_string(Name, String),
    (   member(Row, Rows),
        Row.name == String
    ->  Verdict = Row.verdict,
        (   get_dict(why, Row, Why0)
        ->  Why = Why0
        ;   Why = ""
        )
    ;   Verdict = "no row",
        Why = ""
    ).

%   graded(-Rows): the rows of the one grading of the class, done on
%   first use.
graded(Rows) :-
    graded_rows(Rows),
    !.
graded(Rows) :-
    grade_mutant_class(Rows),
    assertz(graded_rows(Rows)).

grade_mutant_class(Rows) :-
    module_property(mutant_grading, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'mutants/make_mutant_class.pl', Make),
    directory_file_path(Dir, '../../prolog/grade.pl', Grade),
    tmp_file(mutant_class, Class),
    process_create(path(swipl), [Make, Class, all], [process(MakePid)]),
    process_wait(MakePid, exit(0)),
    tmp_file(mutant_grading, Out),
    make_directory(Out),
    atom_concat('--out=', Out, OutOption),
    process_create(path(swipl), [Grade, Class, '--positions=15', '--perft=2', OutOption],
                   [stdout(null), process(Pid)]),
    process_wait(Pid, exit(0)),
    directory_file_path(Out, 'grading-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)).
