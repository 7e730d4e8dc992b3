// An output stream buffer that writes every byte that is not well-formed UTF-8 as "\xNN".
// ost-cli prints through it, so text stored by older versions never reaches the terminal raw.
#pragma once

#include <streambuf>
#include <string>

namespace ost::cli {

/// Forwards everything written to `target`, escaping invalid UTF-8 with escape_invalid_utf8().
/// A character cut between two writes is held back (at most 3 bytes) until the next write, so
/// valid text split across `<<` calls passes unchanged; what is still held at destruction is
/// written then (escaped if it never completed). Owns nothing: `target` must outlive it.
class Utf8EscapingBuffer final : public std::streambuf {
public:
    explicit Utf8EscapingBuffer(std::streambuf* target) : m_target(target) {}
    ~Utf8EscapingBuffer() override;
    Utf8EscapingBuffer(const Utf8EscapingBuffer&) = delete;
    Utf8EscapingBuffer& operator=(const Utf8EscapingBuffer&) = delete;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    /// Writes the pending bytes, keeping a trailing incomplete character unless `final`.
    bool emit(bool final);
    std::streambuf* m_target;
    std::string m_pending;
};

} // namespace ost::cli
