/* The Teeko solver on small boards, against a brute-force fixpoint written
 * independently here, plus the database file's checks. */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "suites.h"
#include "teeko_solver.h"

/* A width x height board, `markers` a side, winning lines of `markers`. */
static tb_solver_geometry small_board(int width, int height, int markers) {
    tb_solver_geometry g;
    memset(&g, 0, sizeof g);
    g.cells = width * height;
    g.width = width;
    g.markers = markers;
    for (int c = 0; c < g.cells; c++)
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int r = c / width + dr, col = c % width + dc;
                if ((dr || dc) && r >= 0 && r < height && col >= 0 && col < width)
                    g.neighbours[c] |= 1u << (r * width + col);
            }
    static const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int c = 0; c < g.cells; c++)
        for (int d = 0; d < 4; d++) {
            uint32_t line = 0;
            for (int k = 0; k < markers; k++) {
                int r = c / width + k * directions[d][0], col = c % width + k * directions[d][1];
                if (r < 0 || r >= height || col < 0 || col >= width) {
                    line = 0;
                    break;
                }
                line |= 1u << (r * width + col);
            }
            if (line) g.patterns[g.pattern_count++] = line;
        }
    return g;
}

/* ---- The brute force: a value per (black, white, to move), by rounds. */

enum { UNKNOWN = -1, NO_POSITION = -2 };

typedef struct oracle {
    const tb_solver_geometry *g;
    int8_t *value; /* plies as in the database, UNKNOWN, or NO_POSITION */
} oracle;

static size_t key(const tb_solver_geometry *g, uint32_t black, uint32_t white, int to_move) {
    return (((size_t)white << g->cells) | black) * 2 + (size_t)to_move;
}

static int wins(const tb_solver_geometry *g, uint32_t set) {
    for (int p = 0; p < g->pattern_count; p++)
        if (set == g->patterns[p]) return 1;
    return 0;
}

/* The positions after each move, into `children`; returns their number. */
static int children_of(const tb_solver_geometry *g, uint32_t black, uint32_t white, int to_move,
                       size_t *children) {
    uint32_t own = to_move ? white : black, all = (1u << g->cells) - 1;
    uint32_t empty = all & ~(black | white);
    int n = 0;
    if (__builtin_popcount(own) < g->markers) {
        for (int c = 0; c < g->cells; c++) {
            if (!(empty >> c & 1)) continue;
            if (to_move == 0 && own == 0 && (g->first_drop_banned >> c & 1)) continue;
            uint32_t next = own | 1u << c;
            children[n++] = to_move ? key(g, black, next, 0) : key(g, next, white, 1);
        }
        return n;
    }
    for (int from = 0; from < g->cells; from++) {
        if (!(own >> from & 1)) continue;
        for (int to = 0; to < g->cells; to++) {
            if (!(g->neighbours[from] >> to & 1) || !(empty >> to & 1)) continue;
            uint32_t next = own ^ 1u << from ^ 1u << to;
            children[n++] = to_move ? key(g, black, next, 0) : key(g, next, white, 1);
        }
    }
    return n;
}

static int playable(const tb_solver_geometry *g, uint32_t black, uint32_t white, int to_move) {
    int b = __builtin_popcount(black), w = __builtin_popcount(white), k = g->markers;
    if ((black & white) || b > k || w > k) return 0;
    if (!(b == k && w == k) && !(to_move == 0 ? b == w : b == w + 1)) return 0;
    return !wins(g, to_move ? white : black); /* the player to move has not won */
}

