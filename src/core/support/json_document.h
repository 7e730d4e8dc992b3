// A JSON file read with nlohmann-json that remembers the file:line:column of every value and key.
// Scenario files (engine, legality checks) are written by hand: every error must point at its place.
#pragma once

#include "core/support/location.h"
#include "core/support/text.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

class JsonDocument;

/// A read-only view of one value of a JsonDocument. Cheap to copy; valid while its document
/// lives. Every typed getter throws InvalidInputError located at the value
/// ("file:line:column: what is wrong"), naming the value by its path (`attacker.stands`), so
/// readers never have to build locations or type messages themselves.
class JsonValue {
public:
    const nlohmann::ordered_json& raw() const { return *m_value; }
    /// Where the value starts in the file; the line's characters are counted on each call, so
    /// it is meant for messages, not for every value read.
    Location location() const;
    /// The value's path from the root: `attacker.stands`, `brigade[2].order`; empty for the root.
    const std::string& path() const;

    bool is_null() const { return m_value->is_null(); }
    bool is_object() const { return m_value->is_object(); }
    bool is_array() const { return m_value->is_array(); }
    bool is_string() const { return m_value->is_string(); }
    bool is_number() const { return m_value->is_number(); }
    bool is_integer() const { return m_value->is_number_integer(); }
    bool is_bool() const { return m_value->is_boolean(); }

    /// A whole number (no fraction, no exponent), checked against [min, max].
    long long as_int(long long min = INT32_MIN, long long max = INT32_MAX) const;
    /// Any number.
    double as_number() const;
    bool as_bool() const;
    std::string as_string() const;
    /// A string that must be one of `allowed` (the error lists them).
    std::string as_choice(std::initializer_list<std::string_view> allowed) const;
    /// One of `allowed` (the same check, the list built at run time).
    std::string as_choice(const std::vector<std::string>& allowed) const;
    /// The items of an array.
    std::vector<JsonValue> items() const;

    /// The member `key` of an object, if present (throws when this is not an object).
    std::optional<JsonValue> find(std::string_view key) const;
    /// The member `key`, which must be present ("missing field" otherwise, located at the object).
    JsonValue at(std::string_view key) const;
    /// The object's keys in file order.
    std::vector<std::string> keys() const;
    /// Where the key `key` of this object is written (the object's location if absent).
    Location key_location(std::string_view key) const;
    /// Rejects any key of this object that is not in `allowed`, at the key's location, with a
    /// "did you mean" suggestion when one allowed key is close.
    void check_keys(const std::vector<std::string>& allowed) const;

    /// Throws InvalidInputError located at this value: "file:line:col: message".
    [[noreturn]] void fail(Text message) const;

private:
    friend class JsonDocument;
    JsonValue(const JsonDocument* doc, const nlohmann::ordered_json* value)
        : m_doc(doc), m_value(value) {}
    void require_object() const;
    const JsonDocument* m_doc;
    const nlohmann::ordered_json* m_value;
};

/// Largest JSON text JsonDocument reads (4 MiB): scenarios and engine tables are a few KB; a
/// larger text is refused before it is parsed (listed with the other limits in core/model/limits.h).
inline constexpr std::size_t kMaxJsonBytes = 4u * 1024u * 1024u;
/// Fields one JSON object may hold (a scenario object has a dozen); more is refused.
inline constexpr std::size_t kMaxJsonObjectKeys = 256;

/// A parsed JSON document with positions. Duplicate keys in one object are an error (JSON
/// parsers disagree on which one wins, so a hand-written file with both is a mistake).
class JsonDocument {
public:
    /// Parses `file`; throws InvalidInputError located at the first syntax error or when it
    /// holds more than kMaxJsonBytes, or EnvironmentError when the file cannot be read.
    static JsonDocument load_file(const std::filesystem::path& file);
    /// Parses `text`, named `name` in messages (at most kMaxJsonBytes).
    static JsonDocument load_string(std::string text, std::string name);

    JsonValue root() const;
    const std::string& name() const { return m_name; }

    JsonDocument(JsonDocument&&) noexcept;
    JsonDocument& operator=(JsonDocument&&) noexcept;
    ~JsonDocument();

private:
    friend class JsonValue;
    struct Index;
    JsonDocument();
    std::string m_name;
    std::unique_ptr<nlohmann::ordered_json> m_root;
    std::unique_ptr<Index> m_index;
};

/// The allowed word nearest to `word` when it is a plausible typo (edit_distance() at most a third
/// of its length, at least 1), else empty. Used for "did you mean" hints.
std::string nearest_word(std::string_view word, const std::vector<std::string>& allowed);

} // namespace ost
