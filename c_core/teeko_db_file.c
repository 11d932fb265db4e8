/* The Teeko database as a file (see teeko_solver.h): saved through a
 * temporary file and a rename, loaded only when its header is the one
 * this program writes for the geometry and rules asked for. */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "teeko_db_layout.h"
#include "zobrist.h"

#define FORMAT_VERSION 2
#define MAGIC "TABULEIRO-TEEKO"
#define WRITE_CHUNK (1u << 20)

/* A file is this header, then the tables in for_each_table's order. The
 * header is written with its padding zeroed, and read back only if it is
 * byte for byte the header this program writes for the geometry and rules
 * asked for, the checksum aside: a database has exactly one file. */
typedef struct file_header {
    char magic[16];
    uint32_t version, rules;
    tb_solver_geometry geometry;
    uint64_t payload_bytes, checksum;
} file_header;

static uint64_t checksum_update(uint64_t sum, const uint8_t *bytes, size_t n) {
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        sum = tb_mix64(sum ^ word);
    }
    for (; i < n; i++) sum = tb_mix64(sum ^ bytes[i]);
    return sum;
}

/* Calls `visit` on each table of the payload, in file order. */
static int for_each_table(const tb_teeko_db *db, int (*visit)(void *, uint8_t *, size_t),
                          void *context) {
    int k = db->g.markers;
    if (!visit(context, db->move_phase, teeko_layer_size(db, k, k))) return 0;
    for (int b = 0; b <= k; b++)
        for (int w = 0; w <= k; w++)
            if (teeko_drop_layer_exists(db, b, w) && !visit(context, db->drop[b][w], teeko_layer_size(db, b, w)))
                return 0;
    return 1;
}

typedef struct file_io {
    FILE *file;
    uint64_t checksum, bytes;
    stop_flag *stop;
} file_io;

static int add_size(void *context, uint8_t *table, size_t n) {
    (void)table;
    ((file_io *)context)->bytes += n;
    return 1;
}

static int add_checksum(void *context, uint8_t *table, size_t n) {
    file_io *io = context;
    io->checksum = checksum_update(io->checksum, table, n);
    return 1;
}

/* In chunks, so that a stop is seen within a chunk's time. */
static int write_table(void *context, uint8_t *table, size_t n) {
    file_io *io = context;
    for (size_t done = 0; done < n; done += WRITE_CHUNK) {
        size_t chunk = n - done < WRITE_CHUNK ? n - done : WRITE_CHUNK;
        if (io->stop && teeko_should_stop(io->stop, 0)) return 0;
        if (fwrite(table + done, 1, chunk, io->file) != chunk) return 0;
    }
    return 1;
}

static int read_table(void *context, uint8_t *table, size_t n) {
    file_io *io = context;
    if (fread(table, 1, n, io->file) != n) return 0;
    io->checksum = checksum_update(io->checksum, table, n);
    return 1;
}

/* The header of `db` under `rules`, without its checksum. */
static void make_header(const tb_teeko_db *db, uint32_t rules, file_header *header) {
    file_io sizes = {0};
    memset(header, 0, sizeof *header); /* no stray bytes in the padding */
    memcpy(header->magic, MAGIC, sizeof MAGIC);
    header->version = FORMAT_VERSION;
    header->rules = rules;
    header->geometry = db->g;
    for_each_table(db, add_size, &sizes);
    header->payload_bytes = sizes.bytes;
}

/* The checksum comes first, so the file is written in one pass. */
static int write_database(const tb_teeko_db *db, uint32_t rules, FILE *file, stop_flag *stop) {
    file_header header;
    file_io io = {file, 0, 0, stop};
    make_header(db, rules, &header);
    for_each_table(db, add_checksum, &io);
    header.checksum = io.checksum;
    return fwrite(&header, sizeof header, 1, file) == 1 && for_each_table(db, write_table, &io);
}

int tb_teeko_db_write(const tb_teeko_db *db, uint32_t rules, FILE *file) {
    return write_database(db, rules, file, NULL);
}

/* errno by its name too, which a user can look up. */
static const char *errno_name(int error) {
    switch (error) {
    case ENOENT: return "ENOENT";
    case ENOSPC: return "ENOSPC";
    case EFBIG: return "EFBIG";
    case EACCES: return "EACCES";
    case EPERM: return "EPERM";
    case EROFS: return "EROFS";
    case ENOTDIR: return "ENOTDIR";
    case EISDIR: return "EISDIR";
    case EDQUOT: return "EDQUOT";
    case EIO: return "EIO";
    case ENOMEM: return "ENOMEM";
    default: return NULL;
    }
}

static void set_errno_error(tb_error *err, const char *what, const char *path, int error) {
    const char *name = errno_name(error);
    if (name) tb_set_error(err, "%s %s: %s (%s)", what, path, strerror(error), name);
    else tb_set_error(err, "%s %s: %s (errno %d)", what, path, strerror(error), error);
}

/* A database replaces only a regular file: the rename would put it in
 * the place of a device node, a symbolic link or a pipe too. */
static int may_replace(const char *path, tb_error *err) {
    struct stat status;
    if (lstat(path, &status) != 0 || S_ISREG(status.st_mode)) return 1;
    tb_set_error(err, "%s is not a regular file: a database goes to a new name or over a file",
                 path);
    return 0;
}

