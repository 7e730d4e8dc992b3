// Background writes told once per session: read-only sessions skip them, failures are told at the
// first and counted after.
#include "core/services/background_writes.h"

#include "core/support/error.h"

namespace ost {

BackgroundWrites::BackgroundWrites(bool read_only, std::filesystem::path database)
    : m_read_only(read_only), m_database(std::move(database)) {}

void BackgroundWrites::tell(Prompter& prompter, Text text) {
    ++m_told;
    (void)prompter.ask(Question{std::move(text), {TR_("OK")}, 0});
}

bool BackgroundWrites::run(const Text& what, Prompter& prompter, const std::function<void()>& write, bool closing) {
    if (m_read_only) {
        ++m_skipped;
        if (!m_read_only_told && !closing) {
            m_read_only_told = true;
            tell(prompter, TR_("Ost opened your database {0} read-only, so your changes are not saved in it; they "
                               "last until Ost closes. Save your roster to a file to keep it. (Said once.)")
                               .arg(m_database.string()));
        }
        return false;
    }
    try {
        write();
        return true;
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::Storage && e.kind() != ErrorKind::Environment) {
            throw; // not a write that failed: a bug, for the caller's handler
        }
        ++m_failures;
        if (!m_failure_told) {
            m_failure_told = true;
            tell(prompter, TR_("{0}\n{1}\nOst goes on and will not tell you again during this session; save your "
                               "roster to a file to keep it.")
                               .arg(what)
                               .arg(e.message()));
        }
    }
    return false;
}

} // namespace ost
