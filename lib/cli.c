/*
 * cli: the programs' common run loop (see cli.h).
 */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "edit.h"
#include "game.h"
#include "jwriter.h"
#include "mem.h"
#include "notation.h"
#include "reader.h"
#include "suggest.h"
#include "text.h"
#include "ywriter.h"

void
cli_init(struct cli *c, const char *prog)
{
	/* before anything is opened: see out_stdopen */
	out_stdopen();
	mem_big_apart();
	memset(c, 0, sizeof(*c));
	c->prog = prog;
	diag_init(&c->d, prog, stderr);
	lim_init(&c->lim);
}

/* Report a write error on the output (errno), once a run, and return
 * -1. */
static int
cli_write_error(struct cli *c)
{
	struct diag_loc l = { .file = c->outpath };

	/* one report a run, whichever check finds the trouble first */
	if (!c->write_failed)
		diag_report(&c->d, c->outpath != NULL ? &l : NULL, D_WRITE,
		    strerror(errno ? errno : EIO));
	c->write_failed = 1;
	return -1;
}

/* Run over one operand; -1 when the whole run must stop. */
static int
run_file(struct cli *c, const char *path, cli_record_fn fn, void *ctx)
{
	struct reader *r;
	struct record rec;
	int n, rv = 0;

	if ((c->chunk ? reader_open_chunk : reader_open)(&r, path, c->defgame,
	    &c->lim, &c->d) < 0)
		return 0;	/* reported; the other operands still count */
	rec_init(&rec);
	while ((n = reader_next(r, &rec)) > 0) {
		if (fn(c, &rec, ctx) < 0) {
			rv = -1;
			break;
		}
		if (ferror(c->fp)) {
			rv = cli_write_error(c);
			break;
		}
	}
	rec_release(&rec);
	reader_close(r);
	return rv;
}

void
cli_out_trouble(struct diag *d, const struct out *o, const char *path)
{
	struct diag_loc l = { .file = path };
	int e = errno;

	if (e == ENOMEM)
		diag_report(d, NULL, D_NOMEM);
	else if (o->stage == OUT_TEMP) {
		char dir[512];

		text_escape_str(dir, sizeof(dir), o->dir);
		diag_report(d, &l, D_TEMP, dir, strerror(e));
	} else
		diag_report(d, &l, D_OPEN, strerror(e));
}

int
cli_begin(struct cli *c)
{
	if (out_open(&c->out, c->outpath) < 0) {
		cli_out_trouble(&c->d, &c->out, c->outpath);
		out_close(&c->out, 0);
		return -1;
	}
	c->fp = c->out.fp;
	return 0;
}

void
cli_files(struct cli *c, char *const *files, int nfiles, cli_record_fn fn,
    void *ctx)
{
	static char dash[] = "-";
	char *const stdin_only[] = { dash };
	int i;

	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	for (i = 0; i < nfiles; i++)
		if (run_file(c, files[i], fn, ctx) < 0)
			break;
}

int
cli_end(struct cli *c)
{
	int atomic = out_atomic(&c->out), existed = c->out.existed;
	struct diag_loc l = { .file = c->outpath };

	if (ferror(c->fp))
		cli_write_error(c);
	/* FILE is replaced only by a run that ends with status 0 */
	if (out_close(&c->out, diag_exit_status(&c->d) == 0 &&
	    !c->write_failed) < 0)
		cli_write_error(c);
	if (c->outpath == NULL && fclose(stdout) == EOF)
		cli_write_error(c);
	if (atomic && diag_exit_status(&c->d) != 0)
		diag_report(&c->d, &l, existed ? D_KEPT : D_NOT_MADE);
	return diag_exit_status(&c->d);
}

int
cli_run(struct cli *c, char *const *files, int nfiles, cli_record_fn fn,
    void *ctx)
{
	if (cli_begin(c) < 0)
		return diag_exit_status(&c->d);
	cli_files(c, files, nfiles, fn, ctx);
	return cli_end(c);
}

int
cli_usage_error(struct cli *c, const char *fmt, ...)
{
	va_list ap;
	char msg[512];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_report(&c->d, NULL, D_USAGE, msg);
	return 2;
}

/* Standard output closed after --help or --version: 0, or 2 with the
 * write error reported. */
int
cli_stdout_done(struct cli *c)
{
	if (fflush(stdout) == EOF || ferror(stdout) || fclose(stdout) == EOF) {
		cli_write_error(c);
		return 2;
	}
	return 0;
}

/* Print "prog (rongo) VERSION" to stdout; returns 0, or 2 if stdout
 * fails (reported). */
static int
cli_version(struct cli *c)
{
	printf("%s (rongo) %s\n", c->prog, RONGO_VERSION);
	return cli_stdout_done(c);
}

/* Print text to stdout; returns 0, or 2 if stdout fails (reported). */
static int
cli_help(struct cli *c, const char *text)
{
	fputs(text, stdout);
	return cli_stdout_done(c);
}

