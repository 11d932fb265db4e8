/* Runs every Check suite of the C core and ends with one summary line. */
#include <stdio.h>
#include <stdlib.h>

#include "suites.h"

tb_position position_of(const tb_game *game, const char *notation, uint32_t rules) {
    tb_position pos;
    tb_error err = {{0}};
    int parsed = game->parse_position(notation, rules, &pos, &err);
    ck_assert_msg(parsed, "cannot parse '%s': %s", notation, err.message);
    return pos;
}

/* The optional argument names the build in the summary line. */
int main(int argc, char **argv) {
    SRunner *runner = srunner_create(teeko_suite());
    srunner_add_suite(runner, notation_suite());
    srunner_add_suite(runner, echek_suite());
    srunner_add_suite(runner, search_suite());
    srunner_add_suite(runner, shakti_suite());
    srunner_add_suite(runner, shi_suite());
    srunner_add_suite(runner, solver_suite());
    srunner_add_suite(runner, saved_game_suite());
    srunner_add_suite(runner, game_api_suite());
    srunner_add_suite(runner, toy_game_suite());
    srunner_run_all(runner, CK_NORMAL);
    int run = srunner_ntests_run(runner), failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    printf("%s: %d passed, %d failed\n", argc > 1 ? argv[1] : "c", run - failed, failed);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
