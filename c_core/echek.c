/* Echek: the rules of reports/rules/echek.md on an 8x8 bitboard window
 * (see echek.h for the layout). */
#include "echek.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "zobrist.h"

#define CELLS (ECHEK_SIDE * ECHEK_SIDE)
#define COLUMN_0 0x0101010101010101ull
#define COLUMN_7 (COLUMN_0 << 7)
#define BOX_SIDE 4  /* rule 3: the play area is 4x4 */
#define MAX_SPAN 6  /* the box, plus two Bishops beyond it under draft_bishop */

/* Evaluation weights: a King's blocked sides count squared, so that the
 * third side weighs more than the first; a Queen still in the game too. */
#define PRESSURE_WEIGHT 20
#define QUEEN_WEIGHT 10

static const char *const piece_names[ECHEK_PIECES] = {"bishop", "king", "knight",
                                                      "pawn", "queen", "rook"};
static const char piece_letters[ECHEK_PIECES] = {'B', 'K', 'N', 'P', 'Q', 'R'};
static const char *const colour_names[2] = {"white", "black"};
/* The order of the reserve letters in the notation: QRBNP. */
static const int reserve_order[] = {ECHEK_QUEEN, ECHEK_ROOK, ECHEK_BISHOP, ECHEK_KNIGHT,
                                    ECHEK_PAWN};

                 /* Bitboard geometry */

static uint64_t bit(int cell) { return 1ull << cell; }
static uint64_t east(uint64_t b) { return (b << 1) & ~COLUMN_0; }
static uint64_t west(uint64_t b) { return (b >> 1) & ~COLUMN_7; }
static uint64_t north(uint64_t b) { return b >> ECHEK_SIDE; }
static uint64_t south(uint64_t b) { return b << ECHEK_SIDE; }

/* The 4 orthogonal neighbours of the cells of b. */
static uint64_t sides(uint64_t b) { return east(b) | west(b) | north(b) | south(b); }

/* The cells touching b by a side or a corner, b itself excluded. */
static uint64_t touching(uint64_t b) {
    uint64_t row = b | east(b) | west(b);
    return (row | north(row) | south(row)) & ~b;
}

static uint64_t knight_jumps(uint64_t b) {
    uint64_t one = east(b) | west(b), two = east(east(b)) | west(west(b));
    return north(north(one)) | south(south(one)) | north(two) | south(two);
}

/* Directions 0-3 are orthogonal, 4-7 diagonal. */
static uint64_t step(uint64_t b, int direction) {
    switch (direction) {
    case 0: return east(b);
    case 1: return west(b);
    case 2: return north(b);
    case 3: return south(b);
    case 4: return north(east(b));
    case 5: return north(west(b));
    case 6: return south(east(b));
    default: return south(west(b));
    }
}

/* Rule 6: a slider passes over its own colour's pieces, never over an
 * enemy's; it stops on empty cells only. */
static uint64_t slide(uint64_t from, int first, int last, uint64_t own, uint64_t enemy) {
    uint64_t reached = 0;
    for (int d = first; d <= last; d++)
        for (uint64_t x = step(from, d); x && !(x & enemy); x = step(x, d))
            if (!(x & own)) reached |= x;
    return reached;
}

/* Bit r set when row r of b holds a cell; likewise for columns. The
 * multiplication gathers bit 0 of each byte into the top byte, byte r's
 * at bit 56 + r, without carries between them. */
static unsigned row_mask(uint64_t b) {
    b |= b >> 4;
    b |= b >> 2;
    b |= b >> 1;
    return (unsigned)(((b & COLUMN_0) * 0x0102040810204080ull) >> 56);
}

static unsigned column_mask(uint64_t b) {
    b |= b >> 32;
    b |= b >> 16;
    b |= b >> 8;
    return (unsigned)(b & 0xFF);
}

static int lowest(unsigned mask) { return __builtin_ctz(mask); }
static int highest(unsigned mask) { return 31 - __builtin_clz(mask); }
static int span(unsigned mask) { return mask ? highest(mask) - lowest(mask) + 1 : 0; }

/* The lines from `first` to `last`, 0 <= first <= last < 32. */
static unsigned line_range(int first, int last) { return (2u << last) - (1u << first); }

/* The lines (rows or columns) where a piece may stand so that the lines of
 * `mask` and it still span at most 4. */
static unsigned lines_within_box(unsigned mask) {
    int first = highest(mask) - (BOX_SIDE - 1), last = lowest(mask) + (BOX_SIDE - 1);
    if (first < 0) first = 0;
    if (last > ECHEK_SIDE - 1) last = ECHEK_SIDE - 1;
    return first <= last ? line_range(first, last) : 0;
}

/* The rows of `rows` as cells: bit r of rows moves to bit 8r (in three
 * halvings), and each such bit fills its byte. */
static uint64_t rows_board(unsigned rows) {
    uint64_t b = rows & 0xFF;
    b = (b | b << 28) & 0x0000000F0000000Full;
    b = (b | b << 14) & 0x0003000300030003ull;
    b = (b | b << 7) & COLUMN_0;
    return b * 0xFF;
}

