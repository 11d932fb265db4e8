:- module(ready_set_checks,
          [ ready_set_check/2,      % ?Name, ?Goal
            shows/4                 % +Game, +Set, +Rules, +Notation
          ]).
:- use_module('../../prolog/cross_check').
:- use_module('../../prolog/tabuleiro/kit/cross_check_sets').
:- use_module('../../prolog/tabuleiro/backend').
:- use_module('../../prolog/tabuleiro/rules/shakti_rules', [in_check/3]).
:- use_module('../../prolog/tabuleiro/rules/echek_rules', [surrounded_kings/4]).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
:- use_module(library(lists)).

/** <module> The ready sets show what they claim

Each ready set of prolog/tabuleiro/kit/cross_check_sets.pl claims something of every
one of its positions (a pass is the only move, a move removes a Queen,
...).  shows/4 checks that claim on the C core, position by position;
the checks here run it on every set, check the sets' sizes and rules,
and check that both backends agree on every set.
*/

%!  ready_set_check(?Name, ?Goal) is nondet.
%
%   One test of the ready sets: Goal must succeed.

ready_set_check(Name, ready_set_checks:Goal) :-
    check_of(Name, Goal).

check_of(every_hand_made_set_has_8_to_20_positions,
         forall(ready_set(Game, Name, _, Texts),
                sized(Game-Name, Texts))).
check_of(no_set_repeats_a_position,
         forall(ready_set(Game, Name, _, Texts),
                distinct(Game-Name, Texts))).
check_of(every_position_is_one_of_its_sets_rules,
         forall(( ready_set(Game, Name, Rules, Texts), member(Text, Texts) ),
                accepted(Game, Name, Rules, Text))).
check_of(Name, every_position_shows(Game, Set)) :-
    ready_set(Game, Set, _, _),
    format(atom(Name), "~w_~w_show_what_they_claim", [Game, Set]).
check_of(every_claim_rejects_a_near_miss,
         forall(near_miss(Game, Set, Rules, Text),
                rejected(Game, Set, Rules, Text))).
check_of(the_surrounds_win_lose_and_draw,
         forall(member(Outcome, [wins, loses, draw]),
                some_surround(Outcome))).
check_of(a_surround_needs_a_border,
         some_surround_through_a_border).
check_of(the_jumps_over_holes_are_warriors_and_kings,
         forall(member(Kind, [warrior, king]),
                some_move_over_a_hole(Kind))).
check_of(unions_are_made_of_ready_sets,
         forall(( set_union(Game, _, Names), member(Name, Names) ),
                ready_set(Game, Name, _, _))).
check_of(Name, both_backends_agree_on(Game, Set)) :-
    set_name(Game, Set, _),
    \+ set_union(Game, Set, _),
    format(atom(Name), "~w_~w_on_both_backends", [Game, Set]).

