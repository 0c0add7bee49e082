package engine

import (
	"math"
	"testing"
)

// TestExtremeIdentity checks the values the split parts of a minimum or
// maximum start from: the type's least (or -Inf) for a maximum, its
// greatest (or +Inf) for a minimum.
func TestExtremeIdentity(t *testing.T) {
	check := func(name string, got, want any) {
		t.Helper()
		if got != want {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	check("int8 max", extremeIdentity[int8](true), int8(math.MinInt8))
	check("int8 min", extremeIdentity[int8](false), int8(math.MaxInt8))
	check("uint8 max", extremeIdentity[uint8](true), uint8(0))
	check("uint8 min", extremeIdentity[uint8](false), uint8(math.MaxUint8))
	check("int16 min", extremeIdentity[int16](false), int16(math.MaxInt16))
	check("uint32 min", extremeIdentity[uint32](false), uint32(math.MaxUint32))
	check("int64 max", extremeIdentity[int64](true), int64(math.MinInt64))
	check("int min", extremeIdentity[int](false), int(math.MaxInt))
	check("uint64 min", extremeIdentity[uint64](false), uint64(math.MaxUint64))
	check("float64 max", extremeIdentity[float64](true), math.Inf(-1))
	check("float32 min", extremeIdentity[float32](false), float32(math.Inf(1)))
}
