// Standalone replay driver for the fuzz targets when libFuzzer is not used: runs every file of
// the given corpus folders, then deterministic mutations of each, through LLVMFuzzerTestOneInput.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv) {
    std::size_t runs = 0;
    std::mt19937 rng(20261122);
    for (int i = 1; i < argc; ++i) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[i])) {
            if (!entry.is_regular_file()) {
                continue;
            }
            std::ifstream in(entry.path(), std::ios::binary);
            const std::string seed((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(seed.data()), seed.size());
            ++runs;
            for (int m = 0; m < 300; ++m) {
                std::string mutant = seed;
                const int edits = 1 + static_cast<int>(rng() % 4);
                for (int e = 0; e < edits && !mutant.empty(); ++e) {
                    const std::size_t at = rng() % mutant.size();
                    switch (rng() % 4) {
                    case 0: mutant[at] = static_cast<char>(rng() % 256); break;
                    case 1: mutant.erase(at, 1 + rng() % 8); break;
                    case 2: mutant.insert(at, 1, "<>\"&=/ \n"[rng() % 8]); break;
                    default: mutant.resize(at); break;
                    }
                }
                LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(mutant.data()), mutant.size());
                ++runs;
            }
        }
    }
    std::printf("fuzz replay: %zu inputs, no crash\n", runs);
    return runs > 0 ? 0 : 1;
}
