// Zip archives read from memory: libzip's sizes are checked against the caps before an entry is
// opened, and reading stops at the declared size, so a forged header cannot make Ost inflate more.
#include "core/io/zip_archive.h"

#include "core/support/error.h"

#include <zip.h>

#include <algorithm>
#include <memory>

namespace ost {

namespace {

using Archive = std::unique_ptr<zip_t, decltype(&zip_discard)>;

Archive open_archive(const std::string& bytes, const std::string& name) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    zip_t* archive = source == nullptr ? nullptr : zip_open_from_source(source, ZIP_RDONLY, &error);
    if (archive == nullptr) {
        if (source != nullptr) {
            zip_source_free(source);
        }
        const std::string why = zip_error_strerror(&error);
        zip_error_fini(&error);
        throw InvalidInputError(TR_("Cannot read the archive {0}: {1}.").arg(name).arg(why));
    }
    zip_error_fini(&error);
    return Archive(archive, &zip_discard);
}

/// Unpacks entry `index` (already checked: `size` bytes at most) or says why not.
void unpack(zip_t* archive, zip_uint64_t index, std::size_t size, ZipFile& out) {
    std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(zip_fopen_index(archive, index, 0), &zip_fclose);
    if (!file) {
        out.error = TR_("Cannot unpack it: {0}.").arg(std::string(zip_strerror(archive)));
        return;
    }
    out.bytes.assign(size, '\0');
    std::size_t done = 0;
    while (done < size) {
        const zip_int64_t got = zip_fread(file.get(), out.bytes.data() + done, size - done);
        if (got <= 0) {
            out.bytes.clear();
            out.error = TR_("Cannot unpack it: {0}.").arg(std::string(zip_file_strerror(file.get())));
            return;
        }
        done += static_cast<std::size_t>(got);
    }
}

} // namespace

bool is_zip_archive(std::string_view bytes) {
    return bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4);
}

std::vector<ZipFile> read_zip_files(const std::string& bytes, const std::string& name,
                                    const ZipLimits& limits) {
    const auto archive = open_archive(bytes, name);
    const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
    std::vector<ZipFile> files;
    std::size_t total = 0;
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        const auto index = static_cast<zip_uint64_t>(i);
        if (zip_stat_index(archive.get(), index, 0, &stat) != 0 || stat.name == nullptr) {
            continue;
        }
        const std::string entry = stat.name;
        if (entry.empty() || entry.back() == '/') {
            continue; // a folder
        }
        if (files.size() == limits.max_files) {
            throw InvalidInputError(TR_("The archive {0} holds more than {1} files.").arg(name).arg(limits.max_files));
        }
        ZipFile& file = files.emplace_back(ZipFile{entry, {}, {}});
        if ((stat.valid & ZIP_STAT_SIZE) == 0 || (stat.valid & ZIP_STAT_COMP_SIZE) == 0) {
            file.error = TR_("Cannot unpack it: the archive gives no size.");
            continue;
        }
        if (stat.size > limits.max_file_bytes) {
            file.error = TR_("It is larger than {0} bytes.").arg(limits.max_file_bytes);
            continue;
        }
        if (stat.size > limits.max_ratio * std::max<zip_uint64_t>(stat.comp_size, 1)) {
            file.error = TR_("It unpacks to more than {0} times its packed size: refused as a zip bomb.")
                             .arg(limits.max_ratio);
            continue;
        }
        total += static_cast<std::size_t>(stat.size);
        if (total > limits.max_total_bytes) {
            throw InvalidInputError(TR_("The archive {0} unpacks to more than {1} bytes: refused.")
                                        .arg(name)
                                        .arg(limits.max_total_bytes));
        }
        if ((stat.valid & ZIP_STAT_ENCRYPTION_METHOD) != 0 && stat.encryption_method != ZIP_EM_NONE) {
            file.error = TR_("It is encrypted.");
            continue;
        }
        unpack(archive.get(), index, static_cast<std::size_t>(stat.size), file);
    }
    return files;
}

} // namespace ost
