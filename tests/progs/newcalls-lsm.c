/* lsm_get_self_attr's and lsm_set_self_attr's struct lsm_ctx records.  No
 * LSM with attributes need be active here, so the successes are faked by
 * newcalls-fake.h; the errors the kernel gives are real.
 * SEIZE_NEWCALLS_XLAT=raw or verbose says which -X the lines are for,
 * SEIZE_NEWCALLS_V=1 that seize runs with -v. */
#include "newcalls-fake.h"

enum { NR_lsm_get_self_attr = 459, NR_lsm_set_self_attr = 460 };
/* <linux/lsm.h> of Linux 6.8, newer than the build machine's */
enum { ATTR_CURRENT = 100, ATTR_EXEC = 101, ID_SELINUX = 101, ID_APPARMOR = 104,
       FLAG_SINGLE = 1 };

struct ctx_head { uint64_t id, flags; uint32_t len, ctx_len; };

static const char *xlat_mode;
static bool full;

static const char *X(const char *abbrev, const char *raw, const char *verbose)
{
	if (xlat_mode && !strcmp(xlat_mode, "raw"))
		return raw;
	if (xlat_mode && !strcmp(xlat_mode, "verbose"))
		return verbose;
	return abbrev;
}

static const char *E(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static const char *current(void)
{
	return X("LSM_ATTR_CURRENT", "0x64", "0x64 /* LSM_ATTR_CURRENT */");
}

static const char *single(void)
{
	return X("LSM_FLAG_SINGLE", "0x1", "0x1 /* LSM_FLAG_SINGLE */");
}

static const char *apparmor(void)
{
	return X("LSM_ID_APPARMOR", "0x68", "0x68 /* LSM_ID_APPARMOR */");
}

static const char *selinux(void)
{
	return X("LSM_ID_SELINUX", "0x65", "0x65 /* LSM_ID_SELINUX */");
}

/* A record at p: its header, then ctx_len bytes of text, len in all. */
static struct ctx_head *put_ctx(char *p, uint64_t id, uint32_t len, uint32_t ctx_len,
				const char *text)
{
	struct ctx_head *h = (struct ctx_head *)p;
	h->id = id;
	h->flags = 0;
	h->len = len;
	h->ctx_len = ctx_len;
	memcpy(h + 1, text, strlen(text));
	return h;
}

/* The bytes of s in \x form, as strace prints a context. */
static const char *hex(const char *s, size_t n)
{
	char *out = malloc(n * 4 + 1), *o = out;
	for (size_t i = 0; i < n; i++)
		o += sprintf(o, "\\x%02x", (unsigned char)s[i]);
	*o = 0;
	return out;
}

static void set_attr(char *page)
{
	/* the one record, at entry: EOPNOTSUPP or EINVAL from the kernel */
	char *end = page + 4096;
	struct ctx_head *h = put_ctx(end - 24 - 10, ID_APPARMOR, 34, 10, "unconfined");
	long rc = syscall(NR_lsm_set_self_attr, ATTR_CURRENT, h, 34, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, {id=%s, flags=0, len=34, ctx_len=10, ctx=\"%s\"}, "
	       "34, 0)", current(), apparmor(), hex("unconfined", 10));
	/* a size shorter than the header, or than the context: the address,
	 * the context as far as the size reaches */
	rc = syscall(NR_lsm_set_self_attr, ATTR_CURRENT, h, 23, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, %p, 23, 0)", current(), h);
	rc = syscall(NR_lsm_set_self_attr, ATTR_CURRENT, h, 28, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, {id=%s, flags=0, len=34, ctx_len=10, ctx=\"%s\"}, "
	       "28, 0)", current(), apparmor(), hex("unco", 4));
	/* a header that runs into the unmapped page; no context; flags in hex */
	rc = syscall(NR_lsm_set_self_attr, ATTR_EXEC, end - 20, 64, 0xfffffffeU);
	expect(rc, E(rc), "lsm_set_self_attr(%s, %p, 64, 0xfffffffe)",
	       X("LSM_ATTR_EXEC", "0x65", "0x65 /* LSM_ATTR_EXEC */"), end - 20);
	h = put_ctx(end - 24, 0xfacefeed, 24, 0, "");
	h->flags = 0xbadc0ded;
	rc = syscall(NR_lsm_set_self_attr, ATTR_CURRENT, h, 24, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, {id=0xfacefeed, flags=0xbadc0ded, len=24, "
	       "ctx_len=0}, 24, 0)", current());
	/* a context longer than -s: cut, -v or not, in hex all the same */
	static const char long_ctx[] = "system_u:system_r:kernel_t:s0-s0:c0.c1023";
	h = put_ctx(page, ID_SELINUX, 24 + sizeof long_ctx, sizeof long_ctx, long_ctx);
	rc = syscall(NR_lsm_set_self_attr, ATTR_CURRENT, h, 24 + sizeof long_ctx, 0);
	expect(rc, E(rc), "lsm_set_self_attr(%s, {id=%s, flags=0, len=%zu, ctx_len=%zu, ctx=\"%s\"...}, "
	       "%zu, 0)", current(), selinux(), 24 + sizeof long_ctx, sizeof long_ctx,
	       hex(long_ctx, 32), 24 + sizeof long_ctx);
}

static long fake_get(void *ctx, uint32_t *size, uint32_t flags, long rval, uint32_t new_size)
{
	struct fake_result res = { rval, size, &new_size, sizeof new_size };
	return fake_call(NR_lsm_get_self_attr, ATTR_CURRENT, (uintptr_t)ctx, (uintptr_t)size,
			 flags, &res);
}

/* [before], or [before => after] when the call changed the size. */
static const char *changed(uint32_t before, uint32_t after)
{
	char *out = malloc(32);
	if (before == after)
		sprintf(out, "[%u]", before);
	else
		sprintf(out, "[%u => %u]", before, after);
	return out;
}

static void get_attr(char *page)
{
	uint32_t *size = (uint32_t *)(page + 2048);
	char *ctx = page;
	/* real: no module with attributes here (the kernel then sets the
	 * size to 0), or the size too small */
	*size = 64;
	long rc = syscall(NR_lsm_get_self_attr, ATTR_CURRENT, ctx, size, 0);
	expect(rc, E(rc), "lsm_get_self_attr(%s, %p, %s, 0)", current(), ctx, changed(64, *size));
	put_ctx(ctx, ID_APPARMOR, 0, 0, "");
	*size = 64;
	rc = syscall(NR_lsm_get_self_attr, ATTR_CURRENT, ctx, size, FLAG_SINGLE);
	expect(rc, E(rc), "lsm_get_self_attr(%s, {id=%s} => %p, %s, %s)", current(), apparmor(),
	       ctx, changed(64, *size), single());
	/* single with its record unreadable: all at entry */
	*size = 64;
	rc = syscall(NR_lsm_get_self_attr, ATTR_CURRENT, page + 4096 - 8, size, FLAG_SINGLE);
	expect(rc, E(rc), "lsm_get_self_attr(%s, %p, [64], %s)", current(), page + 4096 - 8,
	       single());
	/* the size unreadable: all at entry */
	rc = syscall(NR_lsm_get_self_attr, ATTR_CURRENT, ctx, page + 4096 - 2, 0);
	expect(rc, E(rc), "lsm_get_self_attr(%s, %p, %p, 0)", current(), ctx, page + 4096 - 2);

	if (!fake_start(NR_lsm_get_self_attr, NR_lsm_get_self_attr))
		return;
	/* three records, the size shrunk to theirs */
	put_ctx(ctx, ID_APPARMOR, 34, 10, "unconfined");
	put_ctx(ctx + 34, ID_SELINUX, 32, 7, "unknown");
	put_ctx(ctx + 66, 0xfacefeed, 24, 0, "");
	*size = 200;
	rc = fake_get(ctx, size, 0, 3, 90);
	expect(rc, E(rc), "lsm_get_self_attr(%s, [{id=%s, flags=0, len=34, ctx_len=10, ctx=\"%s\"}, "
	       "{id=%s, flags=0, len=32, ctx_len=7, ctx=\"%s\"}, {id=0xfacefeed, flags=0, len=24, "
	       "ctx_len=0}], [200 => 90], 0)", current(), apparmor(), hex("unconfined", 10),
	       selinux(), hex("unknown", 7));
	/* a size that ends inside the second: the first, "..." and where */
	*size = 200;
	rc = fake_get(ctx, size, 0, 1, 40);
	expect(rc, E(rc), "lsm_get_self_attr(%s, [{id=%s, flags=0, len=34, ctx_len=10, ctx=\"%s\"}, "
	       "... /* %p */], [200 => 40], 0)", current(), apparmor(), hex("unconfined", 10),
	       ctx + 34);
	/* a record shorter than its header ends the walk */
	put_ctx(ctx, ID_SELINUX, 8, 3, "abc");
	*size = 200;
	rc = fake_get(ctx, size, 0, 1, 200);
	expect(rc, E(rc), "lsm_get_self_attr(%s, [{id=%s, flags=0, len=8, ctx_len=3}], [200], 0)",
	       current(), selinux());
	/* single: the id asked for, then the record */
	put_ctx(ctx, ID_APPARMOR, 34, 10, "unconfined");
	*size = 64;
	rc = fake_get(ctx, size, FLAG_SINGLE, 1, 34);
	expect(rc, E(rc), "lsm_get_self_attr(%s, {id=%s} => [{id=%s, flags=0, len=34, ctx_len=10, "
	       "ctx=\"%s\"}], [64 => 34], %s)", current(), apparmor(), apparmor(),
	       hex("unconfined", 10), single());
	/* an error: the address, and the size the kernel wrote (E2BIG) */
	*size = 8;
	rc = fake_get(ctx, size, 0, -E2BIG, 34);
	expect(rc, E(rc), "lsm_get_self_attr(%s, %p, [8 => 34], 0)", current(), ctx);
	/* 33 records: -s shows 32 */
	char list[4096] = "";
	for (unsigned i = 0; i < 33; i++) {
		put_ctx(ctx + 24 * i, 0xfacefeed, 24, 0, "");
		if (i < 32 || full)
			sprintf(list + strlen(list), "%s{id=0xfacefeed, flags=0, len=24, ctx_len=0}",
				i ? ", " : "");
	}
	if (!full)
		strcat(list, ", ...");
	*size = 24 * 33;
	rc = fake_get(ctx, size, 0, 33, 24 * 33);
	expect(rc, E(rc), "lsm_get_self_attr(%s, [%s], [792], 0)", current(), list);
	/* the records at the end of the page: the next one unreadable */
	char *tail = page + 4096 - 24;
	put_ctx(tail, ID_APPARMOR, 24, 0, "");
	*size = 48;
	rc = fake_get(tail, size, 0, 2, 48);
	expect(rc, E(rc), "lsm_get_self_attr(%s, [{id=%s, flags=0, len=24, ctx_len=0}, ... /* %p */], "
	       "[48], 0)", current(), apparmor(), page + 4096);
}

int main(void)
{
	xlat_mode = getenv("SEIZE_NEWCALLS_XLAT");
	full = getenv("SEIZE_NEWCALLS_V") != NULL;
	char *page = tail_page();
	set_attr(page);
	get_attr(page);
	return 0;
}
