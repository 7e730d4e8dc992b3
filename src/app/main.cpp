// Entry point of the Ost desktop app: only wxIMPLEMENT_APP.
// Everything else lives in the ost_ui library so tests can link it.
#include "app/application.h"

wxIMPLEMENT_APP(ost::app::Application);
