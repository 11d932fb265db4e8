:- module(tabuleiro_web_games,
          [ games_catalogue/1,      % -Catalogue
            new_game/2,             % +Request, -View
            new_game/3,             % +Request, +Client, -View
            load_saved_game/2,      % +Request, -View
            load_saved_game/3,      % +Request, +Client, -View
            game_view/2,            % +Id, -View
            game_action/4,          % +Action, +Id, +Request, -View
            game_action/5,          % +Action, +Id, +Request, +Client, -View
            saved_text/3,           % +Id, -Text, -FileName
            ply_view/3,             % +Id, +Ply, -View
            demo_view/4             % +Id, +Topic, +Position, -View
          ]).
:- encoding(utf8).
:- use_module('../games').
:- use_module('../backend').
:- use_module('../game_state').
:- use_module('../game_plugin').
:- use_module('../saved_game').
:- use_module('../view/board_view').
:- use_module('../view/demo_topics').
:- use_module('../view/level_report').
:- use_module('../message_text').
:- use_module(web_limits).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(time)).
:- use_module(library(aggregate)).
:- use_module(library(pairs)).

/** <module> The games of the browser board

Each game in progress is kept under an id, as `web_game(Id, Record)`,
Record the dict `_{game: Game, sides: Sides, backend: Backend, start:
Start, packed: Packed}` (made by game_record/6 alone, read by its keys):
Sides the list `[Player-Side, ...]` in playing order (Side `human` or
`computer(Level)`, as in saved games), Backend the game's own backend,
Start the position it started from, `start(Rules, initial)` or
`start(Rules, notation(Text))`, and Packed the moves played from there,
oldest first, packed in a string (packed_moves/2).  A game keeps its
moves, not a board per move: each request replays them to find the
course API's state (at most the limit plies of them).  A game ends
after an hour without a request; a client may keep 100
games, the server 1000 (the limits idle, games_per_client and games
of module tabuleiro_web_limits).

Each request runs in a worker thread of the HTTP server: it selects its
game's backend before it asks anything of the rules, and changes its
game under that game's mutex, so parallel requests to one game happen one
after the other and games never see each other.  A request that fails
throws `web_error(Status, Message)` before the game is touched.
*/

:- dynamic
    web_game/2,
    game_used/2,                    % Id, when it was last asked about
    game_client/2,                  % Id, the peer that made it
    searches_running/2.             % Client, how many of its searches run

%!  games_catalogue(-Catalogue) is det.
%
%   The games, in menu order, with their rule options, computer levels,
%   players and demo topics; the backends that can run.

games_catalogue(_{games: Games, backends: Backends}) :-
    findall(G, ( game(Name), game_entry(Name, G) ), Games),
    findall(B, runnable_backend(B), Backends).

game_entry(Name, _{name: Name, title: Title, rules: Rules, levels: Levels,
                   players: Players, topics: Topics}) :-
    load_game_module(Name),
    game_title(Name, Title),
    backend_rule_names(Name, Rules),
    findall(_{level: L, text: T}, game_level(Name, L, T), Levels),
    Name:initial_state([], Start),
    state_player(Start, First),
    other_player(Name, First, Second),
    player_names(Name, [First, Second], Players),
    findall(_{topic: Topic, title: TopicTitle}, demo_topic(Name, Topic, TopicTitle), Topics).

player_names(Game, Players, Named) :-
    findall(_{player: P, name: N},
            ( member(P, Players), player_name(Game, P, N) ),
            Named).

                 /*******************************
                 *          NEW GAMES           *
                 *******************************/

%!  new_game(+Request, -View) is det.
%
%   Starts a game from Request: `game`, optional `rules` (names),
%   `players` (`{"first": "human" | Level, "second": ...}`) and `backend`.

new_game(Request, View) :-
    new_game(Request, local, View).

%!  new_game(+Request, +Client, -View) is det.
%
%   As new_game/2, for Client (the peer of the HTTP request), who may
%   keep at most games_per_client games at once (web_limits).

new_game(Request, Client, View) :-
    room_for(Client),
    request_game(Request, Game),
    request_rules(Game, Request, Rules),
    request_backend(Request, Backend),
    with_rules_backend(Backend, Game:initial_state([rules(Rules)], State)),
    request_sides(Game, State, Request, Sides),
    add_game(Client, Game, Sides, Backend, start(Rules, initial), [], Id),
    game_view(Id, View).

%!  load_saved_game(+Request, -View) is det.
%
%   A new game from the saved-game file in Request's `text`.

load_saved_game(Request, View) :-
    load_saved_game(Request, local, View).

load_saved_game(Request, Client, View) :-
    room_for(Client),
    request_string(Request, text, Text),
    saved_moves_within_bound(Text),
    request_backend(Request, Backend),
    tmp_file_stream(text, File, Out),
    set_stream(Out, encoding(utf8)),
    call_cleanup(( write(Out, Text),
                   close(Out),
                   within_request_time(
                       with_rules_backend(Backend,
                                          catch(load_game(File, Game, Sides, State, Moves),
                                                Error, load_error(Error)))) ),
                 delete_file(File)),
    state_rules(State, Rules),
    add_game(Client, Game, Sides, Backend, start(Rules, initial), Moves, Id),
    game_view(Id, View).

