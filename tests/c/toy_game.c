/* A toy fifth game, tic-tac-toe, written against c_core/game.h in the
 * tests only: its tb_game passes tb_game_check, and perft, the search, the
 * players and the reading of saved moves work on it unchanged
 * (check_toy_game.c). It is what "Adding a game" (c_core/game_list.h)
 * asks of a game's C file, with nothing of the generic code touched.
 *
 * Cells 0..8 row by row: a1 b1 c1, a2 b2 c2, a3 b3 c3. bits[p] holds the
 * cells of player p (0: x, who moves first; 1: o); a move is its cell + 1.
 * Notation: the rows from 1 to 3 with '/' between, a space and the player
 * to move, such as "xx./oo./... x". */
#include <string.h>

#include "toy_game.h"
#include "zobrist.h"

#define CELLS 9
#define FULL 0x1FFu

/* Rows, columns and diagonals, as sets of cells. */
static const uint64_t lines[] = {0x007, 0x038, 0x1C0, 0x049, 0x092, 0x124, 0x111, 0x054};

static int has_line(uint64_t cells) {
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        if ((cells & lines[i]) == lines[i]) return 1;
    return 0;
}

static void toy_initial(tb_position *pos, uint32_t rules) {
    *pos = (tb_position){.rules = rules};
}

static tb_status toy_status(const tb_position *pos) {
    if (has_line(pos->bits[0])) return TB_WIN_FIRST;
    if (has_line(pos->bits[1])) return TB_WIN_SECOND;
    return (pos->bits[0] | pos->bits[1]) == FULL ? TB_DRAW : TB_ONGOING;
}

static void toy_generate(const tb_position *pos, tb_move_list *out) {
    out->count = 0;
    if (toy_status(pos) != TB_ONGOING) return;
    for (int cell = 0; cell < CELLS; cell++)
        if (!((pos->bits[0] | pos->bits[1]) >> cell & 1)) out->moves[out->count++] = (tb_move)cell + 1;
}

static void toy_apply(tb_position *pos, tb_move move) {
    pos->bits[pos->to_move] |= 1ull << (move - 1);
    pos->to_move ^= 1;
}

/* Won or lost, else the lines still open to `player` less those open to
 * the other. */
static int toy_evaluate(const tb_position *pos, int player) {
    tb_status status = toy_status(pos);
    if (status == TB_WIN_FIRST || status == TB_WIN_SECOND)
        return (status == TB_WIN_FIRST) == (player == 0) ? TB_WIN_SCORE : -TB_WIN_SCORE;
    int open = 0;
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        open += !(lines[i] & pos->bits[player ^ 1]) - !(lines[i] & pos->bits[player]);
    return open;
}

static uint64_t toy_hash(const tb_position *pos) {
    uint64_t key = pos->to_move ? tb_zobrist_side_key() : 0;
    for (uint32_t cell = 0; cell < CELLS; cell++)
        for (uint32_t player = 0; player < 2; player++)
            if (pos->bits[player] >> cell & 1) key ^= tb_zobrist_key(player * CELLS + cell);
    return key;
}

/* Where cell `cell` is written in the notation. */
static int text_index(int cell) { return cell + cell / 3; }

static int toy_parse(const char *text, uint32_t rules, tb_position *pos, tb_error *err) {
    toy_initial(pos, rules);
    if (strlen(text) != 13 || text[3] != '/' || text[7] != '/' || text[11] != ' ') {
        tb_set_error(err, "expected three rows of three cells and the player, as 'xx./oo./... x'");
        return 0;
    }
    for (int cell = 0; cell < CELLS; cell++) {
        char c = text[text_index(cell)];
        if (c == 'x' || c == 'o') pos->bits[c == 'o'] |= 1ull << cell;
        else if (c != '.') {
            tb_set_error(err, "'%c' is not a cell", c);
            return 0;
        }
    }
    if (text[12] != 'x' && text[12] != 'o') {
        tb_set_error(err, "the player to move is 'x' or 'o'");
        return 0;
    }
    pos->to_move = text[12] == 'o';
    return 1;
}

static void toy_format(const tb_position *pos, char out[TB_TEXT_MAX]) {
    strcpy(out, ".../.../... x");
    for (int cell = 0; cell < CELLS; cell++)
        if ((pos->bits[0] | pos->bits[1]) >> cell & 1)
            out[text_index(cell)] = pos->bits[0] >> cell & 1 ? 'x' : 'o';
    out[12] = pos->to_move ? 'o' : 'x';
}

/* The Prolog term Row-Col. */
static void toy_format_move(const tb_position *pos, tb_move move, char out[TB_TEXT_MAX]) {
    (void)pos;
    snprintf(out, TB_TEXT_MAX, "%d-%d", (int)(move - 1) / 3 + 1, (int)(move - 1) % 3 + 1);
}

/* As typed: column letter and row, such as b2. */
static void toy_format_typed_move(const tb_position *pos, tb_move move, char out[TB_TEXT_MAX]) {
    (void)pos;
    snprintf(out, TB_TEXT_MAX, "%c%d", 'a' + (int)(move - 1) % 3, (int)(move - 1) / 3 + 1);
}

const tb_game toy_tictactoe = {
    .name = "tictactoe",
    .rule_names = NULL,
    .rule_count = 0,
    .player_names = {"x", "o"},
    .initial = toy_initial,
    .generate = toy_generate,
    .apply = toy_apply,
    .status = toy_status,
    .evaluate = toy_evaluate,
    .hash = toy_hash,
    .parse_position = toy_parse,
    .format_position = toy_format,
    .format_move = toy_format_move,
    .format_typed_move = toy_format_typed_move,
};
