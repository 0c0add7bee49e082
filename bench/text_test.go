package bench

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/npy"
)

// textRows is the row count of BenchmarkText's table: 8 columns of "%.17g"
// floats, about 50 MB (numpy_bench.py writes the same values).
const textRows = 280_000

// textValues are the table's values: element i is
// ((i·7919) mod n)/n·2000 - 1000 + i·1e-7.
func textValues() []float64 {
	n := textRows * 8
	x := make([]float64, n)
	for i := range x {
		x[i] = float64((i*7919)%n)/float64(n)*2000 - 1000 + float64(i)*1e-7
	}
	return x
}

// BenchmarkText times np.loadtxt(path, delimiter=",") of the table against
// npy.LoadTxt, and np.savetxt(path, a, delimiter=",") (its default format,
// "%.18e") against npy.SaveTxt; the baselines are the loops a person
// would write (bufio.Scanner, bytes.Split and strconv.ParseFloat; and
// strconv.AppendFloat into a bufio.Writer). SetBytes counts the file.
func BenchmarkText(b *testing.B) {
	dir := b.TempDir()
	x := textValues()
	xt, _ := tensor.FromSlice(x, [2]int{textRows, 8})
	csv := filepath.Join(dir, "table.csv")
	if err := npy.SaveTxt(csv, xt, npy.TxtFormat{Fmt: []string{"%.17g"}, Delimiter: ","}); err != nil {
		b.Fatal(err)
	}
	st, _ := os.Stat(csv)
	runBytes(b, "loadtxt-50MB/handwritten", st.Size(), func() error {
		f, err := os.Open(csv)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		out := make([]float64, 0, len(x))
		for sc.Scan() {
			for _, field := range bytes.Split(sc.Bytes(), []byte(",")) {
				v, err := strconv.ParseFloat(string(field), 64)
				if err != nil {
					return err
				}
				out = append(out, v)
			}
		}
		return sc.Err()
	})
	runBytes(b, "loadtxt-50MB/tensor", st.Size(), func() error {
		_, err := npy.LoadTxt[float64, [2]int](csv, npy.TxtOptions{Delimiter: ','})
		return err
	})
	out := filepath.Join(dir, "out.csv")
	if err := npy.SaveTxt(out, xt, npy.TxtFormat{Delimiter: ","}); err != nil {
		b.Fatal(err)
	}
	st, _ = os.Stat(out)
	runBytes(b, "savetxt-50MB/handwritten", st.Size(), func() error {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		w := bufio.NewWriter(f)
		var line []byte
		for r := range textRows {
			line = line[:0]
			for c := range 8 {
				if c > 0 {
					line = append(line, ',')
				}
				line = strconv.AppendFloat(line, x[r*8+c], 'e', 18, 64)
			}
			line = append(line, '\n')
			w.Write(line)
		}
		if err := w.Flush(); err != nil {
			return err
		}
		return f.Close()
	})
	runBytes(b, "savetxt-50MB/tensor", st.Size(), func() error {
		return npy.SaveTxt(out, xt, npy.TxtFormat{Delimiter: ","})
	})
}
