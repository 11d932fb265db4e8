:- module(tabuleiro_demo,
          [ demo/0,
            demo/1,                 % +Game
            demo/2,                 % +Game, +Topic
            demo/3,                 % +Game, +Topic, +Options
            watch/1,                % +Game
            watch/2                 % +Game, +Options
          ]).
:- encoding(utf8).
:- use_module(tabuleiro/games).
:- use_module(tabuleiro/backend).
:- use_module(tabuleiro/game_state).
:- use_module(tabuleiro/terminal/prompt, [ask_choice/3, ask_line/2]).
:- use_module(tabuleiro/interrupt).
:- use_module(tabuleiro/view/demo_topics).
:- use_module(tabuleiro/view/board_view).
:- use_module(tabuleiro/view/live_timing).
:- use_module(tabuleiro/view/level_report).
:- use_module(tabuleiro/message_text).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(error)).
:- use_module(library(time)).

/** <module> Teaching demos in the terminal

For a teacher at a projector: one rule of a game at a time, written
declaratively in Prolog and imperatively in C, both run on the same
position and timed live.

    $ swipl prolog/demo.pl          % the demo menu (also: make demo)
    ?- demo(Game).                  % the topics of one game
    ?- demo(Game, Topic).           % one topic, then what to do next
    ?- demo(Game, Topic, [position(Notation), perft(3), search(2)]).
    ?- watch(Game, [levels(3, 2), delay(1)]).

(docs/teaching.md shows each with a game and its output).

For each topic the demo draws the position, shows the Prolog clauses of
`prolog/tabuleiro/rules/GAME_rules.pl` and the C function of `c_core/GAME.c` (read
from the files, with their line numbers; side by side when the terminal
is wide enough), then the answer of each backend and the time of one
call, measured until stable, and their ratio.  On request it runs perft
and a search on both backends.

Ctrl-C stops the step under way (a timing, perft, a search, a watched
game) with the note "Stopped.", and the demo goes on from the menu the
step began at; at a menu, it ends the demo, as at the prompt of a game.
*/

%!  demo is det.
%
%   The demo menu: a game, then its topics.

demo :-
    demo_session(demo_menu).

demo_menu :-
    game_choices(Games),
    append(Games, [w-'Watch the computer play itself', '0'-'Exit'], Choices),
    nl,
    ask_choice('Tabuleiro teaching demos: which game?', Choices, Key),
    (   Key == '0'
    ->  true
    ;   Key == w
    ->  ask_game(Game),
        watch_menu(Game),
        demo_menu
    ;   numbered_game(Key, Game),
        topic_menu(Game),
        demo_menu
    ).

ask_game(Game) :-
    game_choices(Choices),
    ask_choice('Which game?', Choices, Key),
    numbered_game(Key, Game).

%   game_choices(-Choices): the games as the lines 1, 2, ... of a menu.

game_choices(Choices) :-
    findall(Key-Title,
            ( numbered_game(Key, Game), game_title(Game, Title) ),
            Choices).

%   numbered_game(?Key, ?Game): Game is line Key of the menu of games.

numbered_game(Key, Game) :-
    findall(G, game(G), Games),
    nth1(N, Games, Game),
    atom_number(Key, N).

%!  demo(+Game) is det.
%
%   The topics of Game, one after the other as the teacher picks them.

demo(Game) :-
    known_game(Game),
    demo_session(topic_menu(Game)).

topic_menu(Game) :-
    load_game_module(Game),
    findall(Topic-Title, demo_topic(Game, Topic, Title), Topics),
    findall(Key-Title,
            ( nth1(N, Topics, _-Title), atom_number(Key, N) ),
            Choices0),
    append(Choices0, [w-'Watch the computer play itself', '0'-'Back'], Choices),
    game_title(Game, Name),
    format(atom(Question), '~w: which rule?', [Name]),
    nl,
    ask_choice(Question, Choices, Key),
    (   Key == '0'
    ->  true
    ;   Key == w
    ->  watch_menu(Game),
        topic_menu(Game)
    ;   atom_number(Key, N),
        nth1(N, Topics, Topic-_),
        stoppable(show_topic(Game, Topic, default)),
        topic_actions(Game, Topic, default),
        topic_menu(Game)
    ).

