/* The registry of games and the helpers every game shares. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

#define TB_GAME(name) extern const tb_game tb_##name;
#include "game_list.h"
#undef TB_GAME

#define TB_GAME(name) &tb_##name,
const tb_game *const tb_games[] = {
#include "game_list.h"
    NULL};
#undef TB_GAME

/* `name` of `length` bytes (any bytes, NUL included) is `word`. */
static int same_name(const char *name, size_t length, const char *word) {
    return strlen(word) == length && memcmp(name, word, length) == 0;
}

const tb_game *tb_find_game(const char *name) {
    return tb_find_game_n(name, strlen(name));
}

const tb_game *tb_find_game_n(const char *name, size_t length) {
    for (int i = 0; tb_games[i]; i++)
        if (same_name(name, length, tb_games[i]->name)) return tb_games[i];
    return NULL;
}

int tb_rule_bit(const tb_game *game, const char *name) {
    return tb_rule_bit_n(game, name, strlen(name));
}

int tb_rule_bit_n(const tb_game *game, const char *name, size_t length) {
    for (int i = 0; i < game->rule_count; i++)
        if (same_name(name, length, game->rule_names[i])) return i;
    return -1;
}

int tb_parse_rules(const tb_game *game, const char *list, uint32_t *rules,
                   tb_error *err) {
    *rules = 0;
    while (list && *list) {
        size_t length = strcspn(list, ",");
        char name[TB_TEXT_MAX];
        if (length == 0 || length >= sizeof name) {
            tb_set_error(err, "empty or overlong rule name in the rule list");
            return 0;
        }
        memcpy(name, list, length);
        name[length] = '\0';
        int bit = tb_rule_bit(game, name);
        if (bit < 0) {
            tb_set_error(err, "%s has no rule option '%s'", game->name, name);
            return 0;
        }
        *rules |= 1u << bit;
        list += length + (list[length] == ',');
    }
    return 1;
}

int tb_is_legal(const tb_game *game, const tb_position *pos, tb_move move) {
    tb_move_list list;
    game->generate(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (list.moves[i] == move) return 1;
    return 0;
}

int tb_player_index(const tb_game *game, const char *name) {
    for (int i = 0; i < 2; i++)
        if (strcmp(game->player_names[i], name) == 0) return i;
    return -1;
}

void tb_set_error(tb_error *err, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(err->message, sizeof err->message, format, args);
    va_end(args);
}
