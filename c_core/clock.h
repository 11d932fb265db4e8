/* The one clock of the core: seconds on the monotonic clock, for time
 * limits and for how long a search or a solve took. */
#ifndef TB_CLOCK_H
#define TB_CLOCK_H

double tb_now_seconds(void);

#endif
