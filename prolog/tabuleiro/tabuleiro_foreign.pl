:- module(tabuleiro_foreign,
          [ foreign_available/0
          ]).
:- use_module(library(shlib)).

/** <module> Loading the C core

Loads the foreign library `tabuleiro` (the C core and its bridge) from
`build/lib` under the project root.  Its predicates land in this module
and are called as `tabuleiro_foreign:c_valid_moves(...)` and so on.
It is loaded with use_foreign_library/1 when make has built it; when it
has not, the games run on the `prolog` backend and one warning says so.
In a pack installed with pack_install/1, `make install` has also copied
the library to the pack's `lib/ARCH`, which SWI-Prolog puts on the
`foreign` search path when it attaches the pack; `build/lib`, when there,
comes first.
*/

:- multifile user:file_search_path/2.
:- dynamic user:file_search_path/2.
:- multifile prolog:message//1.

%!  foreign_available is semidet.
%
%   True when the C core is loaded.

foreign_available :-
    current_predicate(c_valid_moves/5).

add_library_directory :-
    prolog_load_context(directory, Internal),      % prolog/tabuleiro
    file_directory_name(Internal, PrologDir),
    file_directory_name(PrologDir, Root),
    directory_file_path(Root, 'build/lib', LibDir),
    (   user:file_search_path(foreign, LibDir)
    ->  true
    ;   asserta(user:file_search_path(foreign, LibDir))
    ).

%   The library is there to load: built by make under build/lib.
c_core_built :-
    absolute_file_name(foreign(tabuleiro), _,
                       [ file_type(executable), access(read), file_errors(fail) ]).

prolog:message(tabuleiro(c_core_unavailable)) -->
    [ 'The C core (build/lib/tabuleiro.so) is not built; the games run on',
      ' the prolog backend.  Run make to build it.' ].

:- add_library_directory.
:- if(c_core_built).
:- use_foreign_library(foreign(tabuleiro)).
:- else.
:- print_message(warning, tabuleiro(c_core_unavailable)).
:- endif.
