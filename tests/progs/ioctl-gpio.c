/* ioctl: the GPIO character device's requests (<linux/gpio.h>) on a
 * descriptor that is none: what each request reads at entry (the kernel
 * fails before it fills anything), NULL, short and unreadable structs,
 * flags without names, arrays cut at -s (whole under -v: SEIZE_V), reserved
 * words shown only when set, and the -X style SEIZE_XLAT names. */
#include "ioctl2.h"

#include <linux/gpio.h>

static const char *R(unsigned long v, const char *name) { return xn(v, name); }
#define REQ(r) R(r, #r)

/* The requests the kernel only fills: the address, as the call failed. */
static void test_out(void)
{
	struct gpiochip_info *ci = tail_of(sizeof *ci);
	long rc = ioc(-1, GPIO_GET_CHIPINFO_IOCTL, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(GPIO_GET_CHIPINFO_IOCTL));
	rc = ioc(-1, GPIO_GET_CHIPINFO_IOCTL, ci);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIO_GET_CHIPINFO_IOCTL), (void *)ci);
	struct gpiohandle_data *d = tail_of(sizeof *d);
	rc = ioc(-1, GPIOHANDLE_GET_LINE_VALUES_IOCTL, d);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIOHANDLE_GET_LINE_VALUES_IOCTL), (void *)d);
}

static void test_v1(void)
{
	const char *flags = xstyle() == X_RAW ? "0x14" : xstyle() == X_VERBOSE
		? "0x14 /* GPIOHANDLE_REQUEST_ACTIVE_LOW|GPIOHANDLE_REQUEST_OPEN_SOURCE */"
		: "GPIOHANDLE_REQUEST_ACTIVE_LOW|GPIOHANDLE_REQUEST_OPEN_SOURCE";
	struct gpioline_info *li = tail_of(sizeof *li);
	li->line_offset = 7;
	long rc = ioc(-1, GPIO_GET_LINEINFO_IOCTL, li);
	expect(rc, "EBADF", "ioctl(-1, %s, {line_offset=7})", REQ(GPIO_GET_LINEINFO_IOCTL));
	rc = ioc(-1, GPIO_GET_LINEINFO_WATCH_IOCTL, (char *)li + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIO_GET_LINEINFO_WATCH_IOCTL),
	       (void *)((char *)li + 1));
	uint32_t *off = tail_of(4);
	*off = 12;
	rc = ioc(-1, GPIO_GET_LINEINFO_UNWATCH_IOCTL, off);
	expect(rc, "EBADF", "ioctl(-1, %s, {offset=12})", REQ(GPIO_GET_LINEINFO_UNWATCH_IOCTL));

	struct gpiohandle_request *hr = tail_of(sizeof *hr);
	hr->lines = 3;
	for (unsigned i = 0; i < GPIOHANDLES_MAX; i++) {
		hr->lineoffsets[i] = 10 + i;
		hr->default_values[i] = (uint8_t)(i * 2);
	}
	hr->flags = GPIOHANDLE_REQUEST_ACTIVE_LOW | GPIOHANDLE_REQUEST_OPEN_SOURCE;
	strcpy(hr->consumer_label, "seize");
	rc = ioc(-1, GPIO_GET_LINEHANDLE_IOCTL, hr);
	expect(rc, "EBADF", "ioctl(-1, %s, {lines=3, lineoffsets=[10, 11, 12], flags=%s, "
	       "default_values=[0, 2, 4], consumer_label=\"seize\"})",
	       REQ(GPIO_GET_LINEHANDLE_IOCTL), flags);
	/* more lines than the array holds: all 64, cut at 32 without -v; a
	 * label with no NUL shows "..." */
	hr->lines = 100;
	memset(hr->consumer_label, 'x', sizeof hr->consumer_label);
	rc = ioc(-1, GPIO_GET_LINEHANDLE_IOCTL, hr);
	expect(rc, "EBADF", "ioctl(-1, %s, {lines=100, lineoffsets=%s, flags=%s, "
	       "default_values=%s, consumer_label=\"%.31s\"...})", REQ(GPIO_GET_LINEHANDLE_IOCTL),
	       xseq(64, 10, 1), flags, xseq(64, 0, 2), hr->consumer_label);

	struct gpioevent_request *er = tail_of(sizeof *er);
	er->lineoffset = 4;
	er->handleflags = GPIOHANDLE_REQUEST_INPUT;
	er->eventflags = GPIOEVENT_REQUEST_BOTH_EDGES;
	strcpy(er->consumer_label, "ev");
	rc = ioc(-1, GPIO_GET_LINEEVENT_IOCTL, er);
	expect(rc, "EBADF", "ioctl(-1, %s, {lineoffset=4, handleflags=%s, eventflags=%s, "
	       "consumer_label=\"ev\"})", REQ(GPIO_GET_LINEEVENT_IOCTL),
	       xn(GPIOHANDLE_REQUEST_INPUT, "GPIOHANDLE_REQUEST_INPUT"),
	       xn(GPIOEVENT_REQUEST_BOTH_EDGES, "GPIOEVENT_REQUEST_BOTH_EDGES"));

	struct gpiohandle_data *d = tail_of(sizeof *d);
	for (unsigned i = 0; i < GPIOHANDLES_MAX; i++)
		d->values[i] = (uint8_t)i;
	rc = ioc(-1, GPIOHANDLE_SET_LINE_VALUES_IOCTL, d);
	expect(rc, "EBADF", "ioctl(-1, %s, {values=%s})", REQ(GPIOHANDLE_SET_LINE_VALUES_IOCTL),
	       xseq(64, 0, 1));
	struct gpiohandle_config *hc = tail_of(sizeof *hc);
	hc->flags = 0x8000 | GPIOHANDLE_REQUEST_OUTPUT;
	rc = ioc(-1, GPIOHANDLE_SET_CONFIG_IOCTL, hc);
	expect(rc, "EBADF", "ioctl(-1, %s, {flags=%s, default_values=%s})",
	       REQ(GPIOHANDLE_SET_CONFIG_IOCTL), xstyle() == X_RAW ? "0x8002"
	       : xstyle() == X_VERBOSE ? "0x8002 /* GPIOHANDLE_REQUEST_OUTPUT|0x8000 */"
	       : "GPIOHANDLE_REQUEST_OUTPUT|0x8000", xseq(64, 0, 0));
	hc->flags = 0x8000;
	rc = ioc(-1, GPIOHANDLE_SET_CONFIG_IOCTL, hc);
	expect(rc, "EBADF", "ioctl(-1, %s, {flags=%s, default_values=%s})",
	       REQ(GPIOHANDLE_SET_CONFIG_IOCTL), xunk(0x8000, "GPIOHANDLE_REQUEST_???"),
	       xseq(64, 0, 0));
	rc = ioc(-1, GPIOHANDLE_SET_CONFIG_IOCTL, (char *)hc + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIOHANDLE_SET_CONFIG_IOCTL),
	       (void *)((char *)hc + 1));
}

