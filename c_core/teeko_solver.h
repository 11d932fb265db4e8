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
 *
 * The database stores each position once up to the board's symmetries
 * (and, in the move phase, up to swapping the colours), about a twelfth of
 * the positions: 13 MB for Teeko. teeko_solver.c solves; teeko_db_file.c
 * saves and loads the database (both see its layout, teeko_db_layout.h,
 * and the file uses the solver, never the other way); on top of both,
 * teeko_solve_to_file.c solves the database into its file.
 */
#ifndef TB_TEEKO_SOLVER_H
#define TB_TEEKO_SOLVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"
#include "solve.h"

#define TB_DB_DRAW 0x00
#define TB_DB_DECIDED 0x80
#define TB_DB_INVALID 0xFF
#define TB_DB_MAX_PLIES 0x7E

#define TB_SOLVER_MAX_CELLS 25
#define TB_SOLVER_MAX_MARKERS 4
#define TB_SOLVER_MAX_PATTERNS 64

typedef struct tb_solver_geometry {
    int cells;   /* board cells, numbered 0..cells-1 row by row */
    int width;   /* cells a row; the rotations and reflections of the grid
                    that keep the neighbours, the patterns and the first-drop
                    ban are used to store each position once. 0: none */
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

void teeko_solver_geometry(uint32_t rules, tb_solver_geometry *geometry);

/* Teeko's solve for `tabuleiro solve` (tb_game.solve): the database of
 * `rules`, built and saved to `path`, with what it found on `report`. */
int teeko_solve_to_file(uint32_t rules, const char *path, int threads,
                        const tb_solve_hooks *hooks, FILE *report, tb_error *err);

/* The same, for a caller that tells the failures apart: the file is
 * created (see tb_teeko_db_create), the database solved, hooks'
 * progress_end called, what it found printed on `report` unless it is
 * NULL, and the database committed. Returns 1 once saved; 0 with a
 * message and *outcome the solve's where the solve failed (the temporary
 * file removed), TB_SOLVED where the file could not be created or written
 * (or its writing was stopped). */
int tb_teeko_solve_and_save(uint32_t rules, const char *path, int threads,
                            const tb_solve_hooks *hooks, FILE *report,
                            tb_solve_outcome *outcome, tb_error *err);

/* Teeko's perfect player (tb_game.perfect_move): a best move of `pos` by
 * the database at `path`. */
int teeko_perfect_move(const char *path, const tb_position *pos, struct tb_rng *rng,
                       tb_move *move, struct tb_exact_value *value, tb_error *err);

/* Solves every position into *db (NULL unless TB_SOLVED). `threads` >= 1;
 * `hooks` may be NULL. */
tb_solve_outcome tb_teeko_solve(const tb_solver_geometry *geometry, int threads,
                                const tb_solve_hooks *hooks, tb_teeko_db **db,
                                tb_solve_stats *stats);
void tb_teeko_db_free(tb_teeko_db *db);

/* Value byte of a position given by its marker sets (Black, White);
 * TB_DB_INVALID for sets off the board or overlapping, too many markers,
 * or `to_move` other than 0 and 1. */
int tb_teeko_db_value(const tb_teeko_db *db, uint32_t black, uint32_t white,
                      int to_move);

/* Saving, in three steps so that a folder that cannot be written is found
 * before the solve: create opens a temporary file of a name no other
 * process uses, beside `path`; commit writes the database into it and
 * renames it to `path`; abandon removes it. Commit removes it too when
 * writing fails or is stopped. Messages name the cause (ENOSPC, EACCES,
 * ...). */
typedef struct tb_db_output {
    FILE *file;
    char path[4096];
    char temporary[4200];
} tb_db_output;

int tb_teeko_db_create(tb_db_output *out, const char *path, tb_error *err);
int tb_teeko_db_commit(tb_db_output *out, const tb_teeko_db *db, uint32_t rules,
                       const tb_solve_hooks *hooks, tb_error *err);
void tb_teeko_db_abandon(tb_db_output *out);

/* Loading, with a header (format version, rule options, geometry,
 * checksum). Returns NULL and a message for a missing, unreadable,
 * foreign, truncated or corrupted file, or one made for another geometry
 * or other rules. */
tb_teeko_db *tb_teeko_db_load(const char *path, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err);
/* The same on an open stream (a file, a pipe, memory from fmemopen):
 * write returns 0 if writing failed (errno says why); read wants the
 * database to end the stream, and leaves closing it to the caller. */
int tb_teeko_db_write(const tb_teeko_db *db, uint32_t rules, FILE *file);
tb_teeko_db *tb_teeko_db_read(FILE *file, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err);

#endif
