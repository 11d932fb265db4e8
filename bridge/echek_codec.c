/* Echek's terms: the board echek(Rows, reserve(White, Black), Swaps), with
 * Rows the framed table of `empty` and Piece-Colour cells; the moves
 * place(P, R-C), place(pawn, R-C, R2-C2), place(bishop, R-C, recall(R2-C2)),
 * move(P, R-C), swap and pass. Whether a position is possible, the core
 * judges (echek_from_setup). */
#include <limits.h>

#include "../c_core/echek.h"
#include "codec.h"

static atom_t ATOM_empty, ATOM_swap, ATOM_pass, piece_atoms[ECHEK_PIECES], colour_atoms[2];
static functor_t FUNCTOR_echek3, FUNCTOR_reserve2, FUNCTOR_minus2, FUNCTOR_place2,
    FUNCTOR_place3, FUNCTOR_move2, FUNCTOR_recall1;

static void echek_install(void) {
    static const char *const pieces[ECHEK_PIECES] = {"bishop", "king", "knight",
                                                     "pawn", "queen", "rook"};
    for (int p = 0; p < ECHEK_PIECES; p++) piece_atoms[p] = PL_new_atom(pieces[p]);
    colour_atoms[ECHEK_WHITE] = PL_new_atom("white");
    colour_atoms[ECHEK_BLACK] = PL_new_atom("black");
    ATOM_empty = PL_new_atom("empty");
    ATOM_swap = PL_new_atom("swap");
    ATOM_pass = PL_new_atom("pass");
    FUNCTOR_echek3 = PL_new_functor(PL_new_atom("echek"), 3);
    FUNCTOR_reserve2 = PL_new_functor(PL_new_atom("reserve"), 2);
    FUNCTOR_minus2 = PL_new_functor(PL_new_atom("-"), 2);
    FUNCTOR_place2 = PL_new_functor(PL_new_atom("place"), 2);
    FUNCTOR_place3 = PL_new_functor(PL_new_atom("place"), 3);
    FUNCTOR_move2 = PL_new_functor(PL_new_atom("move"), 2);
    FUNCTOR_recall1 = PL_new_functor(PL_new_atom("recall"), 1);
}

/* The index of the atom `term` among `atoms`, or -1 (no exception). */
static int find_atom(term_t term, const atom_t *atoms, int count) {
    atom_t name;
    if (PL_get_atom(term, &name))
        for (int i = 0; i < count; i++)
            if (atoms[i] == name) return i;
    return -1;
}

/* A Piece-Colour term; FALSE (no exception) for anything else. */
static int get_piece(term_t term, int *colour, int *piece) {
    term_t arg = PL_new_term_ref();
    if (!arg || !PL_is_functor(term, FUNCTOR_minus2)) return FALSE;
    *piece = PL_get_arg(1, term, arg) ? find_atom(arg, piece_atoms, ECHEK_PIECES) : -1;
    *colour = PL_get_arg(2, term, arg) ? find_atom(arg, colour_atoms, 2) : -1;
    return *piece >= 0 && *colour >= 0;
}

/* Rows: lists, then at least 3 of at least 3 cells, all as long, then the
 * cells themselves (the order of the checks of the Prolog rules). */
static int get_table(term_t board, term_t rows, echek_setup *setup) {
    term_t tail = PL_copy_term_ref(rows), row = PL_new_term_ref(), cell = PL_new_term_ref();
    size_t row_count, width = 0, length;
    int rectangular = 1;
    if (!tail || !row || !cell || !check_list(rows, &row_count)) return FALSE;
    for (size_t r = 0; PL_get_list(tail, row, tail); r++) {
        if (!check_list(row, &length)) return FALSE;
        if (r == 0) width = length;
        rectangular &= length == width;
    }
    if (!rectangular || row_count < 3 || width < 3 || row_count > INT_MAX || width > INT_MAX)
        return PL_domain_error("echek_board", board);
    echek_setup_init(setup, (int)row_count, (int)width);
    tail = PL_copy_term_ref(rows);
    for (int r = 0; PL_get_list(tail, row, tail); r++) {
        term_t cells = PL_copy_term_ref(row);
        for (int c = 0; cells && PL_get_list(cells, cell, cells); c++) {
            int colour, piece;
            if (find_atom(cell, &ATOM_empty, 1) == 0) continue;
            if (!get_piece(cell, &colour, &piece)) return PL_domain_error("echek_cell", cell);
            echek_setup_table(setup, colour, piece, r, c);
        }
    }
    return TRUE;
}

