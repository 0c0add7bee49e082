package kernel

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestNonzeroRuns checks CountNonzero, AnyNonzero and AllNonzero, and the
// axis folds, on unit-stride runs (the zero-counting kernel and its chunks)
// against a plain loop, for every element type the kernel reads by its bits
// and some it leaves to the loop, at offsets, at lengths around a vector,
// a chunk and a call, with the assembly and without.
func TestNonzeroRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	lengths := []int{0, 1, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1000,
		nonzeroChunk - 1, nonzeroChunk, nonzeroChunk + 1, callChunk - 1, callChunk + 33, 2*callChunk + 5}
	type celsius float64
	checkNonzero(t, r, lengths, "bool", func(r *rand.Rand) bool { return r.IntN(2) == 0 }, false)
	checkNonzero(t, r, lengths, "int8", func(r *rand.Rand) int8 { return int8(r.IntN(5) - 2) }, 0)
	checkNonzero(t, r, lengths, "uint16", func(r *rand.Rand) uint16 { return uint16(r.IntN(3)) << (8 * r.IntN(2)) }, 0)
	checkNonzero(t, r, lengths, "int32", func(r *rand.Rand) int32 { return int32(r.IntN(3)-1) << (8 * r.IntN(4)) }, 0)
	checkNonzero(t, r, lengths, "int", func(r *rand.Rand) int { return (r.IntN(3) - 1) << (8 * r.IntN(8)) }, 0)
	checkNonzero(t, r, lengths, "uint64", func(r *rand.Rand) uint64 { return uint64(r.IntN(2)) << 63 }, 0)
	checkNonzero(t, r, lengths, "float64", randSpecial[float64], 0)
	checkNonzero(t, r, lengths, "float32", randSpecial[float32], 0)
	checkNonzero(t, r, lengths, "named float64", func(r *rand.Rand) celsius { return celsius(randSpecial[float64](r)) }, 0)
	checkNonzero(t, r, lengths, "complex128", func(r *rand.Rand) complex128 {
		return complex(randSpecial[float64](r), randSpecial[float64](r))
	}, 0)
	checkNonzero(t, r, lengths[:12], "string", func(r *rand.Rand) string { return []string{"", "a"}[r.IntN(2)] }, "")
}

// randSpecial returns 0, -0, NaN, the smallest subnormal, -1 or 1: every
// float whose bits differ from zero's in one place only, and both zeros.
func randSpecial[F Float](r *rand.Rand) F {
	switch r.IntN(6) {
	case 0:
		return 0
	case 1:
		return F(math.Copysign(0, -1))
	case 2:
		return F(math.NaN())
	case 3:
		return F(math.SmallestNonzeroFloat64) + F(math.SmallestNonzeroFloat32)
	case 4:
		return -1
	}
	return 1
}

