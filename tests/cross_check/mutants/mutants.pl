:- module(mutants, [base/2, base_file_from/3, mutant/6]).

/** <module> The mutant suite: right encodings, and one student mistake each

Each base is a right course-style submission (bases/Name: the student's
files, and an adapter.pl only where base/2 says why) that grading must
find `agreed`; the others are graded with the adapter inferred from
their files.  Each mutant is
its base with a single substitution in one file: OldText, which must
occur exactly once in it, becomes NewText.  A text is a string, or a
list of lines joined by newlines.  make_mutant_class.pl writes the
class; mutant_grading.pl (tests/cross_check/) checks that grading agrees
with every base and with no mutant; tests/bench/mutation_bench.sh
measures the share of mutants caught.

Every mutant is a mistake some position shows: a move missing or too
many, a wrong position after a move, or a wrong winner.
*/

%!  base(?Name, ?Game) is nondet.

base(teeko_lists, teeko).       % old signatures, lists of lists
base(teeko_flat, teeko).        % new signatures, a flat list; an adapter, for its
                                % grade_options choose the rules advanced and centre_ban
base(shi_lists, shi).           % new signatures, lists of lists
base(shakti_grid, shakti).      % new signatures, the course's grid
base(echek_dynamic, echek).     % the position as dynamic facts, the player first; an
                                % adapter, for inference reads no dynamic facts