static oracle brute_force(const tb_solver_geometry *g) {
    size_t size = (size_t)1 << (2 * g->cells + 1);
    oracle o = {g, malloc(size)};
    size_t children[64];
    ck_assert_ptr_nonnull(o.value);
    for (size_t i = 0; i < size; i++) {
        uint32_t black = (uint32_t)(i / 2) & ((1u << g->cells) - 1);
        uint32_t white = (uint32_t)(i / 2) >> g->cells;
        int to_move = (int)(i % 2);
        /* Over when the opponent has won; a player who cannot move loses. */
        o.value[i] = !playable(g, black, white, to_move) ? NO_POSITION
                     : wins(g, to_move ? black : white) ? 0
                     : children_of(g, black, white, to_move, children) == 0 ? 0
                                                                             : UNKNOWN;
    }
    /* Each round decides from the values of the rounds before it only. */
    size_t open_count = 0;
    for (size_t i = 0; i < size; i++) open_count += o.value[i] == UNKNOWN;
    size_t *open = malloc(open_count * sizeof(size_t));
    int8_t *decided = malloc(open_count);
    ck_assert(open && decided);
    open_count = 0;
    for (size_t i = 0; i < size; i++)
        if (o.value[i] == UNKNOWN) open[open_count++] = i;
    for (int round = 1, changed = 1; changed; round++) {
        size_t still_open = 0;
        changed = 0;
        for (size_t j = 0; j < open_count; j++) {
            size_t i = open[j];
            uint32_t black = (uint32_t)(i / 2) & ((1u << g->cells) - 1);
            uint32_t white = (uint32_t)(i / 2) >> g->cells;
            int n = children_of(g, black, white, (int)(i % 2), children), all_won = 1;
            int win_now = 0;
            for (int c = 0; c < n; c++) {
                int v = o.value[children[c]];
                if (v == round - 1 && v % 2 == 0) win_now = 1;
                if (v == UNKNOWN || v % 2 == 0) all_won = 0;
            }
            decided[j] = win_now || all_won; /* won, or lost on every move */
            changed |= decided[j];
        }
        for (size_t j = 0; j < open_count; j++) {
            if (decided[j]) o.value[open[j]] = (int8_t)round;
            else open[still_open++] = open[j];
        }
        open_count = still_open;
    }
    free(open);
    free(decided);
    return o;
}

/* The brute force's counts of won, lost and drawn positions, by phase,
 * against the solver's statistics, which weigh each stored position by
 * the positions it stands for. */
static void compare_counts(const tb_solver_geometry *g, const oracle *o, const tb_solve_stats *stats) {
    uint64_t won[2] = {0}, lost[2] = {0}, drawn[2] = {0};
    size_t size = (size_t)1 << (2 * g->cells + 1);
    for (size_t i = 0; i < size; i++) {
        if (o->value[i] == NO_POSITION) continue;
        uint32_t black = (uint32_t)(i / 2) & ((1u << g->cells) - 1);
        int phase = __builtin_popcount(black) == g->markers &&
                    __builtin_popcount((uint32_t)(i / 2) >> g->cells) == g->markers;
        if (o->value[i] == UNKNOWN) drawn[phase]++;
        else if (o->value[i] % 2) won[phase]++;
        else lost[phase]++;
    }
    for (int phase = 0; phase < 2; phase++) {
        ck_assert_uint_eq(stats->won[phase], won[phase]);
        ck_assert_uint_eq(stats->lost[phase], lost[phase]);
        ck_assert_uint_eq(stats->drawn[phase], drawn[phase]);
    }
}

static void compare_with_brute_force(const tb_solver_geometry *g, int threads) {
    tb_solve_stats stats;
    tb_teeko_db *db;
    ck_assert_int_eq(tb_teeko_solve(g, threads, NULL, &db, &stats), TB_SOLVED);
    oracle o = brute_force(g);
    size_t size = (size_t)1 << (2 * g->cells + 1);
    long compared = 0, differences = 0;
    for (size_t i = 0; i < size; i++) {
        if (o.value[i] == NO_POSITION) continue;
        uint32_t black = (uint32_t)(i / 2) & ((1u << g->cells) - 1);
        uint32_t white = (uint32_t)(i / 2) >> g->cells;
        int expected = o.value[i] == UNKNOWN ? TB_DB_DRAW : TB_DB_DECIDED | o.value[i];
        int got = tb_teeko_db_value(db, black, white, (int)(i % 2));
        if (got != expected && differences++ == 0)
            fprintf(stderr, "black %x white %x to move %d: solver %x, brute force %x\n", black,
                    white, (int)(i % 2), got, expected);
        compared++;
    }
    ck_assert_int_eq(differences, 0);
    ck_assert_int_gt(compared, 1000);
    ck_assert_int_eq(stats.start_value, tb_teeko_db_value(db, 0, 0, 0));
    compare_counts(g, &o, &stats);
    free(o.value);
    tb_teeko_db_free(db);
}

