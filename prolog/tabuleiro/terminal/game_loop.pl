:- module(tabuleiro_game_loop,
          [ play_game/1,            % +Game
            game_menu/1,            % +Game
            game_menu/2,            % +Game, +Leave
            run_session/1,          % :Goal
            setting_choices/1,      % -Choices
            run_setting/1,          % +Key
            show_status/2           % +Game, +State
          ]).
:- use_module('../game_plugin').
:- use_module('../game_state').
:- use_module('../backend').
:- use_module('../saved_game').
:- use_module(autosave).
:- use_module('../display_style').
:- use_module('../interrupt').
:- use_module('../message_text', [counted/3]).
:- use_module(prompt).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> The game loop, once for every game

The course's text interface: the menu of modes, the computer levels, the
rule options, then the game itself with its move prompt.  It knows no
game; what it needs from one, it asks the hooks of the game plug-in
(module tabuleiro_game_plugin).

The game module must also export display_game/1, which may call
show_status/2 for its last line.

At the prompt a person types a move or a command: `moves`, `hint`,
`undo`, `history`, `save FILE`, `help` or `quit`.  A full stop at the
end of a line, as at the `?-` prompt, is ignored.  End of input at any
question ends the session cleanly.

Every game in progress is also kept after each move in a file of the
session's own (module tabuleiro_autosave); a session that ends in the
middle of a game (end of input, an interrupt, a crash) leaves it there,
and the next session offers to continue it.  A game that ends, or is
abandoned with `quit`, removes it.
*/

:- meta_predicate run_session(0), paged(0).

%!  play_game(+Game) is det.
%
%   The whole session of one game: its menu until the person chooses
%   to exit or the input ends.

play_game(Game) :-
    run_session(game_menu(Game)).

%!  run_session(:Goal) is det.
%
%   Runs Goal, a session of menus and games, after offering the game an
%   earlier session left unfinished.  If the input ends, or an interrupt
%   (Ctrl-C) comes, even while the computer thinks, the session says
%   where the game in progress is kept and goodbye, instead of raising
%   an error or entering the debugger.
%
%   A session is never taken up again on backtracking: it runs once, so
%   that the prompt and Ctrl-C are given back as soon as it ends and
%   the `?-` prompt answers `true.` rather than waiting for `;`.

run_session(Goal) :-
    setup_call_cleanup(
        prompt(OldPrompt, ''),
        catch(ctrl_c_interrupts(( offer_autosaved_game, Goal )),
              Stop, session_stopped(Stop)),
        prompt(_, OldPrompt)).

session_stopped(end_of_input) :-
    !,
    kept_game_note,
    writeln('End of input: goodbye.').
session_stopped(interrupted) :-
    !,
    nl,
    kept_game_note,
    writeln('Interrupted: goodbye.').
session_stopped(Error) :-
    throw(Error).

kept_game_note :-
    (   autosave_kept(File)
    ->  format("The game in progress is kept in ~w;~n", [File]),
        writeln('it will be offered to you when you play again.')
    ;   true
    ).

%!  game_menu(+Game) is det.
%!  game_menu(+Game, +Leave) is det.
%
%   Asks for a mode and plays games of Game until the person leaves the
%   menu with 0, labelled Leave: 'Exit' (game_menu/1), or 'Back' when
%   the menu of all games called it.

game_menu(Game) :-
    game_menu(Game, 'Exit').

game_menu(Game, Leave) :-
    game_initial_state(Game, [], Start),
    state_player(Start, First),
    player_called(Game, First, FirstName),
    mode_choices(FirstName, Leave, Choices),
    nl,
    game_title(Game, Title),
    ask_choice(Title, Choices, Key),
    (   Key == '0'
    ->  true
    ;   run_setting(Key)
    ->  game_menu(Game, Leave)
    ;   mode(Key, FirstKind, OtherKind),
        play_mode(Game, First, FirstKind, OtherKind),
        game_menu(Game, Leave)
    ).

