/* The userfaultfd family: the requests on a userfaultfd and on
 * /dev/userfaultfd (src/xlat/ioctl_uffd.in).  Their structs go in at
 * entry and come back with what the kernel filled, which strace adds at
 * exit inside the same braces: "{dst=..., mode=0, copy=0x1000}".
 * UFFDIO_WRITEPROTECT and UFFDIO_CONTINUE are named only, as in strace. */
#include <sys/ioctl.h>
#include <linux/userfaultfd.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_uffd, xlat_uffd_api_features, xlat_uffd_api_ioctls,
	xlat_uffd_copy_flags, xlat_uffd_register_modes, xlat_uffd_register_ioctls,
	xlat_uffd_zeropage_flags;

static void print_range(struct tracee *t, const struct uffdio_range *r)
{
	sink_struct(t);
	sink_hex_field(t, "start", r->start);
	sink_hex_field(t, "len", r->len);
	sink_end(t);
}

static void print_features(struct tracee *t, uint64_t v)
{
	sink_field(t, "features");
	sink_xflags(t, &xlat_uffd_api_features, v, "UFFD_FEATURE_???");
}

/* The entry part: the struct opened and what goes in.  false when it is
 * unreadable (its address printed): nothing comes at exit then. */
static bool print_uffd_entry(struct tracee *t, unsigned code, uint64_t addr)
{
	union {
		struct uffdio_api api;
		struct uffdio_copy copy;
		struct uffdio_register reg;
		struct uffdio_zeropage zero;
	} u;
	size_t size = code == UFFDIO_API ? sizeof u.api : code == UFFDIO_COPY ? sizeof u.copy :
		      code == UFFDIO_REGISTER ? sizeof u.reg : sizeof u.zero;
	if (!sink_fetch(t, addr, &u, size))
		return false;
	sink_struct(t);
	switch (code) {
	case UFFDIO_API:
		sink_hex_field(t, "api", u.api.api);
		/* "features=A => features=B" when the kernel changed them */
		sink_op(t, " => ");
		print_features(t, u.api.features);
		t->call.saved[1] = u.api.features;
		break;
	case UFFDIO_COPY:
		sink_hex_field(t, "dst", u.copy.dst);
		sink_hex_field(t, "src", u.copy.src);
		sink_hex_field(t, "len", u.copy.len);
		sink_field(t, "mode");
		sink_xflags(t, &xlat_uffd_copy_flags, u.copy.mode, "UFFDIO_COPY_???");
		break;
	case UFFDIO_REGISTER:
		sink_field(t, "range");
		print_range(t, &u.reg.range);
		sink_field(t, "mode");
		sink_xflags(t, &xlat_uffd_register_modes, u.reg.mode, "UFFDIO_REGISTER_MODE_???");
		break;
	case UFFDIO_ZEROPAGE:
		sink_field(t, "range");
		print_range(t, &u.zero.range);
		sink_field(t, "mode");
		sink_xflags(t, &xlat_uffd_zeropage_flags, u.zero.mode, "UFFDIO_ZEROPAGE_???");
		break;
	}
	return true;
}

/* The exit part: what the kernel filled, when the call succeeded, and
 * the struct closed. */
static void print_uffd_exit(struct tracee *t, unsigned code, uint64_t addr)
{
	union {
		struct uffdio_api api;
		struct uffdio_copy copy;
		struct uffdio_register reg;
		struct uffdio_zeropage zero;
	} u;
	size_t size = code == UFFDIO_API ? sizeof u.api : code == UFFDIO_COPY ? sizeof u.copy :
		      code == UFFDIO_REGISTER ? sizeof u.reg : sizeof u.zero;
	bool read = !t->call.is_error && mem_read(t->tid, addr, &u, size);
	switch (code) {
	case UFFDIO_API:
		if (read && u.api.features != t->call.saved[1])
			print_features(t, u.api.features);
		sink_end(t);	/* the " => " */
		if (read) {
			sink_field(t, "ioctls");
			sink_xflags(t, &xlat_uffd_api_ioctls, u.api.ioctls, "_UFFDIO_???");
		}
		break;
	case UFFDIO_COPY:
		if (read)
			sink_hex_field(t, "copy", (uint64_t)u.copy.copy);
		break;
	case UFFDIO_REGISTER:
		if (read) {
			sink_field(t, "ioctls");
			sink_xflags(t, &xlat_uffd_register_ioctls, u.reg.ioctls, "UFFDIO_???");
		}
		break;
	case UFFDIO_ZEROPAGE:
		if (read)
			sink_hex_field(t, "zeropage", (uint64_t)u.zero.zeropage);
		break;
	}
	sink_end(t);
}

static int ioctl_uffd_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	struct call *c = &t->call;
	switch (code) {
	case UFFDIO_API: case UFFDIO_COPY: case UFFDIO_REGISTER: case UFFDIO_ZEROPAGE:
		if (c->exiting) {
			if (c->saved[0])
				print_uffd_exit(t, code, arg);
			return DEC_DONE;
		}
		sink_arg(t, 2);
		c->saved[0] = print_uffd_entry(t, code, arg);
		/* a line cut here goes on inside the struct at exit */
		return c->saved[0] ? DEC_EXIT_TAIL : DEC_DONE;
	case UFFDIO_UNREGISTER: case UFFDIO_WAKE: {
		struct uffdio_range r;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &r, sizeof r))
			print_range(t, &r);
		return DEC_DONE;
	}
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_uffd = {
	"userfaultfd", &xlat_ioctl_uffd, ioctl_uffd_decode,
};
