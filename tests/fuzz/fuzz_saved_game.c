/* libFuzzer target: saved games (tb_saved_game_replay, what
 * `tabuleiro replay FILE` reads).
 *
 * Input: the file's bytes, as they are (NUL bytes included).
 *
 * Properties, beyond the sanitizers' silence:
 *   - a rejection has a message "line N..." naming its line N, from 1 to
 *     one past the last line, NUL-terminated after its length;
 *   - an accepted file names a game of the registry, rule options of that
 *     game, players at levels 0 (a person) or 1..9, at most one move a
 *     line; its final position is under its rules, its notation reads
 *     back to it, and its outcome agrees with the rules' status;
 *   - the same file with CRLF line ends, or with a comment line and a
 *     blank line added at the end, gets the same verdict: the same final
 *     position, or the same message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "require.h"
#include "saved_game.h"


/* A reading of a file: its verdict and what came with it. */
typedef struct verdict {
    int accepted;
    tb_saved_game game;
    tb_saved_game_error err;
} verdict;

static verdict read_file(const uint8_t *data, size_t size) {
    verdict v;
    v.accepted = tb_saved_game_replay((const char *)data, size, &v.game, &v.err);
    return v;
}

/* Field by field: the padding of tb_position is not part of a position. */
static int same_position(const tb_position *a, const tb_position *b) {
    return memcmp(a->bits, b->bits, sizeof a->bits) == 0 &&
           memcmp(a->small, b->small, sizeof a->small) == 0 && a->rules == b->rules &&
           a->to_move == b->to_move;
}

static int same_verdict(const verdict *a, const verdict *b) {
    if (a->accepted != b->accepted) return 0;
    if (!a->accepted)
        return a->err.line == b->err.line && a->err.length == b->err.length &&
               (a->err.message == NULL) == (b->err.message == NULL) &&
               (!a->err.message || memcmp(a->err.message, b->err.message, a->err.length) == 0);
    return a->game.game == b->game.game && a->game.rules == b->game.rules &&
           memcmp(a->game.players, b->game.players, sizeof a->game.players) == 0 &&
           a->game.move_count == b->game.move_count && a->game.outcome == b->game.outcome &&
           same_position(&a->game.final_position, &b->game.final_position);
}

static long line_count(const uint8_t *data, size_t size) {
    long lines = 0;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    return lines + (size > 0 && data[size - 1] != '\n');
}

static void check_rejection(const verdict *v, long lines) {
    const tb_saved_game_error *err = &v->err;
    if (!err->message) return; /* out of memory */
    char head[32];
    int n = snprintf(head, sizeof head, "line %ld", err->line);
    REQUIRE(err->line >= 1 && err->line <= lines + 1, "line %ld of %ld lines", err->line, lines);
    REQUIRE(err->length > (size_t)n && memcmp(err->message, head, (size_t)n) == 0 &&
                (err->message[n] == ':' || err->message[n] == ' '),
            "message '%s' does not start with '%s'", err->message, head);
    REQUIRE(err->message[err->length] == '\0', "message '%s' not NUL-terminated", err->message);
}

static int is_registered(const tb_game *game) {
    for (int i = 0; tb_games[i]; i++)
        if (tb_games[i] == game) return 1;
    return 0;
}

