/* The game-independent search and players, exercised on Teeko (node
 * counts on one position of every game). */
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "perft.h"
#include "players.h"
#include "search.h"
#include "suites.h"
#include "echek.h"
#include "shakti.h"
#include "shi.h"
#include "teeko.h"

static tb_search_result search(const tb_position *pos, int depth, uint64_t seed) {
    tb_search_limits limits = {.max_depth = depth, .seed = seed, .table_bits = 16};
    tb_search_result result;
    ck_assert(tb_search(&tb_teeko, pos, &limits, &result));
    return result;
}

/* After `move`, every reply of the opponent allows an immediate win. */
static int forces_win_in_three(const tb_position *pos, tb_move move) {
    tb_position after = *pos;
    tb_teeko.apply(&after, move);
    tb_move_list replies;
    tb_teeko.generate(&after, &replies);
    if (replies.count == 0) return 0;
    for (int i = 0; i < replies.count; i++) {
        tb_position reply = after;
        tb_teeko.apply(&reply, replies.moves[i]);
        tb_move_list wins;
        tb_teeko.generate(&reply, &wins);
        int can_win = 0;
        for (int j = 0; j < wins.count && !can_win; j++) {
            tb_position end = reply;
            tb_teeko.apply(&end, wins.moves[j]);
            can_win = tb_teeko.status(&end) == (pos->to_move ? TB_WIN_SECOND : TB_WIN_FIRST);
        }
        if (!can_win) return 0;
    }
    return 1;
}

START_TEST(search_takes_a_win_in_one) {
    tb_position pos = position_of(&tb_teeko, "bbb../....b/www../...../....w b", 0);
    for (int depth = 1; depth <= 5; depth++) {
        tb_search_result r = search(&pos, depth, 1);
        ck_assert_uint_eq(r.best, teeko_step(9, 3)); /* b5 to a4 */
        ck_assert_int_eq(r.score, TB_WIN_SCORE - 1);
        ck_assert_int_eq(tb_score_plies(r.score), 1);
    }
}
END_TEST

/* The principal variation starts with the best move, is legal move after
 * move, no longer than the depth reached, and ends at a win it proves. */
START_TEST(search_line_is_legal_and_ends_at_the_win) {
    tb_position pos = position_of(&tb_teeko, "...../.bb../...../...../w...w b", 0);
    tb_search_result r = search(&pos, 5, 1);
    ck_assert_int_ge(r.line_length, 1);
    ck_assert_int_le(r.line_length, r.depth);
    ck_assert_uint_eq(r.line[0], r.best);
    tb_position at = pos;
    for (int i = 0; i < r.line_length; i++) {
        ck_assert(tb_is_legal(&tb_teeko, &at, r.line[i]));
        tb_teeko.apply(&at, r.line[i]);
    }
    ck_assert_int_eq(tb_score_plies(r.score), 3);
    ck_assert_int_eq(r.line_length, 3);
    ck_assert_int_eq(tb_teeko.status(&at), TB_WIN_FIRST);
    /* Every game: a line of legal moves from its start. */
    const tb_game *games[] = {&tb_teeko, &tb_shi, &tb_shakti, &tb_echek};
    for (int g = 0; g < 4; g++) {
        tb_position start;
        games[g]->initial(&start, 0);
        tb_search_limits limits = {.max_depth = 4, .seed = 7, .table_bits = 16};
        tb_search_result line;
        ck_assert(tb_search(games[g], &start, &limits, &line));
        ck_assert_int_ge(line.line_length, 1);
        ck_assert_int_le(line.line_length, line.depth);
        ck_assert_uint_eq(line.line[0], line.best);
        for (int i = 0; i < line.line_length; i++) {
            ck_assert(tb_is_legal(games[g], &start, line.line[i]));
            games[g]->apply(&start, line.line[i]);
        }
    }
}
END_TEST

