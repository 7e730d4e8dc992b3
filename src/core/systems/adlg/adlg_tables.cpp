// Loading data/engine/adlg.json with located errors.
#include "core/systems/adlg/adlg_tables.h"

#include "core/support/json_document.h"

namespace ost::engine {

AdlgTables AdlgTables::load(const std::filesystem::path& file) {
    return read(JsonDocument::load_file(file));
}

AdlgTables AdlgTables::read(const JsonDocument& doc) {
    const auto root = doc.root();
    root.check_keys({"about", "army_rout", "elephant_fury", "general_in_rout", "cohesion_loss_by_margin", "readings"});
    AdlgTables t;
    const auto rout = root.at("army_rout");
    rout.check_keys({"rule", "note", "disordered", "off_table", "eliminated", "general_lost", "camp_taken"});
    t.disordered = static_cast<int>(rout.at("disordered").as_int(0, 20));
    t.off_table = static_cast<int>(rout.at("off_table").as_int(0, 20));
    t.eliminated = static_cast<int>(rout.at("eliminated").as_int(0, 20));
    t.general_lost = static_cast<int>(rout.at("general_lost").as_int(0, 20));
    t.camp_taken = static_cast<int>(rout.at("camp_taken").as_int(0, 20));
    const auto fury = root.at("elephant_fury");
    fury.check_keys({"rule", "note", "faces"});
    const auto faces = fury.at("faces");
    faces.check_keys({"1", "2", "3", "4", "5", "6"});
    for (int f = 1; f <= 6; ++f) {
        t.fury_faces[f] = faces.at(std::to_string(f)).as_choice({"forward", "left", "right", "back"});
    }
    const auto general = root.at("general_in_rout");
    general.check_keys({"rule", "note", "killed_on_or_below"});
    t.general_killed_on_or_below = static_cast<int>(general.at("killed_on_or_below").as_int(0, 6));
    const auto loss = root.at("cohesion_loss_by_margin");
    loss.check_keys({"rule", "note", "table"});
    for (const auto& row : loss.at("table").items()) {
        row.check_keys({"margin", "loss"});
        t.cohesion_loss_by_margin[static_cast<int>(row.at("margin").as_int(-20, 20))] =
            static_cast<int>(row.at("loss").as_int(0, 10));
    }
    if (const auto readings = root.find("readings")) {
        t.readings = read_table_readings(*readings);
    }
    return t;
}

} // namespace ost::engine
