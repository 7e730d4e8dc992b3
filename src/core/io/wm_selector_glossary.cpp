// English names for the French names of wm-selector's Warmaster Evolution data (armies, units,
// upgrades, rules, magic items): the English forms used by the Warmaster community.
// Used by the importer; an unknown name keeps its French form in English.
#include "core/io/wm_selector_glossary.h"
#include "core/support/strings.h"

#include <map>
#include <vector>

namespace ost {

namespace {
const std::map<std::string, std::string>& glossary() {
    static const std::map<std::string, std::string> kNames{
        {"Lancier", "Spearmen"}, {"Archers", "Archers"}, {"Gardes", "Guards"},
        {"Derviches", "Dervishes"}, {"Chevaliers", "Knights"}, {"Cavaliers du Désert", "Desert Riders"},
        {"Méharistes", "Camel Riders"}, {"Tapis Volants", "Flying Carpets"}, {"Rokh", "Roc"},
        {"Eléphants", "Elephants"}, {"Général", "General"}, {"Héros", "Hero"}, {"Sorcier", "Wizard"},
        {"Tapis Volant", "Flying Carpet"}, {"Eléphant", "Elephant"}, {"Djinn", "Djinn"},
        {"Sablier du Temps", "Hourglass of Time"}, {"Eléphant (monture)", "Elephant (mount)"},
        {"Règle optionnelle", "Optional rule"}, {"Règles optionnelles", "Optional rules"},
        {"Hommes d'Armes", "Men-at-Arms"}, {"Paysans", "Peasants"}, {"Ecuyers", "Squires"},
        {"Chevaliers du Graal", "Grail Knights"}, {"Chevaliers Pégase", "Pegasus Knights"},
        {"Trébuchet", "Trebuchet"}, {"Enchanteresse", "Enchantress"}, {"Licorne", "Unicorn"},
        {"Pégase", "Pegasus"}, {"Hippogriffe", "Hippogryph"}, {"Reliquaire du Grall", "Grail Reliquae"},
        {"Guerrier du Chaos", "Chaos Warriors"}, {"Maraudeurs du Chaos", "Chaos Marauders"},
        {"Ogres", "Ogres"}, {"Trolls", "Trolls"}, {"Cavaliers Maraudeurs", "Marauder Horsemen"},
        {"Chevaliers du chaos", "Chaos Knights"}, {"Chiens du Chaos", "Chaos Hounds"},
        {"Chars du Chaos", "Chaos Chariots"}, {"Harpies", "Harpies"}, {"Dragon Ogres", "Dragon Ogres"},
        {"Enfant du Chaos", "Chaos Spawn"}, {"Dragon du Chaos", "Chaos Dragon"},
        {"Dragons Ogres", "Dragon Ogres"}, {"Horde Démoniaque", "Daemonic Horde"},
        {"Nuées Démoniaques", "Daemonic Swarms"}, {"Cavalerie Démoniaque", "Daemonic Cavalry"},
        {"Chiens Démoniaques", "Daemonic Hounds"}, {"Chars Démoniaques", "Daemonic Chariots"},
        {"Bêtes Démoniaques", "Daemonic Beasts"}, {"Démons Volants", "Flying Daemons"},
        {"Démon Majeur", "Greater Daemon"}, {"Archidémon", "Arch Daemon"},
        {"Seigneur Démon", "Daemon Lord"}, {"Seigneur Sorcier Démon", "Daemon Sorcerer Lord"},
        {"Ailes Ténébreuses", "Dark Wings"}, {"Faveur des Dieux", "Favour of the Gods"},
        {"Seigneur", "Lord"}, {"Forestiers", "Glade Guard"}, {"Gardes Eternels", "Eternal Guard"},
        {"Gardes Sylvains", "Wardancers and Glade Guard"}, {"Dryades", "Dryads"}, {"Lémures", "Lemures"},
        {"Danseurs de Guerre", "Wardancers"}, {"Chevaliers Sylvains", "Glade Riders"},
        {"Cavaliers Sauvages", "Wild Riders"}, {"Guerriers Faucon", "Warhawk Riders"},
        {"Homme Arbre", "Treeman"}, {"Seigneur Sylvain", "Wood Elf Lord"}, {"Noble Sylvain", "Wood Elf Noble"},
        {"Tisseur de Sorts", "Spellweaver"}, {"Vénérable Homme Arbre", "Ancient Treeman"},
        {"Dragon Sylvain", "Forest Dragon"}, {"Forestier", "Glade Guard"},
        {"Dryades et Lémures", "Dryads and Lemures"}, {"Lanciers", "Spearmen"},
        {"Arbalétriers", "Crossbowmen"}, {"Furies", "Witch Elves"}, {"Chevaliers Noirs", "Dark Riders"},
        {"Chevaliers sur Sang-Froid", "Cold One Knights"}, {"Hydre de Guerre", "War Hydra"},
        {"Baliste", "Bolt Thrower"}, {"Sorcière", "Sorceress"}, {"Manticore", "Manticore"},
        {"Char", "Chariot"}, {"Chaudron de Sang", "Cauldron of Blood"},
        {"Arbalètes à répétition", "Repeater crossbows"}, {"Cold Ones Knights", "Cold One Knights"},
        {"Halberdiers", "Halberdiers"}, {"Arquebusiers", "Handgunners"}, {"Flagellants", "Flagellants"},
        {"Joueurs d’Epée", "Greatswords"}, {"Tirailleurs", "Skirmishers"}, {"Pistoliers", "Pistoliers"},
        {"Chevaliers Demi-Griffons", "Demigryph Knights"}, {"Chevaliers des Ordres", "Knightly Orders"},
        {"Canon Feu d’Enfer", "Helblaster"}, {"Canon", "Cannon"}, {"Tank à Vapeur", "Steam Tank"},
        {"Bombarde / Mortier", "Mortar"}, {"Griffon", "Griffon"}, {"Autel de Guerre", "War Altar"},
        {"Garde Phénix", "Phoenix Guard"}, {"Heaumes d’Argent", "Silver Helms"},
        {"Patrouilleurs Ellyriens", "Reavers"}, {"Chars", "Chariots"},
        {"Chevaucheur de Dragon", "Dragon Rider"}, {"Aigles Géants", "Giant Eagles"},
        {"Balistes à Répétition", "Bolt Throwers"}, {"Aigles Géants(monture)", "Giant Eagle (mount)"},
        {"Dragon", "Dragon"}, {"Arc Long", "Longbow"}, {"Nobles", "Nobles"}, {"Dragons", "Dragons"},
        {"Skinks", "Skinks"}, {"Saurus", "Saurus"}, {"Gardes des Temples", "Temple Guard"},
        {"Salamandres", "Salamanders"}, {"Kroxigor", "Kroxigor"},
        {"Cavaliers sur Sang-Froid", "Cold One Riders"}, {"Téradons", "Terradons"},
        {"Stégadon", "Stegadon"}, {"Mage Slann", "Slann Mage-Priest"}, {"Saurus Héros", "Saurus Hero"},
        {"Skink Héros", "Skink Hero"}, {"Skink Shaman", "Skink Shaman"},
        {"Bastiladon avec Machine Solaire", "Bastiladon with Solar Engine"},
        {"Bastiladon avec Arche de Sotek", "Bastiladon with Ark of Sotek"},
        {"Stégadon (Monture)", "Stegadon (mount)"}, {"Carnosaure", "Carnosaur"}, {"Palanquin", "Palanquin"},
        {"Reptiliennes", "Cold-blooded"}, {"Guerrier", "Warriors"}, {"Archer", "Archers"},
        {"Ours", "Bears"}, {"Chasseurs de Trolls", "Troll Hunters"}, {"Streltsi", "Streltsi"},
        {"Archers à Cheval", "Horse Archers"}, {"Légion Griffon", "Gryphon Legion"},
        {"Fils d’Urza", "Sons of Ursa"}, {"Chariot de Guerre", "War Wagon"}, {"Chaman", "Shaman"},
        {"Ours (monture)", "Bear (mount)"}, {"Tzarina", "Tzarina"}, {"Char de Guerre", "War Wagon"},
        {"Guerriers", "Warriors"}, {"Rangers", "Rangers"}, {"Marteliers", "Hammerers"},
        {"Mineurs", "Miners"}, {"Tueurs de Trolls", "Troll Slayers"}, {"Canons", "Cannons"},
        {"Canon à Flammes", "Flame Cannon"}, {"Gyrocoptère", "Gyrocopter"},
        {"Maître des Runes", "Runesmith"}, {"Zeppelin", "Zeppelin"}, {"Enclume du Destin", "Anvil of Doom"},
        {"Barge", "Barge"}, {"Trône du Pouvoir", "Throne of Power"}, {"Trône de Pouvoir", "Throne of Power"},
        {"Guerriers Orques", "Orc Warriors"}, {"Orques Noirs", "Black Orcs"}, {"Gobelins", "Goblins"},
        {"Orques Sauvages", "Savage Orcs"}, {"Archers Gobelins", "Goblin Archers"},
        {"Gobelins des Forêts", "Forest Goblins"}, {"Orques sur Sanglier", "Boar Riders"},
        {"Gobelins sur Loup", "Wolf Riders"}, {"Orques Sauvages sur Sanglier", "Savage Orc Boar Riders"},
        {"Gobelins sur Araignée", "Spider Riders"}, {"Chars à Loup", "Wolf Chariots"}, {"Géant", "Giant"},
        {"Lance-Rocs", "Rock Lobber"}, {"Général Orque", "Orc General"}, {"Héros Orque", "Orc Hero"},
        {"Chaman Orque", "Orc Shaman"}, {"Héros Gobelin", "Goblin Hero"},
        {"Chaman Gobelin", "Goblin Shaman"}, {"Vouivre", "Wyvern"}, {"Squelettes", "Skeletons"},
        {"Archers Squelettes", "Skeleton Bowmen"}, {"Cavaliers Squelettes", "Skeleton Cavalry"},
        {"Chars Squelettes", "Skeleton Chariots"}, {"Charognards", "Carrion"},
        {"Géant Squelette", "Bone Giant"}, {"Sphinx", "Sphinx"}, {"Catapulte à Crânes", "Skull Chukka"},
        {"Balistes à Ossements", "Bone Throwers"}, {"Roi des Tombes", "Tomb King"},
        {"Prêtre-Liche", "Liche Priest"}, {"Dragon Zombie", "Zombie Dragon"}, {"Char Liche", "Liche Chariot"},
        {"Liche Priest", "Liche Priest"}, {"Bolt Thrower", "Bolt Thrower"},
        {"Guerriers des Clans", "Clanrats"}, {"Vermines de Choc", "Stormvermin"}, {"Jezzails", "Jezzails"},
        {"Moines de la Peste", "Plague Monks"}, {"Nuées de Rats", "Rat Swarms"},
        {"Coureurs d’Egouts", "Gutter Runners"}, {"Rat Ogres", "Rat Ogres"},
        {"Canon à Malefoudre", "Warp Lightning Cannon"}, {"Catapulte de la Peste", "Plague Catapult"},
        {"Roue Infernale", "Doom Wheel"}, {"Prophète Gris", "Grey Seer"}, {"Technomage", "Warlock Engineer"},
        {"Cloche Hurlante", "Screaming Bell"}, {"Verminarque", "Verminlord"}, {"Zombies", "Zombies"},
        {"Goules", "Ghouls"}, {"Gardes des Cryptes", "Grave Guard"}, {"Nuées Ethérées", "Spirit Hosts"},
        {"Chevaliers Ethérés", "Hexwraiths"}, {"Loups Funestes", "Dire Wolves"},
        {"Chauves-Souris", "Fell Bats"}, {"Vargueists", "Varghulfs"}, {"Vargulf", "Varghulf"},
        {"Seigneur Vampire", "Vampire Lord"}, {"Vampire", "Vampire"}, {"Nécromancien", "Necromancer"},
        {"Cauchemar ailé", "Winged Nightmare"}, {"Carosse Noir", "Black Coach"},
        {"Charrette Macabre / Trône de Sabbat", "Corpse Cart / Coven Throne"},
        {"Charrette Macabre /Trône de Sabbat", "Corpse Cart / Coven Throne"}, {"Fell Bats", "Fell Bats"},
        {"Anneau de Sorcellerie", "Ring of Magic"}, {"Baguette de Pouvoir", "Wand of Power"},
        {"Bannière de Bataille", "Battle Banner"}, {"Bannière de Chance", "Banner of Fortune"},
        {"Bannière de Protection", "Banner of Shielding"}, {"Bannière de Robustesse", "Banner of Steadfastness"},
        {"Bannière de Ténacité", "Banner of Fortitude"}, {"Bâton de Répétition", "Rod of Repetition"},
        {"Bâton d’Envoutement", "Staff of Spellbinding"}, {"Couronne de Commandement", "Crown of Command"},
        {"Epée de Destruction", "Sword of Destruction"}, {"Epée de Puissance", "Sword of Might"},
        {"Epée du Destin", "Sword of Fate"}, {"Heaume de Domination", "Helm of Dominion"},
        {"Orbe de Majesté", "Orb of Majesty"}, {"Parchemin d’Anti-Magie", "Scroll of Dispelling"},
        {"Sceptre de Souveraineté", "Sceptre of Sovereignty"}, {"Épée de Mutilation", "Sword of Cleaving"},
    };
    return kNames;
}

} // namespace

std::string wm_selector_english_name(const std::string& french) {
    std::string stem(trim(french));
    std::string suffix;
    const std::string kOptional = "(*)";
    if (stem.size() > kOptional.size() && stem.compare(stem.size() - kOptional.size(), kOptional.size(), kOptional) == 0) {
        stem = std::string(trim(std::string_view(stem).substr(0, stem.size() - kOptional.size())));
        suffix = " (*)";
    }
    const auto& names = glossary();
    const auto it = names.find(stem);
    return (it == names.end() ? stem : it->second) + suffix;
}

std::string wm_selector_french_name(const std::string& published) {
    // Published spelling (lists/README.md, "Corrections"): French capitals keep their accents;
    // an English name is given the French name the same data uses for that troop.
    static const std::map<std::string, std::string> kFrench{
        {"Halberdiers", "Hallebardiers"},
        {"Joueurs d’Epée", "Joueurs d’Épée"},
        {"Epée de Destruction", "Épée de Destruction"},
        {"Epée de Puissance", "Épée de Puissance"},
        {"Epée du Destin", "Épée du Destin"},
        {"Ecuyers", "Écuyers"},
        {"Eléphant", "Éléphant"},
        {"Eléphants", "Éléphants"},
        {"Eléphant (monture)", "Éléphant (monture)"},
        {"Gardes Eternels", "Gardes Éternels"},
        {"Chevaliers Ethérés", "Chevaliers Éthérés"},
        {"Nuées Ethérées", "Nuées Éthérées"},
        {"Coureurs d’Egouts", "Coureurs d’Égouts"},
        {"Reliquaire du Grall", "Reliquaire du Graal"},
        {"Carosse Noir", "Carrosse Noir"},
        {"Cold Ones Knights", "Chevaliers sur Sang-Froid"},
        {"Liche Priest", "Prêtre-Liche"},
        {"Bolt Thrower", "Baliste"},
        {"Fell Bats", "Chauves-Souris"},
        {"Skink Shaman", "Skink Chaman"},
    };
    const std::string kOptional = "(*)";
    std::string stem(trim(published));
    std::string suffix;
    if (stem.size() > kOptional.size() &&
        stem.compare(stem.size() - kOptional.size(), kOptional.size(), kOptional) == 0) {
        const auto cut = std::string(trim(std::string_view(stem).substr(0, stem.size() - kOptional.size())));
        suffix = stem.substr(cut.size()); // " (*)" as published
        stem = cut;
    }
    const auto it = kFrench.find(stem);
    return it == kFrench.end() ? published : it->second + suffix;
}

LocalizedString wm_selector_army_name(const std::string& id, const std::string& published) {
    static const std::map<std::string, LocalizedString> kArmies{
        {"arabie", {"Arabie", "Araby"}},
        {"bretonnie", {"Bretonnie", "Bretonnia"}},
        {"chaos", {"Chaos", "Chaos"}},
        {"demons", {"Démons", "Daemons"}},
        // The source file names this army "Arabie" by mistake; the file name says Wood Elves.
        {"elfes-sylvains", {"Elfes sylvains", "Wood Elves"}},
        {"elfes-noirs", {"Elfes noirs", "Dark Elves"}},
        {"empire", {"Empire", "The Empire"}},
        {"hauts-elfes", {"Hauts Elfes", "High Elves"}},
        {"hommes-lezards", {"Hommes-Lézards", "Lizardmen"}},
        {"kislev", {"Kislev", "Kislev"}},
        {"nains", {"Nains", "Dwarfs"}},
        {"orques", {"Orques & Gobelins", "Orcs & Goblins"}},
        {"rois-tombes", {"Rois des tombes", "Tomb Kings"}},
        {"skavens", {"Skavens", "Skaven"}},
        {"vampire", {"Comtes Vampires", "Vampire Counts"}},
    };
    const auto it = kArmies.find(id);
    if (it != kArmies.end()) {
        return it->second;
    }
    return {published, wm_selector_english_name(published)};
}

const std::string* wm_selector_stat_erratum(const std::string& list_id, const std::string& unit_fr,
                                            const std::string& field, const std::string& published) {
    struct Erratum {
        std::string list, unit, field, published, corrected;
    };
    static const std::vector<Erratum> kErrata{
        // "mm" for "cm": the list's own repeating-crossbow rule gives 30 cm, or 15 cm twice.
        {"elfes-noirs", "Arbalétriers", "range", "15mm/30cm", "15cm/30cm"},
        {"elfes-noirs", "Chevaliers Noirs", "range", "15mm/30cm", "15cm/30cm"},
        // A lone "+": the later wm-selector file elfes-sylvains.json gives Lémures armour 5+.
        {"elfes-sylvains", "Lémures", "armour", "+", "5+"},
    };
    for (const auto& e : kErrata) {
        if (e.list == list_id && e.unit == unit_fr && e.field == field && e.published == published) {
            return &e.corrected;
        }
    }
    return nullptr;
}

} // namespace ost
