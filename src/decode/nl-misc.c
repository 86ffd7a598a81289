/* The small netlink protocols: NETLINK_SELINUX's two messages,
 * NETLINK_KOBJECT_UEVENT's data (no netlink messages at all), and the
 * names of generic netlink families, which only the kernel knows. */
#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/selinux_netlink.h>

#include "decode.h"
#include "fmtopts.h"
#include "net.h"
#include "util.h"

bool print_selinux_payload(struct tracee *t, const struct nlmsghdr *h, uint64_t addr,
			   unsigned len)
{
	int32_t v;	/* both messages are one 32-bit field */
	const char *field;
	switch (h->nlmsg_type) {
	case SELNL_MSG_SETENFORCE: field = "val"; break;
	case SELNL_MSG_POLICYLOAD: field = "seqno"; break;
	default: return false;
	}
	if (len < sizeof v) {
		print_hex_str(t, addr, len);
		return true;
	}
	if (!sink_fetch(t, addr, &v, sizeof v))
		return true;
	sink_struct(t);
	sink_field(t, field);
	if (h->nlmsg_type == SELNL_MSG_SETENFORCE)
		sink_int(t, v);
	else
		sink_uint(t, (uint32_t)v);
	sink_end(t);
	return true;
}

/* What libudev puts before the properties it sends to other processes
 * (libudev's udev_monitor_netlink_header; no kernel header has it). */
struct udev_header {
	char prefix[8];		/* "libudev" */
	uint32_t magic;		/* network order */
	uint32_t header_size;
	uint32_t properties_off;
	uint32_t properties_len;
	uint32_t filter_subsystem_hash;
	uint32_t filter_devtype_hash;
	uint32_t filter_tag_bloom_hi;
	uint32_t filter_tag_bloom_lo;
};

static void print_htonl_field(struct tracee *t, const char *name, uint32_t v)
{
	sink_field(t, name);
	sink_func(t, "htonl");
	sink_hex(t, ntohl(v));
	sink_end(t);
}

/* The kernel's events are "ACTION@DEVPATH\0KEY=VALUE\0..."; udev's own
 * begin with its header, shown as a struct under -v only, as strace does. */
void print_uevent(struct tracee *t, uint64_t addr, uint64_t len)
{
	struct udev_header uh;
	if (!verbose(t) || (t->call.exiting && t->call.is_error) || !addr || len < sizeof uh ||
	    !mem_read(t->tid, addr, &uh, sizeof uh) ||
	    memcmp(uh.prefix, "libudev", sizeof uh.prefix) != 0) {
		sink_buf_at(t, addr, len);
		return;
	}
	if (len > sizeof uh) {
		sink_array(t);
		sink_elem(t);
	}
	sink_struct(t);
	sink_field(t, "prefix");
	sink_bytes(t, uh.prefix, strlen(uh.prefix), 0);
	print_htonl_field(t, "magic", uh.magic);
	sink_uint_field(t, "header_size", uh.header_size);
	sink_uint_field(t, "properties_off", uh.properties_off);
	sink_uint_field(t, "properties_len", uh.properties_len);
	print_htonl_field(t, "filter_subsystem_hash", uh.filter_subsystem_hash);
	print_htonl_field(t, "filter_devtype_hash", uh.filter_devtype_hash);
	print_htonl_field(t, "filter_tag_bloom_hi", uh.filter_tag_bloom_hi);
	print_htonl_field(t, "filter_tag_bloom_lo", uh.filter_tag_bloom_lo);
	sink_end(t);
	if (len > sizeof uh) {
		sink_elem(t);
		sink_buf_at(t, addr + sizeof uh, len - sizeof uh);
		sink_end(t);
	}
}

/* Look for id among the CTRL_CMD_NEWFAMILY replies in buf. */
static bool find_family(const char *buf, size_t n, unsigned id, char *name, size_t size,
			bool *done)
{
	for (const struct nlmsghdr *h = (const void *)buf; NLMSG_OK(h, n); h = NLMSG_NEXT(h, n)) {
		if (h->nlmsg_type == NLMSG_DONE || h->nlmsg_type == NLMSG_ERROR) {
			*done = true;
			return false;
		}
		if (h->nlmsg_len < NLMSG_LENGTH(GENL_HDRLEN))
			continue;
		const char *p = (const char *)NLMSG_DATA(h) + GENL_HDRLEN;
		size_t left = h->nlmsg_len - NLMSG_LENGTH(GENL_HDRLEN);
		int fam_id = -1;
		const char *fam_name = NULL;
		size_t name_len = 0;
		while (left >= NLA_HDRLEN) {
			const struct nlattr *a = (const void *)p;
			if (a->nla_len < NLA_HDRLEN || a->nla_len > left)
				break;
			size_t dlen = a->nla_len - NLA_HDRLEN;
			const char *data = p + NLA_HDRLEN;
			if ((a->nla_type & NLA_TYPE_MASK) == CTRL_ATTR_FAMILY_ID && dlen >= 2) {
				uint16_t v;
				memcpy(&v, data, sizeof v);
				fam_id = v;
			} else if ((a->nla_type & NLA_TYPE_MASK) == CTRL_ATTR_FAMILY_NAME) {
				fam_name = data;
				name_len = strnlen(data, dlen);
			}
			size_t step = NLA_ALIGN(a->nla_len);
			if (step >= left)
				break;
			p += step;
			left -= step;
		}
		if (fam_id == (int)id && fam_name && name_len < size) {
			memcpy(name, fam_name, name_len);
			name[name_len] = 0;
			return true;
		}
	}
	return false;
}

/* Asks the kernel (CTRL_CMD_GETFAMILY, dumped) each time: families come
 * and go with modules, and ids are given out as they register. */
const char *genl_family_name(unsigned id, char *name, size_t size)
{
	struct {
		struct nlmsghdr h;
		struct genlmsghdr g;
	} req = {
		.h = { .nlmsg_len = sizeof req, .nlmsg_type = GENL_ID_CTRL,
		       .nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP, .nlmsg_seq = 1 },
		.g = { .cmd = CTRL_CMD_GETFAMILY, .version = 1 },
	};
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	if (fd < 0)
		return NULL;
	const char *found = NULL;
	if (sendto(fd, &req, sizeof req, 0, (struct sockaddr *)&kernel, sizeof kernel) < 0)
		goto out;
	bool done = false;
	char *buf = xmalloc(32768);
	while (!done && !found) {
		ssize_t n = recv(fd, buf, 32768, 0);
		if (n <= 0)
			break;
		if (find_family(buf, (size_t)n, id, name, size, &done))
			found = name;
	}
	free(buf);
out:
	close(fd);
	return found;
}
