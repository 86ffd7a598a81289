/* What the bpf(2) decoder's files share (bpf.c, bpf-info.c). */
#ifndef SEIZE_DECODE_BPF_H
#define SEIZE_DECODE_BPF_H

#include <linux/bpf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct tracee;
struct xlat;

/* How a command's part of the union prints. */
enum bpf_phase {
	BPF_AT_ENTRY,	/* all of it at entry */
	BPF_SPLIT,	/* what the kernel reads at entry, the rest at exit */
	BPF_CHANGED,	/* all of it at entry, " => {...}" what the kernel changed */
};

/* A command strace decodes.  enter prints the members at entry, leave
 * (BPF_SPLIT, BPF_CHANGED) at exit from the union read again; both get
 * len, the bytes of the command's struct the tracee passed, and return
 * how many bytes of the union strace knows for it: the ones past it
 * print as extra data. */
typedef size_t (*bpf_attr_fn)(struct tracee *t, const union bpf_attr *a, size_t len);
struct bpf_command {
	bpf_attr_fn enter, leave;
	enum bpf_phase phase;
	size_t size;		/* the struct strace 6.1 knows for the command */
	bool ret_fd;		/* the call returns a descriptor */
};
/* The command cmd, or NULL for one strace shows as an address. */
const struct bpf_command *bpf_cmd_find(uint64_t cmd);

/* The end of member m of union bpf_attr (or of another struct). */
#define BPF_END_OF(type, m) (offsetof(type, m) + sizeof(((type *)0)->m))

/* Members: name=fd, name=a constant of x, name=a bit set of x. */
void bpf_print_fd_field(struct tracee *t, const char *name, uint32_t fd);
void bpf_print_xval_field(struct tracee *t, const char *name, const struct xlat *x,
			  uint64_t v, const char *dflt);
void bpf_print_flags_field(struct tracee *t, const char *name, const struct xlat *x,
			   uint64_t v, const char *dflt);
/* name=if_nametoindex("lo"): the number under -X raw, both under verbose. */
void bpf_print_ifindex_field(struct tracee *t, const char *name, uint32_t idx);
/* A NUL-terminated string of at most len bytes at addr, cut at -s:
 * "..." when no NUL came first. */
void bpf_print_cstr_upto(struct tracee *t, uint64_t addr, uint64_t len);
/* A char array of size bytes as strace prints a C string held in one:
 * up to its NUL, "..." after size - 1 bytes without one. */
void bpf_print_cstring(struct tracee *t, const char *s, size_t size);
/* Bytes known.. of the size the tracee passed that strace does not decode:
 * nothing when they are zero, else "..." (under -v the bytes in hex). */
void bpf_print_extra_data(struct tracee *t, const unsigned char *raw, size_t size,
			  size_t known);

/* An element printer for print_array: one struct bpf_insn (bpf-cmds.c). */
void bpf_print_ebpf_insn(struct tracee *t, const void *elem, void *ctx);

/* BPF_OBJ_GET_INFO_BY_FD (bpf-info.c) */
size_t bpf_enter_obj_get_info(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_leave_obj_get_info(struct tracee *t, const union bpf_attr *a, size_t len);
/* The batch and link commands (bpf-link.c) */
size_t bpf_enter_lookup_batch(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_enter_update_batch(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_enter_delete_batch(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_leave_batch(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_print_link_create(struct tracee *t, const union bpf_attr *a, size_t len);
size_t bpf_print_link_update(struct tracee *t, const union bpf_attr *a, size_t len);

#endif
