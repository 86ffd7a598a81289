/* ioctl: the input event device's requests (<linux/input.h>) on a
 * descriptor that is none.  The requests that read print the address at
 * exit, as the call failed; those that write print what they pass: key
 * codes by name, repeat pairs, absinfo cut to its size, force feedback
 * effects (in full under -v: SEIZE_V), numbers.  The size-encoded requests
 * print by the names strace builds from their number, EVIOCGBIT(EV_KEY,
 * 96), before a set's name for the same number. */
#include "ioctl2.h"

#include <linux/input.h>

#define REQ(r) xn(r, #r)

/* A name built from the number: under -X verbose an unknown part is a
 * bare number (vname), under -X abbrev it has its comment (name). */
static const char *built(unsigned long code, const char *name, const char *vname)
{
	return xn(code, xstyle() == X_VERBOSE ? vname : name);
}
#define BUILT(code, name) built(code, name, name)

static void test_read(void)
{
	static const struct { unsigned long req; const char *name; } reqs[] = {
		{ EVIOCGVERSION, "EVIOCGVERSION" }, { EVIOCGID, "EVIOCGID" },
		{ EVIOCGREP, "EVIOCGREP" }, { EVIOCGKEYCODE, "EVIOCGKEYCODE" },
		{ EVIOCGKEYCODE_V2, "EVIOCGKEYCODE_V2" }, { EVIOCGEFFECTS, "EVIOCGEFFECTS" },
		{ EVIOCGMASK, "EVIOCGMASK" },
	};
	void *p = tail_of(64);
	for (size_t i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
		long rc = ioc(-1, reqs[i].req, NULL);
		expect(rc, "EBADF", "ioctl(-1, %s, NULL)", xn(reqs[i].req, reqs[i].name));
		rc = ioc(-1, reqs[i].req, p);
		expect(rc, "EBADF", "ioctl(-1, %s, %p)", xn(reqs[i].req, reqs[i].name), p);
	}
}

static void test_write(void)
{
	uint32_t *v = tail_of(8);
	v[0] = 250;
	v[1] = 33;
	long rc = ioc(-1, EVIOCSREP, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [250, 33])", REQ(EVIOCSREP));
	v[1] = KEY_ENTER;
	rc = ioc(-1, EVIOCSKEYCODE, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [250, %s])", REQ(EVIOCSKEYCODE), xn(KEY_ENTER, "KEY_ENTER"));
	v[1] = 0x2ff;
	rc = ioc(-1, EVIOCSKEYCODE, v);
	expect(rc, "EBADF", "ioctl(-1, %s, [250, %s])", REQ(EVIOCSKEYCODE), xunk(0x2ff, "KEY_???"));
	rc = ioc(-1, EVIOCSKEYCODE, (char *)v + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(EVIOCSKEYCODE), (void *)((char *)v + 4));
	rc = ioc(-1, EVIOCSCLOCKID, (char *)v + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, [%u])", REQ(EVIOCSCLOCKID), v[1]);

	struct input_keymap_entry *ke = tail_of(sizeof *ke);
	ke->flags = INPUT_KEYMAP_BY_INDEX;
	ke->len = 4;
	ke->index = 7;
	ke->keycode = BTN_LEFT;
	for (unsigned i = 0; i < sizeof ke->scancode; i++)
		ke->scancode[i] = (uint8_t)(i * 9);
	rc = ioc(-1, EVIOCSKEYCODE_V2, ke);
	if (xv()) {
		char sc[512];
		size_t n = 0;
		for (unsigned i = 0; i < sizeof ke->scancode; i++)
			n += (size_t)snprintf(sc + n, sizeof sc - n, i ? ", %#x" : "%#x", ke->scancode[i]);
		expect(rc, "EBADF", "ioctl(-1, %s, {flags=1, len=4, index=7, keycode=%s, "
		       "scancode=[%s]})", REQ(EVIOCSKEYCODE_V2), xn(BTN_LEFT, "BTN_LEFT"), sc);
	} else {
		expect(rc, "EBADF", "ioctl(-1, %s, {flags=1, len=4, ...})", REQ(EVIOCSKEYCODE_V2));
	}

	rc = ioc(-1, EVIOCRMFF, (void *)0xffffffff00000005);
	expect(rc, "EBADF", "ioctl(-1, %s, 5)", REQ(EVIOCRMFF));
	rc = ioc(-1, EVIOCRMFF, (void *)-3L);
	expect(rc, "EBADF", "ioctl(-1, %s, -3)", REQ(EVIOCRMFF));
	rc = ioc(-1, EVIOCGRAB, (void *)1);
	expect(rc, "EBADF", "ioctl(-1, %s, 1)", REQ(EVIOCGRAB));
	rc = ioc(-1, EVIOCREVOKE, (void *)-1L);
	expect(rc, "EBADF", "ioctl(-1, %s, 18446744073709551615)", REQ(EVIOCREVOKE));
	rc = ioc(-1, EVIOCSMASK, v);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(EVIOCSMASK), (void *)v);
}

