/* Shi: the rules of reports/rules/shi.md on 64-bit bitboards.
 *
 * Every move is found with whole-board shifts. Sliding along one of the 8
 * directions is a Kogge-Stone occluded fill: the pieces spread through the
 * empty cells 1, 2, then 4 cells further, 7 in all, in three rounds. Each
 * direction carries a file mask of the cells a step may land on, so that a
 * shift never wraps a piece round onto the other edge of the board.
 *
 * A jump attack is two slides: the first piece met sliding from the
 * attacker must be friendly (the screen), and the first piece met sliding
 * on from the screen must be an enemy (the target).
 */
#include "shi.h"

#include <stdio.h>
#include <string.h>

#include "zobrist.h"

#define COL1 0x0101010101010101ull
#define COL8 (COL1 << 7)
#define EVERY_CELL (~0ull)

typedef struct direction {
    int shift;     /* index change of one step: -8 is one row up */
    uint64_t land; /* cells a step may land on: the shift does not wrap */
} direction;

/* Up-left, up, up-right, left, right, down-left, down, down-right. */
static const direction directions[8] = {
    {-9, ~COL8}, {-8, EVERY_CELL}, {-7, ~COL1}, {-1, ~COL8},
    {+1, ~COL1}, {+7, ~COL8},      {+8, EVERY_CELL}, {+9, ~COL1},
};

/* Symbols of the notation, indexed by enum shi_cell and by player. */
static const char cell_symbols[] = ".sn";
static const char player_symbols[] = "sn";

static uint64_t shifted(uint64_t cells, int shift) {
    return shift > 0 ? cells << shift : cells >> -shift;
}

static uint64_t step(uint64_t cells, int shift, uint64_t land) {
    return shifted(cells, shift) & land;
}

/* `from`, and the cells of `empty` they reach along d without jumping. */
static uint64_t fill(uint64_t from, uint64_t empty, const direction *d) {
    uint64_t open = empty & d->land; /* cells the fill may still enter */
    from |= open & shifted(from, d->shift);
    open &= shifted(open, d->shift);
    from |= open & shifted(from, 2 * d->shift);
    open &= shifted(open, 2 * d->shift);
    from |= open & shifted(from, 4 * d->shift);
    return from;
}

/* The cells a queen on each of `from` can slide to along d through `empty`,
 * together with the first occupied cell it runs into. */
static uint64_t slide(uint64_t from, uint64_t empty, const direction *d) {
    return step(fill(from, empty, d), d->shift, d->land);
}

/* The enemy pieces attacked along d by the pieces whose slides reached
 * `ray`: the own pieces in `ray` are the screens, and a target is the first
 * piece met sliding on from a screen, if it is an enemy. Along one
 * direction each target has a single attacker (the second piece behind
 * it), so the targets count the attacks. */
static uint64_t targets_past(uint64_t ray, uint64_t own, uint64_t enemy,
                             const direction *d) {
    return slide(ray & own, ~(own | enemy), d) & enemy;
}

static int count(uint64_t cells) { return __builtin_popcountll(cells); }

static tb_status win_of(int player) { return player ? TB_WIN_SECOND : TB_WIN_FIRST; }

static uint64_t cell_key(int player, int cell) {
    return tb_zobrist_key((uint32_t)(player * SHI_CELLS + cell));
}

static uint64_t compute_hash(const tb_position *pos) {
    uint64_t key = pos->to_move ? tb_zobrist_side_key() : 0;
    for (int player = 0; player < 2; player++)
        for (uint64_t pieces = pos->bits[player]; pieces; pieces &= pieces - 1)
            key ^= cell_key(player, __builtin_ctzll(pieces));
    return key;
}

tb_move shi_move(int from, int to) { return (tb_move)(1 + SHI_CELLS * from + to); }
int shi_move_from(tb_move move) { return (int)((move - 1) / SHI_CELLS); }
int shi_move_to(tb_move move) { return (int)((move - 1) % SHI_CELLS); }

static void shi_initial(tb_position *pos, uint32_t rules) {
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    pos->bits[0] = 0xFFull << (SHI_CELLS - SHI_SIDE); /* Samurai on row 8 */
    pos->bits[1] = 0xFFull;                           /* Ninja on row 1 */
    pos->bits[2] = compute_hash(pos);
}

/* Does the army `own` have a legal move? A piece next to an empty cell
 * has a plain move; otherwise only a jump attack is left. */
static int can_move(uint64_t own, uint64_t enemy) {
    uint64_t empty = ~(own | enemy);
    for (int i = 0; i < 8; i++)
        if (step(own, directions[i].shift, directions[i].land) & empty) return 1;
    for (int i = 0; i < 8; i++)
        if (targets_past(slide(own, empty, &directions[i]), own, enemy, &directions[i]))
            return 1;
    return 0;
}

/* A side down to 4 pieces has lost; so has a player left without a move
 * (this project's clarification of the rules). */
