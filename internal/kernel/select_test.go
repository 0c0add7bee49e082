package kernel

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// selectCase checks Select, CountTrue and Compress for element type T
// against plain loops, over lengths that cover CountTrue's 8-byte steps
// and tails.
func selectCase[T comparable](t *testing.T, mk func(i int) T) {
	t.Helper()
	for _, n := range []int{0, 1, 7, 8, 9, 31, 64, 1000} {
		c := make([]bool, n)
		a, b := make([]T, n), make([]T, n)
		r := rand.New(rand.NewPCG(uint64(n), 5)) // no period a kernel's step could share
		for i := range n {
			c[i] = r.IntN(3) == 0
			a[i], b[i] = mk(i), mk(i+n+1)
		}
		d := make([]T, n)
		Select(d, c, a, b)
		// SelectNT into a destination at several alignments.
		buf := make([]T, n+8)
		for off := range 8 {
			dn := buf[off : off+n]
			SelectNT(dn, c, a, b)
			if !slices.Equal(dn, d) {
				t.Fatalf("n=%d off=%d: SelectNT = %v, Select %v", n, off, dn, d)
			}
		}
		want := make([]T, 0, n)
		count := 0
		for i := range n {
			w := b[i]
			if c[i] {
				w = a[i]
				want = append(want, a[i])
				count++
			}
			if d[i] != w {
				t.Fatalf("n=%d: Select[%d] = %v, want %v", n, i, d[i], w)
			}
		}
		if got := CountTrue(c); got != count {
			t.Fatalf("n=%d: CountTrue = %d, want %d", n, got, count)
		}
		out := make([]T, count+1)
		if k := Compress(out, a, c); k != count || !slices.Equal(out[:k], want) {
			t.Fatalf("n=%d: Compress = %v (%d), want %v", n, out[:k], k, want)
		}
	}
}

func TestSelectCompress(t *testing.T) {
	selectCase(t, func(i int) float64 { return float64(i) - 0.5 })
	selectCase(t, func(i int) float32 { return float32(i) * 3 })
	selectCase(t, func(i int) int64 { return int64(i) << 40 })
	selectCase(t, func(i int) uint32 { return uint32(i) * 0x01010101 })
	selectCase(t, func(i int) int16 { return int16(-i) })
	selectCase(t, func(i int) uint8 { return uint8(i) })
	selectCase(t, func(i int) bool { return i%2 == 0 })
	selectCase(t, func(i int) complex128 { return complex(float64(i), 1) })
	vals := make([]int, 4096)
	selectCase(t, func(i int) *int { return &vals[i%len(vals)] }) // pointers: the branchy path
	selectCase(t, func(i int) string { return string(rune('a' + i%26)) })
}

// TestCompressRandom: Compress keeps exactly the marked elements in order,
// for random masks, with the destination exactly one longer than the count
// and with room to spare, and writes nothing past the room it is given
// (Masked's parallel parts rely on it): for 8-, 4- and 2-byte elements
// and a 4-byte array, over short lengths and ones past a call's chunk.
func TestCompressRandom(t *testing.T) {
	testCompressRandom(t, func(i int) int64 { return int64(i)*1000 + 7 })
	testCompressRandom(t, func(i int) float32 { return float32(i) + 0.5 })
	testCompressRandom(t, func(i int) [2]int16 { return [2]int16{int16(i), -int16(i)} })
	testCompressRandom(t, func(i int) uint16 { return uint16(i) })
}

func testCompressRandom[T comparable](t *testing.T, val func(int) T) {
	r := rand.New(rand.NewPCG(3, 4))
	lengths := []int{callChunk - 1, callChunk + 37, 3*callChunk + 5}
	for n := range 200 {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		for _, p := range []int{0, 1, 2, 4} { // density: none, 1/2, 3/4 (of 4), all
			src := make([]T, n)
			c := make([]bool, n)
			var want []T
			for i := range n {
				src[i] = val(i)
				c[i] = p == 4 || (p > 0 && r.IntN(4) < p+1)
				if c[i] {
					want = append(want, src[i])
				}
			}
			for _, extra := range []int{1, 2, 5, 17} {
				buf := make([]T, len(want)+extra+1)
				guard := val(-1)
				buf[len(buf)-1] = guard // a guard past the room given
				d := buf[:len(want)+extra]
				if k := Compress(d, src, c); k != len(want) || !slices.Equal(d[:k], want) {
					t.Fatalf("%T n=%d p=%d extra=%d: Compress kept %d, want %d (or other values)", *new(T), n, p, extra, k, len(want))
				}
				if buf[len(buf)-1] != guard {
					t.Fatalf("%T n=%d p=%d extra=%d: Compress wrote past its destination", *new(T), n, p, extra)
				}
			}
		}
	}
}

// TestSelectRunInPlace checks SelectRun's unit-stride path, which selects
// with the destination as its own second operand: where c holds d takes
// a's element, elsewhere it keeps its own, for 8-, 4- and 1-byte numbers
// and a pointer type, lengths past a vector and a call's chunk, at an
// offset, with the elements outside the run untouched.
func TestSelectRunInPlace(t *testing.T) {
	testSelectRunInPlace(t, func(i int) float64 { return float64(i) + 0.25 })
	testSelectRunInPlace(t, func(i int) int32 { return int32(-i) })
	testSelectRunInPlace(t, func(i int) uint8 { return uint8(i * 7) })
	vals := make([]int, 64)
	testSelectRunInPlace(t, func(i int) *int { return &vals[i%64] })
}

func testSelectRunInPlace[T comparable](t *testing.T, val func(int) T) {
	r := rand.New(rand.NewPCG(41, 2))
	for _, n := range []int{1, 3, 33, 1000, callChunk + 9} {
		const off = 3
		d, a := make([]T, n+2*off), make([]T, n+2*off)
		c := make([]bool, n+2*off)
		for i := range d {
			d[i], a[i], c[i] = val(i), val(i+100000), r.IntN(2) == 0
		}
		want := slices.Clone(d)
		for i := off; i < off+n; i++ {
			if c[i] {
				want[i] = a[i]
			}
		}
		SelectRun(d, off, 1, c, off, 1, a, off, 1, n)
		if !slices.Equal(d, want) {
			t.Fatalf("%T n=%d: SelectRun in place differs", *new(T), n)
		}
	}
}
