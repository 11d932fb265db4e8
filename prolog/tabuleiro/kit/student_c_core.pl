:- module(tabuleiro_student_c_core,
          [ rules_on_c_core/1,          % +Game
            rules_on_c_core/2           % +Game, :Options
          ]).
:- use_module('../backend').
:- use_module('../games', [game/1]).
:- use_module(cross_check_student, [student_subject/4]).
:- use_module(cross_check_judge, [moves_by_successor/2, take_move_leading_to/4]).
:- use_module(encoding_inference, [infer_adapter/4, install_adapter/3, inference_text/2,
                                  inferred_rules/2]).
:- use_module(project_subject, [game_starts/3, board_grid_rows/2]).
:- use_module(piece_list, [piece_list_names_kept/4]).
:- use_module(move_writing, [clauses_move/3, pairs_writings/3, writing_clauses/2]).
:- use_module(database_board, [database_wrapper/2, database_body_calling/4,
                               database_state/2, database_restore/2, database_snapshot/1,
                               database_put_back/1, database_fact_cells/1,
                               database_after_move/2, database_move_undone/2]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).
:- use_module('../game_state', [game_initial_state/3]).
:- use_module('../game_plugin', [move_term/3, view_move/6]).

/** <module> The C core inside a student's own program

The adapter that lets the kit read a student's terms is also all it
takes to run the student's own game on the C core.  rules_on_c_core/2
redefines the student's `valid_moves`, `move` and `game_over`, in their
own module, signatures and terms, so that they answer through the C
core: the student's own `play`, menus, display and computer player run
unchanged, and their search visits more positions in the same time.

Each redefined predicate reads the student's state with their
`from_state` adapter, asks the C core, and writes the answer back with
their `state`, `move` and `player` adapters.
*/

:- meta_predicate
    rules_on_c_core(+, :).

%!  rules_on_c_core(+Game) is det.
%
%   The program loaded (in module user) answers through the C core, its
%   encoding inferred from its course predicates, as
%   `cross_check(Game, [against(project(Folder))])` infers it: the
%   adapter found is said on the standard error.  Each move term of
%   theirs is learnt from their own rules, once, and their own lists'
%   order is kept: at a position learnt, their list's; elsewhere, an
%   order of their terms (order/1), else an order of the moves' shapes
%   their lists kept (shape/1: the place of the moving piece in their
%   facts or their list of pieces, the direction, ...), else their own
%   list there, learnt.  A list of pieces that names them keeps
%   their names after each move (piece_list_names_kept/4), and a board
%   in the database the order of its facts.

rules_on_c_core(Game) :-
    rules_on_c_core(Game, user:[]).

:- dynamic plugged/5.               % Id, Game, Rules, Student, Own

%!  rules_on_c_core(+Game, :Options) is det.
%
%   Redefines the student's predicates named in Options so that the C
%   core answers them.  Options are those of `against(student(Options))`
%   of cross_check/2 (api, valid_moves, apply, game_over, state, move,
%   from_state, player), from_state required, and rules(Names), the
%   rule options of the game (default `[]`); not api(facts), whose
%   predicates read the database.  Each of valid_moves, apply
%   and game_over given must name a predicate (an atom) of the
%   student's own.
%
%   With api(old), `move(Move, Board, Board1)` and `game_over(Board,
%   Winner)` do not say who is to move: the player is the one of the
%   last valid_moves call on the same board (as a game loop or a search
%   asks for the moves before playing one), else the first player for
%   whom the move is legal (the first with a winner).
%
%   @error existence_error(foreign_library, tabuleiro) without the C core.
%   @error domain_error(cross_check_option, Option) for a missing or
%          malformed option.

rules_on_c_core(Game, Module:Options) :-
    (   foreign_available
    ->  true
    ;   existence_error(foreign_library, tabuleiro)
    ),
    must_be(atom, Game),
    (   game(Game) -> true ; domain_error(game, Game) ),
    must_be(list, Options),
    partition(rules_option, Options, RulesOptions, StudentOptions0),
    option(rules(Rules0), RulesOptions, []),
    (   StudentOptions0 == []
    ->  inferred_options(Module, Game, Rules0, StudentOptions, Rules)
    ;   StudentOptions = StudentOptions0,
        Rules = Rules0
    ),
    student_subject(Module, Game, student(StudentOptions), Student),
    (   Student.api == facts
    ->  domain_error(cross_check_option, api(facts))
    ;   true
    ),
    (   memberchk(from_state(_), StudentOptions)
    ->  true
    ;   domain_error(cross_check_option, from_state(missing))
    ),
    flag(tabuleiro_plugged, Id, Id + 1),
    remember_move_table(Id, Game, Rules, Student),
    foldl(redefine(Id, Student), [valid_moves, validator, apply, game_over], _{}, Own),
    assertz(plugged(Id, Game, Rules, Student, Own)).

:- dynamic move_written/4.          % Hash of Theirs, Id, Theirs, Ours

% remember_move_table(+Id, +Game, +Rules, +Student): with a move adapter
% that writes a move the same on every board (two arguments, often one
% way: arithmetic), their term of each move term of the start board's
% shape, to ours, made once: a plugged move/3 or validator looks their
% move up instead of listing the legal moves to write each.  A term two
% of ours are written as is left out.
remember_move_table(Id, Game, Rules, Student) :-
    retractall(move_written(_, Id, _, _)),
    (   Student.move = Goal-2
    ->  game_initial_state(Game, [rules(Rules)], game_state(Board, _, _, _)),
        findall(Theirs-Ours,
                ( move_term(Game, Board, Ours),
                  catch(once(call(Goal, Ours, Theirs)), _, fail),
                  ground(Theirs) ),
                Pairs0),
        msort(Pairs0, Pairs1),
        unambiguous(Pairs1, Pairs),
        forall(member(Theirs-Ours, Pairs),
               ( term_hash(Theirs, Hash), assertz(move_written(Hash, Id, Theirs, Ours)) ))
    ;   true
    ).

% unambiguous(+SortedPairs, -Pairs): the pairs whose key no other has.
unambiguous([], []).
unambiguous([K-V|Pairs0], Pairs) :-
    (   Pairs0 = [K1-_|_],
        K1 == K
    ->  exclude(key_is(K), Pairs0, Rest),
        unambiguous(Rest, Pairs)
    ;   Pairs = [K-V|Pairs1],
        unambiguous(Pairs0, Pairs1)
    ).

key_is(Key, K-_) :-
    K == Key.

% redefine(+Id, +Student, +Role, +Own0, -Own): the student's predicate
% of Role, if given, calls the C core; Own is Own0 with what answers as
% their own code did, for the questions the C core does not answer.
redefine(Id, Student, Role, Own0, Own) :-
    (   Student.get(Role) = (M:Name)-Arity
    ->  (   atom(Name)
        ->  functor(Head, Name, Arity),
            (   database_wrapper(M:Head, Goal)
            ->  redefine_in_database(Id, Role, M:Head, Goal, Own0, Own)
            ;   redefine_own(Id, Role, M:Head, Own0, Own)
            )
        ;   Option =.. [Role, Name],
            domain_error(cross_check_option, Option)
        )
    ;   Own = Own0
    ).

rules_option(rules(_)).

