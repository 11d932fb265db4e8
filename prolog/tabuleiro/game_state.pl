:- module(tabuleiro_game_state,
          [ game_initial_state/3,   % +Game, +Config, -State
            game_notation_state/4,  % +Game, +Text, +Config, -State
            game_state_notation/3,  % +Game, +State, -Text
            game_valid_moves/3,     % +Game, +State, -Moves
            game_move/4,            % +Game, +State, +Move, -NewState
            game_undo/2,            % +State, -PreviousState
            game_positions/2,       % +State, -Positions
            game_over/3,            % +Game, +State, -Winner
            game_over_by_repetition/2, % +Game, +State
            status_text/3,          % +Game, +State, -Text
            game_title/2,           % +Game, -Title
            game_value/4,           % +Game, +State, +Player, -Value
            game_choose_move/4,     % +Game, +State, +Level, -Move
            game_choose_move/5,     % +Game, +State, +Level, -Move, -How
            game_search_line/5,     % +Game, +State, -Move, -Stats, -Line
            game_level/3,           % +Game, ?Level, ?Description
            board_cell_name/3,      % +Game, +Row-Col, -Name
            state_board/2,          % +State, -Board
            state_player/2,         % +State, -Player
            state_rules/2           % +State, -Rules
          ]).
:- use_module(backend).
:- use_module(game_plugin).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(error)).

/** <module> The course API, once for every game

A game state is the term

    game_state(Board, Player, Rules, History)

where Board and Player are the position in the terms of the game's rules,
Rules the sorted list of rule options in play, and History the moves
played so far, newest first, one term per move:

    ply(Board0, Player0, Key, Clock, Count)

Board0-Player0 is the position the move was played from; the other
three describe the position the move reached:

  - Key, its key: term_hash/2 of `Board-Player`, an integer, the same on
    both backends;
  - Clock, the number of positions before it since the last move that
    can never be undone (the rules module's irreversible_move/3: a drop,
    a capture, a placement, a tile removed): only those can
    repeat it;
  - Count, how many times it has occurred (3: a draw).

Besides the rules of the game, a position reached for the third time
(same board, same player to move) ends the game in a draw.  With Count
kept in the history, valid_moves/2, game_over/2 and value/3 see a
repetition at once, whatever the length of the game; move/3 compares
the new key with the Clock keys before it only (and the positions
themselves when two keys are equal).  The state is a plain term: it
prints, reads back and can be compared with ==.
*/

%!  game_initial_state(+Game, +Config, -State) is det.
%
%   State is the start of a game.  Config is a list of options: `[]`
%   plays the standard rules; `rules(Names)` switches on the rule
%   options Names.
%
%   @error domain_error(game_option, Option) for an unknown option.

game_initial_state(Game, Config, game_state(Board, Player, Rules, [])) :-
    config_rules(Config, Rules),
    backend_initial_board(Game, Rules, Board, Player).

%!  game_notation_state(+Game, +Text, +Config, -State) is det.
%
%   State is the position written Text in the game's notation, under
%   the rules of Config, with no history.

game_notation_state(Game, Text, Config, game_state(Board, Player, Rules, [])) :-
    config_rules(Config, Rules),
    backend_notation_position(Game, Text, Rules, Board, Player).

%!  game_state_notation(+Game, +State, -Text) is det.
%
%   Text is the position of State in the game's notation.

game_state_notation(Game, State, Text) :-
    state_parts(State, Board, Player, Rules, _),
    backend_position_notation(Game, Rules, Board, Player, Text).

%!  game_valid_moves(+Game, +State, -Moves) is det.
%
%   Moves is the sorted list of legal moves; [] once the game is over.
%
%   @error instantiation_error when State is a variable, and
%          type_error(game_state, State) when it is not game_state/4,
%          here as in every predicate of this module that takes a State
%          of the course API (the backend raises the errors of its parts).

game_valid_moves(Game, State, Moves) :-
    state_parts(State, Board, Player, Rules, History),
    (   drawn_by_repetition(History)
    ->  Moves = []
    ;   backend_valid_moves(Game, Rules, Board, Player, Moves)
    ).

