:- module(tabuleiro_piece_list,
          [ piece_list_reading/3,       % +List, +Board0, -Reading
            piece_list_names_kept/4,    % +Module, +State0, +State1, -State
            piece_list_rows/3,          % +Reading, +List, -Rows
            cell_list_reading/3,        % +List, +Reading, -CellReading
            cell_list_rows/4,           % +Reading, +CellReading, +Pieces-Cells, -Rows
            cell_list_clauses/2,        % +CellReading, -Clauses
            cell_list_text/2,           % +CellReading, -Text
            piece_list_clauses/2,       % +Reading, -Clauses
            piece_list_text/2,          % +Reading, -Text
            piece_list_predicate/1      % ?Name/Arity
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(database_board, [database_readings/4, grid_walk_clauses/3]).

/** <module> A board held as a list of its pieces

A course project may hold its board as a list of the pieces on it, each
a term with its row and column, such as `piece(s3, 8, 3)` or `[w2, 4,
5]`, often naming each piece for itself (`s1` to `s8`); an empty cell
is a cell no piece is on.  A *reading* of such a list says where in
each piece the row, the column and the name are, and the values the
row and column take; each name stands for its kind, the name without
its number (`s3` for `s`).  The list is read as a list of rows of
kinds, `no_piece` where no piece is, as a board held as rows is read,
and a board is written back as a list of pieces, each kind numbered in
the order of the rows where the project numbers it.

A project that names its pieces names them in its moves too (`[s3, 6,
3]`), so after a move the pieces must keep the names they had:
`adapter_pieces_after/3` writes the list after a move from the list
before it, in its order, as the project's own move does (the moved
piece's name goes with it, a captured piece's goes away).

The reading's clauses are the adapter's: the same ones read the lists
here (put in a module of their own) as the adapter the student keeps.
*/

%!  piece_list_reading(+List, +Board0, -Reading) is nondet.
%
%   Reading is a way List, a list of terms of one shape each holding a
%   row and a column, holds a board of the size of our Board0:
%   `pieces(Piece, Numbered, Sorted)`, Piece the clause
%   `adapter_piece(Row, Column, Name, Term)` and the rows and columns
%   it takes, Numbered the kinds the project names with a number,
%   Sorted `true` where List is in the standard order of terms.  A
%   piece whose kind is said in more than one word, `piece(king, white,
%   d, 2)`, has the kind `king-white`, the words in their order.  The
%   rows are read in the order of their values, then the other way (a
%   project counting its rows from the bottom of our board).

piece_list_reading(List, Board0, pieces(Template, Rows, Columns, Numbered, Sorted)) :-
    List = [First|_],
    element_shape(First, Shape),
    maplist(element_fact(Shape), List, Facts),
    Shape = Name/Arity,
    database_readings([Name/Arity], Facts, Board0, Readings),
    member(db_reading(_, RowArg, ColumnArg, Rows0, Columns, SymbolArgs, _), Readings),
    piece_template(Shape, RowArg, ColumnArg, SymbolArgs, Template),
    findall(Symbol,
            ( member(Fact, Facts),
              member(SymbolArg, SymbolArgs),
              arg(SymbolArg, Fact, Symbol) ),
            Words),
    maplist(atomic, Words),
    findall(Kind, ( member(Fact, Facts), copy_term(Template, adapter_piece(_, _, Kind, Fact)) ),
            Symbols),
    numbered_kinds(Symbols, Numbered),
    (   Rows = Rows0
    ;   reverse(Rows0, Rows)
    ),
    (   msort(List, List)
    ->  Sorted = true
    ;   Sorted = false
    ).

% A piece is a compound of three arguments or more, or a list of three
% items or more, read as a compound `item(...)`, or three words or more
% joined by `-` (`k-w-4-2`), read as a compound `dashed(...)`.
element_shape(Element, item/Length) :-
    is_list(Element),
    !,
    length(Element, Length),
    Length >= 3.
element_shape(Element, dashed/Length) :-
    dashed_items(Element, Items),
    !,
    length(Items, Length),
    Length >= 3.
element_shape(Element, Name/Arity) :-
    compound(Element),
    compound_name_arity(Element, Name, Arity),
    \+ memberchk(Name, [item, dashed]),
    Arity >= 3.

element_fact(Shape, Element, Fact) :-
    element_shape(Element, Shape),
    piece_items(Element, Items),
    Shape = Name/_,
    Fact =.. [Name|Items].

% piece_items(+Piece, -Items): the items of a piece: a list's, the
% words of a term joined by `-`, or a compound's arguments.
piece_items(Piece, Items) :-
    (   is_list(Piece)
    ->  Items = Piece
    ;   dashed_items(Piece, Items)
    ->  true
    ;   compound(Piece),
        Piece =.. [_|Items]
    ).

% dashed_items(+Term, -Items): Term is words (or variables, in a
% reading's template) joined by `-`, two or more: `k-w-4-2` holds [k,
% w, 4, 2].
dashed_items(Term, Items) :-
    compound(Term),
    Term = Left-Right,
    \+ compound(Right),
    (   \+ compound(Left)
    ->  Items = [Left, Right]
    ;   dashed_items(Left, Items0),
        append(Items0, [Right], Items)
    ).

% dashed_term(+Items, -Term): the words of Items joined by `-`.
dashed_term([First|Rest], Term) :-
    foldl(joined_word, Rest, First, Term).

% piece_template(+Shape, +RowArg, +ColumnArg, +SymbolArgs, -Template):
% adapter_piece(Row, Column, Name, Piece), Piece of Shape, Name its
% words at SymbolArgs, joined by `-` where there are more.
piece_template(Shape, RowArg, ColumnArg, SymbolArgs, adapter_piece(R, C, S, Piece)) :-
    Shape = Name/Arity,
    functor(Fact, Name, Arity),
    arg(RowArg, Fact, R),
    arg(ColumnArg, Fact, C),
    maplist(fact_arg(Fact), SymbolArgs, [S0|Ss]),
    foldl(joined_word, Ss, S0, S),
    (   Name == item
    ->  Fact =.. [_|Piece]
    ;   Name == dashed
    ->  Fact =.. [_|Items],
        dashed_term(Items, Piece)
    ;   Piece = Fact
    ).

fact_arg(Fact, I, A) :-
    arg(I, Fact, A).

joined_word(Word, Words, Words-Word).

% The kinds named with a number: their names end in digits.
numbered_kinds(Symbols, Numbered) :-
    findall(Kind,
            ( member(Symbol, Symbols),
              atom(Symbol),
              symbol_kind(Symbol, Kind),
              Kind \== Symbol ),
            Kinds),
    sort(Kinds, Numbered).

% kind_clause(-Clause): adapter_kind(Name, Kind), Kind the name without
% the number it ends with.
kind_clause((adapter_kind(Name, Kind) :-
                 (   atom(Name),
                     atom_codes(Name, Codes),
                     append(KindCodes, Digits, Codes),
                     KindCodes = [_|_],
                     Digits = [_|_],
                     forall(member(D, Digits), code_type(D, digit))
                 ->  atom_codes(Kind, KindCodes)
                 ;   Kind = Name
                 ))).

symbol_kind(Symbol, Kind) :-
    kind_clause((adapter_kind(Symbol, Kind) :- Body)),
    call(Body).

%!  piece_list_rows(+Reading, +List, -Rows) is semidet.
%
%   Rows are the rows of kinds List holds in Reading's order of rows
%   and columns, `no_piece` where no piece is.

piece_list_rows(Reading, List, Rows) :-
    is_list(List),
    reading_in_scratch(Reading-none),
    tabuleiro_piece_scratch:adapter_piece_grid(List, Rows).

%!  cell_list_rows(+Reading, +CellReading, +Pieces-Cells, -Rows) is semidet.
%
%   Rows are the rows of kinds Pieces holds (piece_list_rows/3), each
%   cell with no piece that Cells lists `listed`.

cell_list_rows(Reading, CellReading, Pieces-Cells, Rows) :-
    is_list(Pieces),
    is_list(Cells),
    reading_in_scratch(Reading-CellReading),
    tabuleiro_piece_scratch:adapter_piece_grid(Pieces, Rows0),
    tabuleiro_piece_scratch:adapter_listed_grid(Cells, Rows0, Rows).

:- dynamic scratch_reading/1.

% The clauses of a reading of pieces (and of cells, or none), in a
% module of their own, for the inference.
reading_in_scratch(Readings) :-
    (   scratch_reading(Current),
        Current =@= Readings
    ->  true
    ;   Readings = Reading-CellReading,
        piece_list_clauses(Reading, Clauses0),
        (   CellReading == none
        ->  Clauses = Clauses0
        ;   cell_list_clauses(CellReading, CellClauses),
            append(Clauses0, CellClauses, Clauses)
        ),
        forall(piece_list_predicate(Name/Arity),
               abolish(tabuleiro_piece_scratch:Name/Arity)),
        forall(member(Clause, Clauses), assertz(tabuleiro_piece_scratch:Clause)),
        retractall(scratch_reading(_)),
        assertz(scratch_reading(Readings))
    ).

%!  cell_list_reading(+List, +Reading, -CellReading) is nondet.
%
%   CellReading is a way List, a list of cells beside a list of pieces
%   read by Reading (such as the cells that have no tile, the holes of
%   a board), names its cells with the values of Reading's rows and
%   columns: `cells(Shape)`, Shape `text(Order)` for atoms that join
%   the two values' texts (`a1`), or a term of two arguments or a list
%   of two (`1-1`, `[1, 1]`); Order `column_row` or `row_column`.  The
%   order the pieces name them in comes first: a list that only shows
%   cells alike both ways (the four corners) is read so.

cell_list_reading(List, pieces(Template, Rows, Columns, _, _), cells(Shape)) :-
    List = [First|_],
    Template = adapter_piece(R, C, _, Piece),
    piece_items(Piece, Args),
    (   nth1(IR, Args, A), A == R,
        nth1(IC, Args, B), B == C,
        IR < IC
    ->  Orders = [row_column, column_row]
    ;   Orders = [column_row, row_column]
    ),
    member(Order, Orders),
    cell_shape(First, Order, Shape),
    forall(member(Cell, List),
           ( member(Row, Rows), member(Column, Columns),
             cell_named(Shape, Row, Column, Cell) )).

cell_shape(Cell, Order, text(Order)) :-
    atom(Cell).
cell_shape([_, _], Order, list(Order)).
cell_shape(Cell, Order, term(Name, Order)) :-
    compound(Cell),
    \+ is_list(Cell),
    compound_name_arity(Cell, Name, 2).

cell_named(Shape, R, C, Cell) :-
    cell_clause(Shape, (adapter_cell_at(R, C, Cell) :- Body)),
    once(Body).

% cell_clause(+Shape, -Clause): adapter_cell_at(Row, Column, Cell), the
% cell named by its row and column.
cell_clause(text(Order), (adapter_cell_at(R, C, Cell) :- format(atom(Cell), '~w~w', Values))) :-
    ordered(Order, R, C, Values).
cell_clause(list(Order), (adapter_cell_at(R, C, Values) :- true)) :-
    ordered(Order, R, C, Values).
cell_clause(term(Name, Order), (adapter_cell_at(R, C, Cell) :- Cell =.. [Name|Values])) :-
    ordered(Order, R, C, Values).

ordered(row_column, R, C, [R, C]).
ordered(column_row, R, C, [C, R]).

%!  cell_list_clauses(+CellReading, -Clauses) is det.
%
%   Clauses are the adapter's clauses of CellReading, beside those of
%   the reading of the pieces: `adapter_listed_grid(Cells, Rows0,
%   Rows)` marks `listed` each cell of Rows0 with no piece that Cells
%   lists, and `adapter_grid_listed(Rows, Rows0, Cells)` takes the marks
%   off into the list.

cell_list_clauses(cells(Shape), [CellClause|Clauses]) :-
    cell_clause(Shape, CellClause),
    Clauses = [ (adapter_listed_grid(Cells, Grid0, Grid) :-
                     findall(Row,
                             ( nth1(I, Grid0, Row0),
                               adapter_piece_row(I, R),
                               findall(Kind,
                                       ( nth1(J, Row0, Kind0),
                                         adapter_piece_column(J, C),
                                         (   Kind0 == no_piece,
                                             adapter_cell_at(R, C, Cell),
                                             memberchk(Cell, Cells)
                                         ->  Kind = listed
                                         ;   Kind = Kind0
                                         ) ),
                                       Row) ),
                             Grid)),
                (adapter_grid_listed(Grid, Grid0, Cells) :-
                     findall(Cell,
                             ( nth1(I, Grid, Row), nth1(J, Row, Kind), Kind == listed,
                               adapter_piece_row(I, R), adapter_piece_column(J, C),
                               adapter_cell_at(R, C, Cell) ),
                             Cells),
                     maplist(maplist(adapter_unlisted), Grid, Grid0)),
                (adapter_unlisted(Kind, Kind0) :-
                     (   Kind == listed
                     ->  Kind0 = no_piece
                     ;   Kind0 = Kind
                     )) ].

%!  cell_list_text(+CellReading, -Text) is det.
%
%   Text says in words how CellReading reads a list of cells.

cell_list_text(cells(text(Order)), Text) :-
    !,
    ordered(Order, row, column, [First, Second]),
    format(string(Text), "a list of cells, each an atom of its ~w then its ~w (listed where a \c
                          cell with no piece is in it)", [First, Second]).
cell_list_text(cells(Shape), Text) :-
    cell_clause(Shape, (adapter_cell_at(row, column, Cell) :- Body)),
    call(Body),
    format(string(Text), "a list of cells ~q (listed where a cell with no piece is in it)",
           [Cell]).

%!  piece_list_clauses(+Reading, -Clauses) is det.
%
%   Clauses are the adapter's clauses of Reading:
%   `adapter_piece_grid(Pieces, Rows)` reads a list, and
%   `adapter_grid_pieces(Rows, Pieces)` writes one.

piece_list_clauses(pieces(Template, Rows, Columns, Numbered, Sorted), Clauses) :-
    findall(adapter_piece_row(I, V), nth1(I, Rows, V), RowFacts),
    findall(adapter_piece_column(J, V), nth1(J, Columns, V), ColumnFacts),
    kind_clause(KindClause),
    grid_walk_clauses(adapter_piece, no_piece, Walk),
    (   Sorted == true
    ->  Order = msort(Pieces0, Pieces)
    ;   Order = (Pieces = Pieces0)
    ),
    append([ [Template], RowFacts, ColumnFacts, [adapter_numbered_kinds(Numbered)], Walk,
             [ (adapter_piece_grid(Pieces, Grid) :-
                    findall(I-J-Kind,
                            ( member(Piece, Pieces),
                              adapter_piece(R, C, Name, Piece),
                              adapter_piece_row(I, R),
                              adapter_piece_column(J, C),
                              adapter_kind(Name, Kind) ),
                            Placed),
                    adapter_piece_grid_of(Placed, Grid)),
               KindClause,
               (adapter_grid_pieces(Grid, Pieces) :-
                    findall(R-C-Kind,
                            ( nth1(I, Grid, Row), nth1(J, Row, Kind), Kind \== no_piece,
                              adapter_piece_row(I, R), adapter_piece_column(J, C) ),
                            Cells),
                    foldl(adapter_named_piece, Cells, Pieces0, [], _),
                    Order),
               (adapter_pieces_after(Pieces0, Written, Pieces) :-
                    is_list(Pieces0),
                    is_list(Written),
                    maplist(adapter_piece_cell, Pieces0, Cells0),
                    maplist(adapter_piece_cell, Written, Cells1),
                    partition(adapter_cell_stays(Cells1), Cells0, _, Left),
                    partition(adapter_cell_stays(Cells0), Cells1, _, Arrived),
                    foldl(adapter_piece_after(Left), Cells0, Kept0, Arrived, Unmatched),
                    exclude(==(gone), Kept0, Kept),
                    foldl(adapter_new_piece, Unmatched, New, Kept, _),
                    append(Kept, New, Pieces1),
                    (   Sorted == true
                    ->  msort(Pieces1, Pieces)
                    ;   Pieces = Pieces1
                    )),
               (adapter_piece_cell(Piece, cell(R, C, Kind, Piece)) :-
                    adapter_piece(R, C, Name, Piece),
                    adapter_kind(Name, Kind)),
               (adapter_cell_stays(Cells, cell(R, C, Kind, _)) :-
                    memberchk(cell(R, C, Kind, _), Cells)),
               (adapter_piece_after(Left, cell(R, C, Kind, Piece), After, Arrived0, Arrived) :-
                    (   \+ memberchk(cell(R, C, Kind, _), Left)
                    ->  After = Piece,
                        Arrived = Arrived0
                    ;   selectchk(cell(R1, C1, Kind, _), Arrived0, Arrived)
                    ->  adapter_piece(_, _, Name, Piece),
                        adapter_piece(R1, C1, Name, After)
                    ;   After = gone,
                        Arrived = Arrived0
                    )),
               (adapter_new_piece(cell(_, _, Kind, Written), Piece, Pieces0, [Piece|Pieces0]) :-
                    adapter_numbered_kinds(Numbered),
                    adapter_piece(R, C, _, Written),
                    (   memberchk(Kind, Numbered)
                    ->  between(1, inf, N),
                        atom_concat(Kind, N, Name),
                        \+ ( member(Other, Pieces0), adapter_piece(_, _, Name, Other) ),
                        !
                    ;   adapter_piece(_, _, Name, Written)
                    ),
                    adapter_piece(R, C, Name, Piece)),
               (adapter_named_piece(R-C-Kind, Piece, Counts0, [Kind-N|Counts]) :-
                    (   selectchk(Kind-N0, Counts0, Counts)
                    ->  true
                    ;   N0 = 0,
                        Counts = Counts0
                    ),
                    N is N0 + 1,
                    adapter_numbered_kinds(Numbered),
                    (   memberchk(Kind, Numbered)
                    ->  atom_concat(Kind, N, Name)
                    ;   Name = Kind
                    ),
                    adapter_piece(R, C, Name, Piece))
             ] ], Clauses).

%!  piece_list_text(+Reading, -Text) is det.
%
%   Text says in words how Reading reads a list of pieces.

piece_list_text(pieces(Template, Rows, Columns, Numbered, _), Text) :-
    copy_term(Template, adapter_piece(row, column, Name, Piece)),
    term_variables(Name, Words),
    (   Words = [name]
    ->  true
    ;   foldl(numbered_word, Words, 1, _)       % a kind in more words: word1-word2
    ),
    Rows = [R1|_], last(Rows, R2),
    Columns = [C1|_], last(Columns, C2),
    (   Numbered == []
    ->  NumberText = ""
    ;   format(string(NumberText), ", the names of ~w numbered", [Numbered])
    ),
    format(string(Text), "a list of pieces ~q, rows ~q to ~q, columns ~q to ~q~w \c
                          (no_piece where no piece is)",
           [Piece, R1, R2, C1, C2, NumberText]).

numbered_word(Word, N, N1) :-
    atom_concat(word, N, Word),
    N1 is N + 1.

%!  piece_list_predicate(?Name/Arity) is nondet.
%
%   The predicates the clauses of a reading define.

piece_list_predicate(Name/Arity) :-
    member(Name/Arity, [adapter_piece/4, adapter_piece_row/2, adapter_piece_column/2,
                        adapter_numbered_kinds/1, adapter_piece_grid/2, adapter_piece_grid_of/2,
                        adapter_piece_grid_row/5, adapter_piece_grid_cell/5,
                        adapter_piece_grid_past/3,
                        adapter_kind/2, adapter_grid_pieces/2, adapter_named_piece/4,
                        adapter_pieces_after/3, adapter_piece_cell/2, adapter_cell_stays/2,
                        adapter_piece_after/5, adapter_new_piece/4, adapter_cell_at/3,
                        adapter_listed_grid/3, adapter_grid_listed/3, adapter_unlisted/2]).

%!  piece_list_names_kept(+Module, +State0, +Written, -State) is det.
%
%   State is Written, a state the adapter in Module wrote after a move
%   from State0, with each list of pieces in it written from its list in
%   State0 by `adapter_pieces_after/3`: each piece keeps its name and
%   its place in the list.  Without such an adapter, State is Written.
%   The lists are found where the two states have the same shape around
%   them, so that the adapter need not say where its list is.

piece_list_names_kept(Module, State0, Written, State) :-
    (   predicate_property(Module:adapter_pieces_after(_, _, _), number_of_clauses(N)),
        N > 0                       % an adapter removed leaves the predicate, clauses none
    ->  names_kept(Module, State0, Written, State)
    ;   State = Written
    ).

names_kept(Module, Term0, Written, Term) :-
    (   is_list(Term0),
        Term0 = [_|_],
        catch(Module:adapter_pieces_after(Term0, Written, Term1), _, fail)
    ->  Term = Term1
    ;   compound(Term0),
        compound(Written),
        compound_name_arity(Term0, Name, Arity),
        compound_name_arity(Written, Name, Arity)
    ->  compound_name_arguments(Term0, Name, Args0),
        compound_name_arguments(Written, Name, WrittenArgs),
        maplist(names_kept(Module), Args0, WrittenArgs, Args),
        compound_name_arguments(Term, Name, Args)
    ;   Term = Written
    ).
