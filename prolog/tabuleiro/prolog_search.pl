:- module(tabuleiro_prolog_search,
          [ search_best_move/7,     % +RulesModule, +Rules, +Board, +Player, +Options, -Move, -Stats
            search_best_line/8,     % +RulesModule, +Rules, +Board, +Player, +Options, -Move, -Stats, -Line
            search_perft/6          % +RulesModule, +Rules, +Board, +Player, +Depth, -Nodes
          ]).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(error)).
:- use_module(library(hashtable)).
:- use_module(library(lists)).
% Arithmetic compiled in line (this file only): the same answers, faster.
:- set_prolog_flag(optimise, true).

/** <module> Game-tree search on the Prolog rules

Negamax with alpha-beta pruning, deepened one ply at a time, and perft,
written once for every game.  They check the position at the root with
the `GAME_rules` module's check_position/3, and then ask its unchecked
entries, unchecked_valid_moves/4, play_valid_move/6, unchecked_winner/4
and unchecked_value/5: every other position is reached from the root by
valid moves, so checking it again would tell nothing new.  A
position is passed around as `node(RulesModule, Rules, Board, Player)`,
in the search with its key in the search's tables, as Node-Key.

The rules modules are written to be read, not to be fast, so the search
asks them each question once (see TABLES below), and asks
unchecked_winner/4 only of a position valued as won or lost.  The best
move found in a position is tried first the next time the search meets
it, and a move that cut the search off is tried first in the positions
next met at its ply (a killer move), which makes alpha-beta prune more.
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
%     - Depth: the deepest depth searched to the end; 0 when the time
%       ran out before depth 1 ended (Move is then the first move of the
%       seeded shuffle);
%     - Nodes: the positions visited below the root, leaves included,
%       over every depth searched;
%     - Seconds: the wall-clock time of the search, a float.
%
%   Fails if Player has no legal move.  Options, a later one overriding
%   an earlier one, as for the C search:
%
%     - depth(+Depth): plies to look ahead (1 to 64);
%     - time_ms(+T): the time allowed (1 to 86400000 ms): the search
%       deepens one ply at a time, up to Depth if given, until the time
%       runs out, and returns the best move of the deepest depth it
%       searched to the end; it starts no depth after half the time;
%     - seed(+Seed): integer (0 to 2^31-1) choosing among equally good
%       moves; without it a random seed is drawn.
%
%   Without depth and time the search looks 3 plies ahead.  Either way
%   it stops deepening once it has proved a win or a loss.  A search
%   without a time limit gives the same Move, Score, Depth and Nodes
%   every time for the same Options.
%
%   Equally good moves are told apart by a seeded shuffle: the root's
%   moves are put in the order of a hash of `Seed-Move`, each depth
%   tries the last depth's best move first, and the first best one
%   wins.  The position is checked first, then the options, raising the
%   errors the C core raises; Move and Stats are unified last.

search_best_move(RulesModule, Rules, Board, Player, Options, Move, Stats) :-
    search(RulesModule, Rules, Board, Player, Options, Move, Stats, no_line).

%!  search_best_line(+RulesModule, +Rules, +Board, +Player, +Options, -Move,
%!                   -Stats, -Line) is semidet.
%
%   As search_best_move/7, and Line is the principal variation: Move,
%   then in each position the best move the search's table keeps for it,
%   while the game goes on and no position repeats, at most Depth moves
%   (one when no depth was completed), as the C search's line.

search_best_line(RulesModule, Rules, Board, Player, Options, Move, Stats, Line) :-
    search(RulesModule, Rules, Board, Player, Options, Move, Stats, line(Line)).

search(RulesModule, Rules, Board, Player, Options, Move, Stats, Wanted) :-
    RulesModule:check_position(Rules, Board, Player),
    search_limits(Options, MaxDepth, Seconds, Seed),
    get_time(Start),
    Node = node(RulesModule, Rules, Board, Player),
    node_moves(Node, Moves),
    seeded_shuffle(Seed, Moves, [First|Others]),
    position_key(Node, Key),
    clock(Start, Seconds, Clock),
    setup_call_cleanup(
        new_tables(Tables),
        ( Shared = shared(Clock, Tables, nodes(0)),
          deepen(Shared, Node-Key, 1, MaxDepth, [First|Others], found(First, 0, 0),
                 found(Best, Score, Depth)),
          visited(Shared, Nodes),
          (   Wanted = line(Line0)
          ->  Most is max(1, Depth),
              principal_line(Shared, Node, [Key], Best, Most, Line0)
          ;   true
          ) ),
        free_tables(Tables)),
    get_time(End),
    Time is End - Start,
    Move = Best,
    Stats = search(Score, Depth, Nodes, Time),
    (   Wanted = line(Line)
    ->  Line = Line0
    ;   true
    ).

%   principal_line(+Shared, +Node, +Seen, +Move, +Most, -Line): Move and
%   the best moves the table keeps after it, at most Most moves, ending
%   where the game ends, the table has none or a position of Seen (the
%   keys of the line's positions) comes again.

principal_line(Shared, Node, Seen, Move, Most, [Move|Line]) :-
    child(Node, Move, Child),
    position_key(Child, ChildKey),
    Shared = shared(_, tables(_, _, _, BestMoves, _), _),
    (   Most > 1,
        \+ memberchk(ChildKey, Seen),
        ht_get(BestMoves, ChildKey, Next),
        node_moves(Child, Moves),
        memberchk(Next, Moves)
    ->  Most1 is Most - 1,
        principal_line(Shared, Child, [ChildKey|Seen], Next, Most1, Line)
    ;   Line = []
    ).

%   search_limits(+Options, -MaxDepth, -Seconds, -Seed): the deepest
%   depth, the time (`none` or seconds) and the seed of Options,
%   checked in order.

search_limits(Options, MaxDepth, Seconds, Seed) :-
    (   is_list(Options)
    ->  true
    ;   ground(Options)
    ->  type_error(list, Options)
    ;   instantiation_error(Options)
    ),
    foldl(search_option, Options, limits(none, none, none), limits(Depth, Time, Seed0)),
    deepest_depth(Depth, Time, MaxDepth),
    (   Time == none
    ->  Seconds = none
    ;   Seconds is Time / 1000
    ),
    (   Seed0 == none
    ->  random_between(0, 1000000, Seed)
    ;   Seed = Seed0
    ).

search_option(Option, limits(Depth0, Time0, Seed0), Limits) :-
    must_be(nonvar, Option),
    (   Option = depth(Depth)
    ->  int_in(Depth, 1, 64, search_depth),
        Limits = limits(Depth, Time0, Seed0)
    ;   Option = time_ms(Time)
    ->  int_in(Time, 1, 86400000, search_time),
        Limits = limits(Depth0, Time, Seed0)
    ;   Option = seed(Seed)
    ->  int_in(Seed, 0, 0x7fffffff, search_seed),
        Limits = limits(Depth0, Time0, Seed)
    ;   domain_error(search_option, Option)
    ).

%   deepest_depth(+Depth, +Time, -MaxDepth): the depth asked; with only
%   a time, as deep as the C search goes; with neither, 3.

deepest_depth(none, none, 3) :-
    !.
deepest_depth(none, _Time, 64) :-
    !.
deepest_depth(Depth, _Time, Depth).

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
                 *      ITERATIVE DEEPENING     *
                 *******************************/

