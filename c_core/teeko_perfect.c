/* Teeko's perfect player, the computer's level 4: every legal move is
 * looked up in the solved database, and the best kept. */
#include "rng.h"
#include "teeko.h"
#include "teeko_solver.h"

/* What the position after a move is worth to the player who made it,
 * from its database byte (which is for the player to move next). */
static int value_for_mover(int byte, tb_exact_value *value) {
    if (byte == TB_DB_INVALID) return 0;
    if (byte == TB_DB_DRAW) {
        *value = (tb_exact_value){TB_EXACT_DRAW, 0};
        return 1;
    }
    int plies = byte & ~TB_DB_DECIDED;
    /* Even: the next player loses in `plies`, so the mover wins one ply later. */
    *value = (tb_exact_value){plies % 2 == 0 ? TB_EXACT_WIN : TB_EXACT_LOSS, plies + 1};
    return 1;
}

/* Higher is better: the fastest win, then a draw, then the slowest loss. */
static int rank(const tb_exact_value *value) {
    if (value->outcome == TB_EXACT_WIN) return 1000 - value->plies;
    if (value->outcome == TB_EXACT_LOSS) return value->plies - 1000;
    return 0;
}

static int choose_best(const tb_teeko_db *db, const tb_position *pos, tb_rng *rng,
                       tb_move *move, tb_exact_value *value, tb_error *err) {
    tb_move_list list;
    tb_teeko.generate(pos, &list);
    int ties = 0;
    for (int i = 0; i < list.count; i++) {
        tb_position child = *pos;
        tb_teeko.apply(&child, list.moves[i]);
        tb_exact_value v;
        if (!value_for_mover(tb_teeko_db_value(db, (uint32_t)child.bits[0],
                                               (uint32_t)child.bits[1], child.to_move),
                             &v)) {
            tb_set_error(err, "the database has no value for a position after a legal move");
            return 0;
        }
        if (ties == 0 || rank(&v) > rank(value)) {
            *value = v;
            *move = list.moves[i];
            ties = 1;
        } else if (rank(&v) == rank(value) && tb_rng_below(rng, (uint32_t)++ties) == 0) {
            *move = list.moves[i]; /* reservoir choice among the ties */
        }
    }
    if (ties == 0) tb_set_error(err, "no legal move, the game is over");
    return ties > 0;
}

int teeko_perfect_move(const char *path, const tb_position *pos, struct tb_rng *rng,
                       tb_move *move, struct tb_exact_value *value, tb_error *err) {
    tb_solver_geometry geometry;
    teeko_solver_geometry(pos->rules, &geometry);
    tb_teeko_db *db = tb_teeko_db_load(path, &geometry, pos->rules, err);
    if (!db) return 0;
    int chosen = choose_best(db, pos, rng, move, value, err);
    tb_teeko_db_free(db);
    return chosen;
}
