/* The TEE (trusted execution environment) requests of <linux/tee.h>.
 * Sessions and invocations pass a struct tee_ioctl_buf_data that points to
 * the request and its parameters: strace shows the request in place of the
 * pointer when the length fits it, and the pair itself otherwise.  What
 * the kernel fills follows the caller's part after "=>". */
#include <stddef.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <linux/tee.h>

#include "common.h"
#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_tee, xlat_tee_gen_caps, xlat_tee_impl_ids,
	xlat_tee_optee_caps, xlat_tee_login_types, xlat_tee_param_attr_types,
	xlat_tee_origins, xlat_tee_shm_flags;

/* A request some vendor kernels have (no uapi header): strace decodes it
 * without a name. */
struct tee_shm_register_fd_data {
	int64_t fd;
	uint64_t size;
	uint32_t flags;
	uint8_t pad1[4];
	int32_t id;
	uint8_t pad2[4];
} __attribute__((aligned(8)));
#define TEE_IOC_SHM_REGISTER_FD _IOWR(TEE_IOC_MAGIC, TEE_IOC_BASE + 8, \
				      struct tee_shm_register_fd_data)

static void print_buf(struct tracee *t, const struct tee_ioctl_buf_data *b)
{
	sink_struct(t);
	sink_uint_field(t, "buf_len", b->buf_len);
	sink_ptr_field(t, "buf_ptr", b->buf_ptr);
	sink_end(t);
}

/* The request a buf_data points to, into req (size bytes, its param
 * count at count_off): false when what printed already is all there is
 * (the address, or the pair when the length does not fit the request or
 * its parameters, or the request is unreadable).  *params: where the
 * parameters are, 0 for none. */
static bool fetch_request(struct tracee *t, uint64_t arg, struct tee_ioctl_buf_data *b,
			  void *req, size_t size, size_t count_off, uint64_t *params)
{
	if (!sink_fetch(t, arg, b, sizeof *b))
		return false;
	if (b->buf_len > TEE_MAX_ARG_SIZE || b->buf_len < size ||
	    !mem_read(t->tid, b->buf_ptr, req, size)) {
		print_buf(t, b);
		return false;
	}
	uint32_t n;
	memcpy(&n, (const char *)req + count_off, sizeof n);
	/* the kernel may change the count at exit, never the length */
	if (!t->call.exiting && size + n * sizeof(struct tee_ioctl_param) != b->buf_len) {
		print_buf(t, b);
		return false;
	}
	*params = n ? b->buf_ptr + size : 0;
	return true;
}

static void print_param(struct tracee *t, const void *elem, void *ctx)
{
	const struct tee_ioctl_param *p = elem;
	sink_struct(t);
	sink_field(t, "attr");
	if (p->attr & TEE_IOCTL_PARAM_ATTR_META) {
		sink_op(t, "|");
		sink_xval(t, &xlat_tee_param_attr_types, p->attr & ~TEE_IOCTL_PARAM_ATTR_META,
			  "TEE_IOCTL_PARAM_ATTR_");
		sink_symbol(t, "TEE_IOCTL_PARAM_ATTR_META");
		sink_end(t);
	} else {
		sink_xval(t, &xlat_tee_param_attr_types, p->attr, "TEE_IOCTL_PARAM_ATTR_");
	}
	switch (p->attr) {
	case TEE_IOCTL_PARAM_ATTR_TYPE_NONE:
		break;
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INPUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT:
	case TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT:
		sink_hex_field(t, "shm_offs", p->a);
		sink_hex_field(t, "size", p->b);
		sink_uint_field(t, "shm_id", p->c);
		break;
	default:
		sink_hex_field(t, "a", p->a);
		sink_hex_field(t, "b", p->b);
		sink_hex_field(t, "c", p->c);
	}
	sink_end(t);
}

static void print_params(struct tracee *t, uint64_t params, uint32_t n)
{
	sink_field(t, "params");
	print_array(t, params, n, sizeof(struct tee_ioctl_param), print_param, NULL);
}

/* uuid=deadbeef-cafe-c0de-badc-0dedfacefeed */
static void print_uuid(struct tracee *t, const uint8_t *u)
{
	char s[37];
	size_t n = 0;
	for (int i = 0; i < 16; i++) {
		n += (size_t)snprintf(s + n, sizeof s - n, "%02x", u[i]);
		if (i == 3 || i == 5 || i == 7 || i == 9)
			s[n++] = '-';
	}
	sink_field(t, "uuid");
	sink_bytes(t, s, n, STR_BARE);
}

