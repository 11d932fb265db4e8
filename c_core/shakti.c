/* Shakti: the rules of reports/rules/shakti.md on bitboards. */
#include "shakti.h"

#include <stdio.h>
#include <string.h>

#include "zobrist.h"

/* The 49 cells: the low 7 bits of each of the 7 column bytes. */
#define BOARD 0x007F7F7F7F7F7F7Full
#define NONE (-1)
#define BIT(cell) (1ull << (cell))
/* The cell written `letter` `row`, e.g. CELL('b', 2). */
#define CELL(letter, row) (8 * ((letter) - 'a') + (row) - 1)
#define CORNERS (BIT(CELL('a', 1)) | BIT(CELL('a', 7)) | BIT(CELL('g', 1)) | BIT(CELL('g', 7)))

/* Index steps of the 8 directions: up, down, right, left, then the
 * diagonals up-right, down-right, up-left, down-left. */
static const int steps[8] = {1, -1, 8, -8, 9, 7, -7, -9};

/* Weights of the evaluation (value/5 of prolog/tabuleiro/rules/shakti_rules.pl
 * computes the same sum). */
enum {
    WARRIOR_VALUE = 100,   /* each Warrior on the board */
    ESCAPE_VALUE = 10,     /* each tile next to the King it could step to */
    CLOSENESS_VALUE = 2,   /* per Warrior, 7 - its distance to the enemy King */
    CHECK_PENALTY = 25,    /* the player to move is in check */
    CAPTURE_NEXT_VALUE = 80 /* the player to move can take a Warrior */
};

/* Zobrist features: a piece of a colour on a cell. The tiles are keyed
 * as one set (tiles_key): a move removes one tile at most, and a position
 * is built with a single mix instead of one per tile. */
enum feature { FEATURE_WARRIOR, FEATURE_KING = FEATURE_WARRIOR + 2 };

int shakti_square(int col, int row) { return 8 * col + row; }
static int column_of(int cell) { return cell >> 3; }
static int row_of(int cell) { return cell & 7; }

static int is_cell(int cell) { return cell >= 0 && cell < SHAKTI_INDICES && (BOARD >> cell & 1); }

tb_move shakti_move(int from, int to) { return (tb_move)((from + 1) | (to + 1) << 8); }
int shakti_move_from(tb_move move) { return (int)(move & 0xFF) - 1; }
int shakti_move_to(tb_move move) { return (int)(move >> 8 & 0xFF) - 1; }

static uint64_t tiles_of(const tb_position *pos) { return pos->bits[0]; }
static uint64_t pieces_of(const tb_position *pos, int player) { return pos->bits[1 + player]; }
static int king_of(const tb_position *pos, int player) { return pos->small[player]; }
static uint64_t occupied(const tb_position *pos) { return pos->bits[1] | pos->bits[2]; }
static uint64_t warriors_of(const tb_position *pos, int player) {
    return pieces_of(pos, player) & ~BIT(king_of(pos, player));
}

static uint64_t feature_key(int feature, int cell) {
    return tb_zobrist_key((uint32_t)(SHAKTI_INDICES * feature + cell));
}

static uint64_t tiles_key(uint64_t tiles) { return tb_mix64(tiles); }

static int piece_feature(int player, int is_king) {
    return (is_king ? FEATURE_KING : FEATURE_WARRIOR) + player;
}

static uint64_t compute_hash(const tb_position *pos) {
    uint64_t key = (pos->to_move ? tb_zobrist_side_key() : 0) ^ tiles_key(tiles_of(pos));
    for (int player = 0; player < 2; player++)
        for (uint64_t p = pieces_of(pos, player); p; p &= p - 1) {
            int cell = __builtin_ctzll(p);
            key ^= feature_key(piece_feature(player, cell == king_of(pos, player)), cell);
        }
    return key;
}

/* Rule 4: the first tile seen from `cell` along `step`, holes passed over;
 * NONE at the edge of the board. */
static int first_tile(uint64_t tiles, int cell, int step) {
    for (int c = cell + step; is_cell(c); c += step)
        if (tiles >> c & 1) return c;
    return NONE;
}

