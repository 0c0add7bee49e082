package engine

import (
	"syscall"
)

// MemoryBytes returns physical memory plus swap, or 0 if unknown.
func MemoryBytes() uint64 {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return 0
	}
	unit := uint64(si.Unit)
	if unit == 0 {
		unit = 1
	}
	return (uint64(si.Totalram) + uint64(si.Totalswap)) * unit
}
