/*  The cross-check suite: the C core against the pure-Prolog backend on
    every rule set, and against a student's encoding (right and wrong);
    the ready sets of positions.  Last line: "cross-check: N passed, M
    failed".

        swipl tests/cross_check/run.pl [--part=PART] [WORD ...]

    runs every check, or only those whose name contains one of the WORDs.
    With --part=PART it runs one of the parts that can run at the same
    time (rules, students, classes, projects, grading: see part_of/3),
    and its last line is "cross-check-PART: N passed, M failed".
*/
:- use_module('../../prolog/cross_check').
:- use_module('../../prolog/teeko').
:- use_module(student_teeko).
:- use_module(students/teeko_old_api).
:- use_module(checks_of_students).
:- use_module(hostile_grading).
:- use_module(mutant_grading).
:- use_module(gradebook_grading).
:- use_module(project_checks).
:- use_module(private_folder).
:- use_module(odd_class).
:- use_module(ready_sets).
:- use_module('../../prolog/tabuleiro/backend').
:- use_module(library(process)).
:- use_module(library(readutil)).

:- initialization(main, main).

check(teeko_standard,
      cross_check(teeko, [rules([]), positions(1000), seed(11), perft(3)])).
check(teeko_advanced,
      cross_check(teeko, [rules([advanced]), positions(1000), seed(12), perft(3)])).
check(teeko_centre_ban,
      cross_check(teeko, [rules([centre_ban]), positions(1000), seed(13), perft(3)])).
check(teeko_advanced_centre_ban,
      cross_check(teeko, [rules([advanced, centre_ban]), positions(1000), seed(14), perft(3)])).
check(teeko_perft_4_from_the_start,
      cross_check(teeko, [positions(1), perft(4)])).
check(cli_moves_agree_with_the_prolog_backend,
      cli_agrees(teeko, [advanced], 200)).

check(shakti_standard,
      cross_check(shakti, [rules([]), positions(1000), seed(41), perft(3)])).
check(shakti_full_board,
      cross_check(shakti, [rules([full_board]), positions(1000), seed(42), perft(3)])).
% Random games seldom reach a pass: White passes, Black moves, White
% passes again...
check(shakti_perft_4_from_a_pass,
      perft_agrees(shakti, [], 'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x.wx w', 4)).
check(shakti_perft_3_from_a_mate_in_one,
      perft_agrees(shakti, [], 'x.....x/..w..../..xxx../..xKx../..xxx../......./xk....x b', 3)).
check(cli_shakti_moves_agree_with_the_prolog_backend,
      cli_agrees(shakti, [full_board], 200)).

check(shi_standard,
      cross_check(shi, [rules([]), positions(1000), seed(31), perft(2)])).
% Perft 3 of the pure-Prolog rules takes some 15 s a position: from the
% start and one random position, and from a position where each of
% 4 jump attacks wins at once.
check(shi_perft_3,
      cross_check(shi, [rules([]), positions(100), seed(32), perft(3)])).
check(shi_perft_3_from_jump_attacks,
      perft_agrees(shi, [], 'n......./...n..../......../...s..../.nss.s.n/......../...s..../...n.... s', 3)).
check(cli_shi_moves_agree_with_the_prolog_backend,
      cli_agrees(shi, [], 200)).

check(echek_standard,
      cross_check(echek, [rules([]), positions(1000), seed(51), perft(2)])).
check(echek_draft_bishop,
      cross_check(echek, [rules([draft_bishop]), positions(1000), seed(52), perft(2)])).
% Perft 3 of the pure-Prolog rules takes some 8 s from the start; random
% games seldom reach a pass or, under draft_bishop, a table split by a
% Queen leaving (White must pass, Black must join it again).
check(echek_perft_3_from_the_start,
      perft_agrees(echek, [], 'k/K w QRBNPqrbnp Ss', 3)).
check(echek_draft_bishop_perft_3_from_the_start,
      perft_agrees(echek, [draft_bishop], 'k/K w QRBNPqrbnp Ss', 3)).
