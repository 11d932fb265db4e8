/*  The quick load files make writes beside the modules of
    prolog/tabuleiro/ (scripts/compile_prolog.pl).
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(filesex)).
:- use_module(library(lists)).
:- use_module('../../prolog/tabuleiro/games', []).

:- begin_tests(compiled_modules).

% After make, every module has a .qlf newer than its source, but for
% the few whose directives ask where they are loaded or what is there:
% those are read from source wherever they run.
test(every_module_is_compiled_but_those_that_ask_where_they_run) :-
    module_property(tabuleiro_games, file(Games)),
    file_directory_name(Games, Folder),
    findall(Relative,
            ( directory_member(Folder, File, [extensions([pl]), recursive(true)]),
              \+ compiled(File),
              atom_concat(Folder, '/', Prefix),
              atom_concat(Prefix, Relative, File) ),
            Sources0),
    msort(Sources0, Sources),
    assertion(Sources == [ 'tabuleiro_foreign.pl', 'teeko/perfect.pl', 'terminal/prompt.pl',
                           'tournament/ratings_plot.pl', 'web/web_server.pl' ]).

:- end_tests(compiled_modules).

compiled(Source) :-
    file_name_extension(Base, pl, Source),
    file_name_extension(Base, qlf, Qlf),
    exists_file(Qlf),
    time_file(Qlf, Compiled),
    time_file(Source, Written),
    Compiled >= Written.