static uint64_t columns_board(unsigned columns) { return (uint64_t)columns * COLUMN_0; }

/* Rule 3: the cells where one more piece that counts for the play area
 * keeps the pieces of `box` within 4x4. */
static uint64_t play_area(uint64_t box) {
    return rows_board(lines_within_box(row_mask(box))) &
           columns_board(lines_within_box(column_mask(box)));
}

/* The lines from the lowest to the highest of mask. */
static unsigned filled_span(unsigned mask) { return line_range(lowest(mask), highest(mask)); }

/* Rule 9: the cells beyond a border, i.e. outside a span of 4 lines. */
static uint64_t beyond_borders(uint64_t box) {
    unsigned rows = row_mask(box), columns = column_mask(box);
    uint64_t beyond = 0;
    if (span(rows) == BOX_SIDE) beyond |= ~rows_board(filled_span(rows));
    if (span(columns) == BOX_SIDE) beyond |= ~columns_board(filled_span(columns));
    return beyond;
}

/* Rule 4: the cells of occ form one group through sides and corners. */
static int connected(uint64_t occ) {
    uint64_t group = occ & (~occ + 1), before;
    do {
        before = group;
        group = (group | touching(group)) & occ;
    } while (group != before);
    return group == occ;
}

                 /* The position */

static int location(const tb_position *pos, int colour, int piece) {
    return pos->small[colour * ECHEK_PIECES + piece];
}

static int on_table(int where) { return where < CELLS; }

static uint64_t occupied(const tb_position *pos) { return pos->bits[0] | pos->bits[1]; }

static uint64_t piece_board(const tb_position *pos, int colour, int piece) {
    int where = location(pos, colour, piece);
    return on_table(where) ? bit(where) : 0;
}

static uint64_t bishops(const tb_position *pos) {
    return piece_board(pos, ECHEK_WHITE, ECHEK_BISHOP) |
           piece_board(pos, ECHEK_BLACK, ECHEK_BISHOP);
}

/* The pieces that count for the 4x4 play area: all of them, or all but
 * the Bishops under draft_bishop (rule 8). */
static uint64_t box_pieces(const tb_position *pos) {
    uint64_t occ = occupied(pos);
    return (pos->rules & ECHEK_DRAFT_BISHOP) ? occ & ~bishops(pos) : occ;
}

static int counts_for_box(const tb_position *pos, int piece) {
    return piece != ECHEK_BISHOP || !(pos->rules & ECHEK_DRAFT_BISHOP);
}

static void put(tb_position *pos, int colour, int piece, int cell) {
    pos->small[colour * ECHEK_PIECES + piece] = (uint8_t)cell;
    pos->bits[colour] |= bit(cell);
}

/* Takes a piece off the table to `where` (reserve or removed). */
static void lift(tb_position *pos, int colour, int piece, int where) {
    pos->bits[colour] &= ~bit(location(pos, colour, piece));
    pos->small[colour * ECHEK_PIECES + piece] = (uint8_t)where;
}

/* The piece on a cell, as colour * ECHEK_PIECES + piece, or -1. */
static int piece_on(const tb_position *pos, int cell) {
    for (int i = 0; i < 2 * ECHEK_PIECES; i++)
        if (pos->small[i] == cell) return i;
    return -1;
}

/* Rule 9: the cells that block a side, occupied or beyond a border. */
static uint64_t blocking_cells(const tb_position *pos) {
    return occupied(pos) | beyond_borders(box_pieces(pos));
}

/* Rule 9: every side of the piece's cell is blocked. Positions are
 * normalised, so all 4 sides lie in the window. */
static int surrounded_by(uint64_t blocking, int cell) {
    return (sides(bit(cell)) & ~blocking) == 0;
}

static int blocked_sides(uint64_t blocking, int cell) {
    return __builtin_popcountll(sides(bit(cell)) & blocking);
}

/* Shifts the pieces so that their bounding box starts at row 1, column 1. */
static void normalise(tb_position *pos) {
    uint64_t occ = occupied(pos);
    int shift = ECHEK_SIDE * (1 - lowest(row_mask(occ))) + (1 - lowest(column_mask(occ)));
    if (shift == 0) return;
    for (int c = 0; c < 2; c++)
        pos->bits[c] = shift > 0 ? pos->bits[c] << shift : pos->bits[c] >> -shift;
    for (int i = 0; i < 2 * ECHEK_PIECES; i++)
        if (on_table(pos->small[i])) pos->small[i] = (uint8_t)(pos->small[i] + shift);
}

/* The outcome decided by the Kings alone (rule 10), given the position's
 * blocking cells. */
static tb_status kings_status_by(const tb_position *pos, uint64_t blocking) {
    int white = surrounded_by(blocking, location(pos, ECHEK_WHITE, ECHEK_KING));
    int black = surrounded_by(blocking, location(pos, ECHEK_BLACK, ECHEK_KING));
    if (white && black) return TB_DRAW;
    if (white) return TB_WIN_SECOND;
    if (black) return TB_WIN_FIRST;
    return TB_ONGOING;
}

                 /* Moves */

