/* A way for long work in the core (search, perft, a solve) to ask
 * its caller "should I stop?" without knowing who the caller is: the core
 * has no Prolog headers, so the bridge passes a callback that handles
 * Prolog's pending signals, and the command-line tool passes none. */
#ifndef TB_INTERRUPT_H
#define TB_INTERRUPT_H

typedef struct tb_interrupt {
    /* Non-zero when the work must stop now (it then unwinds and reports
     * that it was interrupted). Called every few milliseconds. */
    int (*should_stop)(void *context);
    void *context;
} tb_interrupt;

/* True when `interrupt` is given and asks to stop; NULL never does. */
static inline int tb_interrupt_requested(const tb_interrupt *interrupt) {
    return interrupt && interrupt->should_stop && interrupt->should_stop(interrupt->context);
}

#endif
