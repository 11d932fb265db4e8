:- module(tabuleiro_cross_check_judge,
          [ student_position_issues/8,  % +Student, +Game, +Rules, +Board, +Player, +Moves, +Seconds, -Issues
            student_perft_nodes/7,      % +Student, +Rules, +Board, +Player, +Depth, +Seconds, -Nodes
            ask_student/3,              % +Student, +Question, -Answer
            process_link/2,             % +Link0, -Link
            move_leading_to/6,          % +Game, +Rules, +Board, +Player, +After, -Move
            moves_by_successor/2,       % +Pairs, -Successors
            take_move_leading_to/4,     % +After, -Move, +Successors0, -Successors
            start_judging/0
          ]).
:- use_module('../backend').
:- use_module(cross_check_student, [answer_question/3, student_can/2]).
:- use_module('../submission/student_link', [link_ask/3]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).

/** <module> Judging a student's answers against the C core

The student's encoding answers questions (answer_question/3): in the
kit's own process when a student checks their code, or in the
submission's own sandboxed process when a class is graded (the record
then holds the `link` to that process).  Either way the C core's
answers, the comparison and so the verdict are computed here, in the
judge's process: a submission can answer wrongly, never decide that its
answers agree.

The position judged is one dict, Position, built by position_with_moves/6:
`game`, `rules`, `board` and `player`, with the C core's legal
`moves` there and, once its moves are named, its `winner`.
*/

%!  ask_student(+Student, +Question, -Answer) is det.
%
%   Answer is the student's answer to Question (answer_question/3), from
%   their own process when Student is linked to one.

ask_student(Student, Question, Answer) :-
    (   get_dict(link, Student, Link0)
    ->  process_link(Link0, Link),
        catch(link_ask(Link, Question, Answer0), student_process(Event),
              lost_process(Student, Link0, Link, Event, Answer0)),
        Answer = Answer0
    ;   answer_question(Student, Question, Answer)
    ).

:- thread_local current_link/2.     % Link of the record, Link of its process now

%!  process_link(+Link0, -Link) is det.
%
%   Link is the link to the process that answers for the record linked
%   by Link0: Link0 itself, or the fresh process that took over when
%   its process ended (lost_process/5).

process_link(Link0, Link) :-
    (   current_link(Link0, Link1)
    ->  Link = Link1
    ;   Link = Link0
    ).

% lost_process(+Student, +Link0, +Link, +Event, -Answer): the process
% ended (it crashed, halted or ran out of memory) while it answered:
% when the record has a `restart` that gives a fresh process, that is
% one finding at the position asked, and the check goes on in the
% fresh process; else the check ends with it.
lost_process(Student, Link0, Link, Event, Answer) :-
    memberchk(Event, [ended, halting, fatal_error]),
    get_dict(restart, Student, Restart),
    call(Restart, Link, Event, NewLink, Ended),
    !,
    retractall(current_link(Link0, _)),
    assertz(current_link(Link0, NewLink)),
    Answer = failed(_{goal: 'your process', problem: process_ended(Ended)}).
lost_process(_, _, _, Event, _) :-
    throw(student_process(Event)).

%!  student_position_issues(+Student, +Game, +Rules, +Board, +Player,
%!                          +Moves, +Seconds, -Issues) is det.
%
%   Issues are the disagreements `Kind-Details` between the student's
%   encoding and the C core (whose legal moves are Moves) on one
%   position: at most one `error`, else those of the move lists, the
%   successors and the winner.  Seconds bounds each of the student's
%   answers (`none`: no bound).
%
%   The student is asked about our position alone: the question that
%   gets their moves and their winner holds the board, the player and
%   the rule options, nothing whose content or size depends on the
%   legal moves or the winner (their process maps its moves back to
%   ours by itself).  What is learnt from the C core is told to the
%   student only once the answers it could help with are given: the
%   legal moves they missed, to name them in their terms, once their
%   list and winner are in; the C core's positions after the moves,
%   once their own positions after them are in.

