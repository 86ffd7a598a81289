/* futex: each op prints the arguments it reads; FUTEX_CLOCK_REALTIME and
 * FUTEX_PRIVATE_FLAG combinations; the FUTEX_WAKE_OP encoding; timeouts
 * NULL and unreadable; futex_waitv's array of waiters. */
#include "progs.h"

#include <linux/futex.h>
#include <stdint.h>
#include <time.h>

#define E strerrorname_np(errno)

static int word, word2;

static long futex(long op, long val, const void *utime, long uaddr2, long val3)
{
	return syscall(SYS_futex, &word, op, val, utime, uaddr2, val3);
}

static void test_ops(void)
{
	struct timespec ts = { 0, 1000 };
	void *w = &word, *w2 = &word2;
	long rc;

	word = 1;
	rc = futex(FUTEX_WAIT_PRIVATE, 2, &ts, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAIT_PRIVATE, 2, {tv_sec=0, tv_nsec=1000})", w);
	rc = futex(FUTEX_WAIT | FUTEX_CLOCK_REALTIME, 2, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAIT|FUTEX_CLOCK_REALTIME, 2, NULL)", w);
	rc = futex(FUTEX_WAKE_PRIVATE, 1, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAKE_PRIVATE, 1)", w);
	rc = futex(FUTEX_WAKE, 0xffffffff, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAKE, 4294967295)", w);
	/* The realtime clock flag is known only with the waits. */
	rc = futex(FUTEX_WAKE | FUTEX_CLOCK_REALTIME, 1, NULL, 0, 0);
	expect(rc, E, "futex(%p, 0x101 /* FUTEX_??? */, 1)", w);
	rc = futex(FUTEX_FD | FUTEX_PRIVATE_FLAG, 1, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_FD|FUTEX_PRIVATE_FLAG, 1)", w);
	rc = futex(FUTEX_WAIT_BITSET_PRIVATE | FUTEX_CLOCK_REALTIME, 2, &ts, 0, FUTEX_BITSET_MATCH_ANY);
	expect(rc, E, "futex(%p, FUTEX_WAIT_BITSET_PRIVATE|FUTEX_CLOCK_REALTIME, 2, "
	       "{tv_sec=0, tv_nsec=1000}, FUTEX_BITSET_MATCH_ANY)", w);
	rc = futex(FUTEX_WAIT_BITSET, 2, NULL, 0, 5);
	expect(rc, E, "futex(%p, FUTEX_WAIT_BITSET, 2, NULL, 0x5)", w);
	rc = futex(FUTEX_WAKE_BITSET, 1, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAKE_BITSET, 1, 0)", w);
	/* utime is a count for the requeues. */
	rc = futex(FUTEX_REQUEUE_PRIVATE, 1, (void *)0xff00000002, (long)w2, 0);
	expect(rc, E, "futex(%p, FUTEX_REQUEUE_PRIVATE, 1, 2, %p)", w, w2);
	rc = futex(FUTEX_CMP_REQUEUE, 1, (void *)2, (long)w2, 7);
	expect(rc, E, "futex(%p, FUTEX_CMP_REQUEUE, 1, 2, %p, 7)", w, w2);
	rc = futex(FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, (void *)2, (long)w2, 1);
	expect(rc, E, "futex(%p, FUTEX_CMP_REQUEUE_PI_PRIVATE, 1, 2, %p, 1)", w, w2);
	rc = futex(FUTEX_WAKE_OP_PRIVATE, 1, (void *)1, (long)w2,
		   FUTEX_OP(FUTEX_OP_SET, 1, FUTEX_OP_CMP_GT, 3));
	expect(rc, E, "futex(%p, FUTEX_WAKE_OP_PRIVATE, 1, 1, %p, "
	       "FUTEX_OP_SET<<28|0x1<<12|FUTEX_OP_CMP_GT<<24|0x3)", w, w2);
	rc = futex(FUTEX_WAKE_OP, 1, 0, (long)w2,
		   (FUTEX_OP_OPARG_SHIFT | FUTEX_OP_ADD) << 28 | FUTEX_OP_CMP_EQ << 24 | 0xfff);
	expect(rc, E, "futex(%p, FUTEX_WAKE_OP, 1, 0, %p, "
	       "FUTEX_OP_OPARG_SHIFT<<28|FUTEX_OP_ADD<<28|0<<12|FUTEX_OP_CMP_EQ<<24|0xfff)", w, w2);
	rc = futex(FUTEX_WAKE_OP, 1, 0, (long)w2, 0x7f7ff7ff);
	expect(rc, E, "futex(%p, FUTEX_WAKE_OP, 1, 0, %p, 0x7<<28 /* FUTEX_OP_??? */|"
	       "0x7ff<<12|0xf<<24 /* FUTEX_OP_CMP_??? */|0x7ff)", w, w2);
	word = 0;
	rc = futex(FUTEX_LOCK_PI2_PRIVATE, 0, &ts, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_LOCK_PI2_PRIVATE, {tv_sec=0, tv_nsec=1000})", w);
	rc = futex(FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_UNLOCK_PI_PRIVATE)", w);
	rc = futex(FUTEX_TRYLOCK_PI | FUTEX_CLOCK_REALTIME, 0, NULL, 0, 0);
	expect(rc, E, "futex(%p, 0x108 /* FUTEX_??? */)", w);
	word = 1;
	rc = futex(FUTEX_WAIT_REQUEUE_PI_PRIVATE, 2, &ts, (long)w2, 0);
	expect(rc, E, "futex(%p, FUTEX_WAIT_REQUEUE_PI_PRIVATE, 2, {tv_sec=0, tv_nsec=1000}, %p)", w, w2);
	/* An unknown command prints every argument raw. */
	rc = futex(0x40, 1, (void *)2, 3, 4);
	expect(rc, E, "futex(%p, 0x40 /* FUTEX_??? */, 1, 0x2, 0x3, 0x4)", w);
	rc = futex(0x7f, 1, NULL, 0, 0);
	expect(rc, E, "futex(%p, 0x7f /* FUTEX_??? */, 1, NULL, NULL, 0)", w);
	rc = syscall(SYS_futex, NULL, FUTEX_WAKE, 1, 0, 0, 0);
	expect(rc, E, "futex(NULL, FUTEX_WAKE, 1)");
	char *tail = tail_page();
	rc = futex(FUTEX_WAIT, 1, tail + 4096 - 8, 0, 0);
	expect(rc, E, "futex(%p, FUTEX_WAIT, 1, %p)", w, tail + 4096 - 8);
}

