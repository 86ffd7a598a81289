/* Landlock: the ruleset's handled access rights and a rule's attributes,
 * as strace 6.1 shows them.  Both structs may grow: the kernel reads as
 * much of the ruleset attribute as the caller's size says, strace the
 * part it knows and "..." for the rest. */
#include <linux/landlock.h>

#include "decode.h"

/* Sets used here but named in no row of the table. */
extern const struct xlat xlat_landlock_access_fs;

static void print_access(struct tracee *t, const char *name, uint64_t access)
{
	sink_field(t, name);
	sink_xflags(t, &xlat_landlock_access_fs, access, xlat_landlock_access_fs.dflt);
}

/* landlock_create_ruleset(attr, size, flags) */
int dec_landlock_create_ruleset(struct tracee *t)
{
	uint64_t addr = argu(t, 0), size = argu(t, 1);
	uint64_t handled;	/* handled_access_fs: the member strace 6.1 knows */
	sink_arg(t, 0);
	if (size < sizeof handled) {
		sink_ptr(t, addr);
	} else if (sink_fetch(t, addr, &handled, sizeof handled)) {
		sink_struct(t);
		print_access(t, "handled_access_fs", handled);
		if (size > sizeof handled)
			sink_ellipsis(t);
		sink_end(t);
	}
	sink_table_arg(t, 1);
	sink_table_arg(t, 2);
	/* the call then returns the ABI version, not a descriptor */
	if ((uint32_t)argu(t, 2) & LANDLOCK_CREATE_RULESET_VERSION)
		t->call.ret_format = R_INT;
	return DEC_DONE;
}

/* struct landlock_path_beneath_attr is packed: 12 bytes. */
static void print_path_beneath(struct tracee *t, uint64_t addr)
{
	struct landlock_path_beneath_attr a;
	if (!sink_fetch(t, addr, &a, sizeof a))
		return;
	sink_struct(t);
	print_access(t, "allowed_access", a.allowed_access);
	sink_field(t, "parent_fd");
	sink_fd(t, a.parent_fd);
	sink_end(t);
}

/* landlock_add_rule(ruleset_fd, rule_type, rule_attr, flags) */
int dec_landlock_add_rule(struct tracee *t)
{
	sink_table_arg(t, 0);
	sink_table_arg(t, 1);
	sink_arg(t, 2);
	if ((uint32_t)argu(t, 1) == LANDLOCK_RULE_PATH_BENEATH)
		print_path_beneath(t, argu(t, 2));
	else
		sink_ptr(t, argu(t, 2));
	sink_table_arg(t, 3);
	return DEC_DONE;
}