mode_choices(FirstName, Leave, Choices) :-
    format(atom(VsComputer), 'Human vs computer (you play ~w)', [FirstName]),
    format(atom(ComputerVs), 'Computer vs human (the computer plays ~w)', [FirstName]),
    Modes = [ '1'-'Human vs human', '2'-VsComputer, '3'-ComputerVs,
              '4'-'Computer vs computer' ],
    setting_choices(Settings),
    append([Modes, Settings, ['0'-Leave]], Choices).

%!  setting_choices(-Choices) is det.
%!  run_setting(+Key) is semidet.
%
%   The menu lines that every menu offers besides its own: load a saved
%   game, switch the backend, choose the display.  run_setting/1 does
%   what the line of Key says, and fails for a Key of none of them.

setting_choices(Choices) :-
    backend_choices(BackendChoices),
    current_display(Style),
    format(atom(DisplayText), 'Display (now ~w)', [Style]),
    append([[l-'Load a saved game'], BackendChoices, [d-DisplayText]], Choices).

run_setting(l) :-
    load_and_play.
run_setting(b) :-
    switch_backend.
run_setting(d) :-
    choose_display.

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
    use_backend(New).

use_backend(Backend) :-
    set_backend(Backend),
    format("Now playing on the ~w backend.~n", [Backend]).

%   Only the styles the terminal can show are offered.

choose_display :-
    available_displays(Styles),
    findall(Key-Text,
            ( nth1(N, Styles, Style),
              atom_number(Key, N),
              display_label(Style, Label),
              format(atom(Text), '~w (~w)', [Style, Label]) ),
            Choices),
    ask_choice('Display', Choices, Key),
    atom_number(Key, N),
    nth1(N, Styles, Style),
    use_display(Style),
    remember_display(Style).

use_display(Style) :-
    set_display(Style),
    format("The boards are now drawn in the ~w style.~n", [Style]).

mode('1', human, human).
mode('2', human, computer).
mode('3', computer, human).
mode('4', computer, computer).

%   player_called(+Game, +Player, -Name): the game's player_name/3.  Its
%   facts, two for each game loaded, leave a choice point when several
%   games are loaded; each move of a session would keep one, and its
%   frames with it, until the session ends.

player_called(Game, Player, Name) :-
    once(player_name(Game, Player, Name)).

                 /*******************************
                 *          GAME SET-UP         *
                 *******************************/

%   A side is `human` or `computer(Level)`.  The session term
%   session(Game, FirstPlayer, FirstSide, OtherSide) says who plays what.

play_mode(Game, First, FirstKind, OtherKind) :-
    side(FirstKind, Game, first, FirstChoice),
    side(OtherKind, Game, second, OtherChoice),
    ask_pace(FirstKind, OtherKind),
    ask_rules(Game, Rules),
    game_initial_state(Game, [rules(Rules)], State),
    start_playing(Game, First, FirstChoice, OtherChoice, State).

%   start_playing(+Game, +First, +FirstChoice, +OtherChoice, +State):
%   plays State on, once the computer's levels are ready.

start_playing(Game, First, FirstChoice, OtherChoice, State) :-
    start_playing(Game, First, FirstChoice, OtherChoice, State, []).

%   start_playing(..., +AutosaveFile): the game goes on being kept in
%   AutosaveFile, or in a new file of the session's if it is [].

start_playing(Game, First, FirstChoice, OtherChoice, State, AutosaveFile) :-
    state_rules(State, Rules),
    ready_side(Game, Rules, FirstChoice, FirstSide),
    ready_side(Game, Rules, OtherChoice, OtherSide),
    Session = session(Game, First, FirstSide, OtherSide),
    session_players(Session, Game, Players),
    start_autosave(Game, Players, State, AutosaveFile),
    (   has_human(Session)
    ->  command_list(Commands),
        format("~nType a move, or one of: ~w.~n", [Commands])
    ;   true
    ),
    play_turns(Session, State).

has_human(session(_, _, FirstSide, OtherSide)) :-
    memberchk(human, [FirstSide, OtherSide]).