/* The cells strictly between two cells on a common line. */
static uint64_t between(int from, int to) {
    int dc = (column_of(to) > column_of(from)) - (column_of(to) < column_of(from));
    int dr = (row_of(to) > row_of(from)) - (row_of(to) < row_of(from));
    int step = 8 * dc + dr;
    uint64_t cells = 0;
    for (int c = from + step; c != to; c += step) cells |= BIT(c);
    return cells;
}

/* The 8 cells around `cell`: the guard bits swallow what falls off. */
static uint64_t neighbours(int cell) {
    uint64_t b = BIT(cell);
    uint64_t column = b | b << 1 | b >> 1;
    return (column | column << 8 | column >> 8) & ~b & BOARD;
}

/* Is the first tile `player`'s King sees on some line one of `cells`? */
static int king_sees(const tb_position *pos, int player, uint64_t cells) {
    for (int d = 0; d < 8; d++) {
        int seen = first_tile(tiles_of(pos), king_of(pos, player), steps[d]);
        if (seen != NONE && (cells >> seen & 1)) return 1;
    }
    return 0;
}

/* Rule 5. */
int shakti_in_check(const tb_position *pos, int player) {
    return king_sees(pos, player, warriors_of(pos, player ^ 1));
}

/* Rule 6 (facing is mutual, so either King may look). */
static int kings_facing(const tb_position *pos) {
    return king_sees(pos, 0, BIT(king_of(pos, 1)));
}

/* Rule 7, after a move of `player`: neither in check nor facing. */
static int king_safe(const tb_position *pos, int player) {
    return !king_sees(pos, player, pieces_of(pos, player ^ 1));
}

/* Rules 8 and 9: where `player`'s King may go, safety aside. */
static uint64_t king_targets(const tb_position *pos, int player) {
    int king = king_of(pos, player);
    uint64_t tiles = tiles_of(pos), taken = occupied(pos);
    if (shakti_in_check(pos, player))
        return neighbours(king) & tiles & ~(taken & ~warriors_of(pos, player ^ 1));
    uint64_t targets = 0;
    for (int d = 0; d < 8; d++) {
        int seen = first_tile(tiles, king, steps[d]);
        if (seen != NONE && !(taken >> seen & 1)) targets |= BIT(seen);
    }
    return targets;
}

/* Rule 10: steps to the first tile seen, jumps to the second. */
static uint64_t warrior_targets(const tb_position *pos, int warrior) {
    uint64_t tiles = tiles_of(pos), taken = occupied(pos), targets = 0;
    for (int d = 0; d < 8; d++) {
        int first = first_tile(tiles, warrior, steps[d]);
        if (first == NONE || (taken >> first & 1)) continue;
        targets |= BIT(first);
        int second = first_tile(tiles, first, steps[d]);
        if (second != NONE && !(taken >> second & 1)) targets |= BIT(second);
    }
    return targets;
}

/* Moves `player`'s piece, taking an enemy Warrior on `to` and removing the
 * tile a Warrior jumps over: a move passes over holes only, except a jump,
 * which passes over exactly that tile. */
static void move_piece(tb_position *pos, int player, int from, int to) {
    int is_king = from == king_of(pos, player), enemy = player ^ 1;
    if (pieces_of(pos, enemy) >> to & 1) {
        pos->bits[1 + enemy] &= ~BIT(to);
        pos->bits[3] ^= feature_key(piece_feature(enemy, 0), to);
    }
    pos->bits[1 + player] ^= BIT(from) | BIT(to);
    int feature = piece_feature(player, is_king);
    pos->bits[3] ^= feature_key(feature, from) ^ feature_key(feature, to);
    if (is_king) pos->small[player] = (uint8_t)to;
    uint64_t jumped = tiles_of(pos) & between(from, to);
    if (jumped) {
        pos->bits[3] ^= tiles_key(tiles_of(pos)) ^ tiles_key(tiles_of(pos) & ~jumped);
        pos->bits[0] &= ~jumped;
    }
}

/* `player`'s legal moves (rule 7), pass aside, in the order of their
 * terms: by origin, then by destination. With `first_only`, stops at the
 * first one found. */
