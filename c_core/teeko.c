/* Teeko: the rules of reports/rules/teeko.md on 25-bit bitboards. */
#include "teeko.h"
#include "teeko_solver.h"

#include <stdio.h>
#include <string.h>

#include "zobrist.h"

#define ALL_CELLS ((1u << TEEKO_CELLS) - 1)

/* A winning pattern's shape, drawn in its bounding box with its top-left
 * cell at bit 0; it is placed at every origin where the box fits. */
typedef struct shape {
    uint32_t cells;
    int width, height;
    uint32_t origins; /* the cells where the box's top-left corner may go */
} shape;

#define BIT(row, col) (1u << (TEEKO_SIDE * (row) + (col)))
#define SQUARE_CORNERS(k) \
    (BIT(0, 0) | BIT(0, (k)-1) | BIT((k)-1, 0) | BIT((k)-1, (k)-1))
/* Columns never overlap, so multiplying column 1 by 2^n - 1 sums n columns. */
#define FIRST_COLUMNS(n) (0x108421u * ((1u << (n)) - 1))
#define FIRST_ROWS(n) ((1u << (TEEKO_SIDE * (n))) - 1)
#define SHAPE(cells, w, h) \
    {(cells), (w), (h), FIRST_COLUMNS(TEEKO_SIDE + 1 - (w)) & FIRST_ROWS(TEEKO_SIDE + 1 - (h))}

static const shape standard_shapes[] = {
    SHAPE(BIT(0, 0) | BIT(0, 1) | BIT(0, 2) | BIT(0, 3), 4, 1), /* horizontal */
    SHAPE(BIT(0, 0) | BIT(1, 0) | BIT(2, 0) | BIT(3, 0), 1, 4), /* vertical */
    SHAPE(BIT(0, 0) | BIT(1, 1) | BIT(2, 2) | BIT(3, 3), 4, 4), /* diagonal \ */
    SHAPE(BIT(0, 3) | BIT(1, 2) | BIT(2, 1) | BIT(3, 0), 4, 4), /* diagonal / */
    SHAPE(SQUARE_CORNERS(2), 2, 2),                             /* 2x2 square */
};
/* Scarne's Advanced Teeko adds the corners of the larger squares. */
static const shape advanced_shapes[] = {
    SHAPE(SQUARE_CORNERS(3), 3, 3),
    SHAPE(SQUARE_CORNERS(4), 4, 4),
    SHAPE(SQUARE_CORNERS(5), 5, 5),
};

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

static int shape_count(uint32_t rules) {
    return COUNT(standard_shapes) +
           ((rules & TEEKO_ADVANCED) ? COUNT(advanced_shapes) : 0);
}

static const shape *shape_at(int i) {
    return i < COUNT(standard_shapes)
               ? &standard_shapes[i]
               : &advanced_shapes[i - COUNT(standard_shapes)];
}

static int placements(const shape *s) {
    return (TEEKO_SIDE - s->width + 1) * (TEEKO_SIDE - s->height + 1);
}

static uint32_t placed(const shape *s, int placement) {
    int across = TEEKO_SIDE - s->width + 1;
    int row = placement / across, col = placement % across;
    return s->cells << (TEEKO_SIDE * row + col);
}

int teeko_pattern_count(uint32_t rules) {
    int total = 0;
    for (int i = 0; i < shape_count(rules); i++) total += placements(shape_at(i));
    return total;
}

uint32_t teeko_pattern(uint32_t rules, int index) {
    for (int i = 0; i < shape_count(rules); i++) {
        const shape *s = shape_at(i);
        if (index < placements(s)) return placed(s, index);
        index -= placements(s);
    }
    return 0;
}

/* Do these markers form a pattern? A pattern is fixed by its lowest cell,
 * so each shape is tried once, at the origin that lowest cell implies. */
static int forms_pattern(uint32_t markers, uint32_t rules) {
    if (__builtin_popcount(markers) != TEEKO_MARKERS) return 0;
    int low = __builtin_ctz(markers);
    for (int i = 0; i < shape_count(rules); i++) {
        const shape *s = shape_at(i);
        int origin = low - __builtin_ctz(s->cells);
        if (origin < 0) continue;
        int row = origin / TEEKO_SIDE, col = origin % TEEKO_SIDE;
        if (row + s->height > TEEKO_SIDE || col + s->width > TEEKO_SIDE) continue;
        if ((s->cells << origin) == markers) return 1;
    }
    return 0;
}

uint32_t teeko_neighbours(int cell) {
    static const uint32_t not_col1 = ALL_CELLS & ~0x108421u; /* column 1 */
    static const uint32_t not_col5 = ALL_CELLS & ~0x1084210u;
    uint32_t b = 1u << cell;
    uint32_t sideways = ((b << 1) & not_col1) | ((b >> 1) & not_col5);
    uint32_t row = b | sideways;
    return ((row << TEEKO_SIDE) | (row >> TEEKO_SIDE) | sideways) & ALL_CELLS;
}

