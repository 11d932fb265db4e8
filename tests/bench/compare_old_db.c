/* The Teeko database stored up to symmetry against a database of the
 * first format (version 1, written before the symmetries: one byte per
 * placement of the markers and player to move, 355 MB), value by value.
 *
 *   compare_old_db OLD.db NEW.db [RULES] [--sample N FILE]
 *
 * Reads the old file's tables by their own indexing (rank of White's set
 * times the row, plus rank of Black's set, colex ranks over the 25 cells;
 * move phase for Black to move, then for White, then the drop layers by
 * Black's then White's marker count), compares every position, then
 * draws N positions at random (seeded) among the valid ones and compares
 * them again, writing them with the old value to FILE, one a line:
 * "NOTATION VALUE" with VALUE draw, win N or loss N. Exit status 0 when
 * all agree. Run by tests/bench/compare_old_db.sh. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "teeko.h"
#include "teeko_solver.h"
#include "rng.h"

#define K TEEKO_MARKERS
#define N TEEKO_CELLS

typedef struct old_db {
    const uint8_t *payload;
    size_t move_phase_size;      /* C(25,4)^2 */
    size_t drop_offset[K + 1][K + 1];
    uint32_t binom[N + 1][K + 1];
} old_db;

static uint32_t old_rank(const old_db *o, uint32_t set) {
    uint32_t rank = 0;
    for (int i = 1; set; set &= set - 1, i++) rank += o->binom[__builtin_ctz(set)][i];
    return rank;
}

static int drop_layer(int black, int white) {
    return black <= K && (white == black || white == black - 1) && !(black == K && white == K);
}

/* Lays out the old payload: its size, from which the header's follows. */
static size_t old_layout(old_db *o) {
    for (int i = 0; i <= N; i++)
        for (int j = 0; j <= K; j++)
            o->binom[i][j] = j == 0 ? 1 : i == 0 ? 0 : o->binom[i - 1][j - 1] + o->binom[i - 1][j];
    o->move_phase_size = (size_t)o->binom[N][K] * o->binom[N][K];
    size_t offset = 2 * o->move_phase_size;
    for (int b = 0; b <= K; b++)
        for (int w = 0; w <= K; w++)
            if (drop_layer(b, w)) {
                o->drop_offset[b][w] = offset;
                offset += (size_t)o->binom[N][b] * o->binom[N][w];
            }
    return offset;
}

static int old_value(const old_db *o, uint32_t black, uint32_t white, int to_move) {
    int b = __builtin_popcount(black), w = __builtin_popcount(white);
    size_t index;
    if (b == K && w == K)
        index = (size_t)to_move * o->move_phase_size +
                (size_t)old_rank(o, white) * o->binom[N][K] + old_rank(o, black);
    else
        index = o->drop_offset[b][w] + (size_t)old_rank(o, white) * o->binom[N][b] + old_rank(o, black);
    return o->payload[index];
}

static const uint8_t *map_old(const char *path, old_db *o) {
    size_t payload = old_layout(o);
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || (size_t)st.st_size <= payload) {
        fprintf(stderr, "compare_old_db: %s is not an old database\n", path);
        exit(2);
    }
    const uint8_t *file = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (file == MAP_FAILED || memcmp(file, "TABULEIRO-TEEKO", 16) != 0 || file[16] != 1) {
        fprintf(stderr, "compare_old_db: %s is not a database of format 1\n", path);
        exit(2);
    }
    o->payload = file + (size_t)st.st_size - payload;
    return file;
}

typedef struct tally {
    uint64_t compared, differences;
} tally;

static void compare_one(const old_db *o, const tb_teeko_db *db, uint32_t black, uint32_t white,
                        int to_move, tally *t) {
    int expected = old_value(o, black, white, to_move);
    int got = tb_teeko_db_value(db, black, white, to_move);
    t->compared++;
    if (got != expected && t->differences++ < 10)
        fprintf(stderr, "black %07x white %07x to move %d: old %#x, new %#x\n", black, white,
                to_move, expected, got);
}

