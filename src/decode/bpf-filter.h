/* BPF programs as strace prints them: classic filters (seccomp, socket
 * filters) and the code word of an eBPF instruction (bpf-filter.c). */
#ifndef SEIZE_DECODE_BPF_FILTER_H
#define SEIZE_DECODE_BPF_FILTER_H

#include <stdbool.h>
#include <stdint.h>

struct tracee;

/* What a classic program filters: its k operands read differently. */
enum bpf_filter_kind {
	BPF_FILTER_SOCKET,	/* SKF_AD_OFF+SKF_AD_PROTOCOL in loads */
	BPF_FILTER_SECCOMP,	/* SECCOMP_RET_ERRNO|0x1 in returns */
};

/* A struct sock_fprog at addr: {len=N, filter=...}, its instructions
 * under -v only. */
void print_bpf_fprog(struct tracee *t, uint64_t addr, enum bpf_filter_kind kind);
/* len struct sock_filter at addr: the instructions under -v, else the
 * address (SO_GET_FILTER's buffer). */
void print_bpf_filter(struct tracee *t, uint64_t addr, uint64_t len,
		      enum bpf_filter_kind kind);
/* An instruction's code word, BPF_LD|BPF_W|BPF_ABS, of a classic program
 * or, when extended, of an eBPF one (BPF_ALU64|BPF_K|BPF_MOV). */
void print_bpf_code(struct tracee *t, uint16_t code, bool extended);

#endif
