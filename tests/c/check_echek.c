/* Echek's rules: the facts of reports/rules/echek.md and a hand-made
 * position for each special rule and each clarification. Cells in moves
 * are Row-Col of the frame shown (the bounding box plus a margin). */
#include <string.h>

#include "echek.h"
#include "perft.h"
#include "players.h"
#include "search.h"
#include "suites.h"

static tb_position start(uint32_t rules) {
    tb_position pos;
    tb_echek.initial(&pos, rules);
    return pos;
}

static tb_position at(const char *notation, uint32_t rules) {
    return position_of(&tb_echek, notation, rules);
}

static int legal(const char *notation, uint32_t rules, const char *move) {
    tb_position pos = at(notation, rules);
    return find_move(&tb_echek, &pos, move) != 0;
}

/* Plays `move` on `notation` and checks the notation of the result. */
static tb_position play(const char *notation, uint32_t rules, const char *move,
                        const char *expected) {
    tb_position pos = at(notation, rules);
    tb_move m = find_move(&tb_echek, &pos, move);
    char written[TB_TEXT_MAX];
    ck_assert_msg(m != 0, "%s is not legal in %s", move, notation);
    tb_echek.apply(&pos, m);
    tb_echek.format_position(&pos, written);
    ck_assert_str_eq(written, expected);
    return pos;
}

/* The moves, written as terms and joined by spaces. */
static void moves_text(const tb_position *pos, char *out, size_t size) {
    tb_move_list list;
    char written[TB_TEXT_MAX];
    tb_echek.generate(pos, &list);
    out[0] = '\0';
    for (int i = 0; i < list.count; i++) {
        tb_echek.format_move(pos, list.moves[i], written);
        if (i) strncat(out, " ", size - strlen(out) - 1);
        strncat(out, written, size - strlen(out) - 1);
    }
}

START_TEST(the_start_has_39_moves_in_term_order) {
    tb_position pos = start(0);
    char text[4096];
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text,
                     "move(king,2-1) move(king,2-3) move(king,3-1) move(king,3-3) "
                     "place(bishop,3-1) place(bishop,3-3) place(bishop,4-1) place(bishop,4-2) "
                     "place(bishop,4-3) place(knight,3-1) place(knight,3-3) place(knight,4-1) "
                     "place(knight,4-2) place(knight,4-3) place(pawn,3-1) place(pawn,3-3) "
                     "place(pawn,4-1) place(pawn,4-2) place(pawn,4-3) place(queen,3-1) "
                     "place(queen,3-3) place(queen,4-1) place(queen,4-2) place(queen,4-3) "
                     "place(rook,3-1) place(rook,3-3) place(rook,4-1) place(rook,4-2) "
                     "place(rook,4-3) place(pawn,3-1,2-1) place(pawn,3-1,4-1) "
                     "place(pawn,3-3,2-3) place(pawn,3-3,4-3) place(pawn,4-1,3-1) "
                     "place(pawn,4-1,4-2) place(pawn,4-2,4-1) place(pawn,4-2,4-3) "
                     "place(pawn,4-3,3-3) place(pawn,4-3,4-2)");
}
END_TEST

START_TEST(perft_from_the_start) {
    static const uint64_t standard[] = {1, 39, 1493, 63503, 2608240};
    tb_position pos = start(0), draft = start(ECHEK_DRAFT_BISHOP);
    for (int depth = 1; depth <= 4; depth++)
        ck_assert_uint_eq(tb_perft(&tb_echek, &pos, depth), standard[depth]);
    ck_assert_uint_eq(tb_perft(&tb_echek, &draft, 3), 61963);
}
END_TEST

START_TEST(the_start_position_is_the_notation_of_the_rules_file) {
    tb_position parsed = at("k/K w QRBNPqrbnp Ss", 0), initial = start(0);
    char text[TB_TEXT_MAX];
    ck_assert(memcmp(&parsed, &initial, sizeof parsed) == 0);
    tb_echek.format_position(&initial, text);
    ck_assert_str_eq(text, "k/K w QRBNPqrbnp Ss");
}
END_TEST

