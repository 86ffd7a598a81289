/* ioctl: the TEE requests (<linux/tee.h>) on a descriptor that is none:
 * the request a buf_data points to with its parameters, or the pair when
 * the length does not fit, UUIDs and group logins, shared memory flags
 * (names from the kernel's own header), NULL and short structs, the
 * unnamed SHM_REGISTER_FD; under SEIZE_XLAT's -X style. */
#include "ioctl2.h"

#include <fcntl.h>
#include <linux/tee.h>

#define REQ(r) xn(r, #r)

static void test_simple(void)
{
	long rc = ioc(-1, TEE_IOC_VERSION, NULL);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(TEE_IOC_VERSION));
	struct tee_ioctl_cancel_arg *ca = tail_of(sizeof *ca);
	ca->cancel_id = 5;
	ca->session = 0xabc;
	rc = ioc(-1, TEE_IOC_CANCEL, ca);
	expect(rc, "EBADF", "ioctl(-1, %s, {cancel_id=5, session=0xabc})", REQ(TEE_IOC_CANCEL));
	rc = ioc(-1, TEE_IOC_CLOSE_SESSION, (char *)ca + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, {session=0xabc})", REQ(TEE_IOC_CLOSE_SESSION));
	rc = ioc(-1, TEE_IOC_CANCEL, (char *)ca + 4);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(TEE_IOC_CANCEL), (void *)((char *)ca + 4));

	struct tee_ioctl_shm_alloc_data *sa = tail_of(sizeof *sa);
	sa->size = 0x1000;
	sa->flags = 0x3 | 0x100;
	rc = ioc(-1, TEE_IOC_SHM_ALLOC, sa);
	expect(rc, "EBADF", "ioctl(-1, %s, {size=0x1000, flags=%s})", REQ(TEE_IOC_SHM_ALLOC),
	       xstyle() == X_RAW ? "0x103" : xstyle() == X_VERBOSE
	       ? "0x103 /* TEE_IOCTL_SHM_MAPPED|TEE_IOCTL_SHM_DMA_BUF|0x100 */"
	       : "TEE_IOCTL_SHM_MAPPED|TEE_IOCTL_SHM_DMA_BUF|0x100");
	struct tee_ioctl_shm_register_data *sr = tail_of(sizeof *sr);
	sr->addr = 0x10000;
	sr->length = 0x2000;
	sr->flags = 0x200;
	rc = ioc(-1, TEE_IOC_SHM_REGISTER, sr);
	expect(rc, "EBADF", "ioctl(-1, %s, {addr=0x10000, length=0x2000, flags=%s})",
	       REQ(TEE_IOC_SHM_REGISTER), xunk(0x200, "TEE_IOCTL_SHM_???"));
	/* _IOWR(0xa4, 8, 32 bytes): no name, its struct decoded */
	int64_t *fd = tail_of(32);
	/* its descriptor shows its path under -y (SEIZE_Y) */
	int nul = open("/dev/null", O_RDONLY);
	char fdtext[64];
	snprintf(fdtext, sizeof fdtext, getenv("SEIZE_Y") ? "%d</dev/null>" : "%d", nul);
	fd[0] = nul;
	fd[2] = 0x4;
	unsigned long regfd = _IOWR(TEE_IOC_MAGIC, TEE_IOC_BASE + 8, char[32]);
	rc = ioc(-1, regfd, fd);
	expect(rc, "EBADF", "ioctl(-1, %s, {fd=%s, flags=%s})",
	       xn(regfd, "_IOC(_IOC_READ|_IOC_WRITE, 0xa4, 0x8, 0x20)"), fdtext,
	       xn(0x4, "TEE_IOCTL_SHM_EXT_DMA_BUF"));
}

