// Layout fixture: a front end naming io, reference and validation headers instead of services.
#include "core/services/session.h"
#include "core/io/roster_code.h"
#include "core/reference/rules_service.h"
#include "core/validation/army_limits.h"
