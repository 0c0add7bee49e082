// Command voxel builds a small voxel world from 16x16x16 chunks addressed
// by a power-of-two linearizer that tensorgen writes into this package,
// Chunk16 (ndshape's use case), then looks at one chunk through tensor
// views.
package main

//go:generate go run ../../gen/tensorgen -pkg main -out chunk_gen.go -shape Chunk16=16x16x16 -order F -coord uint32

import (
	"fmt"

	"github.com/fixedrank/tensor"
)

// chunk holds 16³ block ids in Chunk16's order (x fastest).
type chunk [4096]uint8

const (
	air   = 0
	stone = 1
	grass = 2
)

func main() {
	var shape Chunk16
	world := map[[2]int]*chunk{}
	// A 2x2 grid of chunks with rolling terrain: height 4..11.
	for cx := range 2 {
		for cz := range 2 {
			c := new(chunk)
			for x := range uint32(16) {
				for z := range uint32(16) {
					gx, gz := cx*16+int(x), cz*16+int(z)
					h := uint32(4 + (gx*3+gz*5)%8)
					for y := range h {
						c[shape.Linearize([3]uint32{x, y, z})] = stone
					}
					c[shape.Linearize([3]uint32{x, h, z})] = grass
				}
			}
			world[[2]int{cx, cz}] = c
		}
	}
	solid := 0
	for _, c := range world {
		for _, b := range c {
			if b != air {
				solid++
			}
		}
	}
	fmt.Println("chunks:", len(world), "solid voxels:", solid)

	// The same chunk as a tensor: Chunk16 is Fortran order over (x, y, z).
	c := world[[2]int{1, 0}]
	l, _ := tensor.Contiguous([3]int{16, 16, 16}, tensor.F)
	t, _ := tensor.View(c[:], l)
	// A vertical column at x=3, z=7, bottom to top, is a strided view.
	colL, _ := tensor.SubscriptLayout[[1]int](l, tensor.Index(3), tensor.Colon(), tensor.Index(7))
	col, _ := tensor.ViewOf(t, colL)
	fmt.Print("column x=3 z=7: ")
	for v := range col.Values() {
		fmt.Print(v)
	}
	fmt.Println()
	// Slice y=5 seen from above, every fourth block: a 4x4 view.
	top, _ := tensor.SubscriptLayout[[2]int](l, tensor.Colon().By(4), tensor.Index(5), tensor.Colon().By(4))
	tv, _ := tensor.ViewOf(t, top)
	fmt.Println("layer y=5, every 4th block:")
	fmt.Println(tv)
	// Carve a tunnel through a view: writes land in the chunk.
	tunnel, _ := tensor.SubscriptLayout[[3]int](l, tensor.Range(0, 16), tensor.Range(2, 4), tensor.Range(6, 9))
	tt, _ := tensor.ViewOf(t, tunnel)
	_ = tt.Fill(air)
	fmt.Println("after the tunnel, block (5,3,7) =", c[shape.Linearize([3]uint32{5, 3, 7})])
}
