:- module(tabuleiro_move_writing,
          [ move_kinds/2,               % +Moves, -Kinds
            kind_move/3,                % +Kind, +Rows-Columns, -Move
            move_writings/8,            % +Kinds, +StartMoves, +Size, +CodeNames, :Played, :Next,
                                        % +State0, -Writings
            writings_moves/3,           % +Writings, +Rows-Columns, -Pairs
            writings_move/3,            % +Writings, +Move, -Theirs
            clauses_move/3,             % +Clauses, +Move, -Theirs
            pairs_writings/3,           % +Pairs, +Rows-Columns, -Writings
            writing_clauses/2,          % +Writings, -Clauses
            writings_text/2,            % +Writings, -Text
            writings_evidence/2,        % +Writings, -Text
            writings_words/2,           % +Writings, -Pairs
            names_pieces/1,             % +Kinds
            named_writings/9            % +Kinds, +StartMoves, +Size, +Vocabulary, :Played, :Next,
                                        % :Sized, +State0, -Result
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).

/** <module> How a project writes its moves, found by trying

A project that checks a move but never lists them (a move validator and
a move application, no valid_moves) only tells which of its terms it
takes.  To ask it about our moves, the kit must write them as it does.
Our move terms name their cells as Row-Column pairs (`drop(3-3)`,
`move(8-1, 5-1)`); a *kind* is one of our move terms with its cells
left free (`drop(R-C)`).  A *writing* of a kind writes each cell with
its coordinates counted from 0 or 1, from either end, row or column
first, as a letter and a number (`c3`), or as its place in a flat list
of the rows (`12`), and puts the cells in one of the shapes course
projects use: a flat list `[C, R]`, a list of pairs, a pair `R-C`, a
compound `move(R1-C1, R2-C2)` (named as our move, `move`, or a compound
the project's code uses), an atom `c3d4`, ...

A writing is found by trying each on the project's own start state: it
is right when each move it writes that the project accepts and plays
changes exactly the cells the move names, on the board as the project's
start state was read.  A kind whose moves cannot be played at the start
(Teeko's steps) is found later in a game the found writings play.  The
writings are adapter clauses, `adapter_move(Ours, Theirs)`, the same
ones the kit then asks the validator with.

Moves that name a piece as well as cells (`place(queen, 3-1)`,
`move(knight, 2-4)`) may name it, and their verb, in the project's own
words (`put(queen, c1)`, `go(horse, b4)`): named_writings/8 finds a
word for each atom of our terms too, by trying our legal moves at the
start (the board there may be re-framed by the move, so that no cell
is compared), then in a game of the project's.
*/

%!  move_kinds(+Moves, -Kinds) is semidet.
%
%   Kinds are the kinds of our move terms Moves (every move term of a
%   board's shape): `kind(Pattern, Cells)`, Pattern a move with each
%   Row-Column cell a pair of variables, Cells those pairs in order;
%   an atom (`pass`) is a kind of its own with no cell.  Fails where a
%   move names a cell otherwise (an atom such as `b2`, a piece's name).

move_kinds(Moves, Kinds) :-
    maplist(move_kind, Moves, Kinds0),
    variant_set(Kinds0, Kinds).

move_kind(Move, kind(Pattern, Cells)) :-
    generalized(Move, Pattern, Cells),
    (   Cells == []
    ->  atom(Move)
    ;   true
    ).

generalized(Row-Column, R-C, [R-C]) :-
    integer(Row),
    integer(Column),
    !.
generalized(Term, Term, []) :-
    atomic(Term),
    !.
generalized(Term, Pattern, Cells) :-
    compound(Term),
    Term =.. [Name|Args],
    maplist(generalized, Args, Patterns, CellLists),
    append(CellLists, Cells),
    Pattern =.. [Name|Patterns].

% The terms of a list, one of each variant, in the order first met.
variant_set(Terms, Set) :-
    foldl(add_variant, Terms, [], Reversed),
    reverse(Reversed, Set).

add_variant(Term, Set, Set) :-
    member(Old, Set),
    Old =@= Term,
    !.
add_variant(Term, Set, [Term|Set]).

%!  kind_move(+Kind, +Rows-Columns, -Move) is nondet.
%
%   Move is a move of Kind on a board of Rows by Columns, its cells in
%   the order of rows: one cell anywhere, or two cells in one row,
%   column or diagonal (enough to find a writing, and to play).

kind_move(Kind, Size, Move) :-
    kind_move_cells(Kind, Size, Move, _).

kind_move_cells(kind(Pattern, Cells), Size, Move, Cells1) :-
    copy_term(Pattern-Cells, Move-Cells1),
    kind_cells(Cells1, Size).

kind_cells([], _).
kind_cells([Cell], Size) :-
    board_cell(Size, Cell).
kind_cells([R1-C1, R2-C2], Size) :-
    board_cell(Size, R1-C1),
    board_cell(Size, R2-C2),
    R1-C1 \== R2-C2,
    (   R1 =:= R2
    ;   C1 =:= C2
    ;   abs(R1 - R2) =:= abs(C1 - C2)
    ).

board_cell(Rows-Columns, R-C) :-
    between(1, Rows, R),
    between(1, Columns, C).

%!  move_writings(+Kinds, +StartMoves, +Size, +CodeNames, :Played, :Next, +State0,
%!                -Writings) is semidet.
%
%   Writings (`Kind-Writing` pairs) write each of Kinds on a board of
%   Size (Rows-Columns) as the project does, by its answers (a compound
%   named as our kind, `move`, or as one of CodeNames, Name/Arity, the
%   compounds of the project's code, most used first):
%   `call(Played, State, Written, Cells)` plays the move Written from
%   the project's State and gives the cells it changes (sorted R-C),
%   failing where the project refuses Written; `call(Next, State,
%   Writings, State1, Changed)` is the project's State after one of its
%   moves, written by Writings, and the cells that move changed.  An
%   atom (`pass`) is written as itself.  One cell writing serves every
%   kind: it is found with the first kind it fits, at State0, where it
%   fits our legal moves there, StartMoves (each Move-Rows, or `[]`),
%   then every move of the kind on the board; a kind none of whose
%   moves can be played there (Teeko's steps) is found on, at most 60
%   plies later (later_writings/7).

:- meta_predicate move_writings(+, +, +, +, 3, 4, +, -).

move_writings(Kinds, StartMoves, Size, CodeNames, Played, Next, State0, Writings) :-
    partition(has_cells, Kinds, Celled, Atoms),
    Celled \== [],
    findall(K-identity, member(K, Atoms), Identities),
    first_writing(Celled, StartMoves, Size, CodeNames, Played, State0, Kind, Writing),
    Writing = writing(CellWriting, _, _),
    selectchk(Kind, Celled, Others),
    Tried = tried(CellWriting, Size, CodeNames, Played, Next),
    later_writings(Others, Tried, State0, [Kind-Writing|Identities], 0, [], Writings).

has_cells(kind(_, Cells)) :-
    Cells \== [].

% first_writing(+Kinds, +StartMoves, +Size, +CodeNames, :Played, +State,
% -Kind, -Writing): the first writing that fits one of Kinds, tried on our legal
% moves at the start, then on every move of the board (a wrong writing
% is refused after a few moves, not after all of them: Teeko's inference
% 2.9 to 1.4 s of CPU); on every move alone where none fits so.
first_writing(Kinds, StartMoves, Size, CodeNames, Played, State, Kind, Writing) :-
    forget_played,
    maplist(kind_moves(Size), Kinds, KindsMoves),
    (   StartMoves \== [],
        maplist(start_kind_moves(StartMoves), Kinds, Starts),
        pairs_keys_values(Tried, KindsMoves, Starts),
        fitting_writing(Tried, Size, CodeNames, Played, State, Kind, Writing)
    ->  true
    ;   pairs_values(KindsMoves, AllMoves),
        pairs_keys_values(Tried, KindsMoves, AllMoves),
        fitting_writing(Tried, Size, CodeNames, Played, State, Kind, Writing)
    ).

% fitting_writing(+Tried, +Size, +CodeNames, :Played, +State, -Kind,
% -Writing): the first writing of a kind that fits its first moves, then all its moves
% (Tried: (Kind-Moves)-FirstMoves pairs).
fitting_writing(Tried, Size, CodeNames, Played, State, Kind, Writing) :-
    cell_writing(CellWriting),
    member((Kind-Moves)-First, Tried),
    kind_shape(Kind, CellWriting, CodeNames, Shape),
    Writing = writing(CellWriting, Shape, Size),
    legal_moves_fit(Kind-First, Writing, Played, State),
    writing_fits(Kind-Moves, Writing, Played, State),
    !.

% legal_moves_fit(+Kind-Moves, +Writing, :Played, +State): as
% writing_fits/4, Moves our legal moves at State: a writing that the
% project refuses the first eight of is not its own (of the hundreds of
% writings tried, most write terms it takes none of; refused on every
% start move, each cost a validator a question for each legal start
% move, a hundred in the largest game).
legal_moves_fit(Kind-Moves, Writing, Played, State) :-
    kind_clause(Kind-Writing, Clause),
    fits(Moves, Clause, Played, State, 0, 8).

% start_kind_moves(+StartMoves, +Kind, -Moves): the moves of Kind among
% our legal moves at the start, StartMoves (Move-Rows pairs), with the
% cells each names.
start_kind_moves(StartMoves, kind(Pattern, Cells), Moves) :-
    findall(Move-Cells1,
            ( member(Move-_, StartMoves),
              copy_term(Pattern-Cells, Move-Cells1) ),
            Moves).

% kind_moves(+Size, +Kind, -Kind-Moves): the moves of Kind on a board
% of Size with the cells each names, listed once for all the writings
% tried (some forty).
kind_moves(Size, Kind, Kind-Moves) :-
    findall(Move-Cells, kind_move_cells(Kind, Size, Move, Cells), Moves).

% later_writings(+Kinds, +Tried, +State, +Found, +Plies, +Moved,
% -Writings): the kinds still to find, at State, then at the states
% after it, Moved the cells the plies played so far changed (where
% pieces went).  A move of two cells is tried there only from one of
% them (the piece that moves): at a ply where the kind cannot be played
% yet, the project refuses every move tried, and a validator asked about
% every such move of the board at each ply spent most of its inference
% there.  Where no such move fits by the last ply, every move of the
% kind is tried at the last state.
later_writings([], _, _, Writings, _, _, Writings) :- !.
later_writings(Kinds, Tried, State, Found, Plies, Moved, Writings) :-
    Tried = tried(_, _, _, _, Next),
    kinds_written(Kinds, Tried, State, from(Moved), Found, Found1, Left),
    (   Left == []
    ->  Writings = Found1
    ;   Plies < 60,
        call(Next, State, Found1, State1, Changed)
    ->  Plies1 is Plies + 1,
        ord_union(Moved, Changed, Moved1),
        later_writings(Left, Tried, State1, Found1, Plies1, Moved1, Writings)
    ;   kinds_written(Left, Tried, State, anywhere, Found1, Writings, [])
    ).

% kinds_written(+Kinds, +Tried, +State, +Where, +Found, -Found1, -Left):
% Found1 is Found with the writings of Kinds found at State, Left the
% kinds that have none there; Where is `from(Cells)` (a kind's two-cell
% moves from one of Cells only, where it has some) or `anywhere`.
kinds_written(Kinds, Tried, State, Where, Found, Found1, Left) :-
    Tried = tried(CellWriting, Size, CodeNames, Played, _),
    forget_played,
    findall(Kind-Writing,
            ( member(Kind, Kinds),
              kind_moves(Size, Kind, Kind-Moves0),
              moves_from(Where, Moves0, Moves),
              kind_writing(CellWriting, Size, CodeNames, Played, State, Kind-Moves,
                           Writing) ),
            New),
    pairs_keys(New, Done),
    exclude(among(Done), Kinds, Left),
    append(Found, New, Found1).

% moves_from(+Where, +Moves, -Tried): the moves (Move-Cells) of a kind
% tried.
moves_from(anywhere, Moves, Moves).
moves_from(from(Cells), Moves, Tried) :-
    include(from_one_of(Cells), Moves, Tried0),
    (   Tried0 == []
    ->  Tried = Moves
    ;   Tried = Tried0
    ).

from_one_of(Cells, _-[From, _]) :-
    ord_memberchk(From, Cells).

among(Terms, Term) :-
    member(T, Terms),
    T =@= Term,
    !.

kind_writing(CellWriting, Size, CodeNames, Played, State, Kind-Moves, Writing) :-
    kind_shape(Kind, CellWriting, CodeNames, Shape),
    Writing = writing(CellWriting, Shape, Size),
    writing_fits(Kind-Moves, Writing, Played, State),
    !.

% writing_fits(+Kind-Moves, +Writing, :Played, +State): the Moves of
% Kind (kind_moves/3) that the project plays from State, written so,
% each change the cells they name: the first three it plays, one at
% least.
writing_fits(Kind-Moves, Writing, Played, State) :-
    kind_clause(Kind-Writing, Clause),
    fits(Moves, Clause, Played, State, 0, inf).

% fits(+Moves, +Clause, :Played, +State, +Fitting, +Refusals): Fitting
% moves fitted so far; Refusals, how many more may be refused before
% one is played (`inf`: any number).
fits(_, _, _, _, 3, _) :- !.
fits([], _, _, _, Fitting, _) :-
    Fitting > 0.
fits([Move-Cells|Moves], Clause, Played, State, Fitting, Refusals) :-
    (   written(Clause, Move, Theirs),
        played_once(Played, State, Theirs, Changed)
    ->  msort(Cells, Changed),
        Fitting1 is Fitting + 1,
        fits(Moves, Clause, Played, State, Fitting1, Refusals)
    ;   (   Fitting > 0
        ;   Refusals == inf
        )
    ->  fits(Moves, Clause, Played, State, Fitting, Refusals)
    ;   Refusals > 1,
        Refusals1 is Refusals - 1,
        fits(Moves, Clause, Played, State, Fitting, Refusals1)
    ).

% played_once(:Played, +State, +Theirs, -Changed): call(Played, State,
% Theirs, Changed), asked once a term at one State.  The writings tried
% write our moves as the same terms in other orders (move(2-1, 4-1) is
% one writing's a move down, another's a move right), so each term
% would be proposed to the project some forty times: a validator that
% proposes a thousand moves a writing spent most of the inference in
% its own calls.  forget_played/0 starts afresh at a new State.
:- thread_local played_answer/3.        % Hash, Theirs, changed(Cells) or refused

forget_played :-
    retractall(played_answer(_, _, _)).

played_once(Played, State, Theirs, Changed) :-
    ground(Theirs),
    !,
    term_hash(Theirs, Hash),
    (   played_answer(Hash, Theirs, Answer)
    ->  true
    ;   (   call(Played, State, Theirs, Changed0)
        ->  Answer = changed(Changed0)
        ;   Answer = refused
        ),
        assertz(played_answer(Hash, Theirs, Answer))
    ),
    Answer = changed(Changed).
played_once(Played, State, Theirs, Changed) :-
    call(Played, State, Theirs, Changed).

% The cell writings tried, most usual first: numbers, each coordinate
% counted from 1 or 0, from the first row (column) or the last, row or
% column first; or a letter and a number (`c3`), the letter the row's
% or the column's, each counted from either end; or the cell's index in
% a flat list of the rows, from 0 or 1, the first row first or last.
cell_writing(numbers(Order, RowCount, ColumnCount)) :-
    member(Order, [row_first, column_first]),
    count(RowCount),
    count(ColumnCount).
cell_writing(notation(LetterFor, LetterFrom, NumberFrom)) :-
    member(LetterFor, [row, column]),
    member(LetterFrom, [first, last]),
    member(NumberFrom, [first, last]).
cell_writing(index(Base, RowsFrom)) :-
    member(RowsFrom, [first, last]),
    member(Base, [0, 1]).

count(count(Base, From)) :-
    member(From, [first, last]),
    member(Base, [1, 0]).

% kind_shape(+Kind, +CellWriting, +CodeNames, -Shape): the shapes a
% move of Kind is tried in, its cells written by CellWriting: a compound
% named as our kind or `move`, then as one of CodeNames (Name/Arity) of
% the arity the shape gives it (place(R, C) for our drop(R-C)).
kind_shape(kind(Pattern, Cells), CellWriting, CodeNames, Shape) :-
    length(Cells, N),
    (   compound(Pattern)
    ->  compound_name_arity(Pattern, Name, _),
        sort([Name, move], Names)
    ;   Names = [move]
    ),
    cell_kind(CellWriting, Kind),
    (   shape(Kind, N, Names, Shape)
    ;   member(CodeName/Arity, CodeNames),
        \+ memberchk(CodeName, Names),
        shape(Kind, N, [CodeName], Shape),
        Shape = compound(_, Inner),
        inner_arity(Inner, N, Arity)
    ).

inner_arity(pairs, N, N).
inner_arity(lists, N, N).
inner_arity(cells, N, N).
inner_arity(flat, N, Arity) :-
    Arity is 2 * N.

cell_kind(numbers(_, _, _), numbers).
cell_kind(notation(_, _, _), notation).
cell_kind(index(_, _), index).

shape(numbers, _, _, flat).
shape(numbers, _, _, pairs).
shape(numbers, _, _, lists).
shape(numbers, _, _, pair).
shape(numbers, _, Names, compound(Name, Inner)) :-
    member(Name, Names),
    member(Inner, [pairs, flat, lists]).
shape(notation, _, _, atom('')).
shape(notation, 2, _, atom('-')).
shape(notation, _, _, list).
shape(notation, 2, _, pair).
shape(notation, _, Names, compound(Name, cells)) :-
    member(Name, Names).
shape(index, 1, _, bare).
shape(index, _, _, list).
shape(index, 2, _, pair).
shape(index, _, Names, compound(Name, cells)) :-
    member(Name, Names).

%   kind_clause(+Kind-Writing, -Clause): the adapter clause that writes
%   the moves of Kind so: `adapter_move(Ours, Theirs)`.
kind_clause(Kind-Writing, Clause) :-
    written_so(Writing, Kind, Clause).

written_so(identity, kind(Pattern, _), adapter_move(Pattern, Pattern)).
written_so(writing(CellWriting, Shape, Size), kind(Pattern, Cells), Clause) :-
    copy_term(Pattern-Cells, Ours-Cells1),
    maplist(cell_goals(CellWriting, Size), Cells1, Written, CellGoals),
    shape_term(Shape, Written, Theirs, ShapeGoals),
    append(CellGoals, Goals0),
    append(Goals0, ShapeGoals, Goals),
    goals_clause(adapter_move(Ours, Theirs), Goals, Clause).

written_so(named(CellWriting, Form, Words, Size), kind(Pattern, Cells), Clause) :-
    copy_term(Pattern-Cells, Ours-Cells1),
    maplist(cell_goals(CellWriting, Size), Cells1, Written, CellGoals),
    named_items(Ours, Cells1-Written, Form, Words, [Theirs]),
    append(CellGoals, Goals),
    goals_clause(adapter_move(Ours, Theirs), Goals, Clause).

% named_items(+Term, +Cells-Written, +Form, +Words, -Items): Items stand
% for Term in their move: its cells written (Written, one for each of
% Cells) in Form, its atoms in their Words; a list, as a cell written as
% two arguments is two items, and a functor whose word is `none` leaves
% its one argument alone.
named_items(Term, Cells-Written, Form, _, Items) :-
    nth1(I, Cells, Cell),
    Cell == Term,
    !,
    nth1(I, Written, Cell1),
    form_items(Form, Cell1, Items).
named_items(Term, _, _, Words, [Word]) :-
    atom(Term),
    !,
    memberchk(Term-Word, Words).
named_items(Term, CellsWritten, Form, Words, Items) :-
    compound(Term),
    !,
    compound_name_arguments(Term, Name, Args),
    maplist(named_arg_items(CellsWritten, Form, Words), Args, ItemLists),
    append(ItemLists, ArgItems),
    memberchk(Name-Word, Words),
    (   Word == none
    ->  Items = ArgItems
    ;   Theirs =.. [Word|ArgItems],
        Items = [Theirs]
    ).
named_items(Term, _, _, _, [Term]).

named_arg_items(CellsWritten, Form, Words, Arg, Items) :-
    named_items(Arg, CellsWritten, Form, Words, Items).

form_items(pair, Cell, [Pair]) :-
    pair_of(Cell, Pair).
form_items(list, Cell, [Cell]).
form_items(arguments, Cell, Cell).
form_items(atom, Cell, [Cell]).

% cell_goals(+CellWriting, +Rows-Columns, +R-C, -Written, -Goals): Goals
% make Written, the cell R-C as written.
cell_goals(numbers(Order, RowCount, ColumnCount), Rows-Columns, R-C, Written, Goals) :-
    coordinate_goals(RowCount, Rows, R, X, G1),
    coordinate_goals(ColumnCount, Columns, C, Y, G2),
    (   Order == row_first
    ->  Written = [X, Y]
    ;   Written = [Y, X]
    ),
    append(G1, G2, Goals).
cell_goals(notation(LetterFor, LetterFrom, NumberFrom), Rows-Columns, R-C, Atom, Goals) :-
    (   LetterFor == row
    ->  LetterSide = Rows-R, NumberSide = Columns-C
    ;   LetterSide = Columns-C, NumberSide = Rows-R
    ),
    LetterSide = LetterSize-LetterValue,
    NumberSide = NumberSize-NumberValue,
    coordinate_goals(count(1, LetterFrom), LetterSize, LetterValue, I, G1),
    coordinate_goals(count(1, NumberFrom), NumberSize, NumberValue, Number, G2),
    letters(LetterFrom, LetterSize, Letters),
    append([G1, [nth1(I, Letters, Letter)], G2, [atomic_list_concat([Letter, Number], Atom)]],
           Goals).

cell_goals(index(Base, RowsFrom), Rows-Columns, R-C, Index, Goals) :-
    coordinate_goals(count(0, RowsFrom), Rows, R, Row, RowGoals),
    append(RowGoals, [Index is Row * Columns + C - 1 + Base], Goals).

% The letters of a board's rows (or columns): counted from the first,
% all of them, for a board that grows (a table framed anew after each
% move); from the last, as many as the board has.
letters(first, _, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z]).
letters(last, Size, Letters) :-
    letters(first, Size, All),
    length(Letters, Size),
    append(Letters, _, All).

% coordinate_goals(+Count, +Size, ?Ours, ?Theirs, -Goals): our
% coordinate (from 1, first first) as counted so: from Base (1 or 0),
% from the first or the last.
coordinate_goals(count(Base, From), Size, V, X, Goals) :-
    (   From == first
    ->  (   Base =:= 1
        ->  X = V,
            Goals = []
        ;   Goals = [X is V - 1]
        )
    ;   Last is Size + Base,
        Goals = [X is Last - V]
    ).

% shape_term(+Shape, +Cells, -Term, -Goals): Goals make Term, the move
% of the cells Cells (each written) in Shape.
shape_term(bare, [Cell], Cell, []).
shape_term(flat, Cells, Term, []) :-
    append(Cells, Term).
shape_term(pairs, Cells, Term, []) :-
    maplist(pair_of, Cells, Term).
shape_term(lists, Cells, Cells, []).
shape_term(list, Cells, Cells, []).
shape_term(pair, Cells, Term, []) :-
    (   Cells = [Cell]
    ->  pair_of(Cell, Term)
    ;   Cells = [A, B],
        pair_of(A, P),
        pair_of(B, Q),
        Term = P-Q
    ).
shape_term(compound(Name, Inner), Cells, Term, []) :-
    inner_args(Inner, Cells, Args),
    Term =.. [Name|Args].
shape_term(atom(Separator), Cells, Term, [atomic_list_concat(Cells, Separator, Term)]).

pair_of([X, Y], X-Y) :- !.
pair_of(Atom, Atom).

inner_args(pairs, Cells, Args) :-
    maplist(pair_of, Cells, Args).
inner_args(flat, Cells, Args) :-
    append(Cells, Args).
inner_args(lists, Cells, Cells).
inner_args(cells, Cells, Cells).

goals_clause(Head, [], Head) :- !.
goals_clause(Head, Goals, (Head :- Body)) :-
    conjunction(Goals, Body).

conjunction([Goal], Goal) :- !.
conjunction([Goal|Goals], (Goal, Body)) :-
    conjunction(Goals, Body).

% written(+Clause, +Move, -Theirs): Theirs is Move written by Clause.
written(Clause, Move, Theirs) :-
    copy_term(Clause, Copy),
    (   Copy = (adapter_move(Move0, Theirs0) :- Body)
    ->  true
    ;   Copy = adapter_move(Move0, Theirs0),
        Body = true
    ),
    Move0 = Move,
    catch(Body, _, fail),
    !,
    Theirs = Theirs0.

%!  writings_moves(+Writings, +Rows-Columns, -Pairs) is det.
%
%   Pairs are `Theirs-Ours` for each move of the kinds Writings write,
%   on a board of that size (kind_move/3), Theirs the move written.

writings_moves(Writings, Size, Pairs) :-
    findall(Theirs-Move,
            ( member(Kind-Writing, Writings),
              kind_clause(Kind-Writing, Clause),
              kind_move(Kind, Size, Move),
              written(Clause, Move, Theirs) ),
            Pairs).

%!  writings_move(+Writings, +Move, -Theirs) is semidet.
%
%   Theirs is our Move written by the writing of its kind in Writings;
%   fails where none writes it.

writings_move(Writings, Move, Theirs) :-
    writing_clauses(Writings, Clauses),
    clauses_move(Clauses, Move, Theirs).

%!  clauses_move(+Clauses, +Move, -Theirs) is semidet.
%
%   Theirs is our Move written by the first of the adapter_move/2
%   Clauses (writing_clauses/2) that writes it: a move written many
%   times, its clauses made once.

clauses_move(Clauses, Move, Theirs) :-
    member(Clause, Clauses),
    written(Clause, Move, Theirs),
    !.

%!  pairs_writings(+Pairs, +Rows-Columns, -Writings) is semidet.
%
%   Writings (Kind-Writing pairs) write each Ours of Pairs (Ours-Theirs,
%   our moves on a board of Rows-Columns) as its Theirs: one cell
%   writing for every kind, a shape for each (a compound named as their
%   terms of the kind are), an atom (`pass`) as itself.  Fails where
%   none does: their terms say more than the cells of our moves (the
%   name of a piece), or name the moves otherwise.

pairs_writings(Pairs, Size, Writings) :-
    pairs_keys(Pairs, Ours),
    move_kinds(Ours, Kinds),
    cell_writing(CellWriting),
    maplist(kind_pairs_writing(Pairs, CellWriting, Size), Kinds, Writings),
    !.

kind_pairs_writing(Pairs, CellWriting, Size, Kind, Kind-Writing) :-
    include(of_kind(Kind), Pairs, KindPairs),
    KindPairs = [_-Example|_],
    (   has_cells(Kind)
    ->  example_names(Example, Names),
        kind_shape(Kind, CellWriting, Names, Shape),
        Writing = writing(CellWriting, Shape, Size)
    ;   Writing = identity
    ),
    kind_clause(Kind-Writing, Clause),
    forall(member(Ours-Theirs, KindPairs),
           ( written(Clause, Ours, Written), Written == Theirs )),
    !.

of_kind(kind(Pattern, _), Ours-_) :-
    subsumes_term(Pattern, Ours).

% example_names(+Example, -Names): the name of a compound Example, one
% of their terms, as kind_shape/4 takes the names of their code.
example_names(Example, Names) :-
    (   compound(Example),
        \+ is_list(Example),
        compound_name_arity(Example, Name, Arity),
        Name \== (-)
    ->  Names = [Name/Arity]
    ;   Names = []
    ).

%!  writing_clauses(+Writings, -Clauses) is det.
%
%   Clauses are the adapter's `adapter_move(Ours, Theirs)`, one a kind.

writing_clauses(Writings, Clauses) :-
    maplist(kind_clause, Writings, Clauses).

%!  writings_text(+Writings, -Text) is det.
%
%   Text shows how each kind is written, by an example.

writings_text(Writings, Text) :-
    findall(Example,
            ( member(Kind-Writing, Writings),
              writing_example(Kind-Writing, Example) ),
            Examples),
    atomic_list_concat(Examples, ', ', Text).

%!  writings_words(+Writings, -Pairs) is det.
%
%   Pairs are `Theirs-Ours`, the word of theirs for each of our atoms
%   that a writing names as an argument (a piece: `dame-queen`).

writings_words(Writings, Pairs) :-
    findall(Word-Atom,
            ( member(Kind-named(_, _, Words, _), Writings),
              kind_slots(Kind, constant, Slots),
              member(slot(Atom, _), Slots),
              memberchk(Atom-Word, Words) ),
            Pairs0),
    sort(Pairs0, Pairs).

%!  writings_evidence(+Writings, -Text) is det.
%
%   Text says what showed Writings right.

writings_evidence(Writings, Text) :-
    (   memberchk(_-named(_, _, _, _), Writings)
    ->  Text = "our moves at the start as you wrote them, the words of each piece and \c
                verb then used for the others, those still missing found in a game of yours"
    ;   Text = "each changed the cells it names"
    ).

writing_example(Kind-Writing, Example) :-
    (   ( Writing = writing(_, _, Size) ; Writing = named(_, _, _, Size) )
    ->  true
    ;   Size = 8-8
    ),
    kind_clause(Kind-Writing, Clause),
    once(kind_move(Kind, Size, Move)),
    written(Clause, Move, Theirs),
    format(string(Example), "our ~q as ~q", [Move, Theirs]).

                 /*******************************
                 *   MOVES THAT NAME A PIECE    *
                 *******************************/

%!  names_pieces(+Kinds) is semidet.
%
%   Some of Kinds names a piece as well as cells (`place(queen, R-C)`):
%   an atom among the arguments of its pattern.

names_pieces(Kinds) :-
    member(Kind, Kinds),
    Kind = kind(_, [_|_]),
    kind_slots(Kind, constant, [_|_]),
    !.

%!  named_writings(+Kinds, +StartMoves, +Size, +Vocabulary, :Played, :Next, :Sized, +State0,
%!                  -Result) is det.
%
%   Result is `found(Writings)`, Writings (`Kind-Writing` pairs) writing
%   each of Kinds as the project does, or `unfound(Kinds1)`, the kinds
%   no writing was found for.  A project that names pieces in its moves
%   may name each piece, and each functor of our move terms, in words of
%   its own (`put(tower, c1)` for our `place(rook, 3-1)`): a writing of
%   a kind is then a cell writing, a form of the cells (numbers as a
%   pair, a list or two arguments; a letter and a number as an atom), and
%   a word for each atom of the kind (`none` for a functor of one
%   argument left out: `recall(3-1)` written as the cell alone).
%   Vocabulary is `vocabulary(Synonyms, Atoms, Names)`: Synonyms the
%   game's words for our atoms (Ours-Word, a tower for a rook, a French
%   `tour`), Atoms
%   those of the project's start state, Names (`Name/Arity`) the
%   compound terms of its code: the words tried, after our own.
%
%   StartMoves, our legal moves at the start, each Move-Rows (the grid
%   it leaves), tell the kinds that can be played there: a writing of
%   such a kind is right when the project plays (`call(Played, State0,
%   Theirs, TheirRows)`, TheirRows its board after, read as ours) the
%   first three of them (every move when fewer) written so, each leaving
%   the same pieces in the same places; one cell writing and form serve
%   every kind, and a word found for an atom is tried first in the
%   other kinds.  A kind whose atoms all have words is then written with
%   them; one that still lacks a word is found in a game of the project
%   (`call(Next, State, Writings, State1)`), at most 60 plies long, when
%   the project plays one of its moves written so, any on its board as
%   it is then (`call(Sized, State, Rows-Columns)`: a board that grows
%   holds moves the start's does not).  Size is the start's board's.

:- meta_predicate named_writings(+, +, +, +, 3, 3, 2, +, -).

named_writings(Kinds, StartMoves, Size, Vocabulary, Played, Next, Sized, State0, Result) :-
    partition(has_cells, Kinds, Celled, Atoms),
    findall(K-identity, member(K, Atoms), Identities),
    include(startable(StartMoves), Celled, Startable),
    forget_played,
    (   first_named(Startable, StartMoves, Size, Vocabulary, Played, State0, Kind-Writing)
    ->  Writing = named(CellWriting, Form, _, _),
        Known = known(CellWriting, Form, Size, Vocabulary),
        selectchk(Kind, Celled, Others),
        include(startable(StartMoves), Others, AtStart),
        foldl(start_named(Known, StartMoves, Played, State0), AtStart,
              [Kind-Writing|Identities], Found0),
        later_named(Known, game(Played, Sized, Next, State0), State0, 0, Celled, Found0, Found),
        exclude(written_kind(Found), Celled, Unfound),
        (   Unfound == []
        ->  Result = found(Found)
        ;   Result = unfound(Unfound)
        )
    ;   Result = unfound(Celled)
    ).

written_kind(Found, Kind) :-
    member(K-_, Found),
    K =@= Kind,
    !.

startable(StartMoves, kind(Pattern, _)) :-
    member(Move-_, StartMoves),
    subsumes_term(Pattern, Move),
    !.

% kind_start_moves(+Kind, +StartMoves, -Moves): the first three of
% StartMoves of Kind, each Move-Rows.
kind_start_moves(kind(Pattern, _), StartMoves, Moves) :-
    findall(Move-Rows,
            ( member(Move-Rows, StartMoves),
              subsumes_term(Pattern, Move) ),
            All),
    (   length(Moves, 3),
        append(Moves, _, All)
    ->  true
    ;   Moves = All
    ).

% first_named(+Kinds, +StartMoves, +Size, +Vocabulary, :Played, +State0,
% -Kind-Writing): the first cell writing and form that write one of
% Kinds as the project plays it, with words for its atoms.
first_named(Kinds, StartMoves, Size, Vocabulary, Played, State0, Kind-Writing) :-
    maplist(start_moves_of(StartMoves), Kinds, KindsMoves),
    cell_writing(CellWriting),
    cell_form(CellWriting, Form),
    Known = known(CellWriting, Form, Size, Vocabulary),
    member(Kind-Moves, KindsMoves),
    named_fits(Known, [], Kind, Moves, Played, State0, Writing),
    !.

start_moves_of(StartMoves, Kind, Kind-Moves) :-
    kind_start_moves(Kind, StartMoves, Moves).

% How a cell's two numbers (or its letter and number) stand in a move.
cell_form(numbers(_, _, _), Form) :-
    member(Form, [pair, list, arguments]).
cell_form(notation(_, _, _), atom).

% start_named(+Known, +StartMoves, :Played, +State0, +Kind, +Found0,
% -Found): Found0 and the writing of Kind found at the start, if any.
start_named(Known, StartMoves, Played, State0, Kind, Found0, Found) :-
    kind_start_moves(Kind, StartMoves, Moves),
    lexicon(Found0, Lexicon),
    (   named_fits(Known, Lexicon, Kind, Moves, Played, State0, Writing)
    ->  append(Found0, [Kind-Writing], Found)
    ;   Found = Found0
    ).

% named_fits(+Known, +Lexicon, +Kind, +Moves, :Played, +State, -Writing):
% Writing, with words for the atoms of Kind (Lexicon's first), writes
% each of Moves (Move-Rows pairs) as a term the project plays in State,
% leaving a board whose cells hold alike what our Rows hold alike (the
% same pieces in the same places: a project that lets a Queen be placed
% where our King may go must not read our King's move as her
% placement).
named_fits(Known, Lexicon, Kind, Moves, Played, State, Writing) :-
    Moves \== [],
    Known = known(CellWriting, Form, Size, Vocabulary),
    kind_slots(Kind, Form, Slots),
    slot_words(Slots, Lexicon, Vocabulary, Words),
    Writing = named(CellWriting, Form, Words, Size),
    kind_clause(Kind-Writing, Clause),
    forall(member(Move-Rows, Moves),
           ( written(Clause, Move, Theirs),
             played_once(Played, State, Theirs, TheirRows),
             same_places(Rows, TheirRows) )).

% same_places(+Rows, +TheirRows): boards of the same size whose cells
% fall into the same classes of equal contents.
same_places(Rows, TheirRows) :-
    content_classes(Rows, Classes),
    content_classes(TheirRows, Classes).

content_classes(Rows, Classes) :-
    findall(Content-(R-C), ( nth1(R, Rows, Row), nth1(C, Row, Content) ), Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    pairs_values(Groups, Classes0),
    msort(Classes0, Classes).

% later_named(+Known, +Game, +State, +Plies, +Kinds, +Found0, -Found):
% the kinds of Kinds not in Found0, written with the words found when
% they have all theirs, else found at State or in the game that follows
% it (Game: `game(Played, Sized, Next, State0)`), played again from
% State0 when it ends, 60 plies in all.
later_named(Known, Game, State, Plies, Kinds, Found0, Found) :-
    Game = game(Played, Sized, Next, State0),
    exclude(written_kind(Found0), Kinds, Left0),
    lexicon(Found0, Lexicon),
    Known = known(CellWriting, Form, Size, _),
    partition(worded(Lexicon, Form), Left0, Worded, Left1),
    findall(Kind-named(CellWriting, Form, Words, Size),
            ( member(Kind, Worded), kind_slots(Kind, Form, Slots),
              lexicon_words(Slots, Lexicon, Words) ),
            Composed),
    append(Found0, Composed, Found1),
    forget_played,
    call(Sized, State, BoardSize),
    foldl(played_named(Known, Lexicon, Played, State, BoardSize), Left1, Found1, Found2),
    exclude(written_kind(Found2), Left1, Left),
    (   Left == []
    ->  Found = Found2
    ;   Plies < 60
    ->  game_writings(Found2, Left, Playing),
        (   call(Next, State, Playing, State1)
        ->  true
        ;   State1 = State0                 % the game is over: another
        ),
        Plies1 is Plies + 1,
        later_named(Known, Game, State1, Plies1, Left, Found2, Found)
    ;   Found = Found2
    ).

% game_writings(+Found, +Left, -Playing): the writings of Found the game
% plays: none of a kind that names a piece one of the kinds Left names,
% kept in hand for them (a Bishop placed early could never recall).
game_writings(Found, Left, Playing) :-
    findall(Atom,
            ( member(Kind, Left),
              kind_slots(Kind, constant, Slots),
              member(slot(Atom, _), Slots) ),
            Kept),
    exclude(names_one_of(Kept), Found, Playing).

names_one_of(Atoms, Kind-_) :-
    kind_slots(Kind, constant, Slots),
    member(slot(Atom, _), Slots),
    memberchk(Atom, Atoms),
    !.

% played_named(+Known, +Lexicon, :Played, +State, +BoardSize, +Kind,
% +Found0, -Found): Found0 and Kind's writing, if the project plays one
% of Kind's moves on a board of BoardSize written with the words of
% Lexicon and words tried for the atoms it lacks (one of ours may read
% as another of ours written with other words: the Bishop's recall as
% the Pawn's step).
played_named(Known, Lexicon, Played, State, BoardSize, Kind, Found0, Found) :-
    findall(Move-Cells, any_kind_move(Kind, BoardSize, Move, Cells), Moves),
    (   named_plays_one(Known, Lexicon, Kind, Moves, Played, State, Writing)
    ->  append(Found0, [Kind-Writing], Found)
    ;   Found = Found0
    ).

% any_kind_move(+Kind, +Size, -Move, -Cells): a move of Kind, its cells
% any of a board of Size, each other.
any_kind_move(kind(Pattern, Cells), Size, Move, Cells1) :-
    copy_term(Pattern-Cells, Move-Cells1),
    maplist(board_cell(Size), Cells1),
    \+ ( select(Cell, Cells1, Others), memberchk(Cell, Others) ).

named_plays_one(Known, Lexicon, Kind, Moves, Played, State, Writing) :-
    Known = known(CellWriting, Form, Size, Vocabulary),
    kind_slots(Kind, Form, Slots),
    partition(lexicon_slot(Lexicon), Slots, Worded, Unworded),
    lexicon_words(Worded, Lexicon, Words0),
    slot_words(Unworded, Lexicon, Vocabulary, Words1),
    append(Words0, Words1, Words),
    Writing = named(CellWriting, Form, Words, Size),
    kind_clause(Kind-Writing, Clause),
    member(Move-_, Moves),
    written(Clause, Move, Theirs),
    played_once(Played, State, Theirs, _),
    !.

% The words found so far: Ours-Theirs, the first found for each atom.
lexicon(Found, Lexicon) :-
    findall(Pair,
            ( member(_-named(_, _, Words, _), Found),
              member(Pair, Words) ),
            Pairs),
    foldl(add_word, Pairs, [], Lexicon).

add_word(Atom-Word, Lexicon0, Lexicon) :-
    (   memberchk(Atom-_, Lexicon0)
    ->  Lexicon = Lexicon0
    ;   append(Lexicon0, [Atom-Word], Lexicon)
    ).

worded(Lexicon, Form, Kind) :-
    kind_slots(Kind, Form, Slots),
    lexicon_words(Slots, Lexicon, _).

lexicon_words(Slots, Lexicon, Words) :-
    maplist(lexicon_word(Lexicon), Slots, Words).

lexicon_word(Lexicon, slot(Atom, _), Atom-Word) :-
    memberchk(Atom-Word, Lexicon).

lexicon_slot(Lexicon, Slot) :-
    lexicon_word(Lexicon, Slot, _).

% kind_slots(+Kind, +Form, -Slots): the atoms of Kind's pattern to
% name, each once, `slot(Atom, Role)`: Role `constant` for an argument
% (a piece), `functor(Arity)` for a compound's name, Arity the number
% of its arguments as written in Form (a cell written as two numbers
% is two arguments); Form `constant` lists only the constants.
kind_slots(kind(Pattern, Cells), Form, Slots) :-
    phrase(pattern_slots(Pattern, Cells, Form), Slots0),
    first_slots(Slots0, Slots).

first_slots([], []).
first_slots([slot(Atom, Role)|Slots0], [slot(Atom, Role)|Slots]) :-
    exclude(slot_of(Atom), Slots0, Rest),
    first_slots(Rest, Slots).

slot_of(Atom, slot(A, _)) :-
    A == Atom.

pattern_slots(Term, Cells, _) -->
    { is_cell(Term, Cells) },
    !.
pattern_slots(Term, _, _) -->
    { atom(Term) },
    !,
    [slot(Term, constant)].
pattern_slots(Term, Cells, Form) -->
    { compound(Term),
      !,
      compound_name_arguments(Term, Name, Args),
      foldl(written_arity(Cells, Form), Args, 0, Arity)
    },
    (   { Form == constant }
    ->  []
    ;   [slot(Name, functor(Arity))]
    ),
    args_slots(Args, Cells, Form).
pattern_slots(_, _, _) -->             % a number
    [].

args_slots([], _, _) -->
    [].
args_slots([Arg|Args], Cells, Form) -->
    pattern_slots(Arg, Cells, Form),
    args_slots(Args, Cells, Form).

is_cell(Term, Cells) :-
    member(Cell, Cells),
    Cell == Term,
    !.

written_arity(Cells, Form, Arg, N0, N) :-
    (   Form == arguments,
        is_cell(Arg, Cells)
    ->  N is N0 + 2
    ;   N is N0 + 1
    ).

% slot_words(+Slots, +Lexicon, +Vocabulary, -Words): a word for each
% slot, on backtracking each in turn.
slot_words([], _, _, []).
slot_words([slot(Atom, Role)|Slots], Lexicon, Vocabulary, [Atom-Word|Words]) :-
    candidate_words(Atom, Role, Lexicon, Vocabulary, Candidates),
    member(Word, Candidates),
    slot_words(Slots, Lexicon, Vocabulary, Words).

% The words tried for one of our atoms, each once: the one found
% before, ours, the game's, a piece's letters, then the project's own
% (the atoms of its start state for a piece, the names of its compound
% terms of that arity for a functor; `none` leaves out a functor of one
% argument); none that names another atom of ours already (its Queen's
% `dame` would also place a Rook on a cell where both may go).
candidate_words(Atom, Role, Lexicon, Vocabulary, Words) :-
    tried_words(Atom, Role, Lexicon, Vocabulary, Words0),
    exclude(names_another(Atom, Lexicon), Words0, Words).

names_another(Atom, Lexicon, Word) :-
    member(Other-Word, Lexicon),
    Other \== Atom,
    !.

tried_words(Atom, Role, Lexicon, vocabulary(Synonyms, Atoms, Names), Words) :-
    findall(W, ( member(Atom-W, Lexicon) ; W = Atom ; member(Atom-W, Synonyms) ), Own),
    (   Role == constant
    ->  foldl(letters_of, Own, [], Letters),
        append([Own, Letters, Atoms], Words0)
    ;   Role = functor(Arity),
        findall(N, member(N/Arity, Names), Theirs),
        (   Arity =:= 1
        ->  append([Own, [none], Theirs], Words0)
        ;   append(Own, Theirs, Words0)
        )
    ),
    list_to_set(Words0, Words).

letters_of(Word, Letters0, Letters) :-
    sub_atom(Word, 0, 1, _, Letter),
    upcase_atom(Letter, Upper),
    append(Letters0, [Letter, Upper], Letters).
