:- module(tabuleiro_piece_glyphs,
          [ letter_labels/2,        % +Count, -Labels
            chess_piece/4           % ?Piece, ?Side, ?Letter, ?Glyph
          ]).
:- encoding(utf8).

/** <module> Letters and glyphs the games' views share

What a game's view (prolog/tabuleiro/GAME/view.pl) may use to answer the
view hooks of the plug-in: the letters of rows and columns, and the
letters and Unicode glyphs of chess-like pieces.
*/

%!  letter_labels(+Count, -Labels) is det.
%
%   Labels are the letters a, b, ... of Count rows or columns, for a
%   game's view_labels/5.

letter_labels(Count, Labels) :-
    findall(Label, ( between(1, Count, I), Code is 0'a + I - 1, char_code(Label, Code) ),
            Labels).

%!  chess_piece(?Piece, ?Side, ?Letter, ?Glyph) is nondet.
%
%   The letter and the Unicode glyph of a chess-like Piece of Side
%   (`white` or `black`), for the view_piece/5 of games with such pieces.

chess_piece(Piece, Side, Letter, Glyph) :-
    chess_glyphs(Piece, Upper, White, Black),
    side_letter(Side, Upper, Letter),
    side_glyph(Side, White, Black, Glyph).

chess_glyphs(king,    'K', '♔', '♚').
chess_glyphs(queen,   'Q', '♕', '♛').
chess_glyphs(rook,    'R', '♖', '♜').
chess_glyphs(bishop,  'B', '♗', '♝').
chess_glyphs(knight,  'N', '♘', '♞').
chess_glyphs(pawn,    'P', '♙', '♟').
chess_glyphs(warrior, 'W', '♙', '♟').

side_letter(white, Upper, Upper).
side_letter(black, Upper, Lower) :-
    downcase_atom(Upper, Lower).

side_glyph(white, White, _, White).
side_glyph(black, _, Black, Black).