static void player_moves(const tb_position *pos, int player, tb_move_list *out,
                         int first_only) {
    out->count = 0;
    for (uint64_t own = pieces_of(pos, player); own; own &= own - 1) {
        int from = __builtin_ctzll(own);
        uint64_t targets = from == king_of(pos, player) ? king_targets(pos, player)
                                                        : warrior_targets(pos, from);
        for (; targets; targets &= targets - 1) {
            int to = __builtin_ctzll(targets);
            tb_position after = *pos;
            move_piece(&after, player, from, to);
            if (!king_safe(&after, player)) continue;
            out->moves[out->count++] = shakti_move(from, to);
            if (first_only) return;
        }
    }
}

static int can_move(const tb_position *pos, int player) {
    tb_move_list list;
    player_moves(pos, player, &list, 1);
    return list.count > 0;
}

/* Rules 11-13: checkmate loses; a player who cannot move passes while the
 * opponent can; when neither can, the game is drawn. */
static tb_status shakti_status(const tb_position *pos) {
    int player = pos->to_move;
    if (can_move(pos, player)) return TB_ONGOING;
    if (shakti_in_check(pos, player)) return player ? TB_WIN_FIRST : TB_WIN_SECOND;
    return can_move(pos, player ^ 1) ? TB_ONGOING : TB_DRAW;
}

static void shakti_generate(const tb_position *pos, tb_move_list *out) {
    int player = pos->to_move;
    player_moves(pos, player, out, 0);
    if (out->count == 0 && !shakti_in_check(pos, player) && can_move(pos, player ^ 1))
        out->moves[out->count++] = SHAKTI_PASS;
}

static void shakti_apply(tb_position *pos, tb_move move) {
    if (move != SHAKTI_PASS)
        move_piece(pos, pos->to_move, shakti_move_from(move), shakti_move_to(move));
    pos->bits[3] ^= tb_zobrist_side_key();
    pos->to_move ^= 1;
}

static int distance(int a, int b) {
    int dc = column_of(a) - column_of(b), dr = row_of(a) - row_of(b);
    dc = dc < 0 ? -dc : dc;
    dr = dr < 0 ? -dr : dr;
    return dc > dr ? dc : dr;
}

/* Can `player`'s King legally take an enemy Warrior now? */
static int can_capture(const tb_position *pos, int player) {
    uint64_t prey = neighbours(king_of(pos, player)) & warriors_of(pos, player ^ 1);
    if (!prey || !shakti_in_check(pos, player)) return 0;
    for (; prey; prey &= prey - 1) {
        tb_position after = *pos;
        move_piece(&after, player, king_of(pos, player), __builtin_ctzll(prey));
        if (king_safe(&after, player)) return 1;
    }
    return 0;
}

/* One side's share of the evaluation: its Warriors, the tiles next to its
 * King that its King could enter when in check, how close its Warriors
 * stand to the enemy King, and, if it is to move, a penalty for being in
 * check and a bonus for a Warrior its King can take (the only capture:
 * without it, a greedy player walks its Warriors into the enemy King). */
static int side_value(const tb_position *pos, int player) {
    uint64_t warriors = warriors_of(pos, player);
    int king = king_of(pos, player), enemy_king = king_of(pos, player ^ 1);
    int escapes = __builtin_popcountll(neighbours(king) & tiles_of(pos) &
                                       ~pieces_of(pos, player));
    int value = WARRIOR_VALUE * __builtin_popcountll(warriors) + ESCAPE_VALUE * escapes;
    for (; warriors; warriors &= warriors - 1)
        value += CLOSENESS_VALUE * (SHAKTI_SIDE - distance(__builtin_ctzll(warriors), enemy_king));
    if (player == pos->to_move && shakti_in_check(pos, player)) value -= CHECK_PENALTY;
    if (player == pos->to_move && can_capture(pos, player)) value += CAPTURE_NEXT_VALUE;
    return value;
}

