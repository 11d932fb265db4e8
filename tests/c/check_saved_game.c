/* Saved games (c_core/saved_game.h): files of every game replayed to known
 * positions, typed moves read back to the moves they name, and every
 * rejection with its exact message and line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "echek.h"
#include "rng.h"
#include "saved_game.h"
#include "shakti.h"
#include "shi.h"
#include "suites.h"
#include "teeko.h"

/* Five header lines: the moves start on line 6. */
#define TEEKO_HEADER "game: teeko\nrules: standard\nplayer b: human\nplayer w: human\nmoves:\n"
#define SHI_HEADER \
    "game: shi\nrules: standard\nplayer samurai: human\nplayer ninja: human\nmoves:\n"
#define SHAKTI_HEADER \
    "game: shakti\nrules: standard\nplayer white: human\nplayer black: human\nmoves:\n"
#define ECHEK_HEADER \
    "game: echek\nrules: standard\nplayer white: human\nplayer black: human\nmoves:\n"

/* Teeko after 8 drops, Black to move: the moves c5-c4, d5-d4, c4-c5,
 * d4-d5 come back to it. */
#define TEEKO_DROPS "a1\ne1\na2\ne2\na3\ne3\nc5\nd5\n"
#define TEEKO_AFTER_DROPS "bbb../...../....b/....w/www.. b"
#define TEEKO_ROUND "c5-c4\nd5-d4\nc4-c5\nd4-d5\n"

static tb_saved_game accepted_bytes(const char *text, size_t length) {
    tb_saved_game game;
    tb_saved_game_error err;
    int replayed = tb_saved_game_replay(text, length, &game, &err);
    ck_assert_msg(replayed, "rejected: %s", err.message ? err.message : "(no message)");
    ck_assert_ptr_null(err.message);
    return game;
}

static tb_saved_game accepted(const char *text) { return accepted_bytes(text, strlen(text)); }

/* The file is rejected at `line` with exactly `message` (which may hold
 * NUL bytes: its length is given). */
static void rejected_bytes(const char *text, size_t length, long line, const char *message,
                           size_t message_length) {
    tb_saved_game game;
    tb_saved_game_error err;
    ck_assert_msg(!tb_saved_game_replay(text, length, &game, &err), "accepted: %s", text);
    ck_assert_ptr_nonnull(err.message);
    ck_assert_msg(err.length == message_length && memcmp(err.message, message, err.length) == 0,
                  "message '%s' (%zu bytes), expected '%s'", err.message, err.length, message);
    ck_assert_msg(err.message[err.length] == '\0', "the message is not NUL-terminated");
    ck_assert_int_eq(err.line, line);
    tb_saved_game_error_free(&err);
    ck_assert_ptr_null(err.message);
}

static void rejected(const char *text, long line, const char *message) {
    rejected_bytes(text, strlen(text), line, message, strlen(message));
}

static void ends_at(const tb_saved_game *game, const char *notation) {
    char written[TB_TEXT_MAX];
    game->game->format_position(&game->final_position, written);
    ck_assert_str_eq(written, notation);
}

                 /* Good files */

START_TEST(a_teeko_game_to_a_win_in_the_drop_phase) {
    tb_saved_game game = accepted("# Tabuleiro saved game\n"
                                  "game: teeko\n"
                                  "rules: standard\n"
                                  "player b: human\n"
                                  "player w: computer level 3\n"
                                  "moves:\n"
                                  "a1\ne5\na2\ne4\na3\ne3\na4\n");
    ck_assert_ptr_eq(game.game, &tb_teeko);
    ck_assert_uint_eq(game.rules, 0);
    ck_assert_int_eq(game.players[0].computer, 0);
    ck_assert_int_eq(game.players[0].level, 0);
    ck_assert_int_eq(game.players[1].computer, 1);
    ck_assert_int_eq(game.players[1].level, 3);
    ck_assert_int_eq(game.move_count, 7);
    ck_assert_int_eq(game.outcome, TB_WIN_FIRST);
    ends_at(&game, "bbbb./...../...../...../..www w");
}
END_TEST

/* Steps, the forms a person types (case, spaces, dashes), comments, blank
 * lines, indentation and CRLF line ends. */
START_TEST(a_teeko_game_to_a_win_in_the_move_phase_written_loosely) {
    tb_saved_game game = accepted("\r\n"
                                  "  # Tabuleiro saved game\r\n"
                                  "\tgame:   teeko \r\n"
                                  "rules:standard\r\n"
                                  "\n"
                                  "player b: computer level 1\n"
                                  "  player w: computer level 4\t\n"
                                  "# the moves\n"
                                  "moves:\n"
                                  "a1\nE1\n a2 \n\te2\na3\ne 3\n\n#c5?\nc5\nd5\n"
                                  "c5-b4\r\n"
                                  "D5 D4\n"
                                  "b4 - a4\n"
                                  "# Black won\n");
    ck_assert_int_eq(game.players[0].level, 1);
    ck_assert_int_eq(game.players[1].level, 4);
    ck_assert_int_eq(game.move_count, 11);
    ck_assert_int_eq(game.outcome, TB_WIN_FIRST);
    ends_at(&game, "bbbb./...../...../...w./www.. w");
}
END_TEST

