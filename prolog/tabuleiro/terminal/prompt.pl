:- module(tabuleiro_prompt,
          [ ask_choice/3,           % +Question, +Choices, -Key
            ask_line/2,             % +Prompt, -Text
            remember_line/1,        % +Text
            print_wrapped/1,        % +Text
            print_wrapped/2,        % +Items, +Separator
            shown_text/2,           % +Text, -Shown
            plural_s/2              % +Count, -Ending
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- if(exists_source(library(editline))).
:- use_module(library(editline)).
:- endif.

/** <module> Questions and answers at the terminal

What the game loop, the menus and the demos ask a person, and how they
print what they say: a question with its choices, a line read with line
editing where the terminal has it, text wrapped to the terminal's width,
and what a person typed echoed back safely.
*/

%   shown_text(+Text, -Shown): Text as it can be echoed: control
%   characters as ?, and at most 60 characters.

shown_text(Text, Shown) :-
    string_codes(Text, Codes),
    maplist(printable, Codes, Printable),
    string_codes(Clean, Printable),
    (   string_length(Clean, Length),
        Length > 60
    ->  sub_string(Clean, 0, 60, _, Start),
        string_concat(Start, "...", Shown)
    ;   Shown = Clean
    ).

printable(Code, Shown) :-
    (   ( Code < 32 ; Code =:= 127 )
    ->  Shown = 0'?
    ;   Shown = Code
    ).

%!  plural_s(+Count, -Ending) is det.
%
%   Ending is what a noun takes for Count: `''` for 1, else `s`.

plural_s(1, '') :- !.
plural_s(_, s).

%!  print_wrapped(+Text) is det.
%
%   Prints each line of Text broken at spaces into lines as wide as the
%   terminal (80 columns when it is not known); the lines after the
%   first of each are indented by two spaces.

print_wrapped(Text) :-
    split_string(Text, "\n", "", Paragraphs),
    forall(member(Paragraph, Paragraphs),
           ( split_string(Paragraph, " ", "", Words0),
             exclude(==(""), Words0, Words),
             print_wrapped(Words, " ") )).

%   print_wrapped(+Items, +Separator): prints the items (texts, never
%   broken) with Separator between them, in lines as wide as the
%   terminal.

print_wrapped(Items, Separator) :-
    terminal_width(Width),
    wrapped_lines(Items, Separator, Width, Lines),
    forall(member(Line, Lines), writeln(Line)).

terminal_width(Width) :-
    (   stream_property(user_output, tty(true)),
        catch(tty_size(_, Columns), _, fail)
    ->  Width = Columns
    ;   Width = 80
    ).

%   wrapped_lines(+Items, +Separator, +Width, -Lines): the items,
%   greedily filled into lines of at most Width characters (a longer
%   item stands alone).

wrapped_lines([], _, _, []).
wrapped_lines([Item|Items], Separator, Width, [Line|Lines]) :-
    fill_line(Items, Separator, Width, Item, Line, Rest),
    (   Rest == []
    ->  Lines = []
    ;   Rest = [Next|More],
        string_concat("  ", Next, Indented),
        wrapped_lines([Indented|More], Separator, Width, Lines)
    ).

fill_line([], _, _, Line, Line, []).
fill_line([Item|Items], Separator, Width, Line0, Line, Rest) :-
    atomic_list_concat([Line0, Item], Separator, Line1),
    (   string_length(Line1, Length),
        Length =< Width
    ->  fill_line(Items, Separator, Width, Line1, Line, Rest)
    ;   Line = Line0,
        Rest = [Item|Items]
    ).

%!  ask_choice(+Question, +Choices, -Key) is det.
%
%   Shows Question and the Key-Label pairs of Choices, and reads lines
%   until one is a Key (an atom; case and spaces do not matter).

ask_choice(Question, Choices, Key) :-
    format(string(QuestionText), "~w", [Question]),
    print_wrapped(QuestionText),
    forall(member(K-Label, Choices), format("  ~w. ~w~n", [K, Label])),
    ask_line('Your choice: ', Text0),
    string_lower(Text0, Text),
    atom_string(Typed, Text),
    (   memberchk(Typed-_, Choices)
    ->  Key = Typed
    ;   pairs_keys(Choices, Keys),
        atomic_list_concat(Keys, ', ', KeyList),
        shown_text(Text0, Shown),
        format("Please answer with one of: ~w (you typed \"~w\").~n",
               [KeyList, Shown]),
        ask_choice(Question, Choices, Key)
    ).

%!  ask_line(+Prompt, -Text) is det.
%
%   Text is the next input line without surrounding spaces (and without
%   a full stop at its end).  Throws end_of_input at the end of input.

ask_line(Prompt, Text) :-
    line_editing,
    read_line_after(Prompt, Line),
    (   Line == end_of_file
    ->  nl,
        throw(end_of_input)
    ;   normalize_space(string(Text0), Line),
        without_full_stop(Text0, Text)
    ).

%   read_line_after(+Prompt, -Line): line editing draws the prompt
%   itself (it must know where the line starts); otherwise it is
%   printed before reading.

read_line_after(Prompt, Line) :-
    (   editing_lines
    ->  setup_call_cleanup(prompt(Old, Prompt),
                           read_line_to_string(user_input, Line),
                           prompt(_, Old))
    ;   format("~w", [Prompt]),
        flush_output,
        read_line_to_string(user_input, Line)
    ).

%   line_editing: at a terminal, the arrow keys edit the line and go
%   through the moves typed before (SWI-Prolog's editline, which the
%   toplevel sets up but a program started with -g play has not yet).

:- if(current_predicate(el_wrap/0)).
line_editing :-
    (   stream_property(user_input, tty(true)),
        \+ el_wrapped(user_input)
    ->  catch(el_wrap, _, true)
    ;   true
    ).

editing_lines :-
    el_wrapped(user_input).

remember_line(Text) :-
    (   Text \== "",
        editing_lines
    ->  catch(el_add_history(user_input, Text), _, true)
    ;   true
    ).
:- else.
line_editing.
editing_lines :-
    fail.
remember_line(_).
:- endif.

%   without_full_stop(+Text0, -Text): a course student ends what they
%   type with a full stop, as at the ?- prompt: `c3.` is `c3`.

without_full_stop(Text0, Text) :-
    (   string_concat(Before, ".", Text0)
    ->  normalize_space(string(Text), Before)
    ;   Text = Text0
    ).
