/* Term <-> C state codecs: the shared helpers and the per-game table.
 *
 * A codec knows how a game's Prolog terms look (the rules files' board and
 * move terms) and nothing of its rules: every rule question goes to the C
 * core. All helpers follow the foreign interface's convention: they return
 * FALSE with a Prolog exception pending when a term is malformed.
 */
#ifndef TB_BRIDGE_CODEC_H
#define TB_BRIDGE_CODEC_H

#include <SWI-Prolog.h>

#include "../c_core/game.h"

typedef struct bridge_codec {
    const tb_game *game;
    /* Creates the codec's atoms and functors; called once at install. */
    void (*install)(void);
    /* Board term -> cells of `pos` (player and rules already set), then
     * the core's validation; the player term is for error messages. */
    int (*get_position)(term_t board, term_t player, tb_position *pos);
    int (*unify_board)(term_t board, const tb_position *pos);
    /* Move term -> move. FALSE with an exception for a term that is no
     * move of the game; TRUE for a well-formed move, legal or not. */
    int (*get_move)(term_t move, const tb_position *pos, tb_move *out);
    int (*put_move)(term_t term, const tb_position *pos, tb_move move);
    /* Optional, for games with long move lists: unifies `moves` with the
     * list of the moves of `list` as put_move writes them, built faster
     * (e.g. sharing subterms). NULL: put_move is called for each move. */
    int (*unify_moves)(term_t moves, const tb_position *pos, const tb_move_list *list);
} bridge_codec;

/* Creates the atoms and functors of every codec. */
void install_codecs(void);

/* The codec of a game name atom: domain_error(game, G) if unknown, or if
 * its tb_game lacks a REQUIRED member (the message says which). */
int codec_for(term_t game, const bridge_codec **codec);

/* Rules list -> option bits; Player atom -> 0/1; then the board term. */
int get_position(const bridge_codec *codec, term_t rules, term_t board,
                 term_t player, tb_position *pos);
int get_rules(const tb_game *game, term_t rules, uint32_t *bits);
int get_player(const tb_game *game, term_t player, int *index);
int unify_player(const tb_game *game, term_t term, int player);

/* A proper list, else the error ISO prescribes; its length in *length. */
int check_list(term_t list, size_t *length);
/* Row-Col with integers in 1..rows and 1..cols, as a 0-based cell index
 * row * cols + col; FALSE (no exception) if the term has another shape. */
int get_row_col(term_t term, int rows, int cols, int *index);
int put_row_col(term_t term, int cols, int index);

/* A board term of `rows` lists of `cols` atoms among `cell_atoms` (`kinds`
 * of them) -> codes[row * cols + col], the index of each cell's atom.
 * Errors: instantiation and type errors for what is no list,
 * domain_error(GAME_board, Board) for a wrong size, domain_error(GAME_cell,
 * Cell) for another term in a cell. */
int get_grid(const tb_game *game, term_t board, int rows, int cols,
             const atom_t *cell_atoms, int kinds, uint8_t *codes);
/* Unifies `board` with the rows of the atoms cell_atoms[codes[i]]. */
int unify_grid(term_t board, int rows, int cols, const atom_t *cell_atoms,
               const uint8_t *codes);

/* Reads one cell term into its code, or raises the error a user expects
 * and returns FALSE; `context` is what the caller of get_grid_cells gave. */
typedef int (*cell_reader)(term_t cell, const void *context, int *code);
/* Puts the term of the cell whose code is `code` into `cell`. */
typedef int (*cell_writer)(term_t cell, const void *context, int code);
/* get_grid and unify_grid for cells that are not all atoms (such as
 * Piece-Color): the same board errors, each cell read or written by the
 * game's function. */
int get_grid_cells(const tb_game *game, term_t board, int rows, int cols,
                   cell_reader read_cell, const void *context, uint8_t *codes);
int unify_grid_cells(term_t board, int rows, int cols, cell_writer write_cell,
                     const void *context, const uint8_t *codes);

/* error(domain_error(Domain, Culprit), context(_, Message)). */
int raise_domain_error(const char *domain, term_t culprit, const char *message);
/* domain_error(GAME_position, Board-Player) with the core's explanation. */
int raise_position_error(const tb_game *game, term_t board, term_t player,
                         const char *message);

#endif
