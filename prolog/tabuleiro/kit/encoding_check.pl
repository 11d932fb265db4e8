:- module(tabuleiro_encoding_check,
          [ cross_check/2,          % +Game, :Options
            cross_check/3,          % +Game, :Options, -Result
            perft_check/2,          % +Game, :Options
            perft_check/3,          % +Game, :Options, -Result
            random_positions/4,     % +Game, +Rules, +Count, -Positions
            position_set/3,         % ?Game, ?Name, -Notations
            position_set/4,         % ?Game, ?Name, -Rules, -Notations
            load_course_files/1,    % +Files
            rules_on_c_core/1,      % +Game
            rules_on_c_core/2       % +Game, :Options
          ]).
:- use_module('../backend').
:- use_module('../game_state', [game_initial_state/3]).
:- use_module('../games', [game/1]).
:- use_module(cross_check_student).
:- use_module(cross_check_judge).
:- use_module(cross_check_report).
:- use_module(cross_check_sets).
:- use_module(student_c_core).
:- use_module(project_subject, [project_student/6]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(time)).

/** <module> Cross-checking rule encodings against the C core

The C core is the reference.  cross_check/2 takes positions (random
positions reached by seeded random games, or positions given by their
notation), and on every one compares the C core with another encoding
of the same rules: by default the `prolog` backend, or a student's own
predicates given with `against(student(Options))`.  It compares the
legal moves, and, when the student gives them, the position after every
move and the winner; then perft counts.  perft_check/2 compares perft
counts through a student's own initial_state, valid_moves and move, with
no adapter at all.

Anything that fails, throws or answers something else than a list on
the student's side is a disagreement: the kit never counts it as
agreement.  docs/checking-your-encoding.md shows every kind of use.

A student loads it as prolog/cross_check.pl, which re-exports this
module; the commands that check many encodings (prolog/grade.pl) import
it from here, so that no command depends on another.
*/

:- meta_predicate
    cross_check(+, :),
    cross_check(+, :, -),
    perft_check(+, :),
    perft_check(+, :, -).

%!  cross_check(+Game, :Options) is semidet.
%
%   Runs the cross-check, prints its outcome, and fails on a
%   disagreement.  Options:
%
%     - rules(Names): the rule options (default `[]`);
%     - positions(N): how many distinct random positions (default 1000);
%     - seed(S): the random seed (default 1);
%     - notations(Texts): check these positions (a list of notations, or
%       `file(File)`, one notation a line) instead of random ones;
%     - set(Name): check the ready set Name of position_set/4, under
%       the set's own rule options unless rules(Names) is given;
%     - ready_sets(Bool): with `true`, check every ready set of the game
%       first (its positions that are positions of the rules checked),
%       then the random positions; the result's `coverage` says how
%       far each was checked, and how many of its positions disagree;
%     - perft(D): the deepest perft compared (default 3; 0 skips it):
%       depth 1 first, then deeper while each count of the student's
%       ends within the time limit;
%     - report(Mode): `first` (default) stops at the first position that
%       disagrees, `all` checks every position and groups the
%       disagreements by kind;
%     - strict(Bool): with `true`, moves listed in a won position are
%       disagreements; by default (`false`) they are a convention of the
%       course's code, noted once;
%     - show_output(Bool): show what the student's code prints (default
%       `false`: it is captured and hidden);
%     - time_limit(Seconds): longest time for one call of the student's
%       code: the check of one position, or one perft count (default
%       10); a call that takes longer stops the check;
%     - deadline(Time): when the check must end, a time stamp of
%       get_time/1: the positions left unchecked by then are skipped,
%       and perft goes no deeper than time allows;
%     - against(Subject): `prolog` (default), `student(Options)` (see
%       docs/checking-your-encoding.md) or `student(ValidMoves, StateAdapter, MoveAdapter)`.
%
%   @error domain_error(cross_check_option, Option) for an unknown or
%          malformed option.

cross_check(Game, Options) :-
    cross_check(Game, Options, Result),
    print_result(Result),
    Result = agreed(_).

%!  cross_check(+Game, :Options, -Result) is det.
%
%   Result is `agreed(Stats)` or `disagreed(Groups, Stats)`.  Stats is a
%   dict of what was compared (`positions`, and `checked`, those checked
%   before the check stopped, `stop`, why it stopped before the last,
%   and `coverage`, per group of positions: see compare_groups/6);
%   Groups a list `Kind-group(Count, Example)`,
%   one for each kind of disagreement found (`duplicate_move`, `missing_move`,
%   `extra_move`, `moves_after_win`, `wrong_successor`, `wrong_winner`,
%   `error`, ...), Example the smallest position showing it.

