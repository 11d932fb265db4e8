/* The computer's levels, numbered alike in the C core and in Prolog
 * (game_level/3): 1 random, 2 greedy, 3 search (search.h), 4 perfect
 * play, in a game that has it (tb_game.perfect_move). The simple levels
 * are written here, once for every game. */
#ifndef TB_PLAYERS_H
#define TB_PLAYERS_H

#include "game.h"
#include "rng.h"

enum { TB_LEVEL_RANDOM = 1, TB_LEVEL_GREEDY, TB_LEVEL_SEARCH, TB_LEVEL_PERFECT };

/* The highest level `game` plays. */
int tb_max_level(const tb_game *game);

/* Level 1: any legal move, uniformly; 0 if there is none. */
tb_move tb_choose_random(const tb_game *game, const tb_position *pos, tb_rng *rng);
/* Level 2: a move whose resulting position the mover values most, ties
 * broken at random; `value` receives that value. 0 if there is no move. */
tb_move tb_choose_greedy(const tb_game *game, const tb_position *pos, tb_rng *rng,
                         int *value);

#endif
