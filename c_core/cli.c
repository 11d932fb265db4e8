/* tabuleiro: the C core from the command line (no Prolog involved).
 *
 *   tabuleiro moves  GAME [POSITION] [--rules R1,R2]
 *   tabuleiro perft  GAME DEPTH [POSITION] [--rules ...]
 *   tabuleiro divide GAME DEPTH [POSITION] [--rules ...]
 *   tabuleiro best   GAME [POSITION] [--level L | --ms T | --depth D] [--seed S]
 *   tabuleiro solve  teeko [--rules R1,R2] [--db FILE] [--threads N]
 *   tabuleiro replay FILE
 *
 * POSITION is the game's notation (its words may come as separate
 * arguments); the start position is the default. `replay` reads a saved
 * game (saved_game.h) and prints its final position's notation. Bad
 * arguments, and a file that cannot be read or is not a saved game the
 * rules allow: one line on stderr and exit status 2.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "perft.h"
#include "players.h"
#include "saved_game.h"
#include "search.h"
#include "teeko.h"
#include "teeko_solver.h"

#define USAGE_EXIT 2
#define DEFAULT_SEARCH_MS 1000

typedef struct request {
    const char *command;
    const tb_game *game;
    tb_position position;
    long depth;      /* perft/divide depth, or search depth for best */
    long level;      /* best: 1 random, 2 greedy, 3 search */
    long time_ms;    /* best: search budget */
    unsigned long long seed;
    const char *db_path; /* solve: where the database goes */
    long threads;        /* solve: worker threads */
} request;

static void fail(const char *format, const char *detail) {
    fprintf(stderr, "tabuleiro: ");
    fprintf(stderr, format, detail);
    fputc('\n', stderr);
    exit(USAGE_EXIT);
}

static long parse_number(const char *text, const char *what, long low, long high) {
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno || end == text || *end || value < low || value > high) {
        fprintf(stderr, "tabuleiro: %s must be a whole number from %ld to %ld, not '%s'\n",
                what, low, high, text);
        exit(USAGE_EXIT);
    }
    return value;
}

static const char *option_value(int argc, char **argv, int *i) {
    const char *equals = strchr(argv[*i], '=');
    if (equals) return equals + 1;
    if (*i + 1 >= argc) fail("option %s needs a value", argv[*i]);
    return argv[++*i];
}

