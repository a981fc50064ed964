/*
 * text: UTF-8 sequences, validity and columns; names as printed.
 */
#include "text.h"

#include <string.h>

size_t
utf8_seq(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t len, i;
	unsigned long cp;

	if (n == 0)
		return 0;
	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf) {
		len = 2;
		cp = p[0] & 0x1f;
	} else if (p[0] >= 0xe0 && p[0] <= 0xef) {
		len = 3;
		cp = p[0] & 0x0f;
	} else if (p[0] >= 0xf0 && p[0] <= 0xf4) {
		len = 4;
		cp = p[0] & 0x07;
	} else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (p[i] & 0x3f);
	}
	/* overlong forms, surrogates, past U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

int
utf8_valid(const char *s, size_t n, size_t *bad)
{
	size_t i = 0, k;

	while (i < n) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((k = utf8_seq(s + i, n - i)) == 0) {
			if (bad != NULL)
				*bad = i;
			return 0;
		}
		i += k;
	}
	return 1;
}

size_t
text_cols(const char *s, size_t n)
{
	size_t i = 0, k, cols = 0;

	/* ASCII, the common case: a column a byte */
	while (i < n && (unsigned char)s[i] < 0x80)
		i++;
	cols = i;
	while (i < n) {
		k = (unsigned char)s[i] < 0x80 ? 1 : utf8_seq(s + i, n - i);
		i += k ? k : 1;
		cols++;
	}
	return cols;
}

int
yaml_plain_safe(const char *s, size_t n)
{
	/* YAML 1.1 booleans and nulls, which 1.1 readers (PyYAML, yq)
	 * resolve whatever their case */
	static const char *const words[] = {
		"null", "true", "false", "yes", "no", "on", "off", "y", "n"
	};
	size_t i, k;
	unsigned char c;

	if (n == 0)
		return 0;
	c = (unsigned char)s[0];
	if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c >= 0x80))
		return 0;
	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '-' ||
		    c == '.' || c == '\'' || c == '/' || c == '=' || c == '+')
			continue;
		if (c == ' ' && i + 1 < n && s[i + 1] != ' ')
			continue;
		if (c >= 0x80 && (k = utf8_seq(s + i, n - i)) > 1) {
			/* no line or paragraph separator, no BOM, no C1
			 * control or no-break space: readers may fold,
			 * drop or refuse them */
			if ((k == 3 && (unsigned char)s[i] == 0xe2 &&
			    (unsigned char)s[i + 1] == 0x80 &&
			    ((unsigned char)s[i + 2] == 0xa8 ||
			    (unsigned char)s[i + 2] == 0xa9)) ||
			    (k == 3 && (unsigned char)s[i] == 0xef &&
			    (unsigned char)s[i + 1] == 0xbb &&
			    (unsigned char)s[i + 2] == 0xbf) ||
			    (k == 2 && (unsigned char)s[i] == 0xc2 &&
			    (unsigned char)s[i + 1] <= 0xa0))
				return 0;
			i += k - 1;
			continue;
		}
		return 0;
	}
	for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
		if (strlen(words[k]) == n) {
			for (i = 0; i < n; i++)
				if ((s[i] | 0x20) != words[k][i])
					break;
			if (i == n)
				return 0;
		}
	return 1;
}

/* Whether the valid sequence s[0..k) is a C1 control, U+0080 to U+009F,
 * which some terminals obey as they do ESC [. */
static int
is_c1(const char *s, size_t k)
{
	return k == 2 && (unsigned char)s[0] == 0xc2 &&
	    (unsigned char)s[1] < 0xa0;
}

void
text_escape(const char *s, const char *also, text_put_fn put, void *ctx)
{
	size_t n = strlen(s), i = 0, run = 0, k;
	char oct[4];

	while (i + run < n) {
		const char *p = s + i + run;
		unsigned char c = (unsigned char)*p;

		k = c < 0x80 ? 1 : utf8_seq(p, n - i - run);
		if (k != 0 && c >= 0x20 && c != 0x7f && c != '\\' &&
		    !is_c1(p, k) && (also == NULL || c >= 0x80 ||
		    strchr(also, c) == NULL)) {
			run += k;	/* printed as it is, in one piece */
			continue;
		}
		if (run > 0)
			put(ctx, s + i, run);
		i += run;
		run = 0;
		for (k = k ? k : 1; k > 0; k--, i++) {
			c = (unsigned char)s[i];
			if (c == '\\')
				put(ctx, "\\\\", 2);
			else {
				oct[0] = '\\';
				oct[1] = (char)('0' + (c >> 6));
				oct[2] = (char)('0' + ((c >> 3) & 7));
				oct[3] = (char)('0' + (c & 7));
				put(ctx, oct, 4);
			}
		}
	}
	if (run > 0)
		put(ctx, s + i, run);
}

static void
put_fp(void *ctx, const char *s, size_t n)
{
	fwrite(s, 1, n, ctx);
}

void
text_escape_fp(FILE *fp, const char *s)
{
	text_escape(s, NULL, put_fp, fp);
}

struct strbuf {
	char	*p;
	size_t	 n, cap;
	int	 full;
};

/* Cut where it must be, but never in an escape or in a character: a cut
 * name still reads as the start of the name. */
static void
put_str(void *ctx, const char *s, size_t n)
{
	struct strbuf *b = ctx;

	if (b->full)
		return;
	if (n > b->cap - 1 - b->n) {
		b->full = 1;
		if (s[0] == '\\')
			return;
		n = b->cap - 1 - b->n;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
}

void
text_escape_str(char *out, size_t cap, const char *s)
{
	struct strbuf b = { out, 0, cap, 0 };

	text_escape(s, NULL, put_str, &b);
	out[b.n] = '\0';
}

int
text_unescape(char *s, size_t *n)
{
	size_t i, o = 0;
	unsigned v;

	for (i = 0; i < *n; i++) {
		if (s[i] != '\\') {
			s[o++] = s[i];
			continue;
		}
		if (i + 1 < *n && s[i + 1] == '\\') {
			s[o++] = '\\';
			i++;
			continue;
		}
		if (i + 3 >= *n || s[i + 1] < '0' || s[i + 1] > '3' ||
		    s[i + 2] < '0' || s[i + 2] > '7' ||
		    s[i + 3] < '0' || s[i + 3] > '7')
			return -1;
		v = (unsigned)(s[i + 1] - '0') << 6 |
		    (unsigned)(s[i + 2] - '0') << 3 | (unsigned)(s[i + 3] - '0');
		if (v == 0)
			return -1;	/* a name holds no NUL */
		s[o++] = (char)v;
		i += 3;
	}
	*n = o;
	return 0;
}
