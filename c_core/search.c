#include "search.h"

#include <stdlib.h>

#include "clock.h"
#include "rng.h"

#define DEFAULT_TABLE_BITS 20
#define MAX_PLY (TB_MAX_DEPTH + 1)
/* Scores beyond this are wins or losses found by the search. */
#define DECIDED (TB_WIN_SCORE - 1000)
#define INFINITE (TB_WIN_SCORE + 1)
/* The clock and the interrupt are looked at every CHECK_INTERVAL nodes,
 * leaves included: a fraction of a millisecond in every game, so a search
 * stops within a millisecond or two of its limit whatever the branching. */
#define CHECK_INTERVAL 256
#define HISTORY_BITS 12
#define HISTORY_LIMIT (1 << 24)
/* Late move reductions: a quiet move at index LMR_FIRST or later of its
 * node (counting from 0, in the order tried), at depth LMR_DEPTH or more,
 * is first searched one ply shallower; at index LMR_LATE or later, at
 * depth LMR_DEEP or more, two plies. A reduced move that beats alpha is
 * searched again at full depth. These values halve the nodes of the
 * bench positions (make bench) against one ply later each. */
#define LMR_FIRST 2
#define LMR_DEPTH 2
#define LMR_LATE 6
#define LMR_DEEP 4
/* Aspiration windows: from ASPIRATION_DEPTH on, an iteration first looks
 * for a score within ASPIRATION of the last one's. */
#define ASPIRATION_DEPTH 3
#define ASPIRATION 50
/* Null-move pruning: a node at depth NULL_MOVE_DEPTH or more whose
 * opponent, moving twice in a row, still cannot get below beta within
 * NULL_MOVE_REDUCTION plies fewer is cut off. */
#define NULL_MOVE_REDUCTION 2
#define NULL_MOVE_DEPTH (NULL_MOVE_REDUCTION + 1)

/* Move ordering keys, tried highest first; quiet moves by their history. */
enum { ORDER_TABLE = 1 << 30, ORDER_FORCING = 1 << 29, ORDER_KILLER = 1 << 28 };

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
    /* No new iteration starts after this: it would seldom finish, as each
     * takes longer than all the earlier ones together. */
    double last_start;
    const tb_interrupt *interrupt;
    int stopped;
    int interrupted;
    int iteration_depth; /* the depth the root is being searched to */
    uint64_t path[MAX_PLY];      /* hashes of the positions on the current line */
    uint8_t passed[MAX_PLY];     /* the move played at this ply was a null move */
    tb_move killers[MAX_PLY][2]; /* quiet moves that refuted a sibling line */
    int32_t history[2][1 << HISTORY_BITS]; /* per player: cutoffs by quiet moves */
} search_context;

/* The moves of one node with their ordering keys, handed out best first. */
typedef struct ordered_moves {
    tb_move_list list;
    int32_t keys[TB_MAX_MOVES];
    int next;
} ordered_moves;

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

/* Counts a node; every CHECK_INTERVAL nodes asks the clock and the
 * interrupt whether to stop. */
