/* The counter character device's requests (<linux/counter.h>): a watch
 * to add, and events switched on or off, which take no argument. */
#include <linux/counter.h>

#include "ioctl.h"

extern const struct xlat xlat_ioctl_counter, xlat_counter_component_types,
	xlat_counter_scopes, xlat_counter_event_types;

static void print_counter_watch(struct tracee *t, const struct counter_watch *w)
{
	sink_struct(t);
	sink_field(t, "component");
	sink_struct(t);
	sink_field(t, "type");
	sink_xval(t, &xlat_counter_component_types, w->component.type, "COUNTER_COMPONENT_???");
	sink_field(t, "scope");
	sink_xval(t, &xlat_counter_scopes, w->component.scope, "COUNTER_SCOPE_???");
	sink_uint_field(t, "parent", w->component.parent);
	sink_uint_field(t, "id", w->component.id);
	sink_end(t);
	sink_field(t, "event");
	sink_xval(t, &xlat_counter_event_types, w->event, "COUNTER_EVENT_???");
	sink_uint_field(t, "channel", w->channel);
	sink_end(t);
}

static int ioctl_counter_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	switch (code) {
	case COUNTER_ADD_WATCH_IOCTL: {
		struct counter_watch w;
		sink_arg(t, 2);
		if (sink_fetch(t, arg, &w, sizeof w))
			print_counter_watch(t, &w);
		return DEC_DONE;
	}
	case COUNTER_ENABLE_EVENTS_IOCTL:
	case COUNTER_DISABLE_EVENTS_IOCTL:
		return DEC_DONE;	/* no argument */
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_counter = {
	"counter", &xlat_ioctl_counter, ioctl_counter_decode,
};
