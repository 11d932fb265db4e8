/* The Teeko database from Prolog: solve it, load it, look positions up.
 *
 *   c_teeko_db_solve(+Rules, +File)        solve and save (progress on stderr)
 *   c_teeko_db_load(+File, +Rules, -Db)    load and validate; Db is a blob
 *   c_teeko_db_free(+Db)                   free the tables now
 *   c_teeko_db_value(+Db, +Board, +Player, -Value)
 *       Value is win(Plies), loss(Plies) or draw, for Player to move.
 *
 * The solve creates its temporary file first (a folder that cannot be
 * written is reported before the work), handles Prolog's signals while it
 * runs (call_with_time_limit/2, Ctrl-C, thread_signal/2: the exception
 * they raise stops it, removes the temporary file and frees the tables),
 * and raises an error whose message names the cause when it fails.
 *
 * The blob owns the loaded tables. c_teeko_db_free/1 frees them at once
 * (a lookup afterwards raises existence_error(teeko_database, Db)); the
 * release of the blob frees them otherwise. A read-write lock keeps a
 * lookup in one thread and the free in another apart.
 */
#include <SWI-Stream.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#include "../c_core/progress.h"
#include "../c_core/teeko.h"
#include "../c_core/teeko_solver.h"
#include "codec.h"
#include "teeko_db.h"

extern const bridge_codec teeko_codec;

typedef struct loaded_db {
    pthread_rwlock_t lock;
    tb_teeko_db *db; /* NULL once freed */
    uint32_t rules;
} loaded_db;

static functor_t FUNCTOR_win1, FUNCTOR_loss1, FUNCTOR_error2, FUNCTOR_context2,
    FUNCTOR_permission_error3;
static atom_t ATOM_draw, ATOM_write, ATOM_teeko_database;

static int release_db(atom_t blob) {
    loaded_db **handle = PL_blob_data(blob, NULL, NULL);
    tb_teeko_db_free((*handle)->db);
    pthread_rwlock_destroy(&(*handle)->lock);
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

/* error(permission_error(write, teeko_database, File), context(_, Message)) */
static int raise_write_error(term_t file, const char *message) {
    term_t ex = PL_new_term_ref();
    return ex &&
           PL_unify_term(ex, PL_FUNCTOR, FUNCTOR_error2,
                         PL_FUNCTOR, FUNCTOR_permission_error3, PL_ATOM, ATOM_write,
                         PL_ATOM, ATOM_teeko_database, PL_TERM, file,
                         PL_FUNCTOR, FUNCTOR_context2, PL_VARIABLE, PL_UTF8_STRING, message) &&
           PL_raise_exception(ex);
}

/* ---- Solving */

static void show_progress(void *data, const char *stage, uint64_t done, uint64_t total) {
    char text[TB_TEXT_MAX];
    tb_progress_text(data, stage, done, total, text, sizeof text);
    if (text[0]) {
        Sfputs(text, Suser_error);
        Sflush(Suser_error);
    }
}

/* Runs Prolog's signal handlers; one that raises an exception stops the
 * solve, and the exception stays pending for the caller. */
static int prolog_signalled(void *data) {
    (void)data;
    return PL_handle_signals() < 0;
}

static int stderr_is_terminal(void) {
    int fd = Sfileno(Suser_error);
    return fd >= 0 && isatty(fd);
}

static void end_progress(void *data) {
    char end[4];
    tb_progress_end(data, end, sizeof end);
    Sfputs(end, Suser_error);
}

static int solve_failed(tb_solve_outcome outcome, term_t file) {
    if (outcome == TB_SOLVE_STOPPED) return FALSE; /* the signal's exception is pending */
    if (outcome == TB_SOLVE_OUT_OF_MEMORY) return PL_resource_error("memory");
    return raise_db_error(file, tb_solve_outcome_text(outcome));
}

static foreign_t c_teeko_db_solve(term_t rules, term_t file) {
    uint32_t bits;
    char *path;
    tb_solve_outcome outcome;
    tb_error err;
    tb_progress_printer printer = {.terminal = stderr_is_terminal()};
    tb_solve_hooks hooks = {show_progress, prolog_signalled, &printer, end_progress};
    if (!get_rules(&tb_teeko, rules, &bits) || !get_path(file, &path)) return FALSE;
    if (tb_teeko_solve_and_save(bits, path, 2, &hooks, NULL, &outcome, &err)) return TRUE;
    if (outcome != TB_SOLVED) return solve_failed(outcome, file);
    /* The file could not be created or written, or a signal's exception
     * stopped the writing and is pending. */
    return PL_exception(0) ? FALSE : raise_write_error(file, err.message);
}

/* ---- Loading, freeing, looking up */

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
    if (pthread_rwlock_init(&handle->lock, NULL) != 0) {
        PL_free(handle);
        tb_teeko_db_free(db);
        return PL_resource_error("memory");
    }
    handle->db = db;
    handle->rules = bits;
    return PL_unify_blob(result, &handle, sizeof handle, &db_blob);
}

static foreign_t c_teeko_db_free(term_t db_term) {
    loaded_db *handle;
    if (!get_db(db_term, &handle)) return FALSE;
    pthread_rwlock_wrlock(&handle->lock);
    tb_teeko_db_free(handle->db);
    handle->db = NULL;
    pthread_rwlock_unlock(&handle->lock);
    return TRUE;
}

static int unify_value(term_t value, int v) {
    if (v == TB_DB_DRAW) return PL_unify_atom(value, ATOM_draw);
    int plies = v & ~TB_DB_DECIDED;
    return PL_unify_term(value, PL_FUNCTOR, plies % 2 ? FUNCTOR_win1 : FUNCTOR_loss1, PL_INT, plies);
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
    pthread_rwlock_rdlock(&handle->lock);
    int v = handle->db ? tb_teeko_db_value(handle->db, (uint32_t)pos.bits[0],
                                           (uint32_t)pos.bits[1], to_move)
                       : -1;
    pthread_rwlock_unlock(&handle->lock);
    if (v < 0) return PL_existence_error("teeko_database", db_term); /* freed */
    return unify_value(value, v);
}

void install_teeko_db(void) {
    FUNCTOR_win1 = PL_new_functor(PL_new_atom("win"), 1);
    FUNCTOR_loss1 = PL_new_functor(PL_new_atom("loss"), 1);
    FUNCTOR_error2 = PL_new_functor(PL_new_atom("error"), 2);
    FUNCTOR_context2 = PL_new_functor(PL_new_atom("context"), 2);
    FUNCTOR_permission_error3 = PL_new_functor(PL_new_atom("permission_error"), 3);
    ATOM_draw = PL_new_atom("draw");
    ATOM_write = PL_new_atom("write");
    ATOM_teeko_database = PL_new_atom("teeko_database");
    PL_register_foreign("c_teeko_db_solve", 2, c_teeko_db_solve, 0);
    PL_register_foreign("c_teeko_db_load", 3, c_teeko_db_load, 0);
    PL_register_foreign("c_teeko_db_free", 1, c_teeko_db_free, 0);
    PL_register_foreign("c_teeko_db_value", 4, c_teeko_db_value, 0);
}
