/* ioctl: the SPI device, type 'k' (<linux/spi/spidev.h>).  strace 6.1
 * names the requests with a fixed number (src/xlat/ioctl_spi.in) and
 * SPI_IOC_MESSAGE by the size in its number, which is in bytes, 32 a
 * transfer: SPI_IOC_MESSAGE(2) prints as SPI_IOC_MESSAGE(64).  It decodes
 * no argument, which prints in hex. */
#include <linux/spi/spidev.h>

#include "ioctl-sized.h"

extern const struct xlat xlat_ioctl_spi;

static const struct ioctl_sized_name spi_sized[] = {
	{ SPI_IOC_MESSAGE(0), "SPI_IOC_MESSAGE" },
};

static bool ioctl_spi_name(struct tracee *t, unsigned code)
{
	return ioctl_sized_name(t, code, spi_sized, sizeof spi_sized / sizeof spi_sized[0]);
}

const struct ioctl_family ioctl_family_spi = {
	"spi", &xlat_ioctl_spi, NULL, ioctl_spi_name,
};
