package tensor

// The generated files of the package's tests: constant shapes that the
// tests and benchmarks compare with the runtime linearizers. The tensorgen
// command (gen/tensorgen) writes them; a test in gen/tensorgen fails when
// they are not current. The rank-specific helpers are the package ranks
// (ranks/doc.go holds its //go:generate line).

//go:generate go run ./gen/tensorgen -pkg tensor_test -out chunk_gen_test.go -shape Chunk16=16x16x16 -order F -coord uint32
//go:generate go run ./gen/tensorgen -pkg tensor_test -out shapes_gen_test.go -shape Shape5x6x7=5x6x7 -shape Shape2x8x4=2x8x4 -order C -coord int
