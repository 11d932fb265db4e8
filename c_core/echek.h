/* Echek (reports/rules/echek.md) on an 8x8 bitboard window.
 *
 * The table has no fixed board: the pieces' bounding box moves with every
 * turn. The core keeps them in an 8x8 window, bit 8 * row + col, always
 * shifted so that the bounding box starts at row 1, column 1. Every legal
 * position's box is at most 6x6 (4x4, plus two Bishops outside it under
 * draft_bishop), so the window holds the box and the one-cell margin around
 * it: the rules files' frame. Frame cell Row-Col (1-based) is window cell
 * (Row - 1, Col - 1), and every move of a position lands in its frame.
 *
 * Player 0 is White (moves first), player 1 Black.
 * Position layout: bits[0] White's pieces on the table, bits[1] Black's;
 * small[colour * ECHEK_PIECES + piece] is the window cell of that piece,
 * or ECHEK_RESERVE, or ECHEK_REMOVED (a Queen that has left the game);
 * small[ECHEK_SWAPS] has bit c set while colour c may still swap.
 */
#ifndef TB_ECHEK_H
#define TB_ECHEK_H

#include "game.h"

#define ECHEK_SIDE 8
#define ECHEK_RESERVE 64
#define ECHEK_REMOVED 65
#define ECHEK_SWAPS 12

/* In the alphabetical order of their names, which is the order of terms. */
enum echek_piece {
    ECHEK_BISHOP, ECHEK_KING, ECHEK_KNIGHT, ECHEK_PAWN, ECHEK_QUEEN, ECHEK_ROOK,
    ECHEK_PIECES
};
enum echek_colour { ECHEK_WHITE, ECHEK_BLACK };
enum echek_rule { ECHEK_DRAFT_BISHOP = 1u << 0 };
/* place(P, C) is ECHEK_PLACE; place(bishop, C, recall(C2)) ECHEK_RECALL;
 * place(pawn, C, C2) ECHEK_STEP. */
enum echek_move_kind {
    ECHEK_PASS = 1, ECHEK_SWAP, ECHEK_MOVE, ECHEK_PLACE, ECHEK_RECALL, ECHEK_STEP
};

extern const tb_game tb_echek;

/* A position as a term or a notation describes it, before the rules have
 * judged it: the frame's size, and how often each piece is listed where. */
typedef struct echek_setup {
    int rows, cols;                          /* the frame, margin included */
    int on_table[2][ECHEK_PIECES];           /* times listed on the table */
    int row[2][ECHEK_PIECES], col[2][ECHEK_PIECES]; /* 0-based frame cell */
    int in_reserve[2][ECHEK_PIECES];
    int swaps[2];                            /* times listed as able to swap */
    int pieces, min_row, max_row, min_col, max_col; /* all listed table pieces */
} echek_setup;

enum echek_setup_result { ECHEK_IMPOSSIBLE = 0, ECHEK_BUILT = 1, ECHEK_BAD_FRAME = 2 };

void echek_setup_init(echek_setup *s, int rows, int cols);
void echek_setup_table(echek_setup *s, int colour, int piece, int row, int col);
void echek_setup_reserve(echek_setup *s, int colour, int piece);
void echek_setup_swap(echek_setup *s, int colour);
/* ECHEK_BUILT, or ECHEK_BAD_FRAME when the frame is not the pieces' box
 * plus one empty cell on every side, or ECHEK_IMPOSSIBLE when the rules
 * could not have produced the position; a message says why. */
int echek_from_setup(const echek_setup *s, int to_move, uint32_t rules,
                     tb_position *pos, tb_error *err);

/* The frame of a position: its size and, for each cell (row * cols + col),
 * -1 or colour * ECHEK_PIECES + piece. */
void echek_frame(const tb_position *pos, int *rows, int *cols,
                 int8_t cells[ECHEK_SIDE * ECHEK_SIDE]);
/* Where a piece is: a window cell, ECHEK_RESERVE or ECHEK_REMOVED. */
int echek_location(const tb_position *pos, int colour, int piece);
int echek_can_swap(const tb_position *pos, int colour);

/* Moves; cells are window cells. echek_cell is -1 for a frame cell
 * (1-based) outside the window: no move goes there. */
tb_move echek_move(int kind, int piece, int cell, int cell2);
int echek_move_kind(tb_move move);
int echek_move_piece(tb_move move);
int echek_move_cell(tb_move move);
int echek_move_cell2(tb_move move);
int echek_cell(long row, long col);
int echek_cell_row(int cell); /* 1-based frame row */
int echek_cell_col(int cell);

#endif
