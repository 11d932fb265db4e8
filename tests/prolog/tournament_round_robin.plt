/*  The tournament command: a small round robin of test entrants and
    Tabuleiro's levels plays every game, writes its report and saves
    every game so that it replays; a small Swiss plays its rounds; options
    are checked.
*/

:- use_module('../../prolog/tabuleiro/saved_game').
:- use_module('../../prolog/teeko').
:- use_module('../../prolog/tabuleiro/game_plugin', [level_unavailable/4]).
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

project_file(Relative, File) :-
    source_file(project_file(_, _), Here),
    file_directory_name(Here, Tests),
    directory_file_path(Tests, '../..', Root),
    directory_file_path(Root, Relative, File).

%   tournament(+Arguments, -Status, -Output, -Errors): the command run.
tournament(Arguments, Status, Output, Errors) :-
    project_file('prolog/tournament.pl', Script),
    process_create(path(swipl), [Script|Arguments],
                   [stdout(pipe(Out)), stderr(pipe(Err)), process(Pid)]),
    read_string(Out, _, Output),
    read_string(Err, _, Errors),
    close(Out),
    close(Err),
    process_wait(Pid, Status).

%   A class of two entrants (one that crashes at its third move), copied
%   with the rules they build on.
two_entrants(Class) :-
    project_file('tests/tournament/make_entrants.sh', Script),
    tmp_file(entrants, All),
    process_create(path(bash), [Script, All], [process(Pid)]),
    process_wait(Pid, exit(0)),
    tmp_file(class, Class),
    make_directory(Class),
    forall(member(Name, [random_lists, crashes]),
           ( directory_file_path(All, Name, From),
             directory_file_path(Class, Name, To),
             rename_file(From, To) )),
    delete_directory_and_contents(All).

%   A class of every test entrant.
all_entrants(Class) :-
    project_file('tests/tournament/make_entrants.sh', Script),
    tmp_file(class, Class),
    process_create(path(bash), [Script, Class], [process(Pid)]),
    process_wait(Pid, exit(0)).

report(Out, Report) :-
    directory_file_path(Out, 'tournament-report.json', Json),
    setup_call_cleanup(open(Json, read, In, [encoding(utf8)]),
                       json_read_dict(In, Report),
                       close(In)).

%   A game's file replays to as many moves as the report says it had.
replays(Out, Game) :-
    directory_file_path(Out, games, Games),
    directory_file_path(Games, Game.file, File),
    load_game(File, shi, _, _, Moves),
    length(Moves, Game.plies).