tb_move echek_move(int kind, int piece, int cell, int cell2) {
    return (tb_move)(kind | piece << 3 | cell << 6 | cell2 << 12);
}
int echek_move_kind(tb_move move) { return (int)(move & 7); }
int echek_move_piece(tb_move move) { return (int)(move >> 3 & 7); }
int echek_move_cell(tb_move move) { return (int)(move >> 6 & 63); }
int echek_move_cell2(tb_move move) { return (int)(move >> 12 & 63); }

int echek_cell(long row, long col) {
    if (row < 1 || row > ECHEK_SIDE || col < 1 || col > ECHEK_SIDE) return -1;
    return (int)((row - 1) * ECHEK_SIDE + (col - 1));
}
int echek_cell_row(int cell) { return cell / ECHEK_SIDE + 1; }
int echek_cell_col(int cell) { return cell % ECHEK_SIDE + 1; }

/* What the generator knows of a position, seen by the player to play. */
typedef struct generator {
    const tb_position *pos;
    int player;
    uint64_t own, occ, box;
    uint64_t placing;   /* rule 5: empty, touching own, not beside enemy King */
    int split;          /* the table is not one group (draft_bishop only) */
    tb_move_list *out;
    int limit;          /* stop after this many moves */
} generator;

/* Adds a move; true when the list is full. */
static int emit(generator *g, tb_move move) {
    g->out->moves[g->out->count++] = move;
    return g->out->count >= g->limit;
}

static uint64_t reach(const generator *g, int piece, int from) {
    uint64_t b = bit(from), enemy = g->occ & ~g->own;
    switch (piece) {
    case ECHEK_KING: return touching(b);
    case ECHEK_PAWN: return sides(b);
    case ECHEK_KNIGHT: return knight_jumps(b);
    case ECHEK_ROOK: return slide(b, 0, 3, g->own, enemy);
    case ECHEK_BISHOP: return slide(b, 4, 7, g->own, enemy);
    default: return slide(b, 0, 7, g->own, enemy);
    }
}

static int gen_swap(generator *g) {
    int rook = location(g->pos, g->player, ECHEK_ROOK);
    if ((g->pos->small[ECHEK_SWAPS] >> g->player & 1) && on_table(rook) && !g->split)
        return emit(g, echek_move(ECHEK_SWAP, 0, 0, 0));
    return 0;
}

static int gen_piece_moves(generator *g, int piece) {
    int from = location(g->pos, g->player, piece);
    if (!on_table(from)) return 0;
    uint64_t rest = g->occ & ~bit(from);
    uint64_t to = reach(g, piece, from) & ~g->occ & touching(rest);
    if (counts_for_box(g->pos, piece)) to &= play_area(g->box & ~bit(from));
    /* When the other pieces hold together, every cell touching them keeps
     * the table one group; only a piece that links them is checked cell
     * by cell. */
    int rest_connected = to && connected(rest);
    for (; to; to &= to - 1) {
        int cell = __builtin_ctzll(to);
        if ((rest_connected || connected(rest | bit(cell))) &&
            emit(g, echek_move(ECHEK_MOVE, piece, cell, 0)))
            return 1;
    }
    return 0;
}

static int in_reserve(const generator *g, int piece) {
    return location(g->pos, g->player, piece) == ECHEK_RESERVE;
}

/* Rule 5's cells for a piece from the reserve, 4x4 included. */
static uint64_t placing_cells(const generator *g, int piece) {
    return counts_for_box(g->pos, piece) ? g->placing & play_area(g->box) : g->placing;
}

/* Rule 8: for each cell where the Bishop may be placed, the pieces it may
 * send back (any colour, no King) keeping the table one group. */
static void recall_choices(const generator *g, uint64_t choices[CELLS]) {
    uint64_t kings = piece_board(g->pos, ECHEK_WHITE, ECHEK_KING) |
                     piece_board(g->pos, ECHEK_BLACK, ECHEK_KING);
    for (uint64_t at = placing_cells(g, ECHEK_BISHOP); at; at &= at - 1) {
        int cell = __builtin_ctzll(at);
        uint64_t after = g->occ | bit(cell);
        choices[cell] = 0;
        for (uint64_t x = g->occ & ~kings; x; x &= x - 1)
            if (connected(after & ~(x & -x))) choices[cell] |= x & -x;
    }
}

static int gen_placements(generator *g, int piece, const uint64_t *recalls) {
    for (uint64_t at = placing_cells(g, piece); at; at &= at - 1) {
        int cell = __builtin_ctzll(at);
        if (recalls && recalls[cell]) continue; /* the recall is compulsory */
        if (g->split && !connected(g->occ | bit(cell))) continue;
        if (emit(g, echek_move(ECHEK_PLACE, piece, cell, 0))) return 1;
    }
    return 0;
}

