:- module(tabuleiro_backend,
          [ set_backend/1,                  % +Name
            rules_module_contract/1,        % -Predicates
            with_backend/2,                 % +Name, :Goal
            current_backend/1,              % -Name
            foreign_available/0,
            backend_rule_names/2,           % +Game, -Names
            backend_initial_board/4,        % +Game, +Rules, -Board, -Player
            backend_irreversible_move/4,    % +Game, +Board, +Move, +Board1
            backend_valid_moves/5,          % +Game, +Rules, +Board, +Player, -Moves
            backend_apply_move/7,           % +Game, +Rules, +Board, +Player, +Move, -Board1, -Player1
            backend_move_leading_to/7,      % +Game, +Rules, +Board, +Player, +Board1, +Player1, -Move
            backend_winner/5,               % +Game, +Rules, +Board, +Player, -Winner
            backend_value/6,                % +Game, +Rules, +Board, +Player, +ForPlayer, -Value
            backend_best_move/6,            % +Game, +Rules, +Board, +Player, +Options, -Move
            backend_search/7,               % +Game, +Rules, +Board, +Player, +Options, -Move, -Stats
            backend_search_line/8,          % +Game, +Rules, +Board, +Player, +Options, -Move, -Stats, -Line
            backend_perft/6,                % +Game, +Rules, +Board, +Player, +Depth, -Nodes
            backend_notation_position/5,    % +Game, +Text, +Rules, -Board, -Player
            backend_position_notation/5     % +Game, +Rules, +Board, +Player, -Text
          ]).
:- reexport(tabuleiro_foreign, [foreign_available/0]).
:- use_module(prolog_search).
:- use_module(library(error)).
:- use_module(library(lists), [member/2]).

