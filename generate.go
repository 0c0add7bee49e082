package tensor

// The generated files of the package. The tensorgen command (gen/tensorgen)
// writes them; a test in gen/tensorgen fails when they are not current.

//go:generate go run ./gen/tensorgen -tensor= -pkg tensor -out helpers_gen.go -ranks 1-8
//go:generate go run ./gen/tensorgen -tensor= -pkg tensor -out chunk_gen.go -shape Chunk16=16x16x16 -order F -coord uint32
//go:generate go run ./gen/tensorgen -tensor= -pkg tensor -out shapes_gen.go -shape Shape5x6x7=5x6x7 -shape Shape2x8x4=2x8x4 -order C -coord int
