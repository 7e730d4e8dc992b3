// Layout fixture: a clean file the check must not report.
#pragma once
#include <string>
