/* Teeko strongly solved by retrograde analysis.
 *
 * The solver works on any "Teeko-like" game: a board of at most 25 cells,
 * k markers a side, a neighbour relation and a set of winning patterns of k
 * cells. Real Teeko is one instance (teeko_solver_geometry); the tests solve
 * small instances and compare them with a brute-force fixpoint.
 *
 * Values, one byte per position and player to move:
 *   TB_DB_DRAW          neither side can force a win;
 *   TB_DB_DECIDED | n   decided in n plies: n even, the player to move loses
 *                       (0: the opponent has already won); n odd, wins;
 *   TB_DB_INVALID       no such position (overlapping markers, or the
 *                       player to move already forms a pattern).
 */
#ifndef TB_TEEKO_SOLVER_H
#define TB_TEEKO_SOLVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

#define TB_DB_DRAW 0x00
#define TB_DB_DECIDED 0x80
#define TB_DB_INVALID 0xFF
#define TB_DB_MAX_PLIES 0x7E

#define TB_SOLVER_MAX_CELLS 25
#define TB_SOLVER_MAX_MARKERS 4
#define TB_SOLVER_MAX_PATTERNS 64

typedef struct tb_solver_geometry {
    int cells;   /* board cells, numbered 0..cells-1 */
    int markers; /* per side */
    uint32_t neighbours[TB_SOLVER_MAX_CELLS];
    int pattern_count;
    uint32_t patterns[TB_SOLVER_MAX_PATTERNS];
    uint32_t first_drop_banned; /* cells Black may not take first (centre_ban) */
} tb_solver_geometry;

/* Per phase and outcome, over valid positions of both players to move. */
typedef struct tb_solve_stats {
    uint64_t won[2], lost[2], drawn[2]; /* [0] drop phase, [1] move phase */
    int longest_win;                    /* plies; 0 if there is none */
    uint32_t longest_black, longest_white; /* a position with that win */
    int longest_to_move;
    int start_value;                    /* value byte of the empty board */
    double seconds;
} tb_solve_stats;

typedef struct tb_teeko_db tb_teeko_db;

/* Progress callback: `done` of `total` units of the named stage so far;
 * total 0 when the stage's size is not known in advance. */
typedef void (*tb_progress_fn)(void *data, const char *stage, uint64_t done,
                               uint64_t total);

void teeko_solver_geometry(uint32_t rules, tb_solver_geometry *geometry);

/* Solves every position; NULL if memory ran out or a win were longer than
 * TB_DB_MAX_PLIES. `threads` >= 1. */
tb_teeko_db *tb_teeko_solve(const tb_solver_geometry *geometry, int threads,
                            tb_progress_fn progress, void *progress_data,
                            tb_solve_stats *stats);
void tb_teeko_db_free(tb_teeko_db *db);

/* Value byte of a position given by its marker sets (Black, White);
 * TB_DB_INVALID for sets off the board or overlapping, too many markers,
 * or `to_move` other than 0 and 1. */
int tb_teeko_db_value(const tb_teeko_db *db, uint32_t black, uint32_t white,
                      int to_move);

/* Saving and loading, with a header (format version, rule options,
 * geometry, checksum). Load returns NULL and a message for a missing,
 * foreign, truncated or corrupted file, or one made for another geometry
 * or other rules. Saving writes a temporary file, then renames it. */
int tb_teeko_db_save(const tb_teeko_db *db, uint32_t rules, const char *path,
                     tb_error *err);
tb_teeko_db *tb_teeko_db_load(const char *path, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err);
/* The same on an open stream (a file, a pipe, memory from fmemopen):
 * write returns 0 if writing failed; read wants the database to end the
 * stream, and leaves closing it to the caller. */
int tb_teeko_db_write(const tb_teeko_db *db, uint32_t rules, FILE *file);
tb_teeko_db *tb_teeko_db_read(FILE *file, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err);

#endif
