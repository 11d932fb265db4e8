:- module(echek,
          [ play/0,
            initial_state/2,        % +GameConfig, -GameState
            display_game/1,         % +GameState
            valid_moves/2,          % +GameState, -Moves
            move/3,                 % +GameState, +Move, -NewGameState
            game_over/2,            % +GameState, -Winner
            value/3,                % +GameState, +Player, -Value
            choose_move/3,          % +GameState, +Level, -Move
            notation_state/3,       % +Text, +GameConfig, -GameState
            state_notation/2,       % +GameState, -Text
            set_display/1           % +Style: plain, unicode or colour
          ]).
:- encoding(utf8).
:- reexport(tabuleiro/backend, [set_backend/1, current_backend/1]).
:- reexport(tabuleiro/display_style, [set_display/1]).
:- use_module(tabuleiro/backend).
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/game_plugin, []).
:- use_module(tabuleiro/echek/view, []).
:- use_module(tabuleiro/echek/position_sets, []).
:- use_module(tabuleiro/echek/demo_topics, []).
:- use_module(tabuleiro/echek/kit, []).
:- use_module(tabuleiro/terminal/game_loop).
:- use_module(tabuleiro/display_style).
:- use_module(tabuleiro/rules/echek_rules, [move_problem/5, surrounded_kings/4]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(error)).

/** <module> Echek

Léandre Proust's Echek, with the predicates of the course.  The rules
themselves are in `rules/echek_rules.pl` (pure Prolog) and in the C
core; this module adds what a person sees and types: the board display,
the move notation of the prompt, the reasons a move is refused and the
help text.

Load this file and type `play.` to play.

The board term is `echek(Rows, reserve(White, Black), Swaps)`: Rows the
table framed by one empty row and column, cells `empty` or
`Piece-Colour`; White and Black the sorted pieces of each reserve; Swaps
the sorted list of the players who may still swap Rook and King.  The
game state is `game_state(Board, Player, Rules, History)`, Player `white`
or `black`.  Moves: `place(Piece, Row-Col)`, `place(pawn, Cell, Step)`,
`place(bishop, Cell, recall(Cell2))`, `move(Piece, Cell)`, `swap` and
`pass`, cells in the frame of the position shown (row 1 is `a`).

`set_display(unicode)` (or `colour`) shows the pieces as chess glyphs;
`set_display(plain)` goes back to the course's letters (`kW`, `qB`, ...).
*/

%!  play is det.
%
%   The Echek menu: modes, computer levels, rule options, then the game.

play :-
    play_game(echek).

%!  initial_state(+GameConfig, -GameState) is det.
%
%   GameState is the start of a game: the Kings face to face, all other
%   pieces in reserve, White to move.  GameConfig is `[]` for the final
%   rules, or holds `rules([draft_bishop])` for the Bishop of the
%   English draft.

initial_state(Config, State) :-
    game_initial_state(echek, Config, State).

%!  valid_moves(+GameState, -Moves) is det.
%
%   Moves is the sorted list of legal moves; [] once the game is over.

valid_moves(State, Moves) :-
    game_valid_moves(echek, State, Moves).

%!  move(+GameState, +Move, -NewGameState) is semidet.
%
%   Plays Move; fails if it is not legal.

move(State, Move, NewState) :-
    game_move(echek, State, Move, NewState).

%!  game_over(+GameState, -Winner) is semidet.
%
%   Winner is `white` or `black` (the other King alone is surrounded),
%   or `draw`: both Kings surrounded, neither player able to move, or a
%   position occurring for the third time.

game_over(State, Winner) :-
    game_over(echek, State, Winner).

%!  value(+GameState, +Player, -Value) is det.
%
%   How good GameState is for Player: 100000 for a win, -100000 for a
%   loss, 0 for a draw, otherwise a score of the blocked sides of the
%   Kings and of the Queens still in the game.

value(State, Player, Value) :-
    game_value(echek, State, Player, Value).

%!  choose_move(+GameState, +Level, -Move) is semidet.
%
%   The computer's move at Level 1 (random), 2 (greedy) or 3 (search).

choose_move(State, Level, Move) :-
    game_choose_move(echek, State, Level, Move).

%!  notation_state(+Text, +GameConfig, -GameState) is det.
%
%   GameState is the position written Text, such as
%   `'k/K w QRBNPqrbnp Ss'`.

