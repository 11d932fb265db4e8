:- module(tabuleiro_cross_check_report,
          [ result/3,               % +Issues, +Stats, -Result
            print_result/1,         % +Result
            print_perft_result/2,   % +Game, +Result
            draw_position/4,        % +Game, +Rules, +Board, +Player
            group_text/3,           % +Kind, +Example, -Text
            perft_text/2,           % +Stats, -Text
            position_text/4,        % +Game, +Rules, +Board-Player, -Text
            issue_groups/2,         % +Issues, -Groups
            coverage_text/2         % +Label-Counts, -Text
          ]).
:- use_module('../backend').
:- use_module(cross_check_student, [multiset_difference/3]).
:- use_module(cross_check_sets, [set_name/3, set_union/3]).
:- use_module('../games', [load_game_module/1]).
:- use_module('../game_state', [board_cell_name/3]).
:- use_module('../game_plugin', [winner_clarification/6, grid_rows/3, perft_reach/3]).
:- use_module('../display_style', [current_display/1, set_display/1, with_marked_cells/2]).
:- use_module('../message_text', [counted/3, message_text/2]).
:- use_module(database_board, [database_wrapper/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> The cross-check's results, grouped and printed

A disagreement is `issue(Kind, Board-Player-Moves, Details)`.  The
result groups them by kind and keeps the smallest example of each (the
position with the fewest legal moves); the printout draws that
position, gives its notation, and lists at most a screen of differing
moves, each in both encodings' terms.
*/

%!  result(+Issues, +Stats, -Result) is det.
%
%   Result is `agreed(Stats)` when there is no issue, else
%   `disagreed(Groups, Stats)`, Groups a list `Kind-group(Count,
%   Example)` in the order of kind_order/2.

result([], Stats, agreed(Stats)) :- !.
result(Issues, Stats, disagreed(Groups, Stats)) :-
    issue_groups(Issues, Groups).

%!  issue_groups(+Issues, -Groups) is det.
%
%   Groups are Issues grouped as result/3 does.

issue_groups(Issues, Groups) :-
    findall(Key, ( member(Issue, Issues), issue_key(Issue, Key) ), Keys0),
    sort(Keys0, Keys1),
    predsort(by_kind_order, Keys1, Keys),
    maplist(key_group(Issues), Keys, Groups).

% The errors are grouped by the student's predicate and the cause: a
% predicate that fails and one that throws are two groups.
issue_key(issue(error, _, Details), error(Goal, Cause)) :-
    !,
    details_goal_cause(Details, Goal, Cause).
issue_key(issue(Kind, _, _), Kind).

details_goal_cause(Details, Goal, Cause) :-
    (   is_dict(Details), get_dict(goal, Details, Goal0), get_dict(problem, Details, Problem)
    ->  Goal = Goal0,
        problem_cause(Problem, Cause)
    ;   Goal = unknown,
        Cause = unknown
    ).

problem_cause(exception(error(Formal, _)), exception(Name)) :-
    compound(Formal),
    !,
    compound_name_arity(Formal, Name, _).
problem_cause(exception(E), exception(E)) :-
    atom(E),
    !.
problem_cause(Problem, Cause) :-
    (   compound(Problem)
    ->  compound_name_arity(Problem, Cause, _)
    ;   Cause = Problem
    ).

by_kind_order(Order, Key1, Key2) :-
    key_kind(Key1, Kind1),
    key_kind(Key2, Kind2),
    kind_order(Kind1, N1),
    kind_order(Kind2, N2),
    compare(Order, N1-Key1, N2-Key2).

key_kind(error(_, _), error) :- !.
key_kind(Kind, Kind).

kind_order(error, 1).
kind_order(unbound_move, 2).
kind_order(duplicate_move, 3).
kind_order(missing_move, 4).
kind_order(extra_move, 5).
kind_order(moves_after_win, 6).
kind_order(refused_move, 7).
kind_order(wrong_successor, 8).
kind_order(wrong_winner, 9).
kind_order(wrong_value, 10).
kind_order(wrong_notation, 11).
kind_order(perft, 12).

key_group(Issues, Key, Kind-group(Count, Example)) :-
    key_kind(Key, Kind),
    findall(Size-issue(Kind, Position, Details),
            ( member(issue(Kind, Position, Details), Issues),
              issue_key(issue(Kind, Position, Details), Key),
              Position = _-_-Moves,
              length(Moves, Size) ),
            Sized),
    length(Sized, Count),
    keysort(Sized, [_-Example|_]).

kind_text(error, "error").
kind_text(unbound_move, "move with an unbound variable").
kind_text(duplicate_move, "move listed twice").
kind_text(missing_move, "missing move").
kind_text(extra_move, "extra move").
kind_text(moves_after_win, "moves after a win").
kind_text(refused_move, "legal move refused").
kind_text(wrong_successor, "wrong position after a move").
kind_text(wrong_winner, "wrong winner").
kind_text(wrong_value, "wrong value").
kind_text(wrong_notation, "wrong notation").
kind_text(perft, "perft count").

%!  print_result(+Result) is det.
%
%   Prints Result: one summary line, and for a disagreement the
%   smallest example of each kind; then the warnings about the
%   student's code.

print_result(agreed(Stats)) :-
    subject_name(Stats.subject, Name),
    extra_checks(Stats.subject, Extra),
    (   Stats.checked < Stats.positions
    ->  format(string(Positions), "~D of the ~D positions (the time ran out before the \c
                                   others)", [Stats.checked, Stats.positions])
    ;   positions_text(Stats.positions, Positions)
    ),
    format("Cross-check ~w ~w, C core vs ~w: ~w and ~D moves~w agree",
           [Stats.game, Stats.rules, Name, Positions, Stats.moves, Extra]),
    (   perft_compared(Stats)
    ->  perft_text(Stats, Perft),
        format("; perft ~w.~n", [Perft])
    ;   format(".~n")
    ),
    print_coverage(Stats),
    print_conventions(Stats),
    print_warnings(Stats).
print_result(disagreed(Groups, Stats)) :-
    subject_name(Stats.subject, Name),
    format("Cross-check ~w ~w, C core vs ~w: ", [Stats.game, Stats.rules, Name]),
    (   Stats.mode == all
    ->  positions_text(Stats.checked, Checked),
        format("disagreements in ~w checked: ", [Checked]),
        group_counts(Groups)
    ;   format("they disagree; the first position found is shown \c
                (report(all) checks all ~D).~n", [Stats.positions])
    ),
    forall(member(Kind-group(Count, Example), Groups),
           print_example(Stats, Kind, Count, Example)),
    (   get_dict(stop, Stats, limits)
    ->  format("The check stopped there: your code gave no answer (it ran out of time or \c
                memory, or its process ended) on three positions in a row.~n")
    ;   true
    ),
    rules_note(Stats),
    print_coverage(Stats),
    print_conventions(Stats),
    print_warnings(Stats).

% With the ready sets, how far each rule's set was checked, and agreed.
print_coverage(Stats) :-
    (   get_dict(coverage, Stats, Coverage),
        memberchk(set(_)-_, Coverage)
    ->  maplist(coverage_text, Coverage, Texts),
        atomic_list_concat(Texts, '; ', Text),
        format("Rules exercised: ~w.~n", [Text])
    ;   true
    ).

%!  coverage_text(+Group, -Text) is det.
%
%   Text says how many positions of a group of the check (a ready set,
%   or the random positions) were checked, and how many agree.

coverage_text(Label-Counts, Text) :-
    (   Label = set(Name)
    ->  format(string(What), "set ~w", [Name])
    ;   format(string(What), "~w positions", [Label])
    ),
    Agree is Counts.checked - Counts.disagree,
    (   Counts.checked =:= Counts.positions
    ->  format(string(Text), "~w ~D of ~D agree", [What, Agree, Counts.positions])
    ;   format(string(Text), "~w ~D of ~D checked, ~D agree",
               [What, Counts.checked, Counts.positions, Agree])
    ).

% ", their successors and the winners" for what the student gave.
extra_checks(prolog, ", the positions after them, the winners, values and notations").
extra_checks(student(Student), Text) :-
    findall(Part,
            ( member(Role-Part, [apply-" the positions after them",
                                 game_over-" the winners"]),
              get_dict(Role, Student, Goal),
              Goal \== none ),
            Parts),
    (   Parts == []
    ->  Text = ""
    ;   atomic_list_concat(Parts, ' and', Joined),
        format(string(Text), ",~w", [Joined])
    ).

perft_compared(Stats) :-
    Stats.perft.asked > 0,
    (   Stats.subject == prolog
    ->  true
    ;   Stats.subject = student(Student),
        Student.apply \== none
    ).

%!  perft_text(+Stats, -Text) is det.
%
%   Text says how deep the perft counts agree, and why they were not
%   compared deeper when perft stopped before the depth asked.

perft_text(Stats, Text) :-
    Perft = Stats.perft,
    Next is Perft.reached + 1,
    (   Perft.reached > 0
    ->  format(string(Agree), "to depth ~w agrees", [Perft.reached])
    ;   Agree = "not compared"
    ),
    (   Perft.stop = time_limit(Seconds, Board-Player)
    ->  position_text(Stats.game, Stats.rules, Board-Player, Position),
        format(string(Text), "~w (depth ~w took longer than ~w s from ~w)",
               [Agree, Next, Seconds, Position])
    ;   Perft.stop == time_left
    ->  format(string(Text), "~w (depth ~w would not end in the time left)", [Agree, Next])
    ;   Perft.stop == disagreed
    ->  format(string(Text), "~w (the positions disagree: perft counts are compared \c
                              once they agree)", [Agree])
    ;   Text = Agree
    ).

%!  position_text(+Game, +Rules, +Board-Player, -Text) is det.
%
%   Text is the position's notation, or the term itself if it has none.

position_text(Game, Rules, Board-Player, Text) :-
    successor_text(_{game: Game, rules: Rules}, Board-Player, Text).

positions_text(1, "1 position") :- !.
positions_text(N, Text) :-
    format(string(Text), "~D positions", [N]).

group_counts(Groups) :-
    findall(Text, ( member(Kind-group(Count, Example), Groups),
                    group_text(Kind, Example, KindText),
                    format(string(Text), "~w ~D", [KindText, Count]) ),
            Texts),
    atomic_list_concat(Texts, ', ', Line),
    format("~w.~n", [Line]).

subject_name(prolog, 'the prolog backend').
subject_name(student(Student), Name) :-
    (   Student.valid_moves \== none
    ->  Moves = Student.valid_moves
    ;   Moves = Student.validator
    ),
    (   Moves = (_:Plain)-_
    ->  Plain =.. [Name0|_]
    ;   Name0/_ = Moves                     % in the student's own process
    ),
    their_predicate_name(Name0, Name).

% their_predicate_name(+Name0, -Name): the wrapper an inferred adapter
% puts around a predicate of theirs that reads the database
% (adapter_db_valid_moves) is named after it: the report names theirs.
their_predicate_name(Name0, Name) :-
    (   atom(Name0),
        atom_concat(adapter_db_, Name1, Name0)
    ->  Name = Name1
    ;   Name = Name0
    ).

their(prolog, 'the prolog backend').
their(student(_), 'your encoding').

%!  group_text(+Kind, +Example, -Text) is det.
%
%   Text names a group of disagreements: its kind, and for errors the
%   student's predicate and what went wrong, in words.

group_text(error, issue(_, _, Details), Text) :-
    is_dict(Details),
    get_dict(problem, Details, process_ended(Ended)),
    !,
    format(string(Text), "error: your process ended (~w)", [Ended.verdict]).
group_text(error, issue(_, _, Details), Text) :-
    details_goal_cause(Details, Goal, Cause),
    Goal = _-PI,
    cause_words(Cause, Words),
    !,
    format(string(Text), "error: ~w ~w", [PI, Words]).
group_text(Kind, _, Text) :-
    kind_text(Kind, Text).

cause_words(failed, "fails").
cause_words(exception(Name), Words) :-
    format(string(Words), "raises ~w", [Name]).
cause_words(not_a_list, "answers no list").
cause_words(not_a_pair, "answers no Board-Player pair").
cause_words(not_a_fact, "gives a fact of no predicate of facts(PIs)").
cause_words(unknown_player, "names a player that is not one of yours").
cause_words(out_of_memory, "runs out of memory").
cause_words(time_limit, "gives no answer in time").
cause_words(not_an_answer, "answers what is not an answer").

print_example(Stats, Kind, Count, issue(Kind, Board-Player-_, Details)) :-
    group_text(Kind, issue(Kind, Board-Player-x, Details), Text0),
    capitalised(Text0, Text),
    (   Stats.mode == all
    ->  positions_text(Count, Positions),
        format("~w (~w); the smallest:~n", [Text, Positions])
    ;   format("~w:~n", [Text])
    ),
    draw_position(Stats.game, Stats.rules, Board, Player),
    their(Stats.subject, Their),
    print_details(Kind, Stats.put(position, Board-Player), Their, Details),
    clarification_note(Kind, Stats, Board, Player, Details).

% A winner that rests on one of this project's clarifications of the
% rules, which no source covers, is said to: the student may have
% followed a source.
clarification_note(wrong_winner, Stats, Board, Player, Details) :-
    catch(winner_clarification(Stats.game, Stats.rules, Board, Player, Details.expected,
                               Citation),
          _, fail),
    !,
    format("Note: our winner here rests on ~w; no source of the rules covers this case.~n",
           [Citation]).
clarification_note(_, _, _, _, _).

print_details(missing_move, Stats, Their, Details) :-
    format("Moves ~w does not list (ours = ~w's):~n", [Their, Their]),
    maplist(leading_pair(Stats), Details.moves, Pairs),
    print_pairs(Pairs, " = "),
    (   get_dict(refused_too, Details, Count)
    ->  capitalised(Their, Capital),
        format("~w's move application refuses ~D of them too (it checks a move against \c
                the list, as most do): the same mistake.~n", [Capital, Count])
    ;   true
    ).
print_details(unbound_move, Stats, _, Details) :-
    subject_name(Stats.subject, Name),
    length(Details.moves, Count),
    (   Count > 3
    ->  length(Shown, 3),
        append(Shown, _, Details.moves)
    ;   Shown = Details.moves
    ),
    format("Your ~w lists ~D moves with an unbound variable, such as ~W: a move with a \c
            variable is no move (the kit compares moves as they are, with ==).~n",
           [Name, Count, Shown, [quoted(true), max_depth(10)]]).
print_details(duplicate_move, _, Their, Details) :-
    format("Legal moves ~w lists more than once (a second time: ~w's = ours):~n",
           [Their, Their]),
    print_pairs(Details.moves, " = ").
print_details(extra_move, Stats, Their, Details) :-
    format("Moves only ~w lists (~w's = ours):~n", [Their, Their]),
    maplist(named_pair(Stats), Details.moves, Pairs),
    print_pairs(Pairs, " = ").
print_details(moves_after_win, _, Their, Details) :-
    capitalised(Their, Capital),
    format("~w lists moves in a won position (~w has won): a finished position \c
            has no moves.~n", [Capital, Details.winner]),
    print_pairs(Details.moves, " = ").
print_details(refused_move, _, Their, Details) :-
    problem_text(Details.goal, Details.problem, Text),
    format("Legal moves ~w's move application refuses (ours = ~w's); the first: ~w~n",
           [Their, Their, Text]),
    print_pairs(Details.moves, " = ").
print_details(wrong_successor, Stats, Their, Details) :-
    Move-TheirMove = Details.move,
    format("After ~q (~w's ~q):~n", [Move, Their, TheirMove]),
    successor_text(Stats, Details.expected, Expected),
    successor_text(Stats, Details.got, Got),
    format("  expected: ~w~n  ~w gives: ~w~n", [Expected, Their, Got]),
    (   get_dict(count, Details, Count), Count > 1
    ->  format("  (~D moves of this position give a wrong position)~n", [Count])
    ;   true
    ),
    draw_successors(Stats, Their, Details.expected, Details.got).
print_details(wrong_winner, Stats, Their, Details) :-
    (   memberchk(none, [Details.expected, Details.got])
    ->  Legend = " (none: the game is not over)"
    ;   Legend = ""
    ),
    format("Winner: ours ~q, ~w's ~q~w.~n", [Details.expected, Their, Details.got, Legend]),
    player_name_hint(Stats.subject, Details).

print_details(error, _, _, Details) :-
    problem_text(Details.goal, Details.problem, Text),
    format("~w~n", [Text]),
    (   get_dict(dict_call, Details, PI),
        \+ sub_string(Text, _, _, _, "dict access")
    ->  format("Hint: your ~w is written with '.'(H, T), which SICStus Prolog reads as \c
                the list [H|T] and SWI-Prolog 7 and later as a dict access: load your \c
                files with load_course_files/1, which reads it as SICStus does, or \c
                write [H|T].~n", [PI])
    ;   get_dict(defined_in, Details, Home)
    ->  procedure_hint(Home, Details.problem)
    ;   true
    ).

print_details(perft, _, Their, Details) :-
    format("perft(~w) from here: ours ~D, ~w's ~w.~n",
           [Details.depth, Details.expected, Their, Details.got]).
print_details(Kind, _, Their, Details) :-
    memberchk(Kind, [wrong_value, wrong_notation]),
    format("C core: ~q~n~w: ~q~n", [Details.expected, Their, Details.got]).

% A winner named otherwise than ours, with no player adapter given: the
% names may be all that differs.
player_name_hint(student(Student), Details) :-
    Student.player == none,
    Details.expected \== none,
    Details.got \== none,
    Details.got \== Details.expected,
    !,
    format("Hint: if ~q is your name of our ~q, give player(P), our player (and draw) to \c
            yours, such as P(~q, ~q).~n",
           [Details.got, Details.expected, Details.expected, Details.got]).
player_name_hint(_, _).

% What an unknown procedure may mean, from where it is defined.
procedure_hint(module(M), exception(error(existence_error(procedure, Qualified), _))) :-
    !,
    strip_module(Qualified, _, PI),
    format("Hint: ~q is defined in module ~w, which the code that calls it does not \c
            import: a missing :- use_module of that module's file?~n", [PI, M]).
procedure_hint(nowhere, exception(error(existence_error(procedure, Qualified), _))) :-
    !,
    strip_module(Qualified, _, PI),
    format("Hint: ~q is defined nowhere in what is loaded: a file of yours that is not \c
            loaded (a missing :- use_module or :- consult), or a misspelt name?~n", [PI]).
procedure_hint(_, _).

% Both positions after the move, when both are in our terms, drawn in
% the game's display, and the cells where they differ named.
draw_successors(Stats, Their, Board1-Player1, Board2-Player2) :-
    in_our_terms(Stats.subject),
    grid_rows(Stats.game, Board1, Rows1),
    grid_rows(Stats.game, Board2, Rows2),
    is_list(Rows1),
    is_list(Rows2),
    maplist(is_list, Rows2),
    !,
    Game = Stats.game,
    Rules = Stats.rules,
    differences(Game, Board1-Player1, Board2-Player2, Marked, Text),
    format("Ours after the move (> < mark the cells that differ):~n"),
    with_marked_cells(Marked, draw_position(Game, Rules, Board1, Player1)),
    capitalised(Their, Capital),
    format("~w's after the move:~n", [Capital]),
    with_marked_cells(Marked, draw_position(Game, Rules, Board2, Player2)),
    format("They differ: ~w.~n", [Text]).
draw_successors(_, _, _, _).

% The positions after a move are ours when the encoding is the prolog
% backend, or a student's with a from_state adapter.
in_our_terms(prolog).
in_our_terms(student(Student)) :-
    Student.from_state \== none.

% differences(+Game, +Ours, +Theirs, -Marked, -Text): the cells (Row-Col)
% of the two boards whose contents differ, when the boards have one
% shape, and the text that names them as the game does, with the player
% to move if it differs.
differences(Game, Board1-Player1, Board2-Player2, Marked, Text) :-
    grid_rows(Game, Board1, Rows1),
    grid_rows(Game, Board2, Rows2),
    (   same_shape(Rows1, Rows2)
    ->  findall((R-C)-Part,
                ( nth1(R, Rows1, Row1), nth1(R, Rows2, Row2),
                  nth1(C, Row1, Cell1), nth1(C, Row2, Cell2),
                  Cell1 \== Cell2,
                  board_cell_name(Game, R-C, Name),
                  format(string(Part), "~w (ours ~q, yours ~q)", [Name, Cell1, Cell2]) ),
                Pairs),
        pairs_keys_values(Pairs, Marked, Cells)
    ;   Marked = [],
        shape_text(Rows1, Shape1),
        shape_text(Rows2, Shape2),
        format(string(Part), "the boards have different shapes (ours ~w, yours ~w)",
               [Shape1, Shape2]),
        Cells = [Part]
    ),
    (   Player1 == Player2
    ->  Parts0 = Cells
    ;   format(string(Who), "the player to move (ours ~q, yours ~q)", [Player1, Player2]),
        append(Cells, [Who], Parts0)
    ),
    (   Parts0 == []
    ->  Parts = ["in what the board holds besides its cells"]
    ;   Parts = Parts0
    ),
    atomic_list_concat(Parts, ', ', Text).

same_shape(Rows1, Rows2) :-
    maplist(same_length, Rows1, Rows2).

shape_text(Rows, Text) :-
    length(Rows, N),
    (   Rows = [Row|_], is_list(Row)
    ->  length(Row, M)
    ;   M = 0
    ),
    format(string(Text), "~wx~w", [N, M]).

capitalised(Text, Capital) :-
    sub_atom(Text, 0, 1, _, First),
    sub_atom(Text, 1, _, 0, Rest),
    upcase_atom(First, Upper),
    atom_concat(Upper, Rest, Capital).

% At most 10 pairs.
% A move of theirs named by the position it leads to, which no legal
% move leads to, is shown with that position.
named_pair(Stats, Theirs-unnamed(Position), Theirs-words(Text)) :-
    !,
    successor_text(Stats, Position, Where),
    format(string(Text), "none of ours: it leads to ~w", [Where]).
named_pair(_, Pair, Pair).

% A move of ours their encoding has no term for (it names its moves by
% the positions they lead to, and none of its moves leads there) is
% shown with the position it leads to.
leading_pair(Stats, Ours-(?), Ours-words(Text)) :-
    Stats.position = Board-Player,
    catch(backend_apply_move(Stats.game, Stats.rules, Board, Player, Ours, Board1, Player1),
          _, fail),
    !,
    successor_text(Stats, Board1-Player1, Where),
    format(string(Text), "none of yours: it leads to ~w", [Where]).
leading_pair(_, Pair, Pair).

print_pairs(Pairs, Between) :-
    length(Pairs, Count),
    (   Count > 10
    ->  length(Shown0, 10),
        append(Shown0, _, Pairs)
    ;   Shown0 = Pairs
    ),
    forall(member(A-B, Shown0),
           (   B = words(Text)
           ->  format("  ~q~w~w~n", [A, Between, Text])
           ;   format("  ~q~w~q~n", [A, Between, B])
           )),
    (   Count > 10
    ->  Left is Count - 10,
        format("  ... and ~D more~n", [Left])
    ;   true
    ).

% A position in our terms is shown by its notation; anything else as it is.
successor_text(Stats, Board-Player, Text) :-
    catch(backend_position_notation(Stats.game, Stats.rules, Board, Player, Text0), _, fail),
    !,
    Text = Text0.
successor_text(_, Term, Text) :-
    format(string(Text), "~q", [Term]).

problem_text(Role-PI, failed, Text) :-
    format(string(Text), "Your ~w (~w) fails here.", [PI, Role]).
problem_text(Role-PI, exception(E), Text) :-
    message_text(E, Message),
    (   exception_hint(E, Hint)
    ->  format(string(Text), "Your ~w (~w) raises an error here: ~w~n~w", [PI, Role, Message, Hint])
    ;   format(string(Text), "Your ~w (~w) raises an error here: ~w", [PI, Role, Message])
    ).
problem_text(Role-PI, not_a_list(X), Text) :-
    format(string(Text), "Your ~w (~w) answers ~q here, not a list.", [PI, Role, X]).
problem_text(Role-PI, not_a_pair(X), Text) :-
    format(string(Text), "Your ~w (~w) answers ~q: with api(old) or api(player_first) \c
                          your state must be Board-Player.", [PI, Role, X]).
problem_text(Role-PI, not_a_fact(X), Text) :-
    format(string(Text), "Your ~w (~w) gives ~q, which is no fact of the predicates of \c
                          your facts(PIs) option.", [PI, Role, X]).
problem_text(Role-PI, unknown_player(X), Text) :-
    format(string(Text), "Your ~w (~w) gives ~q, whose player is not one of yours.",
           [PI, Role, X]).
problem_text(Role-PI, out_of_memory(Resource), Text) :-
    format(string(Text), "Your ~w (~w) ran out of memory here (resource_error(~w)).",
           [PI, Role, Resource]).
problem_text(Role-PI, time_limit(Seconds), Text) :-
    !,
    format(string(Text), "Your ~w (~w) gives no answer within ~w s here (a loop?).",
           [PI, Role, Seconds]).
problem_text(_, process_ended(Ended), Text) :-
    !,
    format(string(Text), "Your process ended here: ~w (~w); the check went on in a fresh \c
                          process.", [Ended.verdict, Ended.why]).
problem_text(What, time_limit(Seconds), Text) :-
    !,
    format(string(Text), "No answer within ~w s (~w): a loop?", [Seconds, What]).
problem_text(What, exception(E), Text) :-
    !,
    message_text(E, Message),
    format(string(Text), "~w: an error: ~w", [What, Message]).
problem_text(What, Problem, Text) :-
    format(string(Text), "~w: ~q", [What, Problem]).

%   exception_hint(+Error, -Hint): what a course project's error often
%   means, where it is recognised.
exception_hint(error(type_error(dict, _), _),
               "Hint: SWI-Prolog 7 and later read '.'(H, T) as a dict access, not a \c
                list: write [H|T] in your code (or run swipl --traditional).").
exception_hint(error(existence_error(procedure, _:('.')/3), _), Hint) :-
    exception_hint(error(type_error(dict, x), x), Hint).
exception_hint(error(existence_error(source_sink, library(Library)), _), Hint) :-
    format(string(Hint), "Hint: library(~w) is a SICStus Prolog library that SWI-Prolog \c
                          lacks: load_course_files/1 emulates the common ones, not this.",
           [Library]).

rules_note(Stats) :-
    (   Stats.rules \== []
    ->  format("Note: these positions use the rule options ~w; an encoding of the \c
                standard rules disagrees with them (check with rules([]) first).~n",
               [Stats.rules])
    ;   true
    ).

%   print_conventions(+Stats): the conventions of the course's code that
%   the check noticed (Stats.conventions, cross_check/3's issues that
%   are no rule bug), each once, with its smallest example.
print_conventions(Stats) :-
    issue_groups(Stats.conventions, Groups),
    forall(member(Kind-group(Count, Example), Groups),
           print_convention(Kind, Stats, Count, Example)).

print_convention(moves_after_win, Stats, Count, issue(_, Board-Player-_, Details)) :-
    positions_text(Count, Positions),
    position_text(Stats.game, Stats.rules, Board-Player, Position),
    their(Stats.subject, Their),
    length(Details.moves, Listed),
    format("Note (a convention, not counted as a disagreement): ~w lists moves in \c
            ~w where the game is won, such as ~w (~w has won; ~D moves listed). \c
            A finished position has no moves; the course's game loop asks game_over \c
            before valid_moves, so its games play the same. strict(true) counts each \c
            such position as a disagreement.~n",
           [Their, Positions, Position, Details.winner, Listed]).

print_warnings(Stats) :-
    forall(member(warning(Kind, What0, Count, Example), Stats.warnings),
           ( their_warning_subject(What0, What),
             print_warning(Kind, What, Count, Example) )),
    (   Stats.printed > 0
    ->  counted(Stats.printed, call, Calls),
        format("Note: your code printed something at ~w (hidden; \c
                show_output(true) shows it).~n", [Calls])
    ;   true
    ).

their_warning_subject(Role-(Name0/Arity0), Role-(Name/Arity)) :-
    !,
    their_predicate_name(Name0, Name),
    functor(Wrapper, Name0, Arity0),
    (   catch(database_wrapper(user:Wrapper, Goal), _, fail)   % their move/2 wrapped
    ->  functor(Goal, _, Arity)
    ;   Arity = Arity0
    ).
their_warning_subject(What, What).

print_warning(player_not_switched, Role-PI, Count, _) :-
    counted(Count, time, Times),
    format("Note (a convention, not counted as a disagreement): your ~w (~w) leaves the \c
            player to move unchanged, ~w: your game loop must switch it. The kit \c
            switched it after each of your moves (with your from_state and state).~n",
           [PI, Role, Times]).
print_warning(choice_point, Role-PI, Count, _) :-
    counted(Count, call, Calls),
    format("Warning: your ~w (~w) leaves a choice point (~w); the kit took \c
            its first answer.~n", [PI, Role, Calls]).
print_warning(several_answers, Role-PI, Count, First-Second) :-
    last_argument(First, Answer1),
    last_argument(Second, Answer2),
    counted(Count, call, Calls),
    format("Warning: your ~w (~w) has several different answers (~w); the kit \c
            took the first.~n  First:  ~W~n  Second: ~W~n",
           [PI, Role, Calls, Answer1, [max_depth(8), quoted(true)],
            Answer2, [max_depth(8), quoted(true)]]).

last_argument(Goal, Argument) :-
    compound_name_arity(Goal, _, Arity),
    arg(Arity, Goal, Argument).

%!  print_perft_result(+Game, +Result) is det.
%
%   Prints the outcome of perft_check/3, and what it can and cannot find.

print_perft_result(Game, agreed(Depth)) :-
    format("Perft check ~w: your initial state, valid_moves and move give the same \c
            perft counts and divides as the C core to depth ~w.~n", [Game, Depth]),
    reach_note(Game, Depth).
print_perft_result(Game, agreed(Depth, time_limit(Seconds))) :-
    Next is Depth + 1,
    format("Perft check ~w: your initial state, valid_moves and move give the same \c
            perft counts and divides as the C core to depth ~w; depth ~w took longer \c
            than ~w s and was not compared.~n", [Game, Depth, Next, Seconds]),
    reach_note(Game, Depth).
print_perft_result(Game, keeps_player(Depth, Result)) :-
    format("Perft check ~w: at depth ~w your counts are those of a game in which the \c
            player to move never changes: your move/3 leaves the player unchanged \c
            (your game loop switches it). perft_check cannot switch it in your state, \c
            so it goes on comparing with the C core's counts of such a game, which \c
            checks the first player's moves only; cross_check/2 with your state and \c
            from_state adapters switches it and checks both players'.~n", [Game, Depth]),
    print_perft_result(Game, Result).
print_perft_result(Game, disagreed(Depth, Ours, Theirs)) :-
    sum_list(Ours, N),
    sum_list(Theirs, TheirN),
    format("Perft check ~w: at depth ~w the C core counts ~D, yours ~D.~n",
           [Game, Depth, N, TheirN]),
    multiset_difference(Ours, Theirs, OnlyOurs),
    multiset_difference(Theirs, Ours, OnlyTheirs),
    D1 is Depth - 1,
    format("Divide: the perft(~w) counts after each first move differ; only ours: ~w, \c
            only yours: ~w.~n", [D1, OnlyOurs, OnlyTheirs]),
    format("Run cross_check/2 with adapters to see the positions that differ.~n").
print_perft_result(Game, failed(Problem)) :-
    (   Problem = _{goal: What, problem: Detail}
    ->  problem_text(What, Detail, Text)
    ;   problem_text('the perft check', Problem, Text)
    ),
    format("Perft check ~w: ~w~n", [Game, Text]).

reach_note(Game, Depth) :-
    (   once(perft_reach(Game, Depth, Text))
    ->  format("~w~n", [Text])
    ;   true
    ),
    findall(Name, ( set_name(Game, Name, _), \+ set_union(Game, Name, _) ), Names),
    atomic_list_concat(Names, ', ', List),
    format("Ready sets of chosen positions: cross_check/2 with your adapters and \c
            set(Name), Name one of ~w.~n", [List]).

%!  draw_position(+Game, +Rules, +Board, +Player) is det.
%
%   Draws the position with the game's own display when that module is
%   Tabuleiro's (a student's module of the same name may be loaded),
%   else as the rows of its notation; then prints its notation.  Always
%   in the course's plain letters: a report is read anywhere, whatever
%   display the user chose for playing.

draw_position(Game, Rules, Board, Player) :-
    current_display(Style),
    setup_call_cleanup(set_display(plain),
                       draw_plain(Game, Rules, Board, Player),
                       set_display(Style)).

draw_plain(Game, Rules, Board, Player) :-
    (   our_game_module(Game)
    ->  catch(Game:display_game(game_state(Board, Player, Rules, [])), _, true)
    ;   true
    ),
    (   catch(backend_position_notation(Game, Rules, Board, Player, Text), _, fail)
    ->  (   our_game_module(Game)
        ->  true
        ;   draw_notation(Text)
        ),
        format("Position: ~w~n", [Text])
    ;   format("Board: ~q, player ~q~n", [Board, Player])
    ).

our_game_module(Game) :-
    (   current_module(Game)
    ->  module_property(Game, file(File)),
        module_property(tabuleiro_games, file(Games)),
        file_directory_name(File, Dir),
        file_directory_name(Games, Internal),
        file_directory_name(Internal, Dir)
    ;   load_game_module(Game)
    ).

draw_notation(Text) :-
    split_string(Text, " ", "", [Rows|_]),
    split_string(Rows, "/", "", Lines),
    forall(member(Line, Lines), format("  ~w~n", [Line])).
