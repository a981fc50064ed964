/*
 * general: General (Generala), Yacht with first-throw prizes: eleven
 * categories, each filled once by every player.
 *
 * The categories, in the order of the card: ones to sixes (the dice
 * showing that face); straight (1-2-3-4-5 or 2-3-4-5-6, a 1 standing for
 * a 2 or a 6 where needed) 20, or 25 when the turn made one throw;
 * full-house (three of one value and two of another) 30, or 35;
 * four-of-a-kind 40, or 45; chance the total; general (five of a kind)
 * 60, and a general made with the turn's one throw wins the game at
 * once.  No options.  The turn machine and the sheet are the family's
 * (yacht-family.c).
 */
#include "yacht-family.h"

static const struct yf_cat general_cats[] = {
	{ "ones", YF_UPPER, 1, 0, YF_FIXED, 0, YF_SAME },
	{ "twos", YF_UPPER, 2, 0, YF_FIXED, 0, YF_SAME },
	{ "threes", YF_UPPER, 3, 0, YF_FIXED, 0, YF_SAME },
	{ "fours", YF_UPPER, 4, 0, YF_FIXED, 0, YF_SAME },
	{ "fives", YF_UPPER, 5, 0, YF_FIXED, 0, YF_SAME },
	{ "sixes", YF_UPPER, 6, 0, YF_FIXED, 0, YF_SAME },
	{ "straight", YF_WILD_RUN, 5, 0, YF_FIXED, 20, 25 },
	{ "full-house", YF_FULL, 0, 0, YF_FIXED, 30, 35 },
	{ "four-of-a-kind", YF_KIND, 4, 0, YF_FIXED, 40, 45 },
	{ "chance", YF_CHANCE, 0, 0, YF_TOTAL, 0, YF_SAME },
	{ "general", YF_FIVE, 0, 0, YF_FIXED, 60, YF_WINS },
};

const struct yf_rules yf_general = {
	"general", "General", general_cats,
	sizeof(general_cats) / sizeof(general_cats[0]), 0, 0, 0
};

static const char *const general_aliases[] = { "generala", NULL };

/*
 * --list actions: the family's verbs, in the order of its verb table
 * (yacht-family.c), with a box of this card.
 */
static const struct game_form general_forms[] = {
	{ "keep DICE", "keep 666", "set aside dice of the last throw" },
	{ "release DICE", "release 6",
	    "take dice set aside back, to throw them again" },
	{ "roll DICE", "roll 66633",
	    "throw the dice not set aside, three times at most" },
	{ "score CATEGORY", "score general",
	    "fill an empty box of the card with the five dice" },
	{ NULL, NULL, NULL }
};

const struct game game_general = {
	.id = "general",
	.name = "General",
	.aliases = general_aliases,
	.kind = GAME_SESSION,
	.opts = NULL,
	.forms = general_forms,
	.state_size = sizeof(struct yf_state),
	.render = yf_render,
	.session = &yf_general_ops,
};
