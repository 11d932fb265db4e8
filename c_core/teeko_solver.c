/* Retrograde analysis of Teeko-like games (see teeko_solver.h).
 *
 * Positions stored once. A position is two disjoint sets of cells, the
 * first and the second, and a player to move: in the move phase the first
 * set is the player to move's ("own") and the second the opponent's, so a
 * position and its colours swapped share one value; in the drop phase the
 * first is Black's. The symmetries of the board (a group G of at most 8
 * permutations of the cells) act on both sets. The first set's orbit
 * under G is a class, represented by its member of least colex rank; a
 * position is stored at the slot (class, rank of the second set among the
 * cells outside the representative) after the symmetry that takes the
 * first set to the representative. When several do, the least rank wins,
 * and the slots of the others hold TB_DB_INVALID. Teeko's 12 650 sets of
 * 4 cells form 1 666 classes, and a move-phase table has 1 666 x C(21,4)
 * = 9 971 010 slots, against 2 x 12 650^2 bytes without symmetry.
 *
 * Move phase. The analysis goes ply by ply: the positions lost in n plies
 * make their predecessors won in n + 1; the positions won in n plies count
 * down their predecessors, and a predecessor whose every move is counted is
 * lost in n + 1. What is never solved is a draw. With positions stored up
 * to symmetry, the counting has to weigh: un-playing the moves of a stored
 * child C reaches a position P of orbit [P] moves(P -> [C]) x |[P]| / |[C]|
 * times over (count the moves between the two orbits both ways), so P's
 * counter starts at moves(P) x |[P]| and each visit takes |[C]| off it.
 * Two threads share the rows of a ply; bytes are updated with atomic
 * operations, so every position is solved exactly once.
 *
 * Drop phase. Positions with fewer markers form layers by the number of
 * markers; each layer is solved from the next one by plain minimax.
 */
#include "teeko_solver.h"
#include "teeko_db_layout.h"

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "teeko.h"

#define PLIES_MASK 0x7F
#define MAX_COUNTER 256 /* a counter byte holds the count minus one */

/* ------------------------------------------------------------------ */
/* Subsets and their ranks                                             */

static uint32_t rank_of(const tb_teeko_db *db, uint32_t set) {
    uint32_t rank = 0;
    for (int i = 1; set; set &= set - 1, i++) rank += db->binom[__builtin_ctz(set)][i];
    return rank;
}

static uint32_t all_cells(const tb_teeko_db *db) { return (1u << db->g.cells) - 1; }

/* Fills binom and the subset lists, in increasing order of the sets, which
 * is their colex rank order; 0 if out of memory. */
static int build_subsets(tb_teeko_db *db) {
    int n = db->g.cells;
    for (int i = 0; i <= n; i++)
        for (int j = 0; j < LAYERS; j++)
            db->binom[i][j] = j == 0 ? 1 : i == 0 ? 0 : db->binom[i - 1][j - 1] + db->binom[i - 1][j];
    for (int j = 0; j <= db->g.markers; j++) {
        uint32_t *list = db->subsets[j] = malloc(sizeof(uint32_t) * db->binom[n][j]);
        if (!list) return 0;
        uint32_t set = (1u << j) - 1;
        for (uint32_t r = 0; r < db->binom[n][j]; r++) {
            list[r] = set;
            uint32_t low = set & -set, ripple = set + low; /* Gosper's next set of j */
            set = low ? (((ripple ^ set) >> 2) / low) | ripple : 0;
        }
    }
    uint32_t sets = db->binom[n][db->g.markers];
    db->is_pattern = calloc(sets, 1);
    if (!db->is_pattern) return 0;
    for (int p = 0; p < db->g.pattern_count; p++) db->is_pattern[rank_of(db, db->g.patterns[p])] = 1;
    return 1;
}

static int forms_pattern(const tb_teeko_db *db, uint32_t set) {
    return __builtin_popcount(set) == db->g.markers && db->is_pattern[rank_of(db, set)];
}

static int count_steps(const tb_teeko_db *db, uint32_t own, uint32_t empty) {
    int steps = 0;
    for (; own; own &= own - 1) steps += __builtin_popcount(db->g.neighbours[__builtin_ctz(own)] & empty);
    return steps;
}

/* ------------------------------------------------------------------ */
/* Symmetries                                                          */

