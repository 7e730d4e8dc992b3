// Lookups and id allocation of the Roster model.
// Ids are short, stable and never reused within one roster so diagnostics keep pointing right.
#include "core/model/roster.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace ost {

namespace {
/// The largest N among ids "<prefix>N".
template <typename Items, typename Id>
long long max_suffix(const Items& items, char prefix, Id id_of) {
    long long best = 0;
    for (const auto& item : items) {
        const std::string& id = id_of(item);
        if (id.size() > 1 && id[0] == prefix) {
            long long n = 0;
            const auto [ptr, ec] = std::from_chars(id.data() + 1, id.data() + id.size(), n);
            if (ec == std::errc() && ptr == id.data() + id.size()) {
                best = std::max(best, n);
            }
        }
    }
    return best;
}
} // namespace

const RosterEntry* Roster::entry(const std::string& entry_id) const {
    const auto at = entry_index.find(entries, entry_id, [](const RosterEntry& e) -> const std::string& { return e.id; });
    return at ? &entries[*at] : nullptr;
}

RosterEntry* Roster::entry(const std::string& entry_id) {
    return const_cast<RosterEntry*>(std::as_const(*this).entry(entry_id));
}

const RosterCommand* Roster::command(const std::string& command_id) const {
    const auto it = std::find_if(commands.begin(), commands.end(),
                                 [&](const RosterCommand& c) { return c.id == command_id; });
    return it == commands.end() ? nullptr : &*it;
}

std::string Roster::next_entry_id() const {
    return "e" + std::to_string(
                     max_suffix(entries, 'e',
                                [](const RosterEntry& e) -> const std::string& { return e.id; }) +
                     1);
}

std::string Roster::next_command_id() const {
    return "c" + std::to_string(
                     max_suffix(commands, 'c',
                                [](const RosterCommand& c) -> const std::string& { return c.id; }) +
                     1);
}

bool Roster::same_content(const Roster& o) const {
    return name == o.name && system_id == o.system_id && list_id == o.list_id &&
           army_size == o.army_size && year == o.year && notes == o.notes &&
           player == o.player && event == o.event && event_date == o.event_date &&
           commands == o.commands && entries == o.entries;
}

} // namespace ost
