/* Names for code addresses of traced processes (see symbols.h). */
#include <stdlib.h>
#include <string.h>

#include "symbols.h"
#include "util.h"

#ifdef HAVE_LIBDW
#include <elfutils/libdw.h>
#include <elfutils/libdwelf.h>
#include <elfutils/libdwfl.h>
#include <fcntl.h>
#include <gelf.h>
#include <limits.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef HAVE_CXA_DEMANGLE
#include <dlfcn.h>
/* The type of libstdc++'s __cxa_demangle (<cxxabi.h> is C++ only). */
typedef char *demangle_fn(const char *mangled, char *buf, size_t *len, int *status);
#endif

enum { MAX_LOADS = 16, MAX_BUILD_ID = 64, MAX_RANGES = 8 };

/* A name looked up once, kept by key = file offset * 2 + caller. */
struct cached_name {
	uint64_t key;
	struct frame_name fn;
};

/* One ELF file, whatever path or inode it was mapped from. */
struct module {
	struct module *next;
	unsigned char build_id[MAX_BUILD_ID];
	int build_id_len;	/* 0: none, the module is never shared */
	char *path;		/* of the first mapping seen */
	bool session_tried;
	Dwfl *dwfl;		/* one offline session per file, so a file is read once */
	Dwfl_Module *dwmod;	/* NULL: none yet, or libdw cannot read the file */
	GElf_Addr bias;		/* dwfl address = ELF vaddr + bias */
	/* PT_LOAD segments, to turn a file offset into an ELF vaddr. */
	struct { uint64_t offset, vaddr, size; } loads[MAX_LOADS];
	int n_loads;
	struct cached_name *names;	/* open addressing, key 0 never used (+1) */
	size_t n_names, cap_names;
	/* What libdw reads from its mappings of the files (see
	 * give_back_images), found at the first look-up. */
	struct { void *start; size_t len; } ranges[MAX_RANGES];
	int n_ranges;
	bool images_found;
};

/* A mapped file seen before: (device, inode, path) -> module, or NULL for
 * a file that is not ELF. */
struct file_ref {
	struct file_ref *next;
	dev_t dev;
	ino_t ino;
	char *path;
	struct module *mod;
};

struct symbols {
	bool source;
	struct module *modules;
	struct file_ref *files;
};

/* NULL: libdw's default search path, ":.debug:/usr/lib/debug". */
static char *debuginfo_path;

/* Whether path names an existing file other than the module's own. */
static bool other_file(const char *path, const struct stat *own)
{
	struct stat st;
	return stat(path, &st) == 0 && !(st.st_dev == own->st_dev && st.st_ino == own->st_ino);
}

/* Whether the search by name of dwfl_standard_find_debuginfo may find a
 * debug file for file_name: a file it would try exists, in the module's
 * directory, its .debug and .dwz subdirectories, /usr/lib/debug, its
 * .dwz, or /usr/lib/debug followed by any tail of the module's directory,
 * named after the .gnu_debuglink (or dwz alt link), its last component,
 * the module's name with .debug, or the module's name.  This tries more
 * than libdw does: a wrong yes only costs the memory explained below. */
static bool may_find_by_name(const char *file_name, const char *debuglink)
{
	const char *slash = file_name ? strrchr(file_name, '/') : NULL;
	if (!slash)
		return true;	/* a relative or no name: leave it to libdw */
	struct stat own;
	if (stat(file_name, &own) != 0)
		memset(&own, 0, sizeof own);
	const char *base = slash + 1;
	int dir_len = (int)(slash - file_name);
	char base_debug[NAME_MAX + 8];
	snprintf(base_debug, sizeof base_debug, "%s.debug", base);
	const char *link_base = debuglink ? strrchr(debuglink, '/') : NULL;
	const char *names[] = { debuglink, link_base ? link_base + 1 : NULL, base_debug, base };
	char path[PATH_MAX];
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		const char *n = names[i];
		if (!n)
			continue;
		const char *in_dir[] = { "", "/.debug", "/.dwz" };
		for (size_t j = 0; j < sizeof in_dir / sizeof *in_dir; j++) {
			snprintf(path, sizeof path, "%.*s%s/%s", dir_len, file_name, in_dir[j], n);
			if (other_file(path, &own))
				return true;
		}
		snprintf(path, sizeof path, "/usr/lib/debug/%s", n);
		if (other_file(path, &own))
			return true;
		snprintf(path, sizeof path, "/usr/lib/debug/.dwz/%s", n);
		if (other_file(path, &own))
			return true;
		/* /usr/lib/debug/usr/bin/N, then /usr/lib/debug/bin/N... */
		for (const char *tail = file_name; tail && tail < slash;
		     tail = strchr(tail + 1, '/')) {
			snprintf(path, sizeof path, "/usr/lib/debug%.*s/%s",
				 (int)(slash - tail), tail, n);
			if (other_file(path, &own))
				return true;
		}
	}
	return false;
}

