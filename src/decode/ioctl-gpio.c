/* The GPIO character device's requests (<linux/gpio.h>): the chip, its
 * lines, and the handles, events and v2 line requests they hand out.
 * What the kernel fills in a struct the caller filled prints after the
 * caller's part as strace does: "{line_offset=5} => {flags=...}". */
#include <linux/gpio.h>

#include "ioctl-members.h"

extern const struct xlat xlat_ioctl_gpio, xlat_gpio_line_flags, xlat_gpio_handle_flags,
	xlat_gpio_event_flags, xlat_gpio_v2_line_flags;

/* A line attribute by its id; one whose id strace does not know, or whose
 * padding is used, as its raw words: "attr={id=9, data=0x...}" as a member
 * (in_field), its members alone as an element of an array. */
static void print_attr(struct tracee *t, const struct gpio_v2_line_attribute *a, bool in_field)
{
	if (!a->padding) {
		switch (a->id) {
		case GPIO_V2_LINE_ATTR_ID_FLAGS:
			sink_field(t, "flags");
			sink_xflags(t, &xlat_gpio_v2_line_flags, a->flags, "GPIO_V2_LINE_FLAG_???");
			return;
		case GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES:
			sink_hex_field(t, "values", a->values);
			return;
		case GPIO_V2_LINE_ATTR_ID_DEBOUNCE:
			sink_uint_field(t, "debounce_period_us", a->debounce_period_us);
			return;
		}
	}
	if (in_field) {
		sink_field(t, "attr");
		sink_struct(t);
	}
	sink_uint_field(t, "id", a->id);
	if (a->padding)
		sink_hex_field(t, "padding", a->padding);
	sink_hex_field(t, "data", a->values);
	if (in_field)
		sink_end(t);
}

static void print_line_config(struct tracee *t, const struct gpio_v2_line_config *lc)
{
	sink_struct(t);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_gpio_v2_line_flags, lc->flags, "GPIO_V2_LINE_FLAG_???");
	sink_uint_field(t, "num_attrs", lc->num_attrs);
	if (!member_zero(lc->padding, sizeof lc->padding))
		member_array(t, "padding", lc->padding, 5, 4, MB_HEX);
	if (lc->num_attrs) {
		size_t n = lc->num_attrs < GPIO_V2_LINE_NUM_ATTRS_MAX ? lc->num_attrs
								       : GPIO_V2_LINE_NUM_ATTRS_MAX;
		sink_field(t, "attrs");
		sink_array(t);
		for (size_t i = 0; i < n; i++) {
			if (member_cut(t, i)) {
				sink_ellipsis(t);
				break;
			}
			sink_elem(t);
			sink_struct(t);
			print_attr(t, &lc->attrs[i].attr, true);
			sink_hex_field(t, "mask", lc->attrs[i].mask);
			sink_end(t);
		}
		sink_end(t);
	}
	sink_end(t);
}

/* What the caller puts in a struct the kernel fills more of. */
static void print_entry_part(struct tracee *t, unsigned code, const void *p)
{
	sink_struct(t);
	switch (code) {
	case GPIO_GET_LINEINFO_IOCTL: case GPIO_GET_LINEINFO_WATCH_IOCTL:
		sink_uint_field(t, "line_offset", ((const struct gpioline_info *)p)->line_offset);
		break;
	case GPIO_V2_GET_LINEINFO_IOCTL: case GPIO_V2_GET_LINEINFO_WATCH_IOCTL:
		sink_uint_field(t, "offset", ((const struct gpio_v2_line_info *)p)->offset);
		break;
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
		sink_hex_field(t, "mask", ((const struct gpio_v2_line_values *)p)->mask);
		break;
	case GPIO_GET_LINEHANDLE_IOCTL: {
		const struct gpiohandle_request *hr = p;
		size_t n = hr->lines < GPIOHANDLES_MAX ? hr->lines : GPIOHANDLES_MAX;
		sink_uint_field(t, "lines", hr->lines);
		member_array(t, "lineoffsets", hr->lineoffsets, n, 4, MB_UDEC);
		sink_field(t, "flags");
		sink_xflags(t, &xlat_gpio_handle_flags, hr->flags, "GPIOHANDLE_REQUEST_???");
		member_array(t, "default_values", hr->default_values, n, 1, MB_UDEC);
		ioctl_cstr_field(t, "consumer_label", hr->consumer_label, sizeof hr->consumer_label);
		break;
	}
	case GPIO_GET_LINEEVENT_IOCTL: {
		const struct gpioevent_request *er = p;
		sink_uint_field(t, "lineoffset", er->lineoffset);
		sink_field(t, "handleflags");
		sink_xflags(t, &xlat_gpio_handle_flags, er->handleflags, "GPIOHANDLE_REQUEST_???");
		sink_field(t, "eventflags");
		sink_xflags(t, &xlat_gpio_event_flags, er->eventflags, "GPIOEVENT_REQUEST_???");
		ioctl_cstr_field(t, "consumer_label", er->consumer_label, sizeof er->consumer_label);
		break;
	}
	case GPIO_V2_GET_LINE_IOCTL: {
		const struct gpio_v2_line_request *lr = p;
		size_t n = lr->num_lines < GPIO_V2_LINES_MAX ? lr->num_lines : GPIO_V2_LINES_MAX;
		sink_uint_field(t, "num_lines", lr->num_lines);
		member_array(t, "offsets", lr->offsets, n, 4, MB_UDEC);
		ioctl_cstr_field(t, "consumer", lr->consumer, sizeof lr->consumer);
		sink_field(t, "config");
		print_line_config(t, &lr->config);
		if (lr->event_buffer_size)
			sink_uint_field(t, "event_buffer_size", lr->event_buffer_size);
		if (!member_zero(lr->padding, sizeof lr->padding))
			member_array(t, "padding", lr->padding, 5, 4, MB_HEX);
		break;
	}
	}
	sink_end(t);
}

