// Layout fixture: a model header that includes a storage header (an upward edge).
#pragma once
#include "core/support/text.h"
#include "core/storage/user_database.h"
