/* What several suites of the C core ask of a game, written once:
 * positions read from their notation, moves found by their text, and
 * notation that must be refused. Each fails the running test (Check's
 * ck_assert) where the text is not what it should be. */
#ifndef TB_TEST_HELPERS_H
#define TB_TEST_HELPERS_H

#include <stdint.h>

#include "game.h"

/* Parses `notation` under `rules` or fails the running test. */
tb_position position_of(const tb_game *game, const char *notation, uint32_t rules);

/* The legal move of `pos` that `game` writes as `text`, or 0. */
tb_move find_move(const tb_game *game, const tb_position *pos, const char *text);

/* `notation` is refused under `rules` with a message: one that mentions
 * `words`, or any message that is not empty when `words` is NULL. */
void notation_rejected(const tb_game *game, const char *notation, uint32_t rules,
                       const char *words);

#endif