START_TEST(teeko_ends_in_a_draw_on_the_third_occurrence) {
    tb_saved_game game = accepted(TEEKO_HEADER TEEKO_DROPS TEEKO_ROUND);
    ck_assert_int_eq(game.outcome, TB_ONGOING); /* the second occurrence */
    game = accepted(TEEKO_HEADER TEEKO_DROPS TEEKO_ROUND TEEKO_ROUND);
    ck_assert_int_eq(game.move_count, 16);
    ck_assert_int_eq(game.outcome, TB_DRAW);
    ends_at(&game, TEEKO_AFTER_DROPS);
    /* Line 22 is the first move line after the 16 moves (lines 6 to 21). */
    rejected(TEEKO_HEADER TEEKO_DROPS TEEKO_ROUND TEEKO_ROUND "a1-b1\n", 22,
             "line 22: the game is already over");
    /* Comments and blank lines after the end are not moves. */
    accepted(TEEKO_HEADER TEEKO_DROPS TEEKO_ROUND TEEKO_ROUND "\n# drawn\n");
    /* Another move after the second occurrence keeps the game going. */
    game = accepted(TEEKO_HEADER TEEKO_DROPS TEEKO_ROUND "a1-b1\n");
    ck_assert_int_eq(game.outcome, TB_ONGOING);
}
END_TEST

START_TEST(teeko_rule_options) {
    tb_saved_game game = accepted("game: teeko\nrules: advanced, centre_ban\n"
                                  "player b: human\nplayer w: human\nmoves:\nc2\n");
    ck_assert_uint_eq(game.rules, TEEKO_ADVANCED | TEEKO_CENTRE_BAN);
    ck_assert_uint_eq(game.final_position.rules, TEEKO_ADVANCED | TEEKO_CENTRE_BAN);
    game = accepted("game: teeko\nrules:centre_ban,advanced\n"
                    "player b: human\nplayer w: human\nmoves:\n");
    ck_assert_uint_eq(game.rules, TEEKO_ADVANCED | TEEKO_CENTRE_BAN);
    rejected("game: teeko\nrules: centre_ban\nplayer b: human\nplayer w: human\nmoves:\nc3\n", 6,
             "line 6: \"c3\" is not a legal move here");
    /* The corners of the 5x5 square win in Advanced Teeko only. */
    const char *corners = "a1\nb2\na5\nb3\ne1\nb4\ne5\n";
    char text[512];
    snprintf(text, sizeof text,
             "game: teeko\nrules: advanced\nplayer b: human\nplayer w: human\nmoves:\n%s", corners);
    ck_assert_int_eq(accepted(text).outcome, TB_WIN_FIRST);
    snprintf(text, sizeof text, TEEKO_HEADER "%s", corners);
    ck_assert_int_eq(accepted(text).outcome, TB_ONGOING);
}
END_TEST

/* Samurai attacks from 6-3 over its own piece on 5-3 and takes the Ninja
 * on 3-3; the moves come in each form the prompt takes. */
START_TEST(a_shi_game_with_a_jump_attack) {
    tb_saved_game game = accepted(SHI_HEADER "83-53\n1 3 3 3\n8-1 6-3\n18 28\n63-33\n");
    ck_assert_ptr_eq(game.game, &tb_shi);
    ck_assert_int_eq(game.move_count, 5);
    ck_assert_int_eq(game.outcome, TB_ONGOING);
    ends_at(&game, "nn.nnnn./.......n/..s...../......../..s...../......../......../.s.sssss n");
}
END_TEST

/* The start position counts as the first occurrence. */
START_TEST(shi_back_to_the_start_twice_is_a_draw) {
    const char *round = "83-73\n13-23\n73-83\n23-13\n";
    char text[512];
    snprintf(text, sizeof text, SHI_HEADER "%s%s", round, round);
    tb_saved_game game = accepted(text);
    ck_assert_int_eq(game.outcome, TB_DRAW);
    ends_at(&game, "nnnnnnnn/......../......../......../......../......../......../ssssssss s");
    snprintf(text, sizeof text, SHI_HEADER "%s%s83-73\n", round, round);
    rejected(text, 14, "line 14: the game is already over");
}
END_TEST

