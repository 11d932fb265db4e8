:- module(tabuleiro_prolog_search,
          [ search_best_move/7,     % +RulesModule, +Rules, +Board, +Player, +Options, -Move, -Stats
            search_perft/6          % +RulesModule, +Rules, +Board, +Player, +Depth, -Nodes
          ]).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(error)).

/** <module> Game-tree search on the Prolog rules

Negamax with alpha-beta pruning and perft, written once for every game.
They only use what each `GAME_rules` module exports: valid_moves/4,
apply_move/6, winner/4 and value/5.  A position is passed around as
`node(RulesModule, Rules, Board, Player)`, and a search's depth and the
count of the positions it visits as `search(Depth, nodes(Count))`.
*/

%!  search_best_move(+RulesModule, +Rules, +Board, +Player, +Options, -Move,
%!                   -Stats) is semidet.
%
%   Move is a best move for Player found by a negamax search with
%   alpha-beta pruning, and Stats is `search(Score, Depth, Nodes,
%   Seconds)`, as the C core reports its search:
%
%     - Score: Move's score for Player: the rules' value/5 at the
%       leaves, 100000 - N for a win in N plies, N - 100000 for a loss;
%     - Depth: the depth searched (this search always ends it);
%     - Nodes: the positions visited below the root, leaves included;
%     - Seconds: the wall-clock time of the search, a float.
%
%   Fails if Player has no legal move.  Options, a later one overriding
%   an earlier one, as for the C search:
%
%     - depth(+Depth): plies to look ahead (1 to 64), default 3;
%     - seed(+Seed): integer (0 to 2^31-1) choosing among equally good
%       moves; without it a random seed is drawn;
%     - time_ms(+T): the C search's time limit (1 to 86400000), checked
%       and ignored.
%
%   Equally good moves are told apart by a seeded shuffle: the moves are
%   put in the order of a hash of `Seed-Move`, and the first best one
%   wins.  The position is checked first, then the options, raising the
%   errors the C core raises; Move and Stats are unified last.

search_best_move(RulesModule, Rules, Board, Player, Options, Move, Stats) :-
    RulesModule:check_position(Rules, Board, Player),
    search_limits(Options, Depth, Seed),
    get_time(Start),
    Node = node(RulesModule, Rules, Board, Player),
    node_moves(Node, Moves),
    seeded_shuffle(Seed, Moves, [First|Others]),
    Search = search(Depth, nodes(0)),
    D1 is Depth - 1,
    move_score(Search, Node, D1, -inf, inf, First, Score0),
    best_root_move(Others, Search, Node, D1, First-Score0, Best-Score),
    get_time(End),
    Seconds is End - Start,
    visited(Search, Nodes),
    Move = Best,
    Stats = search(Score, Depth, Nodes, Seconds).

%   search_limits(+Options, -Depth, -Seed): the depth and seed of
%   Options, checked in order.

search_limits(Options, Depth, Seed) :-
    (   is_list(Options)
    ->  true
    ;   ground(Options)
    ->  type_error(list, Options)
    ;   instantiation_error(Options)
    ),
    foldl(search_option, Options, limits(3, none), limits(Depth, Seed0)),
    (   Seed0 == none
    ->  random_between(0, 1000000, Seed)
    ;   Seed = Seed0
    ).

search_option(Option, limits(Depth0, Seed0), limits(Depth, Seed)) :-
    must_be(nonvar, Option),
    (   Option = depth(Depth)
    ->  int_in(Depth, 1, 64, search_depth),
        Seed = Seed0
    ;   Option = seed(Seed)
    ->  int_in(Seed, 0, 0x7fffffff, search_seed),
        Depth = Depth0
    ;   Option = time_ms(Time)
    ->  int_in(Time, 1, 86400000, search_time),
        Depth = Depth0,
        Seed = Seed0
    ;   domain_error(search_option, Option)
    ).

%   int_in(+X, +Low, +High, +Domain): X is an integer that fits a C int,
%   from Low to High; the errors are the C core's.

int_in(X, Low, High, Domain) :-
    must_be(integer, X),
    (   X >= -0x80000000,
        X =< 0x7fffffff
    ->  true
    ;   representation_error(int)
    ),
    (   between(Low, High, X)
    ->  true
    ;   domain_error(Domain, X)
    ).

