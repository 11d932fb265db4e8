/* Retrograde analysis of Teeko-like games (see teeko_solver.h).
 *
 * Move phase. Every position is a pair of k-subsets (Black's markers B,
 * White's W) and a player to move. A k-subset is numbered by its colex rank
 * (the sum of C(cell_i, i+1) over its cells in increasing order), and
 * table[to_move][rank(W) * sets + rank(B)] holds one byte: while unsolved,
 * the number of the position's moves not yet known to lose; once solved,
 * TB_DB_DECIDED | plies. The analysis goes ply by ply: the positions lost
 * in n plies make their predecessors won in n + 1; the positions won in n
 * plies count down their predecessors, and a predecessor whose every move
 * is counted is lost in n + 1. What is never solved is a draw.
 *
 * One row of a table (a fixed W) is 12 650 bytes. Predecessors of a
 * position lie either in the same row (Black un-moves) or at the same
 * column of about 20 rows (White un-moves), so scanning rows in order keeps
 * the memory traffic local. Rows holding positions solved at the current
 * ply are flagged, and only flagged rows are scanned at the next ply. Two
 * threads share the rows; the bytes are updated with atomic
 * compare-and-swap, so every position is solved exactly once.
 *
 * Drop phase. Positions with fewer markers form layers by the number of
 * markers; each layer is solved from the next one by plain minimax.
 */
#include "teeko_solver.h"

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "teeko.h"
#include "zobrist.h"

#define UNSOLVED_MAX 0x7F
#define FORMAT_VERSION 1
#define MAGIC "TABULEIRO-TEEKO"
#define LAYERS (TB_SOLVER_MAX_MARKERS + 1)

struct tb_teeko_db {
    tb_solver_geometry g;
    uint32_t binom[TB_SOLVER_MAX_CELLS + 1][TB_SOLVER_MAX_MARKERS + 1];
    uint32_t *subsets[LAYERS];  /* [j][rank]: the j-subsets in rank order */
    uint8_t *is_pattern;        /* [rank of a k-subset]: it wins */
    uint32_t sets;              /* C(cells, markers) */
    uint8_t *move_phase[2];     /* [to_move][rank(W) * sets + rank(B)] */
    uint8_t *drop[LAYERS][LAYERS]; /* [black count][white count] */
};

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ------------------------------------------------------------------ */
/* Subsets and their ranks                                             */

static uint32_t rank_of(const tb_teeko_db *db, uint32_t set) {
    uint32_t rank = 0;
    for (int i = 1; set; set &= set - 1, i++) rank += db->binom[__builtin_ctz(set)][i];
    return rank;
}

static int drop_layer_exists(const tb_teeko_db *db, int black, int white) {
    int k = db->g.markers;
    return black <= k && (white == black || white == black - 1) && !(black == k && white == k);
}

static size_t drop_size(const tb_teeko_db *db, int black, int white) {
    return (size_t)db->binom[db->g.cells][black] * db->binom[db->g.cells][white];
}

static size_t move_phase_size(const tb_teeko_db *db) {
    return (size_t)db->sets * db->sets;
}

/* Fills binom and the subset lists; 0 if out of memory. */
static int build_subsets(tb_teeko_db *db) {
    int n = db->g.cells;
    for (int i = 0; i <= n; i++)
        for (int j = 0; j < LAYERS; j++)
            db->binom[i][j] = j == 0 ? 1 : i == 0 ? 0 : db->binom[i - 1][j - 1] + db->binom[i - 1][j];
    for (int j = 0; j <= db->g.markers; j++) {
        db->subsets[j] = malloc(sizeof(uint32_t) * db->binom[n][j]);
        if (!db->subsets[j]) return 0;
    }
    for (uint32_t set = 0; set < (1u << n); set++) {
        int j = __builtin_popcount(set);
        if (j <= db->g.markers) db->subsets[j][rank_of(db, set)] = set;
    }
    db->sets = db->binom[n][db->g.markers];
    db->is_pattern = calloc(db->sets, 1);
    if (!db->is_pattern) return 0;
    for (int p = 0; p < db->g.pattern_count; p++) db->is_pattern[rank_of(db, db->g.patterns[p])] = 1;
    return 1;
}

