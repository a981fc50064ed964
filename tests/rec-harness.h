/*
 * rec-harness: what the readers' unit tests (test_notation, test_yrec)
 * share to look into a record they read: a position, the item n of a
 * kind, a comment.  The including file includes cmocka.h and rec.h
 * first.
 */
#ifndef RONGO_REC_HARNESS_H
#define RONGO_REC_HARNESS_H

static void
check_pos(struct pos p, unsigned long line, unsigned long col)
{
	if (p.line != line || p.col != col)
		fail_msg("position %lu:%lu, expected %lu:%lu", p.line, p.col,
		    line, col);
}

/* Walk r to its item n of kind k (counting from 0), which must be. */
static void
nth(struct rec_iter *it, const struct record *r, enum rec_kind k, size_t n)
{
	int rv;

	rec_iter_init(it, r);
	while ((rv = rec_iter_next(it)) > 0)
		if (it->kind == k && n-- == 0)
			return;
	fail_msg("no item %zu of kind %d", n, (int)k);
}

/* Comment i: the ply it stands after, its text, where it is (line 0:
 * not looked at). */
static void
check_comment(const struct record *r, size_t i, size_t ply,
    const char *text, unsigned long line, unsigned long col)
{
	struct rec_iter it;

	assert_true(i < r->ncomments);
	nth(&it, r, REC_COMMENT, i);
	assert_int_equal(it.ply, ply);
	assert_string_equal(it.text.s, text);
	if (line != 0)
		check_pos(rec_where(r, &it.text), line, col);
	rec_iter_release(&it);
}

#endif
