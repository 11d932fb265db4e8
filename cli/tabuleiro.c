/* tabuleiro: the C core from the command line (no Prolog involved).
 *
 *   tabuleiro moves  GAME [POSITION] [--rules R1,R2]
 *   tabuleiro perft  GAME DEPTH [POSITION] [--rules ...]
 *   tabuleiro divide GAME DEPTH [POSITION] [--rules ...]
 *   tabuleiro best   GAME [POSITION] [--level L | --ms T | --depth D] [--seed S] [--db FILE]
 *   tabuleiro solve  GAME [--rules R1,R2] [--db FILE] [--threads N]
 *   tabuleiro replay FILE
 *
 *   tabuleiro --help | -h | help
 *
 * POSITION is the game's notation (its words may come as separate
 * arguments); the start position is the default. `replay` reads a saved
 * game (saved_game.h) and prints its final position's notation. Bad
 * arguments, and a file that cannot be read or is not a saved game the
 * rules allow: one line on stderr and exit status 2. Every message is
 * one line: what it quotes is written with its control characters
 * escaped (\n, \x1b, ...). A game of the registry that lacks a REQUIRED
 * member of tb_game (tb_games_check) stops every command: its message and
 * exit status 1.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../c_core/game.h"
#include "../c_core/perft.h"
#include "../c_core/players.h"
#include "../c_core/saved_game.h"
#include "../c_core/search.h"
#include "../c_core/progress.h"
#include "../c_core/solve.h"

#define USAGE_EXIT 2
#define DEFAULT_SEARCH_MS 1000

typedef struct request {
    const char *command;
    const tb_game *game;
    tb_position position;
    long depth;      /* perft/divide depth, or search depth for best */
    long level;      /* best: a level of players.h, up to tb_max_level */
    long time_ms;    /* best: search budget */
    unsigned long long seed;
    const char *db_path; /* solve: where the database goes; best: where it is */
    long threads;        /* solve: worker threads */
} request;

static int any_game(const tb_game *game) { return game != NULL; }
static int solvable(const tb_game *game) { return game->solve != NULL; }
static int has_perfect_player(const tb_game *game) {
    return tb_max_level(game) >= TB_LEVEL_PERFECT;
}

/* The names of the registry's games that `wanted`, in menu order. */
static void list_games(char *text, size_t size, const char *separator,
                       int (*wanted)(const tb_game *)) {
    text[0] = '\0';
    for (int i = 0; tb_games[i]; i++) {
        size_t used = strlen(text);
        if (wanted(tb_games[i]))
            snprintf(text + used, size - used, "%s%s", used ? separator : "", tb_games[i]->name);
    }
}

/* The usage, with the games of the registry: all of them, and for
 * `solve` and level 4 those that have a solver and a perfect player. */
static void print_usage(void) {
    char games[256], solved[256], perfect[256];
    list_games(games, sizeof games, ", ", any_game);
    list_games(solved, sizeof solved, "|", solvable);
    list_games(perfect, sizeof perfect, ", ", has_perfect_player);
    printf("usage: tabuleiro COMMAND GAME [ARGUMENTS]\n"
           "  tabuleiro moves  GAME [POSITION] [--rules R1,R2]\n"
           "  tabuleiro perft  GAME DEPTH [POSITION] [--rules ...]      (DEPTH 1 to 32)\n"
           "  tabuleiro divide GAME DEPTH [POSITION] [--rules ...]\n"
           "  tabuleiro best   GAME [POSITION] [--level L | --ms T | --depth D] [--seed S] [--db FILE]\n"
           "  tabuleiro solve  %s [--rules R1,R2] [--db FILE] [--threads N]\n"
           "  tabuleiro replay FILE\n"
           "  tabuleiro --help\n"
           "GAME: %s. POSITION: the game's notation, the start\n"
           "position by default. solve writes build/db/%s[-RULES].db unless --db.\n"
           "Levels: 1 random, 2 greedy, 3 search (the default), and 4 perfect play\n"
           "from the database that solve writes (%s).\n",
           solved, games, solved, perfect);
}

