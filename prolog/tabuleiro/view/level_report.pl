:- module(tabuleiro_level_report,
          [ how_text/2,             % +How, -Text
            search_figures/2,       % +Stats, -Text
            score_text/2,           % +Score, -Text
            proved_score/1,         % +Score
            nodes_per_second/3,     % +Nodes, +Seconds, -PerSecond
            duration_text/2         % +Seconds, -Text
          ]).
:- encoding(utf8).
:- use_module('../message_text', [counted/3]).

/** <module> What the computer did, in words

The teaching demos and the browser board say how the computer chose its
move: game_choose_move/5's account of a level (random, greedy, a search
with its statistics from backend_search/7, a perfect player's value), and a
search's figures: depth reached, positions visited (nodes), time and
nodes per second.
*/

%!  how_text(+How, -Text) is det.
%
%   Text (an atom) says what a level did, How as game_choose_move/5
%   gives it, e.g. "depth 9 reached (score 12): 123,456 nodes in 521 ms,
%   236,960 nodes/s".  Another game's own account is written as a term.

how_text(random, 'a random legal move') :-
    !.
how_text(greedy(Value), Text) :-
    !,
    format(atom(Text), "greedy: the best value after one move, ~w", [Value]).
how_text(search(Score, Depth, Nodes, Seconds), Text) :-
    !,
    score_text(Score, ScoreText),
    search_figures(search(Score, Depth, Nodes, Seconds), Figures),
    format(atom(Text), "depth ~d reached (~w): ~w", [Depth, ScoreText, Figures]).
how_text(perfect(Value), Text) :-
    !,
    exact_value_text(Value, ValueText),
    format(atom(Text), "perfect play from the solved game: ~w", [ValueText]).
how_text(instead(Level, How), Text) :-
    !,
    how_text(How, HowText),
    format(atom(Text), "played at level ~w instead: ~w", [Level, HowText]).
how_text(How, Text) :-
    format(atom(Text), "~q", [How]).

exact_value_text(win(Plies), Text) :-
    outcome_text(win, Plies, Text).
exact_value_text(loss(Plies), Text) :-
    outcome_text(loss, Plies, Text).
exact_value_text(draw, 'a draw').

%   outcome_text(+Outcome, +Plies, -Text): "a win in 3 plies", "a loss
%   in 1 ply".

outcome_text(Outcome, Plies, Text) :-
    counted(Plies, ply/plies, PliesText),
    format(atom(Text), "a ~w in ~w", [Outcome, PliesText]).

%!  search_figures(+Stats, -Text) is det.
%
%   Text gives the positions a search visited, its time, and the
%   positions per second: "12,345 nodes in 1.2 ms, 10,287,500 nodes/s".
%   Stats is search(Score, Depth, Nodes, Seconds), as from
%   backend_search/7.

search_figures(search(_, _, Nodes, Seconds), Text) :-
    duration_text(Seconds, Time),
    nodes_per_second(Nodes, Seconds, PerSecond),
    counted(Nodes, node, NodesText),
    format(atom(Text), "~w in ~w, ~D nodes/s", [NodesText, Time, PerSecond]).

%!  nodes_per_second(+Nodes, +Seconds, -PerSecond) is det.
%
%   PerSecond, an integer, is Nodes a second (Seconds of 0 count as a
%   nanosecond).

nodes_per_second(Nodes, Seconds, PerSecond) :-
    PerSecond is round(Nodes / max(Seconds, 1.0e-9)).

%!  score_text(+Score, -Text) is det.
%
%   Text is a search's score: a proved win or loss in plies (a score
%   within 1000 of 100000), else the score.

score_text(Score, Text) :-
    (   \+ proved_score(Score)
    ->  format(atom(Text), "score ~d", [Score])
    ;   Score > 0
    ->  Plies is 100000 - Score,
        outcome_text(win, Plies, Text)
    ;   Plies is 100000 + Score,
        outcome_text(loss, Plies, Text)
    ).

%!  proved_score(+Score) is semidet.
%
%   Score is a search's proof of a win or a loss: a score within 1000
%   of 100000 or -100000.  A deeper search would find the same.

proved_score(Score) :-
    abs(Score) > 99000.

%!  duration_text(+Seconds, -Text) is det.
%
%   Text is Seconds in the unit that suits it: ns, µs, ms or s.

duration_text(Seconds, Text) :-
    (   Seconds < 1.0e-6
    ->  V is Seconds * 1.0e9, Unit = ns
    ;   Seconds < 1.0e-3
    ->  V is Seconds * 1.0e6, Unit = 'µs'
    ;   Seconds < 1
    ->  V is Seconds * 1.0e3, Unit = ms
    ;   V = Seconds, Unit = s
    ),
    format(atom(Text), "~3g ~w", [V, Unit]).