%   Every request replays a game's moves: the server keeps games of at
%   most the limit plies of moves, loaded or played.

saved_moves_within_bound(Text) :-
    split_string(Text, "\n", " \r\t", Lines),
    (   append(_, ["moves:"|MoveLines], Lines)
    ->  exclude(==(""), MoveLines, Moves),
        length(Moves, Count)
    ;   Count = 0
    ),
    web_limit(plies, Most),
    (   Count > Most
    ->  counted(Count, move, CountMoves),
        counted(Most, move, MostMoves),
        format(string(Message), "This saved game has ~w: the server keeps games of \c
                                 ~w at most.", [CountMoves, MostMoves]),
        throw(web_error(400, Message))
    ;   true
    ).

%   The file names the temporary copy: the message names the line only.

load_error(Error) :-
    (   ( Error = saved_game_error(_, Message)
        ; Error = error(saved_game_error(_, Message), _)
        )
    ->  format(string(Text), "Cannot load this saved game: ~w", [Message]),
        throw(web_error(400, Text))
    ;   bad_request(Error)
    ).

%   add_game(+Client, +Game, +Sides, +Backend, +Start, +Moves, -Id): keeps
%   the new game of Client under a new, random Id.

add_game(Client, Game, Sides, Backend, Start, Moves, Id) :-
    random_between(0, 0xffffffffffff, N),
    format(atom(Id), '~16r', [N]),
    get_time(Now),
    packed_moves(Moves, Packed),
    assertz(game_client(Id, Client)),
    assertz(game_used(Id, Now)),
    game_record(Game, Sides, Backend, Start, Packed, Record),
    assertz(web_game(Id, Record)).

%   game_record(+Game, +Sides, +Backend, +Start, +Packed, -Record): the
%   Record kept of a game (see the module comment); a change makes a new
%   one with put_dict/4, a reader takes the keys it needs with :</2.

game_record(Game, Sides, Backend, Start, Packed, Record) :-
    Record = _{game: Game, sides: Sides, backend: Backend, start: Start, packed: Packed}.

%   packed_moves(?Moves, ?Packed): Packed is the list Moves in SWI-Prolog's
%   fast serialised form: a thousand moves of the largest move terms
%   take about 35 KB so,
%   four times less than as a list in a clause.

packed_moves(Moves, Packed) :-
    fast_term_serialized(Moves, Packed).

%   room_for(+Client): a new game of Client may be kept: the games idle
%   longer than the idle limit (web_limits) are forgotten first; then Client may have
%   fewer than the limit games_per_client (web_limits), and the server fewer than
%   the limit games.
%   A game ends by its own idleness, never by other clients' activity.

room_for(Client) :-
    forget_idle_games,
    web_limit(games_per_client, Most),
    aggregate_all(count, game_client(_, Client), Mine),
    (   Mine >= Most
    ->  web_limit(idle, Idle),
        Minutes is max(1, truncate(Idle) // 60),
        counted(Mine, game, Games),
        counted(Minutes, minute, MinutesText),
        format(string(Message), "You have ~w open, the most one client may have: \c
                                 a game ends after ~w without a request.",
               [Games, MinutesText]),
        throw(web_error(429, Message))
    ;   web_limit(games, MostGames),
        aggregate_all(count, web_game(_, _), All),
        All >= MostGames
    ->  counted(MostGames, game, Games),
        format(string(Message), "The server keeps ~w, its most: try again later.",
               [Games]),
        throw(web_error(503, Message))
    ;   true
    ).

forget_idle_games :-
    web_limit(idle, Idle),
    get_time(Now),
    Oldest is Now - Idle,
    forall(( game_used(Id, Used), Used < Oldest ), forget_game(Id)).

forget_game(Id) :-
    retractall(web_game(Id, _)),
    retractall(game_used(Id, _)),
    retractall(game_client(Id, _)),
    catch(mutex_destroy(Id), _, true).      % (it has none if never changed)

%   replace_game(+Id, +Old, +New): game Id is now New.  New is added
%   before Old goes, so that a reader never misses the game.

replace_game(Id, Old, New) :-
    assertz(web_game(Id, New)),
    once(retract(web_game(Id, Old))).

                 /*******************************
                 *          VIEWS               *
                 *******************************/

%!  game_view(+Id, -View) is det.
%
%   View is the JSON dict of game Id: board, legal moves, status, sides,
%   the moves played, and notices: what cannot play as chosen (a perfect
%   player without its database) and what plays instead.
%
%   @error web_error(404, _) for an unknown Id.

game_view(Id, View) :-
    stored_game(Id, Game, Sides, Backend, Played, State),
    game_state_view(Id, Game, Sides, Backend, Played, State, View).

%   game_state_view(+Id, +Game, +Sides, +Backend, +Played, +State, -View):
%   the view of game_view/2, of a game whose state is known.

game_state_view(Id, Game, Sides, Backend, Played, State, View) :-
    with_rules_backend(Backend, ( state_view(Game, State, View1),
                                  last_move_view(Game, State, Played, Last) )),
    View0 = View1.put(last, Last),
    findall(_{player: P, side: S}, ( member(P-Side, Sides), side_json(Side, S) ), SideViews),
    state_rules(State, Rules),
    level_notices(Game, Rules, Sides, Notices),
    View = View0.put(_{id: Id, sides: SideViews, backend: Backend, played: Played,
                       to_move_side: ToMove, notices: Notices})
                .put(can_undo, CanUndo),
    state_player(State, Player),
    memberchk(Player-Side, Sides),
    side_json(Side, ToMove),
    (   Played == [] -> CanUndo = false ; CanUndo = true ).

side_json(human, human).
side_json(computer(Level), Level).

%   level_notices(+Game, +Rules, +Sides, -Notices): the messages (strings)
%   of the computer levels of Sides that cannot play under Rules now.

level_notices(Game, Rules, Sides, Notices) :-
    findall(Text,
            ( member(_-computer(Level), Sides),
              level_unavailable(Game, Level, Rules, Why),
              message_text(Why, Text) ),
            Texts),
    sort(Texts, Notices).

%   last_move_view(+Game, +State, +Played, -Last): the view of the last
%   move of Played (move_view/4: where it started and went, with who
%   played it), the board marks it; null at the start or for a position
%   set up.

last_move_view(Game, State, Played, Last) :-
    (   last(Played, Text),
        game_undo(State, State0),
        Game:valid_moves(State0, Moves),
        member(Move, Moves),
        move_text(Game, Move, Text)
    ->  move_view(Game, State0, Move, View),
        state_player(State0, Player),
        player_name(Game, Player, Name),
        Last = View.put(_{player: Player, player_name: Name})
    ;   Last = null
    ).

%   board_legend(+Game, +Board, -Legend): what each piece on the board
%   view Board or beside it is, `_{side, side_name, piece, word, glyph}`,
%   word as the moves name the piece (piece_word/3).

board_legend(Game, Board, Legend) :-
    findall(Side-Piece,
            (   member(Row, Board.rows),
                member(Cell, Row),
                Cell.kind == piece,
                Side = Cell.side,
                Piece = Cell.piece
            ;   is_dict(Board.reserves),
                get_dict(Side, Board.reserves, Pieces),
                member(Piece, Pieces)
            ),
            Found),
    sort(Found, Pairs),
    findall(_{side: Side, side_name: Name, piece: Piece, word: Word, glyph: Glyph},
            ( member(Side-Piece, Pairs),
              view_piece(Game, Side, Piece, _, Glyph),
              player_name(Game, Side, Name),
              piece_word_of(Game, Piece, Word) ),
            Legend).

piece_word_of(Game, Piece, Word) :-
    (   piece_word(Game, Piece, Word0)
    ->  Word = Word0
    ;   Word = Piece
    ).

state_view(Game, State, View) :-
    board_view(Game, State, Board0),
    board_legend(Game, Board0, Legend),
    Board = Board0.put(legend, Legend),
    Game:valid_moves(State, Moves),
    maplist(move_view(Game, State), Moves, MoveViews),
    Game:state_notation(State, Notation),
    status_text(Game, State, Status),
    state_player(State, Player),
    state_rules(State, Rules),
    player_name(Game, Player, PlayerName),
    (   Game:game_over(State, Winner)
    ->  Over = Winner
    ;   Over = null
    ),
    game_title(Game, Title),
    View = _{game: Game, title: Title, board: Board, moves: MoveViews,
             notation: Notation, status: Status, player: Player,
             player_name: PlayerName, over: Over, rules: Rules}.

                 /*******************************
                 *           ACTIONS            *
                 *******************************/

%!  game_action(+Action, +Id, +Request, -View) is semidet.
%
%   Does Action (`move`, `computer`, `hint`, `undo`, `backend`,
%   `position`) to game Id; fails for another Action.

game_action(Action, Id, Request, View) :-
    game_action(Action, Id, Request, local, View).

%!  game_action(+Action, +Id, +Request, +Client, -View) is semidet.
%
%   As game_action/4, asked by Client, who may have at most
%   searches_per_client searches (computer moves and hints) running at
%   once (web_limits).

game_action(move, Id, Request, _Client, View) :-
    !,
    request_move(Request, Asked),
    update_game(Id, play(Asked), View).
game_action(computer, Id, _Request, Client, View) :-
    !,
    search_of(Client, update_game(Id, play_computer(Seconds, Text, How), View0)),
    how_text(How, HowText),
    search_json(How, Search),
    View = View0.put(_{computer_move: Text, seconds: Seconds, how: HowText,
                       search: Search}).
game_action(hint, Id, _Request, Client, Hint) :-
    !,
    stored_game(Id, Game, _, Backend, _, State),
    search_of(Client, with_rules_backend(Backend, hint(Game, State, Hint))).
game_action(Action, Id, Request, _Client, View) :-
    game_change(Action, Id, Request, View).

game_change(undo, Id, _Request, View) :-
    update_game(Id, undo, View).
game_change(backend, Id, Request, View) :-
    request_backend(Request, Backend),
    with_game_mutex(Id, ( stored_record(Id, Old),
                          put_dict(backend, Old, Backend, New),
                          replace_game(Id, Old, New) )),
    game_view(Id, View).
game_change(position, Id, Request, View) :-
    request_string(Request, notation, Text),
    update_game(Id, set_position(Text), View).

:- meta_predicate within_request_time(0), search_of(+, 0).

%   search_of(+Client, :Goal): Goal, a search of Client, within the
%   request's time, if Client has fewer than searches_per_client (web_limits)
%   searches running.
search_of(Client, Goal) :-
    web_limit(searches_per_client, Most),
    setup_call_cleanup(start_search(Client, Most),
                       with_search_slot(within_request_time(Goal)),
                       count_searches(Client, -1)).

%   with_search_slot(:Goal): Goal runs holding one of the server's
%   `searches` slots (web_limits), waited for at most `search_wait`
%   seconds (503 in words past that).  A search's memory (the C core's
%   table of positions, the Prolog stacks) is the server's largest: the
%   slots bound it whatever the number of clients.  A slot is a message
%   in a queue; setup_call_cleanup/3 gives it back, however Goal ends.
with_search_slot(Goal) :-
    search_slots(Queue),
    web_limit(search_wait, Wait),
    setup_call_cleanup(( thread_get_message(Queue, slot, [timeout(Wait)]) -> Got = true ; Got = false ),
                       (   Got == true
                       ->  call(Goal)
                       ;   web_limit(searches, Most),
                           format(string(Message), "The server is running the ~d computer moves \c
                                                    and hints it runs at once: try again in a moment.",
                                  [Most]),
                           throw(web_error(503, Message))
                       ),
                       (   Got == true
                       ->  thread_send_message(Queue, slot),
                           give_back_memory
                       ;   true
                       )).

%   give_back_memory: what a search took (this thread's stacks, the C
%   core's table, freed in the middle of the heap) goes back to the
%   system instead of staying with the process.
give_back_memory :-
    trim_stacks,
    catch(trim_heap, _, true).

:- dynamic search_slot_queue/1.

search_slots(Queue) :-
    (   search_slot_queue(Queue)
    ->  true
    ;   with_mutex(tabuleiro_web_searches,
                   (   search_slot_queue(Queue)
                   ->  true
                   ;   web_limit(searches, Most),
                       message_queue_create(Queue),
                       forall(between(1, Most, _), thread_send_message(Queue, slot)),
                       assertz(search_slot_queue(Queue))
                   ))
    ).

start_search(Client, Most) :-
    with_mutex(tabuleiro_web_searches,
               (   searches_running(Client, N),
                   N >= Most
               ->  counted(N, search/searches, Searches),
                   format(string(Message), "You have ~w running (computer moves \c
                                            or hints), the most at once: wait for one to end.",
                          [Searches]),
                   throw(web_error(429, Message))
               ;   count_searches(Client, 1)
               )).

count_searches(Client, Change) :-
    with_mutex(tabuleiro_web_searches,
               (   retract(searches_running(Client, N0))
               ->  N is N0 + Change,
                   (   N =:= 0
                   ->  true
                   ;   assertz(searches_running(Client, N))
                   )
               ;   assertz(searches_running(Client, Change))
               )).

%   within_request_time(:Goal): Goal, stopped (and the game left as it
%   was) after the limit `seconds` (web_limits): the computer's move and the hint on
%   the prolog backend can take minutes.
within_request_time(Goal) :-
    web_limit(seconds, Seconds),
    catch(call_with_time_limit(Seconds, Goal),
          time_limit_exceeded,
          (   format(string(Message), "No answer within ~w s: the prolog backend is \c
                                       slow for this; the c backend answers at once.",
                     [Seconds]),
              throw(web_error(503, Message)) )).


%   update_game(+Id, +Change, -View): applies Change to game Id under its
%   mutex, on its backend; View is the game's view afterwards. A Change
%   that throws leaves the game as it was.

update_game(Id, Change, View) :-
    with_game_mutex(Id,
                    ( stored_record(Id, Old),
                      _{game: Game, sides: Sides, backend: Backend, start: Start,
                        packed: Packed} :< Old,
                      packed_moves(Moves, Packed),
                      with_rules_backend(Backend,
                                         ( replayed_state(Game, Start, Moves, State),
                                           change(Change, Game, Sides, Start, Moves, State,
                                                  Start1, Moves1),
                                           state_after(Game, Start-Moves-State, Start1-Moves1,
                                                       State1) )),
                      packed_moves(Moves1, Packed1),
                      put_dict(_{start: Start1, packed: Packed1}, Old, New),
                      replace_game(Id, Old, New) )),
    maplist(move_text(Game), Moves1, Played),
    game_state_view(Id, Game, Sides, Backend, Played, State1, View).

%   state_after(+Game, +Start-Moves-State, +Start1-Moves1, -State1): the
%   state of a game changed from Start and Moves to Start1 and Moves1:
%   one move more is played on State, anything else is replayed.

state_after(Game, Start-Moves-State, Start-Moves1, State1) :-
    append(Moves, [Move], Moves1),
    !,
    Game:move(State, Move, State1).
state_after(Game, _, Start1-Moves1, State1) :-
    replayed_state(Game, Start1, Moves1, State1).

:- meta_predicate with_game_mutex(+, 0).

%   with_game_mutex(+Id, :Goal): Goal under the mutex of game Id, which
%   lives and dies with the game: an id that names no game makes none.
with_game_mutex(Id, Goal) :-
    stored_record(Id, _),
    with_mutex(Id, Goal).

%   change(+Change, +Game, +Sides, +Start, +Moves, +State, -Start1,
%   -Moves1): the game that started at Start and played Moves to State
%   now starts at Start1 and has played Moves1.

change(play(Asked), Game, _Sides, Start, Moves, State, Start, Moves1) :-
    room_for_a_move(Moves),
    asked_legal_move(Asked, Game, State, Move),
    append(Moves, [Move], Moves1).
change(play_computer(Seconds, Text, How), Game, Sides, Start, Moves, State, Start, Moves1) :-
    room_for_a_move(Moves),
    (   Game:game_over(State, _)
    ->  throw(web_error(409, "The game is over."))
    ;   true
    ),
    state_player(State, Player),
    memberchk(Player-Side, Sides),
    (   Side = computer(Level)
    ->  true
    ;   Level = 3
    ),
    get_time(T0),
    once(game_choose_move(Game, State, Level, Move, How)),
    get_time(T1),
    Seconds is T1 - T0,
    move_text(Game, Move, Text),
    append(Moves, [Move], Moves1).
change(undo, _Game, Sides, Start, Moves, State, Start, Moves1) :-
    (   Moves == []
    ->  throw(web_error(409, "Nothing to undo."))
    ;   true
    ),
    undo_to_human(Sides, Moves, State, Moves1).
change(set_position(Text), Game, _Sides, start(Rules, _), _Moves, _State,
       start(Rules, notation(Notation)), []) :-
    catch(Game:notation_state(Text, [rules(Rules)], State1), Error, bad_request(Error)),
    Game:state_notation(State1, Notation).

%   undo_to_human(+Sides, +Moves, +State, -Moves1): takes back the last
%   move, and the computer's moves before it, so that a human is to move
%   again (or the game is back at its start).

undo_to_human(Sides, Moves, State, Moves1) :-
    game_undo(State, State0),
    append(Moves0, [_], Moves),
    state_player(State0, Player),
    (   memberchk(Player-computer(_), Sides),
        Moves0 \== [],
        \+ forall(member(_-Side, Sides), Side = computer(_))
    ->  undo_to_human(Sides, Moves0, State0, Moves1)
    ;   Moves1 = Moves0
    ).

%   request_move(+Request, -Asked): the move of a request: `move`, as
%   typed at the prompt (typed(Text)), or a click on the board: `to`, a
%   cell [Row, Column], with `from`, a cell, or `reserve`, a piece's name,
%   or neither (clicked(Selected, To), Selected `cell(From)`,
%   `reserve(Piece)` or `none`).

request_move(Request, typed(Typed)) :-
    get_dict(move, Request, _),
    !,
    request_string(Request, move, Typed).
request_move(Request, clicked(Selected, To)) :-
    get_dict(to, Request, ToValue),
    !,
    request_cell(ToValue, To),
    (   get_dict(from, Request, FromValue)
    ->  request_cell(FromValue, From),
        Selected = cell(From)
    ;   get_dict(reserve, Request, PieceValue),
        string(PieceValue),
        string_length(PieceValue, Length),
        between(1, 16, Length),
        string_code(1, PieceValue, First),
        code_type(First, lower)
    ->  atom_string(Piece, PieceValue),
        Selected = reserve(Piece)
    ;   Selected = none                     % a drop from nowhere
    ).
request_move(_, _) :-
    throw(web_error(400, "The request needs \"move\", a move as typed, or \"to\", the \c
                          cell clicked.")).

on_the_grid(Height-Width, [Row, Col]) :-
    (   Row =< Height,
        Col =< Width
    ->  true
    ;   format(string(Message), "There is no cell [~d, ~d] on this board of ~d rows and \c
                                 ~d columns.", [Row, Col, Height, Width]),
        throw(web_error(400, Message))
    ).

request_cell([Row, Col], [Row, Col]) :-
    integer(Row),
    integer(Col),
    between(1, 16, Row),
    between(1, 16, Col),
    !.
request_cell(_, _) :-
    throw(web_error(400, "A cell is [row, column], two numbers from 1, the top left cell \c
                          being [1, 1].")).

%   asked_legal_move(+Asked, +Game, +State, -Move): the move Asked is the
%   legal Move; else the request is refused in the terminal's words.

asked_legal_move(Asked, Game, State, Move) :-
    Game:valid_moves(State, Moves),
    (   Moves == []
    ->  throw(web_error(409, "The game is over."))
    ;   true
    ),
    asked_move(Asked, Game, State, Moves, Move0),
    (   memberchk(Move0, Moves)
    ->  Move = Move0
    ;   refused_move_message(Game, State, Move0, Message),
        throw(web_error(400, Message))
    ).

%   asked_move(+Asked, +Game, +State, +Legal, -Move): the move Asked
%   means, legal or not.

asked_move(typed(Typed), Game, State, Legal, Move) :-
    (   member(Move, Legal),
        move_text(Game, Move, Text),
        same_text(Text, Typed)
    ->  true
    ;   catch(read_typed_move(Game, State, Typed, Move), _, fail)
    ->  true
    ;   move_forms(Game, Forms),
        format(string(Message), "I did not understand \"~w\": type ~w.", [Typed, Forms]),
        throw(web_error(400, Message))
    ).
asked_move(clicked(Selected, To), Game, State, _Legal, Move) :-
    state_board(State, Board),
    grid_shape(Game, Board, Shape),
    (   Selected = cell(From)
    ->  Cells = [From, To]
    ;   Cells = [To]
    ),
    forall(member(Cell, Cells), on_the_grid(Shape, Cell)),
    (   clicked_move(Game, State, Selected, To, Move)
    ->  true
    ;   throw(web_error(400, "No move of yours starts there: choose one of your pieces, \c
                              then where it goes."))
    ).

room_for_a_move(Moves) :-
    length(Moves, Plies),
    web_limit(plies, Most),
    (   Plies >= Most
    ->  counted(Most, move, MostMoves),
        format(string(Message), "This game has reached ~w, the most the server \c
                                 keeps: save it, or start a new one.", [MostMoves]),
        throw(web_error(409, Message))
    ;   true
    ).

% The terminal's words for a move that breaks a rule, naming the rule
% where the game can.
refused_move_message(Game, State, Move, Message) :-
    move_text(Game, Move, Text),
    (   catch(illegal_move_reason(Game, State, Move, Reason), _, fail)
    ->  format(string(Message), "The move ~w is not legal here: ~w.", [Text, Reason])
    ;   format(string(Message), "The move ~w is not legal here.", [Text])
    ).

same_text(Text, Typed) :-
    normalize_space(atom(A), Typed),
    downcase_atom(A, Lower),
    downcase_atom(Text, Lower).

read_typed_move(Game, State, Typed, Move) :-
    (   move_from_text(Game, State, Typed, Move)
    ->  true
    ;   move_from_text(Game, Typed, Move)
    ).

                 /*******************************
                 *            HINTS             *
                 *******************************/

%   search_json(+How, -Search): the figures of a level that searched
%   (itself or instead of another), else null.

search_json(How, Search) :-
    (   ( How = search(Score, Depth, Nodes, Seconds)
        ; How = instead(_, search(Score, Depth, Nodes, Seconds))
        )
    ->  score_text(Score, ScoreText),
        Search = _{score: Score, score_text: ScoreText, depth: Depth, nodes: Nodes,
                   seconds: Seconds}
    ;   Search = null
    ).

%   hint(+Game, +State, -Hint): the suggestion of the game's best level
%   that can play now, with how that level chose it (its search's value,
%   depth and line of play, or its exact value); every legal move with
%   the mover's value after it (value/3) and after the opponent's best
%   answer to it (the answer the least value leaves), best first by the
%   latter: a move worth much after it and little after the answer is
%   one the answer takes back; every move's exact value where the game
%   knows them (its exact_values/3, as `hint` prints them).

hint(Game, State, _{values: Values, suggestion: Suggestion, level: Level, how: HowText,
                    search: Search, line: Line, exact: Exact}) :-
    Game:valid_moves(State, Moves),
    state_player(State, Player),
    findall(Key-Value,
            ( member(Move, Moves),
              move_values(Game, State, Player, Move, Key, Value) ),
            Keyed),
    sort(1, @>=, Keyed, Sorted),
    pairs_values(Sorted, Values),
    state_rules(State, Rules),
    aggregate_all(max(L), ( game_level(Game, L, _),
                            \+ level_unavailable(Game, L, Rules, _) ), Level),
    (   Moves \== [],
        suggested_line(Game, State, Level, Best, How, LineMoves)
    ->  move_text(Game, Best, Suggestion),
        how_text(How, HowText),
        search_json(How, Search),
        line_json(Game, State, LineMoves, Line)
    ;   Suggestion = null,
        HowText = null,
        Search = null,
        Line = []
    ),
    exact_json(Game, State, Exact).

%   suggested_line(+Game, +State, +Level, -Best, -How, -Line): the move
%   Level chooses and how (game_choose_move/5); Line the moves it
%   expects from Best on: a search's principal variation (level 3); a
%   perfect player's own choices for both sides, to the end or for
%   perfect_line_plies/1 moves at most; else Best alone.

suggested_line(Game, State, 3, Best, How, Line) :-
    !,
    game_search_line(Game, State, Best, How, Line).
suggested_line(Game, State, Level, Best, How, [Best|Line]) :-
    once(game_choose_move(Game, State, Level, Best, How)),
    (   How = perfect(_)
    ->  Game:move(State, Best, Next),
        perfect_line_plies(Most),
        perfect_line(Game, Next, Level, Most, Line)
    ;   Line = []
    ).

perfect_line_plies(12).

perfect_line(Game, State, Level, Most, Line) :-
    (   Most > 1,
        \+ Game:game_over(State, _),
        once(game_choose_move(Game, State, Level, Move, perfect(_))),
        Game:move(State, Move, Next)
    ->  Line = [Move|Moves],
        Most1 is Most - 1,
        perfect_line(Game, Next, Level, Most1, Moves)
    ;   Line = []
    ).

%   line_json(+Game, +State, +Moves, -Line): each of Moves, played in turn
%   from State, as its move view (where it starts and goes on the grid)
%   with the name of the player who plays it.

line_json(_, _, [], []).
line_json(Game, State, [Move|Moves], [View|Views]) :-
    move_view(Game, State, Move, View0),
    state_player(State, Player),
    player_name(Game, Player, Name),
    View = View0.put(player_name, Name),
    (   Game:move(State, Move, Next)
    ->  line_json(Game, Next, Moves, Views)
    ;   Views = []
    ).

%   move_values(+Game, +State, +Player, +Move, -Key, -Value): Value the
%   JSON of Move with Player's value after it and after the opponent's
%   best answer (`reply`, null when the game ends with Move); Key the
%   second if any, else the first, then the first.

move_values(Game, State, Player, Move, Key, Value) :-
    Game:move(State, Move, After),
    Game:value(After, Player, Now),
    move_text(Game, Move, Text),
    (   \+ Game:game_over(After, _),
        Game:valid_moves(After, Answers),
        Answers \== [],
        aggregate_all(min(V, Answer),
                      ( member(Answer, Answers),
                        Game:move(After, Answer, Later),
                        Game:value(Later, Player, V) ),
                      min(Worst, Reply))
    ->  move_text(Game, Reply, ReplyText),
        Key = Worst-Now,
        Value = _{move: Text, value: Now, reply: ReplyText, after_reply: Worst}
    ;   Key = Now-Now,
        Value = _{move: Text, value: Now, reply: null, after_reply: null}
    ).

%   exact_json(+Game, +State, -Exact): every move's exact value, where
%   the game knows them, else null.

exact_json(Game, State, Exact) :-
    (   exact_values(Game, State, Values)
    ->  findall(_{move: Move, value: Value}, member(Move-Value, Values), Exact)
    ;   Exact = null
    ).

                 /*******************************
                 *          SAVE, DEMO          *
                 *******************************/

%!  ply_view(+Id, +Ply, -View) is det.
%
%   The view of game Id after its first Ply moves (0 for its start): its
%   board, status, notation and the last of those moves, to step through
%   the game; `plies` is how many it has played.
%
%   @error web_error(400, _) for a Ply that is no number of moves played.

ply_view(Id, PlyText, View) :-
    stored_record(Id, Record),
    _{game: Game, backend: Backend, start: Start, packed: Packed} :< Record,
    packed_moves(Moves, Packed),
    length(Moves, Count),
    (   atom_length(PlyText, Length),
        Length =< 6,
        catch(atom_number(PlyText, Ply), _, fail),
        integer(Ply),
        between(0, Count, Ply)
    ->  true
    ;   format(string(Message), "A ply is a number of moves played, 0 to ~d.", [Count]),
        throw(web_error(400, Message))
    ),
    length(Before, Ply),
    append(Before, _, Moves),
    with_rules_backend(Backend, ( replayed_state(Game, Start, Before, State),
                                  state_view(Game, State, View0),
                                  maplist(move_text(Game), Before, Played),
                                  last_move_view(Game, State, Played, Last) )),
    View = View0.put(_{id: Id, ply: Ply, plies: Count, played: Played, last: Last}).

%!  saved_text(+Id, -Text, -FileName) is det.
%
%   Text is the saved-game file of game Id.
%
%   @error web_error(409, _) for a game set up from a position.

saved_text(Id, Text, FileName) :-
    stored_game(Id, Game, Sides, Backend, _, State),
    catch(with_rules_backend(Backend, saved_game_text(Game, Sides, State, Text)),
          _, throw(web_error(409, "A game set up from a position cannot be saved: only games played from the start."))),
    format(atom(FileName), '~w-game.txt', [Game]).

%!  demo_view(+Id, +Topic, +Position, -View) is det.
%
%   The demo of Topic of game Id's game on its current position
%   (Position `game`) or on the topic's own (`topic`): the rule, the
%   Prolog and C sources, each backend's moves and timing.

demo_view(Id, TopicText, Position, View) :-
    stored_game(Id, Game, _, Backend, _, State0),
    atom_string(Topic, TopicText),
    (   demo_topic(Game, Topic, _)
    ->  true
    ;   throw(web_error(404, "No such demo topic for this game."))
    ),
    topic_detail(Game, Topic, Detail),
    (   Position == topic
    ->  topic_state(Game, Topic, default, State)
    ;   State = State0
    ),
    topic_excerpts(Game, Topic, PrologExcerpts, CExcerpts),
    topic_answers(Game, Topic, State, Answers),
    maplist(answer_json(Game), Answers, AnswerViews),
    maplist(excerpt_json, PrologExcerpts, PrologViews),
    maplist(excerpt_json, CExcerpts, CViews),
    with_rules_backend(Backend, state_view(Game, State, StateView)),
    View = Detail.put(_{prolog: PrologViews, c: CViews, answers: AnswerViews,
                        state: StateView}).

answer_json(Game, answer(Backend, Moves, Seconds, Spread),
            _{backend: Backend, moves: Texts, seconds: Seconds, spread: Spread}) :-
    maplist(move_text(Game), Moves, Texts).

excerpt_json(Name-Lines, _{name: NameText, lines: LineViews}) :-
    term_to_atom(Name, NameText),
    findall(_{n: N, text: T}, member(N-T, Lines), LineViews).

                 /*******************************
                 *      REQUESTS AND STATE      *
                 *******************************/

%   stored_game(+Id, -Game, -Sides, -Backend, -Played, -State): game Id,
%   its moves as the prompt writes them (Played) and its state, replayed
%   on its backend.

stored_game(Id, Game, Sides, Backend, Played, State) :-
    stored_record(Id, Record),
    _{game: Game, sides: Sides, backend: Backend, start: Start, packed: Packed} :< Record,
    packed_moves(Moves, Packed),
    with_rules_backend(Backend, replayed_state(Game, Start, Moves, State)),
    maplist(move_text(Game), Moves, Played).

stored_record(Id, Record) :-
    (   atom(Id),
        web_game(Id, Record)
    ->  touch_game(Id)
    ;   throw(web_error(404, "No such game (it may have ended with a restart of the server)."))
    ).

%   replayed_state(+Game, +Start, +Moves, -State): the state after Moves
%   from Start, on the current backend.

replayed_state(Game, start(Rules, Position), Moves, State) :-
    (   Position = notation(Text)
    ->  Game:notation_state(Text, [rules(Rules)], State0)
    ;   Game:initial_state([rules(Rules)], State0)
    ),
    foldl(replayed_move(Game), Moves, State0, State).

replayed_move(Game, Move, State0, State) :-
    Game:move(State0, Move, State).

touch_game(Id) :-
    get_time(Now),
    retractall(game_used(Id, _)),
    assertz(game_used(Id, Now)).

request_game(Request, Game) :-
    request_string(Request, game, Text),
    atom_string(Game, Text),
    (   game(Game)
    ->  load_game_module(Game)
    ;   findall(Name, game(Name), Names),
        atomic_list_concat(Names, ', ', Known),
        format(string(Message), "Unknown game \"~w\": one of ~w.", [Text, Known]),
        throw(web_error(400, Message))
    ).

request_rules(Game, Request, Rules) :-
    (   get_dict(rules, Request, Rules0)
    ->  true
    ;   Rules0 = []
    ),
    backend_rule_names(Game, Known),
    (   is_list(Rules0),
        maplist(string_atom_in(Known), Rules0, Rules)
    ->  true
    ;   format(string(Message), "Rule options of ~w: a list among ~w.", [Game, Known]),
        throw(web_error(400, Message))
    ).

%   string_atom_in(+Known, +Value, -Atom): Value, from a JSON request, is
%   a string naming Atom, one of Known.

string_atom_in(Known, Value, Atom) :-
    string(Value),
    atom_string(Atom, Value),
    memberchk(Atom, Known).

request_backend(Request, Backend) :-
    (   get_dict(backend, Request, Value)
    ->  (   findall(B, runnable_backend(B), Backends),
            string_atom_in(Backends, Value, Backend)
        ->  true
        ;   throw(web_error(400, "Backend: c or prolog (c only when the C core is built)."))
        )
    ;   current_backend(Backend)
    ).

request_sides(Game, State, Request, [First-FirstSide, Second-SecondSide]) :-
    state_player(State, First),
    other_player(Game, First, Second),
    (   get_dict(players, Request, Players)
    ->  (   is_dict(Players),
            forall(get_dict(Key, Players, _), memberchk(Key, [first, second]))
        ->  true
        ;   throw(web_error(400, "players: an object with \"first\" and \"second\" \c
                                  only."))
        )
    ;   Players = _{}
    ),
    request_side(Game, Players, first, FirstSide),
    request_side(Game, Players, second, SecondSide).

request_side(Game, Players, Key, Side) :-
    (   get_dict(Key, Players, Value)
    ->  true
    ;   Value = "human"
    ),
    (   Value == "human"
    ->  Side = human
    ;   integer(Value),
        game_level(Game, Value, _)
    ->  Side = computer(Value)
    ;   format(string(Message), "Player ~w: \"human\" or a level of ~w.", [Key, Game]),
        throw(web_error(400, Message))
    ).

request_string(Request, Key, String) :-
    (   get_dict(Key, Request, Value),
        string(Value)
    ->  String = Value
    ;   format(string(Message), "The request needs \"~w\", a string.", [Key]),
        throw(web_error(400, Message))
    ).

bad_request(Error) :-
    message_text(Error, Text),
    throw(web_error(400, Text)).

:- meta_predicate with_rules_backend(+, 0).

%   with_rules_backend(+Backend, :Goal): Goal once, with the calling
%   thread (a worker of the server, which serves any game) switched to
%   the game's Backend; an error of the rules is a bad request.

with_rules_backend(Backend, Goal) :-
    catch(with_backend(Backend, Goal), Error, rules_error(Error)).

rules_error(web_error(S, M)) :-
    !,
    throw(web_error(S, M)).
rules_error(Stop) :-
    stops_the_request(Stop),
    !,
    throw(Stop).
rules_error(Error) :-
    bad_request(Error).

%   stops_the_request(+Exception): an exception that ends the request's
%   work, not an error of the rules: within_request_time/1's limit, or
%   the client gone (tabuleiro_client_watch).
stops_the_request(time_limit_exceeded).
stops_the_request(client_gone).
