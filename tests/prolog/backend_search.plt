/*  backend_search/7: the search's move and its statistics, on both
    backends.  Stats is search(Score, Depth, Nodes, Seconds): the score
    on one scale (100000 - N for a win in N plies), the depth searched to
    the end, the positions visited (leaves included) and the time.  The
    node counts of a search to a fixed depth with a fixed seed repeat;
    the times are only checked to be there.  */

:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/game_state', []).
:- use_module('../../prolog/tabuleiro/games', [game/1, c_core_game/1, load_game_module/1]).
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- begin_tests(backend_search, [cleanup(set_backend(prolog))]).

backend_to_test(prolog).
backend_to_test(c) :-
    foreign_available.

position(Game, Text, Board, Player) :-
    backend_notation_position(Game, Text, [], Board, Player).

teeko_start(Board, Player) :-
    position(teeko, '...../...../...../...../..... b', Board, Player).

%   Black wins at once with b5-a4, and with no other move.
black_wins_in_one(Board, Player) :-
    position(teeko, 'bbb../....b/www../...../....w b', Board, Player).

well_formed(search(Score, Depth, Nodes, Seconds)) :-
    integer(Score),
    integer(Depth),
    integer(Nodes),
    float(Seconds),
    Seconds >= 0.

test(a_win_in_one_ply_scores_100000_minus_1, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    black_wins_in_one(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(3), seed(1)], Move, Stats),
    assertion(Move == step(2-5, 1-4)),
    assertion(well_formed(Stats)),
    Stats = search(Score, Depth, Nodes, _),
    assertion(Score =:= 100000 - 1),
    assertion(between(1, 3, Depth)),
    assertion(Nodes > 0).

%   backend_search_line/8: the principal variation starts with the move,
%   is legal move after move and no longer than the depth; Black's win
%   in one is a line of one move.
test(the_line_starts_with_the_move_and_is_legal,
     [forall(( backend_to_test(Backend), game(Game), load_game_module(Game),
               ( Backend == prolog ; c_core_game(Game) ) ))]) :-
    set_backend(Backend),
    Game:initial_state([], game_state(Board, Player, Rules, _)),
    backend_search_line(Game, Rules, Board, Player, [depth(2), seed(3)], Move, Stats, Line),
    assertion(well_formed(Stats)),
    Stats = search(_, Depth, _, _),
    assertion(Line = [Move|_]),
    length(Line, Length),
    assertion(between(1, Depth, Length)),
    assertion(legal_line(Game, Rules, Board, Player, Line)).
test(a_win_in_one_is_a_line_of_one_move, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    black_wins_in_one(Board, Player),
    backend_search_line(teeko, [], Board, Player, [depth(3), seed(1)], Move, _, Line),
    assertion(Line == [Move]).

legal_line(_, _, _, _, []).
legal_line(Game, Rules, Board, Player, [Move|Moves]) :-
    backend_valid_moves(Game, Rules, Board, Player, Legal),
    memberchk(Move, Legal),
    backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1),
    legal_line(Game, Rules, Board1, Player1, Moves).

test(the_depth_asked_is_reached, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(2), seed(1)], _, Stats),
    assertion(well_formed(Stats)),
    assertion(Stats = search(_, 2, _, _)).

test(depth_1_visits_every_move_once_in_prolog) :-
    set_backend(prolog),
    teeko_start(Board, Player),
    backend_valid_moves(teeko, [], Board, Player, Moves),
    length(Moves, N),
    backend_search(teeko, [], Board, Player, [depth(1), seed(3)], _, search(_, 1, Nodes, _)),
    assertion(Nodes == N).

%   The C search may search a move twice (a null window first), never
%   less than once.
test(depth_1_visits_every_move_in_c, [condition(foreign_available)]) :-
    set_backend(c),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(1), seed(3)], _, search(_, 1, Nodes, _)),
    assertion(Nodes >= 25).

