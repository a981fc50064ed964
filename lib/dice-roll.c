/*
 * dice-roll: rolling an expression (dice_roll), the generator as a
 * source of dice (dice_src_rng), and the expression's release.
 *
 * A roll walks the tree from the root, throwing dice as it meets them,
 * left to right, and computing in exact fractions (dice-q.c).  It writes
 * the display as the dice fall too, through a small buffer, so that a
 * roll's text is never held whole.
 *
 * Only what must choose among dice holds them: a dice node that keeps,
 * drops or sorts, and a group of one sub-expression that keeps or drops
 * among its dice.  Those collect the values (struct dice_pool: as values, or
 * once they are many for their range, as a histogram), choose, and then
 * throw the same dice again from the same position in the source to
 * show them (or, for a group, to add up what is kept).  A group of
 * several sub-expressions that keeps, drops or sorts holds only their
 * totals and where each began in the source, and shows each again from
 * there.  So a roll needs no more room than its dice's faces, however
 * many are thrown, and work at most twice the dice, once per level of
 * such groups.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "rng.h"

static uint32_t
roll_rng(void *ctx, uint32_t sides)
{
	return rng_die(ctx, sides);
}

/* The generator's position is its state: its stream (inc) stays as it
 * is while it rolls. */
static uint64_t
tell_rng(void *ctx)
{
	return ((const struct rng *)ctx)->state;
}

static void
seek_rng(void *ctx, uint64_t pos)
{
	((struct rng *)ctx)->state = pos;
}

void
dice_src_rng(struct dice_src *src, struct rng *r)
{
	src->roll = roll_rng;
	src->tell = tell_rng;
	src->seek = seek_rng;
	src->ctx = r;
}

/* ---- the display ---- */

/*
 * The display goes to its stream as the dice fall, through this small
 * buffer: however many dice a roll throws, its text is never held
 * whole.  The show_ functions return 0, or -1 on a write error.
 */
struct show {
	FILE		*fp;
	size_t		 n;
	char		 b[4096];
};

static int
show_flush(struct show *sh)
{
	if (sh->n > 0 && fwrite(sh->b, 1, sh->n, sh->fp) != sh->n)
		return -1;
	sh->n = 0;
	return 0;
}

/* Room for n more bytes in the buffer (n <= its size). */
static int
show_room(struct show *sh, size_t n)
{
	return sh->n + n > sizeof(sh->b) ? show_flush(sh) : 0;
}

static int
show_str(struct show *sh, const char *s)
{
	size_t n = strlen(s);

	if (show_room(sh, n) < 0)
		return -1;
	memcpy(sh->b + sh->n, s, n);
	sh->n += n;
	return 0;
}

static int
show_total(struct show *sh, struct dice_total t)
{
	if (show_room(sh, DICE_TOTAL_SZ) < 0)
		return -1;
	sh->n += dice_total_str(t, sh->b + sh->n);
	return 0;
}

/* How a die is shown: what it exploded by ('!', or "!!" compounded),
 * whether it was dropped, met the target ('*') or the failure ('_'). */
struct mark {
	int		 dropped;
	const char	*ex;
	char		 target;
};

/* One die: ", " unless it is the first of its node, '(' when dropped,
 * each rerolled value between tildes, the value, its marks, ')'. */
static int
show_die(struct show *sh, int first, const struct mark *mk,
    const int64_t *rr, unsigned nr, int64_t v)
{
	char *p;
	unsigned j;

	/* at most ", (", nr times "~-1000000~ ", the value, "!!*)" (each
	 * number is followed by a NUL, written over) */
	if (show_room(sh, 3 + (size_t)nr * 12 + 24 + 4) < 0)
		return -1;
	p = sh->b + sh->n;
	if (!first) {
		*p++ = ',';
		*p++ = ' ';
	}
	if (mk->dropped)
		*p++ = '(';
	for (j = 0; j < nr; j++) {
		*p++ = '~';
		p += dice_total_str(dice_q_int(rr[j]), p);
		*p++ = '~';
		*p++ = ' ';
	}
	p += dice_total_str(dice_q_int(v), p);
	if (mk->ex != NULL) {
		memcpy(p, mk->ex, strlen(mk->ex));
		p += strlen(mk->ex);
	}
	if (mk->target)
		*p++ = mk->target;
	if (mk->dropped)
		*p++ = ')';
	sh->n = (size_t)(p - sh->b);
	return 0;
}