cross_check(Game, Module:Options, Result) :-
    must_have_c_core,
    check_game(Game),
    check_options(cross_check, Options),
    asked_rules(Game, Options, Rules0),
    check_rules(Game, Rules0, Asked),
    subject(Module, Game, Options, Asked, Subject, Rules),
    notes_about(Subject, Options),
    option(report(Mode), Options, first),
    option(time_limit(Seconds), Options, 10),
    option(show_output(Show), Options, false),
    option(deadline(Deadline), Options, none),
    option(strict(Strict), Options, false),
    Check = _{mode: Mode, seconds: Seconds, game: Game, rules: Rules, subject: Subject,
              strict: Strict},
    position_groups(Game, Rules, Options, Groups),
    pairs_values(Groups, GroupPositions),
    append(GroupPositions, Positions),
    start_subject_calls(Subject, Show),
    positions_until(Deadline, Until),
    with_backend(c, compare_groups(Check.put(_{until: Until, deadline: Deadline}), Groups,
                                   Found, Checked, Coverage, Stop)),
    partition(convention(Check), Found, Conventions, Issues0),
    option(perft(Depth), Options, 3),
    with_backend(c, perft_phase(Issues0, Check.put(until, Deadline), Depth, Positions,
                                Issues, Perft)),
    length(Positions, Count),
    length(CheckedPositions, Checked),
    append(CheckedPositions, _, Positions),
    aggregate_all(sum(N), (member(_-_-Moves, CheckedPositions), length(Moves, N)), MoveCount),
    subject_call_summary(Subject, Warnings, Calls),
    Stats = _{game: Game, rules: Rules, subject: Subject, positions: Count,
              checked: Checked, moves: MoveCount, perft: Perft, mode: Mode,
              warnings: Warnings, printed: Calls.printed, student_seconds: Calls.seconds,
              conventions: Conventions, coverage: Coverage, stop: Stop},
    result(Issues, Stats, Result).

must_have_c_core :-
    (   foreign_available
    ->  true
    ;   existence_error(foreign_library, tabuleiro)
    ).

check_game(Game) :-
    must_be(atom, Game),
    (   game(Game)
    ->  true
    ;   domain_error(game, Game)
    ).

%   asked_rules(+Game, +Options, -Rules): the rules(Names) option, else
%   the rule options of the ready set asked for, else none.
asked_rules(Game, Options, Rules) :-
    (   option(rules(Rules0), Options)
    ->  Rules = Rules0
    ;   option(set(Name), Options),
        once(set_name(Game, Name, Rules0))
    ->  Rules = Rules0
    ;   Rules = []
    ).

check_rules(Game, Rules0, Rules) :-
    must_be(list, Rules0),
    backend_rule_names(Game, Known),
    (   member(Rule, Rules0), \+ memberchk(Rule, Known)
    ->  domain_error(cross_check_option, rules(Rules0))
    ;   sort(Rules0, Rules)
    ).

%   check_options(+Predicate, +Options): every option is one Predicate
%   knows, with a value of the right kind.
check_options(Predicate, Options) :-
    must_be(list, Options),
    forall(member(Option, Options), check_option(Predicate, Option)).

check_option(Predicate, Option) :-
    (   compound(Option),
        option_value_ok(Predicate, Option)
    ->  true
    ;   domain_error(cross_check_option, Option)
    ).

option_value_ok(_, rules(Rules)) :- is_list(Rules).
option_value_ok(_, seed(Seed)) :- integer(Seed).
option_value_ok(_, perft(Depth)) :- integer(Depth), Depth >= 0.
option_value_ok(_, against(_)).
option_value_ok(_, show_output(Bool)) :- is_of_type(boolean, Bool).
option_value_ok(cross_check, strict(Bool)) :- is_of_type(boolean, Bool).
option_value_ok(_, time_limit(Seconds)) :- number(Seconds), Seconds > 0.
option_value_ok(cross_check, deadline(Time)) :- number(Time).
option_value_ok(cross_check, positions(N)) :- integer(N), N > 0.
option_value_ok(cross_check, report(Mode)) :- memberchk(Mode, [first, all]).
option_value_ok(cross_check, notations(Texts)) :-
    ( is_list(Texts) ; Texts = file(File), atomic(File) ), !.
option_value_ok(cross_check, set(Name)) :- set_name(_, Name, _), !.
option_value_ok(cross_check, ready_sets(Bool)) :- is_of_type(boolean, Bool).
option_value_ok(perft_check, depth(Depth)) :- integer(Depth), Depth > 0.
option_value_ok(perft_check, initial(_)).
option_value_ok(perft_check, valid_moves(_)).
option_value_ok(perft_check, move(_)).
option_value_ok(perft_check, api(API)) :- memberchk(API, [new, old, player_first]).
option_value_ok(perft_check, players([_, _])).

