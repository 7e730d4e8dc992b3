// The rows of one question compiled for one situation: every condition resolved to a constant or
// to a read of one unknown fact (a slot) by value index, so exploring unknown facts is string-free.
#pragma once

#include "core/engine/legality/rule_table.h"
#include "core/engine/legality/situation.h"
#include "core/engine/legality/tri.h"
#include "core/support/text.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ost::engine::legality {

/// Every value an unknown fact can take, as assumed, shown and labelled.
struct Domain {
    std::vector<std::string> values; ///< what is assumed
    std::vector<std::string> shown;  ///< how each answer is named: the value id, or a distance interval
    std::vector<Text> labels;        ///< what the player reads for it
};

/// The domain of fact `key`: its published domain (fact_domain.h); distances are cut at each bound
/// the rows `rows` use (one representative per interval).
Domain domain_of(const RuleTable& table, const std::string& key, const std::vector<std::size_t>& rows);

/// A finite number written as text ("35", "2.5"), else nullopt.
std::optional<double> parse_number(const std::string& text);

/// One fact the rows may read, by its key ("distance", "actor.state.confused"), with its domain
/// and the question asked for it (fact_question()).
struct Slot {
    std::string key;
    Domain domain;
    Text question;
};

/// Every fact the rows of one question (and the rows they yield to) may read, with its domain:
/// the same for every situation, so computed once per table (Evaluator's constructor).
struct QuestionDomains {
    std::vector<Slot> facts;
    /// The fact whose key is `a` + `b` + `c` ("actor." "state." "confused"), or nullptr.
    const Slot* find(std::string_view a, std::string_view b = {}, std::string_view c = {}) const;
};

/// The domains of every fact rows `rows` of `table` may read.
QuestionDomains question_domains(const RuleTable& table, const std::vector<std::size_t>& rows);

/// The value index of every slot, or RowProgram::kUnset.
using Assignment = std::vector<std::int16_t>;

/// The deciding rows of a question (those that can change its verdict: no notes, no allows rows
/// outside obligations), in file order, evaluated exactly as Evaluator's pass evaluates them:
/// same conditions, same short cuts, so the first unknown fact read is the same one.
class RowProgram {
public:
    static constexpr std::int16_t kUnset = -1;

    /// `domains` (question_domains() of `rows`) must outlive the program.
    RowProgram(const RuleTable& table, const Situation& s, const QuestionDef& q,
               const std::vector<std::size_t>& rows, const QuestionDomains& domains,
               const std::vector<std::string>& actor_classes, const std::vector<std::string>& target_classes);

    /// The unknown facts the deciding rows read, by index.
    std::size_t slot_count() const { return m_slots.size(); }
    const Slot& slot(std::size_t i) const { return *m_slots[i]; }
    /// The number of deciding rows.
    std::size_t size() const { return m_deciding.size(); }
    /// Every slot deciding row `k` may read (its conditions, its need, the rows it yields to).
    std::span<const int> reads(std::size_t k) const {
        return {m_slot_reads.data() + m_deciding[k].reads, m_deciding[k].reads_end - m_deciding[k].reads};
    }

    /// A row's weight on the verdict: 0 none; permission 1 forbidden; obligation 1 may, 2 must,
    /// 3 never; outcome 1 yes, 2 no. The verdict is the one of the highest weight.
    Verdict verdict_of(int level) const;

    /// What a three-valued pass over some deciding rows found.
    struct Probe {
        int level = 0;               ///< the highest weight, when every row is decided
        bool decided = true;         ///< every row probed is decided
        int first_slot = -1;         ///< the first unknown slot read, -1 when none
        std::size_t first_row = 0;   ///< the deciding row that read it
    };

