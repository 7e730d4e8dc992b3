// The search thread: waits for a query, answers it with its own UserDatabase and RulesService,
// hands the answer (or the exception) to the front end's callback.
#include "core/services/search_worker.h"

#include "core/storage/user_database.h"

#include <memory>
#include <utility>

namespace ost::reference {

SearchWorker::SearchWorker(std::filesystem::path user_db, std::filesystem::path reference_db, Deliver deliver)
    : m_user_db(std::move(user_db)), m_reference_db(std::move(reference_db)), m_deliver(std::move(deliver)),
      m_thread([this] { run(); }) {}

SearchWorker::~SearchWorker() {
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        m_pending.reset();
    }
    m_wake.notify_all();
    m_thread.join();
}

void SearchWorker::set_deliver(const void* owner, Deliver deliver) {
    const std::lock_guard lock(m_deliver_mutex);
    m_owner = owner;
    m_deliver = std::move(deliver);
}

void SearchWorker::forget(const void* owner) {
    const std::lock_guard lock(m_deliver_mutex);
    if (m_owner == owner) {
        m_owner = nullptr;
        m_deliver = nullptr;
    }
}

std::uint64_t SearchWorker::submit(RulesQuery query) {
    std::uint64_t generation = 0;
    {
        const std::lock_guard lock(m_mutex);
        m_pending = std::move(query);
        generation = ++m_generation;
    }
    m_wake.notify_all();
    return generation;
}

std::uint64_t SearchWorker::latest() const {
    const std::lock_guard lock(m_mutex);
    return m_generation;
}

void SearchWorker::run() {
    std::unique_ptr<storage::UserDatabase> db;
    std::unique_ptr<RulesService> service;
    std::exception_ptr open_error;
    try {
        db = std::make_unique<storage::UserDatabase>(m_user_db, m_reference_db);
        service = std::make_unique<RulesService>(*db);
    } catch (...) {
        open_error = std::current_exception(); // given with every answer below
    }
    while (true) {
        RulesQuery query;
        std::uint64_t generation = 0;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stop || m_pending.has_value(); });
            if (m_stop) {
                return;
            }
            query = std::move(*m_pending);
            m_pending.reset();
            generation = m_generation;
        }
        if (open_error) {
            const std::lock_guard lock(m_deliver_mutex);
            if (m_deliver) m_deliver(generation, std::nullopt, open_error);
            continue;
        }
        std::optional<RulesAnswer> answer;
        std::exception_ptr error;
        try {
            answer = service->answer(query);
        } catch (...) {
            error = std::current_exception(); // handed to the front end, which reports it
        }
        const std::lock_guard lock(m_deliver_mutex);
        if (m_deliver) m_deliver(generation, std::move(answer), error);
    }
}

} // namespace ost::reference
