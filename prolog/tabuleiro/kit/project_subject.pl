:- module(tabuleiro_project_subject,
          [ game_starts/2,              % +Games, -Starts
            project_student/4           % +Module, +Game, +Folder, -Student
          ]).
:- use_module('../game_state', [game_initial_state/3]).
:- use_module('../game_plugin', [players/2, move_term/3]).
:- use_module(move_writing, [move_kinds/2]).
:- use_module(cross_check_student, [student_subject/4, load_course_files/1]).
:- use_module(encoding_inference).
:- use_module(library(apply)).
:- use_module(library(error)).

/** <module> A course project checked as it is, with no adapter

`against(project(Folder))` of cross_check/2: the project's files are
loaded as SICStus code, and the adapter they amount to is inferred
(prolog/tabuleiro/kit/encoding_inference.pl), shown, and used as a written one
would be.
*/

%!  game_starts(+Games, -Starts) is det.
%
%   Starts are `start(Game, Board, Player, Players, Kinds)`, the start
%   position of each of Games with the standard rules, its players and
%   the kinds of its move terms (move_kinds/2, or `none`): what the
%   inference matches a project's start state and moves with.

game_starts(Games, Starts) :-
    maplist(game_start, Games, Starts).

game_start(Game, start(Game, Board, Player, Players, Kinds)) :-
    game_initial_state(Game, [], game_state(Board, Player, _, _)),
    players(Game, Players),
    findall(Move, move_term(Game, Board, Move), Moves),
    (   move_kinds(Moves, Kinds0)
    ->  Kinds = Kinds0
    ;   Kinds = none
    ).

%!  project_student(+Module, +Game, +Folder, -Student) is det.
%
%   Loads the project in Folder into module `user`, infers its encoding
%   of Game, prints what was inferred and the adapter it amounts to,
%   and Student is its record, the adapter's clauses in Module.
%
%   @error domain_error(cross_check_option, against(project(Folder)))
%          when no encoding fits, with the reasons.

project_student(Module, Game, Folder, Student) :-
    (   exists_directory(Folder)
    ->  true
    ;   existence_error(directory, Folder)
    ),
    project_files(Folder, Files),
    with_empty_input(load_course_files(Files)),
    game_starts([Game], Starts),
    infer_adapter(user, Folder, Starts, Inference),
    (   Inference = adapter(_, _, _, _)
    ->  adapter_text(Folder, Inference, Text),
        format("Inferred from your project (save it as adapter.pl to keep or edit it):~n~w~n",
               [Text]),
        install_adapter(Module, Inference, Options),
        student_subject(user, Game, student(Options), Student)
    ;   inference_text(Inference, Why),
        throw(error(domain_error(cross_check_option, against(project(Folder))),
                    context(cross_check/2, Why)))
    ).

%   with_empty_input(:Goal): Goal with an empty standard input whose end
%   raises an error: a menu a project starts as it is loaded (by
%   initialization/1) stops at its first read, instead of waiting for
%   the keyboard or reading what was typed for the toplevel.
with_empty_input(Goal) :-
    stream_property(Input, alias(user_input)),
    current_input(Current),
    setup_call_cleanup(( open('/dev/null', read, Empty, [eof_action(error)]),
                         set_stream(Empty, alias(user_input)),
                         set_input(Empty) ),
                       Goal,
                       ( set_stream(Input, alias(user_input)),
                         set_input(Current),
                         close(Empty) )).