student_position_issues(Student, Game, Rules, Board, Player, Moves, Seconds, Issues) :-
    ask_student(Student, position(Board, Player, Rules, Seconds), Facts),
    (   Facts = failed(Details)
    ->  Issues = [error-Details]
    ;   facts_shape(Facts)
    ->  Facts = facts(TheirMoves, Back0, TheirWinner),
        position_with_moves(Game, Rules, Board, Player, Moves, Position0),
        named_moves(Position0, Back0, Back),
        pairs_keys_values(Listed, TheirMoves, Back),
        with_c_winner(Position0, Position),
        catch(judged_position(Student, Position, Seconds, Listed, TheirWinner, Issues),
              student_failed(Details),
              Issues = [error-Details])
    ;   Issues = [error-_{goal: 'the answer of your process', problem: not_an_answer(Facts)}]
    ).

% position_with_moves(+Game, +Rules, +Board, +Player, +Moves, -Position):
% the position judged, with Moves, the C core's legal moves there.
position_with_moves(Game, Rules, Board, Player, Moves, Position) :-
    Position = _{game: Game, rules: Rules, board: Board, player: Player, moves: Moves}.

facts_shape(facts(TheirMoves, Back, _)) :-
    is_list(TheirMoves),
    is_list(Back),
    same_length(TheirMoves, Back).

judged_position(Student, Position, Seconds, Listed, TheirWinner, Issues) :-
    move_list_issues(Student, Position, Seconds, Listed, Missing, Issues0),
    successor_issues(Student, Position, Seconds, Listed, Missing, Issues1),
    winner_issues(Student, Position.winner, TheirWinner, Issues2),
    append([Issues0, Issues1, Issues2], Issues3),
    refusals_of_missing_moves(Issues3, Issues).

% refusals_of_missing_moves(+Issues0, -Issues): when the only moves
% their move application refuses are moves they miss (their move/3
% checks a move against their own list, as most do), the refusal is
% told with the missing moves (`refused_too`), not as a finding of its
% own; a move they list and refuse stays one.
refusals_of_missing_moves(Issues0, Issues) :-
    (   selectchk(refused_move-Refused, Issues0, Issues1),
        selectchk(missing_move-Missing, Issues1, Issues2),
        forall(member(Move-_, Refused.moves), memberchk(Move-_, Missing.moves))
    ->  length(Refused.moves, Count),
        Issues = [missing_move-Missing.put(refused_too, Count)|Issues2]
    ;   Issues = Issues0
    ).

% with_c_winner(+Position0, -Position): Position0 with the C core's
% winner there (`none` if none).
with_c_winner(Position0, Position) :-
    _{game: Game, rules: Rules, board: Board, player: Player} :< Position0,
    (   backend_winner(Game, Rules, Board, Player, Winner0)
    ->  Winner = Winner0
    ;   Winner = none
    ),
    put_dict(winner, Position0, Winner, Position).

% Listed: their moves, each with our term for it (`?` if none).  A legal
% move is matched by one of their moves; the others are extra, and the
% legal moves matched by none are Missing, `Move-TheirMove`.
move_list_issues(Student, Position, Seconds, Listed0, Missing, Issues) :-
    _{moves: Moves, winner: Winner} :< Position,
    partition(ground_move, Listed0, Listed, Unbound0),
    pairs_keys(Unbound0, Unbound),
    matched(Listed, Moves, Extra0, Unmatched),
    partition(listed_twice(Moves), Extra0, Twice, Extra),
    missing_moves(Student, Position, Seconds, Unmatched, Missing),
    findall(Issue,
            (   Unbound \== [], Issue = unbound_move-_{moves: Unbound}
            ;   Twice \== [], Issue = duplicate_move-_{moves: Twice}
            ;   Missing \== [], Issue = missing_move-_{moves: Missing}
            ;   Extra \== [], Moves == [], Winner \== none,
                Issue = moves_after_win-_{moves: Extra, winner: Winner}
            ;   Extra \== [], \+ ( Moves == [], Winner \== none ),
                Issue = extra_move-_{moves: Extra}
            ),
            Issues).

