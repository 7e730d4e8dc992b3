// The rules companion as the front ends reach it: the session's one RulesService
// (Session::rules()), whose header names no storage type (issue 25; tests/layout lists it).
#pragma once

#include "core/reference/rules_service.h"