%   ask_pace(+FirstKind, +OtherKind): when the computer plays both
%   sides, how fast its moves follow each other, so that a person can
%   follow the game: the pace is kept for the session (nb_setval).

ask_pace(computer, computer) :-
    !,
    ask_choice('Pace of the game',
               [ '1'-'no pause between moves',
                 '2'-'half a second between moves',
                 '3'-'press Enter for each move (or type history)' ],
               Key),
    pace_key(Key, Pace),
    nb_setval(tabuleiro_pace, Pace).
ask_pace(_, _) :-
    nb_setval(tabuleiro_pace, none).

pace_key('1', none).
pace_key('2', seconds(0.5)).
pace_key('3', enter).

%   pause_after_computer_move(+Session, +State): waits as the pace
%   says, only when no person plays (a person's own turns are pause
%   enough).  State is the position reached, for `history`.

pause_after_computer_move(Session, State) :-
    (   \+ has_human(Session),
        nb_current(tabuleiro_pace, Pace)
    ->  pause(Pace, Session, State)
    ;   true
    ).

pause(none, _, _).
pause(seconds(S), _, _) :-
    flush_output,
    sleep(S).
pause(enter, Session, State) :-
    ask_line('(Enter for the next move, or history) ', Text),
    (   string_lower(Text, "history")
    ->  Session = session(Game, _, _, _),
        show_history(Game, State),
        pause(enter, Session, State)
    ;   true
    ).

%   load_and_play: asks for a saved game and plays it on.

load_and_play :-
    ask_line('File to load: ', File),
    (   File == ""
    ->  writeln('No file name given.')
    ;   catch(load_game(File, Game, Players, State),
              saved_game_error(_, Message),
              ( shown_text(File, Shown),
                format("Cannot load ~w: ~w.~n", [Shown, Message]),
                fail ))
    ->  play_loaded(File, Game, Players, State)
    ;   true
    ).

play_loaded(File, Game, [First-FirstSide, _-OtherSide], State) :-
    State = game_state(_, _, _, History),
    length(History, Moves),
    game_title(Game, Title),
    moves_text(Moves, MovesText),
    format("Loaded ~w: a game of ~w after ~w.~n", [File, Title, MovesText]),
    start_playing(Game, First, FirstSide, OtherSide, State).

side(human, _Game, _Which, human).
side(computer, Game, Which, computer(Level)) :-
    format(atom(Question), 'Level of the computer playing ~w', [Which]),
    findall(Key-Text,
            ( game_level(Game, L, Description),
              level_text(L, Description, Text),
              atom_number(Key, L) ),
            Levels),
    ask_choice(Question, Levels, Key),
    atom_number(Key, Level).

%   level_text(+Level, +Description, -Text): a level as the menu
%   shows it; level 3 on the prolog backend says that it is not the C
%   search, and so goes less deep in its second.

level_text(3, Description, Text) :-
    current_backend(prolog),
    !,
    format(atom(Text), '~w: as deep as one second allows, in Prolog', [Description]).
level_text(_Level, Description, Description).

%   ready_side(+Game, +Rules, +Side, -ReadySide): a level above 3 may
%   need preparing once the rules are known (a perfect player needs its
%   database): the game's level_ready/4 hook says whether it can play,
%   the person says whether to prepare it, its prepare_level/4 hook
%   prepares it; else level 3 plays.

ready_side(Game, Rules, computer(Level), computer(Ready)) :-
    Level > 3,
    !,
    (   level_ready(Game, Level, Rules, Readiness)
    ->  readiness_level(Readiness, Game, Level, Rules, Ready)
    ;   Ready = Level
    ).
ready_side(_Game, _Rules, Side, Side).

readiness_level(ready, _, Level, _, Level).
readiness_level(unavailable(Message), _, _, _, 3) :-
    print_message(warning, Message).
readiness_level(preparable(Question, Yes), Game, Level, Rules, Ready) :-
    ask_choice(Question, [y-Yes, n-'no, play at level 3'], Answer),
    (   Answer == y,
        prepare_level(Game, Level, Rules, Outcome)
    ->  prepared_level(Outcome, Level, Ready)
    ;   writeln('The computer plays at level 3 (search) instead.'),
        Ready = 3
    ).