/* dwfl_standard_find_debuginfo looks for a debug file by build-id, then by
 * name, then, if both failed, asks debuginfod: for that libdw dlopen()s
 * libdebuginfod, which brings libcurl, GnuTLS, libcrypto, Kerberos and
 * LDAP with it, ~6 MB resident for the rest of the run (any module
 * without a local debug file does it: dash, python3), even though with
 * DEBUGINFOD_URLS unset or empty the client asks no server and reads no
 * cache.  So without DEBUGINFOD_URLS, a module whose search by name cannot
 * succeed gets only the build-id search, the same call libdw makes first:
 * the files found are the same, debuginfod's part stays unloaded. */
static int find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
			  GElf_Addr base, const char *file_name, const char *debuglink,
			  GElf_Word crc, char **debuginfo_file_name)
{
	const char *urls = getenv("DEBUGINFOD_URLS");
	const unsigned char *bits;
	GElf_Addr vaddr;
	if ((urls && *urls) || dwfl_module_build_id(mod, &bits, &vaddr) <= 0 ||
	    may_find_by_name(file_name, debuglink))
		return dwfl_standard_find_debuginfo(mod, userdata, modname, base, file_name,
						    debuglink, crc, debuginfo_file_name);
	char *canon = realpath(file_name, NULL);
	bool by_name = canon && strcmp(canon, file_name) && may_find_by_name(canon, debuglink);
	free(canon);
	if (by_name)
		return dwfl_standard_find_debuginfo(mod, userdata, modname, base, file_name,
						    debuglink, crc, debuginfo_file_name);
	return dwfl_build_id_find_debuginfo(mod, NULL, NULL, 0, NULL, NULL, 0,
					    debuginfo_file_name);
}

/* Debug files by build-id under /usr/lib/debug, and by .gnu_debuglink. */
static const Dwfl_Callbacks offline_callbacks = {
	.find_elf = dwfl_build_id_find_elf,
	.find_debuginfo = find_debuginfo,
	.section_address = dwfl_offline_section_address,
	.debuginfo_path = &debuginfo_path,
};

struct symbols *symbols_new(bool source)
{
	struct symbols *s = xcalloc(1, sizeof *s);
	s->source = source;
	elf_version(EV_CURRENT);
	return s;
}

static void module_free(struct module *m)
{
	for (size_t i = 0; i < m->cap_names; i++) {
		if (!m->names[i].key)
			continue;
		free((char *)m->names[i].fn.name);
		free((char *)m->names[i].fn.src);
	}
	free(m->names);
	if (m->dwfl)
		dwfl_end(m->dwfl);
	free(m->path);
	free(m);
}

void symbols_free(struct symbols *s)
{
	if (!s)
		return;
	while (s->modules) {
		struct module *m = s->modules;
		s->modules = m->next;
		module_free(m);
	}
	while (s->files) {
		struct file_ref *f = s->files;
		s->files = f->next;
		free(f->path);
		free(f);
	}
	free(s);
}

/* Whether addr is the start of a mapping of offset 0 of a file: libelf's
 * mapping of a whole ELF file, not a buffer it decompressed into. */
