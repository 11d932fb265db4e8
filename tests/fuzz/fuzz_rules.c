/* libFuzzer target: rule lists (tb_parse_rules, what --rules reads).
 *
 * Input: byte 0 picks the game (modulo their number, in tb_games order);
 * the other bytes are the list, up to the first NUL.
 *
 * Properties, beyond the sanitizers' silence: the verdict and the rule bits
 * agree with a second reading written here differently (split the text at
 * every comma; one trailing comma is allowed, as the CLI has always taken
 * it; every piece must be a rule name of the game); a rejection has a
 * message; and the accepted bits, written back as a list, read the same.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "require.h"


/* The second reading: 1 and the bits, or 0. */
static int oracle(const tb_game *game, const char *list, uint32_t *rules) {
    *rules = 0;
    size_t length = strlen(list);
    if (length == 0) return 1;
    if (list[length - 1] == ',') length--; /* "advanced," */
    size_t start = 0;
    for (;;) {
        size_t end = start;
        while (end < length && list[end] != ',') end++;
        int bit = -1;
        for (int i = 0; i < game->rule_count; i++)
            if (strlen(game->rule_names[i]) == end - start &&
                memcmp(game->rule_names[i], list + start, end - start) == 0)
                bit = i;
        if (bit < 0) return 0; /* also an empty piece */
        *rules |= 1u << bit;
        if (end == length) return 1;
        start = end + 1;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 4096) return 0;
    int games = 0;
    while (tb_games[games]) games++;
    const tb_game *game = tb_games[data[0] % games];
    char *list = malloc(size);
    if (!list) return 0;
    memcpy(list, data + 1, size - 1);
    list[size - 1] = '\0';

    uint32_t rules = 0xdeadbeef, expected;
    tb_error err = {{0}};
    int ok = tb_parse_rules(game, list, &rules, &err);
    int expected_ok = oracle(game, list, &expected);
    REQUIRE(ok == expected_ok, "%s '%s': tb_parse_rules says %d, the second reading %d",
            game->name, list, ok, expected_ok);
    if (!ok) {
        REQUIRE(err.message[0] != '\0', "%s '%s' rejected without a message", game->name, list);
    } else {
        REQUIRE(rules == expected, "%s '%s': bits %#x, expected %#x", game->name, list, rules,
                expected);
        char written[TB_TEXT_MAX] = "";
        for (int i = 0; i < game->rule_count; i++)
            if (rules >> i & 1) {
                if (written[0]) strcat(written, ",");
                strcat(written, game->rule_names[i]);
            }
        uint32_t again;
        REQUIRE(tb_parse_rules(game, written, &again, &err) && again == rules,
                "%s '%s' written back as '%s' does not read the same", game->name, list,
                written);
    }
    free(list);
    return 0;
}
