/* Progress of long work (a solve, a database saved) as text. */
#ifndef TB_PROGRESS_H
#define TB_PROGRESS_H

#include <stddef.h>
#include <stdint.h>

/* Progress as text: a bar redrawn in place ("\r...") on a terminal,
 * otherwise a plain line now and then. Give each report to
 * tb_progress_text, which fills `out` with what to print ("" for
 * nothing); tb_progress_end gives the text that ends the display. */
typedef struct tb_progress_printer {
    int terminal;
    const char *stage; /* the last stage shown */
    int bar_shown;
} tb_progress_printer;

void tb_progress_text(tb_progress_printer *printer, const char *stage, uint64_t done,
                      uint64_t total, char *out, size_t size);
void tb_progress_end(tb_progress_printer *printer, char *out, size_t size);

#endif
