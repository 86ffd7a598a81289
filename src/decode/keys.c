/* Decoders for the kernel's key management: add_key, request_key and
 * keyctl, whose arguments after the command mean what the command says.
 * A key serial is the kernel's int (key_serial_t): the low 32 bits of its
 * register, KEY_SPEC_* by name when negative and named. */
#include <linux/keyctl.h>

#include "common.h"
#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_key_perms, xlat_key_reqkeys, xlat_errnos, xlat_key_move_flags,
	xlat_key_caps0, xlat_key_caps1, xlat_keyctl_pkey_ops;

/* A key serial: KEY_SPEC_SESSION_KEYRING for -3, any other in decimal. */
static void print_serial(struct tracee *t, uint64_t v)
{
	int64_t id = (int32_t)v;
	const char *name = xlat_name(&xlat_key_specs, (uint64_t)id);
	if (name)
		sink_const(t, (uint64_t)id, NUM_DEC, name, NULL);
	else
		sink_int(t, id);
}

static void serial_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	print_serial(t, argu(t, i));
}

/* A uid or gid the kernel takes as uid_t: -1 (no change) as such, any
 * other unsigned. */
static void id_arg(struct tracee *t, int i)
{
	uint32_t id = (uint32_t)argu(t, i);
	sink_arg(t, i);
	if (id == (uint32_t)-1)
		sink_int(t, -1);
	else
		sink_uint(t, id);
}

static void uint32_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_uint(t, (uint32_t)argu(t, i));
}

static void str_arg(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_str_at(t, argu(t, i), t->tr->opt.string_limit);
}

/* A buffer the kernel reads (arg i) and its length (arg i + 1), which the
 * kernel takes as a size_t. */
static void ibuf_args(struct tracee *t, int i)
{
	sink_arg(t, i);
	sink_buf_at(t, argu(t, i), argu(t, i + 1));
	sink_arg(t, i + 1);
	sink_uint(t, argu(t, i + 1));
}

int dec_add_key(struct tracee *t)
{
	str_arg(t, 0);
	str_arg(t, 1);
	ibuf_args(t, 2);
	serial_arg(t, 4);
	return DEC_DONE;
}

int dec_request_key(struct tracee *t)
{
	str_arg(t, 0);
	str_arg(t, 1);
	str_arg(t, 2);
	serial_arg(t, 3);
	return DEC_DONE;
}

/* At exit, what DESCRIBE, READ and GET_SECURITY wrote into arg 2: as much
 * as both the buffer and the returned length cover.  DESCRIBE and
 * GET_SECURITY write a C string, whose final NUL strace leaves out. */
static void print_key_buf(struct tracee *t, bool has_nul)
{
	uint64_t addr = argu(t, 2), len = argu(t, 3);
	sink_arg(t, 2);
	if (t->call.is_error || !addr) {
		sink_ptr(t, addr);
	} else {
		uint64_t n = (uint64_t)t->call.rval < len ? (uint64_t)t->call.rval : len;
		char buf[512];
		if (has_nul && n && n <= t->tr->opt.string_limit && n <= sizeof buf) {
			if (!mem_read(t->tid, addr, buf, n))
				sink_ptr(t, addr);
			else
				/* the NUL left out, but under -x/-xx, as strace */
				sink_bytes(t, buf, buf[n - 1] ? n : n - 1,
					   buf[n - 1] ? 0 : STR_NUL_OMITTED);
		} else {
			sink_buf_at(t, addr, n);
		}
	}
	sink_arg(t, 3);
	sink_uint(t, len);
}

/* A bit set the kernel takes as an unsigned int. */
static void flags_arg(struct tracee *t, int i, const struct xlat *x)
{
	sink_arg(t, i);
	sink_op(t, "|");
	sink_xflags(t, x, (uint32_t)argu(t, i), x->dflt);
	sink_end(t);
}

/* One byte of KEYCTL_CAPABILITIES' answer: the first two are bit sets,
 * any later one (no kernel fills it yet) a number. */
