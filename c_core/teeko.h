/* Teeko (reports/rules/teeko.md) on 25-bit bitboards.
 *
 * Cell index = 5 * (row - 1) + (col - 1): row a is 1, so a1 is bit 0 and e5
 * bit 24. Player 0 is Black (moves first), player 1 White.
 * Position layout: bits[0] Black markers, bits[1] White markers, bits[2] the
 * Zobrist key of the board and player to move, kept up to date by apply.
 */
#ifndef TB_TEEKO_H
#define TB_TEEKO_H

#include "game.h"

#define TEEKO_SIDE 5
#define TEEKO_CELLS 25
#define TEEKO_MARKERS 4
#define TEEKO_CENTRE 12 /* c3 */

enum teeko_rule { TEEKO_ADVANCED = 1u << 0, TEEKO_CENTRE_BAN = 1u << 1 };
enum teeko_cell { TEEKO_EMPTY = 0, TEEKO_BLACK = 1, TEEKO_WHITE = 2 };

extern const tb_game tb_teeko;

/* Builds a position from 25 cells (row by row); 0 and a message when the
 * rules could not have produced it (see the rules file's invariants). */
int teeko_from_cells(const uint8_t cells[TEEKO_CELLS], int to_move,
                     uint32_t rules, tb_position *pos, tb_error *err);
/* TEEKO_EMPTY, TEEKO_BLACK or TEEKO_WHITE. */
int teeko_cell(const tb_position *pos, int index);

tb_move teeko_drop(int cell);
tb_move teeko_step(int from, int to);
/* The cell a move leaves: -1 for a drop. */
int teeko_move_from(tb_move move);
int teeko_move_to(tb_move move);

/* The 8 neighbours of a cell, without wrapping round the board's edges. */
uint32_t teeko_neighbours(int cell);

/* Number of winning patterns the rules select (44 or 58) and the i-th one. */
int teeko_pattern_count(uint32_t rules);
uint32_t teeko_pattern(uint32_t rules, int i);

#endif