%   inferred_options(+Module, +Game, +Rules0, -Options, -Rules): the
%   options of the adapter inferred from the program loaded in Module,
%   from files in the folder being loaded (else the working folder),
%   said in comment lines on the standard error; Rules those of its
%   start, Rules0 where given.
inferred_options(Module, Game, Rules0, Options, Rules) :-
    (   prolog_load_context(directory, Folder)
    ->  true
    ;   working_directory(Folder, Folder)
    ),
    game_starts([Game], Rules0, Starts),
    infer_adapter(Module, Folder, Starts, Inference),
    (   Inference = adapter(_, _, _, Evidence)
    ->  inferred_rules(Inference, Rules),
        install_adapter(tabuleiro_plugged_adapter, Inference, Options),
        format(user_error, "% The C core answers your ~w rules, read as Tabuleiro \c
                            inferred them:~n", [Game]),
        forall(member(Line, Evidence), format(user_error, "%   ~w~n", [Line]))
    ;   inference_text(Inference, Why),
        throw(error(domain_error(cross_check_option, []), context(rules_on_c_core/2, Why)))
    ).

% redefine_own(+Id, +Role, +Head, +Own0, -Own): Head, the student's
% predicate of Role, calls on_c_core/3; Own is Own0 with its clauses as
% they were, kept under another name (own_name/2).
redefine_own(Id, Role, M0:Head, Own0, Own) :-
    (   predicate_property(M0:Head, imported_from(M))
    ->  true
    ;   M = M0
    ),
    Head =.. [_|Args],
    redefined(M, Head, tabuleiro_student_c_core:on_c_core_printing(Id, Role, Args), OwnHead),
    Own = Own0.put(Role, M:OwnHead).

% redefined(+Module, +Head, +Body, -OwnHead): Head is Body, its clauses
% as they were kept as OwnHead.
redefined(Module, Head, Body, OwnHead) :-
    functor(Head, Name, Arity),
    keep_own(Module, Head, OwnHead),
    abolish(Module:Name/Arity),
    assertz((Module:Head :- Body)),
    compile_predicates([Module:Name/Arity]).

% redefine_in_database(+Id, +Role, +Wrapper, +Goal, +Own0, -Own): the
% student keeps the board in the database and the adapter's Wrapper of
% Role calls their predicate with Goal: their predicate takes the facts
% in the database as the state the C core answers for (on_database/3),
% and the Wrapper, with their own code, answers as their code did.  A
% predicate that takes no state (game_over(Winner)) reads the facts the
% C core's moves leave: it is left as it is.
redefine_in_database(_, _, _:Wrapper, Goal, Own, Own) :-
    arg(1, Wrapper, db(_, _, State)),
    strip_module(Goal, _, Theirs),
    \+ ( arg(_, Theirs, Arg), Arg == State ),
    !.
redefine_in_database(Id, Role, M:Wrapper, Goal, Own0, Own) :-
    strip_module(M:Goal, GM, Theirs),
    Theirs =.. [_|Args],
    redefined(GM, Theirs, tabuleiro_student_c_core:on_database(Id, Role, Args), OwnHead),
    retract((M:Wrapper :- Body)),
    database_body_calling(Body, Goal, GM:OwnHead, OwnBody),
    assertz(M:(Wrapper :- OwnBody)),
    Own = Own0.put(Role, M:Wrapper).

% keep_own(+Module, +Head, -OwnHead): the clauses of Head, copied to
% OwnHead, of the name own_name/2 gives it.
keep_own(Module, Head, OwnHead) :-
    Head =.. [Name|Args],
    own_name(Name, OwnName),
    OwnHead =.. [OwnName|Args],
    length(Args, Arity),
    (   predicate_property(Module:OwnHead, defined)
    ->  abolish(Module:OwnName/Arity)
    ;   true
    ),
    forall(clause(Module:Head, Body), assertz(Module:(OwnHead :- Body))).

own_name(Name, OwnName) :-
    atom_concat(tabuleiro_own_, Name, OwnName).

%   on_c_core(+Id, +Role, +Arguments): the student's predicate of Role,
%   answered by the C core.
%   A position the C core refuses (one play cannot reach, such as the
%   moves of the player not to move in Teeko's drop phase, which a bot
%   may ask to see its opponent's threats) is answered by the student's
%   own code, as before.
on_c_core(Id, Role, Arguments) :-
    plugged_context(Id, Context),
    catch(answer(Role, Context.student.api, Context, Arguments),
          error(domain_error(_, _), _),
          own_answer(Context.own.Role, Arguments)).

% plugged_context(+Id, -Context): what a plugged predicate answers with
% (_{id, game, rules, student, own}), made once and kept in a global
% variable (of the thread), which is read without a copy: a plugged/5
% clause is copied at each call, and a program asks three questions a
% ply.
plugged_context(Id, Context) :-
    (   nb_current(tabuleiro_plugged_context, Id0-Context0),
        Id0 == Id
    ->  Context = Context0
    ;   plugged(Id, Game, Rules, Student, Own),
        !,
        Context = _{id: Id, game: Game, rules: Rules, student: Student, own: Own},
        nb_setval(tabuleiro_plugged_context, Id-Context)
    ).

%   on_c_core_printing(+Id, +Role, +Arguments): on_c_core/3, printing
%   what the student's own predicate prints when it answers so (its
%   answer found, or not): their own code is run for its output (on a
%   copy of the question) the first two times it answers so; if it
%   printed nothing both times, it is not run again for that answer,
%   the same text both times is printed again with no call, and a text
%   that varies is their own code's output each time.
on_c_core_printing(Id, Role, Arguments) :-
    nb_current(tabuleiro_own_rules, Id),
    !,
    plugged(Id, _, _, _, Own),
    own_answer(Own.Role, Arguments).
on_c_core_printing(Id, Role, Arguments) :-
    (   printed(Id, Role-true, silent)          % no copy of the question needed
    ->  Question = none
    ;   copy_term(Arguments, Question)
    ),
    (   on_c_core(Id, Role, Arguments)
    ->  (   Question == none
        ->  true
        ;   print_as_own(Id, Role-true, Question)
        )
    ;   print_as_own(Id, Role-false, Arguments),  % as it was asked: nothing was bound
        fail
    ).

:- dynamic printed/3.               % Id, Role-Answered, seen(Text), silent,
                                    % the_same(Text) or varying

print_as_own(Id, Key, Question) :-
    (   printed(Id, Key, silent)
    ->  true
    ;   printed(Id, Key, the_same(Text))
    ->  write(Text)
    ;   own_output(Id, Key, Question, Text),
        write(Text),
        note_printed(Id, Key, Text)
    ).

own_output(Id, Role-_, Question, Text) :-
    plugged(Id, _, _, _, Own),
    catch(with_output_to(string(Text), ignore(own_answer(Own.Role, Question))), _, Text = "").

note_printed(Id, Key, Text) :-
    (   retract(printed(Id, Key, seen(Text0)))
    ->  (   Text0 \== Text
        ->  Kind = varying
        ;   Text == ""
        ->  Kind = silent
        ;   Kind = the_same(Text)
        ),
        assertz(printed(Id, Key, Kind))
    ;   printed(Id, Key, varying)
    ->  true
    ;   assertz(printed(Id, Key, seen(Text)))
    ).

%   on_database(+Id, +Role, +Arguments): the student's predicate of Role,
%   their board in the database, answered by the C core: the facts are
%   read into the state the wrapper of Role takes, and the cells a move
%   changes are written back (the rest of the facts, such as counts,
%   left as they were, unless they hold the board); where their move terms were learnt meanwhile,
%   by playing their own moves in the database, its facts are put back.
on_database(Id, Role, [State|Rest]) :-
    database_state(State, Full),
    Full = db(Grid, Others, _),
    flag(tabuleiro_positions_learnt, Learnt0, Learnt0),
    (   Role == apply                 % move(State, Move, State1) or move(Player, Move)
    ->  Rest = [Move|After],
        on_c_core(Id, apply, [Full, Move, Full1]),
        Full1 = db(_, _, State1),
        ignore(After = [State1]),
        restore_if_learnt(Learnt0, Grid, Others),
        database_after_move(Full, Full1)
    ;   on_c_core(Id, Role, [Full|Rest]),
        restore_if_learnt(Learnt0, Grid, Others)
    ).

% Learning puts the facts back as they were, in their order
% (keeping_database/2); where they hold the grid already, restoring it
% leaves them so.
restore_if_learnt(Learnt0, Grid, Others) :-
    (   flag(tabuleiro_positions_learnt, Learnt0, Learnt0)
    ->  true
    ;   database_restore(Grid, Others)
    ).

own_answer(Module:OwnHead, Arguments) :-
    OwnHead =.. [Name|_],
    Goal =.. [Name|Arguments],
    call(Module:Goal).

answer(valid_moves, API, Context0, Arguments) :-
    valid_moves_arguments(API, Arguments, State, Moves),
    our_position(Context0, State, Board, Player),
    asked_in(Context0, State, Context, asked(State, Board, Player)),
    remember_player(API, State),
    (   c_answer(backend_winner(Context.game, Context.rules, Board, Player, _))
    ->  Moves = []
    ;   c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Ours)),
        their_moves(Context, Board, Player, Ours, Moves)
    ).

