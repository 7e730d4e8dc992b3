// Seeded and given dice sources with their log.
#include "core/engine/dice_source.h"

#include "core/support/error.h"

#include <charconv>

namespace ost::engine {

int DiceSource::roll(int faces, const std::string& rule) {
    const int value = next_number(faces);
    if (!m_keep_log) {
        return value;
    }
    m_log.push_back(RolledDie{"D" + std::to_string(faces), std::to_string(value), {}, rule});
    return value;
}

std::size_t DiceSource::roll_face(const CustomDie& die, const std::string& rule) {
    const std::size_t face = next_face(die);
    if (!m_keep_log) {
        return face;
    }
    m_log.push_back(RolledDie{die.id(), die.faces()[face].id, die.faces()[face].name, rule});
    return face;
}

void DiceSource::explain_last(Text meaning) {
    if (m_keep_log && !m_log.empty()) {
        m_log.back().meaning = std::move(meaning);
    }
}

std::uint64_t SeededDice::uniform(std::uint64_t n) {
    // Rejection sampling keeps every value equally likely and the sequence portable.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x = 0;
    do {
        x = m_engine();
    } while (x >= limit);
    return x % n;
}

int SeededDice::next_number(int faces) { return static_cast<int>(uniform(static_cast<std::uint64_t>(faces))) + 1; }

std::size_t SeededDice::next_face(const CustomDie& die) {
    auto r = static_cast<int>(uniform(static_cast<std::uint64_t>(die.face_total())));
    for (std::size_t i = 0; i < die.faces().size(); ++i) {
        if (r < die.faces()[i].count) {
            return i;
        }
        r -= die.faces()[i].count;
    }
    return die.faces().size() - 1;
}

const std::string& GivenDice::take() {
    if (m_next >= m_dice.size()) {
        throw InvalidInputError(
            TRP_("The roll gives {n} die but the rules need more.", "The roll gives {n} dice but the rules need more.",
                 m_dice.size()));
    }
    return m_dice[m_next++];
}

int GivenDice::next_number(int faces) {
    const std::string& text = take();
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 1 || value > faces) {
        throw InvalidInputError(TR_("Die {0} of the roll is \"{1}\": a D{2} shows 1 to {2}.")
                                    .arg(m_next)
                                    .arg(text)
                                    .arg(faces));
    }
    return value;
}

void GivenDice::finish() {
    if (unused() == 0) {
        return;
    }
    const std::size_t given = m_dice.size();
    throw InvalidInputError(TRP_("{n} die was given, but this roll uses only {0}: remove the extra ones.",
                                 "{n} dice were given, but this roll uses only {0}: remove the extra ones.", given)
                                .arg(static_cast<long long>(m_next)));
}

std::size_t GivenDice::next_face(const CustomDie& die) {
    const std::string& text = take();
    for (std::size_t i = 0; i < die.faces().size(); ++i) {
        if (die.faces()[i].id == text || die.faces()[i].id == "face-" + text) {
            return i;
        }
    }
    throw InvalidInputError(TR_("Die {0} of the roll is \"{1}\", which is not a face of this die.").arg(m_next).arg(text));
}

} // namespace ost::engine
