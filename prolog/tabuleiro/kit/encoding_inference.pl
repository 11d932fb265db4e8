:- module(tabuleiro_encoding_inference,
          [ project_files/2,            % +Folder, -Files
            infer_adapter/4,            % +Module, +Folder, +Starts, -Inference
            inference_text/2,           % +Inference, -Text
            adapter_text/3,             % +Folder, +Inference, -Text
            install_adapter/3,          % +Module, +Inference, -Options
            inferred_rules/2,           % +Inference, -Rules
            inferred_grade_options/3    % +Inference, +Options, -GradeOptions
          ]).
:- use_module(library(apply)).
:- use_module(library(option)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(readutil)).
:- use_module(library(random)).
:- use_module(library(occurs)).
:- use_module(database_board).
:- use_module(piece_list).
:- use_module(move_writing).
:- use_module(cpu_limit).
:- use_module('../game_plugin', [piece_word/3, piece_synonym/3]).

/** <module> A course project's encoding, found from its own predicates

A course project names its predicates as the course does and keeps its
board in a term of its own.  Given the project loaded (its files, in a
module), and the start position of each game in our terms, this module
finds the project's course predicates (the names and signatures course
projects use), the game it plays, and how its state holds our position:

  - its start state: its `initial_state` (or the like), or, with the
    course's old signatures and none, our start board;
  - the board in that state: a list of lists or a flat list of the
    start board's size, in the state or as the state, read top to
    bottom or bottom to top, and each symbol it holds for each of ours
    (the start board shows most; a symbol that first appears after a
    move is the piece of the player who made it);
  - the player to move: the part of the state that changes with each
    move and comes back after two, or with the old signatures, the
    names its valid moves take;
  - the other parts of our board (reserves, swap rights): each a list
    of their words, counts of each word (`queen-1`), a count for each
    word by place, or a flag for each player, which place or flag is
    whose learnt from games their rules play;
  - the moves are not translated: each of its moves is named by the
    position it leads to (the kit compares positions, not move terms).

Only the project's own predicates are called, each with a time limit
and with what it prints kept out of sight; nothing of the rules is
needed (a few games our rules won from the start come with the start,
to replay in its terms): what was found is checked against our rules
by the check itself, position by position.  The result is an adapter, the same
clauses and options a written adapter gives, shown in words and as an
adapter file the student can keep, edit and pass back.
*/

%!  project_files(+Folder, -Files) is det.
%
%   Files are the project's Prolog files (absolute), the files that load
%   others first, `adapter.pl` aside, and a file another includes aside
%   too (it is part of that file, and in its module): those of Folder, or where Folder
%   has none, of its source folder (a project kept as a repository holds
%   its code in `src/`, beside its README): `src` first, then each other
%   folder not hidden, in order of name, three levels deep at most.

project_files(Folder, Files) :-
    absolute_file_name(Folder, Dir, [file_type(directory), access(read)]),
    (   source_folder(Dir, 0, Source)
    ->  folder_prolog_files(Source, Sorted0),
        foldl(included_files, Sorted0, [], Included),
        subtract(Sorted0, Included, Sorted),
        partition(loads_other_files, Sorted, Entries, Others),
        append(Entries, Others, Files)
    ;   Files = []
    ).

source_folder(Dir, _, Dir) :-
    folder_prolog_files(Dir, [_|_]),
    !.
source_folder(Dir, Depth, Source) :-
    Depth < 3,
    Depth1 is Depth + 1,
    directory_files(Dir, Entries0),
    exclude(hidden, Entries0, Entries1),
    msort(Entries1, Entries2),
    (   selectchk(src, Entries2, Rest)
    ->  Entries = [src|Rest]
    ;   Entries = Entries2
    ),
    member(Entry, Entries),
    directory_file_path(Dir, Entry, Sub),
    exists_directory(Sub),
    source_folder(Sub, Depth1, Source),
    !.

hidden(Entry) :-
    sub_atom(Entry, 0, 1, _, '.').

folder_prolog_files(Dir, Files) :-
    directory_files(Dir, Entries),
    findall(File,
            ( member(Entry, Entries),
              file_name_extension(_, pl, Entry),
              Entry \== 'adapter.pl',
              directory_file_path(Dir, Entry, File),
              exists_file(File) ),
            Files0),
    msort(Files0, Files).

% included_files(+File, +Included0, -Included): Included0 and the files
% File includes (`:- include(Name).`, Name relative to File, `.pl` or
% not).
included_files(File, Included0, Included) :-
    catch(read_file_to_string(File, Text, []), _, fail),
    !,
    file_directory_name(File, Dir),
    findall(Path,
            ( sub_string(Text, _, _, After, ":- include("),
              sub_string(Text, _, After, 0, Rest),
              once(sub_string(Rest, Before, _, _, ")")),
              sub_string(Rest, 0, Before, _, Argument),
              split_string(Argument, "", " '\"", [Name]),
              Name \== "",
              included_path(Dir, Name, Path) ),
            Paths),
    append(Included0, Paths, Included).
included_files(_, Included, Included).

included_path(Dir, Name, Path) :-
    (   file_name_extension(_, pl, Name)
    ->  File = Name
    ;   file_name_extension(Name, pl, File)
    ),
    directory_file_path(Dir, File, Path0),
    atom_string(Path, Path0).

% A file that consults or includes others is where loading starts.
loads_other_files(File) :-
    catch(read_file_to_string(File, Text, []), _, fail),
    member(Directive, [":- consult(", ":- include(", ":- ensure_loaded(", ":- use_module('",
                       ":- ["]),
    sub_string(Text, _, _, _, Directive),
    !.

