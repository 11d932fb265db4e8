/* Saved games: the text files that `save FILE` writes at the prompt,
 * read and replayed in C (`tabuleiro replay FILE`).
 *
 *     # Tabuleiro saved game
 *     game: GAME
 *     rules: standard
 *     player FIRST: human
 *     player SECOND: computer level 3
 *     moves:
 *     MOVE
 *     MOVE
 *
 * Every line ends with "\n" (a final "\r" is dropped). Blank lines and
 * lines whose first non-blank character is '#' are ignored; spaces and
 * tabs around a line are too. The other lines are, in this order, the
 * game, its rule options ("standard" for none, or names separated by
 * commas), one player line per side (the player who moves first first,
 * named as in the game's terms, playing as "human" or "computer level L"
 * with L a level the game has: tb_max_level, players.h), "moves:", and then
 * one move a line from the start position, written as a person types it
 * at the prompt (tb_game.format_typed_move). A move line matches the legal move whose
 * typed text is the same once both are lower-cased and stripped of every
 * space, tab and '-'.
 *
 * The Prolog side (prolog/tabuleiro/saved_game.pl) writes these files and reads them
 * too; both readers accept the same files and reject the others with the
 * same message, "line N: ...", naming the first line at fault.
 */
#ifndef TB_SAVED_GAME_H
#define TB_SAVED_GAME_H

#include <stddef.h>

#include "game.h"

/* The largest saved game read, in bytes: 4 MiB, some 400 000 moves. */
#define TB_SAVED_GAME_MAX_BYTES (4u << 20)

/* A move line longer than this is cut in messages, and "..." added. */
#define TB_SAVED_GAME_ECHO_MAX 40

/* Who plays one side. */
typedef struct tb_saved_player {
    int computer; /* 0: a person */
    int level;    /* the computer's level, 1..tb_max_level of the game; 0 for a person */
} tb_saved_player;

/* A saved game, replayed. */
typedef struct tb_saved_game {
    const tb_game *game;
    uint32_t rules;               /* bit i: rule option i of the game */
    tb_saved_player players[2];   /* by player index: [0] moves first */
    long move_count;              /* move lines replayed */
    tb_position final_position;
    /* The final position's outcome: the rules' status, or TB_DRAW when
     * the position occurs for the third time (this project's draw). */
    tb_status outcome;
} tb_saved_game;

/* Why a file was rejected. The message may quote bytes of the file, NUL
 * bytes included, so it comes with its length; it is NUL-terminated as
 * well. The reader allocates it: free it with tb_saved_game_error_free. */
typedef struct tb_saved_game_error {
    long line;       /* the line at fault (1-based) */
    char *message;   /* "line N: ..."; NULL when no memory was left for it */
    size_t length;   /* bytes in message */
} tb_saved_game_error;

/* Reads a saved game from `length` bytes of `text` (any bytes, at most
 * TB_SAVED_GAME_MAX_BYTES) and replays its moves. Returns 1 and fills `out` (`err` then holds no message), or
 * returns 0 and fills `err` (`out` is then undefined). `err` is
 * overwritten: free an earlier message first. */
int tb_saved_game_replay(const char *text, size_t length, tb_saved_game *out,
                         tb_saved_game_error *err);

/* Frees the message of a rejection (harmless on a zeroed error). */
void tb_saved_game_error_free(tb_saved_game_error *err);

/* The legal move of `pos` that `length` bytes of `text` name, as a move
 * line of a saved game does, or 0 when there is none. */
tb_move tb_saved_game_match_move(const tb_game *game, const tb_position *pos,
                                 const char *text, size_t length);

#endif
