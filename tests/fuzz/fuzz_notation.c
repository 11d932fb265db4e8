/* libFuzzer target: the position notation of every game
 * (tb_game.parse_position, what the command line and notation_state/3 read).
 *
 * Input: byte 0 picks the game (its low two bits, in tb_games order: echek,
 * teeko, shi, shakti) and the rule options (the bits above); the other
 * bytes are the text, up to the first NUL.
 *
 * Properties, beyond the sanitizers' silence:
 *   - a rejected text comes with a message;
 *   - an accepted text formats back to itself (Teeko, Shi and Shakti have
 *     one spelling per position; Echek's reserves and swap rights may come
 *     in any order, so for it the written text is a fixpoint instead), and
 *     the written text parses to the same position, hash included;
 *   - every legal move of an accepted position is legal by tb_is_legal,
 *     writes as a term without spaces (and as typed text, where the game
 *     has that), and leads to a position whose
 *     notation parses back to it (so the incremental hash of apply agrees
 *     with the one computed from scratch);
 *   - a position over by the rules has no legal move.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "require.h"


static int game_count(void) {
    int n = 0;
    while (tb_games[n]) n++;
    return n;
}

/* Field by field: the padding of tb_position is not part of a position. */
static int same_position(const tb_position *a, const tb_position *b) {
    return memcmp(a->bits, b->bits, sizeof a->bits) == 0 &&
           memcmp(a->small, b->small, sizeof a->small) == 0 && a->rules == b->rules &&
           a->to_move == b->to_move;
}

/* Writes `pos`, checks that the text parses back to it, returns the text. */
static void written_and_reread(const tb_game *game, const tb_position *pos,
                               char text[TB_TEXT_MAX], const char *context) {
    tb_position again;
    tb_error err = {{0}};
    game->format_position(pos, text);
    REQUIRE(strlen(text) < TB_TEXT_MAX, "%s", context);
    REQUIRE(game->parse_position(text, pos->rules, &again, &err),
            "%s %s: '%s' is written but not read back: %s", game->name, context, text,
            err.message);
    REQUIRE(same_position(pos, &again), "%s %s: '%s' reads back to another position",
            game->name, context, text);
    REQUIRE(game->hash(pos) == game->hash(&again), "%s %s: '%s' has another hash when read",
            game->name, context, text);
}

static void check_moves(const tb_game *game, const tb_position *pos, const char *notation) {
    tb_move_list list;
    char text[TB_TEXT_MAX], typed[TB_TEXT_MAX], child_text[TB_TEXT_MAX];
    game->generate(pos, &list);
    REQUIRE(list.count >= 0 && list.count <= TB_MAX_MOVES, "%s '%s': %d moves", game->name,
            notation, list.count);
    tb_status status = game->status(pos);
    REQUIRE(status == TB_ONGOING || list.count == 0,
            "%s '%s' is over (status %d) but has %d moves", game->name, notation, (int)status,
            list.count);
    (void)game->evaluate(pos, 0);
    (void)game->evaluate(pos, 1);
    for (int i = 0; i < list.count; i++) {
        tb_move move = list.moves[i];
        REQUIRE(move != 0, "%s '%s': move 0 generated", game->name, notation);
        game->format_move(pos, move, text);
        REQUIRE(text[0] && strlen(text) < TB_TEXT_MAX && !strchr(text, ' '),
                "%s '%s': move written as '%s'", game->name, notation, text);
        REQUIRE(tb_is_legal(game, pos, move), "%s '%s': %s generated, not legal", game->name,
                notation, text);
        if (game->format_typed_move) {
            game->format_typed_move(pos, move, typed);
            REQUIRE(typed[0] && strlen(typed) < TB_TEXT_MAX, "%s '%s': %s typed as '%s'",
                    game->name, notation, text, typed);
        }
        tb_position child = *pos;
        game->apply(&child, move);
        REQUIRE(child.rules == pos->rules && child.to_move == !pos->to_move,
                "%s '%s': after %s the rules or the player to move are wrong", game->name,
                notation, text);
        char context[2 * TB_TEXT_MAX + 16];
        snprintf(context, sizeof context, "after %s from '%s'", text, notation);
        written_and_reread(game, &child, child_text, context);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 4096) return 0;
    const tb_game *game = tb_games[data[0] % game_count()];
    uint32_t rules = (uint32_t)(data[0] / 4) & ((1u << game->rule_count) - 1);
    char *text = malloc(size);
    if (!text) return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';

    tb_position pos;
    tb_error err = {{0}};
    if (!game->parse_position(text, rules, &pos, &err)) {
        REQUIRE(err.message[0] != '\0', "%s '%s' rejected without a message", game->name, text);
        free(text);
        return 0;
    }
    REQUIRE(pos.rules == rules && pos.to_move <= 1, "%s '%s': rules %u, to move %d",
            game->name, text, pos.rules, pos.to_move);
    char written[TB_TEXT_MAX], rewritten[TB_TEXT_MAX];
    written_and_reread(game, &pos, written, "as read");
    if (strcmp(game->name, "echek") != 0)
        REQUIRE(strcmp(written, text) == 0, "%s '%s' is written '%s'", game->name, text, written);
    tb_position again;
    game->parse_position(written, rules, &again, &err);
    game->format_position(&again, rewritten);
    REQUIRE(strcmp(written, rewritten) == 0, "%s '%s' is written '%s', then '%s'", game->name,
            text, written, rewritten);
    check_moves(game, &pos, text);
    free(text);
    return 0;
}
