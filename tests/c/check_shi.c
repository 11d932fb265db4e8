/* Shi's rules: the facts of reports/rules/shi.md, hand-made positions for
 * each rule, a cell-by-cell reference generator written independently of
 * the core's bitboards, the notation, and a match of the computer's
 * levels. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perft.h"
#include "players.h"
#include "search.h"
#include "shi.h"
#include "suites.h"

static tb_position start(void) {
    tb_position pos;
    tb_shi.initial(&pos, 0);
    return pos;
}

static tb_position shi(const char *notation) { return position_of(&tb_shi, notation, 0); }

static int move_count(const tb_position *pos) {
    tb_move_list list;
    tb_shi.generate(pos, &list);
    return list.count;
}

static int cell(int row, int col) { return SHI_SIDE * (row - 1) + col - 1; }

/* The jump attacks of the player to move, as a set of (from, to) pairs
 * packed into the core's move encoding and in the core's order. */
static int captures(const tb_position *pos, tb_move found[]) {
    tb_move_list list;
    int n = 0;
    tb_shi.generate(pos, &list);
    for (int i = 0; i < list.count; i++)
        if (shi_cell(pos, shi_move_to(list.moves[i])) != SHI_EMPTY) found[n++] = list.moves[i];
    return n;
}

/* The position's jump attacks are exactly `expected` (in term order). */
static void captures_are(const char *notation, const tb_move *expected, int n) {
    tb_position pos = shi(notation);
    tb_move found[TB_MAX_MOVES];
    int count = captures(&pos, found);
    ck_assert_msg(count == n, "%s: %d jump attacks, expected %d", notation, count, n);
    for (int i = 0; i < n; i++) ck_assert_uint_eq(found[i], expected[i]);
}

                 /* The reference: cell by cell. */

typedef struct reference {
    int count, plain, attacks;
    tb_move moves[TB_MAX_MOVES];
} reference;

static int compare_moves(const void *a, const void *b) {
    tb_move x = *(const tb_move *)a, y = *(const tb_move *)b;
    return (x > y) - (x < y);
}

/* The moves of `side` (SHI_SAMURAI or SHI_NINJA) by walking each line:
 * empty cells are plain moves until the first piece; if that piece is
 * friendly, the first piece after it is a target when it is an enemy. */
static reference reference_moves(const tb_position *pos, int side) {
    static const int steps[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                    {0, 1},   {1, -1}, {1, 0},  {1, 1}};
    reference r = {0, 0, 0, {0}};
    for (int from = 0; from < SHI_CELLS; from++) {
        if (shi_cell(pos, from) != side) continue;
        for (int d = 0; d < 8; d++) {
            int row = from / SHI_SIDE, col = from % SHI_SIDE, screens = 0;
            for (;;) {
                row += steps[d][0];
                col += steps[d][1];
                if (row < 0 || row >= SHI_SIDE || col < 0 || col >= SHI_SIDE) break;
                int to = SHI_SIDE * row + col, content = shi_cell(pos, to);
                if (content == SHI_EMPTY) {
                    if (screens == 0) r.moves[r.count++] = shi_move(from, to), r.plain++;
                } else if (content == side && screens == 0) {
                    screens = 1;
                } else {
                    if (content != side && screens == 1)
                        r.moves[r.count++] = shi_move(from, to), r.attacks++;
                    break;
                }
            }
        }
    }
    qsort(r.moves, (size_t)r.count, sizeof r.moves[0], compare_moves);
    return r;
}

static int pieces(const tb_position *pos, int side) {
    int n = 0;
    for (int i = 0; i < SHI_CELLS; i++) n += shi_cell(pos, i) == side;
    return n;
}

START_TEST(samurai_has_102_moves_at_the_start) {
    tb_position pos = start();
    tb_move_list list;
    char text[TB_TEXT_MAX];
    tb_shi.generate(&pos, &list);
    ck_assert_int_eq(list.count, 102);
    tb_shi.format_move(&pos, list.moves[0], text);
    ck_assert_str_eq(text, "move(8-1,2-1)");
    tb_shi.format_move(&pos, list.moves[101], text);
    ck_assert_str_eq(text, "move(8-8,7-8)");
    tb_move found[TB_MAX_MOVES];
    ck_assert_int_eq(captures(&pos, found), 0);
    ck_assert_uint_eq(tb_perft(&tb_shi, &pos, 1), 102);
    ck_assert_int_eq(tb_shi.status(&pos), TB_ONGOING);
}
END_TEST