/* Rule 5: next to one's own piece, not on the 4 cells beside the enemy
 * King (a corner is fine), and a King may move there. */
START_TEST(placing_touches_own_pieces_and_avoids_the_enemy_king) {
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "place(queen,2-1)")); /* b1, beside kB */
    ck_assert(legal("k/K w QRBNPqrbnp Ss", 0, "place(queen,3-1)"));  /* c1, its corner */
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "place(queen,1-1)")); /* touches no white */
    ck_assert(legal("k/K w QRBNPqrbnp Ss", 0, "move(king,2-1)"));
}
END_TEST

/* Rules 3 and 4: a move that splits the table is refused. */
START_TEST(the_pieces_stay_connected) {
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "move(king,4-2)"));
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "move(king,4-1)"));
}
END_TEST

/* Rule 3: a border exists only where the pieces span 4 cells. */
START_TEST(the_4x4_limit_exists_only_when_forced) {
    ck_assert(!legal("..k./RKQN w BPqrbnp Ss", 0, "place(pawn,3-1)"));
    ck_assert(legal("..k./RKQN w BPqrbnp Ss", 0, "place(pawn,4-2)"));
    /* 3 columns: the table may grow on either side. */
    play("..k/RKQ w BNPqrbnp Ss", 0, "place(pawn,3-1)", "...k/PRKQ b BNqrbnp Ss");
    play("..k/RKQ w BNPqrbnp Ss", 0, "place(knight,3-5)", "..k./RKQN b BPqrbnp Ss");
}
END_TEST

/* Rule 6: sliders pass over their own pieces, never over an enemy's;
 * the Knight jumps. */
START_TEST(sliders_pass_own_pieces_only_and_knights_jump) {
    ck_assert(!legal("R../q../.Kk w QBNPrbnp Ss", 0, "move(rook,4-2)"));
    play("R../Q../.Kk w BNPqrbnp Ss", 0, "move(rook,4-2)", "Q../RKk b BNPqrbnp Ss");
    play("kq/NK w QRBPrbnp Ss", 0, "move(knight,2-4)", "kqN/.K. b QRBPrbnp Ss");
}
END_TEST

/* Rule 7: the placement obeys rule 5, the final position rules 3 and 4. */
START_TEST(a_pawn_may_step_once_placed) {
    play("k/K w QRBNPqrbnp Ss", 0, "place(pawn,3-1,2-1)", "Pk/.K b QRBNqrbnp Ss");
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "place(pawn,2-1,1-1)"));
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "place(pawn,4-2,5-2)"));
    ck_assert(!legal("..k./RKQN w BPqrbnp Ss", 0, "place(pawn,4-2,4-1)"));
}
END_TEST

START_TEST(the_rook_and_king_swap_once) {
    tb_position pos = play("..k./RKQN w BPqrbnp Ss", 0, "swap", "..k./KRQN b BPqrbnp s");
    ck_assert(!echek_can_swap(&pos, ECHEK_WHITE));
    ck_assert(!legal("..k./RKQN w BPqrbnp s", 0, "swap"));
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "swap")); /* the Rook is in reserve */
    /* A Rook sent back keeps its owner's swap right. */
    play("..k./RKQN b BPqrbnp Ss", 0, "place(bishop,2-5,recall(3-2))", ".kb/KQN w RBPqrnp Ss");
}
END_TEST

/* Rule 8, final rules: the recall is compulsory when possible, of any
 * piece but a King, and only the connection counts after it. */
START_TEST(the_bishop_recalls_a_piece_when_it_can) {
    const char *pos = "k/Q/K b RBNPqrbnp Ss";
    play(pos, 0, "place(bishop,2-3)", "kb/Q./K. w RBNPqrnp Ss"); /* no recall possible */
    ck_assert(!legal(pos, 0, "place(bishop,3-3)"));
    play(pos, 0, "place(bishop,3-3,recall(3-2))", "k./.b/K. w QRBNPqrnp Ss");
    ck_assert(!legal(pos, 0, "place(bishop,2-3,recall(3-2))"));
    /* The Rook was the only black piece the Bishop touched. */
    play("k./KP/r. b QRBNqbnp Ss", 0, "place(bishop,4-3,recall(4-2))", "k./KP/.b w QRBNqrnp Ss");
}
END_TEST

