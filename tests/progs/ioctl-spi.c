/* ioctl: the SPI device requests: the names with a fixed number,
 * SPI_IOC_MESSAGE with the size in bytes strace 6.1 shows (32 a
 * transfer; 0 when they do not fit the size field), and a number of type
 * 'k' none names. */
#include "ioctl-names.h"

#include <linux/spi/spidev.h>

static const struct req_name reqs[] = {
	{ SPI_IOC_RD_MODE, "SPI_IOC_RD_MODE" },
	{ SPI_IOC_WR_MODE, "SPI_IOC_WR_MODE" },
	{ SPI_IOC_RD_LSB_FIRST, "SPI_IOC_RD_LSB_FIRST" },
	{ SPI_IOC_WR_LSB_FIRST, "SPI_IOC_WR_LSB_FIRST" },
	{ SPI_IOC_RD_BITS_PER_WORD, "SPI_IOC_RD_BITS_PER_WORD" },
	{ SPI_IOC_WR_BITS_PER_WORD, "SPI_IOC_WR_BITS_PER_WORD" },
	{ SPI_IOC_RD_MAX_SPEED_HZ, "SPI_IOC_RD_MAX_SPEED_HZ" },
	{ SPI_IOC_WR_MAX_SPEED_HZ, "SPI_IOC_WR_MAX_SPEED_HZ" },
	{ SPI_IOC_RD_MODE32, "SPI_IOC_RD_MODE32" },
	{ SPI_IOC_WR_MODE32, "SPI_IOC_WR_MODE32" },
	{ SPI_IOC_MESSAGE(1), "SPI_IOC_MESSAGE(32)" },
	{ SPI_IOC_MESSAGE(2), "SPI_IOC_MESSAGE(64)" },
	{ SPI_IOC_MESSAGE(512), "SPI_IOC_MESSAGE(0)" },
	{ _IOC(_IOC_WRITE, 'k', 0, _IOC_SIZEMASK), "SPI_IOC_MESSAGE(16383)" },
	{ _IOC(_IOC_READ, 'k', 0, 32), "_IOC(_IOC_READ, 0x6b, 0, 0x20)" },
};

int main(void)
{
	CHECK_NAMES(reqs);
	return 0;
}