START_TEST(search_finds_a_forced_win_in_three) {
    /* Black holds b2 and b3 and drops a third marker with a double threat. */
    tb_position pos = position_of(&tb_teeko, "...../.bb../...../...../w...w b", 0);
    tb_search_result r = search(&pos, 5, 7);
    ck_assert_int_eq(r.score, TB_WIN_SCORE - 3);
    ck_assert(forces_win_in_three(&pos, r.best));
}
END_TEST

START_TEST(search_blocks_a_win_in_one) {
    /* White holds a1-a3 and wins on a4 unless Black drops there first. */
    tb_position pos = position_of(&tb_teeko, "www../b..../...../...b./..b.. b", 0);
    tb_search_result r = search(&pos, 4, 3);
    ck_assert_uint_eq(r.best, teeko_drop(3));
}
END_TEST

START_TEST(search_is_deterministic_for_a_seed) {
    tb_position pos;
    tb_teeko.initial(&pos, 0);
    for (uint64_t seed = 0; seed < 4; seed++) {
        tb_search_result a = search(&pos, 4, seed), b = search(&pos, 4, seed);
        ck_assert_uint_eq(a.best, b.best);
        ck_assert_int_eq(a.score, b.score);
        ck_assert_uint_eq(a.nodes, b.nodes);
    }
}
END_TEST

/* Move ordering and reductions: depth 8 in at most half the nodes the
 * search needed before them (commit cd57efe5: 1 916 566 and 3 870 464). */
START_TEST(search_needs_half_the_nodes_it_did) {
    static const struct { const char *notation; uint64_t before; } cases[] = {
        {"...../...../...../...../..... b", 1916566},
        {"...../.b.w./...../..w../..b.. b", 3870464},
    };
    for (int i = 0; i < 2; i++) {
        tb_position pos = position_of(&tb_teeko, cases[i].notation, 0);
        tb_search_limits limits = {.max_depth = 8, .seed = 1};
        tb_search_result r;
        ck_assert(tb_search(&tb_teeko, &pos, &limits, &r));
        ck_assert_int_eq(r.depth, 8);
        ck_assert_uint_le(r.nodes, cases[i].before / 2);
    }
}
END_TEST

/* The closest cases of make bench in the other games, searched as
 * `tabuleiro best GAME POSITION --depth D` does: at most half the nodes of
 * commit cd57efe5. The Shakti position is a mate in 7 plies that the check
 * extension proves at depth 5, and mate distance pruning keeps the proof
 * cheap; the Shi one is the start, where null-move pruning pays. */
START_TEST(search_needs_half_the_nodes_it_did_in_every_game) {
    static const struct {
        const tb_game *game;
        const char *notation;
        int depth;
        uint64_t before;
    } cases[] = {
        {&tb_shakti, "x.....x/.w.k.x./......w/.W.W.../.x..x../...K.../x.....x w", 5, 16026},
        {&tb_shi, "nnnnnnnn/......../......../......../......../......../......../ssssssss s",
         5, 14187716},
        {&tb_echek, "bn../..rN/.kKB/pP.. w R -", 6, 2364},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_position pos = position_of(cases[i].game, cases[i].notation, 0);
        tb_search_limits limits = {.max_depth = cases[i].depth};
        tb_search_result r;
        ck_assert(tb_search(cases[i].game, &pos, &limits, &r));
        ck_assert_uint_le(r.nodes, cases[i].before / 2);
    }
}
END_TEST

START_TEST(search_stops_on_its_time_limit) {
    tb_position pos = position_of(&tb_teeko, "b.w../..bw./b...w/.b.w./..... b", 0);
    tb_search_limits limits = {.time_ms = 20};
    tb_search_result r;
    ck_assert(tb_search(&tb_teeko, &pos, &limits, &r));
    ck_assert(tb_is_legal(&tb_teeko, &pos, r.best));
    ck_assert_int_lt(r.depth, TB_MAX_DEPTH);
}
END_TEST

