// A lazily built id → position index of a list of items with ids (roster entries, report
// figures): lookups in O(1) instead of a pass over the list (issue 26).
#pragma once

#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace ost {

/// The index of one list, owned by the object holding the list. Built on the first lookup and
/// rebuilt when a lookup misses or finds an item whose id is no longer the one asked for, so a
/// list changed in place is still answered right (an absent id costs one rebuild). With
/// repeated ids the first one is found, as a pass over the list would. A copy or move starts
/// empty (the list it indexes is another one). Lookups of one object from several threads are
/// safe: the index is guarded by a mutex.
class IdIndex {
  public:
    IdIndex() = default;
    IdIndex(const IdIndex&) {}
    IdIndex(IdIndex&&) noexcept {}
    IdIndex& operator=(const IdIndex&) {
        clear();
        return *this;
    }
    IdIndex& operator=(IdIndex&&) noexcept {
        clear();
        return *this;
    }
    ~IdIndex() = default;

    /// The position of the first item of `items` whose `id_of` is `id`, or nullopt.
    template <typename Items, typename IdOf>
    std::optional<std::size_t> find(const Items& items, const std::string& id, IdOf id_of) const {
        std::lock_guard lock(m_mutex);
        if (const auto hit = verified(items, id, id_of)) {
            return hit;
        }
        m_positions.clear();
        m_positions.reserve(items.size());
        for (std::size_t i = 0; i < items.size(); ++i) {
            m_positions.try_emplace(id_of(items[i]), i);
        }
        return verified(items, id, id_of);
    }

  private:
    template <typename Items, typename IdOf>
    std::optional<std::size_t> verified(const Items& items, const std::string& id, IdOf id_of) const {
        const auto it = m_positions.find(id);
        if (it == m_positions.end() || it->second >= items.size() || id_of(items[it->second]) != id) {
            return std::nullopt;
        }
        return it->second;
    }
    void clear() noexcept {
        std::lock_guard lock(m_mutex);
        m_positions.clear();
    }

    mutable std::mutex m_mutex;
    mutable std::unordered_map<std::string, std::size_t> m_positions;
};

} // namespace ost
