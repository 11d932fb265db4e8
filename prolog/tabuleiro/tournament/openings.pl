:- module(tabuleiro_tournament_openings,
          [ balanced_openings/5,      % +Game, +Count, +Margin, +Seed, -Openings
            opening_score/3,          % +Game, +Opening, -Score
            default_balance/2,        % +Game, -Margin
            opening_search_depth/1    % -Depth
          ]).
:- use_module('../game_state').
:- use_module('../backend', [backend_search/7]).
:- use_module('../game_plugin', [opening_balance/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

/** <module> A tournament's openings: seeded, and level when scored

An opening is two random plies from the start, drawn from a seed, so
that players who choose the same move each time do not play one game
over and over.  A drawn opening is kept only when Tabuleiro's search
(level 3's backend_search/7) scores the position after it within a
margin of even, so that neither colour starts from a won position and
the two games of the opening (colours reversed) are fair to both.

The search goes to a fixed depth with a fixed seed, not for a time: a
timed search reaches a different depth on a busy machine, and the same
seed must give the same openings everywhere.
*/

%!  opening_search_depth(-Depth) is det.
%
%   The depth of the search that scores an opening: even, so that the
%   last ply searched is the opponent's reply, and a few milliseconds on
%   the C core in every game.

opening_search_depth(4).

%!  default_balance(+Game, -Margin) is det.
%
%   The margin of even for Game, in its value/5 units: the game's
%   opening_balance/2 hook, else 100.

default_balance(Game, Margin) :-
    (   opening_balance(Game, Margin0)
    ->  Margin = Margin0
    ;   Margin = 100
    ).

%!  balanced_openings(+Game, +Count, +Margin, +Seed, -Openings) is det.
%
%   Openings is `openings(Kept, Note)`: Kept, Count different openings
%   (fewer if the game has fewer), each a list of two moves from the
%   start, drawn from Seed in order and kept when opening_score/3 is
%   within Margin of 0.  At most 20 draws per opening are tried; when
%   fewer than Count are level, the others are the first unlevel ones
%   drawn, and Note is `unbalanced(Unlevel, Draws)`, Unlevel of them
%   out of Margin after Draws draws; otherwise Note is `balanced`.

balanced_openings(Game, Count, Margin, Seed, openings(Kept, Note)) :-
    set_random(seed(Seed)),
    game_initial_state(Game, [], Start),
    Draws is 20 * Count,
    draw_openings(Draws, Game, Start, Count, Margin, [], [], Level, Unlevel),
    length(Level, LevelCount),
    Missing is Count - LevelCount,
    length(Unlevel, UnlevelCount),
    Filling is min(Missing, UnlevelCount),
    length(Fill, Filling),
    append(Fill, _, Unlevel),
    append(Level, Fill, Kept),
    (   Filling =:= 0
    ->  Note = balanced
    ;   Note = unbalanced(Filling, Draws)
    ).

%   draw_openings(+Left, +Game, +Start, +Count, +Margin, +Level0,
%                 +Unlevel0, -Level, -Unlevel): draws until Count level
%   openings are found or Left draws are spent; a repeated opening is
%   skipped without scoring it again.  Both lists in the order drawn.

draw_openings(Left, Game, Start, Count, Margin, Level0, Unlevel0, Level, Unlevel) :-
    (   ( Left =:= 0 ; length(Level0, Count) )
    ->  reverse(Level0, Level),
        reverse(Unlevel0, Unlevel)
    ;   Left1 is Left - 1,
        random_opening(Game, Start, Opening),
        (   ( memberchk(Opening, Level0) ; memberchk(Opening, Unlevel0) )
        ->  Level1 = Level0, Unlevel1 = Unlevel0
        ;   opening_score(Game, Opening, Score),
            abs(Score) =< Margin
        ->  Level1 = [Opening|Level0], Unlevel1 = Unlevel0
        ;   Level1 = Level0, Unlevel1 = [Opening|Unlevel0]
        ),
        draw_openings(Left1, Game, Start, Count, Margin, Level1, Unlevel1, Level, Unlevel)
    ).

random_opening(Game, Start, [Move1, Move2]) :-
    game_valid_moves(Game, Start, Moves1),
    random_member(Move1, Moves1),
    game_move(Game, Start, Move1, State1),
    game_valid_moves(Game, State1, Moves2),
    random_member(Move2, Moves2).

%!  opening_score(+Game, +Opening, -Score) is det.
%
%   Score is the search's score of the position after Opening for the
%   player to move (opening_search_depth/1, seed 1), in value/5 units;
%   100000 - N for a win in N plies.  The search's own seed is fixed,
%   and library(random) is left as it was, so that scoring an opening
%   does not change the draws that follow.  An opening that ends the
%   game scores as its end: 100000 won, 0 drawn, -100000 lost.

opening_score(Game, Opening, Score) :-
    game_initial_state(Game, [], Start),
    foldl(play_move(Game), Opening, Start, State),
    State = game_state(Board, Player, Rules, _),
    opening_search_depth(Depth),
    (   backend_search(Game, Rules, Board, Player, [depth(Depth), seed(1)], _,
                       search(Score0, _, _, _))
    ->  Score = Score0
    ;   game_value(Game, State, Player, Score)
    ).

play_move(Game, Move, State0, State) :-
    game_move(Game, State0, Move, State).