%   A search's state is `search(RootDepth, Shared)`, RootDepth the depth
%   being searched and Shared `shared(Clock, Tables, Counter)`, what
%   every depth shares: the clock (clock/3), the tables of what the
%   rules said (tables/4), and the count of the positions visited,
%   nodes(Count).

%   deepen(+Shared, +Root, +Depth, +MaxDepth, +Moves, +Found0, -Found)
%
%   Searches the root's Moves to Depth, then one ply deeper, up to
%   MaxDepth, while there is time and the outcome is not proved.  Found0
%   and Found are found(Move, Score, Depth) of the deepest depth
%   searched to the end: a depth the clock stops is dropped whole, so
%   its half-searched choice is never played.  Each depth tries the
%   last one's best move first.

deepen(Shared, Root, Depth, MaxDepth, Moves, Found0, Found) :-
    (   Depth =< MaxDepth,
        \+ proved(Found0),
        Shared = shared(Clock, _, _),
        may_start_depth(Clock),
        catch(root_search(search(Depth, Shared), Root, Moves, Best-Score),
              search_time_up, fail)
    ->  best_first(Best, Moves, Moves1),
        Depth1 is Depth + 1,
        deepen(Shared, Root, Depth1, MaxDepth, Moves1, found(Best, Score, Depth), Found)
    ;   Found = Found0
    ).

