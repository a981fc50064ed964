/*
 * replay: run a fuzz harness over files, without libFuzzer: how make
 * check replays the inputs kept under tests/fuzz/regress (and the
 * seeds), under the sanitizers, and how a finding is looked at in a
 * debugger.  Usage: fuzz-NAME-replay FILE...
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
main(int argc, char *argv[])
{
	int i, rv = 0;

	for (i = 1; i < argc; i++) {
		FILE *fp = fopen(argv[i], "rb");
		unsigned char *b = NULL, *nb;
		size_t n = 0, cap = 0, got;

		if (fp == NULL) {
			fprintf(stderr, "%s: %s: %s\n", argv[0], argv[i],
			    strerror(errno));
			rv = 2;
			continue;
		}
		do {
			if (n == cap) {
				cap = cap ? cap * 2 : 65536;
				if ((nb = realloc(b, cap)) == NULL) {
					fprintf(stderr, "%s: out of memory\n",
					    argv[0]);
					free(b);
					fclose(fp);
					return 2;
				}
				b = nb;
			}
			got = fread(b + n, 1, cap - n, fp);
			n += got;
		} while (got > 0);
		fclose(fp);
		LLVMFuzzerTestOneInput(b, n);
		free(b);
	}
	return rv;
}
