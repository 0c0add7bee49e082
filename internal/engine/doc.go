// Package engine holds the algorithms shared by the fixed-rank package
// tensor and the runtime-rank package dyn, the way strings and bytes share
// internal/bytealg: the layout algebra on shape and stride slices (views,
// broadcasting, reshapes, bounds, the exact overlap test), the write plan
// (writeplan.go: read-only checks, broadcasting to a destination, the one
// copy-if-overlap decision), the iteration plans walked by the one cursor
// (internal/cursor), and the reductions, comparisons, joins and
// conversions over Strided values. Inner loops live one layer lower, in
// internal/kernel.
//
// The public packages turn their typed values into Strided values and back;
// nothing here knows a rank at compile time, and nothing here calls a public
// package. Errors wrap the sentinels declared in errors.go, which the public
// packages re-export.
package engine