/* ---- the dice a node chooses among ---- */

/* What a keep or drop keeps: the dice beyond th (above it when keeping
 * the highest, below it else), and the first need equal to it. */
struct pick {
	int		 high;
	int64_t		 th;
	size_t		 need;
};

static void
pool_start(struct dice_pool *pl, int64_t lo, int64_t hi)
{
	pl->m = 0;
	pl->inhist = 0;
	pl->lo = lo;
	pl->hi = hi;
}

static int
pool_add(struct dice_pool *pl, int64_t v)
{
	size_t i, span;

	if (!pl->inhist) {
		span = pl->hi - pl->lo > (int64_t)(SIZE_MAX / 8) ? SIZE_MAX /
		    8 : (size_t)(pl->hi - pl->lo) + 1;
		if (span > 4 * pl->m + 64) {
			if (mem_grow(&pl->v, &pl->cap, pl->m + 1,
			    sizeof(*pl->v)) < 0)
				return -1;
			pl->v[pl->m++] = v;
			return 0;
		}
		if (mem_grow(&pl->hist, &pl->hcap, span,
		    sizeof(*pl->hist)) < 0)
			return -1;
		memset(pl->hist, 0, span * sizeof(*pl->hist));
		for (i = 0; i < pl->m; i++)
			pl->hist[pl->v[i] - pl->lo]++;
		pl->inhist = 1;
	}
	pl->hist[v - pl->lo]++;
	pl->m++;
	return 0;
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

/* The pool's values in ascending order, in pl->sorted (not in a
 * histogram). */
static int
pool_sort(struct dice_pool *pl)
{
	if (mem_grow(&pl->sorted, &pl->scap, pl->m, sizeof(*pl->sorted)) < 0)
		return -1;
	memcpy(pl->sorted, pl->v, pl->m * sizeof(*pl->sorted));
	qsort(pl->sorted, pl->m, sizeof(*pl->sorted), cmp_i64);
	return 0;
}

/* Whether the next die, of value v, is kept; need counts down. */
static int
pick_keeps(struct pick *pk, int64_t v)
{
	if (pk->high ? v > pk->th : v < pk->th)
		return 1;
	if (v == pk->th && pk->need > 0) {
		pk->need--;
		return 1;
	}
	return 0;
}

/*
 * What m keeps of the pool's dice, into *pk, and what they make: their
 * sum, or with a target the count.  The k-th value from the kept end is
 * found in the histogram, or by sorting a copy of the values.
 */
static int
pool_pick(struct dice_pool *pl, const struct dice_mods *m, struct pick *pk,
    int64_t *value)
{
	size_t n = pl->m, k, i, beyond = 0, span;
	int64_t th = 0, s = 0, f, c = 0;
	struct pick walk;

	pk->high = m->kd == DICE_KD_KH || m->kd == DICE_KD_DL;
	k = m->kd == DICE_KD_KH || m->kd == DICE_KD_KL ? m->kdn :
	    m->kd == DICE_KD_NONE ? n : n - m->kdn;
	if (k > n)
		k = n;
	if (pl->inhist) {
		span = (size_t)(pl->hi - pl->lo) + 1;
		for (i = 0; i < span; i++) {
			f = pk->high ? pl->hi - (int64_t)i : pl->lo +
			    (int64_t)i;
			if (beyond + pl->hist[f - pl->lo] >= k) {
				th = f;
				break;
			}
			beyond += pl->hist[f - pl->lo];
			s += f * (int64_t)pl->hist[f - pl->lo];
		}
	} else if (n > 0) {
		if (pool_sort(pl) < 0)
			return -1;
		th = pk->high ? pl->sorted[n - k] : pl->sorted[k > 0 ? k - 1 :
		    0];
		for (i = 0; i < n; i++)
			if (pk->high ? pl->v[i] > th : pl->v[i] < th) {
				beyond++;
				s += pl->v[i];
			}
	}
	if (k == 0)
		th = pk->high ? INT64_MAX : INT64_MIN;
	pk->th = th;
	pk->need = k - beyond;
	if (!m->succ) {
		*value = s + th * (int64_t)pk->need;
		return 0;
	}
	/* the count: over the kept dice, as pick_keeps would go */
	walk = *pk;
	if (pl->inhist) {
		span = (size_t)(pl->hi - pl->lo) + 1;
		for (i = 0; i < span; i++) {
			int64_t kept = pl->hist[i];

			f = pl->lo + (int64_t)i;
			if (!(pk->high ? f > th : f < th))
				kept = f == th ? (int64_t)pk->need : 0;
			c += kept * dice_target_q(m, dice_q_int(f));
		}
	} else
		for (i = 0; i < n; i++)
			if (pick_keeps(&walk, pl->v[i]))
				c += dice_target_q(m, dice_q_int(pl->v[i]));
	*value = c;
	return 0;
}

/* ---- a roll ---- */

struct roller {
	struct dice_expr	*e;
	const struct dice_src	*src;
	struct show		*sh;		/* NULL: not shown */
	struct dice_pool		*pl;
	/* within a group of one sub-expression that keeps or drops among
	 * its dice: collecting them into pl, or choosing by gpick */
	int			 collect;
	struct pick		*gpick;
};

static int eval(struct roller *, int32_t, struct dice_total *);

/* What the i-th (0-based) face that is not rerolled shows. */
static int64_t
allowed_face(const struct dice_node *d, uint32_t i)
{
	unsigned k;

	for (k = 0; k < d->nallow; k++) {
		if (i <= d->allow[k].hi - d->allow[k].lo)
			return dice_face(d, d->allow[k].lo + i);
		i -= d->allow[k].hi - d->allow[k].lo + 1;
	}
	return dice_face(d, d->allow[d->nallow - 1].hi);	/* not reached */
}

/* One throw of d, rerolled as needed: what it shows, the values
 * rerolled in rr (at most DICE_REROLL_CAP) when rr is not NULL, and how
 * many in *nr. */
static int64_t
throw_one(const struct dice_node *d, const struct dice_src *src, int64_t *rr,
    unsigned *nr)
{
	int64_t v = dice_face(d, src->roll(src->ctx, d->sides));
	unsigned n = 0;

	while (d->nrr > 0 && dice_rerolled(d, v)) {
		if (rr != NULL)
			rr[n] = v;
		if (++n == DICE_REROLL_CAP) {
			v = allowed_face(d, src->roll(src->ctx,
			    d->nallowed) - 1);
			break;
		}
		v = dice_face(d, src->roll(src->ctx, d->sides));
		if (d->rronce)
			break;
	}
	*nr = n;
	return v;
}

/* A dice node being thrown: what is done with each die. */
struct throw {
	const struct dice_node	*d;
	struct pick		*pk;		/* choosing: the pick */
	int			 collect;	/* into the pool */
	int64_t			 value;		/* the sum, or the count */
	size_t			 shown;		/* dice shown so far */
};

/* One die of the node (a throw, or a compounded chain): its value v,
 * ex its explosion mark (NULL: none). */
static int
one_die(struct roller *r, struct throw *t, int64_t v, const char *ex,
    const int64_t *rr, unsigned nr)
{
	const struct dice_node *d = t->d;
	struct mark mk = { 0, ex, 0 };
	int keep = 1, tg;

	if (t->collect && pool_add(r->pl, v) < 0)
		return -1;
	if (t->pk != NULL)
		keep = pick_keeps(t->pk, v);
	if (keep && d->m.succ) {
		tg = dice_target_q(&d->m, dice_q_int(v));
		t->value += tg;
		mk.target = tg > 0 ? '*' : tg < 0 ? '_' : 0;
	} else if (keep)
		t->value += v;
	if (r->sh == NULL)
		return 0;
	mk.dropped = !keep;
	if (show_die(r->sh, t->shown++ == 0, &mk, rr, nr, v) < 0)
		return -2;
	return 0;
}

/*
 * Throw the dice of d in order, each rerolled as needed and each that
 * explodes followed by the dice it adds (or, compounding, adding them
 * to itself), each handed to one_die.
 */
static int
throw_dice(struct roller *r, struct throw *t)
{
	const struct dice_node *d = t->d;
	int64_t rr[DICE_REROLL_CAP], chainrr[DICE_REROLL_CAP], v, sum;
	unsigned chain, nr, chainnr;
	uint32_t i;
	int ex, pen, compound, plain, rv;

	pen = dice_penetrates(d);
	compound = dice_compounds(d);
	/* the common case, a sum not shown: no display, choice or count */
	plain = !t->collect && t->pk == NULL && !d->m.succ && r->sh == NULL;
	if (plain && d->ex == DICE_EX_NONE && d->nrr == 0) {
		for (i = 0; i < d->count; i++)
			t->value += dice_face(d, r->src->roll(r->src->ctx,
			    d->sides));
		return 0;
	}
	for (i = 0; i < d->count; i++) {
		chain = 0;
		sum = 0;
		chainnr = 0;
		do {
			v = throw_one(d, r->src, r->sh != NULL ? rr : NULL,
			    &nr);
			ex = d->ex != DICE_EX_NONE && chain < DICE_EXPLODE_CAP &&
			    dice_cond_holds(&d->exc, v);
			if (chain > 0 && pen)
				v--;
			chain++;
			if (compound) {
				sum += v;
				/* the rerolls of the chain's first throw */
				if (chain == 1 && r->sh != NULL) {
					memcpy(chainrr, rr, nr * sizeof(*rr));
					chainnr = nr;
				}
				continue;
			}
			if (plain)
				t->value += v;
			else if ((rv = one_die(r, t, v, ex ? "!" : NULL, rr,
			    nr)) < 0)
				return rv;
		} while (ex);
		if (compound && plain)
			t->value += sum;
		else if (compound && (rv = one_die(r, t, sum, chain > 1 ?
		    "!!" : NULL, chainrr, chainnr)) < 0)
			return rv;
	}
	return 0;
}

/* The dice of a sorted node, shown from the pool in order, each dropped
 * or kept as pk (NULL: all kept) says; equal dice kept first. */
static int
show_sorted(struct roller *r, const struct dice_node *d, struct pick *pk)
{
	struct dice_pool *pl = r->pl;
	int compound = dice_compounds(d);
	int64_t most = dice_face(d, d->sides), v;
	size_t i, j, n, span;
	struct mark mk;
	uint32_t c;
	int tg;

	if (!pl->inhist && pool_sort(pl) < 0)
		return -1;
	span = pl->inhist ? (size_t)(pl->hi - pl->lo) + 1 : pl->m;
	n = 0;
	for (i = 0; i < span; i++) {
		size_t at = d->m.sort == 'd' ? span - 1 - i : i;

		c = pl->inhist ? pl->hist[at] : 1;
		v = pl->inhist ? pl->lo + (int64_t)at : pl->sorted[at];
		for (j = 0; j < c; j++) {
			mk.dropped = pk != NULL && !pick_keeps(pk, v);
			mk.ex = NULL;
			if (compound ? v > most : d->ex != DICE_EX_NONE &&
			    dice_cond_holds(&d->exc, v))
				mk.ex = compound ? "!!" : "!";
			mk.target = 0;
			if (d->m.succ && !mk.dropped) {
				tg = dice_target_q(&d->m, dice_q_int(v));
				mk.target = tg > 0 ? '*' : tg < 0 ? '_' : 0;
			}
			if (show_die(r->sh, n++ == 0, &mk, NULL, 0, v) < 0)
				return -2;
		}
	}
	return 0;
}

/* A dice node. */
static int
eval_dice(struct roller *r, const struct dice_node *d, struct dice_total *out)
{
	struct throw t;
	struct pick pk, sortpk;
	struct show *sh = r->sh;
	uint64_t pos = 0;
	int rv, choose = d->m.kd != DICE_KD_NONE || (d->m.sort && sh != NULL);

	t.d = d;
	t.pk = NULL;
	t.collect = 0;
	t.value = 0;
	t.shown = 0;
	if (sh == NULL && !choose && !r->collect && r->gpick == NULL) {
		if ((rv = throw_dice(r, &t)) < 0)
			return rv;
		*out = dice_q_int(t.value);
		return 0;
	}
	if (sh != NULL && show_room(sh, 1) < 0)
		return -2;
	if (sh != NULL)
		sh->b[sh->n++] = '[';
	if (r->collect || r->gpick != NULL) {
		/* a die of a group choosing among its dice */
		t.collect = r->collect;
		t.pk = r->gpick;
		if ((rv = throw_dice(r, &t)) < 0)
			return rv;
	} else if (!choose) {
		if ((rv = throw_dice(r, &t)) < 0)
			return rv;
	} else {
		/* choose among the dice: thrown once into the pool, then
		 * shown from the pool (sorted) or thrown again from the
		 * same position, each as kept or dropped */
		pool_start(r->pl, d->ulo, d->uhi);
		pos = r->src->tell(r->src->ctx);
		r->sh = NULL;
		t.collect = 1;
		rv = throw_dice(r, &t);
		r->sh = sh;
		if (rv < 0 || pool_pick(r->pl, &d->m, &pk, &t.value) < 0)
			return -1;
		if (sh != NULL && d->m.sort) {
			sortpk = pk;
			if ((rv = show_sorted(r, d, d->m.kd != DICE_KD_NONE ?
			    &sortpk : NULL)) < 0)
				return rv;
		} else if (sh != NULL) {
			int64_t value = t.value;

			r->src->seek(r->src->ctx, pos);
			t.collect = 0;
			t.pk = &pk;
			if ((rv = throw_dice(r, &t)) < 0)
				return rv;
			t.value = value;
		}
	}
	if (sh != NULL && show_room(sh, 1) < 0)
		return -2;
	if (sh != NULL)
		sh->b[sh->n++] = ']';
	*out = dice_q_int(t.value);
	return 0;
}

/* The dice of a group of one sub-expression that keeps or drops among
 * them: all thrown into the pool, chosen, then the sub-expression
 * evaluated again from the same position with the choice. */
static int
eval_group_dice(struct roller *r, const struct dice_node *g,
    struct dice_total *out)
{
	struct show *sh = r->sh;
	struct dice_total v;
	struct pick pk;
	uint64_t pos = r->src->tell(r->src->ctx);
	int64_t lo = INT64_MAX, hi = INT64_MIN, unused;
	size_t i;
	int rv;

	for (i = 0; i < r->e->nnodes; i++) {
		const struct dice_node *d = &r->e->n[i];

		/* the range of every dice node's values: those outside
		 * the group too, which only widens it */
		if (d->kind == DICE_N_DICE) {
			if (d->ulo < lo)
				lo = d->ulo;
			if (d->uhi > hi)
				hi = d->uhi;
		}
	}
	pool_start(r->pl, lo, hi);
	r->sh = NULL;
	r->collect = 1;
	rv = eval(r, g->a, &v);
	r->collect = 0;
	r->sh = sh;
	if (rv < 0)
		return rv;
	if (pool_pick(r->pl, &g->m, &pk, &unused) < 0)
		return -1;
	r->src->seek(r->src->ctx, pos);
	r->gpick = &pk;
	rv = eval(r, g->a, out);
	r->gpick = NULL;
	return rv;
}

/* Keep or drop among n totals: kept[i] set for those kept. */
static void
group_pick(const struct dice_mods *m, const struct dice_total *tot,
    unsigned n, int *kept)
{
	unsigned i, j, k, better;
	int high = m->kd == DICE_KD_KH || m->kd == DICE_KD_DL;

	k = m->kd == DICE_KD_KH || m->kd == DICE_KD_KL ? m->kdn :
	    m->kd == DICE_KD_NONE ? n : n - m->kdn;
	/* kept: those with fewer than k better, the earlier better among
	 * equals */
	for (i = 0; i < n; i++) {
		better = 0;
		for (j = 0; j < n; j++) {
			int c = dice_q_cmp(tot[j], tot[i]);

			if ((high ? c > 0 : c < 0) || (c == 0 && j < i))
				better++;
		}
		kept[i] = better < k;
	}
}

/* After a total of a group, shown: '*' when it meets the target, '_'
 * when it meets the failure condition.  0, or -2 a write error. */
static int
show_target(struct show *sh, const struct dice_mods *m, struct dice_total v)
{
	int tg = m->succ ? dice_target_q(m, v) : 0;

	return tg != 0 && show_str(sh, tg > 0 ? "*" : "_") < 0 ? -2 : 0;
}

/* A group. */
static int
eval_group(struct roller *r, const struct dice_node *g, struct dice_total *out)
{
	struct dice_total tot[DICE_MAX_TERMS], sum = dice_q_int(0);
	uint64_t pos[DICE_MAX_TERMS], end;
	int32_t kid[DICE_MAX_TERMS], k;
	int kept[DICE_MAX_TERMS];
	unsigned order[DICE_MAX_TERMS], n = 0, i, j, t;
	struct show *sh = r->sh;
	int rv, count = 0;

	if (sh != NULL && show_str(sh, "{") < 0)
		return -2;
	if (g->nkids == 1) {
		if (g->m.kd != DICE_KD_NONE)
			rv = eval_group_dice(r, g, &sum);
		else
			rv = eval(r, g->a, &sum);
		if (rv < 0)
			return rv;
		if (sh != NULL && (show_str(sh, "}") < 0 ||
		    show_target(sh, &g->m, sum) < 0))
			return -2;
		*out = g->m.succ ? dice_q_int(dice_target_q(&g->m, sum)) : sum;
		return 0;
	}
	/* the totals, not shown when they are to be chosen or sorted
	 * first */
	if (g->m.kd != DICE_KD_NONE || g->m.sort)
		r->sh = NULL;
	for (k = g->a; k >= 0; k = r->e->n[k].next, n++) {
		kid[n] = k;
		pos[n] = r->src->tell(r->src->ctx);
		if (r->sh != NULL && n > 0 && show_str(r->sh, ", ") < 0)
			return -2;
		if ((rv = eval(r, k, &tot[n])) < 0) {
			r->sh = sh;
			return rv;
		}
		if (r->sh != NULL && show_target(r->sh, &g->m, tot[n]) < 0)
			return -2;
	}
	r->sh = sh;
	group_pick(&g->m, tot, n, kept);
	for (i = 0; i < n; i++) {
		if (!kept[i])
			continue;
		if (g->m.succ)
			count += dice_target_q(&g->m, tot[i]);
		else
			sum = dice_q_add(sum, tot[i]);
	}
	*out = g->m.succ ? dice_q_int(count) : sum;
	/* shown: each again from where it began, in order or sorted */
	for (i = 0; i < n; i++)
		order[i] = i;
	for (i = 1; g->m.sort && i < n; i++)
		for (j = i; j > 0; j--) {
			int c = dice_q_cmp(tot[order[j - 1]], tot[order[j]]);

			if (g->m.sort == 'a' ? c <= 0 : c >= 0)
				break;
			t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	if (sh != NULL && (g->m.kd != DICE_KD_NONE || g->m.sort)) {
		end = r->src->tell(r->src->ctx);
		for (i = 0; i < n; i++) {
			struct dice_total again;

			j = order[i];
			r->src->seek(r->src->ctx, pos[j]);
			if ((i > 0 && show_str(sh, ", ") < 0) ||
			    (!kept[j] && show_str(sh, "(") < 0))
				return -2;
			if ((rv = eval(r, kid[j], &again)) < 0)
				return rv;
			if (kept[j] ? show_target(sh, &g->m, tot[j]) < 0 :
			    show_str(sh, ")") < 0)
				return -2;
		}
		r->src->seek(r->src->ctx, end);
	}
	if (sh != NULL && show_str(sh, "}") < 0)
		return -2;
	return 0;
}

static int
eval(struct roller *r, int32_t i, struct dice_total *out)
{
	const struct dice_node *n = &r->e->n[i];
	struct show *sh = r->sh;
	struct dice_total a, b;
	static const char *const fname[] = {
		[DICE_N_FLOOR] = "floor(", [DICE_N_CEIL] = "ceil(",
		[DICE_N_ROUND] = "round(", [DICE_N_ABS] = "abs(",
		[DICE_N_PAREN] = "(",
	};
	int rv;

	switch (n->kind) {
	case DICE_N_NUM:
		*out = dice_q_int(n->value);
		if (sh != NULL && show_total(sh, *out) < 0)
			return -2;
		return 0;
	case DICE_N_DICE:
		return eval_dice(r, n, out);
	case DICE_N_GROUP:
		return eval_group(r, n, out);
	case DICE_N_NEG:
		if (sh != NULL && show_str(sh, "-") < 0)
			return -2;
		if ((rv = eval(r, n->a, &a)) < 0)
			return rv;
		*out = dice_q_neg(a);
		return 0;
	case DICE_N_PAREN:
	case DICE_N_FLOOR:
	case DICE_N_CEIL:
	case DICE_N_ROUND:
	case DICE_N_ABS:
		if (sh != NULL && show_str(sh, fname[n->kind]) < 0)
			return -2;
		if ((rv = eval(r, n->a, &a)) < 0)
			return rv;
		if (sh != NULL && show_str(sh, ")") < 0)
			return -2;
		switch (n->kind) {
		case DICE_N_FLOOR:
			*out = dice_q_int(dice_q_floor(a));
			break;
		case DICE_N_CEIL:
			*out = dice_q_int(dice_q_ceil(a));
			break;
		case DICE_N_ROUND:
			*out = dice_q_int(dice_q_round(a));
			break;
		case DICE_N_ABS:
			*out = a.num < 0 ? dice_q_neg(a) : a;
			break;
		default:
			*out = a;
			break;
		}
		return 0;
	default:
		break;
	}
	if ((rv = eval(r, n->a, &a)) < 0)
		return rv;
	if (sh != NULL && show_str(sh, n->kind == DICE_N_ADD ? " + " :
	    n->kind == DICE_N_SUB ? " - " : n->kind == DICE_N_MUL ? " * " :
	    n->kind == DICE_N_DIV ? " / " : n->kind == DICE_N_MOD ? " % " :
	    " ** ") < 0)
		return -2;
	if ((rv = eval(r, n->b, &b)) < 0)
		return rv;
	switch (n->kind) {
	case DICE_N_ADD:
		*out = dice_q_add(a, b);
		break;
	case DICE_N_SUB:
		*out = dice_q_add(a, dice_q_neg(b));
		break;
	case DICE_N_MUL:
		*out = dice_q_mul(a, b);
		break;
	case DICE_N_DIV:
		*out = dice_q_div(a, b);
		break;
	case DICE_N_MOD:
		*out = dice_q_mod(a, b);
		break;
	default:
		/* within the bounds: it fits */
		(void)dice_q_pow(a, b.num, out);
		break;
	}
	return 0;
}

/* Whether node i and all below it only add and subtract numbers and
 * dice without modifiers; each of those gets its sign, sign being that
 * of i. */
static int
plain_below(struct dice_expr *e, int32_t i, int sign)
{
	struct dice_node *n = &e->n[i];

	switch (n->kind) {
	case DICE_N_NUM:
		n->sign = sign;
		return 1;
	case DICE_N_DICE:
		n->sign = sign;
		return n->ex == DICE_EX_NONE && n->nrr == 0 &&
		    n->m.kd == DICE_KD_NONE && !n->m.succ && !n->m.sort;
	case DICE_N_NEG:
		return plain_below(e, n->a, -sign);
	case DICE_N_PAREN:
		return plain_below(e, n->a, sign);
	case DICE_N_ADD:
	case DICE_N_SUB:
		return plain_below(e, n->a, sign) && plain_below(e, n->b,
		    n->kind == DICE_N_SUB ? -sign : sign);
	default:
		return 0;
	}
}

/* A plain expression, not shown: its nodes in order (the order of the
 * text, which is that of the dice). */
static struct dice_total
roll_plain(const struct dice_expr *e, const struct dice_src *src)
{
	int64_t tot = 0, s;
	uint32_t k;
	size_t i;

	for (i = 0; i < e->nnodes; i++) {
		const struct dice_node *n = &e->n[i];

		if (n->kind == DICE_N_NUM)
			s = n->value;
		else if (n->kind == DICE_N_DICE)
			for (s = 0, k = 0; k < n->count; k++)
				s += dice_face(n, src->roll(src->ctx,
				    n->sides));
		else
			continue;
		tot += n->sign < 0 ? -s : s;
	}
	return dice_q_int(tot);
}

int
dice_roll(struct dice_expr *e, const struct dice_src *src,
    struct dice_total *total, FILE *fp)
{
	struct show show;
	struct roller r;
	int rv;

	if (e->plain == 0)
		e->plain = plain_below(e, e->root, 1) ? 1 : 2;
	if (e->plain == 1 && fp == NULL) {
		*total = roll_plain(e, src);
		return 0;
	}
	r.e = e;
	r.sh = NULL;
	r.collect = 0;
	r.gpick = NULL;
	r.src = src;
	r.pl = &e->pool;
	if (fp != NULL) {
		show.fp = fp;
		show.n = 0;
		r.sh = &show;
	}
	if ((rv = eval(&r, e->root, total)) < 0)
		return rv;
	if (r.sh != NULL && (show_str(r.sh, " = ") < 0 ||
	    show_total(r.sh, *total) < 0 || show_flush(r.sh) < 0))
		return -2;
	return 0;
}

void
dice_free(struct dice_expr *e)
{
	if (e == NULL)
		return;
	mem_free(e->pool.v);
	mem_free(e->pool.hist);
	mem_free(e->pool.sorted);
	mem_free(e->n);
	mem_free(e);
}