%   Alpha-beta visits at most every position of the tree: perft 1 + 2.
test(depth_2_visits_more_than_depth_1_and_at_most_the_tree,
     [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    position(shakti, 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w', Board, Player),
    backend_search(shakti, [], Board, Player, [depth(1), seed(2)], _, search(_, _, Nodes1, _)),
    backend_search(shakti, [], Board, Player, [depth(2), seed(2)], _, search(_, _, Nodes2, _)),
    backend_perft(shakti, [], Board, Player, 1, Perft1),
    backend_perft(shakti, [], Board, Player, 2, Perft2),
    assertion(Nodes2 > Nodes1),
    assertion(Nodes2 =< Perft1 + Perft2).

test(a_fixed_depth_and_seed_give_the_same_search_twice,
     [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    position(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s',
             Board, Player),
    Options = [depth(2), seed(11)],
    backend_search(shi, [], Board, Player, Options, Move1, search(Score1, Depth1, Nodes1, _)),
    backend_search(shi, [], Board, Player, Options, Move2, search(Score2, Depth2, Nodes2, _)),
    assertion(Move1-Score1-Depth1-Nodes1 == Move2-Score2-Depth2-Nodes2).

test(the_c_search_deepens_while_it_has_time, [condition(foreign_available)]) :-
    set_backend(c),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [time_ms(100), seed(1)], _, Stats),
    assertion(well_formed(Stats)),
    Stats = search(_, Depth, Nodes, Seconds),
    assertion(Depth >= 2),
    assertion(Nodes > 25),
    assertion(Seconds > 0).

%   A depth the clock stops is dropped whole: the move and score are
%   those of the deepest depth searched to the end, searched alone.
test(a_time_limited_prolog_search_plays_its_deepest_complete_depth) :-
    set_backend(prolog),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [time_ms(300), seed(4)], Move,
                   search(Score, Depth, Nodes, Seconds)),
    assertion(Depth >= 1),
    assertion(Seconds < 1.0),
    backend_search(teeko, [], Board, Player, [depth(Depth), seed(4)], MoveAtDepth,
                   search(ScoreAtDepth, Depth, NodesAtDepth, _)),
    assertion(Move-Score == MoveAtDepth-ScoreAtDepth),
    assertion(Nodes >= NodesAtDepth).

test(a_prolog_search_stopped_before_depth_1_plays_its_first_guess) :-
    set_backend(prolog),
    position(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s',
             Board, Player),
    backend_search(shi, [], Board, Player, [time_ms(1), seed(4)], Move, Stats),
    assertion(Stats = search(0, 0, _, _)),
    backend_valid_moves(shi, [], Board, Player, Moves),
    assertion(memberchk(Move, Moves)).

test(the_depth_asked_bounds_a_time_limited_search, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(2), time_ms(60000), seed(1)], _,
                   search(_, Depth, _, _)),
    assertion(Depth == 2).

%   Deeper searches would only prove the same win again.
test(a_proved_win_ends_the_deepening, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    black_wins_in_one(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(6), seed(1)], _, search(Score, Depth, _, _)),
    assertion(Score =:= 100000 - 1),
    assertion(Depth < 6).

test(backend_best_move_plays_the_searchs_move, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    teeko_start(Board, Player),
    backend_search(teeko, [], Board, Player, [depth(2), seed(5)], Move1, _),
    backend_best_move(teeko, [], Board, Player, [depth(2), seed(5)], Move2),
    assertion(Move1 == Move2).

test(a_won_position_has_no_search, [forall(backend_to_test(Backend)), fail]) :-
    set_backend(Backend),
    position(teeko, 'bbbb./www../...../...../..... w', Board, Player),
    backend_search(teeko, [], Board, Player, [depth(1)], _, _).

test(bound_statistics_that_differ_fail, [forall(backend_to_test(Backend))]) :-
    set_backend(Backend),
    teeko_start(Board, Player),
    assertion(\+ backend_search(teeko, [], Board, Player, [depth(1)], _, nodes)),
    assertion(\+ backend_search(teeko, [], Board, Player, [depth(1)], _, search(_, 2, _, _))).

% The Prolog search leaves no choice point behind a position: its stacks
% stay small however many positions it visits (Teeko's rules once left
% two a position, and this search overflowed 16 MB with 8 026 of them).
test(the_prolog_search_fits_in_small_stacks,
     [forall(member(Game-Depth, [teeko-4, shakti-3, shi-2, echek-2]))]) :-
    tabuleiro_game_state:game_initial_state(Game, [], State),
    State = game_state(Board, Player, _, _),
    setup_call_cleanup(
        set_backend(prolog),
        ( thread_create(backend_search(Game, [], Board, Player, [depth(Depth), seed(1)], _, _),
                        Id, [stack_limit(16_000_000)]),
          thread_join(Id, Status) ),
        set_backend(prolog)),
    assertion(Status == true).

:- end_tests(backend_search).
