package kernel

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestCopyStreamed copies unit-stride runs through Copy with nt set, for
// lengths around the streamed range's ends (copyNtMin and copyNtMax
// bytes) and the kernel's call size, with the destination at every 8-byte
// offset within a cache line (the source at 0 to 7 elements from its
// start, one with each), and checks every element and
// the elements beside the destination. Elements of 1, 8 and 16 bytes and a
// 12-byte struct take the same path; a type holding pointers must not.
func TestCopyStreamed(t *testing.T) {
	type rgb struct{ R, G, B float32 }
	testCopyStreamed[uint8](t, func(i int) uint8 { return uint8(i*7 + 1) })
	testCopyStreamed[float64](t, func(i int) float64 { return float64(i) + 0.5 })
	testCopyStreamed[complex128](t, func(i int) complex128 { return complex(float64(i), -1) })
	testCopyStreamed[rgb](t, func(i int) rgb { return rgb{float32(i), 1, -float32(i)} })
	if StreamsRuns[*int](1<<12) || StreamsRuns[string](1<<12) {
		t.Error("StreamsRuns takes a type that holds pointers")
	}
	if haveAVX2 && (!StreamsRuns[float64](copyNtMin/8) || StreamsRuns[float64](copyNtMin/8-1) || StreamsRuns[float64](copyNtMax/8)) {
		t.Errorf("StreamsRuns does not stream float64 runs of [%d, %d) bytes", copyNtMin, copyNtMax)
	}
}

func testCopyStreamed[T comparable](t *testing.T, val func(int) T) {
	t.Helper()
	var z T
	size := int(unsafe.Sizeof(z))
	r := rand.New(rand.NewPCG(11, 12))
	lens := []int{0, 1, copyNtMin/size - 1, copyNtMin / size, copyNtMin/size + 1, 1000, 4099}
	lens = append(lens, callChunk*8/size+3, 3*callChunk*8/size+r.IntN(64), copyNtMax/size-1, copyNtMax/size)
	for _, n := range lens {
		src := make([]T, n+16)
		for i := range src {
			src[i] = val(i)
		}
		for off := 0; off < 64; off += 8 {
			so := off / 8 // the source at each element offset too
			words := make([]uint64, (n+2)*size/8+24)
			base := unsafe.Pointer(&words[0])
			base = unsafe.Add(base, -uintptr(base)&63)
			buf := unsafe.Slice((*T)(unsafe.Add(base, off)), n+2)
			Copy(buf, 1, 1, src, so, 1, n, true)
			Fence()
			for i, x := range buf {
				want := z
				if i >= 1 && i <= n {
					want = src[so+i-1]
				}
				if x != want {
					t.Fatalf("%T n=%d dst at %d bytes, src at %d: element %d of the buffer is %v, want %v", z, n, off, so, i, x, want)
				}
			}
		}
	}
}

// TestCopyRunPieces checks copyRun, which copies runs of 2 MiB and more in
// 1 MiB pieces: lengths around the piece boundaries for 8-, 4- and 1-byte
// elements, and overlapping runs in both directions (a destination that
// starts inside the source must still see the source as it was), every
// element against its expected value.
func TestCopyRunPieces(t *testing.T) {
	testCopyRunPieces[int64](t)
	testCopyRunPieces[float32](t)
	testCopyRunPieces[uint8](t)
}

func testCopyRunPieces[T int64 | float32 | uint8](t *testing.T) {
	var z T
	piece := copyNtMax / int(unsafe.Sizeof(z))
	for _, n := range []int{2*piece - 1, 2 * piece, 2*piece + 1, 3*piece + 7, 5 * piece} {
		buf := make([]T, n+piece/2+3)
		val := func(i int) T { return T(i*7 + 3) }
		for i := range buf {
			buf[i] = val(i)
		}
		d := make([]T, n)
		copyRun(d, buf[:n])
		for i, v := range d {
			if v != val(i) {
				t.Fatalf("%T n=%d: d[%d] = %v, want %v", z, n, i, v, val(i))
			}
		}
		for _, shift := range []int{1, 3, piece / 2} {
			if shift+n > len(buf) {
				continue
			}
			for i := range buf {
				buf[i] = val(i)
			}
			copyRun(buf[shift:shift+n], buf[:n]) // destination after the source
			for i := range n {
				if buf[shift+i] != val(i) {
					t.Fatalf("%T n=%d shift %d forward: element %d = %v, want %v", z, n, shift, i, buf[shift+i], val(i))
				}
			}
			for i := range buf {
				buf[i] = val(i)
			}
			copyRun(buf[:n], buf[shift:shift+n]) // destination before the source
			for i := range n {
				if buf[i] != val(shift+i) {
					t.Fatalf("%T n=%d shift %d backward: element %d = %v, want %v", z, n, shift, i, buf[i], val(shift+i))
				}
			}
		}
	}
}

// TestCopyRunLargeElements: an element larger than a piece is copied whole
// (a piece of such elements would hold none).
func TestCopyRunLargeElements(t *testing.T) {
	type big [copyNtMax/8 + 1]float64
	s := make([]big, 3)
	for i := range s {
		s[i][0], s[i][len(s[i])-1] = float64(i+1), -float64(i+1)
	}
	d := make([]big, 3)
	copyRun(d, s)
	for i := range d {
		if d[i][0] != float64(i+1) || d[i][len(d[i])-1] != -float64(i+1) {
			t.Fatalf("element %d not copied", i)
		}
	}
}