/* reserve(White, Black): two lists of pieces other than the King. */
static int get_reserve(term_t board, term_t reserve, echek_setup *setup) {
    term_t lists[2] = {PL_new_term_ref(), PL_new_term_ref()}, item = PL_new_term_ref();
    size_t length;
    if (!lists[0] || !lists[1] || !item) return FALSE;
    if (!PL_is_functor(reserve, FUNCTOR_reserve2)) return PL_domain_error("echek_board", board);
    for (int c = 0; c < 2; c++)
        if (!PL_get_arg(c + 1, reserve, lists[c]) || !check_list(lists[c], &length)) return FALSE;
    for (int c = 0; c < 2; c++)
        while (PL_get_list(lists[c], item, lists[c])) {
            int piece = find_atom(item, piece_atoms, ECHEK_PIECES);
            if (piece < 0 || piece == ECHEK_KING) return PL_domain_error("echek_piece", item);
            echek_setup_reserve(setup, c, piece);
        }
    return TRUE;
}

static int get_swaps(term_t swaps, echek_setup *setup) {
    term_t item = PL_new_term_ref();
    size_t length;
    if (!item || !check_list(swaps, &length)) return FALSE;
    while (PL_get_list(swaps, item, swaps)) {
        int colour = find_atom(item, colour_atoms, 2);
        if (colour < 0) return PL_domain_error("echek_player", item);
        echek_setup_swap(setup, colour);
    }
    return TRUE;
}

static int echek_get_position(term_t board, term_t player, tb_position *pos) {
    term_t rows = PL_new_term_ref(), reserve = PL_new_term_ref(), swaps = PL_new_term_ref();
    echek_setup setup;
    tb_error err;
    if (!rows || !reserve || !swaps) return FALSE;
    if (!PL_is_functor(board, FUNCTOR_echek3)) return PL_domain_error("echek_board", board);
    if (!PL_get_arg(1, board, rows) || !PL_get_arg(2, board, reserve) ||
        !PL_get_arg(3, board, swaps) || !get_table(board, rows, &setup) ||
        !get_reserve(board, reserve, &setup) || !get_swaps(swaps, &setup))
        return FALSE;
    switch (echek_from_setup(&setup, pos->to_move, pos->rules, pos, &err)) {
    case ECHEK_BUILT:
        return TRUE;
    case ECHEK_BAD_FRAME:
        return raise_domain_error("echek_board", board, err.message);
    default:
        return raise_position_error(&tb_echek, board, player, err.message);
    }
}

static int put_cell(term_t term, int code) {
    term_t piece = PL_new_term_ref(), colour = PL_new_term_ref();
    if (code < 0) return PL_put_atom(term, ATOM_empty);
    return piece && colour && PL_put_atom(piece, piece_atoms[code % ECHEK_PIECES]) &&
           PL_put_atom(colour, colour_atoms[code / ECHEK_PIECES]) &&
           PL_cons_functor(term, FUNCTOR_minus2, piece, colour);
}

static int put_rows(term_t rows, const tb_position *pos) {
    int8_t cells[ECHEK_SIDE * ECHEK_SIDE];
    int row_count, width;
    term_t row = PL_new_term_ref(), cell = PL_new_term_ref();
    if (!row || !cell) return FALSE;
    echek_frame(pos, &row_count, &width, cells);
    PL_put_nil(rows);
    for (int r = row_count - 1; r >= 0; r--) {
        PL_put_nil(row);
        for (int c = width - 1; c >= 0; c--)
            if (!put_cell(cell, cells[r * width + c]) || !PL_cons_list(row, cell, row))
                return FALSE;
        if (!PL_cons_list(rows, row, rows)) return FALSE;
    }
    return TRUE;
}

/* A reserve as the sorted list of its pieces: the pieces' order is the
 * alphabetical one. */
static int put_reserve(term_t list, const tb_position *pos, int colour) {
    term_t piece = PL_new_term_ref();
    if (!piece) return FALSE;
    PL_put_nil(list);
    for (int p = ECHEK_PIECES - 1; p >= 0; p--)
        if (echek_location(pos, colour, p) == ECHEK_RESERVE &&
            (!PL_put_atom(piece, piece_atoms[p]) || !PL_cons_list(list, piece, list)))
            return FALSE;
    return TRUE;
}

/* The players who may still swap, sorted: black before white. */
static int put_swaps(term_t list, const tb_position *pos) {
    term_t colour = PL_new_term_ref();
    if (!colour) return FALSE;
    PL_put_nil(list);
    for (int c = ECHEK_WHITE; c <= ECHEK_BLACK; c++)
        if (echek_can_swap(pos, c) &&
            (!PL_put_atom(colour, colour_atoms[c]) || !PL_cons_list(list, colour, list)))
            return FALSE;
    return TRUE;
}

static int echek_unify_board(term_t board, const tb_position *pos) {
    term_t rows = PL_new_term_ref(), white = PL_new_term_ref(), black = PL_new_term_ref(),
           reserve = PL_new_term_ref(), swaps = PL_new_term_ref(), term = PL_new_term_ref();
    return rows && white && black && reserve && swaps && term && put_rows(rows, pos) &&
           put_reserve(white, pos, ECHEK_WHITE) && put_reserve(black, pos, ECHEK_BLACK) &&
           PL_cons_functor(reserve, FUNCTOR_reserve2, white, black) && put_swaps(swaps, pos) &&
           PL_cons_functor(term, FUNCTOR_echek3, rows, reserve, swaps) && PL_unify(board, term);
}