func checkNonzero[T comparable](t *testing.T, r *rand.Rand, lengths []int, name string, gen func(*rand.Rand) T, zero T) {
	t.Helper()
	for _, asm := range []bool{true, false} {
		run := func(f func()) {
			if asm {
				f()
			} else {
				withGo(f)
			}
		}
		for _, n := range lengths {
			for _, fill := range []string{"random", "zeros", "one nonzero", "one zero"} {
				const off = 3
				x := make([]T, off+n+2)
				for i := range x {
					x[i] = gen(r)
					for fill != "random" && (x[i] == zero) == (fill == "one zero") {
						x[i] = gen(r) // zeros but one: the others zero
					}
				}
				at := -1
				if fill == "one nonzero" || fill == "one zero" {
					if n == 0 {
						continue
					}
					at = off + []int{0, n - 1, r.IntN(n)}[r.IntN(3)]
					for (x[at] == zero) != (fill == "one zero") {
						x[at] = gen(r)
					}
				}
				want, wantAny, wantAll := 0, false, true
				for _, v := range x[off : off+n] {
					if v != zero {
						want++
						wantAny = true
					} else {
						wantAll = false
					}
				}
				var got int
				var gotAny, gotAll bool
				counts := make([]int, n+1)
				anys, alls := make([]bool, n+1), make([]bool, n+1)
				for i := range alls {
					alls[i] = true
				}
				run(func() {
					got = CountNonzero(x, off, 1, n)
					gotAny, gotAll = AnyNonzero(x, off, 1, n), AllNonzero(x, off, 1, n)
					CountFoldRun(counts, 1, 1, x, off, 1, n)
					CountFoldRun(counts, 1, 1, x, off, 1, n)
					AnyFoldRun(anys, 1, 1, x, off, 1, n)
					AllFoldRun(alls, 1, 1, x, off, 1, n)
				})
				if got != want || gotAny != wantAny || gotAll != wantAll {
					t.Fatalf("%s asm %v n %d %s: count, any, all = %d %v %v, want %d %v %v",
						name, asm, n, fill, got, gotAny, gotAll, want, wantAny, wantAll)
				}
				if counts[0] != 0 || anys[0] || !alls[0] {
					t.Fatalf("%s n %d %s: the folds wrote before their run", name, n, fill)
				}
				for i, v := range x[off : off+n] {
					nz := v != zero
					if counts[i+1] != 2*b2i(nz) || anys[i+1] != nz || alls[i+1] != nz {
						t.Fatalf("%s asm %v n %d %s: folds at %d = %d %v %v for %v", name, asm, n, fill, i, counts[i+1], anys[i+1], alls[i+1], v)
					}
				}
				// Every other element, from the end: the strided loops.
				if n > 1 {
					want = 0
					for i := off + n - 1; i >= off; i -= 2 {
						want += b2i(x[i] != zero)
					}
					if got := CountNonzero(x, off+n-1, -2, (n+1)/2); got != want {
						t.Fatalf("%s n %d %s: CountNonzero stride -2 = %d, want %d", name, n, fill, got, want)
					}
				}
			}
		}
	}
}

// TestZerosKernel checks the zero-counting kernel of each width against
// the count of its elements whose masked bits are zero, at every length of
// whole vectors up to 8 and at an offset.
func TestZerosKernel(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for w := range 4 {
		for _, m := range []uint64{^uint64(0), 0x7fff7fff7fff7fff, 0x00ff00ff00ff00ff} {
			for vecs := range 9 {
				b := make([]byte, 32*vecs+5)
				for i := range b {
					if r.IntN(4) == 0 {
						b[i] = byte(r.Uint32())
					}
				}
				x := b[5:]
				want := 0
				for i := 0; i < len(x); i += 1 << w {
					z := true
					for j := range 1 << w {
						if x[i+j]&byte(m>>(8*((i+j)%8))) != 0 {
							z = false
						}
					}
					want += b2i(z)
				}
				got, ok := zerosIntRaw(w, x, m)
				if !ok {
					t.Skip("no zero-counting kernel on this machine")
				}
				if got != want {
					t.Errorf("zerosInt(w %d, m %#x, %d vectors) = %d, want %d", w, m, vecs, got, want)
				}
			}
		}
	}
}

// TestEqualRun checks EqualRun's unit-stride forms (bytes for bools and
// integers, the comparison kernels by chunks for floats) against the loop:
// equal runs, one element changed at the start, the end, around a chunk
// and at random, a NaN in both (never equal), zeros of both signs (equal),
// with the assembly and without.
func TestEqualRun(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	type celsius float64
	checkEqualRun(t, r, func(r *rand.Rand) float64 { return randSpecial[float64](r) }, math.NaN())
	checkEqualRun(t, r, func(r *rand.Rand) float32 { return randSpecial[float32](r) }, float32(math.NaN()))
	checkEqualRun(t, r, func(r *rand.Rand) celsius { return celsius(randSpecial[float64](r)) }, celsius(math.NaN()))
	checkEqualRun(t, r, func(r *rand.Rand) int16 { return int16(r.IntN(3)) }, 7)
	checkEqualRun(t, r, func(r *rand.Rand) bool { return r.IntN(2) == 0 }, true)
	checkEqualRun(t, r, func(r *rand.Rand) string { return []string{"a", "b"}[r.IntN(2)] }, "c")
}

