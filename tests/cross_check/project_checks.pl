:- module(project_checks, [project_check/2]).
:- use_module(test_commands).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

/** <module> Course projects checked as they are, with no adapter

Each project of tests/cross_check/projects/ is a course project in a
style of its own, with no adapter: `against(project(Folder))` must find
its encoding, say what it found, and agree with it; the same project
with one planted mistake must not.  Each check runs cross_check/2 in a
process of its own, as a student does (`swipl prolog/cross_check.pl`),
so that no project's predicates meet another's.
*/

%!  project_check(?Name, ?Goal) is nondet.

project_check(Name, project_checks:Goal) :-
    check_of(Name, Goal).

% New signatures, a flat list of 0, 1 and 2 counted from 0, players 1
% and 2 in a state game(Cells, Player, Turn) with a move counter, a
% valid_moves that prints.
check_of(a_flat_list_of_numbers_is_inferred_and_agrees,
         agrees(teeko, teeko_numbers, [],
                [ "Board: argument 1 of your state, a flat list of cells, 5 to a row.",
                  "Cells: 2 for our w, 1 for our b, 0 for our e.",
                  "Players: 1 for our b, 2 for our w.",
                  "adapter_to_state(A, B, game(C, D, 0))" ])).
check_of(a_flat_list_of_numbers_that_forgets_the_squares_disagrees,
         disagrees(teeko, teeko_numbers, 'teeko.pl',
                   "four_in_a_row_or_square(A, B, C, D) :-\n    B =:= A + 1, C =:= A + 5",
                   "four_in_a_row_or_square(A, B, C, D) :-\n    fail, B =:= A + 1, C =:= A + 5",
                   "Wrong winner")).
check_of(a_flat_list_of_numbers_whose_steps_wrap_disagrees,
         disagrees(teeko, teeko_numbers, 'teeko.pl',
                   "between(0, 4, R2), between(0, 4, C2),",
                   "R2 >= 0, C2 >= -1, C2 =< 5, R2 =< 4,",
                   "= none of ours: it leads to ")).
check_of(a_flat_list_of_numbers_dropping_a_fifth_marker_disagrees,
         disagrees(teeko, teeko_numbers, 'teeko.pl', "N < 4,", "N =< 4,", "Extra move")).

% Player-first signatures, the board upside down (the Samurai's row
% first), one-letter pieces s, n and -, the initial board from
% initial_board/1.
check_of(an_upside_down_board_with_the_player_first_is_inferred_and_agrees,
         agrees(shi, shi_player_first, [set(jump_attacks), perft(2)],
                [ "player-first signatures",
                  "Board: your state is the board itself, the player given apart, a list of \c
                   rows, our last row first.",
                  "Cells: s for our samurai, - for our empty, n for our ninja." ])).
check_of(an_upside_down_board_whose_jumps_pass_over_enemies_disagrees,
         disagrees(shi, shi_player_first, 'shi.pl',
                   "first_piece(Board, R1, C1, DR, DC, RF, CF, Player),",
                   "first_piece(Board, R1, C1, DR, DC, RF, CF, _Screen),",
                   "Extra move")).

% A project that starts its menu as it is loaded (main.pl consults
% rules.pl), its board in a list [Board, Player], players o and x, and
% a game_over that numbers the winners 1 and 2: the menu reads nothing,
% and the winners' names are learnt from games its rules play.
check_of(a_project_whose_menu_starts_at_load_is_inferred_and_agrees,
         agrees(teeko, teeko_menu_at_load, [ready_sets(true)],
                [ "1. Play against a friend",
                  ":- load_course_files(['main.pl', 'rules.pl']).",
                  "Cells: x for our w, o for our b, '.' for our e.",
                  "Winners, as your game_over names them: 1 for our b, 2 for our w" ])).

% The board in the database, a fact cell(Column, Row, Marker) for each
% cell, columns letters, the state the player to move, moves notation
% atoms (c3, c3d4), a greedy bot that asks for its opponent's moves.
check_of(a_board_of_facts_for_each_cell_is_inferred_and_agrees,
         agrees(teeko, teeko_facts, [],
                [ "Board: your facts cell(row,column,piece) in the database, rows a to e, \c
                   columns 1 to 5",
                  "Cells: white for our w, black for our b, empty for our e.",
                  "valid_moves(adapter_db_valid_moves)" ])).
check_of(a_board_of_facts_dropping_a_fifth_marker_disagrees,
         disagrees(teeko, teeko_facts, 'teeko.pl', "N < 4,", "N =< 4,", "Extra move")).
check_of(a_board_of_facts_without_one_diagonal_disagrees,
         disagrees(teeko, teeko_facts, 'teeko.pl', "[1-0, 0-1, 1-1, 1-(-1)]", "[1-0, 0-1, 1-1]",
                   "Wrong winner")).

% A fact piece(Row, Column, Army) for each piece alone, counted from 0,
% the Samurai's row first, captures counted in facts taken(Army, N), a
% move counter in the state.
check_of(a_board_of_facts_for_each_piece_is_inferred_and_agrees,
         agrees(shi, shi_facts, [perft(2)],
                [ "Board: your facts piece(row,column,piece) in the database, rows 0 to 7, \c
                   columns 0 to 7 (a cell with no fact is no_fact), a list of rows, our last \c
                   row first.",
                  "Cells: samurai for our samurai, no_fact for our empty, ninja for our ninja.",
                  "db(board,[taken(samurai,0),taken(ninja,0)],state(player,0))" ])).
check_of(a_board_of_facts_whose_jumps_pass_over_enemies_disagrees,
         disagrees(shi, shi_facts, 'shi.pl',
                   "first_piece(R1, C1, DR, DC, RF, CF, Player),",
                   "first_piece(R1, C1, DR, DC, RF, CF, _),",
                   "Extra move")).
% A capture that leaves the taken piece's fact beside the taker's: two
% facts for a cell, which the kit reads as they are, and writes anew
% when it puts a position back in the database.  The capture it then
% misses has no term of theirs: it is shown with the position it leads
% to.
check_of(a_board_of_facts_keeping_a_captured_piece_disagrees,
         disagrees(shi, shi_facts, 'shi.pl',
                   "(   retract(piece(R2, C2, _))",
                   "(   piece(R2, C2, _)",
                   "= none of yours: it leads to")).
% Its valid_moves goes through its facts in the database's order (its
% move puts the moved piece's fact last), each direction in turn (here
% the columns' steps counted down), slides before jumps; its computer
% plays the first: on the C core, plugged in with no adapter, the facts
% are left in the order its own move leaves them and its moves listed in
% its order, learnt from its own lists, so it plays its own game.
check_of(a_board_of_facts_for_each_piece_plays_the_same_game_on_the_c_core,
         same_game_as_its_own_on_the_c_core(shi, shi_facts, 'shi.pl',
                                            "member(DC, [-1, 0, 1])", "member(DC, [1, 0, -1])")).

% Its moves from_to(R1, C1, R2, C2), the cells of ours written so: on
% the C core, its moves are played to be named at the first position
% only; at the 49 others where a move is new, its list is our moves
% written so.
check_of(a_board_of_facts_for_each_piece_plays_its_moves_to_name_them_at_one_position_only,
         positions_replayed_on_the_c_core(shi, shi_facts, 'shi.pl', "1 of 50")).
