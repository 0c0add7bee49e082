package npy

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// Named is one array of [SaveNPZ]: a name and a tensor of any element
// type and rank, made by [Array].
type Named struct {
	name  string
	write func(io.Writer) error
	err   error
}

// Array names t for [SaveNPZ]: npy.Array("weights", w) is np.savez's
// weights=w. An empty name is positional: the i-th positional array is
// "arr_i", as np.savez names its positional arguments.
func Array[T Elem](name string, t dyn.AnyRank[T]) Named {
	d, err := dynOf(t)
	return Named{name: name, err: err, write: func(w io.Writer) error { return write(w, d) }}
}

// SaveNPZ writes the arrays to the .npz archive at path in one call:
// np.savez(path, a=a, b=b), or np.savez_compressed when compressed. The
// archive is written to a temporary file beside path and renamed over it
// when complete, so a failed save leaves path as it was. It returns an
// error wrapping [ErrDuplicate] for a repeated name, tensor.ErrType for a
// nil tensor, the errors of [Write], or the file system's error.
func SaveNPZ(path string, compressed bool, arrays ...Named) error {
	names := make([]string, len(arrays))
	seen := map[string]bool{}
	pos := 0
	for i, a := range arrays {
		if a.err != nil {
			return a.err
		}
		names[i] = a.name
		if a.name == "" {
			names[i] = fmt.Sprintf("arr_%d", pos)
			pos++
		}
		if seen[names[i]] {
			return fmt.Errorf("npy: .npz array %q given twice: %w", names[i], ErrDuplicate)
		}
		seen[names[i]] = true
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	z := NewNPZWriter(bw, compressed)
	for i, a := range arrays {
		w, err := z.create(names[i])
		if err != nil {
			return fail(err)
		}
		if err := a.write(w); err != nil {
			return fail(err)
		}
	}
	if err := errors.Join(z.Close(), bw.Flush()); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// ToFile writes t's elements in C order, without a header, to the file at
// path: NumPy's t.tofile(path) on a little-endian machine (the bytes are
// little-endian everywhere). The file is created or truncated.
func ToFile[T Elem](path string, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	var werr error
	if d.Layout().IsCContiguous() && !d.Layout().IsBroadcast() {
		lo, _, err := d.Layout().Bounds()
		if err == nil {
			werr = writeElems(bw, d.Data()[lo:lo+d.Size()])
		} else {
			werr = err
		}
	} else {
		werr = writeElems(bw, d.Clone().Data())
	}
	if err := errors.Join(werr, bw.Flush(), f.Close()); err != nil {
		return err
	}
	return nil
}

// FromFile reads count elements of T (all that follow, for count < 0)
// after offset bytes of the raw little-endian file at path into a 1-D
// tensor: np.fromfile(path, dtype=T, count=count, offset=offset). A file
// whose remaining bytes are not a whole number of elements (when reading
// all), or that holds fewer than count elements, is an error wrapping
// [ErrFormat]: NumPy reads the whole elements and warns.
func FromFile[T Elem](path string, count int, offset int64) (tensor.Tensor[T, [1]int], error) {
	var zero tensor.Tensor[T, [1]int]
	f, err := os.Open(path)
	if err != nil {
		return zero, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return zero, err
	}
	_, size := dtypeOf[T]()
	rest := st.Size() - offset
	if offset < 0 || rest < 0 {
		return zero, fmt.Errorf("%w: offset %d past the end of a %d-byte file", ErrFormat, offset, st.Size())
	}
	switch {
	case count < 0 && rest%int64(size) != 0:
		return zero, fmt.Errorf("%w: %d bytes after the offset are not a whole number of %d-byte elements", ErrFormat, rest, size)
	case count < 0 && rest/int64(size) > math.MaxInt:
		return zero, fmt.Errorf("npy: fromfile: %d elements do not fit in memory here: %w", rest/int64(size), tensor.ErrTooLarge)
	case count < 0:
		count = int(rest / int64(size))
	case int64(count) > rest/int64(size):
		return zero, fmt.Errorf("%w: %d elements asked, the file holds %d", ErrFormat, count, rest/int64(size))
	}
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return zero, err
	}
	dk, err := checkDescr[T](Descr[T]())
	if err != nil {
		return zero, err
	}
	data, err := readData[T](bufio.NewReaderSize(f, 1<<20), count, dk)
	if err != nil {
		return zero, err
	}
	return tensor.FromSlice(data, [1]int{count})
}
