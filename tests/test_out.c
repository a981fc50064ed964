/*
 * test_out: atomic output files.  With a path, writing goes to a
 * temporary file in the same directory; out_close with commit puts it in
 * place, without commit throws it away, the old file untouched; no
 * temporary file is ever left behind.  "-" and NULL mean standard output.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mem.h"
#include "out.h"

static char dir[64];
static char target[128];

static int
setup(void **state)
{
	const char *t = getenv("TMPDIR");

	(void)state;
	snprintf(dir, sizeof(dir), "%s/test_out.XXXXXX",
	    t != NULL && *t != '\0' && strlen(t) < 40 ? t : "/tmp");
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(target, sizeof(target), "%s/game.kg", dir);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	unlink(target);
	return 0;
}

static int
teardown_dir(void **state)
{
	(void)state;
	return rmdir(dir);
}

/* The names in the test directory other than . and .., sorted into
 * names (a space-separated list). */
static int
listing(char *names, size_t size)
{
	DIR *d;
	struct dirent *e;
	char found[8][256];
	int n = 0, i, j;
	char tmp[256];

	names[0] = '\0';
	assert_non_null(d = opendir(dir));
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		assert_true(n < 8);
		snprintf(found[n++], sizeof(found[0]), "%s", e->d_name);
	}
	closedir(d);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (strcmp(found[j], found[i]) < 0) {
				memcpy(tmp, found[i], sizeof(tmp));
				memcpy(found[i], found[j], sizeof(tmp));
				memcpy(found[j], tmp, sizeof(tmp));
			}
	for (i = 0; i < n; i++) {
		strncat(names, i > 0 ? " " : "", size - strlen(names) - 1);
		strncat(names, found[i], size - strlen(names) - 1);
	}
	return n;
}

static void
put_file(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	assert_non_null(fp);
	assert_true(fputs(text, fp) >= 0);
	assert_int_equal(fclose(fp), 0);
}

static void
check_file(const char *path, const char *want)
{
	FILE *fp = fopen(path, "r");
	char got[256];
	size_t n;

	assert_non_null(fp);
	n = fread(got, 1, sizeof(got) - 1, fp);
	got[n] = '\0';
	fclose(fp);
	assert_string_equal(got, want);
}

/* During the run the output is in a temporary file beside the target,
 * in the same directory (so that rename is atomic). */
static void
check_tmp_beside(const struct out *o, int with_target)
{
	char names[256];
	const char *base;
	struct stat sb;

	assert_non_null(o->tmp);
	assert_int_equal(strncmp(o->tmp, dir, strlen(dir)), 0);
	assert_int_equal(o->tmp[strlen(dir)], '/');
	base = o->tmp + strlen(dir) + 1;
	assert_null(strchr(base, '/'));
	assert_string_not_equal(base, "game.kg");
	assert_int_equal(stat(o->tmp, &sb), 0);
	assert_true(S_ISREG(sb.st_mode));
	assert_int_equal(listing(names, sizeof(names)), with_target ? 2 : 1);
}

static void
test_commit_new(void **state)
{
	struct out o;
	char names[256];

	(void)state;
	assert_int_equal(out_open(&o, target), 0);
	assert_non_null(o.fp);
	assert_string_equal(o.path, target);
	check_tmp_beside(&o, 0);
	assert_true(fputs("1. d4 *\n", o.fp) >= 0);
	/* nothing at the target until the commit */
	assert_int_equal(access(target, F_OK), -1);
	assert_int_equal(out_close(&o, 1), 0);
	check_file(target, "1. d4 *\n");
	assert_int_equal(listing(names, sizeof(names)), 1);
	assert_string_equal(names, "game.kg");
	assert_null(o.fp);
	assert_null(o.tmp);
	assert_null(o.path);
}

static void
test_commit_replaces(void **state)
{
	struct out o;
	char names[256];

	(void)state;
	put_file(target, "old content\n");
	assert_int_equal(out_open(&o, target), 0);
	check_tmp_beside(&o, 1);
	assert_true(fputs("new content\n", o.fp) >= 0);
	assert_int_equal(fflush(o.fp), 0);
	/* the old file stays whole while the new one is written */
	check_file(target, "old content\n");
	assert_int_equal(out_close(&o, 1), 0);
	check_file(target, "new content\n");
	assert_int_equal(listing(names, sizeof(names)), 1);
	assert_string_equal(names, "game.kg");
}