static void test_effects(void)
{
	struct ff_effect *f = tail_of(sizeof *f);
	f->type = FF_RAMP;
	f->id = -1;
	f->direction = 0x4000;
	f->trigger.button = 3;
	f->trigger.interval = 10;
	f->replay.length = 500;
	f->replay.delay = 20;
	f->u.ramp.start_level = -100;
	f->u.ramp.end_level = 100;
	f->u.ramp.envelope.attack_length = 1;
	f->u.ramp.envelope.attack_level = 2;
	f->u.ramp.envelope.fade_length = 3;
	f->u.ramp.envelope.fade_level = 0x40;
	const char *common = "trigger={button=3, interval=10}, replay={length=500, delay=20}";
	long rc = ioc(-1, EVIOCSFF, f);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, %s, "
		       "ramp={start_level=-100, end_level=100, envelope={attack_length=1, "
		       "attack_level=2, fade_length=3, fade_level=0x40}}})", REQ(EVIOCSFF),
		       xn(FF_RAMP, "FF_RAMP"), common);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, ...})",
		       REQ(EVIOCSFF), xn(FF_RAMP, "FF_RAMP"));
	f->type = FF_PERIODIC;
	f->u.periodic.waveform = FF_SINE;
	f->u.periodic.period = 8;
	f->u.periodic.magnitude = -5;
	f->u.periodic.offset = 6;
	f->u.periodic.phase = 7;
	f->u.periodic.envelope.fade_level = 0;
	f->u.periodic.custom_len = 0;
	f->u.periodic.custom_data = NULL;
	rc = ioc(-1, EVIOCSFF, f);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, %s, "
		       "periodic={waveform=%u, period=8, magnitude=-5, offset=6, phase=7, "
		       "envelope={attack_length=%u, attack_level=%u, fade_length=%u, fade_level=0}, "
		       "custom_len=0, custom_data=NULL}})", REQ(EVIOCSFF),
		       xn(FF_PERIODIC, "FF_PERIODIC"), common, FF_SINE,
		       f->u.periodic.envelope.attack_length, f->u.periodic.envelope.attack_level,
		       f->u.periodic.envelope.fade_length);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, ...})",
		       REQ(EVIOCSFF), xn(FF_PERIODIC, "FF_PERIODIC"));
	f->type = 0x77;
	rc = ioc(-1, EVIOCSFF, f);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, %s})",
		       REQ(EVIOCSFF), xunk(0x77, "FF_???"), common);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {type=%s, id=-1, direction=16384, ...})",
		       REQ(EVIOCSFF), xunk(0x77, "FF_???"));
	rc = ioc(-1, EVIOCSFF, (char *)f + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(EVIOCSFF), (void *)((char *)f + 2));
}