% A validator's question: their move Move is legal in their State.  A
% program that only checks moves finds them by asking about every move
% term in turn, in one state: the legal moves of the last state asked
% about are kept.
answer(validator, API, Context0, Arguments) :-
    valid_moves_arguments(API, Arguments, State, TheirMove),
    legal_in(Context0, State, Board, Player, Legal),
    asked_in(Context0, State, Context, asked(State, Board, Player)),
    our_move(Context, Board, Player, TheirMove, Move),
    memberchk(Move, Legal).

answer(apply, API, Context0, Arguments) :-
    apply_arguments(API, Arguments, State, TheirMove, State1),
    asked_in(Context0, State, Context, asked(State)),
    mover_position(API, Context, State, TheirMove, Board, Player, Move),
    c_answer(backend_apply_move(Context.game, Context.rules, Board, Player, Move, B1, P1)),
    their_state(Context, B1, P1, Written),
    state_after(API, Context, State, Written, Their1),
    written_position(Context, Their1, B1, P1),
    remember_player(API, tabuleiro_last_moved_to, Their1),
    next_state(API, Their1, State1).
answer(game_over, API, Context, [State0, Winner]) :-
    game_over_position(API, Context, State0, Board, Player, Winner0),
    (   var(Winner0)
    ->  c_answer(backend_winner(Context.game, Context.rules, Board, Player, Winner0))
    ;   true
    ),
    their_winner(Context, Winner0, Winner).

% asked_in(+Context0, +State, -Context, +Asked): Context0 with the
% state asked about, their own (when it is whole: with the old
% signatures, a move names no player), as Asked: asked(State, Board,
% Player) where our position is known, else asked(State), read when it
% is needed (asked_position/4).  A position's move terms are learnt on
% it, as their program holds it (the names its pieces have kept), not as
% the adapter would write it.
asked_in(Context0, State, Context, Asked) :-
    (   ground(State)
    ->  Context = Context0.put(asked, Asked)
    ;   Context = Context0
    ).

% asked_position(+Context, -State, -Board, -Player): the state asked
% about, and our position in it.
asked_position(Context, State, Board, Player) :-
    get_dict(asked, Context, Asked),
    (   Asked = asked(State, Board, Player)
    ->  true
    ;   Asked = asked(State),
        catch(our_position(Context, State, Board, Player), error(domain_error(_, _), _), fail)
    ).

% state_after(+API, +Context, +State, +Written, -State1): their state
% after a move from State, written by their adapter as Written, with
% the names of their pieces kept from State (piece_list_names_kept/4).
state_after(API, Context, State, Written, State1) :-
    Goal-_ = Context.student.state,
    strip_module(Goal, Module, _),
    (   API == new
    ->  State0 = State
    ;   State = Board0-_,
        Written = _-Player,
        State0 = Board0-Player
    ),
    piece_list_names_kept(Module, State0, Written, State1).

legal_in(Context, State, Board, Player, Legal) :-
    Id = Context.id,
    (   nb_current(tabuleiro_validated_state, validated(Id, State0, Board0, Player0, Legal0)),
        State0 == State
    ->  Board-Player-Legal = Board0-Player0-Legal0
    ;   our_position(Context, State, Board, Player),
        (   c_answer(backend_winner(Context.game, Context.rules, Board, Player, _))
        ->  Legal = []
        ;   c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Legal))
        ),
        nb_setval(tabuleiro_validated_state, validated(Id, State, Board, Player, Legal))
    ).
% their_moves(+Context, +Board, +Player, +Ours, -Theirs): with a move
% adapter, each of Ours written by it; else, each of Ours their rules
% name, in their own lists' order: the very list at a position learnt,
% else an order of their terms or of the moves' shapes their lists kept.
their_moves(Context, Board, Player, Ours, Theirs) :-
    (   Context.student.move == none
    ->  learnt_pairs(Context, Board, Player, Ours, Pairs),
        pairs_values(Pairs, Theirs0),
        (   learnt_list(Context, Board, Player, List)
        ->  in_list_order(List, Theirs0, Theirs)
        ;   their_order(Context.id, [Order|_])
        ->  map_list_to_pairs(order_key(Order), Theirs0, Keyed0),
            keysort(Keyed0, Keyed),
            pairs_values(Keyed, Theirs)
        ;   position_features(Context, Board, Features),
            shape_order(Context, Board, Player, Features, Pairs, Theirs1)
        ->  Theirs = Theirs1
        ;   list_at(Context, Board, Player, List)      % no order of ours fits theirs
        ->  in_list_order(List, Theirs0, Theirs)
        ;   Theirs = Theirs0
        )
    ;   maplist(their_move(Context, Board, Player), Ours, Theirs)
    ).
valid_moves_arguments(new, [State, Moves], State, Moves).
valid_moves_arguments(old, [Board, Player, Moves], Board-Player, Moves).
valid_moves_arguments(player_first, [Player, Board, Moves], Board-Player, Moves).

apply_arguments(new, [State, Move, State1], State, Move, State1).
apply_arguments(old, [Move, Board, Board1], Board-_, Move, Board1).
apply_arguments(player_first, [Player, Move, Board, Board1], Board-Player, Move, Board1).