%!  game_move(+Game, +State, +Move, -NewState) is semidet.
%
%   NewState is State after Move.  Fails if Move is not legal, including
%   after a draw by repetition.

game_move(Game, State, Move, game_state(Board1, Player1, Rules, [Ply|History])) :-
    state_parts(State, Board, Player, Rules, History),
    backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1),
    \+ drawn_by_repetition(History),
    position_key(Board1, Player1, Key),
    (   backend_irreversible_move(Game, Board, Move, Board1)
    ->  Clock = 0,
        Count = 1
    ;   position_clock(History, Clock0),
        Clock is Clock0 + 1,
        occurrences(History, Clock, Key, Board1-Player1, Board, Player, 1, Count)
    ),
    Ply = ply(Board, Player, Key, Clock, Count).

%!  game_undo(+State, -PreviousState) is semidet.
%
%   PreviousState is State before its last move; fails at the start.

game_undo(game_state(_, _, Rules, [ply(Board, Player, _, _, _)|History]),
          game_state(Board, Player, Rules, History)).

%!  game_positions(+State, -Positions) is det.
%
%   Positions lists the positions `Board-Player` of the game from its
%   first to State's.

game_positions(game_state(Board, Player, _, History), Positions) :-
    foldl(earlier_position, History, [Board-Player], Positions).

earlier_position(ply(Board, Player, _, _, _), Later, [Board-Player|Later]).

%!  game_over(+Game, +State, -Winner) is semidet.
%
%   The game is over: Winner is the player who won by the rules, or
%   `draw` when the position occurs for the third time.

game_over(Game, State, Winner) :-
    state_parts(State, Board, Player, Rules, History),
    (   backend_winner(Game, Rules, Board, Player, RulesWinner)
    ->  Winner = RulesWinner
    ;   drawn_by_repetition(History),
        Winner = draw
    ).

%!  game_over_by_repetition(+Game, +State) is semidet.
%
%   The game is over, drawn because its position occurs for the third
%   time, and not by a rule of the game (game_over/3 judges those
%   first).

game_over_by_repetition(Game, State) :-
    state_parts(State, Board, Player, Rules, History),
    \+ backend_winner(Game, Rules, Board, Player, _),
    drawn_by_repetition(History).

%!  status_text(+Game, +State, -Text) is det.
%
%   Text (a string, one line) says whose turn it is, or how the game
%   ended: "Black to move.", "White wins!", "Draw: ...".

status_text(Game, State, Text) :-
    (   game_over(Game, State, Winner)
    ->  result_text(Game, State, Winner, Text)
    ;   state_player(State, Player),
        once(player_name(Game, Player, Name)),
        format(string(Text), "~w to move.", [Name])
    ).

result_text(Game, State, draw, Text) :-
    !,
    (   draw_reason(Game, State, Reason)
    ->  format(string(Text), "Draw: ~w.", [Reason])
    ;   Text = "Draw: the same position has occurred three times."
    ).
result_text(Game, _State, Winner, Text) :-
    once(player_name(Game, Winner, Name)),
    format(string(Text), "~w wins!", [Name]).

%!  game_title(+Game, -Title) is det.
%
%   Title is the name of Game with a capital.

game_title(Game, Title) :-
    sub_atom(Game, 0, 1, _, First),
    sub_atom(Game, 1, _, 0, Rest),
    upcase_atom(First, Upper),
    atom_concat(Upper, Rest, Title).

%!  game_value(+Game, +State, +Player, -Value) is det.
%
%   The game's evaluation of State for Player; 0 for a draw by
%   repetition.

game_value(Game, State, Player, Value) :-
    state_parts(State, Board, ToMove, Rules, History),
    (   drawn_by_repetition(History)
    ->  Value = 0
    ;   backend_value(Game, Rules, Board, ToMove, Player, Value)
    ).

