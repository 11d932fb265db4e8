:- module(tabuleiro_project_subject,
          [ game_starts/2,              % +Games, -Starts
            game_starts/3,              % +Games, +Rules, -Starts
            project_student/6,          % +Module, +Game, +Rules0, +Folder, -Student, -Rules
            board_grid_rows/2           % +Board, -Rows
          ]).
:- use_module('../game_state', [game_initial_state/3, game_valid_moves/3, game_move/4,
                                game_over/3, game_choose_move/4]).
:- use_module('../game_plugin', [players/2, move_term/3]).
:- use_module('../backend', [backend_rule_names/2]).
:- use_module(move_writing, [move_kinds/2]).
:- use_module(cross_check_student, [student_subject/4, load_course_files/1]).
:- use_module(encoding_inference).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(occurs)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).

/** <module> A course project checked as it is, with no adapter

`against(project(Folder))` of cross_check/2: the project's files are
loaded as SICStus code, and the adapter they amount to is inferred
(prolog/tabuleiro/kit/encoding_inference.pl), shown, and used as a written one
would be.
*/

%!  game_starts(+Games, -Starts) is det.
%!  game_starts(+Games, +Rules, -Starts) is det.
%
%   Starts are `start(Game, Rules, Board, Player, Players, Kinds,
%   Unseen, WonGames)`, the start position of each of Games with Rules,
%   its players, the kinds of its move terms and our legal moves at the
%   start (`kinds(Kinds0, StartMoves)`, Kinds0 of move_kinds/2,
%   StartMoves pairs Move-Rows, Rows the grid after Move; or `none`),
%   the cells our boards of the game hold that this start board does
%   not, and games won from it (won_games/3): what the inference matches
%   a project's start state and moves with.  With Rules `[]` (none asked), the standard start of a game
%   comes first, then the start of each rule option that starts
%   otherwise (a project may play the rules the course document read).

game_starts(Games, Starts) :-
    game_starts(Games, [], Starts).

game_starts(Games, Rules, Starts) :-
    foldl(game_rule_starts(Rules), Games, Starts, []).

game_rule_starts(Rules, Game, Starts, Tail) :-
    findall(Rules1,
            ( Rules1 = Rules
            ; Rules == [],
              backend_rule_names(Game, Names),
              member(Name, Names),
              Rules1 = [Name] ),
            RuleSets),
    maplist(start_board(Game), RuleSets, Boards),
    pairs_keys_values(Pairs0, Boards, RuleSets),
    unique_boards(Pairs0, Pairs),
    foldl(board_cells, Boards, [], AllCells),
    findall(Start,
            ( member(_-Rules1, Pairs),
              game_start(Game, Rules1, AllCells, Start) ),
            Starts, Tail).

start_board(Game, Rules, Board) :-
    game_initial_state(Game, [rules(Rules)], game_state(Board, _, _, _)).

% The first rule set of each start board.
unique_boards([], []).
unique_boards([Board-Rules|Pairs0], [Board-Rules|Pairs]) :-
    exclude(same_board(Board), Pairs0, Rest),
    unique_boards(Rest, Pairs).

same_board(Board, B-_) :-
    B == Board.

% The cells of a board's grid, the parts beside it aside.
board_cells(Board, Cells0, Cells) :-
    board_grid_rows(Board, Rows),
    append(Rows, Cells1),
    append(Cells0, Cells1, Cells2),
    sort(Cells2, Cells).

%!  board_grid_rows(+Board, -Rows) is semidet.
%
%   Rows are the rows of the grid of our Board: the board itself, or the
%   first list of lists in it.

board_grid_rows(Board, Rows) :-
    (   is_list(Board)
    ->  Rows = Board
    ;   once(( sub_term(Rows, Board), is_list(Rows), Rows = [Row|_], is_list(Row) ))
    ).

game_start(Game, Rules, AllCells,
           start(Game, Rules, Board, Player, Players, Kinds, Unseen, WonGames)) :-
    game_initial_state(Game, [rules(Rules)], State0),
    State0 = game_state(Board, Player, _, _),
    board_cells(Board, [], Cells),
    ord_subtract(AllCells, Cells, Unseen),
    players(Game, Players),
    findall(Move, move_term(Game, Board, Move), Moves),
    (   move_kinds(Moves, Kinds0)
    ->  game_valid_moves(Game, State0, Legal),
        maplist(move_result(Game, State0), Legal, StartMoves),
        Kinds = kinds(Kinds0, StartMoves)
    ;   Kinds = none
    ),
    won_games(Game, Rules, WonGames).