static int is_option(const char *arg, const char *name) {
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

static void append_word(char *text, size_t size, const char *word) {
    if (strlen(text) + strlen(word) + 2 > size) fail("position too long: %s", word);
    if (*text) strcat(text, " ");
    strcat(text, word);
}

static void parse_position(request *r, const char *notation, const char *rule_list) {
    tb_error err;
    uint32_t rules;
    if (!tb_parse_rules(r->game, rule_list, &rules, &err)) fail("%s", err.message);
    if (!*notation) {
        r->game->initial(&r->position, rules);
    } else if (!r->game->parse_position(notation, rules, &r->position, &err)) {
        fprintf(stderr, "tabuleiro: bad %s position '%s': %s\n", r->game->name,
                notation, err.message);
        exit(USAGE_EXIT);
    }
}

static int needs_depth(const char *command) {
    return strcmp(command, "perft") == 0 || strcmp(command, "divide") == 0;
}

static void parse_arguments(int argc, char **argv, request *r) {
    static const char *const commands[] = {"moves", "perft", "divide", "best", "solve", NULL};
    if (argc < 3) fail("%s", "usage: tabuleiro moves|perft|divide|best|solve GAME [DEPTH] [POSITION] [--rules R1,R2] [--level L | --ms T | --depth D] [--seed S] [--db FILE] [--threads N], or tabuleiro replay FILE");
    r->command = argv[1];
    int known = 0;
    for (int i = 0; commands[i]; i++) known |= strcmp(commands[i], r->command) == 0;
    if (!known) fail("unknown command '%s' (moves, perft, divide, best, solve, replay)", r->command);
    r->game = tb_find_game(argv[2]);
    if (!r->game) fail("unknown game '%s'", argv[2]);

    const char *rule_list = NULL;
    char notation[4 * TB_TEXT_MAX] = "";
    int depth_given = 0;
    for (int i = 3; i < argc; i++) {
        const char *arg = argv[i];
        if (is_option(arg, "--rules")) rule_list = option_value(argc, argv, &i);
        else if (is_option(arg, "--level"))
            r->level = parse_number(option_value(argc, argv, &i), "the level", 1, 3);
        else if (is_option(arg, "--ms"))
            r->time_ms = parse_number(option_value(argc, argv, &i), "the time", 1, 86400000);
        else if (is_option(arg, "--depth"))
            r->depth = parse_number(option_value(argc, argv, &i), "the depth", 1, TB_MAX_DEPTH);
        else if (is_option(arg, "--db")) r->db_path = option_value(argc, argv, &i);
        else if (is_option(arg, "--threads"))
            r->threads = parse_number(option_value(argc, argv, &i), "the thread count", 1, 16);
        else if (is_option(arg, "--seed"))
            r->seed = (unsigned long long)parse_number(option_value(argc, argv, &i), "the seed", 0, 2147483647);
        else if (strncmp(arg, "--", 2) == 0) fail("unknown option '%s'", arg);
        else if (needs_depth(r->command) && !depth_given) {
            r->depth = parse_number(arg, "the depth", 0, 32);
            depth_given = 1;
        } else append_word(notation, sizeof notation, arg);
    }
    if (needs_depth(r->command) && !depth_given) fail("%s needs a DEPTH", r->command);
    if (strcmp(r->command, "solve") == 0 && r->game != &tb_teeko)
        fail("only teeko can be solved, not %s", r->game->name);
    if (strcmp(r->command, "solve") == 0 && *notation)
        fail("solve takes no position: '%s'", notation);
    parse_position(r, notation, rule_list);
}

static void print_moves(const request *r) {
    tb_move_list list;
    char text[TB_TEXT_MAX];
    r->game->generate(&r->position, &list);
    for (int i = 0; i < list.count; i++) {
        r->game->format_move(&r->position, list.moves[i], text);
        puts(text);
    }
}

static void print_perft(const request *r) {
    for (long d = 1; d <= r->depth; d++)
        printf("%ld %llu\n", d, (unsigned long long)tb_perft(r->game, &r->position, (int)d));
}

static void print_divide(const request *r) {
    tb_move_list list;
    char text[TB_TEXT_MAX];
    r->game->generate(&r->position, &list);
    for (int i = 0; i < list.count; i++) {
        tb_position child = r->position;
        r->game->apply(&child, list.moves[i]);
        r->game->format_move(&r->position, list.moves[i], text);
        printf("%s %llu\n", text,
               (unsigned long long)tb_perft(r->game, &child, (int)r->depth - 1));
    }
}

static int print_best(const request *r) {
    tb_rng rng = tb_rng_seeded(r->seed);
    tb_move move;
    int score = 0;
    if (r->level == 1) {
        move = tb_choose_random(r->game, &r->position, &rng);
    } else if (r->level == 2) {
        move = tb_choose_greedy(r->game, &r->position, &rng, &score);
    } else {
        tb_search_limits limits = {.max_depth = (int)r->depth, .seed = r->seed,
                                   .time_ms = r->time_ms ? r->time_ms
                                              : r->depth ? 0 : DEFAULT_SEARCH_MS};
        tb_search_result result;
        if (!tb_search(r->game, &r->position, &limits, &result)) {
            fprintf(stderr, "tabuleiro: out of memory for the search\n");
            return 1;
        }
        move = result.best;
        score = result.score;
        fprintf(stderr, "depth %d, %llu nodes in %.3f s (%.0f nodes/s)\n", result.depth,
                (unsigned long long)result.nodes, result.seconds,
                result.seconds > 0 ? (double)result.nodes / result.seconds : 0.0);
    }
    if (!move) {
        fprintf(stderr, "tabuleiro: no legal move, the game is over\n");
        return 1;
    }
    char text[TB_TEXT_MAX];
    r->game->format_move(&r->position, move, text);
    printf("%s %d\n", text, score);
    return 0;
}

/* A bar on stderr, redrawn in place. */
static void show_progress(void *data, const char *stage, uint64_t done, uint64_t total) {
    (void)data;
    if (total) {
        int filled = (int)(30 * done / total);
        fprintf(stderr, "\r%-24s [%.*s%*s] %3d%%", stage, filled,
                "##############################", 30 - filled, "", (int)(100 * done / total));
    } else {
        fprintf(stderr, "\r%-24s %-38llu", stage, (unsigned long long)done);
    }
    fflush(stderr);
}

static void describe_value(int value, char out[TB_TEXT_MAX]) {
    int plies = value & ~TB_DB_DECIDED;
    if (value == TB_DB_DRAW) snprintf(out, TB_TEXT_MAX, "draw");
    else if (value == TB_DB_INVALID) snprintf(out, TB_TEXT_MAX, "not a position");
    else snprintf(out, TB_TEXT_MAX, "%s in %d", plies % 2 ? "win" : "loss", plies);
}

static void default_db_path(const request *r, char *path, size_t size) {
    snprintf(path, size, "build/db/teeko%s%s.db",
             r->position.rules & TEEKO_ADVANCED ? "-advanced" : "",
             r->position.rules & TEEKO_CENTRE_BAN ? "-centre_ban" : "");
}

static void print_phase(const char *name, const tb_solve_stats *s, int phase) {
    printf("%s: %llu won, %llu lost, %llu drawn (positions with the player to move)\n", name,
           (unsigned long long)s->won[phase], (unsigned long long)s->lost[phase],
           (unsigned long long)s->drawn[phase]);
}

static int solve(const request *r) {
    tb_solver_geometry geometry;
    tb_solve_stats stats;
    char path[4096], text[TB_TEXT_MAX];
    tb_error err;
    teeko_solver_geometry(r->position.rules, &geometry);
    tb_teeko_db *db = tb_teeko_solve(&geometry, r->threads ? (int)r->threads : 2,
                                     show_progress, NULL, &stats);
    fputc('\n', stderr);
    if (!db) {
        fprintf(stderr, "tabuleiro: the solve failed (out of memory, or a win longer than %d plies)\n",
                TB_DB_MAX_PLIES);
        return 1;
    }
    describe_value(stats.start_value, text);
    printf("start position: %s\n", text);
    print_phase("drop phase", &stats, 0);
    print_phase("move phase", &stats, 1);
    tb_position longest = r->position;
    longest.bits[0] = stats.longest_black;
    longest.bits[1] = stats.longest_white;
    longest.to_move = (uint8_t)stats.longest_to_move;
    r->game->format_position(&longest, text);
    printf("longest forced win: %d plies, from %s\n", stats.longest_win, text);
    printf("solved in %.1f s\n", stats.seconds);
    if (r->db_path) snprintf(path, sizeof path, "%s", r->db_path);
    else default_db_path(r, path, sizeof path);
    int saved = tb_teeko_db_save(db, r->position.rules, path, &err);
    if (saved) printf("database: %s\n", path);
    else fprintf(stderr, "tabuleiro: %s\n", err.message);
    tb_teeko_db_free(db);
    return saved ? 0 : 1;
}

/* The whole file in memory; NULL with errno set when it cannot be read. */
static char *read_file(const char *path, size_t *length) {
    FILE *in = fopen(path, "rb");
    if (!in) return NULL;
    size_t capacity = 1 << 16, used = 0;
    char *data = malloc(capacity);
    for (;;) {
        if (!data) {
            errno = ENOMEM;
            break;
        }
        used += fread(data + used, 1, capacity - used, in);
        if (used < capacity) break; /* the end of the file, or an error */
        char *larger = capacity <= SIZE_MAX / 2 ? realloc(data, 2 * capacity) : NULL;
        if (!larger) free(data);
        data = larger;
        capacity *= 2;
    }
    if (data && ferror(in)) {
        free(data);
        data = NULL;
        if (!errno) errno = EIO;
    }
    int error = errno;
    fclose(in);
    errno = error;
    *length = used;
    return data;
}

static void fail_unreadable(const char *path) {
    if (errno == ENOENT) fprintf(stderr, "tabuleiro: %s: there is no such file\n", path);
    else if (errno == EACCES) fprintf(stderr, "tabuleiro: %s: permission denied\n", path);
    else fprintf(stderr, "tabuleiro: %s: cannot be read: %s\n", path, strerror(errno));
    exit(USAGE_EXIT);
}

/* tabuleiro replay FILE: the final position of a saved game. The message
 * of a rejection may hold any byte of the file, so it is written by its
 * length. */
static int replay(int argc, char **argv) {
    if (argc != 3) fail("%s", "usage: tabuleiro replay FILE");
    const char *path = argv[2];
    size_t length;
    char *text = read_file(path, &length);
    if (!text) fail_unreadable(path);
    tb_saved_game game;
    tb_saved_game_error err;
    int replayed = tb_saved_game_replay(text, length, &game, &err);
    free(text);
    if (!replayed) {
        fprintf(stderr, "tabuleiro: %s: ", path);
        if (err.message) fwrite(err.message, 1, err.length, stderr);
        else fputs("out of memory", stderr);
        fputc('\n', stderr);
        tb_saved_game_error_free(&err);
        exit(USAGE_EXIT);
    }
    char notation[TB_TEXT_MAX];
    game.game->format_position(&game.final_position, notation);
    puts(notation);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "replay") == 0) return replay(argc, argv);
    request r = {.level = 3};
    parse_arguments(argc, argv, &r);
    if (strcmp(r.command, "moves") == 0) print_moves(&r);
    else if (strcmp(r.command, "perft") == 0) print_perft(&r);
    else if (strcmp(r.command, "divide") == 0) print_divide(&r);
    else if (strcmp(r.command, "solve") == 0) return solve(&r);
    else return print_best(&r);
    return 0;
}