static int count_node_and_check(search_context *ctx) {
    if (++ctx->nodes % CHECK_INTERVAL == 0 && !ctx->stopped) {
        if (tb_interrupt_requested(ctx->interrupt)) ctx->stopped = ctx->interrupted = 1;
        else if (ctx->deadline > 0 && tb_now_seconds() >= ctx->deadline) ctx->stopped = 1;
    }
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

/* Check extension: a player in check has few replies, so its node is
 * searched one ply further and a run of checks is read on to its mate
 * rather than cut at the horizon. Not at the horizon itself (depth 0),
 * where a check that is not mate is scored as it stands: extending there
 * too cost more nodes (7 808 against 8 375 for one bench position
 * at depth 5) and was no stronger (24-18-58 against it in 100 games at
 * 200 ms). Only within twice the iteration's depth from the root: checks
 * given by both sides in turn would otherwise keep a line's depth from
 * falling. */
static int extends_check(const search_context *ctx, const tb_position *pos,
                         int depth, int ply) {
    return depth > 0 && ply < 2 * ctx->iteration_depth && ctx->game->in_check &&
           ctx->game->in_check(pos);
}

/* Mate distance pruning: at `ply` the player to move can at best win on
 * the next ply and at worst has lost now, so the window narrows to that;
 * once a win is found, other lines are searched only for a faster one.
 * True when the window closes. */
static int narrow_to_mate_distance(int *alpha, int *beta, int ply) {
    if (*alpha < -(TB_WIN_SCORE - ply)) *alpha = -(TB_WIN_SCORE - ply);
    if (*beta > TB_WIN_SCORE - ply - 1) *beta = TB_WIN_SCORE - ply - 1;
    return *alpha >= *beta;
}

static int32_t *history_of(search_context *ctx, int player, tb_move move) {
    uint32_t index = (uint32_t)(move * 0x9E3779B1u) >> (32 - HISTORY_BITS);
    return &ctx->history[player][index];
}

static int is_forcing(const search_context *ctx, const tb_position *pos, tb_move move) {
    return ctx->game->is_forcing && ctx->game->is_forcing(pos, move);
}

static void order_moves(search_context *ctx, const tb_position *pos, int ply,
                        tb_move table_move, ordered_moves *out) {
    ctx->game->generate(pos, &out->list);
    out->next = 0;
    for (int i = 0; i < out->list.count; i++) {
        tb_move m = out->list.moves[i];
        out->keys[i] = m == table_move                 ? ORDER_TABLE
                       : is_forcing(ctx, pos, m)       ? ORDER_FORCING
                       : m == ctx->killers[ply][0]     ? ORDER_KILLER + 1
                       : m == ctx->killers[ply][1]     ? ORDER_KILLER
                                                       : *history_of(ctx, pos->to_move, m);
    }
}

/* The best move not handed out yet (selection: most nodes cut off early). */
static tb_move next_move(ordered_moves *moves, int32_t *key) {
    int best = moves->next;
    for (int i = best + 1; i < moves->list.count; i++)
        if (moves->keys[i] > moves->keys[best]) best = i;
    tb_move m = moves->list.moves[best];
    *key = moves->keys[best];
    moves->list.moves[best] = moves->list.moves[moves->next];
    moves->keys[best] = moves->keys[moves->next];
    moves->next++;
    return m;
}

/* A quiet move refuted its sibling line: try it early at this ply and
 * wherever the same player can play it. */
static void remember_cutoff(search_context *ctx, int player, int ply, int depth,
                            tb_move move) {
    if (ctx->killers[ply][0] != move) {
        ctx->killers[ply][1] = ctx->killers[ply][0];
        ctx->killers[ply][0] = move;
    }
    int32_t *h = history_of(ctx, player, move);
    *h += depth * depth;
    if (*h >= HISTORY_LIMIT)
        for (int i = 0; i < 1 << HISTORY_BITS; i++) ctx->history[player][i] /= 2;
}

static void store(search_context *ctx, uint64_t key, int depth, int score,
                  int ply, enum bound bound, tb_move move) {
    table_entry *e = &ctx->table[key & ctx->table_mask];
    *e = (table_entry){key, move, score_to_table(score, ply), (int8_t)depth,
                       (uint8_t)bound};
}

/* The table's move for `key`, and its score when it decides the node. */
static int probe(const search_context *ctx, uint64_t key, int depth, int alpha,
                 int beta, int ply, tb_move *move, int *score) {
    const table_entry *e = &ctx->table[key & ctx->table_mask];
    if (e->key != key) return 0;
    *move = e->move;
    *score = score_from_table(e->score, ply);
    return e->depth >= depth &&
           (e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && *score >= beta) ||
            (e->bound == BOUND_UPPER && *score <= alpha));
}

static int negamax(search_context *ctx, const tb_position *pos, int depth,
                   int alpha, int beta, int ply);

/* Null-move pruning, in games that have a null move: off the
 * principal variation (a null window), never in check, never twice in a
 * row nor near a decided score. True when it cuts the node off with
 * `*score` (at least beta, a win found with the opponent moving twice
 * counting as beta only). */