check(echek_perft_3_from_a_pass,
      perft_agrees(echek, [], 'Nprb/.PK./..k./Bn.R b - S', 3)).
check(echek_perft_3_from_a_split_table,
      perft_agrees(echek, [draft_bishop], 'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss', 3)).
check(cli_echek_moves_agree_with_the_prolog_backend,
      cli_agrees(echek, [draft_bishop], 200)).

%   perft_agrees(+Game, +Rules, +Notation, +Depth): both backends count
%   the same perft from a hand-made position, for rules random games
%   seldom reach.
perft_agrees(Game, Rules, Notation, Depth) :-
    findall(Nodes,
            ( member(Backend, [c, prolog]),
              set_backend(Backend),
              backend_notation_position(Game, Notation, Rules, Board, Player),
              backend_perft(Game, Rules, Board, Player, Depth, Nodes)
            ),
            [Nodes, Nodes]).

%   build/bin/tabuleiro moves prints, one per line, the same moves as the
%   prolog backend's valid_moves, written as terms.
cli_agrees(Game, Rules, Count) :-
    set_random(seed(21)),
    random_positions(Game, Rules, Count, Positions),
    atomic_list_concat(Rules, ',', RuleList),
    forall(member(Board-Player-_, Positions),
           cli_position_agrees(Game, Rules, RuleList, Board, Player)).

cli_position_agrees(Game, Rules, RuleList, Board, Player) :-
    set_backend(prolog),
    backend_valid_moves(Game, Rules, Board, Player, Moves),
    backend_position_notation(Game, Rules, Board, Player, Notation),
    maplist([Move, Line]>>format(string(Line), "~q", [Move]), Moves, Expected),
    tool_path(Tool),
    process_create(Tool, [moves, Game, Notation, '--rules', RuleList],
                   [stdout(pipe(Out))]),
    read_string(Out, _, Output),
    close(Out),
    split_string(Output, "\n", "", Lines0),
    exclude(==(""), Lines0, Lines),
    (   Lines == Expected
    ->  true
    ;   format("tabuleiro moves ~w '~w' differs: ~q~n", [Game, Notation, Lines]),
        fail
    ).

:- dynamic tool_path/1.
:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../build/bin/tabuleiro', Tool),
   asserta(tool_path(Tool)).

main :-
    current_prolog_flag(argv, Argv),
    (   select(Option, Argv, Words),
        atom_concat('--part=', Part, Option)
    ->  (   part(Part)
        ->  atom_concat('cross-check-', Part, Suite)
        ;   findall(P, part(P), Ps),
            atomic_list_concat(Ps, ', ', PartList),
            format(user_error, "No part ~w: the parts are ~w~n", [Part, PartList]),
            halt(2)
        )
    ;   Words = Argv, Suite = 'cross-check'
    ),
    findall(Name, ( any_check(Source, Name, _), chosen(Words, Name), in_part(Part, Source, Name) ),
            Names),
    foldl(run_check, Names, 0-0, Passed-Failed),
    format("~w: ~d passed, ~d failed~n", [Suite, Passed, Failed]),
    (   Failed =:= 0
    ->  halt(0)
    ;   halt(1)
    ).

any_check(Name, Goal) :-
    any_check(_, Name, Goal).

any_check(Source, Name, Goal) :-
    (   Source = check, check(Name, Goal)
    ;   Source = student_check, student_check(Name, Goal)
    ;   Source = hostile_check, hostile_check(Name, Goal)
    ;   Source = mutant_check, mutant_check(Name, Goal)
    ;   Source = gradebook_check, gradebook_check(Name, Goal)
    ;   Source = project_check, project_check(Name, Goal)
    ;   Source = private_folder_check, private_folder_check(Name, Goal)
    ;   Source = odd_class_check, odd_class_check(Name, Goal)
    ;   Source = ready_set_check, ready_set_check(Name, Goal)
    ).

%   part(?Part): the parts of the suite, which run at the same time
%   (tests/run_all.sh); each takes from one to three minutes.
part(rules).
part(students).
part(classes).
part(projects).
part(grading).

