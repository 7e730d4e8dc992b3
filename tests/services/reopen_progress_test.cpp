// Tests of the last roster's reopening at start-up with progress and Cancel (issue 14): a roster at
// the entries-per-roster limit reports its steps, a Cancel at any step opens nothing and the roster
// is not reopened automatically next time, but stays among the stored rosters.
#include "core/io/roster_reader.h"
#include "core/model/limits.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/settings.h"
#include "core/support/progress.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <vector>

#include "fresh_session.h"

using namespace ost;

namespace {

/// A stored roster of `entries` entries (at most kMaxRosterEntries), remembered as the last one.
std::int64_t store_big_roster(RosterStore& store, std::size_t entries) {
    std::string xml = "<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\"><name>Grande armée</name>\n";
    for (std::size_t i = 0; i < entries; ++i) {
        xml += "<entry id=\"e" + std::to_string(i + 1) + "\" unit=\"halberdiers\" count=\"1\"/>\n";
    }
    xml += "</roster>\n";
    auto editor = store.edit(read_roster_text(xml, "big.ostr"));
    store.autosave(*editor);
    return editor->roster().id;
}

/// Records every update; asks to cancel from update number `cancel_at` on (0 = never).
class RecordingProgress final : public ProgressSink {
  public:
    explicit RecordingProgress(std::size_t cancel_at = 0) : m_cancel_at(cancel_at) {}
    void update(double fraction, const Text& message) override {
        fractions.push_back(fraction);
        messages.push_back(message.render(EnglishTranslator::instance()));
    }
    bool cancelled() const override { return m_cancel_at != 0 && fractions.size() >= m_cancel_at; }
    std::vector<double> fractions;
    std::vector<std::string> messages;

  private:
    std::size_t m_cancel_at;
};

bool listed(RosterStore& store, std::int64_t id) {
    for (const auto& summary : store.recent()) {
        if (summary.id == id) return true;
    }
    return false;
}

} // namespace

TEST_CASE("The last roster reopens in steps with progress, at the entries-per-roster limit",
          "[services][startup][reopen]") {
    test::FreshSession s("reopen-progress");
    RosterStore store(*s.session);
    const auto id = store_big_roster(store, kMaxRosterEntries);
    RecordingProgress progress;
    const auto started = std::chrono::steady_clock::now();
    auto reopened = store.reopen_last(progress);
    const auto took = std::chrono::steady_clock::now() - started;
    REQUIRE(reopened.editor);
    CHECK_FALSE(reopened.cancelled);
    CHECK_FALSE(reopened.problem);
    CHECK(reopened.editor->roster().entries.size() == kMaxRosterEntries);
    CHECK(reopened.editor->roster().id == id);
    // Four steps, in order, from 0 to done, each saying what it does.
    CHECK(progress.fractions == std::vector<double>{0.0, 0.25, 0.5, 1.0});
    REQUIRE(progress.messages.size() == 4);
    CHECK(progress.messages[0] == "Reading the roster...");
    CHECK(progress.messages[1] == "Loading the army list of the roster (1000 entries)...");
    CHECK(progress.messages[2] == "Checking the roster (1000 entries)...");
    CHECK(s.session->settings().get(RosterStore::kLastRosterKey) == std::to_string(id));
    // Not a benchmark: a generous bound that a quadratic load of 1000 entries would break.
    CHECK(took < std::chrono::seconds(20));
}

TEST_CASE("A Cancel at any step of the reopening opens nothing and the roster is not reopened next time",
          "[services][startup][reopen]") {
    for (std::size_t step = 1; step <= 4; ++step) {
        CAPTURE(step);
        test::FreshSession s("reopen-cancel");
        RosterStore store(*s.session);
        const auto id = store_big_roster(store, kMaxRosterEntries);
        RecordingProgress progress(step);
        auto reopened = store.reopen_last(progress);
        CHECK(progress.fractions.size() == step); // stopped at the step that saw the Cancel
        CHECK_FALSE(reopened.editor);
        CHECK(reopened.cancelled);
        REQUIRE(reopened.problem);
        const auto told = reopened.problem->render(EnglishTranslator::instance());
        CHECK(told == "Opening the roster \"Grande armée\" was cancelled. It will not be reopened at start any "
                      "more; open it from your saved rosters when you want it.");
        // Forgotten as the last roster, kept among the stored ones.
        CHECK_FALSE(s.session->settings().get(RosterStore::kLastRosterKey));
        CHECK(listed(store, id));
        RecordingProgress next_start;
        auto next = store.reopen_last(next_start);
        CHECK_FALSE(next.editor);
        CHECK_FALSE(next.problem);
        CHECK_FALSE(next.cancelled);
        CHECK(next_start.fractions.empty()); // nothing was even read
        // Opened by hand from the stored rosters, it is the last one again.
        auto again = store.load(id);
        REQUIRE(again);
        CHECK(again->entries.size() == kMaxRosterEntries);
    }
}