%!  game_choose_move(+Game, +State, +Level, -Move) is semidet.
%
%   Move is the computer's choice at Level:
%
%     1. a random legal move;
%     2. greedy: a move with the best game_value/4 for the mover after
%        it, ties broken at random;
%     3. search: backend_search/7, as deep as it gets within the
%        milliseconds of the flag tabuleiro_level_3_ms (on either
%        backend; see below);
%     4 and up: the levels a game adds with extra_level/3 and
%        choose_at_extra_level/5 (perfect play, for a solved game).
%
%   All randomness comes from library(random), so set_random(seed(S))
%   makes the choice repeatable.  Fails when the game is over.

game_choose_move(Game, State, Level, Move) :-
    game_choose_move(Game, State, Level, Move, _How).

%!  game_choose_move(+Game, +State, +Level, -Move, -How) is semidet.
%
%   As game_choose_move/4, and How says how the computer chose Move:
%
%     - `random` at level 1;
%     - greedy(Value) at level 2: Value is game_value/4 for the mover
%       after Move, the best there is;
%     - search(Score, Depth, Nodes, Seconds) at level 3: the statistics
%       of backend_search/7 (Depth reached, positions visited, time);
%     - at a higher level, what the game's choose_at_extra_level/5 says
%       (perfect play: perfect(Value), Value win(N), draw or loss(N)
%       for the mover; or instead(3, How3) when it played level 3).

game_choose_move(Game, State, Level, Move, How) :-
    check_level(Game, Level),
    game_valid_moves(Game, State, Moves),
    Moves \== [],
    (   Level > 3
    ->  choose_at_extra_level(Game, Level, State, Move, How)
    ;   choose(Level, Game, State, Moves, Move, How)
    ).

choose(1, _Game, _State, Moves, Move, random) :-
    random_member(Move, Moves).
choose(2, Game, State, Moves, Move, greedy(Best)) :-
    state_player(State, Player),
    map_list_to_pairs(value_after(Game, State, Player), Moves, Scored),
    pairs_keys(Scored, Values),
    max_list(Values, Best),
    findall(Good, member(Best-Good, Scored), Goods),
    random_member(Move, Goods).
choose(3, Game, game_state(Board, Player, Rules, _), _Moves, Move, Stats) :-
    level_3_options(Options),
    backend_search(Game, Rules, Board, Player, Options, Move, Stats).

level_3_options([time_ms(Time), seed(Seed)]) :-
    random_between(0, 1000000, Seed),
    current_prolog_flag(tabuleiro_level_3_ms, Time).

%!  game_search_line(+Game, +State, -Move, -Stats, -Line) is semidet.
%
%   Level 3's search of game_choose_move/5, Stats as its How, with the
%   line of play it expects: Line is backend_search_line/8's principal
%   variation, Move first.  Fails when the game is over.

game_search_line(Game, game_state(Board, Player, Rules, _), Move, Stats, Line) :-
    level_3_options(Options),
    backend_search_line(Game, Rules, Board, Player, Options, Move, Stats, Line).

%   How long level 3 searches a move, in milliseconds: the Prolog flag
%   tabuleiro_level_3_ms, 1000 unless the environment variable
%   TABULEIRO_LEVEL_3_MS says otherwise when this module is loaded (the
%   test suites set it low: they check what level 3 does, never how
%   well it plays); set_prolog_flag/2 changes it (from 1 to 86400000).

level_3_ms_from_environment :-
    (   getenv('TABULEIRO_LEVEL_3_MS', Text),
        Text \== ''
    ->  (   catch(atom_number(Text, Time0), _, fail),
            integer(Time0),
            between(1, 86400000, Time0)
        ->  Time = Time0
        ;   print_message(warning, tabuleiro_level_3_ms_env(Text)),
            Time = 1000
        )
    ;   Time = 1000
    ),
    create_prolog_flag(tabuleiro_level_3_ms, Time, [type(integer), keep(true)]).

:- multifile prolog:message//1.

