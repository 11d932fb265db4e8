:- module(tabuleiro_tournament_schedule,
          [ entrants/4,                 % +Game, +Entries, +Levels, -Entrants
            level_name/3,               % ?Game, ?Level, ?Name
            levels_left_out/2,          % +Game, -LeftOut
            entrant_name/2,             % +Entrant, -Name
            schedule/3,                 % +Entrants, +Settings, -Units
            pairing_games/5             % +Openings, +Pair, -Games, +N0, -N
          ]).
:- use_module('../game_state', [game_level/3]).
:- use_module('../game_plugin', [level_unavailable/4, level_left_out/4]).
:- use_module('../message_text', [message_text/2]).
:- use_module(referee, [level_entrant/2]).
:- use_module('../kit/report_text', [terminal_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).

/** <module> Who plays whom: the entrants and the games to play

The entrants are a class's students and Tabuleiro's levels; the games
are numbered, each `game(Number, First, Second, Opening)`, every
opening played with both colours.
*/

%!  entrants(+Game, +Entries, +Levels, -Entrants) is det.
%
%   Entrants are the students, one per subfolder of the class (its Entries,
%   with_class_entries/3), then Tabuleiro's Levels; each `student(Name,
%   Path)` or `level(Name, Level)`.  A folder named like a level plays as
%   `NAME (student)`.  A link is no entrant, and is said so.

entrants(Game, Entries, Levels, Entrants) :-
    forall(member(entry(Link, _, link), Entries),
           ( terminal_text(Link, Shown),
             format(user_error, "~w is not an entrant: it is a link, not a folder of its own~n",
                    [Shown]) )),
    findall(student(Name, Path),
            ( member(entry(File, Path, folder), Entries),
              student_name(Game, File, Name) ),
            Students),
    findall(level(Name, Level),
            ( member(Level, Levels), level_name(Game, Level, Name) ),
            LevelEntrants),
    append(Students, LevelEntrants, Entrants).

%!  level_name(?Game, ?Level, ?Name) is nondet.
%
%   Name is the entrant name of the Level of Game that can play: the
%   levels are 1 to 3, and those a game adds that can play its standard
%   rules now (the perfect player, where its database is).

level_name(Game, Level, Name) :-
    game_level(Game, Level, _),
    (   Level =< 3
    ->  true
    ;   \+ level_unavailable(Game, Level, [], _)
    ),
    level_entrant(Level, entrant(Name, _, _)).

%!  levels_left_out(+Game, -LeftOut) is det.
%
%   LeftOut are the levels Game adds that cannot play its standard rules
%   now, and level_name/3 leaves out: `left_out(Level, Text)`, Text a
%   sentence that says so, why, and how to make it play (the perfect
%   player, where its database is not built).

levels_left_out(Game, LeftOut) :-
    findall(left_out(Level, Text),
            ( game_level(Game, Level, Description),
              Level > 3,
              level_unavailable(Game, Level, [], Unavailable),
              (   level_left_out(Game, Level, [], Why)
              ->  true
              ;   Why = Unavailable
              ),
              message_text(Why, WhyText),
              format(string(Text), "Level ~d (~w) does not play: ~w.",
                     [Level, Description, WhyText]) ),
            LeftOut).

student_name(Game, File, Name) :-
    (   level_name(Game, _, File)
    ->  atom_concat(File, ' (student)', Name)
    ;   Name = File
    ).

%!  entrant_name(+Entrant, -Name) is det.
%
%   Name is the name of Entrant, `student(Name, Path)` or `level(Name,
%   Level)`.

entrant_name(student(Name, _), Name).
entrant_name(level(Name, _), Name).

%!  schedule(+Entrants, +Settings, -Units) is det.
%
%   Units are the pairings of a round robin or a gauntlet
%   (Settings.schedule), in order, each `pairing(A, B)-Games`: Games
%   the pairing's games (pairing_games/5), numbered from 1 across the
%   pairings.  A pairing is the unit that a shard plays whole.

schedule(Entrants, Settings, Units) :-
    findall(A-B, meeting(Settings.schedule, Entrants, A, B), Pairs),
    foldl(pairing_unit(Settings.opening_moves), Pairs, Units, 1, _).

pairing_unit(Openings, A-B, pairing(A, B)-Games, N0, N) :-
    pairing_games(Openings, A-B, Games, N0, N).

numbered_game(First-Second-Opening, game(N, First, Second, Opening), N, N1) :-
    N1 is N + 1.

meeting(round_robin, Entrants, A, B) :-
    append(_, [EntrantA|Later], Entrants),
    member(EntrantB, Later),
    entrant_name(EntrantA, A),
    entrant_name(EntrantB, B).
meeting(gauntlet, Entrants, A, B) :-
    member(student(A, _), Entrants),
    member(level(B, _), Entrants).

%!  pairing_games(+Openings, +Pair, -Games, +N0, -N) is det.
%
%   Games are those of the pairing Pair, `A-B`: each of Openings with A
%   first, then with B first, numbered from N0 on; N is the next number.

pairing_games(Openings, A-B, Games, N0, N) :-
    findall(First-Second-Opening,
            ( member(Opening, Openings),
              ( First-Second = A-B ; First-Second = B-A ) ),
            Unnumbered),
    foldl(numbered_game, Unnumbered, Games, N0, N).