% A position close to what each set claims, that does not show it: the
% claims can fail.
near_miss(teeko, wins, [], 'bbb../....b/www../...../....w b').
near_miss(teeko, centre_ban, [centre_ban], '...../...../..b../...../..... w').
near_miss(teeko, advanced_patterns, [], 'b.b../...../b.b../www../..... w').
near_miss(shi, jump_attacks, [], '.nnnnn../......../......../......../s......./s......./......../ssss.... s').
near_miss(shi, wins_at_four, [], 'nnnnnnnn/......../......../......../......../......../......../ssssssss s').
near_miss(shi, no_move, [], 'nnnnnnnn/ssssssss/......../......../......../......../......../........ s').
near_miss(shakti, passes, [], 'xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w').
near_miss(shakti, checkmates, [], 'x.....x/...k.../......./...w.../...x.../...K.../x.....x w').
near_miss(shakti, checks, [], 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w').
near_miss(shakti, jumps_over_holes, [], 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w').
near_miss(shakti, draws, [], 'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x w').
near_miss(echek, passes, [], 'prP./kK../.Bn./bN.R b - S').
near_miss(echek, queen_removals, [], 'k/K w QRBNPqrbnp Ss').
near_miss(echek, surrounds, [], 'k/K w QRBNPqrbnp Ss').
near_miss(echek, bishop_recalls, [], 'k/K w QRBNPqrbnp Ss').
near_miss(echek, swaps, [], 'k/K w QRBNPqrbnp Ss').
near_miss(echek, pawn_steps, [], 'Nprb/.PK./..k./Bn.R b - S').
near_miss(echek, four_by_four_limit, [], '..k/RKQ w BNPqrbnp Ss').
near_miss(echek, split_tables, [draft_bishop], '..k./RKQN w BPqrbnp Ss').

rejected(Game, Set, Rules, Text) :-
    accepted(Game, Set, Rules, Text),
    (   shows(Game, Set, Rules, Text)
    ->  format("~w ~w: the near miss shows it: ~w~n", [Game, Set, Text]),
        fail
    ;   true
    ).

sized(What, Texts) :-
    length(Texts, N),
    (   between(8, 20, N)
    ->  true
    ;   format("~w has ~d positions~n", [What, N]),
        fail
    ).

distinct(What, Texts) :-
    (   sort(Texts, Sorted),
        same_length(Texts, Sorted)
    ->  true
    ;   format("~w repeats a position~n", [What]),
        fail
    ).

accepted(Game, Name, Rules, Text) :-
    (   catch(on_c_core(backend_notation_position(Game, Text, Rules, _, _)), _, fail)
    ->  true
    ;   format("~w ~w: not a position of the rules ~w: ~w~n", [Game, Name, Rules, Text]),
        fail
    ).

every_position_shows(Game, Set) :-
    ready_set(Game, Set, Rules, Texts),
    include(fails_to_show(Game, Set, Rules), Texts, Failing),
    (   Failing == []
    ->  true
    ;   forall(member(Text, Failing),
               format("~w ~w: does not show it: ~w~n", [Game, Set, Text])),
        fail
    ).

fails_to_show(Game, Set, Rules, Text) :-
    \+ shows(Game, Set, Rules, Text).

both_backends_agree_on(Game, Set) :-
    set_name(Game, Set, Rules),
    with_output_to(string(_),
                   cross_check(Game, [set(Set), rules(Rules), perft(1)], Result)),
    (   Result = agreed(_)
    ->  true
    ;   print_result_of(Result),
        fail
    ).

print_result_of(Result) :-
    tabuleiro_cross_check_report:print_result(Result).

%!  shows(+Game, +Set, +Rules, +Notation) is semidet.
%
%   The position Notation, under Rules, shows what the ready set Set
%   claims: the C core's answers say so.

shows(Game, Set, Rules, Text) :-
    on_c_core(( backend_notation_position(Game, Text, Rules, Board, Player),
                claim(Game, Set, Rules, Board, Player) )).

on_c_core(Goal) :-
    current_backend(Old),
    setup_call_cleanup(set_backend(c), Goal, set_backend(Old)).

moves(Game, Rules, Board, Player, Moves) :-
    (   backend_winner(Game, Rules, Board, Player, _)
    ->  Moves = []
    ;   backend_valid_moves(Game, Rules, Board, Player, Moves)
    ).

after(Game, Rules, Board, Player, Move, Board1, Player1) :-
    moves(Game, Rules, Board, Player, Moves),
    member(Move, Moves),
    backend_apply_move(Game, Rules, Board, Player, Move, Board1, Player1).

winner_after(Game, Rules, Board, Player, Move, Winner) :-
    after(Game, Rules, Board, Player, Move, Board1, Player1),
    backend_winner(Game, Rules, Board1, Player1, Winner).

% claim(+Game, +Set, +Rules, +Board, +Player): what Set claims.

claim(teeko, wins, Rules, Board, Player) :-
    backend_winner(teeko, Rules, Board, Player, Winner),
    Winner \== Player,
    Winner \== draw,
    moves(teeko, Rules, Board, Player, []).
claim(teeko, advanced_patterns, Rules, Board, Player) :-
    claim(teeko, wins, Rules, Board, Player).
claim(teeko, centre_ban, Rules, Board, Player) :-
    nth1(3, Board, Row),
    nth1(3, Row, e),
    moves(teeko, Rules, Board, Player, Moves),
    moves(teeko, [], Board, Player, StandardMoves),
    memberchk(drop(3-3), StandardMoves),
    (   Player == b,
        \+ ( member(R, Board), memberchk(b, R) )
    ->  \+ memberchk(drop(3-3), Moves)
    ;   memberchk(drop(3-3), Moves)
    ).
claim(shi, jump_attacks, Rules, Board, Player) :-
    opponent(shi, Player, Enemy),
    moves(shi, Rules, Board, Player, Moves),
    member(move(_, R-C), Moves),
    shi_at(Board, R-C, Enemy),
    !.
claim(shi, wins_at_four, Rules, Board, Player) :-
    (   backend_winner(shi, Rules, Board, Player, Winner)
    ->  opponent(shi, Player, Winner),
        shi_pieces(Board, Player, 4)
    ;   winner_after(shi, Rules, Board, Player, _, Player),
        opponent(shi, Player, Enemy),
        shi_pieces(Board, Enemy, 5)
    ->  true
    ).
claim(shi, no_move, Rules, Board, Player) :-
    backend_valid_moves(shi, Rules, Board, Player, []),
    opponent(shi, Player, Enemy),
    backend_winner(shi, Rules, Board, Player, Enemy),
    shi_pieces(Board, Player, Mine),
    Mine > 4.
claim(shakti, passes, Rules, Board, Player) :-
    moves(shakti, Rules, Board, Player, [pass]).
claim(shakti, checkmates, Rules, Board, Player) :-
    (   backend_winner(shakti, Rules, Board, Player, Winner)
    ->  opponent(shakti, Player, Winner),
        in_check_on_both(Rules, Board, Player)
    ;   winner_after(shakti, Rules, Board, Player, _, Player)
    ->  true
    ).
claim(shakti, draws, Rules, Board, Player) :-
    backend_winner(shakti, Rules, Board, Player, draw).
claim(shakti, checks, Rules, Board, Player) :-
    in_check_on_both(Rules, Board, Player).
claim(shakti, jumps_over_holes, Rules, Board, Player) :-
    shakti_move_over_a_hole(Rules, Board, Player, _),
    !.
claim(echek, passes, Rules, Board, Player) :-
    moves(echek, Rules, Board, Player, [pass]).
claim(echek, queen_removals, Rules, Board, Player) :-
    queens(Board, Queens),
    after(echek, Rules, Board, Player, _, Board1, _),
    queens(Board1, Queens1),
    Queens1 < Queens,
    !.
claim(echek, surrounds, Rules, Board, Player) :-
    (   surrounded_kings(Rules, Board, Player, [_|_])
    ->  backend_winner(echek, Rules, Board, Player, _),
        moves(echek, Rules, Board, Player, [])
    ;   echek_surround(Rules, Board, Player, _)
    ->  true
    ).
claim(echek, bishop_recalls, Rules, Board, Player) :-
    moves(echek, Rules, Board, Player, Moves),
    memberchk(place(bishop, _, recall(_)), Moves).
claim(echek, swaps, Rules, Board, Player) :-
    moves(echek, Rules, Board, Player, Moves),
    memberchk(swap, Moves).
claim(echek, pawn_steps, Rules, Board, Player) :-
    moves(echek, Rules, Board, Player, Moves),
    memberchk(place(pawn, _, _), Moves).
claim(echek, four_by_four_limit, Rules, Board, Player) :-
    echek_refused_beyond_a_border(Rules, Board, Player, _),
    !.
claim(echek, split_tables, _Rules, echek(Rows, _, _), _Player) :-
    echek_cells(Rows, _, [First|Others]),
    spread([First], Others, Unreached),
    Unreached \== [].

opponent(shi, samurai, ninja).
opponent(shi, ninja, samurai).
opponent(Game, white, black) :- Game \== shi.
opponent(Game, black, white) :- Game \== shi.

shi_at(Board, R-C, Piece) :-
    nth1(R, Board, Row),
    nth1(C, Row, Piece).

shi_pieces(Board, Side, N) :-
    aggregate_all(count, ( member(Row, Board), member(Side, Row) ), N).

% In check by the pure-Prolog rules, and by the C core, which refuses the
% same board with the other player to move (they would have just moved
% into check).
in_check_on_both(Rules, Board, Player) :-
    in_check(Rules, Board, Player),
    opponent(shakti, Player, Other),
    \+ catch(backend_position_notation(shakti, Rules, Board, Other, _), _, fail).

%   shakti_move_over_a_hole(+Rules, +Board, +Player, -Kind): a legal move
%   of Player's King, or a Warrior's jump (one more hole after it),
%   passes over a hole.
shakti_move_over_a_hole(Rules, Board, Player, Kind) :-
    after(shakti, Rules, Board, Player, move(From, To), Board1, _),
    shakti_content(Board, From, Kind-Player),
    passes_a_hole(Board, From, To),
    (   Kind == warrior
    ->  holes(Board, Holes),
        holes(Board1, Holes1),
        Holes1 =:= Holes + 1
    ;   true
    ).

passes_a_hole(Board, From, To) :-
    shakti_xy(From, X1, Y1),
    shakti_xy(To, X2, Y2),
    DX is sign(X2 - X1),
    DY is sign(Y2 - Y1),
    Steps is max(abs(X2 - X1), abs(Y2 - Y1)) - 1,
    between(1, Steps, K),
    X is X1 + K * DX,
    Y is Y1 + K * DY,
    shakti_xy(Cell, X, Y),
    shakti_content(Board, Cell, empty),
    !.

shakti_xy(Cell, X, Y) :-
    nonvar(Cell),
    !,
    atom_chars(Cell, [Letter, Digit]),
    nth1(X, [a, b, c, d, e, f, g], Letter),
    atom_number(Digit, Y).
shakti_xy(Cell, X, Y) :-
    nth1(X, [a, b, c, d, e, f, g], Letter),
    atom_concat(Letter, Y, Cell).

shakti_content(Board, Cell, Content) :-
    shakti_xy(Cell, X, Y),
    Row is 8 - Y,
    nth1(Row, Board, Cells),
    nth1(X, Cells, Content).

holes(Board, N) :-
    aggregate_all(count, ( member(Row, Board), member(empty, Row) ), N).

queens(echek(Rows, reserve(White, Black), _), N) :-
    aggregate_all(count, ( member(Row, Rows), member(queen-_, Row) ), OnTable),
    aggregate_all(count, ( member(queen, White) ; member(queen, Black) ), InReserve),
    N is OnTable + InReserve.

%   echek_surround(+Rules, +Board, +Player, -Outcome): a legal move
%   surrounds a King: the mover `wins`, `loses`, or both Kings (`draw`).
echek_surround(Rules, Board, Player, Outcome) :-
    after(echek, Rules, Board, Player, _, Board1, Player1),
    surrounded_kings(Rules, Board1, Player1, Colours),
    Colours \== [],
    backend_winner(echek, Rules, Board1, Player1, Winner),
    (   Colours = [_, _]
    ->  Winner == draw,
        Outcome = draw
    ;   Winner == Player
    ->  Outcome = wins
    ;   Outcome = loses
    ).

echek_cells(Rows, Contents, Cells) :-
    findall(R-C-Content,
            ( nth1(R, Rows, Row), nth1(C, Row, Content), Content \== empty ),
            Found),
    findall(Content, member(_-_-Content, Found), Contents),
    findall(R-C, member(R-C-_, Found), Cells).

spread([], Unreached, Unreached).
spread([Cell|Cells], Unvisited, Unreached) :-
    partition(touches(Cell), Unvisited, Near, Far),
    append(Cells, Near, Next),
    spread(Next, Far, Unreached).

touches(R1-C1, R2-C2) :-
    abs(R1 - R2) =< 1,
    abs(C1 - C2) =< 1.

%   echek_refused_beyond_a_border(+Rules, +Board, +Player, -Cell): the
%   pieces span 4 rows or 4 columns; Cell, beyond that border, is empty,
%   touches a piece of Player's and is not beside the enemy King, and
%   Player has a piece in reserve and moves to play, yet no placement
%   there is legal.
echek_refused_beyond_a_border(Rules, Board, Player, R-C) :-
    Board = echek(Rows, reserve(White, Black), _),
    (   Player == white -> Reserve = White ; Reserve = Black ),
    Reserve \== [],
    length(Rows, NRows),
    Rows = [First|_],
    length(First, NCols),
    between(1, NRows, R),
    between(1, NCols, C),
    (   NRows =:= 6, ( R =:= 1 ; R =:= NRows )
    ;   NCols =:= 6, ( C =:= 1 ; C =:= NCols )
    ),
    nth1(R, Rows, Row),
    nth1(C, Row, empty),
    once(( nth1(R1, Rows, Row1), nth1(C1, Row1, _-Player), touches(R-C, R1-C1) )),
    opponent(echek, Player, Enemy),
    once(( nth1(KR, Rows, KRow), nth1(KC, KRow, king-Enemy) )),
    abs(KR - R) + abs(KC - C) =\= 1,
    moves(echek, Rules, Board, Player, Moves),
    Moves \== [pass],
    Moves \== [],
    \+ member(place(_, R-C), Moves),
    \+ member(place(_, R-C, _), Moves).

% Some position of the set shows each outcome of a surround, and each
% kind of move over a hole.
some_surround(Outcome) :-
    ready_set(echek, surrounds, Rules, Texts),
    member(Text, Texts),
    on_c_core(( backend_notation_position(echek, Text, Rules, Board, Player),
                echek_surround(Rules, Board, Player, Outcome) )),
    !.

% A surrounded King with an empty side: that side is beyond a border.
some_surround_through_a_border :-
    ready_set(echek, surrounds, Rules, Texts),
    member(Text, Texts),
    on_c_core(( backend_notation_position(echek, Text, Rules, Board, Player),
                surrounded_kings(Rules, Board, Player, [Colour]) )),
    Board = echek(Rows, _, _),
    nth1(R, Rows, Row),
    nth1(C, Row, king-Colour),
    side_cell(R-C, R1-C1),
    nth1(R1, Rows, Row1),
    nth1(C1, Row1, empty),
    !.

side_cell(R-C, R1-C) :- R1 is R - 1.
side_cell(R-C, R1-C) :- R1 is R + 1.
side_cell(R-C, R-C1) :- C1 is C - 1.
side_cell(R-C, R-C1) :- C1 is C + 1.

some_move_over_a_hole(Kind) :-
    ready_set(shakti, jumps_over_holes, Rules, Texts),
    member(Text, Texts),
    on_c_core(( backend_notation_position(shakti, Text, Rules, Board, Player),
                shakti_move_over_a_hole(Rules, Board, Player, Kind) )),
    !.