%   notes_about(+Subject, +Options): says which options do not apply.
notes_about(Subject, Options) :-
    (   option(perft(Depth), Options),
        Depth > 0,
        Subject = student(Student),
        \+ student_can(Student, apply)
    ->  format("Note: perft(~w) does not apply: perft runs through your move \c
                application, give it as apply(Pred).~n", [Depth])
    ;   true
    ),
    (   option(show_output(true), Options),
        Subject == prolog
    ->  format("Note: show_output(true) does not apply to the prolog backend.~n")
    ;   true
    ).

%   subject(+Module, +Game, +Options, +Asked, -Subject, -Rules): the
%   encoding compared, its predicates qualified with Module, the
%   caller's module; a student's encoding in a process of its own
%   (`linked(Student)`) when a class is graded.  Rules are the Asked
%   rule options, or where none were asked, those a project's start
%   was inferred to play.
subject(Module, Game, Options, Asked, Subject, Rules) :-
    option(against(Against), Options, prolog),
    (   Against = project(Folder)
    ->  project_student(tabuleiro_inferred_adapter, Game, Asked, Folder, Student, Rules),
        Subject = student(Student)
    ;   Rules = Asked,
        (   Against == prolog
        ->  Subject = prolog
        ;   Against = linked(Student)
        ->  Subject = student(Student)
        ;   student_subject(Module, Game, Against, Student)
        ->  Subject = student(Student)
        ;   domain_error(cross_check_option, against(Against))
        )
    ).

% What the student's code printed and the warnings about its calls are
% counted where it runs.
start_subject_calls(prolog, _).
start_subject_calls(student(Student), Show) :-
    start_judging,
    ask_student(Student, start(Show), _).

% Calls: their number of calls that printed, and the CPU time their
% code took (in their process when they have one of their own).
subject_call_summary(prolog, [], _{printed: 0, seconds: 0}).
subject_call_summary(student(Student), Warnings, Calls) :-
    ask_student(Student, summary, Answer),
    (   Answer = summary(Warnings0, Printed, Seconds),
        is_list(Warnings0),
        integer(Printed),
        number(Seconds)
    ->  Warnings = Warnings0,
        Calls = _{printed: Printed, seconds: Seconds}
    ;   Warnings = [],
        Calls = _{printed: 0, seconds: 0}
    ).

%!  position_groups(+Game, +Rules, +Options, -Groups) is det.
%
%   The positions to check, in groups `Label-Positions`: with
%   ready_sets(true), one group `set(Name)` for each ready set that has
%   positions of the rules Rules (sets made of others aside), then the
%   group `random`; else the one group `asked`.

position_groups(Game, Rules, Options, Groups) :-
    option(ready_sets(true), Options),
    !,
    findall(set(Name)-SetPositions,
            ( set_name(Game, Name, _),
              \+ set_union(Game, Name, _),
              set_notations(Game, Name, Texts),
              include(valid_notation(Game, Rules), Texts, Valid),
              Valid \== [],
              notation_positions(Game, Rules, Valid, SetPositions) ),
            SetGroups),
    positions(Game, Rules, Options, Random),
    append(SetGroups, [random-Random], Groups).
position_groups(Game, Rules, Options, [asked-Positions]) :-
    positions(Game, Rules, Options, Positions).

%!  positions(+Game, +Rules, +Options, -Positions) is det.
%
%   The positions to check, each `Board-Player-Moves` (Moves: the C
%   core's legal moves).

positions(Game, Rules, Options, Positions) :-
    (   option(notations(Source), Options)
    ->  notations(Source, Texts),
        notation_positions(Game, Rules, Texts, Positions)
    ;   option(set(Name), Options)
    ->  (   position_set(Game, Name, SetRules, Texts)
        ->  include(valid_notation(Game, Rules), Texts, Valid),
            skipped_note(Name, SetRules, Rules, Texts, Valid),
            notation_positions(Game, Rules, Valid, Positions)
        ;   domain_error(cross_check_option, set(Name))
        )
    ;   option(positions(Count), Options, 1000),
        option(seed(Seed), Options, 1),
        set_random(seed(Seed)),
        random_positions(ends, Game, Rules, Count, Positions)
    ).

notations(file(File), Texts) :-
    !,
    read_file_to_string(File, String, []),
    split_string(String, "\n", " \t\r", Lines),
    exclude(==(""), Lines, Texts).
notations(Texts, Texts).

% Some positions of a ready set need a rule option (a set made for
% rules([R])): those that are not positions of the rules checked
% are skipped, and the check says so; if none is left, it is an error.
skipped_note(Name, SetRules, Rules, Texts, Valid) :-
    length(Texts, All),
    length(Valid, Kept),
    (   Kept =:= 0
    ->  format(atom(Message), "none of its positions is a position of the rules ~w \c
                               (the set is made for rules(~w))", [Rules, SetRules]),
        throw(error(domain_error(cross_check_option, set(Name)),
                    context(cross_check/2, Message)))
    ;   Kept < All
    ->  Skipped is All - Kept,
        format("Note: ~d of the ~d positions of set(~w) are not positions of the rules ~w: \c
                skipped.~n", [Skipped, All, Name, Rules])
    ;   true
    ).

valid_notation(Game, Rules, Text) :-
    catch(with_backend(c, backend_notation_position(Game, Text, Rules, _, _)), _, fail).

notation_positions(Game, Rules, Texts, Positions) :-
    maplist(notation_position(Game, Rules), Texts, Positions).

notation_position(Game, Rules, Text, Board-Player-Moves) :-
    with_backend(c, ( backend_notation_position(Game, Text, Rules, Board, Player),
                      c_moves(Game, Rules, Board, Player, Moves) )).

%   c_moves(+Game, +Rules, +Board, +Player, -Moves): the C core's legal
%   moves; none in a finished position.
c_moves(Game, Rules, Board, Player, Moves) :-
    (   backend_winner(Game, Rules, Board, Player, _)
    ->  Moves = []
    ;   backend_valid_moves(Game, Rules, Board, Player, Moves)
    ).

%!  random_positions(+Game, +Rules, +Count, -Positions) is det.
%
%   Positions are Count distinct positions `Board-Player-Moves` (Moves:
%   the C core's legal moves) reached by random games from the start,
%   using the current random seed.  Every game ends at the end of the
%   game or after a random number of plies.

random_positions(Game, Rules, Count, Positions) :-
    random_positions(plain, Game, Rules, Count, Positions).

%   random_positions(+Choice, +Game, +Rules, +Count, -Positions): with
%   Choice `plain` each move is drawn at random; with `ends`, when a
%   move ends the game it is played half of the time, so that won and
%   lost positions are among those checked.
random_positions(Choice, Game, Rules, Count, Positions) :-
    game_initial_state(Game, [rules(Rules)], game_state(Board, Player, _, _)),
    with_backend(c, collect_positions(Choice, Game, Rules, Board-Player, Count, [], Positions)).

collect_positions(_, _, _, _, 0, Seen, Positions) :-
    !,
    reverse(Seen, Positions).
collect_positions(Choice, Game, Rules, Start, Left, Seen, Positions) :-
    random_between(1, 80, Plies),
    random_walk(Choice, Game, Rules, Start, Plies, Left, Left1, Seen, Seen1),
    collect_positions(Choice, Game, Rules, Start, Left1, Seen1, Positions).

random_walk(Choice, Game, Rules, Board-Player, Plies, Left, Left1, Seen, Seen1) :-
    backend_valid_moves(Game, Rules, Board, Player, Moves),
    Position = Board-Player-Moves,
    (   memberchk(Position, Seen)
    ->  Left2 = Left, Seen2 = Seen
    ;   Left2 is Left - 1, Seen2 = [Position|Seen]
    ),
    (   ( Left2 =:= 0 ; Plies =:= 0 ; Moves == [] )
    ->  Left1 = Left2, Seen1 = Seen2
    ;   random_move(Choice, Game, Rules, Board, Player, Moves, Move),
        backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1),
        Plies1 is Plies - 1,
        random_walk(Choice, Game, Rules, Board1-Player1, Plies1, Left2, Left1, Seen2, Seen1)
    ).

random_move(ends, Game, Rules, Board, Player, Moves, Move) :-
    maybe,
    findall(End,
            ( member(End, Moves),
              backend_apply_move(Game, Rules, Board, Player, End, B1, P1),
              backend_winner(Game, Rules, B1, P1, _) ),
            Ends),
    Ends \== [],
    !,
    random_member(Move, Ends).
random_move(_, _, _, _, _, Moves, Move) :-
    random_member(Move, Moves).

%   positions_until(+Deadline, -Until): when the check of positions
%   stops, leaving perft a quarter of the time to Deadline (`none`: no
%   deadline, no stop).
positions_until(none, none) :- !.
positions_until(Deadline, Until) :-
    get_time(Now),
    Until is Now + 0.75 * max(0, Deadline - Now).

time_is_up(Until) :-
    Until \== none,
    get_time(Now),
    Now >= Until.

%   convention(+Check, +Issue): Issue is no rule bug but a convention of
%   the course's code, noted once rather than counted, unless the check
%   is strict: moves listed in a won position (the course's game loop
%   asks game_over/2 before valid_moves/2).
convention(Check, issue(moves_after_win, _, _)) :-
    Check.strict == false.

convention_pair(Check, Kind-_) :-
    convention(Check, issue(Kind, _, _)).

%   compare_groups(+Check, +Groups, -Issues, -Checked, -Coverage, -Stop):
%   the disagreements found on the first Checked positions of Groups,
%   one group after the other.  Coverage has for each group
%   `Label-Counts`: its `positions`, how many were `checked`, and how
%   many of those `disagree` (conventions aside).  Stop says why the
%   check stopped before the last position: `none`, `time`, `first` (the
%   first disagreement, in mode `first`) or `limits` (compare_all/7).
compare_groups(Check, Groups, Issues, Checked, Coverage, Stop) :-
    compare_groups(Groups, Check, _{earlier: [], stuck: 0, stop: none}, Issues, 0, Checked,
                   Coverage, Stop).

compare_groups([], _, Run, [], Checked, Checked, [], Run.stop).
compare_groups([Label-Positions|Groups], Check, Run0, Issues, Checked0, Checked,
               [Label-Counts|Coverage], Stop) :-
    compare_all(Positions, Run0, Check, Found, 0, InGroup, Run),
    length(Positions, Count),
    disagreeing_positions(Check, Found, Disagree),
    Counts = _{positions: Count, checked: InGroup, disagree: Disagree},
    append(Found, Issues1, Issues),
    Checked1 is Checked0 + InGroup,
    (   Run.stop \== none
    ->  Issues1 = [],
        Checked = Checked1,
        Stop = Run.stop,
        findall(L-_{positions: N, checked: 0, disagree: 0},
                ( member(L-Ps, Groups), length(Ps, N) ),
                Coverage)
    ;   compare_groups(Groups, Check, Run, Issues1, Checked1, Checked, Coverage, Stop)
    ).

disagreeing_positions(Check, Found, Count) :-
    findall(P, ( member(Issue, Found), \+ convention(Check, Issue), Issue = issue(_, P, _) ),
            Ps),
    sort(Ps, Distinct),
    length(Distinct, Count).

%   compare_all(+Positions, +Run0, +Check, -Issues, +Checked0, -Checked,
%   -Run): the disagreements found on the first Checked of Positions.
%   The check goes on to the last position, or stops (Run's `stop`
%   says why) at Check.until, or at the first position with a disagreement
%   that is no convention in mode `first`, or (in either mode) when the
%   student's code runs out of memory or time on three positions in a
%   row (stops_the_check/1): one position it cannot answer is one
%   finding among the others.  Run's `earlier`: the legal moves of the
%   position checked before, which serve the prolog backend as illegal
%   moves to refuse; its `stuck`: how many positions in a row stopped
%   the student's code.
compare_all([], Run, _, [], Checked, Checked, Run).
compare_all([Position|Positions], Run0, Check, Issues, Checked0, Checked, Run) :-
    (   time_is_up(Check.until)
    ->  Issues = [],
        Checked = Checked0,
        Run = Run0.put(stop, time)
    ;   position_issues(Check, Position, Run0.earlier, Found),
        Checked1 is Checked0 + 1,
        (   stops_the_check(Found)
        ->  Stuck is Run0.stuck + 1
        ;   Stuck = 0
        ),
        Position = _-_-Moves,
        Run1 = Run0.put(_{earlier: Moves, stuck: Stuck}),
        (   (   Stuck >= 3
            ->  Stop = limits
            ;   Check.mode == first,
                member(Issue, Found),
                \+ convention(Check, Issue)
            ->  Stop = first
            )
        ->  Issues = Found,
            Checked = Checked1,
            Run = Run1.put(stop, Stop)
        ;   append(Found, Issues1, Issues),
            compare_all(Positions, Run1, Check, Issues1, Checked1, Checked, Run)
        )
    ).

%   position_issues(+Check, +Position, +Earlier, -Issues): the
%   disagreements on one position, each `issue(Kind, Position, Details)`.
position_issues(Check, Position, Earlier, Issues) :-
    Position = Board-Player-Moves,
    call_limit(Check.seconds, Check.deadline, Limit),
    Seconds is max(1, Limit),
    subject_issues(Check.subject, Seconds, Check.game, Check.rules, Board, Player,
                   Moves, Earlier, Issues0),
    findall(issue(Kind, Position, Details), member(Kind-Details, Issues0), Issues).

% A student's code is given Seconds for each position (`none`: no
% limit); the prolog backend, with no limit of its own, is stopped here.
subject_issues(student(Student), Seconds, Game, Rules, Board, Player, Moves, _, Issues) :-
    student_position_issues(Student, Game, Rules, Board, Player, Moves, Seconds, Issues).
subject_issues(prolog, none, Game, Rules, Board, Player, Moves, Earlier, Issues) :-
    !,
    prolog_position_issues(Game, Rules, Board, Player, Moves, Earlier, Issues).
subject_issues(prolog, Seconds, Game, Rules, Board, Player, Moves, Earlier, Issues) :-
    catch(call_with_time_limit(Seconds,
                               prolog_position_issues(Game, Rules, Board, Player, Moves,
                                                      Earlier, Issues)),
          time_limit_exceeded,
          Issues = [error-_{goal: 'the check of this position',
                            problem: time_limit(Seconds)}]).

% The prolog backend answers every question the C core answers: its
% moves, winner, evaluation and notation must be the same, and so must
% the position after each legal move and the refusal of the moves of
% Earlier that are not legal here.
prolog_position_issues(Game, Rules, Board, Player, Moves, Earlier, Issues) :-
    with_backend(prolog, backend_valid_moves(Game, Rules, Board, Player, PrologMoves)),
    ord_subtract(Moves, PrologMoves, Missing),
    ord_subtract(PrologMoves, Moves, Extra),
    findall(Issue,
            ( move_list_issue(Missing, Extra, Issue)
            ; answer_issue(Game, Rules, Board, Player, Issue)
            ; successor_issue(Game, Rules, Board, Player, Moves, Earlier, Issue)
            ),
            Issues).

move_list_issue(Missing, _, missing_move-_{moves: Pairs}) :-
    Missing \== [],
    findall(M-M, member(M, Missing), Pairs).
move_list_issue(_, Extra, extra_move-_{moves: Pairs}) :-
    Extra \== [],
    findall(M-M, member(M, Extra), Pairs).

answer_issue(Game, Rules, Board, Player, Kind-_{expected: Answer, got: PrologAnswer}) :-
    member(Question-Kind, [winner-wrong_winner, value-wrong_value,
                           notation-wrong_notation]),
    answer(c, Question, Game, Rules, Board, Player, Answer),
    answer(prolog, Question, Game, Rules, Board, Player, PrologAnswer),
    Answer \== PrologAnswer.

successor_issue(Game, Rules, Board, Player, Moves, Earlier, wrong_successor-Details) :-
    ord_subtract(Earlier, Moves, Illegal),
    ord_union(Moves, Illegal, Tried),
    member(Move, Tried),
    after_move(c, Game, Rules, Board, Player, Move, After),
    after_move(prolog, Game, Rules, Board, Player, Move, PrologAfter),
    After \== PrologAfter,
    Details = _{move: Move-Move, expected: After, got: PrologAfter},
    !.

answer(Backend, winner, Game, Rules, Board, Player, Winner) :-
    (   with_backend(Backend, backend_winner(Game, Rules, Board, Player, Winner0))
    ->  Winner = Winner0
    ;   Winner = none
    ).
answer(Backend, value, Game, Rules, Board, Player, Value) :-
    with_backend(Backend, backend_value(Game, Rules, Board, Player, Player, Value)).
answer(Backend, notation, Game, Rules, Board, Player, Text-Board1-Player1) :-
    with_backend(Backend, ( backend_position_notation(Game, Rules, Board, Player, Text),
                            backend_notation_position(Game, Text, Rules, Board1, Player1) )).

after_move(Backend, Game, Rules, Board, Player, Move, After) :-
    (   with_backend(Backend, backend_apply_move(Game, Rules, Board, Player, Move, B1, P1))
    ->  After = B1-P1
    ;   After = illegal
    ).

%   perft_phase(+Issues0, +Check, +Depth, +Positions, -Issues, -Perft):
%   Issues0, or when it is empty, the disagreement perft finds from the
%   start and from every 100th position, depth 1 first, then deeper to
%   Depth.  Perft says how far it went: `asked` (Depth), `reached` (the
%   deepest depth whose counts agree) and `stop`, why it stopped before
%   Depth: `none`, `disagreed` (Issues0 is not empty: perft was not
%   run), `time_limit(Seconds, Board-Player)` (the student's
%   count from there took longer than its limit) or `time_left` (the
%   next depth would not end by Check.until).
perft_phase(Issues0, Check, Depth, Positions, Issues, Perft) :-
    Perft0 = _{asked: Depth, reached: 0, stop: none},
    (   Issues0 == [],
        Depth > 0,
        perft_subject(Check.subject)
    ->  game_initial_state(Check.game, [rules(Check.rules)], game_state(Board0, Player0, _, _)),
        findall(B-P, ( nth1(I, Positions, B-P-_), I mod 100 =:= 1 ), Sampled),
        Starts = [Board0-Player0|Sampled],
        length(Starts, Count),
        deepen(1, Check, Starts, _{seconds: 0, nodes: Count, before: Count}, Perft0,
               Issues, Perft)
    ;   Issues = Issues0,
        (   Issues0 \== []
        ->  Perft = Perft0.put(stop, disagreed)
        ;   Perft = Perft0
        )
    ).

perft_subject(prolog).
perft_subject(student(Student)) :-
    student_can(Student, apply).

% deepen(+Depth, +Check, +Starts, +Last, +Perft0, -Issues, -Perft): the
% counts at Depth from each of Starts, then deeper.  Last is what the
% depth before took (seconds) and counted (the C core's nodes, and
% those of the depth before it): the time of the next depth is foreseen
% from them.
deepen(Depth, _, _, _, Perft, [], Perft) :-
    Depth > Perft.asked,
    !.
deepen(Depth, Check, Starts, Last, Perft0, Issues, Perft) :-
    (   \+ time_for_depth(Check.until, Last)
    ->  Issues = [],
        Perft = Perft0.put(stop, time_left)
    ;   get_time(T0),
        depth_counts(Starts, Check, Depth, 0, Outcome),
        get_time(T1),
        deepened(Outcome, Check, Starts, Depth, T1 - T0, Last, Perft0, Issues, Perft)
    ).

deepened(counted(Nodes), Check, Starts, Depth, Time, Last, Perft0, Issues, Perft) :-
    Seconds is Time,
    Deeper is Depth + 1,
    deepen(Deeper, Check, Starts, _{seconds: Seconds, nodes: Nodes, before: Last.nodes},
           Perft0.put(reached, Depth), Issues, Perft).
deepened(stopped(Why), _, _, _, _, _, Perft0, [], Perft0.put(stop, Why)).
deepened(issues(Issues), _, _, _, _, _, Perft, Issues, Perft).

% The next depth is foreseen to take the time of the last one times the
% growth of the C core's count.
time_for_depth(none, _) :- !.
time_for_depth(Until, Last) :-
    get_time(Now),
    Foreseen is Last.seconds * Last.nodes / max(1, Last.before),
    Now + Foreseen < Until.

% depth_counts(+Starts, +Check, +Depth, +Nodes0, -Outcome): Outcome is
% `counted(Nodes)` when the counts agree from every start (Nodes: the
% C core's, summed), `stopped(Why)`, or `issues(Issues)` where they
% differ.
depth_counts([], _, _, Nodes, counted(Nodes)).
depth_counts([Board-Player|Starts], Check, Depth, Nodes0, Outcome) :-
    perft_limit(Check, Limit),
    (   Limit =< 0
    ->  Outcome = stopped(time_left)
    ;   perft_counts(Check, Board, Player, Depth, Limit, Nodes, TheirNodes),
        (   Nodes == TheirNodes
        ->  Nodes1 is Nodes0 + Nodes,
            depth_counts(Starts, Check, Depth, Nodes1, Outcome)
        ;   TheirNodes = error(Details),
            get_dict(problem, Details, time_limit(_))
        ->  timed_out_count(Check, Board, Player, Depth, Limit, Details, Outcome)
        ;   divide_down(Check, Board, Player, Depth, Issues),
            Outcome = issues(Issues)
        )
    ).

% A count that takes longer than the time to the end of the check stops
% perft; one that takes longer than its own limit stops deepening, and
% is an error at depth 1, where it is one move from the position.
timed_out_count(Check, Board, Player, Depth, Limit, Details, Outcome) :-
    (   Limit < Check.seconds
    ->  Outcome = stopped(time_left)
    ;   Depth > 1
    ->  Outcome = stopped(time_limit(Limit, Board-Player))
    ;   c_moves(Check.game, Check.rules, Board, Player, Moves),
        Outcome = issues([issue(error, Board-Player-Moves, Details)])
    ).

% Each count has the check's limit for one call, cut to the time left.
perft_limit(Check, Limit) :-
    call_limit(Check.seconds, Check.until, Limit).

%   call_limit(+Seconds, +Until, -Limit): the limit of one call, Seconds
%   cut to the whole seconds left until Until (`none`: not cut).
call_limit(Seconds, none, Seconds) :- !.
call_limit(Seconds, Until, Limit) :-
    get_time(Now),
    Limit is min(Seconds, floor(Until - Now)).

% perft_counts(+Check, +Board, +Player, +Depth, +Limit, -Nodes,
% -TheirNodes): the C core's count, and the other encoding's, a student's
% within Limit seconds (`error(Details)` when their code fails, throws or
% runs out of time: the C core's count is then not needed).  The prolog
% backend is ours: its counts run to the end.
perft_counts(Check, Board, Player, Depth, Limit, Nodes, TheirNodes) :-
    Game = Check.game,
    Rules = Check.rules,
    (   Check.subject = student(Student)
    ->  student_perft_nodes(Student, Rules, Board, Player, Depth, Limit, TheirNodes)
    ;   with_backend(prolog, backend_perft(Game, Rules, Board, Player, Depth, TheirNodes))
    ),
    (   TheirNodes = error(_)
    ->  true
    ;   with_backend(c, backend_perft(Game, Rules, Board, Player, Depth, Nodes))
    ).

% Where perft counts differ, divide leads down to a position on which
% the encodings disagree.
divide_down(Check, Board, Player, Depth, Issues) :-
    Game = Check.game,
    Rules = Check.rules,
    Seconds = Check.seconds,
    with_backend(c, c_moves(Game, Rules, Board, Player, Moves)),
    subject_issues(Check.subject, Seconds, Game, Rules, Board, Player, Moves, [], Found0),
    exclude(convention_pair(Check), Found0, Found),
    (   Found \== []
    ->  findall(issue(Kind, Board-Player-Moves, Details), member(Kind-Details, Found), Issues)
    ;   Depth > 1,
        member(Move, Moves),
        with_backend(c, backend_apply_move(Game, Rules, Board, Player, Move, B1, P1)),
        D1 is Depth - 1,
        perft_counts(Check, B1, P1, D1, Seconds, N, TheirN),
        N \== TheirN
    ->  divide_down(Check, B1, P1, D1, Issues)
    ;   perft_counts(Check, Board, Player, Depth, Seconds, N, TheirN),
        (   TheirN = error(Details)
        ->  Issues = [issue(error, Board-Player-Moves, Details)]
        ;   Issues = [issue(perft, Board-Player-Moves,
                            _{depth: Depth, expected: N, got: TheirN})]
        )
    ).

%!  perft_check(+Game, :Options) is semidet.
%
%   The adapter-free check: compares perft counts, and the divide at
%   each depth as a multiset of subtree counts, computed with the
%   student's own predicates from their own start, with the C core's.
%   Prints the outcome, and fails on a disagreement.  Options:
%
%     - initial(Pred): call(Pred, State) gives your start (for example
%       `initial(initial_state([]))`);
%     - valid_moves(Pred), move(Pred), api(API): as for cross_check/2;
%     - players(Players): your two player names, first player first
%       (needed by `api(old)` and `api(player_first)` only);
%     - depth(D): the deepest perft compared (default 3);
%     - time_limit(Seconds): the longest time for the counts of one
%       depth (default 60): perft stops at the depth before one that
%       takes longer;
%     - rules(Names), show_output(Bool).

perft_check(Game, Options) :-
    perft_check(Game, Options, Result),
    once(print_perft_result(Game, Result)),
    agreement(Result),
    !.

agreement(agreed(_)).
agreement(agreed(_, _)).
agreement(keeps_player(_, Result)) :-
    agreement(Result).

%!  perft_check(+Game, :Options, -Result) is det.
%
%   Result is `agreed(Depth)` when the counts agree to the depth asked,
%   `agreed(Reached, time_limit(Seconds))` when they agree to Reached
%   and the next depth took longer than the time limit,
%   `disagreed(Depth, Ours, Theirs)` with the first depth whose counts
%   (or divide multisets) differ, `keeps_player(Depth, Result1)` when
%   at Depth they are those of a game where the player to move never
%   changes (their move/3 leaves the player unchanged, api(new)), the
%   check going on as such a game, to Result1, or `failed(Error)`
%   when the student's code fails or throws, or takes longer than the
%   time limit at depth 1.

perft_check(Game, Options, Result) :-
    once(perft_check_once(Game, Options, Result)).

perft_check_once(Game, Module:Options, Result) :-
    must_have_c_core,
    check_game(Game),
    check_options(perft_check, Options),
    option(rules(Rules0), Options, []),
    check_rules(Game, Rules0, Rules),
    option(depth(Depth), Options, 3),
    option(show_output(Show), Options, false),
    option(time_limit(Seconds), Options, 60),
    free_student(Module, Game, Options, Student),
    game_initial_state(Game, [rules(Rules)], game_state(Board, Player, _, _)),
    start_student_calls(Show),
    Start = _{game: Game, rules: Rules, board: Board, player: Player, seconds: Seconds,
              divide: normal},
    catch(with_backend(c, free_perft_depths(1, Depth, Student, Start, Result)),
          student_failed(Problem),
          Result = failed(Problem)).

% Each depth is one call of the student's code, with its own limit.
free_perft_depths(D, Depth, _, _, agreed(Depth)) :-
    D > Depth,
    !.
free_perft_depths(D, Depth, Student, Start, Result) :-
    our_divide(Start, D, Ours),
    Seconds = Start.seconds,
    catch(call_with_time_limit(Seconds, student_divide(Student, D, Theirs)),
          time_limit_exceeded,
          Theirs = timed_out),
    (   Theirs == timed_out
    ->  Reached is D - 1,
        (   Reached > 0
        ->  Result = agreed(Reached, time_limit(Seconds))
        ;   nb_getval(tabuleiro_student_call, What),
            Result = failed(_{goal: What, problem: time_limit(Seconds)})
        )
    ;   Ours == Theirs
    ->  D1 is D + 1,
        free_perft_depths(D1, Depth, Student, Start, Result)
    ;   Student.api == new,
        Start.divide == normal,
        D >= 2,
        catch(kept_player_divide(Start, D, Theirs), _, fail)
    ->  D1 is D + 1,
        free_perft_depths(D1, Depth, Student, Start.put(divide, kept), Result0),
        Result = keeps_player(D, Result0)
    ;   Result = disagreed(D, Ours, Theirs)
    ).

% our_divide(+Start, +Depth, -Counts): the C core's divide, of the game
% or (once the student's move/3 is seen to leave the player unchanged)
% of a game in which the player to move never changes.
our_divide(Start, Depth, Counts) :-
    (   Start.divide == normal
    ->  c_divide(Start.game, Start.rules, Start.board, Start.player, Depth, Counts)
    ;   kept_player_divide(Start, Depth, Counts)
    ).

% kept_player_divide(+Start, +Depth, ?Counts): the divide of a game in
% which the player to move never changes is Counts: the student's
% move/3 leaves the player unchanged, as when their game loop switches
% it.
kept_player_divide(Start, Depth, Counts) :-
    Game = Start.game,
    Rules = Start.rules,
    Player = Start.player,
    c_moves(Game, Rules, Start.board, Player, Moves),
    D1 is Depth - 1,
    findall(N,
            ( member(Move, Moves),
              backend_apply_move(Game, Rules, Start.board, Player, Move, B1, _),
              kept_player_perft(Game, Rules, B1, Player, D1, N) ),
            Counts0),
    msort(Counts0, Counts).

% (The last ply is counted, not played: the C core's moves apply.)
kept_player_perft(_, _, _, _, 0, 1) :- !.
kept_player_perft(Game, Rules, Board, Player, 1, Nodes) :-
    !,
    c_moves(Game, Rules, Board, Player, Moves),
    length(Moves, Nodes).
kept_player_perft(Game, Rules, Board, Player, Depth, Nodes) :-
    c_moves(Game, Rules, Board, Player, Moves),
    D1 is Depth - 1,
    aggregate_all(sum(N),
                  ( member(Move, Moves),
                    backend_apply_move(Game, Rules, Board, Player, Move, B1, _),
                    kept_player_perft(Game, Rules, B1, Player, D1, N) ),
                  Nodes).

%   c_divide(+Game, +Rules, +Board, +Player, +Depth, -Counts): the
%   sorted perft counts, at Depth - 1, after each legal move.
c_divide(Game, Rules, Board, Player, Depth, Counts) :-
    c_moves(Game, Rules, Board, Player, Moves),
    D1 is Depth - 1,
    findall(N,
            ( member(Move, Moves),
              backend_apply_move(Game, Rules, Board, Player, Move, B1, P1),
              c_perft(Game, Rules, B1, P1, D1, N)
            ),
            Counts0),
    msort(Counts0, Counts).

c_perft(_, _, _, _, 0, 1) :- !.
c_perft(Game, Rules, Board, Player, Depth, Nodes) :-
    (   backend_winner(Game, Rules, Board, Player, _)
    ->  Nodes = 0
    ;   backend_perft(Game, Rules, Board, Player, Depth, Nodes)
    ).

%!  position_set(?Game, ?Name, -Notations) is nondet.
%
%   Notations are the positions of the ready set Name of Game, for
%   cross_check(Game, [set(Name)]).

position_set(Game, Name, Notations) :-
    position_set(Game, Name, _, Notations).

%!  position_set(?Game, ?Name, -Rules, -Notations) is nondet.
%
%   Notations are the positions of the ready set Name of Game, chosen
%   for the rule options Rules (module tabuleiro_cross_check_sets).

position_set(Game, Name, Rules, Notations) :-
    set_name(Game, Name, Rules),
    set_notations(Game, Name, Notations).

