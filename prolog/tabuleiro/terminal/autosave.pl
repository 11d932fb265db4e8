:- module(tabuleiro_autosave,
          [ autosave_folder/1,          % -Folder
            start_autosave/4,           % +Game, +Players, +State, +File
            autosave_move/4,            % +Game, +Players, +State, +MoveText
            autosave_rewrite/3,         % +Game, +Players, +State
            forget_autosave/0,
            autosave_kept/1,            % -File
            unfinished_games/1,         % -Games
            take_over/2,                % +File, -Taking
            set_aside/2,                % +File, -Aside
            error_text/2                % +Error, -Text
          ]).
:- use_module('../saved_game').
:- use_module('../backend', [current_backend/1]).
:- use_module('../display_style', [current_display/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

:- meta_predicate guarded_write(+, 0).

/** <module> Games kept while they are played

Every game in progress is kept in a file of its own session, in the
autosave folder (autosave_folder/1), so that a session that ends in the
middle of a game (end of input, a closed terminal, a crash) loses
nothing, and two sessions at once never write the same file.  The file
is a saved game (module tabuleiro_saved_game):

  - the first move of a game writes it whole, to a temporary file
    renamed into place;
  - each later move appends one line, so a crash loses at most that
    move, and the cost of a move does not grow with the game;
  - an undo, a loaded game, or a write after a failed one, writes it
    whole again; an undo back to the start, where there is nothing to
    keep, removes it, so that the next move never lands after moves
    that were taken back.

The file also keeps the session's backend and display (save_game/5), so
that the game goes on as it was played.

The session remembers whether its last write succeeded: autosave_kept/1
answers only then, so nobody is told a game is kept when it is not.
A game that ends, or is abandoned, removes its file.

A file is named `game-STAMP-PID.txt`, after the time it was begun and
the process of the session that keeps it.  A session that goes on with
a game another session left takes it over first (take_over/2): renamed
after its own process, the game is never offered to a third session
while this one runs, and is offered again once its process is gone.
*/

%!  autosave_folder(-Folder) is semidet.
%
%   Folder keeps the unfinished games: TABULEIRO_AUTOSAVE_DIR, else
%   `tabuleiro/autosave` in the XDG state folder (`~/.local/state`).
%   Fails when there is no home folder.

autosave_folder(Folder) :-
    (   getenv('TABULEIRO_AUTOSAVE_DIR', Folder0),
        Folder0 \== ''
    ->  Folder = Folder0
    ;   (   getenv('XDG_STATE_HOME', State),
            State \== ''
        ->  true
        ;   getenv('HOME', Home),
            Home \== '',
            directory_file_path(Home, '.local/state', State)
        ),
        directory_file_path(State, 'tabuleiro/autosave', Folder)
    ).

%   The session's file and whether its last write succeeded are global
%   variables of the thread that plays: session_file (a file or []) and
%   session_write (ok, failed or warned: failed and said so).

session_file(File) :-
    nb_current(tabuleiro_autosave_file, File),
    File \== [].

set_session(File, Write) :-
    nb_setval(tabuleiro_autosave_file, File),
    nb_setval(tabuleiro_autosave_write, Write).

last_write(Write) :-
    (   nb_current(tabuleiro_autosave_write, Write0)
    ->  Write = Write0
    ;   Write = ok
    ).

%!  start_autosave(+Game, +Players, +State, +File) is det.
%
%   The session keeps its game in File from now on (File = [] for a
%   new file of its own, named after the time and the process), and
%   writes State there at once when it has a move to keep (a loaded
%   game, a game taken up again).

start_autosave(Game, Players, State, File) :-
    set_session(File, ok),
    autosave_rewrite(Game, Players, State).

%!  autosave_move(+Game, +Players, +State, +MoveText) is det.
%
%   Keeps State, reached by the move written MoveText: one line added
%   to the session's file, or the whole file when there is none yet or
%   the last write failed.

autosave_move(Game, Players, State, MoveText) :-
    (   session_file(File),
        last_write(ok),
        exists_file(File)
    ->  guarded_write(File, append_line(File, MoveText))
    ;   autosave_rewrite(Game, Players, State)
    ).

%!  autosave_rewrite(+Game, +Players, +State) is det.
%
%   Writes the session's file whole.  A game not yet begun has nothing
%   to keep, and a game set up from another position than the start (a
%   program may do so) cannot be saved: the session's file, if any, is
%   removed, since what it holds is no longer the game on the screen.

autosave_rewrite(Game, Players, State) :-
    (   State = game_state(_, _, _, [_|_]),
        played_from_start(Game, State)
    ->  (   session_file_to_write(File)
        ->  session_settings(Settings),
            guarded_write(File, save_game(File, Game, Players, State, Settings))
        ;   true
        )
    ;   remove_session_file
    ).

session_settings([backend(Backend), display(Style)]) :-
    current_backend(Backend),
    current_display(Style).

session_file_to_write(File) :-
    (   session_file(File)
    ->  true
    ;   autosave_folder(Folder),
        new_session_file(Folder, File),
        last_write(Write),
        set_session(File, Write)
    ).

%   new_session_file(+Folder, -File): a name no file has yet, for a file
%   of this session.  Only this process makes names with its id, so the
%   name is free until it writes it; a second file begun within the
%   same second has a number after its time.

new_session_file(Folder, File) :-
    get_time(Now),
    format_time(atom(Second), '%Y%m%d-%H%M%S', Now),
    current_prolog_flag(pid, Pid),
    between(1, inf, N),
    (   N =:= 1
    ->  Stamp = Second
    ;   format(atom(Stamp), '~w.~d', [Second, N])
    ),
    autosave_name(Stamp, Pid, Name),
    directory_file_path(Folder, Name, File),
    \+ exists_file(File),
    !.

%   autosave_name(+Stamp, +Pid, -Name) and autosave_owner(+Name, -Pid):
%   the name of a file begun at Stamp by the session of process Pid.
%   autosave_owner/2 fails for any other name.

autosave_name(Stamp, Pid, Name) :-
    format(atom(Name), 'game-~w-~d.txt', [Stamp, Pid]).

autosave_owner(Name, Pid) :-
    file_name_extension(Base, txt, Name),
    atomic_list_concat([game, _Date, _Time, PidText], '-', Base),
    atom_number(PidText, Pid),
    integer(Pid).

append_line(File, Text) :-
    setup_call_cleanup(open(File, append, Out, [encoding(utf8)]),
                       format(Out, "~w~n", [Text]),
                       close(Out)).

%   guarded_write(+File, :Write): runs Write; a failure to write is said
%   once per session and does not stop play.

guarded_write(File, Write) :-
    catch(( file_directory_name(File, Dir),
            make_directory_path(Dir),
            once(Write)
          ),
          Error,
          true),
    (   var(Error)
    ->  nb_setval(tabuleiro_autosave_write, ok)
    ;   write_failed(File, Error)
    ).

write_failed(File, Error) :-
    (   last_write(warned)
    ->  true
    ;   nb_setval(tabuleiro_autosave_write, warned),
        error_text(Error, Text),
        format("(The game cannot be kept in ~w: ~w.)~n", [File, Text])
    ).

%!  error_text(+Error, -Text) is det.
%
%   What went wrong, in the system's words when it gave some (such as
%   "No such file or directory").

error_text(error(_, context(_, Message)), Message) :-
    atomic(Message),
    !.
error_text(error(Formal, _), Text) :-
    !,
    format(string(Text), "~p", [Formal]).
error_text(Error, Text) :-
    format(string(Text), "~p", [Error]).

%!  forget_autosave is det.
%
%   The game ended or was abandoned: its file goes.

forget_autosave :-
    remove_session_file,
    set_session([], ok).

%   remove_session_file: the session's file, if it has one, is gone.
%   A file that cannot be removed is said once, as a failed write is:
%   the game it holds is not the one on the screen.

remove_session_file :-
    (   session_file(File),
        exists_file(File)
    ->  guarded_write(File, delete_file(File))
    ;   true
    ).

%!  autosave_kept(-File) is semidet.
%
%   The game in progress is safely in File: the last write succeeded.

autosave_kept(File) :-
    session_file(File),
    last_write(ok),
    exists_file(File).

%!  unfinished_games(-Files) is det.
%
%   Files are the games other sessions left unfinished, newest first.
%   A file whose session still runs (its process is alive) is not
%   among them: that session is still playing it.

unfinished_games(Files) :-
    (   autosave_folder(Folder),
        exists_directory(Folder)
    ->  directory_files(Folder, Names),
        include(autosave_file_name, Names, Kept),
        maplist(directory_file_path(Folder), Kept, Paths),
        exclude(played_elsewhere, Paths, Left),
        convlist(timed_file, Left, Timed),
        keysort(Timed, Oldest),
        pairs_values(Oldest, OldestFirst),
        reverse(OldestFirst, Files)
    ;   Files = []
    ).

autosave_file_name(Name) :-
    autosave_owner(Name, _).

%   played_elsewhere(+File): the session that keeps File still runs.
%   Once its process is gone (a crash, a closed terminal), the game is
%   offered again.

played_elsewhere(File) :-
    file_base_name(File, Name),
    autosave_owner(Name, Pid),
    \+ current_prolog_flag(pid, Pid),
    process_alive(Pid).

process_alive(Pid) :-
    format(atom(Proc), '/proc/~d', [Pid]),
    exists_directory(Proc).

%   timed_file(+File, -Time-File): File, modified at Time, is still
%   there: another session may have taken it over since it was listed.

timed_file(File, Time-File) :-
    catch(time_file(File, Time), error(_, _), fail).

%!  take_over(+File, -Taking) is det.
%
%   The session takes the unfinished game File for its own before it
%   goes on with it: File is renamed after this process, unless it is
%   named so already.  A rename is atomic: of two sessions taking the
%   same game at once, one renames it and the other finds it gone.
%   Taking is taken(Owned), Owned the new name; in_use, when another
%   session took the game first; or failed(Text), what else went wrong.

take_over(File, Taking) :-
    file_base_name(File, Name),
    (   autosave_owner(Name, Pid),
        current_prolog_flag(pid, Pid)
    ->  Taking = taken(File)
    ;   file_directory_name(File, Folder),
        new_session_file(Folder, Owned),
        catch(rename_file(File, Owned), Error, true),
        taking(Error, File, Owned, Taking)
    ).

taking(Error, _, Owned, taken(Owned)) :-
    var(Error),
    !.
taking(_, File, _, in_use) :-
    \+ exists_file(File),
    !.
taking(Error, _, _, failed(Text)) :-
    error_text(Error, Text).

%!  set_aside(+File, -Aside) is det.
%
%   Moves a file that cannot be loaded out of the way, never deleting
%   it: Aside is `File.unreadable-N`, N the first number not taken.

set_aside(File, Aside) :-
    between(1, inf, N),
    format(atom(Aside), '~w.unreadable-~d', [File, N]),
    \+ exists_file(Aside),
    !,
    catch(rename_file(File, Aside), _, true).
