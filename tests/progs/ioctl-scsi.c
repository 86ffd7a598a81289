/* ioctl: the SCSI generic driver.  The settings in and out, the value of
 * SG_SET_TRANSFORM, SG_SCSI_RESET's operations with and without
 * SG_SCSI_RESET_NO_ESCALATE; SG_IO's struct sg_io_hdr in each direction
 * (the data sent, " => " what came back, iovecs, sense) and struct
 * sg_io_v4; NULL, unreadable arguments, an unknown interface id and a
 * header that runs into an unmapped page. */
#include "ioctl-progs.h"

#include <linux/bsg.h>
#include <scsi/sg.h>
#include <sys/uio.h>

static struct style st;

/* The fields of struct sg_io_hdr from cmd_len to flags, as seize prints
 * them for h, whose command is the 6 bytes "\x12\x00\x00\x00\x60\x00". */
static const char *v3_in(char *buf, size_t size, const struct sg_io_hdr *h, const char *flags)
{
	snprintf(buf, size, "cmd_len=6, cmdp=\"\\x12\\x00\\x00\\x00\\x60\\x00\", mx_sb_len=%u, "
		 "iovec_count=%u, dxfer_len=%u, timeout=%u, flags=%s", h->mx_sb_len,
		 h->iovec_count, h->dxfer_len, h->timeout, flags);
	return buf;
}

/* ... and from status to info; sbp NULL or the sense "\x70\x00\x05". */
static const char *v3_out(char *buf, size_t size, const struct sg_io_hdr *h, const char *info)
{
	snprintf(buf, size, "status=%#x, masked_status=%#x, msg_status=%#x, sb_len_wr=3, "
		 "sbp=%s, host_status=%#x, driver_status=%#x, resid=%d, "
		 "duration=%u, info=%s", h->status, h->masked_status, h->msg_status,
		 h->sbp ? "\"\\x70\\x00\\x05\"" : "NULL", h->host_status, h->driver_status,
		 h->resid, h->duration, info);
	return buf;
}

static const char *dir(char *buf, size_t size, int d, const char *name)
{
	if (!name)
		snprintf(buf, size, st.x == X_RAW ? "%#x" : "%#x /* SG_DXFER_??? */", (unsigned)d);
	else
		xname(&st, buf, size, "%#x", (unsigned)d, name);
	return buf;
}

static void settings(unsigned char *tail)
{
	char b1[160], b2[160];
	int *val = (int *)(tail + 4096 - sizeof(int));

	long rc = sys_ioctl(-1, SG_GET_TIMEOUT, 0x1234);
	expect(rc, "EBADF", "ioctl(-1, %s)", REQ(&st, SG_GET_TIMEOUT));
	*val = -42;
	rc = sys_ioctl(-1, SG_SET_TIMEOUT, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, [-42])", REQ(&st, SG_SET_TIMEOUT));
	rc = sys_ioctl(-1, SG_SET_RESERVED_SIZE, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", REQ(&st, SG_SET_RESERVED_SIZE));
	rc = sys_ioctl(-1, SG_NEXT_CMD_LEN, (unsigned long)val + 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SG_NEXT_CMD_LEN), (char *)val + 2);
	rc = sys_ioctl(-1, SG_GET_VERSION_NUM, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SG_GET_VERSION_NUM), (void *)val);
	rc = sys_ioctl(-1, SG_GET_SCSI_ID, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SG_GET_SCSI_ID), (void *)val);
	rc = sys_ioctl(-1, SG_SET_TRANSFORM, 0xffffffff00000010UL);
	expect(rc, "EBADF", "ioctl(-1, %s, 0x10)", REQ(&st, SG_SET_TRANSFORM));

	*val = SG_SCSI_RESET_DEVICE;
	rc = sys_ioctl(-1, SG_SCSI_RESET, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", REQ(&st, SG_SCSI_RESET),
	       xname(&st, b1, sizeof b1, "%#x", SG_SCSI_RESET_DEVICE, "SG_SCSI_RESET_DEVICE"));
	*val = 0x100 | SG_SCSI_RESET_BUS;	/* SG_SCSI_RESET_NO_ESCALATE */
	rc = sys_ioctl(-1, SG_SCSI_RESET, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s|%s])", REQ(&st, SG_SCSI_RESET),
	       xname(&st, b1, sizeof b1, "%#x", 0x100, "SG_SCSI_RESET_NO_ESCALATE"),
	       xname(&st, b2, sizeof b2, "%#x", SG_SCSI_RESET_BUS, "SG_SCSI_RESET_BUS"));
	*val = 0x1ed;
	rc = sys_ioctl(-1, SG_SCSI_RESET, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s|%s])", REQ(&st, SG_SCSI_RESET),
	       xname(&st, b1, sizeof b1, "%#x", 0x100, "SG_SCSI_RESET_NO_ESCALATE"),
	       st.x == X_RAW ? "0xed" : "0xed /* SG_SCSI_RESET_??? */");
	*val = 0x10000;
	rc = sys_ioctl(-1, SG_SCSI_RESET, (unsigned long)val);
	expect(rc, "EBADF", "ioctl(-1, %s, [%s])", REQ(&st, SG_SCSI_RESET),
	       st.x == X_RAW ? "0x10000" : "0x10000 /* SG_SCSI_RESET_??? */");
	rc = sys_ioctl(-1, SG_SCSI_RESET, (unsigned long)val + 1);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", REQ(&st, SG_SCSI_RESET), (char *)val + 1);
}