static int forms_pattern(const tb_teeko_db *db, uint32_t set) {
    return __builtin_popcount(set) == db->g.markers && db->is_pattern[rank_of(db, set)];
}

static uint32_t all_cells(const tb_teeko_db *db) { return (1u << db->g.cells) - 1; }

static int count_steps(const tb_teeko_db *db, uint32_t own, uint32_t empty) {
    int steps = 0;
    for (; own; own &= own - 1) steps += __builtin_popcount(db->g.neighbours[__builtin_ctz(own)] & empty);
    return steps;
}

/* ------------------------------------------------------------------ */
/* Running work on several threads                                     */

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
    int running = started + 1;
    for (int t = running; t < threads; t++) work(context, t, threads);
    work(context, 0, threads);
    for (int t = 1; t <= started; t++) pthread_join(ids[t], NULL);
}

/* ------------------------------------------------------------------ */
/* Move phase                                                          */

typedef struct move_phase_run {
    tb_teeko_db *db;
    int ply;                 /* the ply being propagated */
    uint64_t *flags[2][2];   /* [current/next][to_move]: rows to scan */
    int current;
    int too_long;            /* a win would exceed TB_DB_MAX_PLIES */
} move_phase_run;

static void flag_row(uint64_t *flags, uint32_t row) {
    __atomic_fetch_or(&flags[row / 64], 1ull << (row % 64), __ATOMIC_RELAXED);
}

static int row_flagged(const uint64_t *flags, uint32_t row) {
    return flags[row / 64] >> (row % 64) & 1;
}

/* The starting value of one position. */
static uint8_t initial_value(const tb_teeko_db *db, uint32_t own, uint32_t other) {
    if (forms_pattern(db, own)) return TB_DB_INVALID;
    if (forms_pattern(db, other)) return TB_DB_DECIDED; /* lost: the game is over */
    int steps = count_steps(db, own, all_cells(db) & ~(own | other));
    /* A player who cannot move loses, as the generic search scores it. */
    return steps ? (uint8_t)steps : TB_DB_DECIDED;
}

static void initialise_rows(void *context, int thread, int threads) {
    move_phase_run *run = context;
    tb_teeko_db *db = run->db;
    for (uint32_t w = (uint32_t)thread; w < db->sets; w += (uint32_t)threads) {
        uint32_t white = db->subsets[db->g.markers][w];
        for (uint32_t b = 0; b < db->sets; b++) {
            uint32_t black = db->subsets[db->g.markers][b];
            size_t index = (size_t)w * db->sets + b;
            for (int side = 0; side < 2; side++) {
                uint8_t v = black & white ? TB_DB_INVALID
                            : side == 0 ? initial_value(db, black, white)
                                        : initial_value(db, white, black);
                db->move_phase[side][index] = v;
                if (v == TB_DB_DECIDED) flag_row(run->flags[0][side], w);
            }
        }
    }
}