static int shakti_evaluate(const tb_position *pos, int player) {
    switch (shakti_status(pos)) {
    case TB_WIN_FIRST:
        return player == 0 ? TB_WIN_SCORE : -TB_WIN_SCORE;
    case TB_WIN_SECOND:
        return player == 1 ? TB_WIN_SCORE : -TB_WIN_SCORE;
    case TB_DRAW:
        return 0;
    default:
        return side_value(pos, player) - side_value(pos, player ^ 1);
    }
}

/* The King taking a Warrior: the search tries it early. */
static int shakti_is_forcing(const tb_position *pos, tb_move move) {
    return move != SHAKTI_PASS &&
           (warriors_of(pos, pos->to_move ^ 1) >> shakti_move_to(move) & 1);
}

static int shakti_to_move_in_check(const tb_position *pos) {
    return shakti_in_check(pos, pos->to_move);
}

static uint64_t shakti_hash(const tb_position *pos) { return pos->bits[3]; }

int shakti_cell(const tb_position *pos, int square) {
    for (int player = 0; player < 2; player++)
        if (pieces_of(pos, player) >> square & 1) {
            int king = square == king_of(pos, player);
            return player == 0 ? (king ? SHAKTI_WHITE_KING : SHAKTI_WHITE_WARRIOR)
                               : (king ? SHAKTI_BLACK_KING : SHAKTI_BLACK_WARRIOR);
        }
    return (tiles_of(pos) >> square & 1) ? SHAKTI_TILE : SHAKTI_HOLE;
}

/* Reading order (row 7 first, a to g) to cell index. */
static int square_of_reading(int i) {
    return shakti_square(i % SHAKTI_SIDE, SHAKTI_SIDE - 1 - i / SHAKTI_SIDE);
}

/* Rules 2 and 3. */
static void shakti_initial(tb_position *pos, uint32_t rules) {
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    pos->bits[0] = rules & SHAKTI_FULL_BOARD ? BOARD : BOARD & ~CORNERS;
    pos->bits[1] = BIT(CELL('b', 2)) | BIT(CELL('d', 2)) | BIT(CELL('f', 2));
    pos->bits[2] = BIT(CELL('b', 6)) | BIT(CELL('d', 6)) | BIT(CELL('f', 6));
    pos->small[0] = CELL('d', 2);
    pos->small[1] = CELL('d', 6);
    pos->bits[3] = compute_hash(pos);
}

/* The invariants of every position the rules can produce. */
static int check_reachable(const tb_position *pos, tb_error *err) {
    int mover = pos->to_move ^ 1;
    for (int player = 0; player < 2; player++) {
        int warriors = __builtin_popcountll(warriors_of(pos, player));
        if (warriors > SHAKTI_WARRIORS) {
            tb_set_error(err, "%s has %d Warriors, at most %d", tb_shakti.player_names[player],
                         warriors, SHAKTI_WARRIORS);
            return 0;
        }
    }
    if (kings_facing(pos)) {
        tb_set_error(err, "the Kings face each other");
        return 0;
    }
    if (shakti_in_check(pos, mover)) {
        tb_set_error(err, "%s, who has just moved, is in check", tb_shakti.player_names[mover]);
        return 0;
    }
    return 1;
}

int shakti_from_cells(const uint8_t cells[SHAKTI_CELLS], int to_move, uint32_t rules,
                      tb_position *pos, tb_error *err) {
    int kings[2] = {0, 0};
    memset(pos, 0, sizeof *pos);
    pos->rules = rules;
    pos->to_move = (uint8_t)to_move;
    for (int i = 0; i < SHAKTI_CELLS; i++) {
        int cell = square_of_reading(i), code = cells[i];
        if (code == SHAKTI_HOLE) continue;
        pos->bits[0] |= BIT(cell);
        if (code == SHAKTI_TILE) continue;
        int player = code >= SHAKTI_BLACK_KING;
        pos->bits[1 + player] |= BIT(cell);
        if (code == SHAKTI_WHITE_KING || code == SHAKTI_BLACK_KING) {
            kings[player]++;
            pos->small[player] = (uint8_t)cell;
        }
    }
    for (int player = 0; player < 2; player++)
        if (kings[player] != 1) {
            tb_set_error(err, "%s has %d Kings, it must have 1", tb_shakti.player_names[player],
                         kings[player]);
            return 0;
        }
    pos->bits[3] = compute_hash(pos);
    return check_reachable(pos, err);
}

