/* The bit sets the input event device returns, as strace 6.1 prints them
 * when the call succeeds: the bits' names (four, then "...", unless -v),
 * under -X raw the words the kernel filled instead, and under -X verbose
 * both, the words in a comment.  Run under seize -e inject=ioctl:retval=8:
 * the call returns 8 bytes filled, which are what the program put there. */
#include "ioctl2.h"

#include <linux/input.h>

/* A set as -X shows it: the names, the words, or both. */
static const char *set(const char *names, const char *words)
{
	static char buf[512];
	switch (xstyle()) {
	case X_ABBREV:
		return names;
	case X_RAW:
		return words;
	default:
		snprintf(buf, sizeof buf, "%s /* %s */", names, words);
		return buf;
	}
}

int main(void)
{
	uint64_t *w = malloc(2 * sizeof *w);
	bool verbose = xstyle() == X_VERBOSE;
	w[0] = 1 << EV_KEY | 1 << EV_ABS | 1ULL << 40;	/* bit 40: past EV_MAX */
	if (ioc(-1, EVIOCGBIT(0, 8), w) != 8)
		return 2;	/* not run under the injection */
	expect_ret("8 (INJECTED)", "ioctl(-1, %s, %s)", xn(EVIOCGBIT(0, 8), "EVIOCGBIT(0, 8)"),
		   set(verbose ? "[0x1 /* EV_KEY */ 0x3 /* EV_ABS */]" : "[EV_KEY EV_ABS]",
		       "[0x1000000000a]"));
	w[0] = 0;
	ioc(-1, EVIOCGBIT(0, 8), w);
	expect_ret("8 (INJECTED)", "ioctl(-1, %s, %s)", xn(EVIOCGBIT(0, 8), "EVIOCGBIT(0, 8)"),
		   set("[]", "[0]"));
	/* six keys: the first four, then "..." unless -v */
	w[0] = 0x3f << KEY_1;
	w[1] = 0xdeadbeef;	/* the call said 8 bytes: not read */
	ioc(-1, EVIOCGBIT(EV_KEY, 16), w);
	expect_ret("8 (INJECTED)", "ioctl(-1, %s, %s)",
		   xn(EVIOCGBIT(EV_KEY, 16), "EVIOCGBIT(EV_KEY, 16)"),
		   set(verbose ? (xv() ? "[0x2 /* KEY_1 */ 0x3 /* KEY_2 */ 0x4 /* KEY_3 */ 0x5 /* KEY_4 */ "
					 "0x6 /* KEY_5 */ 0x7 /* KEY_6 */]" :
				  "[0x2 /* KEY_1 */ 0x3 /* KEY_2 */ 0x4 /* KEY_3 */ 0x5 /* KEY_4 */ ...]") :
			   xv() ? "[KEY_1 KEY_2 KEY_3 KEY_4 KEY_5 KEY_6]" : "[KEY_1 KEY_2 KEY_3 KEY_4 ...]",
		       "[0xfc]"));
	w[0] = 1 << LED_CAPSL;
	ioc(-1, EVIOCGLED(8), w);
	expect_ret("8 (INJECTED)", "ioctl(-1, %s, %s)", xn(EVIOCGLED(8), "EVIOCGLED(8)"),
		   set(verbose ? "[0x1 /* LED_CAPSL */]" : "[LED_CAPSL]", "[0x2]"));
	/* the words cannot be read: the address */
	char *tail = (char *)tail_page() + 4096 - 4;
	ioc(-1, EVIOCGLED(8), tail);
	expect_ret("8 (INJECTED)", "ioctl(-1, %s, %p)", xn(EVIOCGLED(8), "EVIOCGLED(8)"),
		   (void *)tail);
	free(w);
	return 0;
}
