/* Perft: the number of move sequences of a given length, the standard
 * check of a move generator; positions over by the rules have no children. */
#ifndef TB_PERFT_H
#define TB_PERFT_H

#include "game.h"

uint64_t tb_perft(const tb_game *game, const tb_position *pos, int depth);

#endif
