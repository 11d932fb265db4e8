:- module(tabuleiro_saved_game,
          [ save_game/4,            % +File, +Game, +Players, +State
            save_game/5,            % +File, +Game, +Players, +State, +Settings
            save_game_moves/6,      % +File, +Game, +Players, +Rules, +Moves, +Settings
            saved_game_text/4,      % +Game, +Players, +State, -Text
            load_game/4,            % +File, -Game, -Players, -State
            load_game/5,            % +File, -Game, -Players, -State, -Moves
            saved_settings/2,       % +File, -Settings
            typed_file_name/2,      % +Typed, -File
            played_from_start/2,    % +Game, +State
            moves_played/3,         % +Game, +State, -Moves
            other_player/3          % +Game, +Player, -Other
          ]).
:- use_module(games).
:- use_module(game_state).
:- use_module(game_plugin).
:- use_module(backend).
:- use_module(display_style, [display_label/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

/** <module> Saved games

A saved game is a plain text file a person can read:

    # Tabuleiro saved game
    game: GAME
    rules: OPTION, OPTION
    player FIRST: human
    player SECOND: computer level 3
    moves:
    MOVE
    MOVE

(docs/playing.md shows one), that is: the game, its rule options (`rules:
standard` for none), who plays each side, the player who moves first
coming first, and then the moves from the start, one a line, as the
prompt writes them.  Blank lines and lines
starting with `#` are ignored; spaces around a line, the case of the
letters and a missing newline at the end do not matter (people edit
these files too).  A file is at most 4 MiB, as for the C reader.

Loading replays every move through the rules of the current backend, so
a file the rules do not allow is rejected, with a message that names the
line.  The C tool reads the same files: `tabuleiro replay FILE` prints
the final position.

Players is a list `[Player1-Side1, Player2-Side2]`, in playing order,
Side being `human` or `computer(Level)`.

A file may also keep the settings of the session that played it, in
comment lines after the first (the autosave does, to go on as it was):

    # backend: prolog
    # display: unicode

Being comments, they change nothing for load_game/4 or the C reader;
saved_settings/2 reads them.
*/

                 /*******************************
                 *            SAVING            *
                 *******************************/

%!  save_game(+File, +Game, +Players, +State) is det.
%
%   Writes the game that led to State to File.  The text goes to a
%   temporary file beside File, renamed to File once complete, so File
%   is never left half-written.
%
%   @error domain_error(game_from_start, State) if State was not
%          reached from Game's start position.
%   @error the I/O errors of open/3 and rename_file/2.

save_game(File, Game, Players, State) :-
    save_game(File, Game, Players, State, []).

%!  save_game(+File, +Game, +Players, +State, +Settings) is det.
%
%   As save_game/4; the file also keeps Settings, a list of
%   `backend(Backend)` and `display(Style)`, for saved_settings/2.  Any
%   other Name(Value) there is written as a comment line `# Name:
%   Value` that every reader skips (a tournament names its entrants
%   so); Value must be one line.

save_game(Typed, Game, Players, State, Settings) :-
    saved_game_text(Game, Players, State, Settings, Text),
    save_text(Typed, Text).

%!  save_game_moves(+File, +Game, +Players, +Rules, +Moves, +Settings) is det.
%
%   As save_game/5, for the game of Moves from Game's start position
%   with the rule options Rules, Moves being those moves_played/3 finds
%   for its last state: a caller that has them already (a referee)
%   does not have them found again.

save_game_moves(Typed, Game, Players, Rules, Moves, Settings) :-
    moves_game_text(Game, Players, Rules, Moves, Settings, Text),
    save_text(Typed, Text).

save_text(Typed, Text) :-
    typed_file_name(Typed, File),
    current_prolog_flag(pid, Pid),
    format(atom(Temporary), "~w.part-~w", [File, Pid]),
    catch(write_then_rename(Temporary, File, Text),
          Error,
          ( catch(delete_file(Temporary), _, true),
            throw(Error)
          )).

write_then_rename(Temporary, File, Text) :-
    setup_call_cleanup(
        open(Temporary, write, Out, [encoding(utf8)]),
        write(Out, Text),
        close(Out)),
    rename_file(Temporary, File).

%!  saved_game_text(+Game, +Players, +State, -Text) is det.
%
%   Text (a string) is the saved-game file of the game that led to
%   State.

saved_game_text(Game, Players, State, Text) :-
    saved_game_text(Game, Players, State, [], Text).

saved_game_text(Game, Players, State, Settings, Text) :-
    moves_played(Game, State, Moves),
    state_rules(State, Rules),
    moves_game_text(Game, Players, Rules, Moves, Settings, Text).

moves_game_text(Game, Players, Rules, Moves, Settings, Text) :-
    maplist(move_to_text(Game), Moves, MoveTexts),
    rules_text(Rules, RulesText),
    maplist(player_line, Players, PlayerLines),
    maplist(setting_line, Settings, SettingLines),
    append([ ["# Tabuleiro saved game"],
             SettingLines,
             ["game: ~w"-[Game],
              "rules: ~w"-[RulesText]],
             PlayerLines,
             ["moves:"],
             MoveTexts
           ], Lines),
    maplist(line_string, Lines, Strings),
    atomic_list_concat(Strings, Text0),
    atom_string(Text0, Text).

rules_text([], standard) :- !.
rules_text(Rules, Text) :-
    atomic_list_concat(Rules, ', ', Text).

setting_line(Setting, "# ~w: ~w"-[Name, Value]) :-
    Setting =.. [Name, Value].

player_line(Player-Side, "player ~w: ~w"-[Player, Text]) :-
    side_text(Side, Text).

side_text(human, human).
side_text(computer(Level), Text) :-
    format(atom(Text), "computer level ~w", [Level]).

line_string(Line, String) :-
    (   Line = Format-Args
    ->  format(string(Text), Format, Args),
        format(string(String), "~w~n", [Text])
    ;   format(string(String), "~w~n", [Line])
    ).

%!  moves_played(+Game, +State, -Moves) is det.
%
%   Moves are the moves from Game's start position to State, found
%   again from the positions of the history: each is the first legal
%   move from one position to the next (backend_move_leading_to/7, one
%   call a ply).  The history
%   is known to be legal, so the rules alone answer, without the
%   repetition checks of game_move/4 that would rescan the history at
%   every move tried (the loop saves after every move).

moves_played(Game, State, Moves) :-
    (   played_from_start(Game, State)
    ->  true
    ;   domain_error(game_from_start, State)
    ),
    state_rules(State, Rules),
    game_positions(State, [Start|Later]),
    moves_between(Later, Start, Game, Rules, Moves).

%   moves_between(+Later, +Position0, +Game, +Rules, -Moves): the moves
%   from Position0 through the positions Later.  The list of positions
%   left comes first, where indexing tells its two clauses apart: the
%   end leaves no choice point.

moves_between([], _, _, _, []).
moves_between([Board-Player|Positions], Board0-Player0, Game, Rules, [Move|Moves]) :-
    backend_move_leading_to(Game, Rules, Board0, Player0, Board, Player, Move),
    moves_between(Positions, Board-Player, Game, Rules, Moves).

%!  played_from_start(+Game, +State) is semidet.
%
%   State was reached from the start position of Game (and can be
%   saved), rather than set up from a position notation.

played_from_start(Game, State) :-
    state_rules(State, Rules),
    game_positions(State, [Start|_]),
    game_initial_state(Game, [rules(Rules)], game_state(Board0, Player0, _, _)),
    Start == Board0-Player0.

                 /*******************************
                 *            LOADING           *
                 *******************************/

%!  load_game(+File, -Game, -Players, -State) is det.
%
%   Reads the saved game File and replays its moves.
%
%   @error saved_game_error(File, Message) when File cannot be read or
%          is not a saved game the rules allow; Message (a string)
%          names the line, as in `line 7: "z9" is not a legal move here`.

load_game(File, Game, Players, State) :-
    load_game(File, Game, Players, State, _Moves).

%!  load_game(+File, -Game, -Players, -State, -Moves) is det.
%
%   As load_game/4; Moves are the moves replayed, oldest first.

load_game(Typed, Game, Players, State, Moves) :-
    typed_file_name(Typed, File),
    saved_file_text(File, Text),
    catch(read_saved_game(Text, Game, Players, State, Moves),
          bad_line(Message),
          throw(saved_game_error(File, Message))).

%!  saved_settings(+File, -Settings) is det.
%
%   Settings are the settings the saved game File keeps (save_game/5):
%   `backend(Backend)` and `display(Style)`, each when a comment line
%   before the `game:` line names one that exists.  Any other comment is
%   no setting, so a file that has none, or names a backend or a style
%   unknown here, keeps none.
%
%   @error saved_game_error(File, Message) when File cannot be read, as
%          for load_game/4.

saved_settings(Typed, Settings) :-
    typed_file_name(Typed, File),
    saved_file_text(File, Text),
    file_lines(Text, Lines),
    leading_comments(Lines, Comments),
    convlist(comment_setting, Comments, Settings).

%   saved_file_text(+File, -Text): the bytes of File, when it may be a
%   saved game.

saved_file_text(File, Text) :-
    only_regular(File),
    catch(small_enough(File), error(Error, _), read_error(File, Error)),
    catch(read_at_most_largest(File, Text),
          error(Error, _),
          read_error(File, Error)),
    string_length(Text, Length),
    too_large_unless(Length, File).

%   read_at_most_largest(+File, -Text): the bytes of File, but never more
%   than one byte past the largest saved game, whatever the file became
%   since small_enough/1 looked at it.

read_at_most_largest(File, Text) :-
    largest_saved_game(MiB),
    Limit is MiB * 1048576 + 1,
    setup_call_cleanup(open(File, read, In, [encoding(octet)]),
                       read_string(In, Limit, Text),
                       close(In)).

%   leading_comments(+Lines, -Comments): the comment and blank lines,
%   trimmed, before the first line that says something.

leading_comments([line(_, Line)|Lines], [Comment|Comments]) :-
    trimmed(Line, Comment),
    ignored(Comment),
    !,
    leading_comments(Lines, Comments).
leading_comments(_, []).

%   comment_setting(+Comment, -Setting): Comment is `# NAME: VALUE`, a
%   setting that exists (in any case).

comment_setting(Comment, Setting) :-
    sub_string(Comment, 1, _, 0, Text0),     % after the #
    trimmed(Text0, Text),
    member(Name, [backend, display]),
    atom_string(Name, Key),
    field_value(Key, Text, ValueText),
    !,
    string_lower(ValueText, Lower),
    atom_string(Value, Lower),
    setting_value(Name, Value),
    Setting =.. [Name, Value].

setting_value(backend, c).
setting_value(backend, prolog).
setting_value(display, Style) :-
    display_label(Style, _).

%!  typed_file_name(+Typed, -File) is det.
%
%   File is the file a person means by Typed: `~/` at its start is the
%   home folder, as in a shell.  Every file name a person types (save,
%   load, the menu's load) goes through here, and the C tool's replay
%   does the same.

typed_file_name(Typed, File) :-
    (   sub_atom(Typed, 0, 2, _, '~/'),
        getenv('HOME', Home)
    ->  sub_atom(Typed, 2, _, 0, Rest),
        directory_file_path(Home, Rest, File)
    ;   File = Typed
    ).

%   only_regular(+File): File, if it exists, is a regular file: a pipe
%   would block the reading for ever, and a device such as /dev/zero never
%   ends (their size is 0, so small_enough/1 would let them through).  A
%   missing file is left to the reading, which says so.

only_regular(File) :-
    (   exists_file(File)
    ->  true
    ;   access_file(File, exist)
    ->  throw(saved_game_error(File, "not a regular file: a folder, a device or a pipe"))
    ;   true
    ).

%   small_enough(+File): File is no larger than a saved game can be, so
%   that reading it cannot exhaust the memory of the session.

small_enough(File) :-
    size_file(File, Size),
    too_large_unless(Size, File).

too_large_unless(Size, File) :-
    largest_saved_game(MiB),
    (   Size =< MiB * 1048576
    ->  true
    ;   format(string(Message), "larger than ~d MiB, too large for a saved game", [MiB]),
        throw(saved_game_error(File, Message))
    ).

largest_saved_game(4).                  % MiB, TB_SAVED_GAME_MAX_BYTES in C

read_error(File, existence_error(_, _)) :-
    !,
    throw(saved_game_error(File, "there is no such file")).
read_error(File, permission_error(_, _, _)) :-
    !,
    throw(saved_game_error(File, "permission denied")).
read_error(File, Error) :-
    format(string(Message), "cannot be read (~q)", [Error]),
    throw(saved_game_error(File, Message)).

%   The file is read as bytes and split into lines line(N, Text).

read_saved_game(Text, Game, [First-FirstSide, Second-SecondSide], State, Moves) :-
    file_lines(Text, Lines),
    length(Lines, Count),
    End is Count + 1,
    field_line(Lines, End, N1, GameText, Rest1),
    game_field(N1, GameText, Game),
    field_line(Rest1, End, N2, RulesText, Rest2),
    rules_field(N2, RulesText, Game, Rules),
    game_initial_state(Game, [rules(Rules)], Start),
    state_player(Start, First),
    other_player(Game, First, Second),
    field_line(Rest2, End, N3, FirstText, Rest3),
    player_field(N3, FirstText, Game, First, FirstSide),
    field_line(Rest3, End, N4, SecondText, Rest4),
    player_field(N4, SecondText, Game, Second, SecondSide),
    field_line(Rest4, End, N5, MovesText, MoveLines),
    moves_field(N5, MovesText),
    replay(MoveLines, Game, Start, State, Moves).

file_lines(Text, Lines) :-
    split_string(Text, "\n", "", Parts0),
    (   append(Parts, [""], Parts0)     % the newline that ends the file
    ->  true
    ;   Parts = Parts0
    ),
    foldl(numbered_line, Parts, Lines, 1, _).

numbered_line(Part, line(N, Line), N, N1) :-
    (   string_concat(Line, "\r", Part)
    ->  true
    ;   Line = Part
    ),
    N1 is N + 1.

%   field_line(+Lines, +End, -N, -Text, -Rest): Text is the next line
%   that says something, trimmed, at line N.

field_line(Lines, End, N, Text, Rest) :-
    (   next_significant(Lines, N0, Text0, Rest0)
    ->  N = N0,
        Text = Text0,
        Rest = Rest0
    ;   bad_line(End, "the file ends before the \"moves:\" line", [])
    ).

next_significant([line(N, Line)|Lines], FoundN, Text, Rest) :-
    trimmed(Line, Trimmed),
    (   ignored(Trimmed)
    ->  next_significant(Lines, FoundN, Text, Rest)
    ;   FoundN = N,
        Text = Trimmed,
        Rest = Lines
    ).

ignored("") :- !.
ignored(Text) :-
    sub_string(Text, 0, 1, _, "#").

%   trimmed(+Text, -Trimmed): without the spaces and tabs around it.

trimmed(Text, Trimmed) :-
    split_string(Text, "", " \t", [Trimmed]).

%   bad_line(+N, +Format, +Args): rejects the file at line N.  What the
%   message quotes of the file has its control characters shown as ?,
%   so that a file never sends escape sequences to the terminal.

bad_line(N, Format, Args0) :-
    maplist(shortened_argument, Args0, Args),
    format(string(Text), Format, Args),
    format(string(Message0), "line ~d: ~w", [N, Text]),
    string_codes(Message0, Codes),
    maplist(printable_code, Codes, Printable),
    string_codes(Message, Printable),
    throw(bad_line(Message)).

%   What the message quotes of a line is at most 40 characters long.

shortened_argument(Argument, Shown) :-
    (   string(Argument)
    ->  shortened(Argument, Shown)
    ;   Shown = Argument
    ).

printable_code(Code, Shown) :-
    (   ( Code < 32 ; Code =:= 127 )
    ->  Shown = 0'?
    ;   Shown = Code
    ).

game_field(N, Text, Game) :-
    (   field_value("game", Text, Name)
    ->  (   string_lower(Name, Lower),
            atom_string(Game, Lower),
            game(Game)
        ->  load_game_module(Game)
        ;   bad_line(N, "unknown game \"~s\"", [Name])
        )
    ;   bad_line(N, "expected \"game: NAME\"", [])
    ).

%   field_value(+Key, +Text, -Value): Text is "Key: Value", Key in any
%   case; Value as written.

field_value(Key, Text, Value) :-
    string_concat(Key, ":", Prefix),
    string_length(Prefix, Length),
    sub_string(Text, 0, Length, _, Start),
    string_lower(Start, Prefix),
    sub_string(Text, Length, _, 0, Rest),
    trimmed(Rest, Value).

rules_field(N, Text, Game, Rules) :-
    (   field_value("rules", Text, Value),
        Value \== ""
    ->  rule_list(N, Value, Game, Rules)
    ;   bad_line(N, "expected \"rules: standard\" or \"rules: OPTION, ...\"", [])
    ).

rule_list(_, Value, _, []) :-
    string_lower(Value, "standard"),
    !.
rule_list(N, Value, Game, Rules) :-
    split_string(Value, ",", " \t", Names),
    backend_rule_names(Game, Known),
    foldl(rule_name(N, Game, Known), Names, [], Reversed),
    sort(Reversed, Rules).

rule_name(N, Game, Known, Name, Seen, [Rule|Seen]) :-
    (   string_lower(Name, Lower),
        atom_string(Rule, Lower),
        memberchk(Rule, Known)
    ->  true
    ;   bad_line(N, "unknown rule option \"~s\" of ~w", [Name, Game])
    ),
    (   memberchk(Rule, Seen)
    ->  bad_line(N, "rule option \"~s\" given twice", [Name])
    ;   true
    ).

player_field(N, Text0, Game, Player, Side) :-
    string_lower(Text0, Text),
    format(string(Human), "player ~w: human", [Player]),
    format(string(Computer), "player ~w: computer level ", [Player]),
    (   Text == Human
    ->  Side = human
    ;   string_concat(Computer, Digit, Text),
        string_codes(Digit, [Code]),
        between(0'1, 0'9, Code)
    ->  Level is Code - 0'0,
        (   game_level(Game, Level, _)
        ->  Side = computer(Level)
        ;   bad_line(N, "~w has no computer level ~d", [Game, Level])
        )
    ;   bad_line(N, "expected \"player ~w: human\" or \"player ~w: computer level L\"",
                 [Player, Player])
    ).

%!  other_player(+Game, +Player, -Other) is det.
%
%   Other is Player's opponent in Game.

other_player(Game, Player, Other) :-
    player_name(Game, Other, _),
    Other \== Player,
    !.

moves_field(N, Text) :-
    (   string_lower(Text, "moves:")
    ->  true
    ;   bad_line(N, "expected \"moves:\"", [])
    ).

%   replay(+Lines, +Game, +State0, -State, -Moves): plays the move of
%   every line that says something: Moves.

replay(Lines, Game, State0, State, Moves) :-
    (   next_significant(Lines, N, Text, Rest)
    ->  replay_line(N, Text, Game, State0, Move, State1),
        Moves = [Move|Moves1],
        replay(Rest, Game, State1, State, Moves1)
    ;   State = State0,
        Moves = []
    ).

replay_line(N, Text, Game, State0, Move, State) :-
    (   game_over(Game, State0, _)
    ->  bad_line(N, "the game is already over", [])
    ;   typed_key(Text, Key0),
        current_move_words(Game, Key0, Key),
        game_valid_moves(Game, State0, Moves),
        member(Move, Moves),
        move_to_text(Game, Move, Written),
        typed_key(Written, Key)
    ->  game_move(Game, State0, Move, State)
    ;   bad_line(N, "\"~s\" is not a legal move here", [Text])
    ).

%   typed_key(+Text, -Key): Text in lower case without spaces, tabs and
%   dashes, so that "C3 - d4" and "c3-d4" are the same move.

typed_key(Text, Key) :-
    string_lower(Text, Lower),
    split_string(Lower, " \t-", "", Parts),    % in C: fast on a line of megabytes
    atomics_to_string(Parts, Key).

%   current_move_words(+Game, +Key0, -Key): a key that begins with a
%   word the game's saved moves once began with (former_move_word/3)
%   gets the word written now instead.

current_move_words(Game, Key0, Key) :-
    (   former_move_word(Game, Old, New),
        string_concat(Old, Rest, Key0)
    ->  string_concat(New, Rest, Key)
    ;   Key = Key0
    ).

shortened(Text, Shown) :-
    (   string_length(Text, Length),
        Length > 40
    ->  sub_string(Text, 0, 40, _, Start),
        string_concat(Start, "...", Shown)
    ;   Shown = Text
    ).