notation_state(Text, Config, State) :-
    game_notation_state(echek, Text, Config, State).

%!  state_notation(+GameState, -Text) is det.
%
%   Text (an atom) is the position of GameState in notation.

state_notation(State, Text) :-
    game_state_notation(echek, State, Text).

%   Files saved before the Tower and the Horse had their names wrote
%   those pieces' moves with rook and knight.

tabuleiro_game_plugin:former_move_word(echek, "rook", "tower").
tabuleiro_game_plugin:former_move_word(echek, "knight", "horse").

%   A blocked side of a King is worth 20 in value/5.
tabuleiro_game_plugin:opening_balance(echek, 10).

tabuleiro_game_plugin:repetition_draw_added(echek,
    "clarification 11 of reports/rules/echek.md").

tabuleiro_game_plugin:cell_name(echek, Cell, Name) :-
    cell_name(Cell, Name).

%   The draws of a single position are this project's clarifications
%   (the third repetition needs a game's history).

tabuleiro_game_plugin:winner_clarification(echek, Rules, Board, Player, draw, Citation) :-
    surrounded_kings(Rules, Board, Player, Colours),
    (   Colours = [_, _]
    ->  Citation = "both Kings surrounded is a draw (this project's clarification: \c
                    rule 10 of reports/rules/echek.md)"
    ;   Citation = "neither player able to move is a draw (this project's \c
                    clarification: rule 11 of reports/rules/echek.md)"
    ).

                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  display_game(+GameState) is det.
%
%   Prints the framed table as in the English course document, rows
%   a, b, ... and columns 1, 2, ..., each cell a piece letter and a
%   colour letter (`kB` is the black King, `tW` the white Tower); the
%   reserves and the swap rights beside it; then whose turn it is or
%   how the game ended:
%
%   ==
%         1    2    3
%      +----+----+----+
%    a | .. | .. | .. |   White's reserve: qW tW bW hW pW
%      +----+----+----+
%    b | .. | kB | .. |   Black's reserve: qB tB bB hB pB
%      ...
%   ==

display_game(State) :-
    state_board(State, echek(Rows, reserve(White, Black), Swaps)),
    current_display(Style),
    board_lines(Style, Rows, BoardLines),
    side_lines(Style, Rows, White, Black, Swaps, SideLines),
    print_beside(BoardLines, SideLines),
    show_legend(Style),
    show_surrounded_kings(State),
    show_status(echek, State).

