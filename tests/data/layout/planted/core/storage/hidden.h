// Layout fixture: a repository header (storage), fine where it is.
#pragma once
#include <SQLiteCpp/Database.h>