/* Both Warriors jump and leave holes; the White King steps. */
START_TEST(a_shakti_game_with_jumps) {
    tb_saved_game game = accepted(SHAKTI_HEADER "b2-b4\nF6 F4\nd2d3\n");
    ck_assert_ptr_eq(game.game, &tb_shakti);
    ends_at(&game, "x.....x/.w.k.../.....x./.W...w./.x.K.../.....W./x.....x b");
    game = accepted("game: shakti\nrules: full_board\nplayer white: computer level 2\n"
                    "player black: human\nmoves:\nb2-b4\n");
    ck_assert_uint_eq(game.rules, SHAKTI_FULL_BOARD);
    ends_at(&game, "......./.w.k.w./......./.W...../.x...../...K.W./....... b");
}
END_TEST

/* Every kind of Echek move, each cell in the frame of the position before
 * it: placing, placing the Pawn and stepping, the Bishop's recall, a
 * swap and a move. */
START_TEST(an_echek_game_with_every_kind_of_move) {
    tb_saved_game game = accepted(ECHEK_HEADER "queen c3\n"
                                               "pawn b3 a3\n"
                                               "bishop e2 b3\n"
                                               "rook b3\n"
                                               "pawn e1\n"
                                               "SWAP\n"
                                               "Queen D4\n");
    ck_assert_ptr_eq(game.game, &tb_echek);
    ck_assert_int_eq(game.move_count, 7);
    ends_at(&game, ".rk/.K./.BQ/P.. b RNqbnp S");
    /* "rook b3" is how files saved before the Tower had its name wrote it. */
    game = accepted(ECHEK_HEADER "queen c3\npawn b3 a3\nbishop e2 b3\ntower b3\npawn e1\nswap\n"
                                 "queen d4\n");
    ends_at(&game, ".rk/.K./.BQ/P.. b RNqbnp S");
    game = accepted("game: echek\nrules: draft_bishop\nplayer white: human\n"
                    "player black: computer level 2\nmoves:\nbishop c3\n");
    ck_assert_uint_eq(game.rules, ECHEK_DRAFT_BISHOP);
    ends_at(&game, "k./KB b QRNPqrbnp Ss");
}
END_TEST

                 /* Typed moves */

/* sscanf read `fields` fields and the whole term (`end` from %n). */
#define WHOLE(scanned, fields) ((scanned) == (fields) && (size_t)end == strlen(term))

/* The piece of a move term as a person types it: the Tower and the Horse. */
static const char *typed_piece(const char *term_piece) {
    if (strcmp(term_piece, "rook") == 0) return "tower";
    if (strcmp(term_piece, "knight") == 0) return "horse";
    return term_piece;
}

/* The typed text of a move from its term, as the Prolog modules write it
 * (written_move in prolog/GAME.pl), worked out independently of the core. */
static void typed_from_term(const tb_game *game, const char *term, char typed[TB_TEXT_MAX]) {
    int r1, c1, r2, c2, end = -1;
    char piece[16], from[3], to[3];
    if (strcmp(term, "pass") == 0 || strcmp(term, "swap") == 0) {
        strcpy(typed, term);
    } else if (game == &tb_teeko && WHOLE(sscanf(term, "drop(%d-%d)%n", &r1, &c1, &end), 2)) {
        sprintf(typed, "%c%d", 'a' + r1 - 1, c1);
    } else if (game == &tb_teeko &&
               WHOLE(sscanf(term, "step(%d-%d,%d-%d)%n", &r1, &c1, &r2, &c2, &end), 4)) {
        sprintf(typed, "%c%d-%c%d", 'a' + r1 - 1, c1, 'a' + r2 - 1, c2);
    } else if (game == &tb_shi &&
               WHOLE(sscanf(term, "move(%d-%d,%d-%d)%n", &r1, &c1, &r2, &c2, &end), 4)) {
        sprintf(typed, "%d%d-%d%d", r1, c1, r2, c2);
    } else if (game == &tb_shakti &&
               WHOLE(sscanf(term, "move(%2[a-g1-7],%2[a-g1-7])%n", from, to, &end), 2)) {
        sprintf(typed, "%s-%s", from, to);
    } else if (game == &tb_echek &&
               (WHOLE(sscanf(term, "place(%15[a-z],%d-%d,recall(%d-%d))%n", piece, &r1, &c1,
                             &r2, &c2, &end), 5) ||
                WHOLE(sscanf(term, "place(%15[a-z],%d-%d,%d-%d)%n", piece, &r1, &c1, &r2, &c2,
                             &end), 5))) {
        sprintf(typed, "%s %c%d %c%d", typed_piece(piece), 'a' + r1 - 1, c1, 'a' + r2 - 1, c2);
    } else if (game == &tb_echek &&
               (WHOLE(sscanf(term, "place(%15[a-z],%d-%d)%n", piece, &r1, &c1, &end), 3) ||
                WHOLE(sscanf(term, "move(%15[a-z],%d-%d)%n", piece, &r1, &c1, &end), 3))) {
        sprintf(typed, "%s %c%d", typed_piece(piece), 'a' + r1 - 1, c1);
    } else {
        ck_abort_msg("%s: no typed form for the term %s", game->name, term);
    }
}

