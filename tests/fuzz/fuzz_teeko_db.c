/* libFuzzer target: the Teeko database reader (tb_teeko_db_read, which
 * tb_teeko_db_load runs on the file it opens).
 *
 * The real database is 13 MB; the reader's checks (magic, format, rule
 * options, geometry, header padding, table sizes, truncation, trailing
 * bytes, checksum) are the same for any geometry, so the target reads
 * databases of a 3x2 board with 2 markers a side, whose file is 1 KB.
 *
 * Input: if byte 0 is even, the other bytes are the file. If it is odd, the
 * file is the valid database of that board (solved once, at start), edited
 * by the other bytes taken four at a time (operation, offset low, offset
 * high, value): 0 flips bits of a byte, 1 cuts the file, 2 appends a byte,
 * 3 sets a byte. The odd inputs reach past the header whatever the file
 * format becomes; the even ones let libFuzzer make any file at all.
 *
 * Properties, beyond the sanitizers' silence: the valid file is read; a
 * rejected file comes with a message; a file that is read writes back
 * byte for byte the same (tb_teeko_db_write), so nothing in it escaped the
 * checks; and its values, asked for marker sets read from the input, are
 * TB_DB_INVALID for sets that are no position (off the board, overlapping,
 * too many markers).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "require.h"
#include "teeko_solver.h"

#define WIDTH 3
#define HEIGHT 2
#define MARKERS 2
#define RULES 2u /* any value: the reader must want the one saved */
#define MAX_EDITS 64

static tb_solver_geometry geometry;
static char *valid_file;
static size_t valid_size;

/* Neighbours in 8 directions; a pattern is MARKERS in a row, any direction. */
static void make_geometry(tb_solver_geometry *g) {
    static const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    memset(g, 0, sizeof *g);
    g->cells = WIDTH * HEIGHT;
    g->width = WIDTH;
    g->markers = MARKERS;
    for (int c = 0; c < g->cells; c++) {
        int row = c / WIDTH, col = c % WIDTH;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++)
                if ((dr || dc) && row + dr >= 0 && row + dr < HEIGHT && col + dc >= 0 &&
                    col + dc < WIDTH)
                    g->neighbours[c] |= 1u << ((row + dr) * WIDTH + col + dc);
        for (int d = 0; d < 4; d++) {
            uint32_t line = 0;
            for (int k = 0; k < MARKERS && (k == 0 || line); k++) {
                int r = row + k * directions[d][0], cc = col + k * directions[d][1];
                line = r < HEIGHT && cc >= 0 && cc < WIDTH ? line | 1u << (r * WIDTH + cc) : 0;
            }
            if (line) g->patterns[g->pattern_count++] = line;
        }
    }
}

/* The bytes tb_teeko_db_write gives for `db`. */
static char *written(const tb_teeko_db *db, size_t *size) {
    char *bytes = NULL;
    FILE *stream = open_memstream(&bytes, size);
    REQUIRE(stream, "open_memstream");
    REQUIRE(tb_teeko_db_write(db, RULES, stream), "writing to memory");
    REQUIRE(fclose(stream) == 0, "closing the memory stream");
    return bytes;
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    tb_solve_stats stats;
    make_geometry(&geometry);
    tb_teeko_db *db;
    REQUIRE(tb_teeko_solve(&geometry, 1, NULL, &db, &stats) == TB_SOLVED, "solving the %dx%d board",
            WIDTH, HEIGHT);
    valid_file = written(db, &valid_size);
    tb_teeko_db_free(db);
    return 0;
}

/* The file of an odd input: the valid one, edited. */
static size_t edited(const uint8_t *edits, size_t count, uint8_t *file) {
    size_t size = valid_size;
    memcpy(file, valid_file, size);
    for (size_t i = 0; i + 4 <= count; i += 4) {
        size_t offset = (size_t)edits[i + 1] | (size_t)edits[i + 2] << 8;
        uint8_t value = edits[i + 3];
        switch (edits[i] % 4) {
        case 0: if (size) file[offset % size] ^= value; break;
        case 1: size = offset % (size + 1); break;
        case 2: file[size++] = value; break;
        default: if (size) file[offset % size] = value; break;
        }
    }
    return size;
}

/* Asks a database that was read for values, nine bytes of the input a
 * question (Black's set, White's set, the player to move): sets off the
 * board, overlapping or too large, or a player other than 0 and 1, are no
 * position. */
static void query_values(const tb_teeko_db *db, const uint8_t *bytes, size_t count) {
    uint32_t board = (1u << geometry.cells) - 1;
    for (size_t i = 0; i + 9 <= count && i < 9 * 64; i += 9) {
        uint32_t black, white;
        memcpy(&black, bytes + i, 4);
        memcpy(&white, bytes + i + 4, 4);
        int to_move = bytes[i + 8] < 128 ? bytes[i + 8] % 2 : bytes[i + 8] - 256;
        int value = tb_teeko_db_value(db, black, white, to_move);
        int bad = (black | white) & ~board || black & white || to_move < 0 ||
                  __builtin_popcount(black) > geometry.markers ||
                  __builtin_popcount(white) > geometry.markers;
        REQUIRE(!bad || value == TB_DB_INVALID, "black %#x, white %#x, %d to move: value %#x",
                black, white, to_move, value);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 1u << 16 || (data[0] % 2 && size > 1 + 4 * MAX_EDITS)) return 0;
    size_t file_size;
    uint8_t *file = malloc(valid_size + MAX_EDITS + size);
    REQUIRE(file, "out of memory");
    if (data[0] % 2) {
        file_size = edited(data + 1, size - 1, file);
    } else {
        file_size = size - 1;
        memcpy(file, data + 1, file_size);
    }
    /* fmemopen wants at least one byte; an empty file is one more cut. */
    FILE *stream = file_size ? fmemopen(file, file_size, "rb") : fopen("/dev/null", "rb");
    REQUIRE(stream, "opening %zu bytes as a stream", file_size);
    tb_error err = {{0}};
    tb_teeko_db *db = tb_teeko_db_read(stream, &geometry, RULES, &err);
    fclose(stream);
    int valid = file_size == valid_size && memcmp(file, valid_file, valid_size) == 0;
    if (!db) {
        REQUIRE(!valid, "the valid file is rejected: %s", err.message);
        REQUIRE(err.message[0] != '\0', "a file of %zu bytes rejected without a message",
                file_size);
    } else {
        query_values(db, data + 1, size - 1);
        size_t again_size;
        char *again = written(db, &again_size);
        REQUIRE(again_size == file_size && memcmp(again, file, file_size) == 0,
                "a file of %zu bytes is read, but writes back as another of %zu bytes",
                file_size, again_size);
        free(again);
        tb_teeko_db_free(db);
    }
    free(file);
    return 0;
}
