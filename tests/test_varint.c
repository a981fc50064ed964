/*
 * test_varint: the library's varints, byte by byte as worked out from
 * the rule (7 bits a byte, the lowest first, the high bit of every byte
 * but the last set), and back.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "varint.h"

static void
expect(size_t v, const unsigned char *want, size_t n)
{
	unsigned char b[VARINT_MAX + 1];
	size_t i = 0;

	memset(b, 0xee, sizeof(b));
	assert_int_equal(varint_put(b, v), n);
	assert_memory_equal(b, want, n);
	assert_int_equal(b[n], 0xee);	/* nothing past it */
	assert_int_equal(varint_get(b, &i), v);
	assert_int_equal(i, n);
}

static void
test_bytes(void **state)
{
	(void)state;
	expect(0, (const unsigned char *)"\x00", 1);
	expect(1, (const unsigned char *)"\x01", 1);
	expect(127, (const unsigned char *)"\x7f", 1);
	/* 128 = 0 + 1 * 128 */
	expect(128, (const unsigned char *)"\x80\x01", 2);
	/* 300 = 44 + 2 * 128: 44 | 0x80 = 0xac */
	expect(300, (const unsigned char *)"\xac\x02", 2);
	/* 16383 = 127 + 127 * 128, the most in two bytes */
	expect(16383, (const unsigned char *)"\xff\x7f", 2);
	expect(16384, (const unsigned char *)"\x80\x80\x01", 3);
}

static void
test_widest(void **state)
{
	unsigned char b[VARINT_MAX];
	size_t i = 0, n;

	(void)state;
	/* 64 bits: nine bytes of 7 and a tenth of 1 */
	n = varint_put(b, SIZE_MAX);
	assert_int_equal(n, (8 * sizeof(size_t) + 6) / 7);
	assert_true(n <= VARINT_MAX);
	assert_int_equal(b[n - 1] & 0x80, 0);
	assert_int_equal(varint_get(b, &i), SIZE_MAX);
	assert_int_equal(i, n);
}

static void
test_stream(void **state)
{
	unsigned char b[64];
	size_t n = 0, i = 0, k;
	static const size_t v[] = { 5, 1000, 0, 70000, 127, 128 };

	(void)state;
	/* one after another, each read back where it starts */
	for (k = 0; k < sizeof(v) / sizeof(v[0]); k++)
		n += varint_put(b + n, v[k]);
	/* 1 + 2 + 1 + 3 + 1 + 2 bytes */
	assert_int_equal(n, 10);
	for (k = 0; k < sizeof(v) / sizeof(v[0]); k++)
		assert_int_equal(varint_get(b, &i), v[k]);
	assert_int_equal(i, n);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bytes),
		cmocka_unit_test(test_widest),
		cmocka_unit_test(test_stream),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
