/* Shi (reports/rules/shi.md) on 64-bit bitboards.
 *
 * Cell index = 8 * (row - 1) + (col - 1): row 1 (Ninja's home row, shown at
 * the top) is bits 0..7, so 1-1 is bit 0 and 8-8 bit 63, and indices grow
 * in the standard order of the Row-Col terms. Player 0 is Samurai (moves
 * first, home row 8), player 1 Ninja.
 * Position layout: bits[0] Samurai pieces, bits[1] Ninja pieces, bits[2] the
 * Zobrist key of the board and player to move, kept up to date by apply.
 *
 * A position is possible when the player to move has 4 to 8 pieces and the
 * other player 5 to 8: captures take one piece at a time and the game ends
 * as soon as a side is down to 4, so nobody ever has fewer than 4, and the
 * player who has just moved cannot be the one down to 4.
 */
#ifndef TB_SHI_H
#define TB_SHI_H

#include "game.h"

#define SHI_SIDE 8
#define SHI_CELLS 64
#define SHI_ARMY 8     /* pieces of each side at the start */
#define SHI_BEATEN 4   /* a side down to this many pieces has lost */

enum shi_cell { SHI_EMPTY = 0, SHI_SAMURAI = 1, SHI_NINJA = 2 };

/* The evaluation's weights (see shi_evaluate in shi.c). */
enum shi_weight { SHI_PIECE = 1000, SHI_ATTACK = 10, SHI_MOBILITY = 1 };

extern const tb_game tb_shi;

/* Builds a position from 64 cells (row by row); 0 and a message when no
 * game can reach it (see above). */
int shi_from_cells(const uint8_t cells[SHI_CELLS], int to_move, uint32_t rules,
                   tb_position *pos, tb_error *err);
/* SHI_EMPTY, SHI_SAMURAI or SHI_NINJA. */
int shi_cell(const tb_position *pos, int index);

tb_move shi_move(int from, int to);
int shi_move_from(tb_move move);
int shi_move_to(tb_move move);

#endif
