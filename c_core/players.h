/* The computer's simple levels, the same for every game. */
#ifndef TB_PLAYERS_H
#define TB_PLAYERS_H

#include "game.h"
#include "rng.h"

/* Level 1: any legal move, uniformly; 0 if there is none. */
tb_move tb_choose_random(const tb_game *game, const tb_position *pos, tb_rng *rng);
/* Level 2: a move whose resulting position the mover values most, ties
 * broken at random; `value` receives that value. 0 if there is no move. */
tb_move tb_choose_greedy(const tb_game *game, const tb_position *pos, tb_rng *rng,
                         int *value);

#endif
