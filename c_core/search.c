#include "search.h"

#include <stdlib.h>
#include <time.h>

#include "rng.h"

#define DEFAULT_TABLE_BITS 20
#define MAX_PLY (TB_MAX_DEPTH + 1)
/* Scores beyond this are wins or losses found by the search. */
#define DECIDED (TB_WIN_SCORE - 1000)
#define TIME_CHECK_INTERVAL 4096

enum bound { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

typedef struct table_entry {
    uint64_t key;
    tb_move move;
    int32_t score;
    int8_t depth;
    uint8_t bound;
} table_entry;

typedef struct search_context {
    const tb_game *game;
    table_entry *table;
    uint64_t table_mask;
    uint64_t nodes;
    double deadline; /* seconds on the monotonic clock; 0: none */
    int stopped;
    uint64_t path[MAX_PLY]; /* hashes of the positions on the current line */
} search_context;

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int tb_score_plies(int score) {
    if (score > DECIDED) return TB_WIN_SCORE - score;
    if (score < -DECIDED) return TB_WIN_SCORE + score;
    return 0;
}

/* Table scores of decided positions count plies from the stored node, not
 * from the root, so they stay true wherever the node is met again. */
static int score_to_table(int score, int ply) {
    return score > DECIDED ? score + ply : score < -DECIDED ? score - ply : score;
}

static int score_from_table(int score, int ply) {
    return score > DECIDED ? score - ply : score < -DECIDED ? score + ply : score;
}

static int out_of_time(search_context *ctx) {
    if (ctx->deadline > 0 && ctx->nodes % TIME_CHECK_INTERVAL == 0 &&
        now_seconds() >= ctx->deadline)
        ctx->stopped = 1;
    return ctx->stopped;
}

/* Score of a position the rules have ended, for the player to move. */
static int final_score(tb_status status, int to_move, int ply) {
    if (status == TB_DRAW) return 0;
    int mover_won = (status == TB_WIN_FIRST) == (to_move == 0);
    return mover_won ? TB_WIN_SCORE - ply : -(TB_WIN_SCORE - ply);
}

/* A position already on the current line with the same player to move is
 * scored as a draw: playing on can only repeat it. */
static int repeats_on_path(const search_context *ctx, uint64_t key, int ply) {
    for (int i = ply - 2; i >= 0; i -= 2)
        if (ctx->path[i] == key) return 1;
    return 0;
}

static void put_first(tb_move_list *list, tb_move move) {
    for (int i = 0; i < list->count; i++) {
        if (list->moves[i] == move) {
            for (; i > 0; i--) list->moves[i] = list->moves[i - 1];
            list->moves[0] = move;
            return;
        }
    }
}

static void store(search_context *ctx, uint64_t key, int depth, int score,
                  int ply, enum bound bound, tb_move move) {
    table_entry *e = &ctx->table[key & ctx->table_mask];
    *e = (table_entry){key, move, score_to_table(score, ply), (int8_t)depth,
                       (uint8_t)bound};
}

static int negamax(search_context *ctx, const tb_position *pos, int depth,
                   int alpha, int beta, int ply) {
    const tb_game *game = ctx->game;
    ctx->nodes++;
    tb_status status = game->status(pos);
    if (status != TB_ONGOING) return final_score(status, pos->to_move, ply);
    uint64_t key = game->hash(pos);
    if (repeats_on_path(ctx, key, ply)) return 0;
    if (depth == 0 || ply >= TB_MAX_DEPTH) return game->evaluate(pos, pos->to_move);
    if (out_of_time(ctx)) return 0;

    table_entry *e = &ctx->table[key & ctx->table_mask];
    tb_move table_move = 0;
    if (e->key == key) {
        table_move = e->move;
        int score = score_from_table(e->score, ply);
        if (e->depth >= depth &&
            (e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && score >= beta) ||
             (e->bound == BOUND_UPPER && score <= alpha)))
            return score;
    }
    tb_move_list list;
    game->generate(pos, &list);
    /* A player left without a move loses, unless the game's status says
     * otherwise (games with passes generate the pass as a move). */
    if (list.count == 0) return -(TB_WIN_SCORE - ply);
    if (table_move) put_first(&list, table_move);

    ctx->path[ply] = key;
    int original_alpha = alpha, best = -TB_WIN_SCORE - 1;
    tb_move best_move = list.moves[0];
    for (int i = 0; i < list.count; i++) {
        tb_position child = *pos;
        game->apply(&child, list.moves[i]);
        int score = -negamax(ctx, &child, depth - 1, -beta, -alpha, ply + 1);
        if (ctx->stopped) return 0;
        if (score > best) {
            best = score;
            best_move = list.moves[i];
        }
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
    }
    enum bound bound = best <= original_alpha ? BOUND_UPPER
                       : best >= beta          ? BOUND_LOWER
                                               : BOUND_EXACT;
    store(ctx, key, depth, best, ply, bound, best_move);
    return best;
}

static void shuffle(tb_move_list *list, uint64_t seed) {
    tb_rng rng = tb_rng_seeded(seed);
    for (int i = list->count - 1; i > 0; i--) {
        int j = (int)tb_rng_below(&rng, (uint32_t)i + 1);
        tb_move t = list->moves[i];
        list->moves[i] = list->moves[j];
        list->moves[j] = t;
    }
}

/* One full-width iteration at the root; returns 0 if time ran out. */
static int search_root(search_context *ctx, const tb_position *pos,
                       tb_move_list *moves, int depth, int *score) {
    int alpha = -TB_WIN_SCORE - 1, best_index = 0;
    ctx->path[0] = ctx->game->hash(pos);
    for (int i = 0; i < moves->count; i++) {
        tb_position child = *pos;
        ctx->game->apply(&child, moves->moves[i]);
        int value = -negamax(ctx, &child, depth - 1, -TB_WIN_SCORE - 1, -alpha, 1);
        if (ctx->stopped) return 0;
        if (value > alpha) {
            alpha = value;
            best_index = i;
        }
    }
    put_first(moves, moves->moves[best_index]);
    *score = alpha;
    return 1;
}

int tb_search(const tb_game *game, const tb_position *pos,
              const tb_search_limits *limits, tb_search_result *result) {
    int bits = limits->table_bits > 0 ? limits->table_bits : DEFAULT_TABLE_BITS;
    search_context ctx = {.game = game, .table_mask = (1ull << bits) - 1};
    ctx.table = calloc((size_t)1 << bits, sizeof *ctx.table);
    if (!ctx.table) return 0;
    double start = now_seconds();
    if (limits->time_ms > 0) ctx.deadline = start + (double)limits->time_ms / 1000.0;
    int max_depth = limits->max_depth > 0 && limits->max_depth < TB_MAX_DEPTH
                        ? limits->max_depth : TB_MAX_DEPTH;

    tb_move_list moves;
    game->generate(pos, &moves);
    shuffle(&moves, limits->seed);
    *result = (tb_search_result){.best = moves.count ? moves.moves[0] : 0};
    for (int depth = 1; moves.count && depth <= max_depth; depth++) {
        int score;
        if (!search_root(&ctx, pos, &moves, depth, &score)) break;
        result->best = moves.moves[0];
        result->score = score;
        result->depth = depth;
        if (score > DECIDED || score < -DECIDED) break; /* the outcome is proved */
    }
    result->nodes = ctx.nodes;
    result->seconds = now_seconds() - start;
    free(ctx.table);
    return 1;
}
