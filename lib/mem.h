/*
 * mem: the one allocation wrapper of librongo.
 *
 * Every allocation in the library and the programs goes through here, so
 * that a test can make the Nth allocation fail (mem_fail_after) and check
 * that every caller turns the failure into a clean "out of memory"
 * diagnostic.  The functions never abort and never print: they return NULL
 * and the caller propagates the failure.
 */
#ifndef RONGO_MEM_H
#define RONGO_MEM_H

#include <stddef.h>

void *mem_alloc(size_t n);
void *mem_zalloc(size_t n);
/* Resize p to n elements of size sz; NULL on failure (p is left intact)
 * or on overflow of n * sz. */
void *mem_array(void *p, size_t n, size_t sz);
char *mem_strndup(const char *s, size_t n);
char *mem_strdup(const char *s);
void mem_free(void *p);

/*
 * Fault injection: after n more successful allocations, every allocation
 * fails.  n < 0 turns injection off.  The environment variable
 * RONGO_FAIL_ALLOC=N sets it at the first allocation, for tests of the
 * programs.
 */
void mem_fail_after(long n);
/* Blocks of 128 KiB and more each in memory of their own, given back to
 * the system when freed (or shrunk), so that a program's memory is what
 * it holds and not what it once held.  Called once, at start. */
void mem_big_apart(void);

/* Grow *p (holding *cap elements of size sz) to hold at least need
 * elements.  Returns 0, or -1 when out of memory (*p untouched).  The
 * check is inline: it runs for every word read. */
int mem_grow_slow(void *p, size_t *cap, size_t need, size_t sz);
static inline int
mem_grow(void *p, size_t *cap, size_t need, size_t sz)
{
	return need <= *cap ? 0 : mem_grow_slow(p, cap, need, sz);
}

#endif
