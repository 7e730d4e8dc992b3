// JsonDocument: nlohmann-json parses and validates; a second pass over the (now known valid) text
// records where each value and key starts (a byte offset; line and column only when asked).
#include "core/support/json_document.h"

#include "core/support/atomic_file.h"
#include "core/support/edit_distance.h"
#include "core/support/error.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <unordered_map>
#include <unordered_set>

namespace ost {

namespace {
using Json = nlohmann::ordered_json;
/// Deeper nesting is refused: no scenario needs it and the position pass is recursive.
constexpr int kMaxDepth = 200;

Text value_name(const std::string& path) {
    if (path.empty()) {
        return TR_("the top-level value");
    }
    return Text::verbatim("\"" + path + "\"");
}

std::string join_quoted(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) {
        out += (out.empty() ? "" : ", ") + ("\"" + w + "\"");
    }
    return out;
}

/// nlohmann-json's own tree builder, except that an error is recorded with its offset instead
/// of thrown: a syntax error and a number too large for a double (`1e999`, which the library
/// throws as out_of_range, not parse_error, and so escaped the handler before) take one path.
struct LocatingSax : nlohmann::detail::json_sax_dom_parser<Json> {
    explicit LocatingSax(Json& root) : json_sax_dom_parser(root, false) {}
    std::optional<std::pair<std::size_t, std::string>> error;
    std::vector<std::size_t> keys; ///< fields so far of each object being read, innermost last
    bool too_many_keys = false;
    // An ordered_json object finds a key by a linear search: fields per object are capped, or
    // one object of 200,000 fields (4 MB) took 18 s to read.
    bool start_object(std::size_t size) {
        keys.push_back(0);
        return json_sax_dom_parser::start_object(size);
    }
    bool end_object() {
        keys.pop_back();
        return json_sax_dom_parser::end_object();
    }
    bool key(string_t& value) {
        if (!keys.empty() && ++keys.back() > kMaxJsonObjectKeys) {
            too_many_keys = true;
            return false;
        }
        return json_sax_dom_parser::key(value);
    }
    bool parse_error(std::size_t position, const std::string& /*token*/, const nlohmann::detail::exception& e) {
        error.emplace(position, e.what());
        return false;
    }
};

} // namespace

struct JsonDocument::Index {
    struct Node {
        std::size_t offset = 0; ///< where the value starts in `text`
        std::string path;
        std::vector<std::pair<std::string, std::size_t>> keys; // objects only, file order
    };
    std::unordered_map<const Json*, Node> nodes;
    std::vector<std::size_t> line_starts;
    std::string text; ///< kept so that a position is turned into line:column only when asked
    std::string name;
    std::size_t pos = 0;