/* Rule 8, draft_bishop: no recall, and the Bishop may stand beyond the
 * 4x4 play area. */
START_TEST(the_draft_bishop_ignores_the_play_area) {
    ck_assert(!legal("..k./RKQN w BPqrbnp Ss", 0, "place(bishop,3-1)"));
    play("..k./RKQN w BPqrbnp Ss", ECHEK_DRAFT_BISHOP, "place(bishop,3-1)",
         "...k./BRKQN b Pqrbnp Ss");
    ck_assert(legal("k/Q/K b RBNPqrbnp Ss", ECHEK_DRAFT_BISHOP, "place(bishop,3-3)"));
    ck_assert(!legal("k/Q/K b RBNPqrbnp Ss", ECHEK_DRAFT_BISHOP, "place(bishop,3-3,recall(3-2))"));
}
END_TEST

/* Rules 9 and 10: borders count; surrounded Queens leave the game, the
 * mover's own included, both at once. */
START_TEST(surrounded_queens_leave_the_game) {
    play(".b.n/..k./N.KB/.Q.. b RPqrp Ss", 0, "place(queen,2-4)",
         ".b.n/..k./N.KB/.Q.. w RPrp Ss");
    tb_position pos = play("bn.Q/.qrN/.kKB/pP.. b R Ss", 0, "move(queen,2-4)",
                           "bn../..rN/.kKB/pP.. w R Ss");
    ck_assert_int_eq(echek_location(&pos, ECHEK_WHITE, ECHEK_QUEEN), ECHEK_REMOVED);
    ck_assert_int_eq(echek_location(&pos, ECHEK_BLACK, ECHEK_QUEEN), ECHEK_REMOVED);
}
END_TEST

START_TEST(a_surrounded_king_loses_even_by_its_own_move) {
    tb_position pos = play("..n/.b./.k./RK. w QBNPqrp Ss", 0, "place(knight,5-4)",
                           "..n/.b./.k./RKN b QBPqrp Ss");
    tb_move_list list;
    ck_assert_int_eq(tb_echek.status(&pos), TB_WIN_SECOND);
    tb_echek.generate(&pos, &list);
    ck_assert_int_eq(list.count, 0);
    ck_assert_int_eq(tb_echek.evaluate(&pos, ECHEK_BLACK), TB_WIN_SCORE);
}
END_TEST

START_TEST(both_kings_surrounded_is_a_draw) {
    tb_position pos = play(".Nq./..Pb/rpKk w QRBn Ss", 0, "move(knight,1-5)",
                           "...N/..q./..Pb/rpKk b QRBn Ss");
    ck_assert_int_eq(tb_echek.status(&pos), TB_DRAW);
    ck_assert_int_eq(tb_echek.evaluate(&pos, ECHEK_WHITE), 0);
}
END_TEST

/* Rule 5's pass and rule 11's draw when neither player can move. */
START_TEST(pass_only_without_another_move) {
    tb_position pos = at("Nprb/.PK./..k./Bn.R b - S", 0);
    char text[256];
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text, "pass");
    play("Nprb/.PK./..k./Bn.R b - S", 0, "pass", "Nprb/.PK./..k./Bn.R w - S");
    ck_assert(!legal("k/K w QRBNPqrbnp Ss", 0, "pass"));
    tb_position stuck = at("...k.n/...Rp./..P.../b..NK./.B.... w r s", ECHEK_DRAFT_BISHOP);
    ck_assert_int_eq(tb_echek.status(&stuck), TB_DRAW);
    moves_text(&stuck, text, sizeof text);
    ck_assert_str_eq(text, "");
}
END_TEST

/* Under draft_bishop a Queen leaving can split the table; then only
 * moves joining it again are legal. */