/* One samurai attacker on 5-4 with a screen and a target along the four
 * lines, gaps of 0 to 2 cells before and after the screens. */
#define STRAIGHT_ATTACKS "n......./...n..../......../...s..../.nss.s.n/......../...s..../...n...."
/* The same for the four diagonals from 4-5. */
#define DIAGONAL_ATTACKS ".n.....n/..s...../.....s../....s.../.....s../..s...../.......n/n......n"

/* Samurai has just taken Ninja's fifth piece from last. */
#define WON_BY_SAMURAI "nnnn..../......../......../......../s......./s......./......../.sss.... n"

START_TEST(jump_attacks_in_all_eight_directions) {
    const tb_move straight[] = {shi_move(cell(5, 4), cell(2, 4)), shi_move(cell(5, 4), cell(5, 2)),
                                shi_move(cell(5, 4), cell(5, 8)), shi_move(cell(5, 4), cell(8, 4))};
    captures_are(STRAIGHT_ATTACKS " s", straight, 4);
    const tb_move diagonal[] = {shi_move(cell(4, 5), cell(1, 2)), shi_move(cell(4, 5), cell(1, 8)),
                                shi_move(cell(4, 5), cell(7, 8)), shi_move(cell(4, 5), cell(8, 1))};
    captures_are(DIAGONAL_ATTACKS " s", diagonal, 4);
}
END_TEST

/* The same positions with the colours swapped: Ninja attacks alike. */
static void swap_colours(char *text) {
    for (; *text; text++)
        if (*text == 's') *text = 'n';
        else if (*text == 'n') *text = 's';
}

START_TEST(ninja_attacks_alike) {
    char straight[TB_TEXT_MAX] = STRAIGHT_ATTACKS " s", diagonal[TB_TEXT_MAX] = DIAGONAL_ATTACKS " s";
    swap_colours(straight);
    swap_colours(diagonal);
    tb_move found[TB_MAX_MOVES];
    tb_position pos = shi(straight);
    ck_assert_int_eq(pos.to_move, 1);
    ck_assert_int_eq(captures(&pos, found), 4);
    ck_assert_uint_eq(found[0], shi_move(cell(5, 4), cell(2, 4)));
    pos = shi(diagonal);
    ck_assert_int_eq(captures(&pos, found), 4);
    ck_assert_uint_eq(found[3], shi_move(cell(4, 5), cell(8, 1)));
}
END_TEST

START_TEST(two_friendly_pieces_block_an_attack) {
    /* Row 4: s s s . n. Only the middle samurai attacks, over its neighbour. */
    tb_position pos = shi("nnnn..../......../......../sss.n.../...s..../..s...../......../s....... s");
    ck_assert(find_move(&tb_shi, &pos, "move(4-1,4-5)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(4-2,4-5)") != 0);
    /* The diagonal from 8-1: 6-3 and 5-4 stand before 4-5; 6-3 attacks. */
    ck_assert(find_move(&tb_shi, &pos, "move(8-1,4-5)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(6-3,4-5)") != 0);
}
END_TEST

START_TEST(an_enemy_first_blocks_an_attack) {
    /* Row 4: s n s n: no jumping over an enemy, nor taking it without a
     * screen; the samurai on 4-3 may take 4-2 or 4-4 only with a screen. */
    tb_position pos = shi("....nnn./......../......../snsn..../......../......../......../sssss... s");
    ck_assert(find_move(&tb_shi, &pos, "move(4-1,4-4)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(4-1,4-2)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(4-3,4-4)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(4-3,4-2)") == 0);
    tb_move found[TB_MAX_MOVES];
    ck_assert_int_eq(captures(&pos, found), 0);
}
END_TEST

START_TEST(no_jump_without_a_capture) {
    /* 6-1 has a screen on 5-1 and only empty cells behind it. */
    tb_position pos = shi(".nnnnn../......../......../......../s......./s......./......../ssss.... s");
    ck_assert(find_move(&tb_shi, &pos, "move(6-1,4-1)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(6-1,1-1)") == 0);
    ck_assert(find_move(&tb_shi, &pos, "move(5-1,1-1)") != 0);
    ck_assert(find_move(&tb_shi, &pos, "move(8-1,7-1)") != 0);
    ck_assert(find_move(&tb_shi, &pos, "move(8-1,6-1)") == 0);
    /* With the ninja of 1-1 on 4-1 instead, 6-1 takes it. */
    tb_position target = shi(".nnnn.../......../......../n......./s......./s......./......../ssss.... s");
    ck_assert(find_move(&tb_shi, &target, "move(6-1,4-1)") != 0);
}
END_TEST