/* PATH.PID-N.part, created exclusively: two solves to one path never
 * share their temporary file. */
int tb_teeko_db_create(tb_db_output *out, const char *path, tb_error *err) {
    out->file = NULL;
    if (snprintf(out->path, sizeof out->path, "%s", path) >= (int)sizeof out->path) {
        tb_set_error(err, "database path too long");
        return 0;
    }
    if (!may_replace(path, err)) return 0;
    int fd = -1;
    for (int attempt = 0; fd < 0 && attempt < 1000; attempt++) {
        snprintf(out->temporary, sizeof out->temporary, "%s.%ld-%d.part", path, (long)getpid(), attempt);
        fd = open(out->temporary, O_WRONLY | O_CREAT | O_EXCL, 0644);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0 || !(out->file = fdopen(fd, "wb"))) {
        int error = errno;
        if (fd >= 0) {
            close(fd);
            remove(out->temporary);
        }
        set_errno_error(err, "cannot write the database", path, error);
        return 0;
    }
    return 1;
}

void tb_teeko_db_abandon(tb_db_output *out) {
    if (!out->file) return;
    fclose(out->file);
    out->file = NULL;
    remove(out->temporary);
}

int tb_teeko_db_commit(tb_db_output *out, const tb_teeko_db *db, uint32_t rules,
                       const tb_solve_hooks *hooks, tb_error *err) {
    stop_flag stop = {hooks, 0};
    errno = 0;
    int written = write_database(db, rules, out->file, &stop);
    int error = errno;
    if (written && fflush(out->file) != 0) written = 0, error = errno;
    /* On the disk before the rename, so that a crash leaves the old
     * database or the new one, never a part of it. */
    if (written && fsync(fileno(out->file)) != 0) written = 0, error = errno;
    if (fclose(out->file) != 0 && written) written = 0, error = errno;
    out->file = NULL;
    if (written && !may_replace(out->path, err)) { /* it changed while the solve ran */
        remove(out->temporary);
        return 0;
    }
    if (written && rename(out->temporary, out->path) != 0) written = 0, error = errno;
    if (written) return 1;
    remove(out->temporary);
    if (stop.stopped) tb_set_error(err, "writing %s was interrupted", out->path);
    else set_errno_error(err, "cannot write the database", out->path, error ? error : EIO);
    return 0;
}

/* Field by field, for a message that says what differs. */
static int check_header(const file_header *h, const tb_solver_geometry *geometry,
                        uint32_t rules, tb_error *err) {
    if (memcmp(h->magic, MAGIC, sizeof MAGIC) != 0) {
        tb_set_error(err, "not a Tabuleiro Teeko database");
        return 0;
    }
    if (h->version != FORMAT_VERSION) {
        tb_set_error(err, "database format %u, this program reads format %d", h->version,
                     FORMAT_VERSION);
        return 0;
    }
    if (h->rules != rules) {
        tb_set_error(err, "database made for other rule options (%u, wanted %u)", h->rules, rules);
        return 0;
    }
    if (memcmp(&h->geometry, geometry, sizeof *geometry) != 0) {
        tb_set_error(err, "database of another board or other patterns");
        return 0;
    }
    return 1;
}

tb_teeko_db *tb_teeko_db_read(FILE *file, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err) {
    file_header header, expected;
    if (fread(&header, sizeof header, 1, file) != 1) {
        tb_set_error(err, "database truncated in its header");
        return NULL;
    }
    /* Only a header made for this geometry costs the memory of the tables. */
    if (!check_header(&header, geometry, rules, err)) return NULL;
    tb_teeko_db *db = teeko_allocate_db(geometry);
    if (!db) {
        tb_set_error(err, "out of memory for the database");
        return NULL;
    }
    make_header(db, rules, &expected);
    file_io io = {file, 0, 0, NULL};
    int ok = 0;
    if (header.payload_bytes != expected.payload_bytes)
        tb_set_error(err, "database header announces %llu bytes of tables, this board has %llu",
                     (unsigned long long)header.payload_bytes,
                     (unsigned long long)expected.payload_bytes);
    else if (memcmp(&header, &expected, offsetof(file_header, checksum)) != 0)
        tb_set_error(err, "database header has stray bytes in its padding");
    else if (!for_each_table(db, read_table, &io))
        tb_set_error(err, "database truncated");
    else if (fgetc(file) != EOF)
        tb_set_error(err, "database has trailing bytes");
    else if (io.checksum != header.checksum)
        tb_set_error(err, "database corrupted (checksum mismatch)");
    else
        ok = 1;
    if (!ok) {
        tb_teeko_db_free(db);
        return NULL;
    }
    return db;
}

/* A missing file and one that cannot be read are told apart. */
tb_teeko_db *tb_teeko_db_load(const char *path, const tb_solver_geometry *geometry,
                              uint32_t rules, tb_error *err) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        if (errno == ENOENT) tb_set_error(err, "no database at %s", path);
        else set_errno_error(err, "cannot read the database", path, errno);
        return NULL;
    }
    tb_teeko_db *db = tb_teeko_db_read(file, geometry, rules, err);
    fclose(file);
    return db;
}
