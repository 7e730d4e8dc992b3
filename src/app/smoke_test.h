// GUI smoke test driven from inside the app (--smoke-test DIR): visits each area in English and
// French, saves a PNG of the window for each, and exits non-zero if anything logged an error.
#pragma once

#include <wx/log.h>
#include <wx/timer.h>

#include <filesystem>
#include <string>
#include <vector>

namespace ost::app {

class Application;

/// Counts errors logged through wxLog while passing everything on to stderr.
class CountingLog final : public wxLogStderr {
public:
    int errors() const { return m_errors; }

protected:
    void DoLogRecord(wxLogLevel level, const wxString& message, const wxLogRecordInfo& info) override;

private:
    int m_errors = 0;
};

class SmokeTest final {
public:
    SmokeTest(Application& app, std::filesystem::path output_dir);
    ~SmokeTest();
    void start();

private:
    void next_step();
    void capture(const std::string& name);

    Application& m_app;
    std::filesystem::path m_dir;
    wxTimer m_timer;
    CountingLog* m_log = nullptr;
    wxLog* m_previous_log = nullptr;
    std::size_t m_step = 0;
    std::vector<std::string> m_saved;
};

} // namespace ost::app
