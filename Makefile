# Tabuleiro: the only entry points a user needs.
#   make play   install what is missing, build, open the game menu
#   make test   install, build, run every suite; ends with "N passed, N failed"
#   make test-quick  the fast suites, for the edit loop (C, cli, the prolog
#               unit tests, the README's examples): under a minute
#   make bench  write reports/performance.md and its plots (reports/plots/)
#   make solve  solve Teeko under each rule set: reports/teeko-solution.md
#               (FORCE=1 solves again the databases already built)
#   make fuzz   call the foreign predicates with 200 000 hostile terms, then
#               run each libFuzzer target of the C core (FUZZ_SECONDS each)
#   make memcheck  the C suites and the command-line tool under Valgrind
#   make demo   the teaching demos in the terminal
#   make web    the browser board on http://localhost:$(PORT)/ (PORT=8080)
#   make grade SUBMISSIONS=DIR  cross-check every submission of a class
#   make tournament ENTRANTS=DIR GAME=G  a class tournament of computer players
.PHONY: all build deps play test test-quick bench solve fuzz clean check-c check-c-sanitized \
        deps-fuzz memcheck deps-memcheck demo web

BUILD      := build
CC         ?= cc
# popcnt makes the evaluation's bit counts one instruction where the CPU has it.
CPU_FLAGS  := $(shell grep -qw popcnt /proc/cpuinfo 2>/dev/null && echo -mpopcnt)
CFLAGS     := -std=c11 -O2 -g -fPIC -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L $(CPU_FLAGS) -pthread
SANITIZE   := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# Evaluated when used, i.e. after `deps` has installed SWI-Prolog and Check.
SWIPL_INC   = $(shell swipl --dump-runtime-variables | sed -n 's/^PLBASE="\(.*\)";/\1/p')/include
CHECK_FLAGS = $(shell pkg-config --cflags --libs check)
CHECK_CFLAGS = $(shell pkg-config --cflags check)
JOBS       := $(shell nproc 2>/dev/null || echo 1)

