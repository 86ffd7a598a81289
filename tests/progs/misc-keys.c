/* keyctl's KEYCTL_DH_COMPUTE (struct keyctl_dh_params at entry; the
 * buffer, its length and struct keyctl_kdf_params at exit) and the
 * KEYCTL_PKEY_* commands (struct keyctl_pkey_params with the buffers its
 * lengths describe, struct keyctl_pkey_query at exit).  The keys named do
 * not exist, so every call fails.  SEIZE_XLAT=raw or verbose: the lines
 * of that -X. */
#include "progs.h"

#include <linux/keyctl.h>
#include <stdint.h>

enum { ABBREV, RAW, VERBOSE };
static int xmode;

static const char *xl(const char *name, const char *num)
{
	static char bufs[8][256];
	static int next;
	char *b = bufs[next++ % 8];
	if (xmode == RAW)
		snprintf(b, sizeof bufs[0], "%s", num);
	else if (xmode == VERBOSE)
		snprintf(b, sizeof bufs[0], "%s /* %s */", num, name);
	else
		snprintf(b, sizeof bufs[0], "%s", name);
	return b;
}

static const char *err(void)
{
	return strerrorname_np(errno);
}

static void dh_compute(char *page)
{
	const char *cmd = xl("KEYCTL_DH_COMPUTE", "0x17");
	struct keyctl_dh_params p = { .priv = KEY_SPEC_GROUP_KEYRING, .prime = 12345, .base = -100 };
	char out[16];
	const char *params = xmode == RAW ? "{private=-6, prime=12345, base=-100}" :
		xmode == VERBOSE ? "{private=-6 /* KEY_SPEC_GROUP_KEYRING */, prime=12345, base=-100}" :
		"{private=KEY_SPEC_GROUP_KEYRING, prime=12345, base=-100}";

	long rc = syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, NULL, NULL, 0UL, NULL);
	expect(rc, err(), "keyctl(%s, NULL, NULL, 0, NULL)", cmd);
	/* the params run into the unmapped page */
	rc = syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, page + 4096 - 8, out, sizeof out, NULL);
	expect(rc, err(), "keyctl(%s, %p, %p, 16, NULL)", cmd, (void *)(page + 4096 - 8),
	       (void *)out);

	struct keyctl_kdf_params k;
	memset(&k, 0, sizeof k);
	k.hashname = "sha256";
	k.otherinfo = "\1\2ab";
	k.otherinfolen = 4;
	k.__spare[7] = 0xfeed;
	rc = syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, &p, out, sizeof out, &k);
	expect(rc, err(), "keyctl(%s, %s, %p, 16, {hashname=\"sha256\", otherinfo=\"\\1\\2ab\", "
	       "otherinfolen=4, __spare=[0, 0, 0, 0, 0, 0, 0, 0xfeed]})", cmd, params, (void *)out);
	/* otherinfo is not read when otherinfolen is 0 */
	k.hashname = NULL;
	k.otherinfo = (char *)0xbad;
	k.otherinfolen = 0;
	k.__spare[7] = 0;
	rc = syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, &p, out, (size_t)-1, &k);
	expect(rc, err(), "keyctl(%s, %s, %p, 18446744073709551615, {hashname=NULL, "
	       "otherinfo=0xbad, otherinfolen=0})", cmd, params, (void *)out);
	struct keyctl_kdf_params *tail = (void *)(page + 4096 - sizeof k + 4);
	rc = syscall(SYS_keyctl, KEYCTL_DH_COMPUTE, &p, out, sizeof out, tail);
	expect(rc, err(), "keyctl(%s, %s, %p, 16, %p)", cmd, params, (void *)out, (void *)tail);
}

static void pkey(char *page)
{
	const char *spec = xl("KEY_SPEC_PROCESS_KEYRING", "-2");
	char info[] = "enc=raw";
	char in[4] = "abcd", out[8];
	struct keyctl_pkey_params p;
	memset(&p, 0, sizeof p);
	p.key_id = KEY_SPEC_PROCESS_KEYRING;
	p.in_len = sizeof in;
	p.out_len = sizeof out;

	long rc = syscall(SYS_keyctl, KEYCTL_PKEY_QUERY, KEY_SPEC_PROCESS_KEYRING, 0UL, info, out);
	expect(rc, err(), "keyctl(%s, %s, 0, \"enc=raw\", %p)", xl("KEYCTL_PKEY_QUERY", "0x18"),
	       spec, (void *)out);
	rc = syscall(SYS_keyctl, KEYCTL_PKEY_ENCRYPT, &p, info, in, out);
	expect(rc, err(), "keyctl(%s, {key_id=%s, in_len=4, out_len=8}, \"enc=raw\", \"abcd\", %p)",
	       xl("KEYCTL_PKEY_ENCRYPT", "0x19"), spec, (void *)out);
	p.__spare[1] = 3;
	rc = syscall(SYS_keyctl, KEYCTL_PKEY_SIGN, &p, info, in, out);
	expect(rc, err(), "keyctl(%s, {key_id=%s, in_len=4, out_len=8, __spare=[0, 0x3, 0, 0, 0, 0, "
	       "0]}, \"enc=raw\", \"abcd\", %p)", xl("KEYCTL_PKEY_SIGN", "0x1b"), spec, (void *)out);
	p.__spare[1] = 0;
	/* VERIFY reads both buffers; the second runs into the unmapped page */
	p.in2_len = 8;
	rc = syscall(SYS_keyctl, KEYCTL_PKEY_VERIFY, &p, info, in, page + 4096 - 4);
	expect(rc, err(), "keyctl(%s, {key_id=%s, in_len=4, in2_len=8}, \"enc=raw\", \"abcd\", %p)",
	       xl("KEYCTL_PKEY_VERIFY", "0x1c"), spec, (void *)(page + 4096 - 4));
	/* unreadable params: the buffers as addresses */
	rc = syscall(SYS_keyctl, KEYCTL_PKEY_DECRYPT, page + 4096 - 8, info, in, out);
	expect(rc, err(), "keyctl(%s, %p, \"enc=raw\", %p, %p)", xl("KEYCTL_PKEY_DECRYPT", "0x1a"),
	       (void *)(page + 4096 - 8), (void *)in, (void *)out);
	rc = syscall(SYS_keyctl, KEYCTL_PKEY_VERIFY, NULL, NULL, NULL, NULL);
	expect(rc, err(), "keyctl(%s, NULL, NULL, NULL, NULL)", xl("KEYCTL_PKEY_VERIFY", "0x1c"));
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	xmode = x && !strcmp(x, "raw") ? RAW : x && !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	char *page = tail_page();
	dh_compute(page);
	pkey(page);
	return 0;
}