/* Tells a predecessor that one of its moves leads to `solved_ply`. */
static void update_predecessor(move_phase_run *run, int side, uint32_t black,
                               uint32_t white) {
    tb_teeko_db *db = run->db;
    uint32_t row = rank_of(db, white);
    uint8_t *cell = &db->move_phase[side][(size_t)row * db->sets + rank_of(db, black)];
    uint8_t solved = (uint8_t)(TB_DB_DECIDED | (run->ply + 1));
    uint8_t v = __atomic_load_n(cell, __ATOMIC_RELAXED);
    for (;;) {
        if (v & TB_DB_DECIDED) return; /* solved already, or invalid */
        /* A lost child wins the predecessor; a won child is one move less
         * that could save it. */
        uint8_t next = run->ply % 2 == 0 || v == 1 ? solved : (uint8_t)(v - 1);
        if (__atomic_compare_exchange_n(cell, &v, next, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
            if (next == solved) flag_row(run->flags[!run->current][side], row);
            return;
        }
    }
}

/* Un-plays every step the player who just moved could have made. */
static void visit_predecessors(move_phase_run *run, int to_move, uint32_t black,
                               uint32_t white) {
    const tb_teeko_db *db = run->db;
    int mover = !to_move;
    uint32_t own = mover == 0 ? black : white;
    uint32_t empty = all_cells(db) & ~(black | white);
    for (uint32_t m = own; m; m &= m - 1) {
        int to = __builtin_ctz(m);
        for (uint32_t f = db->g.neighbours[to] & empty; f; f &= f - 1) {
            uint32_t before = own ^ (1u << to) ^ (1u << __builtin_ctz(f));
            if (mover == 0) update_predecessor(run, 0, before, white);
            else update_predecessor(run, 1, black, before);
        }
    }
}

static void propagate_rows(void *context, int thread, int threads) {
    move_phase_run *run = context;
    tb_teeko_db *db = run->db;
    uint8_t solved = (uint8_t)(TB_DB_DECIDED | run->ply);
    int k = db->g.markers;
    for (int side = 0; side < 2; side++)
        for (uint32_t w = (uint32_t)thread; w < db->sets; w += (uint32_t)threads) {
            if (!row_flagged(run->flags[run->current][side], w)) continue;
            const uint8_t *row = &db->move_phase[side][(size_t)w * db->sets];
            for (uint32_t b = 0; b < db->sets; b++)
                if (row[b] == solved)
                    visit_predecessors(run, side, db->subsets[k][b], db->subsets[k][w]);
        }
}

static int any_flag(const uint64_t *flags, size_t words) {
    for (size_t i = 0; i < words; i++)
        if (flags[i]) return 1;
    return 0;
}

static int solve_move_phase(tb_teeko_db *db, int threads, tb_progress_fn progress,
                            void *data) {
    size_t words = (db->sets + 63) / 64;
    move_phase_run run = {.db = db};
    uint64_t *flag_memory = calloc(4 * words, sizeof(uint64_t));
    if (!flag_memory) return 0;
    for (int i = 0; i < 4; i++) run.flags[i / 2][i % 2] = flag_memory + (size_t)i * words;
    if (progress) progress(data, "move phase: positions", 0, 1);
    run_parallel(threads, initialise_rows, &run);
    if (progress) progress(data, "move phase: positions", 1, 1);
    int ok = 1;
    for (run.ply = 0; any_flag(run.flags[run.current][0], 2 * words); run.ply++) {
        if (run.ply + 1 > TB_DB_MAX_PLIES) {
            ok = 0;
            break;
        }
        if (progress) progress(data, "move phase: plies", (uint64_t)run.ply, 0);
        memset(run.flags[!run.current][0], 0, 2 * words * sizeof(uint64_t));
        run_parallel(threads, propagate_rows, &run);
        run.current = !run.current;
    }
    free(flag_memory);
    return ok;
}

/* ------------------------------------------------------------------ */
/* Drop phase                                                          */

int tb_teeko_db_value(const tb_teeko_db *db, uint32_t black, uint32_t white, int to_move) {
    int k = db->g.markers;
    /* Ranks are defined on the board only: a marker off it is no position
     * (it used to read the value of another one, or past the tables). */
    if ((black | white) & ~all_cells(db) || (to_move != 0 && to_move != 1)) return TB_DB_INVALID;
    if (__builtin_popcount(black) == k && __builtin_popcount(white) == k)
        return db->move_phase[to_move][(size_t)rank_of(db, white) * db->sets + rank_of(db, black)];
    int b = __builtin_popcount(black), w = __builtin_popcount(white);
    if (!drop_layer_exists(db, b, w) || (b == w) != (to_move == 0) || (black & white))
        return TB_DB_INVALID;
    return db->drop[b][w][rank_of(db, white) * db->binom[db->g.cells][b] + rank_of(db, black)];
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
        int plies = v & UNSOLVED_MAX;
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
    int black, white;
    int too_long;
} drop_run;

static void solve_drop_rows(void *context, int thread, int threads) {
    drop_run *run = context;
    tb_teeko_db *db = run->db;
    uint32_t rows = db->binom[db->g.cells][run->white], width = db->binom[db->g.cells][run->black];
    for (uint32_t w = (uint32_t)thread; w < rows; w += (uint32_t)threads) {
        uint32_t white = db->subsets[run->white][w];
        for (uint32_t b = 0; b < width; b++) {
            uint32_t black = db->subsets[run->black][b];
            uint8_t v = TB_DB_INVALID;
            if (!(black & white)) {
                v = drop_value(db, black, white);
                if ((v & UNSOLVED_MAX) > TB_DB_MAX_PLIES) run->too_long = 1;
            }
            db->drop[run->black][run->white][(size_t)w * width + b] = v;
        }
    }
}

static int solve_drop_phase(tb_teeko_db *db, int threads, tb_progress_fn progress,
                            void *data) {
    int k = db->g.markers;
    for (int total = 2 * k - 1, step = 0; total >= 0; total--, step++) {
        int black = (total + 1) / 2, white = total / 2;
        if (progress) progress(data, "drop phase: layers", (uint64_t)step, (uint64_t)(2 * k));
        drop_run run = {db, black, white, 0};
        run_parallel(threads, solve_drop_rows, &run);
        if (run.too_long) return 0;
    }
    if (progress) progress(data, "drop phase: layers", (uint64_t)(2 * k), (uint64_t)(2 * k));
    return 1;
}

/* ------------------------------------------------------------------ */
/* Statistics                                                          */

static void count_value(tb_solve_stats *stats, int phase, uint8_t v) {
    if (v == TB_DB_INVALID) return;
    if (v == TB_DB_DRAW) stats->drawn[phase]++;
    else if ((v & UNSOLVED_MAX) % 2) stats->won[phase]++;
    else stats->lost[phase]++;
}

static void note_longest(tb_solve_stats *stats, uint8_t v, uint32_t black, uint32_t white,
                         int to_move) {
    int plies = v & UNSOLVED_MAX;
    if (v != TB_DB_INVALID && v != TB_DB_DRAW && plies % 2 && plies > stats->longest_win) {
        stats->longest_win = plies;
        stats->longest_black = black;
        stats->longest_white = white;
        stats->longest_to_move = to_move;
    }
}

static void gather_stats(const tb_teeko_db *db, tb_solve_stats *stats) {
    int k = db->g.markers;
    for (int side = 0; side < 2; side++)
        for (uint32_t w = 0; w < db->sets; w++)
            for (uint32_t b = 0; b < db->sets; b++) {
                uint8_t v = db->move_phase[side][(size_t)w * db->sets + b];
                count_value(stats, 1, v);
                note_longest(stats, v, db->subsets[k][b], db->subsets[k][w], side);
            }
    for (int b = 0; b <= k; b++)
        for (int w = 0; w <= k; w++) {
            if (!drop_layer_exists(db, b, w)) continue;
            uint32_t width = db->binom[db->g.cells][b];
            for (size_t i = 0; i < drop_size(db, b, w); i++) {
                uint8_t v = db->drop[b][w][i];
                count_value(stats, 0, v);
                note_longest(stats, v, db->subsets[b][i % width], db->subsets[w][i / width], b != w);
            }
        }
    stats->start_value = tb_teeko_db_value(db, 0, 0, 0);
}

/* ------------------------------------------------------------------ */
/* Construction                                                        */

void tb_teeko_db_free(tb_teeko_db *db) {
    if (!db) return;
    for (int j = 0; j < LAYERS; j++) {
        free(db->subsets[j]);
        for (int w = 0; w < LAYERS; w++) free(db->drop[j][w]);
    }
    free(db->is_pattern);
    free(db->move_phase[0]);
    free(db->move_phase[1]);
    free(db);
}

/* The tables, allocated and unfilled; NULL if out of memory. */
static tb_teeko_db *allocate_db(const tb_solver_geometry *geometry) {
    tb_teeko_db *db = calloc(1, sizeof *db);
    if (!db) return NULL;
    db->g = *geometry;
    int ok = build_subsets(db);
    for (int side = 0; ok && side < 2; side++)
        ok = (db->move_phase[side] = malloc(move_phase_size(db))) != NULL;
    for (int b = 0; ok && b <= db->g.markers; b++)
        for (int w = 0; ok && w <= db->g.markers; w++)
            if (drop_layer_exists(db, b, w)) ok = (db->drop[b][w] = malloc(drop_size(db, b, w))) != NULL;
    if (!ok) {
        tb_teeko_db_free(db);
        return NULL;
    }
    return db;
}

/* Unsolved positions are the draws. */
static void mark_draws(tb_teeko_db *db) {
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < move_phase_size(db); i++)
            if (!(db->move_phase[side][i] & TB_DB_DECIDED)) db->move_phase[side][i] = TB_DB_DRAW;
}

