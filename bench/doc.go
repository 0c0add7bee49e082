// Package bench holds the benchmark comparison suite of
// github.com/fixedrank/tensor and the deliberately naive baseline it is
// measured against. It is its own module so that the peer libraries it
// compares with (gonum, arrow-go, gomlx) never become dependencies of the
// library.
//
// Benchmarks are named Benchmark<Group>/<case>/<implementation>; the report
// command (cmd/report) summarises repeated runs with benchstat and divides
// each implementation by its group's baseline from the same run.
// numpy_bench.py times the same operations with NumPy under the same names
// (the Go name of our implementation), and the report divides our
// throughput by NumPy's. The targets, on either ratio, live in the report
// command, so the table says for each row whether it was met.
//
// Where a benchmark measures a loop (Index, Iterate), each loop is a function
// of its own that is not inlined, as a loop in user code is: inside a
// "for b.Loop()" loop Go keeps every variable alive, which keeps a running
// sum in memory and stops a range loop over an iterator from inlining its
// body.
package bench

//go:generate go run github.com/fixedrank/tensor/gen/tensorgen -pkg bench -out chunk_gen_test.go -shape Chunk16=16x16x16 -order F -coord uint32
