/* ioctl: the loop family.  struct loop_info, loop_info64 and loop_config
 * in their short form and under -v, the key when an encryption type is
 * set, NULL, an unreadable and a truncated struct, the status a failed
 * LOOP_GET_STATUS leaves, the scalar requests and an unknown 'L' one. */
#include "ioctl-progs.h"

#include <linux/loop.h>
#include <sys/sysmacros.h>

static struct style st;

static const char *dev(char *buf, size_t size, unsigned long v)
{
	char name[64];
	snprintf(name, sizeof name, "makedev(%#x, %#x)", major(v), minor(v));
	return xname(&st, buf, size, "%#llx", v, name);
}

static void test_scalars(void)
{
	long rc = sys_ioctl(-1, LOOP_SET_FD, 5);
	expect(rc, "EBADF", "ioctl(-1, %s, 5)", REQ(&st, LOOP_SET_FD));
	rc = sys_ioctl(-1, LOOP_CHANGE_FD, 0xffffffff00000007UL);
	expect(rc, "EBADF", "ioctl(-1, %s, 7)", REQ(&st, LOOP_CHANGE_FD));
	rc = sys_ioctl(-1, LOOP_CLR_FD, 0xdead);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, LOOP_CLR_FD));
	rc = sys_ioctl(-1, LOOP_SET_CAPACITY, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, LOOP_SET_CAPACITY));
	rc = sys_ioctl(-1, LOOP_CTL_GET_FREE, 1);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, LOOP_CTL_GET_FREE));
	rc = sys_ioctl(-1, LOOP_CTL_ADD, 0x1ffffffffUL);
	expect(rc, "EBADF", "ioctl(-1, %s, -1)", REQ(&st, LOOP_CTL_ADD));
	rc = sys_ioctl(-1, LOOP_CTL_REMOVE, 3);
	expect(rc, "EBADF", "ioctl(-1, %s, 3)", REQ(&st, LOOP_CTL_REMOVE));
	rc = sys_ioctl(-1, LOOP_SET_DIRECT_IO, 0xfffffffffffffffeUL);
	expect(rc, "EBADF", "ioctl(-1, %s, 18446744073709551614)", REQ(&st, LOOP_SET_DIRECT_IO));
	rc = sys_ioctl(-1, LOOP_SET_BLOCK_SIZE, 4096);
	expect(rc, "EBADF", "ioctl(-1, %s, 4096)", REQ(&st, LOOP_SET_BLOCK_SIZE));
	/* no loop request: _IOC(...) and the argument in hex */
	rc = sys_ioctl(-1, 0x4c0b, 0xbeef);
	if (st.x == X_RAW)
		expect(rc, "EBADF", "ioctl(-1, 0x4c0b, 0xbeef)");
	else if (st.x == X_VERBOSE)
		expect(rc, "EBADF", "ioctl(-1, 0x4c0b /* _IOC(_IOC_NONE, 0x4c, 0xb, 0) */, 0xbeef)");
	else
		expect(rc, "EBADF", "ioctl(-1, _IOC(_IOC_NONE, 0x4c, 0xb, 0), 0xbeef)");
}