%!  search_perft(+RulesModule, +Rules, +Board, +Player, +Depth, -Nodes) is det.
%
%   Nodes is the number of move sequences of length Depth (0 to 32)
%   from the position.  Won positions have no moves, so they end a
%   sequence.  The position is checked first, then Depth; as with the C
%   core, a Nodes that is neither a variable nor an integer raises
%   type_error(integer, Nodes) once the count is known.

search_perft(RulesModule, Rules, Board, Player, Depth, Nodes) :-
    RulesModule:check_position(Rules, Board, Player),
    int_in(Depth, 0, 32, perft_depth),
    perft(node(RulesModule, Rules, Board, Player), Depth, Count),
    (   var(Nodes)
    ->  true
    ;   must_be(integer, Nodes)
    ),
    Nodes = Count.

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

%   best_root_move(+Moves, +Search, +Node, +Depth, +Best0, -Best)
%
%   Best0 is the best Move-Score pair so far; a later move replaces it
%   only when strictly better.

best_root_move([], _Search, _Node, _Depth, Best, Best).
best_root_move([Move|Moves], Search, Node, Depth, Best0-Score0, Best) :-
    move_score(Search, Node, Depth, Score0, inf, Move, Score),
    (   Score > Score0
    ->  best_root_move(Moves, Search, Node, Depth, Move-Score, Best)
    ;   best_root_move(Moves, Search, Node, Depth, Best0-Score0, Best)
    ).

%   move_score(+Search, +Node, +Depth, +Alpha, +Beta, +Move, -Score)
%
%   Score of Move for the player to move in Node, searching Depth more
%   plies.  Only scores strictly between Alpha and Beta are exact.

move_score(Search, Node, Depth, Alpha, Beta, Move, Score) :-
    child(Node, Move, Child),
    ChildAlpha is -Beta,
    ChildBeta is -Alpha,
    negamax(Search, Child, Depth, ChildAlpha, ChildBeta, ChildScore),
    Score is -ChildScore.

%   negamax(+Search, +Node, +Depth, +Alpha, +Beta, -Score)
%
%   Score of Node for its player to move, within the window Alpha..Beta;
%   Node counts as visited.  A leaf (Depth 0) is scored without
%   generating its moves, which would not change its score and would
%   cost most of the search's time.

negamax(Search, Node, Depth, Alpha, Beta, Score) :-
    count_visit(Search),
    (   Depth =:= 0
    ->  leaf_score(Search, Node, Depth, Score)
    ;   node_moves(Node, Moves),
        (   Moves == []
        ->  leaf_score(Search, Node, Depth, Score)
        ;   D1 is Depth - 1,
            best_reply(Moves, Search, Node, D1, Alpha, Beta, Score)
        )
    ).

best_reply([], _Search, _Node, _Depth, Alpha, _Beta, Alpha).
best_reply([Move|Moves], Search, Node, Depth, Alpha, Beta, Score) :-
    move_score(Search, Node, Depth, Alpha, Beta, Move, MoveScore),
    (   MoveScore >= Beta
    ->  Score = MoveScore
    ;   Alpha1 is max(Alpha, MoveScore),
        best_reply(Moves, Search, Node, Depth, Alpha1, Beta, Score)
    ).

%   leaf_score(+Search, +Node, +Depth, -Score): the rules' evaluation; a
%   won position counts less the more plies from the root it lies (the
%   search's Depth less the Depth left): a win in N plies is 100000 - N,
%   as in the C core.

leaf_score(search(RootDepth, _), node(RulesModule, Rules, Board, Player), Depth, Score) :-
    RulesModule:value(Rules, Board, Player, Player, Value),
    (   RulesModule:winner(Rules, Board, Player, _)
    ->  Score is Value - sign(Value) * (RootDepth - Depth)
    ;   Score = Value
    ).

%   count_visit(+Search) and visited(+Search, -Nodes): the count of the
%   positions the search has visited, kept in the search term itself
%   (nb_setarg/3: the count survives the search's backtracking).

count_visit(search(_, Counter)) :-
    arg(1, Counter, N0),
    N is N0 + 1,
    nb_setarg(1, Counter, N).

visited(search(_, nodes(Nodes)), Nodes).

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