% The old signatures give the next board alone.
next_state(new, State1, State1).
next_state(old, Board1-_, Board1).
next_state(player_first, Board1-_, Board1).

c_answer(Goal) :-
    current_backend(Backend),
    (   Backend == c
    ->  call(Goal)
    ;   setup_call_cleanup(set_backend(c), Goal, set_backend(Backend))
    ).

% A program asks about a state twice or more in a row (its moves, then
% a move from it; the end of the game, then the moves), and about the
% state a move gave it (a bot trying each move asks whether it ends the
% game): the position an inferred adapter reads from the last state
% read, and the one of the last state a move wrote, are kept.  (Only an
% inferred one's: it reads the state alone, where a written adapter's
% may read the database; and it reads what it writes.)
our_position(Context, State, Board, Player) :-
    Goal-_ = Context.student.from_state,
    (   inferred_reading(Context, State)
    ->  Id = Context.id,
        (   known_position(tabuleiro_our_position, Id, State, Board0, Player0)
        ->  Board = Board0,
            Player = Player0
        ;   known_position(tabuleiro_position_written, Id, State, Board0, Player0)
        ->  Board = Board0,
            Player = Player0
        ;   once(call(Goal, State, Board, Player)),
            nb_setval(tabuleiro_our_position, read(Id, State, Board, Player))
        )
    ;   once(call(Goal, State, Board, Player))
    ).

inferred_reading(Context, State) :-
    Context.student.from_state = (tabuleiro_plugged_adapter:adapter_from_state)-_,
    ground(State).

known_position(Name, Id, State, Board, Player) :-
    nb_current(Name, read(Id, State0, Board, Player)),
    State0 == State.

% written_position(+Context, +State, +Board, +Player): a move wrote State,
% of our position Board-Player.
written_position(Context, State, Board, Player) :-
    (   inferred_reading(Context, State)
    ->  nb_setval(tabuleiro_position_written, read(Context.id, State, Board, Player))
    ;   true
    ).

% The position, player and move (in our terms) of a move application.
% With the old signatures the player is the remembered one, else the
% first for whom the move is legal (of those with whom the board is a
% position the C core takes; with neither, it is left to the student's
% own move).
mover_position(old, Context, Board-Player, TheirMove, B, P, Move) :-
    !,
    (   remembered_player(Board, Player)
    ->  our_position(Context, Board-Player, B, P),
        our_move(Context, B, P, TheirMove, Move)
    ;   their_players(Context, Players),
        findall(B0-P0-Legal,
                ( member(Player, Players),
                  our_position(Context, Board-Player, B0, P0),
                  c_try(backend_valid_moves(Context.game, Context.rules, B0, P0, Legal)) ),
                Guesses),
        (   Guesses == []
        ->  domain_error(position, Board)
        ;   member(B-P-Legal, Guesses),
            our_move(Context, B, P, TheirMove, Move),
            memberchk(Move, Legal)
        ->  true
        )
    ).
mover_position(_, Context, State, TheirMove, B, P, Move) :-
    our_position(Context, State, B, P),
    our_move(Context, B, P, TheirMove, Move).

% With the old signatures, the board alone: each player to move is
% tried (a position the C core refuses with that player is no guess);
% the game is over if it is with one of them.  Winner is bound when
% the answer is known here; a board that is no position with either
% player is left to the student's own game_over.
game_over_position(new, Context, State, Board, Player, _) :-
    !,
    our_position(Context, State, Board, Player).
game_over_position(_, Context, TheirBoard, Board, Player, Winner) :-
    (   remembered_player(TheirBoard, TheirPlayer)
    ->  our_position(Context, TheirBoard-TheirPlayer, Board, Player)
    ;   their_players(Context, Players),
        findall(B-P-W,
                ( member(TheirPlayer, Players),
                  our_position(Context, TheirBoard-TheirPlayer, B, P),
                  c_try(c_winner(Context, B, P, W)) ),
                Guesses),
        (   Guesses == []
        ->  domain_error(position, TheirBoard)
        ;   member(Board-Player-Winner, Guesses),
            Winner \== none
        ->  true
        ;   fail
        )
    ).

c_winner(Context, Board, Player, Winner) :-
    (   backend_winner(Context.game, Context.rules, Board, Player, Winner0)
    ->  Winner = Winner0
    ;   Winner = none
    ).

% c_try(+Goal): Goal on the C core; fails where the C core refuses the
% position (a guess of the player that does not fit).
c_try(Goal) :-
    catch(c_answer(Goal), error(domain_error(_, _), _), fail).

% Their move in our terms: their move adapter run backwards, else the
% legal move it writes as theirs.  Without a move (a program that
% generates moves with move/3), each legal move in turn.
our_move(Context, Board, Player, TheirMove, Move) :-
    Context.student.move == none,
    nonvar(TheirMove),
    !,
    learnt_move(Context, Board, Player, Move, TheirMove).
our_move(Context, Board, Player, TheirMove, Move) :-
    var(TheirMove),
    !,
    c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Moves)),
    member(Move, Moves),
    their_move(Context, Board, Player, Move, TheirMove).
our_move(Context, _, _, TheirMove, Move) :-
    ground(TheirMove),
    term_hash(TheirMove, Hash),
    move_written(Hash, Context.id, Theirs, Move0),
    Theirs == TheirMove,
    !,
    Move = Move0.
our_move(Context, Board, Player, TheirMove, Move) :-
    Goal-Extra = Context.student.move,
    (   ground(TheirMove),
        move_adapter(Goal, Extra, Context, Board, Player, Move0, TheirMove),
        ground(Move0)
    ->  Move = Move0
    ;   c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Moves)),
        member(Move, Moves),
        their_move(Context, Board, Player, Move, Theirs),
        Theirs =@= TheirMove
    ->  true
    ).

% learnt_pairs(+Context, +Board, +Player, +Ours, -Pairs): Ours-Theirs
% for each of our moves their rules name (learnt_move/5), looked up
% directly where all were learnt (every position's moves, but the first
% few, in a game).
learnt_pairs(Context, Board, Player, Ours, Pairs) :-
    Id = Context.id,
    learnt_key(Context, Board, Player, Key),
    (   maplist(learnt_ours(Id, Key), Ours, Pairs)
    ->  true
    ;   convlist(their_pair(Context, Board, Player), Ours, Pairs)
    ).

% (Ours, a move of the C core, is ground: its hash is taken at once.)
learnt_ours(Id, Key, Ours, Ours-Theirs) :-
    term_hash(Ours, OursHash),
    learnt(Id, Key, OursHash, _, Ours, Theirs),
    !.

their_pair(Context, Board, Player, Move, Move-TheirMove) :-
    their_move(Context, Board, Player, Move, TheirMove).

their_move(Context, Board, Player, Move, TheirMove) :-
    Context.student.move == none,
    !,
    learnt_move(Context, Board, Player, Move, TheirMove).
their_move(Context, Board, Player, Move, TheirMove) :-
    Goal-Extra = Context.student.move,
    once(move_adapter(Goal, Extra, Context, Board, Player, Move, TheirMove)).

move_adapter(Goal, 2, _, _, _, Move, TheirMove) :-
    catch(call(Goal, Move, TheirMove), _, fail).
