/*
 * src: chunked input with the current record's lines kept (see src.h).
 */
#include "src.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "mem.h"

#define CHUNK	65536

static int
src_init(struct src *s, const char *name)
{
	memset(s, 0, sizeof(*s));
	s->base_line = 1;
	if ((s->name = mem_strdup(name)) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

int
src_open(struct src *s, const char *path)
{
	int std = strcmp(path, "-") == 0;

	if (src_init(s, std ? "<stdin>" : path) < 0)
		return -1;
	if (std) {
		s->fp = stdin;
		return 0;
	}
	if ((s->fp = fopen(path, "rb")) == NULL) {
		int e = errno;

		mem_free(s->name);
		errno = e;
		return -1;
	}
	s->own_fp = 1;
	return 0;
}

int
src_open_mem(struct src *s, const char *name, const char *data, size_t n)
{
	if (src_init(s, name) < 0)
		return -1;
	if (n == SIZE_MAX || (s->buf = mem_alloc(n + 1)) == NULL) {
		mem_free(s->name);
		errno = ENOMEM;
		return -1;
	}
	memcpy(s->buf, data, n);
	s->buf[n] = '\0';
	s->len = n;
	s->cap = n + 1;
	s->eof = 1;
	return 0;
}

int
src_open_string(struct src *s, const char *name, const char *text)
{
	return src_open_mem(s, name, text, strlen(text));
}

void
src_close(struct src *s)
{
	if (s->own_fp && s->fp != NULL)
		fclose(s->fp);
	mem_free(s->buf);
	mem_free(s->name);
	memset(s, 0, sizeof(*s));
}

long
src_fill(struct src *s)
{
	size_t n;

	if (s->eof || s->err)
		return s->err ? -1 : 0;
	if (mem_grow(&s->buf, &s->cap, s->len + CHUNK + 1, 1) < 0) {
		s->err = ENOMEM;
		return -1;
	}
	n = fread(s->buf + s->len, 1, CHUNK, s->fp);
	s->len += n;
	s->buf[s->len] = '\0';
	if (n < CHUNK) {
		if (ferror(s->fp)) {
			s->err = errno ? errno : EIO;
			return -1;
		}
		if (n == 0)
			s->eof = 1;
	}
	return (long)n;
}

size_t
src_need_line(struct src *s, size_t off)
{
	size_t from = off;
	const char *nl;

	for (;;) {
		nl = from < s->len ? memchr(s->buf + from, '\n',
		    s->len - from) : NULL;
		if (nl != NULL)
			return (size_t)(nl - s->buf) + 1;
		from = s->len;
		if (s->eof)
			return s->len;
		if (src_fill(s) < 0)
			return (size_t)-1;
	}
}

void
src_discard(struct src *s, size_t off, unsigned long line)
{
	if (off == 0)
		return;
	memmove(s->buf, s->buf + off, s->len - off);
	s->len -= off;
	if (s->buf != NULL)
		s->buf[s->len] = '\0';
	s->base_line = line;
}

const char *
src_line(const struct src *s, unsigned long line, size_t *len)
{
	const char *p, *end, *nl;
	unsigned long l;

	if (s == NULL || s->buf == NULL || line < s->base_line)
		return NULL;
	p = s->buf;
	end = s->buf + s->len;
	for (l = s->base_line; l < line; l++) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			return NULL;
		p = nl + 1;
	}
	if (p >= end && line != s->base_line)
		return NULL;
	nl = memchr(p, '\n', (size_t)(end - p));
	*len = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
	if (*len > 0 && p[*len - 1] == '\r')
		(*len)--;
	return p;
}
