/* Shakti (reports/rules/shakti.md) on bitboards with a guard row.
 *
 * Cell index = 8 * column + row, both counted from 0: a1 is bit 0, a7 bit 6,
 * b1 bit 8, g7 bit 54. Bit 7 of every column is a guard that is never a
 * cell (John Tromp's Connect-4 layout): a step off the board in any of the 8
 * directions lands on a guard bit or outside 0..55, so a walk along a line
 * never wraps round an edge. Cells in index order are also cells in the
 * order of their atoms (a1 < a2 < ... < a7 < b1), which puts the moves in
 * the standard order of their terms for free.
 *
 * Player 0 is White (moves first), player 1 Black.
 * Position layout: bits[0] the tiles (a piece always stands on a tile),
 * bits[1] White's pieces, bits[2] Black's pieces, bits[3] the Zobrist key
 * of the whole position, kept up to date by apply; small[0] and small[1]
 * the cells of White's and Black's King.
 */
#ifndef TB_SHAKTI_H
#define TB_SHAKTI_H

#include "game.h"

#define SHAKTI_SIDE 7
#define SHAKTI_CELLS 49
#define SHAKTI_WARRIORS 2 /* per side at the start; Warriors are only lost */
#define SHAKTI_INDICES 56 /* every cell index is below this (guards included) */

enum shakti_rule { SHAKTI_FULL_BOARD = 1u << 0 };

/* What a cell holds, as in the board term. */
enum shakti_cell {
    SHAKTI_HOLE = 0,       /* empty */
    SHAKTI_TILE,           /* tile */
    SHAKTI_WHITE_KING,     /* king-white */
    SHAKTI_WHITE_WARRIOR,  /* warrior-white */
    SHAKTI_BLACK_KING,     /* king-black */
    SHAKTI_BLACK_WARRIOR   /* warrior-black */
};

/* The pass, the only move of a player who must pass. */
#define SHAKTI_PASS ((tb_move)1 << 16)

extern const tb_game tb_shakti;

/* Index of the cell in column `col` and row `row`, both 0..6 (a1: 0, 0). */
int shakti_square(int col, int row);

/* Builds a position from 49 cells in reading order (row 7 from a to g
 * first, row 1 last); 0 and a message when the rules could not have
 * produced it. */
int shakti_from_cells(const uint8_t cells[SHAKTI_CELLS], int to_move,
                      uint32_t rules, tb_position *pos, tb_error *err);
/* What the cell of index `square` holds (enum shakti_cell). */
int shakti_cell(const tb_position *pos, int square);

tb_move shakti_move(int from, int to);
/* The cells of a move other than the pass. */
int shakti_move_from(tb_move move);
int shakti_move_to(tb_move move);

/* Is an enemy Warrior the first tile `player`'s King sees on some line? */
int shakti_in_check(const tb_position *pos, int player);

#endif
