#include "perft.h"

/* Positions whose moves are generated between two questions to the
 * interrupt: about a millisecond in the game with the most moves. */
#define CHECK_INTERVAL 256

typedef struct perft_context {
    const tb_game *game;
    const tb_interrupt *interrupt;
    uint64_t generated;
    int stopped;
} perft_context;

static uint64_t count(perft_context *ctx, const tb_position *pos, int depth) {
    if (depth <= 0) return 1;
    if (++ctx->generated % CHECK_INTERVAL == 0 && tb_interrupt_requested(ctx->interrupt))
        ctx->stopped = 1;
    if (ctx->stopped) return 0;
    tb_move_list list;
    ctx->game->generate(pos, &list);
    /* Bulk counting: the last ply needs the number of moves, not the moves. */
    if (depth == 1) return (uint64_t)list.count;
    uint64_t nodes = 0;
    for (int i = 0; i < list.count && !ctx->stopped; i++) {
        tb_position child = *pos;
        ctx->game->apply(&child, list.moves[i]);
        nodes += count(ctx, &child, depth - 1);
    }
    return nodes;
}

int tb_perft_interruptible(const tb_game *game, const tb_position *pos, int depth,
                           const tb_interrupt *interrupt, uint64_t *nodes) {
    perft_context ctx = {.game = game, .interrupt = interrupt};
    *nodes = count(&ctx, pos, depth);
    return !ctx.stopped;
}

uint64_t tb_perft(const tb_game *game, const tb_position *pos, int depth) {
    uint64_t nodes;
    tb_perft_interruptible(game, pos, depth, NULL, &nodes);
    return nodes;
}