START_TEST(a_split_table_must_join_again) {
    const char *split = "b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss";
    play("b..../.qp../..kKR/.r.../..P../..B.. b QNn Ss", ECHEK_DRAFT_BISHOP, "move(king,4-3)",
         split);
    tb_position pos = at(split, ECHEK_DRAFT_BISHOP);
    char text[256];
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text, "pass");
    pos.to_move = ECHEK_BLACK;
    moves_text(&pos, text, sizeof text);
    ck_assert_str_eq(text, "move(bishop,3-3) move(bishop,4-4) move(bishop,5-5) place(knight,3-3)");
    tb_error err;
    ck_assert(!tb_echek.parse_position(split, 0, &pos, &err));
}
END_TEST

START_TEST(the_zobrist_key_is_that_of_the_position) {
    tb_position pos = start(0);
    for (int ply = 0; ply < 80 && tb_echek.status(&pos) == TB_ONGOING; ply++) {
        tb_move_list list;
        char text[TB_TEXT_MAX];
        tb_echek.generate(&pos, &list);
        tb_echek.apply(&pos, list.moves[(ply * 7) % list.count]);
        tb_echek.format_position(&pos, text);
        tb_position fresh = at(text, 0);
        ck_assert(memcmp(&pos, &fresh, sizeof pos) == 0);
        ck_assert_uint_eq(tb_echek.hash(&pos), tb_echek.hash(&fresh));
    }
    tb_position white = at("k/K w QRBNPqrbnp Ss", 0), black = at("k/K b QRBNPqrbnp Ss", 0);
    tb_position no_swap = at("k/K w QRBNPqrbnp s", 0);
    ck_assert_uint_ne(tb_echek.hash(&white), tb_echek.hash(&black));
    ck_assert_uint_ne(tb_echek.hash(&white), tb_echek.hash(&no_swap));
}
END_TEST

/* 20 * (enemy King's blocked sides^2 - own^2) + 10 * (own Queen in the
 * game - enemy Queen in the game). */
START_TEST(the_evaluation_weighs_blocked_sides_and_queens) {
    tb_position pos = start(0);
    ck_assert_int_eq(tb_echek.evaluate(&pos, ECHEK_WHITE), 0);
    /* kW blocked on 2 sides (b2, c3), kB on 1 (c2); no black Queen. */
    tb_position p = at("k./KQ b RBNPrbnp Ss", 0);
    ck_assert_int_eq(tb_echek.evaluate(&p, ECHEK_WHITE), 20 * (1 - 4) + 10);
    ck_assert_int_eq(tb_echek.evaluate(&p, ECHEK_BLACK), -(20 * (1 - 4) + 10));
}
END_TEST

START_TEST(impossible_positions_are_rejected) {
    notation_rejected(&tb_echek, "", 0, NULL);
    notation_rejected(&tb_echek, "k/K", 0, NULL);
    notation_rejected(&tb_echek, "k/K x QRBNPqrbnp Ss", 0, NULL);
    notation_rejected(&tb_echek, "k/KK w RBNPqrbnp Ss", 0, NULL);         /* rows of different widths */
    notation_rejected(&tb_echek, "k./KQ w QRBNPqrbnp Ss", 0, NULL);       /* two white Queens */
    notation_rejected(&tb_echek, "./K w QRBNPqrbnp Ss", 0, NULL);         /* frame: an empty first row */
    notation_rejected(&tb_echek, "q/K w QRBNPrbnp Ss", 0, NULL);          /* no black King */
    notation_rejected(&tb_echek, "k/K w QRBNqrbnp Ss", 0, NULL);          /* the white Pawn is missing */
    notation_rejected(&tb_echek, "k/K w QRBNPKqrbnp Ss", 0, NULL);        /* a King in reserve */
    notation_rejected(&tb_echek, "k/K w QRBNPqrbnp SS", 0, NULL);
    notation_rejected(&tb_echek, "k/K w QRBNPqrbnp Sx", 0, NULL);
    notation_rejected(&tb_echek, "k/K w QRBNPqrbnp Ss x", 0, NULL);
    notation_rejected(&tb_echek, "k.../...K w QRBNPqrbnp Ss", 0, NULL);   /* not connected */
    notation_rejected(&tb_echek, "k..../RKQNB w Pqrbnp Ss", 0, NULL);     /* 5 columns */
    notation_rejected(&tb_echek, "bnrQ/.q.N/.kKB/pP.. b R Ss", 0, NULL);  /* a surrounded Queen would be gone */
    notation_rejected(&tb_echek, "b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss", 0, NULL);
}
END_TEST

