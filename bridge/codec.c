/* Helpers shared by the games' codecs, and the table of codecs. */
#include "codec.h"

#include <SWI-Stream.h>
#include <stdio.h>
#include <string.h>

/* The codec of every game of the core's list. */
#define TB_GAME(name) extern const bridge_codec name##_codec;
#include "../c_core/game_list.h"
#undef TB_GAME

#define TB_GAME(name) &name##_codec,
static const bridge_codec *const codecs[] = {
#include "../c_core/game_list.h"
    NULL};
#undef TB_GAME

/* Why the game of codecs[i] is refused (tb_game_check: it lacks a
 * REQUIRED member), or "" when it is complete; written once at install,
 * as the atoms are. A refused game is named on stderr at load, and
 * each call that names it raises domain_error(game, G) with the reason. */
static tb_error refusals[sizeof codecs / sizeof codecs[0]];

static void check_game(int i) {
    if (tb_game_check(codecs[i]->game, &refusals[i])) refusals[i].message[0] = '\0';
    else Sdprintf("Warning: tabuleiro: %s\n", refusals[i].message);
}

static functor_t FUNCTOR_minus2, FUNCTOR_error2, FUNCTOR_context2,
    FUNCTOR_domain_error2;

void install_codecs(void) {
    FUNCTOR_minus2 = PL_new_functor(PL_new_atom("-"), 2);
    FUNCTOR_error2 = PL_new_functor(PL_new_atom("error"), 2);
    FUNCTOR_context2 = PL_new_functor(PL_new_atom("context"), 2);
    FUNCTOR_domain_error2 = PL_new_functor(PL_new_atom("domain_error"), 2);
    for (int i = 0; codecs[i]; i++) {
        codecs[i]->install();
        check_game(i);
    }
}

int codec_for(term_t game, const bridge_codec **codec) {
    char *name;
    if (PL_is_variable(game)) return PL_instantiation_error(game);
    if (PL_get_atom_chars(game, &name))
        for (int i = 0; codecs[i]; i++)
            if (codecs[i]->game->name && strcmp(codecs[i]->game->name, name) == 0) {
                *codec = codecs[i];
                return !refusals[i].message[0] ||
                       raise_domain_error("game", game, refusals[i].message);
            }
    return PL_domain_error("game", game);
}

int raise_domain_error(const char *domain, term_t culprit, const char *message) {
    term_t ex = PL_new_term_ref();
    return ex &&
           PL_unify_term(ex, PL_FUNCTOR, FUNCTOR_error2,
                         PL_FUNCTOR, FUNCTOR_domain_error2, PL_CHARS, domain, PL_TERM, culprit,
                         PL_FUNCTOR, FUNCTOR_context2, PL_VARIABLE, PL_UTF8_STRING, message) &&
           PL_raise_exception(ex);
}

int raise_position_error(const tb_game *game, term_t board, term_t player,
                         const char *message) {
    char domain[64];
    term_t culprit = PL_new_term_ref();
    snprintf(domain, sizeof domain, "%s_position", game->name);
    return culprit && PL_cons_functor(culprit, FUNCTOR_minus2, board, player) &&
           raise_domain_error(domain, culprit, message);
}

/* domain_error(GAME_what, Culprit), e.g. domain_error(teeko_rule, foo). */
static int game_domain_error(const tb_game *game, const char *what, term_t culprit) {
    char domain[64];
    snprintf(domain, sizeof domain, "%s_%s", game->name, what);
    return PL_domain_error(domain, culprit);
}

int check_list(term_t list, size_t *length) {
    switch (PL_skip_list(list, 0, length)) {
    case PL_LIST:
        return TRUE;
    case PL_PARTIAL_LIST:
        return PL_instantiation_error(list);
    default:
        return PL_type_error("list", list);
    }
}

/* An atom among `names` (its index), else the errors a user expects. */
static int get_atom_index(term_t term, const atom_t *names, int count,
                   const char *domain, int *index) {
    atom_t name;
    if (PL_get_atom(term, &name))
        for (int i = 0; i < count; i++)
            if (names[i] == name) {
                *index = i;
                return TRUE;
            }
    if (PL_is_variable(term)) return PL_instantiation_error(term);
    return PL_domain_error(domain, term);
}

int get_rules(const tb_game *game, term_t rules, uint32_t *bits) {
    size_t length;
    if (!PL_is_ground(rules)) return PL_instantiation_error(rules);
    if (!check_list(rules, &length)) return FALSE;
    term_t tail = PL_copy_term_ref(rules), head = PL_new_term_ref();
    if (!tail || !head) return FALSE;
    *bits = 0;
    while (PL_get_list(tail, head, tail)) {
        char *name;
        int bit = PL_get_atom_chars(head, &name) ? tb_rule_bit(game, name) : -1;
        if (bit < 0) return game_domain_error(game, "rule", head);
        *bits |= 1u << bit;
    }
    return TRUE;
}

int get_player(const tb_game *game, term_t player, int *index) {
    char *name;
    if (!PL_is_ground(player)) return PL_instantiation_error(player);
    if (PL_get_atom_chars(player, &name) && (*index = tb_player_index(game, name)) >= 0)
        return TRUE;
    return game_domain_error(game, "player", player);
}