static void test_loop_info(void)
{
	char b1[96], b2[96], b3[96], b4[96];
	struct loop_info *li = malloc(sizeof *li);
	memset(li, 0, sizeof *li);
	li->lo_number = -3;
	li->lo_device = makedev(7, 1);
	li->lo_inode = 12345;
	li->lo_rdevice = makedev(8, 0x101);
	li->lo_offset = -1;
	li->lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | 0x100;
	memset(li->lo_name, 'a', sizeof li->lo_name);	/* no NUL: cut */
	li->lo_init[1] = 0xabc;
	li->reserved[2] = 7;
	long rc = sys_ioctl(-1, LOOP_SET_STATUS, (unsigned long)li);
	const char *flags = xname(&st, b1, sizeof b1, "%#x", li->lo_flags,
				  "LO_FLAGS_READ_ONLY|LO_FLAGS_AUTOCLEAR|0x100");
	const char *none = xname(&st, b2, sizeof b2, "%#x", 0, "LO_CRYPT_NONE");
	char name[80];
	snprintf(name, sizeof name, "\"%.63s\"...", li->lo_name);
	if (st.v)
		expect(rc, "EBADF", "ioctl(-1, %s, {lo_number=-3, lo_device=%s, lo_inode=12345, "
		       "lo_rdevice=%s, lo_offset=0xffffffff, lo_encrypt_type=%s, "
		       "lo_encrypt_key_size=0, lo_flags=%s, lo_name=%s, lo_encrypt_key=\"\", "
		       "lo_init=[0, 0xabc], reserved=[0, 0, 0x7, 0]})",
		       REQ(&st, LOOP_SET_STATUS), dev(b3, sizeof b3, li->lo_device),
		       dev(b4, sizeof b4, li->lo_rdevice), none, flags, name);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {lo_number=-3, lo_offset=0xffffffff, "
		       "lo_flags=%s, lo_name=%s, ...})", REQ(&st, LOOP_SET_STATUS), flags, name);

	/* an encryption type shows the key, as long as its size says */
	li->lo_encrypt_type = LO_CRYPT_XOR;
	li->lo_encrypt_key_size = 3;
	memcpy(li->lo_encrypt_key, "k\001yzzz", 6);
	li->lo_flags = 0;
	strcpy(li->lo_name, "file");
	memset(li->reserved, 0, sizeof li->reserved);
	rc = sys_ioctl(-1, LOOP_SET_STATUS, (unsigned long)li);
	const char *xor = xname(&st, b2, sizeof b2, "%#x", LO_CRYPT_XOR, "LO_CRYPT_XOR");
	if (st.v)
		expect(rc, "EBADF", "ioctl(-1, %s, {lo_number=-3, lo_device=%s, lo_inode=12345, "
		       "lo_rdevice=%s, lo_offset=0xffffffff, lo_encrypt_type=%s, "
		       "lo_encrypt_key_size=3, lo_flags=0, lo_name=\"file\", "
		       "lo_encrypt_key=\"k\\1y\", lo_init=[0, 0xabc], reserved=[0, 0, 0, 0]})",
		       REQ(&st, LOOP_SET_STATUS), dev(b3, sizeof b3, li->lo_device),
		       dev(b4, sizeof b4, li->lo_rdevice), xor);
	else
		expect(rc, "EBADF", "ioctl(-1, %s, {lo_number=-3, lo_offset=0xffffffff, "
		       "lo_encrypt_type=%s, lo_encrypt_key_size=3, lo_flags=0, lo_name=\"file\", "
		       "lo_encrypt_key=\"k\\1y\", ...})", REQ(&st, LOOP_SET_STATUS), xor);

	/* NULL, an address that cannot be read, a struct cut by the page end */
	rc = sys_ioctl(-1, LOOP_SET_STATUS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, LOOP_SET_STATUS));
	rc = sys_ioctl(-1, LOOP_SET_STATUS, 0xfffffffffffff000UL);
	expect(rc, "EBADF", "ioctl(-1, %s, 0xfffffffffffff000)", REQ(&st, LOOP_SET_STATUS));
	char *end = (char *)tail_page() + 4096 - sizeof *li + 1;
	rc = sys_ioctl(-1, LOOP_SET_STATUS, (unsigned long)end);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, LOOP_SET_STATUS), end);
	/* a failed LOOP_GET_STATUS: the address, at exit */
	rc = sys_ioctl(-1, LOOP_GET_STATUS, (unsigned long)li);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, LOOP_GET_STATUS), li);
	rc = sys_ioctl(-1, LOOP_GET_STATUS, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, LOOP_GET_STATUS));
	free(li);
}

/* The loop_info64 of li64 as seize prints it; key says whether the
 * encryption members show. */
static void format_info64(char *out, size_t size, const struct loop_info64 *i, const char *flags)
{
	char b1[96], b2[96], b3[96];
	const char *type = xname(&st, b1, sizeof b1, "%#x", i->lo_encrypt_type,
				 i->lo_encrypt_type == LO_CRYPT_DES ? "LO_CRYPT_DES" : "LO_CRYPT_NONE");
	bool crypt = st.v || i->lo_encrypt_type;
	char enc[256] = "", head[256];
	if (crypt)
		snprintf(enc, sizeof enc, ", lo_encrypt_type=%s, lo_encrypt_key_size=%u", type,
			 i->lo_encrypt_key_size);
	if (st.v)
		snprintf(head, sizeof head, "lo_device=%s, lo_inode=%llu, lo_rdevice=%s, "
			 "lo_offset=%#llx, lo_sizelimit=%llu, lo_number=%u",
			 dev(b2, sizeof b2, i->lo_device), (unsigned long long)i->lo_inode,
			 dev(b3, sizeof b3, i->lo_rdevice), (unsigned long long)i->lo_offset,
			 (unsigned long long)i->lo_sizelimit, i->lo_number);
	else
		snprintf(head, sizeof head, "lo_offset=%#llx, lo_number=%u",
			 (unsigned long long)i->lo_offset, i->lo_number);
	char tail[256] = ", ...";
	if (st.v)
		snprintf(tail, sizeof tail, ", lo_init=[%#llx, %#llx]",
			 (unsigned long long)i->lo_init[0], (unsigned long long)i->lo_init[1]);
	char key[128] = "";
	if (crypt)
		snprintf(key, sizeof key, ", lo_crypt_name=\"%s\", lo_encrypt_key=\"%.*s\"",
			 (const char *)i->lo_crypt_name, (int)i->lo_encrypt_key_size,
			 (const char *)i->lo_encrypt_key);
	snprintf(out, size, "{%s%s, lo_flags=%s, lo_file_name=\"%s\"%s%s}", head, enc, flags,
		 (const char *)i->lo_file_name, key, tail);
}

