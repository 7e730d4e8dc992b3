// The typed error hierarchy of Ost: what failed (a translatable message) and why (a detail).
// Front ends catch ost::Error at command boundaries; UserCancelled is not shown as an error.
#pragma once

#include "core/support/location.h"
#include "core/support/text.h"

#include <exception>
#include <stdexcept>
#include <string>

namespace ost {

enum class ErrorKind { InvalidInput, Storage, Environment, Internal, UserCancelled };

/// Base of every error Ost throws on purpose. `message()` says what failed in the user's
/// language; `detail()` is the technical cause (SQLite text, errno, parser message), shown
/// second. what() is the English message followed by the detail, for logs.
class Error : public std::runtime_error {
public:
    ErrorKind kind() const { return m_kind; }
    const Text& message() const { return m_message; }
    const std::string& detail() const { return m_detail; }
    const Location& location() const { return m_location; }
    /// "file:line:column: message (detail)" in the translator's language.
    std::string describe(const class Translator& translator) const;

protected:
    Error(ErrorKind kind, Text message, std::string detail, Location location);

private:
    ErrorKind m_kind;
    Text m_message;
    std::string m_detail;
    Location m_location;
};

/// Bad user input: a malformed file, an unknown option, an impossible request. Carries where.
class InvalidInputError : public Error {
public:
    explicit InvalidInputError(Text message, std::string detail = {}, Location location = {})
        : Error(ErrorKind::InvalidInput, std::move(message), std::move(detail),
                std::move(location)) {}
};

/// A database could not be read or written, or is not an Ost database of a known version.
class StorageError : public Error {
public:
    explicit StorageError(Text message, std::string detail = {}, Location location = {})
        : Error(ErrorKind::Storage, std::move(message), std::move(detail), std::move(location)) {}
};

/// The machine lacks something: a data folder, a catalog, a writable directory.
class EnvironmentError : public Error {
public:
    explicit EnvironmentError(Text message, std::string detail = {})
        : Error(ErrorKind::Environment, std::move(message), std::move(detail), {}) {}
};

/// A broken invariant inside Ost itself: a bug to report.
class InternalError : public Error {
public:
    explicit InternalError(Text message, std::string detail = {})
        : Error(ErrorKind::Internal, std::move(message), std::move(detail), {}) {}
};

/// The user stopped a long operation; callers unwind quietly.
class UserCancelled : public Error {
public:
    UserCancelled() : Error(ErrorKind::UserCancelled, TR_("Cancelled."), {}, {}) {}
};

/// What a top-level handler says about an exception that reached it.
struct ExceptionReport {
    bool cancelled = false; ///< UserCancelled: nothing to show
    bool internal = false;  ///< not an input, storage or environment problem: a bug to report
    std::string text;       ///< one line, in the translator's language
};

/// Describes any exception for the last-resort handlers of both programs (ost-cli's main, the
/// app's wx exception hooks), so none reaches std::terminate: ost::Error gives its located
/// description; std::bad_alloc, other std::exception and non-standard ones become an "internal
/// error" line naming the cause. Never throws.
ExceptionReport describe_exception(std::exception_ptr error, const Translator& translator) noexcept;

} // namespace ost