START_TEST(a_capture_leaving_four_pieces_wins) {
    /* Ninja has 5 pieces; 7-1 takes 5-1 over the screen on 6-1. */
    tb_position win = shi("nnnn..../......../......../......../n......./s......./s......./.sss.... s");
    ck_assert_int_eq(tb_shi.status(&win), TB_ONGOING);
    tb_move take = find_move(&tb_shi, &win, "move(7-1,5-1)");
    ck_assert(take != 0);
    tb_shi.apply(&win, take);
    ck_assert_int_eq(tb_shi.status(&win), TB_WIN_FIRST);
    ck_assert_int_eq(move_count(&win), 0);
    ck_assert_int_eq(tb_shi.evaluate(&win, 0), TB_WIN_SCORE);
    ck_assert_int_eq(tb_shi.evaluate(&win, 1), -TB_WIN_SCORE);
    char text[TB_TEXT_MAX];
    tb_shi.format_position(&win, text);
    ck_assert_str_eq(text, WON_BY_SAMURAI);
}
END_TEST

START_TEST(a_capture_leaving_five_does_not_win) {
    tb_position pos = shi("nnnnn.../......../......../......../n......./s......./s......./.sss.... s");
    tb_shi.apply(&pos, find_move(&tb_shi, &pos, "move(7-1,5-1)"));
    ck_assert_int_eq(tb_shi.status(&pos), TB_ONGOING);
    ck_assert_int_gt(move_count(&pos), 0);
}
END_TEST

START_TEST(a_player_without_moves_loses) {
    tb_position pos = shi("nnnnnnnn/ssssssss/......../......../......../......../......../........ n");
    ck_assert_int_eq(tb_shi.status(&pos), TB_WIN_FIRST);
    ck_assert_int_eq(move_count(&pos), 0);
    ck_assert_int_eq(tb_shi.evaluate(&pos, 0), TB_WIN_SCORE);
    tb_position samurai_to_move =
        shi("nnnnnnnn/ssssssss/......../......../......../......../......../........ s");
    ck_assert_int_eq(tb_shi.status(&samurai_to_move), TB_ONGOING);
}
END_TEST

/* Random games from the start: on every position the core's moves are the
 * reference's, so no slide wraps round an edge, and the evaluation is
 * the weighted difference of the reference's counts plus the capture the
 * player to move threatens. */
START_TEST(moves_and_evaluation_agree_with_the_reference) {
    tb_rng rng = tb_rng_seeded(42);
    int positions = 0;
    for (int game = 0; game < 150; game++) {
        tb_position pos = start();
        for (int ply = 0; ply < 120 && tb_shi.status(&pos) == TB_ONGOING; ply++, positions++) {
            tb_move_list list;
            tb_shi.generate(&pos, &list);
            reference r = reference_moves(&pos, pos.to_move ? SHI_NINJA : SHI_SAMURAI);
            /* One assertion per position: Check writes down every assertion
             * that passes, which made this test slow, under Valgrind most. */
            ck_assert_msg(list.count == r.count &&
                              memcmp(list.moves, r.moves, sizeof r.moves[0] * (size_t)r.count) == 0,
                          "position %d: the moves differ from the reference's", positions);
            reference s = reference_moves(&pos, SHI_SAMURAI), n = reference_moves(&pos, SHI_NINJA);
            int value = SHI_PIECE * (pieces(&pos, SHI_SAMURAI) - pieces(&pos, SHI_NINJA)) +
                        SHI_ATTACK * (s.attacks - n.attacks) + SHI_MOBILITY * (s.plain - n.plain);
            /* The player to move with a jump attack takes a piece, or wins. */
            int waiting = pieces(&pos, pos.to_move ? SHI_SAMURAI : SHI_NINJA);
            int threat = (pos.to_move ? n : s).attacks == 0 ? 0
                         : waiting == SHI_BEATEN + 1        ? 10000
                                                            : 800;
            value += pos.to_move ? -threat : threat;
            ck_assert_msg(tb_shi.evaluate(&pos, 0) == value && tb_shi.evaluate(&pos, 1) == -value,
                          "position %d: evaluation %d/%d, the reference's %d", positions,
                          tb_shi.evaluate(&pos, 0), tb_shi.evaluate(&pos, 1), value);
            tb_shi.apply(&pos, list.moves[tb_rng_below(&rng, (uint32_t)list.count)]);
        }
    }
    ck_assert_int_gt(positions, 10000);
}
END_TEST

