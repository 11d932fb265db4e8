:- module(tabuleiro_display_style,
          [ set_display/1,          % +Style
            current_display/1,      % -Style
            available_displays/1,   % -Styles
            display_label/2,        % ?Style, ?Label
            painted/3,              % +Colour, +Text, -Painted
            remember_display/1,     % +Style
            with_marked_cells/2,    % +Cells, :Goal
            cell_marks/3            % +Row-Col, -Left, -Right
          ]).
:- encoding(utf8).
:- use_module(library(apply)).
:- use_module(library(error)).

/** <module> How boards are drawn

The style of every game's board display, chosen in the menu or with
set_display/1 at the `?-` prompt:

  - `plain`: the course documents' letters (the default);
  - `unicode`: symbols such as `●` and chess glyphs;
  - `colour`: the symbols of `unicode`, coloured with ANSI escapes.

The games ask current_display/1 how to draw a piece and painted/3 to
colour it; the menu offers only what the terminal can show.

The style is the Prolog flag `tabuleiro_display` of the thread (threads
inherit it from the thread that creates them), so one thread changing it
changes no other's.  The style chosen in the menu is remembered for the
next session (remember_display/1), in `tabuleiro/display` of the XDG
configuration folder (`~/.config`, or TABULEIRO_CONFIG_DIR).
*/

:- create_prolog_flag(tabuleiro_display, plain, [type(atom), keep(true)]).

:- meta_predicate with_marked_cells(+, 0).

:- thread_local marked_cell/1.

%!  with_marked_cells(+Cells, :Goal) is semidet.
%
%   Runs Goal, a board display, with Cells (each Row-Col of the board
%   term, from 1) marked: the cross-check marks where two positions
%   differ.

with_marked_cells(Cells, Goal) :-
    setup_call_cleanup(forall(member(Cell, Cells), assertz(marked_cell(Cell))),
                       once(Goal),
                       retractall(marked_cell(_))).

%!  cell_marks(+Row-Col, -Left, -Right) is det.
%
%   What a display draws on each side of the cell's picture, in place
%   of a space: `>` and `<` around a marked cell.

cell_marks(Cell, Left, Right) :-
    (   marked_cell(Cell)
    ->  Left = '>', Right = '<'
    ;   Left = ' ', Right = ' '
    ).

%!  set_display(+Style) is det.
%
%   Draws the boards in Style: `plain`, `unicode` or `colour`.
%
%   @error domain_error(display, Style) for another style.

set_display(Style) :-
    must_be(nonvar, Style),
    (   display_label(Style, _)
    ->  true
    ;   domain_error(display, Style)
    ),
    set_prolog_flag(tabuleiro_display, Style).

%!  current_display(-Style) is det.
%
%   Style is the display style in use.

current_display(Style) :-
    current_prolog_flag(tabuleiro_display, Style).

%!  remember_display(+Style) is det.
%
%   Keeps Style for the next sessions; a folder that cannot be written
%   only means it is not remembered.

remember_display(Style) :-
    (   display_file(File)
    ->  catch(( file_directory_name(File, Dir),
                make_directory_path(Dir),
                setup_call_cleanup(open(File, write, Out),
                                   format(Out, "~w~n", [Style]),
                                   close(Out))
              ),
              _, true)
    ;   true
    ).

display_file(File) :-
    (   getenv('TABULEIRO_CONFIG_DIR', Dir),
        Dir \== ''
    ->  true
    ;   getenv('XDG_CONFIG_HOME', Config),
        Config \== ''
    ->  directory_file_path(Config, tabuleiro, Dir)
    ;   getenv('HOME', Home),
        Home \== '',
        directory_file_path(Home, '.config/tabuleiro', Dir)
    ),
    directory_file_path(Dir, display, File).

%   The remembered style is taken up when the terminal can show it.

take_up_remembered_display :-
    (   display_file(File),
        catch(read_file_to_string(File, Text, []), _, fail),
        normalize_space(atom(Style), Text),
        available_displays(Styles),
        memberchk(Style, Styles)
    ->  set_display(Style)
    ;   true
    ).

%!  display_label(?Style, ?Label) is nondet.
%
%   Label describes Style in the menu.

display_label(plain, 'letters, as in the course').
display_label(unicode, 'Unicode symbols').
display_label(colour, 'Unicode symbols in colour').

%!  available_displays(-Styles) is det.
%
%   Styles are the styles the terminal of user_output can show: Unicode
%   needs a Unicode encoding, colour a terminal that is not dumb (and no
%   NO_COLOR in the environment).

available_displays(Styles) :-
    include(supported, [plain, unicode, colour], Styles).

supported(plain).
supported(unicode) :-
    stream_property(user_output, encoding(Encoding)),
    memberchk(Encoding, [utf8, unicode_be, unicode_le, wchar_t]).
supported(colour) :-
    supported(unicode),
    stream_property(user_output, tty(true)),
    \+ getenv('TERM', dumb),
    \+ getenv('NO_COLOR', _).

%!  painted(+Colour, +Text, -Painted) is det.
%
%   Painted is Text in Colour (`red`, `blue`, `yellow` or `cyan`) when
%   the display is `colour`, and Text itself otherwise.  The escapes
%   take no room on the screen, so the caller lays out Text.

painted(Colour, Text, Painted) :-
    (   current_display(colour)
    ->  colour_code(Colour, Code),
        format(atom(Painted), "\e[~wm~w\e[0m", [Code, Text])
    ;   Painted = Text
    ).

colour_code(red, '1;31').
colour_code(blue, '1;34').
colour_code(yellow, '1;33').
colour_code(cyan, '1;36').

:- initialization(take_up_remembered_display).