tb_teeko_db *tb_teeko_solve(const tb_solver_geometry *geometry, int threads,
                            tb_progress_fn progress, void *progress_data,
                            tb_solve_stats *stats) {
    double start = now_seconds();
    tb_teeko_db *db = allocate_db(geometry);
    if (!db) return NULL;
    if (threads < 1) threads = 1;
    if (!solve_move_phase(db, threads, progress, progress_data)) {
        tb_teeko_db_free(db);
        return NULL;
    }
    mark_draws(db);
    if (!solve_drop_phase(db, threads, progress, progress_data)) {
        tb_teeko_db_free(db);
        return NULL;
    }
    *stats = (tb_solve_stats){0};
    gather_stats(db, stats);
    stats->seconds = now_seconds() - start;
    return db;
}

void teeko_solver_geometry(uint32_t rules, tb_solver_geometry *g) {
    memset(g, 0, sizeof *g);
    g->cells = TEEKO_CELLS;
    g->markers = TEEKO_MARKERS;
    for (int cell = 0; cell < TEEKO_CELLS; cell++) g->neighbours[cell] = teeko_neighbours(cell);
    g->pattern_count = teeko_pattern_count(rules);
    for (int p = 0; p < g->pattern_count; p++) g->patterns[p] = teeko_pattern(rules, p);
    if (rules & TEEKO_CENTRE_BAN) g->first_drop_banned = 1u << TEEKO_CENTRE;
}