int unify_player(const tb_game *game, term_t term, int player) {
    return PL_unify_atom_chars(term, game->player_names[player]);
}

int get_position(const bridge_codec *codec, term_t rules, term_t board,
                 term_t player, tb_position *pos) {
    uint32_t bits;
    int to_move;
    if (!get_rules(codec->game, rules, &bits)) return FALSE;
    if (!PL_is_ground(board)) return PL_instantiation_error(board);
    if (!get_player(codec->game, player, &to_move)) return FALSE;
    codec->game->initial(pos, bits);
    pos->to_move = (uint8_t)to_move;
    return codec->get_position(board, player, pos);
}

int get_row_col(term_t term, int rows, int cols, int *index) {
    term_t row_term = PL_new_term_ref(), col_term = PL_new_term_ref();
    int row, col;
    if (!row_term || !col_term || !PL_is_functor(term, FUNCTOR_minus2) ||
        !PL_get_arg(1, term, row_term) || !PL_get_arg(2, term, col_term) ||
        !PL_get_integer(row_term, &row) || !PL_get_integer(col_term, &col))
        return FALSE;
    if (row < 1 || row > rows || col < 1 || col > cols) return FALSE;
    *index = (row - 1) * cols + (col - 1);
    return TRUE;
}

int put_row_col(term_t term, int cols, int index) {
    term_t row = PL_new_term_ref(), col = PL_new_term_ref();
    return row && col && PL_put_integer(row, index / cols + 1) &&
           PL_put_integer(col, index % cols + 1) &&
           PL_cons_functor(term, FUNCTOR_minus2, row, col);
}

/* A proper list of exactly `count` elements; otherwise instantiation or
 * type error, or domain_error(domain, whole). */
static int check_length(term_t list, size_t count, const char *domain, term_t whole) {
    size_t length;
    if (!check_list(list, &length)) return FALSE;
    return length == count || PL_domain_error(domain, whole);
}

/* Four term references walk the whole board, none is made per cell: a
 * board is read on every call, and the largest has 64 cells. */
int get_grid_cells(const tb_game *game, term_t board, int rows, int cols,
                   cell_reader read_cell, const void *context, uint8_t *codes) {
    char board_domain[64];
    term_t rows_left = PL_copy_term_ref(board), row = PL_new_term_ref(),
           cells_left = PL_new_term_ref(), cell = PL_new_term_ref();
    if (!rows_left || !row || !cells_left || !cell) return FALSE;
    snprintf(board_domain, sizeof board_domain, "%s_board", game->name);
    if (!check_length(board, (size_t)rows, board_domain, board)) return FALSE;
    for (int r = 0; r < rows; r++) {
        if (!PL_get_list(rows_left, row, rows_left) ||
            !check_length(row, (size_t)cols, board_domain, board) || !PL_put_term(cells_left, row))
            return FALSE;
        for (int c = 0; c < cols; c++) {
            int code;
            if (!PL_get_list(cells_left, cell, cells_left) || !read_cell(cell, context, &code))
                return FALSE;
            codes[r * cols + c] = (uint8_t)code;
        }
    }
    return TRUE;
}

int unify_grid_cells(term_t board, int rows, int cols, cell_writer write_cell,
                     const void *context, const uint8_t *codes) {
    term_t grid = PL_new_term_ref(), row = PL_new_term_ref(), cell = PL_new_term_ref();
    if (!grid || !row || !cell) return FALSE;
    PL_put_nil(grid);
    for (int r = rows - 1; r >= 0; r--) {
        PL_put_nil(row);
        for (int c = cols - 1; c >= 0; c--)
            if (!write_cell(cell, context, codes[r * cols + c]) ||
                !PL_cons_list(row, cell, row))
                return FALSE;
        if (!PL_cons_list(grid, row, grid)) return FALSE;
    }
    return PL_unify(board, grid);
}

/* The cells of get_grid and unify_grid: atoms of a table. */
typedef struct atom_cells {
    const atom_t *atoms;
    int kinds;
    const char *domain;
} atom_cells;

static int read_atom_cell(term_t cell, const void *context, int *code) {
    const atom_cells *table = context;
    return get_atom_index(cell, table->atoms, table->kinds, table->domain, code);
}

static int write_atom_cell(term_t cell, const void *context, int code) {
    const atom_cells *table = context;
    return PL_put_atom(cell, table->atoms[code]);
}

int get_grid(const tb_game *game, term_t board, int rows, int cols,
             const atom_t *cell_atoms, int kinds, uint8_t *codes) {
    char cell_domain[64];
    snprintf(cell_domain, sizeof cell_domain, "%s_cell", game->name);
    atom_cells table = {cell_atoms, kinds, cell_domain};
    return get_grid_cells(game, board, rows, cols, read_atom_cell, &table, codes);
}

int unify_grid(term_t board, int rows, int cols, const atom_t *cell_atoms,
               const uint8_t *codes) {
    atom_cells table = {cell_atoms, 0, NULL};
    return unify_grid_cells(board, rows, cols, write_atom_cell, &table, codes);
}