prepared_level(prepared(Text), Level, Level) :-
    writeln(Text).
prepared_level(failed(Message), _, 3) :-
    print_message(warning, Message).

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

%   play_turns(+Session, +State): the game from State to its end.  The
%   game's display runs once: one that leaves a choice point (a game's
%   own player_name/3 call, see player_called/3) would keep one a move.

play_turns(Session, State) :-
    Session = session(Game, _, _, _),
    nl,
    once(Game:display_game(State)),
    (   game_over(Game, State, _)
    ->  forget_autosave,
        writeln('Game over.'),
        after_the_end(Session, State)
    ;   forced_turn(Game, State, Next)
    ->  continue(Next, Session)
    ;   state_player(State, Player),
        side_of(Session, Player, Side),
        take_turn(Side, Session, State, Next),
        continue(Next, Session)
    ).

%   forced_turn(+Game, +State, -Next): the only legal move is a forced
%   move (forced_move/3), announced and played without asking anyone.

forced_turn(Game, State, played(Move, NewState)) :-
    only_forced_move(Game, State, Move, Text),
    state_player(State, Player),
    player_called(Game, Player, Name),
    format("~w ~w.~n", [Name, Text]),
    game_move(Game, State, Move, NewState).

%   continue(+Next, +Session): Next is played(Move, State) after a move,
%   state(State) after an undo, or quit.

continue(quit, _Session) :-
    forget_autosave,
    writeln('Game abandoned.').
continue(played(Move, State), Session) :-
    Session = session(Game, _, _, _),
    (   game_undo(State, Before),
        move_note(Game, Before, Move, State, Note)
    ->  print_wrapped(Note)
    ;   true
    ),
    session_players(Session, Game, Players),
    move_to_text(Game, Move, Text),
    autosave_move(Game, Players, State, Text),
    play_turns(Session, State).
continue(state(State), Session) :-
    Session = session(Game, _, _, _),
    session_players(Session, Game, Players),
    autosave_rewrite(Game, Players, State),
    play_turns(Session, State).

%   after_the_end(+Session, +State): the finished game can still be
%   looked at, saved, or taken back with undo, whoever played it; when
%   the computer played both sides, undo takes back the last move and
%   the computers play on from there.

after_the_end(Session, State) :-
    (   has_human(Session)
    ->  writeln('Type undo to take back a move, history to list the moves,')
    ;   writeln('Type undo to take back the last move (the computers play on from there),'),
        write('history to list the moves, ')
    ),
    writeln('save FILE to keep the game, or press Enter to leave it.'),
    ask_line('> ', Text),
    string_lower(Text, Lower),
    finished_game_answer(Lower, Text, Session, State).

finished_game_answer("", _, _, _) :-
    !.
finished_game_answer(Lower, Text, Session, State) :-
    command(Lower, Text, Command),
    memberchk(Command, [undo, history, save(_)]),
    !,
    run_command(Command, Session, State, Next),
    (   Next == again
    ->  after_the_end(Session, State)
    ;   continue(Next, Session)
    ).
finished_game_answer(_, Text, Session, State) :-
    shown_text(Text, Shown),
    format("The game is over: \"~w\" cannot be played.~n", [Shown]),
    after_the_end(Session, State).

side_of(session(_, First, FirstSide, OtherSide), Player, Side) :-
    (   Player == First
    ->  Side = FirstSide
    ;   Side = OtherSide
    ).

%   take_turn(+Side, +Session, +State, -Next)
%
%   Next is state(NewState) to go on, or quit.

take_turn(computer(Level), Session, State, played(Move, NewState)) :-
    Session = session(Game, _, _, _),
    state_player(State, Player),
    player_called(Game, Player, Name),
    (   Level >= 3
    ->  format("~w (computer, level ~w) is thinking...~n", [Name, Level]),
        flush_output
    ;   true
    ),
    game_choose_move(Game, State, Level, Move),
    move_to_text(Game, Move, Text),
    format("~w (computer, level ~w) plays ~w.~n", [Name, Level, Text]),
    game_move(Game, State, Move, NewState),
    pause_after_computer_move(Session, NewState).
