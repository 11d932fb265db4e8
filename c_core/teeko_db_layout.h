/* The layout of a Teeko database in memory, shared by the solver
 * (teeko_solver.c) and the database file (teeko_db_file.c) alone. */
#ifndef TB_TEEKO_DB_LAYOUT_H
#define TB_TEEKO_DB_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

#include "teeko_solver.h"

#define LAYERS (TB_SOLVER_MAX_MARKERS + 1)
#define MAX_SYMMETRIES 8

/* The orbits of the sets of one size under the board's symmetries. */
typedef struct set_classes {
    uint32_t count;
    uint16_t *class_of;  /* [rank of a set]: its class */
    uint8_t *to_rep;     /* [rank of a set]: the symmetries taking it to its class's representative */
    uint32_t *rep;       /* [class]: its set of least rank */
    uint8_t *fixing;     /* [class]: the symmetries that map rep to itself */
    uint8_t (*outside)[TB_SOLVER_MAX_CELLS]; /* [class][i]: the i-th cell outside rep */
} set_classes;

struct tb_teeko_db {
    tb_solver_geometry g;
    int symmetry_count;
    uint8_t symmetry[MAX_SYMMETRIES][TB_SOLVER_MAX_CELLS]; /* [0] is the identity */
    uint32_t binom[TB_SOLVER_MAX_CELLS + 1][LAYERS];
    uint32_t *subsets[LAYERS];   /* [j][rank]: the j-subsets in rank order */
    set_classes classes[LAYERS]; /* [j]: of the j-subsets */
    uint8_t *is_pattern;         /* [rank of a k-subset]: it wins */
    uint8_t *move_phase;         /* [slot of (own, other)] */
    uint8_t *drop[LAYERS][LAYERS]; /* [black count][white count][slot of (black, white)] */
};

/* Shared by the threads of one solve: thread 0, the caller's, polls the
 * hook and raises `stopped` for all. */
typedef struct stop_flag {
    const tb_solve_hooks *hooks;
    int stopped;
} stop_flag;

/* Bytes of the table of positions with j markers in the first set and i
 * in the second. */
size_t teeko_layer_size(const tb_teeko_db *db, int j, int i);
/* The drop phase has a table for `black` and `white` markers down. */
int teeko_drop_layer_exists(const tb_teeko_db *db, int black, int white);
/* The tables, allocated and unfilled; NULL if out of memory. */
tb_teeko_db *teeko_allocate_db(const tb_solver_geometry *geometry);
/* Nonzero once the work is to stop (thread 0 asks the caller's hook). */
int teeko_should_stop(stop_flag *stop, int thread);

#endif
