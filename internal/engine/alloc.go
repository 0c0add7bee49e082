package engine

import (
	"math"
	"reflect"
	"unsafe"
)

// MaxAllocBytes is the largest buffer the package allocates: this machine's
// physical memory plus swap where the operating system says (see
// memoryBytes), and never more than Go's own limit for one allocation. A
// larger make would end the program with a fatal out-of-memory error that
// no caller can recover from, so the package refuses it with [ErrTooLarge].
var MaxAllocBytes = func() uint64 {
	const goMax = 1 << 47 // below the runtime's maxAlloc on every 64-bit platform
	lim := uint64(goMax)
	if unsafe.Sizeof(uintptr(0)) == 4 {
		lim = math.MaxInt32
	}
	if m := MemoryBytes(); m > 0 && m < lim {
		lim = m
	}
	return lim
}()

// CheckAlloc reports, as an error naming op, whether n elements of T can be
// allocated: ErrOverflow if the byte count does not fit in an int, and
// ErrTooLarge if it exceeds the memory of the machine.
func CheckAlloc[T any](op string, n int) error {
	if n < 0 {
		return Errorf(ErrShape, "%s: negative size %d", op, n)
	}
	var z T
	bytes, ok := MulInt(n, int(unsafe.Sizeof(z)))
	if !ok {
		return Errorf(ErrOverflow, "%s: %d elements of %d bytes", op, n, unsafe.Sizeof(z))
	}
	if uint64(bytes) > MaxAllocBytes {
		return Errorf(ErrTooLarge, "%s: %d elements need %d bytes, more than the %d this machine has", op, n, bytes, MaxAllocBytes)
	}
	return nil
}

// MakeBuf returns a new buffer of n elements of T after [CheckAlloc],
// advised for huge pages from 4 MiB (and, for bool and the number types,
// starting on a huge page boundary: see alignedHuge).
func MakeBuf[T any](op string, n int) ([]T, error) {
	if err := CheckAlloc[T](op, n); err != nil {
		return nil, err
	}
	if b := alignedHuge[T](n, true); b != nil {
		return b, nil
	}
	return advised(make([]T, n)), nil
}

// HugeAdviceBytes is the size from which a buffer the package allocates is
// advised for transparent huge pages, NumPy's threshold; hugePage is the
// huge page size on the platforms that have them.
const (
	HugeAdviceBytes = 4 << 20
	hugePage        = 2 << 20
)

// advised returns b after asking for huge pages behind it where it is
// large enough (see adviseHuge).
func advised[T any](b []T) []T {
	var z T
	if n := uintptr(len(b)) * unsafe.Sizeof(z); n >= HugeAdviceBytes {
		adviseHuge(unsafe.Pointer(unsafe.SliceData(b)), n)
	}
	return b
}

// noZeroBytes is the size from which [MakeResult] skips the runtime's
// clearing. Go clears a large allocation in one pass before handing it
// out, which for a result that a kernel then writes whole is a second pass
// over memory that is rarely in cache; NumPy's results come from malloc,
// uncleared. Measured on a 2-core Intel Xeon: Clip of 1024² float64 into a
// new tensor 1.30-1.56 ms cleared, 0.87-0.90 ms uncleared (NumPy 0.98 ms).
const noZeroBytes = 64 << 10

// MakeResult returns a buffer of n elements of T after [CheckAlloc], for a
// result that the caller writes whole before anyone can read it: a buffer
// of at least 64 KiB of bool or a number type is not cleared first. The
// caller must store every element, or drop the buffer and return an error.
func MakeResult[T any](op string, n int) ([]T, error) {
	if err := CheckAlloc[T](op, n); err != nil {
		return nil, err
	}
	var z T
	if n*int(unsafe.Sizeof(z)) < noZeroBytes || !plainKind[T]() {
		return advised(make([]T, n)), nil
	}
	if b := alignedHuge[T](n, false); b != nil {
		return b, nil
	}
	return advised(makeNoZero[T](n)), nil
}

// plainKind reports whether T is bool or a number type, which hold no
// pointer.
func plainKind[T any]() bool {
	k := reflect.TypeFor[T]().Kind()
	return k >= reflect.Bool && k <= reflect.Complex128
}
