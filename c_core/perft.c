#include "perft.h"

uint64_t tb_perft(const tb_game *game, const tb_position *pos, int depth) {
    if (depth <= 0) return 1;
    tb_move_list list;
    game->generate(pos, &list);
    /* Bulk counting: the last ply needs the number of moves, not the moves. */
    if (depth == 1) return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count; i++) {
        tb_position child = *pos;
        game->apply(&child, list.moves[i]);
        nodes += tb_perft(game, &child, depth - 1);
    }
    return nodes;
}
