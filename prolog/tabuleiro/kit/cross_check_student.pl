:- module(tabuleiro_cross_check_student,
          [ student_subject/4,          % +Module, +Game, +Against, -Student
            free_student/4,             % +Module, +Game, +Options, -Student
            student_can/2,              % +Student, ?Role
            answer_question/3,          % +Student, +Question, -Answer
            student_divide/3,           % +Student, +Depth, -Counts
            start_student_calls/1,      % +ShowOutput
            student_call_summary/3,     % -Warnings, -Printed, -Seconds
            multiset_difference/3,      % +Xs, +Ys, -Diff
            stops_the_check/1,          % +Issues
            load_course_files/1,        % +Files
            student_roles/2,            % ?Kind, -Roles
            server_started_line/1       % -Line
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).
:- use_module(library(solution_sequences), [limit/2]).
:- use_module(cpu_limit).
:- use_module('../game_plugin', [players/2, move_term/3, grid_shape/3]).
:- use_module('../games', [game/1, load_game_kit/1]).

%   The games' kit files (players, move terms), and nothing else of them:
%   the sandboxed student server loads this module, and a student's code
%   must not reach Tabuleiro's rules.
:- forall(game(Game), load_game_kit(Game)).

/** <module> Calling a student's rule encoding

A student's encoding is a record (a dict) of their predicates, each
qualified with the module that gave it, and of how to call them:

  - `valid_moves`, `apply`, `game_over`: their course predicates, called
    with the signature of their `api`:
      - `new`: `valid_moves(State, Moves)`, `move(State, Move, State1)`,
        `game_over(State, Winner)`;
      - `old`: `valid_moves(Board, Player, Moves)`,
        `move(Move, Board, Board1)`, `game_over(Board, Winner)`, their
        state being `Board-Player`;
      - `player_first`: `valid_moves(Player, Board, Moves)`,
        `move(Player, Move, Board, Board1)`, `game_over(Board, Winner)`,
        their state being `Board-Player`;
      - `facts`: the position is facts in the dynamic database, of the
        predicates `facts(PIs)` names: their state is `Facts-Player`,
        Facts the list of those facts, which the kit asserts before each
        call (and reads back after a move); their predicates take the
        player only: `valid_moves(Player, Moves)`, `move(Player, Move)`
        or `move(Player, Move, NextPlayer)`, `game_over(Winner)` or
        `game_over(Player, Winner)`;
  - `validator`: in place of `valid_moves`, for an encoding that checks
    a move but does not list them: `Pred(State, Move)` (api new),
    `Pred(Board, Player, Move)` (old), `Pred(Player, Board, Move)`
    (player_first) succeeds when Move is legal; the kit proposes every
    move term of the board's shape, written by their move adapter, and
    their valid moves are those it accepts;
  - `state`: our position to theirs, `Pred(Board, Player, State)` or
    `Pred(Board, Player, Rules, State)`;
  - `move`: our move to theirs, `Pred(Move, TheirMove)`,
    `Pred(State, Move, TheirMove)` (State: their state of the position,
    for moves that name their pieces) or `Pred(Board, Player, Rules,
    Move, TheirMove)`;
  - `from_state`: their state to our position, `Pred(State, Board, Player)`;
  - `install`: `Pred(State)` puts State in the dynamic database before
    each call of their predicates;
  - `player`: our player (or `draw`) to theirs, `Pred(Player, TheirPlayer)`;
  - `winner`: our winner (a player or `draw`) as their game_over names
    it, `Pred(Winner, TheirWinner)`, where it names the players
    otherwise than their state does (default: their player adapter);
  - `choose_move`: their computer player, for a tournament, called with
    the signature of their `api`, as `valid_moves` is:
    `choose_move(State, Level, Move)` (new), `choose_move(Board, Player,
    Level, Move)` (old), `choose_move(Player, Board, Level, Move)`
    (player_first), `choose_move(Player, Level, Move)` (facts); the
    level it plays at is the option `level(Level)` (default 2).

No module of the kit that is loaded before the student's code uses
library(yall): once loaded, it expands the lambdas of code compiled
after it, which changes what a student's lambda with undeclared free
variables means.

Every call of their code gives its first answer only (once/1), with what
it prints captured; a call that fails, throws or leaves a choice point
is noted.  A call that exhausts Prolog's stacks or memory is noted as
`out_of_memory(Resource)`: the check stops there (stops_the_check/1).
*/

:- thread_local
    show_output/0,
    keeps_player/1,         % true or false: their move/3 leaves the player unchanged
    warning_seen/4,         % Kind, What, Count, Example
    printed_calls/1.

%!  answer_question(+Student, +Question, -Answer) is det.
%
%   The questions the kit asks of a student's encoding, the same in the
%   kit's own process and in a submission's (prolog/tabuleiro/submission/student_server.pl
%   reads them from the grader):
%
%     - `start(Show)`: forget earlier calls (start_student_calls/1);
%       Answer `started`;
%     - `position(Board, Player, Rules, Seconds)`: Answer is the Facts
%       of student_position_facts/3;
%     - `successors(Board, Player, Rules, Moves, Seconds)`: see
%       student_successors/3;
%     - `their_states(Rules, Positions, Seconds)`: see student_states/4;
%     - `their_moves(Board, Player, Rules, Moves, Seconds)`: see
%       student_moves/3;
%     - `players`: see student_players/2;
%     - `perft(Board, Player, Rules, Depth, Seconds)`: Answer is
%       `nodes(N)` or `failed(Details)`;
%     - `summary`: Answer is `summary(Warnings, Printed, Seconds)`
%       (student_call_summary/3);
%     - `choose_move(Board, Player, Rules, Level, Seconds)`: see
%       student_choice/3;
%     - `seed(Seed)`: random numbers are drawn from Seed from now on
%       (a tournament's game: its players' randomness is the game's);
%       Answer `seeded`.
%
%   A question that takes more than Seconds (`none`: no limit) is
%   answered `failed(Details)`, Details naming the student's predicate
%   that was running, with the problem `time_limit(Seconds)`.

answer_question(Student, Question, Answer) :-
    answer(Question, Student, Answer).

% (The question first: clauses indexed on it leave no choice point.)
answer(start(Show), _, started) :-
    start_student_calls(Show).
answer(position(Board, Player, Rules, Seconds), Student, Facts) :-
    within(Seconds, student_position_facts(Student, position(Board, Player, Rules), Facts),
           Facts).
answer(successors(Board, Player, Rules, Moves, Seconds), Student, Answer) :-
    within(Seconds, student_successors(Student, successors(Board, Player, Rules, Moves), Answer),
           Answer).
answer(their_states(Rules, Positions, Seconds), Student, Answer) :-
    within(Seconds, student_states(Student, Rules, Positions, Answer), Answer).
answer(their_moves(Board, Player, Rules, Moves, Seconds), Student, Answer) :-
    within(Seconds, student_moves(Student, their_moves(Board, Player, Rules, Moves), Answer),
           Answer).
answer(players, Student, Answer) :-
    student_players(Student, Answer).
answer(perft(Board, Player, Rules, Depth, Seconds), Student, Answer) :-
    within(Seconds,
           ( student_perft(Student, Rules, Board, Player, Depth, Nodes),
             (   Nodes = error(Details)
             ->  Answer = failed(Details)
             ;   Answer = nodes(Nodes)
             ) ),
           Answer).
answer(summary, _, summary(Warnings, Printed, Seconds)) :-
    student_call_summary(Warnings, Printed, Seconds).
answer(seed(Seed), _, seeded) :-
    set_random(seed(Seed)).
answer(choose_move(Board, Player, Rules, Level, Seconds), Student, Answer) :-
    within(Seconds, student_choice(Student, choose_move(Board, Player, Rules, Level), Answer),
           Answer).

% within(+Seconds, :Goal, -Answer): Goal, which binds Answer, or Answer
% is `failed(Details)` naming the call that ran out of time.
within(none, Goal, _) :-
    !,
    call(Goal).
within(Seconds, Goal, Answer) :-
    nb_setval(tabuleiro_student_call, 'the check of this position'),
    catch(call_with_cpu_limit(Seconds, Goal),
          time_limit_exceeded,
          ( nb_getval(tabuleiro_student_call, What),
            Answer = failed(_{goal: What, problem: time_limit(Seconds)}) )).

%!  student_subject(+Module, +Game, +Against, -Student) is semidet.
%
%   Student is the record of `against(Against)`: `student(Options)` or
%   `student(ValidMoves, StateAdapter, MoveAdapter)`.  Fails if Against
%   is neither.
%
%   @error domain_error(cross_check_option, Option) for an unknown or
%          missing student option.
%   @error existence_error(procedure, PI) for a predicate given that does
%          not exist with an arity its role takes.

student_subject(Module, Game, student(ValidMoves, State, Move), Student) :-
    !,
    student_subject(Module, Game, student([valid_moves(ValidMoves), state(State),
                                           move(Move)]), Student).
student_subject(Module, Game, student(Options), Student) :-
    is_list(Options),
    forall(member(Option, Options), student_option_ok(Option)),
    required_option(state, Options),
    move_option(Options),
    moves_option(Options),
    option(api(API), Options, new),
    players(Game, Ours),
    fact_predicates(Module, API, Options, Facts),
    Student0 = _{api: API, game: Game, players: Ours, facts: Facts},
    option(level(Level), Options, 2),
    student_roles(all, Roles),
    foldl(resolve_role(Module, API, Options), Roles, Student0.put(level, Level), Student).

% fact_predicates(+Module, +API, +Options, -Facts): with api(facts), the
% predicates of the facts of a position, qualified, each `M:Name/Arity`.
fact_predicates(Module, facts, Options, Facts) :-
    !,
    (   option(facts(PIs), Options),
        is_list(PIs),
        PIs \== [],
        forall(member(PI, PIs), ( PI = Name/Arity, atom(Name), integer(Arity) ))
    ->  findall(Module:PI, member(PI, PIs), Facts)
    ;   domain_error(cross_check_option, facts(missing))
    ).
fact_predicates(_, _, Options, []) :-
    (   option(facts(PIs), Options)
    ->  domain_error(cross_check_option, facts(PIs))
    ;   true
    ).

%!  student_roles(?Kind, -Roles) is det.
%
%   Roles are the roles of a student's predicates: `all` of them, or
%   the `rules` (their own rules and computer player, as opposed to the
%   adapters).

student_roles(all, [valid_moves, validator, apply, game_over, state, move, from_state,
                    install, player, winner, choose_move]).
student_roles(rules, [valid_moves, validator, apply, game_over, choose_move]).

%!  server_started_line(-Line) is det.
%
%   The line a submission's server (prolog/tabuleiro/submission/student_server.pl) writes
%   on its stderr as it starts, before any of the student's code runs:
%   a process whose stderr lacks it never got past the sandbox, and its
%   failure is the sandbox's, not the student's.

server_started_line("tabuleiro: the submission's process started").

% A move adapter, or moves named by the position they lead to, read by
% their from_state; a validator is given moves in their terms.
move_option(Options) :-
    (   memberchk(move(_), Options)
    ->  true
    ;   memberchk(from_state(_), Options),
        \+ memberchk(validator(_), Options)
    ->  true
    ;   required_option(move, Options)
    ).

% Exactly one of valid_moves and validator.
moves_option(Options) :-
    (   memberchk(valid_moves(_), Options)
    ->  (   memberchk(validator(V), Options)
        ->  domain_error(cross_check_option, validator(V))
        ;   true
        )
    ;   required_option(validator, Options)
    ).

student_option_ok(Option) :-
    (   compound(Option),
        compound_name_arity(Option, Name, 1),
        memberchk(Name, [valid_moves, validator, apply, game_over, state, move, from_state,
                         install, player, winner, choose_move, level, api, facts]),
        ( Option = api(API) -> memberchk(API, [new, old, player_first, facts]) ; true ),
        ( Option = level(Level) -> integer(Level) ; true )
    ->  true
    ;   domain_error(cross_check_option, Option)
    ).

required_option(Role, Options) :-
    Option =.. [Role, _],
    (   memberchk(Option, Options)
    ->  true
    ;   missing_option_text(Role, Text),
        format(string(Message), "~w is missing: ~w (or leave the adapter out: \c
                                 against(project(Folder)) infers one)", [Role, Text]),
        throw(error(domain_error(cross_check_option, student(Options)),
                    context(cross_check/2, Message)))
    ).

missing_option_text(state, "state(P), our position to your state, P(Board, Player, State)").
missing_option_text(move, "move(P), our move to yours, P(Move, YourMove); or from_state(P), \c
                           your state to our position, to name your moves by the positions \c
                           they lead to").
missing_option_text(validator, "valid_moves(P), your list of moves, or validator(P), your \c
                                check of one move").
missing_option_text(initial, "initial(P), your start state, P(State)").
missing_option_text(valid_moves, "valid_moves(P), your list of moves").
missing_option_text(Role, Text) :-
    format(string(Text), "~w(P)", [Role]).

%!  free_student(+Module, +Game, +Options, -Student) is det.
%
%   The record of perft_check/2's options: `initial`, `valid_moves`,
%   `move` (their move application), `api` and `players`.

free_student(Module, Game, Options, Student) :-
    forall(member(Required, [initial, valid_moves, move]),
           required_option(Required, Options)),
    option(api(API), Options, new),
    option(move(Apply), Options),
    players(Game, Ours),
    option(players(Players), Options, Ours),
    Options1 = [apply(Apply)|Options],
    Student0 = _{api: API, game: Game, players: Ours, their_players: Players},
    foldl(resolve_role(Module, API, Options1), [initial, valid_moves, apply],
          Student0, Student).

% resolve_role(+Module, +API, +Options, +Role, +Student0, -Student):
% Student0 with the predicate given for Role, qualified and with the
% arity found, or `none`.
resolve_role(Module, API, Options, Role, Student0, Student) :-
    Option =.. [Role, Closure],
    (   memberchk(Option, Options)
    ->  once(role_arities(Role, API, Extras)),
        resolve_closure(Module, Role, API, Closure, Extras, Resolved)
    ;   Resolved = none
    ),
    Student = Student0.put(Role, Resolved).

role_arities(valid_moves, new, [2]).
role_arities(valid_moves, old, [3]).
role_arities(valid_moves, player_first, [3]).
role_arities(valid_moves, facts, [2]).
role_arities(validator, new, [2]).
role_arities(validator, old, [3]).
role_arities(validator, player_first, [3]).
role_arities(validator, facts, [2]).
role_arities(apply, new, [3]).
role_arities(apply, old, [3]).
role_arities(apply, player_first, [4]).
role_arities(apply, facts, [2, 3]).
role_arities(choose_move, new, [3]).
role_arities(choose_move, old, [4]).
role_arities(choose_move, player_first, [4]).
role_arities(choose_move, facts, [3]).
role_arities(game_over, facts, [1, 2]) :- !.
role_arities(game_over, _, [2]).
role_arities(state, _, [3, 4]).
role_arities(move, _, [2, 3, 5]).
role_arities(from_state, _, [3]).
role_arities(install, _, [1]).
role_arities(player, _, [2]).
role_arities(winner, _, [2]).
role_arities(initial, _, [1]).

resolve_closure(Module, Role, API, Closure, Extras, Goal-Extra) :-
    strip_module(Module:Closure, M, Plain),
    (   callable(Plain)
    ->  true
    ;   Option =.. [Role, Closure],
        domain_error(cross_check_option, Option)
    ),
    (   member(Extra, Extras),
        defined_with(M, Plain, Extra)
    ->  Goal = M:Plain
    ;   Plain =.. [Name|Args],
        length(Args, Given),
        findall(Name/A, ( member(E, Extras), A is Given + E ), PIs),
        PIs = [PI|_],
        format(atom(Message), "~w(~q) takes a predicate ~w (api(~w))",
               [Role, Closure, PIs, API]),
        throw(error(existence_error(procedure, M:PI), context(cross_check/2, Message)))
    ).

defined_with(Module, Plain, Extra) :-
    Plain =.. [Name|Args],
    length(Args, Given),
    Arity is Given + Extra,
    functor(Head, Name, Arity),
    predicate_property(Module:Head, defined).

%!  stops_the_check(+Issues) is semidet.
%
%   Among Issues (`issue(Kind, Position, Details)`), the student's code
%   ran out of memory or of time: checking more positions would only
%   repeat it, each time at the cost of filling the memory or of waiting
%   for the time limit.

stops_the_check(Issues) :-
    member(issue(error, _, Details), Issues),
    get_dict(problem, Details, Problem),
    ( Problem = out_of_memory(_) ; Problem = time_limit(_) ; Problem = process_ended(_) ),
    !.

%!  student_can(+Student, ?Role) is semidet.
%
%   Student gave a predicate for Role.

student_can(Student, Role) :-
    get_dict(Role, Student, Goal),
    Goal \== none.

%!  start_student_calls(+ShowOutput) is det.
%
%   Forgets the warnings and output counts of earlier checks; with
%   ShowOutput `true`, what the student's code prints is shown.

start_student_calls(Show) :-
    retractall(show_output),
    retractall(full_tables(_)),
    retractall(shape_table_of(_, _)),
    retractall(move_seen(_, _, _)),
    retractall(last_state(_, _)),
    retractall(keeps_player(_)),
    retractall(warning_seen(_, _, _, _)),
    retractall(printed_calls(_)),
    assertz(printed_calls(0)),
    nb_setval(tabuleiro_student_seconds, 0.0),
    (   Show == true
    ->  assertz(show_output)
    ;   true
    ).

%!  student_call_summary(-Warnings, -Printed, -Seconds) is det.
%
%   Warnings are `warning(Kind, What, Count, Example)`, Kind
%   `choice_point`, `several_answers` or `player_not_switched`; Printed
%   is the number of calls of the student's code that printed
%   something, Seconds the time spent in it (their predicates and
%   adapters), by the wall clock.

student_call_summary(Warnings, Printed, Seconds) :-
    findall(warning(Kind, What, Count, Example),
            warning_seen(Kind, What, Count, Example), Warnings),
    (   printed_calls(Printed)
    ->  true
    ;   Printed = 0
    ),
    nb_getval(tabuleiro_student_seconds, Seconds).

%!  student_position_facts(+Student, +Question, -Facts) is det.
%
%   What the student's encoding says of one position, for the judge to
%   compare with the C core.  Question is `position(Board, Player,
%   Rules)`: our position, and nothing else.  Facts is `failed(Details)`
%   when their code fails or throws, else `facts(TheirMoves, Back,
%   Winner)`:
%
%     - TheirMoves: the list their valid moves give;
%     - Back: for each of TheirMoves, our term for it (move_back/7);
%       `?` when there is none or their move is not ground; without a
%       move adapter, `leads_to(Position)`: the position it leads to
%       (their move application, read by their from_state), for the
%       judge to name it;
%     - Winner: what their game_over says (`none`: it fails), or
%       `not_asked` without a game_over.

student_position_facts(Student, position(Board, Player, Rules), Facts) :-
    catch(position_facts(Student, Board, Player, Rules, Facts),
          student_failed(Details),
          Facts = failed(Details)).

position_facts(Student, Board, Player, Rules, facts(TheirMoves, Back, Winner)) :-
    position_state(Student, Board, Player, Rules, State),
    (   student_can(Student, valid_moves)
    ->  their_valid_moves(Student, State, TheirMoves),
        (   student_can(Student, move)
        ->  moves_back(Student, Board, Player, Rules, TheirMoves, Back)
        ;   maplist(leads_to(Student, State), TheirMoves, Back)
        )
    ;   validated_moves(Student, Board, Player, Rules, State, Pairs),
        pairs_keys_values(Pairs, TheirMoves, Back)
    ),
    (   student_can(Student, game_over)
    ->  their_game_over(Student, State, Winner)
    ;   Winner = not_asked
    ).

% leads_to(+Student, +State, +TheirMove, -Back): `leads_to(Board-Player)`,
% the position after TheirMove, or `?` when their code cannot play it.
leads_to(Student, State, TheirMove, Back) :-
    (   ground(TheirMove),
        successor_fact(Student, State, TheirMove, Position),
        Position = _-_
    ->  Back = leads_to(Position)
    ;   Back = ?
    ).

% moves_back(+Student, +Board, +Player, +Rules, +TheirMoves, -Back): our
% term for each of TheirMoves, `?` where none is found.  The table of
% the board's shape serves first; a move it does not name is looked
% for among all move terms of this very position, for at most 50
% positions, enough to name the moves of the examples shown.  After
% them, where their rules can play it and their state be read, such a
% move is named by the position it leads to (`leads_to(Position)`, as
% without a move adapter); else, where their move adapter reads the
% position (it may write a move from the board's contents, such as the
% name of the piece moved), by the table of this position still.  (A
% table costs an adapter call for each move term, thousands on the
% largest boards: made at every position where a piece went where it
% had not gone before, it took most of such a check's time.)
moves_back(Student, Board, Player, Rules, TheirMoves, Back) :-
    shape_table(Student, Board, Player, Rules, Table0),
    maplist(move_back(Student, Board, Player, Rules, Table0), TheirMoves, Back0),
    pairs_keys_values(Pairs, TheirMoves, Back0),
    (   member(TheirMove-(?), Pairs),
        ground(TheirMove)
    ->  (   full_table_allowed
        ->  moves_back_by_table(Student, Board, Player, Rules, TheirMoves, Back)
        ;   student_can(Student, from_state),
            student_can(Student, apply)
        ->  position_state(Student, Board, Player, Rules, State),
            maplist(named_by_successor(Student, State), Pairs, Back)
        ;   adapter_reads_position(Student)
        ->  moves_back_by_table(Student, Board, Player, Rules, TheirMoves, Back)
        ;   Back = Back0
        )
    ;   Back = Back0
    ).

moves_back_by_table(Student, Board, Player, Rules, TheirMoves, Back) :-
    move_table(Student, Board, Player, Rules, Table),
    remember_moves(Student, Table),
    maplist(move_back(Student, Board, Player, Rules, Table), TheirMoves, Back).

% named_by_successor(+Student, +State, +TheirMove-Back0, -Back): Back0,
% or where it is `?`, the position TheirMove leads to.
named_by_successor(Student, State, TheirMove-Back0, Back) :-
    (   Back0 == (?)
    ->  leads_to(Student, State, TheirMove, Back)
    ;   Back = Back0
    ).

:- thread_local shape_table_of/2.   % Key, Table

% shape_table(+Student, +Board, +Player, +Rules, -Table): their term of
% every move term of the board's shape, with ours, made once for the
% shape (and for the player and rule options, when their move adapter
% reads the position): what the process is asked is the same whatever
% the legal moves.
shape_table(Student, Board, Player, Rules, Table) :-
    grid_shape(Student.game, Board, Shape),
    (   adapter_reads_position(Student)
    ->  Key = Shape-Player-Rules
    ;   Key = Shape
    ),
    (   shape_table_of(Key, Table0)
    ->  Table = Table0
    ;   move_table(Student, Board, Player, Rules, Table),
        assertz(shape_table_of(Key, Table))
    ).

% move_back(+Student, +Board, +Player, +Rules, +Table, +TheirMove, -Move):
% our term for TheirMove: the table's, if their adapter writes it so in
% this position, else their move adapter run backwards.
move_back(Student, Board, Player, Rules, Table, TheirMove, Move) :-
    (   ground(TheirMove),
        get_assoc(TheirMove, Table, Ours),
        adapter_writes(Student, Board, Player, Rules, Ours, TheirMove)
    ->  Move = Ours
    ;   ground(TheirMove),
        seen_move(Student, Board, Player, Rules, TheirMove, Ours)
    ->  Move = Ours
    ;   their_move_back(Student, Board, Player, Rules, TheirMove, Move)
    ).

:- thread_local move_seen/3.        % Hash, TheirMove, Ours

% remember_moves(+Student, +Table): with a move adapter that reads the
% position, the moves of a table made for one position are kept, each
% with every term of ours it stood for: met again on another board (the
% same piece moved from elsewhere), a move is looked for among the three
% it stood for last (seen_move/6: each is written by their adapter to be
% compared, and a piece may have stood on every cell), and the table of
% all move terms is made only for a move not found so.
remember_moves(Student, Table) :-
    (   adapter_reads_position(Student)
    ->  forall(gen_assoc(Theirs, Table, Ours), remember_move(Theirs, Ours))
    ;   true
    ).

remember_move(Theirs, Ours) :-
    term_hash(Theirs, Hash),
    (   move_seen(Hash, Seen, Ours),
        Seen == Theirs
    ->  true
    ;   asserta(move_seen(Hash, Theirs, Ours))
    ).

seen_move(Student, Board, Player, Rules, TheirMove, Ours) :-
    adapter_reads_position(Student),
    term_hash(TheirMove, Hash),
    limit(3, ( move_seen(Hash, Seen, Ours), Seen == TheirMove )),
    adapter_writes(Student, Board, Player, Rules, Ours, TheirMove),
    !.

% An adapter of two arguments writes a move the same on every board.
adapter_writes(Student, Board, Player, Rules, Ours, TheirMove) :-
    (   adapter_reads_position(Student)
    ->  written_move(Student, Board, Player, Rules, Ours, Written),
        Written == TheirMove
    ;   true
    ).

% A move adapter of more than two arguments is given the position.
adapter_reads_position(Student) :-
    Student.move \= _-2.

% written_move(?Student, +Board, +Player, +Rules, ?Ours, ?Theirs): their
% move adapter relates Ours and Theirs in this position, printing
% nothing; it fails where the adapter fails or raises an error.
written_move(Student, Board, Player, Rules, Ours, Theirs) :-
    catch(quiet(once(call_move_adapter(Student, Board, Player, Rules, Ours, Theirs))), _, fail).

% validated_moves(+Student, +Board, +Player, +Rules, +State, -Pairs): the
% move terms of the board's shape their validator accepts, each
% `TheirMove-Move`, in the order of move_term/3.
validated_moves(Student, Board, Player, Rules, State, Pairs) :-
    findall(Theirs-Ours,
            ( move_term(Student.game, Board, Ours),
              written_move(Student, Board, Player, Rules, Ours, Theirs),
              ground(Theirs) ),
            Proposed),
    include(accepted(Student, State), Proposed, Pairs).

accepted(Student, State, Theirs-_) :-
    install(Student, State),
    Goal-_ = Student.validator,
    valid_moves_goal(Student.api, Goal, State, Theirs, Call),
    call_student(query, role(Student, validator), Call, Outcome),
    (   Outcome == failed
    ->  fail
    ;   outcome_or_throw(Student, validator, Outcome)
    ).

:- thread_local last_state/2.       % Board-Player-Rules, their State

% position_state(+Student, +Board, +Player, +Rules, -State): their state
% of our position, kept from one question to the next about it.
position_state(Student, Board, Player, Rules, State) :-
    Key = Board-Player-Rules,
    (   last_state(Key0, State0),
        Key0 == Key
    ->  State = State0
    ;   their_state(Student, Board, Player, Rules, State),
        retractall(last_state(_, _)),
        assertz(last_state(Key, State))
    ).

% move_table(+Student, +Board, +Player, +Rules, -Table): their term for
% each move term of the board's shape that their move adapter writes,
% with ours.
move_table(Student, Board, Player, Rules, Table) :-
    findall(Theirs-Ours,
            ( move_term(Student.game, Board, Ours),
              written_move(Student, Board, Player, Rules, Ours, Theirs),
              ground(Theirs) ),
            Pairs0),
    keysort(Pairs0, Pairs1),
    first_of_each_key(Pairs1, Pairs),
    list_to_assoc(Pairs, Table).

:- thread_local full_tables/1.

% At most 50 positions of a check get the table of all move terms (an
% adapter call a term): enough to name the moves of the examples shown.
full_table_allowed :-
    (   full_tables(N)
    ->  true
    ;   N = 0
    ),
    N < 50,
    retractall(full_tables(_)),
    N1 is N + 1,
    assertz(full_tables(N1)).

% (Sorted by key: the first of a run of equal keys is kept.)
first_of_each_key([], []).
first_of_each_key([K-V|Pairs], [K-V|Firsts]) :-
    drop_key(Pairs, K, Rest),
    first_of_each_key(Rest, Firsts).

drop_key([K1-_|Pairs], K, Rest) :-
    K1 == K,
    !,
    drop_key(Pairs, K, Rest).
drop_key(Pairs, _, Pairs).

%!  student_successors(+Student, +Question, -Answer) is det.
%
%   Question is `successors(Board, Player, Rules, Moves)`: Moves are
%   moves of the student's, those of their list that stand for legal
%   moves and the legal moves they miss.  Answer is `failed(Details)`
%   (their state adapter fails), or `successors(Positions)`: for each
%   move, the position after it, in our terms with a from_state, else
%   their state; or `refused(Details)` when their code fails or throws
%   on that move.

student_successors(Student, successors(Board, Player, Rules, Moves), Answer) :-
    catch(( position_state(Student, Board, Player, Rules, State),
            maplist(successor_fact(Student, State), Moves, Positions),
            Answer = successors(Positions) ),
          student_failed(Details),
          Answer = failed(Details)).

successor_fact(Student, State, Move, Position) :-
    catch(successor_position(Student, State, Move, Position),
          student_failed(Details),
          Position = refused(Details)).

successor_position(Student, State, TheirMove, Position) :-
    their_next_player(Student, State, Next),
    their_apply(Student, State, TheirMove, Next, State1),
    (   student_can(Student, from_state)
    ->  their_from_state(Student, State1, Position0),
        switched_position(Student, State, Position0, Position)
    ;   Position = State1
    ).

%!  student_states(+Student, +Rules, +Positions, -Answer) is det.
%
%   Answer is `states(States)`, their state adapter's term for each of
%   Positions (ours, `Board-Player`), or `failed(Details)`.  Without a
%   from_state, their positions after the moves are compared in their
%   terms: the judge asks this once it has them.

student_states(Student, Rules, Positions, Answer) :-
    catch(( maplist(position_their_state(Student, Rules), Positions, States),
            Answer = states(States) ),
          student_failed(Details),
          Answer = failed(Details)).

position_their_state(Student, Rules, Board-Player, State) :-
    their_state(Student, Board, Player, Rules, State).

% switched_position(+Student, +State, +Position0, -Position): the
% position after a move, with the other player to move when their move
% application leaves the player unchanged (noted as a convention).
switched_position(Student, State, Board1-Player1, Position) :-
    (   Student.api == new,
        \+ keeps_player(false),
        their_from_state(Student, State, Board0-Player),
        decide_keeps_player(Board1 \== Board0, Player1 == Player),
        keeps_player(true),
        Player1 == Player,
        select(Player, Student.players, [Next])
    ->  note_warning(player_not_switched, role(Student, apply), none),
        Position = Board1-Next
    ;   Position = Board1-Player1
    ).

%!  student_moves(+Student, +Question, -Answer) is det.
%
%   Question is `their_moves(Board, Player, Rules, Moves)`: our legal
%   moves the student does not list, asked once the comparison is made,
%   to show them in both terms.  Answer is `moves(Pairs)`, each
%   `Move-TheirMove`, or `failed(Details)` when their move adapter fails
%   on a legal move (it may be why they seem not to list it).

student_moves(Student, their_moves(Board, Player, Rules, Moves), Answer) :-
    catch(( maplist(move_pair(Student, Board, Player, Rules), Moves, Pairs),
            Answer = moves(Pairs) ),
          student_failed(Details),
          Answer = failed(Details)).

move_pair(Student, Board, Player, Rules, Move, Move-TheirMove) :-
    (   student_can(Student, move)
    ->  their_move(Student, Board, Player, Rules, Move, TheirMove)
    ;   TheirMove = ?
    ).

%!  student_players(+Student, -Answer) is det.
%
%   Answer is `players(Pairs)`: our players and `draw`, each with the
%   student's term for it (their player adapter), for the judge to read
%   their winners.

student_players(Student, players(Pairs)) :-
    findall(Ours-Theirs,
            ( member(Ours, [draw|Student.players]),
              catch(their_winner(Student, Ours, Theirs), student_failed(_), Theirs = ?) ),
            Pairs).

%!  student_choice(+Student, +Question, -Answer) is det.
%
%   Question is `choose_move(Board, Player, Rules, Level)`: the move
%   their computer player chooses at Level in our position.  Answer is
%   `move(Move)`, Move our term for their move (their move adapter run
%   backwards, else the move term it writes so); `not_a_move(Text)`
%   when no move term of ours is theirs (Text: their answer, written);
%   or `failed(Details)` when their code fails or throws.

student_choice(Student, choose_move(Board, Player, Rules, Level), Answer) :-
    catch(( position_state(Student, Board, Player, Rules, State),
            install(Student, State),
            Goal-_ = Student.choose_move,
            choose_move_goal(Student.api, Goal, State, Level, TheirMove, Call),
            ask(Student, choose_move, Call),
            chosen_move(Student, Board, Player, Rules, TheirMove, Answer) ),
          student_failed(Details),
          Answer = failed(Details)).

choose_move_goal(new, Goal, State, Level, Move, call(Goal, State, Level, Move)).
choose_move_goal(old, Goal, Board-Player, Level, Move, call(Goal, Board, Player, Level, Move)).
choose_move_goal(player_first, Goal, Board-Player, Level, Move,
                 call(Goal, Player, Board, Level, Move)).
choose_move_goal(facts, Goal, _-Player, Level, Move, call(Goal, Player, Level, Move)).

chosen_move(Student, Board, Player, Rules, TheirMove, Answer) :-
    \+ student_can(Student, move),
    !,
    position_state(Student, Board, Player, Rules, State),
    leads_to(Student, State, TheirMove, Back),
    (   Back = leads_to(Position)
    ->  Answer = leads_to(Position)
    ;   format(string(Text), "~W", [TheirMove, [quoted(true), max_depth(10)]]),
        Answer = not_a_move(Text)
    ).
chosen_move(Student, Board, Player, Rules, TheirMove, Answer) :-
    their_move_back(Student, Board, Player, Rules, TheirMove, Move0),
    (   Move0 \== ?
    ->  Answer = move(Move0)
    ;   ground(TheirMove),
        move_table(Student, Board, Player, Rules, Table),
        get_assoc(TheirMove, Table, Move)
    ->  Answer = move(Move)
    ;   format(string(Text), "~W", [TheirMove, [quoted(true), max_depth(10)]]),
        Answer = not_a_move(Text)
    ).

%!  their_move_back(+Student, +Board, +Player, +Rules, +TheirMove, -Move) is det.
%
%   Move is our term for TheirMove: the student's move adapter run
%   backwards (clauses of plain terms run so); `?` if that gives none,
%   and for a move that is not ground (a variable in it is no move).

their_move_back(Student, Board, Player, Rules, TheirMove, Move) :-
    (   ground(TheirMove),
        written_move(Student, Board, Player, Rules, Move0, TheirMove),
        ground(Move0)
    ->  Move = Move0
    ;   Move = ?
    ).

quiet(Goal) :-
    with_output_to(string(_), Goal).

%!  multiset_difference(+Xs, +Ys, -Diff) is det.
%
%   Diff is Xs without one element for each element of Ys.

multiset_difference(Xs, [], Xs) :- !.
multiset_difference(Xs, [Y|Ys], Diff) :-
    (   selectchk(Y, Xs, Xs1)
    ->  multiset_difference(Xs1, Ys, Diff)
    ;   multiset_difference(Xs, Ys, Diff)
    ).

%!  student_perft(+Student, +Rules, +Board, +Player, +Depth, -Nodes) is det.
%
%   Nodes is the perft count from our position Board-Player through the
%   student's valid moves and move application, or `error(Details)` if
%   their code fails or throws.  Its last ply is counted, not played,
%   as engines count perft: the check's positions ask their move
%   application about every move they list, and most of a perft's calls
%   would be that last ply's (99 of 100 in Shi).

student_perft(Student, Rules, Board, Player, Depth, Nodes) :-
    nb_setval(tabuleiro_perft_start, Board-Player-Rules),
    catch(( their_state(Student, Board, Player, Rules, State),
            their_perft(counted, Student, State, Depth, Nodes) ),
          student_failed(Details),
          Nodes = error(Details)).

% their_perft(+LastPly, +Student, +State, +Depth, -Nodes): LastPly is
% `counted` (the moves of the last ply are counted) or `played` (each
% is applied too: the adapter-free perft, which has no other check of
% their move application).  A finished position has no moves: as the
% course's game loop does, their game_over (when given) is asked before
% their valid moves.
their_perft(_, _, _, 0, 1) :- !.
their_perft(LastPly, Student, State, Depth, Nodes) :-
    (   student_can(Student, game_over),
        their_game_over(Student, State, Winner),
        Winner \== none
    ->  Nodes = 0
    ;   their_moves(Student, State, Moves),
        (   Depth =:= 1,
            LastPly == counted
        ->  length(Moves, Nodes)
        ;   D1 is Depth - 1,
            foldl(add_subtree(LastPly, Student, State, D1), Moves, 0, Nodes)
        )
    ).

add_subtree(LastPly, Student, State, Depth, Move, N0, N) :-
    their_next_player(Student, State, Next),
    their_apply(Student, State, Move, Next, State1),
    player_switched(Student, State, State1, State2),
    their_perft(LastPly, Student, State2, Depth, Sub),
    N is N0 + Sub.

% their_moves(+Student, +State, -Moves): their valid moves, or with a
% validator, the moves it accepts on the board of State (their
% from_state reads it, else it has the shape of the perft's start).
their_moves(Student, State, Moves) :-
    (   student_can(Student, valid_moves)
    ->  their_valid_moves(Student, State, Moves)
    ;   nb_getval(tabuleiro_perft_start, Board0-Player0-Rules),
        (   student_can(Student, from_state)
        ->  their_from_state(Student, State, Board-Player)
        ;   Board-Player = Board0-Player0
        ),
        validated_moves(Student, Board, Player, Rules, State, Pairs),
        pairs_keys(Pairs, Moves)
    ).

% player_switched(+Student, +State, +State1, -State2): State1, their
% state after a move from State, with the other player to move when
% their move application leaves the player unchanged (their game loop
% switches it: a convention, noted).  Only the new signatures can, and
% only from_state and state can tell and mend it.
player_switched(Student, State, State1, State2) :-
    (   Student.api == new,
        student_can(Student, from_state),
        \+ keeps_player(false),
        their_from_state(Student, State1, Position0),
        switched_position(Student, State, Position0, Position),
        Position \== Position0
    ->  Position = Board1-Next,
        nb_getval(tabuleiro_perft_start, _-_-Rules),
        their_state(Student, Board1, Next, Rules, State2)
    ;   State2 = State1
    ).

% decide_keeps_player(+Moved, +Same): whether their move application
% leaves the player unchanged is decided by the first move seen that
% changes the board (Moved; a pass does not, and a pass that keeps the
% player is a bug of its own), Same: that it did; it holds for the
% whole check: a move application that switches the player on some
% moves only has a bug, not a convention.
decide_keeps_player(Moved, Same) :-
    (   keeps_player(_)
    ->  true
    ;   call(Moved)
    ->  (   call(Same) -> Keeps = true ; Keeps = false ),
        assertz(keeps_player(Keeps))
    ;   true
    ).

%!  student_divide(+Student, +Depth, -Counts) is det.
%
%   Counts are the sorted perft counts at Depth - 1 after each of the
%   student's moves from their own start.
%
%   @throws student_failed(Details) when their code fails or throws.

student_divide(Student, Depth, Counts) :-
    Initial-_ = Student.initial,
    ask(Student, initial, call(Initial, State0)),
    their_valid_moves(Student, State0, Moves),
    D1 is Depth - 1,
    their_next_player(Student, State0, Next),
    findall(N,
            ( member(Move, Moves),
              their_apply(Student, State0, Move, Next, State1),
              their_perft(played, Student, State1, D1, N) ),
            Counts0),
    msort(Counts0, Counts).

% The student's calls, by role and api.

their_state(Student, Board, Player, Rules, State) :-
    Goal-Extra = Student.state,
    (   Extra =:= 3
    ->  ask(Student, state, call(Goal, Board, Player, State))
    ;   ask(Student, state, call(Goal, Board, Player, Rules, State))
    ),
    state_shape(Student, State).

% The old signatures have no state: theirs is Board-Player.
state_shape(Student, State) :-
    (   Student.api == new
    ->  true
    ;   State = _-_
    ->  true
    ;   fail_with(Student, state, not_a_pair(State))
    ).

their_move(Student, Board, Player, Rules, Move, TheirMove) :-
    ask(Student, move, call_move_adapter(Student, Board, Player, Rules, Move, TheirMove)).

call_move_adapter(Student, Board, Player, Rules, Move, TheirMove) :-
    Goal-Extra = Student.move,
    (   Extra =:= 2
    ->  call(Goal, Move, TheirMove)
    ;   Extra =:= 3
    ->  position_state(Student, Board, Player, Rules, State),
        call(Goal, State, Move, TheirMove)
    ;   call(Goal, Board, Player, Rules, Move, TheirMove)
    ).

their_valid_moves(Student, State, Moves) :-
    install(Student, State),
    Goal-_ = Student.valid_moves,
    valid_moves_goal(Student.api, Goal, State, Moves, Call),
    ask(Student, valid_moves, Call),
    (   is_list(Moves)
    ->  true
    ;   fail_with(Student, valid_moves, not_a_list(Moves))
    ).

valid_moves_goal(facts, Goal, _-Player, Moves, call(Goal, Player, Moves)).
valid_moves_goal(new, Goal, State, Moves, call(Goal, State, Moves)).
valid_moves_goal(old, Goal, Board-Player, Moves, call(Goal, Board, Player, Moves)).
valid_moves_goal(player_first, Goal, Board-Player, Moves, call(Goal, Player, Board, Moves)).

% their_apply(+Student, +State, +Move, +NextPlayer, -State1): the old
% signatures give the next board only; NextPlayer completes it.
their_apply(Student, State, Move, Next, State1) :-
    install(Student, State),
    Goal-Extra = Student.apply,
    apply_goal(Student.api, Goal-Extra, State, Move, Next, State1, Call),
    act(Student, apply, Call),
    (   Student.api == facts
    ->  current_facts(Student, Facts1),
        State1 = Facts1-Next
    ;   true
    ).

% (With api(facts), the move changes the database: the state after it
% is read back from there.)
apply_goal(facts, Goal-2, _-Player, Move, _, _, call(Goal, Player, Move)).
apply_goal(facts, Goal-3, _-Player, Move, _, _, call(Goal, Player, Move, _)).
apply_goal(new, Goal-_, State, Move, _, State1, call(Goal, State, Move, State1)).
apply_goal(old, Goal-_, Board-_, Move, Next, Board1-Next, call(Goal, Move, Board, Board1)).
apply_goal(player_first, Goal-_, Board-Player, Move, Next, Board1-Next,
           call(Goal, Player, Move, Board, Board1)).

their_game_over(Student, State, Winner) :-
    install(Student, State),
    Goal-Extra = Student.game_over,
    game_over_goal(Student.api, Goal-Extra, State, Winner0, Call),
    call_student(query, role(Student, game_over), Call, Outcome),
    (   Outcome == failed
    ->  Winner = none
    ;   outcome_or_throw(Student, game_over, Outcome),
        Winner = Winner0
    ).

game_over_goal(new, Goal-_, State, Winner, call(Goal, State, Winner)).
game_over_goal(old, Goal-_, Board-_, Winner, call(Goal, Board, Winner)).
game_over_goal(player_first, Goal-_, Board-_, Winner, call(Goal, Board, Winner)).
game_over_goal(facts, Goal-1, _, Winner, call(Goal, Winner)).
game_over_goal(facts, Goal-2, _-Player, Winner, call(Goal, Player, Winner)).

their_from_state(Student, State, Board-Player) :-
    Goal-_ = Student.from_state,
    act(Student, from_state, call(Goal, State, Board, Player)).

their_player(Student, Player, Theirs) :-
    (   Player \== none,
        student_can(Student, player)
    ->  Goal-_ = Student.player,
        ask(Student, player, call(Goal, Player, Theirs))
    ;   Theirs = Player
    ).

% Our winner in the student's terms: their winner adapter's name for it
% when they give one (a game_over that names the winners otherwise than
% the state names the players); else `none` stays `none`, and `draw`
% stays `draw` unless their player adapter names it.
their_winner(Student, Winner, Theirs) :-
    (   Winner \== none,
        student_can(Student, winner),
        Goal-_ = Student.winner,
        catch(quiet(once(call(Goal, Winner, Theirs0))), _, fail)
    ->  Theirs = Theirs0
    ;   Winner == draw
    ->  (   student_can(Student, player),
            Goal-_ = Student.player,
            catch(quiet(once(call(Goal, draw, Theirs0))), _, fail)
        ->  Theirs = Theirs0
        ;   Theirs = draw
        )
    ;   their_player(Student, Winner, Theirs)
    ).

% The player who moves after the one of State, in the student's terms:
% needed by the old signatures only.
their_next_player(Student, State, Next) :-
    (   Student.api == new
    ->  true
    ;   State = _-Player,
        their_players(Student, Players),
        select(Player, Players, [Next])
    ->  true
    ;   fail_with(Student, state, unknown_player(State))
    ).

their_players(Student, Players) :-
    (   get_dict(their_players, Student, Players)
    ->  true
    ;   maplist(their_player(Student), Student.players, Players)
    ).

install(Student, State) :-
    (   student_can(Student, install)
    ->  Goal-_ = Student.install,
        act(Student, install, call(Goal, State))
    ;   Student.api == facts
    ->  install_facts(Student, State)
    ;   true
    ).

% With api(facts), the facts of State replace those of the database.
install_facts(Student, Facts-_) :-
    (   is_list(Facts)
    ->  true
    ;   fail_with(Student, state, not_a_list(Facts))
    ),
    forall(member(M:Name/Arity, Student.facts),
           ( functor(Head, Name, Arity), retractall(M:Head) )),
    forall(member(Fact, Facts), assert_fact(Student, Fact)).

assert_fact(Student, Fact) :-
    (   callable(Fact),
        functor(Fact, Name, Arity),
        memberchk(M:Name/Arity, Student.facts)
    ->  assertz(M:Fact)
    ;   fail_with(Student, state, not_a_fact(Fact))
    ).

current_facts(Student, Facts) :-
    findall(Head,
            ( member(M:Name/Arity, Student.facts),
              functor(Head, Name, Arity),
              M:Head ),
            Facts).

%   ask(+Student, +Role, :Goal): Goal, a question that changes nothing,
%   has an answer; a second, different answer is noted.
ask(Student, Role, Goal) :-
    call_student(query, role(Student, Role), Goal, Outcome),
    outcome_or_throw(Student, Role, Outcome).

%   act(+Student, +Role, :Goal): as ask/3, for a call that may change the
%   database: never called again for a second answer.
act(Student, Role, Goal) :-
    call_student(action, role(Student, Role), Goal, Outcome),
    outcome_or_throw(Student, Role, Outcome).

outcome_or_throw(_, _, true) :- !.
outcome_or_throw(Student, Role, Problem) :-
    fail_with(Student, Role, Problem).

%   fail_with(+Student, +Role, +Problem): stops the check of a position,
%   naming the student's predicate of Role and what went wrong.
fail_with(Student, Role, Problem) :-
    role_predicate(role(Student, Role), What),
    (   Problem = exception(_),
        dict_call(Student, PI)
    ->  throw(student_failed(_{goal: What, problem: Problem, dict_call: PI}))
    ;   Problem = exception(error(existence_error(procedure, Missing), _)),
        procedure_home(Missing, Home)
    ->  throw(student_failed(_{goal: What, problem: Problem, defined_in: Home}))
    ;   throw(student_failed(_{goal: What, problem: Problem}))
    ).

%   procedure_home(+PI, -Home): where the unknown procedure PI (perhaps
%   qualified) is: `module(M)`, a module that defines it but that the
%   caller does not import (a missing :- use_module), or `nowhere`.
procedure_home(PI0, Home) :-
    strip_module(PI0, _, Name/Arity),
    atom(Name),
    integer(Arity),
    (   current_module(M),
        M \== user,
        \+ module_property(M, class(system)),
        \+ module_property(M, class(library)),
        functor(Head, Name, Arity),
        predicate_property(M:Head, defined),
        \+ predicate_property(M:Head, imported_from(_))
    ->  Home = module(M)
    ;   Home = nowhere
    ).

%   dict_call(+Student, -PI): a predicate of the student's module,
%   defined in a file of theirs, has a clause that SWI-Prolog 7 and
%   later compiled as a dict access on a list's tail: it was written
%   with '.'(H, T), which SICStus reads as the list [H|T].
dict_call(Student, Name/Arity) :-
    get_dict(state, Student, (M:_)-_),
    current_predicate(M:Name/Arity),
    functor(Head, Name, Arity),
    \+ predicate_property(M:Head, imported_from(_)),
    predicate_property(M:Head, file(File)),
    \+ system_file(File),
    clause(M:Head, Body),
    sub_term(Call, Body),
    compound(Call),
    compound_name_arguments(Call, '.', [_, Function, _]),
    list_tail(Function),
    !.

% A dict access Dict.Function whose function is a variable or [] is the
% tail of a list '.'(H, T); a real one names a key or a method.
list_tail(Function) :-
    (   var(Function)
    ->  true
    ;   Function == []
    ).

%   role_predicate(+Role, -What): What is `Role-Name/Arity`, the
%   student's predicate playing Role.
role_predicate(role(Student, Role), Role-(Name/Arity)) :-
    get_dict(Role, Student, (_:Plain)-Extra),
    !,
    Plain =.. [Name|Args],
    length(Args, Given),
    Arity is Given + Extra.
role_predicate(role(_, Role), Role-unknown).

%   call_student(+Access, +What, :Goal, -Outcome): Outcome is `true`
%   (Goal's first answer is bound), `failed`, `out_of_memory(Resource)`
%   (Goal exhausted Prolog's stacks or memory) or `exception(E)`.
%   (A perft calls their move/3 a million times: the student's time is
%   read from the wall clock, a tenth of the cost of the CPU clock, and
%   the predicate running is set again only when it changes.)
call_student(Access, What, Goal, Outcome) :-
    role_predicate(What, Running),
    (   nb_current(tabuleiro_student_call, Running0),
        Running0 == Running
    ->  true
    ;   nb_setval(tabuleiro_student_call, Running)
    ),
    copy_to_ask_again(Access, Goal, Again),
    get_time(T0),
    catch(first_answer(Goal, Answer), E, true),
    get_time(T1),
    nb_getval(tabuleiro_student_seconds, Seconds0),
    Seconds is Seconds0 + T1 - T0,
    nb_setval(tabuleiro_student_seconds, Seconds),
    (   E == time_limit_exceeded
    ->  throw(E)
    ;   nonvar(E),
        E = error(resource_error(Resource), _)
    ->  Outcome = out_of_memory(Resource)
    ;   nonvar(E)
    ->  Outcome = exception(E)
    ;   Answer == none
    ->  Outcome = failed
    ;   Outcome = true,
        (   Answer == nondet
        ->  note_more_answers(Access, What, Goal, Again)
        ;   true
        )
    ).

% A query that leaves a choice point is asked again for a second answer,
% from a copy made before the first bound it; an action (move/3, the
% most frequent call: one for each node of a perft) never is.
copy_to_ask_again(query, Goal, Again) :-
    copy_term(Goal, Again).
copy_to_ask_again(action, _, _).

first_answer(Goal, Answer) :-
    (   show_output
    ->  first_answer_shown(Goal, Answer)
    ;   with_output_to(string(Printed), first_answer_shown(Goal, Answer)),
        note_printed(Printed)
    ).

first_answer_shown(Goal, Answer) :-
    (   call_cleanup(Goal, Det = true),
        (   Det == true
        ->  Answer = det
        ;   Answer = nondet
        )
    ->  true
    ;   Answer = none
    ).

note_printed("") :- !.
note_printed(_) :-
    retract(printed_calls(N)),
    N1 is N + 1,
    assertz(printed_calls(N1)).

note_more_answers(action, What, _, _) :-
    note_warning(choice_point, What, none).
note_more_answers(query, What, Goal, Again) :-
    (   catch(quiet(findnsols(2, Again, Again, [_, Second])), _, fail),
        Goal \=@= Second
    ->  note_warning(several_answers, What, Goal-Second)
    ;   note_warning(choice_point, What, none)
    ).

note_warning(Kind, Role, Example) :-
    role_predicate(Role, What),
    (   retract(warning_seen(Kind, What, Count, Example0))
    ->  Count1 is Count + 1,
        assertz(warning_seen(Kind, What, Count1, Example0))
    ;   assertz(warning_seen(Kind, What, 1, Example))
    ).

%!  load_course_files(+Files) is det.
%
%   Loads a student's files, written for SICStus Prolog, into module
%   `user`, with SWI-Prolog's SICStus 4 emulation switched on for them
%   (library(between), library(file_systems), library(lists) and the
%   like are SICStus's).  A relative file name is relative to the file
%   being loaded (an adapter file), else to the working directory.
%   In SICStus, as in the ISO standard, '.'(H, T) is the list [H|T];
%   SWI-Prolog 7 and later read it as a dict access: in these files (and
%   those they load, SWI-Prolog's own aside) it is read as the list.

load_course_files(Files) :-
    must_be(list, Files),
    setup_call_cleanup(asserta(loading_course_files, Ref),
                       forall(member(File, Files), load_course_file(File)),
                       erase(Ref)).

:- thread_local loading_course_files/0.

:- multifile user:term_expansion/2.
:- dynamic user:term_expansion/2.

user:term_expansion(Term0, Term) :-
    loading_course_files,
    prolog_load_context(source, File),
    \+ system_file(File),
    dot_lists(Term0, Term),
    Term0 \== Term.

% Files of SWI-Prolog's own (its libraries, the SICStus emulation)
% and of Tabuleiro's are read as they are.
system_file(File) :-
    current_prolog_flag(home, Home),
    sub_atom(File, 0, _, _, Home),
    !.
system_file(File) :-
    module_property(tabuleiro_games, file(Games)),
    file_directory_name(Games, Internal),
    file_directory_name(Internal, Dir),         % prolog/
    sub_atom(File, 0, _, _, Dir).

% dot_lists(+Term0, -Term): Term0 with every '.'(H, T) a list cell.
% (The term '.'(H, T) cannot be written in this file: SWI-Prolog would
% read it as a dict access.)
dot_lists(Term, Term) :-
    \+ compound(Term),
    !.
dot_lists(Term0, [H|T]) :-
    compound_name_arguments(Term0, '.', [H0, T0]),
    !,
    dot_lists(H0, H),
    dot_lists(T0, T).
dot_lists(Term0, Term) :-
    compound_name_arguments(Term0, Name, Arguments0),
    maplist(dot_lists, Arguments0, Arguments),
    compound_name_arguments(Term, Name, Arguments).

load_course_file(File) :-
    (   prolog_load_context(directory, Dir)
    ->  Relative = [relative_to(Dir)]
    ;   Relative = []
    ),
    absolute_file_name(File, Path, [file_type(prolog), access(read)|Relative]),
    load_files(user:Path, [dialect(sicstus4)]).