/** <module> The backend switch

Every question about the rules of a game goes through this module, which
answers it with the selected backend:

  - `c`: the C core, through the predicates of the foreign library
    (`c_valid_moves/5` and so on, loaded by module tabuleiro_foreign);
  - `prolog`: the module `GAME_rules` in `prolog/tabuleiro/rules/` (for example
    `teeko_rules`) and the search of module prolog_search.

Both backends take and return the same terms.  The default is `c` when
the C core is loaded, else `prolog`.  The
environment variable `TABULEIRO_BACKEND` (`c` or `prolog`) overrides the
default.

The selection belongs to a thread: it is kept in the Prolog flag
`tabuleiro_backend`, which SWI-Prolog copies into every thread from the
thread that creates it and which one thread's set_prolog_flag/2 changes
for that thread alone, in one step.  So a thread that switches backend
never changes the answers of another, and a reader never sees a moment
without a backend.

Every game's rules module is loaded with this module, before any thread
can ask a question of it.

## The contract of a rules module

Each game's pure-Prolog rules, module tabuleiro_GAME_rules of
`rules/GAME_rules.pl`, export these predicates, Rules being the sorted
list of rule options in play (rules_module_contract/1 lists them, and a
test holds every rules module to it):

    rule_names(-Names)                       the game's rule options
    initial_board(+Rules, -Board, -Player)   the start position
    valid_moves(+Rules, +Board, +Player, -Moves)
    apply_move(+Rules, +Board, +Player, +Move, -Board1, -Player1)
    winner(+Rules, +Board, +Player, -Winner) fails while nobody has won
    value(+Rules, +Board, +Player, +ForPlayer, -Value)
    notation_position(+Text, +Rules, -Board, -Player)
    position_notation(+Rules, +Board, +Player, -Text)
    check_position(+Rules, +Board, +Player)  the errors of a bad position
    irreversible_move(+Board, +Move, +Board1)
    move_problem(+Rules, +Board, +Player, +Move, -Problem)
                                             the rule an illegal move breaks

and, for the search of prolog_search.pl, the same answers without
checking the terms again, for positions it has checked at the root or
reached by valid moves, and a move of valid_moves/4:

    unchecked_valid_moves(+Rules, +Board, +Player, -Moves)
    play_valid_move(+Rules, +Board, +Player, +Move, -Board1, -Player1)
    unchecked_winner(+Rules, +Board, +Player, -Winner)
    unchecked_value(+Rules, +Board, +Player, +ForPlayer, -Value)

## The contract of the two backends

Fed the same arguments, the two backends give the same answer, both
fail, or raise the same error term (its context aside).  The arguments
are checked in this order, and the first fault found is raised:

  1. Game: `instantiation_error` if unbound, else `domain_error(game,
     Game)` unless it is a game of prolog/tabuleiro/games.pl.
  2. Rules: `instantiation_error` unless ground, `type_error(list,
     Rules)`, then `domain_error(GAME_rule, Option)` (`teeko_rule`, ...).
  3. Board, then Player: `instantiation_error` unless ground; then
     `domain_error(GAME_player, Player)`.
  4. The board's shape, row by row: `type_error(list, X)`,
     `domain_error(GAME_board, Board)` for a wrong number of rows or
     cells, `domain_error(GAME_cell, Cell)` (for a cell of several parts,
     in the order its rules module checks them), then `domain_error(GAME_position,
     Board-Player)` for a position no game reaches.
  5. The other inputs, in argument order: a move (`instantiation_error`,
     `domain_error(GAME_move, Move)`); a player for value/6 (as in 3);
     a notation Text (`instantiation_error`, `type_error(atom, Text)`,
     `domain_error(GAME_notation, Text)`); perft's Depth, an integer
     from 0 to 32; the search Options, a list (`instantiation_error` if
     partial, else `type_error(list, Options)`) of `depth(1..64)`,
     `time_ms(1..86400000)` and `seed(0..2^31-1)`, a later one
     overriding an earlier one.  An integer is checked as C reads it:
     `instantiation_error`, `type_error(integer, X)`,
     `representation_error(int)` beyond 32 bits, then
     `domain_error(perft_depth, X)`, `search_depth`,
     `search_time` or `search_seed`; another option raises
     `domain_error(search_option, Option)`.
  6. Outputs are unified once the answer is known: a bound output that
     differs fails, except perft's count, which raises
     `type_error(integer, N)` for an N that is no integer.

The search is the one exception: the two searches may choose different
moves among equally good ones, and count their work each in its own
way, so only whether there is a move must agree, and the statistics of
backend_search/7 have the same form.  tests/fuzz/fuzz_foreign.pl compares the backends call by call on
hostile arguments.
*/

:- use_module(games, [game/1]).

%   Each game's pure-Prolog rules are the module tabuleiro_GAME_rules of
%   the file rules/GAME_rules.pl.  All are loaded with this module.
:- forall(game(Game),
          ( atomic_list_concat([rules, /, Game, '_rules'], File),
            use_module(File, []) )).

%!  set_backend(+Name) is det.
%
%   Selects the backend `c` or `prolog` for the calling thread and the
%   threads it creates from now on.
%
%   @error domain_error(backend, Name) for another name.
%   @error existence_error(foreign_library, tabuleiro) for `c` when the
%          C core is not loaded.

set_backend(Name) :-
    must_be(nonvar, Name),
    (   memberchk(Name, [c, prolog])
    ->  true
    ;   domain_error(backend, Name)
    ),
    (   Name == c,
        \+ foreign_available
    ->  existence_error(foreign_library, tabuleiro)
    ;   true
    ),
    set_prolog_flag(tabuleiro_backend, Name).

:- meta_predicate with_backend(+, 0).

%!  with_backend(+Name, :Goal) is semidet.
%
%   Runs Goal once on the backend Name, then gives the calling thread
%   its backend back, however Goal ends.

with_backend(Name, Goal) :-
    current_backend(Old),
    setup_call_cleanup(set_backend(Name), once(Goal), set_backend(Old)).

%!  current_backend(-Name) is det.
%
%   Name is the calling thread's backend, `c` or `prolog`.

current_backend(Name) :-
    current_prolog_flag(tabuleiro_backend, Name).

%!  backend_rule_names(+Game, -Names) is det.
%
%   The rule options of Game.  Always answered by the Prolog rules
%   module, as is backend_initial_board/4.

