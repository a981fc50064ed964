/*
 * text: UTF-8 sequences, validity and columns.
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
