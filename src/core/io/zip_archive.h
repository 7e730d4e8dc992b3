// Reading every file of a zip archive from memory with libzip, with size caps that refuse a zip
// bomb before it is unpacked (a batch check of an event reads the lists it holds).
#pragma once

#include "core/support/text.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// True when `bytes` starts like a zip archive (a local file header, "PK\3\4").
bool is_zip_archive(std::string_view bytes);

/// One file of an archive: its name in the archive and its bytes, or why it was not unpacked.
struct ZipFile {
    std::string name;
    std::string bytes;
    Text error; ///< empty when `bytes` holds the file
};

/// Caps on what read_zip_files unpacks (kMaxBatch… and kMaxZip… of core/model/limits.h).
struct ZipLimits {
    std::size_t max_files = 0;       ///< more file entries: the whole archive is refused
    std::size_t max_file_bytes = 0;  ///< a larger entry is not unpacked (its ZipFile::error says so)
    std::size_t max_total_bytes = 0; ///< past this sum the archive is refused
    std::size_t max_ratio = 0;       ///< unpacked / packed above this: not unpacked (a bomb)
};

/// Every file entry of the zip held in `bytes` (folders left out), in archive order. An entry
/// too large, too compressed, encrypted or damaged gets its error and the others are still read.
/// Throws InvalidInputError naming `name` when the archive itself cannot be read, holds more
/// files than allowed, or declares more unpacked bytes in all than allowed.
std::vector<ZipFile> read_zip_files(const std::string& bytes, const std::string& name,
                                    const ZipLimits& limits);

} // namespace ost