static bool file_mapping_at(const void *addr)
{
	FILE *f = fopen("/proc/self/maps", "re");
	if (!f)
		return false;
	char line[4096 + 128];
	bool found = false;
	while (!found && fgets(line, sizeof line, f)) {
		unsigned long long start, end, offset, inode;
		unsigned dmaj, dmin;
		if (sscanf(line, "%llx-%llx %*s %llx %x:%x %llu", &start, &end, &offset, &dmaj,
			   &dmin, &inode) == 6 && start == (uintptr_t)addr)
			found = offset == 0 && inode != 0;
	}
	fclose(f);
	return found;
}

/* Note the pages from start to end of the mapped file image, whole pages
 * only. */
static void note_range(struct module *m, const char *start, const char *end)
{
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t from = ((uintptr_t)start + page - 1) & ~(page - 1);
	uintptr_t to = (uintptr_t)end & ~(page - 1);
	if (to > from && m->n_ranges < MAX_RANGES) {
		m->ranges[m->n_ranges].start = (void *)from;
		m->ranges[m->n_ranges].len = to - from;
		m->n_ranges++;
	}
}

/* Note what libdw reads of elf, if it reads it from its own mapping of the
 * file: all of it but the ELF and program headers and the section header
 * table, which libelf may write to (decompressing a section updates its
 * header in place). */
static void note_image(struct module *m, Elf *elf)
{
	size_t len;
	const char *image = elf ? elf_rawfile(elf, &len) : NULL;
	GElf_Ehdr eh;
	if (!image || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh) ||
	    !file_mapping_at(image))
		return;
	uint64_t head = eh.e_ehsize;
	if (eh.e_phoff + (uint64_t)eh.e_phnum * eh.e_phentsize > head)
		head = eh.e_phoff + (uint64_t)eh.e_phnum * eh.e_phentsize;
	size_t n_sections = 0;
	elf_getshdrnum(elf, &n_sections);
	uint64_t sh_start = eh.e_shoff, sh_end = eh.e_shoff + n_sections * eh.e_shentsize;
	if (!sh_start || sh_start < head) {
		/* No table, or one among the headers: keep the lot. */
		sh_start = sh_end = head;
	}
	if (head > len || sh_end > len)
		return;
	note_range(m, image + head, image + sh_start);
	note_range(m, image + sh_end, image + len);
}

/* The files libdw reads this module's symbols (and, for -kk, lines)
 * from: the module's file, a debug file, MiniDebugInfo. */
static void find_images(struct symbols *s, struct module *m)
{
	m->images_found = true;
	GElf_Addr bias;
	Elf *main_elf = dwfl_module_getelf(m->dwmod, &bias);
	GElf_Ehdr eh;
	/* libdw relocates the sections of relocatable files in place. */
	if (!main_elf || !gelf_getehdr(main_elf, &eh) || eh.e_type == ET_REL)
		return;
	Elf *elfs[4] = { main_elf, NULL, NULL, NULL };
	int n = dwfl_module_getsymtab(m->dwmod);
	for (int i = 0; i < 2 && n > 1; i++) {
		GElf_Sym sym;
		GElf_Addr addr;
		dwfl_module_getsym_info(m->dwmod, i ? n - 1 : 1, &sym, &addr, NULL, &elfs[i + 1],
					NULL);
	}
	if (s->source) {
		Dwarf *dw = dwfl_module_getdwarf(m->dwmod, &bias);
		elfs[3] = dw ? dwarf_getelf(dw) : NULL;
	}
	for (int i = 0; i < 4; i++) {
		bool seen = false;
		for (int j = 0; j < i; j++)
			seen |= elfs[j] == elfs[i];
		if (!seen)
			note_image(m, elfs[i]);
	}
}

/* libdw finds a symbol by reading the whole symbol table, and names in the
 * string table, of the file it mapped; with the headers it reads, and the
 * kernel mapping 64 KiB around each page fault, ~0.5 MB of libc's debug
 * file and 1 MB of a libpython stayed resident.  libdw keeps what it needs
 * in its own memory, and these pages are never written: they are given
 * back after each look-up, to be read again from the page cache by the
 * next one (few: names are cached). */
static void give_back_images(struct module *m)
{
	for (int i = 0; i < m->n_ranges; i++)
		madvise(m->ranges[i].start, m->ranges[i].len, MADV_DONTNEED);
}

/* Only the file's PT_LOAD segments and build-id, read with libelf: most
 * mapped files never hold a frame, and a libdw session costs ~10 KiB of
 * memory a file (more with a debug file) for as long as seize runs. */