START_TEST(zobrist_key_follows_every_move) {
    tb_rng rng = tb_rng_seeded(3);
    tb_position pos = start();
    for (int ply = 0; ply < 200 && tb_shi.status(&pos) == TB_ONGOING; ply++) {
        tb_move_list list;
        tb_shi.generate(&pos, &list);
        tb_shi.apply(&pos, list.moves[tb_rng_below(&rng, (uint32_t)list.count)]);
        char text[TB_TEXT_MAX];
        tb_shi.format_position(&pos, text);
        tb_position fresh = shi(text);
        ck_assert_uint_eq(tb_shi.hash(&pos), tb_shi.hash(&fresh));
    }
    tb_position samurai = start();
    tb_position ninja = shi("nnnnnnnn/......../......../......../......../......../......../ssssssss n");
    ck_assert_uint_ne(tb_shi.hash(&samurai), tb_shi.hash(&ninja));
}
END_TEST

/* The search's null move hands the turn over and nothing else: the
 * position and key are those of the same board with the other player to
 * move. */
START_TEST(the_null_move_only_hands_over_the_turn) {
    static const char *boards[] = {
        "nnnnnnnn/......../......../......../......../......../......../ssssssss s",
        "n..n..n./.n...s../......../..n.s.../......../......s./.s...n../s.s..s.. n",
    };
    for (int i = 0; i < 2; i++) {
        tb_position pos = shi(boards[i]);
        tb_shi.pass(&pos);
        char expected[TB_TEXT_MAX], text[TB_TEXT_MAX];
        snprintf(expected, sizeof expected, "%s", boards[i]);
        char *side = expected + strlen(expected) - 1;
        *side = *side == 's' ? 'n' : 's';
        tb_shi.format_position(&pos, text);
        ck_assert_str_eq(text, expected);
        tb_position fresh = shi(expected);
        ck_assert_uint_eq(tb_shi.hash(&pos), tb_shi.hash(&fresh));
    }
}
END_TEST

START_TEST(start_evaluation_is_even) {
    tb_position pos = start();
    ck_assert_int_eq(tb_shi.evaluate(&pos, 0), 0);
    ck_assert_int_eq(tb_shi.evaluate(&pos, 1), 0);
}
END_TEST

                 /* Notation */

START_TEST(notation_round_trips) {
    const char *texts[] = {
        "nnnnnnnn/......../......../......../......../......../......../ssssssss s",
        STRAIGHT_ATTACKS " s", DIAGONAL_ATTACKS " n",
        WON_BY_SAMURAI,
    };
    for (int i = 0; i < 4; i++) {
        tb_position pos = shi(texts[i]);
        char written[TB_TEXT_MAX];
        tb_shi.format_position(&pos, written);
        ck_assert_str_eq(written, texts[i]);
    }
    tb_position parsed = shi(texts[0]), initial = start();
    ck_assert(memcmp(&parsed, &initial, sizeof parsed) == 0);
}
END_TEST

START_TEST(bad_notation_is_rejected_with_a_reason) {
    notation_rejected(&tb_shi, "", 0, "row 1 has 0 cells");
    notation_rejected(&tb_shi, "nnnnnnn/......../......../......../......../......../......../ssssssss s", 0, "row 1 has 7 cells");
    notation_rejected(&tb_shi, "nnnnnnnnn/......../......../......../......../......../......../ssssssss s", 0, "row 1 has more than 8");
    notation_rejected(&tb_shi, "nnnnnnnn/...x..../......../......../......../......../......../ssssssss s", 0, "'x' is not a cell");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss", 0, "row 8");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss/ s", 0, "row 8");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss x", 0, "'s' or 'n'");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss sn", 0, "'s' or 'n'");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss S", 0, "'s' or 'n'");
}
END_TEST