/* `length` bytes on one line: control characters escaped. */
static void write_escaped(FILE *out, const char *text, size_t length) {
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') fputs("\\n", out);
        else if (c == '\r') fputs("\\r", out);
        else if (c == '\t') fputs("\\t", out);
        else if (c < 0x20 || c == 0x7F) fprintf(out, "\\x%02x", c);
        else fputc(c, out);
    }
}

/* "tabuleiro: MESSAGE" on one line of stderr. */
static void __attribute__((format(printf, 1, 2))) complain(const char *format, ...) {
    char message[2 * TB_TEXT_MAX + 8192];
    va_list args;
    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    fputs("tabuleiro: ", stderr);
    write_escaped(stderr, message, strlen(message));
    fputc('\n', stderr);
}

#define fail(...) (complain(__VA_ARGS__), exit(USAGE_EXIT))

static long parse_number(const char *text, const char *what, long low, long high) {
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno || end == text || *end || value < low || value > high)
        fail("%s must be a whole number from %ld to %ld, not '%s'", what, low, high, text);
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
        fail("bad %s position '%s': %s", r->game->name, notation, err.message);
    }
}

static int needs_depth(const char *command) {
    return strcmp(command, "perft") == 0 || strcmp(command, "divide") == 0;
}

static void parse_arguments(int argc, char **argv, request *r) {
    static const char *const commands[] = {"moves", "perft", "divide", "best", "solve", NULL};
    if (argc < 3) fail("a COMMAND and a GAME are needed (tabuleiro --help lists them)");
    r->command = argv[1];
    int known = 0;
    for (int i = 0; commands[i]; i++) known |= strcmp(commands[i], r->command) == 0;
    if (!known) fail("unknown command '%s' (moves, perft, divide, best, solve, replay)", r->command);
    r->game = tb_find_game(argv[2]);
    if (!r->game) {
        char games[256];
        list_games(games, sizeof games, ", ", any_game);
        fail("unknown game '%s' (the games: %s)", argv[2], games);
    }

    const char *rule_list = NULL;
    char notation[4 * TB_TEXT_MAX] = "";
    int depth_given = 0;
    for (int i = 3; i < argc; i++) {
        const char *arg = argv[i];
        if (is_option(arg, "--rules")) rule_list = option_value(argc, argv, &i);
        else if (is_option(arg, "--level"))
            r->level = parse_number(option_value(argc, argv, &i), "the level", TB_LEVEL_RANDOM,
                                    tb_max_level(r->game));
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
            /* Depth 0 would be one position, which perft does not count. */
            r->depth = parse_number(arg, "the depth", 1, 32);
            depth_given = 1;
        } else append_word(notation, sizeof notation, arg);
    }
    if (needs_depth(r->command) && !depth_given) fail("%s needs a DEPTH", r->command);
    if (strcmp(r->command, "solve") == 0 && !r->game->solve)
        fail("%s cannot be solved (tabuleiro --help lists the games that can)", r->game->name);
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

/* The rule options in play, in the order of tb_game.rule_names, each
 * written after `separator`. */
static void rule_options_text(const request *r, const char *separator, char *text, size_t size) {
    int used = 0;
    text[0] = '\0';
    for (int i = 0; i < r->game->rule_count && used < (int)size; i++)
        if (r->position.rules & (1u << i))
            used += snprintf(text + used, size - (size_t)used, "%s%s", separator,
                             r->game->rule_names[i]);
}

/* The database of the position's rules: --db, or build/db/GAME[-RULE...].db. */
static void database_path(const request *r, char *path, size_t size) {
    char options[TB_TEXT_MAX];
    rule_options_text(r, "-", options, sizeof options);
    if (r->db_path) snprintf(path, size, "%s", r->db_path);
    else snprintf(path, size, "build/db/%s%s.db", r->game->name, options);
}

static void exact_value_text(const tb_exact_value *value, char *text, size_t size) {
    if (value->outcome == TB_EXACT_DRAW) snprintf(text, size, "draw");
    else snprintf(text, size, "%s(%d)", value->outcome == TB_EXACT_WIN ? "win" : "loss",
                  value->plies);
}

/* Level 4: the move of the game's database, with its value for the
 * mover as Prolog writes it (win(7), draw, loss(4)). */
