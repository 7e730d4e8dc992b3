// Tests for the error hierarchy, diagnostics rendering and locations.
// Messages must say what failed, then why, with file:line:column first when known.
#include "core/support/diagnostic.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <new>
#include <stdexcept>

TEST_CASE("Errors carry kind, message, detail and location", "[error]") {
    const ost::InvalidInputError e(TR_("Bad unit {0}.").arg("x"), "detail", ost::Location{"a.xml", 3, 7});
    CHECK(e.kind() == ost::ErrorKind::InvalidInput);
    CHECK(std::string(e.what()) == "a.xml:3:7: Bad unit x. (detail)");
    CHECK(e.describe(ost::EnglishTranslator::instance()) == "a.xml:3:7: Bad unit x. (detail)");
    CHECK(ost::StorageError(TR_("s")).kind() == ost::ErrorKind::Storage);
    CHECK(ost::EnvironmentError(TR_("s")).kind() == ost::ErrorKind::Environment);
    CHECK(ost::InternalError(TR_("s")).kind() == ost::ErrorKind::Internal);
    CHECK(ost::UserCancelled().kind() == ost::ErrorKind::UserCancelled);
}

TEST_CASE("Locations render the known parts only", "[error]") {
    CHECK(ost::Location{"f", 0, 0}.to_string() == "f");
    CHECK(ost::Location{"f", 2, 0}.to_string() == "f:2");
    CHECK(ost::Location{"f", 2, 5}.to_string() == "f:2:5");
    const std::string text = "ab\ncé\nxyz";
    const auto loc = ost::location_at("t", text.data(), text.size(), text.find('x'));
    CHECK(loc.line == 3);
    CHECK(loc.column == 1);
    const auto after_accent = ost::location_at("t", text.data(), text.size(), text.find('\n', 3));
    CHECK(after_accent.line == 2);
    CHECK(after_accent.column == 3); // "cé" is two code points
}

TEST_CASE("Diagnostics render severity, message, code and rule", "[diagnostic]") {
    ost::Diagnostic d{ost::Severity::Error, "wme.min", TR_("Minimum {0}").arg(4),
                      ost::Location{"r.xml", 1, 2}, "wme.army.selection", "", ""};
    const auto& en = ost::EnglishTranslator::instance();
    CHECK(ost::format_diagnostic(d, en) == "r.xml:1:2: error: Minimum 4 [wme.min] (rule wme.army.selection)");
    d.severity = ost::Severity::Warning;
    d.location = {};
    d.rule_id.clear();
    CHECK(ost::format_diagnostic(d, en) == "warning: Minimum 4 [wme.min]");
    CHECK_FALSE(ost::has_errors({d}));
    d.severity = ost::Severity::Error;
    CHECK(ost::has_errors({d}));
}

TEST_CASE("Any exception gets a one-line report for the top-level handlers", "[error][hardening]") {
    const auto& en = ost::EnglishTranslator::instance();
    const auto report_of = [&](auto thrown) {
        try {
            throw thrown;
        } catch (...) {
            return ost::describe_exception(std::current_exception(), en);
        }
    };
    const auto input = report_of(ost::InvalidInputError(TR_("Bad file."), {}, ost::Location{"a.xml", 3, 4}));
    CHECK_FALSE(input.internal);
    CHECK(input.text == "a.xml:3:4: Bad file.");
    const auto memory = report_of(std::bad_alloc());
    CHECK(memory.internal);
    CHECK(memory.text.find("out of memory") != std::string::npos);
    const auto range = report_of(std::out_of_range("basic_string::substr"));
    CHECK(range.internal);
    CHECK(range.text == "Internal error (please report it): basic_string::substr");
    const auto odd = report_of(42);
    CHECK(odd.internal);
    CHECK(odd.text.find("unknown type") != std::string::npos);
    CHECK(report_of(ost::UserCancelled()).cancelled);
    CHECK(report_of(ost::InternalError(TR_("Broken."))).internal);
}
