/* Shakti's rules: the facts of reports/rules/shakti.md, hand-made
 * positions for each rule, the notation, and the computer levels. */
#include <string.h>

#include "perft.h"
#include "players.h"
#include "search.h"
#include "shakti.h"
#include "suites.h"

static tb_position start(uint32_t rules) {
    tb_position pos;
    tb_shakti.initial(&pos, rules);
    return pos;
}

static tb_position at(const char *notation) { return position_of(&tb_shakti, notation, 0); }

/* The legal moves written as terms, separated by spaces. */
static void moves_text(const tb_position *pos, char *out, size_t size) {
    tb_move_list list;
    char written[TB_TEXT_MAX];
    tb_shakti.generate(pos, &list);
    out[0] = '\0';
    for (int i = 0; i < list.count; i++) {
        tb_shakti.format_move(pos, list.moves[i], written);
        if (i) strncat(out, " ", size - strlen(out) - 1);
        strncat(out, written, size - strlen(out) - 1);
    }
}

static void has_moves(const char *notation, const char *expected) {
    tb_position pos = at(notation);
    char text[4096];
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text, expected);
}

static int is_legal(const char *notation, const char *move) {
    tb_position pos = at(notation);
    return find_move(&tb_shakti, &pos, move) != 0;
}

/* The notation after playing the legal move `move`. */
static void after(const char *notation, const char *move, const char *expected) {
    tb_position pos = at(notation);
    tb_move m = find_move(&tb_shakti, &pos, move);
    char text[TB_TEXT_MAX];
    ck_assert_msg(m != 0, "%s is not legal in %s", move, notation);
    tb_shakti.apply(&pos, m);
    tb_shakti.format_position(&pos, text);
    ck_assert_str_eq(text, expected);
}

START_TEST(white_has_26_first_moves_in_term_order) {
    tb_position pos = start(0);
    char text[4096];
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text,
                     "move(b2,a2) move(b2,a3) move(b2,b1) move(b2,b3) move(b2,b4) "
                     "move(b2,c1) move(b2,c2) move(b2,c3) move(b2,d4) "
                     "move(d2,c1) move(d2,c2) move(d2,c3) move(d2,d1) move(d2,d3) "
                     "move(d2,e1) move(d2,e2) move(d2,e3) "
                     "move(f2,d4) move(f2,e1) move(f2,e2) move(f2,e3) move(f2,f1) "
                     "move(f2,f3) move(f2,f4) move(f2,g2) move(f2,g3)");
}
END_TEST

START_TEST(full_board_gives_28_first_moves) {
    tb_position pos = start(SHAKTI_FULL_BOARD);
    ck_assert_uint_eq(tb_perft(&tb_shakti, &pos, 1), 28);
    ck_assert(find_move(&tb_shakti, &pos, "move(b2,a1)") != 0);
    ck_assert(find_move(&tb_shakti, &pos, "move(f2,g1)") != 0);
    char text[TB_TEXT_MAX];
    tb_shakti.format_position(&pos, text);
    ck_assert_str_eq(text, "......./.w.k.w./......./......./......./.W.K.W./....... w");
}
END_TEST

/* Depth 3 agrees with the pure-Prolog rules (tests/cross_check/run.pl). */
START_TEST(perft_from_the_start) {
    static const uint64_t standard[] = {1, 26, 660, 16535};
    static const uint64_t full[] = {1, 28, 768, 20445};
    tb_position pos = start(0), full_pos = start(SHAKTI_FULL_BOARD);
    for (int depth = 1; depth <= 3; depth++) {
        ck_assert_uint_eq(tb_perft(&tb_shakti, &pos, depth), standard[depth]);
        ck_assert_uint_eq(tb_perft(&tb_shakti, &full_pos, depth), full[depth]);
    }
}
END_TEST