board_lines(Style, Rows, [Header, Rule|Lines]) :-
    Rows = [First|_],
    length(First, Width),
    numlist(1, Width, Columns),
    foldl(column_label, Columns, "   ", Header),
    foldl(column_rule, Columns, "   +", Rule),
    foldl(row_lines(Style, Rule), Rows, Parts, 0'a, _),
    append(Parts, Lines).

column_label(Column, Line0, Line) :-
    format(string(Line), "~w  ~w  ", [Line0, Column]).

column_rule(_, Line0, Line) :-
    string_concat(Line0, "----+", Line).

row_lines(Style, Rule, Row, [Line, Rule], Letter, Next) :-
    format(string(Start), " ~c |", [Letter]),
    R is Letter - 0'a + 1,
    foldl(cell_text(Style, R), Row, Start-1, Line-_),
    Next is Letter + 1.

cell_text(Style, R, Cell, Line0-C, Line-C1) :-
    piece_picture(Style, Cell, Picture),
    cell_marks(R-C, Left, Right),
    format(string(Line), "~w~w~w~w|", [Line0, Left, Picture, Right]),
    C1 is C + 1.

%   piece_picture(+Style, +Cell, -Picture): two characters a cell.

piece_picture(Style, Cell, Picture) :-
    (   Cell == empty
    ->  empty_picture(Style, Picture)
    ;   Cell = Piece-Colour,
        coloured_picture(Style, Piece, Colour, Picture)
    ).

empty_picture(plain, '..') :- !.
empty_picture(_, '· ').

%   In colour the white pieces are yellow and the black ones blue.

coloured_picture(plain, Piece, Colour, Picture) :-
    piece_letter(Piece, Letter),
    colour_letter(Colour, C),
    atom_concat(Letter, C, Picture).
coloured_picture(unicode, Piece, Colour, Picture) :-
    glyph(Colour, Piece, Glyph),
    atom_concat(Glyph, ' ', Picture).
coloured_picture(colour, Piece, Colour, Picture) :-
    glyph(Colour, Piece, Glyph),
    glyph_colour(Colour, Paint),
    painted(Paint, Glyph, Painted),
    atom_concat(Painted, ' ', Picture).

glyph_colour(white, yellow).
glyph_colour(black, blue).

%   show_legend(+Style): what the glyphs stand for, white then black;
%   the plain style's letters are explained in help.

show_legend(Style) :-
    (   Style == plain
    ->  true
    ;   findall(Text,
                ( piece_title(Piece, Name),
                  coloured_picture(Style, Piece, white, White),
                  coloured_picture(Style, Piece, black, Black),
                  format(atom(Text), '~w~w~w', [White, Black, Name]) ),
                Texts),
        atomic_list_concat(Texts, '  ', Line),
        writeln(Line)
    ).

piece_title(king, 'King').
piece_title(queen, 'Queen').
piece_title(rook, 'Tower').
piece_title(bishop, 'Bishop').
piece_title(knight, 'Horse').
piece_title(pawn, 'Pawn').

%   The letters of the English course document: t for the tower (rook),
%   h for the horse (knight).

piece_letter(king, k).
piece_letter(queen, q).
piece_letter(rook, t).
piece_letter(bishop, b).
piece_letter(knight, h).
piece_letter(pawn, p).

colour_letter(white, 'W').
colour_letter(black, 'B').

glyph(white, Piece, Glyph) :-
    white_glyph(Piece, Glyph).
glyph(black, Piece, Glyph) :-
    black_glyph(Piece, Glyph).

white_glyph(king, '♔').
white_glyph(queen, '♕').
white_glyph(rook, '♖').
white_glyph(bishop, '♗').
white_glyph(knight, '♘').
white_glyph(pawn, '♙').

black_glyph(king, '♚').
black_glyph(queen, '♛').
black_glyph(rook, '♜').
black_glyph(bishop, '♝').
black_glyph(knight, '♞').
black_glyph(pawn, '♟').

side_lines(Style, Rows, White, Black, Swaps, Lines) :-
    reserve_line(Style, white, White, WhiteLine),
    reserve_line(Style, black, Black, BlackLine),
    swap_line(Swaps, SwapLine),
    gone_lines(Style, Rows, White, Black, Gone),
    legend_lines(Style, Legend),
    append([[WhiteLine, BlackLine, SwapLine], Gone, Legend], Lines).

reserve_line(Style, Colour, Pieces, Line) :-
    in_display_order(Pieces, Ordered),
    maplist(reserve_picture(Style, Colour), Ordered, Pictures),
    (   Pictures == []
    ->  Shown = '(empty)'
    ;   atomic_list_concat(Pictures, ' ', Shown)
    ),
    player_label(Colour, Name),
    format(string(Line), "~w's reserve: ~w", [Name, Shown]).

reserve_picture(Style, Colour, Piece, Picture) :-
    piece_picture(Style, Piece-Colour, Picture0),
    normalize_space(atom(Picture), Picture0).

% (No yall lambda here: one whose free variable Pieces is not declared
% means another thing when library(yall) was loaded before this file.)
in_display_order(Pieces, Ordered) :-
    findall(Piece,
            ( member(Piece, [queen, rook, bishop, knight, pawn]),
              memberchk(Piece, Pieces) ),
            Ordered).

swap_line(Swaps, Line) :-
    (   Swaps == []
    ->  Who = 'nobody'
    ;   maplist(player_label, Swaps, Names0),
        reverse(Names0, Names),     % Swaps is sorted: black before white
        atomic_list_concat(Names, ' and ', Who)
    ),
    format(string(Line), "Tower-King swap left: ~w", [Who]).

%   A Queen in neither the table nor the reserve has left the game.

gone_lines(Style, Rows, White, Black, Lines) :-
    append(Rows, Cells),
    findall(Picture,
            ( member(Colour-Reserve, [white-White, black-Black]),
              \+ memberchk(queen-Colour, Cells),
              \+ memberchk(queen, Reserve),
              reserve_picture(Style, Colour, queen, Picture)
            ),
            Gone),
    (   Gone == []
    ->  Lines = []
    ;   atomic_list_concat(Gone, ' ', Shown),
        format(string(Line), "Out of the game: ~w", [Shown]),
        Lines = [Line]
    ).

legend_lines(plain, ["k King  q Queen  t Tower  b Bishop",
                     "h Horse  p Pawn;  W White  B Black"]) :- !.
legend_lines(_, []).

%   The side lines go beside the rows, from the first row on.  Every row
%   line is as wide as the rule line (colour escapes aside), so a side
%   line simply follows three spaces after it.

print_beside(BoardLines, SideLines) :-
    BoardLines = [_Header, Rule|_],
    string_length(Rule, Width),
    print_pairs(BoardLines, ["", ""|SideLines], Width).

print_pairs([], Side, Width) :-
    forall(member(Text, Side), format("~t~*|   ~w~n", [Width, Text])).
print_pairs([Line|Lines], Side, Width) :-
    (   Side = [Text|Rest]
    ->  true
    ;   Text = "", Rest = []
    ),
    (   Text == ""
    ->  format("~w~n", [Line])
    ;   format("~w   ~w~n", [Line, Text])
    ),
    print_pairs(Lines, Rest, Width).

show_surrounded_kings(game_state(Board, Player, Rules, _)) :-
    surrounded_kings(Rules, Board, Player, Colours),
    forall(member(Colour, Colours),
           ( player_label(Colour, Name),
             format("The ~w King is surrounded.~n", [Name]) )).

player_label(white, 'White').
player_label(black, 'Black').

                 /*******************************
                 *     WHAT A PERSON TYPES      *
                 *******************************/

tabuleiro_game_plugin:player_name(echek, Colour, Name) :-
    player_label(Colour, Name).

%   A piece and a cell, such as `queen c3` or `q c3`, places the piece
%   when it is in the reserve and moves it when it is on the table;
%   `pawn b2 b3` places the Pawn and steps; `bishop c3 d2` places the
%   Bishop and sends back the piece on d2.

tabuleiro_game_plugin:move_from_text(echek, State, Text, Move) :-
    split_string(Text, " -", " ", Words0),
    exclude(==(""), Words0, Words),
    once(typed_move(Words, State, Move)).

tabuleiro_game_plugin:move_to_text(echek, Move, Text) :-
    written_move(Move, Text).

tabuleiro_game_plugin:move_forms(echek,
                     'a piece and a cell such as queen c3 (or q c3) to place or move it, pawn b2 b3 to place the Pawn and step, bishop c3 d2 to place the Bishop and send back the piece on d2, or swap').

tabuleiro_game_plugin:forced_move(echek, pass, 'passes: no other move is legal').

tabuleiro_game_plugin:illegal_move_reason(echek, game_state(Board, Player, Rules, _), Move, Reason) :-
    move_problem(Rules, Board, Player, Move, Problem),
    problem_text(Problem, Reason).

tabuleiro_game_plugin:draw_reason(echek, game_state(Board, Player, Rules, _), Reason) :-
    backend_winner(echek, Rules, Board, Player, draw),
    surrounded_kings(Rules, Board, Player, Colours),
    (   Colours = [_, _]
    ->  Reason = 'both Kings are surrounded'
    ;   Reason = 'neither player can move'
    ).

%   After a move the table is framed anew around the pieces, so the cell
%   a move names may be another on the board shown next: the note says
%   where the piece now is, and what a Bishop sent back.

tabuleiro_game_plugin:move_note(echek, game_state(Before, Player, _, _), Move, State, Note) :-
    state_board(State, After),
    findall(Part, move_note_part(Move, Player, Before, After, Part), Parts),
    Parts \== [],
    atomic_list_concat(Parts, '; ', Text),
    format(atom(Note), '(~w.)', [Text]).

move_note_part(Move, Player, _Before, After, Part) :-
    moved_piece(Move, Piece, Cell),
    table_cell(After, Piece-Player, Now),
    Now \== Cell,
    cell_name(Now, Name),
    piece_title(Piece, Title),
    format(atom(Part), 'the table is framed anew: the ~w is now on ~w', [Title, Name]).
move_note_part(place(bishop, _, recall(Cell)), _Player, Before, _After, Part) :-
    table_cell(Before, Piece-Owner, Cell),
    piece_title(Piece, Title),
    player_label(Owner, Name),
    cell_name(Cell, CellName),
    format(atom(Part), 'the Bishop sent the ~w from ~w back to ~w\'s reserve',
           [Title, CellName, Name]).

moved_piece(place(Piece, Cell), Piece, Cell).
moved_piece(move(Piece, Cell), Piece, Cell).
moved_piece(place(pawn, _, Step), pawn, Step).
moved_piece(place(bishop, Cell, _), bishop, Cell).

%   table_cell(+Board, ?Content, ?Cell): Cell of the table holds Content.

table_cell(echek(Rows, _, _), Content, Row-Col) :-
    nth1(Row, Rows, Cells),
    nth1(Col, Cells, Content).

typed_move(["swap"], _State, swap).
typed_move(["pass"], _State, pass).
typed_move([PieceWord, CellWord], State, Move) :-
    piece_word(PieceWord, Piece),
    cell_word(CellWord, Cell),
    state_board(State, echek(Rows, _, _)),
    state_player(State, Player),
    append(Rows, Cells),
    (   memberchk(Piece-Player, Cells)
    ->  Move = move(Piece, Cell)
    ;   Move = place(Piece, Cell)
    ).
typed_move([PieceWord, CellWord, CellWord2], _State, Move) :-
    piece_word(PieceWord, Piece),
    cell_word(CellWord, Cell),
    cell_word(CellWord2, Cell2),
    two_cell_move(Piece, Cell, Cell2, Move).

two_cell_move(pawn, Cell, Step, place(pawn, Cell, Step)).
two_cell_move(bishop, Cell, Recalled, place(bishop, Cell, recall(Recalled))).

piece_word(Word, Piece) :-
    atom_string(Name, Word),
    piece_name(Name, Piece).

piece_name(king, king).
piece_name(k, king).
piece_name(queen, queen).
piece_name(q, queen).
piece_name(rook, rook).
piece_name(r, rook).
piece_name(tower, rook).
piece_name(t, rook).
piece_name(bishop, bishop).
piece_name(b, bishop).
piece_name(knight, knight).
piece_name(n, knight).
piece_name(horse, knight).
piece_name(h, knight).
piece_name(pawn, pawn).
piece_name(p, pawn).

%   A cell is a row letter and a column number, such as c3.

cell_word(Word, Row-Col) :-
    string_codes(Word, [Letter|Digits]),
    between(0'a, 0'z, Letter),
    Digits \== [],
    number_codes(Col, Digits),
    integer(Col),
    Col >= 1,
    Row is Letter - 0'a + 1.

cell_name(Row-Col, Name) :-
    Letter is 0'a + Row - 1,
    format(atom(Name), "~c~w", [Letter, Col]).

written_move(pass, pass).
written_move(swap, swap).
written_move(place(Piece, Cell), Text) :-
    cell_name(Cell, Name),
    typed_piece(Piece, Word),
    format(atom(Text), "~w ~w", [Word, Name]).
written_move(move(Piece, Cell), Text) :-
    cell_name(Cell, Name),
    typed_piece(Piece, Word),
    format(atom(Text), "~w ~w", [Word, Name]).


written_move(place(pawn, Cell, Step), Text) :-
    cell_name(Cell, Name),
    cell_name(Step, StepName),
    format(atom(Text), "pawn ~w ~w", [Name, StepName]).
written_move(place(bishop, Cell, recall(Recalled)), Text) :-
    cell_name(Cell, Name),
    cell_name(Recalled, RecalledName),
    format(atom(Text), "bishop ~w ~w", [Name, RecalledName]).

%   typed_piece(?Piece, ?Word): the pieces as a person names them
%   (piece_word/3 of the kit, tabuleiro/echek/kit.pl); typing either
%   name is fine.

typed_piece(Piece, Word) :-
    tabuleiro_game_plugin:piece_word(echek, Piece, Word).

%   problem_text(+Problem, -Text): a problem of tabuleiro_echek_rules:move_problem/5
%   in words.

problem_text(Problem, Text) :-
    problem_words(Problem, Format, Cells, Others),
    maplist(cell_name, Cells, Names),
    append(Names, Others, Args),
    format(atom(Text), Format, Args).

problem_words(game_over, 'the game is over', [], []).
problem_words(king_always_on_table, 'a King never leaves the table', [], []).
problem_words(on_table(Piece), 'your ~w is already on the table', [], [Piece]).
problem_words(in_reserve(Piece), 'your ~w is in your reserve: place it first', [], [Piece]).
problem_words(left_game(Piece), 'your ~w has left the game', [], [Piece]).
problem_words(off_frame(Cell), '~w is not a cell of the board shown', [Cell], []).
problem_words(occupied(Cell), '~w is occupied', [Cell], []).
problem_words(not_touching(Cell),
              'a piece is placed next to one of your own pieces, and ~w touches none', [Cell], []).
problem_words(beside_enemy_king(Cell),
              'a piece may not be placed beside the enemy King, as ~w is', [Cell], []).
problem_words(outside_play_area, 'the pieces would not fit in the 4x4 play area', [], []).
problem_words(disconnected, 'the pieces on the table would not all be connected', [], []).
problem_words(recall_needed,
              'the Bishop must send a piece back: type bishop, its cell and the cell of that piece',
              [], []).
problem_words(no_recall_in_draft, 'under the draft rules the Bishop sends nothing back', [], []).
problem_words(not_a_pawn_step(Cell),
              'the Pawn steps to a side of the cell it is placed on, and ~w is not one', [Cell], []).
problem_words(recall_placed_bishop, 'the Bishop cannot send itself back', [], []).
problem_words(nothing_to_recall(Cell), 'there is no piece on ~w to send back', [Cell], []).
problem_words(recall_king, 'a King cannot be sent back', [], []).
problem_words(cannot_reach(Piece, Cell), 'your ~w does not move that way to ~w', [Cell], [Piece]).
problem_words(path_blocked(Cell), 'the way is blocked by the enemy piece on ~w', [Cell], []).
problem_words(swap_used, 'you have already swapped your Tower and King', [], []).
problem_words(rook_not_on_table, 'your Tower is not on the table', [], []).
problem_words(other_moves, 'you may pass only when no other move is legal', [], []).

                 /*******************************
                 *             HELP             *
                 *******************************/

tabuleiro_game_plugin:rule_option_text(echek, draft_bishop,
                           'the Bishop of the English draft: no recall, it does not count for the 4x4 play area').

tabuleiro_game_plugin:show_rules(echek) :-
    forall(rules_line(Line), writeln(Line)).

rules_line('Echek (Leandre Proust, 2019): chess with 12 cards and no board').
rules_line('- White and Black each have a King (k), Queen (q), Tower/Rook (t), Bishop (b),').
rules_line('  Horse/Knight (h) and Pawn (p).  The Kings start face to face, Black above;').
rules_line('  everything else waits in the reserves.  White moves first.').
rules_line('- The table grows and shrinks: rows a, b, ... and columns 1, 2, ... are those').
rules_line('  of the board shown, one empty row and column around the pieces.').
rules_line('- Play area: after every move the pieces fit in 4x4.  A side is a border only').
rules_line('  when the pieces already span 4 cells that way.').
rules_line('- All pieces stay one group, touching by sides or corners.').
rules_line('- A turn: place a piece from your reserve on an empty cell touching one of your').
rules_line('  pieces, but not on the 4 cells beside the enemy King; or move a piece (no').
rules_line('  captures); or, once a game, swap your Tower (on the table) and King; or pass,').
rules_line('  only when nothing else is legal.').
rules_line('- King 1 cell any way; Queen any distance any way; Tower straight; Bishop').
rules_line('  diagonal; Horse the chess L, jumping; Pawn 1 cell straight.  Queen, Tower').
rules_line('  and Bishop pass over their own pieces, never over an enemy piece.').
rules_line('- A Pawn placed may step at once: pawn b2 b3.').
rules_line('- A Bishop placed sends one piece (not a King, any colour) back to its owner\'s').
rules_line('  reserve, if one can go without splitting the table: bishop c3 d2.  A Tower').
rules_line('  sent back keeps its swap.').
rules_line('- A piece is surrounded when its 4 sides are occupied or beyond a border.').
rules_line('  After a move: if one King is surrounded, its owner loses (even by his own').
rules_line('  move); if both are, it is a draw; otherwise every surrounded Queen leaves').
rules_line('  the game for good, both colours at once.').
rules_line('- Draw (additions of this program): the third time the same position occurs').
rules_line('  (table, reserves, swaps, player to move), or when neither player can move.').
rules_line('- Option draft_bishop (the English draft): no recall; the Bishop does not').
rules_line('  count for the 4x4 play area.  A Queen leaving may then split the table;').
rules_line('  only moves joining it again are legal, and a player with none passes.').
rules_line('- The display: kB is the black King, qW the white Queen, .. an empty cell.').
rules_line('  The menu\'s Display choice (or set_display(unicode) at the ?- prompt)').
rules_line('  shows chess glyphs instead.').
