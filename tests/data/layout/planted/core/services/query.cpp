// Layout fixture: SQL text outside storage.
const char* kQuery = "SELECT id FROM roster WHERE name = ?";
