:- module(tabuleiro_message_text,
          [ message_text/2          % +Error, -Text
          ]).
:- use_module(library(apply)).

/** <module> Errors in words

The demos and the browser board tell a person what was wrong with what
they typed or sent, in the words SWI-Prolog uses for the error, without
the `ERROR:` prefix of a toplevel.
*/

%!  message_text(+Error, -Text) is det.
%
%   Text (a string) is the message SWI-Prolog prints for Error, on one
%   line.

message_text(Error, Text) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(string(Text0), print_message_lines(current_output, '', Lines)),
    split_string(Text0, "\n", " ", Parts),
    exclude(==(""), Parts, NonEmpty),
    atomic_list_concat(NonEmpty, ' ', Atom),
    atom_string(Atom, Text).
