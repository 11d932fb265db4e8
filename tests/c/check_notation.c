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

/* The text is rejected and the message mentions `words`. */
static void rejected(const char *notation, uint32_t rules, const char *words) {
    tb_position pos;
    tb_error err = {{0}};
    ck_assert_msg(!tb_teeko.parse_position(notation, rules, &pos, &err),
                  "'%s' was accepted", notation);
    ck_assert_msg(strstr(err.message, words) != NULL, "'%s': message '%s' lacks '%s'",
                  notation, err.message, words);
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
    rejected("", 0, "row a");
    rejected("..../...../...../...../..... b", 0, "row a has 4 cells");
    rejected("....../...../...../...../..... b", 0, "row a has more than 5");
    rejected("...../..x../...../...../..... b", 0, "'x' is not a cell");
    rejected("...../...../...../...../.....", 0, "row e");
    rejected("...../...../...../...../..... x", 0, "'b' or 'w'");
    rejected("...../...../...../...../..... bw", 0, "'b' or 'w'");
    rejected("...../...../...../...../..... B", 0, "'b' or 'w'");
    rejected("...../...../...../...../...../..... b", 0, "row e");
    rejected("bbbbb/...../...../...../..... w", 0, "more than 4");
    rejected("b..../...../...../...../..... b", 0, "cannot occur");
    rejected("bb.../w..../...../...../..... b", 0, "cannot occur");
    rejected("w..../...../...../...../..... b", 0, "cannot occur");
    rejected("bbbb./wwww./...../...../..... b", 0, "player to move already");
    /* The corners of the board win only in Advanced Teeko. */
    rejected("b...b/..w../.www./...../b...b b", TEEKO_ADVANCED, "player to move already");
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