%   The entrants' names on the ratings plot, from the top down: the
%   texts that gnuplot anchors at their end (the y axis's labels), each
%   on the line after its anchor.
plot_labels(Out, Labels) :-
    directory_file_path(Out, 'tournament-ratings.svg', Svg),
    read_file_to_string(Svg, Drawing, []),
    split_string(Drawing, "\n", "\t ", Lines),
    findall(Label,
            ( append(_, [Anchor, Line|_], Lines),
              sub_string(Anchor, _, _, 0, "text-anchor=\"end\">"),
              string_concat("<text>", Rest, Line),
              string_concat(Label, "</text>", Rest) ),
            Labels).

write_file(File, Text) :-
    setup_call_cleanup(open(File, write, Out), write(Out, Text), close(Out)).

%   A game of the gauntlet: one side is one of Tabuleiro's levels ("level
%   N"), the other a student (a folder named "level 1" plays as "level 1
%   (student)").
against_a_level(Game) :-
    include(is_level, [Game.first, Game.second], [_]).

is_level(Name) :-
    sub_string(Name, 0, _, After, "level "),
    sub_string(Name, _, After, 0, Number),
    number_string(_, Number).

%   Tests that check properties of the same tournament read one run of
%   it: shared(Key, Run) plays the tournament Key (shared_tournament/2)
%   on first use, keeps what the tests read (its folders are gone), and
%   gives it to the next test that asks.

:- dynamic shared_run/2.

shared(Key, Run) :-
    shared_run(Key, Run),
    !.
shared(Key, Run) :-
    shared_tournament(Key, Run),
    assertz(shared_run(Key, Run)).

forget_shared_runs :-
    retractall(shared_run(_, _)).

%   levels: levels 2 only, then a second run with no level into the
%   same folder, where the teacher left a file of theirs meanwhile.
shared_tournament(levels, Run) :-
    setup_call_cleanup(
        two_entrants(Class),
        ( tmp_file(tournament, Out),
          atom_concat('--out=', Out, Out0),
          tournament([Class, '--game=shi', '--levels=2', '--plies=6', '--seconds=3', Out0],
                     Status, _, _),
          report(Out, Report),
          directory_file_path(Out, 'games/notes.txt', Notes),
          write_file(Notes, "the teacher's"),
          tournament([Class, '--game=shi', '--levels=none', '--plies=6', '--seconds=3', Out0],
                     Status1, _, _),
          report(Out, Report1),
          directory_file_path(Out, 'tournament-report.md', Markdown),
          read_file_to_string(Markdown, Text1, []),
          directory_file_path(Out, games, Games),
          directory_files(Games, Files),
          subtract(Files, ['.', '..'], Kept1),
          delete_directory_and_contents(Out) ),
        delete_directory_and_contents(Class)),
    Run = _{status: Status, report: Report,
            status1: Status1, report1: Report1, markdown1: Text1, kept1: Kept1}.
%   gauntlet: the students against the levels, one of them in a folder
%   named like a level, each student's process playing a pairing's games.
shared_tournament(gauntlet, Run) :-
    setup_call_cleanup(
        two_entrants(Class),
        ( directory_file_path(Class, random_lists, Folder),
          directory_file_path(Class, 'level 1', Renamed),
          rename_file(Folder, Renamed),
          tmp_file(tournament, Out),
          atom_concat('--out=', Out, Out0),
          tournament([Class, '--game=shi', '--gauntlet', '--plies=4', '--seconds=3',
                      '--restart=pairing', Out0],
                     Status, _, _),
          report(Out, Report),
          directory_file_path(Out, 'games/0007-level_1__student_-level_1.txt', Saved),
          (   exists_file(Saved)
          ->  read_file_to_string(Saved, SavedText, [])
          ;   SavedText = none
          ),
          delete_directory_and_contents(Out) ),
        delete_directory_and_contents(Class)),
    Run = _{status: Status, report: Report, saved_0007: SavedText}.

:- begin_tests(tournament_round_robin, [cleanup(forget_shared_runs)]).

test(round_robin_of_entrants_and_levels, [setup(two_entrants(Class)),
                                          cleanup(delete_directory_and_contents(Class))]) :-
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=shi', '--plies=8', '--seconds=3', '--seed=5',
                '--concurrency=2', Out0], Status, Output, Errors),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    % 5 entrants: 10 pairs, both colours.
    assertion(sub_string(Output, _, _, _, "[20/20, 0 s left]")),
    report(Out, Report),
    assertion(Report.entrants == ["crashes", "random_lists", "level 1", "level 2", "level 3"]),
    length(Report.games, 20),
    assertion(forall(member(Game, Report.games), replays(Out, Game))),
    assertion(memberchk(_{entrant: "crashes", cause: "crash", games: 8, first_game: _,
                          position: _, detail: _},
                        Report.losses)),
    assertion(Report.ratings.anchor == "level 1"),
    directory_file_path(Out, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    assertion(sub_string(Text, _, _, _, "| crashes | crash | 8 |")),
    assertion(sub_string(Text, _, _, _, "![Elo ratings with their 95% intervals](tournament-ratings.svg)")),
    assertion(sub_string(Text, _, _, _, "With 2 games per pairing (the median entrant's: ")),
    assertion(sub_string(Text, _, _, _, "8 games per pairing (`--games=4`) would make the \c
                                        intervals about half as wide")),
    plot_labels(Out, Labels),
    findall(Name, ( member(Row, Report.ratings.rows), Name = Row.entrant ), Ranked),
    assertion(Labels == Ranked),
    delete_directory_and_contents(Out).

test(levels_chosen_or_none) :-
    shared(levels, Run),
    assertion(Run.status == exit(0)),
    assertion(Run.report.entrants == ["crashes", "random_lists", "level 2"]),
    assertion(Run.status1 == exit(0)),
    assertion(Run.report1.entrants == ["crashes", "random_lists"]),
    % Without level 1, the first entrant is rated 0, and the report says so.
    assertion(Run.report1.ratings.anchor == "crashes"),
    assertion(sub_string(Run.markdown1, _, _, _, "Elo ratings, crashes = 0")).

% A student's folder name reaches the plot as data, its characters that
% could mean something to gnuplot or SVG as `?`.
test(hostile_name_is_plain_text_in_the_plot, [setup(two_entrants(Class)),
                                               cleanup(delete_directory_and_contents(Class))]) :-
    directory_file_path(Class, random_lists, Folder),
    Hostile = 'a"b\'<svg onload=alert(1)>',
    directory_file_path(Class, Hostile, Renamed),
    rename_file(Folder, Renamed),
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=shi', '--levels=1', '--plies=4', '--seconds=3', Out0],
               Status, _, _),
    assertion(Status == exit(0)),
    plot_labels(Out, Labels),
    msort(Labels, Sorted),
    assertion(Sorted == ["a?b??svg onload?alert(1)?", "crashes", "level 1"]),
    directory_file_path(Out, 'tournament-ratings.svg', Svg),
    read_file_to_string(Svg, Drawing, []),
    assertion(\+ sub_string(Drawing, _, _, _, "onload=")),
    % The title names the game; Tabuleiro's levels are drawn apart from
    % the students, and the key says which is which.
    assertion(sub_string(Drawing, _, _, _, "Shi: Elo ratings, level 1 = 0")),
    assertion(sub_string(Drawing, _, _, _, "<text>Tabuleiro's levels</text>")),
    assertion(sub_string(Drawing, _, _, _, "<text>students</text>")),
    directory_file_path(Out, 'ratings.dat', Data),
    read_file_to_string(Data, DataText, []),
    split_string(DataText, "\n", "", DataLines),
    assertion(forall(( member(Line, DataLines), Line \== "" ),
                     (   sub_string(Line, _, _, _, "\"level 1\"")
                     ->  sub_string(Line, _, _, 0, " 1")
                     ;   sub_string(Line, _, _, 0, " 0")
                     ))),
    delete_directory_and_contents(Out).

test(without_gnuplot_the_report_says_so) :-
    tmp_file(no_students, Class),
    make_directory(Class),
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    % A PATH with swipl alone.
    tmp_file(path, Bin),
    make_directory(Bin),
    absolute_file_name(path(swipl), Swipl, [access(execute)]),
    directory_file_path(Bin, swipl, Link),
    link_file(Swipl, Link, symbolic),
    project_file('prolog/tournament.pl', Script),
    process_create(Link, [Script, Class, '--game=shi', '--levels=1,2', '--plies=4',
                          '--unsandboxed', Out0],
                   [environment(['PATH'=Bin]), stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, Status),
    delete_directory_and_contents(Bin),
    delete_directory(Class),
    assertion(Status == exit(0)),
    directory_file_path(Out, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    assertion(sub_string(Text, _, _, _, "No plot of the ratings: gnuplot is not installed")),
    delete_directory_and_contents(Out).

test(gauntlet_meets_the_levels_only) :-
    shared(gauntlet, Run),
    assertion(Run.status == exit(0)),
    % 2 students, each against 3 levels with both colours.
    length(Run.report.games, 12),
    assertion(Run.report.restart == "pairing"),
    assertion(forall(member(Game, Run.report.games), against_a_level(Game))).

% A second run into the same folder: its games replace the first run's,
% and a file of the teacher's there stays.
test(second_run_replaces_the_first_runs_games) :-
    shared(levels, Run),
    assertion(Run.status1 == exit(0)),
    findall(File, ( member(Game, Run.report1.games), atom_string(File, Game.file) ), Played),
    msort(['notes.txt'|Played], Expected),
    msort(Run.kept1, KeptSorted),
    assertion(KeptSorted == Expected).

test(match_reports_beside_the_class_by_default) :-
    tmp_file(no_students, Class),
    make_directory(Class),
    tournament([Class, '--game=shi', '--match=level 2,level 1', '--games=1', '--plies=6'],
               Status, _, _),
    delete_directory(Class),
    assertion(Status == exit(0)),
    atom_concat(Class, '-match', Out),
    directory_file_path(Out, 'match-report.md', Markdown),
    assertion(exists_file(Markdown)),
    delete_directory_and_contents(Out).

% Ctrl-C (SIGINT) stops the games in progress and the rest; the report
% covers the games played before, and no student's process outlives it.
test(ctrl_c_reports_the_games_played, [setup(all_entrants(Class)),
                                       cleanup(delete_directory_and_contents(Class))]) :-
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    project_file('prolog/tournament.pl', Tournament),
    process_create(path(swipl), [Tournament, Class, '--game=shi', '--games=3', '--plies=60',
                                 '--seconds=3', Out0],
                   [stdout(pipe(Output)), stderr(null), process(Pid)]),
    read_until_progress(Output, "[3/"),
    process_kill(Pid, int),
    read_string(Output, _, Rest),
    close(Output),
    process_wait(Pid, Status),
    assertion(Status == exit(0)),
    assertion(sub_string(Rest, _, _, _, "Stopped: ")),
    report(Out, Report),
    assertion(Report.stopped == true),
    length(Report.games, Counted),
    directory_file_path(Out, games, Games),
    directory_files(Games, Files),
    exclude([F]>>sub_atom(F, 0, _, _, '.'), Files, Saved),
    length(Saved, SavedCount),
    assertion(SavedCount == Counted),
    % 12 entrants (9 students), 66 pairs, 3 openings, both colours.
    assertion(Counted < 396),
    assertion(no_process_of(Pid)),
    delete_directory_and_contents(Out).

test(ctrl_c_reports_the_match_so_far, [setup(all_entrants(Class)),
                                       cleanup(delete_directory_and_contents(Class))]) :-
    tmp_file(match, Out),
    atom_concat('--out=', Out, Out0),
    project_file('prolog/tournament.pl', Tournament),
    % 10 openings, not 100: fewer to draw before the first game.
    process_create(path(swipl), [Tournament, Class, '--game=shi', '--match=random_lists,random_facts',
                                 '--games=10', '--seconds=3', Out0],
                   [stdout(pipe(Output)), stderr(null), process(Pid)]),
    read_until_progress(Output, "[4 games]"),
    process_kill(Pid, int),
    read_string(Output, _, Rest),
    close(Output),
    process_wait(Pid, Status),
    assertion(Status == exit(0)),
    assertion(sub_string(Rest, _, _, _, "Stopped (Ctrl-C)")),
    directory_file_path(Out, 'match-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Report), close(In)),
    assertion(Report.stopped == true),
    assertion(sub_string(Report.verdict, 0, _, _, "Stopped (Ctrl-C)")),
    length(Report.games, Counted),
    assertion(Counted >= 4),
    directory_file_path(Out, games, Games),
    directory_files(Games, Files),
    exclude([F]>>sub_atom(F, 0, _, _, '.'), Files, Saved),
    length(Saved, SavedCount),
    assertion(SavedCount == Counted),
    assertion(no_process_of(Pid)),
    delete_directory_and_contents(Out).

read_until_progress(In, Start) :-
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  fail
    ;   sub_string(Line, 0, _, _, Start)
    ->  true
    ;   read_until_progress(In, Start)
    ).

%   no_process_of(+Pid): no process runs a submission copied for the
%   tournament Pid (their folders are named swipl_entrant_Pid_N).
no_process_of(Pid) :-
    format(atom(Mark), "swipl_entrant_~d_", [Pid]),
    process_create(path(pgrep), ['-f', Mark], [stdout(null), process(Pgrep)]),
    process_wait(Pgrep, Status),
    Status == exit(1).

% Level 3 being found stronger than level 1 by an SPRT match is measured
% by make bench (level_strength_section of tests/bench/run_bench.sh):
% it needs level 3's full second a move.  The SPRT's mechanics are
% tested on simulated games (tournament_sprt.plt) and on a match of
% students here.

test(match_of_students_counts_their_forfeits, [setup(two_entrants(Class)),
                                               cleanup(delete_directory_and_contents(Class))]) :-
    tmp_file(match, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=shi', '--match=random_lists,crashes', '--elo1=200',
                '--games=10', '--plies=20', '--seconds=3', Out0], Status, Output, _),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "random_lists is stronger than crashes")),
    directory_file_path(Out, 'match-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    assertion(sub_string(Text, _, _, _, "| crashes | crash |")),
    delete_directory_and_contents(Out).

test(match_of_an_unknown_entrant_is_refused) :-
    tmp_file(match, Out),
    make_directory(Out),
    tournament([Out, '--game=shi', '--match=level 1,nobody'], Status, _, Errors),
    delete_directory_and_contents(Out),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, "no entrant nobody for the match")).