static struct module *module_open(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	size_t n_phdr;
	struct module *m = NULL;
	if (elf && elf_kind(elf) == ELF_K_ELF && elf_getphdrnum(elf, &n_phdr) == 0) {
		m = xcalloc(1, sizeof *m);
		m->path = xstrdup(path);
		for (size_t i = 0; i < n_phdr && m->n_loads < MAX_LOADS; i++) {
			GElf_Phdr ph;
			if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD) {
				m->loads[m->n_loads].offset = ph.p_offset;
				m->loads[m->n_loads].vaddr = ph.p_vaddr;
				m->loads[m->n_loads].size = ph.p_filesz;
				m->n_loads++;
			}
		}
		const void *bits;
		ssize_t len = dwelf_elf_gnu_build_id(elf, &bits);
		if (len > 0 && len <= MAX_BUILD_ID) {
			memcpy(m->build_id, bits, (size_t)len);
			m->build_id_len = (int)len;
		}
	}
	elf_end(elf);
	close(fd);
	return m;
}

/* The libdw session of m, opened at its first look-up; false if libdw
 * cannot read the file. */
static bool module_session(struct module *m)
{
	if (m->session_tried)
		return m->dwmod != NULL;
	m->session_tried = true;
	Dwfl *dwfl = dwfl_begin(&offline_callbacks);
	if (!dwfl)
		return false;
	dwfl_report_begin(dwfl);
	/* Base 0: a shared object's dwfl addresses are its ELF vaddrs. */
	Dwfl_Module *dm = dwfl_report_elf(dwfl, m->path, m->path, -1, 0, false);
	dwfl_report_end(dwfl, NULL, NULL);
	GElf_Addr bias;
	if (!dm || !dwfl_module_getelf(dm, &bias)) {
		dwfl_end(dwfl);
		return false;
	}
	m->dwfl = dwfl;
	m->dwmod = dm;
	m->bias = bias;
	return true;
}

struct module *symbols_module(struct symbols *s, const char *path, dev_t dev, ino_t ino)
{
	for (struct file_ref *f = s->files; f; f = f->next)
		if (f->dev == dev && f->ino == ino && !strcmp(f->path, path))
			return f->mod;
	struct module *m = module_open(path);
	if (m && m->build_id_len) {
		for (struct module *o = s->modules; o; o = o->next) {
			if (o->build_id_len == m->build_id_len &&
			    !memcmp(o->build_id, m->build_id, (size_t)m->build_id_len)) {
				module_free(m);
				m = o;
				break;
			}
		}
	}
	if (m && m != s->modules) {
		bool known = false;
		for (struct module *o = s->modules; o; o = o->next)
			known |= o == m;
		if (!known) {
			m->next = s->modules;
			s->modules = m;
		}
	}
	struct file_ref *f = xcalloc(1, sizeof *f);
	f->dev = dev;
	f->ino = ino;
	f->path = xstrdup(path);
	f->mod = m;
	f->next = s->files;
	s->files = f;
	return m;
}

static size_t hash_key(uint64_t key)
{
	key ^= key >> 29;
	key *= 0xbf58476d1ce4e5b9ULL;
	key ^= key >> 32;
	return (size_t)key;
}

static struct cached_name *find_slot(struct cached_name *tab, size_t cap, uint64_t key)
{
	for (size_t i = hash_key(key) & (cap - 1);; i = (i + 1) & (cap - 1))
		if (tab[i].key == key || !tab[i].key)
			return &tab[i];
}

static void grow(struct module *m)
{
	/* Most modules are named a few times: start small (a table of 256
	 * for each of the tens of files of a -f run was ~100 KiB). */
	size_t cap = m->cap_names ? m->cap_names * 2 : 16;
	struct cached_name *tab = xcalloc(cap, sizeof *tab);
	for (size_t i = 0; i < m->cap_names; i++)
		if (m->names[i].key)
			*find_slot(tab, cap, m->names[i].key) = m->names[i];
	free(m->names);
	m->names = tab;
	m->cap_names = cap;
}

