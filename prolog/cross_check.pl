:- module(tabuleiro_cross_check,
          [ cross_check/2,          % +Game, :Options
            cross_check/3,          % +Game, :Options, -Result
            perft_check/2,          % +Game, :Options
            perft_check/3,          % +Game, :Options, -Result
            random_positions/4,     % +Game, +Rules, +Count, -Positions
            position_set/3,         % ?Game, ?Name, -Notations
            position_set/4,         % ?Game, ?Name, -Rules, -Notations
            load_course_files/1     % +Files
          ]).
:- use_module(backend).
:- use_module(game_state, [game_initial_state/3]).
:- use_module(games, [game/1]).
:- use_module(cross_check_student).
:- use_module(cross_check_judge).
:- use_module(cross_check_report).
:- use_module(cross_check_sets).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).
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
agreement.  The README section "Cross-checking a rule encoding" shows
every kind of use.
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
%     - perft(D): perft depth compared (default 3; 0 skips it);
%     - report(Mode): `first` (default) stops at the first position that
%       disagrees, `all` checks every position and groups the
%       disagreements by kind;
%     - show_output(Bool): show what the student's code prints (default
%       `false`: it is captured and hidden);
%     - time_limit(Seconds): longest time for one position (default 10);
%     - against(Subject): `prolog` (default), `student(Options)` (see
%       the README) or `student(ValidMoves, StateAdapter, MoveAdapter)`.
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
%   before the check stopped); Groups a list `Kind-group(Count, Example)`,
%   one for each kind of disagreement found (`missing_move`,
%   `extra_move`, `moves_after_win`, `wrong_successor`, `wrong_winner`,
%   `error`, ...), Example the smallest position showing it.

cross_check(Game, Module:Options, Result) :-
    must_have_c_core,
    check_game(Game),
    check_options(cross_check, Options),
    asked_rules(Game, Options, Rules0),
    check_rules(Game, Rules0, Rules),
    subject(Module, Game, Options, Subject),
    notes_about(Subject, Options),
    option(report(Mode), Options, first),
    option(time_limit(Seconds), Options, 10),
    option(show_output(Show), Options, false),
    positions(Game, Rules, Options, Positions),
    start_subject_calls(Subject, Show),
    with_backend(c, compare_all(Mode, Seconds, Game, Rules, Subject, Positions, Issues0)),
    option(perft(Depth), Options, 3),
    with_backend(c, perft_issues(Issues0, Game, Rules, Subject, Depth, Positions, Issues)),
    length(Positions, Count),
    checked_count(Mode, Positions, Issues0, Checked),
    aggregate_all(sum(N), (member(_-_-Moves, Positions), length(Moves, N)), MoveCount),
    subject_call_summary(Subject, Warnings, Printed),
    Stats = _{game: Game, rules: Rules, subject: Subject, positions: Count,
              checked: Checked, moves: MoveCount, perft_depth: Depth, mode: Mode,
              warnings: Warnings, printed: Printed},
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
option_value_ok(_, time_limit(Seconds)) :- number(Seconds), Seconds > 0.
option_value_ok(cross_check, positions(N)) :- integer(N), N > 0.
option_value_ok(cross_check, report(Mode)) :- memberchk(Mode, [first, all]).
option_value_ok(cross_check, notations(Texts)) :-
    ( is_list(Texts) ; Texts = file(File), atomic(File) ), !.
option_value_ok(cross_check, set(Name)) :- set_name(_, Name, _), !.
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

%   subject(+Module, +Game, +Options, -Subject): the encoding compared,
%   its predicates qualified with Module, the caller's module; a
%   student's encoding in a process of its own (`linked(Student)`) when
%   a class is graded.
subject(Module, Game, Options, Subject) :-
    option(against(Against), Options, prolog),
    (   Against == prolog
    ->  Subject = prolog
    ;   Against = linked(Student)
    ->  Subject = student(Student)
    ;   student_subject(Module, Game, Against, Student)
    ->  Subject = student(Student)
    ;   domain_error(cross_check_option, against(Against))
    ).

% What the student's code printed and the warnings about its calls are
% counted where it runs.
start_subject_calls(prolog, _).
start_subject_calls(student(Student), Show) :-
    start_judging,
    ask_student(Student, start(Show), _).

subject_call_summary(prolog, [], 0).
subject_call_summary(student(Student), Warnings, Printed) :-
    ask_student(Student, summary, Answer),
    (   Answer = summary(Warnings0, Printed0),
        is_list(Warnings0),
        integer(Printed0)
    ->  Warnings = Warnings0,
        Printed = Printed0
    ;   Warnings = [],
        Printed = 0
    ).

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