static uint32_t map_cells(const uint8_t *permutation, uint32_t set) {
    uint32_t image = 0;
    for (; set; set &= set - 1) image |= 1u << permutation[__builtin_ctz(set)];
    return image;
}

static uint32_t apply_symmetry(const tb_teeko_db *db, int s, uint32_t set) {
    return s == 0 ? set : map_cells(db->symmetry[s], set);
}

/* The image of (row, column) under the s-th symmetry of a grid: s 0-3 for
 * any rectangle, 4-7 for a square only. */
static int grid_image(int s, int width, int height, int row, int col) {
    int r = s & 2 ? height - 1 - row : row, c = s & 1 ? width - 1 - col : col;
    return s < 4 ? r * width + c : c * width + r;
}

/* The permutation keeps the neighbours, the patterns and the ban. */
static int keeps_the_rules(const tb_solver_geometry *g, const uint8_t *permutation) {
    if (map_cells(permutation, g->first_drop_banned) != g->first_drop_banned) return 0;
    for (int c = 0; c < g->cells; c++)
        if (map_cells(permutation, g->neighbours[c]) != g->neighbours[permutation[c]]) return 0;
    for (int p = 0; p < g->pattern_count; p++) {
        uint32_t image = map_cells(permutation, g->patterns[p]);
        int found = 0;
        for (int q = 0; q < g->pattern_count && !found; q++) found = g->patterns[q] == image;
        if (!found) return 0;
    }
    return 1;
}

static int most_steps(const tb_solver_geometry *g) {
    int most = 0;
    for (int c = 0; c < g->cells; c++)
        if (__builtin_popcount(g->neighbours[c]) > most) most = __builtin_popcount(g->neighbours[c]);
    return most * g->markers;
}

static void find_symmetries(tb_teeko_db *db) {
    const tb_solver_geometry *g = &db->g;
    int width = g->width, height = width > 0 ? g->cells / width : 0;
    int candidates = width > 0 && width * height == g->cells ? (width == height ? 8 : 4) : 1;
    db->symmetry_count = 0;
    for (int s = 0; s < candidates; s++) {
        uint8_t *permutation = db->symmetry[db->symmetry_count];
        for (int cell = 0; cell < g->cells; cell++)
            permutation[cell] = s == 0 ? (uint8_t)cell
                                       : (uint8_t)grid_image(s, width, height, cell / width, cell % width);
        if (keeps_the_rules(g, permutation)) db->symmetry_count++;
    }
    /* A counter byte must hold moves x orbit size (see the top). */
    if (most_steps(g) * db->symmetry_count > MAX_COUNTER) db->symmetry_count = 1;
}

/* ------------------------------------------------------------------ */
/* Classes and slots                                                   */

/* The classes of the j-subsets; 0 if out of memory. */
static int build_classes(tb_teeko_db *db, int j) {
    set_classes *c = &db->classes[j];
    uint32_t n = db->binom[db->g.cells][j];
    c->class_of = malloc(n * sizeof *c->class_of);
    c->to_rep = calloc(n, 1);
    c->rep = malloc(n * sizeof *c->rep);
    c->fixing = calloc(n, 1);
    c->outside = malloc(n * sizeof *c->outside);
    if (!c->class_of || !c->to_rep || !c->rep || !c->fixing || !c->outside) return 0;
    memset(c->class_of, 0xFF, n * sizeof *c->class_of);
    c->count = 0;
    for (uint32_t r = 0; r < n; r++) {
        if (c->class_of[r] != 0xFFFF) continue;
        uint32_t cls = c->count++, rep = db->subsets[j][r];
        c->rep[cls] = rep;
        for (int s = 0; s < db->symmetry_count; s++) {
            uint32_t image = apply_symmetry(db, s, rep), image_rank = rank_of(db, image);
            c->class_of[image_rank] = (uint16_t)cls;
            for (int t = 0; t < db->symmetry_count; t++)
                if (apply_symmetry(db, t, image) == rep) c->to_rep[image_rank] |= (uint8_t)(1u << t);
        }
        c->fixing[cls] = c->to_rep[r];
        for (int cell = 0, i = 0; cell < db->g.cells; cell++)
            if (!(rep >> cell & 1)) c->outside[cls][i++] = (uint8_t)cell;
    }
    return 1;
}

