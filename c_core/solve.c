#include "solve.h"

const char *tb_solve_outcome_text(tb_solve_outcome outcome) {
    switch (outcome) {
    case TB_SOLVED: return "solved";
    case TB_SOLVE_OUT_OF_MEMORY: return "not enough memory to solve";
    case TB_SOLVE_TOO_LONG: return "a win is longer than the database can hold";
    default: return "the solve was interrupted";
    }
}
