/* Teeko's database solved into its file (see teeko_solver.h): the work
 * of `tabuleiro solve teeko` and of the bridge's c_teeko_db_solve/2, on
 * top of the solver (teeko_solver.c) and the file (teeko_db_file.c). */
#include <stdio.h>

#include "teeko.h"
#include "teeko_solver.h"

static void describe_value(int value, char out[TB_TEXT_MAX]) {
    int plies = value & ~TB_DB_DECIDED;
    if (value == TB_DB_DRAW) snprintf(out, TB_TEXT_MAX, "draw");
    else if (value == TB_DB_INVALID) snprintf(out, TB_TEXT_MAX, "not a position");
    else snprintf(out, TB_TEXT_MAX, "%s in %d", plies % 2 ? "win" : "loss", plies);
}

static void print_phase(FILE *report, const char *name, const tb_solve_stats *s, int phase) {
    fprintf(report, "%s: %llu won, %llu lost, %llu drawn (positions with the player to move)\n",
            name, (unsigned long long)s->won[phase], (unsigned long long)s->lost[phase],
            (unsigned long long)s->drawn[phase]);
}

static void print_stats(FILE *report, uint32_t rules, const tb_solve_stats *stats) {
    char text[TB_TEXT_MAX];
    describe_value(stats->start_value, text);
    fprintf(report, "start position: %s\n", text);
    print_phase(report, "drop phase", stats, 0);
    print_phase(report, "move phase", stats, 1);
    tb_position longest;
    tb_teeko.initial(&longest, rules);
    longest.bits[0] = stats->longest_black;
    longest.bits[1] = stats->longest_white;
    longest.to_move = (uint8_t)stats->longest_to_move;
    tb_teeko.format_position(&longest, text);
    fprintf(report, "longest forced win: %d plies, from %s\n", stats->longest_win, text);
    fprintf(report, "solved in %.1f s\n", stats->seconds);
    fflush(report);
}

/* The file is created before the solve, so that a folder that cannot be
 * written is reported before an hour of work rather than after. */
int tb_teeko_solve_and_save(uint32_t rules, const char *path, int threads,
                            const tb_solve_hooks *hooks, FILE *report,
                            tb_solve_outcome *outcome, tb_error *err) {
    tb_solver_geometry geometry;
    tb_solve_stats stats;
    tb_teeko_db *db;
    tb_db_output output;
    *outcome = TB_SOLVED;
    if (!tb_teeko_db_create(&output, path, err)) return 0;
    teeko_solver_geometry(rules, &geometry);
    *outcome = tb_teeko_solve(&geometry, threads, hooks, &db, &stats);
    if (hooks && hooks->progress_end) hooks->progress_end(hooks->data);
    if (*outcome != TB_SOLVED) {
        tb_teeko_db_abandon(&output);
        tb_set_error(err, "%s", tb_solve_outcome_text(*outcome));
        return 0;
    }
    if (report) print_stats(report, rules, &stats);
    int saved = tb_teeko_db_commit(&output, db, rules, hooks, err);
    tb_teeko_db_free(db);
    return saved;
}

int teeko_solve_to_file(uint32_t rules, const char *path, int threads,
                        const tb_solve_hooks *hooks, FILE *report, tb_error *err) {
    tb_solve_outcome outcome;
    return tb_teeko_solve_and_save(rules, path, threads, hooks, report, &outcome, err);
}