move_adapter(Goal, 3, Context, Board, Player, Move, TheirMove) :-
    their_state(Context, Board, Player, State),
    catch(call(Goal, State, Move, TheirMove), _, fail).
move_adapter(Goal, 5, Context, Board, Player, Move, TheirMove) :-
    catch(call(Goal, Board, Player, Context.rules, Move, TheirMove), _, fail).

their_state(Context, Board, Player, State) :-
    Goal-Extra = Context.student.state,
    (   Extra =:= 3
    ->  once(call(Goal, Board, Player, State))
    ;   once(call(Goal, Board, Player, Context.rules, State))
    ).

their_player(Context, Player, Theirs) :-
    (   Context.student.player = Goal-_,
        catch(once(call(Goal, Player, Theirs0)), _, fail)
    ->  Theirs = Theirs0
    ;   Theirs = Player
    ).

% Their name of the winner: their winner adapter's, else their player
% adapter's.
their_winner(Context, Winner, Theirs) :-
    (   Context.student.winner = Goal-_,
        catch(once(call(Goal, Winner, Theirs0)), _, fail)
    ->  Theirs = Theirs0
    ;   their_player(Context, Winner, Theirs)
    ).

their_players(Context, Players) :-
    maplist(their_player(Context), Context.student.players, Players).

% With the old signatures, the player of the last valid moves asked on
% a board, and of the last board a move gave, for the moves and the end
% of the game of that board: two places, as a bot asks for its moves,
% then plays each and asks whether it ends the game.
remember_player(API, State) :-
    remember_player(API, tabuleiro_last_mover, State).

remember_player(new, _, _) :- !.
remember_player(_, Name, Board-Player) :-
    nb_setval(Name, Board-Player).

remembered_player(Board, Player) :-
    member(Name, [tabuleiro_last_mover, tabuleiro_last_moved_to]),
    nb_current(Name, Board0-Player0),
    Board0 =@= Board,
    !,
    Player = Player0.

% Without a move adapter (an encoding inferred), their term for each of
% our moves is learnt from their own rules, once: at the first position
% where a move is asked, their own valid moves are played by their own
% move application, and each is named by the position it leads to.  A
% move term that means the same on every board (most encodings) is
% learnt once for all; if one stands for two moves, the encoding names
% its moves by the board (a piece's name), and each position is learnt
% for itself.  A position is learnt on their state as their program
% holds it (asked_in/4), and their list there is kept (their_list/4).

:- dynamic
    learnt/6,                       % Id, Key, Hash of Ours, of Theirs, Ours, Theirs
    learnt_at/2,                    % Id, Hash of a position learnt
    varies/1,                       % Id
    their_order/2,                  % Id, the orders their lists have kept
    their_list/4,                   % Id, Hash of a position learnt, its features,
                                    % listed(Their list, sorted)
    learnt_writings/2.              % Id, written(Clauses) or none

%   learnt_move(+Context, +Board, +Player, ?Ours, ?Theirs): Theirs is
%   their term for our move Ours in Board-Player.
learnt_move(Context, Board, Player, Ours, Theirs) :-
    Id = Context.id,
    learnt_key(Context, Board, Player, Key),
    (   learnt_pair(Id, Key, Ours, Theirs)
    ->  true
    ;   position_of(Context, Board, Player, Position, _),
        term_hash(Position, Hash),
        \+ learnt_at(Id, Hash),
        learn_position(Context, Board, Player),
        position_key(Id, Position, Key1),
        learnt_pair(Id, Key1, Ours, Theirs)
    ->  true
    ).

% learnt_key(+Context, +Board, +Player, -Key): the key of the moves
% learnt for Board-Player (any, where a term means one move on every
% board).
learnt_key(Context, Board, Player, Key) :-
    (   varies(Context.id)
    ->  position_of(Context, Board, Player, Position, _),
        term_hash(Position, Key)
    ;   Key = any
    ).

position_key(Id, Position, Key) :-
    (   varies(Id)
    ->  term_hash(Position, Key)
    ;   Key = any
    ).

% position_of(+Context, +Board, +Player, -Position, -State): their State
% of our Board and Player: the one asked about if it is of that position
% (its pieces named as their program named them), else the one their
% adapter writes; Position names it for the moves learnt there.
position_of(Context, Board, Player, Position, State) :-
    (   asked_position(Context, State0, Board0, Player0),
        Board0 == Board,
        Player0 == Player
    ->  State = State0,
        Position = State0
    ;   their_state(Context, Board, Player, State),
        Position = Board-Player
    ).

learn_position(Context, Board, Player) :-
    position_of(Context, Board, Player, Position, State),
    keeping_database(State, learn_position(Context, Board, Player, Position, State)).

learn_position(Context, Board, Player, Position, State) :-
    Id = Context.id,
    term_hash(Position, Hash),
    assertz(learnt_at(Id, Hash)),
    list_learnt(Context, Board, Position, State, TheirMoves, Features),
    note_order(Id, TheirMoves),
    c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Ours)),
    (   written_as_listed(Id, Ours, TheirMoves, Written)
    ->  forall(member(Move-Theirs, Written), remember_learnt(Id, Position, Move, Theirs))
    ;   flag(tabuleiro_positions_replayed, Replayed, Replayed + 1),
        findall(Successor-Move,
                ( member(Move, Ours),
                  c_answer(backend_apply_move(Context.game, Context.rules, Board, Player, Move,
                                              Board1, Player1)),
                  Successor = Board1-Player1 ),
                Pairs),
        moves_by_successor(Pairs, Successors),
        foldl(learn_move(Context, Position, State), TheirMoves, Successors, _),
        note_writings(Id, Board)
    ),
    note_shapes(Context, Board-Player, Position, TheirMoves, Features).

% written_as_listed(+Id, +Ours, +TheirMoves, -Written): where one writing
% of the cells of our moves gave every term of theirs learnt so far
% (learnt_writings/2, its adapter clauses), Written pairs each of Ours
% with its term written so, if these are the very terms of their list at
% the position: none of their moves then needs to be played to be named
% (some hundred moves of theirs played on their own rules, on the
% largest board).
written_as_listed(Id, Ours, TheirMoves, Written) :-
    learnt_writings(Id, written(Clauses)),
    maplist(written_pair(Clauses), Ours, Written),
    pairs_values(Written, Terms),
    msort(Terms, Sorted),
    msort(TheirMoves, Sorted).

written_pair(Clauses, Ours, Ours-Theirs) :-
    clauses_move(Clauses, Ours, Theirs).

% note_writings(+Id, +Board): after their moves were played to be named
% at a position, whether one writing of the cells of our moves gives
% every term of theirs learnt so far (move_writing.pl's
% pairs_writings/3): learnt_writings(Id, written(Clauses)), its adapter
% clauses, else learnt_writings(Id, none) (a term that names a piece, or
% a term that means another move on another board), for good: more
% terms learnt cannot give a writing that fewer did not.
note_writings(Id, _) :-
    learnt_writings(Id, none),
    !.
