/*
 * test_mem: the allocation wrapper: allocation, arrays and their
 * overflow refusal, mem_grow's doubling, and fault injection
 * (mem_fail_after and RONGO_FAIL_ALLOC).
 *
 * The environment test must run first: the variable is read at the first
 * allocation only, and never once mem_fail_after has been called.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "mem.h"

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	return 0;
}

/* RONGO_FAIL_ALLOC=2: two allocations succeed, then all fail. */
static void
test_env_fail_alloc(void **state)
{
	char *a, *b;

	(void)state;
	assert_int_equal(setenv("RONGO_FAIL_ALLOC", "2", 1), 0);
	a = mem_alloc(4);
	b = mem_alloc(4);
	assert_non_null(a);
	assert_non_null(b);
	assert_null(mem_alloc(4));
	assert_null(mem_zalloc(4));
	assert_null(mem_strdup("x"));
	mem_free(a);
	mem_free(b);
	mem_fail_after(-1);
	unsetenv("RONGO_FAIL_ALLOC");
	a = mem_alloc(4);
	assert_non_null(a);
	mem_free(a);
}

static void
test_alloc_basics(void **state)
{
	char *p, *z, *d;
	size_t i;

	(void)state;
	/* a zero-size request still gives a pointer to free */
	p = mem_alloc(0);
	assert_non_null(p);
	mem_free(p);
	z = mem_zalloc(32);
	assert_non_null(z);
	for (i = 0; i < 32; i++)
		assert_int_equal(z[i], 0);
	mem_free(z);
	d = mem_strndup("abcdef", 3);
	assert_string_equal(d, "abc");
	mem_free(d);
	d = mem_strndup("ab\0cd", 5);	/* n bytes, NULs and all */
	assert_memory_equal(d, "ab\0cd", 6);
	mem_free(d);
	d = mem_strdup("kanga");
	assert_string_equal(d, "kanga");
	mem_free(d);
	mem_free(NULL);
}

static void
test_array(void **state)
{
	int *a, *b;
	int i;

	(void)state;
	a = mem_array(NULL, 4, sizeof(int));
	assert_non_null(a);
	for (i = 0; i < 4; i++)
		a[i] = i + 10;
	b = mem_array(a, 1000, sizeof(int));	/* grows, keeps content */
	assert_non_null(b);
	for (i = 0; i < 4; i++)
		assert_int_equal(b[i], i + 10);
	b[999] = 7;
	mem_free(b);
}

static void
test_array_overflow(void **state)
{
	int *a;

	(void)state;
	a = mem_array(NULL, 2, sizeof(int));
	assert_non_null(a);
	a[0] = 1;
	a[1] = 2;
	/* n * sz does not fit a size_t: refused, p left intact */
	assert_null(mem_array(a, SIZE_MAX / 2 + 1, 2));
	assert_null(mem_array(a, SIZE_MAX, sizeof(int)));
	assert_null(mem_array(NULL, SIZE_MAX / 8 + 1, 8));
	assert_int_equal(a[0], 1);
	assert_int_equal(a[1], 2);
	mem_free(a);
}

/* An overflow refusal is not an allocation: it does not use up the
 * successes mem_fail_after allows. */
static void
test_array_overflow_no_count(void **state)
{
	void *p;

	(void)state;
	mem_fail_after(1);
	assert_null(mem_array(NULL, SIZE_MAX, 2));
	p = mem_alloc(1);
	assert_non_null(p);
	assert_null(mem_alloc(1));
	mem_free(p);
}

static void
test_array_fail_keeps(void **state)
{
	char *p;

	(void)state;
	p = mem_array(NULL, 8, 1);
	assert_non_null(p);
	memcpy(p, "rongo", 6);
	mem_fail_after(0);
	assert_null(mem_array(p, 4096, 1));
	mem_fail_after(-1);
	assert_string_equal(p, "rongo");
	mem_free(p);
}

