/* The tracee table: an open-addressing hash on tid, so that a stop costs one
 * lookup even with thousands of tracees. */
#include <stdlib.h>

#include "tracer.h"
#include "unwind.h"
#include "util.h"

static struct tracee tombstone;

static unsigned slot_of(const struct tracer *tr, pid_t tid)
{
	return ((unsigned)tid * 2654435761u) & (tr->n_slots - 1);
}

struct tracee *tracee_find(struct tracer *tr, pid_t tid)
{
	if (!tr->n_slots)
		return NULL;
	for (unsigned i = slot_of(tr, tid);; i = (i + 1) & (tr->n_slots - 1)) {
		struct tracee *t = tr->slots[i];
		if (!t)
			return NULL;
		if (t != &tombstone && t->tid == tid)
			return t;
	}
}

static void insert(struct tracer *tr, struct tracee *t)
{
	unsigned i = slot_of(tr, t->tid);
	while (tr->slots[i] && tr->slots[i] != &tombstone)
		i = (i + 1) & (tr->n_slots - 1);
	if (!tr->slots[i])
		tr->n_used++;
	tr->slots[i] = t;
}

static void grow(struct tracer *tr)
{
	struct tracee **old = tr->slots;
	unsigned old_n = tr->n_slots;
	/* Twice the live count keeps probes short; tombstones are dropped. */
	unsigned n = 64;
	while (n < (unsigned)tr->live * 4 + 4)
		n *= 2;
	tr->slots = xcalloc(n, sizeof *tr->slots);
	tr->n_slots = n;
	tr->n_used = 0;
	for (unsigned i = 0; i < old_n; i++)
		if (old[i] && old[i] != &tombstone)
			insert(tr, old[i]);
	free(old);
}

struct tracee *tracee_add(struct tracer *tr, pid_t tid)
{
	if ((tr->n_used + 1) * 2 > tr->n_slots)
		grow(tr);
	struct tracee *t = xcalloc(1, sizeof *t);
	t->tid = tid;
	t->tgid = tid;
	t->state = TS_RUNNING;
	t->tr = tr;
	t->out = tr->out;
	insert(tr, t);
	tr->live++;
	/* -Y: its name now, for its "+++ exited" line after it is gone */
	pidns_tracee_comm(t);
	return t;
}

void tracee_remove(struct tracer *tr, struct tracee *t)
{
	for (unsigned i = slot_of(tr, t->tid);; i = (i + 1) & (tr->n_slots - 1)) {
		if (tr->slots[i] == t) {
			tr->slots[i] = &tombstone;
			break;
		}
		if (!tr->slots[i])
			break;
	}
	if (t->out && t->out->open == t)
		t->out->open = NULL;
	if (t->out != tr->out && !output_close(t->out))
		tr->output_lost = true;
	output_close(t->held);
	record_free(&t->rec);
	tr->live--;
	unwind_tracee_free(t);
	free(t->auxbuf);
	free(t->inject_counts);
	free(t);
}

struct tracee *tracee_next(struct tracer *tr, unsigned *i)
{
	while (*i < tr->n_slots) {
		struct tracee *t = tr->slots[(*i)++];
		if (t && t != &tombstone)
			return t;
	}
	return NULL;
}

char *tracee_auxbuf(struct tracee *t)
{
	if (!t->auxbuf)
		t->auxbuf = xmalloc(AUX_SIZE);
	return t->auxbuf;
}
