/* ioctl: the counter device's requests (<linux/counter.h>) on a descriptor
 * that is none: a watch by its names, unknown values with the default
 * name, NULL, an unreadable and a short struct, and the argumentless
 * event switches; under the -X style SEIZE_XLAT names. */
#include "ioctl2.h"

#include <linux/counter.h>

int main(void)
{
	const char *add = xn(COUNTER_ADD_WATCH_IOCTL, "COUNTER_ADD_WATCH_IOCTL");
	long rc = ioc(-1, COUNTER_ADD_WATCH_IOCTL, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", add);

	struct counter_watch *w = (struct counter_watch *)((char *)tail_page() + 4096 - sizeof *w);
	w->component.type = COUNTER_COMPONENT_COUNT;
	w->component.scope = COUNTER_SCOPE_SIGNAL;
	w->component.parent = 7;
	w->component.id = 255;
	w->event = COUNTER_EVENT_INDEX;
	w->channel = 3;
	rc = ioc(-1, COUNTER_ADD_WATCH_IOCTL, w);
	expect(rc, "EBADF", "ioctl(-1, %s, {component={type=%s, scope=%s, parent=7, id=255}, "
	       "event=%s, channel=3})", add,
	       xn(COUNTER_COMPONENT_COUNT, "COUNTER_COMPONENT_COUNT"),
	       xn(COUNTER_SCOPE_SIGNAL, "COUNTER_SCOPE_SIGNAL"),
	       xn(COUNTER_EVENT_INDEX, "COUNTER_EVENT_INDEX"));

	/* values past the last name: hex and the default name in a comment */
	w->component.type = 0x1f;
	w->component.scope = 0x80;
	w->event = 0xff;
	rc = ioc(-1, COUNTER_ADD_WATCH_IOCTL, w);
	expect(rc, "EBADF", "ioctl(-1, %s, {component={type=%s, scope=%s, parent=7, id=255}, "
	       "event=%s, channel=3})", add, xunk(0x1f, "COUNTER_COMPONENT_???"),
	       xunk(0x80, "COUNTER_SCOPE_???"), xunk(0xff, "COUNTER_EVENT_???"));

	/* a struct that runs into the unmapped page, and one past it */
	rc = ioc(-1, COUNTER_ADD_WATCH_IOCTL, (char *)w + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", add, (void *)((char *)w + 1));
	rc = ioc(-1, COUNTER_ADD_WATCH_IOCTL, (char *)w + 4096);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", add, (void *)((char *)w + 4096));

	rc = ioc(-1, COUNTER_ENABLE_EVENTS_IOCTL, (void *)0x1234);
	expect(rc, "EBADF", "ioctl(-1, %s)",
	       xn(COUNTER_ENABLE_EVENTS_IOCTL, "COUNTER_ENABLE_EVENTS_IOCTL"));
	rc = ioc(-1, COUNTER_DISABLE_EVENTS_IOCTL, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s)",
	       xn(COUNTER_DISABLE_EVENTS_IOCTL, "COUNTER_DISABLE_EVENTS_IOCTL"));
	return 0;
}