% missing_moves(+Student, +Position, +Seconds, +Unmatched, -Missing):
% the legal moves Unmatched, each with their term for it (`?` if none).
missing_moves(_, _, _, [], []) :- !.
missing_moves(Student, Position, Seconds, Unmatched, Missing) :-
    _{board: Board, player: Player, rules: Rules} :< Position,
    ask_student(Student, their_moves(Board, Player, Rules, Unmatched, Seconds), Answer),
    (   Answer = moves(Missing0), is_list(Missing0), pairs_keys(Missing0, Unmatched)
    ->  Missing = Missing0
    ;   Answer = failed(Details)
    ->  throw(student_failed(Details))
    ;   findall(M-(?), member(M, Unmatched), Missing)
    ).

% An extra move that stands for a legal move was listed before: it is
% listed twice, not an illegal move.
listed_twice(Moves, _-Ours) :-
    Ours \== ?,
    memberchk(Ours, Moves).

% A move with a variable in it is no move: it is never matched.
ground_move(Theirs-_) :-
    ground(Theirs).

% matched(+Listed, +Moves, -Extra, -Unmatched): each of their moves
% (Theirs-Ours) that stands for a legal move not yet matched matches it;
% Extra are the others, Unmatched the legal moves left.
matched([], Unmatched, [], Unmatched).
matched([Theirs-Ours|Listed], Moves, Extra, Unmatched) :-
    (   Ours \== ?,
        selectchk(Ours, Moves, Moves1)
    ->  matched(Listed, Moves1, Extra, Unmatched)
    ;   Extra = [Theirs-Ours|Extra1],
        matched(Listed, Moves, Extra1, Unmatched)
    ).

% The position after each legal move the student can name: those they
% list and those they miss.  Their move application is tried on each
% apart, so that a refusal is told of the move refused, beside (not
% instead of) the moves missing; of the positions that are not ours, the
% first is shown with their number.  Their positions are in before the
% C core's are told (their_after_states/6).
successor_issues(Student, Position, Seconds, Listed, Missing, Issues) :-
    (   student_can(Student, apply),
        student_can(Student, move)
    ->  _{board: Board, player: Player, rules: Rules, moves: Moves} :< Position,
        findall(Theirs-Ours,
                (   member(Theirs-Ours, Listed), ground(Theirs), memberchk(Ours, Moves)
                ;   member(Ours-Theirs, Missing), Theirs \== ?
                ),
                Pairs0),
        list_to_set(Pairs0, Pairs),
        pairs_keys(Pairs, TheirMoves),
        ask_student(Student, successors(Board, Player, Rules, TheirMoves, Seconds), Answer),
        maplist(c_after(Position), Pairs, Afters),
        their_after_states(Student, Rules, Afters, Seconds, Answer, Expected),
        successor_answer(Answer, Pairs, Expected, Issues)
    ;   Issues = []
    ).

% c_after(+Position, +Pair, -After): After, Board1-Player1, is the C
% core's position after the legal move of Pair, TheirMove-Move.
c_after(Position, _-Move, Board1-Player1) :-
    _{game: Game, rules: Rules, board: Board, player: Player} :< Position,
    backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1).