note_writings(Id, Board) :-
    retractall(learnt_writings(Id, _)),
    findall(Ours-Theirs, learnt(Id, any, _, _, Ours, Theirs), Pairs),
    (   varies(Id)
    ->  assertz(learnt_writings(Id, none))
    ;   Pairs == []
    ->  true                            % nothing learnt yet
    ;   board_grid_rows(Board, [Row|Rows]),
        length([Row|Rows], Height),
        length(Row, Width),
        pairs_writings(Pairs, Height-Width, Writings)
    ->  writing_clauses(Writings, Clauses),
        assertz(learnt_writings(Id, written(Clauses)))
    ;   assertz(learnt_writings(Id, none))
    ).

% keeping_database(+State, :Goal): Goal, their own code asked for their
% moves and playing them; a board in the database is then put back as
% it was, its facts in their order, for what is asked next about the
% same position.
keeping_database(State, Goal) :-
    (   State = db(_, _, _)
    ->  database_snapshot(Facts),
        (   call(Goal)
        ->  database_put_back(Facts)
        ;   database_put_back(Facts),
            fail
        )
    ;   call(Goal)
    ).

% list_learnt(+Context, +Board, +Position, +State, -TheirMoves,
% -Features): their own list of moves at the position, TheirMoves, is
% kept (their_list/4), with what the shapes of moves are computed from
% (features_at/4).
list_learnt(Context, Board, Position, State, TheirMoves, Features) :-
    Id = Context.id,
    flag(tabuleiro_positions_learnt, N, N + 1),
    own_valid_moves(Context, State, TheirMoves),
    features_at(Context, Board, State, Features),
    term_hash(Position, Key),
    msort(TheirMoves, Sorted),
    retractall(their_list(Id, Key, Features, _)),
    assertz(their_list(Id, Key, Features, listed(TheirMoves, Sorted))).

% learn_move(+Context, +Position0, +State, +Theirs, +Successors0,
% -Successors): Theirs is learnt for the move of ours that leads where
% it leads; where several lead there (an Echek Pawn placed on a cell,
% or placed beside it and stepped there), their moves that lead there
% take them in turn, the last kept for any more.
learn_move(Context, Position0, State, Theirs, Successors0, Successors) :-
    (   ground(Theirs),
        catch(own_successor(Context, State, Theirs, Position), _, fail),
        take_move_leading_to(Position, Ours, Successors0, Successors1)
    ->  remember_learnt(Context.id, Position0, Ours, Theirs),
        Successors = Successors1
    ;   Successors = Successors0
    ).

% A term learnt for another move than before: from now on each position
% is learnt for itself.
remember_learnt(Id, Position, Ours, Theirs) :-
    position_key(Id, Position, Key),
    (   learnt_pair(Id, Key, Ours, Theirs)
    ->  true
    ;   Key == any,
        ( learnt_pair(Id, any, Ours, _) ; learnt_pair(Id, any, _, Theirs) )
    ->  assertz(varies(Id)),
        retractall(learnt(Id, _, _, _, _, _)),
        retractall(learnt_at(Id, _)),
        remember_learnt(Id, Position, Ours, Theirs)
    ;   term_hash(Ours, OursHash),
        term_hash(Theirs, TheirsHash),
        assertz(learnt(Id, Key, OursHash, TheirsHash, Ours, Theirs))
    ).

% learnt_pair(+Id, ?Key, ?Ours, ?Theirs): a move learnt, looked up by
% the hash of the one given (a program asks about each of its moves in
% turn, of thousands learnt).
learnt_pair(Id, Key, Ours, Theirs) :-
    (   ground(Ours)
    ->  term_hash(Ours, OursHash)
    ;   ground(Theirs)
    ->  term_hash(Theirs, TheirsHash)
    ;   true
    ),
    learnt(Id, Key, OursHash, TheirsHash, Ours, Theirs).

% The orders of their terms (order_key/3) their own lists were in at
% every position learnt: the C core's moves are given in the first.
note_order(Id, TheirMoves) :-
    (   their_order(Id, Orders0)
    ->  true
    ;   findall(Order, order(Order), Orders0)
    ),
    include(sorted_by(TheirMoves), Orders0, Orders),
    retractall(their_order(Id, _)),
    assertz(their_order(Id, Orders)).

sorted_by(Moves, Order) :-
    maplist(order_key(Order), Moves, Keys),
    msort(Keys, Sorted),
    Sorted == Keys.

% The orders tried: the standard order of their terms, then orders of
% the numbers in them (a program that lists its moves row by row, its
% terms column first, or counting its rows upwards): each pair of
% numbers taken as it is or swapped, each of the two counted up or
% down, after the atoms the term holds (drop before step).
order(standard).
order(numbers(Swap, Sign1, Sign2)) :-
    member(Swap, [as_is, swapped]),
    member(Sign1, [1, -1]),
    member(Sign2, [1, -1]).

order_key(standard, Term, Term).
order_key(numbers(Swap, Sign1, Sign2), Term, Atoms-Numbers) :-
    term_leaves(Term, Leaves, []),
    partition(integer, Leaves, Numbers0, Atoms),
    signed_pairs(Numbers0, Swap, Sign1, Sign2, Numbers).

term_leaves(Term, [Term|Leaves], Leaves) :-
    atomic(Term),
    !.
term_leaves(Term, Leaves0, Leaves) :-
    compound(Term),
    (   is_list(Term)
    ->  Args = Term,
        Leaves0 = Leaves1
    ;   compound_name_arguments(Term, Name, Args),
        Leaves0 = [Name|Leaves1]
    ),
    foldl(term_leaves, Args, Leaves1, Leaves).

signed_pairs([], _, _, _, []).
signed_pairs([N], _, Sign1, _, [M]) :-
    M is Sign1 * N.
signed_pairs([A, B|Numbers], Swap, Sign1, Sign2, Signed) :-
    A1 is Sign1 * A,
    B1 is Sign2 * B,
    (   Swap == as_is
    ->  Signed = [A1, B1|Rest]
    ;   Signed = [B1, A1|Rest]
    ),
    signed_pairs(Numbers, Swap, Sign1, Sign2, Rest).

% learnt_list(+Context, +Board, +Player, -Listed): their own list of
% moves at the position (listed/2, in_list_order/3), where it was
% learnt with their pieces in the order their state holds them now.
% Their state holds that order,
% unless it is a board in the database (two orders of the same facts
% list the moves in two orders): its features are then compared
% (features_at/4).
learnt_list(Context, Board, Player, List) :-
    position_of(Context, Board, Player, Position, State),
    term_hash(Position, Key),
    their_list(Context.id, Key, _, _),
    (   State = db(_, _, _)
    ->  features_at(Context, Board, State, Features)
    ;   true
    ),
    their_list(Context.id, Key, Features, List0),
    !,
    List = List0.

% in_list_order(+Listed, +Moves, -Sorted): Moves in their order in the
% list of Listed, those it lacks last (the list itself, most often: the
% same moves).  Listed is listed(List, Same), Same the list sorted.
in_list_order(listed(List, Same), Moves, Sorted) :-
    msort(Moves, Same),
    !,
    Sorted = List.
in_list_order(listed(List, _), Moves, Sorted) :-
    length(List, N),
    findall(Move-I, nth0(I, List, Move), Indexed),
    foldl(first_index, Indexed, t, Indices),
    map_list_to_pairs(list_index(Indices, N), Moves, Keyed0),
    keysort(Keyed0, Keyed),
    pairs_values(Keyed, Sorted).

