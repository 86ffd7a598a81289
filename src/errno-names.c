/* The names and texts of a syscall's errors, with the kernel's restart
 * codes that strace names too. */
#include <string.h>

#include "errno-names.h"
#include "xlat.h"

extern const struct xlat xlat_errnos;

bool errno_describe(int err, const char **name, const char **text)
{
	static const struct { int no; const char *name, *text; } restart[] = {
		{ 512, "ERESTARTSYS", "To be restarted if SA_RESTART is set" },
		{ 513, "ERESTARTNOINTR", "To be restarted" },
		{ 514, "ERESTARTNOHAND", "To be restarted if no handler" },
		{ 515, "ENOIOCTLCMD", "Unknown ioctl command" },
		{ 516, "ERESTART_RESTARTBLOCK", "Interrupted by signal" },
	};
	for (size_t i = 0; i < sizeof restart / sizeof restart[0]; i++)
		if (restart[i].no == err) {
			*name = restart[i].name;
			*text = restart[i].text;
			return true;
		}
	*name = xlat_name(&xlat_errnos, err);
	*text = strerror(err);
	return false;
}