static int gen_recalls(generator *g, const uint64_t *recalls) {
    for (uint64_t at = placing_cells(g, ECHEK_BISHOP); at; at &= at - 1) {
        int cell = __builtin_ctzll(at);
        for (uint64_t x = recalls[cell]; x; x &= x - 1)
            if (emit(g, echek_move(ECHEK_RECALL, ECHEK_BISHOP, cell, __builtin_ctzll(x))))
                return 1;
    }
    return 0;
}

/* Rule 7: the placement obeys rule 5, the position after the step rules 3
 * and 4. */
static int gen_pawn_steps(generator *g) {
    uint64_t area = play_area(g->box), beside_table = touching(g->occ);
    for (uint64_t at = placing_cells(g, ECHEK_PAWN); at; at &= at - 1) {
        int cell = __builtin_ctzll(at);
        for (uint64_t to = sides(bit(cell)) & ~g->occ & area; to; to &= to - 1) {
            int stop = __builtin_ctzll(to);
            /* A table in one group stays one when the Pawn stops beside it. */
            int joined = g->split ? connected(g->occ | bit(stop)) : (beside_table & bit(stop)) != 0;
            if (joined &&
                emit(g, echek_move(ECHEK_STEP, ECHEK_PAWN, cell, stop)))
                return 1;
        }
    }
    return 0;
}

/* What the generator of player's moves needs, seen once per position. */
static generator new_generator(const tb_position *pos, int player, tb_move_list *out,
                               int limit) {
    uint64_t enemy_king = piece_board(pos, player ^ 1, ECHEK_KING);
    generator g = {.pos = pos, .player = player, .own = pos->bits[player],
                   .occ = occupied(pos), .box = box_pieces(pos), .out = out,
                   .limit = limit};
    g.placing = touching(g.own) & ~g.occ & ~sides(enemy_king);
    /* Only a Queen's removal under draft_bishop splits the table: under
     * the final rules a removed piece's neighbours touch one another. */
    g.split = (pos->rules & ECHEK_DRAFT_BISHOP) && !connected(g.occ);
    out->count = 0;
    return g;
}

/* The moves other than pass, in the order of their terms: swap, move/2,
 * place/2, place(bishop, _, recall(_)), place(pawn, _, _). */
static void generate_moves(generator *g) {
    if (gen_swap(g)) return;
    for (int piece = 0; piece < ECHEK_PIECES; piece++)
        if (gen_piece_moves(g, piece)) return;
    uint64_t recalls[CELLS];
    int recall = in_reserve(g, ECHEK_BISHOP) && !(g->pos->rules & ECHEK_DRAFT_BISHOP);
    if (recall) recall_choices(g, recalls);
    for (int piece = 0; piece < ECHEK_PIECES; piece++)
        if (piece != ECHEK_KING && in_reserve(g, piece) &&
            gen_placements(g, piece, piece == ECHEK_BISHOP && recall ? recalls : NULL))
            return;
    if (recall && gen_recalls(g, recalls)) return;
    if (in_reserve(g, ECHEK_PAWN)) gen_pawn_steps(g);
}

static void generate_for(const tb_position *pos, int player, tb_move_list *out, int limit) {
    generator g = new_generator(pos, player, out, limit);
    generate_moves(&g);
}

/* Whether a piece of the reserve can be placed, seen without listing a
 * move: on a table in one group every placing cell is a move (a Bishop
 * with a recall or without one, a Pawn with no step). */
static int can_place(const generator *g) {
    if (g->split) return 0;
    for (int piece = 0; piece < ECHEK_PIECES; piece++)
        if (piece != ECHEK_KING && in_reserve(g, piece) && placing_cells(g, piece)) return 1;
    return 0;
}

static int has_move(const tb_position *pos, int player) {
    tb_move_list list;
    generator g = new_generator(pos, player, &list, 1);
    if (can_place(&g)) return 1;
    generate_moves(&g);
    return list.count > 0;
}

/* Rules 10 and 11: a surrounded King ends the game; so does a position
 * where neither player has a move. */
static tb_status status_by(const tb_position *pos, uint64_t blocking) {
    tb_status kings = kings_status_by(pos, blocking);
    if (kings != TB_ONGOING) return kings;
    if (!has_move(pos, pos->to_move) && !has_move(pos, pos->to_move ^ 1)) return TB_DRAW;
    return TB_ONGOING;
}

static tb_status echek_status(const tb_position *pos) {
    return status_by(pos, blocking_cells(pos));
}

/* Rule 5: pass only when nothing else is legal and the opponent could move. */
static void echek_generate(const tb_position *pos, tb_move_list *out) {
    out->count = 0;
    if (kings_status_by(pos, blocking_cells(pos)) != TB_ONGOING) return;
    generate_for(pos, pos->to_move, out, TB_MAX_MOVES);
    if (out->count == 0 && has_move(pos, pos->to_move ^ 1))
        out->moves[out->count++] = echek_move(ECHEK_PASS, 0, 0, 0);
}

/* Rule 10, when no King is surrounded: every surrounded Queen leaves. */
/* Rule 10: leaving[c] is set when colour c's Queen leaves the game after
 * the move that made this position; true when one does. */
