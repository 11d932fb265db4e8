:- module(tabuleiro_source_excerpt,
          [ prolog_excerpt/3,       % +File, +Name/Arity, -Lines
            c_excerpt/3,            % +File, +Function, -Lines
            project_file/2          % +Relative, -Absolute
          ]).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(error)).

/** <module> Source excerpts, found by name

The teaching demos show a rule as it is written in the project's own
files: the clauses of a Prolog predicate in `prolog/tabuleiro/rules/GAME_rules.pl`
and a function of `c_core/GAME.c`.  Nothing is copied: every excerpt is
read from the file when it is shown, so it cannot drift from the code.

An excerpt is a list of `Number-Text` pairs, Number being the line
number in the file.  The comment just above the code comes with it.
A name that is no longer in the file raises an existence error, so a
test that asks for every excerpt of the demos fails when one is renamed.
*/

%!  project_file(+Relative, -Absolute) is det.
%
%   Absolute is the file Relative (e.g. `'c_core/GAME.c'`) of the
%   project this module belongs to.

project_file(Relative, Absolute) :-
    module_property(tabuleiro_source_excerpt, file(Here)),
    file_directory_name(Here, ViewDir),
    file_directory_name(ViewDir, Internal),
    file_directory_name(Internal, PrologDir),
    file_directory_name(PrologDir, Root),
    directory_file_path(Root, Relative, Absolute).

%!  prolog_excerpt(+File, +Name/Arity, -Lines) is det.
%
%   Lines are the clauses of Name/Arity in the Prolog source File, as
%   they are in the file, with the comment above them.  For a grammar
%   rule, Arity counts the two hidden list arguments.
%
%   @error existence_error(prolog_clauses, File:Name/Arity) when File
%          has no clause of Name/Arity.

prolog_excerpt(File, Name/Arity, Lines) :-
    file_lines(File, Text, AllLines),
    clause_line_ranges(File, Text, Name/Arity, Ranges),
    (   Ranges == []
    ->  existence_error(prolog_clauses, File:Name/Arity)
    ;   true
    ),
    merge_ranges(Ranges, AllLines, Merged),
    Merged = [First-_|_],
    last(Merged, _-End),
    comment_start(AllLines, First, prolog, Start),
    numbered_lines(AllLines, Start, End, Lines).

%   clause_line_ranges(+File, +Text, +PI, -Ranges): Start-End lines of
%   each clause of PI, in file order.

clause_line_ranges(File, Text, PI, Ranges) :-
    line_starts(Text, Starts),
    setup_call_cleanup(
        open(File, read, In, [encoding(utf8)]),
        read_ranges(In, Starts, PI, Ranges),
        close(In)).

read_ranges(In, Starts, PI, Ranges) :-
    read_term(In, Term, [subterm_positions(Pos), syntax_errors(quiet)]),
    (   Term == end_of_file
    ->  Ranges = []
    ;   nonvar(Pos),
        clause_indicator(Term, PI)
    ->  arg(1, Pos, From),
        arg(2, Pos, To),
        offset_line(Starts, From, StartLine),
        offset_line(Starts, To, EndLine),
        Ranges = [StartLine-EndLine|More],
        read_ranges(In, Starts, PI, More)
    ;   read_ranges(In, Starts, PI, Ranges)
    ).

clause_indicator((Head :- _), Name/Arity) :-
    !,
    functor(Head, Name, Arity).
clause_indicator((Head --> _), Name/Arity) :-
    !,
    functor(Head, Name, Arity0),
    Arity is Arity0 + 2.
clause_indicator((:- _), _) :-
    !,
    fail.
clause_indicator(Fact, Name/Arity) :-
    callable(Fact),
    functor(Fact, Name, Arity).

%   Clauses separated only by blank lines and comments are one block.

