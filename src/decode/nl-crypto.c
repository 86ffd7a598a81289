/* NETLINK_CRYPTO: the crypto_user_alg of the algorithm messages and the
 * CRYPTOCFGA_* reports after it.  A body shorter than its struct shows
 * as a string, as strace 6.1 shows it. */
#include <linux/cryptouser.h>
#include <linux/netlink.h>
#include <string.h>

#include "decode.h"
#include "net.h"

extern const struct xlat xlat_crypto_nl_attrs;

/* A name in a fixed-size field: up to its NUL, "..." when it has none. */
static void name_field(struct tracee *t, const char *field, const char *s, size_t size)
{
	const char *nul = memchr(s, 0, size);
	sink_field(t, field);
	sink_bytes(t, s, nul ? (size_t)(nul - s) : size, nul ? 0 : STR_CUT);
}

/* {type="..."}: the reports that are only a type name, up to its NUL. */
static bool report_generic(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	unsigned limit = string_limit(t);
	char buf[CRYPTO_MAX_NAME * 4];
	unsigned n = len < limit ? len : limit;
	if (n > sizeof buf)
		n = sizeof buf;
	sink_struct(t);
	sink_field(t, "type");
	if (sink_fetch(t, addr, buf, n)) {
		const char *nul = memchr(buf, 0, n);
		sink_bytes(t, buf, nul ? (size_t)(nul - buf) : n, nul ? 0 : STR_CUT);
	}
	sink_end(t);
	return true;
}

/* The struct reports: size bytes read, then fields by fn; a string when
 * shorter. */
static bool report(struct tracee *t, uint64_t addr, unsigned len, void *buf, size_t size,
		   void (*fn)(struct tracee *t, const void *buf))
{
	if (len < size) {
		sink_buf_at(t, addr, len);
		return true;
	}
	if (!sink_fetch(t, addr, buf, size))
		return true;
	sink_struct(t);
	fn(t, buf);
	sink_end(t);
	return true;
}

static void hash_fields(struct tracee *t, const void *buf)
{
	const struct crypto_report_hash *r = buf;
	name_field(t, "type", r->type, sizeof r->type);
	sink_uint_field(t, "blocksize", r->blocksize);
	sink_uint_field(t, "digestsize", r->digestsize);
}

static void blkcipher_fields(struct tracee *t, const void *buf)
{
	const struct crypto_report_blkcipher *r = buf;
	name_field(t, "type", r->type, sizeof r->type);
	name_field(t, "geniv", r->geniv, sizeof r->geniv);
	sink_uint_field(t, "blocksize", r->blocksize);
	sink_uint_field(t, "min_keysize", r->min_keysize);
	sink_uint_field(t, "max_keysize", r->max_keysize);
	sink_uint_field(t, "ivsize", r->ivsize);
}

static void aead_fields(struct tracee *t, const void *buf)
{
	const struct crypto_report_aead *r = buf;
	name_field(t, "type", r->type, sizeof r->type);
	name_field(t, "geniv", r->geniv, sizeof r->geniv);
	sink_uint_field(t, "blocksize", r->blocksize);
	sink_uint_field(t, "maxauthsize", r->maxauthsize);
	sink_uint_field(t, "ivsize", r->ivsize);
}

static void rng_fields(struct tracee *t, const void *buf)
{
	const struct crypto_report_rng *r = buf;
	name_field(t, "type", r->type, sizeof r->type);
	sink_uint_field(t, "seedsize", r->seedsize);
}

static void cipher_fields(struct tracee *t, const void *buf)
{
	const struct crypto_report_cipher *r = buf;
	name_field(t, "type", r->type, sizeof r->type);
	sink_uint_field(t, "blocksize", r->blocksize);
	sink_uint_field(t, "min_keysize", r->min_keysize);
	sink_uint_field(t, "max_keysize", r->max_keysize);
}

static bool report_hash(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct crypto_report_hash r;
	return report(t, addr, len, &r, sizeof r, hash_fields);
}

static bool report_blkcipher(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct crypto_report_blkcipher r;
	return report(t, addr, len, &r, sizeof r, blkcipher_fields);
}

static bool report_aead(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct crypto_report_aead r;
	return report(t, addr, len, &r, sizeof r, aead_fields);
}

static bool report_rng(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct crypto_report_rng r;
	return report(t, addr, len, &r, sizeof r, rng_fields);
}

static bool report_cipher(struct tracee *t, uint64_t addr, unsigned len, const void *ctx)
{
	(void)ctx;
	struct crypto_report_cipher r;
	return report(t, addr, len, &r, sizeof r, cipher_fields);
}

static const nlattr_fn crypto_fns[] = {
	[CRYPTOCFGA_PRIORITY_VAL] = nla_u32,
	[CRYPTOCFGA_REPORT_LARVAL] = report_generic,
	[CRYPTOCFGA_REPORT_HASH] = report_hash,
	[CRYPTOCFGA_REPORT_BLKCIPHER] = report_blkcipher,
	[CRYPTOCFGA_REPORT_AEAD] = report_aead,
	[CRYPTOCFGA_REPORT_COMPRESS] = report_generic,
	[CRYPTOCFGA_REPORT_RNG] = report_rng,
	[CRYPTOCFGA_REPORT_CIPHER] = report_cipher,
	[CRYPTOCFGA_REPORT_AKCIPHER] = report_generic,
	[CRYPTOCFGA_REPORT_KPP] = report_generic,
	[CRYPTOCFGA_REPORT_ACOMP] = report_generic,
};

bool print_crypto_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			  unsigned len)
{
	switch (h->nlmsg_type) {
	case CRYPTO_MSG_NEWALG: case CRYPTO_MSG_DELALG:
	case CRYPTO_MSG_UPDATEALG: case CRYPTO_MSG_GETALG:
		break;
	default:
		return false;
	}
	struct crypto_user_alg a;
	if (len < sizeof a) {
		sink_buf_at(t, addr, len);
		return true;
	}
	if (!sink_fetch(t, addr, &a, sizeof a))
		return true;
	sink_struct(t);
	name_field(t, "cru_name", a.cru_name, sizeof a.cru_name);
	name_field(t, "cru_driver_name", a.cru_driver_name, sizeof a.cru_driver_name);
	name_field(t, "cru_module_name", a.cru_module_name, sizeof a.cru_module_name);
	sink_hex_field(t, "cru_type", a.cru_type);
	sink_hex_field(t, "cru_mask", a.cru_mask);
	sink_uint_field(t, "cru_refcnt", a.cru_refcnt);
	sink_hex_field(t, "cru_flags", a.cru_flags);
	sink_end(t);
	static const struct nlattr_set set = { &xlat_crypto_nl_attrs, "CRYPTOCFGA_???",
					       NLATTR_FNS(crypto_fns), NULL };
	print_nlattrs_after(t, &set, addr, len, sizeof a);
	return true;
}