% won_games(+Game, +Rules, -WonGames): games from the start with Rules
% that end in a win, each player in turn greedy (level 2) against a
% random opponent (level 1), seeded, each a list of Move-Key, Key the
% term_hash/2 of our board after Move (the starts are sent to a
% submission's process on its command line, whose length is bounded):
% such a game of any of our games ends in 7 to 30 plies, where a random
% game on the largest board seldom ends in 300.  A project learns from
% them, replayed in its terms, how its game_over names the winners
% (encoding_inference.pl).  They are the same for every project, and
% computed here because a submission's process has none of our rules;
% they show one of our moves at each of their positions, and who won
% at their ends, as the start shows all our moves at the start.
won_games(Game, Rules, WonGames) :-
    players(Game, Players),
    game_initial_state(Game, [rules(Rules)], State0),
    random_property(state(Saved)),
    set_random(seed(1)),
    findall(Moves,
            ( member(Greedy, Players),
              won_game(Game, Greedy, 100, State0, Moves) ),
            WonGames),
    set_random(state(Saved)).

won_game(Game, Greedy, Plies, State, Moves) :-
    (   game_over(Game, State, Winner)
    ->  Winner \== draw,
        Moves = []
    ;   Plies > 0,
        State = game_state(_, Player, _, _),
        (   Player == Greedy
        ->  Level = 2
        ;   Level = 1
        ),
        game_choose_move(Game, State, Level, Move),
        game_move(Game, State, Move, State1),
        State1 = game_state(Board1, _, _, _),
        term_hash(Board1, Key),
        Moves = [Move-Key|Moves1],
        Plies1 is Plies - 1,
        won_game(Game, Greedy, Plies1, State1, Moves1)
    ).

% move_result(+Game, +State0, +Move, -Move-Rows): Rows are the grid's
% rows after Move from State0.
move_result(Game, State0, Move, Move-Rows) :-
    game_move(Game, State0, Move, game_state(Board, _, _, _)),
    board_grid_rows(Board, Rows).

%!  project_student(+Module, +Game, +Rules0, +Folder, -Student, -Rules) is det.
%
%   Loads the project in Folder into module `user`, infers its encoding
%   of Game, prints what was inferred and the adapter it amounts to,
%   and Student is its record, the adapter's clauses in Module.  Rules
%   are the rule options of its start: Rules0 where given (not `[]`),
%   else those inferred (game_starts/3).
%
%   @error domain_error(cross_check_option, against(project(Folder)))
%          when no encoding fits, with the reasons.

project_student(Module, Game, Rules0, Folder, Student, Rules) :-
    (   exists_directory(Folder)
    ->  true
    ;   existence_error(directory, Folder)
    ),
    project_files(Folder, Files),
    with_empty_input(load_course_files(Files)),
    game_starts([Game], Rules0, Starts),
    infer_adapter(user, Folder, Starts, Inference),
    (   Inference = adapter(_, _, _, _)
    ->  inferred_rules(Inference, Rules),
        adapter_text(Folder, Inference, Text),
        format("Inferred from your project (save it as adapter.pl to keep or edit it):~n~w~n",
               [Text]),
        install_adapter(Module, Inference, Options),
        student_subject(user, Game, student(Options), Student)
    ;   inference_text(Inference, Why),
        throw(error(domain_error(cross_check_option, against(project(Folder))),
                    context(cross_check/2, Why)))
    ).

%   with_empty_input(:Goal): Goal with an empty standard input whose end
%   raises an error: a menu a project starts as it is loaded (by
%   initialization/1) stops at its first read, instead of waiting for
%   the keyboard or reading what was typed for the toplevel.
with_empty_input(Goal) :-
    stream_property(Input, alias(user_input)),
    current_input(Current),
    setup_call_cleanup(( open('/dev/null', read, Empty, [eof_action(error)]),
                         set_stream(Empty, alias(user_input)),
                         set_input(Empty) ),
                       Goal,
                       ( set_stream(Input, alias(user_input)),
                         set_input(Current),
                         close(Empty) )).
