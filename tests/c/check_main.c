/* Runs every Check suite of the C core and ends with one summary line. */
#include <stdio.h>
#include <stdlib.h>

#include "suites.h"

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