/* clnt_uuid carries the group a client logs in as, for the group logins. */
static void print_clnt_uuid(struct tracee *t, const struct tee_ioctl_open_session_arg *o)
{
	switch (o->clnt_login) {
	case TEE_IOCTL_LOGIN_PUBLIC: case TEE_IOCTL_LOGIN_USER:
	case TEE_IOCTL_LOGIN_APPLICATION: case TEE_IOCTL_LOGIN_USER_APPLICATION:
		return;
	case TEE_IOCTL_LOGIN_GROUP: case TEE_IOCTL_LOGIN_GROUP_APPLICATION: {
		uint32_t gid;
		memcpy(&gid, o->clnt_uuid, sizeof gid);
		sink_field(t, "clnt_uuid");
		if (gid == UINT32_MAX)
			sink_int(t, -1);
		else
			sink_uint(t, gid);
		return;
	}
	}
	member_array(t, "clnt_uuid", o->clnt_uuid, sizeof o->clnt_uuid, 1, MB_HEX);
}

/* The requests whose struct sits behind a buf_data. */
union tee_request {
	struct tee_ioctl_open_session_arg open;
	struct tee_ioctl_invoke_arg invoke;
	struct tee_iocl_supp_recv_arg recv;
	struct tee_iocl_supp_send_arg send;
};

static size_t request_size(unsigned code, size_t *count_off)
{
	switch (code) {
	case TEE_IOC_OPEN_SESSION:
		*count_off = offsetof(struct tee_ioctl_open_session_arg, num_params);
		return sizeof(struct tee_ioctl_open_session_arg);
	case TEE_IOC_INVOKE:
		*count_off = offsetof(struct tee_ioctl_invoke_arg, num_params);
		return sizeof(struct tee_ioctl_invoke_arg);
	case TEE_IOC_SUPPL_RECV:
		*count_off = offsetof(struct tee_iocl_supp_recv_arg, num_params);
		return sizeof(struct tee_iocl_supp_recv_arg);
	case TEE_IOC_SUPPL_SEND:
		*count_off = offsetof(struct tee_iocl_supp_send_arg, num_params);
		return sizeof(struct tee_iocl_supp_send_arg);
	}
	return 0;
}

static void print_request_in(struct tracee *t, unsigned code, const union tee_request *r,
			     uint64_t params)
{
	sink_struct(t);
	switch (code) {
	case TEE_IOC_OPEN_SESSION:
		print_uuid(t, r->open.uuid);
		sink_field(t, "clnt_login");
		sink_xval(t, &xlat_tee_login_types, r->open.clnt_login, "TEE_IOCTL_LOGIN_???");
		print_clnt_uuid(t, &r->open);
		sink_uint_field(t, "cancel_id", r->open.cancel_id);
		sink_uint_field(t, "num_params", r->open.num_params);
		print_params(t, params, r->open.num_params);
		break;
	case TEE_IOC_INVOKE:
		sink_uint_field(t, "func", r->invoke.func);
		sink_hex_field(t, "session", r->invoke.session);
		sink_uint_field(t, "cancel_id", r->invoke.cancel_id);
		sink_uint_field(t, "num_params", r->invoke.num_params);
		print_params(t, params, r->invoke.num_params);
		break;
	case TEE_IOC_SUPPL_RECV:
		sink_uint_field(t, "func", r->recv.func);
		sink_uint_field(t, "num_params", r->recv.num_params);
		print_params(t, params, r->recv.num_params);
		break;
	case TEE_IOC_SUPPL_SEND:
		sink_uint_field(t, "num_params", r->send.num_params);
		print_params(t, params, r->send.num_params);
		break;
	}
	sink_end(t);
}

static void print_request_out(struct tracee *t, unsigned code, const union tee_request *r,
			      uint64_t params)
{
	sink_struct(t);
	switch (code) {
	case TEE_IOC_OPEN_SESSION:
		sink_hex_field(t, "session", r->open.session);
		sink_uint_field(t, "ret", r->open.ret);
		sink_field(t, "ret_origin");
		sink_xval(t, &xlat_tee_origins, r->open.ret_origin, "TEEC_ORIGIN_???");
		print_params(t, params, r->open.num_params);
		break;
	case TEE_IOC_INVOKE:
		sink_uint_field(t, "ret", r->invoke.ret);
		sink_field(t, "ret_origin");
		sink_xval(t, &xlat_tee_origins, r->invoke.ret_origin, "TEEC_ORIGIN_???");
		print_params(t, params, r->invoke.num_params);
		break;
	case TEE_IOC_SUPPL_RECV:
		/* the supplicant's count is the one the kernel may change */
		sink_uint_field(t, "num_params", r->recv.num_params);
		print_params(t, params, r->recv.num_params);
		break;
	case TEE_IOC_SUPPL_SEND:
		sink_uint_field(t, "ret", r->send.ret);
		print_params(t, params, r->send.num_params);
		break;
	}
	sink_end(t);
}

/* {buf_len=N, buf_ptr={request} => {what the kernel filled}}: the pair and
 * the "=>" stay open from entry to exit (saved[0]). */