    /// Line and column of `offset`: counts the characters of one line, so it is called only for a
    /// location asked for (an error); recording one per value made a long line quadratic (a
    /// 300 KB one-line scenario took 11 s).
    Location at(std::size_t offset) const {
        const auto it = std::upper_bound(line_starts.begin(), line_starts.end(), offset);
        const auto line = static_cast<std::size_t>(it - line_starts.begin()); // 1-based
        const std::size_t start = line_starts[line - 1];
        int column = 1;
        for (std::size_t i = start; i < offset && i < text.size(); ++i) {
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        return Location{name, static_cast<int>(line), column};
    }

    void skip_space() {
        const std::string& t = text;
        while (pos < t.size() && (t[pos] == ' ' || t[pos] == '\t' || t[pos] == '\n' || t[pos] == '\r')) {
            ++pos;
        }
    }

    /// Skips a string token starting at pos (on the quote); returns the token with its quotes.
    std::string_view string_token() {
        const std::string& t = text;
        const std::size_t start = pos++;
        while (pos < t.size() && t[pos] != '"') {
            pos += t[pos] == '\\' ? 2 : 1;
        }
        ++pos;
        return std::string_view(t).substr(start, pos - start);
    }

    /// Walks the value written at pos. The text drives the walk (it is valid JSON: the parser
    /// accepted it); `value` is the parsed node it should match, or null. They differ only when a
    /// key came twice in one object (the parser keeps the last copy): the text walk goes on
    /// without a node until it reaches the second copy and reports it, so a mismatch is never
    /// read as another kind of token (a fuzzed scenario with an outer key given twice crashed
    /// here with an uncaught parse_error).
    void walk(const Json* value, const std::string& path, int depth) {
        skip_space();
        if (depth > kMaxDepth) {
            throw InvalidInputError(TR_("The values are nested more than {0} levels deep.").arg(kMaxDepth),
                                    {}, at(pos));
        }
        Node node{pos, path, {}};
        const std::string& t = text;
        const char first = pos < t.size() ? t[pos] : '\0';
        if (first == '{') {
            const Json* object = value != nullptr && value->is_object() ? value : nullptr;
            ++pos; // '{'
            std::unordered_set<std::string> seen;
            skip_space();
            while (pos < t.size() && t[pos] != '}') {
                skip_space();
                const std::size_t key_start = pos;
                std::string key;
                try {
                    key = Json::parse(string_token()).get<std::string>();
                } catch (const nlohmann::json::exception& e) {
                    // Cannot happen for text the parser accepted; reported, never thrown raw.
                    throw InvalidInputError(TR_("This is not valid JSON."), e.what(), at(key_start));
                }
                if (!seen.insert(key).second) {
                    throw InvalidInputError(TR_("The field \"{0}\" appears twice in {1}.")
                                                .arg(key)
                                                .arg(value_name(path)),
                                            {}, at(key_start));
                }
                node.keys.emplace_back(key, key_start);
                skip_space();
                ++pos; // ':'
                const Json* member = nullptr;
                if (object != nullptr) {
                    const auto found = object->find(key);
                    member = found == object->end() ? nullptr : &*found;
                }
                walk(member, path.empty() ? key : path + "." + key, depth + 1);
                skip_space();
                if (pos < t.size() && t[pos] == ',') {
                    ++pos;
                }
            }
            ++pos;
        } else if (first == '[') {
            const Json* array = value != nullptr && value->is_array() ? value : nullptr;
            ++pos; // '['
            std::size_t i = 0;
            skip_space();
            while (pos < t.size() && t[pos] != ']') {
                const Json* item = array != nullptr && i < array->size() ? &(*array)[i] : nullptr;
                walk(item, path + "[" + std::to_string(i) + "]", depth + 1);
                ++i;
                skip_space();
                if (pos < t.size() && t[pos] == ',') {
                    ++pos;
                    skip_space();
                }
            }
            ++pos;
        } else if (first == '"') {
            string_token();
        } else {
            while (pos < t.size() && t[pos] != ',' && t[pos] != ']' && t[pos] != '}' && t[pos] != ' ' &&
                   t[pos] != '\t' && t[pos] != '\n' && t[pos] != '\r') {
                ++pos;
            }
        }
        if (value != nullptr) {
            nodes.emplace(value, std::move(node));
        }
    }
};

JsonDocument::JsonDocument() = default;
JsonDocument::~JsonDocument() = default;
JsonDocument::JsonDocument(JsonDocument&&) noexcept = default;
JsonDocument& JsonDocument::operator=(JsonDocument&&) noexcept = default;

JsonDocument JsonDocument::load_file(const std::filesystem::path& file) {
    return load_string(read_file(file, kMaxJsonBytes), file.string());
}

JsonDocument JsonDocument::load_string(std::string text, std::string name) {
    if (text.size() > kMaxJsonBytes) {
        throw InvalidInputError(TR_("{0} is too large to read ({1} KB; Ost reads JSON files up to {2} KB).")
                                    .arg(name)
                                    .arg(static_cast<long long>(text.size() / 1024))
                                    .arg(static_cast<long long>(kMaxJsonBytes / 1024)));
    }
    JsonDocument doc;
    doc.m_name = name;
    doc.m_index = std::make_unique<Index>();
    auto& index = *doc.m_index;
    index.name = std::move(name);
    index.line_starts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            index.line_starts.push_back(i + 1);
        }
    }
    index.text = std::move(text);
    const std::string* owned = &index.text;
    // nlohmann-json stops at a NUL byte as at the end of the input, so "{}\0garbage" would pass as
    // valid JSON with its tail ignored (found by the hex_board fuzz target). JSON text never holds
    // a NUL: refuse it where it is.
    if (const auto nul = owned->find('\0'); nul != std::string::npos) {
        throw InvalidInputError(TR_("This is not valid JSON: it holds a NUL byte, which JSON text never contains."),
                                {}, index.at(nul));
    }
    doc.m_root = std::make_unique<Json>();
    LocatingSax sax(*doc.m_root);
    Json::sax_parse(*owned, &sax);
    if (sax.too_many_keys) {
        throw InvalidInputError(TR_("{0} cannot be read: an object has more than {1} fields.")
                                    .arg(index.name)
                                    .arg(static_cast<long long>(kMaxJsonObjectKeys)));
    }
    if (sax.error) {
        std::string why = sax.error->second;
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error…": the
        // place is ours (file:line:column), the library's own prefix goes.
        if (const auto colon = why.find(": ", why.find("column")); colon != std::string::npos) {
            why = why.substr(colon + 2);
        } else if (why.rfind("[json.exception.", 0) == 0 && why.find("] ") != std::string::npos) {
            why = why.substr(why.find("] ") + 2);
        }
        const std::size_t offset = sax.error->first == 0 ? 0 : sax.error->first - 1;
        throw InvalidInputError(TR_("This is not valid JSON."), why, index.at(std::min(offset, owned->size())));
    }
    if (owned->size() >= 3 && owned->compare(0, 3, "\xEF\xBB\xBF") == 0) {
        index.pos = 3; // byte order mark, skipped by the parser too
    }
    index.walk(doc.m_root.get(), "", 0);
    return doc;
}