take_turn(human, Session, State, Next) :-
    Session = session(Game, _, _, _),
    state_player(State, Player),
    player_called(Game, Player, Name),
    format(atom(Prompt), '~w> ', [Name]),
    ask_line(Prompt, Text),
    remember_line(Text),
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
    string_lower(Text, Lower),
    (   command(Lower, Text, Command)
    ->  run_command(Command, Session, State, Next)
    ;   typed_move(Game, State, Lower, Move)
    ->  try_move(Game, State, Move, Next)
    ;   course_move(Game, State, Text, Move)
    ->  try_move(Game, State, Move, Next)
    ;   not_understood(Game, State, Text),
        Next = again
    ).

%   command(+Lower, +Text, -Command): the line Text, Lower in lower case,
%   is a command; a file name keeps its case.

command("moves", _, moves).
command("hint", _, hint).
command("undo", _, undo).
command("history", _, history).
command("help", _, help).
command("quit", _, quit).
command(Lower, Text, save(File)) :-
    (   Lower == "save"
    ->  File = ""
    ;   sub_string(Lower, 0, 5, _, "save "),
        sub_string(Text, 5, _, 0, File0),
        normalize_space(string(File), File0)
    ).

command_list('moves, hint, undo, history, save FILE, help, quit').

run_command(quit, _Session, _State, Next) :-
    ask_choice('Abandon this game? It will not be kept.',
               [y-'yes, abandon it', n-'no, go on playing'], Answer),
    (   Answer == y
    ->  Next = quit
    ;   Next = again
    ).
run_command(save(File), Session, State, again) :-
    save_command(File, Session, State).
run_command(moves, session(Game, _, _, _), State, again) :-
    game_valid_moves(Game, State, Moves),
    maplist(move_to_text(Game), Moves, Texts),
    list_separator(Texts, Separator),
    atomic_list_concat(Texts, Separator, List),
    atom_concat('Legal moves: ', List, Line),
    print_wrapped(Line).
run_command(hint, session(Game, _, _, _), State, again) :-
    on_ctrl_c(paged(hint(Game, State)),
              ( nl, writeln('Hint cancelled.') )).
run_command(history, session(Game, _, _, _), State, again) :-
    show_history(Game, State).
run_command(help, session(Game, _, _, _), State, again) :-
    paged(help_page(Game, State)).
run_command(undo, Session, State, Next) :-
    (   undo_to_human(Session, State, Earlier)
    ->  taken_back_note(Session, State, Earlier),
        Next = state(Earlier)
    ;   writeln('Nothing to undo.'),
        Next = again
    ).

help_page(Game, State) :-
    game_title(Game, Title),
    format("~n======== ~w: the rules ========~n", [Title]),
    show_rules(Game),
    state_rules(State, Rules),
    show_rules_in_play(Rules),
    show_commands(Game, State),
    format("======== end of the rules ========~n~n").

%   paged(:Goal): prints what Goal prints a screen at a time, when it
%   is longer than the terminal; at no terminal, all of it at once.

paged(Goal) :-
    (   terminal_height(Height)
    ->  with_output_to(string(Text), Goal),
        split_string(Text, "\n", "", Lines0),
        (   append(Lines, [""], Lines0)
        ->  true
        ;   Lines = Lines0
        ),
        Page is max(Height - 2, 4),
        show_pages(Lines, Page)
    ;   call(Goal)
    ).

terminal_height(Height) :-
    stream_property(user_input, tty(true)),
    stream_property(user_output, tty(true)),
    catch(tty_size(Height, _), _, fail).

show_pages(Lines, Page) :-
    length(Lines, Count),
    (   Count =< Page + 1
    ->  forall(member(Line, Lines), writeln(Line))
    ;   length(First, Page),
        append(First, Rest, Lines),
        forall(member(Line, First), writeln(Line)),
        ask_line('-- Enter for more, q to stop -- ', Answer),
        (   Answer == "q"
        ->  true
        ;   show_pages(Rest, Page)
        )
    ).

