:- module(tabuleiro_demo_topics,
          [ demo_topic/3,           % ?Game, ?Topic, -Title
            topic_detail/3,         % +Game, +Topic, -Detail
            topic_state/4,          % +Game, +Topic, +Position, -State
            topic_excerpts/4,       % +Game, +Topic, -PrologExcerpts, -CExcerpts
            topic_answers/4,        % +Game, +Topic, +State, -Answers
            question_moves/4,       % +Game, +Question, +State, -Moves
            runnable_backend/1      % ?Backend
          ]).
:- use_module('../games').
:- use_module('../backend').
:- use_module('../game_state').
:- use_module(source_excerpt).
:- use_module(board_view).
:- use_module(live_timing).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

/** <module> The topics of the teaching demos

Each topic is one rule of a game, shown three ways: on a position chosen
to show it, in the Prolog clauses of `prolog/rules/GAME_rules.pl` and
the C function of `c_core/GAME.c` that implement it, and by running both
backends on that position, timed live.

A topic asks one question of the rules:

  - `moves`: the legal moves (valid_moves/2);
  - `captures`: the legal moves that take an enemy piece;
  - `winning_moves`: the legal moves after which the mover has won
    (move/3, then game_over/2).

The clauses and functions are named here and read from the files when
shown (module tabuleiro_source_excerpt): nothing is copied.
*/

%!  demo_topic(?Game, ?Topic, -Title) is nondet.
%
%   Topic is a demo topic of Game, in the order the menu shows them.

demo_topic(Game, Topic, Title) :-
    topic(Game, Topic, Title, _, _, _, _, _).

%!  topic_detail(+Game, +Topic, -Detail) is det.
%
%   Detail is a dict: the title, the sentence that states the rule, the
%   position's notation and rule options, the question, and the names
%   of the Prolog predicates and C functions.

topic_detail(Game, Topic, Detail) :-
    topic(Game, Topic, Title, Rule, Position-Rules, Question, Predicates, Functions),
    maplist(term_to_atom, Predicates, PredicateNames),
    Detail = _{game: Game, topic: Topic, title: Title, rule: Rule,
               position: Position, rules: Rules, question: Question,
               predicates: PredicateNames, functions: Functions}.

%   topic(Game, Topic, Title, Rule, Position-Rules, Question,
%         PrologPredicates, CFunctions)

topic(teeko, drops, 'Drops',
      'While you have fewer than 4 markers, you drop one on any empty cell.',
      'b..../.w.../..b../...w./..... b'-[], moves,
      [legal_move/4, drop_phase/2, banned_drop/4], [teeko_generate]).
topic(teeko, steps, 'Steps',
      'With 4 markers on the board, you step one to an empty neighbouring cell (diagonals too).',
      'bb.../..w../.bw../..wb./...w. b'-[], moves,
      [legal_move/4, neighbour/2], [teeko_neighbours, teeko_generate]).
topic(teeko, patterns, 'Winning patterns',
      'Four markers in a line (across, down, diagonal) or a 2x2 square win; with advanced, the corners of larger squares too.',
      'bbb../....b/www../...../....w b'-[], winning_moves,
      [has_won/3, pattern/2, line/1, square_corners/2], [forms_pattern, teeko_status]).
topic(shi, queen_moves, 'Queen moves',
      'A piece moves like a chess queen: any distance along a row, a column or a diagonal, over empty cells.',
      'nnnnn.../......../......../...s..../......../......../......../ssss.... s'-[], moves,
      [legal_move/3, queen_line/3, allowed/3], [fill, slide, shi_generate]).
topic(shi, jump_attack, 'The jump attack',
      'The only capture: along a queen line, jump over exactly one friendly piece onto an enemy piece.',
      'nnn.nnnn/...n..../......../...s..../......../...s..../......../sss.ss.s s'-[], captures,
      [allowed/3, pieces_on/3], [targets_past, shi_generate]).
topic(shakti, holes, 'Seeing through holes',
      'A piece looks along a line past the holes: the first tile it sees is where it may go (a Warrior may jump to the second).',
      'x.....x/.wk..w./...x.../..xxx../...x.../.W.K.W./x.....x w'-[], moves,
      [first_tile_seen/4, next_cell/3], [first_tile, warrior_targets, king_targets]).
topic(shakti, check, 'Check',
      'A King is in check when the first tile it sees on some line holds an enemy Warrior; no move may leave your King in check.',
      'x.....x/...k.w./......./......./..w..../.W.K.W./x.....x w'-[], moves,
      [king_sees/3, king_in_check/2, king_safe/2, safe_piece_move/5],
      [king_sees, shakti_in_check, king_safe]).
topic(echek, placement, 'Placing next to your pieces',
      'A piece from the reserve goes on an empty cell touching one of your pieces, not beside the enemy King.',
      'k/K w QRBNPqrbnp Ss'-[], moves,
      [placing_problem/6, cells_next_to/3, touching/2],
      [touching, new_generator, placing_cells, gen_placements]).