%!  demo(+Game, +Topic) is det.
%
%   Shows Topic of Game, then offers perft, a search, another position.

demo(Game, Topic) :-
    known_topic(Game, Topic),
    demo_session(( stoppable(show_topic(Game, Topic, default)),
                   topic_actions(Game, Topic, default) )).

%!  demo(+Game, +Topic, +Options) is det.
%
%   Shows Topic of Game without asking anything.  Options:
%
%     - position(Position): this position instead of the topic's own:
%       a text in the game's notation, or a game state (the game in
%       progress, e.g. from initial_state/2 and move/3);
%     - perft(Depth): then perft to Depth on both backends;
%     - search(Seconds): then a search on both backends, deepening
%       while the next depth should end within Seconds in all, with the
%       depth reached, the nodes and the nodes per second;
%     - search_depth(Depth): then a search to Depth on both backends,
%       deepening from depth 1 within the time limit, with the same
%       figures (the node counts repeat from run to run);
%     - time_limit(Seconds): the time limit of search_depth on each
%       backend (default: the demo's, 10 s unless the menu changed it).
%
%   The runs come in the order of Options; Ctrl-C stops one and goes on
%   with the next.

demo(Game, Topic, Options) :-
    known_topic(Game, Topic),
    option(position(Position), Options, default),
    search_time_limit(DefaultLimit),
    option(time_limit(Limit), Options, DefaultLimit),
    positive_seconds(Limit),
    demo_session(demo_runs(Game, Topic, Position, Limit, Options)).

demo_runs(Game, Topic, Position, Limit, Options) :-
    stoppable(show_topic(Game, Topic, Position)),
    topic_state(Game, Topic, Position, State),
    forall(( member(Option, Options),
             Option =.. [Name, N],
             run_on_request(Name, Limit, Show) ),
           ( must_be(positive_integer, N),
             stoppable(call(Show, Game, State, N)) )).

%   positive_seconds(+Seconds): Seconds is a number above 0; else an
%   error says what was wrong.

positive_seconds(Seconds) :-
    must_be(number, Seconds),
    (   Seconds > 0
    ->  true
    ;   domain_error(time_limit_in_seconds, Seconds)
    ).

%   run_on_request(?Name, +Limit, ?Show): option Name(N) of demo/3 runs
%   Show(Game, State, N); a search to a depth stops after Limit seconds.

run_on_request(perft, _, show_perft).
run_on_request(search, _, show_search).
run_on_request(search_depth, Limit, show_search_to_depth(Limit)).

topic_actions(Game, Topic, Position) :-
    search_time_limit(Limit),
    format(atom(LimitLine), 'Time limit of a search to a depth (now ~w s)', [Limit]),
    Choices = [ p-'Perft to a depth on both backends',
                s-'Search on both backends, deepening within a time',
                d-'Search to a depth on both backends',
                t-LimitLine,
                n-'Another position (typed in notation)',
                r-'Run the backends again',
                '0'-'Back' ],
    nl,
    ask_choice('What next? (Ctrl-C stops a long step)', Choices, Key),
    topic_action(Key, Game, Topic, Position).

topic_action('0', _, _, _).
topic_action(Key, Game, Topic, Position) :-
    numbered_action(Key, Prompt, Low, High, Show),
    ask_number(Prompt, Low, High, N),
    topic_state(Game, Topic, Position, State),
    stoppable(call(Show, Game, State, N)),
    topic_actions(Game, Topic, Position).
topic_action(t, Game, Topic, Position) :-
    ask_number('Seconds per backend for a search to a depth (1-60): ', 1, 60, Limit),
    set_search_time_limit(Limit),
    format("A search to a depth now stops after ~w s on each backend.~n", [Limit]),
    topic_actions(Game, Topic, Position).
topic_action(n, Game, Topic, Position) :-
    read_text('Position in notation: ', Text),
    (   catch(topic_state(Game, Topic, Text, _), Error,
              ( message_text(Error, Message),
                format("Not a position: ~w~n", [Message]),
                fail ))
    ->  stoppable(show_topic(Game, Topic, Text)),
        topic_actions(Game, Topic, Text)
    ;   topic_actions(Game, Topic, Position)
    ).
topic_action(r, Game, Topic, Position) :-
    topic_state(Game, Topic, Position, State),
    stoppable(show_answers(Game, Topic, State)),
    topic_actions(Game, Topic, Position).

%   numbered_action(?Key, ?Prompt, ?Low, ?High, ?Show): menu line Key
%   asks for a number from Low to High, then runs Show(Game, State, N).

numbered_action(p, 'Depth (1-6): ', 1, 6, show_perft).
numbered_action(s, 'Seconds per backend (1-30): ', 1, 30, show_search).
numbered_action(d, 'Depth (1-6): ', 1, 6, show_search_to_depth(Limit)) :-
    search_time_limit(Limit).

%   The time limit of a search to a depth on each backend, in seconds:
%   the Prolog search takes minutes at depths the C core searches in
%   milliseconds.  10 s is short enough for a lecture to wait, and long
%   enough for Prolog's first plies on a busy machine.  The teacher
%   changes it in the menu of a topic, for the rest of the session.

:- create_prolog_flag(tabuleiro_demo_search_limit, 10, [type(integer), keep(true)]).

search_time_limit(Seconds) :-
    current_prolog_flag(tabuleiro_demo_search_limit, Seconds).

set_search_time_limit(Seconds) :-
    set_prolog_flag(tabuleiro_demo_search_limit, Seconds).

                 /*******************************
                 *           ONE TOPIC          *
                 *******************************/

%   show_topic(+Game, +Topic, +Position): the position, the sources, the
%   answers of both backends.

show_topic(Game, Topic, Position) :-
    topic_detail(Game, Topic, Detail),
    topic_state(Game, Topic, Position, State),
    game_title(Game, Name),
    state_notation_text(Game, State, Notation),
    format("~n=== ~w: ~w ===~n~w~n~nPosition ~w~n~n",
           [Name, Detail.get(title), Detail.get(rule), Notation]),
    Game:display_game(State),
    topic_excerpts(Game, Topic, PrologExcerpts, CExcerpts),
    format(atom(RulesFile), 'prolog/tabuleiro/rules/~w_rules.pl', [Game]),
    format(atom(CFile), 'c_core/~w.c', [Game]),
    show_sources(RulesFile, PrologExcerpts, CFile, CExcerpts),
    show_answers(Game, Topic, State).

state_notation_text(Game, State, Text) :-
    Game:state_notation(State, Text).

%   show_sources(+PrologFile, +PrologExcerpts, +CFile, +CExcerpts): side
%   by side when both fit in the terminal, else one after the other.

show_sources(PrologFile, PrologExcerpts, CFile, CExcerpts) :-
    excerpt_column(PrologFile, PrologExcerpts, Left),
    excerpt_column(CFile, CExcerpts, Right),
    column_width(Left, LeftWidth),
    column_width(Right, RightWidth),
    terminal_columns(Columns),
    nl,
    (   LeftWidth + 3 + RightWidth =< Columns
    ->  side_by_side(Left, LeftWidth, Right)
    ;   forall(member(Line, Left), writeln(Line)),
        nl,
        forall(member(Line, Right), writeln(Line))
    ).

excerpt_column(File, Excerpts, [Title|Lines]) :-
    format(string(Title), "--- ~w ---", [File]),
    foldl(excerpt_lines, Excerpts, Lines, []).

excerpt_lines(_Name-Numbered, Lines, Tail) :-
    findall(Line,
            ( member(N-Text, Numbered),
              format(string(Line), "~t~d~4| ~s", [N, Text]) ),
            Lines0),
    append(Lines0, [""|Tail], Lines).

column_width(Lines, Width) :-
    aggregate_all(max(L), ( member(Line, Lines), string_length(Line, L) ), Width).

side_by_side(Left, Width, Right) :-
    length(Left, NL),
    length(Right, NR),
    N is max(NL, NR),
    forall(between(1, N, I),
           ( line_or_blank(I, Left, L),
             line_or_blank(I, Right, R),
             string_length(L, Len),
             Pad is Width - Len,
             format("~s~*c | ~s~n", [L, Pad, 0' , R]) )).

line_or_blank(I, Lines, Line) :-
    (   nth1(I, Lines, Line0)
    ->  Line = Line0
    ;   Line = ""
    ).

%!  terminal_columns(-Columns) is det.
%
%   The width of the terminal: tty_size/2, else $COLUMNS, else 80.

terminal_columns(Columns) :-
    (   catch(tty_size(_, Columns0), _, fail)
    ->  Columns = Columns0
    ;   getenv('COLUMNS', Text),
        atom_number(Text, Columns0),
        integer(Columns0)
    ->  Columns = Columns0
    ;   Columns = 80
    ).

%   show_answers(+Game, +Topic, +State): each backend's answer and time,
%   whether they agree, the ratio, and the moves on the board.

show_answers(Game, Topic, State) :-
    topic_detail(Game, Topic, Detail),
    question_words(Detail.question, Words),
    format("~nBoth backends on this position (~w), timed live:~n", [Words]),
    topic_answers(Game, Topic, State, Answers),
    forall(member(answer(Backend, Moves, Seconds, Spread), Answers),
           show_answer(Backend, Moves, Seconds, Spread)),
    agreement(Answers),
    ratio(Answers),
    Answers = [answer(_, Moves, _, _)|_],
    show_moves_on_board(Game, State, Moves).

question_words(moves, 'the legal moves').
question_words(captures, 'the moves that capture').
question_words(winning_moves, 'the moves that win at once').

show_answer(Backend, Moves, Seconds, Spread) :-
    backend_label(Backend, Label),
    length(Moves, N),
    counted(N, move, MovesText),
    duration_text(Seconds, Time),
    Percent is round(Spread * 100),
    format("  ~w~t~12|~w   ~w per call (last three within ~d%)~n",
           [Label, MovesText, Time, Percent]).

backend_label(c, 'C core').
backend_label(prolog, 'Prolog').

agreement(Answers) :-
    (   Answers = [answer(_, Moves, _, _), answer(_, Moves2, _, _)]
    ->  (   Moves == Moves2
        ->  writeln('  Both backends find the same moves.')
        ;   writeln('  THE BACKENDS DISAGREE.')
        )
    ;   writeln('  (The C core is not built: the Prolog backend alone.)')
    ).

ratio(Answers) :-
    (   memberchk(answer(c, _, C, _), Answers),
        memberchk(answer(prolog, _, P, _), Answers),
        C > 0
    ->  Ratio is P / C,
        format("  Prolog takes ~1f times as long as C.~n", [Ratio])
    ;   true
    ).

%   show_moves_on_board(+Game, +State, +Moves): the board with a `*` on
%   every cell a move goes to, then the moves as a person types them.

show_moves_on_board(Game, State, Moves) :-
    board_view(Game, State, View),
    maplist(move_view(Game, State), Moves, MoveViews),
    findall(To, ( member(M, MoveViews), To = M.to, To \== null ), Targets),
    nl,
    writeln('Where the moves go (*):'),
    format("    "),
    forall(member(Label, View.col_labels), format(" ~w ", [Label])),
    nl,
    forall(nth1(R, View.rows, Row),
           ( nth1(R, View.row_labels, Label),
             format("~t~w~3| ", [Label]),
             forall(nth1(C, Row, Cell),
                    ( memberchk([R, C], Targets) -> write(' * ') ; format(" ~w ", [Cell.letter]) )),
             nl )),
    findall(T, ( member(M, MoveViews), T = M.text ), Texts),
    atomic_list_concat(Texts, '  ', Line),
    format("Moves: ~w~n", [Line]).

                 /*******************************
                 *        PERFT AND SEARCH      *
                 *******************************/

%   show_perft(+Game, +State, +Depth): perft 1..Depth on each backend,
%   with a progress line while a depth is counted.

show_perft(Game, State, Depth) :-
    State = game_state(Board, Player, Rules, _),
    format("~nPerft (move sequences of each length) on both backends:~n"),
    forall(runnable_backend(Backend),
           forall(between(1, Depth, D),
                  perft_line(Backend, Game, Rules, Board, Player, D))),
    writeln('  (A count shorter than a tenth of a second is timed over many calls: the'),
    writeln('  time shown is one call\'s. Each call first reads the position, and the last'),
    writeln('  depth\'s moves are counted, not played: at small depths the call itself is'),
    writeln('  much of the time, and the rate is lower.)').

%   perft_line(+Backend, +Game, +Rules, +Board, +Player, +Depth): a
%   count that takes less than a tenth of a second is timed again over
%   many calls (time_per_call/3), as one call of a few microseconds is
%   mostly what a first call does once.

perft_line(Backend, Game, Rules, Board, Player, Depth) :-
    backend_label(Backend, Label),
    progress("  ~w~t~12|depth ~d: counting...", [Label, Depth]),
    statistics(cputime, T0),
    with_backend(Backend, backend_perft(Game, Rules, Board, Player, Depth, Nodes)),
    statistics(cputime, T1),
    (   T1 - T0 < 0.1
    ->  with_backend(Backend,
                     time_per_call(backend_perft(Game, Rules, Board, Player, Depth, _),
                                   Seconds0, _Spread)),
        How = ' a call'
    ;   Seconds0 = T1 - T0,
        How = ''
    ),
    Seconds is max(Seconds0, 1.0e-9),
    PerSecond is round(Nodes / Seconds),
    duration_text(Seconds, Time),
    counted(Nodes, node, NodesText),
    format("  ~w~t~12|depth ~d: ~w in ~w~w (~D nodes/s)~n",
           [Label, Depth, NodesText, Time, How, PerSecond]).

%   progress(+Format, +Args): a line that the next line overwrites, on a
%   terminal only.

progress(Format, Args) :-
    (   stream_property(user_output, tty(true))
    ->  format(Format, Args),
        format("\r"),
        flush_output
    ;   true
    ).

%   show_search(+Game, +State, +Budget): on each backend, searches to
%   depth 1, 2, ... within Budget seconds in all, as the C core's own
%   search deepens within its time: a depth unfinished when the time is
%   up is dropped.  Shows the deepest depth finished, its move, its
%   positions visited (nodes) and nodes per second, then the ratio of
%   the two speeds.

show_search(Game, State, Budget) :-
    format("~nSearch (alpha-beta, deepening within ~w s; a depth unfinished then is dropped) on both backends:~n",
           [Budget]),
    show_searches(Game, State, within(Budget)).

%   show_search_to_depth(+Limit, +Game, +State, +Depth): on each
%   backend, searches to depth 1, 2, ... up to Depth within Limit
%   seconds, and says which depth the limit stopped it at; with the same
%   seed, the node counts repeat.  The figures are those of the deepest
%   depth searched, as a search to that depth alone gives them.

show_search_to_depth(Limit, Game, State, Depth) :-
    format("~nSearch to depth ~d (alpha-beta) on both backends:~n", [Depth]),
    format("  (each deepens from depth 1, and stops after ~w s)~n", [Limit]),
    show_searches(Game, State, to_depth(Depth, Limit)).

show_searches(Game, State, Plan) :-
    findall(Backend, runnable_backend(Backend), Backends),
    maplist(search_and_show(Game, State, Plan), Backends, Results),
    speed_ratio(Results).

search_and_show(Game, State, Plan, Backend, Backend-Result) :-
    State = game_state(Board, Player, Rules, _),
    Search = backend_search_at(Backend, Game, Rules, Board, Player),
    plan_bounds(Plan, MaxDepth, Seconds),
    deepen(Backend, Search, MaxDepth, Seconds, 1, 0, out_of_time(Seconds), Result),
    search_line(Game, Plan, Backend, Result).

%   backend_search_at(+Backend, +Game, +Rules, +Board, +Player, +Depth,
%   -Move, -Stats): the search of the demos, to Depth with seed 1.

backend_search_at(Backend, Game, Rules, Board, Player, Depth, Move, Stats) :-
    with_backend(Backend,
                 backend_search(Game, Rules, Board, Player, [depth(Depth), seed(1)],
                                Move, Stats)).

%   plan_bounds(+Plan, -MaxDepth, -Seconds): how deep a search of Plan
%   may go, and in how many seconds.  64 is the deepest depth a search
%   takes.

plan_bounds(to_depth(Depth, Limit), Depth, Limit).
plan_bounds(within(Budget), 64, Budget).

%   deepen(+Backend, +Search, +MaxDepth, +Seconds, +Depth, +Spent,
%   +Result0, -Result): searches to Depth, then deeper up to MaxDepth,
%   while time is left of Seconds, Spent being the time of the depths
%   finished.  Result is searched(Move, Stats, Spent, Ending) for the
%   deepest depth finished, Ending `time_up` when the time stopped a
%   deeper one, else `complete`; Result0 when not even depth 1 finished
%   (out_of_time(Seconds)); `no_move` when there is no legal move.  A
%   search that reached less than its depth, or whose score is a win or
%   a loss, has proved the outcome: deeper ones would add nothing.

deepen(Backend, Search, MaxDepth, Seconds, Depth, Spent, Result0, Result) :-
    Left is Seconds - Spent,
    (   Depth > MaxDepth
    ->  Result = Result0
    ;   Left =< 0
    ->  time_up(Result0, Result)
    ;   searching(Backend, Depth),
        catch(call_with_time_limit(Left, call(Search, Depth, Move, Stats)),
              time_limit_exceeded, Stopped = true)
    ->  (   Stopped == true
        ->  time_up(Result0, Result)
        ;   Stats = search(Score, Reached, _, Time),
            Spent1 is Spent + Time,
            Result1 = searched(Move, Stats, Spent1, complete),
            (   ( Reached < Depth ; proved_score(Score) )
            ->  Result = Result1
            ;   Depth1 is Depth + 1,
                deepen(Backend, Search, MaxDepth, Seconds, Depth1, Spent1, Result1, Result)
            )
        )
    ;   Result = no_move
    ).

%   time_up(+Result0, -Result): the deepest search finished, marked as
%   stopped by the time before a deeper one ended.

time_up(searched(Move, Stats, Spent, _), searched(Move, Stats, Spent, time_up)).
time_up(out_of_time(Seconds), out_of_time(Seconds)).

searching(Backend, Depth) :-
    backend_label(Backend, Label),
    progress("  ~w~t~12|searching depth ~d...", [Label, Depth]).

search_line(_Game, _Plan, Backend, no_move) :-
    backend_label(Backend, Label),
    format("  ~w~t~12|no legal move~n", [Label]).
search_line(_Game, _Plan, Backend, out_of_time(Seconds)) :-
    backend_label(Backend, Label),
    format("  ~w~t~12|depth 1 not finished within ~w s~n", [Label, Seconds]).
search_line(Game, Plan, Backend, searched(Move, Stats, Total, Ending)) :-
    backend_label(Backend, Label),
    move_text(Game, Move, Text),
    Stats = search(Score, Depth, _, Seconds),
    depth_text(Plan, Ending, Depth, DepthText),
    score_text(Score, ScoreText),
    search_figures(Stats, Figures),
    format("  ~w~t~12|~w: best move ~w (~w); ~w",
           [Label, DepthText, Text, ScoreText, Figures]),
    (   Plan = within(_),
        Total > Seconds
    ->  duration_text(Total, TotalTime),
        format("; ~w for all the depths~n", [TotalTime])
    ;   nl
    ).

%   depth_text(+Plan, +Ending, +Depth, -Text): "depth 3 reached", or
%   "depth 2 of 4 within 5 s" when the time limit of a search to a
%   depth stopped it short of that depth.

depth_text(to_depth(Asked, Limit), time_up, Depth, Text) :-
    !,
    format(atom(Text), "depth ~d of ~d within ~w s", [Depth, Asked, Limit]).
depth_text(_Plan, _Ending, Depth, Text) :-
    format(atom(Text), "depth ~d reached", [Depth]).

%   speed_ratio(+Results): how many times as many positions a second
%   the C search visits, when both backends searched.

speed_ratio(Results) :-
    (   memberchk(c-searched(_, search(_, _, CNodes, CSeconds), _, _), Results),
        memberchk(prolog-searched(_, search(_, _, PNodes, PSeconds), _, _), Results),
        nodes_per_second(CNodes, CSeconds, C),
        nodes_per_second(PNodes, PSeconds, P),
        P > 0
    ->  Ratio is C / P,
        format("  The C core visits ~1f times as many nodes per second as Prolog.~n", [Ratio])
    ;   true
    ).

                 /*******************************
                 *            WATCH             *
                 *******************************/

%!  watch(+Game) is det.
%!  watch(+Game, +Options) is det.
%
%   The computer plays Game against itself, slowly enough to follow.
%   Options:
%
%     - levels(First, Second): the levels of the two sides (default 3, 3);
%     - delay(Seconds): the pause after each move (default 1);
%     - step(true): wait for Enter after each move; a number typed
%       instead goes on with that many seconds between moves, `q` stops;
%     - rules(Names): the rule options;
%     - plies(N): stop after N moves at the latest (default 200).
%
%   Each move is shown with its level and the time the computer took,
%   and what the level did: a random move (1), the best value after one
%   move (2), a search with its depth reached, nodes and time (3), and
%   so on.  Ctrl-C stops the game.

watch(Game) :-
    watch(Game, []).

watch(Game, Options) :-
    known_game(Game),
    load_game_module(Game),
    (   option(levels(First, Second), Options)
    ->  true
    ;   First = 3, Second = 3
    ),
    known_level(Game, First),
    known_level(Game, Second),
    demo_session(stoppable(watch_game(Game, [First, Second], Options))).

watch_game(Game, Levels, Options) :-
    option(rules(Rules), Options, []),
    option(plies(Plies), Options, 200),
    must_be(positive_integer, Plies),
    (   option(step(true), Options)
    ->  Pace = step
    ;   option(delay(Seconds), Options, 1),
        must_be(number, Seconds),
        (   Seconds >= 0
        ->  true
        ;   domain_error(delay_in_seconds, Seconds)
        ),
        Pace = delay(Seconds)
    ),
    Game:initial_state([rules(Rules)], State),
    Game:display_game(State),
    watch_moves(Game, State, Levels, Pace, Plies, []).

watch_moves(Game, State, Levels, Pace, Plies, Played) :-
    (   Game:game_over(State, _)
    ->  true
    ;   Plies =< 0
    ->  writeln('Move limit reached.')
    ;   Levels = [Level, Next],
        watched_move(Game, State, Level, State1, Text),
        append(Played, [Text], Played1),
        atomic_list_concat(Played1, ' ', MoveList),
        format("Moves: ~w~n", [MoveList]),
        pause(Pace, Pace1),
        (   Pace1 == stop
        ->  writeln('Stopped.')
        ;   Plies1 is Plies - 1,
            watch_moves(Game, State1, [Next, Level], Pace1, Plies1, Played1)
        )
    ).

%   watched_move(+Game, +State, +Level, -State1, -Text): the computer
%   plays at Level; the board after its move, the move, and what the
%   level did, are shown.

watched_move(Game, State, Level, State1, Text) :-
    get_time(T0),
    game_choose_move(Game, State, Level, Move, How),
    get_time(T1),
    Game:move(State, Move, State1),
    Seconds is T1 - T0,
    move_text(Game, Move, Text),
    current_backend(Backend),
    once(game_level(Game, Level, Description)),
    duration_text(Seconds, Time),
    how_text(How, HowText),
    nl,
    Game:display_game(State1),
    format("Played ~w: level ~w, ~w, on the ~w backend, in ~w.~n  ~w~n",
           [Text, Level, Description, Backend, Time, HowText]).

%   pause(+Pace, -Next): waits as Pace says (delay(Seconds) or step);
%   Next is the pace of the next move, or `stop` when the teacher types
%   q.  Stepping, a number typed goes on with that delay.

pause(delay(Seconds), delay(Seconds)) :-
    sleep(Seconds).
pause(step, Next) :-
    read_text('Enter for the next move, a number of seconds to go on at that pace, q to stop: ',
              Text),
    step_answer(Text, Next).

step_answer(Text, Next) :-
    (   Text == "q"
    ->  Next = stop
    ;   number_string(Seconds, Text),
        Seconds >= 0
    ->  Next = delay(Seconds)
    ;   Next = step
    ).

watch_menu(Game) :-
    load_game_module(Game),
    aggregate_all(max(L), game_level(Game, L, _), Top),
    format(atom(Prompt1), 'Level of the first player (1-~d): ', [Top]),
    format(atom(Prompt2), 'Level of the second player (1-~d): ', [Top]),
    ask_number(Prompt1, 1, Top, First),
    ask_number(Prompt2, 1, Top, Second),
    ask_choice('Pace', ['1'-'One move a second', '2'-'One move every 3 seconds',
                        '3'-'Another delay (seconds)', '4'-'Step by step (Enter)'], Pace),
    pace_option(Pace, PaceOption),
    stoppable(watch_game(Game, [First, Second], [PaceOption])).

pace_option('1', delay(1)).
pace_option('2', delay(3)).
pace_option('3', delay(Seconds)) :-
    ask_number('Seconds between moves (0-60): ', 0, 60, Seconds).
pace_option('4', step(true)).

                 /*******************************
                 *            INPUT             *
                 *******************************/

%   known_game(+Game), known_level(+Game, +Level) and known_topic(+Game,
%   +Topic): say which games, levels or topics there are, and fail, when
%   the teacher names another.

known_game(Game) :-
    (   game(Game)
    ->  true
    ;   findall(G, game(G), Games),
        print_message(error, format("No game ~w in Tabuleiro: ~w.", [Game, Games])),
        fail
    ).

known_level(Game, Level) :-
    (   integer(Level),
        game_level(Game, Level, _)
    ->  true
    ;   findall(L, game_level(Game, L, _), Levels),
        print_message(error, format("No level ~w for ~w; its levels: ~w.", [Level, Game, Levels])),
        fail
    ).

known_topic(Game, Topic) :-
    known_game(Game),
    (   demo_topic(Game, Topic, _)
    ->  true
    ;   findall(T, demo_topic(Game, T, _), Topics),
        print_message(error, format("No topic ~w for ~w; its topics: ~w.", [Topic, Game, Topics])),
        fail
    ).

:- meta_predicate demo_session(0), stoppable(0).

%   demo_session(:Goal): runs Goal, where Ctrl-C stops a stoppable/1
%   step; the end of the input, or a Ctrl-C at a menu, ends it with a
%   goodbye instead of an error.

demo_session(Goal) :-
    catch(ctrl_c_interrupts(Goal), Stop, session_stopped(Stop)).

session_stopped(end_of_input) :-
    !,
    writeln('End of input: goodbye.').
session_stopped(interrupted) :-
    !,
    nl,
    writeln('Interrupted: goodbye.').
session_stopped(Error) :-
    throw(Error).

%   stoppable(:Goal): runs Goal, a step that may take long; a Ctrl-C
%   stops it with a note, and the demo goes on as after the step.

stoppable(Goal) :-
    on_ctrl_c(Goal, stopped_note).

%   stopped_note: "Stopped." on a line of its own.  At a terminal the
%   line the step left unfinished (a progress line, the ^C the terminal
%   echoed) is erased first.

stopped_note :-
    (   stream_property(user_output, tty(true))
    ->  format("\r\e[K")
    ;   line_position(user_output, 0)
    ->  true
    ;   nl
    ),
    writeln('Stopped.').

%   read_text(+Prompt, -Text): the game loop's line reader (it throws
%   end_of_input at the end of the input).

read_text(Prompt, Text) :-
    ask_line(Prompt, Text).

ask_number(Prompt, Low, High, N) :-
    read_text(Prompt, Text),
    (   number_string(N0, Text),
        integer(N0),
        between(Low, High, N0)
    ->  N = N0
    ;   format("Please type a whole number from ~d to ~d.~n", [Low, High]),
        ask_number(Prompt, Low, High, N)
    ).

%   When started as `swipl prolog/demo.pl` (with the interactive
%   toplevel), the menu opens at once; the toplevel follows, where
%   demo/1, demo/2 and watch/1 can be typed.

:- initialization(open_menu_when_started_here).

open_menu_when_started_here :-
    (   current_prolog_flag(associated_file, File),
        module_property(tabuleiro_demo, file(File)),
        current_prolog_flag(toplevel_goal, default)
    ->  demo
    ;   true
    ).