static uint32_t markers_of(const tb_position *pos, int player) {
    return (uint32_t)pos->bits[player];
}

static uint64_t cell_key(int player, int cell) {
    return tb_zobrist_key((uint32_t)(player * TEEKO_CELLS + cell));
}

static uint64_t compute_hash(const tb_position *pos) {
    uint64_t key = pos->to_move ? tb_zobrist_side_key() : 0;
    for (int player = 0; player < 2; player++)
        for (uint32_t m = markers_of(pos, player); m; m &= m - 1)
            key ^= cell_key(player, __builtin_ctz(m));
    return key;
}

tb_move teeko_drop(int cell) { return (tb_move)(cell + 1); }
tb_move teeko_step(int from, int to) { return (tb_move)(to + 1 + 32 * (from + 1)); }
int teeko_move_from(tb_move move) { return (int)((move - 1) / 32) - 1; }
int teeko_move_to(tb_move move) { return (int)((move - 1) % 32); }

static void teeko_initial(tb_position *pos, uint32_t rules) {
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    pos->bits[2] = compute_hash(pos);
}

/* Only the player who just moved can have won: a position where the player
 * to move holds a pattern is refused when built (check_reachable). */
static tb_status teeko_status(const tb_position *pos) {
    int last = pos->to_move ^ 1;
    if (forms_pattern(markers_of(pos, last), pos->rules))
        return last ? TB_WIN_SECOND : TB_WIN_FIRST;
    return TB_ONGOING;
}

/* Moves come out in the standard order of their terms: drops by cell,
 * steps by origin then destination, as Row-Col pairs sort. */
static void teeko_generate(const tb_position *pos, tb_move_list *out) {
    out->count = 0;
    if (teeko_status(pos) != TB_ONGOING) return;
    uint32_t own = markers_of(pos, pos->to_move);
    uint32_t empty = ALL_CELLS & ~(own | markers_of(pos, pos->to_move ^ 1));
    if (__builtin_popcount(own) < TEEKO_MARKERS) {
        int banned = (pos->rules & TEEKO_CENTRE_BAN) && pos->to_move == 0 && own == 0;
        if (banned) empty &= ~(1u << TEEKO_CENTRE);
        for (; empty; empty &= empty - 1)
            out->moves[out->count++] = teeko_drop(__builtin_ctz(empty));
        return;
    }
    for (; own; own &= own - 1) {
        int from = __builtin_ctz(own);
        for (uint32_t to = teeko_neighbours(from) & empty; to; to &= to - 1)
            out->moves[out->count++] = teeko_step(from, __builtin_ctz(to));
    }
}

static void teeko_apply(tb_position *pos, tb_move move) {
    int player = pos->to_move, from = teeko_move_from(move), to = teeko_move_to(move);
    if (from >= 0) {
        pos->bits[player] &= ~(1ull << from);
        pos->bits[2] ^= cell_key(player, from);
    }
    pos->bits[player] |= 1ull << to;
    pos->bits[2] ^= cell_key(player, to) ^ tb_zobrist_side_key();
    pos->to_move ^= 1;
}

/* How many of `markers` each placement of a shape holds, for all its
 * placements at once: bit o of `exactly[n]` is set when the placement at
 * origin o holds exactly n markers (bit-sliced addition of 4 bitboards). */
typedef struct placement_counts {
    uint32_t exactly[TEEKO_MARKERS + 1];
} placement_counts;

static placement_counts count_in_placements(uint32_t markers, const shape *s) {
    uint32_t x[TEEKO_MARKERS];
    int k = 0;
    for (uint32_t c = s->cells; c; c &= c - 1) x[k++] = markers >> __builtin_ctz(c);
    uint32_t sum01 = x[0] ^ x[1], carry01 = x[0] & x[1];
    uint32_t sum23 = x[2] ^ x[3], carry23 = x[2] & x[3];
    uint32_t ones = sum01 ^ sum23, carry = sum01 & sum23;
    uint32_t twos = carry01 ^ carry23 ^ carry;
    uint32_t fours = (carry01 & carry23) | ((carry01 ^ carry23) & carry);
    uint32_t v = s->origins;
    return (placement_counts){{v & ~(ones | twos | fours), v & ones & ~twos,
                               v & ~ones & twos, v & ones & twos, v & fours}};
}

/* The threats of the evaluation (value/5 of prolog/tabuleiro/rules/teeko_rules.pl
 * adds the same): the player to move can complete a pattern on this move;
 * or the other player has two cells that would complete one, and the
 * player to move can fill at most one of them. */
