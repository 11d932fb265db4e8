/* Game-independent search: negamax with alpha-beta pruning (principal
 * variation search), iterative deepening, a transposition table keyed by the
 * game's Zobrist hash, and move ordering by table move, forcing moves,
 * killer moves and a history heuristic, late-move reductions, aspiration
 * windows, mate distance pruning, and where a game offers the hooks a
 * check extension and null-move pruning. */
#ifndef TB_SEARCH_H
#define TB_SEARCH_H

#include "game.h"
#include "interrupt.h"

#define TB_MAX_DEPTH 64

typedef struct tb_search_limits {
    int max_depth;   /* plies, 1..TB_MAX_DEPTH; 0 means TB_MAX_DEPTH */
    int64_t time_ms; /* wall-clock budget; 0 means none */
    uint64_t seed;   /* orders equal root moves; same seed, same answer */
    int table_bits;  /* transposition table of 2^bits entries; 0: default */
    const tb_interrupt *interrupt; /* polled with the clock; NULL: none */
} tb_search_limits;

typedef struct tb_search_result {
    tb_move best;    /* 0 when the position has no legal move */
    int score;       /* for the player to move; TB_WIN_SCORE - n: win in n plies */
    int depth;       /* deepest iteration completed */
    uint64_t nodes;  /* positions visited, leaves included */
    double seconds;
    int interrupted; /* the interrupt asked to stop: `best` is provisional */
    /* The principal variation, `best` first: then in each position the
     * move the transposition table keeps for it, while that move is legal,
     * the game goes on and no position repeats; at most `depth` moves
     * (one when no depth was completed). */
    tb_move line[TB_MAX_DEPTH];
    int line_length;
} tb_search_result;

/* Searches `pos`; 0 if the transposition table could not be allocated.
 * With a depth limit and no time limit the result depends only on the
 * position, the limits and the seed. */
int tb_search(const tb_game *game, const tb_position *pos,
              const tb_search_limits *limits, tb_search_result *result);

/* Plies to the end of a game the search has proved won or lost, else 0. */
int tb_score_plies(int score);

#endif