START_TEST(solver_matches_brute_force_on_3x3_with_3_markers) {
    tb_solver_geometry g = small_board(3, 3, 3);
    compare_with_brute_force(&g, 1);
}
END_TEST

START_TEST(solver_matches_brute_force_on_4x3_with_3_markers_on_two_threads) {
    tb_solver_geometry g = small_board(4, 3, 3);
    compare_with_brute_force(&g, 2);
}
END_TEST

/* A ban off the centre keeps fewer symmetries (here the reflection
 * that swaps the top and bottom rows only); one at the centre of a
 * square keeps all 8. */
START_TEST(solver_matches_brute_force_with_a_first_drop_ban) {
    tb_solver_geometry g = small_board(4, 3, 3);
    g.first_drop_banned = 1u << 5;
    compare_with_brute_force(&g, 2);
    g = small_board(3, 3, 3);
    g.first_drop_banned = 1u << 4;
    compare_with_brute_force(&g, 2);
}
END_TEST

/* Without symmetries (width 0) every position has a slot of its own. */
START_TEST(solver_matches_brute_force_without_symmetries) {
    tb_solver_geometry g = small_board(3, 3, 3);
    g.width = 0;
    compare_with_brute_force(&g, 1);
}
END_TEST

/* Found by tests/fuzz/fuzz_teeko_db.c: a set with a marker off the board
 * was ranked with binom[27] (out of bounds) and read a value of another
 * position or past the tables; so did a player to move other than 0, 1. */
START_TEST(sets_off_the_board_have_no_value) {
    tb_solver_geometry g = small_board(3, 3, 3);
    tb_solve_stats stats;
    tb_teeko_db *db;
    ck_assert_int_eq(tb_teeko_solve(&g, 1, NULL, &db, &stats), TB_SOLVED);
    ck_assert_int_ne(tb_teeko_db_value(db, 1u << 4, 0, 1), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, 1u << 9, 0, 1), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, 1u << 27, 0, 1), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, 1u << 4, 1u << 31, 0), TB_DB_INVALID);
    uint32_t black = 1u << 0 | 1u << 1 | 1u << 5, white = 1u << 3 | 1u << 4 | 1u << 8;
    ck_assert_int_ne(tb_teeko_db_value(db, black, white, 0), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, black, white | 1u << 12, 0), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, black, white, 2), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, black, white, -1), TB_DB_INVALID);
    ck_assert_int_eq(tb_teeko_db_value(db, 0, 0, 2), TB_DB_INVALID);
    tb_teeko_db_free(db);
}
END_TEST

/* ---- The database file */

static char db_path[64];

static tb_teeko_db *saved_small_db(tb_solver_geometry *g) {
    tb_solve_stats stats;
    tb_error err;
    *g = small_board(4, 3, 3);
    tb_teeko_db *db;
    ck_assert_int_eq(tb_teeko_solve(g, 1, NULL, &db, &stats), TB_SOLVED);
    snprintf(db_path, sizeof db_path, "/tmp/tabuleiro_check_%d.db", (int)getpid());
    tb_db_output out;
    ck_assert_msg(tb_teeko_db_create(&out, db_path, &err), "%s", err.message);
    ck_assert_msg(tb_teeko_db_commit(&out, db, 0, NULL, &err), "%s", err.message);
    return db;
}

static void expect_rejected(const tb_solver_geometry *g, uint32_t rules, const char *words) {
    tb_error err = {{0}};
    tb_teeko_db *loaded = tb_teeko_db_load(db_path, g, rules, &err);
    ck_assert_ptr_null(loaded);
    ck_assert_msg(strstr(err.message, words) != NULL, "message '%s' lacks '%s'", err.message, words);
}