static void print_cap_byte(struct tracee *t, const void *elem, void *ctx)
{
	unsigned *idx = ctx;
	uint8_t v = *(const uint8_t *)elem;
	if (*idx < 2) {
		sink_op(t, "|");
		sink_xflags(t, *idx ? &xlat_key_caps1 : &xlat_key_caps0, v,
			    (*idx ? &xlat_key_caps1 : &xlat_key_caps0)->dflt);
		sink_end(t);
	} else {
		sink_hex(t, v);
	}
	++*idx;
}

/* At exit, the bytes KEYCTL_CAPABILITIES wrote into arg 1: as many as the
 * buffer and the returned count both cover; the address under -e verbose=. */
static void print_caps(struct tracee *t)
{
	uint64_t addr = argu(t, 1), len = argu(t, 2);
	sink_arg(t, 1);
	if (t->call.is_error || !addr) {
		sink_ptr(t, addr);
	} else {
		unsigned idx = 0;
		uint64_t n = (uint64_t)t->call.rval < len ? (uint64_t)t->call.rval : len;
		print_array_upto(t, addr, n, 1, verbose(t), array_limit(t), print_cap_byte, &idx);
	}
	sink_arg(t, 2);
	sink_uint(t, len);
}

/* ---- KEYCTL_DH_COMPUTE and the KEYCTL_PKEY_* commands ---- */

/* A struct's reserved words, only when one is set: __spare=[0, 0x1]. */
static void print_spare(struct tracee *t, const uint32_t *spare, unsigned n)
{
	unsigned i;
	for (i = 0; i < n && !spare[i]; i++)
		;
	if (i == n)
		return;
	sink_field(t, "__spare");
	sink_array(t);
	for (i = 0; i < n; i++) {
		sink_elem(t);
		sink_hex(t, spare[i]);
	}
	sink_end(t);
}

static void print_dh_params(struct tracee *t, uint64_t addr)
{
	struct keyctl_dh_params p;
	if (!sink_fetch(t, addr, &p, sizeof p))
		return;
	sink_struct(t);
	sink_field(t, "private");
	print_serial(t, (uint32_t)p.priv);
	sink_field(t, "prime");
	print_serial(t, (uint32_t)p.prime);
	sink_field(t, "base");
	print_serial(t, (uint32_t)p.base);
	sink_end(t);
}

/* struct keyctl_kdf_params, read at exit whatever the call returned, as
 * strace does. */
static void print_kdf_params(struct tracee *t, uint64_t addr)
{
	struct keyctl_kdf_params k;
	if (!sink_fetch(t, addr, &k, sizeof k))
		return;
	sink_struct(t);
	sink_field(t, "hashname");
	sink_str_at(t, (uint64_t)(uintptr_t)k.hashname, t->tr->opt.string_limit);
	/* the kernel leaves otherinfo alone when otherinfolen is 0 */
	sink_field(t, "otherinfo");
	if (k.otherinfolen)
		sink_buf_at(t, (uint64_t)(uintptr_t)k.otherinfo, k.otherinfolen);
	else
		sink_ptr(t, (uint64_t)(uintptr_t)k.otherinfo);
	sink_uint_field(t, "otherinfolen", k.otherinfolen);
	print_spare(t, k.__spare, sizeof k.__spare / sizeof k.__spare[0]);
	sink_end(t);
}

/* At exit: the buffer the kernel wrote (no more than len), len, the KDF. */
static void print_dh_compute_exit(struct tracee *t)
{
	uint64_t len = argu(t, 3);
	sink_arg(t, 2);
	if (t->call.is_error)
		sink_ptr(t, argu(t, 2));
	else
		sink_buf_at(t, argu(t, 2), (uint64_t)t->call.rval < len ? (uint64_t)t->call.rval : len);
	sink_arg(t, 3);
	sink_uint(t, len);
	sink_arg(t, 4);
	print_kdf_params(t, argu(t, 4));
}