backend_rule_names(Game, Names) :-
    rules_module(Game, Module),
    Module:rule_names(Names).

%!  backend_initial_board(+Game, +Rules, -Board, -Player) is det.
%
%   The start position of Game under Rules.

backend_initial_board(Game, Rules, Board, Player) :-
    rules_module(Game, Module),
    Module:initial_board(Rules, Board, Player).

%!  backend_irreversible_move(+Game, +Board, +Move, +Board1) is semidet.
%
%   Move, played from Board to Board1, can never be undone: no later
%   position can equal an earlier one.  Answered by the Prolog rules
%   module on both backends, for arguments a backend has already
%   accepted.

backend_irreversible_move(Game, Board, Move, Board1) :-
    rules_module(Game, Module),
    Module:irreversible_move(Board, Move, Board1).

%!  backend_valid_moves(+Game, +Rules, +Board, +Player, -Moves) is det.
%
%   Moves is the sorted list of legal moves; [] if the position is won.

backend_valid_moves(Game, Rules, Board, Player, Moves) :-
    current_backend(Backend),
    valid_moves_on(Backend, Game, Rules, Board, Player, Moves).

valid_moves_on(c, Game, Rules, Board, Player, Moves) :-
    tabuleiro_foreign:c_valid_moves(Game, Rules, Board, Player, Moves).
valid_moves_on(prolog, Game, Rules, Board, Player, Moves) :-
    rules_module(Game, Module),
    Module:valid_moves(Rules, Board, Player, Moves).

%!  backend_apply_move(+Game, +Rules, +Board, +Player, +Move, -Board1, -Player1)
%!      is semidet.
%
%   Plays Move; fails if it is not legal.

backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1) :-
    current_backend(Backend),
    apply_move_on(Backend, Game, Rules, Board, Player, Move, Board1, Player1).

apply_move_on(c, Game, Rules, Board, Player, Move, Board1, Player1) :-
    tabuleiro_foreign:c_apply_move(Game, Rules, Board, Player, Move, Board1, Player1).
apply_move_on(prolog, Game, Rules, Board, Player, Move, Board1, Player1) :-
    rules_module(Game, Module),
    Module:apply_move(Rules, Board, Player, Move, Board1, Player1).

%!  backend_move_leading_to(+Game, +Rules, +Board, +Player, +Board1, +Player1, -Move)
%!      is semidet.
%
%   Move is the first legal move (in the standard order of terms) after
%   which the position is Board1-Player1 (==/2); fails when none is.
%   Some games have two moves to one position (an Echek pawn placed by
%   its two move terms): the first is the one a saved game names.

backend_move_leading_to(Game, Rules, Board, Player, Board1, Player1, Move) :-
    current_backend(Backend),
    move_leading_to_on(Backend, Game, Rules, Board, Player, Board1, Player1, Move).

move_leading_to_on(c, Game, Rules, Board, Player, Board1, Player1, Move) :-
    tabuleiro_foreign:c_move_leading_to(Game, Rules, Board, Player, Board1, Player1, Move).
move_leading_to_on(prolog, Game, Rules, Board, Player, Board1, Player1, Move) :-
    rules_module(Game, Module),
    Module:valid_moves(Rules, Board, Player, Candidates),
    member(Move, Candidates),
    Module:apply_move(Rules, Board, Player, Move, Board2, Player2),
    Board2-Player2 == Board1-Player1,
    !.

%!  backend_winner(+Game, +Rules, +Board, +Player, -Winner) is semidet.
%
%   Winner has won under the rules; fails when nobody has.

backend_winner(Game, Rules, Board, Player, Winner) :-
    current_backend(Backend),
    winner_on(Backend, Game, Rules, Board, Player, Winner).

winner_on(c, Game, Rules, Board, Player, Winner) :-
    tabuleiro_foreign:c_winner(Game, Rules, Board, Player, Winner).
winner_on(prolog, Game, Rules, Board, Player, Winner) :-
    rules_module(Game, Module),
    Module:winner(Rules, Board, Player, Winner).

