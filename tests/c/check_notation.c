/* Position notation: round trips and clear rejections. */
#include <string.h>

#include "suites.h"
#include "teeko.h"

static void round_trip(const char *notation, uint32_t rules) {
    tb_position pos = position_of(&tb_teeko, notation, rules);
    char written[TB_TEXT_MAX];
    tb_teeko.format_position(&pos, written);
    ck_assert_str_eq(written, notation);
}

START_TEST(teeko_positions_round_trip) {
    round_trip("...../...../...../...../..... b", 0);
    round_trip("b..../...../...../...../..... w", 0);
    round_trip("..b../..bwb/..bw./.ww../..... w", 0);
    round_trip("bbb../....b/www../...../....w w", TEEKO_ADVANCED);
    round_trip("bbbb./www../...../...../..... w", 0); /* won: still a position */
}
END_TEST

START_TEST(teeko_start_position_is_the_initial_one) {
    tb_position parsed = position_of(&tb_teeko, "...../...../...../...../..... b", 0), initial;
    tb_teeko.initial(&initial, 0);
    ck_assert(memcmp(&parsed, &initial, sizeof parsed) == 0);
}
END_TEST

START_TEST(teeko_bad_text_is_rejected_with_a_reason) {
    notation_rejected(&tb_teeko, "", 0, "row a");
    notation_rejected(&tb_teeko, "..../...../...../...../..... b", 0, "row a has 4 cells");
    notation_rejected(&tb_teeko, "....../...../...../...../..... b", 0, "row a has more than 5");
    notation_rejected(&tb_teeko, "...../..x../...../...../..... b", 0, "'x' is not a cell");
    notation_rejected(&tb_teeko, "...../...../...../...../.....", 0, "row e");
    notation_rejected(&tb_teeko, "...../...../...../...../..... x", 0, "'b' or 'w'");
    notation_rejected(&tb_teeko, "...../...../...../...../..... bw", 0, "'b' or 'w'");
    notation_rejected(&tb_teeko, "...../...../...../...../..... B", 0, "'b' or 'w'");
    notation_rejected(&tb_teeko, "...../...../...../...../...../..... b", 0, "row e");
    notation_rejected(&tb_teeko, "bbbbb/...../...../...../..... w", 0, "more than 4");
    notation_rejected(&tb_teeko, "b..../...../...../...../..... b", 0, "cannot occur");
    notation_rejected(&tb_teeko, "bb.../w..../...../...../..... b", 0, "cannot occur");
    notation_rejected(&tb_teeko, "w..../...../...../...../..... b", 0, "cannot occur");
    notation_rejected(&tb_teeko, "bbbb./wwww./...../...../..... b", 0, "player to move already");
    /* The corners of the board win only in Advanced Teeko. */
    notation_rejected(&tb_teeko, "b...b/..w../.www./...../b...b b", TEEKO_ADVANCED,
                      "player to move already");
    round_trip("b...b/..w../.www./...../b...b b", 0);
}
END_TEST

Suite *notation_suite(void) {
    Suite *s = suite_create("notation");
    TCase *teeko = tcase_create("teeko");
    tcase_add_test(teeko, teeko_positions_round_trip);
    tcase_add_test(teeko, teeko_start_position_is_the_initial_one);
    tcase_add_test(teeko, teeko_bad_text_is_rejected_with_a_reason);
    suite_add_tcase(s, teeko);
    return s;
}
