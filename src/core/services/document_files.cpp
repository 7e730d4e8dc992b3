// The documents' files and codes for the front ends, over the readers and writers of core/io.
// See document_files.h.
#include "core/services/document_files.h"

#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/event_reader.h"
#include "core/io/event_writer.h"
#include "core/io/roster_code.h"
#include "core/io/roster_fingerprint.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/xml_document.h"

#include <utility>

namespace ost {

Roster load_roster(const std::filesystem::path& file) { return read_roster_file(file); }

void store_roster(const std::filesystem::path& file, const Roster& roster) { save_roster_file(file, roster); }

std::string sharing_code(const Roster& roster) { return encode_roster_code(roster); }

Roster roster_from_sharing_code(std::string_view code) { return decode_roster_code(code); }

std::string fingerprint_of(const Roster& roster) { return roster_fingerprint(roster); }

std::string army_list_text(const ArmyList& list) { return write_army_list(list); }

ArmyList army_list_from_text(std::string text, std::string name, const GameSystem& system) {
    return read_army_list(XmlDocument::load_string(std::move(text), std::move(name)), system);
}

void store_army_list(const std::filesystem::path& file, const ArmyList& list) { save_army_list(file, list); }

EventProfile load_event(const std::filesystem::path& file) { return read_event_file(file); }

EventProfile event_from_text(std::string text, std::string name) {
    return read_event_text(std::move(text), std::move(name));
}

std::string event_text(const EventProfile& event) { return write_event(event); }

void store_event(const std::filesystem::path& file, const EventProfile& event) { save_event_file(file, event); }

} // namespace ost