static int queens_leaving(const tb_position *pos, int leaving[2]) {
    uint64_t blocking = blocking_cells(pos);
    int kings_safe = kings_status_by(pos, blocking) == TB_ONGOING;
    for (int c = 0; c < 2; c++) {
        int queen = location(pos, c, ECHEK_QUEEN);
        leaving[c] = kings_safe && on_table(queen) && surrounded_by(blocking, queen);
    }
    return leaving[0] || leaving[1];
}

static void remove_surrounded_queens(tb_position *pos) {
    int leaving[2];
    if (!queens_leaving(pos, leaving)) return;
    for (int c = 0; c < 2; c++)
        if (leaving[c]) lift(pos, c, ECHEK_QUEEN, ECHEK_REMOVED);
    normalise(pos);
}

static void echek_apply(tb_position *pos, tb_move move) {
    int player = pos->to_move, piece = echek_move_piece(move);
    int cell = echek_move_cell(move), cell2 = echek_move_cell2(move);
    switch (echek_move_kind(move)) {
    case ECHEK_SWAP: {
        int king = location(pos, player, ECHEK_KING), rook = location(pos, player, ECHEK_ROOK);
        put(pos, player, ECHEK_KING, rook);
        put(pos, player, ECHEK_ROOK, king);
        pos->small[ECHEK_SWAPS] &= (uint8_t)~(1u << player);
        break;
    }
    case ECHEK_MOVE:
        lift(pos, player, piece, ECHEK_RESERVE);
        put(pos, player, piece, cell);
        break;
    case ECHEK_PLACE:
        put(pos, player, piece, cell);
        break;
    case ECHEK_STEP:
        put(pos, player, ECHEK_PAWN, cell2);
        break;
    case ECHEK_RECALL: {
        int recalled = piece_on(pos, cell2);
        put(pos, player, ECHEK_BISHOP, cell);
        lift(pos, recalled / ECHEK_PIECES, recalled % ECHEK_PIECES, ECHEK_RESERVE);
        break;
    }
    default: /* pass */
        break;
    }
    if (echek_move_kind(move) != ECHEK_PASS) {
        normalise(pos);
        remove_surrounded_queens(pos);
    }
    pos->to_move ^= 1;
}

static int queen_in_game(const tb_position *pos, int colour) {
    return location(pos, colour, ECHEK_QUEEN) != ECHEK_REMOVED;
}

/* Won, lost, drawn; otherwise the squares of the blocked sides of the
 * enemy King minus those of one's own, and the Queens still in the game. */
static int echek_evaluate(const tb_position *pos, int player) {
    uint64_t blocking = blocking_cells(pos);
    tb_status status = status_by(pos, blocking);
    if (status == TB_DRAW) return 0;
    if (status != TB_ONGOING)
        return (status == TB_WIN_FIRST) == (player == 0) ? TB_WIN_SCORE : -TB_WIN_SCORE;
    int mine = blocked_sides(blocking, location(pos, player, ECHEK_KING));
    int theirs = blocked_sides(blocking, location(pos, player ^ 1, ECHEK_KING));
    return PRESSURE_WEIGHT * (theirs * theirs - mine * mine) +
           QUEEN_WEIGHT * (queen_in_game(pos, player) - queen_in_game(pos, player ^ 1));
}

/* A piece arriving beside the enemy King presses it towards being
 * surrounded: the search tries such moves early. */
static int echek_is_forcing(const tb_position *pos, tb_move move) {
    int kind = echek_move_kind(move);
    if (kind == ECHEK_PASS || kind == ECHEK_SWAP) return 0;
    int to = kind == ECHEK_STEP ? echek_move_cell2(move) : echek_move_cell(move);
    int enemy_king = location(pos, pos->to_move ^ 1, ECHEK_KING);
    return on_table(enemy_king) && (sides(bit(enemy_king)) >> to & 1);
}

/* Features: a piece on a cell (0-767), a piece in reserve (768-779), a
 * swap right (780-781). */
static uint64_t echek_hash(const tb_position *pos) {
    uint64_t key = pos->to_move ? tb_zobrist_side_key() : 0;
    for (int i = 0; i < 2 * ECHEK_PIECES; i++) {
        int where = pos->small[i];
        if (on_table(where)) key ^= tb_zobrist_key((uint32_t)(i * CELLS + where));
        else if (where == ECHEK_RESERVE) key ^= tb_zobrist_key((uint32_t)(2 * ECHEK_PIECES * CELLS + i));
    }
    for (int c = 0; c < 2; c++)
        if (pos->small[ECHEK_SWAPS] >> c & 1)
            key ^= tb_zobrist_key((uint32_t)(2 * ECHEK_PIECES * (CELLS + 1) + c));
    return key;
}

static void echek_initial(tb_position *pos, uint32_t rules) {
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    for (int i = 0; i < 2 * ECHEK_PIECES; i++) pos->small[i] = ECHEK_RESERVE;
    put(pos, ECHEK_BLACK, ECHEK_KING, ECHEK_SIDE + 1);     /* b2 */
    put(pos, ECHEK_WHITE, ECHEK_KING, 2 * ECHEK_SIDE + 1); /* c2 */
    pos->small[ECHEK_SWAPS] = 3;
}

                 /* Building positions from terms and notation */

