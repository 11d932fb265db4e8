:- module(tabuleiro_move_writing,
          [ move_kinds/2,               % +Moves, -Kinds
            kind_move/3,                % +Kind, +Rows-Columns, -Move
            move_writings/6,            % +Kinds, +Size, :Played, :Next, +State0, -Writings
            writings_moves/3,           % +Writings, +Rows-Columns, -Pairs
            writing_clauses/2,          % +Writings, -Clauses
            writings_text/2             % +Writings, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> How a project writes its moves, found by trying

A project that checks a move but never lists them (a move validator and
a move application, no valid_moves) only tells which of its terms it
takes.  To ask it about our moves, the kit must write them as it does.
Our move terms name their cells as Row-Column pairs (`drop(3-3)`,
`move(8-1, 5-1)`); a *kind* is one of our move terms with its cells
left free (`drop(R-C)`).  A *writing* of a kind writes each cell with
its coordinates counted from 0 or 1, from either end, row or column
first, or as a letter and a number (`c3`), and puts the cells in one of
the shapes course projects use: a flat list `[C, R]`, a list of pairs,
a pair `R-C`, a compound `move(R1-C1, R2-C2)`, an atom `c3d4`, ...

A writing is found by trying each on the project's own start state: it
is right when each move it writes that the project accepts and plays
changes exactly the cells the move names, on the board as the project's
start state was read.  A kind whose moves cannot be played at the start
(Teeko's steps) is found later in a game the found writings play.  The
writings are adapter clauses, `adapter_move(Ours, Theirs)`, the same
ones the kit then asks the validator with.
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

%!  move_writings(+Kinds, +Size, :Played, :Next, +State0, -Writings) is semidet.
%
%   Writings (`Kind-Writing` pairs) write each of Kinds on a board of
%   Size (Rows-Columns) as the project does, by its answers:
%   `call(Played, State, Written, Cells)` plays the move Written from
%   the project's State and gives the cells it changes (sorted R-C),
%   failing where the project refuses Written; `call(Next, State,
%   Writings, State1)` is the project's State after one of its moves,
%   written by Writings.  An atom (`pass`) is written as itself.  One
%   cell writing serves every kind: it is found with the first kind it
%   fits, at State0; a kind none of whose moves can be played there
%   (Teeko's steps) is found on, at most 60 plies later.

:- meta_predicate move_writings(+, +, 3, 3, +, -).

move_writings(Kinds, Size, Played, Next, State0, Writings) :-
    partition(has_cells, Kinds, Celled, Atoms),
    Celled \== [],
    findall(K-identity, member(K, Atoms), Identities),
    first_writing(Celled, Size, Played, State0, Kind, Writing),
    Writing = writing(CellWriting, _, _),
    selectchk(Kind, Celled, Others),
    Tried = tried(CellWriting, Size, Played, Next),
    later_writings(Others, Tried, State0, [Kind-Writing|Identities], 0, Writings).

has_cells(kind(_, Cells)) :-
    Cells \== [].

first_writing(Kinds, Size, Played, State, Kind, Writing) :-
    forget_played,
    maplist(kind_moves(Size), Kinds, KindsMoves),
    cell_writing(CellWriting),
    member(Kind-Moves, KindsMoves),
    kind_shape(Kind, CellWriting, Shape),
    Writing = writing(CellWriting, Shape, Size),
    writing_fits(Kind-Moves, Writing, Played, State),
    !.

% kind_moves(+Size, +Kind, -Kind-Moves): the moves of Kind on a board
% of Size with the cells each names, listed once for all the writings
% tried (some forty).
kind_moves(Size, Kind, Kind-Moves) :-
    findall(Move-Cells, kind_move_cells(Kind, Size, Move, Cells), Moves).

% later_writings(+Kinds, +Tried, +State, +Found, +Plies, -Writings): the
% kinds still to find, at State, then at the states after it.
later_writings([], _, _, Writings, _, Writings) :- !.
later_writings(Kinds, Tried, State, Found, Plies, Writings) :-
    Tried = tried(CellWriting, Size, Played, Next),
    forget_played,
    findall(Kind-Writing,
            ( member(Kind, Kinds),
              kind_writing(CellWriting, Size, Played, State, Kind, Writing) ),
            New),
    pairs_keys(New, Done),
    exclude(among(Done), Kinds, Left),
    append(Found, New, Found1),
    (   Left == []
    ->  Writings = Found1
    ;   Plies < 60,
        call(Next, State, Found1, State1)
    ->  Plies1 is Plies + 1,
        later_writings(Left, Tried, State1, Found1, Plies1, Writings)
    ).

among(Terms, Term) :-
    member(T, Terms),
    T =@= Term,
    !.

kind_writing(CellWriting, Size, Played, State, Kind, Writing) :-
    kind_moves(Size, Kind, KindMoves),
    kind_shape(Kind, CellWriting, Shape),
    Writing = writing(CellWriting, Shape, Size),
    writing_fits(KindMoves, Writing, Played, State),
    !.

% writing_fits(+Kind-Moves, +Writing, :Played, +State): the Moves of
% Kind (kind_moves/3) that the project plays from State, written so,
% each change the cells they name: the first three it plays, one at
% least.
writing_fits(Kind-Moves, Writing, Played, State) :-
    kind_clause(Kind-Writing, Clause),
    fits(Moves, Clause, Played, State, 0).

fits(_, _, _, _, 3) :- !.
fits([], _, _, _, Fitting) :-
    Fitting > 0.
fits([Move-Cells|Moves], Clause, Played, State, Fitting) :-
    (   written(Clause, Move, Theirs),
        played_once(Played, State, Theirs, Changed)
    ->  msort(Cells, Changed),
        Fitting1 is Fitting + 1,
        fits(Moves, Clause, Played, State, Fitting1)
    ;   fits(Moves, Clause, Played, State, Fitting)
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
% or the column's, each counted from either end.
cell_writing(numbers(Order, RowCount, ColumnCount)) :-
    member(Order, [row_first, column_first]),
    count(RowCount),
    count(ColumnCount).
cell_writing(notation(LetterFor, LetterFrom, NumberFrom)) :-
    member(LetterFor, [row, column]),
    member(LetterFrom, [first, last]),
    member(NumberFrom, [first, last]).

count(count(Base, From)) :-
    member(From, [first, last]),
    member(Base, [1, 0]).

% kind_shape(+Kind, +CellWriting, -Shape): the shapes a move of Kind is
% tried in, its cells written by CellWriting.
kind_shape(kind(Pattern, Cells), CellWriting, Shape) :-
    length(Cells, N),
    (   compound(Pattern)
    ->  compound_name_arity(Pattern, Name, _),
        sort([Name, move], Names)
    ;   Names = [move]
    ),
    cell_kind(CellWriting, Kind),
    shape(Kind, N, Names, Shape).

cell_kind(numbers(_, _, _), numbers).
cell_kind(notation(_, _, _), notation).

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
    length(Letters, LetterSize),
    append(Letters, _, [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x,
                        y, z]),
    append([G1, [nth1(I, Letters, Letter)], G2, [atomic_list_concat([Letter, Number], Atom)]],
           Goals).

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

writing_example(Kind-Writing, Example) :-
    (   Writing = writing(_, _, Size)
    ->  true
    ;   Size = 8-8
    ),
    kind_clause(Kind-Writing, Clause),
    once(kind_move(Kind, Size, Move)),
    written(Clause, Move, Theirs),
    format(string(Example), "our ~q as ~q", [Move, Theirs]).
