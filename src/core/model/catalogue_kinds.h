// The catalogue kinds of system.xml entries (<entry kind="…">) as named constants, so code
// never spells them as string literals; lists/README.md lists which system uses which.
#pragma once

#include <array>
#include <string_view>

namespace ost::catalogue_kind {

inline constexpr char kTroopType[] = "troop-type";       ///< ADLG troop types (base cost, stats)
inline constexpr char kCapability[] = "capability";      ///< ADLG capability costs
inline constexpr char kGeneralGrade[] = "general-grade"; ///< ADLG general competences
inline constexpr char kMagicItem[] = "magic-item";       ///< WME magic items
inline constexpr char kTroopKind[] = "troop-kind";       ///< A&B troop kinds
inline constexpr char kArmourColour[] = "armour-colour"; ///< A&B armour colours
inline constexpr char kDieFace[] = "die-face";           ///< A&B and Jomini combat die faces
inline constexpr char kTroopData[] = "troop-data";       ///< the Jomini troop data table

/// Every kind the bundled systems use, for checks over the data.
inline constexpr std::array<std::string_view, 8> kAll{kTroopType,  kCapability,    kGeneralGrade, kMagicItem,
                                                      kTroopKind,  kArmourColour,  kDieFace,      kTroopData};

} // namespace ost::catalogue_kind