% Some positions of a ready set need a rule option (Echek's table split
% needs draft_bishop): those that are not positions of the rules checked
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

%!  with_backend(+Backend, :Goal) is semidet.
%
%   Runs Goal with Backend selected, then restores the previous one.

with_backend(Backend, Goal) :-
    current_backend(Old),
    setup_call_cleanup(set_backend(Backend), Goal, set_backend(Old)).

%   checked_count(+Mode, +Positions, +Issues, -Checked): how many of
%   Positions were checked before the check stopped, at the position of
%   the last issue (report(first), or the student's code out of memory).
checked_count(Mode, Positions, Issues, Checked) :-
    (   Issues \== [],
        ( Mode == first ; out_of_memory(Issues) ),
        last(Issues, issue(_, Last, _)),
        nth1(Index, Positions, Last)
    ->  Checked = Index
    ;   length(Positions, Checked)
    ).

%   compare_all(+Mode, +Seconds, +Game, +Rules, +Subject, +Positions,
%   -Issues): the disagreements found on Positions; in mode `first`,
%   those of the first position that has any.  In either mode, the
%   check stops at a position where the student's code runs out of
%   memory.
compare_all(Mode, Seconds, Game, Rules, Subject, Positions, Issues) :-
    compare_all(Positions, [], Mode, Seconds, Game, Rules, Subject, Issues).

% Earlier: the legal moves of the position checked before, which serve
% the prolog backend as illegal moves to refuse.
compare_all([], _, _, _, _, _, _, []).
compare_all([Position|Positions], Earlier, Mode, Seconds, Game, Rules, Subject, Issues) :-
    position_issues(Seconds, Game, Rules, Subject, Position, Earlier, Found),
    (   Found \== [],
        ( Mode == first ; out_of_memory(Found) )
    ->  Issues = Found
    ;   append(Found, Issues1, Issues),
        Position = _-_-Moves,
        compare_all(Positions, Moves, Mode, Seconds, Game, Rules, Subject, Issues1)
    ).

%   position_issues(+Seconds, +Game, +Rules, +Subject, +Position,
%   +Earlier, -Issues): the disagreements on one position, each
%   `issue(Kind, Position, Details)`.
position_issues(Seconds, Game, Rules, Subject, Position, Earlier, Issues) :-
    Position = Board-Player-Moves,
    subject_issues(Subject, Seconds, Game, Rules, Board, Player, Moves, Earlier, Issues0),
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

%   perft_issues(+Issues0, +Game, +Rules, +Subject, +Depth, +Positions,
%   -Issues): Issues0, or when it is empty, the disagreement perft from
%   the start and from every 100th position finds.
perft_issues([], Game, Rules, Subject, Depth, Positions, Issues) :-
    Depth > 0,
    perft_subject(Subject),
    game_initial_state(Game, [rules(Rules)], game_state(Board0, Player0, _, _)),
    findall(B-P, ( nth1(I, Positions, B-P-_), I mod 100 =:= 1 ), Sampled),
    member(Board-Player, [Board0-Player0|Sampled]),
    perft_counts(Subject, Game, Rules, Board, Player, Depth, Nodes, TheirNodes),
    Nodes \== TheirNodes,
    !,
    divide_down(Game, Rules, Subject, Board, Player, Depth, Issues).
perft_issues(Issues, _, _, _, _, _, Issues).

perft_subject(prolog).
perft_subject(student(Student)) :-
    student_can(Student, apply).

perft_counts(prolog, Game, Rules, Board, Player, Depth, Nodes, PrologNodes) :-
    with_backend(c, backend_perft(Game, Rules, Board, Player, Depth, Nodes)),
    with_backend(prolog, backend_perft(Game, Rules, Board, Player, Depth, PrologNodes)).
perft_counts(student(Student), Game, Rules, Board, Player, Depth, Nodes, TheirNodes) :-
    with_backend(c, backend_perft(Game, Rules, Board, Player, Depth, Nodes)),
    student_perft_nodes(Student, Rules, Board, Player, Depth, none, TheirNodes).

% Where perft counts differ, divide leads down to a position on which
% the encodings disagree.
divide_down(Game, Rules, Subject, Board, Player, Depth, Issues) :-
    with_backend(c, c_moves(Game, Rules, Board, Player, Moves)),
    subject_issues(Subject, none, Game, Rules, Board, Player, Moves, [], Found),
    (   Found \== []
    ->  findall(issue(Kind, Board-Player-Moves, Details), member(Kind-Details, Found), Issues)
    ;   Depth > 1,
        member(Move, Moves),
        with_backend(c, backend_apply_move(Game, Rules, Board, Player, Move, B1, P1)),
        D1 is Depth - 1,
        perft_counts(Subject, Game, Rules, B1, P1, D1, N, TheirN),
        N \== TheirN
    ->  divide_down(Game, Rules, Subject, B1, P1, D1, Issues)
    ;   perft_counts(Subject, Game, Rules, Board, Player, Depth, N, TheirN),
        Issues = [issue(perft, Board-Player-Moves,
                        _{depth: Depth, expected: N, got: TheirN})]
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
%     - rules(Names), show_output(Bool), time_limit(Seconds).

perft_check(Game, Options) :-
    perft_check(Game, Options, Result),
    once(print_perft_result(Game, Result)),
    Result = agreed(_).

%!  perft_check(+Game, :Options, -Result) is det.
%
%   Result is `agreed(Depth)` or `disagreed(Depth, Ours, Theirs)` with
%   the first depth whose counts (or divide multisets) differ, or
%   `failed(Error)` when the student's code fails or throws.

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
    setup_call_cleanup(
        start_student_calls(Show),
        catch(call_with_time_limit(Seconds,
                                   with_backend(c, free_perft(Student, Game, Rules, Board,
                                                              Player, Depth, Result))),
              time_limit_exceeded,
              Result = failed(time_limit(Seconds))),
        true).

free_perft(Student, Game, Rules, Board, Player, Depth, Result) :-
    catch(free_perft_depths(1, Depth, Student, Game, Rules, Board, Player, Result),
          student_failed(Problem),
          Result = failed(Problem)).

free_perft_depths(D, Depth, _, _, _, _, _, agreed(Depth)) :-
    D > Depth,
    !.
free_perft_depths(D, Depth, Student, Game, Rules, Board, Player, Result) :-
    with_backend(c, c_divide(Game, Rules, Board, Player, D, Ours)),
    student_divide(Student, D, Theirs),
    (   Ours == Theirs
    ->  D1 is D + 1,
        free_perft_depths(D1, Depth, Student, Game, Rules, Board, Player, Result)
    ;   Result = disagreed(D, Ours, Theirs)
    ).

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
%   for the rule options Rules: the hand-made sets of module
%   tabuleiro_cross_check_sets (what each one claims is documented
%   there), their unions, and Teeko's `advanced_patterns`, one position
%   for each of the 58 winning shapes of Advanced Teeko.

position_set(Game, Name, Rules, Notations) :-
    set_name(Game, Name, Rules),
    set_notations(Game, Name, Notations).

set_notations(teeko, advanced_patterns, Notations) :-
    !,
    findall(Text, teeko_pattern_position(Text), Notations).
set_notations(Game, Name, Notations) :-
    set_union(Game, Name, Names),
    !,
    findall(Text,
            ( member(Part, Names),
              ready_set(Game, Part, _, Texts),
              member(Text, Texts) ),
            Notations).
set_notations(Game, Name, Notations) :-
    ready_set(Game, Name, _, Notations).

% Black's four markers, just dropped, on a winning shape of the advanced
% rules, White's three on the first free cells, White to move: one
% position for each of the 58 shapes.
teeko_pattern_position(Text) :-
    numlist(0, 24, Cells),
    sublist_of_length(4, Cells, Black),
    subtract(Cells, Black, [W1, W2, W3|_]),
    teeko_board(Black, [W1, W2, W3], Board),
    with_backend(c, backend_winner(teeko, [advanced], Board, w, b)),
    with_backend(c, backend_position_notation(teeko, [advanced], Board, w, Text)).

sublist_of_length(0, _, []) :- !.
sublist_of_length(N, [X|Xs], [X|Ys]) :-
    N1 is N - 1,
    sublist_of_length(N1, Xs, Ys).
sublist_of_length(N, [_|Xs], Ys) :-
    N > 0,
    sublist_of_length(N, Xs, Ys).

teeko_board(Black, White, Board) :-
    numlist(0, 24, Cells),
    maplist(teeko_cell(Black, White), Cells, Flat),
    rows_of(5, Flat, Board).

teeko_cell(Black, White, Cell, Mark) :-
    (   memberchk(Cell, Black) -> Mark = b
    ;   memberchk(Cell, White) -> Mark = w
    ;   Mark = e
    ).

rows_of(_, [], []) :- !.
rows_of(N, Cells, [Row|Rows]) :-
    length(Row, N),
    append(Row, Rest, Cells),
    rows_of(N, Rest, Rows).