static void print_v2_line_info(struct tracee *t, const struct gpio_v2_line_info *li)
{
	ioctl_cstr_field(t, "name", li->name, sizeof li->name);
	ioctl_cstr_field(t, "consumer", li->consumer, sizeof li->consumer);
	sink_field(t, "flags");
	sink_xflags(t, &xlat_gpio_v2_line_flags, li->flags, "GPIO_V2_LINE_FLAG_???");
	sink_uint_field(t, "num_attrs", li->num_attrs);
	if (li->num_attrs) {
		size_t n = li->num_attrs < GPIO_V2_LINE_NUM_ATTRS_MAX ? li->num_attrs
								       : GPIO_V2_LINE_NUM_ATTRS_MAX;
		sink_field(t, "attrs");
		sink_array(t);
		for (size_t i = 0; i < n; i++) {
			if (member_cut(t, i)) {
				sink_ellipsis(t);
				break;
			}
			sink_elem(t);
			sink_struct(t);
			print_attr(t, &li->attrs[i], false);
			sink_end(t);
		}
		sink_end(t);
	}
	if (!member_zero(li->padding, sizeof li->padding))
		member_array(t, "padding", li->padding, 4, 4, MB_HEX);
}

/* What the kernel filled, after the caller's part and its "=>". */
static void print_exit_part(struct tracee *t, unsigned code, const void *p)
{
	sink_struct(t);
	switch (code) {
	case GPIO_GET_LINEINFO_IOCTL: case GPIO_GET_LINEINFO_WATCH_IOCTL: {
		const struct gpioline_info *li = p;
		sink_field(t, "flags");
		sink_xflags(t, &xlat_gpio_line_flags, li->flags, "GPIOLINE_FLAG_???");
		ioctl_cstr_field(t, "name", li->name, sizeof li->name);
		ioctl_cstr_field(t, "consumer", li->consumer, sizeof li->consumer);
		break;
	}
	case GPIO_V2_GET_LINEINFO_IOCTL: case GPIO_V2_GET_LINEINFO_WATCH_IOCTL:
		print_v2_line_info(t, p);
		break;
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
		sink_hex_field(t, "bits", ((const struct gpio_v2_line_values *)p)->bits);
		break;
	case GPIO_GET_LINEHANDLE_IOCTL:
		sink_field(t, "fd");
		sink_fd(t, ((const struct gpiohandle_request *)p)->fd);
		break;
	case GPIO_GET_LINEEVENT_IOCTL:
		sink_field(t, "fd");
		sink_fd(t, ((const struct gpioevent_request *)p)->fd);
		break;
	case GPIO_V2_GET_LINE_IOCTL:
		sink_field(t, "fd");
		sink_fd(t, ((const struct gpio_v2_line_request *)p)->fd);
		break;
	}
	sink_end(t);
}

/* The struct a request reads and writes, its size; 0 for the others. */
static size_t inout_size(unsigned code)
{
	switch (code) {
	case GPIO_GET_LINEINFO_IOCTL: case GPIO_GET_LINEINFO_WATCH_IOCTL:
		return sizeof(struct gpioline_info);
	case GPIO_V2_GET_LINEINFO_IOCTL: case GPIO_V2_GET_LINEINFO_WATCH_IOCTL:
		return sizeof(struct gpio_v2_line_info);
	case GPIO_V2_LINE_GET_VALUES_IOCTL:
		return sizeof(struct gpio_v2_line_values);
	case GPIO_GET_LINEHANDLE_IOCTL:
		return sizeof(struct gpiohandle_request);
	case GPIO_GET_LINEEVENT_IOCTL:
		return sizeof(struct gpioevent_request);
	case GPIO_V2_GET_LINE_IOCTL:
		return sizeof(struct gpio_v2_line_request);
	}
	return 0;
}

/* The largest of those structs. */
union gpio_inout {
	struct gpioline_info li;
	struct gpio_v2_line_info li2;
	struct gpio_v2_line_values lv;
	struct gpiohandle_request hr;
	struct gpioevent_request er;
	struct gpio_v2_line_request lr;
};

