# rongo: one Makefile for the library, the programs, the tests and install.
#
#   make            lib/librongo.a and the programs in bin/
#   make demo       install what is missing, build, run the sample records
#   make check      every test: -Werror build, unit and golden tests, the
#                   same again under ASan+UBSan, every tenth golden case
#                   under valgrind, man page lint and examples
#   make check-valgrind  every golden case under valgrind
#   make install    the programs, man pages, grammar and completion;
#                   PREFIX (default /usr/local) and DESTDIR honoured
#   make deps       install the Debian packages the build and tests need
#                   (make demo installs only what the build needs)
#   make bench-tools  the corpus generator and the libyaml floor, in B/bin
#   make bench      the benchmark table (scripts/bench; not part of check)
#   make fuzz       each fuzz harness under libFuzzer for FUZZ_TIME seconds
#                   (default 60; scripts/fuzz, clang, not part of check)

PREFIX	?= /usr/local
BINDIR	?= $(PREFIX)/bin
MANDIR	?= $(PREFIX)/share/man
# the record format's grammar (notation/), which rongo(7) points to
DOCDIR	?= $(PREFIX)/share/doc/rongo
# bash-completion looks here for a command's completion, by its name
COMPDIR	?= $(PREFIX)/share/bash-completion/completions
CC	?= cc
PKG_CONFIG ?= pkg-config

# Warnings: all of these stay on; `make check` adds -Werror.
WARNINGS = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	-Wwrite-strings -Wpointer-arith -Wcast-qual -Wformat=2 \
	-Wundef -Wvla -Wold-style-definition -Wmissing-declarations \
	-Wnull-dereference -Wdouble-promotion
OPT	?= -O2 -g
YAML_CFLAGS := $(shell $(PKG_CONFIG) --cflags yaml-0.1 2>/dev/null)
YAML_LIBS   := $(shell $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null || echo -lyaml)
CMOCKA_CFLAGS := $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)
# line editing, for rongo-play alone
EDIT_LIBS     := $(shell $(PKG_CONFIG) --libs libedit 2>/dev/null || echo -ledit)
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARNINGS) $(OPT) \
	$(YAML_CFLAGS) -Ilib $(XCFLAGS) $(CFLAGS)
ALL_LDFLAGS = $(XLDFLAGS) $(LDFLAGS)

# B is the build tree: build/ normally, build/san for the sanitizer pass.
B	?= build
PROGS	= rongo-validate rongo-apply rongo-render-ascii rongo-score rongo-roll \
	  rongo-split rongo-play rongo-select