%!  backend_value(+Game, +Rules, +Board, +Player, +ForPlayer, -Value) is det.
%
%   The game's evaluation of the position for ForPlayer.

backend_value(Game, Rules, Board, Player, ForPlayer, Value) :-
    current_backend(Backend),
    value_on(Backend, Game, Rules, Board, Player, ForPlayer, Value).

value_on(c, Game, Rules, Board, Player, ForPlayer, Value) :-
    tabuleiro_foreign:c_value(Game, Rules, Board, Player, ForPlayer, Value).
value_on(prolog, Game, Rules, Board, Player, ForPlayer, Value) :-
    rules_module(Game, Module),
    Module:value(Rules, Board, Player, ForPlayer, Value).

%!  backend_notation_position(+Game, +Text, +Rules, -Board, -Player) is det.
%
%   Reads the position notation of Game.

backend_notation_position(Game, Text, Rules, Board, Player) :-
    current_backend(Backend),
    notation_position_on(Backend, Game, Text, Rules, Board0, Player0),
    Board = Board0,
    Player = Player0.

notation_position_on(c, Game, Text, Rules, Board, Player) :-
    tabuleiro_foreign:c_notation_position(Game, Text, Rules, Board, Player).
notation_position_on(prolog, Game, Text, Rules, Board, Player) :-
    rules_module(Game, Module),
    Module:notation_position(Text, Rules, Board, Player).

%!  backend_position_notation(+Game, +Rules, +Board, +Player, -Text) is det.
%
%   Text (an atom) is the position notation of Game.

backend_position_notation(Game, Rules, Board, Player, Text) :-
    current_backend(Backend),
    position_notation_on(Backend, Game, Rules, Board, Player, Text).

position_notation_on(c, Game, Rules, Board, Player, Text) :-
    tabuleiro_foreign:c_position_notation(Game, Rules, Board, Player, Text).
position_notation_on(prolog, Game, Rules, Board, Player, Text) :-
    rules_module(Game, Module),
    Module:position_notation(Rules, Board, Player, Text0),
    Text = Text0.

%!  backend_best_move(+Game, +Rules, +Board, +Player, +Options, -Move) is semidet.
%
%   Move is the search's choice for Player: backend_search/7 without its
%   statistics.

backend_best_move(Game, Rules, Board, Player, Options, Move) :-
    backend_search(Game, Rules, Board, Player, Options, Move, _Stats).