% named_moves(+Position, +Back0, -Back): Back0 with each of their
% moves named by the position it leads to (`leads_to(After)`, a
% student without a move adapter) named by a legal move that leads
% there, `unnamed(After)` if none does (no move of ours: the report
% shows where it leads).  Where several legal moves lead to the same
% position (an Echek Queen that leaves the game from either of two
% cells), their moves leading there take those moves in turn: each is
% then matched, and one more than ours is a move listed twice.
named_moves(Position, Back0, Back) :-
    (   memberchk(leads_to(_), Back0)
    ->  findall(After-Move,
                ( member(Move, Position.moves), c_after(Position, _-Move, After) ),
                Pairs),
        moves_by_successor(Pairs, Successors),
        foldl(named_move, Back0, Back, Successors, _)
    ;   Back = Back0
    ).

% named_move(+Theirs, -Move, +Successors0, -Successors): the next legal
% move leading where Theirs leads.
named_move(leads_to(After), Move, Successors0, Successors) :-
    !,
    (   ground(After),
        take_move_leading_to(After, Move0, Successors0, Successors1)
    ->  Move = Move0,
        Successors = Successors1
    ;   Move = unnamed(After),
        Successors = Successors0
    ).
named_move(Move, Move, Successors, Successors).

%!  moves_by_successor(+Pairs, -Successors) is det.
%
%   Successors is an assoc of each position After of Pairs, a list of
%   After-Move (each legal move and the position it leads to), to the
%   moves that lead there, in order.

moves_by_successor(Pairs, Successors) :-
    empty_assoc(Empty),
    foldl(add_successor, Pairs, Empty, Successors).

add_successor(After-Move, Successors0, Successors) :-
    (   get_assoc(After, Successors0, Moves)
    ->  append(Moves, [Move], Moves1)
    ;   Moves1 = [Move]
    ),
    put_assoc(After, Successors0, Moves1, Successors).

%!  take_move_leading_to(+After, -Move, +Successors0, -Successors) is semidet.
%
%   Move is the next of the moves of Successors0 (moves_by_successor/2)
%   that lead to After, Successors those left, the last one kept for
%   any more: a student's moves that lead to one position take ours in
%   turn (an Echek Queen that leaves the game from either of two cells),
%   and one more than ours is a move listed twice.

take_move_leading_to(After, Move, Successors0, Successors) :-
    get_assoc(After, Successors0, [Move|Moves]),
    (   Moves == []
    ->  Successors = Successors0
    ;   put_assoc(After, Successors0, Moves, Successors)
    ).

%!  move_leading_to(+Game, +Rules, +Board, +Player, +After, -Move) is semidet.
%
%   Move is the legal move from Board-Player that leads to the position
%   After: the move of a student whose moves are named by the positions
%   they lead to.

move_leading_to(Game, Rules, Board, Player, After, Move) :-
    backend_valid_moves(Game, Rules, Board, Player, Moves),
    position_with_moves(Game, Rules, Board, Player, Moves, Position),
    named_moves(Position, [leads_to(After)], [Move]),
    Move \= unnamed(_).

% their_after_states(+Student, +Rules, +Afters, +Seconds, +Answer,
% -Expected): the positions their answer is compared with: the C
% core's, or without a from_state, the C core's written in their terms
% by their state adapter (`failed(Details)` if it fails).
their_after_states(Student, Rules, Afters, Seconds, Answer, Expected) :-
    (   student_can(Student, from_state)
    ->  Expected = Afters
    ;   Answer = successors(_)
    ->  ask_student(Student, their_states(Rules, Afters, Seconds), States),
        (   States = states(Expected0), is_list(Expected0)
        ->  Expected = Expected0
        ;   States = failed(_)
        ->  Expected = States
        ;   Expected = failed(_{goal: 'the answer of your process',
                                problem: not_an_answer(States)})
        )
    ;   Expected = []
    ).

successor_answer(failed(Details), _, _, [error-Details]) :- !.
successor_answer(_, _, failed(Details), [error-Details]) :- !.
successor_answer(successors(Positions), _, _, [error-Details]) :-
    is_list(Positions),
    member(refused(Details), Positions),
    is_dict(Details),
    get_dict(problem, Details, out_of_memory(_)),
    !.