/* White King d2, Black Warrior d5; d3 and d4 holes, or d4 a tile. */
#define ACROSS_HOLES "x.....x/...k.../...w.../...x.../...x.../...K.../x.....x w"
#define BLOCKED_BY_A_TILE "x.....x/...k.../...w.../......./...x.../...K.../x.....x w"

START_TEST(check_is_given_across_holes_and_blocked_by_a_tile) {
    tb_position checked = at(ACROSS_HOLES), blocked = at(BLOCKED_BY_A_TILE);
    ck_assert(shakti_in_check(&checked, 0));
    ck_assert(!shakti_in_check(&blocked, 0));
    ck_assert(!shakti_in_check(&checked, 1));
    /* An adjacent enemy Warrior always gives check. */
    tb_position adjacent = at("x.....x/k....../......./......./...w.../...K.../x.....x w");
    ck_assert(shakti_in_check(&adjacent, 0));
}
END_TEST

START_TEST(a_king_in_check_steps_to_adjacent_tiles_only) {
    /* Not the hole d3, not the Warrior d5 seen across the holes. */
    has_moves(ACROSS_HOLES, "move(d2,c1) move(d2,c2) move(d2,c3) move(d2,d1) move(d2,e1) "
                            "move(d2,e2) move(d2,e3)");
}
END_TEST

START_TEST(a_king_not_in_check_passes_over_holes_but_not_into_check) {
    /* d4, seen across the hole d3, is next to the Warrior d5. */
    ck_assert(!is_legal(BLOCKED_BY_A_TILE, "move(d2,d4)"));
    /* With the Warrior on d6 instead, d4 is safe and reached over d3. */
    has_moves("x.....x/k..w.../......./......./...x.../...K.../x.....x w",
              "move(d2,c1) move(d2,c2) move(d2,c3) move(d2,d1) move(d2,d4) move(d2,e1) "
              "move(d2,e2) move(d2,e3)");
}
END_TEST

/* White King d2 in check from the Black Warrior d3; the Warrior d5
 * protects d3 across the hole d4, or is blocked by the tile d4. */
#define UNPROTECTED "x.....x/k....../...w.../......./...w.../...K.../x.....x w"
#define PROTECTED "x.....x/k....../...w.../...x.../...w.../...K.../x.....x w"

START_TEST(a_king_in_check_takes_an_unprotected_warrior_only) {
    has_moves(UNPROTECTED, "move(d2,c1) move(d2,d1) move(d2,d3) move(d2,e1)");
    after(UNPROTECTED, "move(d2,d3)", "x.....x/k....../...w.../......./...K.../......./x.....x b");
    has_moves(PROTECTED, "move(d2,c1) move(d2,d1) move(d2,e1)");
}
END_TEST

START_TEST(kings_may_never_face_each_other) {
    /* c2 to d3 would face the King d6 across the holes d4 and d5. */
    const char *facing = "x.....x/...k.../...x.../...x.../......./..K..../x.....x w";
    ck_assert(!is_legal(facing, "move(c2,d3)"));
    ck_assert(is_legal(facing, "move(c2,c3)"));
    /* The jump c2-e2 would remove d2, the only tile between the Kings. */
    const char *jump = "x..k..x/...x.../...x.../...x.../...x.../..W..../x..K..x w";
    ck_assert(!is_legal(jump, "move(c2,e2)"));
    ck_assert(is_legal(jump, "move(c2,d2)"));
    /* A position where they face cannot arise. */
    notation_rejected(&tb_shakti, "x.....x/...k.../...x.../...x.../...x.../...K.../x.....x w", 0,
                      "face");
}
END_TEST

START_TEST(a_jump_is_illegal_when_its_new_hole_exposes_the_king) {
    /* c3-e3 would remove d3, the tile between the King d2 and d4. */
    const char *exposed = "x.....x/......k/......./...w.../..W..../...K.../x.....x w";
    ck_assert(!is_legal(exposed, "move(c3,e3)"));
    ck_assert(is_legal(exposed, "move(c3,d3)"));
    ck_assert(is_legal(exposed, "move(c3,a3)"));
}
END_TEST

