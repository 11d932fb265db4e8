:- module(game_loop,
          [ play_game/1,            % +Game
            game_menu/1,            % +Game
            run_session/1,          % :Goal
            ask_choice/3,           % +Question, +Choices, -Key
            game_title/2,           % +Game, -Title
            show_status/2           % +Game, +State
          ]).
:- use_module(game_state).
:- use_module(backend).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> The game loop, once for every game

The course's text interface: the menu of modes, the computer levels, the
rule options, then the game itself with its move prompt.  It knows no
game; what it needs from one, a game module provides by adding clauses
to the hooks below, with the game's name as first argument:

  - player_name(Game, Player, Name): how a player is called;
  - move_from_text(Game, Text, Move): reads a move typed by a person
    (fails when Text is not a move);
  - move_to_text(Game, Move, Text): writes a move the way a person types
    it;
  - move_forms(Game, Text): says, in a sentence, how to type a move;
  - show_rules(Game): prints the rules, for the `help` command;
  - rule_option_text(Game, Rule, Text): describes a rule option;
  - forced_move(Game, Move, Text): Move is never chosen but played for a
    player whose only legal move it is (such as a pass); the loop then
    says "Name Text." and plays it, whoever plays that side;
  - level_ready(Game, Level, Rules, Ready) (optional): prepares a level
    above 3 for Rules; Ready is the level that will play;
  - exact_hint(Game, State) (optional): prints a better hint than the
    level-3 suggestion (Teeko: every move with its exact value);
  - move_from_text(Game, State, Text, Move) (optional): reads a move
    whose meaning depends on the position (Echek: `queen c3` places the
    Queen or moves it); tried before move_from_text/3;
  - illegal_move_reason(Game, State, Move, Reason) (optional): Reason
    says which rule the move typed breaks;
  - draw_reason(Game, State, Text) (optional): Text explains a draw the
    rules decided (it fails for a draw by repetition).

The game module must also export display_game/1, which may call
show_status/2 for its last line.

At the prompt a person types a move or a command: `moves`, `hint`,
`undo`, `help` or `quit`.  End of input at any question ends the session
cleanly.
*/

:- multifile
    player_name/3,
    move_from_text/3,
    move_to_text/3,
    move_forms/2,
    show_rules/1,
    rule_option_text/3,
    forced_move/3,
    level_ready/4,
    exact_hint/2,
    move_from_text/4,
    illegal_move_reason/4,
    draw_reason/3.

:- meta_predicate run_session(0).

%!  play_game(+Game) is det.
%
%   The whole session of one game: its menu until the person chooses
%   to exit or the input ends.

play_game(Game) :-
    run_session(game_menu(Game)).

%!  run_session(:Goal) is det.
%
%   Runs Goal, a session of menus and games.  If the input ends, says
%   goodbye instead of raising an error.

run_session(Goal) :-
    setup_call_cleanup(
        prompt(Old, ''),
        catch(Goal, end_of_input, writeln('End of input: goodbye.')),
        prompt(_, Old)).

%!  game_menu(+Game) is det.
%
%   Asks for a mode and plays games of Game until the person exits.

game_menu(Game) :-
    game_initial_state(Game, [], Start),
    state_player(Start, First),
    player_name(Game, First, FirstName),
    mode_choices(FirstName, Choices),
    nl,
    game_title(Game, Title),
    ask_choice(Title, Choices, Key),
    (   Key == '0'
    ->  true
    ;   Key == b
    ->  switch_backend,
        game_menu(Game)
    ;   mode(Key, FirstKind, OtherKind),
        play_mode(Game, First, FirstKind, OtherKind),
        game_menu(Game)
    ).

mode_choices(FirstName, Choices) :-
    format(atom(VsComputer), 'Human vs computer (you play ~w)', [FirstName]),
    format(atom(ComputerVs), 'Computer vs human (the computer plays ~w)', [FirstName]),
    Modes = [ '1'-'Human vs human', '2'-VsComputer, '3'-ComputerVs,
              '4'-'Computer vs computer' ],
    backend_choices(BackendChoices),
    append([Modes, BackendChoices, ['0'-'Exit']], Choices).

%   The backend can only be switched when the C core is loaded.

backend_choices([b-Text]) :-
    foreign_available,
    !,
    current_backend(Backend),
    format(atom(Text), 'Switch backend (now ~w)', [Backend]).
backend_choices([]).

switch_backend :-
    current_backend(Old),
    (   Old == c
    ->  New = prolog
    ;   New = c
    ),
    set_backend(New),
    format("Now playing on the ~w backend.~n", [New]).

mode('1', human, human).
mode('2', human, computer).
mode('3', computer, human).
mode('4', computer, computer).

%!  game_title(+Game, -Title) is det.
%
%   Title is the name of Game with a capital, e.g. `'Teeko'`.

game_title(Game, Title) :-
    sub_atom(Game, 0, 1, _, First),
    sub_atom(Game, 1, _, 0, Rest),
    upcase_atom(First, Upper),
    atom_concat(Upper, Rest, Title).

                 /*******************************
                 *          GAME SET-UP         *
                 *******************************/