%   part_of(+Source, +Name, -Part): the part of the suite that runs the
%   check Name of Source.  Every check is in one part; the checks that
%   share one grading (hostile_grading.pl, mutant_grading.pl,
%   gradebook_grading.pl, the test class of checks_of_students.pl) are
%   in the same part, which grades
%   once.
part_of(check, _, rules).
part_of(ready_set_check, _, rules).
part_of(student_check, Name, Part) :-
    (   sub_atom(Name, 0, _, _, grading_)
    ->  Part = classes
    ;   Part = students
    ).
part_of(project_check, _, projects).
part_of(hostile_check, _, grading).
part_of(mutant_check, _, grading).
part_of(gradebook_check, _, grading).
part_of(private_folder_check, _, grading).
part_of(odd_class_check, _, grading).

in_part(Part, Source, Name) :-
    (   var(Part)
    ->  true
    ;   part_of(Source, Name, Part)
    ).

chosen([], _) :- !.
chosen(Words, Name) :-
    member(Word, Words),
    sub_atom(Name, _, _, _, Word),
    !.

run_check(Name, P0-F0, P-F) :-
    any_check(Name, Goal),
    !,
    cpu_seconds(T0),
    group_cpu_seconds(G0),
    get_time(W0),
    (   catch(Goal, E, (print_message(error, E), fail))
    ->  P is P0 + 1, F = F0
    ;   format("FAILED: ~w~n", [Name]),
        P = P0, F is F0 + 1
    ),
    cpu_seconds(T1),
    group_cpu_seconds(G1),
    get_time(W1),
    T is T1 - T0,
    W is W1 - W0,
    (   number(G0), number(G1)
    ->  G is G1 - G0,
        format("(~w: ~1f s of CPU, ~1f s with every process it started, ~1f s)~n",
               [Name, T, G, W])
    ;   format("(~w: ~1f s of CPU, ~1f s)~n", [Name, T, W])
    ).

%   group_cpu_seconds(-Seconds): the CPU time of every process of this
%   process's control group (cgroup v1's cpuacct), which counts the
%   sandboxed submissions' processes, that cpu_seconds/1 does not see;
%   `none` outside a control group of its own (tests/run_all.sh gives
%   each suite one, where the kernel lets it: the checks of a part run
%   one at a time, so the difference is one check's).
group_cpu_seconds(Seconds) :-
    (   catch(read_file_to_string('/proc/self/cgroup', Groups, []), _, fail),
        split_string(Groups, "\n", "", Lines),
        member(Line, Lines),
        split_string(Line, ":", "", [_, Controllers, Path]),
        split_string(Controllers, ",", "", Names),
        memberchk("cpuacct", Names),
        Path \== "/",
        atomic_list_concat(['/sys/fs/cgroup/cpuacct', Path, '/cpuacct.usage'], Usage),
        catch(read_file_to_string(Usage, Text, []), _, fail),
        split_string(Text, "", " \n", [Digits]),
        number_string(Nanoseconds, Digits)
    ->  Seconds is Nanoseconds / 1.0e9
    ;   Seconds = none
    ).

%   cpu_seconds(-Seconds): the CPU time of this process and of the
%   processes it started and waited for (most checks run a grader or a
%   cross-check in a process of their own), from /proc/self/stat: user
%   and system time, then the same of the children waited for, in the
%   kernel's clock ticks of a hundredth of a second.
cpu_seconds(Seconds) :-
    read_file_to_string('/proc/self/stat', Stat, []),
    aggregate_all(max(B), sub_string(Stat, B, _, _, ")"), Before),   % after the name
    sub_string(Stat, Before, _, 0, AfterName),
    split_string(AfterName, " ", "", [_, _State|Fields]),
    % Fields from the 4th of the line: utime, stime, cutime, cstime are
    % its 11th to 14th.
    findall(Ticks, ( between(11, 14, I), nth1(I, Fields, Text), number_string(Ticks, Text) ),
            TicksList),
    sum_list(TicksList, Total),
    Seconds is Total / 100.
