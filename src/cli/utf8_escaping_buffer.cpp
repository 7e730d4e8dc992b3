// Utf8EscapingBuffer: escapes invalid UTF-8 on its way to the real output, holding back only a
// character that a later write may complete.
#include "cli/utf8_escaping_buffer.h"

#include "core/support/strings.h"

namespace ost::cli {

namespace {
/// Length of the UTF-8 sequence a lead byte announces (0 for a continuation or invalid byte).
std::size_t announced_length(unsigned char lead) {
    if (lead >= 0xC2 && lead <= 0xDF) {
        return 2;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        return 4;
    }
    return 0;
}

/// Where a trailing character that is not complete yet starts (s.size() when there is none).
std::size_t incomplete_tail(const std::string& s) {
    for (std::size_t back = 1; back <= 3 && back <= s.size(); ++back) {
        const auto b = static_cast<unsigned char>(s[s.size() - back]);
        if ((b & 0xC0) == 0x80) {
            continue; // a continuation byte: look further back for its lead
        }
        const auto length = announced_length(b);
        return length > back ? s.size() - back : s.size();
    }
    return s.size();
}
} // namespace

Utf8EscapingBuffer::~Utf8EscapingBuffer() {
    emit(true);
    m_target->pubsync();
}

bool Utf8EscapingBuffer::emit(bool final) {
    const std::size_t cut = final ? m_pending.size() : incomplete_tail(m_pending);
    if (cut == 0) {
        return true;
    }
    const std::string out = escape_invalid_utf8(std::string_view(m_pending).substr(0, cut));
    m_pending.erase(0, cut);
    const auto size = static_cast<std::streamsize>(out.size());
    return m_target->sputn(out.data(), size) == size;
}

Utf8EscapingBuffer::int_type Utf8EscapingBuffer::overflow(int_type ch) {
    if (traits_type::eq_int_type(ch, traits_type::eof())) {
        return traits_type::not_eof(ch);
    }
    m_pending.push_back(traits_type::to_char_type(ch));
    return emit(false) ? ch : traits_type::eof();
}

std::streamsize Utf8EscapingBuffer::xsputn(const char* s, std::streamsize n) {
    m_pending.append(s, static_cast<std::size_t>(n));
    return emit(false) ? n : 0;
}

int Utf8EscapingBuffer::sync() { return emit(false) && m_target->pubsync() == 0 ? 0 : -1; }

} // namespace ost::cli