%   hint(+Game, +State): every move's exact value, where the game knows
%   them (its exact_values/3), else level 3's move.

hint(Game, State) :-
    (   exact_values(Game, State, Values)
    ->  writeln('Every legal move with its exact value, counted in plies (a ply is'),
        writeln('one player\'s move, this one included): win in 3 is your move, theirs, yours.'),
        forall(member(Text-Value, Values), format("  ~w~t~10|~w~n", [Text, Value]))
    ;   writeln('Thinking...'),
        flush_output,
        game_choose_move(Game, State, 3, Move),
        move_to_text(Game, Move, Text),
        format("Hint: ~w~n", [Text])
    ).

%   taken_back_note(+Session, +State, +Earlier): says whose moves the
%   undo took back, from State to Earlier.

taken_back_note(session(Game, _, _, _), State, Earlier) :-
    undone_players(State, Earlier, Players),
    maplist(player_called(Game), Players, Names),
    atomic_list_concat(Names, '\'s and ', Who),
    length(Names, Count),
    (   Count =:= 1
    ->  format("Move taken back: ~w's.~n", [Who])
    ;   format("Moves taken back: ~w's.~n", [Who])
    ).

undone_players(State, Earlier, []) :-
    State == Earlier,
    !.
undone_players(State, Earlier, Players) :-
    game_undo(State, Previous),
    state_player(Previous, Player),
    undone_players(Previous, Earlier, Before),
    append(Before, [Player], Players).

%   show_history(+Game, +State): the moves from the start, numbered.

show_history(Game, State) :-
    (   moves_played(Game, State, Moves),
        Moves \== []
    ->  maplist(move_to_text(Game), Moves, Texts),
        numbered_moves(Texts, 1, Numbered),
        writeln('Moves played:'),
        print_wrapped(Numbered, '   ')
    ;   writeln('No move has been played yet.')
    ).

numbered_moves([], _, []).
numbered_moves([Text|Texts], N, [Numbered|Rest]) :-
    format(atom(Numbered), '~d. ~w', [N, Text]),
    N1 is N + 1,
    numbered_moves(Texts, N1, Rest).

%   undo_to_human(+Session, +State, -Earlier): Earlier is the latest
%   position before State with a human to move and a choice to make.
%   Against the computer this takes back the computer's reply and the
%   human's move; forced moves are taken back with the move before them.
%   When no person plays, Earlier is the latest position with a choice.

undo_to_human(Session, State, Earlier) :-
    game_undo(State, Previous),
    state_player(Previous, Player),
    Session = session(Game, _, _, _),
    (   (   side_of(Session, Player, human)
        ;   \+ has_human(Session)
        ),
        \+ only_forced_move(Game, Previous, _, _)
    ->  Earlier = Previous
    ;   undo_to_human(Session, Previous, Earlier)
    ).

only_forced_move(Game, State, Move, Text) :-
    game_valid_moves(Game, State, [Move]),
    forced_move(Game, Move, Text).

%   Moves written with spaces (a piece's name and a cell) are listed
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

%   course_move(+Game, +State, +Text, -Move): Text is a move term of the
%   course API, as valid_moves/2 returns it (in Shi `move(8-1, 5-1)`):
%   one of the legal moves, or a term of the game's move_term/3 (the
%   moves of a board of its shape, legal or not), which try_move/4 then
%   refuses with its reason.

course_move(Game, State, Text, Move) :-
    catch(term_string(Move, Text), _, fail),
    ground(Move),
    (   game_valid_moves(Game, State, Moves),
        memberchk(Move, Moves)
    ->  true
    ;   state_board(State, Board),
        once(move_term(Game, Board, Move))
    ).