static int null_move_cuts_off(search_context *ctx, const tb_position *pos, int depth,
                              int alpha, int beta, int ply, int *score) {
    const tb_game *game = ctx->game;
    if (!game->pass || beta - alpha != 1 || depth < NULL_MOVE_DEPTH ||
        ctx->passed[ply - 1] || beta > DECIDED || beta < -DECIDED ||
        (game->in_check && game->in_check(pos)))
        return 0;
    tb_position child = *pos;
    game->pass(&child);
    ctx->passed[ply] = 1;
    int value = -negamax(ctx, &child, depth - 1 - NULL_MOVE_REDUCTION, -beta, -beta + 1,
                         ply + 1);
    ctx->passed[ply] = 0;
    if (ctx->stopped || value < beta) return 0;
    *score = value > DECIDED ? beta : value;
    return 1;
}

static int late_move_reduction(int depth, int index) {
    if (index < LMR_FIRST || depth < LMR_DEPTH) return 0;
    return index >= LMR_LATE && depth >= LMR_DEEP ? 2 : 1;
}

/* Principal variation search of one child: the first move with the full
 * window, the others with a null window (first one ply shallower if late
 * and quiet), searched again in full only when they beat alpha. */
static int search_child(search_context *ctx, const tb_position *child, int depth,
                        int alpha, int beta, int ply, int index, int quiet) {
    if (index == 0) return -negamax(ctx, child, depth - 1, -beta, -alpha, ply + 1);
    int score = alpha + 1, reduction = quiet ? late_move_reduction(depth, index) : 0;
    if (reduction)
        score = -negamax(ctx, child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
    if (score > alpha)
        score = -negamax(ctx, child, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (score > alpha && score < beta)
        score = -negamax(ctx, child, depth - 1, -beta, -alpha, ply + 1);
    return score;
}

static int negamax(search_context *ctx, const tb_position *pos, int depth,
                   int alpha, int beta, int ply) {
    const tb_game *game = ctx->game;
    if (count_node_and_check(ctx)) return 0;
    tb_status status = game->status(pos);
    if (status != TB_ONGOING) return final_score(status, pos->to_move, ply);
    uint64_t key = game->hash(pos);
    if (repeats_on_path(ctx, key, ply)) return 0;
    if (narrow_to_mate_distance(&alpha, &beta, ply)) return alpha;
    depth += extends_check(ctx, pos, depth, ply);
    if (depth <= 0 || ply >= TB_MAX_DEPTH) return game->evaluate(pos, pos->to_move);

    tb_move table_move = 0;
    int table_score;
    if (probe(ctx, key, depth, alpha, beta, ply, &table_move, &table_score))
        return table_score;
    ctx->path[ply] = key;
    int null_score;
    if (null_move_cuts_off(ctx, pos, depth, alpha, beta, ply, &null_score)) return null_score;
    if (ctx->stopped) return 0;
    ordered_moves moves;
    order_moves(ctx, pos, ply, table_move, &moves);
    /* A player left without a move loses, unless the game's status says
     * otherwise (games with passes generate the pass as a move). */
    if (moves.list.count == 0) return -(TB_WIN_SCORE - ply);

    int original_alpha = alpha, best = -INFINITE;
    tb_move best_move = 0;
    for (int i = 0; i < moves.list.count; i++) {
        int32_t order;
        tb_move m = next_move(&moves, &order);
        tb_position child = *pos;
        game->apply(&child, m);
        int quiet = order < ORDER_KILLER;
        int score = search_child(ctx, &child, depth, alpha, beta, ply, i, quiet);
        if (ctx->stopped) return 0;
        if (score > best) {
            best = score;
            best_move = m;
        }
        if (best > alpha) alpha = best;
        if (alpha >= beta) {
            if (order < ORDER_FORCING) remember_cutoff(ctx, pos->to_move, ply, depth, m);
            break;
        }
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

static void put_first(tb_move_list *list, int index) {
    tb_move move = list->moves[index];
    for (; index > 0; index--) list->moves[index] = list->moves[index - 1];
    list->moves[0] = move;
}

/* One iteration at the root within (alpha, beta), the last best move
 * first; the best move found goes first in `moves`, and `score` is its
 * score (a bound if outside the window). Returns 0 if stopped before the
 * end, having still put first a move that proved better than the last
 * iteration's best. */
static int search_root(search_context *ctx, const tb_position *pos, tb_move_list *moves,
                       int depth, int alpha, int beta, int *score) {
    int best = -INFINITE, best_index = 0;
    ctx->path[0] = ctx->game->hash(pos);
    for (int i = 0; i < moves->count && alpha < beta; i++) {
        tb_position child = *pos;
        ctx->game->apply(&child, moves->moves[i]);
        int value = search_child(ctx, &child, depth, alpha, beta, 0, i, 0);
        if (ctx->stopped) break;
        if (value > best) best = value;
        if (value > alpha) {
            alpha = value;
            best_index = i;
        }
    }
    put_first(moves, best_index);
    *score = best;
    return !ctx->stopped;
}

static int is_decided(int score) { return score > DECIDED || score < -DECIDED; }

/* An iteration first searched within ASPIRATION of the last one's score,
 * again with the full window if the score falls outside. */
static int search_iteration(search_context *ctx, const tb_position *pos,
                            tb_move_list *moves, int depth, int previous, int *score) {
    if (depth >= ASPIRATION_DEPTH && !is_decided(previous)) {
        int low = previous - ASPIRATION, high = previous + ASPIRATION;
        if (!search_root(ctx, pos, moves, depth, low, high, score)) return 0;
        if (*score > low && *score < high) return 1;
    }
    return search_root(ctx, pos, moves, depth, -INFINITE, INFINITE, score);
}

static void iterate(search_context *ctx, const tb_position *pos, int max_depth,
                    tb_move_list *moves, tb_search_result *result) {
    int score = 0;
    for (int depth = 1; moves->count && depth <= max_depth; depth++) {
        ctx->iteration_depth = depth;
        int complete = search_iteration(ctx, pos, moves, depth, score, &score);
        result->best = moves->moves[0];
        if (!complete) break;
        result->score = score;
        result->depth = depth;
        if (is_decided(score)) break; /* the outcome is proved */
        if (ctx->deadline > 0 && tb_now_seconds() >= ctx->last_start) break;
    }
}

/* Fills result->line: see tb_search_result. */
static void principal_variation(const search_context *ctx, const tb_position *root,
                                tb_search_result *result) {
    const tb_game *game = ctx->game;
    int most = result->depth > 0 ? result->depth : 1;
    uint64_t seen[TB_MAX_DEPTH + 1];
    tb_position pos = *root;
    tb_move move = result->best;
    seen[0] = game->hash(&pos);
    result->line_length = 0;
    while (move && result->line_length < most) {
        result->line[result->line_length++] = move;
        game->apply(&pos, move);
        uint64_t key = game->hash(&pos);
        for (int i = 0; i < result->line_length; i++)
            if (seen[i] == key) return;
        seen[result->line_length] = key;
        if (game->status(&pos) != TB_ONGOING) return;
        const table_entry *e = &ctx->table[key & ctx->table_mask];
        move = e->key == key && e->move && tb_is_legal(game, &pos, e->move) ? e->move : 0;
    }
}

int tb_search(const tb_game *game, const tb_position *pos,
              const tb_search_limits *limits, tb_search_result *result) {
    /* The clock starts first: the table's setup (an allocator may clear
     * it as it hands it out) is part of the time the search was given. */
    double start = tb_now_seconds();
    int bits = limits->table_bits > 0 ? limits->table_bits : DEFAULT_TABLE_BITS;
    search_context *ctx = calloc(1, sizeof *ctx);
    table_entry *table = calloc((size_t)1 << bits, sizeof *table);
    if (!ctx || !table) {
        free(ctx);
        free(table);
        return 0;
    }
    *ctx = (search_context){.game = game, .table = table, .table_mask = (1ull << bits) - 1,
                            .interrupt = limits->interrupt};
    if (limits->time_ms > 0) {
        ctx->deadline = start + (double)limits->time_ms / 1000.0;
        ctx->last_start = start + (double)limits->time_ms / 2000.0;
    }
    int max_depth = limits->max_depth > 0 && limits->max_depth < TB_MAX_DEPTH
                        ? limits->max_depth : TB_MAX_DEPTH;

    tb_move_list moves;
    game->generate(pos, &moves);
    shuffle(&moves, limits->seed);
    *result = (tb_search_result){.best = moves.count ? moves.moves[0] : 0};
    iterate(ctx, pos, max_depth, &moves, result);
    principal_variation(ctx, pos, result);
    result->nodes = ctx->nodes;
    result->interrupted = ctx->interrupted;
    free(table);
    free(ctx);
    result->seconds = tb_now_seconds() - start;
    return 1;
}