enum { WIN_NEXT_VALUE = 10000, DOUBLE_THREAT_VALUE = 1000 };

/* The empty cells where `player`'s next move would complete a pattern: the
 * fourth cell of a pattern holding three of its markers, which it can drop
 * on, or step onto with its one marker outside the pattern. */
static uint32_t winning_cells(const tb_position *pos, int player) {
    uint32_t own = markers_of(pos, player), theirs = markers_of(pos, player ^ 1);
    int drops = __builtin_popcount(own) < TEEKO_MARKERS;
    uint32_t cells = 0;
    for (int i = 0; i < shape_count(pos->rules); i++) {
        const shape *s = shape_at(i);
        uint32_t origins = count_in_placements(own, s).exactly[TEEKO_MARKERS - 1];
        for (; origins; origins &= origins - 1) {
            uint32_t pattern = s->cells << __builtin_ctz(origins);
            uint32_t gap = pattern & ~own & ~theirs;
            if (gap && (drops || (teeko_neighbours(__builtin_ctz(gap)) & own & ~pattern)))
                cells |= gap;
        }
    }
    return cells;
}

/* The threat term for the player to move. */
static int threat_value(const tb_position *pos) {
    if (winning_cells(pos, pos->to_move)) return WIN_NEXT_VALUE;
    if (__builtin_popcount(winning_cells(pos, pos->to_move ^ 1)) >= 2)
        return -DOUBLE_THREAT_VALUE;
    return 0;
}

/* Each pattern still open to one side only is worth 1, 4 or 16 to that side
 * for 1, 2 or 3 of its markers in it, plus the threats above; a full pattern
 * is a won game. */
static int teeko_evaluate(const tb_position *pos, int player) {
    static const int weight[TEEKO_MARKERS] = {0, 1, 4, 16};
    uint32_t own = markers_of(pos, player), theirs = markers_of(pos, player ^ 1);
    int value = 0;
    for (int i = 0; i < shape_count(pos->rules); i++) {
        placement_counts mine = count_in_placements(own, shape_at(i));
        placement_counts other = count_in_placements(theirs, shape_at(i));
        if (mine.exactly[TEEKO_MARKERS]) return TB_WIN_SCORE;
        if (other.exactly[TEEKO_MARKERS]) return -TB_WIN_SCORE;
        for (int n = 1; n < TEEKO_MARKERS; n++)
            value += weight[n] * (__builtin_popcount(mine.exactly[n] & other.exactly[0]) -
                                  __builtin_popcount(other.exactly[n] & mine.exactly[0]));
    }
    int threat = threat_value(pos);
    return value + (player == pos->to_move ? threat : -threat);
}

/* Completing a pattern ends the game, and taking a cell where the opponent
 * would complete one may be the only defence: the search tries both first. */
static int teeko_is_forcing(const tb_position *pos, tb_move move) {
    int from = teeko_move_from(move), to = teeko_move_to(move);
    uint32_t own = markers_of(pos, pos->to_move);
    if (from >= 0) own &= ~(1u << from);
    return forms_pattern(own | 1u << to, pos->rules) ||
           (winning_cells(pos, pos->to_move ^ 1) >> to & 1);
}

static uint64_t teeko_hash(const tb_position *pos) { return pos->bits[2]; }

int teeko_cell(const tb_position *pos, int index) {
    if (markers_of(pos, 0) >> index & 1) return TEEKO_BLACK;
    if (markers_of(pos, 1) >> index & 1) return TEEKO_WHITE;
    return TEEKO_EMPTY;
}

/* The invariants of every position the rules can produce. */
static int check_reachable(const tb_position *pos, tb_error *err) {
    int black = __builtin_popcount(markers_of(pos, 0));
    int white = __builtin_popcount(markers_of(pos, 1));
    if (black > TEEKO_MARKERS || white > TEEKO_MARKERS) {
        tb_set_error(err, "a player has more than %d markers", TEEKO_MARKERS);
        return 0;
    }
    int move_phase = black == TEEKO_MARKERS && white == TEEKO_MARKERS;
    int expected_black = pos->to_move == 0 ? white : white + 1;
    if (!move_phase && black != expected_black) {
        tb_set_error(err, "%d black and %d white markers cannot occur with %s to move",
                     black, white, tb_teeko.player_names[pos->to_move]);
        return 0;
    }
    if (forms_pattern(markers_of(pos, pos->to_move), pos->rules)) {
        tb_set_error(err, "the player to move already has a winning pattern");
        return 0;
    }
    return 1;
}