%   A side is `human` or `computer(Level)`.  The session term
%   session(Game, FirstPlayer, FirstSide, OtherSide) says who plays what.

play_mode(Game, First, FirstKind, OtherKind) :-
    side(FirstKind, Game, first, FirstChoice),
    side(OtherKind, Game, second, OtherChoice),
    ask_rules(Game, Rules),
    ready_side(Game, Rules, FirstChoice, FirstSide),
    ready_side(Game, Rules, OtherChoice, OtherSide),
    game_initial_state(Game, [rules(Rules)], State),
    Session = session(Game, First, FirstSide, OtherSide),
    (   memberchk(human, [FirstSide, OtherSide])
    ->  format("~nType a move, or one of: moves, hint, undo, help, quit.~n")
    ;   true
    ),
    play_turns(Session, State).

side(human, _Game, _Which, human).
side(computer, Game, Which, computer(Level)) :-
    format(atom(Question), 'Level of the computer playing ~w', [Which]),
    findall(Key-Description,
            ( game_level(Game, L, Description), atom_number(Key, L) ),
            Levels),
    ask_choice(Question, Levels, Key),
    atom_number(Key, Level).

%   ready_side(+Game, +Rules, +Side, -ReadySide): a level above 3 may
%   need preparing once the rules are known (Teeko's perfect play needs
%   its database); the game's level_ready/4 hook says which level plays.

ready_side(Game, Rules, computer(Level), computer(Ready)) :-
    Level > 3,
    !,
    (   level_ready(Game, Level, Rules, Ready0)
    ->  Ready = Ready0
    ;   Ready = Level
    ).
ready_side(_Game, _Rules, Side, Side).

ask_rules(Game, Rules) :-
    backend_rule_names(Game, Names),
    include(want_rule(Game), Names, Rules).

want_rule(Game, Rule) :-
    rule_option_text(Game, Rule, Text),
    format(atom(Question), 'Rule option ~w (~w)', [Rule, Text]),
    ask_choice(Question, [y-yes, n-no], Answer),
    Answer == y.

                 /*******************************
                 *          THE GAME            *
                 *******************************/

play_turns(Session, State) :-
    Session = session(Game, _, _, _),
    nl,
    Game:display_game(State),
    (   game_over(Game, State, _)
    ->  writeln('Game over.')
    ;   forced_turn(Game, State, Next)
    ->  continue(Next, Session)
    ;   state_player(State, Player),
        side_of(Session, Player, Side),
        take_turn(Side, Session, State, Next),
        continue(Next, Session)
    ).

%   forced_turn(+Game, +State, -Next): the only legal move is a forced
%   move (forced_move/3), announced and played without asking anyone.

forced_turn(Game, State, state(NewState)) :-
    only_forced_move(Game, State, Move, Text),
    state_player(State, Player),
    player_name(Game, Player, Name),
    format("~w ~w.~n", [Name, Text]),
    game_move(Game, State, Move, NewState).

continue(quit, _Session) :-
    writeln('Game abandoned.').
continue(state(State), Session) :-
    play_turns(Session, State).

side_of(session(_, First, FirstSide, OtherSide), Player, Side) :-
    (   Player == First
    ->  Side = FirstSide
    ;   Side = OtherSide
    ).

%   take_turn(+Side, +Session, +State, -Next)
%
%   Next is state(NewState) to go on, or quit.

take_turn(computer(Level), session(Game, _, _, _), State, state(NewState)) :-
    game_choose_move(Game, State, Level, Move),
    state_player(State, Player),
    player_name(Game, Player, Name),
    move_to_text(Game, Move, Text),
    format("~w (computer, level ~w) plays ~w.~n", [Name, Level, Text]),
    game_move(Game, State, Move, NewState).
take_turn(human, Session, State, Next) :-
    Session = session(Game, _, _, _),
    state_player(State, Player),
    player_name(Game, Player, Name),
    format(atom(Prompt), '~w> ', [Name]),
    ask_line(Prompt, Text),
    answer(Text, Session, State, Answer),
    (   Answer == again
    ->  take_turn(human, Session, State, Next)
    ;   Next = Answer
    ).

%   answer(+Text, +Session, +State, -Next)
%
%   Next is state(NewState), quit, or again to ask for another line.

answer(Text, Session, State, Next) :-
    Session = session(Game, _, _, _),
    (   command(Text, Command)
    ->  run_command(Command, Session, State, Next)
    ;   typed_move(Game, State, Text, Move)
    ->  try_move(Game, State, Move, Next)
    ;   not_understood(Game, Text),
        Next = again
    ).

command("moves", moves).
command("hint", hint).
command("undo", undo).
command("help", help).
command("quit", quit).

run_command(quit, _Session, _State, quit).
run_command(moves, session(Game, _, _, _), State, again) :-
    game_valid_moves(Game, State, Moves),
    maplist(move_to_text(Game), Moves, Texts),
    list_separator(Texts, Separator),
    atomic_list_concat(Texts, Separator, List),
    format("Legal moves: ~w~n", [List]).
