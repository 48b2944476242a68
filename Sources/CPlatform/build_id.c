#define _GNU_SOURCE
#include <string.h>
#include "CPlatform.h"

#include <elf.h>
#include <link.h>

struct build_id_search { unsigned char *out; size_t capacity; long length; };

static int find_build_id(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct build_id_search *search = data;
    /* The first object dl_iterate_phdr reports is the executable itself. */
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + header->p_vaddr);
        const unsigned char *end = note + header->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *entry = (const ElfW(Nhdr) *)note;
            const unsigned char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *desc = name + ((entry->n_namesz + 3) & ~3u);
            if (desc + entry->n_descsz > end) break;
            if (entry->n_type == NT_GNU_BUILD_ID && entry->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                size_t length = entry->n_descsz < search->capacity ? entry->n_descsz : search->capacity;
                memcpy(search->out, desc, length);
                search->length = (long)length;
                return 1;
            }
            note = desc + ((entry->n_descsz + 3) & ~3u);
        }
    }
    return 1;
}

long pcsite_executable_build_id(unsigned char *out, unsigned long capacity) {
    struct build_id_search search = { out, capacity, 0 };
    dl_iterate_phdr(find_build_id, &search);
    return search.length;
}
