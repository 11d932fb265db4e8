:- module(tabuleiro_class_command,
          [ class_arguments/4,      % +Argv, +Command, -Folder, -Options
            merge_arguments/4,      % +Argv, +Command, -Folders, -Options
            class_usage/2,          % +Command, +Problem
            class_folder/2,         % +Command, +Folder
            sandbox_setting/3,      % +Command, +Options, -Sandbox
            out_folder/5            % +Command, +Folder, +Suffix, +Options, -Out
          ]).
:- use_module('../games', [game/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(sandbox, [sandbox_available/1]).

/** <module> The command line of the tools that work on a class

Grading (prolog/grade.pl) and the tournament (prolog/tournament.pl)
both take a folder of submissions and options `--NAME=VALUE` or
`--FLAG`, refuse an unknown option or a malformed value with their
usage, run each submission in the sandbox unless told `--unsandboxed`,
and write into a folder beside the class.  Command describes one of
them:

    command(Program, Folders, Usage, Valued, Flags, Doing)

Program its name in messages (`grade`); Folders what the folder holds
(`submissions`); Usage its usage line; Valued its options with a value,
`Name-Kind-Shown` (Shown the word for its value in messages, as `N` in
`--positions=N`; Kind `count`, a positive whole number;
`whole`, a whole number; `seconds`, a positive number; `number`; `folder`;
`game`, a game of games.pl; `pair`, two names with a comma between
them, the option's value being `First-Second`; `numbers`, whole numbers
with commas between them, or `none`, the option's value being their
list; `shard`, `K/N` with 1 =< K =< N, the slice K of N of the class,
class_shards.pl); Flags its options without a value, each meaning
`Flag(true)`; Doing the words of running without the sandbox,
`doing(Gerund, Participle, Present, Submission)` ("Grading", "graded",
"grades", "submission").
*/

%!  class_arguments(+Argv, +Command, -Folder, -Options) is det.
%
%   Folder is the one argument that is not an option, Options the
%   options, as terms `Name(Value)` and `Flag(true)`.
%
%   @throws class_usage(help) when asked `--help`.
%   @throws class_usage(Problem) for anything else.

class_arguments(Argv, Command, Folder, Options) :-
    Command = command(_, Folders, _, _, _, _),
    (   memberchk('--help', Argv)
    ->  throw(class_usage(help))
    ;   true
    ),
    partition([A]>>sub_atom(A, 0, _, _, '--'), Argv, Flags, Positional),
    (   Positional = [Folder]
    ->  true
    ;   Positional == []
    ->  throw(class_usage(format("which folder of ~w?", [Folders])))
    ;   throw(class_usage(format("one folder of ~w, please", [Folders])))
    ),
    maplist(class_option(Command), Flags, Options).

%!  merge_arguments(+Argv, +Command, -Folders, -Options) is det.
%
%   The arguments after `--merge`: Folders, the folders of the slices
%   to merge (one at least), and Options, at most out(Dir), where the
%   merged report goes.
%
%   @throws class_usage(Problem) for anything else.

merge_arguments(Argv, Command, Folders, Options) :-
    Command = command(Program, Items, Usage, _, _, Doing),
    partition([A]>>sub_atom(A, 0, _, _, '--'), Argv, Flags, Folders),
    (   Folders == []
    ->  throw(class_usage("--merge takes the folders of the slices to merge"))
    ;   true
    ),
    Merge = command(Program, Items, Usage, [out-folder-'DIR'], [], Doing),
    maplist(class_option(Merge), Flags, Options).

class_option(command(_, _, _, Valued, Flags, _), Argument, Option) :-
    (   sub_atom(Argument, 2, _, 0, Flag),
        memberchk(Flag, Flags)
    ->  Option =.. [Flag, true]
    ;   sub_atom(Argument, 2, _, 0, Body),
        sub_atom(Body, Before, _, After, '='),
        sub_atom(Body, 0, Before, _, Name),
        sub_atom(Body, _, After, 0, Value),
        memberchk(Name-Kind-_, Valued)
    ->  option_value(Kind, Name, Value, Option)
    ;   options_text(Valued, Flags, Known),
        throw(class_usage(format("unknown option ~w; the options are ~w", [Argument, Known])))
    ).

options_text(Valued, Flags, Text) :-
    findall(Item, ( member(Name-_-Shown, Valued),
                    format(atom(Item), "--~w=~w", [Name, Shown]) ), Items1),
    findall(Item, ( member(Flag, Flags), format(atom(Item), "--~w", [Flag]) ), Items2),
    append(Items1, Items2, Items),
    (   Items = [Text]
    ->  true
    ;   append(Firsts, [Last], Items),
        atomic_list_concat(Firsts, ', ', Front),
        format(atom(Text), "~w and ~w", [Front, Last])
    ).

option_value(folder, Name, Value, Option) :-
    !,
    Option =.. [Name, Value].
option_value(game, Name, Value, Option) :-
    !,
    (   game(Value)
    ->  Option =.. [Name, Value]
    ;   findall(Game, game(Game), Games),
        atomic_list_concat(Games, ', ', Known),
        throw(class_usage(format("no game ~w; the games are ~w", [Value, Known])))
    ).
option_value(pair, Name, Value, Option) :-
    !,
    (   atomic_list_concat([First, Second], ',', Value),
        First \== '',
        Second \== ''
    ->  Option =.. [Name, First-Second]
    ;   throw(class_usage(format("--~w takes two names with a comma between them, \c
                                  not '~w'", [Name, Value])))
    ).
option_value(numbers, Name, Value, Option) :-
    !,
    (   Value == none
    ->  Numbers = []
    ;   atomic_list_concat(Words, ',', Value),
        maplist([Word, N]>>( catch(atom_number(Word, N), _, fail), integer(N), N >= 0 ),
                Words, Numbers)
    ->  true
    ;   throw(class_usage(format("--~w takes whole numbers with commas between them, \c
                                  or none, not '~w'", [Name, Value])))
    ),
    Option =.. [Name, Numbers].
option_value(shard, Name, Value, Option) :-
    !,
    (   atomic_list_concat([KText, NText], /, Value),
        catch(( atom_number(KText, K), atom_number(NText, N) ), _, fail),
        integer(K), integer(N),
        between(1, N, K)
    ->  Option =.. [Name, K/N]
    ;   throw(class_usage(format("--~w takes K/N, slice K of N (whole numbers, \c
                                  1 <= K <= N), not '~w'", [Name, Value])))
    ).
option_value(Kind, Name, Value, Option) :-
    (   catch(atom_number(Value, N), _, fail),
        number_of_kind(Kind, N)
    ->  Option =.. [Name, N]
    ;   kind_words(Kind, Words),
        throw(class_usage(format("--~w takes ~w, not '~w'", [Name, Words, Value])))
    ).

number_of_kind(count, N) :- integer(N), N > 0.
number_of_kind(whole, N) :- integer(N), N >= 0.
number_of_kind(seconds, N) :- N > 0.
number_of_kind(number, _).

kind_words(count, "a positive whole number").
kind_words(whole, "a whole number").
kind_words(seconds, "a positive number of seconds").
kind_words(number, "a number").

%!  class_usage(+Command, +Problem) is det.
%
%   Says Problem (class_arguments/4's) in one line on stderr and halts
%   with status 2; for `help`, prints the usage on stdout and halts
%   with status 0.

class_usage(command(_, _, Usage, _, _, _), help) :-
    !,
    format("Usage: ~w~n", [Usage]),
    halt(0).
class_usage(command(Program, _, _, _, _, _), Problem) :-
    (   Problem = format(Format, Args)
    ->  format(string(Message), Format, Args)
    ;   Message = Problem
    ),
    format(user_error, "~w: ~w (--help shows the usage)~n", [Program, Message]),
    halt(2).

%!  class_folder(+Command, +Folder) is det.
%
%   Folder exists; if not, says so and halts with status 2.

class_folder(command(Program, _, _, _, _, _), Folder) :-
    (   exists_directory(Folder)
    ->  true
    ;   format(user_error, "~w: no folder ~w~n", [Program, Folder]),
        halt(2)
    ).

%!  sandbox_setting(+Command, +Options, -Sandbox) is det.
%
%   Sandbox is `false` when Options say unsandboxed(true) (said once, as
%   the risk it is), else `true`.  Where the sandbox cannot run, nothing
%   runs without that word: it says why and halts with status 2.

sandbox_setting(command(Program, _, _, _, _, doing(Gerund, Participle, Present, One)),
                Options, Sandbox) :-
    (   option(unsandboxed(true), Options)
    ->  format("~w without the sandbox (--unsandboxed): each ~w can see and change \c
                what you can.~n", [Gerund, One]),
        Sandbox = false
    ;   sandbox_available(Answer),
        Answer == yes
    ->  Sandbox = true
    ;   sandbox_available(no(Why)),
        format(user_error, "~w: the sandbox (bubblewrap) cannot run here: ~w. \c
                            Nothing was ~w; --unsandboxed ~w without it.~n",
               [Program, Why, Participle, Present]),
        halt(2)
    ).

%!  out_folder(+Command, +Folder, +Suffix, +Options, -Out) is det.
%
%   Out is the folder of option out(Out), else Folder's name followed by
%   Suffix, beside it (never inside the class), made before anything
%   runs: a class is never run for a report that cannot be written (it
%   says so and halts with status 2).

out_folder(command(Program, _, _, _, _, _), Folder, Suffix, Options, Out) :-
    (   option(out(Out0), Options)
    ->  Out = Out0
    ;   absolute_file_name(Folder, Absolute),
        atom_concat(Absolute, Suffix, Out)
    ),
    catch(make_directory_path(Out), E, true),
    (   var(E), access_file(Out, write)
    ->  true
    ;   format(user_error, "~w: cannot write the report into ~w~n", [Program, Out]),
        halt(2)
    ).