static void test_v2(void)
{
	const char *f = xstyle() == X_RAW ? "0x102" : xstyle() == X_VERBOSE
		? "0x102 /* GPIO_V2_LINE_FLAG_ACTIVE_LOW|GPIO_V2_LINE_FLAG_BIAS_PULL_UP */"
		: "GPIO_V2_LINE_FLAG_ACTIVE_LOW|GPIO_V2_LINE_FLAG_BIAS_PULL_UP";
	struct gpio_v2_line_info *li = tail_of(sizeof *li);
	li->offset = 9;
	long rc = ioc(-1, GPIO_V2_GET_LINEINFO_IOCTL, li);
	expect(rc, "EBADF", "ioctl(-1, %s, {offset=9})", REQ(GPIO_V2_GET_LINEINFO_IOCTL));
	rc = ioc(-1, GPIO_V2_GET_LINEINFO_WATCH_IOCTL, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(GPIO_V2_GET_LINEINFO_WATCH_IOCTL));

	struct gpio_v2_line_request *lr = tail_of(sizeof *lr);
	lr->num_lines = 2;
	lr->offsets[0] = 5;
	lr->offsets[1] = 6;
	strcpy(lr->consumer, "req");
	rc = ioc(-1, GPIO_V2_GET_LINE_IOCTL, lr);
	expect(rc, "EBADF", "ioctl(-1, %s, {num_lines=2, offsets=[5, 6], consumer=\"req\", "
	       "config={flags=0, num_attrs=0}})", REQ(GPIO_V2_GET_LINE_IOCTL));
	lr->event_buffer_size = 16;
	lr->padding[2] = 0xabc;
	lr->config.flags = GPIO_V2_LINE_FLAG_ACTIVE_LOW | GPIO_V2_LINE_FLAG_BIAS_PULL_UP;
	rc = ioc(-1, GPIO_V2_GET_LINE_IOCTL, lr);
	expect(rc, "EBADF", "ioctl(-1, %s, {num_lines=2, offsets=[5, 6], consumer=\"req\", "
	       "config={flags=%s, num_attrs=0}, event_buffer_size=16, padding=[0, 0, 0xabc, 0, 0]})",
	       REQ(GPIO_V2_GET_LINE_IOCTL), f);
	rc = ioc(-1, GPIO_V2_GET_LINE_IOCTL, (char *)lr + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIO_V2_GET_LINE_IOCTL), (void *)((char *)lr + 4));

	/* each attribute by its id; an unknown id or used padding raw */
	struct gpio_v2_line_config *lc = tail_of(sizeof *lc);
	lc->flags = 1ULL << 40;
	lc->num_attrs = 5;
	lc->attrs[0].attr.id = GPIO_V2_LINE_ATTR_ID_FLAGS;
	lc->attrs[0].attr.flags = GPIO_V2_LINE_FLAG_ACTIVE_LOW | GPIO_V2_LINE_FLAG_BIAS_PULL_UP;
	lc->attrs[0].mask = 1;
	lc->attrs[1].attr.id = GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES;
	lc->attrs[1].attr.values = 0x5;
	lc->attrs[1].mask = 0x7;
	lc->attrs[2].attr.id = GPIO_V2_LINE_ATTR_ID_DEBOUNCE;
	lc->attrs[2].attr.debounce_period_us = 1500;
	lc->attrs[2].mask = 0x8;
	lc->attrs[3].attr.id = 9;
	lc->attrs[3].attr.values = 0x1234;
	lc->attrs[4].attr.id = GPIO_V2_LINE_ATTR_ID_DEBOUNCE;
	lc->attrs[4].attr.padding = 0xfe;
	lc->attrs[4].attr.values = 0x77;
	lc->attrs[4].mask = 0xff00;
	rc = ioc(-1, GPIO_V2_LINE_SET_CONFIG_IOCTL, lc);
	expect(rc, "EBADF", "ioctl(-1, %s, {flags=%s, num_attrs=5, attrs=[{flags=%s, mask=0x1}, "
	       "{values=0x5, mask=0x7}, {debounce_period_us=1500, mask=0x8}, "
	       "{attr={id=9, data=0x1234}, mask=0}, {attr={id=3, padding=0xfe, data=0x77}, "
	       "mask=0xff00}]})", REQ(GPIO_V2_LINE_SET_CONFIG_IOCTL),
	       xunk(1ULL << 40, "GPIO_V2_LINE_FLAG_???"), f);
	/* more attributes than the array holds: its ten */
	lc->num_attrs = 11;
	lc->flags = 0;
	for (unsigned i = 0; i < GPIO_V2_LINE_NUM_ATTRS_MAX; i++) {
		lc->attrs[i].attr.id = GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES;
		lc->attrs[i].attr.padding = 0;
		lc->attrs[i].attr.values = i;
		lc->attrs[i].mask = 0;
	}
	rc = ioc(-1, GPIO_V2_LINE_SET_CONFIG_IOCTL, lc);
	expect(rc, "EBADF", "ioctl(-1, %s, {flags=0, num_attrs=11, attrs=[{values=0, mask=0}, "
	       "{values=0x1, mask=0}, {values=0x2, mask=0}, {values=0x3, mask=0}, "
	       "{values=0x4, mask=0}, {values=0x5, mask=0}, {values=0x6, mask=0}, "
	       "{values=0x7, mask=0}, {values=0x8, mask=0}, {values=0x9, mask=0}]})",
	       REQ(GPIO_V2_LINE_SET_CONFIG_IOCTL));

	struct gpio_v2_line_values *lv = tail_of(sizeof *lv);
	lv->bits = 0xf0f0;
	lv->mask = 0xffff;
	rc = ioc(-1, GPIO_V2_LINE_GET_VALUES_IOCTL, lv);
	expect(rc, "EBADF", "ioctl(-1, %s, {mask=0xffff})", REQ(GPIO_V2_LINE_GET_VALUES_IOCTL));
	rc = ioc(-1, GPIO_V2_LINE_SET_VALUES_IOCTL, lv);
	expect(rc, "EBADF", "ioctl(-1, %s, {bits=0xf0f0, mask=0xffff})",
	       REQ(GPIO_V2_LINE_SET_VALUES_IOCTL));
	rc = ioc(-1, GPIO_V2_LINE_SET_VALUES_IOCTL, (char *)lv + 16);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(GPIO_V2_LINE_SET_VALUES_IOCTL),
	       (void *)((char *)lv + 16));
}

int main(void)
{
	test_out();
	test_v1();
	test_v2();
	return 0;
}
