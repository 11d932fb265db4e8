:- module(tabuleiro_database_board,
          [ declared_dynamic/2,         % +Files, -PIs
            database_readings/4,        % +PIs, +Facts, +Board0, -Readings
            database_clauses/5,         % +Reading, +Start, +Found, -Clauses, -Wrapped
            database_text/2,            % +Reading, -Text
            database_predicate/1,       % ?Name/Arity
            database_wrapper/2,         % :Wrapper, -Goal
            database_goal/1,            % +Goal
            database_body_calling/4,    % +Body, +Goal, +Called, -Body1
            database_state/2,           % +State, -Full
            database_restore/2,         % +Grid, +Others
            database_snapshot/1,        % -Facts
            database_put_back/1,        % +Facts
            database_fact_cells/1,      % -Cells
            database_after_move/2,      % +Before, +After
            database_move_undone/2,     % +Before, +After
            grid_walk_clauses/3         % +Prefix, +Empty, -Clauses
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> A board kept as facts in the database, read as a term

A course project may keep its board in the dynamic database, one fact
for each cell (`cell(Row, Column, Piece)`) or for each piece
(`piece(Army, Row, Column)`, an empty cell having none), and pass a
state that holds little more than the player to move.  Its predicates
then answer for the facts in the database, not for the state they are
given.

This module reads such a board as a term: a *reading* says which
predicate holds it, which of its arguments are the row and the column
(and the values each takes, in order), and which name the piece.
From a reading come adapter clauses that wrap the project's course
predicates: each wrapped predicate takes the state `db(Grid, Others,
State)` (Grid the facts as a list of rows of the pieces' names,
`no_fact` where a cell has none; Others the facts of the project's
other dynamic predicates; State the project's own state), puts those
facts in the database, and calls the project's predicate with State;
the move gives the facts its move leaves.  So every call starts from
the position it is given, however many were asked before, and the rest
of the inference reads the grid as it reads a board held in a term.
*/

%!  declared_dynamic(+Files, -PIs) is det.
%
%   PIs are the predicates Files declare dynamic (`:- dynamic cell/3.`).

declared_dynamic(Files, PIs) :-
    findall(PI,
            ( member(File, Files),
              file_term(File, (:- Directive)),
              dynamic_specs(Directive, Specs),
              spec_member(PI, Specs) ),
            PIs0),
    sort(PIs0, PIs).

file_term(File, Term) :-
    catch(setup_call_cleanup(open(File, read, In),
                             findall(T, stream_term(In, T), Terms),
                             close(In)),
          _, Terms = []),
    member(Term, Terms).

stream_term(In, Term) :-
    repeat,
    catch(read_term(In, Term0, [syntax_errors(quiet)]), _, Term0 = skipped),
    (   Term0 == end_of_file
    ->  !,
        fail
    ;   Term = Term0
    ).

dynamic_specs(dynamic(Specs), Specs).

spec_member(PI, Specs) :-
    (   Specs = (A, B)
    ->  ( spec_member(PI, A) ; spec_member(PI, B) )
    ;   is_list(Specs)
    ->  member(Spec, Specs),
        spec_member(PI, Spec)
    ;   Specs = Name/Arity,
        atom(Name),
        integer(Arity),
        PI = Name/Arity
    ).

%!  database_readings(+PIs, +Facts, +Board0, -Readings) is semidet.
%
%   Readings are the ways the project's dynamic predicates PIs, seen
%   holding Facts (at the start and after a few moves), could hold a
%   board of the size of our Board0: `db_reading(Name/Arity, RowArg,
%   ColumnArg, Rows, Columns, SymbolArgs, Others)`, Rows and Columns
%   the values of the row and column arguments, in their order (all of
%   those seen, or the range of numbers or letters that holds them),
%   SymbolArgs the arguments that name the piece, Others the other
%   predicates of PIs.  The row argument before the column one first.
%   Then `db_kinds(Group, Order, Rows, Columns, Others)`: a predicate for
%   each kind of piece (soldier(Row, Column), king(white, Row, Column)),
%   the row and column their last two arguments, in Order (`row_column`
%   or `column_row`), Group those predicates, the kind the fact without
%   them (soldier, king(white)).
%   Last, `db_facts(PIs)`: no cell has a fact of its own; the facts are
%   kept whole (a fact board(Rows) holds a board as a state does).
%   Fails where Board0 is not a list of rows.

database_readings(PIs, Facts, Board0, Readings) :-
    is_list(Board0),
    length(Board0, RowCount),
    Board0 = [Row0|_],
    length(Row0, ColumnCount),
    findall(db_reading(Name/Arity, RowArg, ColumnArg, Rows, Columns, SymbolArgs, Others),
            ( member(Name/Arity, PIs),
              Arity >= 3,
              functor(Head, Name, Arity),
              findall(Head, member(Head, Facts), Held),
              Held \== [],
              argument_pair(Arity, RowArg, ColumnArg),
              argument_values(Held, RowArg, RowCount, Rows),
              argument_values(Held, ColumnArg, ColumnCount, Columns),
              numlist(1, Arity, All),
              subtract(All, [RowArg, ColumnArg], SymbolArgs),
              subtract(PIs, [Name/Arity], Others) ),
            Readings0),
    kinds_readings(PIs, Facts, RowCount, ColumnCount, Kinds),
    append([Readings0, Kinds, [db_facts(PIs)]], Readings).

kinds_readings(PIs, Facts, RowCount, ColumnCount, Readings) :-
    include(coordinates_fit, PIs, Group),
    findall(Fact, ( member(Fact, Facts), functor(Fact, N, A), memberchk(N/A, Group) ), Held),
    (   Group = [_, _|_],
        Held \== []
    ->  subtract(PIs, Group, Others),
        findall(db_kinds(Group, Order, Rows, Columns, Others),
                ( member(Order, [row_column, column_row]),
                  findall(R-C, ( member(Fact, Held), kind_cell(Order, Fact, R, C, _) ), Cells),
                  pairs_keys_values(Cells, RowValues, ColumnValues),
                  values_fit(RowValues, RowCount, Rows),
                  values_fit(ColumnValues, ColumnCount, Columns) ),
                Readings)
    ;   Readings = []
    ).

coordinates_fit(_/Arity) :-
    Arity >= 2.

% kind_cell(+Order, ?Fact, ?Row, ?Column, ?Kind): Fact, of a predicate
% for a kind of piece, stands for Kind at Row and Column, its last two
% arguments in Order.
kind_cell(Order, Fact, R, C, Kind) :-
    Fact =.. [Name|Args],
    append(KindArgs, [X, Y], Args),
    (   Order == row_column
    ->  R = X, C = Y
    ;   R = Y, C = X
    ),
    (   KindArgs == []
    ->  Kind = Name
    ;   Kind =.. [Name|KindArgs]
    ).

% Pairs of arguments, the first one's position smaller first.
argument_pair(Arity, A, B) :-
    (   between(1, Arity, A), between(1, Arity, B), A < B
    ;   between(1, Arity, B), between(1, Arity, A), A > B
    ).

% argument_values(+Facts, +Arg, +Count, -Values): Count values, in order,
% that hold every value of argument Arg of Facts.
argument_values(Facts, Arg, Count, Values) :-
    findall(V, ( member(F, Facts), arg(Arg, F, V) ), Vs),
    values_fit(Vs, Count, Values).

values_fit(Vs, Count, Values) :-
    maplist(atomic, Vs),
    sort(Vs, Seen),
    length(Seen, N),
    (   N =:= Count
    ->  Values = Seen
    ;   N < Count,
        value_range(Seen, Count, Values)
    ).

value_range(Seen, Count, Values) :-
    maplist(integer, Seen),
    !,
    member(Base, [1, 0]),
    Last is Base + Count - 1,
    numlist(Base, Last, Values),
    subtract(Seen, Values, []).
value_range(Seen, Count, Values) :-
    member(First, [0'a, 0'A]),
    Last is First + Count - 1,
    numlist(First, Last, Codes),
    findall(Letter, ( member(C, Codes), char_code(Letter, C) ), Values),
    subtract(Seen, Values, []).

%!  database_clauses(+Reading, +Start, +Found, -Clauses, -Wrapped) is det.
%
%   Clauses are the adapter clauses of Reading: the wrapped course
%   predicates (`adapter_db_valid_moves/2` and the like) and what they
%   use; Wrapped is Found (the project's course predicates by role, the
%   new signatures) with the wrapped ones in their place.  Start is
%   `start_facts(PIs, Facts, Next)`, the facts of the project's dynamic
%   predicates PIs as its files leave them: the wrapped initial_state
%   puts them back first, for a project whose initial_state does not
%   (its start position written as facts in its files); Next, for a
%   project whose move/2 takes the player and the move and whose state
%   is the player, the pairs Player-NextPlayer (else `[]`): the wrapped
%   move gives the next player's state.

database_clauses(db_facts(PIs), Start, Found, Clauses, Wrapped) :-
    findall(adapter_db_other(Other),
            ( member(N/A, PIs), functor(Other, N, A) ),
            OtherFacts),
    wrapped_roles(Found, Start, WrapClauses, Wrapped),
    append([ OtherFacts,
             [ (adapter_db_restore(_, Others) :-
                    forall(adapter_db_other(Other), retractall(Other)),
                    forall(member(Saved, Others), assertz(Saved))),
               (adapter_db_saved(State, db([], Others, State)) :-
                    findall(Other, ( adapter_db_other(Other), call(Other) ), Others)) ],
             WrapClauses ], Clauses).
database_clauses(db_reading(Name/Arity, RowArg, ColumnArg, Rows, Columns, SymbolArgs, Others),
                 Start, Found, Clauses, Wrapped) :-
    functor(Fact, Name, Arity),
    arg(RowArg, Fact, R),
    arg(ColumnArg, Fact, C),
    maplist(fact_argument(Fact), SymbolArgs, SymbolVars),
    (   SymbolVars = [Symbol]
    ->  true
    ;   Symbol = SymbolVars
    ),
    cells_clauses([adapter_db_fact(R, C, Symbol, Fact)], Rows, Columns, Others, Start, Found,
                  Clauses, Wrapped).
database_clauses(db_kinds(Group, Order, Rows, Columns, Others), Start, Found, Clauses,
                 Wrapped) :-
    findall(adapter_db_fact(R, C, Kind, Fact),
            ( member(Name/Arity, Group),
              functor(Fact, Name, Arity),
              kind_cell(Order, Fact, R, C, Kind) ),
            Templates),
    cells_clauses(Templates, Rows, Columns, Others, Start, Found, Clauses, Wrapped).

% cells_clauses(+Templates, +Rows, +Columns, +Others, +Start, +Found,
% -Clauses, -Wrapped): the clauses of a reading with a fact for a cell,
% Templates its clauses of adapter_db_fact/4.
cells_clauses(Templates, Rows, Columns, Others, Start, Found, Clauses, Wrapped) :-
    findall(adapter_db_row(I, V), nth1(I, Rows, V), RowFacts),
    findall(adapter_db_column(J, V), nth1(J, Columns, V), ColumnFacts),
    findall(adapter_db_other(Other),
            ( member(N/A, Others), functor(Other, N, A) ),
            OtherFacts),
    wrapped_roles(Found, Start, WrapClauses, Wrapped),
    database_access_clauses(Access),
    append([ Templates, RowFacts, ColumnFacts, OtherFacts, Access, WrapClauses ], Clauses).

fact_argument(Fact, I, Argument) :-
    arg(I, Fact, Argument).

%!  grid_walk_clauses(+Prefix, +Empty, -Clauses) is det.
%
%   Clauses define `Prefix_grid_of(+Placed, -Grid)`, a reading's grid of
%   the cells Placed lists as `I-J-Symbol` (in any order; of two for a
%   cell, the first), Empty where none is, its rows and columns those of
%   the reading's `Prefix_row/2` and `Prefix_column/2`: one pass over
%   Placed, sorted, as the grid's cells are walked in order.

grid_walk_clauses(Prefix, Empty, Clauses) :-
    maplist(prefixed(Prefix),
            [grid_of, grid_row, grid_cell, grid_past, row, column],
            [GridOf, WalkRow, WalkCell, Past, RowFact, ColumnFact]),
    Row =.. [RowFact, I, _],
    Column =.. [ColumnFact, J, _],
    Clauses =
    [ (GridOfHead :-
           sort(1, @=<, Placed0, Placed),
           findall(I, Row, Is),
           findall(J, Column, Js),
           foldl(WalkRowJs, Is, Grid, Placed, _)),
      (WalkRowHead :-
           foldl(WalkCellI, Js1, Cells, Placed1, Placed2)),
      (WalkCellHead :-
           (   Placed3 = [I2-J2-Symbol0|_]
           ->  Symbol = Symbol0,
               PastCall
           ;   Symbol = Empty,
               Placed4 = Placed3
           )),
      (PastHead :-                  % past a second symbol of the cell too
           (   Placed5 = [Cell-_|Placed6]
           ->  PastRecursion
           ;   Placed7 = Placed5
           )) ],
    GridOfHead =.. [GridOf, Placed0, Grid],
    WalkRowJs =.. [WalkRow, Js],
    WalkRowHead =.. [WalkRow, Js1, I1, Cells, Placed1, Placed2],
    WalkCellI =.. [WalkCell, I1],
    WalkCellHead =.. [WalkCell, I2, J2, Symbol, Placed3, Placed4],
    PastCall =.. [Past, I2-J2, Placed3, Placed4],
    PastHead =.. [Past, Cell, Placed5, Placed7],
    PastRecursion =.. [Past, Cell, Placed6, Placed7].

prefixed(Prefix, Name, Prefixed) :-
    atomic_list_concat([Prefix, '_', Name], Prefixed).

% The grid read from the facts, the facts put back from a grid (left as
% they are where they hold it already: their order is the order the
% project goes through them).
database_access_clauses(Clauses) :-
    grid_walk_clauses(adapter_db, no_fact, Walk),
    database_put_clauses(Put),
    append([ [ (adapter_db_grid(Grid) :-
                    findall(I-J-S,
                            ( adapter_db_fact(R, C, S, Fact),
                              call(Fact),
                              adapter_db_row(I, R),
                              adapter_db_column(J, C) ),
                            Held),
                    adapter_db_grid_of(Held, Grid)) ],
             Walk, Put ], Clauses).

% A grid put back where another is writes every fact anew, in the grid's
% order (a project's retract/1 of a fact then leaves no choice point
% where its own moves leave none); a move of the C core changes the
% facts of the cells that differ (database_after_move/2).
database_put_clauses(
    [ (adapter_db_restore(Grid, Others) :-
           adapter_db_saved(_, db(Grid0, Others0, _)),
           Grid0 == Grid,
           msort(Others0, Sorted),
           msort(Others, Sorted),
           !),
      (adapter_db_restore(Grid, Others) :-
           forall(adapter_db_fact(_, _, _, Template), retractall(Template)),
           forall(adapter_db_other(Other), retractall(Other)),
           adapter_db_put_cells(_, Grid),
           forall(member(Saved, Others), assertz(Saved))),
      (adapter_db_put_cells(Grid0, Grid) :-
           (   var(Grid0)                % no fact: every cell written
           ->  maplist(same_length, Grid, Grid0)
           ;   true
           ),
           foldl(adapter_db_put_row, Grid0, Grid, 1, _)),
      (adapter_db_put_row(Row0, Row, I, I1) :-
           I1 is I + 1,
           (   Row0 == Row
           ->  true
           ;   foldl(adapter_db_put_cell(I), Row0, Row, 1, _)
           )),
      (adapter_db_put_cell(I, S0, S, J, J1) :-
           J1 is J + 1,
           (   S0 == S
           ->  true
           ;   adapter_db_row(I, R),
               adapter_db_column(J, C),
               (   var(S0)                % every fact taken back already
               ->  true
               ;   forall(adapter_db_fact(R, C, _, Old), retractall(Old))
               ),
               (   S \== no_fact,
                   adapter_db_fact(R, C, S, Fact)
               ->  assertz(Fact)
               ;   true
               )
           )),
      (adapter_db_saved(State, db(Grid, Others, State)) :-
           adapter_db_grid(Grid),
           findall(Other, ( adapter_db_other(Other), call(Other) ), Others))
    ]).

% wrapped_roles(+Found, +Start, -Clauses, -Wrapped): a wrapper for each
% of the project's course predicates Found names, and the facts of the
% start.
wrapped_roles(Found, start_facts(PIs, Facts, Next), Clauses, Wrapped) :-
    dict_pairs(Found, Tag, Pairs),
    foldl(wrapped_role, Pairs, Wrapped0, Clauses0, []),
    dict_pairs(Wrapped, Tag, Wrapped0),
    findall(Head, ( member(Name/Arity, PIs), functor(Head, Name, Arity) ), Heads),
    findall(adapter_db_next(P, P1), member(P-P1, Next), NextFacts),
    append([Clauses0, NextFacts,
           [ adapter_db_start(Heads, Facts),
             (adapter_db_restart :-
                  adapter_db_start(StartHeads, StartFacts),
                  forall(member(StartHead, StartHeads), retractall(StartHead)),
                  forall(member(StartFact, StartFacts), assertz(StartFact))) ]],
           Clauses).

% wrapped_role(+Role-PI, -Role-WrapperPI, -Clauses0, +Clauses): the
% project's predicate of Role, if a wrapper takes it, wrapped by
% adapter_db_Name (Name theirs, so that a report names it).
wrapped_role(Role-(Name/Arity), Role-(Wrapper/WrapperArity), [(Head :- Body)|Clauses],
             Clauses) :-
    role_wrapper(Role, Arity, HeadArgs, GoalArgs, Before, After),
    !,
    length(HeadArgs, WrapperArity),
    atom_concat(adapter_db_, Name, Wrapper),
    Head =.. [Wrapper|HeadArgs],
    Goal =.. [Name|GoalArgs],
    append([Before, [Goal], After], Goals),
    goals_body(Goals, Body).
wrapped_role(Role-PI, Role-PI, Clauses, Clauses).

goals_body([Goal], Goal) :-
    !.
goals_body([Goal|Goals], (Goal, Body)) :-
    goals_body(Goals, Body).

% role_wrapper(?Role, ?Arity, -HeadArgs, -GoalArgs, -Before, -After):
% the wrapper of Role's predicate takes HeadArgs and calls it with
% GoalArgs, between the goals Before and After.
role_wrapper(initial_state, 2, [Config, State], [Config, S],
             [adapter_db_restart], [adapter_db_saved(S, State)]).
role_wrapper(initial_state, 1, [State], [S], [adapter_db_restart], [adapter_db_saved(S, State)]).
role_wrapper(valid_moves, 2, [db(G, O, S), Moves], [S, Moves], [adapter_db_restore(G, O)], []).
role_wrapper(apply, 3, [db(G, O, S), Move, State], [S, Move, S1], [adapter_db_restore(G, O)],
             [adapter_db_saved(S1, State)]).
role_wrapper(apply, 2, [db(G, O, S), Move, State], [S, Move], [adapter_db_restore(G, O)],
             [adapter_db_next(S, S1), adapter_db_saved(S1, State)]).
role_wrapper(game_over, 2, [db(G, O, S), Winner], [S, Winner], [adapter_db_restore(G, O)], []).
role_wrapper(game_over, 1, [db(G, O, _), Winner], [Winner], [adapter_db_restore(G, O)], []).
role_wrapper(choose_move, 3, [db(G, O, S), Level, Move], [S, Level, Move],
             [adapter_db_restore(G, O)], []).

%!  database_text(+Reading, -Text) is det.
%
%   Text says in words where Reading finds the board.

database_text(db_facts(PIs), Text) :-
    findall(Text0, ( member(PI, PIs), format(string(Text0), "~q", [PI]) ), Texts),
    atomic_list_concat(Texts, ', ', Listed),
    format(string(Text), "in your facts of ~w in the database", [Listed]).
database_text(db_kinds(Group, Order, Rows, Columns, _), Text) :-
    findall(Shown,
            ( member(Name/Arity, Group),
              functor(Fact, Name, Arity),
              kind_cell(Order, Fact, row, column, _),
              term_variables(Fact, Others),
              maplist(=(piece), Others),
              format(string(Shown), "~q", [Fact]) ),
            Shapes),
    atomic_list_concat(Shapes, ', ', Listed),
    first_last(Rows, R1, R2),
    first_last(Columns, C1, C2),
    format(string(Text),
           "your facts ~w in the database, a predicate for each kind of piece, rows ~q \c
            to ~q, columns ~q to ~q (a cell with no fact is no_fact)",
           [Listed, R1, R2, C1, C2]).
database_text(db_reading(Name/Arity, RowArg, ColumnArg, Rows, Columns, SymbolArgs, _), Text) :-
    functor(Fact, Name, Arity),
    arg(RowArg, Fact, row),
    arg(ColumnArg, Fact, column),
    maplist(fact_argument(Fact), SymbolArgs, Pieces),
    maplist(=(piece), Pieces),
    first_last(Rows, R1, R2),
    first_last(Columns, C1, C2),
    format(string(Text),
           "your facts ~q in the database, rows ~q to ~q, columns ~q to ~q (a cell \c
            with no fact is no_fact)",
           [Fact, R1, R2, C1, C2]).

first_last(List, First, Last) :-
    List = [First|_],
    last(List, Last).

%!  database_predicate(?Name/Arity) is nondet.
%
%   The predicates the clauses of a reading define, but the wrappers of
%   the project's predicates (adapter_db_ and their name).

database_predicate(adapter_db_fact/4).
database_predicate(adapter_db_row/2).
database_predicate(adapter_db_column/2).
database_predicate(adapter_db_other/1).
database_predicate(adapter_db_grid/1).
database_predicate(adapter_db_put_cells/2).
database_predicate(adapter_db_put_row/4).
database_predicate(adapter_db_put_cell/5).
database_predicate(adapter_db_grid_of/2).
database_predicate(adapter_db_grid_row/5).
database_predicate(adapter_db_grid_cell/5).
database_predicate(adapter_db_grid_past/3).
database_predicate(adapter_db_restore/2).
database_predicate(adapter_db_saved/2).
database_predicate(adapter_db_start/2).
database_predicate(adapter_db_restart/0).
database_predicate(adapter_db_next/2).

%!  database_wrapper(:Wrapper, -Goal) is semidet.
%
%   Wrapper is the head of a wrapper of the adapter's, put in the
%   module of the project, and Goal the call of the project's own
%   predicate in its body.

database_wrapper(Module:Wrapper, Goal) :-
    database_goal(Wrapper),
    clause(Module:Wrapper, Body),
    body_goal(Body, Goal),
    \+ database_goal(Goal),
    !.

body_goal((A, B), Goal) :-
    !,
    ( body_goal(A, Goal) ; body_goal(B, Goal) ).
body_goal(Goal, Goal).

%!  database_goal(+Goal) is semidet.
%
%   Goal calls a predicate of the clauses of a reading (their names
%   begin with adapter_db_).

database_goal(Goal) :-
    functor(Goal, Name, _),
    sub_atom(Name, 0, _, _, adapter_db_).

%!  database_body_calling(+Body, +Goal, +Called, -Body1) is det.
%
%   Body1 is Body, a wrapper's, with its call of the predicate of Goal
%   (the project's own) made a call of Called's predicate (a
%   `Module:Head`), with the same arguments.

database_body_calling((A, B), Goal, Called, (A1, B1)) :-
    !,
    database_body_calling(A, Goal, Called, A1),
    database_body_calling(B, Goal, Called, B1).
database_body_calling(Call, Goal, Module:Head, Call1) :-
    (   \+ Call \= Goal
    ->  Call =.. [_|Args],
        functor(Head, Name, _),
        Head1 =.. [Name|Args],
        Call1 = Module:Head1
    ;   Call1 = Call
    ).

%!  database_state(+State, -Full) is det.
%
%   Full is the wrapped state `db(Grid, Others, State)` of the project's
%   State and the facts now in the database (the project loaded in
%   `user`, where the wrappers are).

database_state(State, db(Grid, Others, State)) :-
    database_read(tabuleiro_database_read, board_read, read(Grid, Others)).

% database_read(+Name, :Read, -Value): Value, read from the facts now
% in the database by call(Read, Value), kept in the global variable
% Name and read again only when the facts changed.  A program asks
% several questions about one position between two moves (its moves, a
% move, the end of the game), and a board in facts is the dearest part
% of each to read: the generation of every predicate read (which an
% assert, a retract or an erase changes) tells whether one changed.
database_read(Name, Read, Value) :-
    read_predicates(Predicates),
    generations(Predicates, Key),
    (   nb_current(Name, Key-Value0)
    ->  Value = Value0
    ;   call(Read, Value),
        (   facts_only(Predicates)
        ->  nb_setval(Name, Key-Value)
        ;   true                    % a clause with a body may read anything
        )
    ).

board_read(read(Grid, Others)) :-
    user:adapter_db_saved(_, db(Grid, Others, _)).

% read_predicates(-Predicates): the predicates a read of the database
% calls, each as PI-Head: the reading's own, which change when a
% project is plugged, then the project's, found from the reading's.
read_predicates([Fact, Other|Predicates]) :-
    Fact = (user:adapter_db_fact/4)-(user:adapter_db_fact(_, _, _, _)),
    Other = (user:adapter_db_other/1)-(user:adapter_db_other(_)),
    generations([Fact, Other], Readings),
    (   nb_current(tabuleiro_database_predicates, Readings-Predicates0)
    ->  Predicates = Predicates0
    ;   findall((user:Name/Arity)-(user:Template),
                ( kept_predicate(Template), functor(Template, Name, Arity) ),
                Predicates),
        nb_setval(tabuleiro_database_predicates, Readings-Predicates)
    ).

% generations(+Predicates, -Generations): the generation of each of
% Predicates' last change, none for one not defined.  (Asked at every
% question a program asks, three a ply: the attribute is read as
% predicate_property/2 reads it, five times faster than through it.)
generations([], []).
generations([PI-Head|Predicates], [Generation|Generations]) :-
    (   current_predicate(PI),
        '$get_predicate_attribute'(Head, last_modified_generation, Generation0)
    ->  Generation = Generation0
    ;   Generation = none
    ),
    generations(Predicates, Generations).

facts_only([]).
facts_only([PI-Head|Predicates]) :-
    (   current_predicate(PI)
    ->  predicate_property(Head, number_of_rules(0))
    ;   true
    ),
    facts_only(Predicates).

%!  database_restore(+Grid, +Others) is det.
%
%   The database holds the facts of Grid and Others, and no others of
%   their predicates.

database_restore(Grid, Others) :-
    user:adapter_db_restore(Grid, Others).

%!  database_after_move(+Before, +After) is det.
%
%   The database, holding the facts of the wrapped state Before, holds
%   the board of After: the cells that differ, and where the board is
%   in the other facts (no cell has a fact), the other facts of After.

database_after_move(db(Grid0, Others0, _), db(Grid, Others, _)) :-
    (   Grid0 == []
    ->  database_restore(Grid, Others)
    ;   user:adapter_db_put_cells(Grid0, Grid),
        (   piece_without_fact(Grid0, Grid)
        ->  true                    % read again when asked
        ;   database_read(tabuleiro_database_read, =(read(Grid, Others0)), _)
        )
    ).

%!  database_move_undone(+Before, +After) is det.
%
%   The database, holding the wrapped state After that a move of the
%   project left from Before, holds Before again where that is cheap:
%   the facts of the cells that differ are changed back, where each of
%   its board's facts stands for a cell of After and its other facts
%   are as they were.  Else it is left to the restore of the next
%   question, which writes every fact anew.  (The kit plays each of a
%   project's moves from one position to learn where it leads.)

database_move_undone(db(Grid, Others, _), db(Grid1, Others1, _)) :-
    (   Grid \== [],
        msort(Others, Sorted),
        msort(Others1, Sorted),
        aggregate_all(count, ( user:adapter_db_fact(_, _, _, Fact), user:Fact ), Facts),
        aggregate_all(count, ( member(Row, Grid1), member(Symbol, Row), Symbol \== no_fact ),
                      Facts)
    ->  user:adapter_db_put_cells(Grid1, Grid)
    ;   true
    ).

% piece_without_fact(+Grid0, +Grid): a cell that differs holds in Grid a
% piece that no fact stands for.
piece_without_fact(Grid0, Grid) :-
    nth1(I, Grid, Row),
    nth1(I, Grid0, Row0),
    Row \== Row0,
    nth1(J, Row, Symbol),
    nth1(J, Row0, Symbol0),
    Symbol \== Symbol0,
    Symbol \== no_fact,
    \+ user:adapter_db_fact(_, _, Symbol, _),
    !.

%!  database_snapshot(-Facts) is det.
%
%   Facts are the facts of the board's predicates and the others the
%   reading names, each predicate's in the order the database holds
%   them: a program that lists its moves by going through its facts
%   lists them in that order, which database_restore/2, writing the
%   facts of a grid row by row, does not keep.

database_snapshot(Facts) :-
    findall(Fact, ( kept_predicate(Template), copy_term(Template, Fact), user:Fact ), Facts).

%!  database_put_back(+Facts) is det.
%
%   The database holds Facts (database_snapshot/1), in their order, and
%   no others of their predicates.

database_put_back(Facts) :-
    forall(kept_predicate(Template), retractall(user:Template)),
    forall(member(Fact, Facts), assertz(user:Fact)).

kept_predicate(Template) :-
    (   board_predicate(Template)
    ;   predicate_templates(user:adapter_db_other(_), Templates),
        member(Template, Templates)
    ).

board_predicate(Template) :-
    predicate_templates(user:adapter_db_fact(_, _, _, _), Templates),
    member(Template, Templates).

% predicate_templates(+user:Goal, -Templates): the most general fact of
% each predicate the last argument of the reading's clauses of Goal (in
% user, where the adapter's clauses are) names, once each (none where
% the reading has no such clause).
predicate_templates(user:Goal, Templates) :-
    functor(Goal, Name, Arity),
    (   current_predicate(user:Name/Arity)
    ->  arg(Arity, Goal, T0),
        findall(T, ( user:Goal, functor(T0, N, A), functor(T, N, A) ), Templates0),
        list_to_set(Templates0, Templates)
    ;   Templates = []
    ).

%!  database_fact_cells(-Cells) is det.
%
%   Cells are the cells `I-J` of the grid (database_state/2) that the
%   facts of the board stand for, in the order the database holds the
%   facts (each predicate's facts together, for a predicate a kind).

database_fact_cells(Cells) :-
    database_read(tabuleiro_database_cells, database_cells_in_order, Cells).

database_cells_in_order(Cells) :-
    findall(I-J,
            ( board_predicate(Template),
              copy_term(Template, Fact),
              user:Fact,
              user:adapter_db_fact(R, C, _, Fact),
              user:adapter_db_row(I, R),
              user:adapter_db_column(J, C) ),
            Cells).