START_TEST(warriors_step_and_jump_over_holes_removing_the_jumped_tile) {
    /* b2 sees b4 across the hole b3: it steps to b4 or jumps to b5. */
    const char *pos = "x.....x/...k.../......./......./.x...../.W.K.../x.....x w";
    ck_assert(is_legal(pos, "move(b2,b4)"));
    after(pos, "move(b2,b5)", "x.....x/...k.../.W...../.x...../.x...../...K.../x.....x b");
    /* No jump when the first tile seen holds a piece, or the second does. */
    ck_assert(!is_legal(pos, "move(b2,e2)"));
    ck_assert(!is_legal("x.....x/.w.k.../......./......./......./.W.K.../x.....x w",
                        "move(b2,d4)") == 0);
    ck_assert(!is_legal("x.....x/...k.../......./...w.../......./.W.K.../x.....x w",
                        "move(b2,d4)"));
}
END_TEST

/* White's King d4 sees only holes: it cannot move, and is not in check. */
#define MUST_PASS "x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x w"

START_TEST(a_player_who_cannot_move_passes) {
    has_moves(MUST_PASS, "pass");
    tb_position pos = at(MUST_PASS);
    ck_assert_int_eq(tb_shakti.status(&pos), TB_ONGOING);
    after(MUST_PASS, "pass", "x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x b");
    tb_shakti.apply(&pos, SHAKTI_PASS);
    ck_assert(find_move(&tb_shakti, &pos, "move(b1,b3)") != 0);
    ck_assert(find_move(&tb_shakti, &pos, "pass") == 0);
}
END_TEST

START_TEST(the_game_is_drawn_when_neither_player_can_move) {
    tb_position pos = at("xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w");
    ck_assert_int_eq(tb_shakti.status(&pos), TB_DRAW);
    has_moves("xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w", "");
    ck_assert_int_eq(tb_shakti.evaluate(&pos, 0), 0);
}
END_TEST

/* White's King d4, in check from d6 across the hole d5, has no tile around. */
#define CHECKMATE "x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w"

START_TEST(checkmate_loses) {
    tb_position pos = at(CHECKMATE);
    ck_assert(shakti_in_check(&pos, 0));
    ck_assert_int_eq(tb_shakti.status(&pos), TB_WIN_SECOND);
    has_moves(CHECKMATE, "");
    ck_assert_int_eq(tb_shakti.evaluate(&pos, 0), -TB_WIN_SCORE);
    ck_assert_int_eq(tb_shakti.evaluate(&pos, 1), TB_WIN_SCORE);
    /* With a tile on c3 the King escapes there: no mate. */
    tb_position escape = at("x.....x/...w.../..xxx../..xKx../...xx../......./xk....x w");
    ck_assert_int_eq(tb_shakti.status(&escape), TB_ONGOING);
}
END_TEST