static int choose_perfect(const request *r, tb_rng *rng, tb_move *move, char *value_text,
                          size_t size) {
    char path[4096];
    tb_exact_value value;
    tb_error err;
    database_path(r, path, sizeof path);
    if (!r->game->perfect_move(path, &r->position, rng, move, &value, &err)) {
        char options[TB_TEXT_MAX];
        rule_options_text(r, ",", options, sizeof options);
        complain("%s (tabuleiro solve %s%s%s%s%s builds it)", err.message, r->game->name,
                 *options ? " --rules " : "", *options ? options + 1 : "",
                 r->db_path ? " --db " : "", r->db_path ? r->db_path : "");
        return 0;
    }
    exact_value_text(&value, value_text, size);
    return 1;
}

static int print_best(const request *r) {
    tb_rng rng = tb_rng_seeded(r->seed);
    tb_move move;
    int score = 0;
    char value_text[TB_TEXT_MAX] = "";
    tb_move_list legal;
    r->game->generate(&r->position, &legal);
    if (legal.count == 0) {
        complain("no legal move, the game is over");
        return 1;
    }
    if (r->level == TB_LEVEL_RANDOM) {
        move = tb_choose_random(r->game, &r->position, &rng);
    } else if (r->level == TB_LEVEL_GREEDY) {
        move = tb_choose_greedy(r->game, &r->position, &rng, &score);
    } else if (r->level == TB_LEVEL_PERFECT) {
        if (!choose_perfect(r, &rng, &move, value_text, sizeof value_text)) return 1;
    } else {
        tb_search_limits limits = {.max_depth = (int)r->depth, .seed = r->seed,
                                   .time_ms = r->time_ms ? r->time_ms
                                              : r->depth ? 0 : DEFAULT_SEARCH_MS};
        tb_search_result result;
        if (!tb_search(r->game, &r->position, &limits, &result)) {
            complain("out of memory for the search");
            return 1;
        }
        move = result.best;
        score = result.score;
        fprintf(stderr, "depth %d, %llu nodes in %.3f s (%.0f nodes/s)\n", result.depth,
                (unsigned long long)result.nodes, result.seconds,
                result.seconds > 0 ? (double)result.nodes / result.seconds : 0.0);
    }
    char text[TB_TEXT_MAX];
    r->game->format_move(&r->position, move, text);
    if (*value_text) printf("%s %s\n", text, value_text);
    else printf("%s %d\n", text, score);
    return 0;
}

/* The solver's progress on stderr: a bar redrawn in place on a terminal,
 * plain lines otherwise (a log, a pipe). */
static void show_progress(void *data, const char *stage, uint64_t done, uint64_t total) {
    char text[TB_TEXT_MAX];
    tb_progress_text(data, stage, done, total, text, sizeof text);
    fputs(text, stderr);
    fflush(stderr);
}

/* The solve runs with SIGINT, SIGTERM and SIGHUP blocked and looks for
 * them pending, so that it can remove its temporary file before the
 * signal takes its course. */
static void stop_signals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
    sigaddset(set, SIGHUP);
}

static int stop_requested(void *data) {
    (void)data;
    sigset_t pending;
    return sigpending(&pending) == 0 &&
           (sigismember(&pending, SIGINT) == 1 || sigismember(&pending, SIGTERM) == 1 ||
            sigismember(&pending, SIGHUP) == 1);
}

/* mkdir -p of the folder holding `path`; 0 with a message on failure. */
static int make_parent_folders(const char *path) {
    char folder[4096];
    if (snprintf(folder, sizeof folder, "%s", path) >= (int)sizeof folder) return 1;
    char *slash = strrchr(folder, '/');
    if (!slash || slash == folder) return 1;
    *slash = '\0';
    for (char *p = folder + 1;; p++) {
        int end = *p == '\0';
        if (*p != '/' && !end) continue;
        *p = '\0';
        if (mkdir(folder, 0777) != 0 && errno != EEXIST) {
            complain("cannot create the folder %s: %s", folder, strerror(errno));
            return 0;
        }
        if (end) return 1;
        *p = '/';
    }
}

static void end_progress(void *data) {
    char end[4];
    tb_progress_end(data, end, sizeof end);
    fputs(end, stderr);
}

/* The game's solve, with the progress on stderr and what it found on
 * stdout. */
