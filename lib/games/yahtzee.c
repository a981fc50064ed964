/*
 * yahtzee: Yahtzee, Yacht's commercial cousin: thirteen categories and a
 * bonus of 35 when ones to sixes make 63 or more.
 *
 * The categories, in the order of the card: ones to sixes (the dice
 * showing that face); three-of-a-kind and four-of-a-kind the total of
 * all five dice; full-house (three of one value and two of another) 25;
 * small-straight (any four values in a run) 30; large-straight (five in
 * a run) 40; yahtzee (five of a kind) 50; chance the total.
 *
 * The option `official` adds the 100-point bonus for each further
 * yahtzee while the yahtzee box holds 50, and the joker rules: a
 * yahtzee thrown when the yahtzee box is filled must go in its face's
 * upper box while that is open, else in any open lower box, where it
 * makes a full house and both straights, else in any open upper box
 * (for nothing).  The turn machine and the sheet are the family's
 * (yacht-family.c).
 */
#include "yacht-family.h"

static const struct yf_cat yahtzee_cats[] = {
	{ "ones", YF_UPPER, 1, 0, YF_FIXED, 0, YF_SAME },
	{ "twos", YF_UPPER, 2, 0, YF_FIXED, 0, YF_SAME },
	{ "threes", YF_UPPER, 3, 0, YF_FIXED, 0, YF_SAME },
	{ "fours", YF_UPPER, 4, 0, YF_FIXED, 0, YF_SAME },
	{ "fives", YF_UPPER, 5, 0, YF_FIXED, 0, YF_SAME },
	{ "sixes", YF_UPPER, 6, 0, YF_FIXED, 0, YF_SAME },
	{ "three-of-a-kind", YF_KIND, 3, 0, YF_TOTAL, 0, YF_SAME },
	{ "four-of-a-kind", YF_KIND, 4, 0, YF_TOTAL, 0, YF_SAME },
	{ "full-house", YF_FULL, 0, 0, YF_FIXED, 25, YF_SAME },
	{ "small-straight", YF_RUN, 4, 0, YF_FIXED, 30, YF_SAME },
	{ "large-straight", YF_RUN, 5, 0, YF_FIXED, 40, YF_SAME },
	{ "yahtzee", YF_FIVE, 0, 0, YF_FIXED, 50, YF_SAME },
	{ "chance", YF_CHANCE, 0, 0, YF_TOTAL, 0, YF_SAME },
};

/* `official` must stay option 0: the family reads it there. */
static const struct game_opt yahtzee_opts[] = {
	{ "official", OPT_FLAG, 0, 1, 0,
	    "the 100-point Yahtzee bonus and the joker rules", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

const struct yf_rules yf_yahtzee = {
	"yahtzee", "Yahtzee", yahtzee_cats,
	sizeof(yahtzee_cats) / sizeof(yahtzee_cats[0]), 63, 35, 1
};

/*
 * --list actions: the family's verbs, in the order of its verb table
 * (yacht-family.c), with a box of this card.
 */
static const struct game_form yahtzee_forms[] = {
	{ "keep DICE", "keep 666", "set aside dice of the last throw" },
	{ "release DICE", "release 6",
	    "take dice set aside back, to throw them again" },
	{ "roll DICE", "roll 66633",
	    "throw the dice not set aside, three times at most" },
	{ "score CATEGORY", "score yahtzee",
	    "fill an empty box of the card with the five dice" },
	{ NULL, NULL, NULL }
};

const struct game game_yahtzee = {
	.id = "yahtzee",
	.name = "Yahtzee",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = yahtzee_opts,
	.forms = yahtzee_forms,
	.state_size = sizeof(struct yf_state),
	.render = yf_render,
	.session = &yf_yahtzee_ops,
};
