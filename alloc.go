package tensor

import (
	"math"
	"unsafe"
)

// maxAllocBytes is the largest buffer the package allocates: this machine's
// physical memory plus swap where the operating system says (see
// memoryBytes), and never more than Go's own limit for one allocation. A
// larger make would end the program with a fatal out-of-memory error that
// no caller can recover from, so the package refuses it with [ErrTooLarge].
var maxAllocBytes = func() uint64 {
	const goMax = 1 << 47 // below the runtime's maxAlloc on every 64-bit platform
	lim := uint64(goMax)
	if unsafe.Sizeof(uintptr(0)) == 4 {
		lim = math.MaxInt32
	}
	if m := memoryBytes(); m > 0 && m < lim {
		lim = m
	}
	return lim
}()

// checkAlloc reports, as an error naming op, whether n elements of T can be
// allocated: ErrOverflow if the byte count does not fit in an int, and
// ErrTooLarge if it exceeds the memory of the machine.
func checkAlloc[T any](op string, n int) error {
	if n < 0 {
		return errorf(ErrShape, "%s: negative size %d", op, n)
	}
	var z T
	bytes, ok := mulInt(n, int(unsafe.Sizeof(z)))
	if !ok {
		return errorf(ErrOverflow, "%s: %d elements of %d bytes", op, n, unsafe.Sizeof(z))
	}
	if uint64(bytes) > maxAllocBytes {
		return errorf(ErrTooLarge, "%s: %d elements need %d bytes, more than the %d this machine has", op, n, bytes, maxAllocBytes)
	}
	return nil
}

// makeBuf returns a new buffer of n elements of T after [checkAlloc].
func makeBuf[T any](op string, n int) ([]T, error) {
	if err := checkAlloc[T](op, n); err != nil {
		return nil, err
	}
	return make([]T, n), nil
}