/* Upper case, and a space between any two characters: "C 3 - D 4". */
static void typed_loosely(const char *typed, char out[2 * TB_TEXT_MAX]) {
    char *p = out;
    for (const char *t = typed; *t; t++) {
        if (t != typed) *p++ = ' ';
        *p++ = *t >= 'a' && *t <= 'z' ? (char)(*t - 'a' + 'A') : *t;
    }
    *p = '\0';
}

/* Every legal move is typed as the Prolog module writes it, and that text
 * (and, for some moves, a loose spelling of it) reads back to that very
 * move. */
static void check_typed_moves(const tb_game *game, const tb_position *pos) {
    tb_move_list list;
    char term[TB_TEXT_MAX], typed[TB_TEXT_MAX], expected[TB_TEXT_MAX], loose[2 * TB_TEXT_MAX];
    game->generate(pos, &list);
    for (int i = 0; i < list.count; i++) {
        tb_move move = list.moves[i];
        game->format_move(pos, move, term);
        game->format_typed_move(pos, move, typed);
        typed_from_term(game, term, expected);
        ck_assert_msg(strcmp(typed, expected) == 0, "%s %s typed '%s', expected '%s'", game->name,
                      term, typed, expected);
        ck_assert_msg(tb_saved_game_match_move(game, pos, typed, strlen(typed)) == move,
                      "%s: '%s' does not read back to %s", game->name, typed, term);
        if (i % 4) continue; /* a sample of the loose spellings is enough */
        typed_loosely(typed, loose);
        ck_assert_msg(tb_saved_game_match_move(game, pos, loose, strlen(loose)) == move,
                      "%s: '%s' does not read back to %s", game->name, loose, term);
    }
}

static int same_position(const tb_position *a, const tb_position *b) {
    return memcmp(a->bits, b->bits, sizeof a->bits) == 0 &&
           memcmp(a->small, b->small, sizeof a->small) == 0 && a->rules == b->rules &&
           a->to_move == b->to_move;
}

#define MAX_PLIES 4000

/* A saved game being written. */
typedef struct file_text {
    char text[MAX_PLIES * 16 + 256];
    size_t length;
} file_text;

static void append(file_text *file, const char *format, const char *word) {
    int n = snprintf(file->text + file->length, sizeof file->text - file->length, format, word);
    ck_assert(n >= 0 && (size_t)n < sizeof file->text - file->length);
    file->length += (size_t)n;
}

static void write_header(file_text *file, const tb_game *game, uint32_t rules) {
    file->length = 0;
    append(file, "# Tabuleiro saved game\ngame: %s\nrules: ", game->name);
    int first = 1;
    for (int i = 0; i < game->rule_count; i++)
        if (rules >> i & 1) {
            append(file, first ? "%s" : ", %s", game->rule_names[i]);
            first = 0;
        }
    if (first) append(file, "%s", "standard");
    append(file, "\nplayer %s: computer level 1\n", game->player_names[0]);
    append(file, "player %s: human\nmoves:\n", game->player_names[1]);
}

/* Plays a random game (until the rules end it, a position occurs for the
 * third time, or `max_plies`), with `check_typed` checking the typed moves
 * of every position, writes it as a saved game, and replays the file to
 * the same end. The test counts occurrences its own way: a scan of every
 * earlier position. */
static void random_game_round_trip(const tb_game *game, uint32_t rules, uint64_t seed,
                                   int max_plies, int check_typed) {
    static tb_position seen[MAX_PLIES + 1];
    static file_text file;
    tb_rng rng = tb_rng_seeded(seed);
    tb_position pos;
    char typed[TB_TEXT_MAX];
    game->initial(&pos, rules);
    write_header(&file, game, rules);
    int plies = 0, occurrences = 1;
    tb_status outcome = TB_ONGOING;
    seen[0] = pos;
    for (;;) {
        if (check_typed) check_typed_moves(game, &pos);
        outcome = game->status(&pos);
        if (outcome == TB_ONGOING && occurrences >= 3) outcome = TB_DRAW;
        if (outcome != TB_ONGOING || plies == max_plies) break;
        tb_move_list list;
        game->generate(&pos, &list);
        ck_assert_int_gt(list.count, 0);
        tb_move move = list.moves[tb_rng_below(&rng, (uint32_t)list.count)];
        game->format_typed_move(&pos, move, typed);
        append(&file, "%s\n", typed);
        game->apply(&pos, move);
        seen[++plies] = pos;
        occurrences = 0;
        for (int i = 0; i <= plies; i++) occurrences += same_position(&seen[i], &pos);
    }
    tb_saved_game replayed = accepted_bytes(file.text, file.length);
    ck_assert_ptr_eq(replayed.game, game);
    ck_assert_uint_eq(replayed.rules, rules);
    ck_assert_int_eq(replayed.move_count, plies);
    ck_assert_int_eq(replayed.outcome, outcome);
    ck_assert_msg(same_position(&replayed.final_position, &pos), "%s seed %llu: another end",
                  game->name, (unsigned long long)seed);
}