% Its captures written capture(R1, C1, R2, C2), its other moves
% from_to(R1, C1, R2, C2), and its computer captures when it can: on the
% C core, the moves learnt at the first position (no capture there) are
% the cells of ours written so, and a later list that holds a capture
% is not that of our moves written so: its moves are played to be
% named, and its game is its own (seven captures).
check_of(a_board_of_facts_naming_its_captures_apart_plays_the_same_game_on_the_c_core,
         same_game_as_its_own_on_the_c_core(shi, shi_facts, 'shi.pl',
             edits([ "legal(Player, from_to(R1, C1, R2, C2)) :-\n    piece(R1, C1, Player),\n    \c
                      line(DR, DC),\n    first_piece"
                     - "legal(Player, capture(R1, C1, R2, C2)) :-\n    piece(R1, C1, Player),\n    \c
                        line(DR, DC),\n    first_piece",
                     "    Move = from_to(R1, C1, R2, C2),"
                     - "    Move =.. [_, R1, C1, R2, C2],",
                     "    valid_moves(State, [Move|_])."
                     - "    valid_moves(State, Moves),\n    (   member(Move, Moves),\n        \c
                        Move = capture(_, _, _, _)\n    ->  true\n    ;   Moves = [Move|_]\n    )." ]),
             none)).

% A class of projects in the styles that keep their boards outside a
% list of rows (facts for each cell, each piece or each kind of piece, a
% list of named pieces), or beside reserves named in the course's words
% (Echek's towers and horses, read in the student's process with its
% kit alone), or each piece's words and cell joined by `-` beside a
% holes list empty at the start, or Echek's reserves as counts and its
% swap rights as flags, or Echek with the old signatures, or list no
% moves (a validator, of Shi's moves, or of Echek's naming the pieces), and
% one kept as a repository (its code in src/, a README beside), is graded in the
% sandbox with no adapter, each with the verdict its rules earn.  Perft
% goes to depth 1 only (--perft=1): each project's own checks above
% compare it deeper, and depth 3 of a project whose board is in the
% database took most of its grading's time.
check_of(projects_in_every_style_are_graded_with_no_adapter,
         graded([ teeko_facts-"| teeko | yes, adapter inferred | agreed |",
                  shi_validator-"| shi | yes, adapter inferred | agreed |",
                  repository-in_src(teeko_menu_at_load)-"| teeko | yes, adapter inferred | agreed |",
                  shi_facts-"| shi | yes, adapter inferred | agreed |",
                  shi_kind_facts-"| shi | yes, adapter inferred | agreed |",
                  shi_named_pieces-"| shi | yes, adapter inferred | agreed |",
                  echek_framed-"| echek | yes, adapter inferred | agreed |",
                  shakti_dashed_pieces-"| shakti | yes, adapter inferred | agreed |",
                  echek_counts-"| echek | yes, adapter inferred | agreed |",
                  echek_old_api-"| echek | yes, adapter inferred | agreed |",
                  echek_validator-"| echek | yes, adapter inferred | agreed |" ])).

% A project whose board is in the database enters a tournament as it is:
% its greedy bot plays every game to its end, by the rules.
check_of(a_board_of_facts_plays_a_tournament_with_no_adapter,
         tournament(teeko, teeko_facts,
                    [ "| teeko_facts | ", "## Losses other than by the rules\n\nNone." ])).

% The board as a list of its pieces, each named for itself: the state
% army(Pieces, Player), Pieces piece(Name, Row, Column), s1 to s8 and
% n1 to n8; a move names the piece, [Name, Row, Column].
check_of(a_list_of_named_pieces_is_inferred_and_agrees,
         agrees(shi, shi_named_pieces, [perft(2)],
                [ "Board: argument 1 of your state, a list of pieces piece(name,row,column), \c
                   rows 1 to 8, columns 1 to 8, the names of [n,s] numbered",
                  "Cells: s for our samurai, no_piece for our empty, n for our ninja." ])).
check_of(a_list_of_named_pieces_whose_jumps_pass_over_enemies_disagrees,
         disagrees(shi, shi_named_pieces, 'shi.pl', "army_of(Friend, Player),",
                   "army_of(Friend, _),", "Extra move")).
% Its computer plays the first move of its list, naming the piece: on
% the C core, plugged in with no adapter, each piece keeps its name after
% every move and its list keeps its order, so it plays the same game,
% even where its own jumps pass over enemies (its own game differs).
check_of(a_list_of_named_pieces_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(shi, shi_named_pieces, 'shi.pl', "army_of(Friend, Player),",
                                 "army_of(Friend, _),")).

% The whole board in one fact, board(Rows), the state turn(Player).
check_of(a_board_in_one_fact_is_inferred_and_agrees,
         agrees(teeko, teeko_board_fact, [],
                [ "Board: in your facts of board/1 in the database, a list of rows.",
                  "Cells: o for our w, x for our b, - for our e." ])).
check_of(a_board_in_one_fact_without_squares_disagrees,
         disagrees(teeko, teeko_board_fact, 'teeko.pl', "R1 is R + 1, C1 is C + 1,",
                   "fail, R1 is R + 1, C1 is C + 1,", "Wrong winner")).
check_of(a_board_in_one_fact_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(teeko, teeko_board_fact, 'teeko.pl', "N < 4,", "N =< 4,")).

% The start written as facts when its file is loaded, an initial_state
% that only names the player: each game the inferred adapter plays
% starts from those facts.
check_of(a_board_of_facts_set_at_load_is_inferred_and_agrees,
         agrees_copy(teeko, teeko_facts, 'teeko.pl',
                     "initial_state(_, black) :-\n    retractall(cell(_, _, _)),\n",
                     ":- forall(( member(C, [a, b, c, d, e]), member(R, [1, 2, 3, 4, 5]) ), \c
                      assertz(cell(C, R, empty))).\n\c
                      initial_state(_, black).\nunused_start :-\n",
                     [ "Start: initial_state([],black).",
                       "adapter_db_start([cell(_, _, _)], [cell(a, 1, empty)," ])).

% A predicate for each army, samurai(Row, Column) and ninja(Row, Column).
check_of(a_board_of_facts_for_each_kind_is_inferred_and_agrees,
         agrees(shi, shi_kind_facts, [perft(2)],
                [ "Board: your facts ninja(row,column), samurai(row,column) in the database, \c
                   a predicate for each kind of piece, rows 1 to 8, columns 1 to 8",
                  "Cells: samurai for our samurai, no_fact for our empty, ninja for our ninja." ])).
check_of(a_board_of_facts_for_each_kind_whose_jumps_pass_over_enemies_disagrees,
         disagrees(shi, shi_kind_facts, 'shi.pl',
                   "first_piece(R1, C1, DR, DC, RF, CF, Player),",
                   "first_piece(R1, C1, DR, DC, RF, CF, _),",
                   "Extra move")).
