:- module(tabuleiro_cross_check_judge,
          [ student_position_issues/8,  % +Student, +Game, +Rules, +Board, +Player, +Moves, +Seconds, -Issues
            student_perft_nodes/7,      % +Student, +Rules, +Board, +Player, +Depth, +Seconds, -Nodes
            ask_student/3               % +Student, +Question, -Answer
          ]).
:- use_module(backend).
:- use_module(cross_check_student, [answer_question/3, multiset_difference/3, student_can/2]).
:- use_module(student_link, [link_ask/3]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> Judging a student's answers against the C core

The student's encoding answers questions (answer_question/3): in the
kit's own process when a student checks their code, or in the
submission's own sandboxed process when a class is graded (the record
then holds the `link` to that process).  Either way the C core's
answers, the comparison and so the verdict are computed here, in the
judge's process: a submission can answer wrongly, never decide that its
answers agree.
*/

%!  ask_student(+Student, +Question, -Answer) is det.
%
%   Answer is the student's answer to Question (answer_question/3), from
%   their own process when Student is linked to one.

ask_student(Student, Question, Answer) :-
    (   get_dict(link, Student, Link)
    ->  link_ask(Link, Question, Answer)
    ;   answer_question(Student, Question, Answer)
    ).

%!  student_position_issues(+Student, +Game, +Rules, +Board, +Player,
%!                          +Moves, +Seconds, -Issues) is det.
%
%   Issues are the disagreements `Kind-Details` between the student's
%   encoding and the C core (whose legal moves are Moves) on one
%   position: at most one `error`, else those of the move lists, the
%   successors and the winner.  Seconds bounds the student's answer
%   (`none`: no bound).

student_position_issues(Student, Game, Rules, Board, Player, Moves, Seconds, Issues) :-
    c_winner(Game, Rules, Board, Player, Winner),
    maplist(c_successor(Student, Game, Rules, Board, Player), Moves, Successors),
    ask_student(Student, position(Board, Player, Rules, Winner, Successors, Seconds), Facts),
    facts_issues(Facts, Winner, Moves, Issues).

c_winner(Game, Rules, Board, Player, Winner) :-
    (   backend_winner(Game, Rules, Board, Player, Winner0)
    ->  Winner = Winner0
    ;   Winner = none
    ).

% The C core's position after Move, asked only of an encoding that
% applies moves.
c_successor(Student, Game, Rules, Board, Player, Move, Move-After) :-
    (   student_can(Student, apply)
    ->  backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1),
        After = Board1-Player1
    ;   After = none
    ).

facts_issues(failed(Details), _, _, [error-Details]) :-
    !.
facts_issues(Facts, Winner, Moves, Issues) :-
    Facts = facts(TheirMoves, Pairs, Successors, WinnerFacts, Back),
    is_list(TheirMoves),
    is_list(Pairs),
    pairs_keys(Pairs, Moves),
    is_list(Back),
    !,
    move_list_issues(Winner, Pairs, TheirMoves, Back, Issues0),
    successor_issues(Successors, Pairs, Issues1),
    winner_issues(WinnerFacts, Winner, Issues2),
    append([Issues0, Issues1, Issues2], Issues).
facts_issues(Facts, _, _, [error-_{goal: 'the answer of your process',
                                   problem: not_an_answer(Facts)}]).

move_list_issues(Winner, Pairs, TheirMoves, Back, Issues) :-
    pairs_values(Pairs, Expected),
    multiset_difference(Expected, TheirMoves, MissingTheirs),
    multiset_difference(TheirMoves, Expected, Extra),
    findall(Pair, ( member(M, MissingTheirs), member(Pair, Pairs), Pair = _-M ), Missing0),
    list_to_set(Missing0, Missing),
    maplist(extra_pair(Back), Extra, ExtraPairs),
    findall(Issue,
            (   Missing \== [], Issue = missing_move-_{moves: Missing}
            ;   ExtraPairs \== [], Pairs == [], Winner \== none,
                Issue = moves_after_win-_{moves: ExtraPairs, winner: Winner}
            ;   ExtraPairs \== [], \+ ( Pairs == [], Winner \== none ),
                Issue = extra_move-_{moves: ExtraPairs}
            ),
            Issues).

% Their extra move with the term of ours they said it stands for, `?`
% when they found none.
extra_pair(Back, Theirs, Theirs-Ours) :-
    (   member(Theirs0-Ours0, Back),
        Theirs0 =@= Theirs
    ->  Ours = Ours0
    ;   Ours = ?
    ).

% The first legal move after which their position is not ours, with the
% number of such moves.
successor_issues(none, _, []) :- !.
successor_issues(Successors, Pairs, Issues) :-
    findall(wrong_successor-_{move: Move-TheirMove, expected: Expected, got: Got},
            ( member(Move-Expected-Got, Successors),
              Expected \=@= Got,
              memberchk(Move-TheirMove, Pairs) ),
            Found),
    (   Found = [Kind-Details|More]
    ->  length([_|More], Count),
        Issues = [Kind-Details.put(count, Count)]
    ;   Issues = []
    ).

winner_issues(none, _, []) :- !.
winner_issues(Expected-Got, Winner, Issues) :-
    (   Expected == Got
    ->  Issues = []
    ;   Issues = [wrong_winner-_{expected: Winner, got: Got}]
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