/* The name as printed: a symbol version (name@@GLIBC_2.34, only in full
 * symbol tables) is cut off, as .dynsym names carry none; C++ names are
 * demangled. */
static char *demangled(const char *name)
{
	size_t at = strcspn(name, "@");
	if (name[at]) {
		char *cut = xstrdup(name);
		cut[at] = 0;
		char *d = demangled(cut);
		free(cut);
		return d;
	}
#ifdef HAVE_CXA_DEMANGLE
	if (name[0] == '_' && name[1] == 'Z') {
		/* libstdc++ is loaded only when a C++ name shows up: linked in,
		 * its relocations alone made seize's resident size larger
		 * than strace's on every run, -k or not.  dlopen of a loaded
		 * library only takes a reference, and names are cached. */
		void *lib = dlopen("libstdc++.so.6", RTLD_LAZY);
		demangle_fn *demangle = lib ? (demangle_fn *)dlsym(lib, "__cxa_demangle") : NULL;
		int status;
		char *d = demangle ? demangle(name, NULL, NULL, &status) : NULL;
		if (lib)
			dlclose(lib);
		if (d && status == 0)
			return d;
		free(d);
	}
#endif
	return xstrdup(name);
}

/* The ELF vaddr of file offset off, through the PT_LOAD holding it. */
static bool offset_to_vaddr(const struct module *m, uint64_t off, uint64_t *vaddr)
{
	for (int i = 0; i < m->n_loads; i++)
		if (off >= m->loads[i].offset && off - m->loads[i].offset < m->loads[i].size) {
			*vaddr = m->loads[i].vaddr + (off - m->loads[i].offset);
			return true;
		}
	return false;
}

static void look_up(struct symbols *s, struct module *m, uint64_t off, bool caller,
		    struct frame_name *fn)
{
	uint64_t vaddr;
	if (!offset_to_vaddr(m, off, &vaddr) || !module_session(m))
		return;
	/* A return address follows its call, which may be the last
	 * instruction of a function that does not return (exit calls
	 * __run_exit_handlers): the call's function and line are those of the
	 * byte before.  The offset printed is still the return address's. */
	GElf_Addr addr = vaddr + m->bias - caller;
	GElf_Off sym_off;
	GElf_Sym sym;
	const char *name = dwfl_module_addrinfo(m->dwmod, addr, &sym_off, &sym,
						NULL, NULL, NULL);
	if (name && *name) {
		fn->name = demangled(name);
		fn->offset = sym_off + caller;
	}
	if (!s->source)
		return;
	Dwfl_Line *line = dwfl_module_getsrc(m->dwmod, addr);
	int lineno = 0;
	const char *src = line ? dwfl_lineinfo(line, NULL, &lineno, NULL, NULL, NULL) : NULL;
	if (src) {
		fn->src = xstrdup(src);
		fn->line = lineno;
	}
}

const struct frame_name *symbols_lookup(struct symbols *s, struct module *m, uint64_t off,
					bool caller)
{
	uint64_t key = ((off << 1) | caller) + 1;
	if (m->n_names * 2 >= m->cap_names)
		grow(m);
	struct cached_name *slot = find_slot(m->names, m->cap_names, key);
	if (!slot->key) {
		slot->key = key;
		memset(&slot->fn, 0, sizeof slot->fn);
		look_up(s, m, off, caller, &slot->fn);
		if (m->dwmod && !m->images_found)
			find_images(s, m);
		give_back_images(m);
		m->n_names++;
	}
	return &slot->fn;
}

#else /* !HAVE_LIBDW: no names, frames print as path() [offset] */

struct symbols {
	bool source;
};

struct symbols *symbols_new(bool source)
{
	struct symbols *s = xcalloc(1, sizeof *s);
	s->source = source;
	return s;
}

void symbols_free(struct symbols *s)
{
	free(s);
}

struct module *symbols_module(struct symbols *s, const char *path, dev_t dev, ino_t ino)
{
	(void)s; (void)path; (void)dev; (void)ino;
	return NULL;
}

const struct frame_name *symbols_lookup(struct symbols *s, struct module *m, uint64_t off,
					bool caller)
{
	(void)s; (void)m; (void)off; (void)caller;
	return NULL;
}

#endif
