/* ioctl: the descriptor, the request by name, and the argument as the
 * family that knows the request decodes it (ioctl.h). */
#include <stdio.h>
#include <sys/ioctl.h>

#include "ioctl.h"

/* Adds set x's names for code to found[*n], each name once. */
static void add_cmd_names(const struct xlat *x, unsigned code, const char **found,
			  unsigned *n, unsigned max)
{
	for (unsigned i = 0; x && i < x->n && *n < max; i++) {
		if ((unsigned)x->e[i].val != code || x->e[i].val > UINT32_MAX)
			continue;
		unsigned j = 0;
		while (j < *n && strcmp(found[j], x->e[i].name))
			j++;
		if (j == *n)
			found[(*n)++] = x->e[i].name;
	}
}

/* The request's names in every family, sorted, repeats dropped (requests
 * of several drivers share numbers); how many.  A name that starts with
 * the name before it in that order is dropped, as strace's table drops it
 * (ioctlsort): PPPIOCGIDLE64 after PPPIOCGIDLE, FOO_OLD after FOO. */
static unsigned ioctl_cmd_names(unsigned code, const char **found, unsigned max)
{
	unsigned n = 0;
	for (unsigned f = 0; f < ioctl_family_count; f++) {
		add_cmd_names(ioctl_families[f]->names, code, found, &n, max);
		for (const struct xlat *const *m = ioctl_families[f]->more_names; m && *m; m++)
			add_cmd_names(*m, code, found, &n, max);
	}
	/* a handful of names: insertion sort */
	for (unsigned i = 1; i < n; i++)
		for (unsigned j = i; j > 0 && strcmp(found[j - 1], found[j]) > 0; j--) {
			const char *s = found[j];
			found[j] = found[j - 1];
			found[j - 1] = s;
		}
	unsigned kept = 0;
	const char *prev = NULL;
	for (unsigned i = 0; i < n; i++) {
		const char *s = found[i];
		if (!prev || strncmp(prev, s, strlen(prev)))
			found[kept++] = s;
		prev = s;
	}
	return kept;
}

/* The names joined "A or B", in the order strace shows them. */
static void join_names(const char *const *found, unsigned n, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (unsigned i = 0; i < n; i++) {
		int w = snprintf(buf + len, size - len, "%s%s", len ? " or " : "", found[i]);
		if (w < 0 || (size_t)w >= size - len)
			break;
		len += (size_t)w;
	}
}

/* The family that builds a name from the request's number, or NULL. */
static const struct ioctl_family *name_hook(unsigned code)
{
	for (unsigned f = 0; f < ioctl_family_count; f++)
		if (ioctl_families[f]->number_name && ioctl_families[f]->number_name(NULL, code))
			return ioctl_families[f];
	return NULL;
}

/* The request: its names, strace's built name first (EVIOCGABS(ABS_X) or
 * ...); or _IOC(dir, type, nr, size) from its number as strace does when
 * it knows no name. */
static void print_ioctl_cmd(struct tracee *t, unsigned code)
{
	static const char *const dirs[4] = {
		"_IOC_NONE", "_IOC_WRITE", "_IOC_READ", "_IOC_READ|_IOC_WRITE",
	};
	const char *found[8];
	unsigned n = ioctl_cmd_names(code, found, 8);
	const struct ioctl_family *hook = name_hook(code);
	if (hook) {
		sink_named(t, code, NUM_HEX);	/* -X: the number */
		if (n)
			sink_op(t, " or ");
		hook->number_name(t, code);
		for (unsigned i = 0; i < n; i++)
			sink_symbol(t, found[i]);
		if (n)
			sink_end(t);
		sink_end(t);
		return;
	}
	if (n) {
		char names[256];
		join_names(found, n, names, sizeof names);
		sink_const(t, code, NUM_HEX, names, NULL);	/* -X */
		return;
	}
	sink_named(t, code, NUM_HEX);	/* -X: the number */
	sink_func(t, "_IOC");
	sink_symbol(t, dirs[_IOC_DIR(code)]);
	sink_hex(t, _IOC_TYPE(code));
	sink_hex(t, _IOC_NR(code));
	sink_hex(t, _IOC_SIZE(code));
	sink_end(t);
	sink_end(t);
}

void ioctl_name_xval(struct tracee *t, const struct xlat *x, uint64_t v, const char *dflt)
{
	if (xlat_name(x, v)) {
		sink_xval(t, x, v, dflt);
		return;
	}
	sink_hex(t, v);
	sink_hint(t, "unknown", "%s", dflt);
	sink_shown_when(t, true);
}

