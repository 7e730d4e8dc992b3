// BattleScribe file loading: unzips .gstz/.catz with libzip (from memory, so the fuzzer and the
// tests use the same path as files), checks the root element and hands an XmlDocument over.
#include "core/io/battlescribe_reader.h"

#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <zip.h>

#include <memory>
#include <string_view>

namespace ost {

namespace {

/// Largest data file accepted inside an archive (BattleScribe catalogues are well under 1 MiB).
constexpr zip_uint64_t kMaxEntrySize = 32u * 1024u * 1024u;

bool is_zip(std::string_view bytes) {
    return bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("PK\x03\x04", 4);
}

bool data_entry_name(std::string_view name) {
    const auto ends = [&](std::string_view ext) {
        return name.size() > ext.size() && name.substr(name.size() - ext.size()) == ext;
    };
    return ends(".gst") || ends(".cat");
}

/// The one .gst/.cat entry of a zip held in `bytes`, and its name.
std::pair<std::string, std::string> unzip_data_entry(const std::string& bytes, const std::string& name) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
    if (source == nullptr) {
        const std::string why = zip_error_strerror(&error);
        zip_error_fini(&error);
        throw InvalidInputError(TR_("Cannot read the archive: {0}.").arg(why), {}, Location{name, 0, 0});
    }
    zip_t* archive = zip_open_from_source(source, ZIP_RDONLY, &error);
    if (archive == nullptr) {
        zip_source_free(source);
        const std::string why = zip_error_strerror(&error);
        zip_error_fini(&error);
        throw InvalidInputError(TR_("Cannot read the archive: {0}.").arg(why), {}, Location{name, 0, 0});
    }
    zip_error_fini(&error);
    const std::unique_ptr<zip_t, decltype(&zip_discard)> guard(archive, &zip_discard);
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) != 0 || stat.name == nullptr ||
            !data_entry_name(stat.name)) {
            continue;
        }
        const std::string entry = stat.name;
        if ((stat.valid & ZIP_STAT_SIZE) == 0 || stat.size > kMaxEntrySize) {
            throw InvalidInputError(TR_("The archive entry {0} is too large or has no size.").arg(entry), {},
                                    Location{name, 0, 0});
        }
        std::unique_ptr<zip_file_t, decltype(&zip_fclose)> file(
            zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0), &zip_fclose);
        if (!file) {
            throw InvalidInputError(TR_("Cannot read the archive entry {0}: {1}.")
                                        .arg(entry)
                                        .arg(std::string(zip_strerror(archive))),
                                    {}, Location{name, 0, 0});
        }
        std::string text(static_cast<std::size_t>(stat.size), '\0');
        std::size_t done = 0;
        while (done < text.size()) {
            const zip_int64_t got = zip_fread(file.get(), text.data() + done, text.size() - done);
            if (got <= 0) {
                throw InvalidInputError(TR_("Cannot read the archive entry {0}: {1}.")
                                            .arg(entry)
                                            .arg(std::string(zip_file_strerror(file.get()))),
                                        {}, Location{name, 0, 0});
            }
            done += static_cast<std::size_t>(got);
        }
        return {std::move(text), entry};
    }
    throw InvalidInputError(TR_("The archive holds no BattleScribe data file (.gst or .cat)."), {},
                            Location{name, 0, 0});
}

} // namespace

BattleScribeFile load_battlescribe_bytes(std::string bytes, const std::string& name) {
    std::string shown = name;
    if (is_zip(bytes)) {
        auto [text, entry] = unzip_data_entry(bytes, name);
        bytes = std::move(text);
        shown = name + ":" + entry;
    }
    BattleScribeFile file{XmlDocument::load_string(std::move(bytes), shown), false, {}, {}, {}};
    const auto root = file.doc.root();
    const std::string_view root_name = root.name();
    if (root_name == "gameSystem") {
        file.game_system = true;
    } else if (root_name != "catalogue") {
        file.doc.fail(root, TR_("This is not BattleScribe data: the root element is <{0}>, not "
                                "<gameSystem> or <catalogue>.")
                                .arg(std::string(root_name)));
    }
    file.id = required_attribute(file.doc, root, "id");
    file.name = required_attribute(file.doc, root, "name");
    file.game_system_id = root.attribute("gameSystemId").as_string();
    return file;
}

BattleScribeFile load_battlescribe_file(const std::filesystem::path& file) {
    return load_battlescribe_bytes(read_file(file), file.string());
}

std::optional<std::filesystem::path> find_battlescribe_game_system(const std::filesystem::path& folder,
                                                                   const std::string& game_system_id) {
    std::error_code ec;
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const auto ext = it->path().extension().string();
        if (ext != ".gst" && ext != ".gstz") {
            continue;
        }
        try {
            const auto candidate = load_battlescribe_file(it->path());
            if (candidate.game_system && candidate.id == game_system_id) {
                return it->path();
            }
        } catch (const InvalidInputError&) {
            // Not a usable game system file: the search goes on; the caller reports "none found".
        }
    }
    return std::nullopt;
}

} // namespace ost
