/*
 * yacht: Yacht (also Cheerio, Yot, Yam), five dice and twelve
 * categories, each filled once by every player.
 *
 * The categories, in the order of the card: ones to sixes (the dice
 * showing that face); little-straight (1-2-3-4-5) and big-straight
 * (2-3-4-5-6) 30 each; full-house (three of one value and two of
 * another) the total of the dice; four-of-a-kind the total of the four;
 * chance the total; yacht (five of a kind) 50.  No bonus, no options.
 * The turn machine and the sheet are the family's (yacht-family.c).
 */
#include "yacht-family.h"

static const struct yf_cat yacht_cats[] = {
	{ "ones", YF_UPPER, 1, 0, YF_FIXED, 0, YF_SAME },
	{ "twos", YF_UPPER, 2, 0, YF_FIXED, 0, YF_SAME },
	{ "threes", YF_UPPER, 3, 0, YF_FIXED, 0, YF_SAME },
	{ "fours", YF_UPPER, 4, 0, YF_FIXED, 0, YF_SAME },
	{ "fives", YF_UPPER, 5, 0, YF_FIXED, 0, YF_SAME },
	{ "sixes", YF_UPPER, 6, 0, YF_FIXED, 0, YF_SAME },
	{ "little-straight", YF_RUN, 5, 1, YF_FIXED, 30, YF_SAME },
	{ "big-straight", YF_RUN, 5, 2, YF_FIXED, 30, YF_SAME },
	{ "full-house", YF_FULL, 0, 0, YF_TOTAL, 0, YF_SAME },
	{ "four-of-a-kind", YF_KIND, 4, 0, YF_SET, 0, YF_SAME },
	{ "chance", YF_CHANCE, 0, 0, YF_TOTAL, 0, YF_SAME },
	{ "yacht", YF_FIVE, 0, 0, YF_FIXED, 50, YF_SAME },
};

const struct yf_rules yf_yacht = {
	"yacht", "Yacht", yacht_cats,
	sizeof(yacht_cats) / sizeof(yacht_cats[0]), 0, 0, 0
};

static const char *const yacht_aliases[] = { "cheerio", "yot", "yam", NULL };

/*
 * --list actions: the family's verbs, in the order of its verb table
 * (yacht-family.c), with a box of this card.
 */
static const struct game_form yacht_forms[] = {
	{ "keep DICE", "keep 666", "set aside dice of the last throw" },
	{ "release DICE", "release 6",
	    "take dice set aside back, to throw them again" },
	{ "roll DICE", "roll 66633",
	    "throw the dice not set aside, three times at most" },
	{ "score CATEGORY", "score yacht",
	    "fill an empty box of the card with the five dice" },
	{ NULL, NULL, NULL }
};

const struct game game_yacht = {
	.id = "yacht",
	.name = "Yacht",
	.aliases = yacht_aliases,
	.kind = GAME_SESSION,
	.opts = NULL,
	.forms = yacht_forms,
	.state_size = sizeof(struct yf_state),
	.render = yf_render,
	.session = &yf_yacht_ops,
};
