/* The traffic control messages of NETLINK_ROUTE: tcmsg (qdiscs, classes,
 * filters, chains) with its TCA_* attributes, the TCA_STATS2 and TCA_STAB
 * nests, and tcamsg (actions) with TCA_ACT_*. */
#include <sys/socket.h>
#include <linux/gen_stats.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>

#include "decode.h"
#include "net.h"
#include "rtnl.h"

extern const struct xlat xlat_rtnl_tc_attrs, xlat_rtnl_tca_stats_attrs,
	xlat_rtnl_tca_stab_attrs, xlat_rtnl_tc_action_attrs, xlat_rtnl_tca_act_flags,
	xlat_rtnl_tca_act_hw_stats;

#define NFIELDS(a) (sizeof a / sizeof a[0])

/* struct tc_stats, up to backlog: the padding after it is no part of it */
static bool print_tc_stats(struct tracee *t, const struct nla_set *set, uint64_t addr,
			   unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct tc_stats, bytes, false),
		RTNL_FIELD(struct tc_stats, packets, false),
		RTNL_FIELD(struct tc_stats, drops, false),
		RTNL_FIELD(struct tc_stats, overlimits, false),
		RTNL_FIELD(struct tc_stats, bps, false),
		RTNL_FIELD(struct tc_stats, pps, false),
		RTNL_FIELD(struct tc_stats, qlen, false),
		RTNL_FIELD(struct tc_stats, backlog, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, offsetof(struct tc_stats, backlog) +
				  sizeof(uint32_t), f, NFIELDS(f));
}

static bool print_tc_estimator(struct tracee *t, const struct nla_set *set, uint64_t addr,
			       unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct tc_estimator, interval, true),
		RTNL_FIELD(struct tc_estimator, ewma_log, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, sizeof(struct tc_estimator), f, NFIELDS(f));
}

/* struct gnet_stats_basic, up to packets */
static bool print_gnet_stats_basic(struct tracee *t, const struct nla_set *set,
				   uint64_t addr, unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct gnet_stats_basic, bytes, false),
		RTNL_FIELD(struct gnet_stats_basic, packets, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, offsetof(struct gnet_stats_basic, packets) +
				  sizeof(uint32_t), f, NFIELDS(f));
}

static bool print_gnet_stats_rate_est(struct tracee *t, const struct nla_set *set,
				      uint64_t addr, unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct gnet_stats_rate_est, bps, false),
		RTNL_FIELD(struct gnet_stats_rate_est, pps, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, sizeof(struct gnet_stats_rate_est), f,
				  NFIELDS(f));
}

static bool print_gnet_stats_queue(struct tracee *t, const struct nla_set *set,
				   uint64_t addr, unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct gnet_stats_queue, qlen, false),
		RTNL_FIELD(struct gnet_stats_queue, backlog, false),
		RTNL_FIELD(struct gnet_stats_queue, drops, false),
		RTNL_FIELD(struct gnet_stats_queue, requeues, false),
		RTNL_FIELD(struct gnet_stats_queue, overlimits, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, sizeof(struct gnet_stats_queue), f,
				  NFIELDS(f));
}

static bool print_gnet_stats_rate_est64(struct tracee *t, const struct nla_set *set,
					uint64_t addr, unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct gnet_stats_rate_est64, bps, false),
		RTNL_FIELD(struct gnet_stats_rate_est64, pps, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, sizeof(struct gnet_stats_rate_est64), f,
				  NFIELDS(f));
}

static const struct nla_desc tca_stats_attrs[] = {
	{ TCA_STATS_BASIC, NLA_FUNC, NULL, NULL, NULL, print_gnet_stats_basic, 0 },
	{ TCA_STATS_RATE_EST, NLA_FUNC, NULL, NULL, NULL, print_gnet_stats_rate_est, 0 },
	{ TCA_STATS_QUEUE, NLA_FUNC, NULL, NULL, NULL, print_gnet_stats_queue, 0 },
	{ TCA_STATS_RATE_EST64, NLA_FUNC, NULL, NULL, NULL, print_gnet_stats_rate_est64, 0 },
	{ TCA_STATS_BASIC_HW, NLA_FUNC, NULL, NULL, NULL, print_gnet_stats_basic, 0 },
	{ TCA_STATS_PKT64, NLA_U64, NULL, NULL, NULL, NULL, 0 },
};

static const struct nla_set tca_stats_set =
	NLA_SET(&xlat_rtnl_tca_stats_attrs, "TCA_STATS_???", tca_stats_attrs, -1);

