:- module(tabuleiro_prolog_search,
          [ search_best_move/6,     % +RulesModule, +Rules, +Board, +Player, +Options, -Move
            search_perft/6          % +RulesModule, +Rules, +Board, +Player, +Depth, -Nodes
          ]).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(library(error)).

/** <module> Game-tree search on the Prolog rules

Negamax with alpha-beta pruning and perft, written once for every game.
They only use what each `GAME_rules` module exports: valid_moves/4,
apply_move/6, winner/4 and value/5.  A position is passed around as
`node(RulesModule, Rules, Board, Player)`.
*/

%!  search_best_move(+RulesModule, +Rules, +Board, +Player, +Options, -Move)
%!      is semidet.
%
%   Move is a best move for Player found by a negamax search with
%   alpha-beta pruning.  Fails if Player has no legal move.  Options:
%
%     - depth(+Depth): plies to look ahead, default 3;
%     - seed(+Seed): integer choosing among equally good moves; without
%       it a random seed is drawn.
%
%   Equally good moves are told apart by a seeded shuffle: the moves are
%   put in the order of a hash of `Seed-Move`, and the first best one
%   wins.  Other options (such as time_ms(T) for the C search) are
%   ignored.

search_best_move(RulesModule, Rules, Board, Player, Options, Move) :-
    option(depth(Depth), Options, 3),
    must_be(positive_integer, Depth),
    (   option(seed(Seed), Options)
    ->  true
    ;   random_between(0, 1000000, Seed)
    ),
    Node = node(RulesModule, Rules, Board, Player),
    node_moves(Node, Moves),
    seeded_shuffle(Seed, Moves, [First|Others]),
    D1 is Depth - 1,
    move_score(Node, D1, -inf, inf, First, Score),
    best_root_move(Others, Node, D1, First-Score, Move).

%!  search_perft(+RulesModule, +Rules, +Board, +Player, +Depth, -Nodes) is det.
%
%   Nodes is the number of move sequences of length Depth from the
%   position.  Won positions have no moves, so they end a sequence.

search_perft(RulesModule, Rules, Board, Player, Depth, Nodes) :-
    must_be(nonneg, Depth),
    perft(node(RulesModule, Rules, Board, Player), Depth, Nodes).

perft(_Node, 0, 1) :-
    !.
perft(Node, 1, Nodes) :-
    !,
    node_moves(Node, Moves),
    length(Moves, Nodes).
perft(Node, Depth, Nodes) :-
    node_moves(Node, Moves),
    D1 is Depth - 1,
    foldl(add_child_perft(Node, D1), Moves, 0, Nodes).

add_child_perft(Node, Depth, Move, Sum0, Sum) :-
    child(Node, Move, Child),
    perft(Child, Depth, Nodes),
    Sum is Sum0 + Nodes.

                 /*******************************
                 *           NEGAMAX            *
                 *******************************/

%   best_root_move(+Moves, +Node, +Depth, +Best0, -Move)
%
%   Best0 is the best Move-Score pair so far; a later move replaces it
%   only when strictly better.

best_root_move([], _Node, _Depth, Move-_Score, Move).
best_root_move([Move|Moves], Node, Depth, Best0-Score0, Best) :-
    move_score(Node, Depth, Score0, inf, Move, Score),
    (   Score > Score0
    ->  best_root_move(Moves, Node, Depth, Move-Score, Best)
    ;   best_root_move(Moves, Node, Depth, Best0-Score0, Best)
    ).

%   move_score(+Node, +Depth, +Alpha, +Beta, +Move, -Score)
%
%   Score of Move for the player to move in Node, searching Depth more
%   plies.  Only scores strictly between Alpha and Beta are exact.

move_score(Node, Depth, Alpha, Beta, Move, Score) :-
    child(Node, Move, Child),
    ChildAlpha is -Beta,
    ChildBeta is -Alpha,
    negamax(Child, Depth, ChildAlpha, ChildBeta, ChildScore),
    Score is -ChildScore.

%   negamax(+Node, +Depth, +Alpha, +Beta, -Score)
%
%   Score of Node for its player to move, within the window Alpha..Beta.
%   A leaf (Depth 0) is scored without generating its moves, which would
%   not change its score and would cost most of the search's time.

negamax(Node, Depth, Alpha, Beta, Score) :-
    (   Depth =:= 0
    ->  leaf_score(Node, Depth, Score)
    ;   node_moves(Node, Moves),
        (   Moves == []
        ->  leaf_score(Node, Depth, Score)
        ;   D1 is Depth - 1,
            best_reply(Moves, Node, D1, Alpha, Beta, Score)
        )
    ).

best_reply([], _Node, _Depth, Alpha, _Beta, Alpha).
best_reply([Move|Moves], Node, Depth, Alpha, Beta, Score) :-
    move_score(Node, Depth, Alpha, Beta, Move, MoveScore),
    (   MoveScore >= Beta
    ->  Score = MoveScore
    ;   Alpha1 is max(Alpha, MoveScore),
        best_reply(Moves, Node, Depth, Alpha1, Beta, Score)
    ).

%   leaf_score(+Node, +Depth, -Score): the rules' evaluation; a won
%   position counts more the sooner it comes (the more Depth is left).

leaf_score(node(RulesModule, Rules, Board, Player), Depth, Score) :-
    RulesModule:value(Rules, Board, Player, Player, Value),
    (   RulesModule:winner(Rules, Board, Player, _)
    ->  Score is Value + sign(Value) * Depth
    ;   Score = Value
    ).

                 /*******************************
                 *            HELPERS           *
                 *******************************/

node_moves(node(RulesModule, Rules, Board, Player), Moves) :-
    RulesModule:valid_moves(Rules, Board, Player, Moves).

child(node(RulesModule, Rules, Board, Player), Move,
      node(RulesModule, Rules, Board1, Player1)) :-
    RulesModule:apply_move(Rules, Board, Player, Move, Board1, Player1).

seeded_shuffle(Seed, List, Shuffled) :-
    map_list_to_pairs(seeded_key(Seed), List, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Shuffled).

seeded_key(Seed, Term, Key) :-
    term_hash(Seed-Term, Key).
