:- module(tabuleiro_student_c_core,
          [ rules_on_c_core/1,          % +Game
            rules_on_c_core/2           % +Game, :Options
          ]).
:- use_module('../backend').
:- use_module('../games', [game/1]).
:- use_module(cross_check_student, [student_subject/4]).
:- use_module(encoding_inference, [infer_adapter/4, install_adapter/3, inference_text/2]).
:- use_module(project_subject, [game_starts/2]).
:- use_module(piece_list, [piece_list_names_kept/4]).
:- use_module(database_board, [database_wrapper/2, database_body_calling/4,
                               database_state/2, database_restore/2,
                               database_after_move/2]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module('../game_state', [game_initial_state/3]).
:- use_module('../game_plugin', [move_term/3]).

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
%   order is kept when it is an order of their terms (order/1).

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
    option(rules(Rules), RulesOptions, []),
    (   StudentOptions0 == []
    ->  inferred_options(Module, Game, StudentOptions)
    ;   StudentOptions = StudentOptions0
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

%   inferred_options(+Module, +Game, -Options): the options of the
%   adapter inferred from the program loaded in Module, from files in
%   the folder being loaded (else the working folder), said in comment
%   lines on the standard error.
inferred_options(Module, Game, Options) :-
    (   prolog_load_context(directory, Folder)
    ->  true
    ;   working_directory(Folder, Folder)
    ),
    game_starts([Game], Starts),
    infer_adapter(Module, Folder, Starts, Inference),
    (   Inference = adapter(_, _, _, Evidence)
    ->  install_adapter(tabuleiro_plugged_adapter, Inference, Options),
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
% and the Wrapper, with their own code, answers as their code did.
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
    plugged(Id, Game, Rules, Student, Own),
    !,
    Context = _{id: Id, game: Game, rules: Rules, student: Student, own: Own},
    catch(answer(Role, Student.api, Context, Arguments),
          error(domain_error(_, _), _),
          own_answer(Own.Role, Arguments)).

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
    (   Role == apply
    ->  Rest = [Move, State1],
        on_c_core(Id, apply, [Full, Move, Full1]),
        Full1 = db(_, _, State1),
        restore_if_learnt(Learnt0, Grid, Others),
        database_after_move(Full, Full1)
    ;   on_c_core(Id, Role, [Full|Rest]),
        restore_if_learnt(Learnt0, Grid, Others)
    ).

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
    asked_in(Context0, State, Context),
    asked_position(Context, State, Board, Player),
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
    asked_in(Context0, State, Context),
    legal_in(Context, State, Board, Player, Legal),
    our_move(Context, Board, Player, TheirMove, Move),
    memberchk(Move, Legal).

answer(apply, API, Context0, Arguments) :-
    apply_arguments(API, Arguments, State, TheirMove, State1),
    asked_in(Context0, State, Context),
    mover_position(API, Context, State, TheirMove, Board, Player, Move),
    c_answer(backend_apply_move(Context.game, Context.rules, Board, Player, Move, B1, P1)),
    their_state(Context, B1, P1, Written),
    state_after(API, Context, State, Written, Their1),
    next_state(API, Their1, State1).
answer(game_over, API, Context, [State0, Winner]) :-
    game_over_position(API, Context, State0, Board, Player, Winner0),
    (   var(Winner0)
    ->  c_answer(backend_winner(Context.game, Context.rules, Board, Player, Winner0))
    ;   true
    ),
    their_winner(Context, Winner0, Winner).

% asked_in(+Context0, +State, -Context): Context0 with the state asked
% about, their own (when it is whole: with the old signatures, a move
% names no player): a position's move terms are learnt on it, as their
% program holds it (the names its pieces have kept), not as the adapter
% would write it.
asked_in(Context0, State, Context) :-
    (   ground(State),
        catch(our_position(Context0, State, Board, Player), error(domain_error(_, _), _), fail)
    ->  Context = Context0.put(asked, asked(State, Board, Player))
    ;   Context = Context0
    ).

asked_position(Context, State, Board, Player) :-
    (   get_dict(asked, Context, asked(State0, Board0, Player0)),
        State0 == State
    ->  Board = Board0,
        Player = Player0
    ;   our_position(Context, State, Board, Player)
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
% name (in their own lists' order, when it is an order of their terms).
their_moves(Context, Board, Player, Ours, Theirs) :-
    (   Context.student.move == none
    ->  convlist(their_move(Context, Board, Player), Ours, Theirs0),
        (   learnt_list(Context, Board, Player, List)
        ->  in_list_order(List, Theirs0, Theirs)
        ;   their_order(Context.id, [Order|_])
        ->  map_list_to_pairs(order_key(Order), Theirs0, Keyed0),
            keysort(Keyed0, Keyed),
            pairs_values(Keyed, Theirs)
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

our_position(Context, State, Board, Player) :-
    Goal-_ = Context.student.from_state,
    once(call(Goal, State, Board, Player)).

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
% a board, for the move and game over of that board.
remember_player(new, _) :- !.
remember_player(_, Board-Player) :-
    nb_setval(tabuleiro_last_mover, Board-Player).

remembered_player(Board, Player) :-
    nb_current(tabuleiro_last_mover, Board0-Player0),
    Board0 =@= Board,
    Player = Player0.

% Without a move adapter (an encoding inferred), their term for each of
% our moves is learnt from their own rules, once: at the first position
% where a move is asked, their own valid moves are played by their own
% move application, and each is named by the position it leads to.  A
% move term that means the same on every board (most encodings) is
% learnt once for all; if one stands for two moves, the encoding names
% its moves by the board (a piece's name), and each position is learnt
% for itself.

:- dynamic
    learnt/6,                       % Id, Key, Hash of Ours, of Theirs, Ours, Theirs
    learnt_at/2,                    % Id, Hash of a position learnt
    varies/1,                       % Id
    their_order/2,                  % Id, the orders their lists have kept
    their_list/3.                   % Id, Hash of a position learnt, their list there

%   learnt_move(+Context, +Board, +Player, ?Ours, ?Theirs): Theirs is
%   their term for our move Ours in Board-Player.
learnt_move(Context, Board, Player, Ours, Theirs) :-
    Id = Context.id,
    (   varies(Id)
    ->  position_of(Context, Board, Player, Position, _),
        term_hash(Position, Key)
    ;   Key = any
    ),
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
    (   get_dict(asked, Context, asked(State0, Board0, Player0)),
        Board0 == Board,
        Player0 == Player
    ->  State = State0,
        Position = State0
    ;   their_state(Context, Board, Player, State),
        Position = Board-Player
    ).

learn_position(Context, Board, Player) :-
    Id = Context.id,
    position_of(Context, Board, Player, Position, State),
    term_hash(Position, Hash),
    assertz(learnt_at(Id, Hash)),
    flag(tabuleiro_positions_learnt, N, N + 1),
    own_valid_moves(Context, State, TheirMoves),
    retractall(their_list(Id, Hash, _)),
    assertz(their_list(Id, Hash, TheirMoves)),
    note_order(Id, TheirMoves),
    c_answer(backend_valid_moves(Context.game, Context.rules, Board, Player, Ours)),
    findall(Successor-Move,
            ( member(Move, Ours),
              c_answer(backend_apply_move(Context.game, Context.rules, Board, Player, Move,
                                          Board1, Player1)),
              Successor = Board1-Player1 ),
            Successors),
    foldl(learn_move(Context, Position, State), TheirMoves, Successors, _).

% learn_move(+Context, +Position0, +State, +Theirs, +Successors0,
% -Successors): Theirs is learnt for the move of ours that leads where
% it leads; where several lead there (an Echek Pawn placed on a cell,
% or placed beside it and stepped there), their moves that lead there
% take them in turn, the last kept for any more.
learn_move(Context, Position0, State, Theirs, Successors0, Successors) :-
    (   ground(Theirs),
        catch(own_successor(Context, State, Theirs, Position), _, fail),
        selectchk(Position-Ours, Successors0, Successors1)
    ->  remember_learnt(Context.id, Position0, Ours, Theirs),
        (   memberchk(Position-_, Successors1)
        ->  Successors = Successors1
        ;   Successors = Successors0
        )
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

% learnt_list(+Context, +Board, +Player, -List): their own list of moves
% at the position, where it was learnt.
learnt_list(Context, Board, Player, List) :-
    position_of(Context, Board, Player, Position, _),
    term_hash(Position, Hash),
    their_list(Context.id, Hash, List0),
    !,
    List = List0.

% in_list_order(+List, +Moves, -Sorted): Moves in their order in List,
% those List lacks last.
in_list_order(List, Moves, Sorted) :-
    length(List, N),
    map_list_to_pairs(list_index(List, N), Moves, Keyed0),
    keysort(Keyed0, Keyed),
    pairs_values(Keyed, Sorted).

list_index(List, N, Move, Index) :-
    (   nth0(Index0, List, Move)
    ->  Index = Index0
    ;   Index = N
    ).

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
    our_position(Context, State1, Board1, Player1).
