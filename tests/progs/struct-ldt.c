/* struct user_desc: modify_ldt reading the (empty) LDT, set_thread_area
 * clearing TLS entry 12 (" (entry_number=12)" after the return value) and
 * get_thread_area reading it back, each also with a struct that runs into
 * an unmapped page, a NULL one and an entry the kernel refuses.  Nothing
 * here changes a segment the program uses: x86_64 code keeps its TLS in
 * the FS base, not in the GDT. */
#include "struct-style.h"

#include <asm/ldt.h>

enum { TLS_ENTRY = 12 };	/* GDT_ENTRY_TLS_MIN on x86_64 */

static const char *err(long rc)
{
	return rc == -1 ? strerrorname_np(errno) : NULL;
}

static const char *hex08(unsigned v)
{
	return F("%#08x", v);
}

static const char *desc_text(const struct user_desc *d)
{
	const char *entry = d->entry_number == ~0U ? "-1" : F("%u", d->entry_number);
	return F("{entry_number=%s, base_addr=%s, limit=%s, seg_32bit=%u, contents=%u, "
		 "read_exec_only=%u, limit_in_pages=%u, seg_not_present=%u, useable=%u, lm=%u}",
		 entry, hex08(d->base_addr), hex08(d->limit), d->seg_32bit, d->contents,
		 d->read_exec_only, d->limit_in_pages, d->seg_not_present, d->useable, d->lm);
}

static void ldt(char *end)
{
	struct user_desc d = {
		.entry_number = ~0U, .base_addr = 0x1000, .limit = 0xfffff, .seg_32bit = 1,
		.contents = 2, .limit_in_pages = 1, .useable = 1,
	};
	const char *text = desc_text(&d);	/* as it is before the kernel reads into it */
	long rc = syscall(SYS_modify_ldt, 0, &d, sizeof d);
	expect(rc, err(rc), "modify_ldt(0, %s, 16)", text);
	rc = syscall(SYS_modify_ldt, 0, &d, sizeof d - 1);
	expect(rc, err(rc), "modify_ldt(0, %p, 15)", (void *)&d);
	rc = syscall(SYS_modify_ldt, 0, NULL, 0);
	expect(rc, err(rc), "modify_ldt(0, NULL, 0)");
	rc = syscall(SYS_modify_ldt, 0, end - 8, sizeof d);
	expect(rc, err(rc), "modify_ldt(0, %p, 16)", (void *)(end - 8));
}

static void tls(char *end)
{
	/* an empty descriptor: it clears the entry */
	struct user_desc d = {
		.entry_number = TLS_ENTRY, .read_exec_only = 1, .seg_not_present = 1,
	};
	const char *text = desc_text(&d);
	long rc = syscall(SYS_set_thread_area, &d);
	if (rc == 0)
		expect_ret(F("0 (entry_number=%u)", d.entry_number), "set_thread_area(%s)", text);
	else
		expect(rc, err(rc), "set_thread_area(%s)", text);
	rc = syscall(SYS_set_thread_area, end - 8);
	expect(rc, err(rc), "set_thread_area(%p)", (void *)(end - 8));

	struct user_desc got = {.entry_number = TLS_ENTRY};
	rc = syscall(SYS_get_thread_area, &got);
	expect(rc, err(rc), "get_thread_area(%s)",
	       rc ? F("{entry_number=%u, ...}", TLS_ENTRY) : desc_text(&got));
	got.entry_number = 99;
	rc = syscall(SYS_get_thread_area, &got);
	expect(rc, err(rc), "get_thread_area({entry_number=99, ...})");
	/* the entry number readable, the rest not */
	struct user_desc *cut = (void *)(end - 4);
	cut->entry_number = ~0U;
	rc = syscall(SYS_get_thread_area, cut);
	expect(rc, err(rc), "get_thread_area({entry_number=-1, ...})");
	rc = syscall(SYS_get_thread_area, end - 2);
	expect(rc, err(rc), "get_thread_area(%p)", (void *)(end - 2));
	rc = syscall(SYS_get_thread_area, NULL);
	expect(rc, err(rc), "get_thread_area(NULL)");
}

int main(void)
{
	style_init();
	char *end = (char *)tail_page() + 4096;
	ldt(end);
	tls(end);
	return 0;
}
