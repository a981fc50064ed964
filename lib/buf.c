/*
 * buf: growable strings (see buf.h).
 */
#include "buf.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mem.h"

void
buf_init(struct buf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void
buf_release(struct buf *b)
{
	mem_free(b->s);
	buf_init(b);
}

void
buf_clear(struct buf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}

int
buf_reserve(struct buf *b, size_t extra)
{
	if (extra >= SIZE_MAX - b->len)
		return -1;
	if (mem_grow(&b->s, &b->cap, b->len + extra + 1, 1) < 0)
		return -1;
	b->s[b->len] = '\0';	/* a fresh buffer is a string too */
	return 0;
}

int
buf_add(struct buf *b, const char *p, size_t n)
{
	if (buf_reserve(b, n) < 0)
		return -1;
	memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
	return 0;
}

int
buf_puts(struct buf *b, const char *s)
{
	return buf_add(b, s, strlen(s));
}

int
buf_fill(struct buf *b, int c, size_t n)
{
	if (buf_reserve(b, n) < 0)
		return -1;
	memset(b->s + b->len, c, n);
	b->len += n;
	b->s[b->len] = '\0';
	return 0;
}

int
buf_putunum(struct buf *b, unsigned long long v)
{
	char d[24];
	size_t i = sizeof(d);

	do
		d[--i] = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	return buf_add(b, d + i, sizeof(d) - i);
}

int
buf_putnum(struct buf *b, long long v)
{
	/* the magnitude in unsigned arithmetic, LLONG_MIN included */
	if (v < 0) {
		if (buf_putc(b, '-') < 0)
			return -1;
		if (buf_putunum(b, 0ull - (unsigned long long)v) < 0) {
			b->s[--b->len] = '\0';	/* keep what it held */
			return -1;
		}
		return 0;
	}
	return buf_putunum(b, (unsigned long long)v);
}

/* s (len bytes) in a field of |w| bytes, padded on the left when w > 0,
 * on the right when w < 0. */
static int
put_field(struct buf *b, const char *s, size_t len, int w)
{
	size_t pad = 0, aw = (size_t)(w < 0 ? -(long long)w : w);
	char *p;

	if (aw > len)
		pad = aw - len;
	if (b->len + pad + len >= b->cap && buf_reserve(b, pad + len) < 0)
		return -1;
	p = b->s + b->len;
	if (w > 0)
		for (; pad > 0; pad--)
			*p++ = ' ';
	memcpy(p, s, len);
	p += len;
	for (; pad > 0; pad--)
		*p++ = ' ';
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

int
buf_putsw(struct buf *b, const char *s, int w)
{
	return put_field(b, s, strlen(s), w);
}

int
buf_putnumw(struct buf *b, long long v, int w)
{
	char d[24];
	size_t i = sizeof(d);
	unsigned long long u = v < 0 ? 0ull - (unsigned long long)v :
	    (unsigned long long)v;

	do
		d[--i] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		d[--i] = '-';
	return put_field(b, d + i, sizeof(d) - i, w);
}

int
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	/* once into the room there is, again only when it did not fit */
	va_copy(aq, ap);
	n = vsnprintf(b->s == NULL ? NULL : b->s + b->len, b->s == NULL ? 0 :
	    b->cap - b->len, fmt, aq);
	va_end(aq);
	if (n >= 0 && b->s != NULL && (size_t)n < b->cap - b->len) {
		b->len += (size_t)n;
		return 0;
	}
	if (b->s != NULL)
		b->s[b->len] = '\0';	/* what it held, as it was */
	if (n < 0 || buf_reserve(b, (size_t)n) < 0)
		return -1;
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	b->len += (size_t)n;
	return 0;
}

int
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = buf_vprintf(b, fmt, ap);
	va_end(ap);
	return r;
}