static void free_classes(set_classes *c) {
    free(c->class_of);
    free(c->to_rep);
    free(c->rep);
    free(c->fixing);
    free(c->outside);
}

/* Slots of one class: the i-subsets of the cells outside a j-subset. */
static uint32_t row_width(const tb_teeko_db *db, int j, int i) {
    return db->binom[db->g.cells - j][i];
}

size_t teeko_layer_size(const tb_teeko_db *db, int j, int i) {
    return (size_t)db->classes[j].count * row_width(db, j, i);
}

/* Rank of `set` among the subsets of the cells outside `outside`. */
static uint32_t rank_outside(const tb_teeko_db *db, uint32_t outside, uint32_t set) {
    uint32_t rank = 0;
    for (int i = 1; set; set &= set - 1, i++) {
        int cell = __builtin_ctz(set);
        rank += db->binom[cell - __builtin_popcount(outside & ((1u << cell) - 1))][i];
    }
    return rank;
}

/* The slot of (first, second), disjoint sets of j and i cells; its class
 * (the row) into *row when row is not NULL. */
static size_t slot_of(const tb_teeko_db *db, int j, int i, uint32_t first, uint32_t second,
                      uint32_t *row) {
    const set_classes *c = &db->classes[j];
    uint32_t r = rank_of(db, first), cls = c->class_of[r], rep = c->rep[cls];
    uint32_t best = UINT32_MAX;
    for (uint32_t m = c->to_rep[r]; m; m &= m - 1) {
        uint32_t rank = rank_outside(db, rep, apply_symmetry(db, __builtin_ctz(m), second));
        if (rank < best) best = rank;
    }
    if (row) *row = cls;
    return (size_t)cls * row_width(db, j, i) + best;
}

/* The second set of the slot at `rank` in the row of class `cls`. */
static uint32_t second_set(const tb_teeko_db *db, int j, int i, uint32_t cls, uint32_t rank) {
    uint32_t second = 0;
    for (uint32_t s = db->subsets[i][rank]; s; s &= s - 1)
        second |= 1u << db->classes[j].outside[cls][__builtin_ctz(s)];
    return second;
}

/* The slot holds its position: no symmetry fixing the representative
 * gives the second set a lesser rank. */
static int is_stored_here(const tb_teeko_db *db, int j, uint32_t cls, uint32_t second,
                          uint32_t rank) {
    uint32_t rep = db->classes[j].rep[cls];
    for (uint32_t m = db->classes[j].fixing[cls] & ~1u; m; m &= m - 1)
        if (rank_outside(db, rep, apply_symmetry(db, __builtin_ctz(m), second)) < rank) return 0;
    return 1;
}

/* How many positions the slot (rep of cls, second) stands for. */
static int orbit_size(const tb_teeko_db *db, int j, uint32_t cls, uint32_t second) {
    int fixed = 0;
    for (uint32_t m = db->classes[j].fixing[cls]; m; m &= m - 1)
        fixed += apply_symmetry(db, __builtin_ctz(m), second) == second;
    return db->symmetry_count / fixed;
}

/* ------------------------------------------------------------------ */
/* Running work on several threads, stoppable                          */

int teeko_should_stop(stop_flag *stop, int thread) {
    if (thread == 0 && stop->hooks && stop->hooks->should_stop &&
        stop->hooks->should_stop(stop->hooks->data))
        __atomic_store_n(&stop->stopped, 1, __ATOMIC_RELAXED);
    return __atomic_load_n(&stop->stopped, __ATOMIC_RELAXED);
}

static void report(const stop_flag *stop, const char *stage, uint64_t done, uint64_t total) {
    if (stop->hooks && stop->hooks->progress) stop->hooks->progress(stop->hooks->data, stage, done, total);
}

typedef struct parallel_job {
    void (*work)(void *context, int thread, int threads);
    void *context;
    int thread, threads;
} parallel_job;

static void *run_job(void *arg) {
    parallel_job *job = arg;
    job->work(job->context, job->thread, job->threads);
    return NULL;
}