int echek_location(const tb_position *pos, int colour, int piece) {
    return location(pos, colour, piece);
}

int echek_can_swap(const tb_position *pos, int colour) {
    return pos->small[ECHEK_SWAPS] >> colour & 1;
}

void echek_frame(const tb_position *pos, int *rows, int *cols,
                 int8_t cells[ECHEK_SIDE * ECHEK_SIDE]) {
    uint64_t occ = occupied(pos);
    *rows = highest(row_mask(occ)) + 2;
    *cols = highest(column_mask(occ)) + 2;
    for (int r = 0; r < *rows; r++)
        for (int c = 0; c < *cols; c++)
            cells[r * *cols + c] = (int8_t)piece_on(pos, r * ECHEK_SIDE + c);
}

void echek_setup_init(echek_setup *s, int rows, int cols) {
    memset(s, 0, sizeof *s);
    s->rows = rows;
    s->cols = cols;
}

void echek_setup_table(echek_setup *s, int colour, int piece, int row, int col) {
    if (s->pieces == 0 || row < s->min_row) s->min_row = row;
    if (s->pieces == 0 || row > s->max_row) s->max_row = row;
    if (s->pieces == 0 || col < s->min_col) s->min_col = col;
    if (s->pieces == 0 || col > s->max_col) s->max_col = col;
    s->pieces++;
    s->on_table[colour][piece]++;
    s->row[colour][piece] = row;
    s->col[colour][piece] = col;
}

void echek_setup_reserve(echek_setup *s, int colour, int piece) {
    s->in_reserve[colour][piece]++;
}

void echek_setup_swap(echek_setup *s, int colour) { s->swaps[colour]++; }

/* Each piece is listed once at most, each King on the table, and only a
 * Queen may be missing (she alone leaves the game). */
static int check_pieces(const echek_setup *s, tb_error *err) {
    for (int c = 0; c < 2; c++) {
        const char *colour = colour_names[c];
        if (s->swaps[c] > 1) {
            tb_set_error(err, "%s is listed more than once among the swap rights", colour);
            return ECHEK_IMPOSSIBLE;
        }
        for (int p = 0; p < ECHEK_PIECES; p++) {
            int listed = s->on_table[c][p] + s->in_reserve[c][p];
            if (listed > 1)
                tb_set_error(err, "there is more than one %s %s", colour, piece_names[p]);
            else if (p == ECHEK_KING && s->on_table[c][p] == 0)
                tb_set_error(err, "the %s king is not on the table", colour);
            else if (listed == 0 && p != ECHEK_QUEEN)
                tb_set_error(err, "the %s %s is neither on the table nor in reserve "
                                  "(only a Queen leaves the game)", colour, piece_names[p]);
            else
                continue;
            return ECHEK_IMPOSSIBLE;
        }
    }
    return ECHEK_BUILT;
}

/* Rule 3 (and 8 under draft_bishop), on the setup's coordinates. */
static int check_play_area(const echek_setup *s, uint32_t rules, tb_error *err) {
    int min_row = s->rows, max_row = -1, min_col = s->cols, max_col = -1;
    for (int c = 0; c < 2; c++)
        for (int p = 0; p < ECHEK_PIECES; p++) {
            if (!s->on_table[c][p] || (p == ECHEK_BISHOP && (rules & ECHEK_DRAFT_BISHOP)))
                continue;
            if (s->row[c][p] < min_row) min_row = s->row[c][p];
            if (s->row[c][p] > max_row) max_row = s->row[c][p];
            if (s->col[c][p] < min_col) min_col = s->col[c][p];
            if (s->col[c][p] > max_col) max_col = s->col[c][p];
        }
    if (max_row - min_row >= BOX_SIDE || max_col - min_col >= BOX_SIDE) {
        tb_set_error(err, "the pieces do not fit in the 4x4 play area");
        return ECHEK_IMPOSSIBLE;
    }
    if (s->max_row - s->min_row >= MAX_SPAN || s->max_col - s->min_col >= MAX_SPAN) {
        tb_set_error(err, "the Bishops are too far from the other pieces");
        return ECHEK_IMPOSSIBLE;
    }
    return ECHEK_BUILT;
}

/* Rules 4 and 10 on the built position. */
static int check_table(const tb_position *pos, tb_error *err) {
    if (!(pos->rules & ECHEK_DRAFT_BISHOP) && !connected(occupied(pos))) {
        tb_set_error(err, "the pieces on the table are not all connected");
        return ECHEK_IMPOSSIBLE;
    }
    int leaving[2];
    if (queens_leaving(pos, leaving)) {
        tb_set_error(err, "the %s queen is surrounded: she would have left the game",
                     colour_names[leaving[0] ? ECHEK_WHITE : ECHEK_BLACK]);
        return ECHEK_IMPOSSIBLE;
    }
    return ECHEK_BUILT;
}

