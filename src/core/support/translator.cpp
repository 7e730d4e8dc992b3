// wx-free gettext catalog reader and language helpers.
// The .mo layout is the documented GNU format: header, then two tables of (length, offset) pairs.
#include "core/support/translator.h"

#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/text.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace ost {

const EnglishTranslator& EnglishTranslator::instance() {
    static const EnglishTranslator translator;
    return translator;
}

MoCatalog::MoCatalog(std::string language) : m_language(std::move(language)) {}

MoCatalog::MoCatalog(const std::filesystem::path& file, std::string language)
    : m_language(std::move(language)) {
    const std::string data = read_file(file); // regular files only, size capped
    auto bad = [&](const char* why) {
        return EnvironmentError(TR_("The message catalog {0} is damaged.").arg(file.string()), why);
    };
    if (data.size() < 28) {
        throw bad("file shorter than a .mo header");
    }
    auto u32 = [&](std::size_t offset, bool swap) {
        if (offset + 4 > data.size()) {
            throw bad("offset past the end of the file");
        }
        std::uint32_t v;
        std::memcpy(&v, data.data() + offset, 4);
        if (swap) {
            v = __builtin_bswap32(v);
        }
        return v;
    };
    const std::uint32_t magic = u32(0, false);
    bool swap = false;
    if (magic == 0x950412deU) {
        swap = false;
    } else if (magic == 0xde120495U) {
        swap = true;
    } else {
        throw bad("not a GNU .mo file (bad magic number)");
    }
    const std::uint32_t count = u32(8, swap);
    const std::uint32_t originals = u32(12, swap);
    const std::uint32_t translations = u32(16, swap);
    auto string_at = [&](std::uint32_t table, std::uint32_t i) {
        const std::uint32_t length = u32(table + 8ULL * i, swap);
        const std::uint32_t offset = u32(table + 8ULL * i + 4, swap);
        if (static_cast<std::uint64_t>(offset) + length > data.size()) {
            throw bad("string past the end of the file");
        }
        return std::string(data.data() + offset, length);
    };
    m_messages.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string id = string_at(originals, i);
        if (id.empty()) {
            continue; // header entry
        }
        const auto nul = id.find('\0');
        if (nul != std::string::npos) {
            id.resize(nul); // plural entry: key on the singular
        }
        m_messages.emplace(std::move(id), string_at(translations, i));
    }
}

std::string MoCatalog::translate(std::string_view msgid) const {
    const auto it = m_messages.find(std::string(msgid));
    if (it == m_messages.end() || it->second.empty()) {
        return std::string(msgid);
    }
    const auto nul = it->second.find('\0');
    return nul == std::string::npos ? it->second : it->second.substr(0, nul);
}

std::string MoCatalog::translate_plural(std::string_view singular, std::string_view plural,
                                        long long count) const {
    const bool many = m_language == "fr" ? (count > 1 || count < -1) : count != 1;
    const auto it = m_messages.find(std::string(singular));
    if (it == m_messages.end()) {
        return std::string(many ? plural : singular);
    }
    std::vector<std::string> forms;
    std::size_t start = 0;
    for (;;) {
        const auto nul = it->second.find('\0', start);
        forms.push_back(it->second.substr(start, nul - start));
        if (nul == std::string::npos) {
            break;
        }
        start = nul + 1;
    }
    const std::size_t index = many ? 1 : 0;
    if (index < forms.size() && !forms[index].empty()) {
        return forms[index];
    }
    return std::string(many ? plural : singular);
}

namespace {
std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}
} // namespace

std::string language_from_environment() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value && *value) {
            const std::string v = lower(value);
            if (v == "c" || v == "posix" || v.rfind("c.", 0) == 0) {
                break;
            }
            return v.rfind("fr", 0) == 0 ? "fr" : "en";
        }
    }
    const char* language = std::getenv("LANGUAGE");
    if (language && lower(language).rfind("fr", 0) == 0) {
        return "fr";
    }
    return "en";
}

std::string parse_language(std::string_view value) {
    const std::string v = lower(value);
    if (v.rfind("fr", 0) == 0) {
        return "fr";
    }
    if (v.rfind("en", 0) == 0 || v == "anglais") {
        return "en";
    }
    throw InvalidInputError(
        TR_("Unknown language \"{0}\": use fr or en.").arg(std::string(value)));
}

} // namespace ost
