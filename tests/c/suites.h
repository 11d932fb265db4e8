/* The Check suites of the C core, one per file, run by check_main.c,
 * and the helpers they share (helpers.h). */
#ifndef TB_TEST_SUITES_H
#define TB_TEST_SUITES_H

#include <check.h>

#include "helpers.h"

Suite *teeko_suite(void);
Suite *echek_suite(void);
Suite *shakti_suite(void);
Suite *shi_suite(void);
Suite *notation_suite(void);
Suite *search_suite(void);
Suite *solver_suite(void);
Suite *saved_game_suite(void);
Suite *game_api_suite(void);
Suite *toy_game_suite(void);

#endif
