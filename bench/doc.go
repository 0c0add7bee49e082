// Package bench holds the benchmark comparison suite of
// github.com/fixedrank/tensor and the deliberately naive baseline it is
// measured against. It is its own module so that the peer libraries it
// compares with (gonum, arrow-go, gomlx) never become dependencies of the
// library.
//
// Benchmarks are named Benchmark<Group>/<case>/<implementation>; the report
// command (cmd/report) summarises repeated runs with benchstat and divides
// each implementation by its group's baseline from the same run.
package bench