%!  infer_adapter(+Module, +Folder, +Starts, -Inference) is det.
%
%   Inference is what the project loaded from Folder into Module amounts
%   to: `adapter(Game, Clauses, Options, Evidence)` (Clauses: the
%   adapter's clauses; Options: those of `against(student(Options))`
%   that use them; Evidence: lines of text saying what was found and
%   on what evidence), or `no_adapter(Tried, Stalled)`, Tried lines of
%   text saying what was tried and where it stopped, Stalled the pairs
%   Kind-Name/Arity of their predicates that ran out of time (Kind
%   `time`) or of memory (`memory`) when asked.  Starts are
%   `start(Game, Rules, Board, Player, Players, Kinds, Unseen)`, our
%   start position of each game with the rule options Rules, its
%   players, first to move first, the kinds of its move terms
%   (move_writing.pl), for a project that checks moves but does not
%   list them, and the cells our boards hold that this start does not
%   (project_subject.pl's game_starts/3); the first start a project's
%   encoding fits is taken.

infer_adapter(Module, Folder, Starts, Inference) :-
    retractall(stalled_call(_, _)),
    absolute_file_name(Folder, Dir, [file_type(directory)]),
    course_predicates(Module, Dir, Found),
    (   predicate_problem(Found, Problem)
    ->  Inference = no_adapter([Problem], [])
    ;   first_fits(Starts, Module, Dir, Found, Results),
        (   member(_-Adapter, Results),
            Adapter = adapter(_, _, _, _)
        ->  Inference = Adapter
        ;   findall(Line, ( member(_-no_fit(Line0), Results), Line = Line0 ), Lines),
            found_line(Found, FoundLine),
            findall(Slow, stalled_line(Slow), SlowLines),
            append([[FoundLine], SlowLines, Lines], Tried),
            findall(Kind-PI, stalled_call(Kind, PI), Stalled),
            Inference = no_adapter(Tried, Stalled)
        )
    ).

% first_fits(+Starts, +Module, +Dir, +Found, -Results): Game-Result of
% each start in turn, up to the first that fits (another start of the
% same game, or another game, is not tried after it).
first_fits([], _, _, _, []).
first_fits([Start|Starts], Module, Dir, Found, [Game-Result|Results]) :-
    Start = start(Game, _, _, _, _, _, _, _),
    game_inference(Module, Dir, Found, Start, Result),
    (   Result = adapter(_, _, _, _)
    ->  Results = []
    ;   first_fits(Starts, Module, Dir, Found, Results)
    ).

%   course_predicates(+Module, +Dir, -Found): a dict of the project's
%   course predicates, each Role `Name/Arity` (or missing): defined in
%   a file under Dir; a validator only where no predicate lists the
%   moves (a project's legal/2 may be what its valid_moves calls).
course_predicates(Module, Dir, Found) :-
    findall(Role-(Name/Arity),
            ( role_candidates(Role, Names, Arities),
              once(( member(Name, Names),
                     member(Arity, Arities),
                     project_predicate(Module, Dir, Name/Arity) )) ),
            Pairs0),
    (   memberchk(valid_moves-_, Pairs0)        % a validator only where none lists the moves
    ->  exclude(=(validator-_), Pairs0, Pairs)
    ;   Pairs = Pairs0
    ),
    dict_pairs(Found, found, Pairs).

% The names course projects give each role, the course's first, then
% the same in camel case (initialBoard, isValidMove), as reports write
% their helpers.
role_candidates(initial_state, [initial_state, initial_game_state, init_state, initial_board,
                                start_state, initial_position, initialState, initialBoard,
                                initialGameState, initBoard, initState], [2, 1]).
role_candidates(valid_moves, [valid_moves, get_valid_moves, list_valid_moves, possible_moves,
                              legal_moves, all_moves, validMoves, getValidMoves,
                              possibleMoves, legalMoves], [2, 3]).
role_candidates(validator, [valid_move, is_valid_move, check_move, validate_move, legal_move,
                            is_legal_move, can_move, legal, is_legal, validMove, isValidMove,
                            isvalidMove, checkMove, validateMove, isLegalMove, canMove], [2, 3]).
role_candidates(apply, [move, make_move, do_move, apply_move, execute_move, play_move,
                        makeMove, doMove, applyMove, executeMove], [3, 4, 2]).
role_candidates(game_over, [game_over, is_game_over, check_game_over, check_winner, winner,
                            gameOver, isGameOver, checkGameOver, checkWinner], [2, 1]).
% (move(Player, Move) and game_over(Winner): a project whose position
% is in the database alone, read through database_board.pl.)
role_candidates(choose_move, [choose_move, computer_move, choose_computer_move, chooseMove,
                              computerMove], [3, 4]).

% A predicate of the project is defined in one of its files: in Module,
% or in a module file of the project that Module imports it from (a
% project written as a module); a library's is defined elsewhere.
project_predicate(Module, Dir, Name/Arity) :-
    functor(Head, Name, Arity),
    predicate_property(Module:Head, defined),
    predicate_property(Module:Head, file(File)),
    sub_atom(File, 0, _, _, Dir).

predicate_problem(Found, Problem) :-
    \+ get_dict(valid_moves, Found, _),
    \+ get_dict(validator, Found, _),
    !,
    Problem = "no predicate lists or checks the moves: none of valid_moves/2, valid_moves/3 \c
               (or get_valid_moves, possible_moves, legal_moves), nor of valid_move/2, \c
               valid_move/3 (or check_move, is_valid_move, validate_move) is defined".
predicate_problem(Found, Problem) :-
    \+ get_dict(apply, Found, _),
    Problem = "no predicate plays a move: none of move/3, move/4 (or make_move, \c
               do_move, apply_move) is defined".

stalled_line(Line) :-
    stalled_call(Kind, PI),
    stalled_words(Kind, Words),
    format(string(Line), "Your ~q ~w.", [PI, Words]).

stalled_words(time, "did not answer within 5 s when asked (a loop?)").
stalled_words(memory, "ran out of memory when asked (a recursion that never ends?)").

found_line(Found, Line) :-
    dict_pairs(Found, _, Pairs),
    findall(Text, ( member(Role-PI, Pairs), format(string(Text), "~w ~q", [Role, PI]) ), Texts),
    atomic_list_concat(Texts, ', ', Listed),
    format(string(Line), "Found: ~w.", [Listed]).

%   game_inference(+Module, +Dir, +Found, +Start, -Result): Result is
%   `adapter(...)` if the project plays the game of Start with an
%   encoding found, its board in its state or in the database, else
%   `no_fit(Line)`.
game_inference(Module, Dir, Found, Start, Result) :-
    Start = start(Game, Rules, _, _, _, _, _, _),
    retractall(stalled_in_game(_)),
    retractall(unwritten_kinds(_)),
    (   api(Found, API),
        catch(encoding(API, Module, Found, Start, Encoding), _, fail)
    ->  Encoding = encoding(_, _, _, _, _, Seen),
        (   get_dict(writings, Seen, Writings)
        ->  Playing = Found.put(writings, Writings)
        ;   Playing = Found
        ),
        adapter_with_winners(API, Module, Playing, Found-Found, [], Start, Encoding, Adapter),
        with_rules(Rules, Adapter, Result)
    ;   catch(database_encoding(Module, Dir, Found, Start, Wrapped, Clauses, Encoding), _, fail)
    ->  adapter_with_winners(new, Module, Wrapped, Found-Wrapped, Clauses, Start, Encoding,
                             Adapter),
        with_rules(Rules, Adapter, Result)
    ;   unwritten_kinds(Unwritten)
    ->  unwritten_line(Game, Unwritten, Line),
        Result = no_fit(Line)
    ;   format(string(Line), "~w: no state of yours held our start position, and no \c
                              facts of yours in the database did.", [Game]),
        Result = no_fit(Line)
    ).

% unwritten_line(+Game, +Unwritten, -Line): no writing of our moves was
% found: of the kinds of `unfound(Kinds)`, said with an example of each,
% or of any kind in the time given (`timed_out`).
unwritten_line(Game, timed_out, Line) :-
    format(string(Line), "~w: trying the ways you may write our moves ran out of its 30 s \c
                          of CPU time.", [Game]).
unwritten_line(Game, unfound(Kinds), Line) :-
    findall(Example,
            ( member(kind(Pattern, Cells), Kinds),
              copy_term(Pattern-Cells, Example-Cells1),
              maplist(=(1-1), Cells1) ),
            Examples),
    format(string(Line), "~w: your validator took none of our moves ~q written in any way \c
                          tried (the pieces and the verbs in our words, the game's, their \c
                          letters, or those of your start state and code; the cells as \c
                          numbers or as a letter and a number).", [Game, Examples]).

%   database_encoding(+Module, +Dir, +Found, +Start, -Wrapped, -Clauses,
%   -Encoding): with the new signatures, the project keeps the board of
%   Start in facts of a predicate it declares dynamic; Clauses wrap its
%   course predicates (Wrapped, by role) to take and give the facts in
%   the state (prolog/tabuleiro/kit/database_board.pl), and Encoding is the
%   encoding found through them.  Each reading of the facts seen at the
%   start and after two moves is tried, its clauses put in Module.
database_encoding(Module, Dir, Found, Start, Wrapped, Clauses, Encoding) :-
    api(Found, new),
    get_dict(initial_state, Found, _),
    project_files(Dir, Files),
    declared_dynamic(Files, PIs),
    PIs \== [],
    Start = start(_, _, Board0, _, _, _, _, _),
    their_start_state(Module, Found, Board0, Player0, _),
    next_players(Module, Dir, Found, Player0, Next, NextText),
    facts_seen(Module, Found, Board0, PIs, Next, StartFacts, Facts, StartText),
    database_readings(PIs, Facts, Board0, Readings),
    member(Reading, Readings),
    database_clauses(Reading, start_facts(PIs, StartFacts, Next), Found, Clauses, Wrapped),
    put_adapter_clauses(Module, Clauses),
    catch(encoding(new, Module, Wrapped, Start, Encoding0), _, fail),
    !,
    database_text(Reading, Text),
    Encoding0 = encoding(Game, Layout, Cells, Players, Where, Seen),
    Encoding = encoding(Game, Layout, Cells, Players, Where,
                        Seen.put(_{database: Text, start: StartText, next: NextText})).

%   next_players(+Module, +Dir, +Found, +Player0, -Next, -Text): with a
%   move/2 that takes the player and the move (their state the player,
%   the position in the database alone), Next are the pairs Player-Next
%   of who moves after whom, Player0 and the other player, found as a
%   predicate of theirs of two arguments whose facts swap them
%   (`next_player(black, red)`, `next_player(red, black)`), else as
%   numbers 1 and 2 (or 0 and 1); Text says so.  With a move/3, none.
next_players(Module, Dir, Found, Player0, Next, Text) :-
    (   get_dict(apply, Found, _/2)
    ->  ground(Player0),
        other_player(Module, Dir, Player0, Player1, How),
        Next = [Player0-Player1, Player1-Player0],
        format(string(Text), "Your ~q takes the player to move and the move, the position \c
                              in the database alone; who moves next: ~q after ~q, ~q after \c
                              ~q, ~w.", [Found.apply, Player1, Player0, Player0, Player1, How])
    ;   Next = [],
        Text = none
    ).

other_player(Module, Dir, Player0, Player1, How) :-
    current_predicate(Module:Name/2),
    functor(Head, Name, 2),
    \+ predicate_property(Module:Head, imported_from(_)),
    project_predicate(Module, Dir, Name/2),
    clause(Module:Head, true),
    Head =.. [_, Player0, Player1],
    Player1 \== Player0,
    ground(Player1),
    Back =.. [Name, Player1, Player0],
    clause(Module:Back, true),
    !,
    format(string(How), "as your facts of ~q say", [Name/2]).
other_player(_, _, Player0, Player1, "numbering the players") :-
    integer(Player0),
    (   memberchk(Player0, [1, 2])
    ->  Player1 is 3 - Player0
    ;   memberchk(Player0, [0, 1])
    ->  Player1 is 1 - Player0
    ).


%   facts_seen(+Module, +Found, +Board0, +PIs, +Next, -Facts0, -Facts,
%   -StartText): Facts0 the facts of PIs after their initial_state
%   (StartText: the call), Facts those and the facts after each of their
%   first two moves (Next: who moves after whom, for a move/2).
facts_seen(Module, Found, Board0, PIs, Next, Facts0, Facts, StartText) :-
    their_start_state(Module, Found, Board0, State0, StartText),
    database_facts(Module, PIs, Facts0),
    get_dict(valid_moves, Found, VM/_),
    get_dict(apply, Found, Apply),
    foldl(ply_facts(Module, VM, Apply, Next, PIs), [1, 2], Plies, State0, _),
    append([Facts0|Plies], Facts).

ply_facts(Module, VM, Apply, Next, PIs, _, Facts, State, State1) :-
    (   their_call(Module:call(VM, State, Moves)),
        is_list(Moves),
        member(Move, Moves),
        ground(Move),
        database_move(Module, Apply, Next, State, Move, State1)
    ->  database_facts(Module, PIs, Facts)
    ;   Facts = [],
        State1 = State
    ).

% database_move(+Module, +Apply, +Next, +State, +Move, -State1): their
% move/3 gives the next state; their move/2 changes the database, and
% the next player is the one of Next.
database_move(Module, Name/3, _, State, Move, State1) :-
    their_call(Module:call(Name, State, Move, State1)).
database_move(Module, Name/2, Next, State, Move, State1) :-
    their_call(Module:call(Name, State, Move)),
    memberchk(State-State1, Next).

database_facts(Module, PIs, Facts) :-
    findall(Head,
            ( member(Name/Arity, PIs),
              functor(Head, Name, Arity),
              catch(Module:Head, _, fail) ),
            Facts).

% The signatures: valid_moves/2 is the course's new API; valid_moves/3
% takes the board and the player, in one order or the other.
api(Found, new) :-
    lister(Found, _, _/2).
api(Found, old) :-
    lister(Found, _, _/3),
    get_dict(apply, Found, _/3).
api(Found, player_first) :-
    lister(Found, _, _/3),
    get_dict(apply, Found, _/4).
api(Found, player_first) :-
    lister(Found, _, _/3),
    get_dict(apply, Found, _/3).

% lister(+Found, -Role, -PI): their predicate that lists the moves
% (valid_moves), else the one that checks a move (validator); both
% take the state, or the board and the player, first.
lister(Found, Role, PI) :-
    (   get_dict(valid_moves, Found, PI)
    ->  Role = valid_moves
    ;   get_dict(validator, Found, PI),
        Role = validator
    ).

%   encoding(+API, +Module, +Found, +Start, -Encoding): Encoding is
%   `encoding(Layout, Cells, PlayerAt, Players, Template, Evidence)`.
encoding(new, Module, Found0, start(Game, _, Board0, Player0, Players, Kinds, Unseen, _),
         Encoding) :-
    board_grid(Board0, GridPath, Grid0, OurParts),
    new_start_state(Module, Found0, Grid0, Player0, State0, StartText),
    board_in(State0, Grid0, Path0, Layout0, Cells0),
    with_writings(new-none, Module, Found0, Game-Kinds, Grid0, State0, Path0, Layout0, Found,
                  Seen0),
    play_two_moves(new-none, Module, Found, State0, Path0, Layout0, [State1, State2],
                   [Move1, Move2]),
    player_leaf(State0, State1, State2, Path0, PlayerPath, [Their0, Their1]),
    Players = [Player0, Player1],
    board_paths(Path0, BoardPaths),
    seen_move_words(Seen0, MoveWords),
    state_parts(Game, State0, [PlayerPath|BoardPaths], OurParts, Players-[Their0, Their1],
                Cells0-MoveWords, Parts0, Words),
    flag_owners(new-none, Module, Found, State0, mover_at(PlayerPath),
                [Player0-Their0, Player1-Their1], Parts0, Parts1),
    part_cells(Cells0, Players, Words, Cells0a),
    played_cells(Layout0, Path0, [State1, State2], Players, Cells0a, Cells2),
    learn_unseen(new-none, Module, Found, State0, Path0, Layout0, Unseen, Cells2, Cells3,
                 Learnt0),
    listed_unseen(Module, Found, State0, Path0-Layout0, Learnt0, Cells3, Path-Layout, Cells,
                  Learnt),
    tally_owners(new-none, Module, Found, State0, mover_at(PlayerPath), board(Path, Layout, Cells),
                 Parts1, Parts),
    Encoding = encoding(Game, Layout, Cells, [Player0-Their0, Player1-Their1],
                        state(State0, Path, PlayerPath),
                        Seen0.put(_{start: StartText, moves: [Move1, Move2], state0: State0,
                                    mover: mover_at(PlayerPath), unseen: Learnt,
                                    parts: parts(Board0, GridPath, Parts, Words)})).
encoding(API, Module, Found0, start(Game, _, Board0, Player0, Players, Kinds, Unseen, _),
         Encoding) :-
    API \== new,
    board_grid(Board0, GridPath, Grid0, OurParts),
    start_board(Module, Found0, Board0, Grid0-OurParts, TheirBoard0, StartText),
    board_in(TheirBoard0, Grid0, Path, Layout, Cells0),
    (   OurParts == []
    ->  Path == []
    ;   is_list(Path)                   % a grid in their board, the parts beside it
    ),
    Players = [Player0, Player1],
    player_names(Cells0, Players, Their0-Their1),
    State0 = TheirBoard0-Their0,
    with_writings(API-(Their0-Their1), Module, Found0, Game-Kinds, Grid0, State0, [], Layout,
                  Found, Seen0),
    play_two_moves(API-(Their0-Their1), Module, Found, State0, Path, Layout,
                   [TheirBoard1-_, TheirBoard2-_], [Move1, Move2]),
    seen_move_words(Seen0, MoveWords),
    state_parts(Game, State0, [[1|Path], [2]], OurParts, Players-[Their0, Their1],
                Cells0-MoveWords, Parts0, Words),
    flag_owners(API-(Their0-Their1), Module, Found, State0, names(Their0-Their1),
                [Player0-Their0, Player1-Their1], Parts0, Parts1),
    part_cells(Cells0, Players, Words, Cells0a),
    played_cells(Layout, Path, [TheirBoard1, TheirBoard2], Players, Cells0a, Cells2),
    learn_unseen(API-(Their0-Their1), Module, Found, State0, Path, Layout, Unseen, Cells2, Cells,
                 Learnt),
    tally_owners(API-(Their0-Their1), Module, Found, State0, names(Their0-Their1),
                 board([1|Path], Layout, Cells), Parts1, Parts),
    (   Parts == []
    ->  Where = board
    ;   Where = state(State0, [1|Path], [2])
    ),
    Encoding = encoding(Game, Layout, Cells, [Player0-Their0, Player1-Their1], Where,
                        Seen0.put(_{start: StartText, moves: [Move1, Move2], state0: State0,
                                    mover: names(Their0-Their1), unseen: Learnt,
                                    parts: parts(Board0, GridPath, Parts, Words)})).

%   with_writings(+API-Names, +Module, +Found0, +Game-Kinds, +Grid0,
%   +State0, +Path, +Layout, -Found, -Seen): with a predicate of theirs
%   that lists the moves, Found is Found0; with a validator alone, Found
%   holds the `writings` of our moves of Kinds (`kinds(Kinds0,
%   StartMoves)`, project_subject.pl's) as they write them (found from
%   their State0 and the board at Path in it, read as Layout, Grid0 our
%   start's grid), and Seen says so.  Where moves that name a piece
%   cannot all be written, the reason is noted (unwritten_kinds/1).
with_writings(_, _, Found, _, _, _, _, _, Found, _{}) :-
    get_dict(valid_moves, Found, _),
    !.
with_writings(API-Names, Module, Found0, Game-kinds(Kinds, StartMoves), Grid0, State0, Path,
              Layout, Found, _{writings: Writings-Size}) :-
    length(Grid0, Rows),
    Grid0 = [Row0|_],
    length(Row0, Columns),
    Size = Rows-Columns,
    Tries = tries(API-Names, Module, Found0, Path, Layout, Size),
    (   names_pieces(Kinds)
    ->  vocabulary(Game, Module, Found0, Kinds, State0, Vocabulary),
        catch(call_with_cpu_limit(30,
                                  with_output_to(string(_),
                                                 with_seed(1, named_writings(Kinds, StartMoves,
                                                     Size, Vocabulary, played_rows(Tries),
                                                     random_next_state(Tries),
                                                     board_size(Tries), State0, Result)))),
              _, Result = timed_out),
        (   Result = found(Writings)
        ->  true
        ;   assertz(unwritten_kinds(Result)),
            fail
        )
    ;   move_code_names(Module, Found0, CodeNames),
        catch(call_with_cpu_limit(30,
                                  with_output_to(string(_),
                                                 move_writings(Kinds, StartMoves, Size,
                                                               CodeNames, played(Tries),
                                                               next_state(Tries), State0,
                                                               Writings))),
              _, fail)
    ),
    Found = Found0.put(writings, Writings-Size).

:- thread_local unwritten_kinds/1.      % unfound(Kinds) or timed_out: no writing found

% vocabulary(+Game, +Module, +Found, +Kinds, +State0, -Vocabulary): the
% words a project may name our atoms with (move_writing.pl's
% named_writings/9): the game's words for our pieces, the atoms of its
% start state, and the names of the compound terms in the code of its
% files beside its validator, the most used first (put/2, go/2).
vocabulary(Game, Module, Found, Kinds, State0, vocabulary(Synonyms, Atoms, Names)) :-
    findall(Atom, ( member(kind(Pattern, _), Kinds), sub_term(Atom, Pattern), atom(Atom) ),
            Atoms1),
    sort(Atoms1, OurAtoms),
    findall(Atom-Word,
            ( member(Atom, OurAtoms),
              (   catch(piece_word(Game, Atom, Word), _, fail)
              ;   catch(piece_synonym(Game, Atom, Word), _, fail)
              ),
              Word \== Atom ),
            Synonyms),
    findall(Atom, ( sub_term(Atom, State0), atom(Atom) ), Atoms0),
    list_to_set(Atoms0, Atoms),
    code_names(Module, Found, Names).

% move_code_names(+Module, +Found, -CodeNames): the six compounds most
% used in their code (code_names/3), which their move terms may be named
% as (place(R, C)).
move_code_names(Module, Found, CodeNames) :-
    (   catch(code_names(Module, Found, Names), _, fail)
    ->  length(Names, N),
        Six is min(N, 6),
        length(CodeNames, Six),
        append(CodeNames, _, Names)
    ;   CodeNames = []
    ).

code_names(Module, Found, Names) :-
    get_dict(validator, Found, Validator/Arity),
    functor(Head, Validator, Arity),
    predicate_property(Module:Head, file(File)),
    file_directory_name(File, Dir),
    findall(Name/N,
            ( current_predicate(Module:PName/PArity),
              functor(Clause, PName, PArity),
              \+ predicate_property(Module:Clause, imported_from(_)),
              predicate_property(Module:Clause, file(F)),
              sub_atom(F, 0, _, _, Dir),
              catch(clause(Module:Clause, Body), _, fail),
              (   Clause =.. [_|Args],
                  member(Arg, Args)
              ;   body_data(Module, Body, Arg)
              ),
              sub_term(Term, Arg),
              compound(Term),
              compound_name_arity(Term, Name, N),
              word_like(Name) ),
            Named),
    msort(Named, Sorted),
    clumped(Sorted, Counted),
    transpose_pairs(Counted, ByCount),
    reverse(ByCount, Descending),
    pairs_values(Descending, Names).

% body_data(+Module, +Body, -Arg): an argument of a goal of Body that is
% data, not a goal (a meta-predicate's goal arguments are walked in).
body_data(_, Body, _) :-
    var(Body),
    !,
    fail.
body_data(Module, _:Body, Arg) :-
    !,
    body_data(Module, Body, Arg).
body_data(Module, Body, Arg) :-
    compound(Body),
    compound_name_arguments(Body, _, Args),
    (   predicate_property(Module:Body, meta_predicate(Spec))
    ->  Spec =.. [_|Specs]
    ;   same_length(Args, Specs),
        (   control(Body)
        ->  maplist(=(0), Specs)
        ;   maplist(=(?), Specs)
        )
    ),
    nth1(I, Args, Arg0),
    nth1(I, Specs, S),
    (   goal_argument(S)
    ->  strip_carets(Arg0, Goal),
        body_data(Module, Goal, Arg)
    ;   Arg = Arg0
    ).

control((_, _)).
control((_ ; _)).
control((_ -> _)).
control((_ *-> _)).
control(\+ _).

goal_argument(S) :-
    (   integer(S)
    ;   S == ^
    ),
    !.

strip_carets(_^Goal0, Goal) :-
    !,
    strip_carets(Goal0, Goal).
strip_carets(Goal, Goal).

% A name a person gives a move: a letter, then letters, digits or _.
word_like(Name) :-
    atom_codes(Name, [First|Rest]),
    code_type(First, alpha),
    forall(member(C, Rest), code_type(C, csym)).

% played(+Tries, +State, +Theirs, -Changed): their validator takes the
% move Theirs in State, and their move application plays it, changing
% the cells Changed (our R-C, in order) of their board.
played(Tries, State, Theirs, Changed) :-
    played_boards(Tries, State, Theirs, Rows, Rows1),
    changed_cells(Rows, Rows1, Changed).

% changed_cells(+Rows, +Rows1, -Changed): the cells (R-C, in order) whose
% content differs between the two boards.
changed_cells(Rows, Rows1, Changed) :-
    findall(R-C,
            ( nth1(R, Rows, Row), nth1(R, Rows1, Row1),
              nth1(C, Row, Cell), nth1(C, Row1, Cell1),
              Cell \== Cell1 ),
            Changed).

% played_rows(+Tries, +State, +Theirs, -Rows1): as played/4, Rows1 their
% board after the move, read as ours.
played_rows(Tries, State, Theirs, Rows1) :-
    played_boards(Tries, State, Theirs, _, Rows1).

% played_boards(+Tries, +State, +Theirs, -Rows, -Rows1): their validator
% takes the move Theirs in State, and their move application plays it;
% Rows and Rows1 are their board before and after, read as ours.
played_boards(tries(API-_, Module, Found, Path, Layout, _), State, Theirs, Rows, Rows1) :-
    get_dict(validator, Found, Validator/_),
    get_dict(apply, Found, Apply/ApplyArity),
    valid_moves_goal(API, Module:Validator, State, Theirs, Check),
    catch(once(Check), _, fail),
    apply_goal(API, ApplyArity, Module:Apply, State, Theirs, State1, Play),
    catch(once(Play), _, fail),
    boards_read(API, Path, Layout, State-State1, Rows-Rows1).

% boards_read(+API, +Path, +Layout, +State-State1, -Rows-Rows1): the
% boards of their two states, read as ours.
boards_read(API, Path, Layout, State-State1, Rows-Rows1) :-
    board_part(API, State, Path, Board),
    board_part(API, State1, Path, Board1),
    nonvar(Board1),
    catch(( layout_rows(Layout, Board, Rows), layout_rows(Layout, Board1, Rows1) ), _, fail).

% next_state(+Tries, +State, +Writings, -State1, -Changed): their state
% after the first of our moves written by Writings that they play from
% State, and the cells that move changed (`[]` where their boards
% cannot be read).
next_state(tries(API-Names, Module, Found, Path, Layout, Size), State, Writings, State1,
           Changed) :-
    their_move(API, Module, Found.put(writings, Writings-Size), State, Path, Layout, _, State1a),
    other_to_move(API, names(Names), State1a, State1),
    (   boards_read(API, Path, Layout, State-State1, Rows-Rows1)
    ->  changed_cells(Rows, Rows1, Changed)
    ;   Changed = []
    ).

% board_size(+Tries, +State, -Rows-Columns): the size of their board in
% State, as read (its start's where it cannot be read).
board_size(tries(API-_, _, _, Path, Layout, Size0), State, Size) :-
    (   board_part(API, State, Path, Board),
        catch(layout_rows(Layout, Board, Rows), _, fail),
        Rows = [Row|_]
    ->  length(Rows, Height),
        length(Row, Width),
        Size = Height-Width
    ;   Size = Size0
    ).

% random_next_state(+Tries, +State, +Writings, -State1): their state
% after one of our moves written by Writings, drawn at random among
% those they play from State: a game that puts each piece on the table
% sooner or later (the first move found might walk a King to and fro).
random_next_state(tries(API-Names, Module, Found0, _, _, Size), State, Writings, State1) :-
    Found = Found0.put(writings, Writings-Size),
    random_move(API, Module, Found, State, Move),
    get_dict(apply, Found, Apply/ApplyArity),
    apply_goal(API, ApplyArity, Module:Apply, State, Move, State1a, Goal),
    their_call(Goal),
    other_to_move(API, names(Names), State1a, State1).

%   their_start_state(+Module, +Found, +Board0, -State, -Text): the
%   state their initial_state gives, Text the call that gave it: its
%   configuration `[]` (the course's), the board's size, or left free.
their_start_state(Module, Found, Board0, State, Text) :-
    get_dict(initial_state, Found, Name/Arity),
    (   Arity =:= 2
    ->  length(Board0, Rows),
        member(Config, [[], Rows, _]),
        Goal =.. [Name, Config, State]
    ;   Goal =.. [Name, State]
    ),
    their_call(Module:Goal),
    nonvar(State),
    !,
    format(string(Text), "~q", [Goal]).

% With the new signatures, their start state, else our start position
% in a state course projects use.
new_start_state(Module, Found, Board0, _, State, Text) :-
    their_start_state(Module, Found, Board0, State, Text),
    !.
new_start_state(_, _, Board0, Player0, State, Text) :-
    member(State, [Board0-Player0, [Board0, Player0], state(Board0, Player0),
                   game(Board0, Player0), game_state(Board0, Player0)]),
    functor(State, Name, Arity),
    format(string(Text), "no initial_state of yours: our start position as ~q, a term ~q/~d",
           [State, Name, Arity]).

% With the old signatures, their start board, else ours: a list, or
% where our board has parts beside its grid (Grid0-OurParts), a term.
start_board(Module, Found, _, Grid0-OurParts, TheirBoard, Text) :-
    their_start_state(Module, Found, Grid0, State, Text),
    (   State = TheirBoard-_
    ;   State = [TheirBoard, _]
    ;   TheirBoard = State
    ),
    (   is_list(TheirBoard)
    ;   OurParts \== [],
        compound(TheirBoard)
    ),
    !.
start_board(_, _, Board0, _, Board0, "our start board (no initial_state of yours)").

%   their_call(:Goal): once(Goal), within 5 seconds of its CPU time (a
%   busy machine gives the same verdict), printing nothing, fails where
%   Goal fails or throws; a Goal out of time or of memory is noted
%   (stalled_call/2), for the reasons given where no adapter fits, and
%   that predicate is not asked again for the same game (a loop would
%   cost 5 s a question).
their_call(Goal) :-
    strip_module(Goal, _, Plain),
    \+ ( slow_predicate(Plain, PI), stalled_in_game(PI) ),
    catch(call_with_cpu_limit(5, with_output_to(string(_), once(Goal))), Error,
          ( note_stalled_call(Error, Plain), fail )).

:- thread_local
    stalled_call/2,             % Kind (time or memory), Name/Arity of theirs that ran out
    stalled_in_game/1.          % Name/Arity: ran out in the inference of this game

note_stalled_call(Error, Goal) :-
    stall_kind(Error, Kind),
    slow_predicate(Goal, PI),
    !,
    assertz(stalled_in_game(PI)),
    (   stalled_call(_, PI)
    ->  true
    ;   assertz(stalled_call(Kind, PI))
    ).
note_stalled_call(_, _).

stall_kind(time_limit_exceeded, time).
stall_kind(error(resource_error(_), _), memory).

% The predicate of theirs a goal calls: call(Name, Args...) names it.
slow_predicate(Goal, Name/Arity) :-
    (   Goal =.. [call, Called|Args]
    ->  strip_module(Called, _, Name),
        atom(Name),
        length(Args, Arity)
    ;   callable(Goal),
        functor(Goal, Name, Arity)
    ).

%   board_in(+State, +Board0, -Path, -Layout, -Cells): State holds at Path
%   (argument positions, [] for State itself) a board of the size of our
%   Board0 in Layout (`rows(Flip)` or `flat(Width, Flip)`), whose cells
%   stand for ours as Cells (pairs Theirs-Ours, one to one).
%   Of the readings that fit (a start board the same upside down with
%   the colours swapped fits both ways), the one whose symbols look most
%   like ours (`s` for `samurai`) is taken, then the first.
board_in(State, Board0, Path, Layout, Cells) :-
    (   findall(Reading, board_reading(State, Board0, Reading), Readings),
        Readings \== []
    ->  true
    ;   findall(Reading, two_lists_reading(State, Board0, Reading), Readings),
        Readings \== []
    ),
    max_member(Best-_, Readings),
    memberchk(Best-reading(Path, Layout, Cells), Readings).

board_reading(State, Board0, Likeness-reading(Path, Layout, Cells)) :-
    sub_term_at(State, Path, Sub),
    is_list(Sub),
    Sub \== [],
    layout(Board0, Sub, Layout),
    board_cells(Layout, Sub, Board0, Likeness, Cells).

board_cells(Layout, Sub, Board0, Likeness, Cells) :-
    layout_rows(Layout, Sub, Rows),
    cell_pairs(Rows, Board0, [], Cells),
    likeness(Cells, Likeness).

% Where no one list holds the board, two lists of the state may: its
% pieces, and the cells of one kind more (the holes of a board of tiles,
% our cells that are neither a piece nor its other empty cell), at the
% path lists(PiecesPath, CellsPath).
two_lists_reading(State, Board0, Likeness-reading(lists(P1, P2), Layout, Cells)) :-
    sub_term_at(State, P1, Pieces),
    is_list(Pieces),
    Pieces \== [],
    piece_list_reading(Pieces, Board0, Reading),
    sub_term_at(State, P2, Listed),
    is_list(Listed),
    Listed \== [],
    paths_apart(P1, P2),
    cell_list_reading(Listed, Reading, CellReading),
    Layout = pieces_and_cells(Reading, CellReading),
    board_cells(Layout, Pieces-Listed, Board0, Likeness, Cells).

% paths_apart(+Path1, +Path2): neither part of the state holds the other.
paths_apart(P1, P2) :-
    board_paths(P1, Ps1),
    board_paths(P2, Ps2),
    \+ ( member(A, Ps1), member(B, Ps2), ( append(A, _, B) ; append(B, _, A) ) ).

% The paths of the parts of the state that hold the board.
board_paths(lists(P1, P2), [P1, P2]) :-
    !.
board_paths(Path, [Path]).

% likeness(+Cells, -Same-Alike): how many of their symbols are ours,
% then how many begin as ours do, word by word in a compound (a start
% board of our own symbols turned upside down, the colours swapped,
% begins alike too, but not its k-b for our king-white).
likeness(Cells, Same-Alike) :-
    aggregate_all(count, ( member(T-O, Cells), T == O ), Same),
    aggregate_all(count, ( member(T-O, Cells), alike(T, O) ), Alike).

alike(Theirs, Ours) :-
    compound(Theirs),
    compound(Ours),
    !,
    compound_name_arity(Theirs, Name, Arity),      % k-w for king-white: word by word
    compound_name_arity(Ours, Name, Arity),
    Theirs =.. [_|TheirWords],
    Ours =.. [_|OurWords],
    maplist(alike, TheirWords, OurWords).
alike(Theirs, Ours) :-
    atomic(Theirs),
    atomic(Ours),
    format(atom(T), "~w", [Theirs]),
    format(atom(O), "~w", [Ours]),
    sub_atom(T, 0, 1, _, C1),
    sub_atom(O, 0, 1, _, C2),
    downcase_atom(C1, C),
    downcase_atom(C2, C).

sub_term_at(Term, [], Term).
sub_term_at(Term, [I|Path], Sub) :-
    compound(Term),
    term_args(Term, Args),
    nth1(I, Args, Arg),
    sub_term_at(Arg, Path, Sub).

% The arguments of a compound: a list's elements, else its arguments.
term_args(Term, Args) :-
    (   is_list(Term)
    ->  Args = Term
    ;   Term =.. [_|Args]
    ).

board_at(State, lists(P1, P2), Board1-Board2) :-
    !,
    board_at(State, P1, Board1),
    board_at(State, P2, Board2).
board_at(State, Path, Board) :-
    once(sub_term_at(State, Path, Board)).

%   board_grid(+Board0, -GridPath, -Grid, -Parts): our start board is
%   its grid of rows (GridPath []), or a term that holds the grid at
%   GridPath and other parts: Parts are OurPath-List, each list of
%   atoms elsewhere in it (the pieces in a reserve, the players who may
%   still do something), in order.
board_grid(Board0, [], Board0, []) :-
    is_list(Board0),
    !.
board_grid(Board0, GridPath, Grid, Parts) :-
    compound(Board0),
    once(( sub_term_at(Board0, GridPath, Grid),
           GridPath \== [],
           is_list(Grid), Grid = [Row|_], is_list(Row) )),
    findall(Path-List,
            ( sub_term_at(Board0, Path, List),
              \+ append(GridPath, _, Path),
              atom_list(List) ),
            Parts).

atom_list(List) :-
    is_list(List),
    List \== [],
    maplist(atom, List).

%   state_parts(+Game, +State0, +Taken, +OurParts, +Players-Theirs,
%   +Cells-MoveWords, -Parts, -Words): each of our parts, a list of
%   atoms, is in their start state outside the paths Taken (the board,
%   the player) and the parts found before it, read the first way
%   part_reading/7 finds; Parts pair our paths with those readings,
%   Words (Theirs-Ours) are their words for ours: the players', those
%   their cells share with ours (king-black for king-black), those their
%   moves name (MoveWords: their dame for our queen, as their validator
%   showed), and those of the parts.
state_parts(_, _, _, [], _, _, [], []) :-
    !.
state_parts(Game, State0, Taken, OurParts, Players-Theirs, Cells-MoveWords, Parts, Words) :-
    pairs_keys_values(PlayerWords, Theirs, Players),
    foldl(cell_words, Cells, PlayerWords, Words1),
    foldl(add_move_word, MoveWords, Words1, Words0),
    foldl(state_part(Game, State0, Players), OurParts, Parts, Taken-Words0, _-Words).

state_part(Game, State0, Players, OurPath-Ours, OurPath-How, Taken-Words0, Taken1-Words) :-
    part_reading(Game, State0, Taken, Players, Ours, How, Words0-Words),
    !,
    how_paths(How, Paths),
    append(Paths, Taken, Taken1).

%   part_reading(+Game, +State0, +Taken, +Players, +Ours, -How,
%   +Words0-Words): a part of their state outside Taken holds our list
%   Ours, How says how: `list(Path)`, their list of words, one for each
%   of ours, in any order; `counts(Path, Keys)`, their list of
%   Word-Count pairs (queen-1), Keys their words in their order; or,
%   where ours are the players (those who may still do something),
%   `flags(Paths, Players, On-Off, assumed)`, a flag for each player in
%   the players' order (first to move first) at Paths, On (true, yes, 1,
%   on) while the player is in our list, else Off (flag_owners/8 then
%   learns whose each flag is); or `tallies(Path, Name, OurWords,
%   Slots)`, a count for each of our words, 1 at the start, in a list
%   (Name `[]`) or a compound Name(...), the word of each place, Slots,
%   learnt by tally_owners/8 (their words for ours taken as ours: such
%   a part writes none).
part_reading(Game, State0, Taken, _, Ours, list(Path), Words0-Words) :-
    free_part(State0, Taken, Path, List),
    atom_list(List),
    same_length(List, Ours),
    part_words(Game, List, Ours, Words0, Words).
part_reading(Game, State0, Taken, _, Ours, counts(Path, Keys), Words0-Words) :-
    free_part(State0, Taken, Path, List),
    counted_list(List, Keys),
    sort(Ours, OurWords),
    same_length(Keys, OurWords),
    part_words(Game, Keys, OurWords, Words0, Words),
    forall(member(Key-Count, List),
           ( memberchk(Key-O, Words), include(==(O), Ours, Os), length(Os, Count) )).
part_reading(_, State0, Taken, Players, Ours, flags(Paths, Players, On-Off, assumed),
             Words-Words) :-
    msort(Ours, Sorted),
    msort(Players, Sorted),
    member(On-Off, [true-false, yes-no, 1-0, on-off]),
    findall(Path, ( free_part(State0, Taken, Path, Flag), Flag == On ), Flags),
    same_length(Players, Paths),
    append(Paths, _, Flags),
    !.
part_reading(_, State0, Taken, Players, Ours, tallies(Path, Name, OurWords, _), Words0-Words) :-
    \+ ( msort(Ours, Sorted), msort(Players, Sorted) ),
    sort(Ours, OurWords),
    msort(Ours, OurWords),
    length(OurWords, N),
    N >= 2,
    free_part(State0, Taken, Path, Term),
    tally_numbers(Term, Numbers),
    length(Numbers, N),
    forall(member(X, Numbers), X == 1),
    (   is_list(Term)
    ->  Name = []
    ;   compound_name_arity(Term, Name, _)
    ),
    foldl(own_word, OurWords, Words0, Words).

% own_word(+Word, +Words0, -Words): a word of ours their state does not
% write (counts by place) is taken as theirs too, where free.
own_word(Word, Words0, Words) :-
    (   ( memberchk(_-Word, Words0) ; memberchk(Word-_, Words0) )
    ->  Words = Words0
    ;   Words = [Word-Word|Words0]
    ).

% tally_numbers(+Term, -Numbers): Term is a list or a compound of
% integers, Numbers.
tally_numbers(Term, Numbers) :-
    (   is_list(Term)
    ->  Numbers = Term
    ;   compound(Term),
        Term =.. [_|Numbers]
    ),
    Numbers \== [],
    maplist(integer, Numbers).

%   flag_owners(+API-Names, +Module, +Found, +State0, +Mover,
%   +PlayerPairs, +Parts0, -Parts): each part of flags read in the
%   players' order (part_reading/7) takes the owner of each flag from a
%   game their rules play from State0 (seeded; a move that names no
%   number, such as a swap, played first where one is listed, else one
%   at random; 60 plies and 2 s of CPU at most): the flag that first
%   changes is the player's who moved (Mover says where their state
%   names the player to move, PlayerPairs pair ours with theirs).  Where
%   no flag changes, the players' order stays.
flag_owners(Play, Module, Found, State0, Mover, PlayerPairs, Parts0, Parts) :-
    maplist(flag_part(Play, Module, Found, State0, Mover, PlayerPairs), Parts0, Parts).

flag_part(Play, Module, Found, State0, Mover, PlayerPairs, OurPath-flags(Paths, Owners0, OnOff, _),
          OurPath-flags(Paths, Owners, OnOff, Whose)) :-
    !,
    OnOff = On-_,
    statistics(cputime, Now),
    Deadline is Now + 2,
    (   with_seed(1, changed_flag(Play, Module, Found, State0, Mover, Paths-On, 60, Deadline,
                                  Path-TheirMover)),
        memberchk(Owner-TheirMover, PlayerPairs)
    ->  nth1(I, Paths, Path),
        selectchk(Owner, Owners0, [Other]),
        nth1(I, Owners, Owner, [Other]),
        Whose = learnt(Path-Owner)
    ;   Owners = Owners0,
        Whose = assumed
    ).
flag_part(_, _, _, _, _, _, Part, Part).

%   tally_owners(+API-Names, +Module, +Found, +State0, +Mover, +Board,
%   +Parts0, -Parts): each part of counts by place (`tallies`,
%   part_reading/7) takes the word of each place from a game their rules
%   play from State0 (seeded, each move at random, 10 games of 60 plies
%   and 3 s of CPU at most): where one count goes down by one, and nothing else in
%   it changes, as one more of a piece stands on the board
%   (board(Path, Layout, Cells): where their board is, its reading and
%   cells), that count is the piece's word; the last place left takes
%   the last word.  Fails where a place stays unknown.
tally_owners(Play, Module, Found, State0, Mover, Board, Parts0, Parts) :-
    findall(tally(Path, Words, []), member(_-tallies(Path, _, Words, _), Parts0), Tallies0),
    (   Tallies0 == []
    ->  Parts = Parts0
    ;   statistics(cputime, Now),
        Deadline is Now + 3,
        with_seed(1, tally_games(10, Play, Module, Found, State0, Mover, Board, Deadline,
                                 Tallies0, Tallies)),
        maplist(learnt_tallies(Tallies), Parts0, Parts)
    ).

learnt_tallies(Tallies, OurPath-tallies(Path, Name, Words, _),
               OurPath-tallies(Path, Name, Words, Slots)) :-
    !,
    memberchk(tally(Path, Words, Known), Tallies),
    known_slots(Words, Known, Slots).
learnt_tallies(_, Part, Part).

% known_slots(+Words, +Known, -Slots): the word of each place, Known
% its pairs Place-Word: all places, or all but one (the word left).
known_slots(Words, Known, Slots) :-
    length(Words, N),
    length(Slots, N),
    maplist(slot_word(Slots), Known),
    pairs_values(Known, KnownWords),
    subtract(Words, KnownWords, Left),
    (   Left == []
    ->  true
    ;   Left = [Word],
        once(( nth1(_, Slots, Slot), var(Slot) )),
        Slot = Word
    ).

% tally_games(+Count, +Play, +Module, +Found, +State0, +Mover, +Board,
% +Deadline, +Tallies0, -Tallies): Count games at most from State0, one
% after the other, until every place is known.
tally_games(Count, Play, Module, Found, State0, Mover, Board, Deadline, Tallies0, Tallies) :-
    (   Count > 0,
        \+ forall(member(T, Tallies0), tally_known(T))
    ->  tally_game(Play, Module, Found, State0, Mover, Board, Deadline, 60, Tallies0, Tallies1),
        Count1 is Count - 1,
        tally_games(Count1, Play, Module, Found, State0, Mover, Board, Deadline, Tallies1,
                    Tallies)
    ;   Tallies = Tallies0
    ).

slot_word(Slots, I-Word) :-
    nth1(I, Slots, Word).

tally_game(API-Names, Module, Found, State, Mover, Board, Deadline, Plies, Tallies0, Tallies) :-
    statistics(cputime, Now),
    (   ( Plies =:= 0 ; Now >= Deadline ; forall(member(T, Tallies0), tally_known(T)) )
    ->  Tallies = Tallies0
    ;   their_listed_moves(API, Module, Found, State, Moves),
        random_member(Move, Moves),
        get_dict(apply, Found, Apply/ApplyArity),
        apply_goal(API, ApplyArity, Module:Apply, State, Move, State1a, ApplyGoal),
        their_call(ApplyGoal),
        other_to_move(API, Mover, State1a, State1)
    ->  maplist(tally_seen(State, State1, Board), Tallies0, Tallies1),
        Plies1 is Plies - 1,
        tally_game(API-Names, Module, Found, State1, Mover, Board, Deadline, Plies1, Tallies1,
                   Tallies)
    ;   Tallies = Tallies0
    ).

tally_known(tally(_, Words, Known)) :-
    length(Words, N),
    length(Known, K),
    K >= N - 1.

% tally_seen(+State, +State1, +Board, +Tally0, -Tally): the place whose
% count alone went down by one from State to State1, as one more of a
% piece of a word of Tally's stands on the board, is that word's.
tally_seen(State, State1, Board, tally(Path, Words, Known0), tally(Path, Words, Known)) :-
    (   board_at(State, Path, Term0),
        board_at(State1, Path, Term1),
        tally_numbers(Term0, Numbers0),
        tally_numbers(Term1, Numbers1),
        findall(I, ( nth1(I, Numbers0, A), nth1(I, Numbers1, B), A =\= B ), [I]),
        nth1(I, Numbers0, A0),
        nth1(I, Numbers1, B0),
        B0 =:= A0 - 1,
        \+ memberchk(I-_, Known0),
        placed_words(State, State1, Board, Words, [Word]),
        \+ memberchk(_-Word, Known0)
    ->  Known = [I-Word|Known0]
    ;   Known = Known0
    ).

% placed_words(+State, +State1, +Board, +Words, -Placed): the words of
% Words of the pieces of which more stand on the board in State1 than
% in State.
placed_words(State, State1, board(Path, Layout, Cells), Words, Placed) :-
    board_at(State, Path, Board0),
    board_at(State1, Path, Board1),
    layout_rows(Layout, Board0, Rows0),
    layout_rows(Layout, Board1, Rows1),
    append(Rows0, Symbols0),
    append(Rows1, Symbols1),
    sort(Symbols1, Seen),
    findall(Word,
            ( member(T, Seen),
              aggregate_all(count, ( member(S, Symbols0), S == T ), N0),
              aggregate_all(count, ( member(S, Symbols1), S == T ), N1),
              N1 > N0,
              (   memberchk(T-O0, Cells)
              ->  O = O0
              ;   identity_cells(Cells),           % their symbols ours, this one too
                  O = T
              ),
              compound(O),
              O =.. [_|Args],
              member(Word, Args),
              memberchk(Word, Words) ),
            Placed).

% with_seed(+Seed, :Goal): once(Goal), random numbers drawn from Seed,
% the generator's state put back after.
with_seed(Seed, Goal) :-
    random_property(state(Saved)),
    set_random(seed(Seed)),
    call_cleanup(once(Goal), set_random(state(Saved))).

% changed_flag(+API-Names, +Module, +Found, +State, +Mover, +Paths-On,
% +Plies, +Deadline, -Path-TheirMover): a game their rules play from
% State changes the flag at Path (On until then) when TheirMover moves.
changed_flag(API-Names, Module, Found, State, Mover, Paths-On, Plies, Deadline, Changed) :-
    Plies > 0,
    statistics(cputime, Now),
    Now < Deadline,
    their_listed_moves(API, Module, Found, State, Moves),
    (   member(Move, Moves),
        ground(Move),
        \+ ( sub_term(X, Move), number(X) )
    ->  true
    ;   random_member(Move, Moves)
    ),
    get_dict(apply, Found, Apply/ApplyArity),
    apply_goal(API, ApplyArity, Module:Apply, State, Move, State1a, ApplyGoal),
    their_call(ApplyGoal),
    other_to_move(API, Mover, State1a, State1),
    (   member(Path, Paths),
        board_at(State1, Path, Flag),
        Flag \== On
    ->  state_player(Mover, State, TheirMover),
        Changed = Path-TheirMover
    ;   Plies1 is Plies - 1,
        changed_flag(API-Names, Module, Found, State1, Mover, Paths-On, Plies1, Deadline, Changed)
    ).

% free_part(+State0, +Taken, -Path, -Part): a part of their state, its
% path apart from each of Taken.
free_part(State0, Taken, Path, Part) :-
    sub_term_at(State0, Path, Part),
    \+ ( member(T, Taken), ( append(T, _, Path) ; append(Path, _, T) ) ).

% counted_list(+List, -Keys): List is Word-Count pairs, each word once,
% each count above 0 (at the start, every word in it is there).
counted_list(List, Keys) :-
    is_list(List),
    List \== [],
    maplist(counted_word, List, Keys),
    sort(Keys, Sorted),
    same_length(Keys, Sorted).

counted_word(Key-Count, Key) :-
    atom(Key),
    integer(Count),
    Count > 0.

% how_paths(+How, -Paths): the paths of their state a part's reading
% holds.
how_paths(list(Path), [Path]).
how_paths(counts(Path, _), [Path]).
how_paths(flags(Paths, _, _, _), Paths).
how_paths(tallies(Path, _, _, _), [Path]).

% seen_move_words(+Seen, -MoveWords): the words (Theirs-Ours) of the
% writings of their moves found, if any.
seen_move_words(Seen, MoveWords) :-
    (   get_dict(writings, Seen, Writings-_)
    ->  writings_words(Writings, MoveWords)
    ;   MoveWords = []
    ).

% A word of their moves, where neither it nor ours has one yet.
add_move_word(T-O, Words0, Words) :-
    (   member(T1-O1, Words0),
        ( T1 == T ; O1 == O )
    ->  Words = Words0
    ;   Words = [T-O|Words0]
    ).

% The words inside a cell of theirs that stands for one of ours of the
% same shape, argument for argument.
cell_words(T-O, Words0, Words) :-
    (   compound(T), compound(O),
        compound_name_arity(T, Name, Arity),
        compound_name_arity(O, Name, Arity)
    ->  T =.. [_|TArgs],
        O =.. [_|OArgs],
        foldl(word_pair, TArgs, OArgs, Words0, Words)
    ;   Words = Words0
    ).

word_pair(T, O, Words0, Words) :-
    atom(T),
    atom(O),
    \+ ( member(T1-O1, Words0), ( T1 == T ; O1 == O ) ),
    !,
    Words = [T-O|Words0].
word_pair(T, O, Words, Words) :-
    memberchk(T-O, Words).

%   part_words(+Game, +Theirs, +Ours, +Words0, -Words): their list
%   holds ours, each word of theirs standing for one of ours: the word
%   known, else the same word, else how the game names it to a person
%   (piece_word/3 of the plug-ins: a tower for a rook), else the one
%   word of ours that begins alike, else the one left.
part_words(Game, Theirs, Ours, Words0, Words) :-
    partition(known_word(Words0), Theirs, Known, Unknown),
    findall(O, ( member(T, Known), memberchk(T-O, Words0) ), KnownOurs),
    subtract_once(KnownOurs, Ours, Left),
    foldl(new_word(Game), Unknown, Words0-Left, Words-[]).

known_word(Words, T) :-
    memberchk(T-_, Words).

subtract_once([], Left, Left).
subtract_once([O|Os], Ours, Left) :-
    selectchk(O, Ours, Ours1),
    subtract_once(Os, Ours1, Left).

new_word(Game, T, Words0-Left, [T-O|Words0]-Left1) :-
    free_words(Words0, Left, Free),
    (   memberchk(T, Free)
    ->  O = T
    ;   member(O, Free), catch(piece_word(Game, O, T), _, fail)
    ->  true
    ;   include(alike(T), Free, [O])
    ->  true
    ;   sort(Free, [O])
    ),
    selectchk(O, Left, Left1).

free_words(Words, Left, Free) :-
    exclude(word_taken(Words), Left, Free).

word_taken(Words, O) :-
    memberchk(_-O, Words).

%   part_cells(+Cells0, +Players, +Words, -Cells): Cells0 and every cell
%   of the shape of a piece of ours at the start (king-black) with the
%   words of the parts in it: a player where a player stands, else any
%   word of the parts that names no player (a queen or a rook from a
%   reserve); their cells written with their words.
part_cells(Cells, _, [], Cells) :-
    !.
part_cells(Cells0, Players, Words, Cells) :-
    findall(T-O,
            ( member(_-O0, Cells0),
              compound(O0),
              compound_name_arity(O0, Name, Arity),
              functor(O, Name, Arity),
              O =.. [_|OArgs],
              foldl(arg_word(Cells0, Players, Words, Name/Arity), OArgs, TArgs, 1, _),
              T =.. [Name|TArgs],
              \+ memberchk(_-O, Cells0) ),
            New0),
    sort(New0, New),
    append(Cells0, New, Cells).

arg_word(Cells0, Players, Words, Name/Arity, O, T, I, I1) :-
    I1 is I + 1,
    findall(A, ( member(_-C, Cells0), compound(C), compound_name_arity(C, Name, Arity),
                 arg(I, C, A) ),
            Seen0),
    sort(Seen0, Seen),
    (   subset(Seen, Players)
    ->  member(O, Players)
    ;   findall(W, ( member(_-W, Words), \+ memberchk(W, Players) ), Ws),
        sort(Ws, Domain),
        member(O, Domain)
    ),
    memberchk(T-O, Words).

% The layouts tried, in order: rows as ours, then turned upside down,
% then mirrored; a flat list row by row likewise.
layout(Board0, Sub, rows(Flip)) :-
    length(Board0, Rows),
    length(Sub, Rows),
    Board0 = [Row0|_],
    length(Row0, Columns),
    maplist(row_of_length(Columns), Sub),
    flip(Flip).
layout(Board0, Sub, flat(Columns, Flip)) :-
    Board0 = [Row0|_],
    length(Row0, Columns),
    length(Board0, Rows),
    Size is Rows * Columns,
    Size > Rows,
    length(Sub, Size),
    \+ ( member(Cell, Sub), is_list(Cell) ),
    flip(Flip).

layout(Board0, Sub, pieces(Reading)) :-
    piece_list_reading(Sub, Board0, Reading).

row_of_length(Columns, Row) :-
    is_list(Row),
    length(Row, Columns).

flip(none).
flip(upside_down).
flip(mirrored).

%   layout_rows(+Layout, +Theirs, -Rows): Rows are their board's rows in
%   our order.
layout_rows(rows(Flip), Theirs, Rows) :-
    flipped(Flip, Theirs, Rows).
layout_rows(flat(Columns, Flip), Theirs, Rows) :-
    rows_of(Theirs, Columns, Rows0),
    flipped(Flip, Rows0, Rows).
layout_rows(pieces(Reading), Theirs, Rows) :-
    piece_list_rows(Reading, Theirs, Rows).
layout_rows(pieces_and_cells(Reading, CellReading), Theirs, Rows) :-
    cell_list_rows(Reading, CellReading, Theirs, Rows).

flipped(none, Rows, Rows).
flipped(upside_down, Rows0, Rows) :-
    reverse(Rows0, Rows).
flipped(mirrored, Rows0, Rows) :-
    maplist(reverse, Rows0, Rows).

rows_of([], _, []) :- !.
rows_of(Cells, Width, [Row|Rows]) :-
    length(Row, Width),
    append(Row, Rest, Cells),
    rows_of(Rest, Width, Rows).

% cell_pairs(+TheirRows, +OurRows, +Cells0, -Cells): one to one.
cell_pairs(TheirRows, OurRows, Cells0, Cells) :-
    append(TheirRows, Theirs),
    append(OurRows, Ours),
    foldl(cell_pair, Theirs, Ours, Cells0, Cells).

cell_pair(Their, Our, Cells0, Cells) :-
    ground(Their),
    (   member(T-O, Cells0),
        ( T == Their ; O == Our )
    ->  T == Their,
        O == Our,
        Cells = Cells0
    ;   Cells = [Their-Our|Cells0]
    ).

%   played_cells(+Layout, +Path, +States, +Players, +Cells0, -Cells):
%   Cells0 and the symbols of the boards at Path of States, their states
%   after their first move and after their second (learn_cells/5), every
%   symbol of theirs known.
played_cells(Layout, Path, [State1, State2], [Player0, Player1], Cells0, Cells) :-
    board_at(State1, Path, Board1),
    board_at(State2, Path, Board2),
    learn_cells(Layout, Board1, Player0-[Player0, Player1], Cells0, Cells1),
    learn_cells(Layout, Board2, Player1-[Player0, Player1], Cells1, Cells),
    all_cells_known(Layout, Cells, [Board1, Board2]).

%   learn_cells(+Layout, +TheirBoard, +Mover-Players, +Cells0, -Cells): a
%   symbol of theirs first seen after Mover's move is Mover's piece, when
%   our board names its pieces after the players (as Teeko's b and w);
%   where their symbols are ours so far and this one is one of ours too,
%   it is taken as ours.
learn_cells(Layout, TheirBoard, Mover-Players, Cells0, Cells) :-
    layout_rows(Layout, TheirBoard, Rows),
    append(Rows, Symbols0),
    sort(Symbols0, Symbols),
    findall(S, ( member(S, Symbols), \+ memberchk(S-_, Cells0) ), New),
    (   New == []
    ->  Cells = Cells0
    ;   New = [Symbol],
        ground(Symbol),
        \+ memberchk(_-Mover, Cells0)
    ->  (   identity_cells(Cells0),
            atom(Symbol),
            \+ memberchk(_-Symbol, Cells0),
            memberchk(Symbol, Players)
        ->  Cells = [Symbol-Symbol|Cells0]  % ours: a wrong mover is a mistake to find
        ;   Cells = [Symbol-Mover|Cells0]
        )
    ;   Cells = Cells0
    ).

%   learn_unseen(+API-Names, +Module, +Found, +State0, +Path, +Layout,
%   +Unseen, +Cells0, -Cells, -Learnt): a cell of ours that their start
%   cannot show (Unseen: a hole, on a board tiled all over) is the one
%   symbol of theirs first seen on a board that one or two of their
%   moves from State0 reach, where that cell is the only one of ours not
%   known.  Learnt is `learnt(Theirs-Ours)`, `not_seen(Ours)`, or `none`
%   where all are known.
learn_unseen(_, _, _, _, _, _, Unseen, Cells, Cells, none) :-
    \+ ( member(O, Unseen), \+ memberchk(_-O, Cells) ),
    !.
learn_unseen(API-Names, Module, Found, State0, Path, Layout, Unseen, Cells0, Cells, Learnt) :-
    findall(O, ( member(O, Unseen), \+ memberchk(_-O, Cells0) ), [Ours]),
    reached_state(API-Names, Module, Found, State0, 2, State),
    board_part(API, State, Path, Board),
    nonvar(Board),
    catch(layout_rows(Layout, Board, Rows), _, fail),
    append(Rows, Symbols0),
    sort(Symbols0, Symbols),
    findall(S, ( member(S, Symbols), \+ memberchk(S-_, Cells0) ), [Theirs]),
    ground(Theirs),
    !,
    Cells = [Theirs-Ours|Cells0],
    Learnt = learnt(Theirs-Ours).
learn_unseen(_, _, _, _, _, _, Unseen, Cells, Cells, not_seen(Ours)) :-
    member(Ours, Unseen),
    \+ memberchk(_-Ours, Cells),
    !.

%   listed_unseen(+Module, +Found, +State0, +Path0-Layout0, +Learnt0,
%   +Cells0, -Path-Layout, -Cells, -Learnt): a cell of ours their start
%   cannot show, on a board held as a list of pieces, may be in a list
%   of cells of their state that is empty at the start (the holes of a
%   board tiled all over): the first list, empty in State0, that one or
%   two of their moves fill with cells named as their pieces name them
%   (cell_list_reading/3).  The board is then held in the two lists,
%   and Learnt is `listed(Ours)`; else all stays as it was.
listed_unseen(Module, Found, State0, Path0-pieces(Reading), not_seen(Ours), Cells0,
              lists(Path0, ListPath)-pieces_and_cells(Reading, CellReading),
              [listed-Ours|Cells0], listed(Ours)) :-
    findall(P, ( sub_term_at(State0, P, Empty), Empty == [], paths_apart(P, Path0) ), Paths),
    Paths \== [],
    reached_state(new-none, Module, Found, State0, 2, State),
    member(ListPath, Paths),
    board_at(State, ListPath, Listed),
    is_list(Listed),
    Listed \== [],
    cell_list_reading(Listed, Reading, CellReading),
    !.
listed_unseen(_, _, _, Board, Learnt, Cells, Board, Cells, Learnt).

% reached_state(+API-Names, +Module, +Found, +State0, +Depth, -State):
% a state their moves reach from State0 in 1 to Depth plies.
reached_state(API-Names, Module, Found, State0, Depth, State) :-
    Depth > 0,
    their_played(API, Module, Found, State0, _, State1),
    (   State = State1
    ;   other_to_move(API, names(Names), State1, Next),
        Depth1 is Depth - 1,
        reached_state(API-Names, Module, Found, Next, Depth1, State)
    ).

% Every symbol of the boards seen stands for one of ours; an encoding
% whose start symbols are ours (the course's terms) keeps the others.
all_cells_known(Layout, Cells, Boards) :-
    forall(member(Board, Boards),
           ( layout_rows(Layout, Board, Rows),
             append(Rows, Symbols),
             forall(member(S, Symbols), ( memberchk(S-_, Cells) ; identity_cells(Cells) )) )).

identity_cells(Cells) :-
    forall(member(T-O, Cells), T == O).

%   play_two_moves(+API-Names, +Module, +Found, +State0, +Path, +Layout,
%   -States, -Moves): their first valid move from State0, then their
%   first from the state it gives; each changes the board.  With the
%   old signatures, Names are their names of the players, `T0-T1`.
play_two_moves(API-Names, Module, Found, State0, Path, Layout, [State1, State2],
               [Move1, Move2]) :-
    their_move(API, Module, Found, State0, Path, Layout, Move1, State1),
    other_to_move(API, names(Names), State1, State1a),
    their_move(API, Module, Found, State1a, Path, Layout, Move2, State2).

their_move(API, Module, Found, State, Path, Layout, Move, State1) :-
    their_played(API, Module, Found, State, Move, State1),
    board_part(API, State, Path, Board),
    board_part(API, State1, Path, Board1),
    nonvar(Board1),
    layout_rows(Layout, Board1, _),
    Board1 \== Board,
    !.

% their_played(+API, +Module, +Found, +State, -Move, -State1): each of
% their moves in State, in their order, and the state it gives.
their_played(API, Module, Found, State, Move, State1) :-
    get_dict(apply, Found, Apply/ApplyArity),
    their_listed_moves(API, Module, Found, State, Moves),
    member(Move, Moves),
    ground(Move),
    apply_goal(API, ApplyArity, Module:Apply, State, Move, State1, ApplyGoal),
    their_call(ApplyGoal).

% their_listed_moves(+API, +Module, +Found, +State, -Moves): their
% valid moves in State, or with a validator alone, those of our moves
% (written as they write them) that it takes.
their_listed_moves(API, Module, Found, State, Moves) :-
    (   get_dict(valid_moves, Found, VM/_)
    ->  valid_moves_goal(API, Module:VM, State, Moves, ListGoal),
        their_call(ListGoal),
        is_list(Moves)
    ;   validator_terms(Found, Validator, Written),
        include(validated(API, Module:Validator, State), Written, Moves)
    ).

% validator_terms(+Found, -Validator, -Written): their validator, and
% the terms it is asked about: every move of ours as they write it,
% written once for the writings (the games that learn their encoding ask
% for them at every ply).
validator_terms(Found, Validator, Written) :-
    get_dict(writings, Found, Key),
    get_dict(validator, Found, Validator/_),
    (   written_terms(Key0, Written0),
        Key0 =@= Key
    ->  Written = Written0
    ;   Key = Writings-Size,
        writings_moves(Writings, Size, Pairs),
        pairs_keys(Pairs, Written),
        retractall(written_terms(_, _)),
        assertz(written_terms(Key, Written))
    ).

:- thread_local written_terms/2.        % Writings-Size, the terms they write

% random_move(+API, +Module, +Found, +State, -Move): one of their moves
% in State, drawn at random, each as likely; from a validator, the first
% it accepts of their terms in a random order (one term in ten or so is
% a move: asking about all of them made a random game of a validator's
% dozens of times dearer).
random_move(API, Module, Found, State, Move) :-
    (   get_dict(valid_moves, Found, _)
    ->  their_listed_moves(API, Module, Found, State, Moves),
        random_member(Move, Moves)
    ;   validator_terms(Found, Validator, Written),
        random_permutation(Written, Shuffled),
        member(Move, Shuffled),
        validated(API, Module:Validator, State, Move)
    ->  true
    ).

validated(API, Validator, State, Move) :-
    valid_moves_goal(API, Validator, State, Move, Check),
    their_call(Check).

board_part(new, State, Path, Board) :-
    board_at(State, Path, Board).
board_part(API, Board0-_, Path, Board) :-
    API \== new,
    board_at(Board0, Path, Board).

valid_moves_goal(new, Goal, State, Moves, call(Goal, State, Moves)).
valid_moves_goal(old, Goal, Board-Player, Moves, call(Goal, Board, Player, Moves)).
valid_moves_goal(player_first, Goal, Board-Player, Moves, call(Goal, Player, Board, Moves)).

apply_goal(new, 3, Goal, State, Move, State1, call(Goal, State, Move, State1)).
apply_goal(old, 3, Goal, Board-P, Move, Board1-P, call(Goal, Move, Board, Board1)).
apply_goal(player_first, 4, Goal, Board-P, Move, Board1-P, call(Goal, P, Move, Board, Board1)).
apply_goal(player_first, 3, Goal, Board-P, Move, Board1-P, call(Goal, P-Move, Board, Board1)).

%   player_leaf(+State0, +State1, +State2, +BoardPath, -Path, -Names):
%   the atomic part of their state, outside the board, that a move
%   changes and the next move changes back: the player to move.
player_leaf(State0, State1, State2, BoardPath, Path, [Their0, Their1]) :-
    sub_term_at(State0, Path, Their0),
    paths_apart(Path, BoardPath),
    atomic(Their0),
    Their0 \== [],
    board_at(State1, Path, Their1),
    atomic(Their1),
    Their1 \== Their0,
    board_at(State2, Path, Their2),
    Their2 == Their0,
    !.

%   player_names(+Cells, +Ours, -Names): their names of our players, for
%   the old signatures: the symbols of their pieces, where ours are named
%   after the players, else names course projects give them; the names
%   its valid moves accept, both.
player_names(Cells, [P0, P1], T0-T1) :-
    (   memberchk(S0-P0, Cells), memberchk(S1-P1, Cells)
    ->  Candidates = [S0-S1, P0-P1]
    ;   Candidates = [P0-P1]
    ),
    append(Candidates, [1-2, x-o, o-x, white-black, black-white, w-b, b-w,
                        player1-player2, p1-p2, 0-1], All),
    member(T0-T1, All).

%   adapter_with_winners(+API, +Module, +Playing, +Found-Called,
%   +Wrappers, +Start, +Encoding, -Adapter): the adapter of Encoding
%   (adapter/7), with the names their game_over gives the winners where
%   they are not the players' (winner_pairs/7), learnt through the
%   adapter without them.
adapter_with_winners(API, Module, Playing, Roles, Wrappers, Start, Encoding, Adapter) :-
    Encoding = encoding(Game, _, _, _, _, _),
    adapter(Game, API, Roles, Wrappers, Encoding, [], Adapter0),
    winner_pairs(API, Module, Playing, Start, Adapter0, Encoding, WinnerPairs),
    (   WinnerPairs == []
    ->  Adapter = Adapter0
    ;   adapter(Game, API, Roles, Wrappers, Encoding, WinnerPairs, Adapter)
    ).

%   winner_pairs(+API, +Module, +Found, +Start, +Adapter0, +Encoding,
%   -Pairs): where their game_over names a winner otherwise than their
%   state names the player (players o and x, winners 1 and 2), Pairs
%   are our players with their names as winners, learnt from games
%   their own rules play to a winner, who is the player who made the
%   last move (game_ends/8).  [] where no game ended, or their winners
%   are named as their players are: then their winner is taken as it is
%   (a game_over that names the loser is a mistake to find, not a name
%   to learn).
winner_pairs(API, Module, Found, Start, Adapter0, Encoding, Pairs) :-
    Encoding = encoding(_, _, _, PlayerPairs, _, Seen),
    (   get_dict(game_over, Found, _)
    ->  random_property(state(Saved)),
        set_random(seed(1)),
        game_ends(API, Module, Found, Start, Adapter0, Seen, PlayerPairs, Ends),
        set_random(state(Saved)),
        findall(Ours-Winner,
                ( member(Winner-Mover, Ends),
                  Winner \== draw,
                  \+ memberchk(_-Winner, PlayerPairs),
                  memberchk(Ours-Mover, PlayerPairs) ),
                Pairs0),
        sort(Pairs0, Pairs1),
        both_winners(PlayerPairs, Pairs1, Pairs)
    ;   Pairs = []
    ).

% game_ends(+API, +Module, +Found, +Start, +Adapter0, +Seen, +PlayerPairs,
% -Ends): the Winner-Mover of games their rules play to an end (seeded,
% within 3 s of CPU time, so that a busy machine learns the same): the
% games of Start that our rules won (a few plies each), each of our
% moves written as they write them (a validator's), else the one of
% their moves whose state Adapter0 reads as ours after our move; else,
% or where those end in no winner of theirs, each move drawn at random
% from theirs.
game_ends(API, Module, Found, Start, Adapter0, Seen, PlayerPairs, Ends) :-
    statistics(cputime, Now),
    Deadline is Now + 3,
    (   Start = start(_, _, _, _, _, _, _, WonGames),
        setup_call_cleanup(replay_way(Found, Adapter0, Way),
                           ended_games(WonGames,
                                       replayed_game(Way, API, Module, Found, Seen, Deadline),
                                       PlayerPairs, Ends0),
                           put_adapter_clauses(tabuleiro_adapter_trial, [])),
        Ends0 \== []
    ->  Ends = Ends0
    ;   random_games(6, API, Module, Found, Seen, Deadline, PlayerPairs, Ends)
    ).

% replay_way(+Found, +Adapter0, -Way): how each of our moves is found
% among theirs: `writings(Writings)`, written as they write it; or
% `reading(FromState)`, Adapter0's reading of their state, put in a
% module of its own.
replay_way(Found, Adapter0, Way) :-
    (   get_dict(writings, Found, Writings-_)
    ->  Way = writings(Writings)
    ;   install_adapter(tabuleiro_adapter_trial, Adapter0, Options),
        option(from_state(FromState), Options),
        Way = reading(FromState)
    ).

% ended_games(+Games, :PlayGame, +PlayerPairs, -Ends): the ends of
% those of Games that call(PlayGame, Game, End) plays to an end; none
% is played after a game won by a player named as the players are
% (winners are then taken as they are, and the other games would be
% played for nothing).
:- meta_predicate ended_games(+, 2, +, -).

ended_games([], _, _, []).
ended_games([Game|Games], PlayGame, PlayerPairs, Ends) :-
    (   call(PlayGame, Game, End)
    ->  Ends = [End|Ends1],
        (   End = Winner-_,
            Winner \== draw,
            memberchk(_-Winner, PlayerPairs)
        ->  Ends1 = []
        ;   ended_games(Games, PlayGame, PlayerPairs, Ends1)
        )
    ;   ended_games(Games, PlayGame, PlayerPairs, Ends)
    ).

% random_games(+Count, +API, +Module, +Found, +Seen, +Deadline,
% +PlayerPairs, -Ends): the Winner-Mover of those of Count random games
% that end in time.
random_games(Count, API, Module, Found, Seen, Deadline, PlayerPairs, Ends) :-
    numlist(1, Count, Games),
    ended_games(Games, random_game(API, Module, Found, Seen, Deadline), PlayerPairs, Ends).

random_game(API, Module, Found, Seen, Deadline, _, Winner-Mover) :-
    random_game(API, Module, Found, Seen, Deadline, Seen.state0, 300, Winner, Mover).

% Where one player's name as a winner is known, the other's is the
% next number (1 and 2, 0 and 1).
both_winners([P0-_, P1-_], Known, Pairs) :-
    (   Known = [P0-W0], integer(W0)
    ->  W1 is W0 + 1, Pairs = [P0-W0, P1-W1]
    ;   Known = [P1-W1], integer(W1)
    ->  W0 is W1 - 1, Pairs = [P0-W0, P1-W1]
    ;   Known = [_, _], \+ ( member(P-W, Known), member(Q-W, Known), P \== Q )
    ->  Pairs = Known
    ;   Pairs = []
    ).

% random_game(+API, +Module, +Found, +Seen, +Deadline, +State, +Plies,
% -Winner, -Mover): their game from State, each move drawn at random
% from their valid moves, ends with Winner (their game_over's) after a
% move of Mover (their name of the player who made it), before the CPU
% time Deadline.
random_game(API, Module, Found, Seen, Deadline, State, Plies, Winner, Mover) :-
    Plies > 0,
    statistics(cputime, Now),
    Now < Deadline,
    random_move(API, Module, Found, State, Move),
    their_ply(API, Module, Found, Seen, State, Move, State1, End),
    (   End = Winner-Mover
    ->  true
    ;   Plies1 is Plies - 1,
        random_game(API, Module, Found, Seen, Deadline, State1, Plies1, Winner, Mover)
    ).

% replayed_game(+Way, +API, +Module, +Found, +Seen, +Deadline, +Moves,
% -End): their game from their start, each of our Moves (Move-Key, Key
% the term_hash/2 of our board after it) found among theirs the Way of
% replay_way/3,
% ends with End, Winner-Mover, before the CPU time Deadline; fails
% where they refuse a move of ours or have none that gives our
% position, or our moves end before their game does.
replayed_game(Way, API, Module, Found, Seen, Deadline, Moves, End) :-
    replayed_plies(Moves, Way, API, Module, Found, Seen, Deadline, Seen.state0, End).

replayed_plies([Move|Moves], Way, API, Module, Found, Seen, Deadline, State, End) :-
    statistics(cputime, Now),
    Now < Deadline,
    their_replayed_move(Way, API, Module, Found, Seen, State, Move, State1),
    their_end(API, Module, Found, Seen, State, State1, End0),
    (   End0 = _-_
    ->  End = End0
    ;   replayed_plies(Moves, Way, API, Module, Found, Seen, Deadline, State1, End)
    ).

% their_replayed_move(+Way, +API, +Module, +Found, +Seen, +State,
% +Move-Key, -State1): State1 is their state after our Move from
% State, Move written as they write it, taken by their validator where
% they have one, and played; or after the first of their moves from
% State that gives a state read as our board of that Key.
their_replayed_move(writings(Writings), API, Module, Found, Seen, State, Move-_, State1) :-
    writings_move(Writings, Move, Theirs),
    (   get_dict(validator, Found, Validator/_)
    ->  validated(API, Module:Validator, State, Theirs)
    ;   true
    ),
    their_applied(API, Module, Found, Seen, State, Theirs, State1).
their_replayed_move(reading(FromState), API, Module, Found, Seen, State, _-Key, State1) :-
    their_played(API, Module, Found, State, _, State1a),
    other_to_move(API, Seen.mover, State1a, State1),
    catch(once(call(FromState, State1, Board1, _)), _, fail),
    ground(Board1),
    term_hash(Board1, Key),
    !.

% their_ply(+API, +Module, +Found, +Seen, +State, +Move, -State1, -End):
% their move application plays their Move from State, giving State1;
% End is Winner-Mover where their game_over then names a Winner (Mover
% their name of the player who made the move), else `none`.
their_ply(API, Module, Found, Seen, State, Move, State1, End) :-
    their_applied(API, Module, Found, Seen, State, Move, State1),
    their_end(API, Module, Found, Seen, State, State1, End).

their_applied(API, Module, Found, Seen, State, Move, State1) :-
    get_dict(apply, Found, Apply/ApplyArity),
    apply_goal(API, ApplyArity, Module:Apply, State, Move, State1a, ApplyGoal),
    their_call(ApplyGoal),
    other_to_move(API, Seen.mover, State1a, State1).

% their_end(+API, +Module, +Found, +Seen, +State, +State1, -End): after
% a move from State to State1, End is Winner-Mover where their
% game_over names a Winner (Mover their name of the player who made the
% move), else `none`.
their_end(API, Module, Found, Seen, State, State1, End) :-
    (   game_over_goal(API, Module, Found, State1, Winner, OverGoal),
        their_call(OverGoal)
    ->  state_player(Seen.mover, State, Mover),
        End = Winner-Mover
    ;   End = none
    ).

% With the old signatures, their move gives the board: the other player
% is to move.
other_to_move(new, _, State, State).
other_to_move(API, names(T0-T1), Board1-Moved, Board1-Next) :-
    API \== new,
    (   Moved == T0
    ->  Next = T1
    ;   Next = T0
    ).

state_player(mover_at(Path), State, Player) :-
    board_at(State, Path, Player).
state_player(names(_), _-Player, Player).

game_over_goal(API, Module, Found, State, Winner, call(Module:GameOver, Of, Winner)) :-
    get_dict(game_over, Found, GameOver/_),
    (   API == new
    ->  Of = State
    ;   State = Of-_
    ).

winner_lines([], []).
winner_lines([P-W|Pairs], [Line]) :-
    findall(T, ( member(Q-V, [P-W|Pairs]), format(string(T), "~q for our ~q", [V, Q]) ), Ts),
    atomic_list_concat(Ts, ', ', Text),
    format(string(Line), "Winners, as your game_over names them: ~w (from games your rules \c
                          played to a win).", [Text]).

%   adapter(+Game, +API, +Found-Called, +Wrappers, +Encoding,
%   +WinnerPairs, -Adapter): Found are the project's course predicates,
%   Called those the adapter calls (Found, or the Wrappers' of a board
%   in the database).
adapter(Game, API, Found-Called, Wrappers, Encoding, WinnerPairs,
        adapter(Game, Clauses, Options, Evidence)) :-
    Encoding = encoding(Game, Layout, Cells, PlayerPairs, Where, Seen),
    board_clauses(Layout, Cells, BoardClauses),
    findall(adapter_player(Ours, Theirs), member(Ours-Theirs, PlayerPairs), PlayerFacts),
    state_clauses(Where, Seen, StateClauses),
    (   WinnerPairs == []
    ->  WinnerFacts = [],
        WinnerOptions = []
    ;   findall(adapter_winner(Ours, Theirs), member(Ours-Theirs, WinnerPairs), WinnerFacts),
        WinnerOptions = [winner(adapter_winner)]
    ),
    (   get_dict(writings, Seen, Writings-_)
    ->  writing_clauses(Writings, MoveClauses),
        MoveOptions = [move(adapter_move)]
    ;   MoveClauses = [],
        MoveOptions = []
    ),
    append([StateClauses, BoardClauses, PlayerFacts, [adapter_player(draw, draw)],
            WinnerFacts, MoveClauses, Wrappers], Clauses),
    role_options(Called, RoleOptions),
    append([[api(API)], RoleOptions,
            [state(adapter_to_state), from_state(adapter_from_state), player(adapter_player)],
            MoveOptions, WinnerOptions],
           Options),
    evidence(Game, API, Found, Encoding, Seen, Evidence0),
    winner_lines(WinnerPairs, WinnerLines),
    append(Evidence0, WinnerLines, Evidence).

role_options(Found, Options) :-
    findall(Option,
            ( member(Role, [valid_moves, validator, apply, game_over, choose_move]),
              get_dict(Role, Found, Name/_),
              Option =.. [Role, Name] ),
            Options).

% Their state: the board (and the player) put in or read from the
% start state; with the old signatures, Board-Player.
state_clauses(board, _,
              [ (adapter_from_state(Theirs-TheirPlayer, Board, Player) :-
                    adapter_read_board(Theirs, Board), adapter_player(Player, TheirPlayer)),
                (adapter_to_state(Board, Player, Theirs-TheirPlayer) :-
                    adapter_write_board(Board, Theirs), adapter_player(Player, TheirPlayer))
              ]).
state_clauses(state(State0, BoardPath, PlayerPath), Seen, Clauses) :-
    get_dict(parts, Seen, parts(Board0, GridPath, Parts, Words)),
    Parts \== [],
    !,
    Start = Board0-GridPath-State0-BoardPath-PlayerPath,
    parts_templates(Start, Parts, false, BoardR-Read, GridR-GridTheirsR, PlayerR, ReadParts, _),
    parts_templates(Start, Parts, true, BoardW-Written, GridW-GridTheirsW, PlayerW, _,
                    WriteParts),
    % once/1: cells such as king-black are indexed by their functor alone
    conjunction([once(adapter_read_board(GridTheirsR, GridR)), adapter_player(Player, PlayerR)
                 |ReadParts], ReadBody),
    conjunction([once(adapter_write_board(GridW, GridTheirsW)), adapter_player(Player, PlayerW)
                 |WriteParts], WriteBody),
    findall(adapter_word(T, O), member(T-O, Words), WordFacts),
    findall(Kind, ( member(_-How, Parts), functor(How, Kind, _) ), Kinds0),
    sort(Kinds0, Kinds),
    findall(Helper, ( member(Kind, Kinds),
                      once(( member(_-How, Parts), functor(How, Kind, _) )),
                      part_helper(How, Helper) ),
            Helpers),
    append([ [ (adapter_from_state(Read, BoardR, Player) :- ReadBody),
               (adapter_to_state(BoardW, Player, Written) :- WriteBody) ],
             Helpers, WordFacts ],
           Clauses).
state_clauses(state(State0, BoardPath, PlayerPath), _,
              [ (adapter_from_state(Read, Board, Player) :-
                    adapter_read_board(TheirsR, Board), adapter_player(Player, PlayerR)),
                (adapter_to_state(Board, Player, Written) :-
                    adapter_write_board(Board, TheirsW), adapter_player(Player, PlayerW))
              ]) :-
    state_template(State0, BoardPath, PlayerPath, TheirsR, PlayerR, false, Read),
    state_template(State0, BoardPath, PlayerPath, TheirsW, PlayerW, true, Written).

%   parts_templates(+Start, +Parts, +Keep, -Board-State, -Grid-TheirGrid,
%   -Player, -Reads, -Writes): our start board and their start state
%   (Start) with holes for the grid, the player and each of Parts (the
%   rest of their state kept with Keep `true`, to write it), and the
%   goals that read each part of theirs into ours, and write it.
parts_templates(Board0-GridPath-State0-BoardPath-PlayerPath, Parts, Keep, Board-State,
                Grid-TheirGrid, Player, Reads, Writes) :-
    maplist(part_holes, Parts, OurHoles, TheirHoles0, Goals),
    pairs_keys_values(Goals, Reads, Writes),
    append(TheirHoles0, TheirHoles),
    template(Board0, [GridPath-Grid|OurHoles], false, Board),
    template(State0, [BoardPath-TheirGrid, PlayerPath-Player|TheirHoles], Keep, State).

% part_holes(+Part, -OurHole, -TheirHoles, -Read-Write): the holes
% (Path-Variable) of our part and of theirs, and the goals that read
% and write it.
part_holes(OurPath-How, OurPath-Ours, TheirHoles, Goals) :-
    how_holes(How, Ours, TheirHoles, Goals).

how_holes(list(Path), Ours, [Path-Theirs],
          adapter_read_part(Theirs, Ours)-adapter_write_part(Ours, Theirs)).
how_holes(counts(Path, Keys), Ours, [Path-Theirs],
          adapter_read_counts(Theirs, Ours)-adapter_write_counts(Ours, Keys, Theirs)).
how_holes(tallies(Path, Name, _, Slots), Ours, [Path-Theirs],
          adapter_read_tallies(Theirs, Slots, Ours)-adapter_write_tallies(Ours, Slots, Name, Theirs)).
how_holes(flags(Paths, Owners, _, _), Ours, Holes,
          adapter_read_flags(Flags, Ours)-adapter_write_flags(Ours, Flags)) :-
    maplist(flag_hole, Paths, Owners, Holes, Flags).

flag_hole(Path, Owner, Path-Flag, Flag-Owner).

% part_helper(+How, -Clause): a clause of the adapter that reads or
% writes a part of their state of the kind How.
part_helper(list(_), (adapter_read_part(Theirs, Ours) :-
                          maplist(adapter_word, Theirs, Ours0), msort(Ours0, Ours))).
part_helper(list(_), (adapter_write_part(Ours, Theirs) :- maplist(adapter_word, Theirs, Ours))).
part_helper(counts(_, _), (adapter_read_counts(Theirs, Ours) :-
                               findall(O, ( member(T-N, Theirs), adapter_word(T, O),
                                            between(1, N, _) ),
                                       Ours0),
                               msort(Ours0, Ours))).
part_helper(counts(_, _), (adapter_write_counts(Ours, Keys, Theirs) :-
                               findall(T-N, ( member(T, Keys), adapter_word(T, O),
                                              include(==(O), Ours, Os), length(Os, N) ),
                                       Theirs))).
part_helper(flags(_, _, _, _), (adapter_read_flags(Flags, Ours) :-
                                    findall(O, ( member(F-O, Flags), adapter_flag(F, on) ),
                                            Ours0),
                                    msort(Ours0, Ours))).
part_helper(flags(_, _, _, _), (adapter_write_flags(Ours, Flags) :-
                                    maplist(adapter_flag_of(Ours), Flags))).
part_helper(flags(_, _, _, _), (adapter_flag_of(Ours, F-O) :-
                                    (   memberchk(O, Ours)
                                    ->  adapter_flag(F, on)
                                    ;   adapter_flag(F, off)
                                    ))).
part_helper(tallies(_, _, _, _), (adapter_read_tallies(Theirs, Slots, Ours) :-
                                      (   is_list(Theirs)
                                      ->  Numbers = Theirs
                                      ;   Theirs =.. [_|Numbers]
                                      ),
                                      findall(O, ( nth1(I, Slots, O), nth1(I, Numbers, N),
                                                   between(1, N, _) ),
                                              Ours0),
                                      msort(Ours0, Ours))).
part_helper(tallies(_, _, _, _), (adapter_write_tallies(Ours, Slots, Name, Theirs) :-
                                      findall(N, ( member(O, Slots), include(==(O), Ours, Os),
                                                   length(Os, N) ),
                                              Numbers),
                                      (   Name == []
                                      ->  Theirs = Numbers
                                      ;   Theirs =.. [Name|Numbers]
                                      ))).
part_helper(flags(_, _, On-_, _), adapter_flag(On, on)).
part_helper(flags(_, _, _-Off, _), adapter_flag(Off, off)).

%   state_template(+State0, +BoardPath, +PlayerPath, ?Board, ?Player,
%   +Keep, -Template): State0 with Board and Player at their paths; the
%   rest kept (to write a state) or left free (to read one).
state_template(State0, BoardPath, PlayerPath, Board, Player, Keep, Template) :-
    template(State0, [BoardPath-Board, PlayerPath-Player], Keep, Template).

template(Term, Holes0, Keep, Template) :-
    select(lists(P1, P2)-Value, Holes0, Holes),     % a board of two lists: the pair
    !,
    Value = Value1-Value2,
    template(Term, [P1-Value1, P2-Value2|Holes], Keep, Template).
template(_, Holes, _, Value) :-
    memberchk([]-Value0, Holes),
    !,
    Value = Value0.
template(Term, Holes, Keep, Template) :-
    Holes \== [],
    compound(Term),
    !,
    term_args(Term, Args),
    foldl(template_arg(Holes, Keep), Args, Templates, 1, _),
    (   is_list(Term)
    ->  Template = Templates
    ;   compound_name_arity(Term, Name, _),
        Template =.. [Name|Templates]
    ).
template(Term, _, Keep, Template) :-
    (   Keep == true
    ->  Template = Term
    ;   true
    ).

template_arg(Holes, Keep, Arg, Template, I, I1) :-
    I1 is I + 1,
    holes_under(Holes, I, Inner),
    template(Arg, Inner, Keep, Template).

% holes_under(+Holes, +I, -Inner): the holes in argument I, their paths
% from there (their variables kept: no copy).
holes_under([], _, []).
holes_under([Path-Value|Holes], I, Inner) :-
    (   Path = [I0|Rest],
        I0 == I
    ->  Inner = [Rest-Value|Inner1]
    ;   Inner = Inner1
    ),
    holes_under(Holes, I, Inner1).

% board_clauses(+Layout, +Cells, -Clauses): adapter_read_board(Theirs,
% Board) and adapter_write_board(Board, Theirs), each with its goals in
% the order that runs in its direction.
board_clauses(rows(none), Cells, [adapter_read_board(Board, Board),
                                  adapter_write_board(Board, Board)]) :-
    identity_cells(Cells),
    !.
board_clauses(Layout, Cells, [Read, Write|Facts]) :-
    layout_goals(Layout, Theirs, Rows, ReadRows, WriteRows),
    (   identity_cells(Cells)
    ->  Rows = Board,
        Symbols = true,
        Facts0 = []
    ;   Symbols0 = maplist(maplist(adapter_cell), Rows, Board),
        (   member(Cell, Cells), Cell = T0-O0, ( compound(T0) ; compound(O0) )
        ->  Symbols = once(Symbols0)    % king-white is indexed by its functor alone
        ;   Symbols = Symbols0
        ),
        findall(adapter_cell(T, O), member(T-O, Cells), Facts0)
    ),
    conjunction([ReadRows, Symbols], ReadBody),
    conjunction([Symbols, WriteRows], WriteBody),
    Read = (adapter_read_board(Theirs, Board) :- ReadBody),
    Write = (adapter_write_board(Board, Theirs) :- WriteBody),
    layout_helpers(Layout, Helpers),
    append(Facts0, Helpers, Facts).

% conjunction(+Goals, -Body): the goals other than `true`, in a body.
conjunction(Goals0, Body) :-
    flatten_goals(Goals0, Goals1),
    exclude(==(true), Goals1, Goals),
    foldl(and_goal, Goals, true, Body).

flatten_goals([], []).
flatten_goals([(A, B)|Goals], Flat) :-
    !,
    flatten_goals([A, B|Goals], Flat).
flatten_goals([Goal|Goals], [Goal|Flat]) :-
    flatten_goals(Goals, Flat).

and_goal(Goal, true, Goal) :- !.
and_goal(Goal, Body, (Body, Goal)).

% layout_goals(+Layout, ?Theirs, ?Rows, -Read, -Write): Read turns
% their board Theirs into Rows in our order, Write the other way.
layout_goals(rows(Flip), Theirs, Rows, Goal, Goal) :-
    flip_goal(Flip, Theirs, Rows, Goal).
layout_goals(flat(Width, Flip), Theirs, Rows,
             (adapter_rows(Theirs, Width, Rows0), Flip1),
             (Flip1, append(Rows0, Theirs))) :-
    flip_goal(Flip, Rows0, Rows, Flip1).
layout_goals(pieces(_), Theirs, Rows, adapter_piece_grid(Theirs, Rows),
             adapter_grid_pieces(Rows, Theirs)).
layout_goals(pieces_and_cells(_, _), Pieces-Cells, Rows,
             (adapter_piece_grid(Pieces, Rows0), adapter_listed_grid(Cells, Rows0, Rows)),
             (adapter_grid_listed(Rows, Rows0, Cells), adapter_grid_pieces(Rows0, Pieces))).

flip_goal(none, Rows, Rows, true).
flip_goal(upside_down, Rows0, Rows, reverse(Rows0, Rows)).
flip_goal(mirrored, Rows0, Rows, maplist(reverse, Rows0, Rows)).

layout_helpers(rows(_), []).
layout_helpers(pieces(Reading), Clauses) :-
    piece_list_clauses(Reading, Clauses).
layout_helpers(pieces_and_cells(Reading, CellReading), Clauses) :-
    piece_list_clauses(Reading, PieceClauses),
    cell_list_clauses(CellReading, CellClauses),
    append(PieceClauses, CellClauses, Clauses).
layout_helpers(flat(_, _),
               [ adapter_rows([], _, []),
                 (adapter_rows([Cell|Cells], Width, [Row|Rows]) :-
                      length(Row, Width), append(Row, Rest, [Cell|Cells]),
                      adapter_rows(Rest, Width, Rows))
               ]).

evidence(Game, API, Found, encoding(_, Layout, Cells, PlayerPairs, Where, _), Seen, Lines) :-
    (   next_lines(Seen, [_])
    ->  APIText = "the course signatures with the position in the database alone, \c
                   valid_moves(Player, Moves), move(Player, Move)"
    ;   api_text(API, APIText)
    ),
    (   lister(Found, valid_moves, Lister)
    ->  format(string(L1), "Game: ~w; your predicates: ~w (~q).", [Game, APIText, Lister])
    ;   api_name(API, Name),
        lister(Found, validator, Validator),
        format(string(L1), "Game: ~w; your predicates: the ~w, with ~q to check a move \c
                            (none lists them).", [Game, Name, Validator])
    ),
    format(string(L2), "Start: ~w.", [Seen.start]),
    (   get_dict(database, Seen, WhereText)
    ->  true
    ;   where_text(API, Where, WhereText)
    ),
    layout_text(Layout, LayoutText),
    format(string(L3), "Board: ~w, ~w.", [WhereText, LayoutText]),
    cells_text(Cells, CellsText),
    format(string(L4), "Cells: ~w.", [CellsText]),
    players_text(PlayerPairs, PlayersText),
    format(string(L5), "Players: ~w.", [PlayersText]),
    moves_line(Found, Seen, L6),
    other_parts_lines(Where, Seen, L7),
    parts_lines(API, Seen, L8),
    unseen_lines(Seen, L9),
    next_lines(Seen, L10),
    append([[L1, L2, L3, L4], L9, [L5], L10, [L6], L8, L7], Lines).

% next_lines(+Seen, -Lines): who moves next, for a move/2.
next_lines(Seen, [Text]) :-
    get_dict(next, Seen, Text),
    Text \== none,
    !.
next_lines(_, []).

% unseen_lines(+Seen, -Lines): how a cell of ours their start does not
% show was learnt, or that it was not.
unseen_lines(Seen, [Line]) :-
    get_dict(unseen, Seen, Learnt),
    unseen_line(Learnt, Line),
    !.
unseen_lines(_, []).

unseen_line(learnt(Theirs-Ours), Line) :-
    format(string(Line), "Your start shows no ~q of ours: your ~q is, the one new cell on a \c
                          board your moves reach.", [Ours, Theirs]).
unseen_line(listed(Ours), Line) :-
    format(string(Line), "Your start shows no ~q of ours: your list of them is empty there, \c
                          and a board your moves reach lists one.", [Ours]).
unseen_line(not_seen(Ours), Line) :-
    format(string(Line), "Your start shows no ~q of ours, and no board one or two of your \c
                          moves reach shows a new cell: a position with one cannot be \c
                          written in your terms (the adapter's state fails there).", [Ours]).

% parts_lines(+API, +Seen, -Lines): where each other part of our board
% is in their state, and their words that are not ours.
parts_lines(API, Seen, [Line]) :-
    get_dict(parts, Seen, parts(Board0, _, Parts, Words)),
    Parts \== [],
    !,
    findall(T,
            ( member(OurPath-How, Parts),
              sub_term_at(Board0, OurPath, Ours),
              how_text(API, How, HowText),
              atomic_list_concat(OurPath, '.', O),
              format(string(T), "~w for argument ~w of our board (~q at the start)",
                     [HowText, O, Ours]) ),
            Ts),
    atomic_list_concat(Ts, ', ', PartsText),
    findall(T, ( member(W-O, Words), W \== O, format(string(T), "~q for our ~q", [W, O]) ),
            WTs),
    (   WTs == []
    ->  WordsText = "ours"
    ;   atomic_list_concat(WTs, ', ', WordsText)
    ),
    (   memberchk(_-list(_), Parts)
    ->  AnyOrder = " (lists in any order)"
    ;   AnyOrder = ""
    ),
    format(string(Line), "Other parts: ~w~w; your words: ~w.", [PartsText, AnyOrder, WordsText]).
parts_lines(_, _, []).

% how_text(+API, +How, -Text): where a part is in their state, and how,
% in words.
how_text(API, list(Path), Text) :-
    place_text(API, Path, Text).
how_text(API, counts(Path, Keys), Text) :-
    place_text(API, Path, Place),
    format(string(Text), "~w, how many of each of ~q", [Place, Keys]).
how_text(API, flags(Paths, Owners, On-Off, Whose), Text) :-
    findall(T, ( nth1(I, Paths, Path), nth1(I, Owners, Owner),
                 api_path(API, Path, _, Relative),
                 atomic_list_concat(Relative, '.', P),
                 format(string(T), "argument ~w for ~q", [P, Owner]) ),
            Ts),
    atomic_list_concat(Ts, ', ', FlagsText),
    Paths = [Path1|_],
    api_path(API, Path1, Whole, _),
    whose_text(API, Whose, WhoseText),
    format(string(Text), "a flag for each player in your ~w (~w; ~q while in our list, else \c
                          ~q, ~w)", [Whole, FlagsText, On, Off, WhoseText]).

how_text(API, tallies(Path, _, _, Slots), Text) :-
    place_text(API, Path, Place),
    format(string(Text), "~w, a count for each of ~q in that order (as a game your rules \c
                          played showed)", [Place, Slots]).

whose_text(_, assumed, "the players' order taken for yours: no game your rules played \c
                        changed one").
whose_text(API, learnt(Path-Owner), Text) :-
    api_path(API, Path, _, Relative),
    atomic_list_concat(Relative, '.', P),
    format(string(Text), "as a game your rules played showed: argument ~w changed when ~q \c
                          moved", [P, Owner]).

% moves_line(+Found, +Seen, -Line): how their moves are known.
moves_line(Found, Seen, Line) :-
    Seen.moves = [M1, M2],
    (   get_dict(writings, Seen, Writings-_)
    ->  writings_text(Writings, Text),
        writings_evidence(Writings, Evidence),
        get_dict(validator, Found, Validator),
        format(string(Line), "Moves: you write them as you check them with ~q: ~w (found by \c
                              playing them: ~w; your first two: ~q, then ~q).",
               [Validator, Text, Evidence, M1, M2])
    ;   format(string(Line), "Moves: not translated: each of your moves is known by the \c
                              position it leads to (checked on your first two: ~q, then ~q).",
               [M1, M2])
    ).

% The rest of their state is written as it is at the start: a count
% kept there (moves played, pieces captured) is then the start's.
other_parts_lines(state(State0, BoardPath, PlayerPath), Seen, Lines) :-
    (   get_dict(parts, Seen, parts(_, _, Parts, _))
    ->  findall(P-part, ( member(_-How, Parts), how_paths(How, Ps), member(P, Ps) ),
                PartHoles)
    ;   PartHoles = []
    ),
    template(State0, [BoardPath-Board, PlayerPath-Player|PartHoles], false, Template),
    term_variables(Template, Variables),
    term_variables(Board-Player, Written),
    exclude(variable_among(Written), Variables, Rest),
    Template = State0,
    \+ maplist(==([]), Rest),
    !,
    template(State0, [BoardPath-board, PlayerPath-player|PartHoles], true, Shown),
    Lines = [Line],
    format(string(Line), "The rest of your state is written as at the start, in our \c
                          positions: ~q (a count kept there stays the start's).", [Shown]).
other_parts_lines(_, _, []).

variable_among(Variables, V) :-
    member(W, Variables),
    W == V,
    !.

api_name(new, "new course signatures").
api_name(old, "old course signatures").
api_name(player_first, "player-first signatures").

api_text(new, "the new course signatures, valid_moves(State, Moves)").
api_text(old, "the old course signatures, valid_moves(Board, Player, Moves)").
api_text(player_first, "player-first signatures, valid_moves(Player, Board, Moves)").

where_text(_, board, Text) :-
    !,
    Text = "your state is the board itself, the player given apart".
where_text(API, state(_, Path, _), Text) :-
    state_where_text(API, Path, Text).

state_where_text(new, [], "your state is the board") :-
    !.
state_where_text(API, lists(P1, P2), Text) :-
    !,
    api_path(API, P1, Whole, R1),
    api_path(API, P2, Whole, R2),
    atomic_list_concat(R1, '.', A1),
    atomic_list_concat(R2, '.', A2),
    format(string(Text), "arguments ~w and ~w of your ~w", [A1, A2, Whole]).
state_where_text(API, Path, Text) :-
    place_text(API, Path, Place),
    (   API == new
    ->  Text = Place
    ;   format(string(Text), "~w, the player given apart", [Place])
    ).

% place_text(+API, +Path, -Text): where Path leads in their state, in
% words; with the old signatures (their state Board-Player), in their
% board.
place_text(API, Path, Text) :-
    api_path(API, Path, Whole, Relative),
    (   Relative == []
    ->  format(string(Text), "your ~w", [Whole])
    ;   atomic_list_concat(Relative, '.', P),
        format(string(Text), "argument ~w of your ~w", [P, Whole])
    ).

% api_path(+API, +Path, -Whole, -Relative): Path of their state is
% Relative in their Whole: their state, or their board.
api_path(API, Path, Whole, Relative) :-
    (   API == new
    ->  Whole = state,
        Relative = Path
    ;   Whole = board,
        Path = [1|Relative]
    ).

layout_text(rows(Flip), Text) :-
    flip_text(Flip, F),
    format(string(Text), "a list of rows~w", [F]).
layout_text(flat(Width, Flip), Text) :-
    flip_text(Flip, F),
    format(string(Text), "a flat list of cells, ~d to a row~w", [Width, F]).

layout_text(pieces(Reading), Text) :-
    piece_list_text(Reading, Text).
layout_text(pieces_and_cells(Reading, CellReading), Text) :-
    piece_list_text(Reading, PiecesText),
    cell_list_text(CellReading, CellsText),
    format(string(Text), "~w, and ~w", [PiecesText, CellsText]).

flip_text(none, "").
flip_text(upside_down, ", our last row first").
flip_text(mirrored, ", each row right to left").

cells_text(Cells, Text) :-
    (   identity_cells(Cells)
    ->  Text = "ours"
    ;   findall(T, ( member(Theirs-Ours, Cells),
                     format(string(T), "~q for our ~q", [Theirs, Ours]) ), Ts),
        atomic_list_concat(Ts, ', ', Text)
    ).

players_text(Pairs, Text) :-
    findall(T, ( member(Ours-Theirs, Pairs), format(string(T), "~q for our ~q", [Theirs, Ours]) ),
            Ts),
    atomic_list_concat(Ts, ', ', Text).

%!  inference_text(+Inference, -Text) is det.
%
%   Text says in words what was inferred, or what was tried.

inference_text(adapter(_, _, _, Evidence), Text) :-
    atomic_list_concat(Evidence, '\n', Text).
inference_text(no_adapter(Tried, _), Text) :-
    atomic_list_concat(["No adapter found."|Tried], ' ', Text).

%!  adapter_text(+Folder, +Inference, -Text) is det.
%
%   Text is the adapter file Inference amounts to: the student can keep
%   it as adapter.pl, edit it, and pass it back.

adapter_text(Folder, Inference, Text) :-
    Inference = adapter(Game, Clauses, Options, Evidence),
    project_files(Folder, Files),
    absolute_file_name(Folder, Dir, [file_type(directory)]),
    maplist(relative_to(Dir), Files, Bases),
    with_output_to(string(Text),
                   ( format("% The adapter Tabuleiro inferred from your project:~n"),
                     forall(member(Line, Evidence), format("% ~w~n", [Line])),
                     portray_clause((:- load_course_files(Bases))),
                     forall(member(Clause, Clauses), portray_clause(Clause)),
                     portray_clause(grade_game(Game)),
                     exclude(is_rules_option, Options, StudentOptions),
                     inferred_grade_options(Inference, StudentOptions, GradeOptions),
                     portray_clause(grade_options(GradeOptions)) )).

% A file's path from the project's folder (src/shi.pl).
relative_to(Dir, File, Relative) :-
    atom_concat(Dir, '/', Prefix),
    atom_concat(Prefix, Relative, File).

%!  inferred_rules(+Inference, -Rules) is det.
%
%   Rules are the rule options whose start the project's start is (`[]`
%   for the standard rules).

inferred_rules(adapter(_, _, Options, _), Rules) :-
    option(rules(Rules), Options, []).

%!  inferred_grade_options(+Inference, +Options, -GradeOptions) is det.
%
%   GradeOptions are the `grade_options/1` of the adapter Inference whose
%   `against(student(Options))` options are Options: its rule options
%   (those of its start) first.

inferred_grade_options(Inference, Options, GradeOptions) :-
    inferred_rules(Inference, Rules),
    (   Rules == []
    ->  GradeOptions = [against(student(Options))]
    ;   GradeOptions = [rules(Rules), against(student(Options))]
    ).

% with_rules(+Rules, +Adapter0, -Adapter): an adapter of a start of rule
% options says so, in its options and its evidence.
with_rules([], Adapter, Adapter) :-
    !.
with_rules(Rules, adapter(Game, Clauses, Options, Evidence),
           adapter(Game, Clauses, [rules(Rules)|Options], [Line|Evidence])) :-
    format(string(Line), "Rules: your start is that of rules(~q), not of the standard rules; \c
                          your project is checked with rules(~q).", [Rules, Rules]).

%!  install_adapter(+Module, +Inference, -Options) is det.
%
%   Puts the clauses of the adapter Inference (`adapter(...)`) in Module,
%   in place of an adapter installed there before, and Options are its
%   `against(student(Options))` options, its predicates qualified with
%   Module.  The project is loaded in `user`: the clauses that wrap its
%   predicates for a board in the database go there.

install_adapter(Module, adapter(_, Clauses, Options0, _), Options) :-
    (   Module == user
    ->  put_adapter_clauses(user, Clauses)
    ;   partition(database_clause, Clauses, DatabaseClauses, Others),
        put_adapter_clauses(Module, Others),
        put_adapter_clauses(user, DatabaseClauses)
    ),
    exclude(is_rules_option, Options0, Options1),
    maplist(qualified_option(Module), Options1, Options).

is_rules_option(rules(_)).

% The clauses of a board in the database wrap the project's predicates
% and its facts: they go where the project is.
database_clause(Clause) :-
    (   Clause = (Head :- _)
    ->  true
    ;   Head = Clause
    ),
    database_goal(Head).

% put_adapter_clauses(+Module, +Clauses): Clauses in Module, in place of
% an adapter's put there before.
put_adapter_clauses(Module, Clauses) :-
    forall(adapter_predicate(Name/Arity),
           ( functor(Head, Name, Arity), retractall(Module:Head) )),
    forall(( current_predicate(Module:Name/Arity),
             functor(Head, Name, Arity),
             database_goal(Head),
             predicate_property(Module:Head, dynamic) ),
           retractall(Module:Head)),
    forall(member(Clause, Clauses), assertz(Module:Clause)).

adapter_predicate(adapter_from_state/3).
adapter_predicate(adapter_to_state/3).
adapter_predicate(adapter_read_board/2).
adapter_predicate(adapter_write_board/2).
adapter_predicate(adapter_cell/2).
adapter_predicate(adapter_rows/3).
adapter_predicate(adapter_player/2).
adapter_predicate(adapter_winner/2).
adapter_predicate(adapter_move/2).
adapter_predicate(adapter_word/2).
adapter_predicate(adapter_read_part/2).
adapter_predicate(adapter_write_part/2).
adapter_predicate(adapter_read_counts/2).
adapter_predicate(adapter_write_counts/3).
adapter_predicate(adapter_read_flags/2).
adapter_predicate(adapter_write_flags/2).
adapter_predicate(adapter_flag_of/2).
adapter_predicate(adapter_flag/2).
adapter_predicate(adapter_read_tallies/3).
adapter_predicate(adapter_write_tallies/4).
adapter_predicate(PI) :-
    database_predicate(PI).
adapter_predicate(PI) :-
    piece_list_predicate(PI).

qualified_option(Module, Option0, Option) :-
    Option0 =.. [Role, Name],
    (   atom(Name),
        sub_atom(Name, 0, _, _, adapter_db_)
    ->  Option =.. [Role, user:Name]
    ;   atom(Name),
        sub_atom(Name, 0, _, _, adapter_)
    ->  Option =.. [Role, Module:Name]
    ;   Option = Option0
    ).