/* Flips bits of the byte at `offset` (from the end if negative), or with
 * byte_or_truncate < 0 cuts the file to `offset` bytes. */
static void rewrite(long offset, int byte_or_truncate) {
    FILE *f = fopen(db_path, "r+b");
    ck_assert_ptr_nonnull(f);
    if (offset < 0) {
        fseek(f, 0, SEEK_END);
        offset += ftell(f);
    }
    if (byte_or_truncate < 0) {
        ck_assert_int_eq(ftruncate(fileno(f), offset), 0);
    } else {
        fseek(f, offset, SEEK_SET);
        int old = fgetc(f);
        fseek(f, offset, SEEK_SET);
        fputc(old ^ byte_or_truncate, f);
    }
    fclose(f);
}

START_TEST(database_round_trips) {
    tb_solver_geometry g;
    tb_teeko_db *db = saved_small_db(&g);
    tb_error err;
    tb_teeko_db *loaded = tb_teeko_db_load(db_path, &g, 0, &err);
    ck_assert_msg(loaded != NULL, "%s", err.message);
    /* One assertion at the end: Check writes down every assertion that
     * passes, which took seconds here (minutes under Valgrind). */
    long differences = 0;
    for (uint32_t b = 0; b < 1u << 12; b++)
        for (uint32_t w = 0; w < 1u << 12; w += 7)
            for (int side = 0; side < 2; side++)
                differences += tb_teeko_db_value(db, b, w, side) != tb_teeko_db_value(loaded, b, w, side);
    ck_assert_int_eq(differences, 0);
    tb_teeko_db_free(loaded);
    tb_teeko_db_free(db);
    remove(db_path);
}
END_TEST

START_TEST(damaged_or_foreign_databases_are_rejected) {
    tb_solver_geometry g;
    tb_teeko_db_free(saved_small_db(&g));
    expect_rejected(&g, 1, "other rule options");
    tb_solver_geometry other = small_board(3, 3, 3);
    expect_rejected(&other, 0, "another board");
    /* The header: magic, format, rules, geometry, the payload's size after
     * padding to 8 bytes, the checksum. */
    long geometry_end = 24 + (long)sizeof(tb_solver_geometry), size_at = (geometry_end + 7) / 8 * 8;
    rewrite(size_at, 0x01);
    expect_rejected(&g, 0, "announces");
    rewrite(size_at, 0x01);
    if (size_at > geometry_end) {
        rewrite(geometry_end, 0x01);
        expect_rejected(&g, 0, "padding");
        rewrite(geometry_end, 0x01);
    }
    rewrite(-300, 0x01); /* a value flipped in the payload */
    expect_rejected(&g, 0, "checksum");
    rewrite(-300, 0x01);
    rewrite(0, 0x20); /* the magic word */
    expect_rejected(&g, 0, "not a Tabuleiro");
    rewrite(0, 0x20);
    rewrite(1000, -1);
    expect_rejected(&g, 0, "truncated");
    rewrite(10, -1);
    expect_rejected(&g, 0, "truncated in its header");
    remove(db_path);
    expect_rejected(&g, 0, "no database");
}
END_TEST

/* ---- Stopping, and files that cannot be written or read */

/* should_stop says yes at its `after`-th call; progress counts calls. */
typedef struct watcher {
    int calls, after, progress_calls;
} watcher;

static int stop_after(void *data) {
    watcher *w = data;
    return ++w->calls >= w->after;
}

static void count_progress(void *data, const char *stage, uint64_t done, uint64_t total) {
    (void)stage, (void)done, (void)total;
    ((watcher *)data)->progress_calls++;
}

