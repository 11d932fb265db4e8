/* The common game interface of the C core.
 *
 * Every game module fills one `tb_game` with its sizes, names and function
 * pointers; perft, the search, the computer players, the command-line tool
 * and the Prolog bridge are written once against this interface.
 *
 * Positions are small plain values copied by assignment (copy-make): the
 * search keeps one per ply on the C stack. There is no global mutable state
 * anywhere in the core, so calls from several Prolog threads are safe.
 */
#ifndef TB_GAME_H
#define TB_GAME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct tb_solve_hooks; /* solve.h */
struct tb_exact_value; /* solve.h */
struct tb_rng;         /* rng.h */

/* Enough for the largest move list of any game (8 pieces that move like
 * queens on 8x8). */
#define TB_MAX_MOVES 512
/* Longest notation text or move text any game writes, with the NUL. */
#define TB_TEXT_MAX 160

/* A position. Each game documents how it uses `bits` and `small`;
 * generic code only copies positions, reads `to_move` and `rules`. */
typedef struct tb_position {
    uint64_t bits[4];
    uint8_t small[16];
    uint32_t rules;   /* bit i set: rule option i of the game is on */
    uint8_t to_move;  /* 0: the player who moves first, 1: the other */
} tb_position;

/* A move, encoded by its game; 0 is never a legal move of any game. */
typedef uint32_t tb_move;

typedef struct tb_move_list {
    int count;
    tb_move moves[TB_MAX_MOVES];
} tb_move_list;

/* What the rules say about a position, history aside. */
typedef enum tb_status {
    TB_ONGOING = 0,
    TB_WIN_FIRST,   /* player 0 has won */
    TB_WIN_SECOND,  /* player 1 has won */
    TB_DRAW
} tb_status;

/* Why text or a term could not be turned into a position or a move. */
typedef struct tb_error {
    char message[TB_TEXT_MAX];
} tb_error;

/* Evaluation scale: a won position is worth TB_WIN_SCORE to the winner.
 * The search scores a win found n plies ahead as TB_WIN_SCORE - n. */
#define TB_WIN_SCORE 100000

/* Limits of a game's names: a game, a rule option or a player is named by
 * at most TB_NAME_MAX - 1 characters, a lower-case letter then lower-case
 * letters, digits or '_' (an atom Prolog writes unquoted, and what saved
 * games read once lower-cased). A game has at most TB_MAX_RULES options. */
#define TB_NAME_MAX 32
#define TB_MAX_RULES 16

/* One game. Every member is REQUIRED or OPTIONAL, as its comment begins;
 * tb_game_check refuses a game whose REQUIRED members are not all set and
 * sane, naming the game and the member. */