static void run_parallel(int threads, void (*work)(void *, int, int), void *context) {
    pthread_t ids[16];
    parallel_job jobs[16];
    if (threads > 16) threads = 16;
    int started = 0;
    for (int t = 1; t < threads; t++) {
        jobs[t] = (parallel_job){work, context, t, threads};
        if (pthread_create(&ids[t], NULL, run_job, &jobs[t]) != 0) break;
        started = t;
    }
    /* Threads that could not start leave their share to thread 0. */
    for (int t = started + 1; t < threads; t++) work(context, t, threads);
    work(context, 0, threads);
    for (int t = 1; t <= started; t++) pthread_join(ids[t], NULL);
}

/* ------------------------------------------------------------------ */
/* Move phase                                                          */

typedef struct move_phase_run {
    tb_teeko_db *db;
    stop_flag *stop;
    uint8_t *counters;    /* [slot]: moves x orbit not yet known to lose, minus one */
    uint8_t *flags[2];    /* [current/next][class]: the row holds positions solved at that ply */
    int current;
    int ply;              /* the ply being propagated */
} move_phase_run;

static void flag_row(uint8_t *flags, uint32_t row) {
    __atomic_store_n(&flags[row], 1, __ATOMIC_RELAXED);
}

/* The starting value and counter of the slot of (own, other). */
static uint8_t initial_value(const tb_teeko_db *db, uint32_t own, uint32_t other, int orbit,
                             uint8_t *counter) {
    *counter = 0;
    if (forms_pattern(db, own)) return TB_DB_INVALID;
    if (forms_pattern(db, other)) return TB_DB_DECIDED; /* lost: the game is over */
    int steps = count_steps(db, own, all_cells(db) & ~(own | other));
    /* A player who cannot move loses, as the generic search scores it. */
    if (!steps) return TB_DB_DECIDED;
    *counter = (uint8_t)(steps * orbit - 1);
    return TB_DB_DRAW; /* unsolved until proved otherwise */
}

static void initialise_rows(void *context, int thread, int threads) {
    move_phase_run *run = context;
    tb_teeko_db *db = run->db;
    int k = db->g.markers;
    uint32_t width = row_width(db, k, k);
    for (uint32_t cls = (uint32_t)thread; cls < db->classes[k].count; cls += (uint32_t)threads) {
        if (teeko_should_stop(run->stop, thread)) return;
        uint32_t own = db->classes[k].rep[cls];
        for (uint32_t r = 0; r < width; r++) {
            size_t slot = (size_t)cls * width + r;
            uint32_t other = second_set(db, k, k, cls, r);
            uint8_t v = TB_DB_INVALID, counter = 0;
            if (is_stored_here(db, k, cls, other, r))
                v = initial_value(db, own, other, orbit_size(db, k, cls, other), &counter);
            db->move_phase[slot] = v;
            run->counters[slot] = counter;
            if (v == TB_DB_DECIDED) flag_row(run->flags[0], cls);
        }
    }
}

/* Tells the predecessor in `slot` (of class `row`) that one of its moves
 * leads to a position of `orbit` solved at the current ply. */
