/*
 * split: cut inputs into pieces at record starts, for runs in parallel
 * (rongo-split, and through it scripts/rongo-parallel).
 *
 * The output is every byte of every input, in order, with a chunk line
 * (see reader.h)
 *
 *	#rongo-chunk LINE RECORD NAME
 *
 * before each piece: at the start of each input, then at the first
 * record start past every `block` bytes where a fresh reader can begin
 * (src.h, Taps).  A program run with --chunk over one piece reports
 * exactly what it would over the whole input there: the same names,
 * lines, columns and record numbers.  An input that cannot be opened
 * or read becomes the piece "#rongo-chunk open NAME: REASON" (or "read"),
 * from which the program says why, as it would have.
 *
 * With ranges, the pieces are not copied but said, one line each, for
 * jobs that read them from the files themselves:
 *
 *	INDEX<tab>OFFSET<tab>LENGTH<tab>#rongo-chunk LINE RECORD NAME
 *
 * INDEX the input's place among the paths (from 1), OFFSET and LENGTH
 * the piece's bytes in the file: the chunk line and those bytes are the
 * piece as copied.  A line goes out as soon as its piece's end is
 * known.  Every input must be a regular file; one that cannot be opened
 * is the line "INDEX<tab>0<tab>0<tab>#rongo-chunk open NAME: REASON".
 *
 * Memory is one record at a time, as for every reader.
 */
#ifndef RONGO_SPLIT_H
#define RONGO_SPLIT_H

#include <stdio.h>

struct cli;

/* Cut each of the n paths ("-": standard input) to c->fp, in pieces of
 * at least block bytes (0: one piece per input), under c's limits and
 * -g; or with ranges, say where the pieces are.  Trouble is reported on
 * c->d: an input holding "#rongo-chunk " cannot be copied (exit 2), nor
 * one that fails to read half-way, nor with ranges one that is not a
 * regular file. */
void split_files(struct cli *c, char *const *paths, int n,
    unsigned long block, int ranges);

#endif