first_index(Move-I, Indices0, Indices) :-
    (   get_assoc(Move, Indices0, _)
    ->  Indices = Indices0
    ;   put_assoc(Move, Indices0, I, Indices)
    ).

list_index(Indices, N, Move, Index) :-
    (   get_assoc(Move, Indices, Index0)
    ->  Index = Index0
    ;   Index = N
    ).

% A program that goes through its pieces (its facts, in the order the
% database holds them) and, for each, through the moves of its own
% shape (each direction in turn, then each distance, or slides before
% jumps), lists its moves in an order no order of its terms gives.  The
% *shape orders* are the lexicographic orders of four features of a
% move: the place of the moving piece in their state's order, what the
% destination holds (in the standard order of our symbols, up or down),
% the direction (the signs of its row and column steps, in some order,
% each up or down) and the distance; those their own lists were in at
% every position learnt are kept.  Where those kept would list a
% position's moves in different orders (a kind of move not seen yet),
% the position is learnt, and its own list decides.

:- dynamic their_shapes/2.          % Id, the shape orders their lists have kept

% features_at(+Context, +Board, +State, -Features): at(Ranks), Ranks
% pairs Cell-Rank, the rank of each of our cells in the order their
% State holds its pieces in: the order of their facts, for a board in
% the database (found as it is now: the moves they list go through it).
features_at(Context, Board, db(Grid, Others, S), at(Ranks)) :-
    Grid \== [],
    !,
    database_fact_cells(GridCells),
    foldl(ranked_cell(Context, Board, db(Grid, Others, S)), GridCells, Ranks0, 0, _),
    exclude(==(none), Ranks0, Ranks).
features_at(Context, Board, State, at(Ranks)) :-
    is_list(Board),
    !,
    findall(ListRanks,
            ( listed_pieces(State, List, Hole, Frame),
              list_ranks(Context, Board, List, Hole-Frame, ListRanks) ),
            RanksOfLists),
    append(RanksOfLists, Ranks).
features_at(_, _, _, at([])).

% listed_pieces(+Term, -List, -Hole, -Frame): List is a list of pieces
% in Term (each a compound that names its place, such as k-w-2-4), and
% Frame is Term with Hole where List is.
listed_pieces(Term, Term, Hole, Hole) :-
    is_list(Term),
    Term = [_|_],
    maplist(piece_term, Term).
listed_pieces(Term, List, Hole, Frame) :-
    compound(Term),
    (   is_list(Term)
    ->  Args = Term
    ;   compound_name_arguments(Term, Name, Args)
    ),
    nth0(I, Args, Arg, Rest),
    listed_pieces(Arg, List, Hole, ArgFrame),
    nth0(I, Args1, ArgFrame, Rest),
    (   is_list(Term)
    ->  Frame = Args1
    ;   compound_name_arguments(Frame, Name, Args1)
    ).

piece_term(Term) :-
    compound(Term),
    \+ is_list(Term).

% list_ranks(+Context, +Board, +List, +Hole-Frame, -Ranks): Cell-Rank for
% each piece of List with a cell of our Board, Rank its place in List.
list_ranks(Context, Board, List, HoleFrame, Ranks) :-
    findall(Cell-Rank,
            ( nth0(Rank, List, Piece, Others),
              piece_cell(Context, Board, Piece, Others, HoleFrame, Cell) ),
            Ranks).

:- dynamic known_piece_cell/4.           % Id, Hash of a piece and the board's size, piece, cell

% piece_cell(+Context, +Board, +Piece, +Others, +Hole-Frame, -Cell): our
% cell of a piece of their list, found once for each piece term (and
% size of board): the cell of our Board that changes when the state
% lists Others in its place.
piece_cell(Context, Board, Piece, Others, HoleFrame, Cell) :-
    Id = Context.id,
    length(Board, Size),
    term_hash(Piece-Size, Hash),
    (   known_piece_cell(Id, Hash, Piece0, Cell0),
        Piece0 == Piece
    ->  true
    ;   (   copy_term(HoleFrame, Others-State),
            Goal-_ = Context.student.from_state,
            catch(once(call(Goal, State, Board1, _)), _, fail),
            cells_differing(Board, Board1, [Found])
        ->  Cell0 = Found
        ;   Cell0 = none
        ),
        assertz(known_piece_cell(Id, Hash, Piece, Cell0))
    ),
    Cell0 \== none,
    Cell = Cell0.

position_features(Context, Board, Features) :-
    (   asked_position(Context, State, Board0, _),
        Board0 == Board
    ->  features_at(Context, Board, State, Features)
    ;   Features = at([])
    ).

ranked_cell(Context, Board, State, GridCell, Ranked, Rank, Rank1) :-
    Rank1 is Rank + 1,
    (   grid_cell_ours(Context, Board, State, GridCell, Cell)
    ->  Ranked = Cell-Rank
    ;   Ranked = none
    ).

:- dynamic grid_cell/3.             % Id, cell of their grid, our cell

% grid_cell_ours(+Context, +Board, +State, +GridCell, -Cell): our cell
% of a cell of their grid that holds a piece, found once: the cell of
% our board that empties when theirs does.
grid_cell_ours(Context, Board, db(Grid, Others, S), I-J, Cell) :-
    Id = Context.id,
    (   grid_cell(Id, I-J, Cell0)
    ->  Cell = Cell0
    ;   nth1(I, Grid, Row),
        nth1(J, Row, Symbol),
        Symbol \== no_fact,
        emptied(Grid, I, J, Grid1),
        catch(our_position(Context, db(Grid1, Others, S), Board1, _), _, fail),
        cells_differing(Board, Board1, [Cell0])
    ->  assertz(grid_cell(Id, I-J, Cell0)),
        Cell = Cell0
    ).

% cells_differing(+Board, +Board1, -Cells): the cells Row-Column whose
% contents differ in two boards of rows.
cells_differing(Board, Board1, Cells) :-
    findall(R-C, ( nth1(R, Board, Row0), nth1(R, Board1, Row1),
                   nth1(C, Row0, X0), nth1(C, Row1, X1), X0 \== X1 ),
            Cells).

emptied(Grid, I, J, Grid1) :-
    nth1(I, Grid, Row, Rows),
    nth1(J, Row, _, Cells),
    nth1(J, Row1, no_fact, Cells),
    nth1(I, Grid1, Row1, Rows).

% move_features(+Context, +Position, +Symbols, +Ranks, +Move, -Features):
% f(Origin, Content, RowStep, ColumnStep, Distance) of our Move in
% Position (Board-Player), from the cells (Row-Column of Board) it goes
% from and to, as the game's view draws it (a move that places a piece
% goes from none).
move_features(Context, Position, Symbols, Ranks, Move, f(Origin, Content, DR, DC, Distance)) :-
    move_ends(Context, Position, Move, From, R2-C2),
    (   From = R1-C1
    ->  DR0 is R2 - R1,
        DC0 is C2 - C1,
        DR is sign(DR0),
        DC is sign(DC0),
        Distance is max(abs(DR0), abs(DC0)),
        (   memberchk((R1-C1)-Origin0, Ranks)
        ->  Origin = Origin0
        ;   Origin = -1
        )
    ;   DR = 0, DC = 0, Distance = 0, Origin = -1
    ),
    Position = Board-_,
    (   nth1(R2, Board, Row),
        nth1(C2, Row, Symbol),
        nth0(Content0, Symbols, Symbol)
    ->  Content = Content0
    ;   Content = 0
    ).

