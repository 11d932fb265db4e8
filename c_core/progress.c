#include "progress.h"

#include <stdio.h>
#include <string.h>

static void progress_bar(const char *stage, uint64_t done, uint64_t total, char *out, size_t size) {
    if (total) {
        int filled = (int)(30 * done / total);
        snprintf(out, size, "\r%-24s [%.*s%*s] %3d%%", stage, filled,
                 "##############################", 30 - filled, "", (int)(100 * done / total));
    } else {
        snprintf(out, size, "\r%-24s %-38llu", stage, (unsigned long long)done);
    }
}

/* A line when a stage starts and ends, and every tenth unit of a stage
 * of unknown size. */
static void progress_line(tb_progress_printer *p, const char *stage, uint64_t done,
                          uint64_t total, char *out, size_t size) {
    int new_stage = !p->stage || strcmp(p->stage, stage) != 0;
    p->stage = stage;
    if (total && done == total) snprintf(out, size, "%s: done\n", stage);
    else if (new_stage || (!total && done % 10 == 0))
        snprintf(out, size, total ? "%s: %llu of %llu\n" : "%s: %llu\n", stage,
                 (unsigned long long)done, (unsigned long long)total);
}

void tb_progress_text(tb_progress_printer *printer, const char *stage, uint64_t done,
                      uint64_t total, char *out, size_t size) {
    out[0] = '\0';
    if (printer->terminal) {
        progress_bar(stage, done, total, out, size);
        printer->bar_shown = 1;
    } else {
        progress_line(printer, stage, done, total, out, size);
    }
}

void tb_progress_end(tb_progress_printer *printer, char *out, size_t size) {
    snprintf(out, size, "%s", printer->bar_shown ? "\n" : "");
    printer->bar_shown = 0;
}
