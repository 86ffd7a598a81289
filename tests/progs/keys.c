/* add_key, request_key and keyctl, each keyctl command with its own
 * arguments: key serials with KEY_SPEC_* names, the buffers DESCRIBE and
 * READ fill, SETPERM's bits, errno and KEY_REQKEY_DEFL_* names, the
 * iovecs of INSTANTIATE_IOV, MOVE's flags, the CAPABILITIES bytes, unknown
 * commands with their raw arguments.  The keys live in a session keyring
 * the program joins, and are revoked and the keyring cleared at the end.
 * With SEIZE_XLAT=raw or verbose in the environment the program prints the
 * lines of that -X.  Calls may fail (no keys in the kernel, a seccomp
 * filter): each line shows the result it got. */
#include "progs.h"

#include <linux/keyctl.h>
#include <sys/uio.h>

enum { ABBREV, RAW, VERBOSE };
static int xmode;

/* A named value as -X shows it: the name, the number, or both. */
static const char *xl(const char *name, const char *num)
{
	static char bufs[8][400];
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

/* A value with no name: the number and comment, the number under raw. */
static const char *unk(const char *num, const char *comment)
{
	if (xmode == RAW)
		return num;
	int saved = xmode;
	xmode = VERBOSE;
	const char *b = xl(comment, num);
	xmode = saved;
	return b;
}

static const char *num(const char *fmt, long v)
{
	static char bufs[8][32];
	static int next;
	char *b = bufs[next++ % 8];
	snprintf(b, sizeof bufs[0], fmt, v);
	return b;
}

/* A key serial: KEY_SPEC_* for the special ones. */
static const char *ser(long id)
{
	static const char *const specs[] = {
		"KEY_SPEC_THREAD_KEYRING", "KEY_SPEC_PROCESS_KEYRING", "KEY_SPEC_SESSION_KEYRING",
		"KEY_SPEC_USER_KEYRING", "KEY_SPEC_USER_SESSION_KEYRING", "KEY_SPEC_GROUP_KEYRING",
		"KEY_SPEC_REQKEY_AUTH_KEY", "KEY_SPEC_REQUESTOR_KEYRING",
	};
	int v = (int)id;
	if (v <= -1 && v >= -8)
		return xl(specs[-v - 1], num("%ld", v));
	return num("%ld", v);
}

static const char *cmd(const char *name, long v)
{
	return xl(name, v ? num("%#lx", v) : "0");
}

#define E(rc, ...) expect((rc), (rc) == -1 ? strerrorname_np(errno) : NULL, __VA_ARGS__)

/* What a DESCRIBE, READ or GET_SECURITY call wrote: min(len, rc) bytes
 * (all printable here), its final NUL left out for C strings; the address
 * when the call failed. */
static const char *filled(long rc, const char *buf, size_t len, int has_nul)
{
	static char out[600];
	if (rc < 0)
		return num("%#lx", (long)buf);
	if (!buf)
		return "NULL";
	size_t n = (size_t)rc < len ? (size_t)rc : len;
	if (has_nul && n && !buf[n - 1])
		n--;
	snprintf(out, sizeof out, "\"%.*s\"%s", (int)(n > 32 ? 32 : n), buf, n > 32 ? "..." : "");
	return out;
}

/* KEYCTL_CAPABILITIES' answer: n bytes, the first two bit sets. */
static const char *caps(const unsigned char *c, size_t n)
{
	static const char *const names[2][8] = {
		{ "KEYCTL_CAPS0_CAPABILITIES", "KEYCTL_CAPS0_PERSISTENT_KEYRINGS",
		  "KEYCTL_CAPS0_DIFFIE_HELLMAN", "KEYCTL_CAPS0_PUBLIC_KEY", "KEYCTL_CAPS0_BIG_KEY",
		  "KEYCTL_CAPS0_INVALIDATE", "KEYCTL_CAPS0_RESTRICT_KEYRING", "KEYCTL_CAPS0_MOVE" },
		{ "KEYCTL_CAPS1_NS_KEYRING_NAME", "KEYCTL_CAPS1_NS_KEY_TAG",
		  "KEYCTL_CAPS1_NOTIFICATIONS" },
	};
	static char out[1024];
	char *o = out;
	o += sprintf(o, "[");
	for (size_t i = 0; i < n; i++) {
		char names_of[512] = "", hex[8];
		snprintf(hex, sizeof hex, "%#x", c[i]);
		unsigned left = c[i];
		for (int b = 0; i < 2 && b < 8; b++) {
			if (!(c[i] & (1u << b)) || !names[i][b])
				continue;
			left &= ~(1u << b);
			sprintf(names_of + strlen(names_of), "%s%s", *names_of ? "|" : "", names[i][b]);
		}
		if (left && *names_of)
			sprintf(names_of + strlen(names_of), "|%#x", left);
		const char *v = !c[i] || i >= 2 ? (c[i] ? hex : "0")
			      : *names_of ? xl(names_of, hex)
			      : unk(hex, i ? "KEYCTL_CAPS1_???" : "KEYCTL_CAPS0_???");
		o += sprintf(o, "%s%s", i ? ", " : "", v);
	}
	sprintf(o, "]");
	return out;
}

static long kc(long c, long a2, long a3, long a4, long a5)
{
	return syscall(SYS_keyctl, c, a2, a3, a4, a5);
}

int main(void)
{
	const char *x = getenv("SEIZE_XLAT");
	xmode = !x ? ABBREV : !strcmp(x, "raw") ? RAW : !strcmp(x, "verbose") ? VERBOSE : ABBREV;
	static const char payload[] = "payload-data-that-is-longer-than-thirty-two-bytes!!";
	char buf[256];
	long rc;

	/* before joining a keyring of our own: the parent's session keyring
	 * is ours, so nothing changes */
	rc = kc(KEYCTL_SESSION_TO_PARENT, 0, 0, 0, 0);
	E(rc, "keyctl(%s)", cmd("KEYCTL_SESSION_TO_PARENT", 0x12));
	long s = kc(KEYCTL_JOIN_SESSION_KEYRING, (long)"seize-keys", 0, 0, 0);
	E(s, "keyctl(%s, \"seize-keys\")", cmd("KEYCTL_JOIN_SESSION_KEYRING", 1));

	long k = syscall(SYS_add_key, "user", "seize-key", payload, sizeof payload - 1,
			 KEY_SPEC_SESSION_KEYRING);
	E(k, "add_key(\"user\", \"seize-key\", \"%.32s\"..., %zu, %s)", payload, sizeof payload - 1,
	  ser(KEY_SPEC_SESSION_KEYRING));
	long k2 = syscall(SYS_add_key, "user", "seize-key2", "abc", 3, s);
	E(k2, "add_key(\"user\", \"seize-key2\", \"abc\", 3, %s)", ser(s));
	rc = syscall(SYS_add_key, "user", "seize-key3", NULL, 0, -100);
	E(rc, "add_key(\"user\", \"seize-key3\", NULL, 0, -100)");
	rc = syscall(SYS_request_key, "user", "seize-key", NULL, KEY_SPEC_SESSION_KEYRING);
	E(rc, "request_key(\"user\", \"seize-key\", NULL, %s)", ser(KEY_SPEC_SESSION_KEYRING));
	/* an invalid keyring: no upcall to /sbin/request-key */
	rc = syscall(SYS_request_key, "user", "seize-nokey", "callout", 0x100000000L - 100);
	E(rc, "request_key(\"user\", \"seize-nokey\", \"callout\", -100)");

	rc = kc(KEYCTL_GET_KEYRING_ID, KEY_SPEC_SESSION_KEYRING, 0, 0, 0);
	E(rc, "keyctl(%s, %s, 0)", cmd("KEYCTL_GET_KEYRING_ID", 0), ser(KEY_SPEC_SESSION_KEYRING));
	/* the upper halves are no part of the command, the serial, the int */
	rc = kc(0x100000000L, 0x100000000L + k, 0x1ffffffffL, 0, 0);
	E(rc, "keyctl(%s, %s, -1)", cmd("KEYCTL_GET_KEYRING_ID", 0), ser(k));
	rc = kc(KEYCTL_UPDATE, k, (long)"new-payload", 11, 0);
	E(rc, "keyctl(%s, %s, \"new-payload\", 11)", cmd("KEYCTL_UPDATE", 2), ser(k));

	rc = kc(KEYCTL_DESCRIBE, k, (long)buf, sizeof buf, 0);
	E(rc, "keyctl(%s, %s, %s, 256)", cmd("KEYCTL_DESCRIBE", 6), ser(k), filled(rc, buf, 256, 1));
	rc = kc(KEYCTL_DESCRIBE, k, (long)buf, 4, 0);
	E(rc, "keyctl(%s, %s, %s, 4)", cmd("KEYCTL_DESCRIBE", 6), ser(k), filled(rc, buf, 4, 1));
	rc = kc(KEYCTL_DESCRIBE, k, 0, 0, 0);
	E(rc, "keyctl(%s, %s, NULL, 0)", cmd("KEYCTL_DESCRIBE", 6), ser(k));
	rc = kc(KEYCTL_READ, k, (long)buf, sizeof buf, 0);
	E(rc, "keyctl(%s, %s, %s, 256)", cmd("KEYCTL_READ", 0xb), ser(k), filled(rc, buf, 256, 0));
	rc = kc(KEYCTL_READ, k, (long)buf, 3, 0);
	E(rc, "keyctl(%s, %s, %s, 3)", cmd("KEYCTL_READ", 0xb), ser(k), filled(rc, buf, 3, 0));
	rc = kc(KEYCTL_READ, k, 0x10, 100, 0);
	E(rc, "keyctl(%s, %s, 0x10, 100)", cmd("KEYCTL_READ", 0xb), ser(k));
	rc = kc(KEYCTL_GET_SECURITY, k, (long)buf, sizeof buf, 0);
	E(rc, "keyctl(%s, %s, %s, 256)", cmd("KEYCTL_GET_SECURITY", 0x11), ser(k),
	  filled(rc, buf, 256, 1));

	rc = kc(KEYCTL_CHOWN, k, -1L, 0xffffffffL, 0);
	E(rc, "keyctl(%s, %s, -1, -1)", cmd("KEYCTL_CHOWN", 4), ser(k));
	rc = kc(KEYCTL_CHOWN, -100, 0x80000000L, 0xfffffffeL, 0);
	E(rc, "keyctl(%s, -100, 2147483648, 4294967294)", cmd("KEYCTL_CHOWN", 4));

	rc = kc(KEYCTL_SETPERM, k, 0x3f3f0000, 0, 0);
	E(rc, "keyctl(%s, %s, %s)", cmd("KEYCTL_SETPERM", 5), ser(k),
	  xl("KEY_POS_VIEW|KEY_POS_READ|KEY_POS_WRITE|KEY_POS_SEARCH|KEY_POS_LINK|"
	     "KEY_POS_SETATTR|KEY_USR_VIEW|KEY_USR_READ|KEY_USR_WRITE|KEY_USR_SEARCH|"
	     "KEY_USR_LINK|KEY_USR_SETATTR", "0x3f3f0000"));
	rc = kc(KEYCTL_SETPERM, k, 0x10000003f0102c0L, 0, 0);
	E(rc, "keyctl(%s, %s, %s)", cmd("KEYCTL_SETPERM", 5), ser(k),
	  xl("KEY_POS_VIEW|KEY_POS_READ|KEY_POS_WRITE|KEY_POS_SEARCH|KEY_POS_LINK|"
	     "KEY_POS_SETATTR|KEY_USR_VIEW|KEY_GRP_READ|0xc0", "0x3f0102c0"));
	rc = kc(KEYCTL_SETPERM, k, 0x40000000, 0, 0);
	E(rc, "keyctl(%s, %s, %s)", cmd("KEYCTL_SETPERM", 5), ser(k), unk("0x40000000", "KEY_???"));
	rc = kc(KEYCTL_SETPERM, -100, 0, 0, 0);
	E(rc, "keyctl(%s, -100, 0)", cmd("KEYCTL_SETPERM", 5));

	rc = kc(KEYCTL_SEARCH, s, (long)"user", (long)"seize-key2", 0);
	E(rc, "keyctl(%s, %s, \"user\", \"seize-key2\", 0)", cmd("KEYCTL_SEARCH", 0xa), ser(s));
	rc = kc(KEYCTL_LINK, k2, KEY_SPEC_THREAD_KEYRING, 0, 0);
	E(rc, "keyctl(%s, %s, %s)", cmd("KEYCTL_LINK", 8), ser(k2), ser(KEY_SPEC_THREAD_KEYRING));
	rc = kc(KEYCTL_UNLINK, k2, KEY_SPEC_THREAD_KEYRING, 0, 0);
	E(rc, "keyctl(%s, %s, %s)", cmd("KEYCTL_UNLINK", 9), ser(k2), ser(KEY_SPEC_THREAD_KEYRING));

	/* no key is under construction: these fail */
	rc = kc(KEYCTL_INSTANTIATE, k, (long)"data", 4, s);
	E(rc, "keyctl(%s, %s, \"data\", 4, %s)", cmd("KEYCTL_INSTANTIATE", 0xc), ser(k), ser(s));
	rc = kc(KEYCTL_INSTANTIATE, k, 0, 0, 0);
	E(rc, "keyctl(%s, %s, NULL, 0, 0)", cmd("KEYCTL_INSTANTIATE", 0xc), ser(k));
	rc = kc(KEYCTL_NEGATE, k, 0x1ffffffffL, s, 0);
	E(rc, "keyctl(%s, %s, 4294967295, %s)", cmd("KEYCTL_NEGATE", 0xd), ser(k), ser(s));
	rc = kc(KEYCTL_REJECT, k, 10, 129, s);
	E(rc, "keyctl(%s, %s, 10, %s, %s)", cmd("KEYCTL_REJECT", 0x13), ser(k),
	  xl("EKEYREJECTED", "129"), ser(s));
	rc = kc(KEYCTL_REJECT, k, 10, 5000, s);
	E(rc, "keyctl(%s, %s, 10, 5000, %s)", cmd("KEYCTL_REJECT", 0x13), ser(k), ser(s));
	rc = kc(KEYCTL_REJECT, k, 10, -1L, s);
	E(rc, "keyctl(%s, %s, 10, 4294967295, %s)", cmd("KEYCTL_REJECT", 0x13), ser(k), ser(s));
	rc = kc(KEYCTL_ASSUME_AUTHORITY, 0, 0, 0, 0);
	E(rc, "keyctl(%s, 0)", cmd("KEYCTL_ASSUME_AUTHORITY", 0x10));

	rc = kc(KEYCTL_SET_REQKEY_KEYRING, KEY_REQKEY_DEFL_NO_CHANGE, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_SET_REQKEY_KEYRING", 0xe),
	  xl("KEY_REQKEY_DEFL_NO_CHANGE", "-1"));
	rc = kc(KEYCTL_SET_REQKEY_KEYRING, 100, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_SET_REQKEY_KEYRING", 0xe),
	  unk("100", "KEY_REQKEY_DEFL_???"));
	rc = kc(KEYCTL_SET_REQKEY_KEYRING, -2, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_SET_REQKEY_KEYRING", 0xe),
	  unk("-2", "KEY_REQKEY_DEFL_???"));
	rc = kc(KEYCTL_SET_TIMEOUT, k, 3600, 0, 0);
	E(rc, "keyctl(%s, %s, 3600)", cmd("KEYCTL_SET_TIMEOUT", 0xf), ser(k));
	rc = kc(KEYCTL_GET_PERSISTENT, 0x80000000L, -100, 0, 0);
	E(rc, "keyctl(%s, 2147483648, -100)", cmd("KEYCTL_GET_PERSISTENT", 0x16));
	rc = kc(KEYCTL_GET_PERSISTENT, -1L, -100, 0, 0);
	E(rc, "keyctl(%s, -1, -100)", cmd("KEYCTL_GET_PERSISTENT", 0x16));
	rc = kc(KEYCTL_INVALIDATE, -100, 0, 0, 0);
	E(rc, "keyctl(%s, -100)", cmd("KEYCTL_INVALIDATE", 0x15));

	/* an unknown command: its four arguments in hex, all 64 bits */
	rc = kc(0x777, 1, -1L, 0xdeadbeefcafeL, 0);
	E(rc, "keyctl(%s, 0x1, 0xffffffffffffffff, 0xdeadbeefcafe, 0)", unk("0x777", "KEYCTL_???"));

	struct iovec iov[2] = { { "ab", 2 }, { "cde", 3 } };
	rc = kc(KEYCTL_INSTANTIATE_IOV, k, (long)iov, 2, s);
	E(rc, "keyctl(%s, %s, [{iov_base=\"ab\", iov_len=2}, {iov_base=\"cde\", iov_len=3}], 2, %s)",
	  cmd("KEYCTL_INSTANTIATE_IOV", 0x14), ser(k), ser(s));
	unsigned char cb[4];
	rc = kc(KEYCTL_CAPABILITIES, (long)cb, sizeof cb, 0, 0);
	E(rc, "keyctl(%s, %s, 4)", cmd("KEYCTL_CAPABILITIES", 0x1f),
	  rc < 0 ? num("%#lx", (long)cb) : caps(cb, rc < 4 ? (size_t)rc : 4));
	rc = kc(KEYCTL_CAPABILITIES, 0, 0, 0, 0);
	E(rc, "keyctl(%s, NULL, 0)", cmd("KEYCTL_CAPABILITIES", 0x1f));

	/* a keyring of its own, inside ours, for the restriction and the move */
	long r = syscall(SYS_add_key, "keyring", "seize-ring", NULL, 0, s);
	E(r, "add_key(\"keyring\", \"seize-ring\", NULL, 0, %s)", ser(s));
	rc = kc(KEYCTL_MOVE, k2, s, r, KEYCTL_MOVE_EXCL);
	E(rc, "keyctl(%s, %s, %s, %s, %s)", cmd("KEYCTL_MOVE", 0x1e), ser(k2), ser(s), ser(r),
	  xl("KEYCTL_MOVE_EXCL", "0x1"));
	rc = kc(KEYCTL_MOVE, k2, r, -100, 0x100000003L);
	E(rc, "keyctl(%s, %s, %s, -100, %s)", cmd("KEYCTL_MOVE", 0x1e), ser(k2), ser(r),
	  xl("KEYCTL_MOVE_EXCL|0x2", "0x3"));
	rc = kc(KEYCTL_MOVE, k2, r, -100, 2);
	E(rc, "keyctl(%s, %s, %s, -100, %s)", cmd("KEYCTL_MOVE", 0x1e), ser(k2), ser(r),
	  unk("0x2", "KEYCTL_MOVE_???"));
	rc = kc(KEYCTL_RESTRICT_KEYRING, r, (long)"user", 0, 0);
	E(rc, "keyctl(%s, %s, \"user\", NULL)", cmd("KEYCTL_RESTRICT_KEYRING", 0x1d), ser(r));

	rc = kc(KEYCTL_REVOKE, k, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_REVOKE", 3), ser(k));
	rc = kc(KEYCTL_REVOKE, k2, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_REVOKE", 3), ser(k2));
	rc = kc(KEYCTL_CLEAR, r, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_CLEAR", 7), ser(r));
	rc = kc(KEYCTL_CLEAR, s, 0, 0, 0);
	E(rc, "keyctl(%s, %s)", cmd("KEYCTL_CLEAR", 7), ser(s));
	return 0;
}