static int print_buffered(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	struct tee_ioctl_buf_data b;
	union tee_request r;
	uint64_t params;
	size_t off, size = request_size(code, &off);
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!fetch_request(t, arg, &b, &r, size, off, &params))
			return DEC_DONE;
		sink_struct(t);
		sink_uint_field(t, "buf_len", b.buf_len);
		sink_field(t, "buf_ptr");
		sink_op(t, " => ");
		print_request_in(t, code, &r, params);
		c->saved[0] = 1;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error && fetch_request(t, arg, &b, &r, size, off, &params))
		print_request_out(t, code, &r, params);
	sink_end(t);
	sink_end(t);
	return DEC_DONE;
}

static void print_version(struct tracee *t, const struct tee_ioctl_version_data *v)
{
	sink_struct(t);
	sink_field(t, "impl_id");
	sink_xval(t, &xlat_tee_impl_ids, v->impl_id, "TEE_IMPL_ID_???");
	sink_field(t, "gen_caps");
	sink_xflags(t, &xlat_tee_gen_caps, v->gen_caps, "TEE_GEN_CAP_???");
	if (v->impl_id == TEE_IMPL_ID_OPTEE) {
		sink_field(t, "impl_caps");
		sink_xflags(t, &xlat_tee_optee_caps, v->impl_caps, "TEE_OPTEE_CAP_???");
	} else {
		sink_hex_field(t, "impl_caps", v->impl_caps);
	}
	sink_end(t);
}

/* The shared memory requests: the caller's part, and after "=>" what the
 * kernel made of it. */
union tee_shm {
	struct tee_ioctl_shm_alloc_data alloc;
	struct tee_ioctl_shm_register_data reg;
	struct tee_shm_register_fd_data fd;
};

static void print_shm(struct tracee *t, unsigned code, const union tee_shm *s, bool out)
{
	sink_struct(t);
	switch (code) {
	case TEE_IOC_SHM_ALLOC:
		sink_hex_field(t, "size", s->alloc.size);
		sink_field(t, "flags");
		sink_xflags(t, &xlat_tee_shm_flags, s->alloc.flags, "TEE_IOCTL_SHM_???");
		if (out)
			sink_int_field(t, "id", s->alloc.id);
		break;
	case TEE_IOC_SHM_REGISTER:
		if (!out)
			sink_ptr_field(t, "addr", s->reg.addr);
		sink_hex_field(t, "length", s->reg.length);
		sink_field(t, "flags");
		sink_xflags(t, &xlat_tee_shm_flags, s->reg.flags, "TEE_IOCTL_SHM_???");
		if (out)
			sink_int_field(t, "id", s->reg.id);
		break;
	case TEE_IOC_SHM_REGISTER_FD:
		if (out) {
			sink_hex_field(t, "size", s->fd.size);
			sink_int_field(t, "id", s->fd.id);
		} else {
			sink_field(t, "fd");
			sink_fd(t, (int)s->fd.fd);
			sink_field(t, "flags");
			sink_xflags(t, &xlat_tee_shm_flags, s->fd.flags, "TEE_IOCTL_SHM_???");
		}
		break;
	}
	sink_end(t);
}

static int print_shm_request(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	union tee_shm s;
	size_t size = code == TEE_IOC_SHM_ALLOC ? sizeof s.alloc
		: code == TEE_IOC_SHM_REGISTER ? sizeof s.reg : sizeof s.fd;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &s, size))
			return DEC_DONE;
		sink_op(t, " => ");
		print_shm(t, code, &s, false);
		c->saved[0] = 1;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error) {
		if (mem_read(t->tid, arg, &s, size))
			print_shm(t, code, &s, true);
		else
			sink_ptr(t, arg);
	}
	sink_end(t);
	return DEC_DONE;
}

static int ioctl_tee_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case TEE_IOC_VERSION: {
		struct tee_ioctl_version_data v;
		if (!t->call.exiting)
			return DEC_EXIT;
		if (!ioctl_exit_ptr(t, arg) && sink_fetch(t, arg, &v, sizeof v))
			print_version(t, &v);
		return DEC_DONE;
	}
	case TEE_IOC_OPEN_SESSION: case TEE_IOC_INVOKE:
	case TEE_IOC_SUPPL_RECV: case TEE_IOC_SUPPL_SEND:
		return print_buffered(t, code, arg);
	case TEE_IOC_SHM_ALLOC: case TEE_IOC_SHM_REGISTER: case TEE_IOC_SHM_REGISTER_FD:
		return print_shm_request(t, code, arg);
	case TEE_IOC_CANCEL: {
		struct tee_ioctl_cancel_arg ca;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &ca, sizeof ca)) {
			sink_struct(t);
			sink_uint_field(t, "cancel_id", ca.cancel_id);
			sink_hex_field(t, "session", ca.session);
			sink_end(t);
		}
		return DEC_DONE;
	}
	case TEE_IOC_CLOSE_SESSION: {
		struct tee_ioctl_close_session_arg cs;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &cs, sizeof cs)) {
			sink_struct(t);
			sink_hex_field(t, "session", cs.session);
			sink_end(t);
		}
		return DEC_DONE;
	}
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_tee = {
	"tee", &xlat_ioctl_tee, ioctl_tee_decode,
};