static tb_status shi_status(const tb_position *pos) {
    for (int player = 0; player < 2; player++)
        if (count(pos->bits[player]) <= SHI_BEATEN) return win_of(player ^ 1);
    int mover = pos->to_move;
    if (!can_move(pos->bits[mover], pos->bits[mover ^ 1])) return win_of(mover ^ 1);
    return TB_ONGOING;
}

/* Moves come out by origin, then by destination: the standard order of
 * move(R1-C1, R2-C2), since cell indices grow with Row-Col. */
static void shi_generate(const tb_position *pos, tb_move_list *out) {
    out->count = 0;
    if (shi_status(pos) != TB_ONGOING) return;
    uint64_t own = pos->bits[pos->to_move], enemy = pos->bits[pos->to_move ^ 1];
    uint64_t empty = ~(own | enemy);
    for (uint64_t pieces = own; pieces; pieces &= pieces - 1) {
        int from = __builtin_ctzll(pieces);
        uint64_t to = 0;
        for (int i = 0; i < 8; i++) {
            uint64_t ray = slide(1ull << from, empty, &directions[i]);
            to |= (ray & empty) | targets_past(ray, own, enemy, &directions[i]);
        }
        for (; to; to &= to - 1) out->moves[out->count++] = shi_move(from, __builtin_ctzll(to));
    }
}

static void shi_apply(tb_position *pos, tb_move move) {
    int player = pos->to_move, from = shi_move_from(move), to = shi_move_to(move);
    uint64_t target = 1ull << to;
    if (pos->bits[player ^ 1] & target) { /* a jump attack removes the target */
        pos->bits[player ^ 1] &= ~target;
        pos->bits[2] ^= cell_key(player ^ 1, to);
    }
    pos->bits[player] ^= (1ull << from) | target;
    pos->bits[2] ^= cell_key(player, from) ^ cell_key(player, to) ^ tb_zobrist_side_key();
    pos->to_move ^= 1;
}

/* The search's null move. Shi has no pass, but having to move is seldom
 * worse than passing would be, which is what null-move pruning assumes. */
static void shi_pass(tb_position *pos) {
    pos->bits[2] ^= tb_zobrist_side_key();
    pos->to_move ^= 1;
}

/* What the evaluation counts of one army, whoever is to move: its pieces,
 * the jump attacks and the plain moves it would have if it were to move.
 * Each empty cell a slide reaches along one direction is one plain move
 * (the piece behind it is unique), as each target is one attack. */
typedef struct army {
    int pieces, attacks, moves;
} army;

static army survey(uint64_t own, uint64_t enemy) {
    uint64_t empty = ~(own | enemy);
    army a = {count(own), 0, 0};
    for (int i = 0; i < 8; i++) {
        uint64_t ray = slide(own, empty, &directions[i]);
        a.moves += count(ray & empty);
        a.attacks += count(targets_past(ray, own, enemy, &directions[i]));
    }
    return a;
}

/* The player to move with a jump attack will take a piece: worth
 * CAPTURE_NEXT to it, or WIN_NEXT when that leaves the enemy beaten. */
enum { CAPTURE_NEXT = 800, WIN_NEXT = 10000 };

static int threat_value(const army *mover, const army *waiting) {
    if (mover->attacks == 0) return 0;
    return waiting->pieces == SHI_BEATEN + 1 ? WIN_NEXT : CAPTURE_NEXT;
}

/* Won: TB_WIN_SCORE; lost: -TB_WIN_SCORE. Otherwise 1000 per piece, 10
 * per jump attack and 1 per plain move, mine minus the opponent's, and the
 * capture the player to move threatens (value/5 of
 * prolog/tabuleiro/rules/shi_rules.pl counts the same). */
static int shi_evaluate(const tb_position *pos, int player) {
    tb_status status = shi_status(pos);
    if (status != TB_ONGOING) return status == win_of(player) ? TB_WIN_SCORE : -TB_WIN_SCORE;
    army mine = survey(pos->bits[player], pos->bits[player ^ 1]);
    army theirs = survey(pos->bits[player ^ 1], pos->bits[player]);
    int threat = player == pos->to_move ? threat_value(&mine, &theirs)
                                        : -threat_value(&theirs, &mine);
    return SHI_PIECE * (mine.pieces - theirs.pieces) +
           SHI_ATTACK * (mine.attacks - theirs.attacks) +
           SHI_MOBILITY * (mine.moves - theirs.moves) + threat;
}

/* A jump attack takes a piece: the search tries it early. */
static int shi_is_forcing(const tb_position *pos, tb_move move) {
    return (int)(pos->bits[pos->to_move ^ 1] >> shi_move_to(move) & 1);
}

static uint64_t shi_hash(const tb_position *pos) { return pos->bits[2]; }

int shi_cell(const tb_position *pos, int index) {
    if (pos->bits[0] >> index & 1) return SHI_SAMURAI;
    if (pos->bits[1] >> index & 1) return SHI_NINJA;
    return SHI_EMPTY;
}

