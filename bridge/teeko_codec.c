/* Teeko's terms: the board as 5 rows of 5 atoms e/b/w, moves drop(R-C) and
 * step(R1-C1, R2-C2). */
#include "../c_core/teeko.h"
#include "codec.h"

static atom_t cell_atoms[3]; /* indexed by enum teeko_cell */
static functor_t FUNCTOR_drop1, FUNCTOR_step2;

static void teeko_install(void) {
    cell_atoms[TEEKO_EMPTY] = PL_new_atom("e");
    cell_atoms[TEEKO_BLACK] = PL_new_atom("b");
    cell_atoms[TEEKO_WHITE] = PL_new_atom("w");
    FUNCTOR_drop1 = PL_new_functor(PL_new_atom("drop"), 1);
    FUNCTOR_step2 = PL_new_functor(PL_new_atom("step"), 2);
}

static int teeko_get_position(term_t board, term_t player, tb_position *pos) {
    uint8_t codes[TEEKO_CELLS];
    tb_error err;
    if (!get_grid(&tb_teeko, board, TEEKO_SIDE, TEEKO_SIDE, cell_atoms, 3, codes)) return FALSE;
    if (!teeko_from_cells(codes, pos->to_move, pos->rules, pos, &err))
        return raise_position_error(&tb_teeko, board, player, err.message);
    return TRUE;
}

static int teeko_unify_board(term_t board, const tb_position *pos) {
    uint8_t codes[TEEKO_CELLS];
    for (int i = 0; i < TEEKO_CELLS; i++) codes[i] = (uint8_t)teeko_cell(pos, i);
    return unify_grid(board, TEEKO_SIDE, TEEKO_SIDE, cell_atoms, codes);
}

static int teeko_get_move(term_t move, const tb_position *pos, tb_move *out) {
    (void)pos;
    term_t a = PL_new_term_ref(), b = PL_new_term_ref();
    int from, to;
    if (!a || !b) return FALSE;
    if (!PL_is_ground(move)) return PL_instantiation_error(move);
    if (PL_is_functor(move, FUNCTOR_drop1) && PL_get_arg(1, move, a) &&
        get_row_col(a, TEEKO_SIDE, TEEKO_SIDE, &to)) {
        *out = teeko_drop(to);
        return TRUE;
    }
    if (PL_is_functor(move, FUNCTOR_step2) && PL_get_arg(1, move, a) &&
        PL_get_arg(2, move, b) && get_row_col(a, TEEKO_SIDE, TEEKO_SIDE, &from) &&
        get_row_col(b, TEEKO_SIDE, TEEKO_SIDE, &to)) {
        *out = teeko_step(from, to);
        return TRUE;
    }
    return PL_domain_error("teeko_move", move);
}

static int teeko_put_move(term_t term, const tb_position *pos, tb_move move) {
    (void)pos;
    term_t from = PL_new_term_ref(), to = PL_new_term_ref();
    int from_cell = teeko_move_from(move);
    if (!from || !to || !put_row_col(to, TEEKO_SIDE, teeko_move_to(move))) return FALSE;
    if (from_cell < 0) return PL_cons_functor(term, FUNCTOR_drop1, to);
    return put_row_col(from, TEEKO_SIDE, from_cell) &&
           PL_cons_functor(term, FUNCTOR_step2, from, to);
}

const bridge_codec teeko_codec = {
    .game = &tb_teeko,
    .install = teeko_install,
    .get_position = teeko_get_position,
    .unify_board = teeko_unify_board,
    .get_move = teeko_get_move,
    .put_move = teeko_put_move,
};
