/* Tic-tac-toe, a toy fifth game for the tests (toy_game.c). */
#ifndef TB_TEST_TOY_GAME_H
#define TB_TEST_TOY_GAME_H

#include "game.h"

extern const tb_game toy_tictactoe;

#endif
