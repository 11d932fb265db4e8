/* Solving a game: what the caller of a solve watches and stops, and how
 * a solve ends. A game that can be solved says so in its tb_game (solve);
 * its own files do the work. */
#ifndef TB_SOLVE_H
#define TB_SOLVE_H

#include <stdint.h>

/* What a caller may watch and stop. The functions are called from the
 * thread that called the solve (or the saving of its database), never
 * from its workers; any may be NULL.
 *   progress:     `done` of `total` units of the named stage so far; total
 *                 0 when the stage's size is not known in advance.
 *   should_stop:  polled every millisecond or so; nonzero stops the work,
 *                 which then frees what it allocated and reports
 *                 TB_SOLVE_STOPPED.
 *   progress_end: the solve is over, before it reports what it found. */
typedef struct tb_solve_hooks {
    void (*progress)(void *data, const char *stage, uint64_t done, uint64_t total);
    int (*should_stop)(void *data);
    void *data;
    void (*progress_end)(void *data);
} tb_solve_hooks;

typedef enum tb_solve_outcome {
    TB_SOLVED,
    TB_SOLVE_OUT_OF_MEMORY,
    TB_SOLVE_TOO_LONG, /* a win longer than the database can hold */
    TB_SOLVE_STOPPED
} tb_solve_outcome;

const char *tb_solve_outcome_text(tb_solve_outcome outcome);

/* What a position or a move is worth under perfect play, to one player:
 * a win or a loss in `plies` plies (a move that wins at once: a win in
 * 1), or a draw (plies 0). */
typedef enum tb_exact_outcome { TB_EXACT_LOSS = -1, TB_EXACT_DRAW, TB_EXACT_WIN } tb_exact_outcome;

typedef struct tb_exact_value {
    tb_exact_outcome outcome;
    int plies;
} tb_exact_value;

#endif
