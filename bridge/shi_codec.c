/* Shi's terms: the board as 8 rows of 8 atoms empty/samurai/ninja (row 1
 * first), moves move(R1-C1, R2-C2). */
#include "../c_core/shi.h"
#include "codec.h"

static atom_t cell_atoms[3]; /* indexed by enum shi_cell */
static functor_t FUNCTOR_move2;

static void shi_install(void) {
    cell_atoms[SHI_EMPTY] = PL_new_atom("empty");
    cell_atoms[SHI_SAMURAI] = PL_new_atom("samurai");
    cell_atoms[SHI_NINJA] = PL_new_atom("ninja");
    FUNCTOR_move2 = PL_new_functor(PL_new_atom("move"), 2);
}

static int shi_get_position(term_t board, term_t player, tb_position *pos) {
    uint8_t codes[SHI_CELLS];
    tb_error err;
    if (!get_grid(&tb_shi, board, SHI_SIDE, SHI_SIDE, cell_atoms, 3, codes)) return FALSE;
    if (!shi_from_cells(codes, pos->to_move, pos->rules, pos, &err))
        return raise_position_error(&tb_shi, board, player, err.message);
    return TRUE;
}

static int shi_unify_board(term_t board, const tb_position *pos) {
    uint8_t codes[SHI_CELLS];
    for (int i = 0; i < SHI_CELLS; i++) codes[i] = (uint8_t)shi_cell(pos, i);
    return unify_grid(board, SHI_SIDE, SHI_SIDE, cell_atoms, codes);
}

/* move(R1-C1, R2-C2) with rows and columns in 1..8; legal or not. */
static int shi_get_move(term_t move, const tb_position *pos, tb_move *out) {
    (void)pos;
    term_t from_term = PL_new_term_ref(), to_term = PL_new_term_ref();
    int from, to;
    if (!from_term || !to_term) return FALSE;
    if (!PL_is_ground(move)) return PL_instantiation_error(move);
    if (!PL_is_functor(move, FUNCTOR_move2) || !PL_get_arg(1, move, from_term) ||
        !PL_get_arg(2, move, to_term) || !get_row_col(from_term, SHI_SIDE, SHI_SIDE, &from) ||
        !get_row_col(to_term, SHI_SIDE, SHI_SIDE, &to))
        return PL_domain_error("shi_move", move);
    *out = shi_move(from, to);
    return TRUE;
}

static int shi_put_move(term_t term, const tb_position *pos, tb_move move) {
    (void)pos;
    term_t from = PL_new_term_ref(), to = PL_new_term_ref();
    return from && to && put_row_col(from, SHI_SIDE, shi_move_from(move)) &&
           put_row_col(to, SHI_SIDE, shi_move_to(move)) &&
           PL_cons_functor(term, FUNCTOR_move2, from, to);
}

/* The Row-Col term of cell `index` in cells[index], made on first use. */
static int shared_cell(term_t cells, uint64_t *made, int index) {
    if (*made >> index & 1) return TRUE;
    *made |= 1ull << index;
    return put_row_col(cells + index, SHI_SIDE, index);
}

/* A move list is long (102 moves at the start) and building it is most of
 * a valid_moves call, so each Row-Col term is made once and shared by all
 * the moves from or to its cell: terms never change, sharing is safe. */
static int shi_unify_moves(term_t moves, const tb_position *pos, const tb_move_list *list) {
    (void)pos;
    term_t cells = PL_new_term_refs(SHI_CELLS), result = PL_new_term_ref(),
           move = PL_new_term_ref();
    uint64_t made = 0;
    if (!cells || !result || !move) return FALSE;
    PL_put_nil(result);
    for (int i = list->count - 1; i >= 0; i--) {
        int from = shi_move_from(list->moves[i]), to = shi_move_to(list->moves[i]);
        if (!shared_cell(cells, &made, from) || !shared_cell(cells, &made, to) ||
            !PL_cons_functor(move, FUNCTOR_move2, cells + from, cells + to) ||
            !PL_cons_list(result, move, result))
            return FALSE;
    }
    return PL_unify(moves, result);
}

const bridge_codec shi_codec = {
    .game = &tb_shi,
    .install = shi_install,
    .get_position = shi_get_position,
    .unify_board = shi_unify_board,
    .get_move = shi_get_move,
    .put_move = shi_put_move,
    .unify_moves = shi_unify_moves,
};