CORE_SRC   := $(wildcard c_core/*.c)
CORE_HDR   := $(wildcard c_core/*.h)
BRIDGE_SRC := $(wildcard bridge/*.c)
CLI_SRC    := cli/tabuleiro.c
TEST_SRC   := $(wildcard tests/c/*.c)

# pack_install/1 runs plain `make` with PACKSODIR (SWIPL_MODULE_DIR for
# pack_version 2) set: it builds the foreign library only, with no apt-get.
ifneq ($(PACKSODIR)$(SWIPL_MODULE_DIR),)
all: $(BUILD)/lib/tabuleiro.so
else
all: build
endif

# apt-get for what a fresh Debian machine lacks; sudo only when not root.
# A recipe sets `missing` to the packages it lacks, then runs $(INSTALL_MISSING).
# apt-get says nothing but its errors, unless APT_PROGRESS=1 (make play
# sets it: a newcomer waits through the install) shows its progress lines.
APT_QUIET = $(if $(APT_PROGRESS),-q,-qq >/dev/null)
INSTALL_MISSING = if [ -n "$$missing" ]; then \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  echo "Installing:$$missing"; \
	  $$sudo apt-get update $(APT_QUIET) && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y $(APT_QUIET) $$missing; \
	fi

deps:
	@missing=""; \
	command -v swipl >/dev/null 2>&1 || missing="$$missing swi-prolog-nox"; \
	[ -f /usr/include/check.h ] || missing="$$missing check"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	command -v cc >/dev/null 2>&1 || missing="$$missing gcc"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v bwrap >/dev/null 2>&1 || missing="$$missing bubblewrap"; \
	command -v pgrep >/dev/null 2>&1 || missing="$$missing procps"; \
	$(INSTALL_MISSING)

# The files are made by a second make, once deps has installed the
# compiler, SWI-Prolog and Check; their targets below have a recipe that
# does nothing, so that make does not say they are up to date.
build: deps
	@$(MAKE) --no-print-directory core-files

.PHONY: core-files test-files
core-files: $(BUILD)/bin/tabuleiro $(BUILD)/lib/tabuleiro.so $(BUILD)/prolog-compiled
	@:
test-files: $(BUILD)/tests/check_core $(BUILD)/tests/check_core_sanitized
	@:

$(BUILD)/lib/libtbcore.a: $(CORE_SRC) $(CORE_HDR)
	@mkdir -p $(BUILD)/obj $(@D)
	cd $(BUILD)/obj && $(CC) $(CFLAGS) -c $(addprefix $(CURDIR)/,$(CORE_SRC))
	ar rcs $@ $(addprefix $(BUILD)/obj/,$(notdir $(CORE_SRC:.c=.o)))

$(BUILD)/bin/tabuleiro: $(CLI_SRC) $(BUILD)/lib/libtbcore.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $< $(BUILD)/lib/libtbcore.a

$(BUILD)/lib/tabuleiro.so: $(BRIDGE_SRC) $(wildcard bridge/*.h) $(BUILD)/lib/libtbcore.a
	$(CC) $(CFLAGS) -I$(SWIPL_INC) -shared -o $@ $(BRIDGE_SRC) $(BUILD)/lib/libtbcore.a

# Each module under prolog/tabuleiro/ as a quick load file beside it
# (scripts/compile_prolog.pl): loaded in half the time of its source.
PROLOG_LIB := $(shell find prolog/tabuleiro -name '*.pl')
$(BUILD)/prolog-compiled: $(PROLOG_LIB) scripts/compile_prolog.pl $(BUILD)/lib/tabuleiro.so
	@mkdir -p $(@D)
	swipl scripts/compile_prolog.pl
	@touch $@

$(BUILD)/tests/check_core: $(TEST_SRC) $(wildcard tests/c/*.h) $(BUILD)/lib/libtbcore.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Ic_core -o $@ $(TEST_SRC) $(BUILD)/lib/libtbcore.a $(CHECK_FLAGS)

# The same suites, core included, under AddressSanitizer and UBSan: one
# object a source, so that make -j compiles them on every core (the
# sanitizers make this the slowest build).
SANITIZED_OBJ := $(patsubst %.c,$(BUILD)/sanitized/%.o,$(TEST_SRC) $(CORE_SRC))
$(BUILD)/sanitized/%.o: %.c $(CORE_HDR) $(wildcard tests/c/*.h)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SANITIZE) -Ic_core $(CHECK_CFLAGS) -c -o $@ $<
$(BUILD)/tests/check_core_sanitized: $(SANITIZED_OBJ)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SANITIZE) -o $@ $(SANITIZED_OBJ) $(CHECK_FLAGS)

check-c: build
	@$(MAKE) --no-print-directory $(BUILD)/tests/check_core
	$(BUILD)/tests/check_core

check-c-sanitized: build
	@$(MAKE) --no-print-directory $(BUILD)/tests/check_core_sanitized
	$(BUILD)/tests/check_core_sanitized

# The menu comes first. An install shows its progress (the packages and
# apt-get's lines), as it takes a while; a build says so, and whatever
# the compiler says is on the screen, never in a file. A warm start
# prints nothing. (deps has just run: the build is core-files alone.)
play:
	@command -v swipl >/dev/null 2>&1 && [ -f $(BUILD)/lib/tabuleiro.so ] || \
	  echo "Setting up Tabuleiro (the first time installs SWI-Prolog and builds the C core)..."
	@$(MAKE) --no-print-directory -s deps APT_PROGRESS=1
	@[ -f $(BUILD)/lib/tabuleiro.so ] || echo "Building the C core (a few seconds)..."
	@$(MAKE) --no-print-directory -s core-files || \
	  { echo "make play: the build failed (the compiler's words are above)."; exit 1; }
	@swipl -q -g play -t halt prolog/play.pl

demo: build
	@swipl -q -g demo -t halt prolog/demo.pl

# Ctrl-C stops the server: the shell waits for it (its trap is reset in
# swipl) and ends the recipe with a word, so that make does not report
# an interrupted command.
PORT ?= 8080
web: build
	@trap true INT; swipl prolog/web.pl --port=$(PORT) || \
	  { [ $$? -eq 130 ] && echo && echo "Stopped: the browser board is no longer served."; }

# The browser test, keeping its screenshots of each game for the documents.
.PHONY: screenshots
screenshots: build
	@SCREENSHOT_DIR=reports/screenshots bash tests/web/run.sh browser

test: build deps-plot deps-shards
	@$(MAKE) --no-print-directory -j$(JOBS) test-files
	@bash tests/web/run.sh install
	@bash tests/run_all.sh

# The suites of the edit loop (tests/run_all.sh --quick says which).
test-quick: build
	@$(MAKE) --no-print-directory -j$(JOBS) test-files
	@bash tests/run_all.sh --quick

# gnuplot draws the plots of the bench's and the tournament's reports.
.PHONY: deps-plot
deps-plot: deps
	@missing=""; \
	command -v gnuplot >/dev/null 2>&1 || missing="$$missing gnuplot-nox"; \
	$(INSTALL_MISSING)

# GNU parallel, Slurm and munge for the tests of the scripts that grade
# or play a class in slices (tests/shards/: a one-node cluster of their own).
.PHONY: deps-shards
deps-shards:
	@missing=""; \
	parallel --version 2>/dev/null | grep -q 'GNU parallel' || missing="$$missing parallel"; \
	[ -x /usr/sbin/slurmctld ] && [ -x /usr/sbin/slurmd ] && command -v sbatch >/dev/null 2>&1 || \
	  missing="$$missing slurm-wlm"; \
	[ -x /usr/sbin/munged ] || missing="$$missing munge"; \
	$(INSTALL_MISSING)

# node loads the web server: only `make bench` needs it here (`make test`
# installs node for its web tests).
.PHONY: deps-bench
deps-bench: deps-plot
	@missing=""; \
	command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	$(INSTALL_MISSING)

bench: build deps-bench
	@bash tests/bench/run_bench.sh

# A database already in build/db/ is kept unless FORCE=1.
solve: build
	@FORCE='$(FORCE)' bash scripts/solve.sh

# One subfolder per submission, each with an adapter.pl (examples/cross_check/).
.PHONY: grade
grade: build
	@[ -n "$(SUBMISSIONS)" ] || { echo "usage: make grade SUBMISSIONS=DIR [ARGS='--jobs=N ...']"; exit 2; }
	@swipl prolog/grade.pl "$(SUBMISSIONS)" $(ARGS)

# One subfolder per entrant, each with an adapter.pl naming its choose_move.
.PHONY: tournament
tournament: build deps-plot
	@[ -n "$(ENTRANTS)" ] && [ -n "$(GAME)" ] || { echo "usage: make tournament ENTRANTS=DIR GAME=GAME [ARGS='--games=N ...']"; exit 2; }
	@swipl prolog/tournament.pl "$(ENTRANTS)" --game=$(GAME) $(ARGS)

# clang and libFuzzer's runtime, which Debian packages apart for each
# clang version N (libclang-rt-N-dev).
deps-fuzz:
	@missing=""; \
	command -v clang >/dev/null 2>&1 || missing="$$missing clang"; \
	$(INSTALL_MISSING)
	@missing=""; \
	ls "$$(clang -print-runtime-dir)"/libclang_rt.fuzzer*.a >/dev/null 2>&1 || \
	  missing="$$missing libclang-rt-$$(clang -dumpversion | cut -d. -f1)-dev"; \
	$(INSTALL_MISSING)

# libFuzzer targets (tests/fuzz/fuzz_*.c) of the C entry points that read
# outside data, core included, under ASan and UBSan; built in build/fuzz/.
FUZZ_CALLS   ?= 200000
FUZZ_SEED    ?= 1
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_CFLAGS  := -std=c11 -O1 -g -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -pthread \
                -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/require.h $(CORE_SRC) $(CORE_HDR)
	@mkdir -p $(@D)
	clang $(FUZZ_CFLAGS) -Ic_core -o $@ $< $(CORE_SRC)

fuzz: build deps-fuzz
	@swipl tests/fuzz/fuzz_foreign.pl $(FUZZ_CALLS) $(FUZZ_SEED)
	@$(MAKE) --no-print-directory $(addprefix $(BUILD)/fuzz/,$(FUZZ_TARGETS))
	@bash tests/fuzz/run_libfuzzer.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Valgrind's memcheck on the C suites (CK_FORK=no: the tests run in the
# process it watches) and on the command-line tool's tests: an invalid
# access, a use of uninitialised memory or a definite leak fails.
VALGRIND := valgrind -q --leak-check=full --show-leak-kinds=definite,indirect \
            --errors-for-leak-kinds=definite,indirect --error-exitcode=1
deps-memcheck:
	@missing=""; \
	command -v valgrind >/dev/null 2>&1 || missing="$$missing valgrind"; \
	$(INSTALL_MISSING)

$(BUILD)/memcheck/check_core: $(TEST_SRC) $(wildcard tests/c/*.h) $(CORE_SRC) $(CORE_HDR)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Ic_core -o $@ $(TEST_SRC) $(CORE_SRC) $(CHECK_FLAGS)

$(BUILD)/memcheck/tabuleiro: $(CLI_SRC) $(CORE_SRC) $(CORE_HDR)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $(CLI_SRC) $(CORE_SRC)

memcheck: deps deps-memcheck
	@$(MAKE) --no-print-directory $(BUILD)/memcheck/check_core $(BUILD)/memcheck/tabuleiro
	CK_FORK=no $(VALGRIND) $(BUILD)/memcheck/check_core memcheck
	@rm -rf $(BUILD)/memcheck/cli && mkdir -p $(BUILD)/memcheck/cli
	VALGRIND="$(VALGRIND) --log-file=$(BUILD)/memcheck/cli/%p.log" \
	  TABULEIRO=$(BUILD)/memcheck/tabuleiro bash tests/cli/run.sh
	@if [ -n "$$(find $(BUILD)/memcheck/cli -type f -size +0)" ]; then \
	  cat $(BUILD)/memcheck/cli/*.log; echo "memcheck: errors in the command-line tool"; exit 1; \
	fi

# As a SWI-Prolog pack: pack_install/1 runs `make`, `make check` and
# `make install` in the pack's folder. `install` copies the foreign library
# to lib/ARCH, where foreign(tabuleiro) finds it once the pack is attached;
# `check` is a quick test that it loads and answers (the suites: make test).
.PHONY: install check
PACK_SODIR = $(or $(PACKSODIR),$(SWIPL_MODULE_DIR),lib/$(shell swipl --arch))

install: $(BUILD)/lib/tabuleiro.so
	mkdir -p $(PACK_SODIR)
	cp $(BUILD)/lib/tabuleiro.so $(PACK_SODIR)/

check: $(BUILD)/lib/tabuleiro.so
	env -u TABULEIRO_BACKEND swipl -q -g "current_backend(c), initial_state([], S), valid_moves(S, M), length(M, 25)" -t halt prolog/teeko.pl

clean:
	rm -rf $(BUILD)
	find prolog -name '*.qlf' -delete
