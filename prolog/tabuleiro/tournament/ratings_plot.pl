:- module(tabuleiro_ratings_plot,
          [ ratings_plot/5              % +Folder, +Title, +Levels, +Ratings, -Plot
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

/** <module> The plot of a tournament's ratings and their intervals

ratings_plot/5 writes the ratings of elo_ratings/3 (ratings.pl) as
gnuplot data, `ratings.dat`, in the report's folder, and has gnuplot
draw `tournament-ratings.svg` beside it with `ratings.gp`: its title
names the game, and Tabuleiro's levels are drawn apart from the
students (their own colour and mark, named in the key).

Entrants' names are the names of students' folders: text from the
students.  They reach gnuplot as data only, never as commands, and
every character but letters, digits, spaces and `_-.,()+` becomes `?`,
so that no name can end its quoted field in the data file or become
markup in the drawing.
*/

:- dynamic plot_script/1.
:- prolog_load_context(directory, Here),
   directory_file_path(Here, 'ratings.gp', Script),
   assertz(plot_script(Script)).

%!  ratings_plot(+Folder, +Title, +Levels, +Ratings, -Plot) is det.
%
%   Plot is plot(File), the drawing in Folder of Ratings in the game
%   Title (its name with a capital), Levels the names of the entrants
%   that are Tabuleiro's levels; or no_plot(Why), Why a sentence: there
%   are no ratings, gnuplot is not installed, or it failed (its first
%   line of complaint).

ratings_plot(_, _, _, no_ratings(_), no_plot("there are no ratings")) :- !.
ratings_plot(Folder, Title, Levels, ratings(Anchor, _, Rows, _), Plot) :-
    directory_file_path(Folder, 'ratings.dat', Data),
    setup_call_cleanup(open(Data, write, Out, [encoding(utf8)]),
                       foldl(data_line(Out, Levels), Rows, 1, _),
                       close(Out)),
    plain_name(Anchor, AnchorText),
    plain_name(Title, TitleText),
    format(atom(Heading), "heading='~w: Elo ratings, ~w = 0, with their 95% intervals'",
           [TitleText, AnchorText]),
    (   absolute_file_name(path(gnuplot), _, [access(execute), file_errors(fail)])
    ->  plot_script(Script),
        run_gnuplot(Folder, ['-e', Heading, Script], Plot)
    ;   Plot = no_plot("gnuplot is not installed (make tournament installs it)")
    ).

data_line(Out, Levels, rating(Name, Elo, _, interval(Low, High)), Rank, Rank1) :-
    Rank1 is Rank + 1,
    plain_name(Name, Text),
    (   memberchk(Name, Levels)
    ->  Level = 1
    ;   Level = 0
    ),
    format(Out, "~d \"~w\" ~4f ~4f ~4f ~d~n", [Rank, Text, Elo, Low, High, Level]).

run_gnuplot(Folder, Arguments, Plot) :-
    process_create(path(gnuplot), Arguments,
                   [cwd(Folder), stdout(null), stderr(pipe(Errors)), process(Pid)]),
    read_string(Errors, 4096, Complaint),
    close(Errors),
    process_wait(Pid, Status),
    directory_file_path(Folder, 'tournament-ratings.svg', File),
    (   Status == exit(0),
        exists_file(File)
    ->  Plot = plot(File)
    ;   split_string(Complaint, "\n", " \t", [First|_]),
        format(string(Why), "gnuplot failed (~w): ~w", [Status, First]),
        Plot = no_plot(Why)
    ).

%   plain_name(+Name, -Text): Name with every character that could end a
%   quoted field or mean something to gnuplot or SVG as `?`, at most 40
%   characters.
plain_name(Name, Text) :-
    atom_codes(Name, Codes),
    maplist(plain_code, Codes, Plain),
    length(Plain, Length),
    (   Length > 40
    ->  length(Kept, 39),
        append(Kept, _, Plain),
        append(Kept, [0x2026], Shown)          % an ellipsis
    ;   Shown = Plain
    ),
    atom_codes(Text, Shown).

plain_code(Code, Plain) :-
    (   (   code_type(Code, alnum)
        ;   memberchk(Code, `_-.,()+ `)
        )
    ->  Plain = Code
    ;   Plain = 0'?
    ).
