/* REQUIRE for the libFuzzer targets: a property that fails stops the run
 * with a message naming the target's file; libFuzzer saves the input. */
#ifndef TB_FUZZ_REQUIRE_H
#define TB_FUZZ_REQUIRE_H

#include <stdio.h>
#include <stdlib.h>

#define REQUIRE(condition, ...)                                              \
    do {                                                                     \
        if (!(condition)) {                                                  \
            fprintf(stderr, "%s: %s failed: ", __FILE__, #condition);        \
            fprintf(stderr, __VA_ARGS__);                                    \
            fputc('\n', stderr);                                             \
            abort();                                                         \
        }                                                                    \
    } while (0)

#endif