static void update_predecessor(move_phase_run *run, size_t slot, uint32_t row, int orbit) {
    uint8_t *value = &run->db->move_phase[slot];
    uint8_t solved = (uint8_t)(TB_DB_DECIDED | (run->ply + 1)), unsolved = TB_DB_DRAW;
    if (__atomic_load_n(value, __ATOMIC_RELAXED) != TB_DB_DRAW) return; /* solved, or no position */
    if (run->ply % 2 == 0) {
        /* A lost child: the predecessor wins. */
        if (__atomic_compare_exchange_n(value, &unsolved, solved, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
            flag_row(run->flags[!run->current], row);
    } else if (__atomic_fetch_sub(&run->counters[slot], (uint8_t)orbit, __ATOMIC_RELAXED) < orbit) {
        /* The last move that could save it: every child wins. */
        __atomic_store_n(value, solved, __ATOMIC_RELAXED);
        flag_row(run->flags[!run->current], row);
    }
}

/* Un-plays every step the opponent (`other`) could have made. The slots
 * are found first and fetched ahead (they are scattered over the table),
 * then updated. */
static void visit_predecessors(move_phase_run *run, uint32_t own, uint32_t other, int orbit) {
    const tb_teeko_db *db = run->db;
    int k = db->g.markers, count = 0;
    size_t slots[TB_SOLVER_MAX_MARKERS * TB_SOLVER_MAX_CELLS];
    uint32_t rows[TB_SOLVER_MAX_MARKERS * TB_SOLVER_MAX_CELLS];
    uint32_t empty = all_cells(db) & ~(own | other);
    for (uint32_t m = other; m; m &= m - 1) {
        int to = __builtin_ctz(m);
        for (uint32_t f = db->g.neighbours[to] & empty; f; f &= f - 1) {
            uint32_t before = other ^ (1u << to) ^ (1u << __builtin_ctz(f));
            slots[count] = slot_of(db, k, k, before, own, &rows[count]);
            __builtin_prefetch(&db->move_phase[slots[count]]);
            count++;
        }
    }
    for (int i = 0; i < count; i++) update_predecessor(run, slots[i], rows[i], orbit);
}

static void propagate_rows(void *context, int thread, int threads) {
    move_phase_run *run = context;
    tb_teeko_db *db = run->db;
    uint8_t solved = (uint8_t)(TB_DB_DECIDED | run->ply);
    int k = db->g.markers;
    uint32_t width = row_width(db, k, k);
    for (uint32_t cls = (uint32_t)thread; cls < db->classes[k].count; cls += (uint32_t)threads) {
        if (!run->flags[run->current][cls]) continue;
        if (teeko_should_stop(run->stop, thread)) return;
        const uint8_t *row = &db->move_phase[(size_t)cls * width];
        for (uint32_t r = 0; r < width; r++) {
            if (row[r] != solved) continue;
            uint32_t other = second_set(db, k, k, cls, r);
            int orbit = run->ply % 2 ? orbit_size(db, k, cls, other) : 1;
            visit_predecessors(run, db->classes[k].rep[cls], other, orbit);
        }
    }
}

static int any_flag(const uint8_t *flags, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (flags[i]) return 1;
    return 0;
}

static tb_solve_outcome solve_move_phase(tb_teeko_db *db, int threads, stop_flag *stop) {
    uint32_t rows = db->classes[db->g.markers].count;
    move_phase_run run = {.db = db, .stop = stop};
    run.counters = malloc(teeko_layer_size(db, db->g.markers, db->g.markers));
    uint8_t *flag_memory = calloc(2 * (size_t)rows, 1);
    tb_solve_outcome outcome = TB_SOLVED;
    if (!run.counters || !flag_memory) outcome = TB_SOLVE_OUT_OF_MEMORY;
    else {
        run.flags[0] = flag_memory;
        run.flags[1] = flag_memory + rows;
        report(stop, "move phase: positions", 0, 1);
        run_parallel(threads, initialise_rows, &run);
        report(stop, "move phase: positions", 1, 1);
    }
    for (run.ply = 0; outcome == TB_SOLVED && !stop->stopped && any_flag(run.flags[run.current], rows); run.ply++) {
        if (run.ply + 1 > TB_DB_MAX_PLIES) {
            outcome = TB_SOLVE_TOO_LONG;
            break;
        }
        report(stop, "move phase: plies", (uint64_t)run.ply, 0);
        memset(run.flags[!run.current], 0, rows);
        run_parallel(threads, propagate_rows, &run);
        run.current = !run.current;
    }
    if (outcome == TB_SOLVED && stop->stopped) outcome = TB_SOLVE_STOPPED;
    free(run.counters);
    free(flag_memory);
    return outcome;
}

/* ------------------------------------------------------------------ */
/* Drop phase                                                          */

int teeko_drop_layer_exists(const tb_teeko_db *db, int black, int white) {
    int k = db->g.markers;
    return black <= k && (white == black || white == black - 1) && !(black == k && white == k);
}

int tb_teeko_db_value(const tb_teeko_db *db, uint32_t black, uint32_t white, int to_move) {
    int k = db->g.markers;
    /* Ranks are defined on the board only: a marker off it is no position. */
    if ((black | white) & ~all_cells(db) || black & white || (to_move != 0 && to_move != 1))
        return TB_DB_INVALID;
    int b = __builtin_popcount(black), w = __builtin_popcount(white);
    if (b == k && w == k)
        return db->move_phase[to_move == 0 ? slot_of(db, k, k, black, white, NULL)
                                           : slot_of(db, k, k, white, black, NULL)];
    if (!teeko_drop_layer_exists(db, b, w) || (b == w) != (to_move == 0)) return TB_DB_INVALID;
    return db->drop[b][w][slot_of(db, b, w, black, white, NULL)];
}

/* Minimax over the drops of the player to move. */
static uint8_t drop_value(const tb_teeko_db *db, uint32_t black, uint32_t white) {
    int to_move = __builtin_popcount(black) != __builtin_popcount(white);
    uint32_t own = to_move ? white : black, other = to_move ? black : white;
    if (forms_pattern(db, other)) return TB_DB_DECIDED;
    uint32_t empty = all_cells(db) & ~(black | white);
    if (to_move == 0 && own == 0) empty &= ~db->g.first_drop_banned;
    int best_loss = -1, longest_win = -1, draw = 0;
    for (; empty; empty &= empty - 1) {
        uint32_t cell = empty & -empty;
        int v = to_move ? tb_teeko_db_value(db, black, white | cell, 0)
                        : tb_teeko_db_value(db, black | cell, white, 1);
        int plies = v & PLIES_MASK;
        if (v == TB_DB_INVALID) continue; /* cannot follow a position still in play */
        if (v == TB_DB_DRAW) draw = 1;
        else if (plies % 2 == 0 && (best_loss < 0 || plies < best_loss)) best_loss = plies;
        else if (plies % 2 == 1 && plies > longest_win) longest_win = plies;
    }
    if (best_loss >= 0) return (uint8_t)(TB_DB_DECIDED | (best_loss + 1));
    if (draw || longest_win < 0) return TB_DB_DRAW;
    return (uint8_t)(TB_DB_DECIDED | (longest_win + 1));
}

typedef struct drop_run {
    tb_teeko_db *db;
    stop_flag *stop;
    int black, white;
    int too_long;
} drop_run;

static void solve_drop_rows(void *context, int thread, int threads) {
    drop_run *run = context;
    tb_teeko_db *db = run->db;
    int b = run->black, w = run->white;
    uint32_t width = row_width(db, b, w);
    for (uint32_t cls = (uint32_t)thread; cls < db->classes[b].count; cls += (uint32_t)threads) {
        if (teeko_should_stop(run->stop, thread)) return;
        uint32_t black = db->classes[b].rep[cls];
        for (uint32_t r = 0; r < width; r++) {
            uint32_t white = second_set(db, b, w, cls, r);
            uint8_t v = TB_DB_INVALID;
            if (is_stored_here(db, b, cls, white, r)) {
                v = drop_value(db, black, white);
                if ((v & PLIES_MASK) > TB_DB_MAX_PLIES) run->too_long = 1;
            }
            db->drop[b][w][(size_t)cls * width + r] = v;
        }
    }
}

static tb_solve_outcome solve_drop_phase(tb_teeko_db *db, int threads, stop_flag *stop) {
    int k = db->g.markers;
    for (int total = 2 * k - 1, step = 0; total >= 0; total--, step++) {
        report(stop, "drop phase: layers", (uint64_t)step, (uint64_t)(2 * k));
        drop_run run = {db, stop, (total + 1) / 2, total / 2, 0};
        run_parallel(threads, solve_drop_rows, &run);
        if (stop->stopped) return TB_SOLVE_STOPPED;
        if (run.too_long) return TB_SOLVE_TOO_LONG;
    }
    report(stop, "drop phase: layers", (uint64_t)(2 * k), (uint64_t)(2 * k));
    return TB_SOLVED;
}

/* ------------------------------------------------------------------ */
/* Statistics: every stored position counts for its orbit              */

static void count_value(tb_solve_stats *stats, int phase, uint8_t v, uint64_t positions) {
    if (v == TB_DB_INVALID) return;
    if (v == TB_DB_DRAW) stats->drawn[phase] += positions;
    else if ((v & PLIES_MASK) % 2) stats->won[phase] += positions;
    else stats->lost[phase] += positions;
}

static void note_longest(tb_solve_stats *stats, uint8_t v, uint32_t black, uint32_t white,
                         int to_move) {
    int plies = v & PLIES_MASK;
    if (v != TB_DB_INVALID && v != TB_DB_DRAW && plies % 2 && plies > stats->longest_win) {
        stats->longest_win = plies;
        stats->longest_black = black;
        stats->longest_white = white;
        stats->longest_to_move = to_move;
    }
}

/* Over the layer of (first: j, second: i); a move-phase slot stands for
 * its positions with either colour to move. */
static void gather_layer(const tb_teeko_db *db, const uint8_t *table, int j, int i, int phase,
                         tb_solve_stats *stats) {
    uint32_t width = row_width(db, j, i);
    int colours = phase == 1 ? 2 : 1;
    for (uint32_t cls = 0; cls < db->classes[j].count; cls++)
        for (uint32_t r = 0; r < width; r++) {
            uint8_t v = table[(size_t)cls * width + r];
            if (v == TB_DB_INVALID) continue;
            uint32_t second = second_set(db, j, i, cls, r);
            count_value(stats, phase, v, (uint64_t)(colours * orbit_size(db, j, cls, second)));
            note_longest(stats, v, db->classes[j].rep[cls], second, phase == 1 ? 0 : j != i);
        }
}

static void gather_stats(const tb_teeko_db *db, tb_solve_stats *stats) {
    int k = db->g.markers;
    gather_layer(db, db->move_phase, k, k, 1, stats);
    for (int b = 0; b <= k; b++)
        for (int w = 0; w <= k; w++)
            if (teeko_drop_layer_exists(db, b, w)) gather_layer(db, db->drop[b][w], b, w, 0, stats);
    stats->start_value = tb_teeko_db_value(db, 0, 0, 0);
}

/* ------------------------------------------------------------------ */
/* Construction                                                        */

void tb_teeko_db_free(tb_teeko_db *db) {
    if (!db) return;
    for (int j = 0; j < LAYERS; j++) {
        free(db->subsets[j]);
        free_classes(&db->classes[j]);
        for (int w = 0; w < LAYERS; w++) free(db->drop[j][w]);
    }
    free(db->is_pattern);
    free(db->move_phase);
    free(db);
}

/* The tables, allocated and unfilled; NULL if out of memory. */
tb_teeko_db *teeko_allocate_db(const tb_solver_geometry *geometry) {
    tb_teeko_db *db = calloc(1, sizeof *db);
    if (!db) return NULL;
    db->g = *geometry;
    find_symmetries(db);
    int k = db->g.markers, ok = build_subsets(db);
    for (int j = 0; ok && j <= k; j++) ok = build_classes(db, j);
    ok = ok && (db->move_phase = malloc(teeko_layer_size(db, k, k))) != NULL;
    for (int b = 0; ok && b <= k; b++)
        for (int w = 0; ok && w <= k; w++)
            if (teeko_drop_layer_exists(db, b, w)) ok = (db->drop[b][w] = malloc(teeko_layer_size(db, b, w))) != NULL;
    if (!ok) {
        tb_teeko_db_free(db);
        return NULL;
    }
    return db;
}

tb_solve_outcome tb_teeko_solve(const tb_solver_geometry *geometry, int threads,
                                const tb_solve_hooks *hooks, tb_teeko_db **result,
                                tb_solve_stats *stats) {
    double start = tb_now_seconds();
    stop_flag stop = {hooks, 0};
    *result = NULL;
    tb_teeko_db *db = teeko_allocate_db(geometry);
    if (!db) return TB_SOLVE_OUT_OF_MEMORY;
    if (threads < 1) threads = 1;
    tb_solve_outcome outcome = solve_move_phase(db, threads, &stop);
    if (outcome == TB_SOLVED) outcome = solve_drop_phase(db, threads, &stop);
    if (outcome != TB_SOLVED) {
        tb_teeko_db_free(db);
        return outcome;
    }
    *stats = (tb_solve_stats){0};
    gather_stats(db, stats);
    stats->seconds = tb_now_seconds() - start;
    *result = db;
    return TB_SOLVED;
}

void teeko_solver_geometry(uint32_t rules, tb_solver_geometry *g) {
    memset(g, 0, sizeof *g);
    g->cells = TEEKO_CELLS;
    g->width = TEEKO_SIDE;
    g->markers = TEEKO_MARKERS;
    for (int cell = 0; cell < TEEKO_CELLS; cell++) g->neighbours[cell] = teeko_neighbours(cell);
    g->pattern_count = teeko_pattern_count(rules);
    for (int p = 0; p < g->pattern_count; p++) g->patterns[p] = teeko_pattern(rules, p);
    if (rules & TEEKO_CENTRE_BAN) g->first_drop_banned = 1u << TEEKO_CENTRE;
}