# Programs that are shell scripts, copied from scripts/ into the build.
SCRIPTS	= rongo-parallel
LIB_SRC	= $(wildcard lib/*.c lib/games/*.c)
LIB_OBJ	= $(LIB_SRC:%.c=$(B)/%.o)
TEST_SRC = $(wildcard tests/test_*.c)
TESTS	= $(TEST_SRC:tests/%.c=$(B)/tests/%)
MANS	= $(wildcard man/*.1 man/*.7)
BINS	= $(PROGS:%=$(B)/bin/%) $(SCRIPTS:%=$(B)/bin/%)
BENCH_TOOLS = $(B)/bin/rongo-gen-corpus $(B)/bin/rongo-yamlscan
# The bash completion, made from the programs' --help and the registry.
COMPLETION = $(B)/completion/rongo.bash
# Fuzz harnesses (tests/fuzz): built for libFuzzer by make fuzz, and as
# replayers of the kept inputs (tests/fuzz/regress) for every test pass.
FUZZERS	= notation yaml position dice dicelog
FUZZ_REPLAY = $(FUZZERS:%=$(B)/tests/fuzz-%-replay)

all: $(BINS) $(COMPLETION)
	@if [ "$(B)" = build ]; then mkdir -p bin; \
	for p in $(PROGS) $(SCRIPTS); do ln -sf ../build/bin/$$p bin/$$p; done; fi

$(B)/%.o: %.c $(wildcard lib/*.h lib/games/*.h) Makefile
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(B)/lib/librongo.a: $(LIB_OBJ)
	@rm -f $@
	$(AR) rcs $@ $(LIB_OBJ)

$(B)/bin/%: $(B)/cmd/%.o $(B)/lib/librongo.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) $< $(B)/lib/librongo.a $(YAML_LIBS) \
		$(PROG_LIBS) -o $@

$(B)/bin/rongo-play: PROG_LIBS = $(EDIT_LIBS)

$(SCRIPTS:%=$(B)/bin/%): $(B)/bin/%: scripts/%
	@mkdir -p $(@D)
	cp scripts/$* $@ && chmod 755 $@

$(B)/tests/%: $(B)/tests/%.o $(B)/lib/librongo.a
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) $< $(B)/lib/librongo.a $(YAML_LIBS) \
		$(CMOCKA_LIBS) -o $@

$(B)/tests/%.o: tests/%.c $(wildcard lib/*.h lib/games/*.h tests/*.h) Makefile
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CMOCKA_CFLAGS) -c $< -o $@

$(B)/tests/fuzz-%-replay: $(B)/tests/fuzz/fuzz-%.o $(B)/tests/fuzz/fuzz.o \
		$(B)/tests/fuzz/replay.o $(B)/lib/librongo.a
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) $(filter %.o,$^) $(B)/lib/librongo.a \
		$(YAML_LIBS) -o $@

$(B)/tests/fuzz/%.o: tests/fuzz/%.c tests/fuzz/fuzz.h $(wildcard lib/*.h) \
		Makefile
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Itests/fuzz -c $< -o $@

# The libFuzzer builds: the library with coverage, each harness with
# libFuzzer's main (make fuzz; clang only).
FUZZ_SAN = -fsanitize=address,undefined -fno-omit-frame-pointer
fuzz-build:
	@$(MAKE) --no-print-directory build/fuzz/lib/librongo.a B=build/fuzz \
		CC=clang OPT='-O1 -g' \
		XCFLAGS='$(FUZZ_SAN) -fsanitize=fuzzer-no-link'
	@for f in $(FUZZERS); do \
		$(MAKE) --no-print-directory build/fuzz/tests/fuzz/fuzz-$$f.o \
		build/fuzz/tests/fuzz/fuzz.o B=build/fuzz CC=clang \
		OPT='-O1 -g' XCFLAGS='$(FUZZ_SAN) -fsanitize=fuzzer-no-link' \
		|| exit 1; \
		clang $(FUZZ_SAN) -fsanitize=fuzzer \
		build/fuzz/tests/fuzz/fuzz-$$f.o build/fuzz/tests/fuzz/fuzz.o \
		build/fuzz/lib/librongo.a $(YAML_LIBS) -o build/fuzz/fuzz-$$f \
		|| exit 1; \
	done

# FUZZ_TIME (seconds per harness), FUZZ_JOBS and FUZZERS are read by
# the script.
fuzz: $(BINS)
	@sh scripts/deps.sh fuzz
	@$(MAKE) --no-print-directory fuzz-build
	@FUZZERS='$(FUZZERS)' sh scripts/fuzz

# Benchmark tools: not installed, not in check.
$(B)/bin/rongo-gen-corpus: $(B)/scripts/gen-corpus.o $(B)/lib/librongo.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) $< $(B)/lib/librongo.a $(YAML_LIBS) -o $@

$(COMPLETION): completion/rongo.bash.in scripts/gen-completion $(BINS)
	@mkdir -p $(@D)
	sh scripts/gen-completion $(B)/bin > $@.tmp && mv $@.tmp $@

$(B)/bin/rongo-yamlscan: $(B)/scripts/yamlscan.o
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) $< $(YAML_LIBS) -o $@

lib: $(B)/lib/librongo.a
tests: $(TESTS) $(BINS)

deps:
	@sh scripts/deps.sh check

bench-tools: $(BINS) $(BENCH_TOOLS)

# BENCH_SIZES, BENCH_BIG=1, BENCH_IR=1, BENCH_DIR and the rest are read
# by the script (its header lists them, and how long a run takes).
bench: bench-tools
	@BENCH_BIN=$(B)/bin sh scripts/bench

# The main job on the bundled sample records.
demo:
	@sh scripts/demo.sh

# One pass: build B with warnings as errors, run unit and golden tests.
test-pass: $(TESTS) $(BINS) $(COMPLETION) $(FUZZ_REPLAY) \
		$(B)/bin/rongo-gen-corpus
	@sh tests/run-unit.sh $(B)/tests
	@sh tests/fuzz-replay.sh $(B)/tests '$(FUZZERS)'
	@GOLDEN_JOBS=$(JOBS) sh tests/golden.sh $(B)/bin
	@sh tests/playout.sh $(B)/bin
	@$(MAKE) --no-print-directory -j$(JOBS) $(SHTESTS:%=shtest-%)

# The shell tests of the programs, independent of each other: run at once.
SHTESTS = alloc-fail atomic faults roundtrip roll-memory man-examples \
	help-synopsis count-words sizes play parallel-ssh
$(SHTESTS:%=shtest-%): shtest-%:
	@sh tests/$*.sh $(B)/bin

SAN = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
# The sanitizer pass builds with clang when there is one, so that both
# compilers see the code with warnings as errors.
SAN_CC = $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))

# The builds and the golden tables use every CPU.
JOBS = $(shell nproc 2>/dev/null || echo 2)

check: deps
	@$(MAKE) --no-print-directory -j$(JOBS) test-pass XCFLAGS=-Werror
	@echo '== again under AddressSanitizer and UndefinedBehaviorSanitizer ($(SAN_CC))'
	@ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	$(MAKE) --no-print-directory -j$(JOBS) test-pass B=build/san OPT='-O1 -g' CC=$(SAN_CC) \
		XCFLAGS='-Werror $(SAN)' XLDFLAGS='$(SAN)'
	@echo '== every tenth golden case under valgrind memcheck'
	@VALGRIND_EVERY=10 sh tests/valgrind.sh build/bin
	@echo '== man pages, install'
	@sh tests/man-lint.sh
	@sh tests/install.sh
	@sh scripts/demo.sh >/dev/null && echo 'demo: 1 passed, 0 failed'
	@echo 'check: all passed'

# The grammar (notation/) goes to DOCDIR, and rongo(7) is installed
# naming that place (its source names the default one).
install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man7
	for p in $(PROGS) $(SCRIPTS); do install -m 755 $(B)/bin/$$p $(DESTDIR)$(BINDIR)/$$p; done
	for m in man/*.1; do install -m 644 $$m $(DESTDIR)$(MANDIR)/man1/; done
	for m in man/*.7; do install -m 644 $$m $(DESTDIR)$(MANDIR)/man7/; done
	sed 's|/usr/local/share/doc/rongo|$(DOCDIR)|g' man/rongo.7 \
		> $(DESTDIR)$(MANDIR)/man7/rongo.7
	mkdir -p $(DESTDIR)$(DOCDIR)
	for f in notation/*.md; do install -m 644 $$f $(DESTDIR)$(DOCDIR)/; done
	mkdir -p $(DESTDIR)$(COMPDIR)
	for p in $(PROGS) $(SCRIPTS); do \
		install -m 644 $(COMPLETION) $(DESTDIR)$(COMPDIR)/$$p; done

uninstall:
	for p in $(PROGS) $(SCRIPTS); do rm -f $(DESTDIR)$(BINDIR)/$$p; done
	for m in man/*.1; do rm -f $(DESTDIR)$(MANDIR)/man1/$${m#man/}; done
	for m in man/*.7; do rm -f $(DESTDIR)$(MANDIR)/man7/$${m#man/}; done
	for f in notation/*.md; do rm -f $(DESTDIR)$(DOCDIR)/$${f#notation/}; done
	rmdir $(DESTDIR)$(DOCDIR) 2>/dev/null || true
	for p in $(PROGS) $(SCRIPTS); do rm -f $(DESTDIR)$(COMPDIR)/$$p; done

# Every golden case under valgrind (make check samples every tenth).
check-valgrind: all
	@sh tests/valgrind.sh $(B)/bin

clean:
	rm -rf build bin

.PHONY: all lib tests deps bench-tools bench demo test-pass check check-valgrind install \
	uninstall clean fuzz fuzz-build $(SHTESTS:%=shtest-%)
.SECONDARY:
