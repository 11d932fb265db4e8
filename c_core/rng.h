/* A seedable pseudo-random generator (splitmix64). The caller owns the
 * state, so every random choice is reproducible from its seed. */
#ifndef TB_RNG_H
#define TB_RNG_H

#include <stdint.h>

#include "zobrist.h"

typedef struct tb_rng {
    uint64_t state;
} tb_rng;

static inline tb_rng tb_rng_seeded(uint64_t seed) { return (tb_rng){seed}; }

static inline uint64_t tb_rng_next(tb_rng *rng) {
    rng->state += 0x9E3779B97F4A7C15ull;
    return tb_mix64(rng->state);
}

/* Uniform in 0..bound-1 (bound > 0); the bias is below 2^-32 for our sizes. */
static inline uint32_t tb_rng_below(tb_rng *rng, uint32_t bound) {
    return (uint32_t)((tb_rng_next(rng) >> 32) * bound >> 32);
}

#endif