% Its valid_moves goes through the facts of the army to move, each
% direction in turn (here the rows' steps counted down), its computer
% plays the first: on the C core, plugged in with no adapter, the same
% game as on its own rules.
check_of(a_board_of_facts_for_each_kind_plays_the_same_game_on_the_c_core,
         same_game_as_its_own_on_the_c_core(shi, shi_kind_facts, 'shi.pl',
                                            "member(DR, [-1, 0, 1])", "member(DR, [1, 0, -1])")).

% Its own game, computer against computer, is the same game on the C
% core plugged in with no adapter (the facts of each position put back
% in the database after each move), even where its own rules are wrong:
% dropping a fifth marker, its own game differs.
check_of(a_board_of_facts_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(teeko, teeko_facts, 'teeko.pl', "N < 4,", "N =< 4,")).

% A valid_moves that never answers: no adapter is found, and the reasons
% say which predicate ran out of time.
check_of(a_project_whose_valid_moves_loops_says_so,
         refused_copy(teeko, teeko_numbers, 'teeko.pl',
                      "valid_moves(State, Moves) :-\n",
                      "valid_moves(_, _) :- repeat, fail.\nvalid_moves_unused(State, Moves) :-\n",
                      "Your valid_moves/2 did not answer within 5 s when asked (a loop?)")).

% With no adapter, a project's predicates are asked for its encoding in
% its sandboxed process: a valid_moves that halts or crashes there gets
% the verdict it gets during the check, said as what it was doing.
check_of(a_project_that_halts_or_crashes_when_asked_for_its_encoding_is_graded_so,
         graded([ halts-mutant(teeko_numbers, 'teeko.pl', "valid_moves(State, Moves) :-\n",
                               "valid_moves(_, _) :- halt.\nunused(State, Moves) :-\n")-
                  "| - | yes | halted | - | called halt while its predicates were asked for \c
                   its encoding",
                  crashes-mutant(teeko_numbers, 'teeko.pl', "valid_moves(State, Moves) :-\n",
                                 "valid_moves(_, _) :- current_prolog_flag(pid, P), \c
                                  process:process_kill(P, segv), sleep(5).\n\c
                                  unused(State, Moves) :-\n")-
                  "| - | yes | crashed | - | killed by signal 11 (SIGSEGV) while its \c
                   predicates were asked for its encoding" ])).

% A folder with no course predicate says what it found and why no
% adapter fits, in words.
check_of(a_project_without_a_move_generator_says_why_it_cannot_be_inferred,
         refused(teeko, "no predicate lists or checks the moves")).

% A validator and no move generator: valid_move(State, Move), moves
% move(From, To) with cells named as on a chessboard (c1), rows counted
% from the Samurai's side; how it writes our moves is found by playing
% them, and the kit proposes each move to its validator.
check_of(a_validator_without_a_move_generator_is_inferred_and_agrees,
         agrees(shi, shi_validator, [positions(12), perft(1)],
                [ "the new course signatures, with valid_move/2 to check a move (none lists them)",
                  "Moves: you write them as you check them with valid_move/2: our \c
                   move(1-1,1-2) as move(a8,b8)",
                  "adapter_move(move(A-B, C-D), move(E, F)) :-" ])).
% Its game_over names the winners as its display does, 'Samurai' and
% 'Ninja': the names are learnt from games its rules play, our rules
% choosing the moves, and the positions won agree.
check_of(a_validator_naming_the_winners_its_own_way_is_inferred_and_agrees,
         agrees_copy(shi, shi_validator, 'shi.pl',
                     "game_over(game(Board, _), Winner) :-\n    decided(Board, Winner),\n    !.\n\c
                      game_over(game(Board, Player), Winner) :-\n",
                     "name_of(samurai, 'Samurai').\nname_of(ninja, 'Ninja').\n\n\c
                      game_over(game(Board, _), Name) :-\n    decided(Board, Winner),\n    !,\n    \c
                      name_of(Winner, Name).\n\c
                      game_over(game(Board, Player), Name) :-\n    name_of(Winner, Name),\n",
                     [set(wins_at_four), perft(0)],
                     [ "Winners, as your game_over names them: 'Ninja' for our ninja, \c
                        'Samurai' for our samurai (from games your rules played to a win)." ])).
% Its game_over names the winner white_wins or black_wins: the names
% are learnt from games its rules play, each of our moves found among
% its own by the position it gives, and the checkmates agree.
check_of(a_list_of_pieces_naming_the_winners_its_own_way_is_inferred_and_agrees,
         agrees_copy(shakti, shakti_two_lists, 'shakti.pl',
                     "    ->  other(Colour, Winner)\n",
                     "    ->  other(Colour, Enemy),\n        atom_concat(Enemy, '_wins', Winner)\n",
                     [set(checkmates), perft(0)],
                     [ "Winners, as your game_over names them: black_wins for our black, \c
                        white_wins for our white (from games your rules played to a win)." ])).
check_of(a_validator_whose_slides_cross_pieces_disagrees,
         disagrees(shi, shi_validator, 'shi.pl',
                   "allowed(' ', Between, _, _) :-\n    \\+ ( member(X, Between), X \\== ' ' ).",
                   "allowed(' ', _, _, _).", "Extra move")).
check_of(a_validator_whose_win_needs_three_pieces_disagrees,
         disagrees(shi, shi_validator, 'shi.pl', "N =< 4.", "N =< 3.", "Wrong winner")).
% Its valid_moves prints as it thinks: on the C core, its own game
% prints all it printed on its own rules, line for line.
check_of(a_project_that_prints_prints_the_same_on_the_c_core,
         prints_the_same_on_the_c_core(teeko, teeko_numbers, 'teeko.pl', "Thinking...")).

% Its own lists in an order of their own (the highest cell first): on
% the C core its moves are listed in that order too, and its computer,
% which plays the first, plays the same game.
check_of(a_project_listing_its_moves_in_its_own_order_plays_the_same_game_on_the_c_core,
         same_game_as_its_own_on_the_c_core(teeko, teeko_numbers, 'teeko.pl',
                                            "findall(Move, legal(State, Move), Moves)",
                                            "findall(Move, legal(State, Move), Moves0),\n        \c
                                             reverse(Moves0, Moves)")).

% Its predicates named in camel case, as reports name their helpers:
% isvalidMove(State, Move) for its validator.
check_of(a_validator_named_in_camel_case_is_inferred_and_agrees,
         agrees_renamed(shi, shi_validator, 'shi.pl', "valid_move(", "isvalidMove(",
                        [positions(3), perft(1)],
                        [ "with isvalidMove/2 to check a move" ])).

% Its moves named go(From, To), a word of its own: the compounds its
% code uses most are tried as the names of its moves.
check_of(a_validator_naming_its_moves_in_its_own_word_is_inferred_and_agrees,
         agrees_renamed(shi, shi_validator, 'shi.pl', "move(From, To)", "go(From, To)",
                        [positions(3), perft(1)],
                        [ "our move(1-1,1-2) as go(a8,b8)" ])).

% Its lister renamed, so that legal(State, Move) alone checks the
% moves: put(I) and slide(I, J), cells by their place in its flat list,
% are found as its writing of our drops and steps.
check_of(a_validator_of_cells_by_their_place_in_a_flat_list_is_inferred_and_agrees,
         agrees_renamed(teeko, teeko_numbers, 'teeko.pl', "valid_moves(", "listed_moves(",
                        [positions(5), perft(1)],
                        [ "with legal/2 to check a move",
                          "our drop(1-1) as put(0), our step(1-1,1-2) as slide(0,1)" ])).

% A project kept as a repository: its code in src/, a README beside.
check_of(a_project_with_its_code_in_src_is_found_and_agrees,
         agrees_in_src(teeko, teeko_menu_at_load,
                       [ ":- load_course_files(['src/main.pl', 'src/rules.pl'])." ])).

% A validator with the player first, legal(Player, Board, Move), and
% moves as a person types them: 'c3' drops, 'c3-d4' steps; steps cannot
% be played from the start: how they are written is found later in a
% game the drops found play.
check_of(a_validator_of_typed_moves_is_inferred_and_agrees,
         agrees(teeko, teeko_notation_validator, [positions(12), perft(1)],
                [ "the player-first signatures, with legal/3 to check a move",
                  "our drop(1-1) as a1, our step(1-1,1-2) as 'a1-a2'" ])).
check_of(a_validator_of_typed_moves_with_long_steps_disagrees,
         disagrees(teeko, teeko_notation_validator, 'teeko.pl',
                   "    abs(R2 - R1) =< 1,", "    abs(R2 - R1) =< 2,", "Extra move")).
check_of(a_validator_of_typed_moves_without_squares_disagrees,
         disagrees(teeko, teeko_notation_validator, 'teeko.pl',
                   "    R1 is R + 1,\n    C1 is C + 1.", "    fail, R1 is R + 1, C1 is C + 1.",
                   "Wrong winner")).

% Echek with a validator alone, valid_move(State, Move), its moves
% written as a person reads them aloud, naming the piece in the report's
% words: put(tower, c1), put(pawn, c1, b1), put(bishop, c3, d2) (the
% piece on d2 sent back), go(horse, a4).  How each piece and verb is
% written is found by playing our moves at the start written in words
% tried, the Bishop's recall (none at the start) in a game.  Its rules
% in Prolog are asked about each of some 3 000 terms a position: a few
% positions, and perft 1.
check_of(an_echek_validator_of_moves_naming_pieces_is_inferred_and_agrees,
         agrees(echek, echek_validator, [positions(6), perft(1)],
                [ "the new course signatures, with valid_move/2 to check a move",
                  "our place(rook,1-1) as put(tower,a1)",
                  "our move(knight,1-1) as go(horse,a1)",
                  "our place(bishop,1-1,recall(1-2)) as put(bishop,a1,a2)",
                  "adapter_move(place(pawn, A-B, C-D), put(pawn, E, F)) :-" ])).
% The same with its Knights named in Portuguese, cavalo: the kit tries
% the game's words for the pieces in the course's languages, and reads
% the reserves with the words its moves showed.
check_of(an_echek_validator_naming_a_piece_in_portuguese_is_inferred_and_agrees,
         agrees_renamed(echek, echek_validator, 'echek.pl', "horse", "cavalo",
                        [positions(3), perft(1)],
                        [ "our place(knight,1-1) as put(cavalo,a1)",
                          "cavalo for our knight." ])).
check_of(an_echek_validator_placing_beside_the_enemy_king_disagrees,
         disagrees(echek, echek_validator, 'echek.pl',
                   "    \\+ ( side_by_side(DR, DC), R =:= KR + DR, C =:= KC + DC ),\n", "",
                   [positions(1), perft(1)], "Extra move")).
check_of(an_echek_validator_whose_horse_jumps_only_across_disagrees,
         disagrees(echek, echek_validator, 'echek.pl',
                   "    (   abs(DR) =:= 1, abs(DC) =:= 2\n    ;   abs(DR) =:= 2, abs(DC) =:= 1\n    ),",
                   "    abs(DR) =:= 1, abs(DC) =:= 2,", [set(swaps)], "Missing move")).

% A project with a validator alone enters a tournament as it is.
check_of(a_validator_plays_a_tournament_with_no_adapter,
         tournament(shi, shi_validator,
                    [ "| shi_validator | ", "## Losses other than by the rules\n\nNone." ])).

% Its computer tries each move term on its validator; on the C core,
% plugged in with no adapter, it plays the same game, even where its own
% rules are wrong (slides over pieces: its own game differs).
check_of(a_validator_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(shi, shi_validator, 'shi.pl',
                                 "allowed(' ', Between, _, _) :-\n    \\+ ( member(X, Between), X \\== ' ' ).",
                                 "allowed(' ', _, _, _).")).

% Echek's table framed by one empty row and column, made again after
% each move, in a state echek_game(Player, Table, reserves(White,
% Black), CanSwap, Seen): the reserves lists of piece names in their
% own order, tower and horse for rook and knight, CanSwap a list of
% players; moves of its own (put(queen, 3, 1), walk(king, 2, 1)).
% Every ready set, and 30 random positions: its rules in Prolog take
% some 25 s of CPU for 100 and perft 2, whose depth 2 ran past the
% 10 s a depth may take (depth 1 alone was compared).
check_of(a_framed_echek_table_with_reserves_is_inferred_and_agrees,
         agrees(echek, echek_framed, [ready_sets(true), perft(1), positions(30)],
                [ "Board: argument 2 of your state, a list of rows.",
                  "tower-white for our rook-white",
                  "Other parts: argument 3.1 of your state for argument 2.1 of our board \c
                   ([bishop,knight,pawn,queen,rook] at the start)",
                  "your words: horse for our knight, tower for our rook." ])).
check_of(a_framed_echek_table_placing_beside_the_enemy_king_disagrees,
         disagrees(echek, echek_framed, 'echek.pl',
                   "    \\+ next_to_orthogonally(KR, KC, R, C),\n", "", "Extra move")).
% Its computer plays the first move of its list that does not lose: on
% the C core, plugged in with no adapter, the same game, even where its
% own rules place beside the enemy King (its own game differs).
check_of(a_framed_echek_table_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(echek, echek_framed, 'echek.pl',
                                 "    \\+ next_to_orthogonally(KR, KC, R, C),\n", "")).
check_of(a_framed_echek_table_five_wide_disagrees,
         disagrees(echek, echek_framed, 'echek.pl', "MaxC - MinC < 4.", "MaxC - MinC < 5.",
                   "Extra move")).

% Echek's framed table in a state echek(Turn, Table, WhiteStock,
% BlackStock, WhiteSwap, BlackSwap, Past): the reserves counts of each
% piece in an order of its own ([queen-1, rook-1, ...]), the swap rights
% a flag for each player (true, then false); moves of its own
% (drop(queen, 3-1), drop_recall(3-1, 2-2), go(king, 2-1)).
check_of(an_echek_table_with_counted_reserves_and_swap_flags_is_inferred_and_agrees,
         agrees(echek, echek_counts, [ready_sets(true), perft(1), positions(20)],
                [ "Other parts: argument 3 of your state, how many of each of \c
                   [queen,rook,bishop,knight,pawn] for argument 2.1 of our board",
                  "a flag for each player in your state (argument 5 for white, argument 6 for \c
                   black; true while in our list, else false, as a game your rules played \c
                   showed: argument 5 changed when white moved)",
                  "adapter_write_counts(A, B, C) :-",
                  "set swaps 8 of 8 agree" ])).
% The same with the flags 1 and 0.
check_of(an_echek_table_with_swap_flags_1_and_0_is_inferred_and_agrees,
         agrees_copy(echek, echek_counts, 'echek.pl',
                     "swap_flag(may, true).\nswap_flag(spent, false).",
                     "swap_flag(may, 1).\nswap_flag(spent, 0).", [positions(10), perft(1)],
                     [ "argument 5 for white, argument 6 for black; 1 while in our list, else 0",
                       "adapter_flag(1, on)." ])).
% The same with Black's flag first: whose flag is which is learnt from
% a game its rules play.
check_of(an_echek_table_with_black_s_swap_flag_first_is_inferred_and_agrees,
         agrees_copy(echek, echek_counts, 'echek.pl',
                     "flag_of(white, First-_, First).\nflag_of(black, _-Second, Second).",
                     "flag_of(white, _-Second, Second).\nflag_of(black, First-_, First).",
                     [ready_sets(true), positions(1), perft(0)],
                     [ "argument 5 for black, argument 6 for white; true while in our list, else \c
                        false, as a game your rules played showed: argument 6 changed when \c
                        white moved",
                       "set swaps 8 of 8 agree" ])).
% The same with each hand a count for each piece by place,
% stock(Pawns, Queens, Knights, Rooks, Bishops): which place counts
% which piece is learnt from games its rules play.
check_of(an_echek_table_with_a_count_for_each_piece_by_place_is_inferred_and_agrees,
         agrees_copy(echek, echek_counts, 'echek.pl',
                     "full_stock([queen-1, rook-1, bishop-1, knight-1, pawn-1]).\n\n\c
                      stock_has(Stock, Piece) :-\n    member(Piece-N, Stock),\n    N > 0.\n\n\c
                      stock_add([], _, _, []).\n\c
                      stock_add([P-N|Rest], Piece, Add, [P-N1|Rest1]) :-\n    \c
                      (   P == Piece\n    ->  N1 is N + Add\n    ;   N1 = N\n    ),\n    \c
                      stock_add(Rest, Piece, Add, Rest1).\n",
                     "full_stock(stock(1, 1, 1, 1, 1)).\n\n\c
                      slot(pawn, 1).\nslot(queen, 2).\nslot(knight, 3).\nslot(rook, 4).\n\c
                      slot(bishop, 5).\n\n\c
                      stock_has(Stock, Piece) :-\n    slot(Piece, I),\n    arg(I, Stock, N),\n    \c
                      N > 0.\n\n\c
                      stock_add(Stock, Piece, Add, Stock1) :-\n    slot(Piece, I),\n    \c
                      Stock =.. [Name|Ns],\n    nth1(I, Ns, N, Rest),\n    N1 is N + Add,\n    \c
                      nth1(I, Ns1, N1, Rest),\n    Stock1 =.. [Name|Ns1].\n",
                     [ready_sets(true), positions(1), perft(0)],
                     [ "argument 3 of your state, a count for each of \c
                        [pawn,queen,knight,rook,bishop] in that order",
                       "set bishop_recalls 11 of 11 agree" ])).
check_of(an_echek_table_whose_swap_right_stays_disagrees,
         disagrees(echek, echek_counts, 'echek.pl', "    swap_flag(spent, Spent),\n",
                   "    swap_flag(may, Spent),\n", "Extra move")).
% Its computer plays a winning move, else the first of its list that
% does not lose at once: on the C core, plugged in with no adapter, the
% same game, even where its own rules drop beside the enemy King.
check_of(an_echek_table_with_counted_reserves_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(echek, echek_counts, 'echek.pl',
                                 "    abs(KR - R) + abs(KC - C) =\\= 1,\n", "")).
% It enters a tournament as it is, its reserves and swap flags read in
% its sandboxed process.
check_of(an_echek_table_with_counted_reserves_plays_a_tournament_with_no_adapter,
         tournament(echek, echek_counts,
                    [ "| echek_counts | ", "## Losses other than by the rules\n\nNone." ])).
check_of(an_echek_table_whose_recalled_pieces_vanish_disagrees,
         disagrees(echek, echek_counts, 'echek.pl',
                   "back_to_hand(man(_, _, Piece, Owner), Stocks, Stocks1) :-\n    \c
                    hand_count(Owner, Piece, 1, Stocks, Stocks1).",
                   "back_to_hand(man(_, _, _, _), Stocks, Stocks).",
                   "= none of ours: it leads to ")).

% Echek with the old signatures, valid_moves(Board, Player, Moves) and
% move(Move, Board, NewBoard), its moves naming their colour
% (m(white, put(queen, 3, 1))), a board table(Grid, Hands, Swappers):
% the hands [white-Pieces, black-Pieces], the swap rights a list.
check_of(an_echek_board_of_the_old_signatures_is_inferred_and_agrees,
         agrees(echek, echek_old_api, [ready_sets(true), perft(1), positions(20)],
                [ "your predicates: the old course signatures, valid_moves(Board, Player, \c
                   Moves) (valid_moves/3)",
                  "Board: argument 1 of your board, the player given apart, a list of rows.",
                  "Other parts: argument 2.1.2 of your board for argument 2.1 of our board",
                  "adapter_to_state(echek(A, reserve(B, C), D), E, table(F, [white-G, black-H], \c
                   I)-J) :-",
                  "set swaps 8 of 8 agree" ])).
check_of(an_echek_board_of_the_old_signatures_keeping_the_castle_right_disagrees,
         disagrees(echek, echek_old_api, 'echek.pl', "delete(Swappers, Me, Swappers1)",
                   "Swappers1 = Swappers", "Extra move")).
check_of(an_echek_board_of_the_old_signatures_with_a_knight_jump_less_disagrees,
         disagrees(echek, echek_old_api, 'echek.pl', ", -1-(-2), -2-(-1)]).", ", -1-(-2)]).",
                   "Missing move")).
% It enters a tournament as it is: its computer, asked with the player
% given apart, plays every game to its end, by the rules.
check_of(an_echek_board_of_the_old_signatures_plays_a_tournament_with_no_adapter,
         tournament(echek, echek_old_api,
                    [ "| echek_old_api | ", "## Losses other than by the rules\n\nNone." ])).
% Its computer, on the C core plugged in with no adapter, plays the same
% game, even where its own rules put beside the enemy King.
check_of(an_echek_board_of_the_old_signatures_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(echek, echek_old_api, board([white, black]), 'echek.pl',
                                 "    abs(KR - R) + abs(KC - C) =\\= 1,\n", "")).

% Shakti's board as two lists in a state state(Pieces, Holes, Player):
% the pieces piece(Kind, Colour, Column, Row), the holes cell atoms
% (a1), growing as Warriors jump; every other cell an empty tile.
check_of(a_board_of_pieces_and_holes_is_inferred_and_agrees,
         agrees(shakti, shakti_two_lists, [perft(2)],
                [ "Board: arguments 1 and 2 of your state, a list of pieces \c
                   piece(word1,word2,column,row), rows 7 to 1, columns a to g",
                  "and a list of cells, each an atom of its column then its row",
                  "no_piece for our tile, listed for our empty." ])).
check_of(a_board_of_pieces_and_holes_whose_jumps_keep_the_tile_disagrees,
         disagrees(shakti, shakti_two_lists, 'shakti.pl',
                   "    append(Holes, [Jumped], Holes1),",
                   "    Holes1 = Holes, Jumped \\== none,", "Extra move")).
check_of(a_board_of_pieces_and_holes_seeing_checks_through_tiles_disagrees,
         disagrees(shakti, shakti_two_lists, 'shakti.pl',
                   "    seen(Holes, X, Y, DX, DY, X1, Y1),\n    piece_on(Pieces, X1, Y1, warrior, Enemy).",
                   "    between(1, 6, N), X1 is X + N * DX, Y1 is Y + N * DY,\n    \c
                    piece_on(Pieces, X1, Y1, warrior, Enemy).", "Missing move")).

% Shakti as the course document keeps it: Board-Colour, the board a
% list of rows of empty (a hole), tile and named pieces (white_king),
% every cell tiled at the start, as the course document's text says: the
% start is that of rules([full_board]), and the hole, which no start
% shows, is learnt from a board its moves reach.
check_of(a_board_tiled_all_over_is_inferred_and_agrees,
         agrees(shakti, shakti_full_board, [perft(2), positions(50)],
                [ "Rules: your start is that of rules([full_board])",
                  "Cells: empty for our empty, white_king for our king-white",
                  "Your start shows no empty of ours: your empty is, the one new cell",
                  "grade_options([rules([full_board]), against(student([" ])).
check_of(a_board_tiled_all_over_whose_jumps_keep_the_tile_disagrees,
         disagrees(shakti, shakti_full_board, 'shakti.pl',
                   "set_cell(Board, RA, CA, empty, Board1)", "Board1 = Board",
                   "a position with one cannot be written in your terms")).
check_of(a_board_tiled_all_over_whose_holes_block_the_view_disagrees,
         disagrees(shakti, shakti_full_board, 'shakti.pl',
                   "    (   Cell == empty\n", "    (   fail\n", "Missing move")).
% The two lists of pieces and holes with every cell tiled at the start:
% the holes list, empty there, is found in a board its moves reach.
check_of(a_board_of_pieces_and_holes_none_at_the_start_is_inferred_and_agrees,
         agrees_copy(shakti, shakti_two_lists, 'shakti.pl', "[a1, g1, a7, g7]", "[]",
                     [positions(30), perft(2)],
                     [ "Rules: your start is that of rules([full_board])",
                       "Board: arguments 1 and 2 of your state, a list of pieces",
                       "Your start shows no empty of ours: your list of them is empty there" ])).

% Shakti in a state [Turn, Pieces, Holes], each piece its kind, colour,
% row and column joined by `-` (k-w-2-4), the holes Row-Col, every
% cell tiled at the start (the holes list empty), players w and b.
check_of(a_list_of_dashed_pieces_is_inferred_and_agrees,
         agrees(shakti, shakti_dashed_pieces, [perft(2)],
                [ "Board: arguments 2 and 3 of your state, a list of pieces \c
                   word1-word2-row-column, rows 7 to 1, columns 1 to 7",
                  "and a list of cells row-column",
                  "Cells: listed for our empty, k-w for our king-white, w-w for our warrior-white",
                  "Rules: your start is that of rules([full_board])" ])).
% The same with the four corners holes at the start: the standard rules.
check_of(a_list_of_dashed_pieces_with_holes_at_the_start_is_inferred_and_agrees,
         agrees_copy(shakti, shakti_dashed_pieces, 'shakti.pl', "start_holes([]).",
                     "start_holes([1-1, 1-7, 7-1, 7-7]).", [positions(30), perft(2)],
                     [ "[1-1,1-7,7-1,7-7]]).", "no_piece for our tile, listed for our empty." ])).
check_of(a_list_of_dashed_pieces_whose_jumps_keep_the_tile_disagrees,
         disagrees(shakti, shakti_dashed_pieces, 'shakti.pl', "append(Holes, [First], Holes1)",
                   "Holes1 = Holes", "a position with one cannot be written in your terms")).
check_of(a_list_of_dashed_pieces_seeing_checks_through_tiles_disagrees,
         disagrees(shakti, shakti_dashed_pieces, 'shakti.pl',
                   "    looks_at(Holes, Row-Col, Cell),\n    occupant(Pieces, Cell, w-Other).",
                   "    way(DR, DC), ray(Holes, Row, Col, DR, DC, Tiles), \c
                    member(Cell, Tiles),\n    occupant(Pieces, Cell, w-Other).", "Missing move")).
% Its computer mates, else jumps, else plays the first of its moves
% sorted: on the C core, plugged in with no adapter, the same game, even
% where its own Warriors jump over pieces (its own game differs).
check_of(a_list_of_dashed_pieces_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(shakti, shakti_dashed_pieces, 'shakti.pl',
                                 "        vacant(Pieces, First),\n        vacant(Pieces, To),",
                                 "        vacant(Pieces, To),")).
% Its computer playing the first of its moves as its own list has them
% (its pieces in their order in its list, then the directions in its
% order; in check, its King's captures among the cells beside it): the
% same game on the C core, plugged in with no adapter.
check_of(a_list_of_dashed_pieces_unsorted_plays_the_same_game_on_the_c_core,
         same_game_as_its_own_on_the_c_core(shakti, shakti_dashed_pieces, 'shakti.pl',
                                            "    msort(Moves0, Moves),\n",
                                            "    Moves = Moves0,\n")).

% Teeko with its whole position in the database, as the Echek course
% report keeps its board: piece(Row, Column, Player) facts, players
% black and red, move(Player, Move) and game_over(Winner) taking no
% state; who moves next is read from its facts of next_player/2.
check_of(a_position_in_the_database_alone_is_inferred_and_agrees,
         agrees(teeko, teeko_db_only, [perft(2)],
                [ "the course signatures with the position in the database alone",
                  "Board: your facts piece(row,column,piece) in the database, rows 1 to 5",
                  "Cells: red for our w, black for our b, no_fact for our e.",
                  "who moves next: red after black, black after red, as your facts of \c
                   next_player/2 say" ])).
check_of(a_position_in_the_database_alone_whose_slides_leave_the_marker_disagrees,
         disagrees(teeko, teeko_db_only, 'teeko.pl', "once(retract(piece(R0, C0, Player)))",
                   "piece(R0, C0, Player)", "= none of ours: it leads to")).
check_of(a_position_in_the_database_alone_without_diagonal_slides_disagrees,
         disagrees(teeko, teeko_db_only, 'teeko.pl', "    (DR, DC) \\== (0, 0),\n",
                   "    abs(DR) + abs(DC) =:= 1,\n", "Missing move")).
% Its greedy computer, on the C core plugged in with no adapter (its
% game_over(Winner) left to read the facts the C core's moves write),
% plays the same game, even where its own rules drop a fifth marker.
check_of(a_position_in_the_database_alone_plays_the_same_game_on_the_c_core,
         same_game_on_the_c_core(teeko, teeko_db_only, facts([black, red]), 'teeko.pl',
                                 "    N < 4,\n", "    N =< 4,\n")).

%   agrees(+Game, +Project, +Options, +Texts): the cross-check of the
%   project as it is agrees, and prints each of Texts.
agrees(Game, Project, Options, Texts) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    append(Options, [positions(100)], AllOptions),    % theirs first: the first counts
    check_project(Game, Folder, AllOptions, Status, Output),
    expect(Status == exit(0), Output),
    forall(member(Text, Texts),
           expect(sub_string(Output, _, _, _, Text), Output)).

%   agrees_renamed(+Game, +Project, +File, +Old, +New, +Options, +Texts):
%   the project with every Old in File replaced by New agrees, and
%   prints each of Texts.
agrees_renamed(Game, Project, File, Old, New, Options, Texts) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    tmp_file(project, Copy),
    make_directory(Copy),
    directory_file_path(Folder, File, Source),
    directory_file_path(Copy, File, Target),
    read_file_to_string(Source, Text0, []),
    atomic_list_concat(Parts, Old, Text0),
    atomic_list_concat(Parts, New, Text),
    setup_call_cleanup(open(Target, write, Out), write(Out, Text), close(Out)),
    check_project(Game, Copy, Options, Status, Output),
    delete_directory_and_contents(Copy),
    expect(Status == exit(0), Output),
    forall(member(T, Texts), expect(sub_string(Output, _, _, _, T), Output)).

%   agrees_in_src(+Game, +Project, +Texts): the project kept as a
%   repository is, its files in src/, agrees, and prints each of Texts.
agrees_in_src(Game, Project, Texts) :-
    project_file('tests/cross_check/projects', Projects),
    tmp_file(repository, Repository),
    repository_copy(Projects, Project, Repository),
    check_project(Game, Repository, [positions(50)], Status, Output),
    delete_directory_and_contents(Repository),
    expect(Status == exit(0), Output),
    forall(member(Text, Texts), expect(sub_string(Output, _, _, _, Text), Output)).

%   agrees_copy(+Game, +Project, +File, +Old, +New, +Texts): the project
%   with Old replaced by New in File agrees on 100 positions, and prints
%   each of Texts; agrees_copy/7 with the check's Options.
agrees_copy(Game, Project, File, Old, New, Texts) :-
    agrees_copy(Game, Project, File, Old, New, [positions(100)], Texts).

agrees_copy(Game, Project, File, Old, New, Options, Texts) :-
    copy_checked(Game, Project, File, Old, New, Options, Status, Output),
    expect(Status == exit(0), Output),
    forall(member(Text, Texts),
           expect(sub_string(Output, _, _, _, Text), Output)).

%   disagrees(+Game, +Project, +File, +Old, +New, +Kind): the project
%   with Old replaced by New in File disagrees, showing Kind first;
%   disagrees/7 with the check's Options.
disagrees(Game, Project, File, Old, New, Kind) :-
    disagrees(Game, Project, File, Old, New, [positions(30), ready_sets(true)], Kind).

disagrees(Game, Project, File, Old, New, Options, Kind) :-
    copy_checked(Game, Project, File, Old, New, Options, Status, Output),
    expect(Status == exit(1), Output),
    expect(sub_string(Output, _, _, _, Kind), Output).

%   mutant_copy(+Folder, +File, +Old, +New, -Copy): Copy is a new folder
%   holding File of Folder with Old replaced by New; Old may also be
%   edits(Pairs), each Old-New of Pairs replaced in turn (New unused).
mutant_copy(Folder, File, Old, New, Copy) :-
    tmp_file(project, Copy),
    make_directory(Copy),
    directory_file_path(Folder, File, Source),
    directory_file_path(Copy, File, Target),
    read_file_to_string(Source, Text0, []),
    (   Old = edits(Edits)
    ->  true
    ;   Edits = [Old-New]
    ),
    foldl(text_edited, Edits, Text0, Text),
    setup_call_cleanup(open(Target, write, Out), write(Out, Text), close(Out)).

text_edited(Old-New, Text0, Text) :-
    once(sub_string(Text0, Before, _, After, Old)),
    sub_string(Text0, 0, Before, _, Prefix),
    sub_string(Text0, _, After, 0, Suffix),
    atomics_to_string([Prefix, New, Suffix], Text).

%   graded(+Rows): a class of the projects Rows names, graded, gives
%   each of them a row holding its text.  A row is Project-Text, or
%   Name-mutant(Project, File, Old, New)-Text: Project with Old replaced
%   by New in File.
graded(Rows) :-
    project_file('tests/cross_check/projects', Projects),
    tmp_file(class, Class),
    make_directory(Class),
    forall(member(Row, Rows), class_member(Projects, Class, Row)),
    project_file('prolog/grade.pl', Grade),
    process_create(path(swipl), [Grade, '--positions=20', '--perft=1', Class],
                   [stdin(null), stdout(pipe(Out)), stderr(std), process(Pid)]),
    read_string(Out, _, Printed),
    close(Out),
    process_wait(Pid, _),
    atom_concat(Class, '-report/grading-report.md', ReportFile),
    read_file_to_string(ReportFile, Report, []),
    atom_concat(Class, '-report', ReportDir),
    delete_directory_and_contents(Class),
    delete_directory_and_contents(ReportDir),
    forall(( member(Row, Rows), row_name_text(Row, Name, Text) ),
           ( format(string(Line), "| ~w ~w", [Name, Text]),
             expect(sub_string(Report, _, _, _, Line), Printed) )).

class_member(Projects, Class, Name-mutant(Project, File, Old, New)-_) :-
    !,
    directory_file_path(Projects, Project, From),
    mutant_copy(From, File, Old, New, Copy),
    directory_file_path(Class, Name, To),
    rename_file(Copy, To).
class_member(Projects, Class, Name-in_src(Project)-_) :-
    !,
    directory_file_path(Class, Name, To),
    repository_copy(Projects, Project, To).
class_member(Projects, Class, Project-_) :-
    directory_file_path(Projects, Project, From),
    directory_file_path(Class, Project, To),
    copy_directory(From, To).

% repository_copy(+Projects, +Project, +To): To is Project kept as a
% repository is: its files in To/src, a README.md beside.
repository_copy(Projects, Project, To) :-
    directory_file_path(Projects, Project, From),
    make_directory(To),
    directory_file_path(To, src, Src),
    copy_directory(From, Src),
    directory_file_path(To, 'README.md', Readme),
    setup_call_cleanup(open(Readme, write, Out),
                       format(Out, "# ~w~n~nConsult src/ and type play.~n", [Project]),
                       close(Out)).

row_name_text(Name-mutant(_, _, _, _)-Text, Name, Text) :-
    !.
row_name_text(Name-in_src(_)-Text, Name, Text) :-
    !.
row_name_text(Name-Text, Name, Text).

%   tournament(+Game, +Project, +Texts): Project and level 1 play a
%   tournament of Game whose report holds each of Texts.
tournament(Game, Project, Texts) :-
    project_file('tests/cross_check/projects', Projects),
    tmp_file(entrants, Entrants),
    make_directory(Entrants),
    directory_file_path(Projects, Project, From),
    directory_file_path(Entrants, Project, To),
    copy_directory(From, To),
    atom_concat(Entrants, '-out', Out),
    project_file('prolog/tournament.pl', Tournament),
    format(atom(GameOption), "--game=~w", [Game]),
    atom_concat('--out=', Out, OutOption),
    process_create(path(swipl), [Tournament, Entrants, GameOption, '--games=1', '--levels=1',
                                 OutOption],
                   [stdin(null), stdout(pipe(Printed)), stderr(std), process(Pid)]),
    read_string(Printed, _, Output),
    close(Printed),
    process_wait(Pid, _),
    directory_file_path(Out, 'tournament-report.md', ReportFile),
    read_file_to_string(ReportFile, Report, []),
    delete_directory_and_contents(Entrants),
    delete_directory_and_contents(Out),
    forall(member(Text, Texts), expect(sub_string(Report, _, _, _, Text), Output)).

%   same_game_on_the_c_core(+Game, +Project, +File, +Old, +New): the
%   computer of Project plays both sides of a game of 60 plies at most;
%   with Old replaced by New in File, it plays another game on its own
%   rules, and the same with rules_on_c_core(Game).  Play says how its
%   computer plays (computer_game/5).
same_game_on_the_c_core(Game, Project, File, Old, New) :-
    same_game_on_the_c_core(Game, Project, state, File, Old, New).

same_game_on_the_c_core(Game, Project, Play, File, Old, New) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    computer_game(Play, Folder, File, [], Own),
    setup_call_cleanup(mutant_copy(Folder, File, Old, New, Copy),
                       ( computer_game(Play, Copy, File, [], MutantOwn),
                         format(atom(Plug), "rules_on_c_core(~q)", [Game]),
                         computer_game(Play, Copy, File, [Plug], MutantOnCCore) ),
                       delete_directory_and_contents(Copy)),
    expect(Own \== MutantOwn, Own),
    expect(Own == MutantOnCCore, MutantOnCCore).

%   prints_the_same_on_the_c_core(+Game, +Project, +File, +Text): the
%   project's own game, computer against computer, prints Text and the
%   same lines on its own rules and on the C core plugged in.
prints_the_same_on_the_c_core(Game, Project, File, Text) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    computer_game(Folder, File, [], Own),
    format(atom(Plug), "rules_on_c_core(~q)", [Game]),
    computer_game(Folder, File, [Plug], OnCCore),
    expect(sub_string(Own, _, _, _, Text), Own),
    expect(Own == OnCCore, OnCCore).

%   same_game_as_its_own_on_the_c_core(+Game, +Project, +File, +Old,
%   +New): the project with Old replaced by New in File plays the same
%   game (and prints the same) on its own rules and on the C core.
same_game_as_its_own_on_the_c_core(Game, Project, File, Old, New) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    format(atom(Plug), "rules_on_c_core(~q)", [Game]),
    setup_call_cleanup(mutant_copy(Folder, File, Old, New, Copy),
                       ( computer_game(Copy, File, [], Own),
                         computer_game(Copy, File, [Plug], OnCCore) ),
                       delete_directory_and_contents(Copy)),
    expect(Own == OnCCore, OnCCore).

%   positions_replayed_on_the_c_core(+Game, +Project, +File, +Text): in
%   the project's own game on the C core, plugged in with no adapter,
%   Text says at how many of the positions learnt its moves were played
%   to be named ("R of L").
positions_replayed_on_the_c_core(Game, Project, File, Text) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    format(atom(Plug), "rules_on_c_core(~q)", [Game]),
    Count = "at_halt(( flag(tabuleiro_positions_replayed, R, R), \c
                       flag(tabuleiro_positions_learnt, L, L), format('~w of ~w~n', [R, L]) ))",
    computer_game(Folder, File, [Plug, Count], Printed),
    expect(sub_string(Printed, _, _, _, Text), Printed).

computer_game(Folder, File, Goals, Moves) :-
    computer_game(state, Folder, File, Goals, Moves).

%   computer_game(+Play, +Folder, +File, +Goals, -Moves): the moves its
%   computer plays after Goals, through its course predicates: with Play
%   `state`, those of the new signatures; with `board(Players)`, those
%   of the old signatures (initial_board/1, the player given apart);
%   with `facts(Players)`, those of a project whose position is in the
%   database alone.
computer_game(Play, Folder, File, Goals, Moves) :-
    project_file('prolog/cross_check.pl', CrossCheck),
    format(atom(Load), "use_module(~q), load_course_files([~q])", [CrossCheck, File]),
    play_goal(Play, PlayGoal),
    append([Load|Goals], [PlayGoal], All),
    atomic_list_concat(All, ', ', Goal),
    project_file('tests/cross_check/computer_moves.pl', Loop),
    process_create(path(swipl), ['-g', Goal, '-t', halt, Loop],
                   [cwd(Folder), stdin(null), stdout(pipe(Out)), stderr(null), process(Pid)]),
    read_string(Out, _, Moves),
    close(Out),
    process_wait(Pid, _).

play_goal(state, "initial_state([], S), computer_moves(S, 60, Moves), print(Moves), nl").
play_goal(board(Players), Goal) :-
    Players = [First|_],
    format(string(Goal), "initial_board(B), board_computer_moves(B, ~q, ~q, 60, Moves), \c
                          print(Moves), nl", [First, Players]).
play_goal(facts(Players), Goal) :-
    format(string(Goal), "initial_state(P), facts_computer_moves(P, ~q, 60, Moves), \c
                          print(Moves), nl", [Players]).

%   copy_checked(+Game, +Project, +File, +Old, +New, +Options, -Status,
%   -Output): the check of Project, with Old replaced by New in File,
%   with Options, ended with Status, printing Output.
copy_checked(Game, Project, File, Old, New, Options, Status, Output) :-
    project_file('tests/cross_check/projects', Projects),
    directory_file_path(Projects, Project, Folder),
    mutant_copy(Folder, File, Old, New, Copy),
    check_project(Game, Copy, Options, Status, Output),
    delete_directory_and_contents(Copy).

%   refused_copy(+Game, +Project, +File, +Old, +New, +Text): the project
%   with Old replaced by New in File is refused with Text.
refused_copy(Game, Project, File, Old, New, Text) :-
    copy_checked(Game, Project, File, Old, New, [positions(10)], Status, Output),
    expect(Status \== exit(0), Output),
    expect(sub_string(Output, _, _, _, Text), Output).

%   refused(+Game, +Text): a project whose only file defines no course
%   predicate is refused with Text.
refused(Game, Text) :-
    tmp_file(project, Copy),
    make_directory(Copy),
    directory_file_path(Copy, 'notes.pl', File),
    setup_call_cleanup(open(File, write, Out),
                       format(Out, "greeting :- write(hello).~n", []),
                       close(Out)),
    check_project(Game, Copy, [positions(10)], Status, Output),
    delete_directory_and_contents(Copy),
    expect(Status \== exit(0), Output),
    expect(sub_string(Output, _, _, _, Text), Output).

check_project(Game, Folder, Options, Status, Output) :-
    project_file('prolog/cross_check.pl', CrossCheck),
    format(atom(Goal), "cross_check(~q, ~q)", [Game, [against(project(Folder))|Options]]),
    process_create(path(swipl), ['-g', Goal, '-t', halt, CrossCheck],
                   [stdin(pipe(In)), stdout(pipe(Out)), stderr(pipe(Err)), process(Pid)]),
    format(In, "1.~n", []),         % a menu's choice, typed ahead: it must not be read
    close(In),
    read_string(Out, _, Printed),
    read_string(Err, _, Said),
    close(Out),
    close(Err),
    process_wait(Pid, Status),
    string_concat(Printed, Said, Output).

expect(Goal, Output) :-
    (   call(Goal)
    ->  true
    ;   format("Not so: ~q; the check printed:~n~s~n", [Goal, Output]),
        fail
    ).