try_move(Game, State, Move, Next) :-
    (   game_move(Game, State, Move, NewState)
    ->  Next = played(Move, NewState)
    ;   move_to_text(Game, Move, Text),
        (   illegal_move_reason(Game, State, Move, Reason)
        ->  format(string(Message), "The move ~w is not legal here: ~w.", [Text, Reason]),
            print_wrapped(Message)
        ;   format("The move ~w is not legal here (type moves to list the legal moves).~n",
                   [Text])
        ),
        Next = again
    ).

not_understood(Game, State, Text) :-
    move_forms(Game, Forms),
    command_list(Commands),
    shown_text(Text, Shown),
    format("I did not understand \"~w\".~n", [Shown]),
    format(string(Help), "Type ~w, or one of: ~w.", [Forms, Commands]),
    print_wrapped(Help),
    show_cell_range(Game, State).

%   show_cell_range(+Game, +State): the names of the board's corner
%   cells, for a cell typed off the board.

show_cell_range(Game, State) :-
    state_board(State, Board),
    grid_shape(Game, Board, Rows-Columns),
    (   Rows > 0
    ->  board_cell_name(Game, 1-1, TopLeft),
        board_cell_name(Game, Rows-Columns, BottomRight),
        format("The cells run from ~w (top left) to ~w (bottom right).~n",
               [TopLeft, BottomRight])
    ;   true
    ).

show_rules_in_play([]) :-
    writeln('Rule options in this game: none.').
show_rules_in_play([Rule|Rules]) :-
    atomic_list_concat([Rule|Rules], ', ', Text),
    format("Rule options in this game: ~w.~n", [Text]).

