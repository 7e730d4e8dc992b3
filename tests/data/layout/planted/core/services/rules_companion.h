// Layout fixture: the services header that hands out the rules façade.
#pragma once
#include "core/reference/rules_service.h"