int echek_from_setup(const echek_setup *s, int to_move, uint32_t rules,
                     tb_position *pos, tb_error *err) {
    if (s->pieces > 0 && (s->min_row != 1 || s->min_col != 1 || s->max_row != s->rows - 2 ||
                          s->max_col != s->cols - 2)) {
        tb_set_error(err, "the frame must be the pieces' bounding box with one empty "
                          "row and column on every side");
        return ECHEK_BAD_FRAME;
    }
    int verdict = check_pieces(s, err);
    if (verdict == ECHEK_BUILT) verdict = check_play_area(s, rules, err);
    if (verdict != ECHEK_BUILT) return verdict;
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    pos->to_move = (uint8_t)to_move;
    for (int c = 0; c < 2; c++) {
        for (int p = 0; p < ECHEK_PIECES; p++) {
            pos->small[c * ECHEK_PIECES + p] = s->in_reserve[c][p] ? ECHEK_RESERVE : ECHEK_REMOVED;
            if (s->on_table[c][p]) put(pos, c, p, s->row[c][p] * ECHEK_SIDE + s->col[c][p]);
        }
        if (s->swaps[c]) pos->small[ECHEK_SWAPS] |= (uint8_t)(1u << c);
    }
    return check_table(pos, err);
}

                 /* Notation */

static int letter_piece(char letter) {
    for (int p = 0; p < ECHEK_PIECES; p++)
        if (toupper((unsigned char)letter) == piece_letters[p]) return p;
    return -1;
}

static int letter_colour(char letter) { return islower((unsigned char)letter) ? ECHEK_BLACK : ECHEK_WHITE; }

/* The rows of the bounding box, up to the space; the frame adds a margin. */
static int parse_rows(const char **text, echek_setup *s, tb_error *err) {
    int rows = 0, width = -1, col = 0;
    echek_setup_init(s, 0, 0);
    for (const char *p = *text;; p++) {
        if (*p == '/' || *p == ' ' || *p == '\0') {
            if (col == 0) {
                tb_set_error(err, "row %d has no cells", rows + 1);
                return 0;
            }
            if (width >= 0 && col != width) {
                tb_set_error(err, "row %d has %d cells, the rows before it %d", rows + 1, col,
                             width);
                return 0;
            }
            width = col;
            rows++;
            col = 0;
            if (*p != '/') {
                *text = p;
                break;
            }
        } else if (*p == '.') {
            col++;
        } else if (letter_piece(*p) >= 0) {
            echek_setup_table(s, letter_colour(*p), letter_piece(*p), rows + 1, col + 1);
            col++;
        } else {
            tb_set_error(err, "'%c' is not a cell (use . and the letters KQRBNP kqrbnp)", *p);
            return 0;
        }
    }
    s->rows = rows + 2;
    s->cols = width + 2;
    return 1;
}

static int parse_reserve(const char *word, size_t length, echek_setup *s, tb_error *err) {
    if (length == 1 && word[0] == '-') return 1;
    for (size_t i = 0; i < length; i++) {
        int piece = letter_piece(word[i]);
        if (piece < 0 || piece == ECHEK_KING) {
            tb_set_error(err, "'%c' cannot be in a reserve (use QRBNP qrbnp, or -)", word[i]);
            return 0;
        }
        echek_setup_reserve(s, letter_colour(word[i]), piece);
    }
    return 1;
}

static int parse_swaps(const char *word, echek_setup *s, tb_error *err) {
    if (strcmp(word, "-") == 0) return 1;
    for (const char *p = word; *p; p++) {
        if (*p != 'S' && *p != 's') {
            tb_set_error(err, "swap rights are S (White), s (Black) or -, not '%c'", *p);
            return 0;
        }
        echek_setup_swap(s, *p == 's' ? ECHEK_BLACK : ECHEK_WHITE);
    }
    return 1;
}

static int echek_parse(const char *text, uint32_t rules, tb_position *pos, tb_error *err) {
    echek_setup s;
    if (!parse_rows(&text, &s, err)) return 0;
    if (!(text[0] == ' ' && (text[1] == 'w' || text[1] == 'b') && text[2] == ' ')) {
        tb_set_error(err, "the rows must be followed by a space and the player to move, w or b");
        return 0;
    }
    int to_move = text[1] == 'b' ? ECHEK_BLACK : ECHEK_WHITE;
    const char *reserve = text + 3, *space = strchr(reserve, ' ');
    if (!space || space == reserve || space[1] == '\0' || strchr(space + 1, ' ')) {
        tb_set_error(err, "after the player come the reserves and the swap rights, "
                          "each a word (- for none)");
        return 0;
    }
    if (!parse_reserve(reserve, (size_t)(space - reserve), &s, err) ||
        !parse_swaps(space + 1, &s, err))
        return 0;
    int verdict = echek_from_setup(&s, to_move, rules, pos, err);
    if (verdict == ECHEK_BAD_FRAME)
        tb_set_error(err, "the rows must be the pieces' bounding box: no empty first or last "
                          "row or column");
    return verdict == ECHEK_BUILT;
}

