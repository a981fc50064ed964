/*
 * text: UTF-8 helpers for columns and checks, and names as printed.
 * Columns count characters: one per valid UTF-8 sequence, one per stray
 * byte.
 */
#ifndef RONGO_TEXT_H
#define RONGO_TEXT_H

#include <stddef.h>
#include <stdio.h>

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

/* Names (of files, of pieces) as printed, in diagnostics, in output and
 * in chunk lines: a name is any bytes, and printed raw it could move the
 * cursor or recolour a terminal, so each control character (a byte below
 * 0x20, 0x7f, and U+0080 to U+009F) and each byte that is not part of
 * a valid UTF-8 sequence are written as a backslash and three octal
 * digits, as in C ("\033" for ESC, "\012" for a line end), and the
 * backslash as "\\"; everything else as it is.  The form reads back
 * exactly (text_unescape), which chunk lines rely on.  ASCII bytes listed
 * in also are written in octal too. */
typedef void (*text_put_fn)(void *ctx, const char *, size_t);
void text_escape(const char *s, const char *also, text_put_fn, void *ctx);
/* The same to a stream. */
void text_escape_fp(FILE *, const char *s);
/* The same into out[0..cap), cut to fit, NUL-terminated (cap > 0). */
void text_escape_str(char *out, size_t cap, const char *s);
/* Undo text_escape on s[0..*n), in place: 0, or -1 when a backslash is
 * followed by neither a backslash nor three octal digits from 001 to
 * 377. */
int text_unescape(char *s, size_t *n);

/*
 * Words that agree with a count n, for messages: "1 die is", "2 dice
 * were", "1 ply", "3 rounds".  Every message that puts a number before
 * a noun takes the noun (and its verb) from here or from count_noun, so
 * that no message says "1 dice" (tests/count-words.sh looks for that).
 */
static inline const char *
die_noun(unsigned long n)
{
	return n == 1 ? "die" : "dice";
}

static inline const char *
is_are(unsigned long n)
{
	return n == 1 ? "is" : "are";
}

static inline const char *
was_were(unsigned long n)
{
	return n == 1 ? "was" : "were";
}

/* one when n is 1, else many: count_noun(n, "round", "rounds"). */
static inline const char *
count_noun(unsigned long n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

#endif