/* The hint for an unknown long option --word: the closest of the
 * program's long options, with its dashes; hint is left as it is when
 * none is close. */
static void
long_hint(struct cli *c, const char *word, char *hint, size_t cap)
{
	const struct option *o;
	struct suggest s;
	char dashed[SUGGEST_MAX + 3];

	if (c->longopts == NULL)
		return;
	suggest_init(&s, word, strlen(word));
	for (o = c->longopts; o->name != NULL; o++)
		suggest_add(&s, o->name);
	if (s.best == NULL)
		return;
	snprintf(dashed, sizeof(dashed), "--%s", s.best);
	suggest_hint(hint, cap, dashed);
}

/* The usage error for what getopt_long returned ('?' or ':'). */
static int
cli_bad_option(struct cli *c, const char *usage, int ch, char *const *argv)
{
	extern int optind, optopt;
	/* each with the hint (or nothing) after it */
	const char *what = ch == ':' ? "option '%s' needs a value%s" :
	    "unknown option '%s'%s";
	const char *arg = argv[optind - 1];
	char name[64], hint[SUGGEST_MAX + 32], msg[256], more[1024];

	hint[0] = '\0';
	/* a long option is named as written, without any "=value"; a short
	 * one by its letter (it may stand in a group like -vx) */
	if (strncmp(arg, "--", 2) == 0) {
		snprintf(name, sizeof(name), "%.*s", (int)strcspn(arg, "="),
		    arg);
		/* glibc sets optopt for a known option given a value */
		if (ch == '?' && optopt != 0)
			what = "option '%s' takes no value%s";
		else if (ch == '?')
			long_hint(c, name + 2, hint, sizeof(hint));
	} else
		snprintf(name, sizeof(name), "-%c", optopt);

	/* an option the program does not know: the synopsis says which
	 * it does */
	snprintf(more, sizeof(more), "%sTry '%s --help' for more "
	    "information.\n", usage, c->prog);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	snprintf(msg, sizeof(msg), what, name, hint);
#pragma GCC diagnostic pop
	diag_report_more(&c->d, NULL, more, D_USAGE, msg);
	return 2;
}

/* -g: 0, or a usage error (2) when the game is unknown. */
static int
cli_set_game(struct cli *c, const char *id)
{
	char tail[160];

	if (game_find(id) == NULL)
		return cli_usage_error(c, "unknown game '%s'%s", id,
		    game_unknown_tail(tail, sizeof(tail), c->prog, id));
	c->defgame = id;
	return 0;
}

int
cli_number(const char *s, unsigned long long max, unsigned long long *v)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*v = strtoull(s, &end, 10);
	if (*end != '\0' || errno == ERANGE || *v > max)
		return -1;
	return 0;
}

int
cli_size(const char *s, unsigned long *out)
{
	static const char units[] = "kMG";
	unsigned long v = 0, dig;
	const char *p, *u;
	size_t k;

	for (p = s; *p >= '0' && *p <= '9'; p++) {
		dig = (unsigned long)(*p - '0');
		if (v > (ULONG_MAX - dig) / 10)
			return -1;
		v = v * 10 + dig;
	}
	if (p == s)
		return -1;
	if (*p != '\0') {
		if ((u = strchr(units, *p)) == NULL || p[1] != '\0')
			return -1;
		for (k = 0; k <= (size_t)(u - units); k++) {
			if (v > ULONG_MAX / 1024)
				return -1;
			v *= 1024;
		}
	}
	*out = v;
	return 0;
}

/* --limit NAME=N: 0, or a usage error (2). */
static int
cli_set_limit(struct cli *c, const char *arg)
{
	size_t k = strcspn(arg, "=");
	unsigned long v;
	int id;

	for (id = 0; id < LIM__COUNT; id++)
		if (strlen(lim_name((enum lim_id)id)) == k &&
		    strncmp(arg, lim_name((enum lim_id)id), k) == 0)
			break;
	if (id == LIM__COUNT || arg[k] != '=')
		return cli_usage_error(c, "--limit takes NAME=N, with "
		    "NAME line, record, tags, depth or tagtext, not '%s'", arg);
	if (cli_size(arg + k + 1, &v) == 0) {
		c->lim.max[id] = v;
		c->limited = 1;
		return 0;
	}
	return cli_usage_error(c, "--limit %s: '%s' is not a whole "
	    "number (with k, M or G for 1024, 1024^2 or 1024^3) up to %lu",
	    lim_name((enum lim_id)id), arg + strcspn(arg, "=") + 1,
	    ULONG_MAX);
}

