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

/* The checks of tb_game_check: each returns 1, or 0 with `err` naming the
 * game and the member. */

static int __attribute__((format(printf, 3, 4)))
refuse(const tb_game *game, tb_error *err, const char *format, ...) {
    char problem[TB_TEXT_MAX];
    va_list args;
    va_start(args, format);
    vsnprintf(problem, sizeof problem, format, args);
    va_end(args);
    tb_set_error(err, "game '%s': %s", game->name, problem);
    return 0;
}

/* A lower-case letter then lower-case letters, digits or '_', at most
 * TB_NAME_MAX - 1 of them. */
static int is_name(const char *text) {
    size_t length = text ? strlen(text) : 0;
    if (length == 0 || length >= TB_NAME_MAX || text[0] < 'a' || text[0] > 'z') return 0;
    return strspn(text, "abcdefghijklmnopqrstuvwxyz0123456789_") == length;
}

#define NAME_RULE "must be a-z then a-z, 0-9 or '_', shorter than TB_NAME_MAX"

static int rules_sane(const tb_game *game, tb_error *err) {
    if (game->rule_count < 0 || game->rule_count > TB_MAX_RULES)
        return refuse(game, err, "rule_count is %d, not 0 to %d", game->rule_count, TB_MAX_RULES);
    if (game->rule_count > 0 && !game->rule_names)
        return refuse(game, err, "rule_names is REQUIRED when rule_count > 0, and NULL");
    for (int i = 0; i < game->rule_count; i++) {
        if (!is_name(game->rule_names[i])) return refuse(game, err, "rule_names[%d] " NAME_RULE, i);
        for (int j = 0; j < i; j++)
            if (strcmp(game->rule_names[i], game->rule_names[j]) == 0)
                return refuse(game, err, "rule_names[%d] repeats rule_names[%d]", i, j);
    }
    return 1;
}

static int players_sane(const tb_game *game, tb_error *err) {
    for (int i = 0; i < 2; i++)
        if (!is_name(game->player_names[i]))
            return refuse(game, err, "player_names[%d] " NAME_RULE, i);
    if (strcmp(game->player_names[0], game->player_names[1]) == 0)
        return refuse(game, err, "player_names[1] repeats player_names[0]");
    return 1;
}

static int required_functions_set(const tb_game *game, tb_error *err) {
    const struct {
        const char *member;
        int set;
    } required[] = {
        {"initial", game->initial != NULL},
        {"generate", game->generate != NULL},
        {"apply", game->apply != NULL},
        {"status", game->status != NULL},
        {"evaluate", game->evaluate != NULL},
        {"hash", game->hash != NULL},
        {"parse_position", game->parse_position != NULL},
        {"format_position", game->format_position != NULL},
        {"format_move", game->format_move != NULL},
        {"format_typed_move", game->format_typed_move != NULL},
    };
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!required[i].set) return refuse(game, err, "%s is REQUIRED, and NULL", required[i].member);
    return 1;
}

/* A word a typed move may begin with: what saved games compare, once
 * lower-cased and stripped of spaces, tabs and '-'. */
static int is_move_word(const char *word) {
    if (!word || !*word) return 0;
    for (; *word; word++)
        if ((*word >= 'A' && *word <= 'Z') || strchr(" \t-", *word)) return 0;
    return 1;
}

static int optional_members_sane(const tb_game *game, tb_error *err) {
    if (game->perfect_move && !game->solve)
        return refuse(game, err, "perfect_move is set without solve");
    for (int i = 0; game->former_move_words && game->former_move_words[i][0]; i++)
        if (!is_move_word(game->former_move_words[i][0]) ||
            !is_move_word(game->former_move_words[i][1]))
            return refuse(game, err, "former_move_words[%d] must be two non-empty lower-case "
                                     "words without space, tab or '-'", i);
    return 1;
}

int tb_game_check(const tb_game *game, tb_error *err) {
    if (!game->name) {
        tb_set_error(err, "a game's name is REQUIRED, and NULL");
        return 0;
    }
    if (!is_name(game->name)) return refuse(game, err, "name " NAME_RULE);
    return rules_sane(game, err) && players_sane(game, err) &&
           required_functions_set(game, err) && optional_members_sane(game, err);
}

int tb_games_check(tb_error *err) {
    for (int i = 0; tb_games[i]; i++) {
        if (!tb_game_check(tb_games[i], err)) return 0;
        for (int j = 0; j < i; j++)
            if (strcmp(tb_games[i]->name, tb_games[j]->name) == 0) {
                tb_set_error(err, "two games are named '%s'", tb_games[i]->name);
                return 0;
            }
    }
    return 1;
}

void tb_set_error(tb_error *err, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(err->message, sizeof err->message, format, args);
    va_end(args);
}
