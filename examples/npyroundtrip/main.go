// Command npyroundtrip writes a strided view to a .npy file, reads it
// back, and shows that a Fortran-order file loads as an F layout.
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/npy"
)

func main() {
	dir, err := os.MkdirTemp("", "npyroundtrip")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	x, _ := tensor.FromFunc([2]int{4, 5}, func(i [2]int) float64 { return float64(10*i[0] + i[1]) })
	// Every other column, reversed rows: neither C- nor F-contiguous.
	v, _ := x.Slice(1, tensor.Colon().By(2))
	v, _ = v.Flip(0)
	path := filepath.Join(dir, "view.npy")
	if err := npy.Save(path, v); err != nil {
		log.Fatal(err)
	}
	back, err := npy.Load[float64, [2]int](path)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("written view:")
	fmt.Println(v)
	fmt.Println("read back:", back.Layout())
	fmt.Println(back)
	fmt.Println("equal:", tensor.ArrayEqual(back, v))

	// An F-contiguous tensor is written with fortran_order True and loads
	// as an F layout, no transpose.
	f := x.CloneOrder(tensor.F)
	fpath := filepath.Join(dir, "f.npy")
	if err := npy.Save(fpath, f); err != nil {
		log.Fatal(err)
	}
	ff, _ := os.Open(fpath)
	h, _ := npy.ReadHeader(ff)
	ff.Close()
	fmt.Printf("header: descr=%s fortran=%v shape=%v\n", h.Descr, h.Fortran, h.Shape)
	fb, _ := npy.Load[float64, [2]int](fpath)
	fmt.Println("F file loads as:", fb.Layout(), "equal:", tensor.ArrayEqual(fb, x))
}