/* Notation letters, indexed by enum shakti_cell. */
static const char symbols[] = "x.KWkw";

static int parse_row(const char **text, int row, uint8_t *cells, tb_error *err) {
    for (int col = 0; col < SHAKTI_SIDE; col++) {
        char c = **text;
        const char *symbol = c ? strchr(symbols, c) : NULL;
        if (!symbol) {
            if (c == '/' || c == ' ' || c == '\0')
                tb_set_error(err, "row %d has %d cells, expected 7", row, col);
            else
                tb_set_error(err, "row %d: '%c' is not a cell (use x . K W k w)", row, c);
            return 0;
        }
        cells[col] = (uint8_t)(symbol - symbols);
        (*text)++;
    }
    return 1;
}

static int shakti_parse(const char *text, uint32_t rules, tb_position *pos, tb_error *err) {
    uint8_t cells[SHAKTI_CELLS];
    for (int i = 0; i < SHAKTI_SIDE; i++) {
        int row = SHAKTI_SIDE - i;
        if (!parse_row(&text, row, cells + SHAKTI_SIDE * i, err)) return 0;
        char expected = row > 1 ? '/' : ' ';
        if (*text != expected) {
            tb_set_error(err, expected == '/' ? "row %d has more than 7 cells or no '/' after it"
                                              : "row %d has more than 7 cells or no space after it",
                         row);
            return 0;
        }
        text++;
    }
    int to_move = (text[0] == 'w' || text[0] == 'b') && text[1] == '\0' ? text[0] == 'b' : -1;
    if (to_move < 0) {
        tb_set_error(err, "the player to move must be 'w' or 'b' after the board");
        return 0;
    }
    return shakti_from_cells(cells, to_move, rules, pos, err);
}

static void shakti_format(const tb_position *pos, char out[TB_TEXT_MAX]) {
    char *p = out;
    for (int i = 0; i < SHAKTI_CELLS; i++) {
        *p++ = symbols[shakti_cell(pos, square_of_reading(i))];
        if (i % SHAKTI_SIDE == SHAKTI_SIDE - 1) *p++ = i < SHAKTI_CELLS - 1 ? '/' : ' ';
    }
    *p++ = pos->to_move ? 'b' : 'w';
    *p = '\0';
}

/* A cell's atom, such as b2; returns the characters written. */
static int write_cell(char *out, int cell) {
    return sprintf(out, "%c%d", 'a' + column_of(cell), row_of(cell) + 1);
}

static void shakti_format_move(const tb_position *pos, tb_move move, char out[TB_TEXT_MAX]) {
    (void)pos;
    if (move == SHAKTI_PASS) {
        strcpy(out, "pass");
        return;
    }
    char *p = out + sprintf(out, "move(");
    p += write_cell(p, shakti_move_from(move));
    *p++ = ',';
    p += write_cell(p, shakti_move_to(move));
    strcpy(p, ")");
}

/* `b2-b4`, or `pass`. */
static void shakti_format_typed_move(const tb_position *pos, tb_move move,
                                     char out[TB_TEXT_MAX]) {
    (void)pos;
    if (move == SHAKTI_PASS) {
        strcpy(out, "pass");
        return;
    }
    char *p = out + write_cell(out, shakti_move_from(move));
    *p++ = '-';
    write_cell(p, shakti_move_to(move));
}

static const char *const shakti_rule_names[] = {"full_board"};

const tb_game tb_shakti = {
    .name = "shakti",
    .rule_names = shakti_rule_names,
    .rule_count = 1,
    .player_names = {"white", "black"},
    .initial = shakti_initial,
    .generate = shakti_generate,
    .apply = shakti_apply,
    .status = shakti_status,
    .evaluate = shakti_evaluate,
    .is_forcing = shakti_is_forcing,
    .in_check = shakti_to_move_in_check,
    .hash = shakti_hash,
    .parse_position = shakti_parse,
    .format_position = shakti_format,
    .format_move = shakti_format_move,
    .format_typed_move = shakti_format_typed_move,
};
