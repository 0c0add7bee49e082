package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestFillMatchesLoop fills slices of every width the vector kernel takes
// (and two it does not), at every alignment and across the kernel's
// threshold and call size, with ordinary and non-temporal stores, and
// checks every element against v and the elements beside the slice
// against their old values.
func TestFillMatchesLoop(t *testing.T) {
	type pair struct {
		A int32
		B float32
	}
	// pair has no padding, so its bytes are its fields'.
	type odd [3]uint8
	testFill(t, int8(-3))
	testFill(t, uint16(0xBEEF))
	testFill(t, float32(-1.5))
	testFill(t, math.Float64frombits(0x7FF8_0000_DEAD_BEEF)) // a NaN's bits
	testFill(t, complex64(complex(1, -2)))
	testFill(t, complex(math.Inf(-1), 3))
	testFill(t, [4]float64{1, 2, 3, 4}) // 32 bytes: the whole pattern
	testFill(t, pair{-7, 0.25})
	testFill(t, odd{1, 2, 3}) // 3 bytes: the element loop
	testFill(t, [8]float64{1, 2, 3, 4, 5, 6, 7, 8})
}

func testFill[T any](t *testing.T, v T) {
	t.Helper()
	var old T // the zero value: every byte of v differs somewhere from it
	r := rand.New(rand.NewPCG(3, 9))
	size, align := int(unsafe.Sizeof(v)), int(unsafe.Alignof(v))
	lens := []int{0, 1, 2, 31, fillMin/size - 1, fillMin / size, fillMin/size + 1, 1000, 4097}
	lens = append(lens, callChunk*8/size+5, 3*callChunk*8/size+r.IntN(100))
	for _, n := range lens {
		// d starts off·align bytes into a 64-byte aligned buffer: every
		// start T's alignment allows, within a cache line.
		for off := range 64 / align {
			for _, nt := range []bool{false, true} {
				words := make([]uint64, (off*align+(n+2)*size)/8+16)
				base := unsafe.Pointer(&words[0])
				base = unsafe.Add(base, -uintptr(base)&63) // a whole line before words ends
				buf := unsafe.Slice((*T)(unsafe.Add(base, off*align)), n+2)
				d := buf[1 : 1+n]
				fill(d, v, nt)
				Fence()
				for i, x := range buf {
					want := v
					if i == 0 || i == n+1 {
						want = old
					}
					if !sameBytes(x, want) {
						t.Fatalf("%T n=%d at %d bytes nt=%v: element %d of the buffer is %v, want %v", v, n, off*align, nt, i, x, want)
					}
				}
			}
		}
	}
}

// sameBytes reports whether a and b have the same bytes (a NaN equals its
// own bits).
func sameBytes[T any](a, b T) bool {
	n := unsafe.Sizeof(a)
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&a)), n)) == string(unsafe.Slice((*byte)(unsafe.Pointer(&b)), n))
}