/* Every pair of disjoint sets with the marker counts of a position. */
static void compare_all(const old_db *o, const tb_teeko_db *db, tally *t) {
    for (uint32_t black = 0; black < 1u << N; black++) {
        int b = __builtin_popcount(black);
        if (b > K) continue;
        for (int w = b - 1; w <= b; w++) {
            if (w < 0) continue;
            uint32_t free_cells = ((1u << N) - 1) & ~black;
            /* The w-subsets of the free cells, by Gosper's hack on their
             * positions, then spread over the free cells. */
            for (uint32_t pick = (1u << w) - 1; pick < 1u << (N - b);) {
                uint32_t white = 0, rest = free_cells;
                for (int i = 0; i < N - b; i++, rest &= rest - 1)
                    if (pick >> i & 1) white |= rest & -rest;
                if (b == K && w == K) {
                    compare_one(o, db, black, white, 0, t);
                    compare_one(o, db, black, white, 1, t);
                } else {
                    compare_one(o, db, black, white, b != w, t);
                }
                if (pick == 0) break;
                uint32_t low = pick & -pick, ripple = pick + low;
                pick = (((ripple ^ pick) >> 2) / low) | ripple;
            }
        }
    }
}

static void describe(int value, char *out, size_t size) {
    int plies = value & 0x7F;
    if (value == TB_DB_DRAW) snprintf(out, size, "draw");
    else snprintf(out, size, "%s %d", plies % 2 ? "win" : "loss", plies);
}

/* `count` valid positions at random, weighed as the old tables lay them. */
static void compare_sample(const old_db *o, const tb_teeko_db *db, long count, FILE *out,
                           uint32_t rules, tally *t) {
    tb_rng rng = tb_rng_seeded(20261123);
    for (long found = 0; found < count;) {
        uint32_t black = 0, white = 0;
        int b = (int)(tb_rng_next(&rng) % 9) / 2, w;
        int to_move = (int)(tb_rng_next(&rng) % 2);
        /* Half the draws from the move phase, half from the drop phase. */
        if (tb_rng_next(&rng) % 2) b = w = K;
        else w = to_move ? b - 1 : b;
        if (w < 0 || !(drop_layer(b, w) || (b == K && w == K))) continue;
        while (__builtin_popcount(black) < b) black |= 1u << (tb_rng_next(&rng) % N);
        while (__builtin_popcount(white) < w) white |= 1u << (tb_rng_next(&rng) % N) & ~black;
        if (old_value(o, black, white, to_move) == TB_DB_INVALID) continue;
        compare_one(o, db, black, white, to_move, t);
        found++;
        if (out) {
            tb_position pos;
            char notation[TB_TEXT_MAX], value[32];
            tb_teeko.initial(&pos, rules);
            pos.bits[0] = black;
            pos.bits[1] = white;
            pos.to_move = (uint8_t)to_move;
            tb_teeko.format_position(&pos, notation);
            describe(old_value(o, black, white, to_move), value, sizeof value);
            fprintf(out, "%s %s\n", notation, value);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: compare_old_db OLD.db NEW.db [RULES] [--sample N FILE]\n");
        return 2;
    }
    const char *rule_list = argc > 3 && strcmp(argv[3], "--sample") != 0 ? argv[3] : "";
    long sample = 1000000;
    FILE *sample_file = NULL;
    for (int i = 3; i + 2 < argc; i++)
        if (strcmp(argv[i], "--sample") == 0) {
            sample = atol(argv[i + 1]);
            sample_file = fopen(argv[i + 2], "w");
        }
    uint32_t rules;
    tb_error err;
    tb_solver_geometry geometry;
    old_db old;
    if (!tb_parse_rules(&tb_teeko, rule_list, &rules, &err)) {
        fprintf(stderr, "compare_old_db: %s\n", err.message);
        return 2;
    }
    teeko_solver_geometry(rules, &geometry);
    tb_teeko_db *db = tb_teeko_db_load(argv[2], &geometry, rules, &err);
    if (!db) {
        fprintf(stderr, "compare_old_db: %s\n", err.message);
        return 2;
    }
    map_old(argv[1], &old);
    tally all = {0}, sampled = {0};
    compare_all(&old, db, &all);
    compare_sample(&old, db, sample, sample_file, rules, &sampled);
    if (sample_file) fclose(sample_file);
    printf("every position: %llu compared, %llu differ\n", (unsigned long long)all.compared,
           (unsigned long long)all.differences);
    printf("random sample: %llu compared, %llu differ\n", (unsigned long long)sampled.compared,
           (unsigned long long)sampled.differences);
    tb_teeko_db_free(db);
    return all.differences || sampled.differences;
}