static void check_acceptance(const verdict *v, long lines) {
    const tb_saved_game *g = &v->game;
    REQUIRE(is_registered(g->game), "accepted with no known game");
    REQUIRE((g->rules >> g->game->rule_count) == 0, "%s: rule bits %u", g->game->name, g->rules);
    for (int p = 0; p < 2; p++)
        REQUIRE(g->players[p].computer ? g->players[p].level >= 1 && g->players[p].level <= 9
                                       : g->players[p].level == 0,
                "player %d: computer %d level %d", p, g->players[p].computer, g->players[p].level);
    REQUIRE(g->move_count >= 0 && g->move_count <= lines - 5, "%ld moves in %ld lines",
            g->move_count, lines);
    const tb_position *end = &g->final_position;
    REQUIRE(end->rules == g->rules && end->to_move <= 1, "final position: rules %u, to move %d",
            end->rules, end->to_move);
    char notation[TB_TEXT_MAX];
    tb_position again;
    tb_error err = {{0}};
    g->game->format_position(end, notation);
    REQUIRE(g->game->parse_position(notation, g->rules, &again, &err),
            "%s: final position '%s' does not read back: %s", g->game->name, notation,
            err.message);
    REQUIRE(same_position(end, &again), "%s: '%s' reads back to another position",
            g->game->name, notation);
    tb_status status = g->game->status(end);
    REQUIRE(status == TB_ONGOING ? g->outcome == TB_ONGOING || g->outcome == TB_DRAW
                                 : g->outcome == status,
            "%s '%s': outcome %d, status %d", g->game->name, notation, (int)g->outcome,
            (int)status);
}

/* The file with "\r\n" for every "\n" not already after a "\r". */
static uint8_t *with_crlf(const uint8_t *data, size_t size, size_t *new_size) {
    uint8_t *out = malloc(2 * size + 1), *p = out;
    if (!out) return NULL;
    for (size_t i = 0; i < size; i++) {
        if (data[i] == '\n' && (i == 0 || data[i - 1] != '\r')) *p++ = '\r';
        *p++ = data[i];
    }
    *new_size = (size_t)(p - out);
    return out;
}

/* The file with a comment and a blank line after it; a file whose last
 * line lacks its newline is left as it is, since that line still ends it. */
static uint8_t *with_trailer(const uint8_t *data, size_t size, size_t *new_size) {
    static const char trailer[] = "# added by the fuzzer\n \t\n";
    int ended = size == 0 || data[size - 1] == '\n';
    uint8_t *out = malloc(size + sizeof trailer);
    if (!out) return NULL;
    if (size) memcpy(out, data, size);
    *new_size = size;
    if (ended) {
        memcpy(out + size, trailer, sizeof trailer - 1);
        *new_size += sizeof trailer - 1;
    }
    return out;
}

/* `variant` (freed here) is read as `v` was; `lines` is the original's. */
static void check_same_reading(const verdict *v, long lines, uint8_t *variant, size_t size,
                               const char *what, int same_lines) {
    if (!variant) return;
    verdict w = read_file(variant, size);
    if (same_lines) {
        REQUIRE(same_verdict(v, &w), "%s: the verdict changed ('%s', then '%s')", what,
                v->accepted ? "accepted" : v->err.message,
                w.accepted ? "accepted" : w.err.message);
    } else {
        /* Lines added at the end: an accepted file stays accepted as it
         * was; a rejected one is still rejected, for the same reason unless
         * it was rejected for ending too soon (one past its last line). */
        REQUIRE(v->accepted == w.accepted, "%s: accepted %d, then %d", what, v->accepted,
                w.accepted);
        if (v->accepted || (v->err.message && v->err.line <= lines))
            REQUIRE(same_verdict(v, &w), "%s: the verdict changed ('%s', then '%s')", what,
                    v->accepted ? "accepted" : v->err.message,
                    w.accepted ? "accepted" : w.err.message);
    }
    tb_saved_game_error_free(&w.err);
    free(variant);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1 << 16) return 0;
    long lines = line_count(data, size);
    verdict v = read_file(data, size);
    if (v.accepted) check_acceptance(&v, lines);
    else check_rejection(&v, lines);

    size_t variant_size;
    uint8_t *crlf = with_crlf(data, size, &variant_size);
    check_same_reading(&v, lines, crlf, variant_size, "CRLF line ends", 1);
    uint8_t *trailer = with_trailer(data, size, &variant_size);
    check_same_reading(&v, lines, trailer, variant_size, "a comment at the end", 0);
    tb_saved_game_error_free(&v.err);
    return 0;
}