prolog:message(tabuleiro_level_3_ms_env(Text)) -->
    [ 'TABULEIRO_LEVEL_3_MS=~w: not a whole number of milliseconds \c
       from 1 to 86400000; level 3 searches 1000 ms a move.'-[Text] ].

:- level_3_ms_from_environment.

check_level(Game, Level) :-
    must_be(nonvar, Level),
    (   game_level(Game, Level, _)
    ->  true
    ;   domain_error(level, Level)
    ).

%!  game_level(+Game, ?Level, ?Description) is nondet.
%
%   Level is a computer level Game offers: 1 to 3 for every game, and
%   the game's extra_level/3.

game_level(_Game, 1, 'Random').
game_level(_Game, 2, 'Greedy (best value after one move)').
game_level(_Game, 3, 'Search (looks several moves ahead)').
game_level(Game, Level, Description) :-
    extra_level(Game, Level, Description).

value_after(Game, State, Player, Move, Value) :-
    game_move(Game, State, Move, NewState),
    game_value(Game, NewState, Player, Value).

%!  board_cell_name(+Game, +Row-Col, -Name) is det.
%
%   Name is what a person reads for the cell in row Row and column Col
%   of the board term (its Row-th list, Col-th element, from 1): the
%   game's cell_name/3 hook, else `Row-Col`.

board_cell_name(Game, Cell, Name) :-
    (   cell_name(Game, Cell, Name0)
    ->  Name = Name0
    ;   Cell = Row-Col,
        format(atom(Name), "~w-~w", [Row, Col])
    ).

%!  state_board(+State, -Board) is det.
%!  state_player(+State, -Player) is det.
%!  state_rules(+State, -Rules) is det.
%
%   Parts of a game state: the board, the player to move, the rule
%   options in play.

%   state_parts(+State, -Board, -Player, -Rules, -History): the parts of
%   a game state, checked as game_valid_moves/3 says.

state_parts(State, Board, Player, Rules, History) :-
    (   var(State)
    ->  instantiation_error(State)
    ;   State = game_state(Board0, Player0, Rules0, History0)
    ->  Board = Board0,
        Player = Player0,
        Rules = Rules0,
        History = History0
    ;   type_error(game_state, State)
    ).

state_board(game_state(Board, _, _, _), Board).
state_player(game_state(_, Player, _, _), Player).
state_rules(game_state(_, _, Rules, _), Rules).

                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   drawn_by_repetition(+History): the last move reached a position
%   for the third time.

drawn_by_repetition([ply(_, _, _, _, Count)|_]) :-
    Count >= 3.

%   position_key(+Board, +Player, -Key): the key of a position.

position_key(Board, Player, Key) :-
    term_hash(Board-Player, Key).

%   position_clock(+History, -Clock): the Clock of the current position,
%   0 at the start of the history.

position_clock([], 0).
position_clock([ply(_, _, _, Clock, _)|_], Clock).

%   occurrences(+History, +Clock, +Key, +New, +Board, +Player, +Count0,
%   -Count): Count is Count0 plus the number of the Clock positions
%   before the new position New, newest first, that are New.  The keys
%   of the positions reached are in History; Board-Player is the
%   position the next older ply reached (at first, the one New was
%   played from).  Positions are compared only when their keys are
%   equal: keys of 24 bits can be equal for different positions.  The
%   start position's key is computed when the window reaches it.

occurrences(_, 0, _, _, _, _, Count, Count) :-
    !.
occurrences([], _, Key, New, Board, Player, Count0, Count) :-
    position_key(Board, Player, StartKey),
    (   StartKey == Key,
        Board-Player == New
    ->  Count is Count0 + 1
    ;   Count = Count0
    ).
occurrences([ply(Board0, Player0, PlyKey, _, _)|Older], Clock, Key, New,
            Board, Player, Count0, Count) :-
    (   PlyKey == Key,
        Board-Player == New
    ->  Count1 is Count0 + 1
    ;   Count1 = Count0
    ),
    Clock1 is Clock - 1,
    occurrences(Older, Clock1, Key, New, Board0, Player0, Count1, Count).

%   config_rules(+Config, -Rules): the sorted rule options of Config.

config_rules(Config, Rules) :-
    must_be(list, Config),
    maplist(check_option, Config),
    (   memberchk(rules(Names), Config)
    ->  sort(Names, Rules)
    ;   Rules = []
    ).

check_option(Option) :-
    must_be(nonvar, Option),
    (   Option = rules(_)
    ->  true
    ;   domain_error(game_option, Option)
    ).
