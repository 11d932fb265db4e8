/* The Teeko database from Prolog: solve it, load it, look positions up.
 *
 *   c_teeko_db_solve(+Rules, +File)        solve and save (progress on stderr)
 *   c_teeko_db_load(+File, +Rules, -Db)    load and validate; Db is a blob
 *   c_teeko_db_value(+Db, +Board, +Player, -Value)
 *       Value is win(Plies), loss(Plies) or draw, for Player to move.
 *
 * The blob owns the loaded tables and frees them when Prolog's atom garbage
 * collector drops the last reference.
 */
#include <SWI-Stream.h>
#include <stdio.h>

#include "../c_core/teeko.h"
#include "../c_core/teeko_solver.h"
#include "codec.h"
#include "teeko_db.h"

extern const bridge_codec teeko_codec;

typedef struct loaded_db {
    tb_teeko_db *db;
    uint32_t rules;
} loaded_db;

static functor_t FUNCTOR_win1, FUNCTOR_loss1;
static atom_t ATOM_draw;

static int release_db(atom_t blob) {
    loaded_db **handle = PL_blob_data(blob, NULL, NULL);
    tb_teeko_db_free((*handle)->db);
    PL_free(*handle);
    return TRUE;
}

static int write_db(IOSTREAM *out, atom_t blob, int flags) {
    (void)flags;
    loaded_db **handle = PL_blob_data(blob, NULL, NULL);
    return Sfprintf(out, "<teeko_db>(%p)", (void *)*handle) >= 0;
}

static PL_blob_t db_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_UNIQUE,
    .name = "teeko_db",
    .release = release_db,
    .write = write_db,
};

static int get_db(term_t term, loaded_db **out) {
    PL_blob_t *type;
    void *data;
    if (PL_get_blob(term, &data, NULL, &type) && type == &db_blob) {
        *out = *(loaded_db **)data;
        return TRUE;
    }
    return PL_is_variable(term) ? PL_instantiation_error(term) : PL_type_error("teeko_db", term);
}

static int get_path(term_t term, char **path) {
    return PL_get_file_name(term, path, PL_FILE_OSPATH);
}

static int raise_db_error(term_t file, const char *message) {
    return raise_domain_error("teeko_database", file, message);
}

static void show_progress(void *data, const char *stage, uint64_t done, uint64_t total) {
    (void)data;
    if (total)
        Sfprintf(Suser_error, "\r%-24s %3d%%", stage, (int)(100 * done / total));
    else
        Sfprintf(Suser_error, "\r%-24s %-6llu", stage, (unsigned long long)done);
    Sflush(Suser_error);
}

static foreign_t c_teeko_db_solve(term_t rules, term_t file) {
    uint32_t bits;
    char *path;
    tb_solver_geometry geometry;
    tb_solve_stats stats;
    tb_error err;
    if (!get_rules(&tb_teeko, rules, &bits) || !get_path(file, &path)) return FALSE;
    teeko_solver_geometry(bits, &geometry);
    tb_teeko_db *db = tb_teeko_solve(&geometry, 2, show_progress, NULL, &stats);
    Sfprintf(Suser_error, "\n");
    if (!db) return PL_resource_error("memory");
    int saved = tb_teeko_db_save(db, bits, path, &err);
    tb_teeko_db_free(db);
    return saved || raise_db_error(file, err.message);
}

static foreign_t c_teeko_db_load(term_t file, term_t rules, term_t result) {
    uint32_t bits;
    char *path;
    tb_solver_geometry geometry;
    tb_error err;
    if (!get_rules(&tb_teeko, rules, &bits) || !get_path(file, &path)) return FALSE;
    teeko_solver_geometry(bits, &geometry);
    tb_teeko_db *db = tb_teeko_db_load(path, &geometry, bits, &err);
    if (!db) return raise_db_error(file, err.message);
    loaded_db *handle = PL_malloc(sizeof *handle);
    handle->db = db;
    handle->rules = bits;
    return PL_unify_blob(result, &handle, sizeof handle, &db_blob);
}

static foreign_t c_teeko_db_value(term_t db_term, term_t board, term_t player, term_t value) {
    loaded_db *handle = NULL;
    tb_position pos;
    int to_move;
    if (!get_db(db_term, &handle) || !get_player(&tb_teeko, player, &to_move)) return FALSE;
    if (!PL_is_ground(board)) return PL_instantiation_error(board);
    tb_teeko.initial(&pos, handle->rules);
    pos.to_move = (uint8_t)to_move;
    if (!teeko_codec.get_position(board, player, &pos)) return FALSE;
    int v = tb_teeko_db_value(handle->db, (uint32_t)pos.bits[0], (uint32_t)pos.bits[1], to_move);
    if (v == TB_DB_DRAW) return PL_unify_atom(value, ATOM_draw);
    int plies = v & ~TB_DB_DECIDED;
    return PL_unify_term(value, PL_FUNCTOR, plies % 2 ? FUNCTOR_win1 : FUNCTOR_loss1, PL_INT, plies);
}

void install_teeko_db(void) {
    FUNCTOR_win1 = PL_new_functor(PL_new_atom("win"), 1);
    FUNCTOR_loss1 = PL_new_functor(PL_new_atom("loss"), 1);
    ATOM_draw = PL_new_atom("draw");
    PL_register_foreign("c_teeko_db_solve", 2, c_teeko_db_solve, 0);
    PL_register_foreign("c_teeko_db_load", 3, c_teeko_db_load, 0);
    PL_register_foreign("c_teeko_db_value", 4, c_teeko_db_value, 0);
}
