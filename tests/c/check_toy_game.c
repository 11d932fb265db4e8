/* The toy fifth game (toy_game.c) through the generic code written once
 * for all games: what a new game gets without touching it. */
#include <string.h>

#include "perft.h"
#include "players.h"
#include "saved_game.h"
#include "search.h"
#include "suites.h"
#include "toy_game.h"

static const tb_game *const toy = &toy_tictactoe;

static tb_search_result toy_search(const tb_position *pos, int depth) {
    tb_search_limits limits = {.max_depth = depth, .seed = 1, .table_bits = 12};
    tb_search_result result;
    ck_assert(tb_search(toy, pos, &limits, &result));
    return result;
}

START_TEST(toy_game_passes_the_check) {
    tb_error err = {{0}};
    ck_assert_msg(tb_game_check(toy, &err), "refused: %s", err.message);
}
END_TEST

/* The move sequences of tic-tac-toe by length: 255 168 games in all. */
START_TEST(toy_perft_counts_every_game) {
    static const uint64_t expected[] = {1,     9,      72,     504,    3024, 15120,
                                        54720, 148176, 200448, 127872, 0};
    tb_position start;
    toy->initial(&start, 0);
    for (int depth = 0; depth <= 10; depth++)
        ck_assert_uint_eq(tb_perft(toy, &start, depth), expected[depth]);
}
END_TEST

START_TEST(toy_search_takes_a_win_in_one) {
    const char *positions[] = {"xx./oo./... x", "xx./oo./x.. o"};
    const tb_move wins[] = {3, 6}; /* c1, c2 */
    for (int i = 0; i < 2; i++)
        for (int depth = 1; depth <= 4; depth++) {
            tb_position pos = position_of(toy, positions[i], 0);
            tb_search_result r = toy_search(&pos, depth);
            ck_assert_uint_eq(r.best, wins[i]);
            ck_assert_int_eq(tb_score_plies(r.score), 1);
        }
}
END_TEST

/* o must take c1, or x wins there. */
START_TEST(toy_search_blocks_a_win) {
    tb_position pos = position_of(toy, "xx./o../... o", 0);
    ck_assert_uint_eq(toy_search(&pos, 9).best, 3);
}
END_TEST

START_TEST(toy_search_against_itself_draws) {
    tb_position pos;
    toy->initial(&pos, 0);
    while (toy->status(&pos) == TB_ONGOING) toy->apply(&pos, toy_search(&pos, 9).best);
    ck_assert_int_eq(toy->status(&pos), TB_DRAW);
}
END_TEST

START_TEST(toy_players_choose_legal_moves) {
    tb_position pos = position_of(toy, "xx./oo./... x", 0);
    tb_rng rng = tb_rng_seeded(7);
    int value;
    ck_assert_uint_eq(tb_choose_greedy(toy, &pos, &rng, &value), 3);
    ck_assert_int_eq(value, TB_WIN_SCORE);
    for (int i = 0; i < 20; i++) ck_assert(tb_is_legal(toy, &pos, tb_choose_random(toy, &pos, &rng)));
    ck_assert_int_eq(tb_max_level(toy), TB_LEVEL_SEARCH);
}
END_TEST

/* Every legal move, written as typed, is read back as itself; so is the
 * same text in capitals with a '-'; a cell taken or off the board is no
 * move. */
START_TEST(toy_typed_moves_read_back) {
    tb_position pos = position_of(toy, "x../.o./... x", 0);
    tb_move_list list;
    toy->generate(&pos, &list);
    ck_assert_int_eq(list.count, 7);
    for (int i = 0; i < list.count; i++) {
        char typed[TB_TEXT_MAX], shouted[TB_TEXT_MAX];
        toy->format_typed_move(&pos, list.moves[i], typed);
        snprintf(shouted, sizeof shouted, "%c-%c", typed[0] - 'a' + 'A', typed[1]);
        ck_assert_uint_eq(tb_saved_game_match_move(toy, &pos, typed, strlen(typed)), list.moves[i]);
        ck_assert_uint_eq(tb_saved_game_match_move(toy, &pos, shouted, strlen(shouted)), list.moves[i]);
    }
    ck_assert_uint_eq(tb_saved_game_match_move(toy, &pos, "b2", 2), 0);
    ck_assert_uint_eq(tb_saved_game_match_move(toy, &pos, "d1", 2), 0);
    char term[TB_TEXT_MAX];
    toy->format_move(&pos, 6, term);
    ck_assert_str_eq(term, "2-3");
}
END_TEST

START_TEST(toy_notation_round_trips) {
    const char *texts[] = {".../.../... x", "xo./.x./..o o", "xxx/oo./... o"};
    for (int i = 0; i < 3; i++) {
        char written[TB_TEXT_MAX];
        tb_position pos = position_of(toy, texts[i], 0);
        toy->format_position(&pos, written);
        ck_assert_str_eq(written, texts[i]);
    }
    tb_position pos;
    tb_error err = {{0}};
    ck_assert(!toy->parse_position("xq./.../... x", 0, &pos, &err));
    ck_assert_str_eq(err.message, "'q' is not a cell");
}
END_TEST

Suite *toy_game_suite(void) {
    Suite *s = suite_create("toy_game");
    TCase *toy_case = tcase_create("tictactoe");
    tcase_add_test(toy_case, toy_game_passes_the_check);
    tcase_add_test(toy_case, toy_perft_counts_every_game);
    tcase_add_test(toy_case, toy_search_takes_a_win_in_one);
    tcase_add_test(toy_case, toy_search_blocks_a_win);
    tcase_add_test(toy_case, toy_search_against_itself_draws);
    tcase_add_test(toy_case, toy_players_choose_legal_moves);
    tcase_add_test(toy_case, toy_typed_moves_read_back);
    tcase_add_test(toy_case, toy_notation_round_trips);
    suite_add_tcase(s, toy_case);
    return s;
}