START_TEST(random_games_round_trip) {
    int games = 0;
    for (int g = 0; tb_games[g]; g++)
        for (uint32_t rules = 0; rules < 1u << tb_games[g]->rule_count; rules++)
            for (uint64_t seed = 1; seed <= 8; seed++, games++)
                random_game_round_trip(tb_games[g], rules, seed, 150, 1);
    ck_assert_int_eq(games, 8 * (4 + 2 + 1 + 2));
}
END_TEST

START_TEST(typed_moves_from_the_start) {
    tb_position pos;
    char typed[TB_TEXT_MAX];
    tb_move_list list;
    tb_teeko.initial(&pos, 0);
    tb_teeko.generate(&pos, &list);
    tb_teeko.format_typed_move(&pos, list.moves[0], typed);
    ck_assert_str_eq(typed, "a1");
    tb_teeko.format_typed_move(&pos, list.moves[24], typed);
    ck_assert_str_eq(typed, "e5");
    tb_shi.initial(&pos, 0);
    tb_shi.generate(&pos, &list);
    tb_shi.format_typed_move(&pos, list.moves[0], typed);
    ck_assert_str_eq(typed, "81-21");
    tb_echek.initial(&pos, 0);
    tb_echek.generate(&pos, &list);
    tb_echek.format_typed_move(&pos, list.moves[list.count - 1], typed);
    ck_assert_str_eq(typed, "pawn d3 d2");
}
END_TEST

