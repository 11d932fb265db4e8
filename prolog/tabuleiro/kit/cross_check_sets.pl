:- module(tabuleiro_cross_check_sets,
          [ ready_set/4,            % ?Game, ?Name, -Rules, -Notations
            set_union/3,            % ?Game, ?Name, -Names
            set_name/3,             % ?Game, ?Name, -Rules
            set_notations/3         % +Game, +Name, -Notations
          ]).
:- use_module('../game_plugin', [built_set/4]).
:- reexport('../game_plugin', [ready_set/4, set_union/3]).
:- use_module('../games', [game/1, load_game_module/1]).
:- use_module(library(lists)).

/** <module> The cross-check's ready sets of positions

Random games seldom reach the rules that matter most: a pass, a
checkmate, a Warrior jumping over a hole, a Queen leaving the game, a
surrounded King.  Each ready set gathers hand-chosen positions that
exercise one rule, named for it, for cross_check(Game, [set(Name)]).
The rules documents' own positions are among them; the others were
picked from random games and searches with the C core, for variety
(both players, few and many pieces, the rule met in different ways).
tests/cross_check/ready_sets.pl checks that every position shows what
its set claims, on the C core.

Each game keeps its sets, and says what each claims, in its own
`prolog/tabuleiro/GAME/position_sets.pl`, as clauses of the plug-in's hooks
ready_set/4 (hand-chosen positions), set_union/3 (a set made of others)
and built_set/4 (a set computed, such as one position per winning
shape).  A set is made for some rule options (Rules): its positions are
positions of those rules, and its claim holds under them.
*/

%   The sets are the games': every game is loaded with this module.
:- forall(game(Game), load_game_module(Game)).

%!  set_name(?Game, ?Name, -Rules) is nondet.
%
%   Name is a ready set of Game, made for the rule options Rules.

set_name(Game, Name, Rules) :-
    built_set_name(Game, Name, Rules).
set_name(Game, Name, Rules) :-
    ready_set(Game, Name, Rules, _).
set_name(Game, Name, []) :-
    set_union(Game, Name, _).

built_set_name(Game, Name, Rules) :-
    clause(tabuleiro_game_plugin:built_set(Game, Name, Rules, _), _).

%!  set_notations(+Game, +Name, -Notations) is semidet.
%
%   Notations are the positions of the ready set Name of Game.

set_notations(Game, Name, Notations) :-
    built_set_name(Game, Name, _),
    !,
    built_set(Game, Name, _, Notations).
set_notations(Game, Name, Notations) :-
    set_union(Game, Name, Names),
    !,
    findall(Text,
            ( member(Part, Names),
              ready_set(Game, Part, _, Texts),
              member(Text, Texts) ),
            Notations).
set_notations(Game, Name, Notations) :-
    ready_set(Game, Name, _, Notations).
