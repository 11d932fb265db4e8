:- module(tabuleiro_message_text,
          [ message_text/2,         % +Error, -Text
            counted/3               % +Count, +Noun, -Text
          ]).
:- use_module(library(apply)).

/** <module> Errors and counts in words

The demos and the browser board tell a person what was wrong with what
they typed or sent, in the words SWI-Prolog uses for the error, without
the `ERROR:` prefix of a toplevel; and they count things in words, one
move and two moves.
*/

%!  message_text(+Error, -Text) is det.
%
%   Text (a string) is the message SWI-Prolog prints for Error, on one
%   line; an error it has no message for is written as a term.

message_text(Error, Text) :-
    catch(( '$messages':translate_message(Error, Lines, []),
            with_output_to(string(Text0), print_message_lines(current_output, '', Lines)) ),
          _, fail),
    !,
    split_string(Text0, "\n", " ", Parts),
    exclude(==(""), Parts, NonEmpty),
    atomic_list_concat(NonEmpty, ' ', Atom),
    atom_string(Atom, Text).
message_text(Error, Text) :-
    format(string(Text), "~q", [Error]).

%!  counted(+Count, +Noun, -Text) is det.
%
%   Text (an atom) is Count, with its digits grouped (~D), and Noun in
%   the singular for 1, else in the plural: "1 move", "4,595 nodes".
%   Noun is a word whose plural adds an s, or Singular/Plural ("2
%   plies" from ply/plies).

counted(Count, Singular/Plural, Text) :-
    !,
    (   Count =:= 1
    ->  Noun = Singular
    ;   Noun = Plural
    ),
    format(atom(Text), "~D ~w", [Count, Noun]).
counted(Count, Singular, Text) :-
    atom_concat(Singular, s, Plural),
    counted(Count, Singular/Plural, Text).
