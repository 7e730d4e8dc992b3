// Layout fixture: a front end calling a repository instead of a service.
#include "core/services/session.h"
#include "core/storage/roster_repository.h"