test(perfect_player_plays_where_its_database_is) :-
    tmp_file(no_students, Class),
    make_directory(Class),
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=teeko', '--plies=10', '--seconds=3', Out0], Status, Output, _),
    delete_directory(Class),
    assertion(Status == exit(0)),
    report(Out, Report),
    directory_file_path(Out, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, MarkdownText, []),
    delete_directory_and_contents(Out),
    LeftOut = "Level 4 (Perfect (the solved game)) does not play: its perfect-play \c
               database for rules [] is not built: `make solve` builds it",
    (   level_unavailable(teeko, 4, [], _)
    ->  Expected = ["level 1", "level 2", "level 3"],
        % Said when the tournament starts, and in the report.
        assertion(sub_string(Output, _, _, _, LeftOut)),
        assertion(sub_string(MarkdownText, _, _, _, LeftOut))
    ;   Expected = ["level 1", "level 2", "level 3", "level 4"],
        assertion(\+ sub_string(MarkdownText, _, _, _, "does not play"))
    ),
    assertion(Report.entrants == Expected).

test(folder_named_like_a_level_plays_as_a_student) :-
    shared(gauntlet, Run),
    assertion(Run.status == exit(0)),
    assertion(Run.report.entrants == ["crashes", "level 1 (student)", "level 1", "level 2",
                                      "level 3"]),
    assertion(sub_string(Run.saved_0007, _, _, _,
                         "# entrant: samurai is level 1 (student) (a program")).