int teeko_from_cells(const uint8_t cells[TEEKO_CELLS], int to_move,
                     uint32_t rules, tb_position *pos, tb_error *err) {
    teeko_initial(pos, rules);
    for (int i = 0; i < TEEKO_CELLS; i++) {
        if (cells[i] == TEEKO_BLACK) pos->bits[0] |= 1ull << i;
        if (cells[i] == TEEKO_WHITE) pos->bits[1] |= 1ull << i;
    }
    pos->to_move = (uint8_t)to_move;
    pos->bits[2] = compute_hash(pos);
    return check_reachable(pos, err);
}

static int parse_row(const char **text, int row, uint8_t *cells, tb_error *err) {
    for (int col = 0; col < TEEKO_SIDE; col++) {
        char c = **text;
        if (c == '.') cells[col] = TEEKO_EMPTY;
        else if (c == 'b') cells[col] = TEEKO_BLACK;
        else if (c == 'w') cells[col] = TEEKO_WHITE;
        else {
            if (c == '/' || c == ' ' || c == '\0')
                tb_set_error(err, "row %c has %d cells, expected 5", 'a' + row, col);
            else
                tb_set_error(err, "row %c: '%c' is not a cell (use . b w)", 'a' + row, c);
            return 0;
        }
        (*text)++;
    }
    return 1;
}

static int teeko_parse(const char *text, uint32_t rules, tb_position *pos,
                       tb_error *err) {
    uint8_t cells[TEEKO_CELLS];
    for (int row = 0; row < TEEKO_SIDE; row++) {
        if (!parse_row(&text, row, cells + TEEKO_SIDE * row, err)) return 0;
        char expected = row < TEEKO_SIDE - 1 ? '/' : ' ';
        if (*text != expected) {
            tb_set_error(err, expected == '/' ? "row %c has more than 5 cells or no '/' after it"
                                              : "row %c has more than 5 cells or no space after it",
                         'a' + row);
            return 0;
        }
        text++;
    }
    int to_move = (text[0] == 'b' || text[0] == 'w') && text[1] == '\0'
                      ? text[0] == 'w' : -1;
    if (to_move < 0) {
        tb_set_error(err, "the player to move must be 'b' or 'w' after the board");
        return 0;
    }
    return teeko_from_cells(cells, to_move, rules, pos, err);
}

static void teeko_format(const tb_position *pos, char out[TB_TEXT_MAX]) {
    static const char symbol[] = {'.', 'b', 'w'};
    char *p = out;
    for (int i = 0; i < TEEKO_CELLS; i++) {
        *p++ = symbol[teeko_cell(pos, i)];
        if (i % TEEKO_SIDE == TEEKO_SIDE - 1) *p++ = i < TEEKO_CELLS - 1 ? '/' : ' ';
    }
    *p++ = pos->to_move ? 'w' : 'b';
    *p = '\0';
}

static void teeko_format_move(const tb_position *pos, tb_move move,
                              char out[TB_TEXT_MAX]) {
    (void)pos;
    int from = teeko_move_from(move), to = teeko_move_to(move);
    char *p = out;
    if (from >= 0) {
        p += sprintf(p, "step(%d-%d,", from / TEEKO_SIDE + 1, from % TEEKO_SIDE + 1);
    } else {
        p += sprintf(p, "drop(");
    }
    sprintf(p, "%d-%d)", to / TEEKO_SIDE + 1, to % TEEKO_SIDE + 1);
}

/* A cell as a person types it: the row letter, then the column digit. */
static char *write_typed_cell(char *p, int cell) {
    *p++ = (char)('a' + cell / TEEKO_SIDE);
    *p++ = (char)('1' + cell % TEEKO_SIDE);
    return p;
}

/* `c3` for a drop, `c3-d4` for a step. */
static void teeko_format_typed_move(const tb_position *pos, tb_move move,
                                    char out[TB_TEXT_MAX]) {
    (void)pos;
    int from = teeko_move_from(move);
    char *p = out;
    if (from >= 0) {
        p = write_typed_cell(p, from);
        *p++ = '-';
    }
    p = write_typed_cell(p, teeko_move_to(move));
    *p = '\0';
}

static const char *const teeko_rule_names[] = {"advanced", "centre_ban"};

const tb_game tb_teeko = {
    .name = "teeko",
    .rule_names = teeko_rule_names,
    .rule_count = 2,
    .player_names = {"b", "w"},
    .solve = teeko_solve_to_file,
    .perfect_move = teeko_perfect_move,
    .initial = teeko_initial,
    .generate = teeko_generate,
    .apply = teeko_apply,
    .status = teeko_status,
    .evaluate = teeko_evaluate,
    .is_forcing = teeko_is_forcing,
    .hash = teeko_hash,
    .parse_position = teeko_parse,
    .format_position = teeko_format,
    .format_move = teeko_format_move,
    .format_typed_move = teeko_format_typed_move,
};
