/* -yy: a socket's protocol and addresses, asked of the kernel with
 * NETLINK_SOCK_DIAG as strace does: "TCP:[127.0.0.1:80->127.0.0.1:4000]",
 * "UNIX-STREAM:[1234->1235]", "NETLINK:[ROUTE:42]". */
#ifndef SEIZE_SOCKDIAG_H
#define SEIZE_SOCKDIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct sock_cache;

/* The details of socket inode, open as fd in process pid, in buf; false
 * (hexstr: the -x style of names in it) when the socket's protocol is unknown and the kernel has nothing to say.
 * Details found once are kept in *cache and reused for that inode, as strace
 * does (a socket found listening still shows so once connected). */
bool socket_details(struct sock_cache **cache, unsigned hexstr, pid_t pid, int fd,
		    unsigned long inode, char *buf, size_t size);
void sock_cache_free(struct sock_cache *cache);

#endif
