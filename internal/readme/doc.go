// Package readme holds the test that compiles every Go block of the
// module's README.md, so the README cannot drift from the API. It has no
// API of its own.
//
// Each ```go block becomes a program of its own: a block that parses as Go
// declarations (or holds only comments, such as //go:generate lines) is
// the top level of the file; any other block is the body of func main.
// The imports follow from the package names a block uses (tensor, npy,
// fmt, …; see knownImports in the test), and each variable that a block
// declares with := or var at its top level is used once more at its end,
// so that README examples need not use every result.
//
// HTML comments on the lines just before a block's fence, hidden on a
// rendered page, adjust this:
//
//	<!-- readme-test: setup t, _ := tensor.Zeros[float64]([2]int{2, 3}) -->
//
// runs the statements after "setup" (one line, separated by semicolons)
// before the block, to declare what the block uses without showing it;
//
//	<!-- readme-test: continue -->
//
// appends the block to the program of the block before it (a tour split
// by prose); and
//
//	<!-- readme-test: skip -->
//
// leaves the block out (for code that is deliberately wrong).
package readme
