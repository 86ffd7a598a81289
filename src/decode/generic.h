/* The generic printer (generic.c): arguments by their table type. */
#ifndef SEIZE_DECODE_GENERIC_H
#define SEIZE_DECODE_GENERIC_H

#include <stdbool.h>

struct tracee;

/* Report argument i of the current call by its table type: the value
 * alone, or with its key (sink_arg) too. */
void print_arg(struct tracee *t, int i);
void sink_table_arg(struct tracee *t, int i);
/* A pointer to a struct: NULL, the address alone (address_only, or the
 * call failed), otherwise the struct's printer. */
void print_struct_arg(struct tracee *t, int i, bool address_only);
/* Report the arguments from c->next_arg on, as far as they are known now:
 * at entry up to the first one the kernel fills. */
void print_args_generic(struct tracee *t);
/* A syscall number not in the table: its six registers. */
void print_unknown_args(struct tracee *t);

#endif
