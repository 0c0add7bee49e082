package npy_test

import (
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/npy"
	"github.com/x448/float16"
)

// tempDir returns a new temporary directory; the caller removes it.
func tempDir() string {
	dir, err := os.MkdirTemp("", "npy-example")
	if err != nil {
		log.Fatal(err)
	}
	return dir
}

// Save writes any view; Load reads it back with the rank named.
func Example() {
	dir := tempDir()
	defer os.RemoveAll(dir)
	x, _ := tensor.FromSlice([]int32{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	path := filepath.Join(dir, "x.npy")
	if err := npy.Save(path, x.Transpose()); err != nil { // np.save("x.npy", x.T)
		log.Fatal(err)
	}
	y, err := npy.Load[int32, [2]int](path) // np.load("x.npy")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(y.Shape(), y.Layout().IsFContiguous())
	fmt.Println(y)
	_, err = npy.Load[int32, [3]int](path)
	fmt.Println(err)
	// Output:
	// [3 2] true
	// [[1 4]
	//  [2 5]
	//  [3 6]]
	// npy: file has shape [3 2]: tensor: ToDim: 2 values for rank 3: rank mismatch
}

// Save writes either kind of tensor: a fixed-rank tensor.Tensor, or a
// dyn.Tensor whose rank is known only at run time, such as LoadDyn gives.
func ExampleSave() {
	dir := tempDir()
	defer os.RemoveAll(dir)
	x, _ := tensor.FromSlice([]int64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	path := filepath.Join(dir, "x.npy")
	if err := npy.Save(path, x); err != nil { // a tensor.Tensor[int64, [2]int]
		log.Fatal(err)
	}
	d, err := npy.LoadDyn[int64](path)
	if err != nil {
		log.Fatal(err)
	}
	flipped, _ := d.Flip(1)
	if err := npy.Save(path, flipped); err != nil { // a dyn.Tensor[int64]
		log.Fatal(err)
	}
	y, err := npy.Load[int64, [2]int](path)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(y)
	// Output:
	// [[3 2 1]
	//  [6 5 4]]
}

// A float16 file reads as float16.Float16 (the raw values) or widened to
// float32 or float64; SaveFloat16 rounds a float32 or float64 tensor to
// float16 as NumPy's astype(np.float16) does.
func ExampleSaveFloat16() {
	dir := tempDir()
	defer os.RemoveAll(dir)
	x, _ := tensor.FromSlice([]float64{1.0 / 3, 2.5, 1e5}, [1]int{3})
	path := filepath.Join(dir, "h.npy")
	if err := npy.SaveFloat16(path, x); err != nil {
		log.Fatal(err)
	}
	w, err := npy.Load[float32, [1]int](path)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(w)
	h, err := npy.Load[float16.Float16, [1]int](path)
	if err != nil {
		log.Fatal(err)
	}
	var bits []uint16
	for _, v := range h.Data() {
		bits = append(bits, v.Bits())
	}
	fmt.Printf("%#04x\n", bits)
	_, err = npy.Load[uint16, [1]int](path)
	fmt.Println(err)
	// Output:
	// [0.33325195 2.5               inf]
	// [0x3555 0x4100 0x7c00]
	// npy: dtype mismatch: file holds "<f2", uint16 needs "<u2"
}

// An .npz archive holds named arrays; each is read only when asked for.
func ExampleOpenNPZ() {
	dir := tempDir()
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "arrays.npz")
	w, err := npy.CreateNPZ(path, true) // np.savez_compressed
	if err != nil {
		log.Fatal(err)
	}
	a, _ := tensor.FromSlice([]float64{1, 2, 3, 4}, [2]int{2, 2})
	b, _ := tensor.FromSlice([]int64{7, 8, 9}, [1]int{3})
	npy.AddNPZ(w, "weights", a)
	npy.AddNPZ(w, "bias", b)
	if err := w.Close(); err != nil {
		log.Fatal(err)
	}

	z, err := npy.OpenNPZ(path)
	if err != nil {
		log.Fatal(err)
	}
	defer z.Close()
	fmt.Println(z.Names())
	bias, err := npy.LoadNPZ[int64, [1]int](z, "bias")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(bias)
	_, err = npy.LoadNPZ[int64, [1]int](z, "gamma")
	fmt.Println(err)
	// Output:
	// [weights bias]
	// [7 8 9]
	// npy: .npz archive has no array "gamma": npy: no such array
}

// Map reads a file through a read-only view of its mapping: nothing is
// read until touched, and writes are refused.
func ExampleMap() {
	dir := tempDir()
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "m.npy")
	x, _ := tensor.FromFunc([2]int{1000, 1000}, func(i [2]int) float32 { return float32(i[0] - i[1]) })
	if err := npy.Save(path, x); err != nil {
		log.Fatal(err)
	}
	m, err := npy.Map[float32, [2]int](path) // np.load(path, mmap_mode="r")
	if err != nil {
		log.Fatal(err)
	}
	defer m.Close()
	t := m.Tensor()
	corner, _ := t.Subscript(tensor.Range(0, 3), tensor.Colon().By(400))
	fmt.Println(m.ZeroCopy(), corner)
	fmt.Println(t.Set(1, 0, 0))
	// Output:
	// true [[   0. -400. -800.]
	//  [   1. -399. -799.]
	//  [   2. -398. -798.]]
	// tensor: Set: view is read-only
}

// A CSV table reads as np.loadtxt reads it, and writes as np.savetxt
// writes it.
func ExampleReadTxt() {
	csv := "# x, y\n1.5, 2\n3, -4e2\n"
	t, err := npy.ReadTxt[float64, [2]int](strings.NewReader(csv), npy.TxtOptions{Delimiter: ','})
	fmt.Println(t.Shape(), t.Data(), err)
	_ = npy.WriteTxt(os.Stdout, t, npy.TxtFormat{Fmt: []string{"%.2f"}, Delimiter: ",", Header: "x,y"})
	_, err = npy.ReadTxt[int8, [2]int](strings.NewReader("1 300\n"), npy.TxtOptions{})
	fmt.Println(err)
	// Output:
	// [2 2] [1.5 2 3 -400] <nil>
	// # x,y
	// 1.50,2.00
	// 3.00,-400.00
	// npy: loadtxt: line 1, column 2: "300": out of range for a 8-bit integer: integer overflow
}