static void
test_grow(void **state)
{
	int *a = NULL;
	size_t cap = 0;
	int *before;

	(void)state;
	/* from nothing: 8 elements, then doubling */
	assert_int_equal(mem_grow(&a, &cap, 1, sizeof(int)), 0);
	assert_non_null(a);
	assert_int_equal(cap, 8);
	a[7] = 42;
	before = a;
	/* room enough: nothing changes */
	assert_int_equal(mem_grow(&a, &cap, 8, sizeof(int)), 0);
	assert_ptr_equal(a, before);
	assert_int_equal(cap, 8);
	assert_int_equal(mem_grow(&a, &cap, 0, sizeof(int)), 0);
	assert_int_equal(cap, 8);
	assert_int_equal(mem_grow(&a, &cap, 9, sizeof(int)), 0);
	assert_int_equal(cap, 16);
	assert_int_equal(a[7], 42);
	assert_int_equal(mem_grow(&a, &cap, 100, sizeof(int)), 0);
	assert_int_equal(cap, 128);
	assert_int_equal(a[7], 42);
	a[127] = 1;
	mem_free(a);
}

static void
test_grow_from_cap(void **state)
{
	char *s;
	size_t cap = 3;

	(void)state;
	/* a capacity that is not a power of two doubles from itself */
	s = mem_alloc(3);
	assert_non_null(s);
	assert_int_equal(mem_grow(&s, &cap, 4, 1), 0);
	assert_int_equal(cap, 6);
	assert_int_equal(mem_grow(&s, &cap, 13, 1), 0);
	assert_int_equal(cap, 24);
	mem_free(s);
}

static void
test_grow_overflow(void **state)
{
	int *a = NULL;
	size_t cap = 0;

	(void)state;
	assert_int_equal(mem_grow(&a, &cap, 2, sizeof(int)), 0);
	a[0] = 5;
	/* the capacity cannot double past SIZE_MAX */
	assert_int_equal(mem_grow(&a, &cap, SIZE_MAX, 1), -1);
	assert_int_equal(cap, 8);
	assert_int_equal(a[0], 5);
	/* the element count fits, the byte count does not */
	assert_int_equal(mem_grow(&a, &cap, SIZE_MAX / 4 + 1, 8), -1);
	assert_int_equal(cap, 8);
	assert_int_equal(a[0], 5);
	mem_free(a);
}

static void
test_grow_nomem(void **state)
{
	int *a = NULL;
	size_t cap = 0;

	(void)state;
	mem_fail_after(0);
	assert_int_equal(mem_grow(&a, &cap, 1, sizeof(int)), -1);
	assert_null(a);
	assert_int_equal(cap, 0);
	mem_fail_after(1);
	assert_int_equal(mem_grow(&a, &cap, 1, sizeof(int)), 0);
	a[0] = 9;
	assert_int_equal(mem_grow(&a, &cap, 9, sizeof(int)), -1);
	assert_int_equal(cap, 8);
	assert_int_equal(a[0], 9);
	mem_fail_after(-1);
	mem_free(a);
}

static void
test_fail_after(void **state)
{
	void *p[3];
	char *s;

	(void)state;
	mem_fail_after(3);
	p[0] = mem_alloc(1);
	p[1] = mem_zalloc(1);
	p[2] = mem_array(NULL, 2, 2);
	assert_non_null(p[0]);
	assert_non_null(p[1]);
	assert_non_null(p[2]);
	/* every kind of allocation fails from now on, and keeps failing */
	assert_null(mem_alloc(1));
	assert_null(mem_zalloc(1));
	assert_null(mem_array(NULL, 1, 1));
	assert_null(mem_strdup("x"));
	assert_null(mem_strndup("xy", 1));
	assert_null(mem_alloc(1));
	mem_fail_after(-1);
	s = mem_strdup("back");
	assert_string_equal(s, "back");
	mem_free(s);
	mem_free(p[0]);
	mem_free(p[1]);
	mem_free(p[2]);
	/* 0: the very next allocation fails */
	mem_fail_after(0);
	assert_null(mem_alloc(1));
	mem_fail_after(-1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_env_fail_alloc, teardown),
		cmocka_unit_test_teardown(test_alloc_basics, teardown),
		cmocka_unit_test_teardown(test_array, teardown),
		cmocka_unit_test_teardown(test_array_overflow, teardown),
		cmocka_unit_test_teardown(test_array_overflow_no_count,
		    teardown),
		cmocka_unit_test_teardown(test_array_fail_keeps, teardown),
		cmocka_unit_test_teardown(test_grow, teardown),
		cmocka_unit_test_teardown(test_grow_from_cap, teardown),
		cmocka_unit_test_teardown(test_grow_overflow, teardown),
		cmocka_unit_test_teardown(test_grow_nomem, teardown),
		cmocka_unit_test_teardown(test_fail_after, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
