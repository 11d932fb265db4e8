/* tb_game_check: every registered game and the toy one pass; a game that
 * lacks a REQUIRED member, or whose members disagree, is refused with a
 * message naming the game and the member. */
#include <string.h>

#include "suites.h"
#include "toy_game.h"

/* The REQUIRED function members of tb_game (game.h). */
#define REQUIRED_FUNCTIONS(X)                                                           \
    X(initial) X(generate) X(apply) X(status) X(evaluate) X(hash) X(parse_position)     \
    X(format_position) X(format_move) X(format_typed_move)

#define CLEARER(member) \
    static void clear_##member(tb_game *game) { game->member = NULL; }
REQUIRED_FUNCTIONS(CLEARER)
CLEARER(name)
static void clear_first_player(tb_game *game) { game->player_names[0] = NULL; }
static void clear_second_player(tb_game *game) { game->player_names[1] = NULL; }

/* A REQUIRED member, and how to take it out of a copy of a game. */
typedef struct required_member {
    const char *member;
    void (*clear)(tb_game *game);
} required_member;

#define ENTRY(member) {#member, clear_##member},
static const required_member required[] = {
    REQUIRED_FUNCTIONS(ENTRY) ENTRY(name)
    {"player_names[0]", clear_first_player},
    {"player_names[1]", clear_second_player},
};

/* `game` is refused, with a message that holds `words`. */
static void refused(const tb_game *game, const char *words) {
    tb_error err = {{0}};
    ck_assert_msg(!tb_game_check(game, &err), "accepted without %s", words);
    ck_assert_msg(strstr(err.message, words) != NULL, "message '%s' lacks '%s'", err.message,
                  words);
}

START_TEST(every_registered_game_passes_the_check) {
    tb_error err = {{0}};
    for (int i = 0; tb_games[i]; i++)
        ck_assert_msg(tb_game_check(tb_games[i], &err), "refused: %s", err.message);
    ck_assert_msg(tb_games_check(&err), "refused: %s", err.message);
}
END_TEST

/* Each REQUIRED member taken out in turn of a copy of `game`. */
static void refused_without_each_required_member(const tb_game *game) {
    for (size_t m = 0; m < sizeof required / sizeof required[0]; m++) {
        tb_game copy = *game;
        required[m].clear(&copy);
        refused(&copy, required[m].member);
        if (copy.name) refused(&copy, copy.name);
    }
}

START_TEST(a_game_without_a_required_member_is_refused) {
    refused_without_each_required_member(&toy_tictactoe);
    for (int i = 0; tb_games[i]; i++) refused_without_each_required_member(tb_games[i]);
}
END_TEST

static const char *const two_rules[] = {"advanced", "advanced"};
static const char *const bad_rule[] = {"Full board"};
static const char *const bad_words[][2] = {{"rook", "tower piece"}, {NULL, NULL}};

static int no_perfect_move(const char *path, const tb_position *pos, struct tb_rng *rng,
                           tb_move *move, struct tb_exact_value *value, tb_error *err) {
    (void)path, (void)pos, (void)rng, (void)move, (void)value;
    tb_set_error(err, "no database");
    return 0;
}

/* Members set, but not as game.h asks. */
START_TEST(a_game_whose_members_disagree_is_refused) {
    tb_game game = toy_tictactoe;
    game.rule_count = -1;
    refused(&game, "rule_count");
    game.rule_count = TB_MAX_RULES + 1;
    refused(&game, "rule_count");
    game.rule_count = 1;
    refused(&game, "rule_names");
    game.rule_names = bad_rule;
    refused(&game, "rule_names[0]");
    game.rule_names = two_rules, game.rule_count = 2;
    refused(&game, "rule_names[1] repeats");
    game = toy_tictactoe;
    game.name = "";
    refused(&game, "name");
    game.name = "Tic-tac-toe";
    refused(&game, "'Tic-tac-toe': name");
    game = toy_tictactoe;
    game.player_names[1] = "x";
    refused(&game, "player_names[1] repeats");
    game = toy_tictactoe;
    game.perfect_move = no_perfect_move;
    refused(&game, "perfect_move");
    game = toy_tictactoe;
    game.former_move_words = bad_words;
    refused(&game, "former_move_words[0]");
}
END_TEST

Suite *game_api_suite(void) {
    Suite *s = suite_create("game_api");
    TCase *check = tcase_create("tb_game_check");
    tcase_add_test(check, every_registered_game_passes_the_check);
    tcase_add_test(check, a_game_without_a_required_member_is_refused);
    tcase_add_test(check, a_game_whose_members_disagree_is_refused);
    suite_add_tcase(s, check);
    return s;
}