func checkEqualRun[T comparable](t *testing.T, r *rand.Rand, gen func(*rand.Rand) T, odd T) {
	t.Helper()
	for _, asm := range []bool{true, false} {
		for _, n := range []int{1, 31, 32, 33, 1023, 1024, 1025, 3000} {
			for _, at := range []int{-1, 0, n - 1, min(1024, n-1), r.IntN(n)} {
				a := make([]T, n+2)
				for i := range a {
					for a[i] = gen(r); a[i] != a[i]; a[i] = gen(r) {
						// no NaN but the one placed below
					}
				}
				b := slices.Clone(a)
				for i, v := range b {
					if f, ok := any(v).(float64); ok && f == 0 {
						b[i] = any(math.Copysign(0, -1)).(T) // -0 equals 0
					}
				}
				if at >= 0 {
					b[1+at] = odd
					if odd == odd && a[1+at] == odd {
						a[1+at] = gen(r)
						for a[1+at] == odd {
							a[1+at] = gen(r)
						}
					}
					if odd != odd {
						a[1+at] = odd // NaN in both: still unequal
					}
				}
				want := true
				for i := range n {
					if a[1+i] != b[1+i] {
						want = false
					}
				}
				var got bool
				if asm {
					got = EqualRun(a, 1, 1, b, 1, 1, n)
				} else {
					withGo(func() { got = EqualRun(a, 1, 1, b, 1, 1, n) })
				}
				if got != want || want != (at < 0) {
					t.Fatalf("%T asm %v n %d changed at %d: EqualRun = %v, want %v", a[0], asm, n, at, got, want)
				}
			}
		}
	}
}

// TestNonzeroOffsetsRuns checks NonzeroOffsets against a loop over bools
// (the word-at-a-time path and its tail), integers and floats, unit and
// other strides, steps and bases, with out exactly as long as the count.
func TestNonzeroOffsetsRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	checkOffsets(t, r, func(r *rand.Rand) bool { return r.IntN(3) == 0 })
	checkOffsets(t, r, func(r *rand.Rand) int32 { return int32(r.IntN(3) - 1) })
	checkOffsets(t, r, randSpecial[float64])
}

func checkOffsets[T comparable](t *testing.T, r *rand.Rand, gen func(*rand.Rand) T) {
	t.Helper()
	var zero T
	for n := range 70 {
		for _, xs := range []int{1, 2, -1} {
			for _, step := range []int{1, 3} {
				x := make([]T, 2*n+3)
				for i := range x {
					x[i] = gen(r)
				}
				xo := 1
				if xs < 0 {
					xo = n
				}
				var want []int
				for i := range n {
					if x[xo+i*xs] != zero {
						want = append(want, 7+i*step)
					}
				}
				out := make([]int, len(want))
				got := NonzeroOffsets(out, x, xo, xs, n, 7, step)
				if got != len(want) || !slices.Equal(out, want) {
					t.Fatalf("%T n %d stride %d step %d: %d offsets %v, want %v", zero, n, xs, step, got, out, want)
				}
			}
		}
	}
}

// TestCompareEqKinds checks CompareEq over bools, a named integer and
// strings (the loop) against compareEqLoop, unit-stride runs of every
// length to 70 (the kernels' prefixes and tails) and a strided one.
func TestCompareEqKinds(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	type id int16
	checkCompareEq(t, r, func(r *rand.Rand) bool { return r.IntN(2) == 0 })
	checkCompareEq(t, r, func(r *rand.Rand) id { return id(r.IntN(3) - 1) })
	checkCompareEq(t, r, func(r *rand.Rand) string { return []string{"a", "b"}[r.IntN(2)] })
}

func checkCompareEq[T comparable](t *testing.T, r *rand.Rand, gen func(*rand.Rand) T) {
	t.Helper()
	for n := range 71 {
		a, b := make([]T, 2*n), make([]T, 2*n)
		for i := range a {
			a[i], b[i] = gen(r), gen(r)
		}
		for _, op := range []CmpOp{CmpEqual, CmpNotEqual} {
			for _, s := range []int{1, 2} {
				got, want := make([]bool, n), make([]bool, n)
				CompareEq(op, got, 0, 1, a, 0, s, b, 0, s, n)
				compareEqLoop(op, want, 0, 1, a, 0, s, b, 0, s, n)
				if !slices.Equal(got, want) {
					t.Fatalf("%T op %d n %d stride %d: %v, want %v", a[0], op, n, s, got, want)
				}
			}
		}
	}
}
