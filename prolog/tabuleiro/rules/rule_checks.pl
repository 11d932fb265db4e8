:- module(tabuleiro_rule_checks,
          [ check_ground/1,         % @Term
            check_text/1,           % @Text
            check_rules/3,          % +Game, +Names, @Rules
            check_grid/5,           % +Game, +Rows, +Cols, :CheckCell, @Board
            notation_error/3        % +Game, +Text, +Why
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).

/** <module> Term checks shared by the pure-Prolog rules modules

The errors a `GAME_rules` module raises for malformed terms that are
the same for every game, the way the C core's bridge raises them: an
instantiation error for a term that is not ground, a type error for
notation that is no text, a domain error named after the game for an
unknown rule option or for text that is no position.
*/

%!  check_ground(@Term) is det.
%
%   @error instantiation_error if Term is not ground.

check_ground(Term) :-
    (   ground(Term)
    ->  true
    ;   instantiation_error(Term)
    ).

%!  check_text(@Text) is det.
%
%   @error instantiation_error if Text is a variable.
%   @error type_error(atom, Text) if Text is neither an atom nor a string.

check_text(Text) :-
    must_be(nonvar, Text),
    (   ( atom(Text) ; string(Text) )
    ->  true
    ;   type_error(atom, Text)
    ).

%!  check_rules(+Game, +Names, @Rules) is det.
%
%   Rules is a list of rule options among Names, those of Game.
%
%   @error type_error(list, Rules) if Rules is no list.
%   @error domain_error(GAME_rule, Rule) for an option not in Names,
%          e.g. domain_error(shi_rule, fast).

check_rules(Game, Names, Rules) :-
    must_be(list, Rules),
    maplist(check_rule(Game, Names), Rules).

check_rule(Game, Names, Rule) :-
    (   memberchk(Rule, Names)
    ->  true
    ;   atom_concat(Game, '_rule', Domain),
        domain_error(Domain, Rule)
    ).

%!  check_grid(+Game, +Rows, +Cols, :CheckCell, @Board) is det.
%
%   Board is a list of Rows rows of Cols cells each, every cell passing
%   CheckCell.  It is read row by row, each row's cells before the next
%   row, as the C core reads it, so that a board with several faults
%   raises the same error on both backends.
%
%   A well-formed board, the common case, is first checked at a glance:
%   its shape, and each distinct cell once (a board holds a few kinds of
%   cell, and the rules check the board of every call they answer).
%   Only a board that fails that is read row by row for its error.
%
%   @error type_error(list, X) if Board or one of its rows is no list.
%   @error domain_error(GAME_board, Board) for a wrong number of rows
%          or cells, e.g. domain_error(teeko_board, Board).

:- meta_predicate check_grid(+, +, +, 1, +).

check_grid(_Game, Rows, Cols, CheckCell, Board) :-
    well_formed_grid(Rows, Cols, CheckCell, Board),
    !.
check_grid(Game, Rows, Cols, CheckCell, Board) :-
    atom_concat(Game, '_board', Domain),
    check_count(Board, Rows, Domain, Board),
    maplist(check_grid_row(Domain, Cols, CheckCell, Board), Board).

well_formed_grid(Rows, Cols, CheckCell, Board) :-
    is_list(Board),
    length(Board, Rows),
    maplist(list_of_length(Cols), Board),
    append(Board, Cells),
    sort(Cells, Distinct),
    catch(maplist(CheckCell, Distinct), error(_, _), fail).

list_of_length(Length, List) :-
    is_list(List),
    length(List, Length).

check_grid_row(Domain, Cols, CheckCell, Board, Row) :-
    check_count(Row, Cols, Domain, Board),
    maplist(CheckCell, Row).

check_count(List, Count, Domain, Board) :-
    must_be(list, List),
    (   length(List, Count)
    ->  true
    ;   domain_error(Domain, Board)
    ).

%!  notation_error(+Game, +Text, +Why) is det.
%
%   Throws error(domain_error(GAME_notation, Text), context(_, Why)):
%   Text is not a position of Game in notation, for the reason Why.

notation_error(Game, Text, Why) :-
    atom_concat(Game, '_notation', Domain),
    throw(error(domain_error(Domain, Text), context(_, Why))).
