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

/* n bytes at p, room made only when there is none. */
static int
put(struct buf *b, const char *p, size_t n)
{
	if (b->len + n >= b->cap && buf_reserve(b, n) < 0)
		return -1;
	memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
	return 0;
}

/*
 * The formats the diagrams and messages use, written without vsnprintf:
 * text, and %s, %c, %d, %i, %u (l, ll and z for the numbers, z unsigned
 * only) with a '-' flag and a width of digits or '*'.  The titles and
 * status lines of the dice sheets go out after every turn, and
 * vsnprintf costs more to set up than they take to write.  Returns 1
 * when written, 0 when fmt holds anything else (flags, precision, other
 * conversions: vsnprintf's to write), -1 when out of memory; b as it
 * was unless 1.
 */
static int
quick_printf(struct buf *b, const char *fmt, va_list ap)
{
	size_t start = b->len, width, len, pad;
	unsigned long long u;
	long long v;
	const char *f = fmt, *end = fmt + strlen(fmt), *s;
	char d[24], c;
	int left, w, size, neg, had = b->s != NULL;

	for (;;) {
		/* the text up to the next conversion, found by memchr: the
		 * formats are mostly text */
		if ((s = memchr(f, '%', (size_t)(end - f))) == NULL)
			s = end;
		if (s > f && put(b, f, (size_t)(s - f)) < 0)
			goto nomem;
		if (s == end)
			return 1;
		f = s + 1;
		left = 0;
		width = 0;
		if (*f == '-') {
			left = 1;
			f++;
		}
		if (*f == '*') {
			w = va_arg(ap, int);
			if (w < 0) {
				left = 1;
				width = (size_t)(-(long long)w);
			} else
				width = (size_t)w;
			f++;
		} else if (*f != '0')
			for (; *f >= '0' && *f <= '9' && width < 100000; f++)
				width = width * 10 + (size_t)(*f - '0');
		/* 0: int, 1: long, 2: long long, 3: size_t */
		size = 0;
		if (*f == 'l') {
			size = f[1] == 'l' ? 2 : 1;
			f += size;
		} else if (*f == 'z') {
			size = 3;
			f++;
		}
		neg = 0;
		switch (*f++) {
		case 's':
			if (size != 0)
				goto other;
			/* NULL is vsnprintf's to write, as it does */
			if ((s = va_arg(ap, const char *)) == NULL)
				goto other;
			len = strlen(s);
			break;
		case 'c':
			if (size != 0)
				goto other;
			c = (char)va_arg(ap, int);
			s = &c;
			len = 1;
			break;
		case 'd':
		case 'i':
			if (size == 3)
				goto other;
			v = size == 0 ? va_arg(ap, int) : size == 1 ?
			    va_arg(ap, long) : va_arg(ap, long long);
			neg = v < 0;
			u = neg ? 0ull - (unsigned long long)v :
			    (unsigned long long)v;
			goto number;
		case 'u':
			u = size == 0 ? va_arg(ap, unsigned) : size == 1 ?
			    va_arg(ap, unsigned long) : size == 2 ?
			    va_arg(ap, unsigned long long) : va_arg(ap, size_t);
		number:
			len = sizeof(d);
			do
				d[--len] = (char)('0' + u % 10);
			while ((u /= 10) != 0);
			if (neg)
				d[--len] = '-';
			s = d + len;
			len = sizeof(d) - len;
			break;
		case '%':
			if (left || width > 0 || size != 0)
				goto other;
			s = "%";
			len = 1;
			break;
		default:
			goto other;
		}
		pad = width > len ? width - len : 0;
		if (b->len + pad + len >= b->cap &&
		    buf_reserve(b, pad + len) < 0)
			goto nomem;
		if (!left && pad > 0) {
			memset(b->s + b->len, ' ', pad);
			b->len += pad;
		}
		memcpy(b->s + b->len, s, len);
		b->len += len;
		if (left && pad > 0) {
			memset(b->s + b->len, ' ', pad);
			b->len += pad;
		}
		b->s[b->len] = '\0';
	}
	/* as it was: a buffer with no memory before has none after, which
	 * callers that give up on a failure count on */
other:
	if (!had)
		buf_release(b);
	else
		b->s[b->len = start] = '\0';
	return 0;
nomem:
	if (!had)
		buf_release(b);
	else
		b->s[b->len = start] = '\0';
	return -1;
}

int
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = quick_printf(b, fmt, aq);
	va_end(aq);
	if (n != 0)
		return n < 0 ? -1 : 0;
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
