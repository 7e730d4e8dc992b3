// Temporary-file-and-rename writer with fsync, plus a checked whole-file reader.
// POSIX calls are used so the data is on disk before the rename makes it visible.
#include "core/support/atomic_file.h"

#include "core/support/error.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <unistd.h>

namespace ost {

void write_file_atomic(const std::filesystem::path& target, std::string_view content) {
    const auto fail = [&](const char* step) {
        return EnvironmentError(TR_("Cannot save {0}.").arg(target.string()),
                                std::string(step) + ": " + std::strerror(errno));
    };
    std::random_device rd;
    const auto temp = target.parent_path() /
                      ("." + target.filename().string() + ".tmp" + std::to_string(rd() % 1000000));
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) {
        throw fail("create temporary file");
    }
    std::size_t written = 0;
    while (written < content.size()) {
        const auto n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const auto error = fail("write");
            ::close(fd);
            ::unlink(temp.c_str());
            throw error;
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const auto error = fail("flush");
        ::unlink(temp.c_str());
        throw error;
    }
    if (::rename(temp.c_str(), target.c_str()) != 0) {
        const auto error = fail("rename");
        ::unlink(temp.c_str());
        throw error;
    }
}

std::string read_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        throw EnvironmentError(TR_("Cannot read {0}.").arg(file.string()), std::strerror(errno));
    }
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

} // namespace ost