JsonValue JsonDocument::root() const { return JsonValue(this, m_root.get()); }

// ---- JsonValue -------------------------------------------------------------------------------


Location JsonValue::location() const {
    const auto& index = *m_doc->m_index;
    return index.at(index.nodes.at(m_value).offset);
}
const std::string& JsonValue::path() const { return m_doc->m_index->nodes.at(m_value).path; }

void JsonValue::fail(Text message) const { throw InvalidInputError(std::move(message), {}, location()); }

long long JsonValue::as_int(long long min, long long max) const {
    if (!m_value->is_number_integer()) {
        fail(TR_("{0} must be a whole number.").arg(value_name(path())));
    }
    if (m_value->is_number_unsigned() &&
        m_value->get<unsigned long long>() > static_cast<unsigned long long>(max)) {
        fail(TR_("{0} must be between {1} and {2}.").arg(value_name(path())).arg(min).arg(max));
    }
    const auto v = m_value->get<long long>();
    if (v < min || v > max) {
        fail(TR_("{0} must be between {1} and {2}.").arg(value_name(path())).arg(min).arg(max));
    }
    return v;
}

double JsonValue::as_number() const {
    if (!m_value->is_number()) {
        fail(TR_("{0} must be a number.").arg(value_name(path())));
    }
    return m_value->get<double>();
}

bool JsonValue::as_bool() const {
    if (!m_value->is_boolean()) {
        fail(TR_("{0} must be true or false.").arg(value_name(path())));
    }
    return m_value->get<bool>();
}

std::string JsonValue::as_string() const {
    if (!m_value->is_string()) {
        fail(TR_("{0} must be a text in double quotes.").arg(value_name(path())));
    }
    return m_value->get<std::string>();
}

std::string JsonValue::as_choice(std::initializer_list<std::string_view> allowed) const {
    return as_choice(std::vector<std::string>(allowed.begin(), allowed.end()));
}

std::string JsonValue::as_choice(const std::vector<std::string>& words) const {
    const std::string value = as_string();
    if (std::find(words.begin(), words.end(), value) == words.end()) {
        fail(TR_("{0} must be one of {1}, not \"{2}\".").arg(value_name(path())).arg(join_quoted(words)).arg(value));
    }
    return value;
}

std::vector<JsonValue> JsonValue::items() const {
    if (!m_value->is_array()) {
        fail(TR_("{0} must be a list in square brackets.").arg(value_name(path())));
    }
    std::vector<JsonValue> out;
    out.reserve(m_value->size());
    for (const auto& item : *m_value) {
        out.push_back(JsonValue(m_doc, &item));
    }
    return out;
}

void JsonValue::require_object() const {
    if (!m_value->is_object()) {
        fail(TR_("{0} must be an object in braces.").arg(value_name(path())));
    }
}

std::optional<JsonValue> JsonValue::find(std::string_view key) const {
    require_object();
    const auto it = m_value->find(std::string(key));
    if (it == m_value->end()) {
        return std::nullopt;
    }
    return JsonValue(m_doc, &*it);
}

JsonValue JsonValue::at(std::string_view key) const {
    if (auto v = find(key)) {
        return *v;
    }
    fail(TR_("The field \"{0}\" is missing from {1}.").arg(std::string(key)).arg(value_name(path())));
}

std::vector<std::string> JsonValue::keys() const {
    require_object();
    std::vector<std::string> out;
    for (const auto& [key, where] : m_doc->m_index->nodes.at(m_value).keys) {
        out.push_back(key);
    }
    return out;
}

Location JsonValue::key_location(std::string_view key) const {
    for (const auto& [name, where] : m_doc->m_index->nodes.at(m_value).keys) {
        if (name == key) {
            return m_doc->m_index->at(where);
        }
    }
    return location();
}

void JsonValue::check_keys(const std::vector<std::string>& allowed) const {
    require_object();
    for (const auto& [key, where] : m_doc->m_index->nodes.at(m_value).keys) {
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) {
            continue;
        }
        const std::string hint = nearest_word(key, allowed);
        if (hint.empty()) {
            throw InvalidInputError(TR_("Unknown field \"{0}\" in {1}; the fields are {2}.")
                                        .arg(key)
                                        .arg(value_name(path()))
                                        .arg(join_quoted(allowed)),
                                    {}, m_doc->m_index->at(where));
        }
        throw InvalidInputError(TR_("Unknown field \"{0}\" in {1}; did you mean \"{2}\"?")
                                    .arg(key)
                                    .arg(value_name(path()))
                                    .arg(hint),
                                {}, m_doc->m_index->at(where));
    }
}

std::string nearest_word(std::string_view word, const std::vector<std::string>& allowed) {
    const auto close = nearest(word, allowed, 1, std::max<std::size_t>(1, word.size() / 3));
    return close.empty() ? std::string() : close.front();
}

} // namespace ost