/* Positions with a swap, a recall and a forced pass, as typed. */
START_TEST(typed_moves_of_known_positions) {
    static const struct {
        const tb_game *game;
        const char *position, *typed, *term;
    } cases[] = {
        {&tb_teeko, TEEKO_AFTER_DROPS, "a3-b3", "step(1-3,2-3)"},
        {&tb_shakti, "x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x w", "pass", "pass"},
        {&tb_echek, "Nprb/.PK./..k./Bn.R b - S", "pass", "pass"},
        {&tb_echek, ".kr/.KQ/.B./P.. b RNqbnp Ss", "swap", "swap"},
        {&tb_echek, "k./KQ w RBNPqrbnp Ss", "bishop d3 c3", "place(bishop,4-3,recall(3-3))"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_position pos = position_of(cases[i].game, cases[i].position, 0);
        tb_move move = tb_saved_game_match_move(cases[i].game, &pos, cases[i].typed,
                                                strlen(cases[i].typed));
        ck_assert_msg(move != 0, "%s: no move '%s'", cases[i].position, cases[i].typed);
        char term[TB_TEXT_MAX];
        cases[i].game->format_move(&pos, move, term);
        ck_assert_str_eq(term, cases[i].term);
        check_typed_moves(cases[i].game, &pos);
    }
}
END_TEST

START_TEST(a_text_names_no_move_unless_it_is_one_exactly) {
    tb_position pos;
    tb_teeko.initial(&pos, 0);
    const char *not_moves[] = {"", "c", "c33", "c3c", "c3.", "f1", "c0", "-", "c3\r", "c3#"};
    for (size_t i = 0; i < sizeof not_moves / sizeof not_moves[0]; i++)
        ck_assert_msg(tb_saved_game_match_move(&tb_teeko, &pos, not_moves[i],
                                               strlen(not_moves[i])) == 0,
                      "'%s' read as a move", not_moves[i]);
    ck_assert_uint_eq(tb_saved_game_match_move(&tb_teeko, &pos, "c\0003", 3), 0);
    ck_assert_uint_eq(tb_saved_game_match_move(&tb_teeko, &pos, "c3", 2), teeko_drop(12));
    ck_assert_uint_eq(tb_saved_game_match_move(&tb_teeko, &pos, "-C-\t3-", 6), teeko_drop(12));
    /* Far longer than any move, mostly dashes: still no move, no overflow. */
    size_t length = 100000;
    char *dashes = malloc(length);
    ck_assert_ptr_nonnull(dashes);
    memset(dashes, '-', length);
    dashes[0] = 'c';
    dashes[length - 1] = '3';
    ck_assert_uint_eq(tb_saved_game_match_move(&tb_teeko, &pos, dashes, length), teeko_drop(12));
    memset(dashes, 'x', length);
    ck_assert_uint_eq(tb_saved_game_match_move(&tb_teeko, &pos, dashes, length), 0);
    free(dashes);
}
END_TEST

                 /* Rejections */

START_TEST(an_empty_or_short_file_ends_before_the_moves_line) {
    rejected("", 1, "line 1: the file ends before the \"moves:\" line");
    rejected("\n", 2, "line 2: the file ends before the \"moves:\" line");
    rejected("# Tabuleiro saved game\n\n  \t\n", 4,
             "line 4: the file ends before the \"moves:\" line");
    rejected("game: teeko\n", 2, "line 2: the file ends before the \"moves:\" line");
    rejected("game: teeko\nrules: standard\nplayer b: human\nplayer w: human\n# moves:\n", 6,
             "line 6: the file ends before the \"moves:\" line");
}
END_TEST

START_TEST(a_last_line_without_its_newline_is_read) {
    rejected("game: teeko", 2, "line 2: the file ends before the \"moves:\" line");
    rejected("game: teeko\n  ", 3, "line 3: the file ends before the \"moves:\" line");
    ck_assert_int_eq(accepted(TEEKO_HEADER "c3").move_count, 1);
    ck_assert_int_eq(accepted(TEEKO_HEADER "c3\r").move_count, 1);
    ck_assert_int_eq(accepted(TEEKO_HEADER "c3\n# end").move_count, 1);
    ck_assert_int_eq(accepted("game: teeko\nrules: standard\nplayer b: human\n"
                              "player w: human\nmoves:").move_count, 0);
    rejected(TEEKO_HEADER "c3\nc3", 7, "line 7: \"c3\" is not a legal move here");
}
END_TEST

START_TEST(header_words_in_any_case) {
    tb_saved_game game = accepted("Game: Teeko\nRULES: Advanced\nPlayer B: Human\n"
                                  "player w: Computer Level 3\nMoves:\nC3\n");
    ck_assert_int_eq(game.move_count, 1);
    ck_assert_uint_eq(game.rules, 1);
    ck_assert_int_eq(game.players[1].level, 3);
}
END_TEST

START_TEST(control_characters_are_never_echoed) {
    rejected(TEEKO_HEADER "\x1b[2J\x1b]0;owned\x07 c3\n", 6,
             "line 6: \"?[2J?]0;owned? c3\" is not a legal move here");
    rejected("game: te\x1b[31meko\n", 1, "line 1: unknown game \"te?[31meko\"");
}
END_TEST

START_TEST(the_game_line) {
    rejected("game: chess\n", 1, "line 1: unknown game \"chess\"");
    rejected("game: Tekko\n", 1, "line 1: unknown game \"Tekko\"");
    rejected("game:\n", 1, "line 1: unknown game \"\"");
    rejected("game: teeko shi\n", 1, "line 1: unknown game \"teeko shi\"");
    rejected("\n# x\ngame : teeko\n", 3, "line 3: expected \"game: NAME\"");
    rejected("teeko\n", 1, "line 1: expected \"game: NAME\"");
    rejected("rules: standard\n", 1, "line 1: expected \"game: NAME\"");
    rejected("\xef\xbb\xbfgame: teeko\n", 1, "line 1: expected \"game: NAME\"");
    static const char nul_name[] = "game: teeko\0\n";
    static const char nul_message[] = "line 1: unknown game \"teeko?\"";
    rejected_bytes(nul_name, sizeof nul_name - 1, 1, nul_message, sizeof nul_message - 1);
    /* A name of any length is quoted whole. */
    size_t length = 10000;
    char *text = malloc(length + 8), *message = malloc(length + 32);
    ck_assert(text && message);
    memcpy(text, "game: ", 6);
    memset(text + 6, 'g', length);
    strcpy(text + 6 + length, "\n");
    memcpy(message, "line 1: unknown game \"", 22);
    memset(message + 22, 'g', length);
    strcpy(message + 22 + length, "\"");
    rejected(text, 1, message);
    free(text);
    free(message);
}
END_TEST

START_TEST(the_rules_line) {
    const char *expected = "line 2: expected \"rules: standard\" or \"rules: OPTION, ...\"";
    rejected("game: teeko\n\n", 3, "line 3: the file ends before the \"moves:\" line");
    rejected("game: teeko\nrules:\n", 2, expected);
    rejected("game: teeko\nrules: \t\n", 2, expected);
    rejected("game: teeko\nrule: standard\n", 2, expected);
    rejected("game: teeko\nplayer b: human\n", 2, expected);
    rejected("game: teeko\nrules: fast\n", 2, "line 2: unknown rule option \"fast\" of teeko");
    rejected("game: teeko\nrules: Standart\n", 2,
             "line 2: unknown rule option \"Standart\" of teeko");
    rejected("game: teeko\nrules: standard, advanced\n", 2,
             "line 2: unknown rule option \"standard\" of teeko");
    rejected("game: teeko\nrules: advanced,\n", 2, "line 2: unknown rule option \"\" of teeko");
    rejected("game: teeko\nrules: ,advanced\n", 2, "line 2: unknown rule option \"\" of teeko");
    rejected("game: teeko\nrules: advanced centre_ban\n", 2,
             "line 2: unknown rule option \"advanced centre_ban\" of teeko");
    rejected("game: teeko\nrules: advanced, advanced\n", 2,
             "line 2: rule option \"advanced\" given twice");
    rejected("game: teeko\nrules: advanced,fast,advanced\n", 2,
             "line 2: unknown rule option \"fast\" of teeko");
    rejected("game: teeko\nrules: centre_ban, advanced ,\tcentre_ban\n", 2,
             "line 2: rule option \"centre_ban\" given twice");
    rejected("game: shi\nrules: advanced\n", 2, "line 2: unknown rule option \"advanced\" of shi");
    rejected("game: echek\nrules: full_board\n", 2,
             "line 2: unknown rule option \"full_board\" of echek");
}
END_TEST

START_TEST(the_player_lines) {
    const char *expected_b =
        "line 3: expected \"player b: human\" or \"player b: computer level L\"";
    const char *expected_w =
        "line 4: expected \"player w: human\" or \"player w: computer level L\"";
    const char *bad_first[] = {"player w: human",          "player b: humans",
                               "player b:  human",         "player b:human",
                               "player b: computer",       "player b: computer level",
                               "player b: computer level 0", "player b: computer level 10",
                               "player b: computer level x", "player b: computer  level 3",
                               "player black: human",      "moves:"};
    char text[256];
    for (size_t i = 0; i < sizeof bad_first / sizeof bad_first[0]; i++) {
        snprintf(text, sizeof text, "game: teeko\nrules: standard\n%s\n", bad_first[i]);
        rejected(text, 3, expected_b);
    }
    rejected("game: teeko\nrules: standard\nplayer b: human\nplayer b: human\n", 4, expected_w);
    rejected("game: teeko\nrules: standard\nplayer b: human\nmoves:\n", 4, expected_w);
    rejected("game: teeko\nrules: standard\nplayer b: human\n", 4,
             "line 4: the file ends before the \"moves:\" line");
    rejected("game: shi\nrules: standard\nplayer ninja: human\n", 3,
             "line 3: expected \"player samurai: human\" or \"player samurai: computer level L\"");
    rejected("game: shakti\nrules: standard\nplayer white: human\nplayer w: human\n", 4,
             "line 4: expected \"player black: human\" or \"player black: computer level L\"");
}
END_TEST

/* Level 4, perfect play, is Teeko's alone. */
START_TEST(a_level_the_game_does_not_offer) {
    rejected("game: teeko\nrules: standard\nplayer b: computer level 5\n", 3,
             "line 3: teeko has no computer level 5");
    rejected("game: shi\nrules: standard\nplayer samurai: human\nplayer ninja: computer level 4\n",
             4, "line 4: shi has no computer level 4");
    ck_assert_int_eq(accepted("game: echek\nrules: standard\nplayer white: computer level 3\n"
                              "player black: computer level 1\nmoves:\n").players[0].level, 3);
}
END_TEST

START_TEST(the_moves_line) {
    const char *head = "game: teeko\nrules: standard\nplayer b: human\nplayer w: human\n";
    const char *bad[] = {"moves", "moves: c3", "moves :", "c3"};
    char text[256];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "%s%s\n", head, bad[i]);
        rejected(text, 5, "line 5: expected \"moves:\"");
    }
    ck_assert_int_eq(accepted(TEEKO_HEADER).move_count, 0);
    ck_assert_int_eq(accepted(TEEKO_HEADER).outcome, TB_ONGOING);
}
END_TEST