static void
test_no_commit(void **state)
{
	struct out o;
	char names[256];

	(void)state;
	put_file(target, "old content\n");
	assert_int_equal(out_open(&o, target), 0);
	assert_true(fputs("half a record", o.fp) >= 0);
	assert_int_equal(out_close(&o, 0), 0);
	check_file(target, "old content\n");
	assert_int_equal(listing(names, sizeof(names)), 1);
	assert_string_equal(names, "game.kg");
}

/* Without commit and without an old file, nothing is created. */
static void
test_no_commit_new(void **state)
{
	struct out o;
	char names[256];

	(void)state;
	assert_int_equal(out_open(&o, target), 0);
	assert_true(fputs("x\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 0), 0);
	assert_int_equal(listing(names, sizeof(names)), 0);
	assert_int_equal(access(target, F_OK), -1);
}

/* The new file keeps the mode of the one it replaces. */
static void
test_mode_kept(void **state)
{
	struct out o;
	struct stat sb;

	(void)state;
	put_file(target, "old\n");
	assert_int_equal(chmod(target, 0640), 0);
	assert_int_equal(out_open(&o, target), 0);
	assert_true(fputs("new\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 1), 0);
	assert_int_equal(stat(target, &sb), 0);
	assert_int_equal(sb.st_mode & 07777, 0640);
}

/* A new file gets 0666 less the umask, not mkstemp's 0600. */
static void
test_mode_new(void **state)
{
	struct out o;
	struct stat sb;
	mode_t um;

	(void)state;
	um = umask(022);
	assert_int_equal(out_open(&o, target), 0);
	assert_int_equal(out_close(&o, 1), 0);
	umask(um);
	assert_int_equal(stat(target, &sb), 0);
	assert_int_equal(sb.st_mode & 07777, 0644);
	check_file(target, "");
}

static void
test_stdout(void **state)
{
	struct out o;

	(void)state;
	assert_int_equal(out_open(&o, "-"), 0);
	assert_ptr_equal(o.fp, stdout);
	assert_null(o.path);
	assert_null(o.tmp);
	assert_int_equal(out_close(&o, 1), 0);
	assert_int_equal(out_open(&o, NULL), 0);
	assert_ptr_equal(o.fp, stdout);
	assert_int_equal(out_close(&o, 0), 0);
	/* standard output is still open */
	assert_true(fflush(stdout) == 0);
}

static void
test_open_fails(void **state)
{
	struct out o;
	char path[160];
	char names[256];

	(void)state;
	snprintf(path, sizeof(path), "%s/no-such-dir/game.kg", dir);
	errno = 0;
	assert_int_equal(out_open(&o, path), -1);
	assert_int_equal(errno, ENOENT);
	assert_null(o.fp);
	/* the folder is named: it is what is missing, not the file */
	assert_int_equal(o.stage, OUT_TEMP);
	snprintf(path, sizeof(path), "%s/no-such-dir", dir);
	assert_string_equal(o.dir, path);
	/* out_close releases what a failed open keeps */
	assert_int_equal(out_close(&o, 1), 0);
	assert_null(o.dir);
	assert_int_equal(listing(names, sizeof(names)), 0);
}

static void
test_open_nomem(void **state)
{
	struct out o;
	char names[256];
	long n;

	(void)state;
	/* every allocation of out_open in turn */
	for (n = 0; n < 3; n++) {
		mem_fail_after(n);
		errno = 0;
		assert_int_equal(out_open(&o, target), -1);
		assert_int_equal(errno, ENOMEM);
		assert_int_equal(out_close(&o, 0), 0);
	}
	mem_fail_after(3);
	assert_int_equal(out_open(&o, target), 0);
	assert_int_equal(out_close(&o, 0), 0);
	mem_fail_after(-1);
	assert_int_equal(listing(names, sizeof(names)), 0);
}

/* The target made a directory holding one file, "inside". */
static void
make_dir_target(void)
{
	char inside[160];

	assert_int_equal(mkdir(target, 0755), 0);
	put_file(strcat(strcpy(inside, target), "/inside"), "keep\n");
}

/* Nothing but the directory is left, its file untouched; then it goes. */
static void
check_dir_target(void)
{
	char names[256];

	assert_int_equal(listing(names, sizeof(names)), 1);
	assert_string_equal(names, "game.kg");
	check_file(strcat(strcpy(names, target), "/inside"), "keep\n");
	assert_int_equal(unlink(names), 0);
	assert_int_equal(rmdir(target), 0);
}

/* A directory is refused at once, and nothing is made in it or beside
 * it. */
static void
test_directory(void **state)
{
	struct out o;

	(void)state;
	make_dir_target();
	errno = 0;
	assert_int_equal(out_open(&o, target), -1);
	assert_int_equal(errno, EISDIR);
	assert_int_equal(o.stage, OUT_FILE);
	assert_int_equal(out_close(&o, 1), 0);
	check_dir_target();
}

/* A commit whose rename fails (the target became a directory during the
 * run) fails and leaves no temporary file. */
static void
test_commit_fails(void **state)
{
	struct out o;

	(void)state;
	assert_int_equal(out_open(&o, target), 0);
	make_dir_target();
	assert_true(fputs("x\n", o.fp) >= 0);
	errno = 0;
	assert_int_equal(out_close(&o, 1), -1);
	assert_true(errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST);
	check_dir_target();
}

/* A symlink is written through: the link stays, its target (named
 * relative to the link's folder, in another folder) is replaced, and
 * the temporary file is made beside the target. */
static void
test_symlink(void **state)
{
	struct out o;
	char sub[160], real[192], names[256];
	struct stat sb;

	(void)state;
	snprintf(sub, sizeof(sub), "%s/sub", dir);
	snprintf(real, sizeof(real), "%s/real.kg", sub);
	assert_int_equal(mkdir(sub, 0755), 0);
	put_file(real, "old\n");
	assert_int_equal(symlink("sub/real.kg", target), 0);
	assert_int_equal(out_open(&o, target), 0);
	assert_non_null(o.tmp);
	assert_int_equal(strncmp(o.tmp, sub, strlen(sub)), 0);
	assert_int_equal(o.tmp[strlen(sub)], '/');
	assert_true(fputs("new\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 1), 0);
	assert_int_equal(lstat(target, &sb), 0);
	assert_true(S_ISLNK(sb.st_mode));
	check_file(real, "new\n");
	assert_int_equal(listing(names, sizeof(names)), 2);
	assert_string_equal(names, "game.kg sub");
	assert_int_equal(unlink(real), 0);
	assert_int_equal(rmdir(sub), 0);
}

/* A dangling symlink names the file to make; a loop of links is
 * refused with ELOOP. */
static void
test_symlink_dangling_and_loop(void **state)
{
	struct out o;
	char other[160], names[256];
	struct stat sb;

	(void)state;
	snprintf(other, sizeof(other), "%s/made.kg", dir);
	assert_int_equal(symlink("made.kg", target), 0);
	assert_int_equal(out_open(&o, target), 0);
	assert_int_equal(o.existed, 0);
	assert_true(fputs("made\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 1), 0);
	assert_int_equal(lstat(target, &sb), 0);
	assert_true(S_ISLNK(sb.st_mode));
	check_file(other, "made\n");
	assert_int_equal(unlink(other), 0);
	assert_int_equal(unlink(target), 0);
	/* game.kg -> made.kg -> game.kg */
	assert_int_equal(symlink("game.kg", other), 0);
	assert_int_equal(symlink("made.kg", target), 0);
	errno = 0;
	assert_int_equal(out_open(&o, target), -1);
	assert_int_equal(errno, ELOOP);
	assert_int_equal(out_close(&o, 0), 0);
	assert_int_equal(listing(names, sizeof(names)), 2);
	assert_int_equal(unlink(other), 0);
}

/* A FIFO is opened and written directly: it stays a FIFO, and what is
 * written reaches its reader even when nothing is committed. */
static void
test_fifo(void **state)
{
	struct out o;
	struct stat sb;
	char got[32];
	FILE *rd;
	int fd;
	size_t n;

	(void)state;
	assert_int_equal(mkfifo(target, 0644), 0);
	/* a reader first, so that opening for writing does not wait */
	assert_true((fd = open(target, O_RDONLY | O_NONBLOCK)) >= 0);
	assert_int_equal(out_open(&o, target), 0);
	assert_null(o.tmp);
	assert_int_equal(out_atomic(&o), 0);
	assert_true(fputs("through\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 0), 0);
	assert_non_null(rd = fdopen(fd, "r"));
	n = fread(got, 1, sizeof(got) - 1, rd);
	got[n] = '\0';
	fclose(rd);
	assert_string_equal(got, "through\n");
	assert_int_equal(lstat(target, &sb), 0);
	assert_true(S_ISFIFO(sb.st_mode));
}

/* The longest name the folder takes can be replaced: the temporary
 * name is cut to fit; a name longer than that is refused as too long. */
static void
test_long_name(void **state)
{
	struct out o;
	char path[512], names[256];
	long max = pathconf(dir, _PC_NAME_MAX);
	size_t dl = strlen(dir);

	(void)state;
	if (max <= 0 || max > 255)
		max = 255;
	memcpy(path, dir, dl);
	path[dl] = '/';
	memset(path + dl + 1, 'a', (size_t)max);
	path[dl + 1 + (size_t)max] = '\0';
	put_file(path, "old\n");
	assert_int_equal(out_open(&o, path), 0);
	assert_true(strlen(strrchr(o.tmp, '/') + 1) <= (size_t)max);
	assert_true(fputs("new\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 1), 0);
	check_file(path, "new\n");
	assert_int_equal(listing(names, sizeof(names)), 1);
	/* one more byte */
	path[dl + 1 + (size_t)max] = 'a';
	path[dl + 2 + (size_t)max] = '\0';
	errno = 0;
	assert_int_equal(out_open(&o, path), -1);
	assert_int_equal(errno, ENAMETOOLONG);
	assert_int_equal(o.stage, OUT_FILE);
	assert_int_equal(out_close(&o, 0), 0);
	path[dl + 1 + (size_t)max] = '\0';
	assert_int_equal(unlink(path), 0);
}

/* The owner and group of a replaced file are kept (as root, where
 * another owner can be given); the mode always is. */
static void
test_owner_kept(void **state)
{
	struct out o;
	struct stat sb;

	(void)state;
	if (geteuid() != 0)
		skip();
	put_file(target, "old\n");
	assert_int_equal(chown(target, 1234, 5678), 0);
	assert_int_equal(chmod(target, 0640), 0);
	assert_int_equal(out_open(&o, target), 0);
	assert_true(fputs("new\n", o.fp) >= 0);
	assert_int_equal(out_close(&o, 1), 0);
	assert_int_equal(stat(target, &sb), 0);
	assert_int_equal(sb.st_uid, 1234);
	assert_int_equal(sb.st_gid, 5678);
	assert_int_equal(sb.st_mode & 07777, 0640);
	check_file(target, "new\n");
}

/* Closed descriptors 0, 1 and 2 are taken by /dev/null, the wrong way
 * round: reading 0 and writing 1 or 2 fail as on a closed descriptor;
 * open ones are left alone. */
static void
test_stdopen(void **state)
{
	int saved[3], fd;
	char c;
	struct stat sb, null;

	(void)state;
	for (fd = 0; fd <= 2; fd++)
		assert_true((saved[fd] = dup(fd)) > 2);
	close(0);
	close(1);
	close(2);
	out_stdopen();
	for (fd = 0; fd <= 2; fd++)
		if (fstat(fd, &sb) < 0 || stat("/dev/null", &null) < 0 ||
		    sb.st_rdev != null.st_rdev)
			break;
	c = 'x';
	/* all three are /dev/null; 0 cannot be read, 1 and 2 not written */
	errno = 0;
	if (fd == 3 && read(0, &c, 1) < 0 && errno == EBADF &&
	    write(1, &c, 1) < 0 && errno == EBADF &&
	    write(2, &c, 1) < 0 && errno == EBADF)
		fd = 0;
	/* put the real ones back before asserting anything */
	for (c = 0; c <= 2; c++)
		dup2(saved[(int)c], c);
	for (c = 0; c <= 2; c++)
		close(saved[(int)c]);
	assert_int_equal(fd, 0);
	/* open descriptors are not touched */
	assert_int_equal(fstat(1, &sb), 0);
	out_stdopen();
	assert_int_equal(fstat(1, &null), 0);
	assert_true(sb.st_ino == null.st_ino && sb.st_dev == null.st_dev);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_commit_new, teardown),
		cmocka_unit_test_teardown(test_commit_replaces, teardown),
		cmocka_unit_test_teardown(test_no_commit, teardown),
		cmocka_unit_test_teardown(test_no_commit_new, teardown),
		cmocka_unit_test_teardown(test_mode_kept, teardown),
		cmocka_unit_test_teardown(test_mode_new, teardown),
		cmocka_unit_test_teardown(test_stdout, teardown),
		cmocka_unit_test_teardown(test_open_fails, teardown),
		cmocka_unit_test_teardown(test_open_nomem, teardown),
		cmocka_unit_test_teardown(test_directory, teardown),
		cmocka_unit_test_teardown(test_commit_fails, teardown),
		cmocka_unit_test_teardown(test_symlink, teardown),
		cmocka_unit_test_teardown(test_symlink_dangling_and_loop,
		    teardown),
		cmocka_unit_test_teardown(test_fifo, teardown),
		cmocka_unit_test_teardown(test_long_name, teardown),
		cmocka_unit_test_teardown(test_owner_kept, teardown),
		cmocka_unit_test_teardown(test_stdopen, teardown),
	};

	return cmocka_run_group_tests(tests, setup, teardown_dir);
}