static void sg_io_v3(unsigned char *tail)
{
	char in[512], out[512], d[64], f[128], i1[128];
	static unsigned char cmd[6] = { 0x12, 0, 0, 0, 0x60, 0 };
	static unsigned char sense[3] = { 0x70, 0, 5 };
	static unsigned char data[8] = { 'a', 'b', 0, 1, 0xff, 'z', 'y', 'x' };
	struct sg_io_hdr *h = (struct sg_io_hdr *)(tail + 4096 - sizeof *h);
	const char *io = REQ(&st, SG_IO);

	long rc = sys_ioctl(-1, SG_IO, 0);
	expect(rc, "EBADF", "ioctl(-1, %s, NULL)", io);
	rc = sys_ioctl(-1, SG_IO, (unsigned long)tail + 4096 - 2);
	expect(rc, "EBADF", "ioctl(-1, %s, %p)", io, tail + 4096 - 2);
	memset(h, 0, sizeof *h);
	h->interface_id = 'X';
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, [%u])", io, 'X');
	/* the id readable, the rest of the header not */
	int *id = (int *)(tail + 4096 - 8);
	*id = 'S';
	rc = sys_ioctl(-1, SG_IO, (unsigned long)id);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', %p})", io, (void *)(id + 1));

	h->interface_id = 'S';
	h->dxfer_direction = SG_DXFER_TO_DEV;
	h->cmd_len = 6;
	h->cmdp = cmd;
	h->mx_sb_len = 18;
	h->dxfer_len = 5;
	h->dxferp = data;
	h->timeout = 60000;
	h->flags = SG_FLAG_DIRECT_IO | 0x20;	/* SG_FLAG_Q_AT_HEAD */
	h->sbp = sense;
	h->sb_len_wr = 3;
	h->status = 2;
	h->masked_status = 1;
	h->host_status = 0x7;
	h->driver_status = 0x8;
	h->resid = 2;
	h->duration = 12;
	h->info = SG_INFO_CHECK | SG_INFO_DIRECT_IO;
	xname(&st, f, sizeof f, "%#x", h->flags, "SG_FLAG_DIRECT_IO|SG_FLAG_Q_AT_HEAD");
	xname(&st, i1, sizeof i1, "%#x", h->info, "SG_INFO_CHECK|SG_INFO_DIRECT_IO");
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, "
	       "dxferp=\"\\x61\\x62\\x00\\x01\\xff\", %s})", io,
	       dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_TO_DEV"),
	       v3_in(in, sizeof in, h, f), v3_out(out, sizeof out, h, i1));

	/* from the device: what came, dxfer_len less resid, at exit */
	h->dxfer_direction = SG_DXFER_FROM_DEV;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, "
	       "dxferp=\"\\x61\\x62\\x00\", %s})", io,
	       dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_FROM_DEV"),
	       v3_in(in, sizeof in, h, f), v3_out(out, sizeof out, h, i1));
	/* both ways: " => " */
	h->dxfer_direction = SG_DXFER_TO_FROM_DEV;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, "
	       "dxferp=\"\\x61\\x62\\x00\\x01\\xff\" => dxferp=\"\\x61\\x62\\x00\", %s})", io,
	       dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_TO_FROM_DEV"),
	       v3_in(in, sizeof in, h, f), v3_out(out, sizeof out, h, i1));
	/* no transfer, and a direction of no name: no data shown */
	h->dxfer_direction = SG_DXFER_NONE;
	h->flags = 0;
	h->info = 0;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, %s})", io,
	       dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_NONE"),
	       v3_in(in, sizeof in, h, "0"), v3_out(out, sizeof out, h, "0"));
	h->dxfer_direction = -7;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, %s})", io,
	       dir(d, sizeof d, h->dxfer_direction, NULL),
	       v3_in(in, sizeof in, h, "0"), v3_out(out, sizeof out, h, "0"));

	/* an iovec list: the data, dxfer_len bytes in all */
	struct iovec *iov = (struct iovec *)(tail + 4096 - sizeof *h - 2 * sizeof *iov);
	iov[0].iov_base = data;
	iov[0].iov_len = 2;
	iov[1].iov_base = data + 4;
	iov[1].iov_len = 4;
	h->dxfer_direction = SG_DXFER_TO_DEV;
	h->iovec_count = 2;
	h->dxfer_len = 5;
	h->dxferp = iov;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, "
	       "dxferp=[{iov_base=\"ab\", iov_len=2}, {iov_base=\"\\377zy\", iov_len=4}], %s})",
	       io, dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_TO_DEV"),
	       v3_in(in, sizeof in, h, "0"), v3_out(out, sizeof out, h, "0"));
	/* unreadable data and sense: their addresses */
	h->iovec_count = 0;
	h->dxferp = tail + 4096 - 4;
	h->dxfer_len = 8;
	h->sbp = NULL;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {interface_id='S', dxfer_direction=%s, %s, "
	       "dxferp=%p, %s})", io, dir(d, sizeof d, h->dxfer_direction, "SG_DXFER_TO_DEV"),
	       v3_in(in, sizeof in, h, "0"), h->dxferp, v3_out(out, sizeof out, h, "0"));
}

