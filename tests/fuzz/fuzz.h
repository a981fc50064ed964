/*
 * fuzz: what the fuzz harnesses share (see tests/fuzz/README).
 *
 * Each harness is one LLVMFuzzerTestOneInput over a parser; libFuzzer
 * calls it with arbitrary bytes (make fuzz), and tests/fuzz/replay.c
 * calls it with the inputs kept under tests/fuzz/regress (make check).
 * Whatever is read goes on through everything a program would do with
 * it: the replay, the canonical record in both encodings, the position
 * string, a bounded list of legal moves, the diagram, the scores.  The
 * output goes to /dev/null; only a crash, a hang, a leak or a sanitizer
 * report is a finding.
 */
#ifndef RONGO_FUZZ_H
#define RONGO_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "buf.h"
#include "game.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Where every harness writes: /dev/null, opened once. */
FILE *fuzz_out(void);
/* After a position is reached: its string, its diagram, its outcome and
 * its moves (at most FUZZ_LEGAL_MAX: a Hanga Roa position can have more
 * Moai paths than a run can list). */
#define FUZZ_LEGAL_MAX	2000
void fuzz_position(const struct game *, const void *st);
/* The records of data: in the encoding it is detected as (how 0), or
 * read as notation ('n') or YAML ('y') whatever it looks like; each one
 * replayed and written as rongo-validate, rongo-apply and rongo-score
 * would.  When the last byte is odd, the input is read under tight
 * limits (FUZZ_LIMITS), so that the fuzzer meets every limit often. */
void fuzz_records(const uint8_t *data, size_t size, const char *defgame,
    int how);

#endif