int
cli_option(struct cli *c, int ch, const char *usage, const char *help,
    char *const *argv)
{
	extern char *optarg;

	switch (ch) {
	case 'g':
		return cli_set_game(c, optarg) != 0 ? 2 : CLI_TAKEN;
	case 'h':
		return cli_help(c, help);
	case CLI_LIMIT:
		return cli_set_limit(c, optarg) != 0 ? 2 : CLI_TAKEN;
	case 'o':
		c->outpath = optarg;
		return CLI_TAKEN;
	case CLI_STRICT:
		c->strict = 1;
		return CLI_TAKEN;
	case CLI_CHUNK:
		c->chunk = 1;
		return CLI_TAKEN;
	case CLI_LIST:
		if (strcmp(optarg, "games") != 0 &&
		    strcmp(optarg, "options") != 0 &&
		    strcmp(optarg, "actions") != 0 &&
		    strcmp(optarg, "categories") != 0)
			return cli_usage_error(c, "--list takes games, "
			    "options, actions or categories, not '%s'", optarg);
		c->list = optarg;
		return CLI_TAKEN;
	case 'V':
		return cli_version(c);
	case '?':
	case ':':
		return cli_bad_option(c, usage, ch, argv);
	}
	return CLI_NOT_MINE;
}

void
recout_init(struct recout *o, int format)
{
	memset(o, 0, sizeof(*o));
	o->format = format;
}

int
recout_put(struct cli *c, struct recout *o, const struct record *r)
{
	if (o->format < 0)
		o->format = (int)r->format;
	if (o->format == FMT_YAML) {
		if (o->yw == NULL) {
			if (ywriter_open(&o->yw, c->fp) < 0) {
				diag_report(&c->d, NULL, D_NOMEM);
				return -1;
			}
			if (c->chunk)
				ywriter_after(o->yw);
		}
		if (ywriter_put(o->yw, r) < 0) {
			o->failed = 1;
			if (errno == ENOMEM) {
				diag_report(&c->d, NULL, D_NOMEM);
				return -1;
			}
			return cli_write_error(c);
		}
	} else if (o->format == FMT_JSON) {
		if (o->jw == NULL && jwriter_open(&o->jw, c->fp) < 0) {
			diag_report(&c->d, NULL, D_NOMEM);
			return -1;
		}
		if (jwriter_put(o->jw, r) < 0) {
			o->failed = 1;
			if (errno == ENOMEM) {
				diag_report(&c->d, NULL, D_NOMEM);
				return -1;
			}
			return cli_write_error(c);
		}
	} else {
		if (o->written > 0 || c->chunk)
			fputc('\n', c->fp);
		errno = 0;
		if (nrec_write(c->fp, r) < 0) {
			o->failed = 1;
			if (errno == ENOMEM) {
				diag_report(&c->d, NULL, D_NOMEM);
				return -1;
			}
			return cli_write_error(c);
		}
	}
	o->written++;
	return 0;
}

void
recout_close(struct cli *c, struct recout *o)
{
	if (o->yw != NULL && ywriter_close(o->yw) < 0 && !o->failed)
		cli_write_error(c);
	o->yw = NULL;
	if (o->jw != NULL && jwriter_close(o->jw) < 0 && !o->failed)
		cli_write_error(c);
	o->jw = NULL;
}

int
cli_tag_edit(struct cli *c, const char *opt, char *arg, struct edit *e,
    struct edit_tag **tags, size_t *cap)
{
	struct edit_tag t = { EDIT_SET, arg, NULL };
	int tag = strcmp(opt, "--tag") == 0, variant = strcmp(opt,
	    "--variant") == 0;
	const char *why;
	char *eq;

	if (tag) {
		if ((eq = strchr(arg, '=')) == NULL)
			return cli_usage_error(c, "--tag takes "
			    "NAME=VALUE, not '%s'", arg);
		*eq = '\0';
		t.value = eq + 1;
	} else if (strcmp(opt, "--untag") == 0)
		t.kind = EDIT_UNSET;
	else if (strcmp(opt, "--players") == 0) {
		t.kind = EDIT_PLAYERS;
		t.name = NULL;
		t.value = arg;
	} else {
		/* --variant "" plays under the defaults: no Variant tag */
		t.name = "Variant";
		t.value = *arg != '\0' ? arg : NULL;
		t.kind = *arg != '\0' ? EDIT_SET : EDIT_UNSET;
	}
	why = t.kind == EDIT_PLAYERS ? edit_players_problem(t.value) :
	    edit_tag_problem(t.name, t.value);
	if (why != NULL)
		return cli_usage_error(c, "%s '%s%s%s': %s", opt,
		    t.name != NULL && !variant ? t.name : "", tag ? "=" : "",
		    t.value != NULL ? t.value : "", why);
	if (mem_grow(tags, cap, e->ntags + 1, sizeof(**tags)) < 0) {
		diag_report(&c->d, NULL, D_NOMEM);
		return 2;
	}
	(*tags)[e->ntags++] = t;
	e->tags = *tags;
	return 0;
}