show_commands(Game, State) :-
    move_forms(Game, Forms),
    (   game_valid_moves(Game, State, [Example|_])
    ->  format(string(Terms), " or a move as the course's valid_moves/2 gives it \c
                                (such as ~q),", [Example])
    ;   Terms = ""
    ),
    format(string(Intro), "At the prompt, type ~w,~w or", [Forms, Terms]),
    nl,
    print_wrapped(Intro),
    forall(command_help(Command, Text),
           format("  ~w~t~13|~w~n", [Command, Text])).

command_help(moves, 'to list the legal moves,').
command_help(hint, 'to get a suggestion from the computer,').
command_help(undo, 'to take back your last move,').
command_help(history, 'to list the moves played,').
command_help('save FILE', 'to save the game in FILE (load it from the menu),').
command_help(help, 'to see this text,').
command_help(quit, 'to abandon the game.').

%!  show_status(+Game, +State) is det.
%
%   Prints whose turn it is, or how the game ended.

show_status(Game, State) :-
    status_text(Game, State, Text),
    format("~s~n", [Text]).

                 /*******************************
                 *         SAVED GAMES          *
                 *******************************/

save_command("", _Session, _State) :-
    !,
    writeln('Type save and a file name, such as: save my-game.txt').
save_command(Typed, Session, State) :-
    typed_file_name(Typed, File),
    (   may_write(File)
    ->  session_players(Session, Game, Players),
        catch(( save_game(File, Game, Players, State),
                format("Game saved in ~w.~n", [File])
              ),
              Error,
              ( error_text(Error, Text),
                format("Could not save the game in ~w: ~w.~n", [File, Text])
              ))
    ;   writeln('The game is not saved.')
    ).

%   may_write(+File): File does not exist, or the person agrees to
%   replace it.

may_write(File) :-
    (   exists_file(File)
    ->  format(atom(Question), '~w already exists. Replace it?', [File]),
        ask_choice(Question, [y-yes, n-no], Answer),
        Answer == y
    ;   true
    ).

%   session_players(+Session, -Game, -Players): who plays each side, in
%   playing order, as a saved game records it.

session_players(session(Game, First, FirstSide, OtherSide), Game,
                [First-FirstSide, Other-OtherSide]) :-
    other_player(Game, First, Other).

%   offer_autosaved_game: the games earlier sessions left unfinished
%   are listed, newest first, and one may be played on, with the backend
%   and the display it was played with.  A file that cannot be loaded is
%   moved aside, never deleted, and the session goes on; one that is
%   gone by then was taken over by another session, and is not offered.

offer_autosaved_game :-
    unfinished_games(Files),
    foldl(loadable_game, Files, [], Reversed),
    reverse(Reversed, Games),
    (   Games == []
    ->  true
    ;   offer_games(Games)
    ).

loadable_game(File, Games, Loadable) :-
    catch(( load_game(File, Game, Players, State),
            saved_settings(File, Settings) ),
          saved_game_error(_, Message),
          true),
    (   var(Message)
    ->  Loadable = [game(File, Game, Players, State, Settings)|Games]
    ;   \+ exists_file(File)
    ->  Loadable = Games
    ;   Loadable = Games,
        set_aside(File, Aside),
        format("The autosaved game in ~w cannot be loaded (~w);~n", [File, Message]),
        format("it is kept as ~w.~n", [Aside])
    ).

offer_games(Games) :-
    length(Games, Count),
    (   Count =:= 1
    ->  format("~nA game was left unfinished:~n")
    ;   format("~n~d games were left unfinished (the newest first):~n", [Count])
    ),
    findall(Key-Text,
            ( nth1(N, Games, Saved),
              atom_number(Key, N),
              unfinished_text(Saved, Text) ),
            Choices0),
    append(Choices0, [n-'not now (keep them for later)', d-'discard them'], Choices),
    ask_choice('Continue which?', Choices, Answer),
    (   Answer == n
    ->  true
    ;   Answer == d
    ->  forall(member(game(File, _, _, _, _), Games), catch(delete_file(File), _, true)),
        writeln('The unfinished games are discarded.')
    ;   atom_number(Answer, N),
        nth1(N, Games, Saved),
        go_on_with(Saved)
    ).

%   go_on_with(+Saved): the game is taken over from the session that
%   left it, so that no other session goes on with it too, then played
%   on.  Another session may have taken it first since it was offered.

go_on_with(game(File, Game, [First-FirstSide, _-OtherSide], State, Settings)) :-
    take_over(File, Taking),
    (   Taking = taken(Owned)
    ->  maplist(take_up_setting, Settings),
        start_playing(Game, First, FirstSide, OtherSide, State, Owned)
    ;   Taking == in_use
    ->  format(string(Text), "Another session has just taken up the game in ~w: \c
                              it is that session's now.", [File]),
        print_wrapped(Text)
    ;   Taking = failed(Reason),
        format("The game in ~w cannot be taken up: ~w.~n", [File, Reason])
    ).

%   unfinished_text(+Saved, -Text): how the offer shows a game: its
%   moves, its settings (none in a file of an older Tabuleiro) and file.

unfinished_text(game(File, Game, _, State, Settings), Text) :-
    State = game_state(_, _, _, History),
    length(History, Moves),
    game_title(Game, Title),
    moves_text(Moves, MovesText),
    maplist(setting_words, Settings, Words),
    atomic_list_concat([MovesText|Words], ', ', After),
    format(atom(Text), '~w after ~w (~w)', [Title, After, File]).

setting_words(backend(Backend), Words) :-
    format(atom(Words), '~w backend', [Backend]).
setting_words(display(Style), Words) :-
    format(atom(Words), '~w display', [Style]).

%   take_up_setting(+Setting): the game goes on with the backend and the
%   display it was played with, when this session has them.

take_up_setting(backend(Backend)) :-
    current_backend(Now),
    (   Backend == Now
    ->  true
    ;   Backend == c,
        \+ foreign_available
    ->  format(string(Text), "The game was played on the c backend, which is not \c
                                 loaded here: it goes on on the ~w backend.", [Now]),
        print_wrapped(Text)
    ;   use_backend(Backend)
    ).
take_up_setting(display(Style)) :-
    current_display(Now),
    available_displays(Styles),
    (   Style == Now
    ->  true
    ;   memberchk(Style, Styles)
    ->  use_display(Style)
    ;   format(string(Text), "The game was drawn in the ~w style, which this \c
                                 terminal cannot show: it goes on in the ~w style.",
               [Style, Now]),
        print_wrapped(Text)
    ).

moves_text(N, Text) :-
    counted(N, move, Text).