START_TEST(impossible_positions_are_rejected) {
    static const char *const bad[][2] = {
        {"x.....x/.w...w./......./......./......./.W.K.W./x.....x w", "black has 0 Kings"},
        {"x.....x/.w.k.k./......./......./......./.W.K.W./x.....x w", "black has 2 Kings"},
        {"x.....x/ww.k.w./......./......./......./.W.K.W./x.....x w", "3 Warriors"},
        {"x.....x/...k.../...w.../...x.../...x.../...K.../x.....x b", "white, who has just moved, is in check"},
        {"x.....x/...k.../...x.../...x.../...x.../...K.../x.....x b", "face"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        notation_rejected(&tb_shakti, bad[i][0], 0, bad[i][1]);
}
END_TEST

START_TEST(notation_round_trips_and_rejects_bad_text) {
    static const char *const good[] = {
        "x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w",
        "......./.w.k.w./......./......./......./.W.K.W./....... b",
        MUST_PASS, CHECKMATE, UNPROTECTED,
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        tb_position pos = at(good[i]);
        char text[TB_TEXT_MAX];
        tb_shakti.format_position(&pos, text);
        ck_assert_str_eq(text, good[i]);
    }
    static const char *const bad[][2] = {
        {"", "row 7 has 0 cells"},
        {"x....x/.w.k.w./......./......./......./.W.K.W./x.....x w", "row 7 has 6 cells"},
        {"x......x/.w.k.w./......./......./......./.W.K.W./x.....x w", "row 7 has more"},
        {"x.....x/.w.k.w./...q.../......./......./.W.K.W./x.....x w", "'q' is not a cell"},
        {"x.....x/.w.k.w./......./......./......./.W.K.W./x.....x", "row 1"},
        {"x.....x/.w.k.w./......./......./......./.W.K.W./x.....x W", "'w' or 'b'"},
        {"x.....x/.w.k.w./......./......./......./.W.K.W./x.....x wb", "'w' or 'b'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        notation_rejected(&tb_shakti, bad[i][0], 0, bad[i][1]);
}
END_TEST

START_TEST(the_start_notation_is_the_initial_position) {
    tb_position parsed = at("x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w");
    tb_position initial = start(0);
    ck_assert(memcmp(&parsed, &initial, sizeof parsed) == 0);
}
END_TEST

START_TEST(zobrist_key_follows_every_move) {
    tb_position pos = start(SHAKTI_FULL_BOARD);
    for (int ply = 0; ply < 80 && tb_shakti.status(&pos) == TB_ONGOING; ply++) {
        tb_move_list list;
        tb_shakti.generate(&pos, &list);
        tb_shakti.apply(&pos, list.moves[(ply * 7) % list.count]);
        char text[TB_TEXT_MAX];
        tb_shakti.format_position(&pos, text);
        tb_position fresh = position_of(&tb_shakti, text, SHAKTI_FULL_BOARD);
        ck_assert_uint_eq(tb_shakti.hash(&pos), tb_shakti.hash(&fresh));
    }
    tb_position pass = at(MUST_PASS);
    uint64_t before = tb_shakti.hash(&pass);
    tb_shakti.apply(&pass, SHAKTI_PASS);
    ck_assert_uint_ne(tb_shakti.hash(&pass), before);
}
END_TEST

START_TEST(evaluation_weighs_warriors_escapes_closeness_and_check) {
    tb_position pos = start(0);
    ck_assert_int_eq(tb_shakti.evaluate(&pos, 0), 0);
    ck_assert_int_eq(tb_shakti.evaluate(&pos, 1), 0);
    /* White: no Warrior, 7 tiles around the King d2 (d3 is a hole), in
     * check: 70 - 25.  Black: the Warrior d5, at distance 3 from d2, and 7
     * tiles around the King d6 that d5 does not hold: 100 + 2 * 4 + 70. */
    tb_position checked = at(ACROSS_HOLES);
    ck_assert_int_eq(tb_shakti.evaluate(&checked, 0), 45 - 178);
    ck_assert_int_eq(tb_shakti.evaluate(&checked, 1), 178 - 45);
}
END_TEST

/* One game, level 3 (search to depth 3) against level 2 (greedy);
 * returns 1 if level 3 wins, -1 if it loses, 0 for a draw (threefold
 * repetition, the rules, or 200 plies). */
static int level_3_against_level_2(int level_3_player, uint64_t seed) {
    tb_position pos = start(0);
    tb_rng rng = tb_rng_seeded(seed);
    uint64_t seen[200];
    for (int ply = 0; ply < 200; ply++) {
        tb_status status = tb_shakti.status(&pos);
        if (status == TB_DRAW) return 0;
        if (status != TB_ONGOING) return (status == TB_WIN_FIRST) == (level_3_player == 0) ? 1 : -1;
        int repeats = 0;
        for (int i = 0; i < ply; i++) repeats += seen[i] == tb_shakti.hash(&pos);
        if (repeats == 2) return 0;
        seen[ply] = tb_shakti.hash(&pos);
        tb_move move;
        if (pos.to_move == level_3_player) {
            tb_search_limits limits = {.max_depth = 3, .seed = seed + (uint64_t)ply, .table_bits = 16};
            tb_search_result result;
            ck_assert(tb_search(&tb_shakti, &pos, &limits, &result));
            move = result.best;
        } else {
            int value;
            move = tb_choose_greedy(&tb_shakti, &pos, &rng, &value);
        }
        ck_assert(tb_is_legal(&tb_shakti, &pos, move));
        tb_shakti.apply(&pos, move);
    }
    return 0;
}

START_TEST(level_3_beats_level_2) {
    int wins = 0, losses = 0;
    for (uint64_t game = 0; game < 6; game++) {
        int result = level_3_against_level_2((int)(game % 2), game);
        wins += result > 0;
        losses += result < 0;
    }
    ck_assert_int_eq(losses, 0);
    ck_assert_int_ge(wins, 4);
}
END_TEST

/* White mates in 5 plies with checks: e2-e5 and two more. The search
 * looks one ply further where Black is in check, so depth 4 sees the
 * mate (it took depth 5 without the check extension). */
START_TEST(search_sees_a_mate_of_checks_beyond_its_depth) {
    tb_position pos = at("x.....x/k.W..../..x..x./....xw./w.x..../..x.W../x....Kx w");
    tb_search_limits limits = {.max_depth = 4, .seed = 1, .table_bits = 16};
    tb_search_result result;
    ck_assert(tb_search(&tb_shakti, &pos, &limits, &result));
    ck_assert_int_eq(result.score, TB_WIN_SCORE - 5);
    char text[TB_TEXT_MAX];
    tb_shakti.format_move(&pos, result.best, text);
    ck_assert_str_eq(text, "move(e2,e5)");
}
END_TEST

Suite *shakti_suite(void) {
    Suite *s = suite_create("shakti");
    TCase *rules = tcase_create("rules");
    tcase_add_test(rules, white_has_26_first_moves_in_term_order);
    tcase_add_test(rules, full_board_gives_28_first_moves);
    tcase_add_test(rules, perft_from_the_start);
    tcase_add_test(rules, check_is_given_across_holes_and_blocked_by_a_tile);
    tcase_add_test(rules, a_king_in_check_steps_to_adjacent_tiles_only);
    tcase_add_test(rules, a_king_not_in_check_passes_over_holes_but_not_into_check);
    tcase_add_test(rules, a_king_in_check_takes_an_unprotected_warrior_only);
    tcase_add_test(rules, kings_may_never_face_each_other);
    tcase_add_test(rules, a_jump_is_illegal_when_its_new_hole_exposes_the_king);
    tcase_add_test(rules, warriors_step_and_jump_over_holes_removing_the_jumped_tile);
    tcase_add_test(rules, a_player_who_cannot_move_passes);
    tcase_add_test(rules, the_game_is_drawn_when_neither_player_can_move);
    tcase_add_test(rules, checkmate_loses);
    tcase_add_test(rules, impossible_positions_are_rejected);
    suite_add_tcase(s, rules);
    TCase *terms = tcase_create("notation");
    tcase_add_test(terms, notation_round_trips_and_rejects_bad_text);
    tcase_add_test(terms, the_start_notation_is_the_initial_position);
    tcase_add_test(terms, zobrist_key_follows_every_move);
    suite_add_tcase(s, terms);
    TCase *play = tcase_create("play");
    tcase_set_timeout(play, 120);
    tcase_add_test(play, evaluation_weighs_warriors_escapes_closeness_and_check);
    tcase_add_test(play, level_3_beats_level_2);
    tcase_add_test(play, search_sees_a_mate_of_checks_beyond_its_depth);
    suite_add_tcase(s, play);
    return s;
}
