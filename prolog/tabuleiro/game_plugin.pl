:- module(tabuleiro_game_plugin,
          [ check_game_plugin/1,    % +Game
            game_hook/2,            % ?Hook, ?Need
            grid_rows/3,            % +Game, +Board, -Rows
            grid_shape/3            % +Game, +Board, -Rows-Columns
                                    % and every hook of game_hook/2
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> What a game provides: the plug-in contract

A game of Tabuleiro is its course module (`prolog/GAME.pl`: the course
API, initial_state/2, valid_moves/2, move/3, ... and display_game/1),
its pure-Prolog rules (`prolog/tabuleiro/rules/GAME_rules.pl`), its C
core (none for a game that says prolog_only/1), and clauses of the hooks
below, each with the game's name as first argument.  Generic modules
(the game loop, saved games, the web server, the demos, the cross-check
kit, grading, the tournament) ask these hooks and never name a game.
Each hook is declared by a game_hook/2 fact, under the PlDoc comment
that says what it means.  The course module defines the game's clauses
of the first group, or a file of the game's own that it loads (Teeko's
level 4 hooks are in `prolog/tabuleiro/teeko/perfect.pl`); the hooks of
the other groups are in the file each group's title names,
`prolog/tabuleiro/GAME/FILE.pl`, which the course module loads too.  (The
tests' toy game, `tests/prolog/toy_game/`, keeps its rules and every
hook beside its course module.)

A game is registered by a game/1 fact in `prolog/tabuleiro/games.pl`,
whose comment is the checklist for adding one; load_game_module/1 there
runs check_game_plugin/1 when it loads the game's module.
*/

%!  game_hook(?Hook, ?Need) is nondet.
%
%   Hook (Name/Arity) is a hook of the contract; Need is `required` (every
%   game has a clause for it), `either(Group)` (every game has a clause
%   for one of the hooks of Group at least) or `optional`.  Its clauses
%   are apart, each under its hook's documentation.

:- discontiguous game_hook/2.

                 /*******************************
                 * THE COURSE MODULE (GAME.pl)  *
                 *******************************/

%!  player_name(?Game, ?Player, ?Name) is nondet.
%   Name is how Player is called.
game_hook(player_name/3,           required).
%!  move_from_text(+Game, +Text, -Move) is semidet.
%   Move is the move a person typed as Text; fails for no move.
game_hook(move_from_text/3,        either(reading)).
%!  move_from_text(+Game, +State, +Text, -Move) is semidet.
%   As move_from_text/3 where Text means a move in State only (a piece's
%   name that places or moves it); tried first.
game_hook(move_from_text/4,        either(reading)).
%!  move_to_text(+Game, +Move, -Text) is det.
%   Text is Move as a person types it.
game_hook(move_to_text/3,          required).
%!  move_forms(+Game, -Text) is det.
%   Text says, in a sentence, how to type a move.
game_hook(move_forms/2,            required).
%!  former_move_word(?Game, ?Former, ?Word) is nondet.
%   Saved moves once began with Former, a word now spelt Word.
game_hook(former_move_word/3,      optional).
%!  show_rules(+Game) is det.
%   Prints the rules, for the `help` command.
game_hook(show_rules/1,            required).
%!  rule_option_text(?Game, ?Rule, -Text) is nondet.
%   Text says what the rule option Rule changes.
game_hook(rule_option_text/3,      optional).
%!  forced_move(?Game, ?Move, -Text) is nondet.
%   Move is never chosen, but played (the loop saying "Name Text.") for a
%   player whose only legal move it is, such as a pass.
game_hook(forced_move/3,           optional).
%!  level_ready(+Game, +Level, +Rules, -Readiness) is semidet.
%   Whether a level above 3 can play under Rules: `ready`,
%   `unavailable(Message)` (level 3 plays instead, after Message) or
%   `preparable(Question, Yes)` (the loop asks Question, Yes the label of
%   agreeing).
game_hook(level_ready/4,           optional).
%!  prepare_level(+Game, +Level, +Rules, -Outcome) is det.
%   Prepares the level once a person agrees: Outcome is `prepared(Text)`
%   (Text said) or `failed(Message)` (level 3 plays instead).
game_hook(prepare_level/4,         optional).
%!  exact_values(+Game, +State, -Values) is semidet.
%   Every legal move's exact value from a solved game, as `Text-Value` pairs
%   (`win in 3 plies`, `draw`, `loss in 2 plies`), which `hint` prints
%   instead of level 3's suggestion.
game_hook(exact_values/3,          optional).
%!  illegal_move_reason(+Game, +State, +Move, -Reason) is semidet.
%   Reason says which rule the move typed breaks.
game_hook(illegal_move_reason/4,   optional).
%!  draw_reason(+Game, +State, -Text) is semidet.
%   Text explains a draw the rules decided (it fails for a draw by
%   repetition).
game_hook(draw_reason/3,           optional).
%!  repetition_draw_added(?Game, -Citation) is semidet.
%   The draw by a third repetition (game_state.pl's, for every game) is
%   not in the game's sources but this project's addition to its rules;
%   Citation (a string) names where the rules document says so.
game_hook(repetition_draw_added/2, optional).
%!  move_note(+Game, +State, +Move, +NewState, -Note) is semidet.
%   Note says more of a move just played than its text (where a piece is on
%   a board that re-frames itself).
game_hook(move_note/5,             optional).
%!  extra_level(?Game, ?Level, ?Description) is nondet.
%   Level, above 3, is a computer level the menu names Description.
game_hook(extra_level/3,           optional).
%!  choose_at_extra_level(+Game, +Level, +State, -Move, -How) is semidet.
%   Move is the choice of extra level Level, How as game_choose_move/5
%   describes it.
game_hook(choose_at_extra_level/5, optional).
%!  level_unavailable(+Game, +Level, +Rules, -Why) is semidet.
%   Extra level Level cannot play under Rules now; Why, a message term, says
%   so and what plays instead.
game_hook(level_unavailable/4,     optional).
%!  level_left_out(+Game, +Level, +Rules, -Why) is semidet.
%   Extra level Level cannot play under Rules now, so a tournament leaves
%   it out; Why, a message term, says why and how to make it play.
game_hook(level_left_out/4,        optional).
%!  winner_clarification(+Game, +Rules, +Board, +Player, +Winner, -Citation) is semidet.
%   The end of Board-Player, won by Winner (or `draw`), rests on a
%   clarification of the rules that Citation (a string) names with where the
%   rules document states it.
game_hook(winner_clarification/6,  optional).
%!  cell_name(+Game, +RowCol, -Name) is det.
%   Name is the cell Row-Col of the board term (its Row-th list, Col-th
%   element), as the display and the prompt name it.
game_hook(cell_name/3,             optional).
%!  opening_balance(?Game, ?Margin) is semidet.
%   A tournament's opening may score Margin from even (units of value/5: a
%   third to a half of the smallest material gain) and count as level.
game_hook(opening_balance/2,       optional).
%!  prolog_only(?Game) is semidet.
%   Game has no C core: it plays on the prolog backend alone, and tests of
%   the C core skip it.
game_hook(prolog_only/1,           optional).

                 /*******************************
                 * THE CROSS-CHECK KIT (kit.pl) *
                 *******************************/

%!  players(?Game, ?Players) is semidet.
%   Players is [First, Second], as the course API names them, the one who
%   moves first first.
game_hook(players/2,               required).
%!  move_term(+Game, +Board, ?Move) is nondet.
%   Move is a move term of the game on a board of Board's shape, legal or
%   not (a finite set: the kit translates students' moves by trying them
%   all).
game_hook(move_term/3,             required).
%!  perft_reach(?Game, ?Depth, -Text) is semidet.
%   Text says which rules a perft to Depth does not reach.
game_hook(perft_reach/3,           optional).

                 /*******************************
                 *  THE DEMOS (demo_topics.pl)  *
                 *******************************/

%!  demo_topic(?Game, ?Topic, ?Title, ?Rule, ?Position, ?Question, ?Predicates, ?Functions) is nondet.
%   A rule the teaching demos show, in menu order: its title and sentence, a
%   position (Notation-Rules), the question both backends answer (`moves`,
%   `captures` or `winning_moves`), the Prolog predicates and C functions
%   that implement it.
game_hook(demo_topic/8,            required).

                 /*******************************
                 * READY SETS (position_sets.pl)*
                 *******************************/

%!  ready_set(?Game, ?Name, ?Rules, ?Notations) is nondet.
%   Hand-chosen positions (notations, under the rule options Rules) that
%   exercise the rule Name names; each set says there what it claims.
game_hook(ready_set/4,             optional).
%!  set_union(?Game, ?Name, ?Names) is nondet.
%   The ready set Name is the union of the sets Names.
game_hook(set_union/3,             optional).
%!  built_set(?Game, ?Name, ?Rules, -Notations) is nondet.
%   A ready set computed when asked for (such as one position per winning
%   shape).
game_hook(built_set/4,             optional).

                 /*******************************
                 *  HOW IT IS DRAWN (view.pl)   *
                 *******************************/

%!  view_labels(+Game, +Height, +Width, -RowLabels, -ColLabels) is det.
%   The labels of a grid of Height rows and Width columns, top row first.
game_hook(view_labels/5,           required).
%!  view_cell(+Game, +Content, -Cell) is det.
%   A cell of the board term shows Cell: `piece(Side, Piece)`, `empty` or
%   `hole` (no cell at all).
game_hook(view_cell/3,             required).
%!  view_piece(?Game, ?Side, ?Piece, ?Letter, ?Glyph) is nondet.
%   Piece of Side is drawn as Letter in letters, as Glyph in Unicode.
game_hook(view_piece/5,            required).
%!  view_move(+Game, +State, ?Move, ?From, ?To, ?Reserve) is nondet.
%   Move goes from grid cell From (`[Row, Col]`, 1-based, top row first, or
%   `null`) to To, taking the reserve piece Reserve (or `null`); also reads
%   a click back into a move, legal or not.
game_hook(view_move/6,             required).
%!  view_grid(+Game, +Board, -Rows) is semidet.
%   Rows are the rows of cells the grid shows, when the board term is more
%   than its rows.
game_hook(view_grid/3,             optional).
%!  view_reserves(+Game, +Board, -Reserves) is semidet.
%   Reserves, a dict from side to piece names, are the pieces beside the
%   board.
game_hook(view_reserves/3,         optional).
%!  piece_word(+Game, +Piece, -Word) is semidet.
%   Word is how typed moves name Piece, where not Piece itself (the
%   browser's legend and reserve buttons say it, and the kit reads a
%   project's reserves with it): in kit.pl, which a student's process
%   loads alone.
game_hook(piece_word/3,            optional).
%!  piece_synonym(?Game, ?Piece, ?Word) is nondet.
%   Word is another name a course project may give Piece in its moves, in
%   a language of the course (the kit tries them where a project's
%   validator takes moves that name a piece): in kit.pl too.
game_hook(piece_synonym/3,         optional).

:- forall(game_hook(Hook, _), ( export(Hook), multifile(Hook) )).

%!  check_game_plugin(+Game) is det.
%
%   Game provides every required hook, and one at least of the hooks
%   of each `either(Group)`.
%
%   @error existence_error(game_hooks, Game) with a message that names
%          the hooks it lacks.

check_game_plugin(Game) :-
    findall(Hook, ( game_hook(Hook, required), \+ provides(Game, Hook) ), Required),
    findall(Hooks, ( setof(H, game_hook(H, either(_Group)), Hooks),
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