static int solve_and_save(const request *r, const char *path) {
    tb_error err;
    tb_progress_printer printer = {.terminal = isatty(STDERR_FILENO)};
    tb_solve_hooks hooks = {show_progress, stop_requested, &printer, end_progress};
    if (!make_parent_folders(path)) return 0;
    int threads = r->threads ? (int)r->threads : 2;
    if (!r->game->solve(r->position.rules, path, threads, &hooks, stdout, &err)) {
        complain("%s", err.message);
        return 0;
    }
    printf("database: %s\n", path);
    return 1;
}

static int solve(const request *r) {
    char path[4096];
    sigset_t stops, before;
    database_path(r, path, sizeof path);
    stop_signals(&stops);
    pthread_sigmask(SIG_BLOCK, &stops, &before); /* the solver's threads inherit it */
    int saved = solve_and_save(r, path);
    /* A pending stop signal ends the process now, as it would have. */
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    return saved ? 0 : 1;
}

/* The whole file in memory, up to `limit` + 1 bytes (enough to tell that
 * it is larger); NULL with errno set when it cannot be read. */
static char *read_file(const char *path, size_t limit, size_t *length) {
    FILE *in = fopen(path, "rb");
    if (!in) return NULL;
    char *data = malloc(limit + 1);
    size_t used = data ? fread(data, 1, limit + 1, in) : 0;
    int error = !data ? ENOMEM : ferror(in) ? (errno ? errno : EIO) : 0;
    fclose(in);
    if (error) {
        free(data);
        errno = error;
        return NULL;
    }
    *length = used;
    return data;
}

static void fail_unreadable(const char *path) {
    if (errno == ENOENT) fail("%s: there is no such file", path);
    if (errno == EACCES) fail("%s: permission denied", path);
    fail("%s: cannot be read: %s", path, strerror(errno));
}

/* The file a person means: `~/` at the start is the home folder, as for
 * the file names typed at the Prolog prompt (a quoted ~ reaches us). */
static void typed_path(const char *typed, char *path, size_t size) {
    const char *home = getenv("HOME");
    if (strncmp(typed, "~/", 2) == 0 && home && *home)
        snprintf(path, size, "%s/%s", home, typed + 2);
    else
        snprintf(path, size, "%s", typed);
}

/* tabuleiro replay FILE: the final position of a saved game. The message
 * of a rejection may hold any byte of the file, so it is written by its
 * length. */
static int replay(int argc, char **argv) {
    if (argc != 3) fail("usage: tabuleiro replay FILE");
    char path[4096];
    typed_path(argv[2], path, sizeof path);
    size_t length;
    struct stat status;
    /* A pipe would block the reading for ever, a device never end. */
    if (stat(path, &status) == 0 && !S_ISREG(status.st_mode))
        fail("%s: not a regular file: a folder, a device or a pipe", path);
    char *text = read_file(path, TB_SAVED_GAME_MAX_BYTES, &length);
    if (!text) fail_unreadable(path);
    tb_saved_game game;
    tb_saved_game_error err;
    int replayed = tb_saved_game_replay(text, length, &game, &err);
    free(text);
    if (!replayed) {
        fputs("tabuleiro: ", stderr);
        write_escaped(stderr, path, strlen(path));
        fputs(": ", stderr);
        if (err.message) write_escaped(stderr, err.message, err.length);
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

static int asks_for_help(const char *arg) {
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0 || strcmp(arg, "help") == 0;
}

/* Every game of the registry is complete (game.h), or the tool stops. */
static void check_registry(void) {
    tb_error err;
    if (tb_games_check(&err)) return;
    complain("%s", err.message);
    exit(EXIT_FAILURE);
}

int main(int argc, char **argv) {
    check_registry();
    if (argc == 2 && asks_for_help(argv[1])) {
        print_usage();
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "replay") == 0) return replay(argc, argv);
    request r = {.level = TB_LEVEL_SEARCH};
    parse_arguments(argc, argv, &r);
    if (strcmp(r.command, "moves") == 0) print_moves(&r);
    else if (strcmp(r.command, "perft") == 0) print_perft(&r);
    else if (strcmp(r.command, "divide") == 0) print_divide(&r);
    else if (strcmp(r.command, "solve") == 0) return solve(&r);
    else return print_best(&r);
    return 0;
}
