// Progress reporting and cancellation for long core work, without any UI dependency.
// The app adapts it to a gauge or dialog, the CLI prints, tests record.
#pragma once

#include "core/support/text.h"

namespace ost {

/// Receives progress from long operations (build-db, imports, large validations).
/// `fraction` is in [0, 1]. Returning true from cancelled() makes the operation throw
/// UserCancelled at its next checkpoint.
class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    virtual void update(double fraction, const Text& message) = 0;
    virtual bool cancelled() const { return false; }
};

/// A sink that ignores everything (the default when the caller does not care).
class NullProgress final : public ProgressSink {
public:
    void update(double, const Text&) override {}
};

/// Reports and throws UserCancelled when the sink asks to stop.
void report_progress(ProgressSink& sink, double fraction, const Text& message);

} // namespace ost
