/*
 * text: UTF-8 helpers for columns and checks.  Columns count characters:
 * one per valid UTF-8 sequence, one per stray byte.
 */
#ifndef RONGO_TEXT_H
#define RONGO_TEXT_H

#include <stddef.h>

/* Length of the valid UTF-8 sequence at p (n bytes available), or 0 when
 * the bytes there are not one. */
size_t utf8_seq(const char *p, size_t n);
/* Whether s[0..n) is valid UTF-8; if not, *bad is the offset of the first
 * bad byte. */
int utf8_valid(const char *s, size_t n, size_t *bad);
/* Characters in s[0..n). */
size_t text_cols(const char *s, size_t n);
/* Whether s[0..n) may be written as a plain YAML scalar and still be read
 * as the same string by every YAML reader (1.1 and 1.2 schemas alike):
 * a letter first, then letters, digits, '_', '-', '.', '\'', '/', '=',
 * '+' and
 * single spaces inside, non-ASCII UTF-8 allowed; not a word such as null,
 * No, yes, on or y that a reader takes for something else.  Anything
 * else is to be double-quoted. */
int yaml_plain_safe(const char *s, size_t n);

#endif
