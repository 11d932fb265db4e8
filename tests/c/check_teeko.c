/* Teeko's rules: the facts of reports/rules/teeko.md and hand-made
 * positions for each rule. */
#include <string.h>

#include "perft.h"
#include "suites.h"
#include "teeko.h"

static tb_position start(uint32_t rules) {
    tb_position pos;
    tb_teeko.initial(&pos, rules);
    return pos;
}

static void play(tb_position *pos, const char *text) {
    tb_move move = find_move(&tb_teeko, pos, text);
    ck_assert_msg(move != 0, "%s is not legal here", text);
    tb_teeko.apply(pos, move);
}

static int move_count(const tb_position *pos) {
    tb_move_list list;
    tb_teeko.generate(pos, &list);
    return list.count;
}

START_TEST(perft_from_the_start_matches_the_rules_file) {
    static const uint64_t expected[] = {1, 25, 600, 13800, 303600, 6375600, 127512000};
    tb_position pos = start(0);
    for (int depth = 1; depth <= 6; depth++)
        ck_assert_uint_eq(tb_perft(&tb_teeko, &pos, depth), expected[depth]);
}
END_TEST

START_TEST(the_first_move_is_one_of_25_drops_in_term_order) {
    tb_position pos = start(0);
    tb_move_list list;
    char text[TB_TEXT_MAX];
    tb_teeko.generate(&pos, &list);
    ck_assert_int_eq(list.count, 25);
    tb_teeko.format_move(&pos, list.moves[0], text);
    ck_assert_str_eq(text, "drop(1-1)");
    tb_teeko.format_move(&pos, list.moves[24], text);
    ck_assert_str_eq(text, "drop(5-5)");
}
END_TEST

/* The geometry of rules 5 and 6, written independently of the core. */
static int is_line(const int *row, const int *col) {
    static const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int d = 0; d < 4; d++) {
        int ok = 1;
        for (int k = 1; k < 4; k++)
            ok &= row[k] == row[0] + k * directions[d][0] &&
                  col[k] == col[0] + k * directions[d][1];
        if (ok) return 1;
    }
    return 0;
}

/* Side length minus one of the square whose corners these are, or 0. */
static int square_span(const int *row, const int *col) {
    int span = row[3] - row[0];
    int corners = row[0] == row[1] && row[2] == row[3] && col[0] == col[2] &&
                  col[1] == col[3] && col[1] - col[0] == span;
    return corners ? span : 0;
}

static int is_pattern(int cells[4], int advanced) {
    int row[4], col[4];
    for (int i = 0; i < 4; i++) row[i] = cells[i] / 5, col[i] = cells[i] % 5;
    int span = square_span(row, col);
    return is_line(row, col) || span == 1 || (advanced && span >= 2);
}

/* Puts the 4 markers on the board as White's, Black to move, and asks the
 * core whether White has won; counts the winning sets. */
static int count_winning_sets(uint32_t rules, int advanced) {
    int wins = 0;
    int c[4];
    for (c[0] = 0; c[0] < 25; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 25; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 25; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 25; c[3]++) {
                    tb_position pos = start(rules);
                    for (int i = 0; i < 4; i++) pos.bits[1] |= 1ull << c[i];
                    int core_says = tb_teeko.status(&pos) == TB_WIN_SECOND;
                    ck_assert_msg(core_says == is_pattern(c, advanced),
                                  "cells %d %d %d %d: core %d", c[0], c[1], c[2], c[3],
                                  core_says);
                    wins += core_says;
                }
    return wins;
}

START_TEST(exactly_the_44_standard_patterns_win) {
    ck_assert_int_eq(count_winning_sets(0, 0), 44);
    ck_assert_int_eq(teeko_pattern_count(0), 44);
}
END_TEST

START_TEST(exactly_the_58_advanced_patterns_win) {
    ck_assert_int_eq(count_winning_sets(TEEKO_ADVANCED, 1), 58);
    ck_assert_int_eq(teeko_pattern_count(TEEKO_ADVANCED), 58);
}
END_TEST

START_TEST(black_can_win_on_the_seventh_ply_and_the_game_stops) {
    tb_position pos = start(0);
    const char *moves[] = {"drop(1-1)", "drop(5-1)", "drop(1-2)", "drop(5-2)",
                           "drop(1-3)", "drop(5-3)"};
    for (int i = 0; i < 6; i++) {
        play(&pos, moves[i]);
        ck_assert_int_eq(tb_teeko.status(&pos), TB_ONGOING);
    }
    play(&pos, "drop(1-4)");
    ck_assert_int_eq(tb_teeko.status(&pos), TB_WIN_FIRST);
    ck_assert_int_eq(move_count(&pos), 0);
}
END_TEST