successor_answer(successors(Positions), Pairs, Expected, Issues) :-
    is_list(Positions),
    same_length(Positions, Pairs),
    same_length(Positions, Expected),
    !,
    foldl(successor_outcome, Pairs, Positions, Expected, []-[], Refused0-Wrong0),
    reverse(Refused0, Refused),
    reverse(Wrong0, Wrong),
    refused_issues(Refused, Issues0),
    (   Wrong = [Kind-Details|More]
    ->  length([_|More], Count),
        Issues1 = [Kind-Details.put(count, Count)]
    ;   Issues1 = []
    ),
    append(Issues0, Issues1, Issues).
successor_answer(Answer, _, _,
                 [error-_{goal: 'the answer of your process', problem: not_an_answer(Answer)}]).

% successor_outcome(+Pair, +Position, +Expected, +Found0, -Found):
% Found, Refused-Wrong, with this move's refusal or wrong position.
successor_outcome(TheirMove-Move, refused(Details), _, R-W, [Move-TheirMove-Details|R]-W) :-
    !.
successor_outcome(TheirMove-Move, Got, Expected, R-W, R-W1) :-
    (   Expected \=@= Got
    ->  W1 = [wrong_successor-_{move: Move-TheirMove, expected: Expected, got: Got}|W]
    ;   W1 = W
    ).

refused_issues([], []) :- !.
refused_issues(Refused, [refused_move-_{moves: Pairs, goal: Goal, problem: Problem}]) :-
    findall(Move-TheirMove, member(Move-TheirMove-_, Refused), Pairs),
    Refused = [_-_-First|_],
    (   is_dict(First), get_dict(goal, First, Goal), get_dict(problem, First, Problem)
    ->  true
    ;   Goal = apply, Problem = First
    ).

% Their winner, read with their names of the players.
winner_issues(_, _, not_asked, []) :- !.
winner_issues(Student, Winner, Got, Issues) :-
    their_name(Student, Winner, Expected),
    (   Expected == Got
    ->  Issues = []
    ;   Issues = [wrong_winner-_{expected: Winner, got: Got}]
    ).

their_name(_, none, none) :- !.
their_name(Student, Winner, Theirs) :-
    student_player_names(Student, Names),
    (   memberchk(Winner-Theirs0, Names)
    ->  Theirs = Theirs0
    ;   Theirs = Winner
    ).

:- thread_local player_names/2.     % Student's link or valid_moves, Names

%!  start_judging is det.
%
%   Forgets what was learnt of the students judged before.

start_judging :-
    retractall(player_names(_, _)),
    retractall(current_link(_, _)).

% The student's names of our players and of a draw, asked once.
student_player_names(Student, Names) :-
    student_key(Student, Key),
    (   player_names(Key, Names0)
    ->  Names = Names0
    ;   ask_student(Student, players, Answer),
        (   Answer = players(Names0), is_list(Names0)
        ->  Names = Names0
        ;   Names = []
        ),
        assertz(player_names(Key, Names))
    ).

student_key(Student, Key) :-
    (   get_dict(link, Student, Link)
    ->  Key = Link
    ;   Key = Student.valid_moves-Student.player
    ).

%!  student_perft_nodes(+Student, +Rules, +Board, +Player, +Depth,
%!                      +Seconds, -Nodes) is det.
%
%   Nodes is the perft count through the student's encoding from our
%   position Board-Player, or `error(Details)` if their code fails,
%   throws or takes longer than Seconds.

student_perft_nodes(Student, Rules, Board, Player, Depth, Seconds, Nodes) :-
    ask_student(Student, perft(Board, Player, Rules, Depth, Seconds), Answer),
    (   Answer = nodes(N), integer(N)
    ->  Nodes = N
    ;   Answer = failed(Details)
    ->  Nodes = error(Details)
    ;   Nodes = error(_{goal: 'the answer of your process', problem: not_an_answer(Answer)})
    ).
