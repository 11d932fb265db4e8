#include "players.h"

int tb_max_level(const tb_game *game) {
    return game->perfect_move ? TB_LEVEL_PERFECT : TB_LEVEL_SEARCH;
}

tb_move tb_choose_random(const tb_game *game, const tb_position *pos, tb_rng *rng) {
    tb_move_list list;
    game->generate(pos, &list);
    return list.count ? list.moves[tb_rng_below(rng, (uint32_t)list.count)] : 0;
}

tb_move tb_choose_greedy(const tb_game *game, const tb_position *pos, tb_rng *rng,
                         int *value) {
    tb_move_list list;
    game->generate(pos, &list);
    tb_move chosen = 0;
    int ties = 0;
    for (int i = 0; i < list.count; i++) {
        tb_position child = *pos;
        game->apply(&child, list.moves[i]);
        int v = game->evaluate(&child, pos->to_move);
        if (ties == 0 || v > *value) {
            *value = v;
            chosen = list.moves[i];
            ties = 1;
        } else if (v == *value && tb_rng_below(rng, (uint32_t)++ties) == 0) {
            chosen = list.moves[i]; /* reservoir choice among the ties */
        }
    }
    return chosen;
}
