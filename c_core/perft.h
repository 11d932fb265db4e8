/* Perft: the number of move sequences of a given length, the standard
 * check of a move generator; positions over by the rules have no children. */
#ifndef TB_PERFT_H
#define TB_PERFT_H

#include "game.h"
#include "interrupt.h"

uint64_t tb_perft(const tb_game *game, const tb_position *pos, int depth);

/* The same count, asking `interrupt` every few thousand positions whether
 * to stop: 1 and the count in `nodes`, or 0 if it was told to stop. */
int tb_perft_interruptible(const tb_game *game, const tb_position *pos, int depth,
                           const tb_interrupt *interrupt, uint64_t *nodes);

#endif