test(unknown_option_is_refused) :-
    tournament(['/nowhere', '--game=shi', '--rounds=3'], Status, _, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, "unknown option --rounds=3")),
    assertion(sub_string(Errors, _, _, _, "(--help shows the usage)")).

test(bad_values_are_refused, [forall(member(Argument-Said,
                                            [ '--games=0'-"--games takes a positive whole number",
                                              '--seconds=soon'-"--seconds takes a positive number",
                                              '--game=chess'-"no game chess",
                                              '--match=alone'-"--match takes two names",
                                              '--balance=-1'-"--balance takes a whole number",
                                              '--balance=even'-"--balance takes a whole number",
                                              '--elo0=20'-"--elo0 (20) must be below --elo1 (10)",
                                              '--levels=2,x'-"--levels takes whole numbers",
                                              '--levels=4'-"shi has no level 4 that can play",
                                              '--swiss=0'-"--swiss takes a positive whole number" ]))]) :-
    tournament(['/nowhere', '--game=shi', Argument], Status, _, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, Said)).

% --help names every option the command takes, each with its default
% in brackets.
test(help_lists_every_option) :-
    tournament(['--help'], Status, Output, _),
    assertion(Status == exit(0)),
    forall(member(Option, ['--game=GAME', '--games=N', '--plies=N', '--seconds=S',
                           '--concurrency=N', '--out=DIR', '--seed=S', '--balance=M',
                           '--memory=MB', '--levels=L,...', '--gauntlet', '--swiss=R',
                           '--restart=R', '--match=A,B', '--elo0=E0', '--elo1=E1',
                           '--round=R', '--previous=DIR', '--shard=K/N', '--merge DIR...',
                           '--unsandboxed']),
           assertion(sub_string(Output, _, _, _, Option))),
    assertion(sub_string(Output, _, _, _, "--plies=N        plies before a game is a draw \c
                                            (or adjudicated) [200]")).

test(game_is_required) :-
    tournament(['/nowhere'], Status, _, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, "which game?")).

played_first(Games, First, Second, Opening) :-
    member(Game, Games),
    get_dict(first, Game, First),
    get_dict(second, Game, Second),
    get_dict(opening, Game, Opening).

% A Swiss of 5 entrants (2 students, 3 levels), 3 rounds: each round 2
% pairings of both colours and a bye, no pairing twice, no bye twice;
% the report's standings count the games and the byes.  Its students
% play a pairing's games from one process (--restart=pairing).
test(swiss_rounds_of_a_few_entrants, [setup(two_entrants(Class)),
                                      cleanup(delete_directory_and_contents(Class))]) :-
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=shi', '--swiss=3', '--plies=6', '--seconds=3', '--seed=3',
                '--restart=pairing', Out0], Status, Output, Errors),
    assertion(Status == exit(0)),
    assertion(Errors == ""),
    assertion(sub_string(Output, _, _, _, "Round 3 of 3: 2 pairings, 4 games; a bye for ")),
    report(Out, Report),
    assertion(Report.schedule == "swiss"),
    assertion(Report.restart == "pairing"),
    Swiss = Report.swiss,
    assertion(Swiss.rounds_played == 3),
    assertion(Swiss.end == "complete"),
    length(Report.games, 12),
    assertion(forall(member(Game, Report.games), replays(Out, Game))),
    Pairings = Swiss.pairings,
    findall(Pair, ( member(Round, Pairings), get_dict(pairs, Round, Ps), member(P, Ps),
                    msort(P, Pair) ),
            Pairs),
    length(Pairs, 6),
    sort(Pairs, DistinctPairs),
    assertion(length(DistinctPairs, 6)),
    findall(Bye, ( member(Round, Pairings), get_dict(bye, Round, Bye) ), Byes),
    sort(Byes, DistinctByes),
    assertion(length(DistinctByes, 3)),
    % Each pairing's opening with either entrant first.
    Games = Report.games,
    assertion(forall(( member(Round, Pairings), get_dict(pairs, Round, Ps), member([A, B], Ps) ),
                     ( played_first(Games, A, B, Opening),
                       played_first(Games, B, A, Opening) ))),
    % 12 games of 1 point and 3 byes of 2.
    Standings = Swiss.standings,
    aggregate_all(sum(S), ( member(Row, Standings), get_dict(score, Row, S) ), Total),
    assertion(Total =:= 18),
    directory_file_path(Out, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    assertion(sub_string(Text, _, _, _, "a Swiss system of 3 rounds")),
    assertion(sub_string(Text, _, _, _, "| Rank | Entrant | Score | Buchholz | Sonneborn-Berger | Elo | Bye |")),
    delete_directory_and_contents(Out).

% Three entrants meet each other and have their byes in 3 rounds: a
% fourth cannot be paired, and the tournament ends before it.
test(swiss_ends_when_no_round_can_be_paired) :-
    tmp_file(no_students, Class),
    make_directory(Class),
    tmp_file(tournament, Out),
    atom_concat('--out=', Out, Out0),
    tournament([Class, '--game=shi', '--swiss=4', '--levels=1,2,3', '--plies=4', Out0],
               Status, Output, _),
    delete_directory(Class),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "Round 4 cannot be paired without a repeat")),
    report(Out, Report),
    assertion(Report.swiss.rounds_played == 3),
    assertion(Report.swiss.end == "unpaired"),
    length(Report.games, 6),
    directory_file_path(Out, 'tournament-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    assertion(sub_string(Text, _, _, _, "**Round 4 could not be paired**")),
    delete_directory_and_contents(Out).

test(swiss_is_no_gauntlet) :-
    tournament(['/nowhere', '--game=shi', '--swiss=3', '--gauntlet'], Status, _, Errors),
    assertion(Status == exit(2)),
    assertion(sub_string(Errors, _, _, _, "--swiss is a schedule of its own")).

:- end_tests(tournament_round_robin).