static bool print_tc_sizespec(struct tracee *t, const struct nla_set *set, uint64_t addr,
			      unsigned len)
{
	static const struct rtnl_field f[] = {
		RTNL_FIELD(struct tc_sizespec, cell_log, false),
		RTNL_FIELD(struct tc_sizespec, size_log, false),
		RTNL_FIELD(struct tc_sizespec, cell_align, true),
		RTNL_FIELD(struct tc_sizespec, overhead, true),
		RTNL_FIELD(struct tc_sizespec, linklayer, false),
		RTNL_FIELD(struct tc_sizespec, mpu, false),
		RTNL_FIELD(struct tc_sizespec, mtu, false),
		RTNL_FIELD(struct tc_sizespec, tsize, false),
	};
	(void)set;
	return print_field_struct(t, addr, len, sizeof(struct tc_sizespec), f, NFIELDS(f));
}

static void print_u16_elem(struct tracee *t, const void *elem, void *ctx)
{
	uint16_t v;
	(void)ctx;
	memcpy(&v, elem, sizeof v);
	sink_uint(t, v);
}

/* TCA_STAB_DATA: the size table, an array of __u16 */
static bool print_stab_data(struct tracee *t, const struct nla_set *set, uint64_t addr,
			    unsigned len)
{
	(void)set;
	return print_nla_array(t, addr, len, sizeof(uint16_t), print_u16_elem, NULL);
}

static const struct nla_desc tca_stab_attrs[] = {
	{ TCA_STAB_BASE, NLA_FUNC, NULL, NULL, NULL, print_tc_sizespec, 0 },
	{ TCA_STAB_DATA, NLA_FUNC, NULL, NULL, NULL, print_stab_data, 0 },
};

static const struct nla_set tca_stab_set =
	NLA_SET(&xlat_rtnl_tca_stab_attrs, "TCA_STAB_???", tca_stab_attrs, -1);

static const struct nla_desc tca_attrs[] = {
	{ TCA_KIND, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ TCA_STATS, NLA_FUNC, NULL, NULL, NULL, print_tc_stats, 0 },
	{ TCA_RATE, NLA_FUNC, NULL, NULL, NULL, print_tc_estimator, 0 },
	{ TCA_FCNT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ TCA_STATS2, NLA_NESTED, NULL, NULL, &tca_stats_set, NULL, 0 },
	{ TCA_STAB, NLA_NESTED, NULL, NULL, &tca_stab_set, NULL, 0 },
	{ TCA_CHAIN, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ TCA_HW_OFFLOAD, NLA_U8, NULL, NULL, NULL, NULL, 0 },
	{ TCA_INGRESS_BLOCK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ TCA_EGRESS_BLOCK, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ TCA_DUMP_FLAGS, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

/* struct tcmsg and its TCA_* attributes. */
void print_tcmsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	struct tcmsg m;
	bool whole = nl_family_struct_begin(t, "tcm_family", family, addr, len, &m, sizeof m);
	if (whole) {
		sink_field(t, "tcm_ifindex");
		print_ifindex(t, (unsigned)m.tcm_ifindex);
		sink_uint_field(t, "tcm_handle", m.tcm_handle);
		sink_uint_field(t, "tcm_parent", m.tcm_parent);
		sink_uint_field(t, "tcm_info", m.tcm_info);
	}
	sink_end(t);
	if (whole) {
		struct nla_set set = NLA_SET(&xlat_rtnl_tc_attrs, "TCA_???", tca_attrs, family);
		rtnl_attrs(t, &set, addr, len, sizeof m);
	}
}

static const struct nla_desc tca_act_attrs[] = {
	{ TCA_ACT_KIND, NLA_STR, NULL, NULL, NULL, NULL, 0 },
	{ TCA_ACT_INDEX, NLA_U32, NULL, NULL, NULL, NULL, 0 },
	{ TCA_ACT_STATS, NLA_NESTED, NULL, NULL, &tca_stats_set, NULL, 0 },
	{ TCA_ACT_FLAGS, NLA_FLAGS, &xlat_rtnl_tca_act_flags, "TCA_ACT_FLAGS_???", NULL, NULL,
	  4 },
	{ TCA_ACT_HW_STATS, NLA_FLAGS, &xlat_rtnl_tca_act_hw_stats, "TCA_ACT_HW_STATS_???", NULL,
	  NULL, 4 },
	{ TCA_ACT_USED_HW_STATS, NLA_FLAGS, &xlat_rtnl_tca_act_hw_stats, "TCA_ACT_HW_STATS_???",
	  NULL, NULL, 4 },
	{ TCA_ACT_IN_HW_COUNT, NLA_U32, NULL, NULL, NULL, NULL, 0 },
};

/* struct tcamsg, shown by its family, and its TCA_ACT_* attributes. */
void print_tcamsg(struct tracee *t, uint8_t family, uint64_t addr, unsigned len)
{
	static const struct nla_set set =
		NLA_SET(&xlat_rtnl_tc_action_attrs, "TCA_ACT_???", tca_act_attrs, -1);
	rtnl_family_msg(t, "tca_family", family, addr, len, sizeof(struct tcamsg), &set);
}