move_ends(Context, Board-Player, Move, From, R2-C2) :-
    State = game_state(Board, Player, Context.rules, []),
    view_move(Context.game, State, Move, From0, [R2, C2], _),
    !,
    (   From0 = [R1, C1]
    ->  From = R1-C1
    ;   From = none
    ).

board_symbols(Board, Symbols) :-
    (   is_list(Board),
        maplist(is_list, Board)
    ->  append(Board, Cells),
        sort(Cells, Symbols)
    ;   Symbols = []
    ).

% The shape orders tried: the four features in any order, each up or
% down, the direction's two signs in either order.
shape(shape(Features, Swap, Signs)) :-
    permutation([origin, content, direction, distance], Features),
    member(Swap, [as_is, swapped]),
    length(Signs, 5),
    maplist(sign, Signs).

sign(1).
sign(-1).

shape_key(shape(Order, Swap, [SO, SC, SR, SK, SD]), f(O, C, DR, DC, D), Key) :-
    maplist(feature_key(Swap, SO-O, SC-C, SR-DR, SK-DC, SD-D), Order, Key).

feature_key(_, SO-O, _, _, _, _, origin, K) :- K is SO * O.
feature_key(_, _, SC-C, _, _, _, content, K) :- K is SC * C.
feature_key(Swap, _, _, SR-DR, SK-DC, _, direction, A-B) :-
    R is SR * DR,
    K is SK * DC,
    (   Swap == as_is
    ->  A-B = R-K
    ;   A-B = K-R
    ).
feature_key(_, _, _, _, _, SD-D, distance, K) :- K is SD * D.

% shapes_sorting(+Shapes0, +Features, -Shapes): the shapes of Shapes0
% that list Features (in their order) strictly in order.
shapes_sorting(Shapes0, Features, Shapes) :-
    include(shape_sorts(Features), Shapes0, Shapes).

% (Most of the shapes tried at the first position learnt fail within a
% few moves: each key is made as it is compared.)
shape_sorts(Features, Shape) :-
    (   Features = [First|Rest]
    ->  shape_key(Shape, First, Key),
        keys_increasing(Rest, Shape, Key)
    ;   true
    ).

keys_increasing([], _, _).
keys_increasing([Features|Rest], Shape, Key0) :-
    shape_key(Shape, Features, Key),
    Key0 @< Key,
    keys_increasing(Rest, Shape, Key).

% note_shapes(+Context, +Board-Player, +Position, +TheirMoves, +Features): the
% shape orders kept are those that list TheirMoves, learnt at Position,
% in their order.
note_shapes(Context, Board-Player, Position, TheirMoves, at(Ranks)) :-
    Id = Context.id,
    (   their_shapes(Id, Shapes0)
    ->  true
    ;   findall(Shape, shape(Shape), Shapes0)
    ),
    position_key(Id, Position, Key),
    board_symbols(Board, Symbols),
    convlist(learnt_features(Context, Key, Board-Player, Symbols, Ranks), TheirMoves, Features),
    shapes_sorting(Shapes0, Features, Shapes),
    retractall(their_shapes(Id, _)),
    assertz(their_shapes(Id, Shapes)).

learnt_features(Context, Key, Position, Symbols, Ranks, Theirs, Features) :-
    learnt_pair(Context.id, Key, Ours, Theirs),
    move_features(Context, Position, Symbols, Ranks, Ours, Features).

% shape_order(+Context, +Board, +Player, +Features, +Pairs, -Theirs):
% their moves of Pairs (Ours-Theirs) in the shape order kept, where all
% those kept list them alike; else in their own list's order, learnt.
shape_order(Context, Board, Player, at(Ranks), Pairs, Theirs) :-
    their_shapes(Context.id, [Shape|Shapes]),
    board_symbols(Board, Symbols),
    maplist(pair_features(Context, Board-Player, Symbols, Ranks), Pairs, Keyed0),
    map_list_to_pairs(pair_key(Shape), Keyed0, ByShape0),
    keysort(ByShape0, ByShape),
    pairs_values(ByShape, Sorted),
    pairs_keys_values(Sorted, Features, Theirs0),
    (   shapes_sorting([Shape|Shapes], Features, Kept),
        length([Shape|Shapes], N),
        length(Kept, N)
    ->  Theirs = Theirs0
    ;   list_at(Context, Board, Player, List)
    ->  pairs_values(Pairs, Theirs1),
        in_list_order(List, Theirs1, Theirs)
    ;   Theirs = Theirs0
    ).

pair_features(Context, Position, Symbols, Ranks, Ours-Theirs, Features-Theirs) :-
    move_features(Context, Position, Symbols, Ranks, Ours, Features).

pair_key(Shape, Features-_, Key) :-
    shape_key(Shape, Features, Key).

% list_at(+Context, +Board, +Player, -Listed): their own list at the
% position (listed/2), learnt now (the position too, if it was not).
list_at(Context, Board, Player, List) :-
    Id = Context.id,
    position_of(Context, Board, Player, Position, State),
    term_hash(Position, Hash),
    (   learnt_at(Id, Hash)
    ->  keeping_database(State, list_learnt(Context, Board, Position, State, TheirMoves,
                                            Features1)),
        note_shapes(Context, Board-Player, Position, TheirMoves, Features1)
    ;   learn_position(Context, Board, Player)
    ),
    learnt_list(Context, Board, Player, List).

% Their own code, run to learn their terms, prints nothing.
own_valid_moves(Context, State, Moves) :-
    valid_moves_arguments(Context.student.api, Arguments, State, Moves),
    with_own_rules(Context.id, once(own_answer(Context.own.valid_moves, Arguments))).

% with_own_rules(+Id, :Goal): Goal, their own code, printing nothing;
% what it calls of their course predicates (a move/3 that checks the
% move against its own valid_moves/2) is their own code too, not the
% C core, which is asking it for their terms.
with_own_rules(Id, Goal) :-
    (   nb_current(tabuleiro_own_rules, Outer)
    ->  true
    ;   Outer = none
    ),
    setup_call_cleanup(nb_setval(tabuleiro_own_rules, Id),
                       with_output_to(string(_), Goal),
                       nb_setval(tabuleiro_own_rules, Outer)).

% own_successor(+Context, +State, +Theirs, -Position): our position
% after their move Theirs, played by their own move application.
own_successor(Context, State, Theirs, Board1-Player1) :-
    API = Context.student.api,
    apply_arguments(API, Arguments, State, Theirs, Next),
    with_own_rules(Context.id, once(own_answer(Context.own.apply, Arguments))),
    (   API == new
    ->  State1 = Next
    ;   State = _-TheirPlayer,
        their_players(Context, Players),
        select(TheirPlayer, Players, [Other]),
        State1 = Next-Other
    ),
    our_position(Context, State1, Board1, Player1),
    (   State = db(_, _, _)         % their next move is played from State
    ->  database_move_undone(State, State1)
    ;   true
    ).