run_command(hint, session(Game, _, _, _), State, again) :-
    (   exact_hint(Game, State)
    ->  true
    ;   game_choose_move(Game, State, 3, Move),
        move_to_text(Game, Move, Text),
        format("Hint: ~w~n", [Text])
    ).
run_command(help, session(Game, _, _, _), State, again) :-
    show_rules(Game),
    state_rules(State, Rules),
    show_rules_in_play(Rules),
    show_commands(Game).
run_command(undo, Session, State, Next) :-
    (   undo_to_human(Session, State, Earlier)
    ->  writeln('Move taken back.'),
        Next = state(Earlier)
    ;   writeln('Nothing to undo.'),
        Next = again
    ).

%   undo_to_human(+Session, +State, -Earlier): Earlier is the latest
%   position before State with a human to move and a choice to make.
%   Against the computer this takes back the computer's reply and the
%   human's move; forced moves are taken back with the move before them.

undo_to_human(Session, State, Earlier) :-
    game_undo(State, Previous),
    state_player(Previous, Player),
    Session = session(Game, _, _, _),
    (   side_of(Session, Player, human),
        \+ only_forced_move(Game, Previous, _, _)
    ->  Earlier = Previous
    ;   undo_to_human(Session, Previous, Earlier)
    ).

only_forced_move(Game, State, Move, Text) :-
    game_valid_moves(Game, State, [Move]),
    forced_move(Game, Move, Text).

%   Moves written with spaces (such as Echek's "queen c3") are listed
%   separated by commas.

list_separator(Texts, Separator) :-
    (   member(Text, Texts),
        sub_atom(Text, _, _, _, ' ')
    ->  Separator = ', '
    ;   Separator = ' '
    ).

typed_move(Game, State, Text, Move) :-
    (   move_from_text(Game, State, Text, Move0)
    ->  Move = Move0
    ;   move_from_text(Game, Text, Move)
    ).

try_move(Game, State, Move, Next) :-
    (   game_move(Game, State, Move, NewState)
    ->  Next = state(NewState)
    ;   move_to_text(Game, Move, Text),
        (   illegal_move_reason(Game, State, Move, Reason)
        ->  format("The move ~w is not legal here: ~w.~n", [Text, Reason])
        ;   format("The move ~w is not legal here (type moves to list the legal moves).~n",
                   [Text])
        ),
        Next = again
    ).

not_understood(Game, Text) :-
    move_forms(Game, Forms),
    format("I did not understand \"~w\".~n", [Text]),
    format("Type ~w, or one of: moves, hint, undo, help, quit.~n", [Forms]).

show_rules_in_play([]) :-
    writeln('Rule options in this game: none.').
show_rules_in_play([Rule|Rules]) :-
    atomic_list_concat([Rule|Rules], ', ', Text),
    format("Rule options in this game: ~w.~n", [Text]).

show_commands(Game) :-
    move_forms(Game, Forms),
    format("~nAt the prompt, type ~w, or~n", [Forms]),
    writeln('  moves  to list the legal moves,'),
    writeln('  hint   to get a suggestion from the computer,'),
    writeln('  undo   to take back your last move,'),
    writeln('  help   to see this text,'),
    writeln('  quit   to abandon the game.').

%!  show_status(+Game, +State) is det.
%
%   Prints whose turn it is, or how the game ended.

show_status(Game, State) :-
    (   game_over(Game, State, Winner)
    ->  show_result(Game, State, Winner)
    ;   state_player(State, Player),
        player_name(Game, Player, Name),
        format("~w to move.~n", [Name])
    ).

show_result(Game, State, draw) :-
    !,
    (   draw_reason(Game, State, Text)
    ->  format("Draw: ~w.~n", [Text])
    ;   writeln('Draw: the same position has occurred three times.')
    ).
show_result(Game, _State, Winner) :-
    player_name(Game, Winner, Name),
    format("~w wins!~n", [Name]).

                 /*******************************
                 *            INPUT             *
                 *******************************/

%!  ask_choice(+Question, +Choices, -Key) is det.
%
%   Shows Question and the Key-Label pairs of Choices, and reads lines
%   until one is a Key (an atom; case and spaces do not matter).

ask_choice(Question, Choices, Key) :-
    format("~w~n", [Question]),
    forall(member(K-Label, Choices), format("  ~w. ~w~n", [K, Label])),
    ask_line('Your choice: ', Text),
    atom_string(Typed, Text),
    (   memberchk(Typed-_, Choices)
    ->  Key = Typed
    ;   pairs_keys(Choices, Keys),
        atomic_list_concat(Keys, ', ', KeyList),
        format("Please answer with one of: ~w (you typed \"~w\").~n",
               [KeyList, Text]),
        ask_choice(Question, Choices, Key)
    ).

%   ask_line(+Prompt, -Text): Text is the next input line in lower case
%   without surrounding spaces.  Throws end_of_input at the end of input.

ask_line(Prompt, Text) :-
    format("~w", [Prompt]),
    flush_output,
    read_line_to_string(user_input, Line),
    (   Line == end_of_file
    ->  nl,
        throw(end_of_input)
    ;   string_lower(Line, Lower),
        normalize_space(string(Text), Lower)
    ).
