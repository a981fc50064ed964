/*
 * mem: allocation wrapper with fault injection (see mem.h).
 */
#include "mem.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static long fail_countdown = -1;
static int env_read;

static int
should_fail(void)
{
	if (!env_read) {
		const char *e = getenv("RONGO_FAIL_ALLOC");

		env_read = 1;
		if (e != NULL && *e != '\0')
			fail_countdown = strtol(e, NULL, 10);
	}
	if (fail_countdown < 0)
		return 0;
	if (fail_countdown == 0) {
		errno = ENOMEM;		/* as malloc would */
		return 1;
	}
	fail_countdown--;
	return 0;
}

void
mem_big_apart(void)
{
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD)
	/* glibc maps a block of 128 KiB or more for itself, and gives it
	 * back when it is freed; but it raises that bound to the size of
	 * each such block freed, after which big blocks come from the heap
	 * and their memory stays.  A fixed bound keeps it so. */
	(void)mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

void
mem_fail_after(long n)
{
	env_read = 1;
	fail_countdown = n;
}

void *
mem_alloc(size_t n)
{
	if (should_fail())
		return NULL;
	return malloc(n ? n : 1);
}

void *
mem_zalloc(size_t n)
{
	if (should_fail())
		return NULL;
	return calloc(1, n ? n : 1);
}

void *
mem_array(void *p, size_t n, size_t sz)
{
	if (sz != 0 && n > SIZE_MAX / sz)
		return NULL;
	if (should_fail())
		return NULL;
	return realloc(p, n * sz != 0 ? n * sz : 1);
}

char *
mem_strndup(const char *s, size_t n)
{
	char *d = mem_alloc(n + 1);

	if (d == NULL)
		return NULL;
	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *
mem_strdup(const char *s)
{
	return mem_strndup(s, strlen(s));
}

void
mem_free(void *p)
{
	free(p);
}

int
mem_grow_slow(void *p, size_t *cap, size_t need, size_t sz)
{
	void **pp = p;
	size_t ncap;
	void *np;

	if (need <= *cap)
		return 0;
	ncap = *cap ? *cap : 8;
	while (ncap < need) {
		if (ncap > SIZE_MAX / 2)
			return -1;
		ncap *= 2;
	}
	if ((np = mem_array(*pp, ncap, sz)) == NULL)
		return -1;
	*pp = np;
	*cap = ncap;
	return 0;
}