    /// Deciding rows `from`… (in order) under `a`, as decide() runs them.
    Probe probe(const Assignment& a, std::size_t from) const;
    /// Only the deciding rows `rows` (increasing), under `a`.
    Probe probe(const Assignment& a, const std::vector<std::size_t>& rows) const;

private:
    /// One read: a constant (slot < 0) or the slot's value looked up in m_truth.
    struct Read {
        int slot = -1;
        Tri known = Tri::False;
        std::uint32_t truth = 0; ///< offset in m_truth of one flag per value of the slot
    };
    enum class Kind : unsigned char { Const, AnyOf, One, Distance };
    /// Everything is stored flat (ranges in the pools below): one program is built per check.
    struct Cond {
        Kind kind = Kind::Const;
        Tri known = Tri::False;
        bool literal = true;     ///< Distance: against `number`, else against pace `pace`
        std::uint32_t reads = 0; ///< AnyOf: each flag; One: the read; Distance: the distance (if unknown)
        std::uint32_t read_count = 0;
        std::uint32_t pace = 0;
        double number = 0;
        double distance = 0;     ///< Distance: the declared distance (no read)
    };
    struct Group {
        std::uint32_t begin = 0, end = 0; ///< in m_conds
        bool negate = false;
    };
    struct Row {
        std::uint32_t when = 0, when_end = 0, need = 0, need_end = 0; ///< in m_groups
        bool has_need = false;
    };
    struct PaceRow {
        bool class_ok = false;
        bool has_formation = false;
        std::uint32_t capabilities = 0, capability_count = 0; ///< in m_reads
        Read formation;
        double value = 0;
    };
    struct Pace {
        std::string id;
        std::uint32_t begin = 0, end = 0; ///< in m_pace_rows
    };
    struct Deciding {
        std::uint32_t row = 0;                 ///< in m_rows
        std::uint32_t yields = 0, yields_end = 0; ///< in m_yields
        Effect effect = Effect::Note;
        std::uint32_t reads = 0, reads_end = 0; ///< in m_slot_reads, sorted, each once
    };
    struct Context; // the assignment read and the first unknown slot met

    /// Compiles table row `table_row` once (its need too when `with_need`); its index in m_rows.
    std::uint32_t compile_row(std::size_t table_row, bool with_need);
    std::pair<std::uint32_t, std::uint32_t> compile_groups(const std::vector<ConditionGroup>& groups);
    Cond compile(const Condition& c);
    Cond compile_distance(const Condition& c);
    std::uint32_t compile_pace(const std::string& id);
    Read flag_read(Role role, bool is_state, const std::string& id);
    /// A read of the fact `role` + `key` that holds for the values `matching` (terrain: or their classes).
    Read value_read(std::string_view role, std::string_view key, const std::optional<std::string>& known,
                    const std::vector<std::string>& matching, bool terrain);
    /// The slot of the fact whose key is `a` + `b` + `c`, added on first use.
    int slot(std::string_view a, std::string_view b = {}, std::string_view c = {});
    void collect_reads(std::uint32_t begin, std::uint32_t end);

    Tri read(Context& c, const Read& r) const;
    Tri condition(Context& c, const Cond& cond) const;
    Tri pace_bound(Context& c, std::uint32_t pace, double distance) const;
    Tri groups(Context& c, std::uint32_t begin, std::uint32_t end) const;
    /// Adds deciding row `k` to the probe.
    void probe_row(Context& c, std::size_t k, Probe& out) const;

    const RuleTable& m_table;
    const Situation& m_s;
    const QuestionDef& m_q;
    const std::vector<std::size_t>& m_question_rows;
    const QuestionDomains& m_domains;
    const std::vector<std::string>& m_actor_classes;
    const std::vector<std::string>& m_target_classes;
    std::vector<const Slot*> m_slots;
    std::vector<std::unique_ptr<Slot>> m_own; ///< facts `m_domains` misses
    std::vector<std::uint32_t> m_number_of; ///< per slot: offset in m_numbers
    std::vector<std::optional<double>> m_numbers; ///< each value of each slot as a number
    std::vector<unsigned char> m_truth;
    std::vector<Read> m_reads;
    std::vector<Cond> m_conds;
    std::vector<Group> m_groups;
    std::vector<Row> m_rows;
    std::vector<std::uint32_t> m_yields;
    std::vector<std::uint32_t> m_row_of; ///< table row → m_rows index + 1 (0: not compiled)
    std::vector<PaceRow> m_pace_rows;
    std::vector<Pace> m_paces;
    std::vector<Deciding> m_deciding;
    std::vector<int> m_slot_reads;
};

} // namespace ost::engine::legality