static void test_loop_info64(void)
{
	char b1[96], text[1024];
	struct loop_info64 *i = malloc(sizeof *i);
	memset(i, 0, sizeof *i);
	i->lo_device = makedev(0x103, 0x2001);
	i->lo_inode = 99;
	i->lo_offset = 0x10000;
	i->lo_sizelimit = 1 << 20;
	i->lo_number = 2;
	i->lo_flags = LO_FLAGS_PARTSCAN;
	strcpy((char *)i->lo_file_name, "/tmp/img");
	i->lo_init[0] = 1;
	long rc = sys_ioctl(-1, LOOP_SET_STATUS64, (unsigned long)i);
	format_info64(text, sizeof text, i,
		      xname(&st, b1, sizeof b1, "%#x", i->lo_flags, "LO_FLAGS_PARTSCAN"));
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, LOOP_SET_STATUS64), text);

	i->lo_encrypt_type = LO_CRYPT_DES;
	i->lo_encrypt_key_size = 2;
	strcpy((char *)i->lo_encrypt_key, "xyz");
	strcpy((char *)i->lo_crypt_name, "des");
	i->lo_flags = 0x40;
	rc = sys_ioctl(-1, LOOP_SET_STATUS64, (unsigned long)i);
	format_info64(text, sizeof text, i,
		      xname(&st, b1, sizeof b1, "%#x", i->lo_flags, "0x40 /* LO_FLAGS_??? */"));
	if (st.x == X_VERBOSE)	/* no name known: the number alone */
		format_info64(text, sizeof text, i, "0x40 /* LO_FLAGS_??? */");
	expect(rc, "EBADF", "ioctl(-1, %s, %s)", REQ(&st, LOOP_SET_STATUS64), text);

	rc = sys_ioctl(-1, LOOP_GET_STATUS64, (unsigned long)i);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, LOOP_GET_STATUS64), i);
	char *end = (char *)tail_page() + 4096 - sizeof *i + 8;
	rc = sys_ioctl(-1, LOOP_SET_STATUS64, (unsigned long)end);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, LOOP_SET_STATUS64), end);

	/* loop_config: the descriptor, the block size, the info, and the
	 * reserved words only when one is set */
	struct loop_config *c = malloc(sizeof *c);
	memset(c, 0, sizeof *c);
	c->fd = 0;
	c->block_size = 512;
	c->info = *i;
	c->info.lo_encrypt_type = 0;
	c->info.lo_flags = LO_FLAGS_READ_ONLY;
	rc = sys_ioctl(-1, LOOP_CONFIGURE, (unsigned long)c);
	format_info64(text, sizeof text, &c->info,
		      xname(&st, b1, sizeof b1, "%#x", 1, "LO_FLAGS_READ_ONLY"));
	expect(rc, "EBADF", "ioctl(-1, %s, {fd=0, block_size=512, info=%s})",
	       REQ(&st, LOOP_CONFIGURE), text);
	c->fd = 0xffffffff;
	c->__reserved[7] = 0x77;
	rc = sys_ioctl(-1, LOOP_CONFIGURE, (unsigned long)c);
	expect(rc, "EBADF", "ioctl(-1, %s, {fd=-1, block_size=512, info=%s, "
	       "__reserved=[0, 0, 0, 0, 0, 0, 0, 0x77]})", REQ(&st, LOOP_CONFIGURE), text);
	rc = sys_ioctl(-1, LOOP_CONFIGURE, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, LOOP_CONFIGURE));
	free(c);
	free(i);
}

int main(void)
{
	st = style_get();
	test_scalars();
	test_loop_info();
	test_loop_info64();
	return 0;
}