topic(echek, play_area, 'The 4x4 limit',
      'All pieces stay within 4 rows and 4 columns: here the table is already 4 rows tall.',
      'k/q/Q/K w RBNPrbnp Ss'-[], moves,
      [fits/2, play_box/3, counts_for_area/2],
      [lines_within_box, play_area, placing_cells]).
topic(echek, surround, 'Surround',
      'A King whose four sides are all occupied or beyond a border of the 4x4 area is surrounded: its owner loses.',
      'kq../r.Q./...K w RBNPbnp Ss'-[], winning_moves,
      [surrounded/3, king_surrounded/3, beyond_border/2],
      [surrounded_by, blocking_cells, beyond_borders, kings_status_by]).

%!  topic_state(+Game, +Topic, +Position, -State) is det.
%
%   State is the position to show: the topic's own when Position is
%   `default`, Position itself when it is a game state (such as the
%   game in progress), else the position whose notation is the text
%   Position (under the topic's rule options).
%
%   @error the notation errors of notation_state/3.

topic_state(_Game, _Topic, Position, State) :-
    Position = game_state(_, _, _, _),
    !,
    State = Position.
topic_state(Game, Topic, Position, State) :-
    topic(Game, Topic, _, _, Default-Rules, _, _, _),
    (   Position == default
    ->  Text = Default
    ;   Text = Position
    ),
    load_game_module(Game),
    Game:notation_state(Text, [rules(Rules)], State).

%!  topic_excerpts(+Game, +Topic, -PrologExcerpts, -CExcerpts) is det.
%
%   The sources of the topic's rule, each `Name-Lines` (see
%   prolog_excerpt/3 and c_excerpt/3).
%
%   @error existence_error(prolog_clauses, _) or
%          existence_error(c_function, _) when a name is no longer in its
%          file.

topic_excerpts(Game, Topic, PrologExcerpts, CExcerpts) :-
    topic(Game, Topic, _, _, _, _, Predicates, Functions),
    format(atom(RulesFile), 'prolog/rules/~w_rules.pl', [Game]),
    format(atom(CFile), 'c_core/~w.c', [Game]),
    project_file(RulesFile, PrologPath),
    project_file(CFile, CPath),
    findall(PI-Lines,
            ( member(PI, Predicates), prolog_excerpt(PrologPath, PI, Lines) ),
            PrologExcerpts),
    findall(F-Lines,
            ( member(F, Functions), c_excerpt(CPath, F, Lines) ),
            CExcerpts).

%!  topic_answers(+Game, +Topic, +State, -Answers) is det.
%
%   Answers has, for each backend that can run (`c` only when the C core
%   is loaded), `answer(Backend, Moves, Seconds, Spread)`: the topic's
%   question answered on State, and the time of one answer, measured
%   live (time_per_call/3): for `captures`, the time of all the legal
%   moves.

topic_answers(Game, Topic, State, Answers) :-
    topic(Game, Topic, _, _, _, Question, _, _),
    findall(answer(Backend, Moves, Seconds, Spread),
            ( runnable_backend(Backend),
              timed_question(Question, Timed),
              with_backend(Backend,
                           ( question_moves(Game, Question, State, Moves),
                             time_per_call(question_moves(Game, Timed, State, _),
                                           Seconds, Spread) ))
            ),
            Answers).

%   timed_question(+Question, -Timed): the question whose time is shown.
%   Which moves capture is the demo's own filter, not a rule: the rule
%   timed is the move generation.

timed_question(captures, moves) :- !.
timed_question(Question, Question).

%!  runnable_backend(?Backend) is nondet.
%
%   Backend can run here: `c` when the C core is loaded, and `prolog`.

runnable_backend(c) :-
    foreign_available.
runnable_backend(prolog).

%!  question_moves(+Game, +Question, +State, -Moves) is det.
%
%   Moves answers Question (see the module's comment) on State, with the
%   calling thread's backend.

question_moves(Game, moves, State, Moves) :-
    Game:valid_moves(State, Moves).
question_moves(Game, captures, State, Moves) :-
    Game:valid_moves(State, All),
    state_player(State, Player),
    pieces_of_others(Game, State, Player, Before),
    include(takes_a_piece(Game, State, Player, Before), All, Moves).
question_moves(Game, winning_moves, State, Moves) :-
    Game:valid_moves(State, All),
    state_player(State, Player),
    include(wins_at_once(Game, State, Player), All, Moves).

takes_a_piece(Game, State, Player, Before, Move) :-
    Game:move(State, Move, After),
    pieces_of_others(Game, After, Player, Left),
    Left < Before.

wins_at_once(Game, State, Player, Move) :-
    Game:move(State, Move, After),
    Game:game_over(After, Player).

%   pieces_of_others(+Game, +State, +Player, -Count): the pieces on the
%   board that are not Player's.

pieces_of_others(Game, State, Player, Count) :-
    board_view(Game, State, View),
    aggregate_all(count,
                  ( member(Row, View.rows),
                    member(Cell, Row),
                    Cell.kind == piece,
                    Cell.side \== Player
                  ),
                  Count).
