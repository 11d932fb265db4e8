/* Zobrist keys as a pure function of their index, so that no table has to
 * be built at start-up (the core keeps no global state). The splitmix64
 * finaliser gives independent-looking 64-bit keys. */
#ifndef TB_ZOBRIST_H
#define TB_ZOBRIST_H

#include <stdint.h>

static inline uint64_t tb_mix64(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* Key of one (piece, cell) feature; each game numbers its own features. */
static inline uint64_t tb_zobrist_key(uint32_t feature) {
    return tb_mix64(0x5445454B4F000000ull + feature);
}

/* Key XORed in when the second player is to move. */
static inline uint64_t tb_zobrist_side_key(void) {
    return tb_mix64(0x53494445ull);
}

#endif
