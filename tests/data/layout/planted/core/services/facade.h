// Layout fixture: a service header that lets a repository header through (allowed for services).
#pragma once
#include "core/storage/hidden.h"
