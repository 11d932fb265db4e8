/* Shakti's terms: the board as 7 rows (row 7 first) of 7 cells `empty` (a
 * hole), `tile` or Piece-Color; moves move(From, To) with cell atoms such
 * as b2, and pass. */
#include "../c_core/shakti.h"
#include "codec.h"

static atom_t ATOM_empty, ATOM_tile, ATOM_pass;
static atom_t piece_atoms[2];  /* king, warrior */
static atom_t colour_atoms[2]; /* white, black */
static atom_t square_atoms[SHAKTI_INDICES]; /* a1 ... g7 by the core's cell index */
static functor_t FUNCTOR_minus2, FUNCTOR_move2;

/* enum shakti_cell of a piece, by colour and piece (king 0, warrior 1). */
static const int piece_codes[2][2] = {
    {SHAKTI_WHITE_KING, SHAKTI_WHITE_WARRIOR},
    {SHAKTI_BLACK_KING, SHAKTI_BLACK_WARRIOR},
};

static void shakti_install(void) {
    ATOM_empty = PL_new_atom("empty");
    ATOM_tile = PL_new_atom("tile");
    ATOM_pass = PL_new_atom("pass");
    piece_atoms[0] = PL_new_atom("king");
    piece_atoms[1] = PL_new_atom("warrior");
    colour_atoms[0] = PL_new_atom("white");
    colour_atoms[1] = PL_new_atom("black");
    for (int col = 0; col < SHAKTI_SIDE; col++)
        for (int row = 0; row < SHAKTI_SIDE; row++) {
            char name[3] = {(char)('a' + col), (char)('1' + row), '\0'};
            square_atoms[shakti_square(col, row)] = PL_new_atom(name);
        }
    FUNCTOR_minus2 = PL_new_functor(PL_new_atom("-"), 2);
    FUNCTOR_move2 = PL_new_functor(PL_new_atom("move"), 2);
}

static int index_of_atom(atom_t atom, const atom_t *atoms, int count) {
    for (int i = 0; i < count; i++)
        if (atoms[i] == atom) return i;
    return -1;
}

/* A ground cell term -> enum shakti_cell; `context` points to a spare
 * term reference for the arguments of Piece-Colour. */
static int read_cell(term_t cell, const void *context, int *code) {
    atom_t name, piece, colour;
    term_t arg = *(const term_t *)context;
    if (PL_get_atom(cell, &name) && (name == ATOM_empty || name == ATOM_tile)) {
        *code = name == ATOM_empty ? SHAKTI_HOLE : SHAKTI_TILE;
        return TRUE;
    }
    if (PL_is_functor(cell, FUNCTOR_minus2) && PL_get_arg(1, cell, arg) &&
        PL_get_atom(arg, &piece) && PL_get_arg(2, cell, arg) && PL_get_atom(arg, &colour)) {
        int p = index_of_atom(piece, piece_atoms, 2), c = index_of_atom(colour, colour_atoms, 2);
        if (p >= 0 && c >= 0) {
            *code = piece_codes[c][p];
            return TRUE;
        }
    }
    return PL_domain_error("shakti_cell", cell);
}

static int write_cell(term_t cell, const void *context, int code) {
    (void)context;
    if (code == SHAKTI_HOLE || code == SHAKTI_TILE)
        return PL_put_atom(cell, code == SHAKTI_HOLE ? ATOM_empty : ATOM_tile);
    int colour = code >= SHAKTI_BLACK_KING;
    int piece = code != piece_codes[colour][0];
    term_t args = PL_new_term_refs(2);
    return args && PL_put_atom(args, piece_atoms[piece]) &&
           PL_put_atom(args + 1, colour_atoms[colour]) &&
           PL_cons_functor(cell, FUNCTOR_minus2, args, args + 1);
}

static int shakti_get_position(term_t board, term_t player, tb_position *pos) {
    uint8_t codes[SHAKTI_CELLS];
    tb_error err;
    term_t arg = PL_new_term_ref();
    if (!arg || !get_grid_cells(&tb_shakti, board, SHAKTI_SIDE, SHAKTI_SIDE, read_cell, &arg, codes))
        return FALSE;
    if (!shakti_from_cells(codes, pos->to_move, pos->rules, pos, &err))
        return raise_position_error(&tb_shakti, board, player, err.message);
    return TRUE;
}

static int shakti_unify_board(term_t board, const tb_position *pos) {
    uint8_t codes[SHAKTI_CELLS];
    for (int i = 0; i < SHAKTI_CELLS; i++) {
        int col = i % SHAKTI_SIDE, row = SHAKTI_SIDE - 1 - i / SHAKTI_SIDE;
        codes[i] = (uint8_t)shakti_cell(pos, shakti_square(col, row));
    }
    return unify_grid_cells(board, SHAKTI_SIDE, SHAKTI_SIDE, write_cell, NULL, codes);
}

/* A cell atom such as b2 -> the core's index; FALSE (no exception) else. */
static int get_square(term_t term, int *square) {
    atom_t name;
    return PL_get_atom(term, &name) && (*square = index_of_atom(name, square_atoms, SHAKTI_INDICES)) >= 0;
}

static int shakti_get_move(term_t move, const tb_position *pos, tb_move *out) {
    (void)pos;
    term_t from_term = PL_new_term_ref(), to_term = PL_new_term_ref();
    atom_t name;
    int from, to;
    if (!from_term || !to_term) return FALSE;
    if (!PL_is_ground(move)) return PL_instantiation_error(move);
    if (PL_get_atom(move, &name) && name == ATOM_pass) {
        *out = SHAKTI_PASS;
        return TRUE;
    }
    if (!PL_is_functor(move, FUNCTOR_move2) || !PL_get_arg(1, move, from_term) ||
        !PL_get_arg(2, move, to_term) || !get_square(from_term, &from) ||
        !get_square(to_term, &to))
        return PL_domain_error("shakti_move", move);
    *out = shakti_move(from, to);
    return TRUE;
}

static int shakti_put_move(term_t term, const tb_position *pos, tb_move move) {
    (void)pos;
    if (move == SHAKTI_PASS) return PL_put_atom(term, ATOM_pass);
    term_t from = PL_new_term_ref(), to = PL_new_term_ref();
    return from && to && PL_put_atom(from, square_atoms[shakti_move_from(move)]) &&
           PL_put_atom(to, square_atoms[shakti_move_to(move)]) &&
           PL_cons_functor(term, FUNCTOR_move2, from, to);
}

const bridge_codec shakti_codec = {
    .game = &tb_shakti,
    .install = shakti_install,
    .get_position = shakti_get_position,
    .unify_board = shakti_unify_board,
    .get_move = shakti_get_move,
    .put_move = shakti_put_move,
};