bool ioctl_exit_ptr(struct tracee *t, uint64_t arg)
{
	sink_arg(t, 2);
	if (t->call.is_error || !arg) {
		sink_ptr(t, arg);
		return true;
	}
	return false;
}

void ioctl_cstr_field(struct tracee *t, const char *name, const char *s, size_t size)
{
	size_t n = strnlen(s, size);
	sink_field(t, name);
	sink_bytes(t, s, n < size ? n : size - 1, STR_NUL_STOPS | (n == size ? STR_CUT : 0));
}

uint64_t ioctl_array_elem(const void *p, size_t i, size_t elsize, bool sign)
{
	const unsigned char *b = (const unsigned char *)p + i * elsize;
	switch (elsize) {
	case 1:
		return sign ? (uint64_t)(int64_t)(int8_t)*b : *b;
	case 2: {
		uint16_t v;
		memcpy(&v, b, 2);
		return sign ? (uint64_t)(int64_t)(int16_t)v : v;
	}
	case 4: {
		uint32_t v;
		memcpy(&v, b, 4);
		return sign ? (uint64_t)(int64_t)(int32_t)v : v;
	}
	default: {
		uint64_t v;
		memcpy(&v, b, 8);
		return v;
	}
	}
}

void ioctl_hex_array_field(struct tracee *t, const char *name, const void *p, size_t n,
			   size_t elsize)
{
	sink_field(t, name);
	sink_array(t);
	for (size_t i = 0; i < n; i++) {
		sink_elem(t);
		sink_hex(t, ioctl_array_elem(p, i, elsize, false));
	}
	sink_end(t);
}

void ioctl_uint_at(struct tracee *t, uint64_t addr, size_t size)
{
	unsigned char buf[8];
	if (size > sizeof buf || !sink_fetch(t, addr, buf, size))
		return;
	sink_array(t);
	sink_elem(t);
	sink_uint(t, ioctl_array_elem(buf, 0, size, false));
	sink_end(t);
}

int ioctl_scalar_decode(struct tracee *t, const struct ioctl_scalar_req *reqs, size_t n,
			unsigned code, uint64_t arg)
{
	size_t i = 0;
	while (i < n && reqs[i].code != code)
		i++;
	if (i == n)
		return IOCTL_UNKNOWN;
	enum ioctl_scalar k = reqs[i].kind;
	bool out = k == IS_INT_OUT || k == IS_UINT_OUT || k == IS_USHORT_OUT || k == IS_U64_OUT;
	if (!t->call.exiting) {
		if (k == IS_NONE)
			return DEC_DONE;
		if (out)
			return DEC_EXIT;
		sink_arg(t, 2);
	} else if (ioctl_exit_ptr(t, arg)) {
		return DEC_DONE;
	}
	switch (k) {
	case IS_INT: sink_int(t, (int)arg); break;
	case IS_ULONG: sink_uint(t, arg); break;
	case IS_PTR: sink_ptr(t, arg); break;
	case IS_INT_IN: case IS_INT_OUT: sink_int_at(t, arg); break;
	case IS_UINT_OUT: ioctl_uint_at(t, arg, 4); break;
	case IS_USHORT_OUT: ioctl_uint_at(t, arg, 2); break;
	case IS_U64_OUT: ioctl_uint_at(t, arg, 8); break;
	default: break;
	}
	return DEC_DONE;
}

int dec_ioctl(struct tracee *t)
{
	struct call *c = &t->call;
	unsigned code = (unsigned)argu(t, 1);
	uint64_t arg = argu(t, 2);
	if (c->exiting) {
		/* saved[3]: the family that asked to be called again, + 1 */
		if (c->saved[3] == 0 || c->saved[3] > ioctl_family_count)
			return DEC_DONE;
		return ioctl_families[c->saved[3] - 1]->decode(t, code, arg);
	}
	sink_arg(t, 0);
	sink_fd(t, argi(t, 0));
	sink_arg(t, 1);
	print_ioctl_cmd(t, code);
	c->saved[3] = 0;
	for (unsigned f = 0; f < ioctl_family_count; f++) {
		if (!ioctl_families[f]->decode)
			continue;
		int r = ioctl_families[f]->decode(t, code, arg);
		if (r == IOCTL_UNKNOWN)
			continue;
		if (r != DEC_DONE)
			c->saved[3] = f + 1;
		return r;
	}
	sink_arg(t, 2);
	sink_hex(t, arg);
	return DEC_DONE;
}
