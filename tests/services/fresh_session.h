// Test helper: a Session on a fresh user DB (per test and process) with the bundled reference
// attached, removed when the test ends. Used by the service tests.
#pragma once

#include "core/services/session.h"

#include <filesystem>
#include <memory>
#include <string>
#include <system_error>
#include <unistd.h>

#include "../rules/bundled_reference.h"

namespace ost::test {

struct FreshSession {
    std::filesystem::path dir;
    std::unique_ptr<Session> session;
    explicit FreshSession(const std::string& name)
        : dir(std::filesystem::temp_directory_path() /
              ("ost-test-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        session = std::make_unique<Session>(SessionOptions{bundled_reference().parent_path(), dir / "user.sqlite"});
    }
    ~FreshSession() {
        session.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    FreshSession(const FreshSession&) = delete;
    FreshSession& operator=(const FreshSession&) = delete;
};

} // namespace ost::test