%   proved(+Found): the search has found a win or a loss within its
%   depth; deeper searches would find the same.

proved(found(_, Score, _)) :-
    abs(Score) > 100000 - 100.

best_first(Best, Moves, [Best|Others]) :-
    selectchk(Best, Moves, Others).

%   clock(+Start, +Seconds, -Clock): `none` for a search without a time
%   limit, else clock(Deadline, LastStart): no position is visited after
%   Deadline, and no depth is started after LastStart, half the time:
%   the next depth would take longer than all those before it.  The
%   Deadline leaves the last twentieth of the time to what follows the
%   last position visited (the rest of its expansion, unwinding the
%   search, freeing its tables): with the whole second of level 3 to
%   the Deadline, a Shi search ended 2 to 60 ms late.

clock(_Start, none, none) :-
    !.
clock(Start, Seconds, clock(Deadline, LastStart)) :-
    Deadline is Start + Seconds * 0.95,
    LastStart is Start + Seconds / 2.

may_start_depth(none).
may_start_depth(clock(_, LastStart)) :-
    get_time(Now),
    Now < LastStart.

%   check_clock(+Clock): throws search_time_up once the deadline has
%   passed.  Checked at every position: a position costs the rules
%   modules far more than reading the clock.

check_clock(none).
check_clock(clock(Deadline, _)) :-
    get_time(Now),
    (   Now < Deadline
    ->  true
    ;   throw(search_time_up)
    ).

                 /*******************************
                 *            TABLES            *
                 *******************************/

%   The rules modules are written to be read, not to be fast: the search
%   asks them each question once, and orders the moves to prune the most.
%   tables(Values, Moves, Children, BestMoves, Killers), a position's
%   key being its `Board-Player` (the rules do not change during a
%   search):
%
%     - Values: key to value(Value, won or open), the position's
%       evaluation for its player to move;
%     - Moves: key to the position's legal moves;
%     - Children: Key-Move to Child-ChildKey, the position Move leads to;
%     - BestMoves: key to the best move found there, tried first the
%       next time the search meets the position;
%     - Killers: a ply (from the root) to the last move that cut the
%       search off at that ply, tried first in a position met for the
%       first time: a reply that refutes one move often refutes its
%       siblings too.
%
%   A position reached again, by another order of the same moves or by
%   the next depth, costs the rules nothing.
%
%   Values, Moves and Children, written once per key and read at every
%   position, are tries (trie_new/1), kept in C: a position costs them
%   about 1 microsecond, where a library(hashtable) table and the
%   variant_sha1/2 key it needs cost about 10.  A trie keeps what is
%   put in it on backtracking: what a depth the clock stops has found
%   stays, true of its positions, but no depth is searched after it.
%   BestMoves and Killers, whose answers change, are library(hashtable)
%   tables: SWI-Prolog 9.0.4's trie_update/3 loses count of the atoms in
%   the values it replaces ("OOPS: PL_unregister_atom(...): -1
%   references").

new_tables(tables(Values, Moves, Children, BestMoves, Killers)) :-
    trie_new(Values),
    trie_new(Moves),
    trie_new(Children),
    ht_new(BestMoves),
    ht_new(Killers).

free_tables(tables(Values, Moves, Children, _BestMoves, _Killers)) :-
    trie_destroy(Values),
    trie_destroy(Moves),
    trie_destroy(Children).

:- meta_predicate remembered(+, +, ?, 0).

%   remembered(+Table, +Key, ?Answer, :Goal): Answer is Table's answer
%   for Key, else Goal's, which Table keeps while it holds fewer than
%   table_limit/1 answers: a search of minutes would otherwise fill the
%   memory with positions.

remembered(Table, Key, Answer, Goal) :-
    (   trie_lookup(Table, Key, Known)
    ->  Answer = Known
    ;   call(Goal),
        trie_property(Table, value_count(Size)),
        table_limit(Limit),
        (   Size < Limit
        ->  trie_insert(Table, Key, Answer)
        ;   true
        )
    ).

%   table_limit(-Limit): the flag tabuleiro_search_table_limit.  A
%   table's answer costs some hundreds of bytes (a list of moves, a
%   board): a second of search can fill three tables of 100 000 answers.
:- create_prolog_flag(tabuleiro_search_table_limit, 100000, [type(integer), keep(true)]).