/* struct futex_waitv of <linux/futex.h> */
struct waiter {
	uint64_t val;
	uint64_t uaddr;
	uint32_t flags;
	uint32_t reserved;
};

static void test_waitv(void)
{
	struct waiter ws[40];
	for (int i = 0; i < 40; i++)
		ws[i] = (struct waiter){ i, (uintptr_t)&word, FUTEX_32, 0 };
	ws[1] = (struct waiter){ 1, (uintptr_t)&word, FUTEX_32 | FUTEX_PRIVATE_FLAG | 0x4, 7 };
	ws[2] = (struct waiter){ 0, 0, 0, 0 };
	struct timespec ts = { 0, 100 };
	void *w = &word;

	word = 5;
	long rc = syscall(SYS_futex_waitv, ws, 1, 0, &ts, CLOCK_MONOTONIC);
	expect(rc, E, "futex_waitv([{val=0, uaddr=%p, flags=FUTEX_32}], 1, 0, "
	       "{tv_sec=0, tv_nsec=100}, CLOCK_MONOTONIC)", w);
	rc = syscall(SYS_futex_waitv, ws, 3, 1, NULL, 77);
	expect(rc, E, "futex_waitv([{val=0, uaddr=%p, flags=FUTEX_32}, {val=0x1, uaddr=%p, "
	       "flags=FUTEX_32|FUTEX_PRIVATE_FLAG|0x4, __reserved=0x7}, {val=0, uaddr=NULL, flags=0}], "
	       "3, 0x1, NULL, 0x4d /* CLOCK_??? */)", w, w);
	char list[4096] = "";
	for (int i = 3; i < 32; i++)
		sprintf(list + strlen(list), ", {val=%#x, uaddr=%p, flags=FUTEX_32}", i, w);
	rc = syscall(SYS_futex_waitv, ws, 40, 0, NULL, CLOCK_REALTIME);
	expect(rc, E, "futex_waitv([{val=0, uaddr=%p, flags=FUTEX_32}, {val=0x1, uaddr=%p, "
	       "flags=FUTEX_32|FUTEX_PRIVATE_FLAG|0x4, __reserved=0x7}, {val=0, uaddr=NULL, flags=0}"
	       "%s, ...], 40, 0, NULL, CLOCK_REALTIME)", w, w, list);
	/* The second element crosses into an unmapped page. */
	char *tail = tail_page();
	struct waiter *last = (struct waiter *)(tail + 4096 - sizeof *last);
	*last = (struct waiter){ 9, 0, FUTEX_32, 0 };
	rc = syscall(SYS_futex_waitv, last, 2, 0, NULL, CLOCK_MONOTONIC);
	expect(rc, E, "futex_waitv([{val=0x9, uaddr=NULL, flags=FUTEX_32}, ... /* %p */], 2, 0, NULL, "
	       "CLOCK_MONOTONIC)", tail + 4096);
	rc = syscall(SYS_futex_waitv, tail + 4096 - 8, 1, 0, NULL, CLOCK_MONOTONIC);
	expect(rc, E, "futex_waitv(%p, 1, 0, NULL, CLOCK_MONOTONIC)", tail + 4096 - 8);
	rc = syscall(SYS_futex_waitv, NULL, 0, 0, NULL, CLOCK_MONOTONIC);
	expect(rc, E, "futex_waitv(NULL, 0, 0, NULL, CLOCK_MONOTONIC)");
}

int main(void)
{
	test_ops();
	test_waitv();
	return 0;
}
