// Package random draws random numbers as NumPy's np.random.Generator does,
// bit for bit: a NumPy program ported to Go reproduces its own numbers, and
// its tests can compare against the Python original.
//
//	rng := random.New(42)                        // np.random.default_rng(42)
//	x, _ := tensor.Zeros[float64]([2]int{3, 4})
//	err := random.StandardNormal(rng, x)         // x = rng.standard_normal((3, 4))
//	err = random.Integers(rng, idx, 0, 10, false) // rng.integers(0, 10, size=idx.shape)
//
// The seeding is NumPy's: [NewSeedSequence] is np.random.SeedSequence (an
// integer seed, or a list of them, hashed into a 128-bit pool; Spawn for
// independent children), and [NewPCG64] is np.random.PCG64 seeded from it,
// NumPy's default bit generator ([NewPCG64DXSM] is np.random.PCG64DXSM;
// both have Advance and Jumped). [New] is np.random.default_rng.
//
// The draws fill a tensor of any rank (a tensor.Tensor or a dyn.Tensor,
// through dyn.AnyRank) in C order, as NumPy fills an array of that shape:
// [Random], [StandardNormal] and [StandardExponential] (NumPy's float32
// algorithms for a float32 tensor, its dtype=np.float32), [Normal],
// [Uniform] and [Exponential] (computed in float64, as NumPy computes them),
// [Integers] for every integer type and bool (NumPy's dtype=), [Shuffle],
// [Permutation] and [Choice]. The algorithms are NumPy 1.24's: the top 53
// bits of a 64-bit draw for a float64 in [0, 1), the 256-strip ziggurats for
// the normal and exponential distributions with NumPy's tables, Lemire's
// method for bounded integers (a 32-bit draw when the range fits in 32
// bits; 8-bit, 16-bit and bool draws spending one 32-bit draw over several
// elements of one call), masked rejection for shuffles, Floyd's algorithm
// for samples without replacement. A 32-bit draw is half of a 64-bit one,
// the other half kept for the next 32-bit draw, in NumPy's order: streams
// stay identical across calls of different kinds. testdata/random.jsonl
// (scripts/golden_random.py) holds NumPy's streams for many seeds and calls,
// compared element for element.
//
// A destination that is not C-contiguous is filled in its C (row-major)
// order, as a fresh array of its shape would be; NumPy's out= requires a
// contiguous array. Invalid arguments are errors wrapping the sentinels of
// package dyn (which are package tensor's), where NumPy raises: a negative
// scale, high - low negative (dyn.ErrValue) or infinite (dyn.ErrOverflow),
// integer bounds outside the type or an empty range, probabilities that are
// negative, NaN or do not sum to 1, a sample larger than the population
// without replacement; the destination is then unchanged. Where the
// package differs by design: Permutation returns int (NumPy: int64);
// Choice returns indices (index a tensor with them, tensor.Take, for
// rng.choice(a)).
package random
