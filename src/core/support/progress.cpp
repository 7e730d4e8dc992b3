// Progress checkpoint helper shared by long core operations.
// Centralises the cancellation check so every loop honours it the same way.
#include "core/support/progress.h"

#include "core/support/error.h"

namespace ost {

void report_progress(ProgressSink& sink, double fraction, const Text& message) {
    sink.update(fraction < 0 ? 0 : (fraction > 1 ? 1 : fraction), message);
    if (sink.cancelled()) {
        throw UserCancelled();
    }
}

} // namespace ost