/* An integer of at least 1; bigger than any frame is reported as LONG_MAX. */
static int get_coordinate(term_t term, long *value) {
    int64_t v;
    term_t zero = PL_new_term_ref();
    if (!PL_is_integer(term)) return FALSE;
    if (PL_get_int64(term, &v)) {
        *value = v > LONG_MAX ? LONG_MAX : (long)v;
        return v >= 1;
    }
    if (!zero || !PL_put_integer(zero, 0) || PL_compare(term, zero) < 0)
        return FALSE;
    *value = LONG_MAX;
    return TRUE;
}

/* Row-Col with positive integers: its window cell, or -1 when it lies
 * beyond the window (a well-formed cell no move reaches). */
static int get_cell(term_t term, int *cell) {
    term_t row = PL_new_term_ref(), col = PL_new_term_ref();
    long r, c;
    if (!row || !col || !PL_is_functor(term, FUNCTOR_minus2) || !PL_get_arg(1, term, row) ||
        !PL_get_arg(2, term, col) || !get_coordinate(row, &r) || !get_coordinate(col, &c))
        return FALSE;
    *cell = echek_cell(r, c);
    return TRUE;
}

/* The move, or 0 when a cell lies beyond the window: never legal. */
static tb_move make_move(int kind, int piece, int cell, int cell2) {
    return cell < 0 || cell2 < 0 ? 0 : echek_move(kind, piece, cell, cell2);
}

static int echek_get_move(term_t move, const tb_position *pos, tb_move *out) {
    (void)pos;
    term_t piece = PL_new_term_ref(), at = PL_new_term_ref(), third = PL_new_term_ref(),
           recalled = PL_new_term_ref();
    int p, cell, cell2;
    if (!piece || !at || !third || !recalled) return FALSE;
    if (!PL_is_ground(move)) return PL_instantiation_error(move);
    if (find_atom(move, &ATOM_pass, 1) == 0 || find_atom(move, &ATOM_swap, 1) == 0) {
        *out = echek_move(find_atom(move, &ATOM_pass, 1) == 0 ? ECHEK_PASS : ECHEK_SWAP, 0, 0, 0);
        return TRUE;
    }
    int two = PL_is_functor(move, FUNCTOR_move2) || PL_is_functor(move, FUNCTOR_place2);
    int three = PL_is_functor(move, FUNCTOR_place3);
    if ((two || three) && PL_get_arg(1, move, piece) && PL_get_arg(2, move, at) &&
        (p = find_atom(piece, piece_atoms, ECHEK_PIECES)) >= 0 && get_cell(at, &cell)) {
        if (two) {
            int kind = PL_is_functor(move, FUNCTOR_move2) ? ECHEK_MOVE : ECHEK_PLACE;
            *out = make_move(kind, p, cell, 0);
            return TRUE;
        }
        if (PL_get_arg(3, move, third)) {
            if (p == ECHEK_PAWN && get_cell(third, &cell2)) {
                *out = make_move(ECHEK_STEP, p, cell, cell2);
                return TRUE;
            }
            if (p == ECHEK_BISHOP && PL_is_functor(third, FUNCTOR_recall1) &&
                PL_get_arg(1, third, recalled) && get_cell(recalled, &cell2)) {
                *out = make_move(ECHEK_RECALL, p, cell, cell2);
                return TRUE;
            }
        }
    }
    return PL_domain_error("echek_move", move);
}

static int echek_put_move(term_t term, const tb_position *pos, tb_move move) {
    (void)pos;
    term_t piece = PL_new_term_ref(), at = PL_new_term_ref(), third = PL_new_term_ref();
    int kind = echek_move_kind(move);
    if (!piece || !at || !third) return FALSE;
    if (kind == ECHEK_PASS) return PL_put_atom(term, ATOM_pass);
    if (kind == ECHEK_SWAP) return PL_put_atom(term, ATOM_swap);
    if (!PL_put_atom(piece, piece_atoms[echek_move_piece(move)]) ||
        !put_row_col(at, ECHEK_SIDE, echek_move_cell(move)))
        return FALSE;
    if (kind == ECHEK_MOVE) return PL_cons_functor(term, FUNCTOR_move2, piece, at);
    if (kind == ECHEK_PLACE) return PL_cons_functor(term, FUNCTOR_place2, piece, at);
    if (!put_row_col(third, ECHEK_SIDE, echek_move_cell2(move))) return FALSE;
    if (kind == ECHEK_RECALL && !PL_cons_functor(third, FUNCTOR_recall1, third)) return FALSE;
    return PL_cons_functor(term, FUNCTOR_place3, piece, at, third);
}

const bridge_codec echek_codec = {
    .game = &tb_echek,
    .install = echek_install,
    .get_position = echek_get_position,
    .unify_board = echek_unify_board,
    .get_move = echek_get_move,
    .put_move = echek_put_move,
};