table_limit(Limit) :-
    current_prolog_flag(tabuleiro_search_table_limit, Limit).

%   evaluation(+Search, +Node, +Key, -Evaluation): value(Value, Outcome)
%   of Node for its player to move.  Every rules module values a won
%   position 100000 or -100000, so only those values need winner/4 to
%   tell a win from a high score.

evaluation(search(_, shared(_, tables(Values, _, _, _, _), _)), Node, Key, Evaluation) :-
    remembered(Values, Key, Evaluation, evaluate(Node, Evaluation)).

evaluate(node(RulesModule, Rules, Board, Player), value(Value, Outcome)) :-
    RulesModule:unchecked_value(Rules, Board, Player, Player, Value),
    (   abs(Value) =:= 100000,
        RulesModule:unchecked_winner(Rules, Board, Player, _)
    ->  Outcome = won
    ;   Outcome = open
    ).

known_moves(search(_, shared(_, tables(_, Moves, _, _, _), _)), Node, Key, NodeMoves) :-
    remembered(Moves, Key, NodeMoves, node_moves(Node, NodeMoves)).

known_child(search(_, shared(_, tables(_, _, Children, _, _), _)), Node, Key, Move,
            Child, ChildKey) :-
    remembered(Children, Key-Move, Child-ChildKey,
               ( child(Node, Move, Child),
                 position_key(Child, ChildKey) )).

%   best_move_first(+Search, +Key, +Ply, +Moves, -Ordered): Moves with
%   the best move found in this position before first, else the killer
%   move of Ply, if it is among them.

best_move_first(search(_, shared(_, tables(_, _, _, BestMoves, Killers), _)), Key, Ply,
                Moves, Ordered) :-
    (   (   ht_get(BestMoves, Key, First)
        ->  true
        ;   ht_get(Killers, Ply, First)
        ),
        selectchk(First, Moves, Others)
    ->  Ordered = [First|Others]
    ;   Ordered = Moves
    ).

%   remember_best_move(+Search, +Key, +Ply, +Best, +Cutoff): Best, the
%   best move of the position Key (`none` if no move raised alpha), and
%   the killer move of Ply if Best cut the search off.

remember_best_move(_Search, _Key, _Ply, none, _Cutoff) :-
    !.
remember_best_move(search(_, shared(_, tables(_, _, _, BestMoves, Killers), _)), Key, Ply,
                   Best, Cutoff) :-
    ht_put(BestMoves, Key, Best),
    (   Cutoff == true
    ->  ht_put(Killers, Ply, Best)
    ;   true
    ).

                 /*******************************
                 *           NEGAMAX            *
                 *******************************/

%   root_search(+Search, +Root, +Moves, -Best): Best is Move-Score, the
%   first of Moves with the best score.  Root is Node-Key.

root_search(Search, Root, [First|Others], Best) :-
    Search = search(Depth, _),
    D1 is Depth - 1,
    move_score(Search, Root, D1, -inf, inf, First, Score0),
    best_root_move(Others, Search, Root, D1, First-Score0, Best).

%   best_root_move(+Moves, +Search, +Root, +Depth, +Best0, -Best)
%
%   Best0 is the best Move-Score pair so far; a later move replaces it
%   only when strictly better.

best_root_move([], _Search, _Root, _Depth, Best, Best).
best_root_move([Move|Moves], Search, Root, Depth, Best0-Score0, Best) :-
    move_score(Search, Root, Depth, Score0, inf, Move, Score),
    (   Score > Score0
    ->  best_root_move(Moves, Search, Root, Depth, Move-Score, Best)
    ;   best_root_move(Moves, Search, Root, Depth, Best0-Score0, Best)
    ).

%   move_score(+Search, +Node-Key, +Depth, +Alpha, +Beta, +Move, -Score)
%
%   Score of Move for the player to move in Node, searching Depth more
%   plies.  Only scores strictly between Alpha and Beta are exact.