START_TEST(the_centre_ban_stops_only_blacks_first_drop) {
    tb_position pos = start(TEEKO_CENTRE_BAN);
    ck_assert_int_eq(move_count(&pos), 24);
    ck_assert(find_move(&tb_teeko, &pos, "drop(3-3)") == 0);
    play(&pos, "drop(1-1)");
    ck_assert(find_move(&tb_teeko, &pos, "drop(3-3)") != 0); /* White may take it */
    play(&pos, "drop(5-5)");
    ck_assert(find_move(&tb_teeko, &pos, "drop(3-3)") != 0); /* and so may Black now */
    tb_position plain = start(0);
    ck_assert(find_move(&tb_teeko, &plain, "drop(3-3)") != 0);
}
END_TEST

START_TEST(steps_go_to_the_eight_neighbours_without_wrapping) {
    /* Black in the four corners, White's T in the middle: 3 steps each. */
    tb_position pos = position_of(&tb_teeko, "b...b/..w../.www./...../b...b b", 0);
    ck_assert_int_eq(move_count(&pos), 12);
    ck_assert(find_move(&tb_teeko, &pos, "step(1-5,2-1)") == 0);
    ck_assert(find_move(&tb_teeko, &pos, "step(1-5,2-4)") != 0);
    ck_assert(find_move(&tb_teeko, &pos, "step(5-1,4-5)") == 0);
    /* A marker in the middle has 8 neighbours, less the occupied ones. */
    tb_position middle = position_of(&tb_teeko, "b...b/..w../.wbw./...../b.w.. b", 0);
    int from_centre = 0;
    tb_move_list list;
    tb_teeko.generate(&middle, &list);
    for (int i = 0; i < list.count; i++) from_centre += teeko_move_from(list.moves[i]) == 12;
    ck_assert_int_eq(from_centre, 5);
}
END_TEST

START_TEST(a_step_that_completes_a_pattern_wins) {
    tb_position pos = position_of(&tb_teeko, "bbb../....b/www../...../....w b", 0);
    play(&pos, "step(2-5,1-4)");
    ck_assert_int_eq(tb_teeko.status(&pos), TB_WIN_FIRST);
    ck_assert_int_eq(move_count(&pos), 0);
}
END_TEST

START_TEST(zobrist_key_follows_every_move) {
    tb_position pos = start(TEEKO_ADVANCED);
    for (int ply = 0; ply < 60 && tb_teeko.status(&pos) == TB_ONGOING; ply++) {
        tb_move_list list;
        tb_teeko.generate(&pos, &list);
        tb_teeko.apply(&pos, list.moves[(ply * 7) % list.count]);
        char text[TB_TEXT_MAX];
        tb_teeko.format_position(&pos, text);
        tb_position fresh;
        tb_error err;
        if (tb_teeko.parse_position(text, TEEKO_ADVANCED, &fresh, &err))
            ck_assert_uint_eq(tb_teeko.hash(&pos), tb_teeko.hash(&fresh));
    }
    tb_position black = position_of(&tb_teeko, "bbb../....b/www../...../....w b", 0);
    tb_position white = position_of(&tb_teeko, "bbb../....b/www../...../....w w", 0);
    ck_assert_uint_ne(tb_teeko.hash(&black), tb_teeko.hash(&white));
}
END_TEST

START_TEST(evaluation_counts_open_patterns_for_each_side) {
    tb_position pos = start(0);
    ck_assert_int_eq(tb_teeko.evaluate(&pos, 0), 0);
    play(&pos, "drop(3-3)");
    /* c3 lies in 2 horizontal, 2 vertical, 4 diagonal lines and 4 squares. */
    ck_assert_int_eq(tb_teeko.evaluate(&pos, 0), 12);
    ck_assert_int_eq(tb_teeko.evaluate(&pos, 1), -12);
    tb_position won = position_of(&tb_teeko, "bbbb./www../...../...../..... w", 0);
    ck_assert_int_eq(tb_teeko.evaluate(&won, 0), TB_WIN_SCORE);
    ck_assert_int_eq(tb_teeko.evaluate(&won, 1), -TB_WIN_SCORE);
}
END_TEST

Suite *teeko_suite(void) {
    Suite *s = suite_create("teeko");
    TCase *rules = tcase_create("rules");
    tcase_set_timeout(rules, 60);
    tcase_add_test(rules, perft_from_the_start_matches_the_rules_file);
    tcase_add_test(rules, the_first_move_is_one_of_25_drops_in_term_order);
    tcase_add_test(rules, exactly_the_44_standard_patterns_win);
    tcase_add_test(rules, exactly_the_58_advanced_patterns_win);
    tcase_add_test(rules, black_can_win_on_the_seventh_ply_and_the_game_stops);
    tcase_add_test(rules, the_centre_ban_stops_only_blacks_first_drop);
    tcase_add_test(rules, steps_go_to_the_eight_neighbours_without_wrapping);
    tcase_add_test(rules, a_step_that_completes_a_pattern_wins);
    tcase_add_test(rules, zobrist_key_follows_every_move);
    tcase_add_test(rules, evaluation_counts_open_patterns_for_each_side);
    suite_add_tcase(s, rules);
    return s;
}
