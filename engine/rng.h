// Deterministic pseudo-random numbers: the same seed gives the same games on every machine.
// xoshiro256** seeded through SplitMix64; bounded draws use Lemire's multiply-shift.
#pragma once

#include <cstdint>

namespace gs {

class Rng {
public:
    explicit Rng(uint64_t seed = 0) { reseed(seed); }

    void reseed(uint64_t seed)
    {
        for (auto& w : s_) {
            seed += 0x9E3779B97F4A7C15ull;
            uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            w = z ^ (z >> 31);
        }
    }

    uint64_t next()
    {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Undoes one next() (xoshiro's state step is invertible): after next(); back(); the
    // generator is where it was. For the playout's rare path, which rewinds a ply's draws
    // instead of copying the state before every ply.
    void back()
    {
        const uint64_t s3x = rotl(s_[3], 64 - 45);  // s3 ^ s1 before the rotation
        const uint64_t s0 = s_[0] ^ s3x;
        const uint64_t u = s_[1] ^ s_[2];  // s1 ^ (s1 << 17)
        const uint64_t s1 = u ^ (u << 17) ^ (u << 34) ^ (u << 51);
        const uint64_t s2x = s_[1] ^ s1;  // s2 ^ s0
        s_[0] = s0;
        s_[1] = s1;
        s_[2] = s2x ^ s0;
        s_[3] = s3x ^ s1;
    }

    // Uniform in [0, n), n >= 1. The tiny bias of the plain multiply-shift (< n / 2^32)
    // is irrelevant for game play and keeps the playout loop branch-free.
    uint32_t below(uint32_t n) { return uint32_t((uint64_t(uint32_t(next() >> 32)) * n) >> 32); }

    // Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t s_[4];
};

// The seed of item `i` of a run seeded `seed` (game i of a lab run or match, a hint's search):
// SplitMix64 of seed + golden-ratio steps, so consecutive run seeds and items stay well spread.
// Results depend only on (seed, i), which is what lets shards on different machines agree.
inline uint64_t mixSeed(uint64_t seed, uint64_t i)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull * (i + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace gs
