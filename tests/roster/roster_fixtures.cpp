// Roster test helpers: bundled data readers and roster builders shared by the roster tests.
// Reading lists/ directly keeps these tests independent of the reference DB build.
#include "roster_fixtures.h"

#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"

#include <filesystem>
#include <map>

namespace ost::test {

namespace fs = std::filesystem;

const GameSystem& bundled_system(const std::string& system_id) {
    static std::map<std::string, GameSystem> cache;
    auto it = cache.find(system_id);
    if (it == cache.end()) {
        const auto file = fs::path(OST_SOURCE_DIR) / "lists" / system_id / "system.xml";
        it = cache.emplace(system_id, read_system(XmlDocument::load_file(file))).first;
    }
    return it->second;
}

ArmyList bundled_list(const std::string& system_id, const std::string& list_id) {
    const auto file = fs::path(OST_SOURCE_DIR) / "lists" / system_id / (list_id + ".xml");
    return read_army_list(XmlDocument::load_file(file), bundled_system(system_id));
}

ArmyList test_list(const std::string& system_id, const std::string& list_id) {
    const auto file =
        fs::path(OST_TEST_DATA_DIR) / "rosters" / "lists" / system_id / (list_id + ".xml");
    return read_army_list(XmlDocument::load_file(file), bundled_system(system_id));
}

RosterValidator bundled_validator(const std::string& system_id, const std::string& list_id) {
    return RosterValidator(bundled_system(system_id), bundled_list(system_id, list_id));
}

std::string roster_path(const std::string& name) {
    return (fs::path(OST_TEST_DATA_DIR) / "rosters" / name).string();
}

Roster make_roster(const std::string& system_id, const std::string& list_id, int size) {
    Roster r;
    r.name = "test";
    r.system_id = system_id;
    r.list_id = list_id;
    r.army_size = size;
    return r;
}

RosterEntry& add(Roster& roster, const std::string& unit, int count, const std::string& command) {
    RosterEntry e;
    e.id = roster.next_entry_id();
    e.unit_id = unit;
    e.count = count;
    e.command_id = command;
    roster.entries.push_back(e);
    return roster.entries.back();
}

std::vector<std::string> error_codes(const RosterReport& report) {
    std::vector<std::string> out;
    for (const auto& d : report.diagnostics) {
        if (d.severity == Severity::Error) {
            out.push_back(d.code);
        }
    }
    return out;
}

bool has_code(const RosterReport& report, const std::string& code) {
    for (const auto& d : report.diagnostics) {
        if (d.code == code) {
            return true;
        }
    }
    return false;
}

std::string message_of(const RosterReport& report, const std::string& code) {
    for (const auto& d : report.diagnostics) {
        if (d.code == code) {
            return d.message.english();
        }
    }
    return {};
}

} // namespace ost::test