/* A struct the caller fills in part and the kernel completes: the entry
 * part, " => " left open (saved[0]), and at exit what the kernel wrote. */
static int print_inout(struct tracee *t, unsigned code, uint64_t arg, size_t size)
{
	struct call *c = &t->call;
	union gpio_inout u;
	if (!c->exiting) {
		sink_arg(t, 2);
		c->saved[0] = 0;
		if (!sink_fetch(t, arg, &u, size))
			return DEC_DONE;
		sink_op(t, " => ");
		print_entry_part(t, code, &u);
		c->saved[0] = 1;
		return DEC_EXIT_TAIL;
	}
	if (!c->saved[0])
		return DEC_DONE;
	if (!c->is_error) {
		if (mem_read(t->tid, arg, &u, size))
			print_exit_part(t, code, &u);
		else
			sink_ptr(t, arg);
	}
	sink_end(t);
	return DEC_DONE;
}

static void print_handle_data(struct tracee *t, const struct gpiohandle_data *d)
{
	sink_struct(t);
	member_array(t, "values", d->values, GPIOHANDLES_MAX, 1, MB_UDEC);
	sink_end(t);
}

/* A struct the caller fills: the requests that set. */
static void print_in(struct tracee *t, unsigned code, uint64_t arg)
{
	sink_arg(t, 2);
	switch (code) {
	case GPIO_GET_LINEINFO_UNWATCH_IOCTL: {
		uint32_t offset;
		if (sink_fetch(t, arg, &offset, sizeof offset)) {
			sink_struct(t);
			sink_uint_field(t, "offset", offset);
			sink_end(t);
		}
		break;
	}
	case GPIOHANDLE_SET_LINE_VALUES_IOCTL: {
		struct gpiohandle_data d;
		if (sink_fetch(t, arg, &d, sizeof d))
			print_handle_data(t, &d);
		break;
	}
	case GPIOHANDLE_SET_CONFIG_IOCTL: {
		struct gpiohandle_config hc;
		if (sink_fetch(t, arg, &hc, sizeof hc)) {
			sink_struct(t);
			sink_field(t, "flags");
			sink_xflags(t, &xlat_gpio_handle_flags, hc.flags, "GPIOHANDLE_REQUEST_???");
			member_array(t, "default_values", hc.default_values, GPIOHANDLES_MAX, 1,
				     MB_UDEC);
			sink_end(t);
		}
		break;
	}
	case GPIO_V2_LINE_SET_CONFIG_IOCTL: {
		struct gpio_v2_line_config lc;
		if (sink_fetch(t, arg, &lc, sizeof lc))
			print_line_config(t, &lc);
		break;
	}
	case GPIO_V2_LINE_SET_VALUES_IOCTL: {
		struct gpio_v2_line_values lv;
		if (sink_fetch(t, arg, &lv, sizeof lv)) {
			sink_struct(t);
			sink_hex_field(t, "bits", lv.bits);
			sink_hex_field(t, "mask", lv.mask);
			sink_end(t);
		}
		break;
	}
	}
}

/* The requests whose struct only the kernel fills, at exit. */
static void print_out(struct tracee *t, unsigned code, uint64_t arg)
{
	if (ioctl_exit_ptr(t, arg))
		return;
	if (code == GPIO_GET_CHIPINFO_IOCTL) {
		struct gpiochip_info ci;
		if (sink_fetch(t, arg, &ci, sizeof ci)) {
			sink_struct(t);
			ioctl_cstr_field(t, "name", ci.name, sizeof ci.name);
			ioctl_cstr_field(t, "label", ci.label, sizeof ci.label);
			sink_uint_field(t, "lines", ci.lines);
			sink_end(t);
		}
	} else {
		struct gpiohandle_data d;
		if (sink_fetch(t, arg, &d, sizeof d))
			print_handle_data(t, &d);
	}
}

static int ioctl_gpio_decode(struct tracee *t, unsigned code, uint64_t arg)
{
	size_t inout = inout_size(code);
	if (inout)
		return print_inout(t, code, arg, inout);
	switch (code) {
	case GPIO_GET_CHIPINFO_IOCTL:
	case GPIOHANDLE_GET_LINE_VALUES_IOCTL:
		if (!t->call.exiting)
			return DEC_EXIT;
		print_out(t, code, arg);
		return DEC_DONE;
	case GPIO_GET_LINEINFO_UNWATCH_IOCTL:
	case GPIOHANDLE_SET_LINE_VALUES_IOCTL:
	case GPIOHANDLE_SET_CONFIG_IOCTL:
	case GPIO_V2_LINE_SET_CONFIG_IOCTL:
	case GPIO_V2_LINE_SET_VALUES_IOCTL:
		print_in(t, code, arg);
		return DEC_DONE;
	}
	return IOCTL_UNKNOWN;
}

const struct ioctl_family ioctl_family_gpio = {
	"gpio", &xlat_ioctl_gpio, ioctl_gpio_decode,
};
