//go:build !linux

package engine

import "unsafe"

// adviseHuge does nothing where the package has no portable way to ask for
// huge pages.
func adviseHuge(p unsafe.Pointer, n uintptr) {}

// hugePagesOn is false: the package cannot ask for huge pages here.
func hugePagesOn() bool { return false }

// HugePages says how buffers the package allocates are backed, for
// [tensor.Machine]: in ordinary pages, where the package cannot ask for
// huge ones.
func HugePages() string { return "no huge pages" }
