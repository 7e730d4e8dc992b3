// The L'Art de la Guerre numbers the engine applies (army rout losses, elephant fury directions,
// generals caught in a rout), read from data/engine/adlg.json so the rules tables stay data.
#pragma once

#include "core/engine/table_reading.h"

#include <filesystem>
#include <map>
#include <string>

namespace ost {
class JsonDocument;
}

namespace ost::engine {

/// ADLG tables; every group cites its section id in the file.
struct AdlgTables {
    // adlg.army.rout: loss points
    int disordered = 1, off_table = 1, eliminated = 2, general_lost = 1, camp_taken = 4;
    // adlg.elephant-fury: direction by D6 face
    std::map<int, std::string> fury_faces;
    // adlg.rout.general: a non-included general dies on this face or lower
    int general_killed_on_or_below = 3;
    /// Cohesion points lost by margin; empty: not in our sources (see the note in the file).
    std::map<int, int> cohesion_loss_by_margin;
    /// Our readings where the texts give no procedure (id → reading), e.g. "opposed".
    std::map<std::string, TableReading> readings;

    /// Reads `file` (data/engine/adlg.json); InvalidInputError with file:line:column when wrong.
    static AdlgTables load(const std::filesystem::path& file);
    /// The same from a document already read (the text the reference DB stores).
    static AdlgTables read(const JsonDocument& doc);
};

} // namespace ost::engine
