:- module(tabuleiro_report_text,
          [ clean_text/2,           % +Text, -Clean
            cell_text/2,            % +Text, -Cell
            terminal_text/2,        % +Text, -Line
            clean_row/2,            % +Row, -Clean
            csv_field/2             % +Text, -Field
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> Text from other people's code, made safe to show

What a submission says (its messages, terms, option values, file
names) reaches a report and the teacher's terminal only through these:
no control character gets through, a Markdown table cell cannot end its
row or open HTML, a link or code, and no text is longer than a page.
*/

max_text_length(20_000).

%!  clean_text(+Text, -Clean) is det.
%
%   Clean is Text (any term, written as by write/1) as a string without
%   control characters (newlines and tabs are kept), cut at 20 000
%   characters.

clean_text(Text, Clean) :-
    (   string(Text)
    ->  String = Text
    ;   format(string(String), "~w", [Text])
    ),
    string_codes(String, Codes0),
    exclude(control_code, Codes0, Codes1),
    max_text_length(Max),
    length(Codes1, Length),
    (   Length > Max
    ->  length(Kept, Max),
        append(Kept, _, Codes1),
        append(Kept, `...`, Codes)
    ;   Codes = Codes1
    ),
    string_codes(Clean, Codes).

control_code(Code) :-
    (   Code < 32
    ->  Code \== 0'\n,
        Code \== 0'\t
    ;   Code >= 127, Code < 160
    ).

%!  cell_text(+Text, -Cell) is det.
%
%   Cell is Text cleaned, on one line, with what Markdown or HTML would
%   read as markup escaped.

cell_text(Text, Cell) :-
    clean_text(Text, Clean),
    string_codes(Clean, Codes),
    foldl(escape_code, Codes, Escaped, []),
    string_codes(Cell, Escaped).

escape_code(0'\n) --> !, " ".
escape_code(0'\t) --> !, " ".
escape_code(0'<) --> !, "&lt;".
escape_code(0'>) --> !, "&gt;".
escape_code(0'&) --> !, "&amp;".
escape_code(Code) -->
    { memberchk(Code, `|\\\`[]`) },
    !,
    [0'\\, Code].
escape_code(Code) --> [Code].

%!  terminal_text(+Text, -Line) is det.
%
%   Line is Text cleaned, on one line, at most 200 characters.

terminal_text(Text, Line) :-
    clean_text(Text, Clean),
    split_string(Clean, "\n\t", "", Parts),
    atomic_list_concat(Parts, ' ', Line0),
    (   atom_length(Line0, Length),
        Length > 200
    ->  sub_atom(Line0, 0, 200, _, Cut),
        atom_concat(Cut, '...', Line)
    ;   Line = Line0
    ).

%!  csv_field(+Text, -Field) is det.
%
%   Field is Text as one field of a CSV line (RFC 4180): a number as it
%   is; any other text cleaned, on one line (line and paragraph
%   separators become spaces), in double quotes, each double quote
%   doubled.  A text a spreadsheet would take for a formula (its first
%   character after any spaces one of `=`, `+`, `-`, `@`, or their
%   full-width forms) begins with a single quote, which makes it text.

csv_field(Text, Field) :-
    number(Text),
    !,
    format(string(Field), "~w", [Text]).
csv_field(Text, Field) :-
    clean_text(Text, Clean),
    string_codes(Clean, Codes0),
    maplist(line_break_space, Codes0, Codes1),
    string_codes(Line, Codes1),
    (   formula_start(Codes1)
    ->  string_concat("'", Line, Safe)
    ;   Safe = Line
    ),
    split_string(Safe, "\"", "", Parts),
    atomic_list_concat(Parts, '""', Doubled),
    format(string(Field), "\"~w\"", [Doubled]).

line_break_space(Code, Space) :-
    (   memberchk(Code, [0'\n, 0'\t, 0'\r, 0x2028, 0x2029])
    ->  Space = 0'\s
    ;   Space = Code
    ).

formula_start(Codes) :-
    member(Code, Codes),
    Code \== 0'\s,
    !,
    memberchk(Code, [0'=, 0'+, 0'-, 0'@, 0xFF1D, 0xFF0B, 0xFF0D, 0xFF20]).

%!  clean_row(+Row, -Clean) is det.
%
%   Clean is the dict Row with every text in it cleaned (clean_text/2):
%   strings stay strings, atoms atoms, other terms become strings.

clean_row(Row, Clean) :-
    dict_pairs(Row, Tag, Pairs),
    maplist(clean_pair, Pairs, Cleaned),
    dict_pairs(Clean, Tag, Cleaned).

clean_pair(Key-Counts, Key-Clean) :-
    memberchk(Key, [kinds, conventions]),
    !,
    findall(Text-Count, ( member(Kind-Count, Counts), clean_text(Kind, Text) ), Clean).
clean_pair(Key-Value, Key-Clean) :-
    clean_value(Value, Clean).

clean_value(Value, Value) :-
    number(Value),
    !.
clean_value(Values, Clean) :-
    is_list(Values),
    !,
    maplist(clean_value, Values, Clean).
clean_value(Value, Clean) :-
    atom(Value),
    !,
    clean_text(Value, Text),
    atom_string(Clean, Text).
clean_value(Value, Clean) :-
    clean_text(Value, Clean).
