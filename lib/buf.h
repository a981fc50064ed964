/*
 * buf: a growable byte string, always NUL-terminated when b.s != NULL.
 *
 * A buf owns its memory; buf_release frees it.  Appending functions
 * return 0, or -1 when out of memory, after which the buf keeps what it
 * held before the call.
 */
#ifndef RONGO_BUF_H
#define RONGO_BUF_H

#include <stdarg.h>
#include <stddef.h>

struct buf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

#define BUF_INIT { NULL, 0, 0 }

void buf_init(struct buf *);
void buf_release(struct buf *);
void buf_clear(struct buf *);
int buf_reserve(struct buf *, size_t extra);
int buf_add(struct buf *, const char *, size_t);
int buf_puts(struct buf *, const char *);
/* One character: the common case, room already there, inline (the
 * writers of diagrams and documents call it per character). */
static inline int
buf_putc(struct buf *b, int c)
{
	char ch = (char)c;

	if (b->len + 1 < b->cap) {
		b->s[b->len++] = ch;
		b->s[b->len] = '\0';
		return 0;
	}
	return buf_add(b, &ch, 1);
}
/* n copies of c (padding). */
int buf_fill(struct buf *, int c, size_t n);
/* A whole number in decimal, as %lld and %llu write it, without a
 * format to parse. */
int buf_putnum(struct buf *, long long);
int buf_putunum(struct buf *, unsigned long long);
/* s, or v in decimal, in a field of at least |w| bytes, as "%*s" and
 * "%*lld" write them: right-aligned, or left-aligned when w < 0.  The
 * score sheets write their cells so, every row after every turn. */
int buf_putsw(struct buf *, const char *s, int w);
int buf_putnumw(struct buf *, long long v, int w);
int buf_printf(struct buf *, const char *, ...)
    __attribute__((format(printf, 2, 3)));
int buf_vprintf(struct buf *, const char *, va_list)
    __attribute__((format(printf, 2, 0)));

#endif