typedef struct tb_game {
    /* REQUIRED: its name, as in Prolog, the command line and saved games. */
    const char *name;
    /* REQUIRED when rule_count > 0 (else may be NULL): the names of the
     * rule options, distinct; option i is bit i of tb_position.rules. */
    const char *const *rule_names;
    /* REQUIRED: how many rule options, 0 to TB_MAX_RULES. */
    int rule_count;
    /* REQUIRED: both, distinct, as in the Prolog terms and notation. */
    const char *player_names[2];
    /* OPTIONAL (NULL: the game is not solved): `tabuleiro solve`, the
     * database of `rules` built with `threads` threads and saved to
     * `path` (in a folder that exists), what the solve found written to
     * `report`; 1 when saved, else 0 with `err` saying why. */
    int (*solve)(uint32_t rules, const char *path, int threads,
                 const struct tb_solve_hooks *hooks, FILE *report, struct tb_error *err);
    /* OPTIONAL (NULL: no perfect player; set only in a game that has
     * solve): the computer's level 4 (players.h), a best move of `pos` by
     * the database of its rules that solve saved at `path`: the fastest
     * win, else a draw, else the slowest loss, ties broken with `rng`;
     * `value` receives what the move is worth to the mover. 0 with `err`
     * saying why when the database cannot be used or `pos` has no legal
     * move. */
    int (*perfect_move)(const char *path, const tb_position *pos, struct tb_rng *rng,
                        tb_move *move, struct tb_exact_value *value, struct tb_error *err);

    /* REQUIRED: the start position under `rules`. */
    void (*initial)(tb_position *pos, uint32_t rules);
    /* REQUIRED: the legal moves (at most TB_MAX_MOVES) in the standard
     * order of their Prolog terms; none when the position is over by the
     * rules. */
    void (*generate)(const tb_position *pos, tb_move_list *out);
    /* REQUIRED: plays a legal move of `pos` (anything else is undefined). */
    void (*apply)(tb_position *pos, tb_move move);
    /* REQUIRED: won, drawn or going on, by the rules. */
    tb_status (*status)(const tb_position *pos);
    /* REQUIRED: static value for `player` (not necessarily the one to
     * move). */
    int (*evaluate)(const tb_position *pos, int player);
    /* REQUIRED: the position's Zobrist key (zobrist.h), the player to move
     * included. */
    uint64_t (*hash)(const tb_position *pos);
    /* REQUIRED: position notation of the game's rules file; 0 and a
     * message if bad. */
    int (*parse_position)(const char *text, uint32_t rules, tb_position *pos,
                          tb_error *err);
    /* REQUIRED: the notation parse_position reads. */
    void (*format_position)(const tb_position *pos, char out[TB_TEXT_MAX]);
    /* REQUIRED: a move written exactly as its Prolog term, without spaces. */
    void (*format_move)(const tb_position *pos, tb_move move,
                        char out[TB_TEXT_MAX]);
    /* REQUIRED: a move as a person types it at the prompt, the notation of
     * saved games: what the game's Prolog module writes with move_to_text
     * (such as `c3`, `c3-d4`, `83-53`, `queen c3`, `pawn b2 b3`, `swap`,
     * `pass`). Saved games read it back (tb_saved_game_match_move). */
    void (*format_typed_move)(const tb_position *pos, tb_move move,
                              char out[TB_TEXT_MAX]);
    /* OPTIONAL (NULL: none): words that saved games once began a move
     * with, each beside the word written now ({old, new} pairs, ended by
     * {NULL, NULL}; each word lower-case, without space, tab or '-'); a
     * saved move that begins with an old word is read with the new one
     * (saved_game.h). */
    const char *const (*former_move_words)[2];
    /* OPTIONAL (NULL: none is): true when a legal move of `pos` changes
     * the game sharply (a capture, a jump attack, a win), so the search
     * tries it early. */
    int (*is_forcing)(const tb_position *pos, tb_move move);
    /* OPTIONAL (NULL: never): true when the player to move is in check;
     * the search looks one ply further there. */
    int (*in_check)(const tb_position *pos);
    /* OPTIONAL (NULL: none): gives the move to the other player with
     * nothing played, for the search's null-move pruning. Only for games
     * where having to move is seldom a disadvantage (no zugzwang). */
    void (*pass)(tb_position *pos);
} tb_game;

/* 1 when every REQUIRED member of `game` is set and sane (names as
 * TB_NAME_MAX says, rule_count within 0..TB_MAX_RULES with as many
 * distinct rule names, two distinct player names, every REQUIRED function,
 * perfect_move only beside solve, former move words well formed); else 0
 * with `err` naming the game and the member. */
int tb_game_check(const tb_game *game, tb_error *err);
/* tb_game_check of every game of the registry, and no two of the same
 * name: the command-line tool runs it first, and stops if it fails; the
 * bridge checks each game when it is loaded, and refuses the calls of a
 * game that fails. */
int tb_games_check(tb_error *err);

/* The games of the core, by name; NULL if unknown. The _n forms take a
 * name of `length` bytes, not NUL-terminated (as read from a file). */
const tb_game *tb_find_game(const char *name);
const tb_game *tb_find_game_n(const char *name, size_t length);
/* All games, NULL-terminated, in menu order. */
extern const tb_game *const tb_games[];

/* Bit of a rule option by name, or -1 if the game has no such option. */
int tb_rule_bit(const tb_game *game, const char *name);
int tb_rule_bit_n(const tb_game *game, const char *name, size_t length);
/* Parses "advanced,centre_ban" (empty or NULL: standard rules). */
int tb_parse_rules(const tb_game *game, const char *list, uint32_t *rules,
                   tb_error *err);

/* True when `move` is among the legal moves of `pos`. */
int tb_is_legal(const tb_game *game, const tb_position *pos, tb_move move);

/* Player index (0/1) from its name, or -1. */
int tb_player_index(const tb_game *game, const char *name);

void tb_set_error(tb_error *err, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

#endif