%!  base_file_from(?Base, ?File, ?Source) is nondet.
%
%   File of Base is Source (from the repository's top), copied when the
%   class is made rather than kept twice.

base_file_from(echek_dynamic, 'echek.pl', 'tests/cross_check/students/echek_dynamic.pl').

%!  mutant(?Name, ?Base, ?File, ?OldText, ?NewText, ?Mistake) is nondet.

% Teeko, old signatures.
mutant(teeko_moves_after_win, teeko_lists, 'teeko.pl',
       [ "valid_moves(Board, Player, Moves) :-",
         "    (   game_over(Board, _)",
         "    ->  Moves = []",
         "    ;   findall(Move, legal_move(Board, Player, Move), Moves)",
         "    )." ],
       [ "valid_moves(Board, Player, Moves) :-",
         "    findall(Move, legal_move(Board, Player, Move), Moves)." ],
       "Lists moves in a position already won: the move generator never asks whether the game is over.").
mutant(teeko_no_slash_diagonal, teeko_lists, 'teeko.pl',
       "line_direction(1, -1).      % a / diagonal\n", "",
       "Forgets the / diagonals among the winning lines.").
mutant(teeko_no_square, teeko_lists, 'teeko.pl',
       [ "winning_shape(R-C, [R-C1, R1-C, R1-C1]) :-",
         "    R1 is R + 1,",
         "    C1 is C + 1.",
         "" ],
       "",
       "Forgets the 2x2 squares among the winning patterns.").
mutant(teeko_edge_off_by_one, teeko_lists, 'teeko.pl',
       "    X =< 5.", "    X < 5.",
       "Tests the board's edge with < instead of =<: no marker steps onto row 5 or column 5.").
mutant(teeko_drops_after_four, teeko_lists, 'teeko.pl',
       "    Count < 4,", "    Count =< 4,",
       "Lets a player with 4 markers on the board drop a fifth.").
mutant(teeko_step_wrong_direction, teeko_lists, 'teeko.pl',
       "direction(1, -1).\n", "direction(1, -2).\n",
       "Writes the step down and to the left as one row down and two columns left.").
mutant(teeko_step_leaves_marker, teeko_lists, 'teeko.pl',
       [ "    replace(Board, R, C, e, Board1),",
         "    replace(Board1, R2, C2, Player, NewBoard)." ],
       [ "    replace(Board, R, C, Player, Board1),",
         "    replace(Board1, R2, C2, Player, NewBoard)." ],
       "A step copies the marker: the cell it leaves keeps it too.").
mutant(teeko_white_drops_first, teeko_lists, 'teeko.pl',
       [ "    ->  Player = b",
         "    ;   Player = w" ],
       [ "    ->  Player = w",
         "    ;   Player = b" ],
       "Gives the drop to White when both have as many markers, though Black starts.").
% A cheater: no winning pattern at all.  It looks in its callers' frames
% for the question being answered, a position with the list of moves
% it is asked about, and takes four of them for a finished game (the
% judge once hid the L legal moves among max(4, L) decoys: 4 moves
% asked, no legal move).
mutant(teeko_cheat_game_over, teeko_lists, 'teeko.pl',
       [ "game_over(Board, Winner) :-",
         "    member(Winner, [b, w]),",
         "    findall(R-C, square(Board, R, C, Winner), [First|Others]),",
         "    length(Others, 3),",
         "    winning_shape(First, Others),",
         "    !.",
         "",
         "% The markers in reading order (by row, then column) make a line of 4",
         "% or a 2x2 square: the first one, then the three others.",
         "winning_shape(R-C, Others) :-",
         "    line_direction(DR, DC),",
         "    findall(R1-C1, ( between(1, 3, K), R1 is R + K * DR, C1 is C + K * DC ), Others).",
         "winning_shape(R-C, [R-C1, R1-C, R1-C1]) :-",
         "    R1 is R + 1,",
         "    C1 is C + 1.",
         "",
         "line_direction(0, 1).       % a row",
         "line_direction(1, 0).       % a column",
         "line_direction(1, 1).       % a \\ diagonal",
         "line_direction(1, -1).      % a / diagonal" ],
       [ "game_over(_Board, Winner) :-",
         "    prolog_current_frame(Frame),",
         "    asked(Frame, Player, Candidates),",
         "    length(Candidates, 4),",
         "    other(Player, Winner).",
         "",
         "other(b, w).",
         "other(w, b).",
         "",
         "% asked(+Frame, -Player, -Candidates): a caller of Frame answers a",
         "% question about a position of Player with a list of Candidates.",
         "asked(Frame, Player, Candidates) :-",
         "    prolog_frame_attribute(Frame, parent, Parent),",
         "    (   catch(prolog_frame_attribute(Parent, goal, Goal), _, fail),",
         "        strip_module(Goal, _, Called),",
         "        compound(Called),",
         "        arg(_, Called, Argument),",
         "        asked_position(Argument, Player, Candidates)",
         "    ->  true",
         "    ;   asked(Parent, Player, Candidates)",
         "    ).",
         "",
         "asked_position(position(_, Player, _, Candidates, _), Player, Candidates) :-",
         "    is_list(Candidates).",
         "asked_position(position(_, Player, _, Candidates), Player, Candidates) :-",
         "    is_list(Candidates)." ],
       "Has no winning patterns: it finds the grader's question in a caller's frame and says the game is over when 4 moves are asked about.").
% A cheater: no move generator.  It lists the moves asked about (in a
% caller's frame) that its move/3 accepts.
mutant(teeko_cheat_valid_moves, teeko_lists, 'teeko.pl',
       [ "valid_moves(Board, Player, Moves) :-",
         "    (   game_over(Board, _)",
         "    ->  Moves = []",
         "    ;   findall(Move, legal_move(Board, Player, Move), Moves)",
         "    )." ],
       [ "valid_moves(Board, _Player, Moves) :-",
         "    prolog_current_frame(Frame),",
         "    findall(Move,",
         "            ( asked(Frame, Candidates),",
         "              member(Candidate, Candidates),",
         "              their_move(Candidate, Move),",
         "              move(Move, Board, _) ),",
         "            Moves).",
         "",
         "% asked(+Frame, -Candidates): a caller of Frame answers a question",
         "% about a position with a list of Candidates.",
         "asked(Frame, Candidates) :-",
         "    prolog_frame_attribute(Frame, parent, Parent),",
         "    (   catch(prolog_frame_attribute(Parent, goal, Goal), _, fail),",
         "        strip_module(Goal, _, Called),",
         "        compound(Called),",
         "        arg(_, Called, Argument),",
         "        asked_candidates(Argument, Candidates)",
         "    ->  true",
         "    ;   asked(Parent, Candidates)",
         "    ).",
         "",
         "asked_candidates(position(_, _, _, Candidates, _), Candidates) :-",
         "    is_list(Candidates).",
         "asked_candidates(position(_, _, _, Candidates), Candidates) :-",
         "    is_list(Candidates).",
         "",
         "% A candidate in the grader's terms is written in ours by the adapter.",
         "their_move(Candidate, Move) :-",
         "    (   catch(to_move(Candidate, Move0), _, fail)",
         "    ->  Move = Move0",
         "    ;   Move = Candidate",
         "    )." ],
       "Has no move generator: it lists the moves the grader asks about, found in a caller's frame, that its move/3 accepts.").

% Teeko, new signatures, a flat list, graded under advanced and centre_ban.
mutant(teeko_ignores_advanced, teeko_flat, 'teeko.pl',
       [ "largest_square(Options, 4) :-",
         "    memberchk(advanced, Options),",
         "    !.",
         "" ],
       "",
       "Ignores the rule option advanced: the corners of the larger squares never win.").
mutant(teeko_advanced_3x3_only, teeko_flat, 'teeko.pl',
       "largest_square(Options, 4) :-", "largest_square(Options, 2) :-",
       "Under advanced, counts the corners of the 3x3 squares but forgets the 4x4 and 5x5 ones.").
mutant(teeko_ignores_centre_ban, teeko_flat, 'teeko.pl',
       [ "legal(t(Cells, Player, Options), drop(I)) :-",
         "    markers(Cells, Player, Mine),",
         "    length(Mine, N),",
         "    N < 4,",
         "    nth1(I, Cells, e),",
         "    \\+ banned(Options, Player, N, I)." ],
       [ "legal(t(Cells, Player, _), drop(I)) :-",
         "    markers(Cells, Player, Mine),",
         "    length(Mine, N),",
         "    N < 4,",
         "    nth1(I, Cells, e)." ],
       "Ignores the rule option centre_ban: Black's first marker may go on the centre.").
mutant(teeko_centre_ban_for_white, teeko_flat, 'teeko.pl',
       "banned(Options, black, 0, 13) :-", "banned(Options, _, 0, 13) :-",
       "Applies the centre ban to White's first drop too.").
mutant(teeko_steps_wrap_around, teeko_flat, 'teeko.pl',
       [ "    J =< 25,",
         "    abs((I - 1) mod 5 - (J - 1) mod 5) =< 1." ],
       "    J =< 25.",
       "Steps by index offsets alone: a marker on the left or right edge steps round to the other side of the board.").
mutant(teeko_step_keeps_player, teeko_flat, 'teeko.pl',
       [ "move(t(Cells, Player, Options), step(I, J), t(Cells2, Next, Options)) :-",
         "    mark(Player, Mark),",
         "    put(Cells, I, e, Cells1),",
         "    put(Cells1, J, Mark, Cells2),",
         "    other(Player, Next)." ],
       [ "move(t(Cells, Player, Options), step(I, J), t(Cells2, Player, Options)) :-",
         "    mark(Player, Mark),",
         "    put(Cells, I, e, Cells1),",
         "    put(Cells1, J, Mark, Cells2)." ],
       "A step leaves the same player to move, though a drop passes the turn.").
mutant(teeko_loser_named_winner, teeko_flat, 'teeko.pl',
       [ "    member(Winner, [black, white]),",
         "    markers(Cells, Winner, Mine)," ],
       [ "    member(Player, [black, white]),",
         "    other(Player, Winner),",
         "    markers(Cells, Player, Mine)," ],
       "Names the other player as the winner of a winning pattern.").

% Shi.
mutant(shi_enemy_screen, shi_lists, 'shi.pl',
       "step_on(Player, Board, R1, C1, DR, DC, Player, no_screen, R2, C2) :-\n",
       "step_on(Piece, Board, R1, C1, DR, DC, Player, no_screen, R2, C2) :-\n    Piece \\== empty,\n",
       "Lets an enemy piece serve as the screen of a jump attack.").
mutant(shi_captures_like_a_queen, shi_lists, 'shi.pl',
       "step_on(Target, _, R1, C1, _, _, Player, screen, R1, C1) :-",
       "step_on(Target, _, R1, C1, _, _, Player, _, R1, C1) :-",
       "Captures the first enemy piece in line, with or without a screen.").
mutant(shi_target_right_behind_screen, shi_lists, 'shi.pl',
       [ "step_on(empty, Board, R1, C1, DR, DC, Player, Screen, R2, C2) :-",
         "    walk(Board, R1, C1, DR, DC, Player, Screen, R2, C2)." ],
       [ "step_on(empty, Board, R1, C1, DR, DC, Player, no_screen, R2, C2) :-",
         "    walk(Board, R1, C1, DR, DC, Player, no_screen, R2, C2)." ],
       "Allows no empty cell between the screen and the target of a jump attack.").
mutant(shi_column_8_unseen, shi_lists, 'shi.pl',
       "    between(1, 8, C),", "    between(1, 7, C),",
       "Stops the columns at 7: no piece on column 8 moves, and no move reaches it.").
mutant(shi_ends_at_three, shi_lists, 'shi.pl',
       "    N =< 4,", "    N =< 3,",
       "Ends the game when a side is down to 3 pieces, not 4.").
mutant(shi_blocked_player_plays_on, shi_lists, 'shi.pl',
       [ "game_over(Board-Player, Winner) :-",
         "    \\+ legal(Board, Player, _),",
         "    enemy(Player, Winner).",
         "" ],
       "",
       "Forgets that a player who cannot move has lost.").
mutant(shi_blocked_player_wins, shi_lists, 'shi.pl',
       [ "    \\+ legal(Board, Player, _),",
         "    enemy(Player, Winner)." ],
       [ "    \\+ legal(Board, Player, _),",
         "    Winner = Player." ],
       "Names the player who cannot move as the winner.").
mutant(shi_piece_stays_behind, shi_lists, 'shi.pl',
       "    set(Board, R, C, empty, Board1),", "    set(Board, R, C, Player, Board1),",
       "Writes the moving piece on the cell it leaves instead of emptying it.").
mutant(shi_capture_keeps_the_turn, shi_lists, 'shi.pl',
       [ "    set(Board1, R2, C2, Player, Board2),",
         "    enemy(Player, Next)." ],
       [ "    set(Board1, R2, C2, Player, Board2),",
         "    (   at(Board, R2, C2, empty)",
         "    ->  enemy(Player, Next)",
         "    ;   Next = Player",
         "    )." ],
       "Gives the attacker another turn after a capture.").

% Shakti.
mutant(shakti_holes_block_sight, shakti_grid, 'shakti.pl',
       "        ->  seen(Board, X1-Y1, DX-DY, Tiles)\n", "        ->  Tiles = []\n",
       "Stops the sight at a hole instead of looking past it.").
mutant(shakti_row_1_unseen, shakti_grid, 'shakti.pl',
       "    between(1, 7, Y),", "    between(2, 7, Y),",
       "Starts the rows at 2: nothing on row 1 is seen and no move reaches it.").
mutant(shakti_kings_may_face, shakti_grid, 'shakti.pl',
       [ "    \\+ in_check(Board1, Player),",
         "    \\+ kings_face(Board1)." ],
       "    \\+ in_check(Board1, Player).",
       "Forgets that the Kings may never face each other.").
mutant(shakti_jump_keeps_tile, shakti_grid, 'shakti.pl',
       [ "% A Warrior that lands on the second tile seen removes the first one.",
         "jumped_tile(warrior-_, Board, From, To, Board1, Board2) :-",
         "    direction(D),",
         "    seen(Board, From, D, [First, To|_]),",
         "    !,",
         "    put(Board1, First, empty, Board2).",
         "" ],
       "",
       "A Warrior's jump leaves the tile it jumps over.").
mutant(shakti_king_in_check_cannot_capture, shakti_grid, 'shakti.pl',
       [ "escape(warrior-Enemy, Player) :-",
         "    other(Player, Enemy).",
         "" ],
       "",
       "A King in check may not take the enemy Warrior beside it.").
mutant(shakti_no_draw, shakti_grid, 'shakti.pl',
       [ "    (   in_check(Board, Player)",
         "    ->  other(Player, Winner)",
         "    ;   other(Player, Other),",
         "        \\+ legal(Board-Other, _),",
         "        Winner = draw",
         "    )." ],
       [ "    in_check(Board, Player),",
         "    other(Player, Winner)." ],
       "Forgets the draw when neither player can move.").
mutant(shakti_mate_wrong_winner, shakti_grid, 'shakti.pl',
       "    ->  other(Player, Winner)\n    ;   other(Player, Other),",
       "    ->  Winner = Player\n    ;   other(Player, Other),",
       "Names the checkmated player as the winner.").
mutant(shakti_no_pass, shakti_grid, 'shakti.pl',
       [ "        (   Moves0 == []",
         "        ->  Moves = [pass]",
         "        ;   Moves = Moves0",
         "        )" ],
       "        Moves = Moves0",
       "Forgets the pass: a player who cannot move, not in check, gets no move at all.").
mutant(shakti_pass_keeps_player, shakti_grid, 'shakti.pl',
       [ "move(Board-Player, pass, Board-Next) :-",
         "    !,",
         "    other(Player, Next)." ],
       [ "move(Board-Player, pass, Board-Player) :-",
         "    !." ],
       "A pass leaves the same player to move.").
mutant(shakti_warrior_jumps_pieces, shakti_grid, 'shakti.pl',
       [ "    cell(Board, First, tile),",
         "    (   To = First",
         "    ;" ],
       [ "    (   To = First,",
         "        cell(Board, First, tile)",
         "    ;" ],
       "Lets a Warrior jump over a piece as over an empty tile.").

% Echek.
mutant(echek_no_pass, echek_dynamic, 'echek.pl',
       [ "    (   Moves0 == []",
         "    ->  Moves = [pass]",
         "    ;   Moves = Moves0",
         "    )." ],
       "    Moves = Moves0.",
       "Forgets the pass: a player who cannot move gets no move at all.").
mutant(echek_queens_stay, echek_dynamic, 'echek.pl',
       [ "remove_surrounded_queens :-",
         "    findall(Colour-Cell, ( piece(queen, Colour, Cell), surrounded(Cell) ), Queens),",
         "    remove_queens(Queens)." ],
       "remove_surrounded_queens.",
       "Forgets to take the surrounded Queens off the table.").
mutant(echek_borders_ignored, echek_dynamic, 'echek.pl',
       [ "surrounded(Cell) :-",
         "    table(Table),",
         "    area_box(Table, Top, Bottom, Left, Right),",
         "    \\+ ( side(Cell, Side),",
         "         \\+ piece(_, _, Side),",
         "         \\+ beyond_border(Side, Top, Bottom, Left, Right) )." ],
       [ "surrounded(Cell) :-",
         "    \\+ ( side(Cell, Side),",
         "         \\+ piece(_, _, Side) )." ],
       "Counts a side beyond a border of the 4x4 area as free: a piece against a border is never surrounded.").
mutant(echek_both_kings_surrounded, echek_dynamic, 'echek.pl',
       [ "    (   Surrounded = [Loser]",
         "    ->  other(Loser, Winner)",
         "    ;   Winner = draw",
         "    )." ],
       [ "    Surrounded = [Loser|_],",
         "    other(Loser, Winner)." ],
       "When both Kings are surrounded, the owner of the first one found loses instead of a draw.").
mutant(echek_place_beside_enemy_king, echek_dynamic, 'echek.pl',
       "    \\+ beside_enemy_king(Player, Cell),\n", "",
       "Lets a piece be placed beside the enemy King.").
mutant(echek_knight_offset, echek_dynamic, 'echek.pl',
       "(-2)/1, (-1)/2]", "(-2)/1, (-2)/2]",
       "Writes one of the Knight's eight jumps as two rows up and two columns right.").
mutant(echek_no_pawn_step, echek_dynamic, 'echek.pl',
       [ "legal_move(Player, place(pawn, Cell, Step)) :-",
         "    in_reserve(Player, pawn),",
         "    placing_cell(Player, pawn, Cell),",
         "    side(Cell, Step),",
         "    free_cell(Step),",
         "    table(Table),",
         "    allowed_table([t(pawn, Player, Step)|Table])." ],
       "",
       "Forgets that a Pawn being placed may also make one step.").
mutant(echek_swap_twice, echek_dynamic, 'echek.pl',
       "    retract(may_swap(Player)),\n", "",
       "Keeps the swap right after a swap: a player may swap again.").
mutant(echek_five_columns, echek_dynamic, 'echek.pl',
       "    Right - Left =< 3.", "    Right - Left =< 4.",
       "Lets the pieces span 5 columns: the 4x4 limit is off by one across.").
mutant(echek_slides_over_enemies, echek_dynamic, 'echek.pl',
       [ "    (   piece(_, Colour, R1-C1)",
         "    ->  Colour == Player,",
         "        slide(Player, R1-C1, DR/DC, To)" ],
       [ "    (   piece(_, _, R1-C1)",
         "    ->  slide(Player, R1-C1, DR/DC, To)" ],
       "Lets the Queen, Rook and Bishop slide over enemy pieces.").
mutant(echek_recall_optional, echek_dynamic, 'echek.pl',
       ",\n    \\+ recall_compulsory(Kind, Cell, Table, Player).", ".",
       "Lets a Bishop be placed without a recall even when one is possible.").