static char piece_letter(int colour, int piece) {
    char letter = piece_letters[piece];
    return colour == ECHEK_BLACK ? (char)tolower((unsigned char)letter) : letter;
}

static void echek_format(const tb_position *pos, char out[TB_TEXT_MAX]) {
    int rows, cols;
    int8_t cells[CELLS];
    char *p = out;
    echek_frame(pos, &rows, &cols, cells);
    for (int r = 1; r < rows - 1; r++) {
        if (r > 1) *p++ = '/';
        for (int c = 1; c < cols - 1; c++) {
            int at = cells[r * cols + c];
            *p++ = at < 0 ? '.' : piece_letter(at / ECHEK_PIECES, at % ECHEK_PIECES);
        }
    }
    *p++ = ' ';
    *p++ = pos->to_move ? 'b' : 'w';
    *p++ = ' ';
    char *reserve = p;
    for (int c = 0; c < 2; c++)
        for (size_t i = 0; i < sizeof reserve_order / sizeof reserve_order[0]; i++)
            if (location(pos, c, reserve_order[i]) == ECHEK_RESERVE)
                *p++ = piece_letter(c, reserve_order[i]);
    if (p == reserve) *p++ = '-';
    *p++ = ' ';
    if (echek_can_swap(pos, ECHEK_WHITE)) *p++ = 'S';
    if (echek_can_swap(pos, ECHEK_BLACK)) *p++ = 's';
    if (!pos->small[ECHEK_SWAPS]) *p++ = '-';
    *p = '\0';
}

static int write_cell(char *out, int cell) {
    return sprintf(out, "%d-%d", echek_cell_row(cell), echek_cell_col(cell));
}

static void echek_format_move(const tb_position *pos, tb_move move, char out[TB_TEXT_MAX]) {
    (void)pos;
    const char *piece = piece_names[echek_move_piece(move)];
    int cell = echek_move_cell(move), cell2 = echek_move_cell2(move);
    char *p = out;
    switch (echek_move_kind(move)) {
    case ECHEK_PASS:
        strcpy(out, "pass");
        return;
    case ECHEK_SWAP:
        strcpy(out, "swap");
        return;
    case ECHEK_MOVE:
        p += sprintf(p, "move(%s,", piece);
        break;
    default:
        p += sprintf(p, "place(%s,", piece);
        break;
    }
    p += write_cell(p, cell);
    if (echek_move_kind(move) == ECHEK_RECALL) {
        p += sprintf(p, ",recall(");
        p += write_cell(p, cell2);
        *p++ = ')';
    } else if (echek_move_kind(move) == ECHEK_STEP) {
        *p++ = ',';
        p += write_cell(p, cell2);
    }
    strcpy(p, ")");
}

/* A frame cell as a person types it: the row letter (a is the frame's top
 * row), then the column number, such as c3. */
static int write_cell_name(char *out, int cell) {
    return sprintf(out, "%c%d", 'a' + echek_cell_row(cell) - 1, echek_cell_col(cell));
}

/* The pieces as a person names them at the prompt and in saved games:
 * the Tower and the Horse, as the board's letters t and h (the course's
 * names), not the move terms' rook and knight. */
static const char *const typed_piece_names[ECHEK_PIECES] = {"bishop", "king", "horse",
                                                            "pawn", "queen", "tower"};

/* `queen c3` (place or move), `pawn b2 b3`, `bishop c3 d2`, `swap`, `pass`. */
static void echek_format_typed_move(const tb_position *pos, tb_move move,
                                    char out[TB_TEXT_MAX]) {
    (void)pos;
    int kind = echek_move_kind(move);
    if (kind == ECHEK_PASS || kind == ECHEK_SWAP) {
        strcpy(out, kind == ECHEK_PASS ? "pass" : "swap");
        return;
    }
    char *p = out + sprintf(out, "%s ", typed_piece_names[echek_move_piece(move)]);
    p += write_cell_name(p, echek_move_cell(move));
    if (kind == ECHEK_STEP || kind == ECHEK_RECALL) {
        *p++ = ' ';
        write_cell_name(p, echek_move_cell2(move));
    }
}

static const char *const echek_rule_names[] = {"draft_bishop"};

/* Files saved before the Tower and the Horse had their names wrote those
 * pieces' moves with rook and knight. */
static const char *const echek_former_move_words[][2] = {
    {"rook", "tower"}, {"knight", "horse"}, {NULL, NULL}};

const tb_game tb_echek = {
    .name = "echek",
    .rule_names = echek_rule_names,
    .rule_count = 1,
    .player_names = {"white", "black"},
    .initial = echek_initial,
    .generate = echek_generate,
    .apply = echek_apply,
    .status = echek_status,
    .evaluate = echek_evaluate,
    .is_forcing = echek_is_forcing,
    .hash = echek_hash,
    .parse_position = echek_parse,
    .format_position = echek_format,
    .format_move = echek_format_move,
    .format_typed_move = echek_format_typed_move,
    .former_move_words = echek_former_move_words,
};