/* ------------------------------------------------------------------ */
/* The database file                                                   */

/* A file is this header, then the tables in for_each_table's order. The
 * header is written with its padding zeroed, and read back only if it is
 * byte for byte the header this program writes for the geometry and rules
 * asked for, the checksum aside: a database has exactly one file. */
typedef struct file_header {
    char magic[16];
    uint32_t version, rules;
    tb_solver_geometry geometry;
    uint64_t payload_bytes, checksum;
} file_header;

static uint64_t checksum_update(uint64_t sum, const uint8_t *bytes, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        sum = tb_mix64(sum ^ word);
    }
    for (; i < n; i++) sum = tb_mix64(sum ^ bytes[i]);
    return sum;
}

/* Calls `visit` on each table of the payload, in file order. */
static int for_each_table(const tb_teeko_db *db, int (*visit)(void *, uint8_t *, size_t),
                          void *context) {
    for (int side = 0; side < 2; side++)
        if (!visit(context, db->move_phase[side], move_phase_size(db))) return 0;
    for (int b = 0; b <= db->g.markers; b++)
        for (int w = 0; w <= db->g.markers; w++)
            if (drop_layer_exists(db, b, w) && !visit(context, db->drop[b][w], drop_size(db, b, w)))
                return 0;
    return 1;
}

typedef struct file_io {
    FILE *file;
    uint64_t checksum, bytes;
} file_io;

static int add_size(void *context, uint8_t *table, size_t n) {
    (void)table;
    ((file_io *)context)->bytes += n;
    return 1;
}

static int add_checksum(void *context, uint8_t *table, size_t n) {
    file_io *io = context;
    io->checksum = checksum_update(io->checksum, table, n);
    return 1;
}

static int write_table(void *context, uint8_t *table, size_t n) {
    return fwrite(table, 1, n, ((file_io *)context)->file) == n;
}

static int read_table(void *context, uint8_t *table, size_t n) {
    file_io *io = context;
    if (fread(table, 1, n, io->file) != n) return 0;
    io->checksum = checksum_update(io->checksum, table, n);
    return 1;
}