START_TEST(a_solve_stops_when_asked) {
    tb_solver_geometry g = small_board(4, 3, 3);
    for (int after = 1; after <= 40; after += 13) {
        watcher w = {0, after, 0};
        tb_solve_hooks hooks = {count_progress, stop_after, &w, NULL};
        tb_solve_stats stats;
        tb_teeko_db *db = (tb_teeko_db *)&w; /* must come back NULL */
        ck_assert_int_eq(tb_teeko_solve(&g, 2, &hooks, &db, &stats), TB_SOLVE_STOPPED);
        ck_assert_ptr_null(db);
        ck_assert_int_ge(w.calls, after);
    }
    watcher never = {0, 1 << 30, 0};
    tb_solve_hooks hooks = {count_progress, stop_after, &never, NULL};
    tb_solve_stats stats;
    tb_teeko_db *db;
    ck_assert_int_eq(tb_teeko_solve(&g, 2, &hooks, &db, &stats), TB_SOLVED);
    ck_assert_int_gt(never.calls, 10);
    ck_assert_int_gt(never.progress_calls, 4);
    tb_teeko_db_free(db);
}
END_TEST

static char folder[64];

static tb_teeko_db *small_db(void) {
    tb_solver_geometry g = small_board(4, 3, 3);
    tb_solve_stats stats;
    tb_teeko_db *db;
    ck_assert_int_eq(tb_teeko_solve(&g, 1, NULL, &db, &stats), TB_SOLVED);
    snprintf(folder, sizeof folder, "/tmp/tabuleiro_check_%d", (int)getpid());
    ck_assert(mkdir(folder, 0755) == 0 || errno == EEXIST);
    return db;
}

static int files_in(const char *path) {
    DIR *dir = opendir(path);
    int count = 0;
    ck_assert_ptr_nonnull(dir);
    for (struct dirent *e; (e = readdir(dir));) count += e->d_name[0] != '.';
    closedir(dir);
    return count;
}

/* `message` holds `words`. */
static void assert_says(const char *message, const char *words) {
    ck_assert_msg(strstr(message, words) != NULL, "message '%s' lacks '%s'", message, words);
}

START_TEST(two_saves_to_one_path_use_two_temporary_files) {
    tb_teeko_db *db = small_db();
    char path[128];
    tb_db_output first, second;
    tb_error err;
    snprintf(path, sizeof path, "%s/teeko.db", folder);
    ck_assert(tb_teeko_db_create(&first, path, &err) && tb_teeko_db_create(&second, path, &err));
    ck_assert_str_ne(first.temporary, second.temporary);
    ck_assert_int_eq(files_in(folder), 2);
    ck_assert(tb_teeko_db_commit(&first, db, 0, NULL, &err));
    ck_assert(tb_teeko_db_commit(&second, db, 0, NULL, &err));
    ck_assert_int_eq(files_in(folder), 1); /* the database alone */
    ck_assert(tb_teeko_db_create(&first, path, &err));
    tb_teeko_db_abandon(&first);
    ck_assert_int_eq(files_in(folder), 1);
    remove(path);
    rmdir(folder);
    tb_teeko_db_free(db);
}
END_TEST

START_TEST(a_stopped_write_leaves_nothing) {
    tb_teeko_db *db = small_db();
    char path[128];
    tb_db_output out;
    tb_error err;
    watcher w = {0, 1, 0};
    tb_solve_hooks hooks = {NULL, stop_after, &w, NULL};
    snprintf(path, sizeof path, "%s/teeko.db", folder);
    ck_assert(tb_teeko_db_create(&out, path, &err));
    ck_assert(!tb_teeko_db_commit(&out, db, 0, &hooks, &err));
    assert_says(err.message, "interrupted");
    ck_assert_int_eq(files_in(folder), 0);
    rmdir(folder);
    tb_teeko_db_free(db);
}
END_TEST

/* A full disk (/dev/full in place of the temporary file) and a file size
 * limit: the message names the cause, the temporary file goes. */
