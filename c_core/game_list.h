/* The games of the C core, in menu order (as the Prolog registry,
 * prolog/tabuleiro/games.pl): one line TB_GAME(name) per game. Each user defines
 * TB_GAME(name) before including this file:
 *   c_core/games.c   the registry tb_games, of the tb_game tb_NAME
 *                    (NAME.c), each checked by tb_game_check;
 *   bridge/codec.c   the table of codecs, of the bridge_codec NAME_codec
 *                    (bridge/NAME_codec.c).
 *
 * Adding a game GAME, the C side (the Makefile finds new files itself):
 *   1. c_core/GAME.c and GAME.h: `const tb_game tb_GAME`, with every
 *      member game.h marks REQUIRED (tb_game_check refuses the game and
 *      names what is missing); tests/c/toy_game.c is a whole small game.
 *   2. bridge/GAME_codec.c: `const bridge_codec GAME_codec` (codec.h),
 *      its Prolog terms to and from tb_position and tb_move; no rules.
 *   3. TB_GAME(GAME) below.
 *   4. tests/c/check_GAME.c with `Suite *GAME_suite(void)` (perft counts,
 *      notation, status, search), declared in tests/c/suites.h and run
 *      from tests/c/check_main.c. The suites game_api and saved_game,
 *      and the fuzz targets, take every game of this list by themselves.
 *   5. tests/cli/run.sh: its expected list of games in the message for
 *      an unknown game; a perft line of the new game.
 * The Prolog side: the checklist of prolog/tabuleiro/games.pl. */
TB_GAME(teeko)
TB_GAME(shi)
TB_GAME(shakti)
TB_GAME(echek)