/* The size-encoded requests: their numbers, their arguments. */
static void test_numbered(void)
{
	struct input_absinfo *a = tail_of(sizeof *a);
	a->value = -1;
	a->minimum = 2;
	a->maximum = 3;
	a->fuzz = 4;
	a->flat = 5;
	a->resolution = 6;
	long rc = ioc(-1, EVIOCSABS(ABS_Y), a);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {value=4294967295, minimum=2, maximum=3, "
		       "fuzz=4, flat=5, resolution=6})", BUILT(EVIOCSABS(ABS_Y), "EVIOCSABS(ABS_Y)"));
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {value=4294967295, minimum=2, ...})",
		       BUILT(EVIOCSABS(ABS_Y), "EVIOCSABS(ABS_Y)"));
	/* the original struct, without resolution, and one that is bigger */
	unsigned long small = _IOC(_IOC_WRITE, 'E', 0xc0 + ABS_Z, 20);
	const char *z = BUILT(small, "EVIOCSABS(ABS_Z)");
	rc = ioc(-1, small, (char *)a + 4);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {value=2, minimum=3, maximum=4, fuzz=5, "
		       "flat=6})", z);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {value=2, minimum=3, ...})", z);
	unsigned long big = _IOC(_IOC_WRITE, 'E', 0xc0 + ABS_Z, 28);
	z = BUILT(big, "EVIOCSABS(ABS_Z)");
	rc = ioc(-1, big, (char *)a - 4);
	if (xv())
		expect(rc, "EBADF", "ioctl(-1, %s, {value=0, minimum=4294967295, maximum=2, "
		       "fuzz=3, flat=4, resolution=5, ...})", z);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {value=0, minimum=4294967295, ...})", z);
	unsigned long tiny = _IOC(_IOC_WRITE, 'E', 0xc0 + ABS_Z, 16);
	rc = ioc(-1, tiny, a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(tiny, "EVIOCSABS(ABS_Z)"), (void *)a);
	rc = ioc(-1, EVIOCGABS(ABS_X), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(EVIOCGABS(ABS_X), "EVIOCGABS(ABS_X)"),
	       (void *)a);
	/* an axis with no name: 0xe */
	rc = ioc(-1, EVIOCGABS(0xe), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)",
	       built(EVIOCGABS(0xe), "EVIOCGABS(0xe /* ABS_??? */)", "EVIOCGABS(0xe)"), (void *)a);
	rc = ioc(-1, EVIOCGBIT(EV_KEY, 96), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(EVIOCGBIT(EV_KEY, 96), "EVIOCGBIT(EV_KEY, 96)"),
	       (void *)a);
	/* 0 asks for the event types; 0x1f is no type */
	rc = ioc(-1, EVIOCGBIT(0, 4), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(EVIOCGBIT(0, 4), "EVIOCGBIT(0, 4)"), (void *)a);
	rc = ioc(-1, EVIOCGBIT(0x1f, 8), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)",
	       built(EVIOCGBIT(0x1f, 8), "EVIOCGBIT(0x1f /* EV_??? */, 8)", "EVIOCGBIT(0x1f, 8)"),
	       (void *)a);
	rc = ioc(-1, EVIOCGNAME(32), NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", BUILT(EVIOCGNAME(32), "EVIOCGNAME(32)"));
	rc = ioc(-1, EVIOCGMTSLOTS(12), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(EVIOCGMTSLOTS(12), "EVIOCGMTSLOTS(12)"),
	       (void *)a);
	rc = ioc(-1, EVIOCGKEY(0), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", BUILT(EVIOCGKEY(0), "EVIOCGKEY(0)"), (void *)a);
	/* a number of the type strace knows nothing of: the address */
	rc = ioc(-1, _IOC(_IOC_WRITE, 'E', 0x99, 4), a);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)",
	       BUILT(_IOC(_IOC_WRITE, 'E', 0x99, 4), "_IOC(_IOC_WRITE, 0x45, 0x99, 0x4)"), (void *)a);
}

int main(void)
{
	test_read();
	test_write();
	test_effects();
	test_numbered();
	return 0;
}