/* The time limit counts the whole call: the transposition table's setup
 * and release are inside the clock (a first move kept 1.10 s of its
 * second, as an allocator that clears the table when it hands it out
 * took the time before the clock started), so the seconds reported cover
 * the call as its caller sees it. Here the table reuses memory freed
 * dirty, which calloc must clear: 96 MB, tens of milliseconds, which a
 * clock started after the setup would leave out of every call. Only a
 * function call's cost is outside the clock: the least of a few calls
 * stays far below half the time to clear the table, however busy the
 * machine (a call the scheduler delays is one of the few) and however
 * slow (under Valgrind both grow). */
static double seconds_outside_the_clock(const tb_position *pos, size_t size, int bits) {
    char *dirty = malloc(size);
    ck_assert_ptr_nonnull(dirty);
    memset(dirty, 1, size);
    free(dirty);
    tb_search_limits limits = {.time_ms = 20, .table_bits = bits};
    tb_search_result r;
    double before = tb_now_seconds();
    ck_assert(tb_search(&tb_teeko, pos, &limits, &r));
    return tb_now_seconds() - before - r.seconds;
}

/* Called through a volatile pointer, so that the compiler cannot drop
 * the clearing of memory that is freed next. */
static void *(*volatile clear_memory)(void *, int, size_t) = memset;

static double seconds_to_clear(size_t size) {
    char *table = malloc(size);
    ck_assert_ptr_nonnull(table);
    clear_memory(table, 1, size);
    double before = tb_now_seconds();
    clear_memory(table, 0, size);
    double seconds = tb_now_seconds() - before;
    free(table);
    return seconds;
}

START_TEST(search_time_counts_the_table_setup) {
    tb_position pos = position_of(&tb_teeko, "b.w../..bw./b...w/.b.w./..... b", 0);
    enum { BITS = 22, CALLS = 5 };
    size_t size = ((size_t)1 << BITS) * 24;
    mallopt(M_MMAP_THRESHOLD, (int)(2 * size));
    mallopt(M_TRIM_THRESHOLD, (int)(4 * size));
    double outside = seconds_outside_the_clock(&pos, size, BITS);
    double clearing = seconds_to_clear(size);
    for (int call = 1; call < CALLS; call++) {
        double again = seconds_outside_the_clock(&pos, size, BITS);
        if (again < outside) outside = again;
        again = seconds_to_clear(size);
        if (again < clearing) clearing = again;
    }
    ck_assert_double_lt(outside, clearing / 2);
}
END_TEST

/* An interrupt that asks to stop from its `calls`-th question on. */
static int stop_after_calls(void *context) {
    int *calls = context;
    return --*calls <= 0;
}

START_TEST(search_stops_when_interrupted) {
    tb_position pos;
    tb_teeko.initial(&pos, 0);
    int calls = 3;
    tb_interrupt interrupt = {stop_after_calls, &calls};
    tb_search_limits limits = {.max_depth = 40, .table_bits = 16, .interrupt = &interrupt};
    tb_search_result r;
    ck_assert(tb_search(&tb_teeko, &pos, &limits, &r));
    ck_assert(r.interrupted);
    ck_assert_uint_le(r.nodes, 3 * 256);
    ck_assert(tb_is_legal(&tb_teeko, &pos, r.best));
}
END_TEST

START_TEST(perft_stops_when_interrupted) {
    tb_position pos;
    tb_teeko.initial(&pos, 0);
    int calls = 2;
    tb_interrupt interrupt = {stop_after_calls, &calls};
    uint64_t nodes;
    ck_assert(!tb_perft_interruptible(&tb_teeko, &pos, 12, &interrupt, &nodes));
    calls = 1000000;
    ck_assert(tb_perft_interruptible(&tb_teeko, &pos, 3, &interrupt, &nodes));
    ck_assert_uint_eq(nodes, tb_perft(&tb_teeko, &pos, 3));
}
END_TEST

