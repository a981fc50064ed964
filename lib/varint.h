/*
 * varint: unsigned numbers in a few bytes, for the compact streams of
 * the library (a record's movetext, rongo-score's sheet, the YAML
 * reader's comment plies): 7 bits a byte, the lowest first, the high bit
 * of every byte but the last set, so that a number under 128 is one
 * byte.  The caller makes room (VARINT_MAX bytes at most) and knows
 * where a number starts.
 */
#ifndef RONGO_VARINT_H
#define RONGO_VARINT_H

#include <stddef.h>

#define VARINT_MAX	10	/* bytes of a 64-bit number, at most */

/* Write v at p: the number of bytes written. */
static inline size_t
varint_put(unsigned char *p, size_t v)
{
	size_t n = 0;

	while (v >= 0x80) {
		p[n++] = (unsigned char)(v | 0x80);
		v >>= 7;
	}
	p[n++] = (unsigned char)v;
	return n;
}

/* The number at p + *i; *i moves past it.  Bits past a size_t's are
 * dropped (a stream this library wrote has none). */
static inline size_t
varint_get(const unsigned char *p, size_t *i)
{
	size_t v = 0;
	unsigned sh = 0;
	unsigned char c;

	do {
		c = p[(*i)++];
		if (sh < 8 * sizeof(v))
			v |= (size_t)(c & 0x7f) << sh;
		sh += 7;
	} while (c & 0x80);
	return v;
}

#endif