move_score(Search, Node-Key, Depth, Alpha, Beta, Move, Score) :-
    known_child(Search, Node, Key, Move, Child, ChildKey),
    ChildAlpha is -Beta,
    ChildBeta is -Alpha,
    negamax(Search, Child-ChildKey, Depth, ChildAlpha, ChildBeta, ChildScore),
    Score is -ChildScore.

%   negamax(+Search, +Node-Key, +Depth, +Alpha, +Beta, -Score)
%
%   Score of Node for its player to move, within the window Alpha..Beta;
%   Node counts as visited.  A leaf (Depth 0) is scored without
%   generating its moves, which would not change its score and would
%   cost most of the search's time.  The move that was best here the
%   last time is tried first, and the best move now is kept.

negamax(Search, Node-Key, Depth, Alpha, Beta, Score) :-
    count_visit(Search),
    (   Depth =:= 0
    ->  leaf_score(Search, Node, Key, Depth, Score)
    ;   known_moves(Search, Node, Key, Moves),
        (   Moves == []
        ->  leaf_score(Search, Node, Key, Depth, Score)
        ;   D1 is Depth - 1,
            Search = search(RootDepth, _),
            Ply is RootDepth - Depth,
            best_move_first(Search, Key, Ply, Moves, Ordered),
            best_reply(Ordered, Search, Node-Key, D1, Alpha-none, Beta, Score-Best),
            truth(Score >= Beta, Cutoff),
            remember_best_move(Search, Key, Ply, Best, Cutoff)
        )
    ).

%   best_reply(+Moves, +Search, +Node-Key, +Depth, +Alpha-Best0, +Beta,
%              -Score-Best): Best is the move that raised Alpha to
%   Score, or cut the search off at Beta; `none` if no move did.

best_reply([], _Search, _Node, _Depth, Best, _Beta, Best).
best_reply([Move|Moves], Search, Node, Depth, Alpha-Best0, Beta, Best) :-
    move_score(Search, Node, Depth, Alpha, Beta, Move, Score),
    (   Score >= Beta
    ->  Best = Score-Move
    ;   Score > Alpha
    ->  best_reply(Moves, Search, Node, Depth, Score-Move, Beta, Best)
    ;   best_reply(Moves, Search, Node, Depth, Alpha-Best0, Beta, Best)
    ).

%   leaf_score(+Search, +Node, +Key, +Depth, -Score): the rules'
%   evaluation; a won position counts less the more plies from the root
%   it lies (the search's depth less the Depth left): a win in N plies
%   is 100000 - N, as in the C core.

leaf_score(Search, Node, Key, Depth, Score) :-
    evaluation(Search, Node, Key, value(Value, Outcome)),
    (   Outcome == won
    ->  Search = search(RootDepth, _),
        Score is Value - sign(Value) * (RootDepth - Depth)
    ;   Score = Value
    ).

truth(Goal, Truth) :-
    (   call(Goal)
    ->  Truth = true
    ;   Truth = false
    ).

%   count_visit(+Search) and visited(+Shared, -Nodes): the count of the
%   positions the search has visited, kept in the search term itself
%   (nb_setarg/3: the count survives a depth the clock stops).  Each
%   visit reads the clock.

count_visit(search(_, shared(Clock, _, Counter))) :-
    arg(1, Counter, N0),
    N is N0 + 1,
    nb_setarg(1, Counter, N),
    check_clock(Clock).

visited(shared(_, _, nodes(Nodes)), Nodes).

                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   position_key(+Node, -Key): the key of Node's position in the
%   search's tables; the rules do not change during a search.

position_key(node(_, _, Board, Player), Board-Player).

node_moves(node(RulesModule, Rules, Board, Player), Moves) :-
    RulesModule:unchecked_valid_moves(Rules, Board, Player, Moves).

child(node(RulesModule, Rules, Board, Player), Move,
      node(RulesModule, Rules, Board1, Player1)) :-
    RulesModule:play_valid_move(Rules, Board, Player, Move, Board1, Player1).

seeded_shuffle(Seed, List, Shuffled) :-
    map_list_to_pairs(seeded_key(Seed), List, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Shuffled).

seeded_key(Seed, Term, Key) :-
    term_hash(Seed-Term, Key).