/* The header of `db` under `rules`, without its checksum. */
static void make_header(const tb_teeko_db *db, uint32_t rules, file_header *header) {
    file_io sizes = {NULL, 0, 0};
    memset(header, 0, sizeof *header); /* no stray bytes in the padding */
    memcpy(header->magic, MAGIC, sizeof MAGIC);
    header->version = FORMAT_VERSION;
    header->rules = rules;
    header->geometry = db->g;
    for_each_table(db, add_size, &sizes);
    header->payload_bytes = sizes.bytes;
}

/* The checksum comes first, so the file is written in one pass. */
int tb_teeko_db_write(const tb_teeko_db *db, uint32_t rules, FILE *file) {
    file_header header;
    file_io io = {file, 0, 0};
    make_header(db, rules, &header);
    for_each_table(db, add_checksum, &io);
    header.checksum = io.checksum;
    return fwrite(&header, sizeof header, 1, file) == 1 && for_each_table(db, write_table, &io);
}

int tb_teeko_db_save(const tb_teeko_db *db, uint32_t rules, const char *path,
                     tb_error *err) {
    char temporary[4096];
    if (snprintf(temporary, sizeof temporary, "%s.part", path) >= (int)sizeof temporary) {
        tb_set_error(err, "database path too long");
        return 0;
    }
    FILE *file = fopen(temporary, "wb");
    if (!file) {
        tb_set_error(err, "cannot write %s", temporary);
        return 0;
    }
    int ok = tb_teeko_db_write(db, rules, file);
    ok = fclose(file) == 0 && ok;
    if (!ok || rename(temporary, path) != 0) {
        remove(temporary);
        tb_set_error(err, "cannot write the database %s", path);
        return 0;
    }
    return 1;
}

/* Field by field, for a message that says what differs. */
static int check_header(const file_header *h, const tb_solver_geometry *geometry,
                        uint32_t rules, tb_error *err) {
    if (memcmp(h->magic, MAGIC, sizeof MAGIC) != 0) {
        tb_set_error(err, "not a Tabuleiro Teeko database");
        return 0;
    }
    if (h->version != FORMAT_VERSION) {
        tb_set_error(err, "database format %u, this program reads format %d", h->version,
                     FORMAT_VERSION);
        return 0;
    }
    if (h->rules != rules) {
        tb_set_error(err, "database made for other rule options (%u, wanted %u)", h->rules, rules);
        return 0;
    }
    if (memcmp(&h->geometry, geometry, sizeof *geometry) != 0) {
        tb_set_error(err, "database of another board or other patterns");
        return 0;
    }
    return 1;
}

tb_teeko_db *tb_teeko_db_read(FILE *file, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err) {
    file_header header, expected;
    if (fread(&header, sizeof header, 1, file) != 1) {
        tb_set_error(err, "database truncated in its header");
        return NULL;
    }
    /* Only a header made for this geometry costs the memory of the tables. */
    if (!check_header(&header, geometry, rules, err)) return NULL;
    tb_teeko_db *db = allocate_db(geometry);
    if (!db) {
        tb_set_error(err, "out of memory for the database");
        return NULL;
    }
    make_header(db, rules, &expected);
    file_io io = {file, 0, 0};
    int ok = 0;
    if (header.payload_bytes != expected.payload_bytes)
        tb_set_error(err, "database header announces %llu bytes of tables, this board has %llu",
                     (unsigned long long)header.payload_bytes,
                     (unsigned long long)expected.payload_bytes);
    else if (memcmp(&header, &expected, offsetof(file_header, checksum)) != 0)
        tb_set_error(err, "database header has stray bytes in its padding");
    else if (!for_each_table(db, read_table, &io))
        tb_set_error(err, "database truncated");
    else if (fgetc(file) != EOF)
        tb_set_error(err, "database has trailing bytes");
    else if (io.checksum != header.checksum)
        tb_set_error(err, "database corrupted (checksum mismatch)");
    else
        ok = 1;
    if (!ok) {
        tb_teeko_db_free(db);
        return NULL;
    }
    return db;
}

tb_teeko_db *tb_teeko_db_load(const char *path, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        tb_set_error(err, "no database at %s", path);
        return NULL;
    }
    tb_teeko_db *db = tb_teeko_db_read(file, geometry, rules, err);
    fclose(file);
    return db;
}
