/*  The display styles of every game: plain letters, Unicode symbols,
    and the same symbols in colour.
*/

:- encoding(utf8).
:- use_module('../../prolog/play').
:- use_module('../../prolog/tabuleiro/display_style').
:- use_module('../../prolog/tabuleiro/game_state').
:- use_module(library(plunit)).
:- use_module(library(lists)).

shown(Game, Notation, Style, Screen) :-
    game_notation_state(Game, Notation, [], State),
    setup_call_cleanup(
        set_display(Style),
        with_output_to(string(Screen), Game:display_game(State)),
        set_display(plain)).

%   position(Game, Notation, Plain, Unicode): a position with a piece of
%   each player, and texts only the plain and the Unicode display show.

position(teeko, 'b..w./...../..b../...../..... w', "| B |   |   | W |", "| ● |   |   | ○ |").
position(shi, 'nnnnnnnn/......../......../......../......../......../......../ssssssss s',
         "| N | N |", "| ○ | ○ |").
position(shakti, 'x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w',
         "[ ][w][ ][k][ ][w][ ]", "[ ][♟][ ][♚][ ][♟][ ]").
position(echek, 'k/K w QRBNPqrbnp Ss', "| kB |", "| ♚  |").

:- begin_tests(display_styles).

test(plain, [forall(position(Game, Notation, Plain, _))]) :-
    shown(Game, Notation, plain, Screen),
    sub_string(Screen, _, _, _, Plain),
    \+ sub_string(Screen, _, _, _, "\e[").

test(unicode, [forall(position(Game, Notation, _, Unicode))]) :-
    shown(Game, Notation, unicode, Screen),
    sub_string(Screen, _, _, _, Unicode),
    \+ sub_string(Screen, _, _, _, "\e[").

test(colour_paints_both_players, [forall(position(Game, Notation, _, _))]) :-
    shown(Game, Notation, colour, Screen),
    findall(Code, ( member(Code, ["\e[1;31m", "\e[1;34m", "\e[1;33m"]),
                    once(sub_string(Screen, _, _, _, Code)) ),
            Codes),
    length(Codes, 2),
    sub_string(Screen, _, _, _, "\e[0m").

test(colour_keeps_the_board_aligned) :-
    shown(echek, 'k/K w QRBNPqrbnp Ss', colour, Screen),
    split_string(Screen, "\n", "", Lines),
    include([L]>>sub_string(L, 0, _, _, "   +"), Lines, Rules),
    Rules = [Rule|_],
    string_length(Rule, Width),
    forall(( member(Line, Lines), sub_string(Line, 0, _, _, " a |") ),
           ( re_visible_length(Line, Visible), Visible >= Width )).

re_visible_length(Line, Length) :-
    split_string(Line, "\e", "", [First|Parts]),
    maplist([P, Rest]>>( sub_string(P, Before, 1, _, "m")
                         ->  B1 is Before + 1, sub_string(P, B1, _, 0, Rest)
                         ;   Rest = P ), Parts, Visible),
    atomic_list_concat([First|Visible], Text),
    atom_length(Text, Length).

test(unknown_style, [error(domain_error(display, sepia))]) :-
    set_display(sepia).

test(without_a_terminal_colour_is_not_offered) :-
    available_displays(Styles),
    memberchk(plain, Styles),
    (   stream_property(user_output, tty(true))
    ->  true
    ;   \+ memberchk(colour, Styles)
    ).

:- end_tests(display_styles).

%   Counts in words (issue 42, item 9): one move, one node, one ply, not
%   "1 moves"; the demos' figures and the loop's saved-game lines.

:- use_module('../../prolog/tabuleiro/view/level_report').
:- use_module('../../prolog/tabuleiro/message_text').
:- use_module('../../prolog/demo', []).

:- begin_tests(counts_in_words).

test(one_and_many) :-
    counted(1, move, One),
    counted(4595, node, Many),
    counted(2, ply/plies, Plies),
    assertion(One == '1 move'),
    assertion(Many == '4,595 nodes'),
    assertion(Plies == '2 plies').

test(a_search_of_one_node) :-
    search_figures(search(0, 1, 1, 0.5), Text),
    assertion(sub_atom(Text, 0, _, _, '1 node in ')).

test(a_demo_answer_of_one_move) :-
    with_output_to(string(Screen),
                   tabuleiro_demo:show_answer(c, [drop(1-1)], 1.0e-6, 0.01)),
    assertion(sub_string(Screen, _, _, _, "1 move ")),
    assertion(\+ sub_string(Screen, _, _, _, "1 moves")).

:- end_tests(counts_in_words).