START_TEST(write_errors_name_their_cause) {
    tb_teeko_db *db = small_db();
    char path[128];
    tb_db_output out;
    tb_error err;
    snprintf(path, sizeof path, "%s/teeko.db", folder);
    ck_assert(tb_teeko_db_create(&out, path, &err));
    ck_assert_ptr_nonnull(freopen("/dev/full", "wb", out.file));
    ck_assert(!tb_teeko_db_commit(&out, db, 0, NULL, &err));
    assert_says(err.message, "(ENOSPC)");
    ck_assert_int_eq(files_in(folder), 0);

    struct rlimit before, small;
    ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &before), 0);
    small = before;
    small.rlim_cur = 512;
    signal(SIGXFSZ, SIG_IGN);
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &small), 0);
    ck_assert(tb_teeko_db_create(&out, path, &err));
    int committed = tb_teeko_db_commit(&out, db, 0, NULL, &err);
    ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &before), 0);
    signal(SIGXFSZ, SIG_DFL);
    ck_assert(!committed);
    assert_says(err.message, "(EFBIG)");
    ck_assert_int_eq(files_in(folder), 0);

    snprintf(path, sizeof path, "%s/missing/teeko.db", folder);
    ck_assert(!tb_teeko_db_create(&out, path, &err));
    assert_says(err.message, "(ENOENT)");
    rmdir(folder);
    tb_teeko_db_free(db);
}
END_TEST

/* Permissions bind root only through another user id: the test takes
 * that of `nobody` for a while when it runs as root. */
static void as_unprivileged_user(int on) {
    if (on && geteuid() == 0) ck_assert_int_eq(seteuid(65534), 0);
    if (!on && getuid() == 0) ck_assert_int_eq(seteuid(0), 0);
}

START_TEST(a_folder_that_cannot_be_written_is_found_at_create) {
    tb_teeko_db *db = small_db();
    char path[128];
    tb_db_output out;
    tb_error err;
    snprintf(path, sizeof path, "%s/teeko.db", folder);
    ck_assert_int_eq(chmod(folder, 0555), 0);
    as_unprivileged_user(1);
    int created = tb_teeko_db_create(&out, path, &err);
    as_unprivileged_user(0);
    ck_assert(!created);
    assert_says(err.message, "cannot write the database");
    assert_says(err.message, "(EACCES)");
    rmdir(folder);
    tb_teeko_db_free(db);
}
END_TEST

START_TEST(an_unreadable_database_is_not_a_missing_one) {
    tb_solver_geometry g;
    tb_teeko_db_free(saved_small_db(&g));
    ck_assert_int_eq(chmod(db_path, 0), 0);
    tb_error err;
    as_unprivileged_user(1);
    tb_teeko_db *loaded = tb_teeko_db_load(db_path, &g, 0, &err);
    as_unprivileged_user(0);
    ck_assert_ptr_null(loaded);
    assert_says(err.message, "cannot read the database");
    assert_says(err.message, "(EACCES)");
    remove(db_path);
}
END_TEST

Suite *solver_suite(void) {
    Suite *s = suite_create("solver");
    TCase *tc = tcase_create("solver");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, solver_matches_brute_force_on_3x3_with_3_markers);
    tcase_add_test(tc, solver_matches_brute_force_on_4x3_with_3_markers_on_two_threads);
    tcase_add_test(tc, solver_matches_brute_force_with_a_first_drop_ban);
    tcase_add_test(tc, solver_matches_brute_force_without_symmetries);
    tcase_add_test(tc, sets_off_the_board_have_no_value);
    tcase_add_test(tc, database_round_trips);
    tcase_add_test(tc, damaged_or_foreign_databases_are_rejected);
    tcase_add_test(tc, a_solve_stops_when_asked);
    tcase_add_test(tc, two_saves_to_one_path_use_two_temporary_files);
    tcase_add_test(tc, a_stopped_write_leaves_nothing);
    tcase_add_test(tc, write_errors_name_their_cause);
    tcase_add_test(tc, a_folder_that_cannot_be_written_is_found_at_create);
    tcase_add_test(tc, an_unreadable_database_is_not_a_missing_one);
    suite_add_tcase(s, tc);
    return s;
}
