:- module(tabuleiro_tournament_games_folder,
          [ clear_earlier_run/1,        % +Out
            remove_uncounted_games/2,   % +Folder, +Played
            remove_earlier_plot/1,      % +Out
            saved_game_name/1,          % +File
            copy_saved_games/3          % +Folders, +Games, +Played
          ]).
:- use_module(library(lists)).

/** <module> The folder of a tournament's saved games

A tournament saves every game it plays in `games/` of its report's
folder, named `NNNN-FIRST-SECOND.txt`.  A new run into the same folder
removes an earlier run's games first, and a stopped run removes the
games that its report does not count; files of other names (a
teacher's notes) stay.  A merge copies the games of its slices'
folders into its own.
*/

%!  clear_earlier_run(+Out) is det.
%
%   Makes the games folder in Out, without the games, the ratings plot
%   and the manifest of an earlier run there, so that the folder holds
%   this run's alone, and a run that does not end leaves no manifest to
%   merge.  Only the files this program names are removed: NNNN-....txt
%   in games/, ratings.dat, tournament-ratings.svg, manifest.terms.

clear_earlier_run(Out) :-
    directory_file_path(Out, games, Games),
    make_directory_path(Games),
    remove_uncounted_games(Games, []),
    remove_earlier_plot(Out),
    remove_files(Out, ['manifest.terms']).

%!  remove_earlier_plot(+Out) is det.
%
%   Removes the ratings plot from Out: a report without ratings has
%   none.

remove_earlier_plot(Out) :-
    remove_files(Out, ['ratings.dat', 'tournament-ratings.svg']).

remove_files(Folder, Files) :-
    forall(( member(File, Files),
             directory_file_path(Folder, File, Path),
             exists_file(Path) ),
           delete_file(Path)).

%!  saved_game_name(+File) is semidet.
%
%   File is the name of a saved game of a tournament, NNNN-....txt: its
%   number, of four digits or more, then the entrants' names.

saved_game_name(File) :-
    file_name_extension(Base, txt, File),
    once(sub_atom(Base, Before, 1, _, '-')),
    Before >= 4,
    sub_atom(Base, 0, Before, _, Number),
    atom_codes(Number, Digits),
    forall(member(Digit, Digits), code_type(Digit, digit)).

%!  remove_uncounted_games(+Folder, +Played) is det.
%
%   The saved games of Folder that the report does not count (those a
%   Ctrl-C stopped) are removed.

remove_uncounted_games(Folder, Played) :-
    findall(Base, ( member(played(_, _, File), Played), file_base_name(File, Base) ), Counted),
    directory_files(Folder, Files),
    forall(( member(File, Files),
             saved_game_name(File),
             \+ memberchk(File, Counted) ),
           ( directory_file_path(Folder, File, Path), delete_file(Path) )).

%!  copy_saved_games(+Folders, +Games, +Played) is det.
%
%   Copies the saved games of Played, each from the games/ of the first
%   of Folders that holds it, into the folder Games (unless it is there
%   already: a run merges its own folder).
%
%   @throws shard_refused(Message) when none of Folders holds one.

copy_saved_games(Folders, Games, Played) :-
    forall(member(played(_, _, File), Played),
           copy_saved_game(Folders, Games, File)).

copy_saved_game(Folders, Games, File) :-
    directory_file_path(Games, File, Copy),
    (   member(Folder, Folders),
        directory_file_path(Folder, games, From),
        directory_file_path(From, File, Source),
        exists_file(Source)
    ->  (   exists_file(Copy), same_file(Source, Copy)
        ->  true
        ;   copy_file(Source, Copy)
        )
    ;   format(string(Message), "the saved game ~w is in none of the folders' games/",
               [File]),
        throw(shard_refused(Message))
    ).