static void test_buffered(void)
{
	struct tee_ioctl_buf_data *b = tail_of(sizeof *b);
	size_t size = sizeof(struct tee_ioctl_invoke_arg) + 3 * sizeof(struct tee_ioctl_param);
	struct tee_ioctl_invoke_arg *inv = tail_of(size);
	struct tee_ioctl_param *p = (struct tee_ioctl_param *)(inv + 1);
	inv->func = 7;
	inv->session = 0x11;
	inv->cancel_id = 2;
	inv->num_params = 3;
	p[0].attr = TEE_IOCTL_PARAM_ATTR_TYPE_NONE;
	p[1].attr = TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT;
	p[1].a = 0x10;
	p[1].b = 0x20;
	p[1].c = 9;
	p[2].attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT | TEE_IOCTL_PARAM_ATTR_META;
	p[2].a = 1;
	b->buf_ptr = (uintptr_t)inv;
	b->buf_len = size;
	long rc = ioc(-1, TEE_IOC_INVOKE, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr={func=7, session=0x11, cancel_id=2, "
	       "num_params=3, params=[{attr=%s}, {attr=%s, shm_offs=0x10, size=0x20, shm_id=9}, "
	       "{attr=%s|TEE_IOCTL_PARAM_ATTR_META, a=0x1, b=0, c=0}]}})", REQ(TEE_IOC_INVOKE), size,
	       xn(0, "TEE_IOCTL_PARAM_ATTR_TYPE_NONE"),
	       xn(TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT, "TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT"),
	       xn(TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT, "TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT"));
	/* a length that does not fit the parameters: the pair */
	b->buf_len = size - 1;
	rc = ioc(-1, TEE_IOC_INVOKE, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr=%p})", REQ(TEE_IOC_INVOKE),
	       size - 1, (void *)inv);
	rc = ioc(-1, TEE_IOC_INVOKE, (char *)b + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(TEE_IOC_INVOKE), (void *)((char *)b + 1));

	struct tee_ioctl_open_session_arg *o = tail_of(sizeof *o);
	for (int i = 0; i < TEE_IOCTL_UUID_LEN; i++)
		o->uuid[i] = (uint8_t)(0x10 * (i % 16) + i);
	o->clnt_login = TEE_IOCTL_LOGIN_GROUP;
	uint32_t gid = 1000;
	memcpy(o->clnt_uuid, &gid, sizeof gid);
	o->cancel_id = 4;
	b->buf_ptr = (uintptr_t)o;
	b->buf_len = sizeof *o;
	rc = ioc(-1, TEE_IOC_OPEN_SESSION, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr={uuid=00112233-4455-6677-8899-"
	       "aabbccddeeff, clnt_login=%s, clnt_uuid=1000, cancel_id=4, num_params=0, "
	       "params=NULL}})", REQ(TEE_IOC_OPEN_SESSION), sizeof *o,
	       xn(TEE_IOCTL_LOGIN_GROUP, "TEE_IOCTL_LOGIN_GROUP"));
	o->clnt_login = 0x77;
	rc = ioc(-1, TEE_IOC_OPEN_SESSION, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr={uuid=00112233-4455-6677-8899-"
	       "aabbccddeeff, clnt_login=%s, clnt_uuid=[0xe8, 0x3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, "
	       "0, 0, 0, 0], cancel_id=4, num_params=0, params=NULL}})", REQ(TEE_IOC_OPEN_SESSION),
	       sizeof *o, xunk(0x77, "TEE_IOCTL_LOGIN_???"));
	/* a request past the mapping: the pair */
	b->buf_ptr = (uintptr_t)o + 8;
	rc = ioc(-1, TEE_IOC_OPEN_SESSION, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr=%p})", REQ(TEE_IOC_OPEN_SESSION),
	       sizeof *o, (void *)((char *)o + 8));

	struct tee_iocl_supp_send_arg *ss = tail_of(sizeof *ss + sizeof *p);
	ss->num_params = 1;
	((struct tee_ioctl_param *)(ss + 1))->attr = 0x55;
	b->buf_ptr = (uintptr_t)ss;
	b->buf_len = sizeof *ss + sizeof *p;
	rc = ioc(-1, TEE_IOC_SUPPL_SEND, b);
	expect(rc, "EBADF", "ioctl(-1, %s, {buf_len=%zu, buf_ptr={num_params=1, params=[{attr=%s, "
	       "a=0, b=0, c=0}]}})", REQ(TEE_IOC_SUPPL_SEND), sizeof *ss + sizeof *p,
	       xunk(0x55, "TEE_IOCTL_PARAM_ATTR_"));
}

int main(void)
{
	test_simple();
	test_buffered();
	return 0;
}