START_TEST(players_pick_legal_moves_and_greedy_takes_the_win) {
    tb_position pos = position_of(&tb_teeko, "bbb../....b/www../...../....w b", 0);
    tb_rng rng = tb_rng_seeded(5);
    for (int i = 0; i < 20; i++)
        ck_assert(tb_is_legal(&tb_teeko, &pos, tb_choose_random(&tb_teeko, &pos, &rng)));
    int value;
    ck_assert_uint_eq(tb_choose_greedy(&tb_teeko, &pos, &rng, &value), teeko_step(9, 3));
    ck_assert_int_eq(value, TB_WIN_SCORE);
}
END_TEST

/* Can the player to move complete a pattern with one move? */
static int can_win_now(const tb_position *pos) {
    tb_move_list moves;
    tb_teeko.generate(pos, &moves);
    for (int i = 0; i < moves.count; i++) {
        tb_position after = *pos;
        tb_teeko.apply(&after, moves.moves[i]);
        if (tb_teeko.status(&after) != TB_ONGOING) return 1;
    }
    return 0;
}

/* Level 2 on a Teeko position where the opponent threatens to win: it
 * wins at once if it can, else it leaves no win-in-one if any move does.
 * Returns whether the position was such a test (a threat to answer). */
static int greedy_answers_the_threat(const tb_position *pos, tb_rng *rng) {
    tb_position pass = *pos;
    pass.to_move ^= 1;
    if (can_win_now(pos) || !can_win_now(&pass)) return 0;
    tb_move_list moves;
    tb_teeko.generate(pos, &moves);
    int can_block = 0;
    for (int i = 0; i < moves.count && !can_block; i++) {
        tb_position after = *pos;
        tb_teeko.apply(&after, moves.moves[i]);
        can_block = !can_win_now(&after);
    }
    int value;
    tb_position after = *pos;
    tb_teeko.apply(&after, tb_choose_greedy(&tb_teeko, pos, rng, &value));
    ck_assert_msg(!can_block || !can_win_now(&after), "level 2 leaves a win in one");
    return can_block;
}

START_TEST(greedy_blocks_every_win_in_one) {
    tb_position pos = position_of(&tb_teeko, "bbb../...../...../...../...ww w", 0);
    for (uint64_t seed = 0; seed < 20; seed++) {
        tb_rng rng = tb_rng_seeded(seed);
        int value;
        ck_assert_uint_eq(tb_choose_greedy(&tb_teeko, &pos, &rng, &value), teeko_drop(3));
    }
    /* Every threatened position met in random games, under each rule set. */
    int tested = 0;
    for (uint32_t rules = 0; rules < 4; rules++) {
        tb_rng rng = tb_rng_seeded(rules + 1);
        for (int game = 0; game < 300; game++) {
            tb_teeko.initial(&pos, rules);
            for (int ply = 0; ply < 60 && tb_teeko.status(&pos) == TB_ONGOING; ply++) {
                tested += greedy_answers_the_threat(&pos, &rng);
                tb_teeko.apply(&pos, tb_choose_random(&tb_teeko, &pos, &rng));
            }
        }
    }
    ck_assert_int_gt(tested, 1000);
}
END_TEST

Suite *search_suite(void) {
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("search");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, search_takes_a_win_in_one);
    tcase_add_test(tc, search_finds_a_forced_win_in_three);
    tcase_add_test(tc, search_line_is_legal_and_ends_at_the_win);
    tcase_add_test(tc, search_blocks_a_win_in_one);
    tcase_add_test(tc, search_is_deterministic_for_a_seed);
    tcase_add_test(tc, search_needs_half_the_nodes_it_did);
    tcase_add_test(tc, search_needs_half_the_nodes_it_did_in_every_game);
    tcase_add_test(tc, search_stops_on_its_time_limit);
    tcase_add_test(tc, search_time_counts_the_table_setup);
    tcase_add_test(tc, search_stops_when_interrupted);
    tcase_add_test(tc, perft_stops_when_interrupted);
    tcase_add_test(tc, players_pick_legal_moves_and_greedy_takes_the_win);
    tcase_add_test(tc, greedy_blocks_every_win_in_one);
    suite_add_tcase(s, tc);
    return s;
}