START_TEST(a_move_line_that_is_no_legal_move) {
    rejected(TEEKO_HEADER "z9\n", 6, "line 6: \"z9\" is not a legal move here");
    rejected(TEEKO_HEADER "c3\nc3\n", 7, "line 7: \"c3\" is not a legal move here");
    rejected(TEEKO_HEADER "  c3 x \t\n", 6, "line 6: \"c3 x\" is not a legal move here");
    rejected(TEEKO_HEADER "drop(3-3)\n", 6, "line 6: \"drop(3-3)\" is not a legal move here");
    rejected(TEEKO_HEADER "c3\r\r\n", 6, "line 6: \"c3?\" is not a legal move here");
    rejected(SHI_HEADER "83-52\n", 6, "line 6: \"83-52\" is not a legal move here");
    rejected(SHAKTI_HEADER "pass\n", 6, "line 6: \"pass\" is not a legal move here");
    rejected(ECHEK_HEADER "q c3\n", 6, "line 6: \"q c3\" is not a legal move here");
    rejected(ECHEK_HEADER "queen b3\n", 6, "line 6: \"queen b3\" is not a legal move here");
    /* 40 characters are quoted whole, more are cut to 40 and "...". */
    rejected(TEEKO_HEADER "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", 6,
             "line 6: \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\" is not a legal move here");
    rejected(TEEKO_HEADER "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxy\n", 6,
             "line 6: \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\" is not a legal move here");
    static const char nul_move[] = TEEKO_HEADER "c\0003\n";
    static const char nul_message[] = "line 6: \"c?3\" is not a legal move here";
    rejected_bytes(nul_move, sizeof nul_move - 1, 6, nul_message, sizeof nul_message - 1);
    static const char high_bytes[] = TEEKO_HEADER "c3\n\xe9\xff\n";
    rejected(high_bytes, 7, "line 7: \"\xe9\xff\" is not a legal move here");
}
END_TEST