START_TEST(impossible_positions_are_rejected) {
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../.......s/ssssssss s", 0, "more than an army");
    notation_rejected(&tb_shi, "nnnnnnnn/n......./......../......../......../......../......../ssssssss n", 0, "more than an army");
    notation_rejected(&tb_shi, "nnn...../......../......../......../......../......../......../ssssssss s", 0, "down to 4");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../sss..... n", 0, "down to 4");
    notation_rejected(&tb_shi, "nnnn..../......../......../......../......../......../......../ssssssss s", 0, "ended before");
    notation_rejected(&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssss.... n", 0, "ended before");
    /* The player to move may be the one down to 4: the game is over. */
    tb_position over = shi("nnnn..../......../......../......../......../......../......../ssssssss n");
    ck_assert_int_eq(tb_shi.status(&over), TB_WIN_FIRST);
}
END_TEST

                 /* The computer's levels */

typedef enum outcome { SEARCH_WON, GREEDY_WON, DRAWN } outcome;

/* Plays one game: the search (fixed depth) against the greedy player,
 * the search playing `search_side`. Threefold repetition or 200 plies
 * end it in a draw. */
static outcome search_against_greedy(int search_side, uint64_t seed) {
    tb_position pos = start();
    tb_rng rng = tb_rng_seeded(seed);
    uint64_t seen[201];
    for (int ply = 0; ply < 200; ply++) {
        tb_status status = tb_shi.status(&pos);
        if (status != TB_ONGOING) return (status == TB_WIN_FIRST) == (search_side == 0) ? SEARCH_WON : GREEDY_WON;
        int repeats = 0;
        seen[ply] = tb_shi.hash(&pos);
        for (int i = 0; i < ply; i++) repeats += seen[i] == seen[ply];
        if (repeats >= 2) return DRAWN;
        tb_move move;
        if (pos.to_move == search_side) {
            tb_search_limits limits = {.max_depth = 3, .seed = seed + (uint64_t)ply, .table_bits = 16};
            tb_search_result result;
            ck_assert(tb_search(&tb_shi, &pos, &limits, &result));
            move = result.best;
        } else {
            int value;
            move = tb_choose_greedy(&tb_shi, &pos, &rng, &value);
        }
        tb_shi.apply(&pos, move);
    }
    return DRAWN;
}

START_TEST(search_beats_greedy) {
    int won = 0, lost = 0;
    for (int game = 0; game < 6; game++) {
        outcome o = search_against_greedy(game % 2, 100 + (uint64_t)game);
        won += o == SEARCH_WON;
        lost += o == GREEDY_WON;
    }
    ck_assert_msg(won >= 5 && lost == 0, "search won %d and lost %d of 6", won, lost);
}
END_TEST

Suite *shi_suite(void) {
    Suite *s = suite_create("shi");
    TCase *rules = tcase_create("rules");
    tcase_set_timeout(rules, 120);
    tcase_add_test(rules, samurai_has_102_moves_at_the_start);
    tcase_add_test(rules, jump_attacks_in_all_eight_directions);
    tcase_add_test(rules, ninja_attacks_alike);
    tcase_add_test(rules, two_friendly_pieces_block_an_attack);
    tcase_add_test(rules, an_enemy_first_blocks_an_attack);
    tcase_add_test(rules, no_jump_without_a_capture);
    tcase_add_test(rules, a_capture_leaving_four_pieces_wins);
    tcase_add_test(rules, a_capture_leaving_five_does_not_win);
    tcase_add_test(rules, a_player_without_moves_loses);
    tcase_add_test(rules, moves_and_evaluation_agree_with_the_reference);
    tcase_add_test(rules, zobrist_key_follows_every_move);
    tcase_add_test(rules, the_null_move_only_hands_over_the_turn);
    tcase_add_test(rules, start_evaluation_is_even);
    suite_add_tcase(s, rules);
    TCase *notation = tcase_create("notation");
    tcase_add_test(notation, notation_round_trips);
    tcase_add_test(notation, bad_notation_is_rejected_with_a_reason);
    tcase_add_test(notation, impossible_positions_are_rejected);
    suite_add_tcase(s, notation);
    TCase *levels = tcase_create("levels");
    tcase_set_timeout(levels, 300);
    tcase_add_test(levels, search_beats_greedy);
    suite_add_tcase(s, levels);
    return s;
}