%!  backend_search(+Game, +Rules, +Board, +Player, +Options, -Move, -Stats)
%!      is semidet.
%
%   Move is the search's choice for Player.  Options: depth(D),
%   time_ms(T) and seed(S).  Fails when there is no legal move.
%   Stats is `search(Score, Depth, Nodes, Seconds)`:
%
%     - Score, Move's score for Player: the evaluation of value/6, or
%       100000 - N for a win in N plies (N - 100000 for a loss);
%     - Depth, the deepest depth searched to the end: both searches
%       deepen one ply at a time (to the depth asked, or as long as
%       their time allows; without either, C searches for a second and
%       Prolog to depth 3) and stop once they have proved a win or a
%       loss; 0 when the time ran out before depth 1 ended (Move is then
%       the search's first guess);
%     - Nodes, the positions visited below the root, leaves included,
%       over every depth (the C search's transposition table and move
%       ordering make it visit fewer than the Prolog search at the same
%       depth);
%     - Seconds, the wall-clock time of the search, a float.
%
%   A search to a given depth with a given seed visits the same number
%   of positions every time.

backend_search(Game, Rules, Board, Player, Options, Move, Stats) :-
    current_backend(Backend),
    search_on(Backend, Game, Rules, Board, Player, Options, Move, Stats).

search_on(c, Game, Rules, Board, Player, Options, Move, Stats) :-
    tabuleiro_foreign:c_search(Game, Rules, Board, Player, Options, Move, Stats).
search_on(prolog, Game, Rules, Board, Player, Options, Move, Stats) :-
    rules_module(Game, Module),
    search_best_move(Module, Rules, Board, Player, Options, Move, Stats).

%!  backend_search_line(+Game, +Rules, +Board, +Player, +Options, -Move,
%!                      -Stats, -Line) is semidet.
%
%   As backend_search/7, and Line is the search's principal variation:
%   the moves it expects from Move on (Move first, each a move term of
%   the position the moves before it lead to), as far as its table of
%   positions keeps them, at most Depth moves.

backend_search_line(Game, Rules, Board, Player, Options, Move, Stats, Line) :-
    current_backend(Backend),
    search_line_on(Backend, Game, Rules, Board, Player, Options, Move, Stats, Line).

search_line_on(c, Game, Rules, Board, Player, Options, Move, Stats, Line) :-
    tabuleiro_foreign:c_search_line(Game, Rules, Board, Player, Options, Move, Stats, Line).
search_line_on(prolog, Game, Rules, Board, Player, Options, Move, Stats, Line) :-
    rules_module(Game, Module),
    search_best_line(Module, Rules, Board, Player, Options, Move, Stats, Line).

%!  backend_perft(+Game, +Rules, +Board, +Player, +Depth, -Nodes) is det.
%
%   Nodes is the number of move sequences of length Depth.

backend_perft(Game, Rules, Board, Player, Depth, Nodes) :-
    current_backend(Backend),
    perft_on(Backend, Game, Rules, Board, Player, Depth, Nodes).

perft_on(c, Game, Rules, Board, Player, Depth, Nodes) :-
    tabuleiro_foreign:c_perft(Game, Rules, Board, Player, Depth, Nodes).
perft_on(prolog, Game, Rules, Board, Player, Depth, Nodes) :-
    rules_module(Game, Module),
    search_perft(Module, Rules, Board, Player, Depth, Nodes).

%!  rules_module_contract(-Predicates) is det.
%
%   Predicates (Name/Arity) are what every rules module exports.

rules_module_contract([ rule_names/1, initial_board/3, valid_moves/4, apply_move/6,
                        winner/4, value/5, notation_position/4, position_notation/4,
                        check_position/3, irreversible_move/3, move_problem/5,
                        unchecked_valid_moves/4, play_valid_move/6, unchecked_winner/4,
                        unchecked_value/5 ]).

%   rules_module(+Game, -Module)
%
%   Module is the pure-Prolog rules of Game, from prolog/tabuleiro/rules/.
%
%   @error domain_error(game, Game) for a game Tabuleiro does not have.

rules_module(Game, Module) :-
    must_be(nonvar, Game),
    (   game(Game)
    ->  atomic_list_concat([tabuleiro_, Game, '_rules'], Module)
    ;   domain_error(game, Game)
    ).

%   select_default_backend
%
%   Sets the process's first backend: TABULEIRO_BACKEND if it names one
%   that can run, else `c` when the C core is loaded, else `prolog`.  A
%   bad value is reported and the default kept.

select_default_backend :-
    natural_default(Default),
    create_prolog_flag(tabuleiro_backend, Default, [type(atom), keep(true)]),
    (   getenv('TABULEIRO_BACKEND', Text),
        Text \== ''
    ->  atom_string(Name, Text),
        catch(set_backend(Name), Error,
              print_message(warning, tabuleiro_backend_env(Name, Error, Default)))
    ;   true
    ).

natural_default(Name) :-
    (   foreign_available
    ->  Name = c
    ;   Name = prolog
    ).

:- multifile prolog:message//1.

prolog:message(tabuleiro_backend_env(Name, Error, Default)) -->
    [ 'TABULEIRO_BACKEND=~w: '-[Name] ],
    backend_env_problem(Error),
    [ '; using the ~w backend.'-[Default] ].

backend_env_problem(error(domain_error(backend, _), _)) -->
    !,
    [ 'not a backend (c or prolog)' ].
backend_env_problem(error(existence_error(foreign_library, _), _)) -->
    !,
    [ 'the C core is not built' ].
backend_env_problem(Error) -->
    [ '~p'-[Error] ].

:- select_default_backend.
