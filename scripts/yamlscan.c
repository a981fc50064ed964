/*
 * yamlscan: the floor for YAML input, libyaml's event parser and nothing
 * else.  Reads each file (standard input when none) with libyaml's
 * event API, counts the events and the documents, and prints the counts.
 * No record is built and nothing is checked but YAML syntax: what is
 * left of rongo-validate's time over this is rongo's own.
 *
 *	rongo-yamlscan [file ...]
 *
 * Exit status: 0 every file parsed, 1 a YAML error, 2 an unreadable file.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

static int
scan(FILE *fp, const char *name, unsigned long long *events,
    unsigned long long *docs)
{
	yaml_parser_t p;
	yaml_event_t ev;
	int done = 0, rv = 0;

	if (!yaml_parser_initialize(&p)) {
		fprintf(stderr, "rongo-yamlscan: out of memory\n");
		return 2;
	}
	yaml_parser_set_input_file(&p, fp);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			fprintf(stderr, "rongo-yamlscan: %s:%lu:%lu: %s\n",
			    name, (unsigned long)p.problem_mark.line + 1,
			    (unsigned long)p.problem_mark.column + 1,
			    p.problem != NULL ? p.problem : "error");
			rv = 1;
			break;
		}
		(*events)++;
		if (ev.type == YAML_DOCUMENT_START_EVENT)
			(*docs)++;
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	return rv;
}

int
main(int argc, char *argv[])
{
	unsigned long long events = 0, docs = 0;
	int i, rv = 0, r;
	FILE *fp;

	if (argc < 2)
		rv = scan(stdin, "-", &events, &docs);
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0)
			fp = stdin;
		else if ((fp = fopen(argv[i], "rb")) == NULL) {
			fprintf(stderr, "rongo-yamlscan: %s: %s\n", argv[i],
			    strerror(errno));
			rv = 2;
			continue;
		}
		r = scan(fp, argv[i], &events, &docs);
		if (r > rv)
			rv = r;
		if (fp != stdin)
			fclose(fp);
	}
	printf("events %llu\ndocuments %llu\n", events, docs);
	return rv;
}