/* The piece counts every game keeps (see shi.h). */
static int check_reachable(const tb_position *pos, tb_error *err) {
    for (int player = 0; player < 2; player++) {
        const char *name = tb_shi.player_names[player];
        int pieces = count(pos->bits[player]);
        if (pieces > SHI_ARMY) {
            tb_set_error(err, "%s has %d pieces, more than an army of %d", name, pieces,
                         SHI_ARMY);
            return 0;
        }
        if (pieces < SHI_BEATEN) {
            tb_set_error(err, "%s has %d pieces, but the game ends when a side is down to %d",
                         name, pieces, SHI_BEATEN);
            return 0;
        }
        if (pieces == SHI_BEATEN && player != pos->to_move) {
            tb_set_error(err, "%s is down to %d pieces, so the game ended before its last move",
                         name, SHI_BEATEN);
            return 0;
        }
    }
    return 1;
}

int shi_from_cells(const uint8_t cells[SHI_CELLS], int to_move, uint32_t rules,
                   tb_position *pos, tb_error *err) {
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    for (int i = 0; i < SHI_CELLS; i++) {
        if (cells[i] == SHI_SAMURAI) pos->bits[0] |= 1ull << i;
        if (cells[i] == SHI_NINJA) pos->bits[1] |= 1ull << i;
    }
    pos->to_move = (uint8_t)to_move;
    pos->bits[2] = compute_hash(pos);
    return check_reachable(pos, err);
}

/* Reads the 8 cells of `row` (1-based) and the separator after them. */
static int parse_row(const char **text, int row, uint8_t *cells, tb_error *err) {
    for (int col = 0; col < SHI_SIDE; col++, (*text)++) {
        char c = **text;
        const char *symbol = c ? strchr(cell_symbols, c) : NULL;
        if (symbol) {
            cells[col] = (uint8_t)(symbol - cell_symbols);
        } else if (c == '/' || c == ' ' || c == '\0') {
            tb_set_error(err, "row %d has %d cells, expected %d", row, col, SHI_SIDE);
            return 0;
        } else {
            tb_set_error(err, "row %d: '%c' is not a cell (use . n s)", row, c);
            return 0;
        }
    }
    char separator = row < SHI_SIDE ? '/' : ' ';
    if (*(*text)++ != separator) {
        tb_set_error(err, "row %d has more than %d cells or no %s after it", row, SHI_SIDE,
                     separator == '/' ? "'/'" : "space");
        return 0;
    }
    return 1;
}

static int shi_parse(const char *text, uint32_t rules, tb_position *pos, tb_error *err) {
    uint8_t cells[SHI_CELLS];
    for (int row = 1; row <= SHI_SIDE; row++)
        if (!parse_row(&text, row, cells + SHI_SIDE * (row - 1), err)) return 0;
    const char *player = text[0] ? strchr(player_symbols, text[0]) : NULL;
    if (!player || text[1] != '\0') {
        tb_set_error(err, "the player to move must be 's' or 'n' after the board");
        return 0;
    }
    return shi_from_cells(cells, (int)(player - player_symbols), rules, pos, err);
}

static void shi_format(const tb_position *pos, char out[TB_TEXT_MAX]) {
    char *p = out;
    for (int i = 0; i < SHI_CELLS; i++) {
        *p++ = cell_symbols[shi_cell(pos, i)];
        if (i % SHI_SIDE == SHI_SIDE - 1) *p++ = i < SHI_CELLS - 1 ? '/' : ' ';
    }
    *p++ = player_symbols[pos->to_move];
    *p = '\0';
}

/* The 1-based row and column of a cell, as the terms and the prompt
 * number them. */
static int row_of(int cell) { return cell / SHI_SIDE + 1; }
static int column_of(int cell) { return cell % SHI_SIDE + 1; }

static void shi_format_move(const tb_position *pos, tb_move move, char out[TB_TEXT_MAX]) {
    (void)pos;
    int from = shi_move_from(move), to = shi_move_to(move);
    snprintf(out, TB_TEXT_MAX, "move(%d-%d,%d-%d)", row_of(from), column_of(from), row_of(to),
             column_of(to));
}

/* Row then column of each cell, the cells joined by a dash: `83-53`. */
static void shi_format_typed_move(const tb_position *pos, tb_move move,
                                  char out[TB_TEXT_MAX]) {
    (void)pos;
    int from = shi_move_from(move), to = shi_move_to(move);
    snprintf(out, TB_TEXT_MAX, "%d%d-%d%d", row_of(from), column_of(from), row_of(to),
             column_of(to));
}

const tb_game tb_shi = {
    .name = "shi",
    .rule_names = NULL,
    .rule_count = 0,
    .player_names = {"samurai", "ninja"},
    .initial = shi_initial,
    .generate = shi_generate,
    .apply = shi_apply,
    .status = shi_status,
    .evaluate = shi_evaluate,
    .is_forcing = shi_is_forcing,
    .hash = shi_hash,
    .pass = shi_pass,
    .parse_position = shi_parse,
    .format_position = shi_format,
    .format_move = shi_format_move,
    .format_typed_move = shi_format_typed_move,
};
