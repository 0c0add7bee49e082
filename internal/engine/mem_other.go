//go:build !linux

package engine

// MemoryBytes returns 0 (unknown) where the package has no portable way to
// ask the operating system; allocations are then limited only by Go's own
// maximum.
func MemoryBytes() uint64 { return 0 }