/* At exit: the struct keyctl_pkey_query the kernel filled. */
static void print_pkey_query(struct tracee *t)
{
	struct keyctl_pkey_query q;
	sink_arg(t, 4);
	if (t->call.is_error) {
		sink_ptr(t, argu(t, 4));
		return;
	}
	if (!sink_fetch(t, argu(t, 4), &q, sizeof q))
		return;
	sink_struct(t);
	sink_field(t, "supported_ops");
	sink_op(t, "|");
	sink_xflags(t, &xlat_keyctl_pkey_ops, q.supported_ops, xlat_keyctl_pkey_ops.dflt);
	sink_end(t);
	sink_uint_field(t, "key_size", q.key_size);
	sink_uint_field(t, "max_data_size", q.max_data_size);
	sink_uint_field(t, "max_sig_size", q.max_sig_size);
	sink_uint_field(t, "max_enc_size", q.max_enc_size);
	sink_uint_field(t, "max_dec_size", q.max_dec_size);
	print_spare(t, q.__spare, sizeof q.__spare / sizeof q.__spare[0]);
	sink_end(t);
}

/* ENCRYPT, DECRYPT and SIGN write out_len bytes into arg 4 (has_out);
 * VERIFY reads in2_len bytes from it.  saved[0] says the params were
 * read, saved[1] holds out_len for the exit. */
static int print_pkey_op(struct tracee *t, bool has_out)
{
	struct keyctl_pkey_params p;
	bool ok;
	if (t->call.exiting) {
		sink_arg(t, 4);
		if (t->call.is_error)
			sink_ptr(t, argu(t, 4));
		else
			sink_buf_at(t, argu(t, 4), t->call.saved[1]);
		return DEC_DONE;
	}
	sink_arg(t, 1);
	ok = sink_fetch(t, argu(t, 1), &p, sizeof p);
	if (ok) {
		sink_struct(t);
		sink_field(t, "key_id");
		print_serial(t, (uint32_t)p.key_id);
		sink_uint_field(t, "in_len", p.in_len);
		sink_uint_field(t, has_out ? "out_len" : "in2_len", p.out_len);
		print_spare(t, p.__spare, sizeof p.__spare / sizeof p.__spare[0]);
		sink_end(t);
	}
	str_arg(t, 2);		/* info */
	sink_arg(t, 3);
	if (ok)
		sink_buf_at(t, argu(t, 3), p.in_len);
	else
		sink_ptr(t, argu(t, 3));
	if (ok && has_out) {
		t->call.saved[1] = p.out_len;
		return DEC_EXIT;
	}
	sink_arg(t, 4);
	if (ok)
		sink_buf_at(t, argu(t, 4), p.in2_len);
	else
		sink_ptr(t, argu(t, 4));
	return DEC_DONE;
}

/* The arguments of a command keyctl does not decode: in hex, all 64 bits,
 * as strace shows them. */
static void raw_args(struct tracee *t)
{
	for (int i = 1; i < 5; i++) {
		sink_arg(t, i);
		sink_hex(t, argu(t, i));
	}
}

