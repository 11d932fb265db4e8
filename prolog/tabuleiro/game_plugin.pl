:- module(tabuleiro_game_plugin,
          [ check_game_plugin/1,    % +Game
            game_hook/3,            % ?Hook, ?Need, ?Meaning
            grid_rows/3,            % +Game, +Board, -Rows
            grid_shape/3            % +Game, +Board, -Rows-Columns
                                    % and every hook of game_hook/3
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> What a game provides: the plug-in contract

A game of Tabuleiro is its course module (`prolog/GAME.pl`, the course
API: initial_state/2, valid_moves/2, move/3, ... and display_game/1),
its pure-Prolog rules, its C core, and clauses of the hooks below, each
with the game's name as first argument.  Generic modules (the game loop,
saved games, the web server, the demos, the cross-check kit, grading)
ask these hooks and never name a game.

The hooks, in game_hook/3 with whether every game must provide them:

  - player_name(Game, Player, Name): how a player is called;
  - move_from_text(Game, Text, Move): reads a move typed by a person
    (fails when Text is not a move); a game provides this one or
    move_from_text/4 below, or both;
  - move_to_text(Game, Move, Text): writes a move the way a person types
    it;
  - move_forms(Game, Text): says, in a sentence, how to type a move;
  - show_rules(Game): prints the rules, for the `help` command;
  - rule_option_text(Game, Rule, Text): describes a rule option;
  - forced_move(Game, Move, Text): Move is never chosen but played for a
    player whose only legal move it is (such as a pass); the loop then
    says "Name Text." and plays it, whoever plays that side;
  - level_ready(Game, Level, Rules, Readiness): whether a level above 3
    can play under Rules: `ready`, `unavailable(Message)` (level 3 plays
    instead, after Message is printed) or `preparable(Question, Yes)`
    (the loop asks Question, Yes the label of agreeing);
  - prepare_level(Game, Level, Rules, Outcome): prepares the level when
    a person agrees: `prepared(Text)` (Text said), or `failed(Message)`
    (level 3 plays instead);
  - exact_values(Game, State, Values): every legal move's exact value,
    from a solved game, as `Text-Value` pairs (the move as typed, its
    value in words: `win in 3 plies`, `draw`, `loss in 2 plies`); `hint`
    prints them instead of level 3's suggestion;
  - move_from_text(Game, State, Text, Move): reads a move whose meaning
    depends on the position (a piece's name that places it or moves it);
    tried before move_from_text/3;
  - illegal_move_reason(Game, State, Move, Reason): Reason says which
    rule the move typed breaks;
  - draw_reason(Game, State, Text): Text explains a draw the rules
    decided (it fails for a draw by repetition);
  - move_note(Game, State, Move, NewState, Note): Note says more of a
    move just played than its text (where a piece is on a board that
    re-frames itself);
  - extra_level(Game, Level, Description), choose_at_extra_level(Game,
    Level, State, Move, How), level_unavailable(Game, Level, Rules, Why):
    a level above 3, how the menu names it, how it chooses its move (How
    as game_choose_move/5 describes it), and whether it cannot play under
    Rules now (Why a message term saying so and what plays instead);
  - winner_clarification(Game, Rules, Board, Player, Winner, Citation):
    the end of the game in Board-Player, won by Winner (or `draw`), rests
    on one of this project's clarifications of the rules; Citation (a
    string) names it and where the rules document states it;
  - cell_name(Game, Row-Col, Name): the name of a cell of the board term
    (its Row-th list, Col-th element), as the display and prompt name it;
  - opening_balance(Game, Margin): how far from even (in the units of
    the game's value/5) a tournament's opening may score and still count
    as level: a third to a half of the evaluation's smallest material gain;

The cross-check kit (prolog/cross_check*.pl), in the game's own
`prolog/tabuleiro/GAME/kit.pl`:

  - players(Game, [First, Second]): the players, as the course API names
    them, the one who moves first first;
  - move_term(Game, Board, Move): Move is a move term of the game on a
    board of the shape of Board, legal or not (a finite set: the kit
    translates students' moves by trying them all);
  - perft_reach(Game, Depth, Text): Text says which rules a perft to
    Depth does not reach.

The teaching demos (module tabuleiro_demo_topics), in the game's own
`prolog/tabuleiro/GAME/demo_topics.pl`:

  - demo_topic(Game, Topic, Title, Rule, Notation-Rules, Question,
    Predicates, Functions): a rule of the game, in menu order: its title
    and the sentence that states it, a position that shows it (notation
    and rule options), the question asked of both backends (`moves`,
    `captures` or `winning_moves`), the predicates of the game's Prolog
    rules and the functions of its C file that implement it.

The cross-check's ready sets of positions (module
tabuleiro_cross_check_sets), in the game's own
`prolog/tabuleiro/GAME/position_sets.pl`, each documented there with what it
claims of its positions:

  - ready_set(Game, Name, Rules, Notations): hand-chosen positions
    (Notations, in the game's notation) of the rule options Rules, that
    exercise the rule Name names;
  - set_union(Game, Name, Names): the set Name is the union of Names;
  - built_set(Game, Name, Rules, Notations): a set computed when asked
    for (such as one position per winning shape).

How the demos and the browser draw the board (module
tabuleiro_board_view), in the game's own `prolog/tabuleiro/GAME/view.pl`:

  - view_labels(Game, Height, Width, RowLabels, ColLabels): the labels
    of a grid of Height rows and Width columns, top row first;
  - view_cell(Game, Content, Cell): a cell of the board term shows Cell:
    `piece(Side, Piece)`, `empty` or `hole` (no cell at all);
  - view_piece(Game, Side, Piece, Letter, Glyph): how a piece is drawn,
    in letters and in a Unicode glyph;
  - view_move(Game, State, Move, From, To, Reserve): Move goes from grid
    cell From (`[Row, Col]`, 1-based, top row first, or `null`) to To,
    taking the reserve piece Reserve (or `null`); it also reads a click
    back into the move it means, legal or not;
  - view_grid(Game, Board, Rows): the rows of cells the grid shows, when
    the board term is not just its rows;
  - view_reserves(Game, Board, Reserves): the pieces beside the board,
    a dict from side to piece names;
  - piece_word(Game, Piece, Word): the word the moves (as typed) name
    Piece by, where it is not Piece itself (the legend and the reserve
    buttons of the browser board say it).

A game is registered by a game/1 fact in `prolog/tabuleiro/games.pl`;
check_game_plugin/1 runs when its module is loaded.
*/

%!  game_hook(?Hook, ?Need, ?Meaning) is nondet.
%
%   Hook (Name/Arity) is a hook of the contract; Need is `required` (every
%   game has a clause for it), `either(Group)` (every game has a clause
%   for one of the hooks of Group at least) or `optional`; Meaning says
%   what it is for.

game_hook(player_name/3,           required, "how a player is called").
game_hook(move_from_text/3,        either(reading), "a move read from what a person types").
game_hook(move_to_text/3,          required, "a move written as a person types it").
game_hook(move_forms/2,            required, "how to type a move, in a sentence").
game_hook(former_move_word/3,      optional, "a word saved moves once began with, and its name now").
game_hook(show_rules/1,            required, "the rules, printed for `help`").
game_hook(rule_option_text/3,      optional, "what a rule option changes").
game_hook(forced_move/3,           optional, "a move played for a player who has no other").
game_hook(level_ready/4,           optional, "whether a level above 3 can play under some rules").
game_hook(prepare_level/4,         optional, "a level above 3 prepared when a person agrees").
game_hook(exact_values/3,          optional, "every move's exact value, from a solved game").
game_hook(move_from_text/4,        either(reading), "a move read in its position").
game_hook(illegal_move_reason/4,   optional, "the rule an illegal move breaks").
game_hook(draw_reason/3,           optional, "why the rules call the game drawn").
game_hook(move_note/5,             optional, "more about a move just played").
game_hook(extra_level/3,           optional, "a computer level above 3").
game_hook(choose_at_extra_level/5, optional, "the move of a level above 3").
game_hook(level_unavailable/4,     optional, "why a level above 3 cannot play now").
game_hook(winner_clarification/6,  optional, "a clarification of the rules an end rests on").
game_hook(cell_name/3,             optional, "a cell's name, as the prompt writes it").
game_hook(opening_balance/2,       optional, "how far from even a tournament's opening may score").
game_hook(players/2,               required, "the two players, the first to move first").
game_hook(move_term/3,             required, "every move term on a board of a shape").
game_hook(perft_reach/3,           optional, "what a perft of a depth does not reach").
game_hook(demo_topic/8,            required, "a rule shown by the teaching demos").
game_hook(ready_set/4,             optional, "hand-chosen positions that exercise one rule").
game_hook(set_union/3,             optional, "a ready set made of others").
game_hook(built_set/4,             optional, "a ready set computed").
game_hook(view_labels/5,           required, "the labels of the grid's rows and columns").
game_hook(view_cell/3,             required, "what a cell of the board term shows").
game_hook(view_piece/5,            required, "a piece's letter and glyph").
game_hook(view_move/6,             required, "where a move starts and ends on the grid").
game_hook(view_grid/3,             optional, "the grid's rows, when the board term is more").
game_hook(view_reserves/3,         optional, "the pieces beside the board").
game_hook(piece_word/3,            optional, "a piece as the moves name it, when not its term's name").


%   Every hook is exported, for the generic modules to call, and
%   multifile, for the games to define.
:- forall(game_hook(Hook, _, _), ( export(Hook), multifile(Hook) )).

%!  check_game_plugin(+Game) is det.
%
%   Game provides every required hook.
%
%   @error existence_error(game_hooks, Game) with a message that names
%          the hooks it lacks.

check_game_plugin(Game) :-
    findall(Hook, ( game_hook(Hook, required, _), \+ provides(Game, Hook) ), Required),
    findall(Hooks, ( setof(H, Meaning^game_hook(H, either(_Group), Meaning), Hooks),
                     \+ ( member(H1, Hooks), provides(Game, H1) ) ),
            Groups),
    maplist(one_of_text, Groups, OneOf),
    append(Required, OneOf, Missing),
    (   Missing == []
    ->  true
    ;   missing_text(Missing, Text),
        format(string(Message), "The game ~w does not provide the hooks ~w \c
                                 (see module tabuleiro_game_plugin).", [Game, Text]),
        throw(error(existence_error(game_hooks, Game), context(check_game_plugin/1, Message)))
    ).

provides(Game, Name/Arity) :-
    functor(Head, Name, Arity),
    arg(1, Head, Game),
    clause(tabuleiro_game_plugin:Head, _),
    !.

one_of_text(Hooks, Text) :-
    missing_text(Hooks, List),
    format(atom(Text), "one of ~w", [List]).

missing_text(Missing, Text) :-
    maplist(hook_text, Missing, Atoms),
    atomic_list_concat(Atoms, ', ', Text).

hook_text(Hook, Text) :-
    format(atom(Text), "~w", [Hook]).

%!  grid_rows(+Game, +Board, -Rows) is det.
%
%   Rows are the rows of cells of the board term Board: its view_grid/3,
%   else Board itself.

grid_rows(Game, Board, Rows) :-
    (   view_grid(Game, Board, Rows0)
    ->  Rows = Rows0
    ;   Rows = Board
    ).

%!  grid_shape(+Game, +Board, -Shape) is det.
%
%   Shape is Rows-Columns, the size of the grid of Board, or 0-0 when
%   Board (a student's term, perhaps) is not a list of lists.

grid_shape(Game, Board, Rows-Columns) :-
    (   grid_rows(Game, Board, Lines),
        is_list(Lines),
        Lines = [Line|_],
        is_list(Line)
    ->  length(Lines, Rows),
        length(Line, Columns)
    ;   Rows-Columns = 0-0
    ).
