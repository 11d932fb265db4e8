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
:- use_module('../game_plugin', [demo_topic/8]).
:- use_module(source_excerpt).
:- use_module(board_view).
:- use_module(live_timing).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

/** <module> The topics of the teaching demos

Each topic is one rule of a game, shown three ways: on a position chosen
to show it, in the Prolog clauses of `prolog/tabuleiro/rules/GAME_rules.pl` and
the C function of `c_core/GAME.c` that implement it, and by running both
backends on that position, timed live.

A topic asks one question of the rules:

  - `moves`: the legal moves (valid_moves/2);
  - `captures`: the legal moves that take an enemy piece;
  - `winning_moves`: the legal moves after which the mover has won
    (move/3, then game_over/2).

Each game states its topics, in its own `prolog/tabuleiro/GAME/demo_topics.pl`
(the plug-in's hook demo_topic/8); the clauses and functions are named
there and read from the files when shown (module
tabuleiro_source_excerpt): nothing is copied.
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
%         PrologPredicates, CFunctions): the game's demo_topic/8.

topic(Game, Topic, Title, Rule, Position, Question, Predicates, Functions) :-
    game(Game),
    load_game_module(Game),
    demo_topic(Game, Topic, Title, Rule, Position, Question, Predicates, Functions).

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
    format(atom(RulesFile), 'prolog/tabuleiro/rules/~w_rules.pl', [Game]),
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