merge_ranges([Range], _, [Range]).
merge_ranges([S1-E1, S2-E2|Ranges], Lines, Merged) :-
    (   Gap0 is E1 + 1, Gap1 is S2 - 1,
        forall(between(Gap0, Gap1, N), ( nth1(N, Lines, L), layout_or_comment(L) ))
    ->  merge_ranges([S1-E2|Ranges], Lines, Merged)
    ;   Merged = [S1-E1|Rest],
        merge_ranges([S2-E2|Ranges], Lines, Rest)
    ).

layout_or_comment(Line) :-
    split_string(Line, "", " \t", [Stripped]),
    (   Stripped == ""
    ;   sub_string(Stripped, 0, _, _, "%")
    ),
    !.

%!  c_excerpt(+File, +Function, -Lines) is det.
%
%   Lines are the definition of the C function Function in File, from
%   its first line to the closing brace in column 1, with the comment
%   above it.
%
%   @error existence_error(c_function, File:Function) when File does
%          not define Function.

c_excerpt(File, Function, Lines) :-
    file_lines(File, _Text, AllLines),
    (   nth1(First, AllLines, Line),
        c_definition_line(Line, Function)
    ->  true
    ;   existence_error(c_function, File:Function)
    ),
    (   nth1(End, AllLines, "}"),
        End > First
    ->  true
    ;   existence_error(c_function, File:Function)
    ),
    comment_start(AllLines, First, c, Start),
    numbered_lines(AllLines, Start, End, Lines).

%   A definition starts in column 1 with its type and names the
%   function just before the first parenthesis; a declaration ends with
%   `;`.

c_definition_line(Line, Function) :-
    sub_string(Line, 0, 1, _, First),
    char_type(First, alpha),
    \+ sub_string(Line, _, _, 0, ";"),
    sub_string(Line, Before, _, _, "("),
    !,
    sub_string(Line, 0, Before, _, Declarator),
    split_string(Declarator, " *", " *", Words),
    last(Words, Name),
    atom_string(Function, Name).

%   comment_start(+Lines, +First, +Language, -Start): Start is the first
%   line of the comment right above line First (at most one blank line
%   between), or First when there is none.

comment_start(Lines, First, Language, Start) :-
    Above is First - 1,
    (   Above >= 1, nth1(Above, Lines, "")
    ->  Candidate is Above - 1
    ;   Candidate = Above
    ),
    (   Candidate >= 1,
        nth1(Candidate, Lines, Line),
        comment_end(Language, Line)
    ->  comment_top(Lines, Candidate, Language, Start)
    ;   Start = First
    ).

comment_end(prolog, Line) :-
    sub_string(Line, 0, _, _, "%").
comment_end(c, Line) :-
    split_string(Line, "", " \t", [Stripped]),
    sub_string(Stripped, _, _, 0, "*/").

comment_top(Lines, N, prolog, Top) :-
    N1 is N - 1,
    (   N1 >= 1,
        nth1(N1, Lines, Line),
        sub_string(Line, 0, _, _, "%")
    ->  comment_top(Lines, N1, prolog, Top)
    ;   Top = N
    ).
comment_top(Lines, N, c, Top) :-
    nth1(N, Lines, Line),
    split_string(Line, "", " \t", [Stripped]),
    (   sub_string(Stripped, 0, _, _, "/*")
    ->  Top = N
    ;   N1 is N - 1,
        N1 >= 1
    ->  comment_top(Lines, N1, c, Top)
    ;   Top = N
    ).

                 /*******************************
                 *            HELPERS           *
                 *******************************/

file_lines(File, Text, Lines) :-
    must_be(atom, File),
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "", Lines).

numbered_lines(AllLines, Start, End, Numbered) :-
    findall(N-Line,
            ( between(Start, End, N),
              nth1(N, AllLines, Line)
            ),
            Numbered).

%   line_starts(+Text, -Starts): the character offset where each line
%   begins, the first line first.

line_starts(Text, [0|Starts]) :-
    findall(Start,
            ( sub_string(Text, Before, 1, _, "\n"),
              Start is Before + 1
            ),
            Starts).

offset_line(Starts, Offset, Line) :-
    aggregate_all(count, ( member(S, Starts), S =< Offset ), Line).
