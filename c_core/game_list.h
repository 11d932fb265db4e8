/* The games of the C core, in menu order (as the Prolog registry,
 * prolog/games.pl): one line per game. Each user defines TB_GAME(name)
 * before including this file:
 *   c_core/games.c   the registry tb_games, of the tb_game tb_NAME
 *                    (NAME.c);
 *   bridge/codec.c   the table of codecs, of the bridge_codec NAME_codec
 *                    (bridge/NAME_codec.c).
 * Adding a game is adding its line here. */
TB_GAME(teeko)
TB_GAME(shi)
TB_GAME(shakti)
TB_GAME(echek)