static void sg_io_v4(unsigned char *tail)
{
	char p[128], i1[128];
	static unsigned char cmd[3] = { 0x12, 1, 0x80 };
	static unsigned char resp[4] = { 0x70, 0, 6, 0 };
	static unsigned char data[8] = { 'q', 'r', 's', 't', 'u', 'v', 'w', 'x' };
	struct sg_io_v4 *h = (struct sg_io_v4 *)(tail + 4096 - sizeof *h);
	struct iovec *iov = (struct iovec *)(tail + 4096 - sizeof *h - 2 * sizeof *iov);
	const char *io = REQ(&st, SG_IO);

	int *id = (int *)(tail + 4096 - 4);
	*id = 'Q';
	long rc = sys_ioctl(-1, SG_IO, (unsigned long)id);
	expect(rc, "EBADF", "ioctl(-1, %s, {guard='Q', %p})", io, (void *)(id + 1));

	memset(h, 0, sizeof *h);
	h->guard = 'Q';
	h->protocol = BSG_PROTOCOL_SCSI;
	h->subprotocol = 7;
	h->request_len = 3;
	h->request = (unsigned long)cmd;
	h->request_tag = 0xabc;
	h->max_response_len = 4;
	h->response = (unsigned long)resp;
	h->response_len = 3;
	h->dout_iovec_count = 2;
	h->dout_xfer_len = 3;
	h->dout_xferp = (unsigned long)iov;
	iov[0].iov_base = data;
	iov[0].iov_len = 2;
	iov[1].iov_base = data + 2;
	iov[1].iov_len = 2;
	h->din_xfer_len = 6;
	h->din_xferp = (unsigned long)data;
	h->din_resid = 2;
	h->dout_resid = -1;
	h->timeout = 1000;
	h->flags = BSG_FLAG_Q_AT_TAIL | 0x100;
	h->usr_ptr = 0xdead;
	h->device_status = 2;
	h->info = SG_INFO_MIXED_IO;
	h->duration = 5;
	h->generated_tag = 0xfeed;
	rc = sys_ioctl(-1, SG_IO, (unsigned long)h);
	expect(rc, "EBADF", "ioctl(-1, %s, {guard='Q', protocol=%s, subprotocol=%s, "
	       "request_len=3, request=\"\\x12\\x01\\x80\", request_tag=0xabc, request_attr=0, "
	       "request_priority=0, request_extra=0, max_response_len=4, dout_iovec_count=2, "
	       "dout_xfer_len=3, din_iovec_count=0, din_xfer_len=6, "
	       "dout_xferp=[{iov_base=\"qr\", iov_len=2}, {iov_base=\"s\", iov_len=2}], "
	       "timeout=1000, flags=%s, usr_ptr=0xdead, response_len=3, "
	       "response=\"\\x70\\x00\\x06\", din_xferp=\"\\x71\\x72\\x73\\x74\", "
	       "driver_status=0, transport_status=0, device_status=0x2, retry_delay=0, "
	       "info=%s, duration=5, response_len=3, din_resid=2, dout_resid=-1, "
	       "generated_tag=0xfeed})", io,
	       xname(&st, p, sizeof p, "%u", BSG_PROTOCOL_SCSI, "BSG_PROTOCOL_SCSI"),
	       st.x == X_RAW ? "0x7" : "0x7 /* BSG_SUB_PROTOCOL_??? */",
	       st.x == X_RAW ? "0x110" : st.x == X_VERBOSE ?
	       "0x110 /* BSG_FLAG_Q_AT_TAIL|0x100 */" : "BSG_FLAG_Q_AT_TAIL|0x100",
	       xname(&st, i1, sizeof i1, "%#x", SG_INFO_MIXED_IO, "SG_INFO_MIXED_IO"));
}

int main(void)
{
	st = style_get();
	unsigned char *tail = tail_page();
	settings(tail);
	sg_io_v3(tail);
	sg_io_v4(tail);
	return 0;
}