/* Rule 10 read back: the message names the Queen that would have left. */
START_TEST(a_surrounded_queen_is_named) {
    const char *white = "Qk../Nb../..r./...K w RBPqnp Ss";
    const char *black = "qk../nB../..R./...K w QNPrbp Ss";
    tb_position pos;
    tb_error err = {{0}};
    ck_assert(!tb_echek.parse_position(white, 0, &pos, &err));
    ck_assert_str_eq(err.message, "the white queen is surrounded: she would have left the game");
    ck_assert(!tb_echek.parse_position(black, 0, &pos, &err));
    ck_assert_str_eq(err.message, "the black queen is surrounded: she would have left the game");
}
END_TEST

/* Level 3 (search, depth 3 here) against level 2 (greedy), each side in
 * turn: the search wins clearly. */
START_TEST(search_beats_greedy) {
    int wins = 0;
    for (int game = 0; game < 10; game++) {
        tb_position pos = start(0);
        tb_rng rng = tb_rng_seeded((uint64_t)game);
        int searcher = game % 2;
        for (int ply = 0; ply < 200 && tb_echek.status(&pos) == TB_ONGOING; ply++) {
            tb_move move;
            if (pos.to_move == searcher) {
                tb_search_limits limits = {.max_depth = 3, .seed = (uint64_t)ply, .table_bits = 16};
                tb_search_result result;
                ck_assert(tb_search(&tb_echek, &pos, &limits, &result));
                move = result.best;
            } else {
                int value;
                move = tb_choose_greedy(&tb_echek, &pos, &rng, &value);
            }
            tb_echek.apply(&pos, move);
        }
        wins += tb_echek.status(&pos) == (searcher ? TB_WIN_SECOND : TB_WIN_FIRST);
    }
    ck_assert_int_ge(wins, 8);
}
END_TEST

Suite *echek_suite(void) {
    Suite *s = suite_create("echek");
    TCase *rules = tcase_create("rules");
    tcase_set_timeout(rules, 60);
    tcase_add_test(rules, the_start_has_39_moves_in_term_order);
    tcase_add_test(rules, perft_from_the_start);
    tcase_add_test(rules, the_start_position_is_the_notation_of_the_rules_file);
    tcase_add_test(rules, placing_touches_own_pieces_and_avoids_the_enemy_king);
    tcase_add_test(rules, the_pieces_stay_connected);
    tcase_add_test(rules, the_4x4_limit_exists_only_when_forced);
    tcase_add_test(rules, sliders_pass_own_pieces_only_and_knights_jump);
    tcase_add_test(rules, a_pawn_may_step_once_placed);
    tcase_add_test(rules, the_rook_and_king_swap_once);
    tcase_add_test(rules, the_bishop_recalls_a_piece_when_it_can);
    tcase_add_test(rules, the_draft_bishop_ignores_the_play_area);
    tcase_add_test(rules, surrounded_queens_leave_the_game);
    tcase_add_test(rules, a_surrounded_king_loses_even_by_its_own_move);
    tcase_add_test(rules, both_kings_surrounded_is_a_draw);
    tcase_add_test(rules, pass_only_without_another_move);
    tcase_add_test(rules, a_split_table_must_join_again);
    tcase_add_test(rules, the_zobrist_key_is_that_of_the_position);
    tcase_add_test(rules, the_evaluation_weighs_blocked_sides_and_queens);
    tcase_add_test(rules, impossible_positions_are_rejected);
    tcase_add_test(rules, a_surrounded_queen_is_named);
    tcase_add_test(rules, search_beats_greedy);
    suite_add_tcase(s, rules);
    return s;
}
