// A roster: the army a player builds from one army list at a chosen army size (entries, options,
// generals, magic items, attachments, ADLG commands). Saved as a .ostr file and in the user DB.
#pragma once

#include "core/model/id_index.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ost {

/// A chosen option or upgrade of an entry (a list option/upgrade id) taken `count` times.
struct RosterOption {
    std::string id;
    int count = 1;
    bool operator==(const RosterOption&) const = default;
};

/// ADLG command (corps). An allied command takes its units from `ally_list` (an allied list id
/// of the roster's list); empty = a command of the main list.
struct RosterCommand {
    std::string id; ///< stable within the roster ("c1", "c2"…)
    std::string name;
    std::string ally_list;
    bool operator==(const RosterCommand&) const = default;
};

/// One line of the roster: `count` identical units (or one character) of one list line.
/// An entry whose unit no longer exists in the data is kept as is: the validator flags it.
struct RosterEntry {
    std::string id;      ///< stable within the roster ("e1", "e2"…); diagnostics name it
    std::string unit_id; ///< a unit id of the list
    std::string list_id; ///< empty: the roster's list; otherwise the allied list it comes from
    int count = 1;
    std::string command_id;  ///< ADLG: the command it belongs to
    std::string custom_name; ///< the player's own name for it; empty = the list's name
    std::string note;
    std::vector<RosterOption> options;
    std::string general_grade; ///< ADLG general competence (catalogue id); empty = ordinary
    std::vector<std::string> magic_items; ///< WME magic items (catalogue ids), one per unit at most
    /// WME attachment: the entry id it joins. ADLG general: the entry id of the unit he is
    /// placed with (one of his command's units; empty = not placed with a unit).
    std::string attached_to;
    bool operator==(const RosterEntry&) const = default;
};

struct Roster {
    /// Row id in the user DB; 0 when not stored yet. Not part of roster files.
    std::int64_t id = 0;
    std::string name;
    std::string system_id;
    std::string list_id;
    /// The army size chosen by the player (never inferred from the points spent).
    int army_size = 0;
    /// ADLG: the year the army is fielded in (list, ally and option date windows); nullopt = none.
    std::optional<int> year;
    std::string notes;
    /// For the army sheet's header (issue 15): the player's name, the event (tournament) and its
    /// date as the player writes it (free text, e.g. "2027-03-14" or "14 mars 2027"). Optional;
    /// a file carrying one of them is written as format 2.
    std::string player;
    std::string event;
    std::string event_date;
    std::vector<RosterCommand> commands;
    std::vector<RosterEntry> entries;

    /// The entry with id `entry_id`, or nullptr; O(1) through an index kept beside the entries
    /// (IdIndex: rebuilt after the entries changed, on the first lookup that misses).
    const RosterEntry* entry(const std::string& entry_id) const;
    RosterEntry* entry(const std::string& entry_id);
    const RosterCommand* command(const std::string& command_id) const;
    /// A fresh entry id ("e" + number) not used by any entry.
    std::string next_entry_id() const;
    /// A fresh command id ("c" + number) not used by any command.
    std::string next_command_id() const;
    /// Equality of the document (the DB row id is ignored).
    bool same_content(const Roster& other) const;

    /// entry()'s index of `entries` (not part of the document; a copy starts empty).
    IdIndex entry_index;
};

} // namespace ost