int dec_keyctl(struct tracee *t)
{
	int cmd = argi(t, 0);
	if (t->call.exiting) {
		switch (cmd) {
		case KEYCTL_CAPABILITIES:
			print_caps(t);
			break;
		case KEYCTL_DH_COMPUTE:
			print_dh_compute_exit(t);
			break;
		case KEYCTL_PKEY_QUERY:
			print_pkey_query(t);
			break;
		case KEYCTL_PKEY_ENCRYPT: case KEYCTL_PKEY_DECRYPT: case KEYCTL_PKEY_SIGN:
			return print_pkey_op(t, true);
		default:
			print_key_buf(t, cmd != KEYCTL_READ);
		}
		return DEC_DONE;
	}
	sink_arg(t, 0);
	sink_xval(t, &xlat_keyctl_cmds, (uint32_t)cmd, xlat_keyctl_cmds.dflt);
	switch (cmd) {
	case KEYCTL_GET_KEYRING_ID:
		serial_arg(t, 1);
		sink_arg(t, 2);		/* create: an int */
		sink_int(t, argi(t, 2));
		break;
	case KEYCTL_JOIN_SESSION_KEYRING:
		str_arg(t, 1);
		break;
	case KEYCTL_UPDATE:
		serial_arg(t, 1);
		ibuf_args(t, 2);
		break;
	case KEYCTL_REVOKE:
	case KEYCTL_CLEAR:
	case KEYCTL_ASSUME_AUTHORITY:
	case KEYCTL_INVALIDATE:
		serial_arg(t, 1);
		break;
	case KEYCTL_CHOWN:
		serial_arg(t, 1);
		id_arg(t, 2);
		id_arg(t, 3);
		break;
	case KEYCTL_SETPERM:
		serial_arg(t, 1);
		flags_arg(t, 2, &xlat_key_perms);
		break;
	case KEYCTL_DESCRIBE:
	case KEYCTL_READ:
	case KEYCTL_GET_SECURITY:
		serial_arg(t, 1);
		return DEC_EXIT;	/* the buffer is filled by the kernel */
	case KEYCTL_LINK:
	case KEYCTL_UNLINK:
		serial_arg(t, 1);
		serial_arg(t, 2);
		break;
	case KEYCTL_SEARCH:
		serial_arg(t, 1);
		str_arg(t, 2);		/* type */
		str_arg(t, 3);		/* description */
		serial_arg(t, 4);	/* the keyring to link the key found to */
		break;
	case KEYCTL_INSTANTIATE:
		serial_arg(t, 1);
		ibuf_args(t, 2);
		serial_arg(t, 4);
		break;
	case KEYCTL_NEGATE:
		serial_arg(t, 1);
		uint32_arg(t, 2);	/* timeout in seconds */
		serial_arg(t, 3);
		break;
	case KEYCTL_SET_REQKEY_KEYRING: {
		/* an int; the unknown ones in decimal with a comment */
		int64_t v = argi(t, 1);
		sink_arg(t, 1);
		sink_const(t, (uint64_t)v, NUM_DEC, xlat_name(&xlat_key_reqkeys, (uint64_t)v),
			   xlat_key_reqkeys.dflt);
		break;
	}
	case KEYCTL_SET_TIMEOUT:
		serial_arg(t, 1);
		uint32_arg(t, 2);
		break;
	case KEYCTL_SESSION_TO_PARENT:
		break;
	case KEYCTL_REJECT:
		serial_arg(t, 1);
		uint32_arg(t, 2);	/* timeout */
		sink_arg(t, 3);		/* the error to answer with, unsigned */
		sink_xval(t, &xlat_errnos, (uint32_t)argu(t, 3), NULL);
		serial_arg(t, 4);
		break;
	case KEYCTL_GET_PERSISTENT:
		id_arg(t, 1);
		serial_arg(t, 2);
		break;
	case KEYCTL_INSTANTIATE_IOV: {
		/* the payload in pieces, each shown up to -s; -e verbose=
		 * leaving the call out shows the address, as strace does */
		struct iov_show c = { true, UINT64_MAX, false };
		serial_arg(t, 1);
		sink_arg(t, 2);
		print_array_upto(t, argu(t, 2), argu(t, 3), 16, verbose(t), array_limit(t),
				 print_iovec, &c);
		sink_arg(t, 3);
		sink_uint(t, argu(t, 3));
		serial_arg(t, 4);
		break;
	}
	case KEYCTL_RESTRICT_KEYRING:
		serial_arg(t, 1);
		str_arg(t, 2);		/* type */
		str_arg(t, 3);		/* restriction */
		break;
	case KEYCTL_MOVE:
		serial_arg(t, 1);	/* the key */
		serial_arg(t, 2);	/* from this keyring */
		serial_arg(t, 3);	/* to this one */
		flags_arg(t, 4, &xlat_key_move_flags);
		break;
	case KEYCTL_CAPABILITIES:
		return DEC_EXIT;	/* the buffer is filled by the kernel */
	case KEYCTL_DH_COMPUTE:
		sink_arg(t, 1);
		print_dh_params(t, argu(t, 1));
		return DEC_EXIT;	/* the buffer is filled by the kernel */
	case KEYCTL_PKEY_QUERY:
		serial_arg(t, 1);
		sink_arg(t, 2);		/* reserved */
		sink_hex(t, argu(t, 2));
		str_arg(t, 3);		/* info */
		return DEC_EXIT;
	case KEYCTL_PKEY_ENCRYPT: case KEYCTL_PKEY_DECRYPT: case KEYCTL_PKEY_SIGN:
		return print_pkey_op(t, true);
	case KEYCTL_PKEY_VERIFY:
		return print_pkey_op(t, false);
	default:
		raw_args(t);
		break;
	}
	return DEC_DONE;
}