START_TEST(a_move_after_the_end) {
    rejected(TEEKO_HEADER "a1\ne5\na2\ne4\na3\ne3\na4\n\n# over?\nE2\n", 15,
             "line 15: the game is already over");
    /* Over is said before legal: the line need not be a move at all. */
    rejected(TEEKO_HEADER "a1\ne5\na2\ne4\na3\ne3\na4\nnonsense\n", 13,
             "line 13: the game is already over");
}
END_TEST

/* No line is too long and no file has too many lines: a megabyte of
 * blanks on one line, a hundred thousand comment lines, and the line
 * counted right after them. */
START_TEST(long_lines_and_many_lines) {
    size_t comments = 100000, blanks = 1 << 20;
    size_t capacity = sizeof TEEKO_HEADER + sizeof TEEKO_DROPS + 2 * comments + blanks + 16;
    char *text = malloc(capacity), *p = text;
    ck_assert_ptr_nonnull(text);
    p += sprintf(p, "%s", TEEKO_HEADER TEEKO_DROPS);
    for (size_t i = 0; i < comments; i++) p += sprintf(p, "#\n");
    memset(p, ' ', blanks);
    p += blanks;
    p += sprintf(p, "\nz9\n");
    /* 5 header lines, 8 drops, the comments, the blank line, then z9. */
    rejected_bytes(text, (size_t)(p - text), 100015,
                   "line 100015: \"z9\" is not a legal move here",
                   strlen("line 100015: \"z9\" is not a legal move here"));
    free(text);
}
END_TEST

START_TEST(long_random_games_round_trip) {
    random_game_round_trip(&tb_teeko, 0, 7, MAX_PLIES, 0);
    random_game_round_trip(&tb_shi, 0, 7, MAX_PLIES, 0);
    random_game_round_trip(&tb_echek, 0, 7, MAX_PLIES, 0);
}
END_TEST

Suite *saved_game_suite(void) {
    Suite *s = suite_create("saved_game");
    TCase *files = tcase_create("files");
    tcase_add_test(files, a_teeko_game_to_a_win_in_the_drop_phase);
    tcase_add_test(files, a_teeko_game_to_a_win_in_the_move_phase_written_loosely);
    tcase_add_test(files, teeko_ends_in_a_draw_on_the_third_occurrence);
    tcase_add_test(files, teeko_rule_options);
    tcase_add_test(files, a_shi_game_with_a_jump_attack);
    tcase_add_test(files, shi_back_to_the_start_twice_is_a_draw);
    tcase_add_test(files, a_shakti_game_with_jumps);
    tcase_add_test(files, an_echek_game_with_every_kind_of_move);
    tcase_add_test(files, long_lines_and_many_lines);
    suite_add_tcase(s, files);
    TCase *typed = tcase_create("typed moves");
    tcase_add_test(typed, typed_moves_from_the_start);
    tcase_add_test(typed, typed_moves_of_known_positions);
    tcase_add_test(typed, a_text_names_no_move_unless_it_is_one_exactly);
    tcase_add_test(typed, random_games_round_trip);
    tcase_add_test(typed, long_random_games_round_trip);
    tcase_set_timeout(typed, 60);
    suite_add_tcase(s, typed);
    TCase *rejections = tcase_create("rejections");
    tcase_add_test(rejections, an_empty_or_short_file_ends_before_the_moves_line);
    tcase_add_test(rejections, a_last_line_without_its_newline_is_read);
    tcase_add_test(rejections, header_words_in_any_case);
    tcase_add_test(rejections, control_characters_are_never_echoed);
    tcase_add_test(rejections, the_game_line);
    tcase_add_test(rejections, the_rules_line);
    tcase_add_test(rejections, the_player_lines);
    tcase_add_test(rejections, a_level_the_game_does_not_offer);
    tcase_add_test(rejections, the_moves_line);
    tcase_add_test(rejections, a_move_line_that_is_no_legal_move);
    tcase_add_test(rejections, a_move_after_the_end);
    suite_add_tcase(s, rejections);
    return s;
}
