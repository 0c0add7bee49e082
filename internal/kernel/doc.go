// Package kernel holds the inner loops of package tensor: every loop that
// touches elements lives here, and the callers (the tensor package's plan)
// decide the iteration. No exported API leaves the module.
//
// Functions take a slice, a start index, a count and a stride, so they serve
// contiguous runs (stride 1) and strided ones alike; strides may be negative.
package kernel
