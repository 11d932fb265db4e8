:- module(tabuleiro_tournament_referee,
          [ referee_game/4,         % +Game, +Entrants, +Options, -Result
            level_entrant/2,        % +Level, -Entrant
            result_sentence/4,      % +Game, +Entrants, +Result, -Sentence
            forfeit_text/3          % +Kind, +Detail, -Text
          ]).
:- use_module('../games').
:- use_module('../game_plugin').
:- use_module('../game_state').
:- use_module('../backend').
:- use_module('../saved_game').
:- use_module('../message_text', [message_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(error)).
:- use_module(library(time)).

/** <module> One game between two players, refereed by the C core

An entrant is `entrant(Name, Kind, Closure)`: Name (an atom) is how the
reports call it; Kind is `computer(Level)` for one of Tabuleiro's own
levels (level_entrant/2) or `program` for anyone else's code; Closure is
called as

    call(Closure, Game, State, Move)

and answers Move for the game state State (prolog/tabuleiro/game_state.pl's
terms).  A closure that knows better than the referee why it has no
move (a player in another process that crashed, say) throws
`entrant_forfeit(Kind, Detail)`, Kind one of the causes below.

The referee trusts none of its answers.  Every question about the rules
goes to the C core (with_backend(c, ...)), whatever backend the calling
thread uses.  The entrant to move loses the game, the cause being
`forfeit(Kind, Position, Detail)` with Position the notation of the
position it was asked about, when it:

  - answers a move that is not legal there: `illegal_move`, Detail the
    move as typed (or as written, when it cannot be typed), or
    `wrong_side` when the move is legal for the other player only;
  - answers something that is not a move of the game: `not_a_move`,
    Detail the term written;
  - answers nothing within the move's time: `time`, Detail the seconds;
  - throws: `crash`, Detail the error's message;
  - fails: `no_move`;
  - cannot play at all (a student's program that did not load):
    `not_loaded`, Detail the reason, thrown by its closure.

A move that is the only legal one and that the game plays for a player
whatever it is (forced_move/3: a pass) is played without asking, as the
game loop does.  Otherwise the game ends when the rules say (game_over/3
on the C core: a win or a draw by the rules), cause `rules`, or by the
third repetition of a position (game_state.pl's draw, which a game's
own rules may lack: repetition_draw_added/2), cause `repetition`, or as
a draw when it reaches the ply cap,
cause `ply_cap` (with the option adjudicate(true), where a level of
the game plays perfectly, as the solved game says: cause
`adjudicated(Value)`, Value win(N), draw or loss(N) for the player to
move).
*/

:- meta_predicate referee_game(+, :, +, -).

%!  referee_game(+Game, :Entrants, +Options, -Result) is det.
%
%   Plays Game between Entrants, `[First, Second]` in playing order.
%   Result is `game_result(Outcome, Cause, Plies, Moves)`: Outcome is
%   `winner(Player)` (a player of the game, as players/2 names it) or
%   `draw`; Cause as the module documentation says; Plies the number
%   of moves played, Moves those moves from the start.  Options:
%
%     - rules(Names): the rule options (default none);
%     - opening(Moves): moves the referee plays from the start before
%       asking the entrants (default none);
%     - move_seconds(S): the time for each move (default 10);
%     - max_plies(N): the ply cap, counting the opening (default 400);
%     - adjudicate(true): a game at the ply cap is decided by the solved
%       game where a level of the game plays perfectly (the default,
%       `false`, makes it a draw);
%     - save(File): the game is saved to File (save_game/5), each
%       entrant named in a comment line, with the result.
%
%   @error domain_error(opening, Moves) if Moves are not legal moves
%          from the start.

referee_game(Game, Module:Entrants0, Options, Result) :-
    must_be(list(compound), Entrants0),
    length(Entrants0, 2),
    maplist(qualified_entrant(Module), Entrants0, Entrants),
    load_game_module(Game),
    load_game_kit(Game),
    option(rules(Rules), Options, []),
    option(opening(Opening), Options, []),
    option(move_seconds(Seconds), Options, 10),
    option(max_plies(MaxPlies), Options, 400),
    must_be(positive_integer, MaxPlies),
    must_be(number, Seconds),
    (   Seconds > 0
    ->  true
    ;   domain_error(move_seconds, Seconds)
    ),
    game_players(Game, Players),
    pairs_keys_values(Sides, Players, Entrants),
    opening_state(Game, Rules, Opening, State0),
    option(adjudicate(Adjudicate), Options, false),
    Limits = limits(Seconds, MaxPlies, Adjudicate),
    length(Opening, OpeningPlies),
    play_plies(Game, Sides, Limits, OpeningPlies, State0, Outcome, Cause, State),
    with_backend(c, moves_played(Game, State, Moves)),
    length(Moves, Plies),
    Result = game_result(Outcome, Cause, Plies, Moves),
    (   option(save(File), Options)
    ->  save_refereed_game(File, Game, Sides, State, Result)
    ;   true
    ).

%   The closures are called here, in the caller's module unless they
%   name their own.

qualified_entrant(Module, entrant(Name, Kind, Closure0), entrant(Name, Kind, Closure)) :-
    strip_module(Module:Closure0, ClosureModule, Plain),
    Closure = ClosureModule:Plain.

opening_state(Game, Rules, Opening, State) :-
    with_backend(c, game_initial_state(Game, [rules(Rules)], Start)),
    (   foldl(referee_move(Game), Opening, Start, State)
    ->  true
    ;   domain_error(opening, Opening)
    ).

referee_move(Game, Move, State0, State) :-
    with_backend(c, game_move(Game, State0, Move, State)).

%   play_plies(+Game, +Sides, +Limits, +Plies, +State0, -Outcome, -Cause,
%   -State): the game from State0, Plies moves from the start, to its
%   end, State.

play_plies(Game, Sides, Limits, Plies, State0, Outcome, Cause, State) :-
    (   with_backend(c, game_over(Game, State0, Winner))
    ->  State = State0,
        outcome(Winner, Outcome),
        (   with_backend(c, game_over_by_repetition(Game, State0))
        ->  Cause = repetition
        ;   Cause = rules
        )
    ;   Limits = limits(_, MaxPlies, Adjudicate),
        Plies >= MaxPlies
    ->  State = State0,
        capped_end(Adjudicate, Game, State, Outcome, Cause)
    ;   next_move(Game, Sides, Limits, State0, Next),
        (   Next = played(State1)
        ->  Plies1 is Plies + 1,
            play_plies(Game, Sides, Limits, Plies1, State1, Outcome, Cause, State)
        ;   Next = forfeit(Loser, Forfeit),
            State = State0,
            other_side(Game, Loser, Winner),
            Outcome = winner(Winner),
            Cause = Forfeit
        )
    ).

outcome(draw, draw) :- !.
outcome(Player, winner(Player)).

other_side(Game, Player, Other) :-
    game_players(Game, Players),
    once(select(Player, Players, [Other])).

game_players(Game, Players) :-
    once(players(Game, Players)).

%   next_move(+Game, +Sides, +Limits, +State0, -Next): Next is
%   played(State1), the position after the move of the player to move,
%   or forfeit(Player, Cause) when that player loses on the spot.

%   capped_end(+Adjudicate, +Game, +State, -Outcome, -Cause): a game at
%   the ply cap is a draw, unless it is to be adjudicated and a level
%   of the game plays perfectly here (game_choose_move/5 answers
%   perfect(Value), Value for the player to move): then the solved game
%   decides.

capped_end(true, Game, State, Outcome, adjudicated(Value)) :-
    perfect_value(Game, State, Value),
    !,
    state_player(State, Mover),
    other_side(Game, Mover, Other),
    value_outcome(Value, Mover, Other, Outcome).
capped_end(_, _, _, draw, ply_cap).

perfect_value(Game, State, Value) :-
    state_rules(State, Rules),
    game_level(Game, Level, _),
    Level > 3,
    \+ level_unavailable(Game, Level, Rules, _),
    with_backend(c, game_choose_move(Game, State, Level, _, perfect(Value))),
    !.

value_outcome(win(_), Mover, _, winner(Mover)).
value_outcome(loss(_), _, Other, winner(Other)).
value_outcome(draw, _, _, draw).

next_move(Game, Sides, limits(Seconds, _, _), State0, Next) :-
    with_backend(c, game_valid_moves(Game, State0, Legal)),
    state_player(State0, Player),
    (   Legal = [Only],
        forced_move(Game, Only, _)
    ->  referee_move(Game, Only, State0, State1),
        Next = played(State1)
    ;   memberchk(Player-entrant(_, _, Closure), Sides),
        answer(Closure, Game, State0, Seconds, Answer),
        judge(Answer, Game, State0, Legal, Seconds, Judged),
        (   Judged = legal(Move)
        ->  referee_move(Game, Move, State0, State1),
            Next = played(State1)
        ;   Judged = forfeit(Kind, Detail),
            with_backend(c, game_state_notation(Game, State0, Position)),
            Next = forfeit(Player, forfeit(Kind, Position, Detail))
        )
    ).

%   answer(+Closure, +Game, +State, +Seconds, -Answer): what the
%   entrant said: move(Move), failed, time, or error(E).

answer(Closure, Game, State, Seconds, Answer) :-
    catch(( call_with_time_limit(Seconds, once(call(Closure, Game, State, Move)))
          ->  Answer = move(Move)
          ;   Answer = failed
          ),
          Error,
          thrown_answer(Error, Answer)).

thrown_answer(time_limit_exceeded, time) :- !.
thrown_answer(time_limit_exceeded(_), time) :- !.
thrown_answer(Error, error(Error)).

%   judge(+Answer, +Game, +State, +Legal, +Seconds, -Judged): legal(Move),
%   or forfeit(Kind, Detail).

judge(move(Move), Game, State, Legal, _, Judged) :-
    (   \+ is_move_term(Game, State, Move)
    ->  term_text(Move, Text),
        Judged = forfeit(not_a_move, Text)
    ;   memberchk(Move, Legal)
    ->  Judged = legal(Move)
    ;   typed_move(Game, Move, Text),
        (   legal_for_the_other_side(Game, State, Move)
        ->  Judged = forfeit(wrong_side, Text)
        ;   Judged = forfeit(illegal_move, Text)
        )
    ).
judge(failed, _, _, _, _, forfeit(no_move, none)).
judge(time, _, _, _, Seconds, forfeit(time, Seconds)).
judge(error(Error), _, _, _, _, Judged) :-
    (   Error = entrant_forfeit(Kind, Detail)
    ->  Judged = forfeit(Kind, Detail)
    ;   message_text(Error, Message),
        Judged = forfeit(crash, Message)
    ).

is_move_term(Game, State, Move) :-
    ground(Move),
    state_board(State, Board),
    once(move_term(Game, Board, Move)).

%   A move the player to move may not play, but the other player could
%   in the same position, was played for the wrong side.

legal_for_the_other_side(Game, State, Move) :-
    state_board(State, Board),
    state_player(State, Player),
    state_rules(State, Rules),
    other_side(Game, Player, Other),
    catch(with_backend(c, backend_valid_moves(Game, Rules, Board, Other, Moves)),
          _, fail),
    memberchk(Move, Moves).

typed_move(Game, Move, Text) :-
    (   catch(move_to_text(Game, Move, Typed), _, fail)
    ->  format(string(Text), "~w", [Typed])
    ;   term_text(Move, Text)
    ).

%   Terms from an entrant may be deep or cyclic: they are written to a
%   bounded depth.

term_text(Term, Text) :-
    format(string(Text), "~W", [Term, [quoted(true), max_depth(10)]]).

%!  level_entrant(+Level, -Entrant) is det.
%
%   Entrant is Tabuleiro's computer at Level (game_choose_move/4),
%   named `level Level`.

level_entrant(Level, entrant(Name, computer(Level), Closure)) :-
    Closure = tabuleiro_tournament_referee:level_move(Level),
    must_be(positive_integer, Level),
    format(atom(Name), "level ~d", [Level]).

level_move(Level, Game, State, Move) :-
    game_choose_move(Game, State, Level, Move).

                 /*******************************
                 *          SAVING A GAME       *
                 *******************************/

%   A saved game knows its players as `human` or `computer(Level)`
%   only: an entrant of Kind `program` is saved as `human`, and every
%   entrant is named in a comment line, with the result, which loading
%   skips.  The moves saved are the result's, found once.

save_refereed_game(File, Game, Sides, State, Result) :-
    maplist(saved_side, Sides, Players),
    maplist(entrant_comment, Sides, EntrantComments),
    pairs_values(Sides, Entrants),
    result_sentence(Game, Entrants, Result, Sentence),
    one_line(Sentence, ResultLine),
    append(EntrantComments, [result(ResultLine)], Comments),
    Result = game_result(_, _, _, Moves),
    state_rules(State, Rules),
    save_game_moves(File, Game, Players, Rules, Moves, Comments).

saved_side(Player-entrant(_, computer(Level), _), Player-computer(Level)) :- !.
saved_side(Player-entrant(_, program, _), Player-human).

entrant_comment(Player-entrant(Name, Kind, _), entrant(Line)) :-
    kind_text(Kind, KindText),
    format(string(Text), "~w is ~w (~w)", [Player, Name, KindText]),
    one_line(Text, Line).

kind_text(computer(Level), Text) :-
    format(string(Text), "Tabuleiro's level ~w", [Level]).
kind_text(program, "a program, saved as human").

%   one_line(+Text, -Line): Text with its control characters, newlines
%   among them, made spaces, so that it stays one comment line.

one_line(Text, Line) :-
    string_codes(Text, Codes0),
    maplist(printable_code, Codes0, Codes),
    string_codes(Line, Codes).

printable_code(Code0, Code) :-
    (   ( Code0 < 32 ; Code0 >= 127, Code0 < 160 )
    ->  Code = 0'\s
    ;   Code = Code0
    ).

%!  result_sentence(+Game, +Entrants, +Result, -Sentence) is det.
%
%   Sentence (a string) says how the game refereed between Entrants
%   (as given to referee_game/4) ended: "level 2 (ninja) wins: level 1
%   (samurai) played an illegal move, a1-b2, in POSITION.".

result_sentence(Game, Entrants, game_result(Outcome, Cause, Plies, _), Sentence) :-
    game_players(Game, Players),
    pairs_keys_values(Sides, Players, Entrants),
    outcome_text(Outcome, Sides, OutcomeText),
    cause_text(Cause, Game, Sides, Outcome, CauseText),
    format(string(Sentence), "~w after ~d plies: ~w.",
           [OutcomeText, Plies, CauseText]).

outcome_text(draw, _, "Draw").
outcome_text(winner(Player), Sides, Text) :-
    side_name(Sides, Player, Name),
    format(string(Text), "~w wins", [Name]).

side_name(Sides, Player, Text) :-
    memberchk(Player-entrant(Name, _, _), Sides),
    format(string(Text), "~w (~w)", [Name, Player]).

cause_text(rules, _, _, _, "the rules end the game").
cause_text(repetition, Game, _, _, Text) :-
    (   repetition_draw_added(Game, Citation)
    ->  format(string(Text), "the same position occurred for the third time, a draw by \c
                              this project's addition to the rules (~w)", [Citation])
    ;   Text = "the same position occurred for the third time, a draw by the rules"
    ).
cause_text(ply_cap, _, _, _, "the ply cap was reached").
cause_text(adjudicated(Value), _, _, _, Text) :-
    value_words(Value, Words),
    format(string(Text), "the ply cap was reached, where the solved game gives the \c
                          player to move ~w", [Words]).

cause_text(forfeit(Kind, Position, Detail), Game, Sides, winner(Winner), Text) :-
    other_side(Game, Winner, Loser),
    side_name(Sides, Loser, Name),
    forfeit_text(Kind, Detail, What),
    format(string(Text), "~w ~w, in ~w", [Name, What, Position]).

value_words(win(Plies), Words) :-
    format(string(Words), "a win in ~d plies", [Plies]).
value_words(loss(Plies), Words) :-
    format(string(Words), "a loss in ~d plies", [Plies]).
value_words(draw, "a draw").

%!  forfeit_text(+Kind, +Detail, -Text) is det.
%
%   Text (a string) says what an entrant that lost by forfeit(Kind, _,
%   Detail) did: "played an illegal move, a1-b2".

forfeit_text(illegal_move, Move, Text) :-
    format(string(Text), "played an illegal move, ~w", [Move]).
forfeit_text(wrong_side, Move, Text) :-
    format(string(Text), "played a move of the other side, ~w", [Move]).
forfeit_text(not_a_move, Answer, Text) :-
    format(string(Text), "answered something that is not a move, ~w", [Answer]).
forfeit_text(time, Seconds, Text) :-
    format(string(Text), "gave no move within ~w s", [Seconds]).
forfeit_text(crash, Message, Text) :-
    format(string(Text), "crashed: ~w", [Message]).
forfeit_text(no_move, _, "gave no move").
forfeit_text(not_loaded, Why, Text) :-
    format(string(Text), "could not play: ~w", [Why]).
