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
} bridge_codec;

/* Creates the atoms and functors of every codec. */
void install_codecs(void);

/* The codec of a game name atom (domain_error(game, G) if unknown). */
int codec_for(term_t game, const bridge_codec **codec);

/* Rules list -> option bits; Player atom -> 0/1; then the board term. */
int get_position(const bridge_codec *codec, term_t rules, term_t board,
                 term_t player, tb_position *pos);
int get_rules(const tb_game *game, term_t rules, uint32_t *bits);
int get_player(const tb_game *game, term_t player, int *index);
int unify_player(const tb_game *game, term_t term, int player);

/* A proper list of exactly `count` elements, stored in terms[0..count-1];
 * otherwise instantiation/type error, or domain_error(domain, whole). */
int get_fixed_list(term_t list, size_t count, term_t *terms, const char *domain,
                   term_t whole);
/* An atom among `names` (its index), else the errors a user expects. */
int get_atom_index(term_t term, const atom_t *names, int count,
                   const char *domain, int *index);
/* Row-Col with integers in 1..rows and 1..cols, as a 0-based cell index
 * row * cols + col; FALSE (no exception) if the term has another shape. */
int get_row_col(term_t term, int rows, int cols, int *index);
int put_row_col(term_t term, int cols, int index);

/* error(domain_error(Domain, Culprit), context(_, Message)). */
int raise_domain_error(const char *domain, term_t culprit, const char *message);
/* domain_error(GAME_position, Board-Player) with the core's explanation. */
int raise_position_error(const tb_game *game, term_t board, term_t player,
                         const char *message);

#endif
