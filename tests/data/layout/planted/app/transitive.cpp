// Layout fixture: a front end that includes only a service, which brings storage in with it.
#include "core/support/fine.h"
#include "core/services/facade.h"
