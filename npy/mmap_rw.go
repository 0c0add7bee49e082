package npy

import (
	"errors"
	"fmt"
	"math"
	"os"
	"unsafe"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// MappedRW is a .npy file mapped into memory for reading and writing, as
// NumPy's np.lib.format.open_memmap(path, mode="r+") ([OpenMap]) or
// mode="w+" ([CreateMap]) gives it: the tensor is a writable view over the
// file's data, zero-copy, and what is written through it is the file's
// content (the operating system writes it back; [MappedRW.Flush] and
// [MappedRW.Close] wait until it is on disk).
//
// After Close the tensor, its views and its Data must not be used: they
// point at unmapped memory. If another process truncates the file while it
// is mapped, the elements past the new end are gone: [MappedRW.Check]
// reports it as an error wrapping [ErrFormat], and touching them raises
// SIGBUS, which ends the program unless the goroutine that touches them
// has called debug.SetPanicOnFault(true), which makes it a panic that can
// be recovered (as it is in this package's test). NumPy's memmaps crash
// the same way.
type MappedRW[T Elem, D tensor.Dim] struct {
	t tensor.Tensor[T, D]
	rwMapping
}

// MappedRWDyn is a .npy file of any rank mapped for reading and writing;
// see [MappedRW].
type MappedRWDyn[T Elem] struct {
	t dyn.Tensor[T]
	rwMapping
}

// rwMapping is the memory behind a MappedRW and what Check needs.
type rwMapping struct {
	mem  []byte
	path string
	end  int64 // the offset just past the data
}

// Tensor returns the writable tensor over the file's elements, valid until
// Close.
func (m *MappedRW[T, D]) Tensor() tensor.Tensor[T, D] { return m.t }

// Tensor returns the writable tensor over the file's elements, valid until
// Close.
func (m *MappedRWDyn[T]) Tensor() dyn.Tensor[T] { return m.t }

// Flush waits until what was written through the tensor is in the file on
// disk (msync).
func (m *rwMapping) Flush() error {
	if m.mem == nil {
		return nil
	}
	return msync(m.mem)
}

// Check returns an error wrapping [ErrFormat] if the file no longer holds
// all the mapped data (another process truncated it), and nil otherwise.
func (m *rwMapping) Check() error {
	st, err := os.Stat(m.path)
	if err != nil {
		return err
	}
	if st.Size() < m.end {
		return fmt.Errorf("%w: %s was truncated to %d bytes under a mapping of %d", ErrFormat, m.path, st.Size(), m.end)
	}
	return nil
}

// Close flushes and unmaps the file; the tensor must not be used
// afterwards. Calling Close again does nothing and returns nil.
func (m *rwMapping) Close() error {
	mem := m.mem
	m.mem = nil
	if mem == nil {
		return nil
	}
	return errors.Join(msync(mem), munmap(mem))
}

// OpenMap maps the existing .npy file at path for reading and writing,
// np.lib.format.open_memmap(path, mode="r+"). The data must be usable in
// place: the machine's byte order, an offset aligned for T (every file
// NumPy and this package write), T's own dtype (no float16 widening), and
// for bool only bytes 0 and 1. It returns an error wrapping [ErrFormat] for
// a malformed or short file, [ErrDtype] for a dtype that does not match or
// cannot be written in place, tensor.ErrRank for another rank, or
// errors.ErrUnsupported on a platform without mmap.
func OpenMap[T Elem, D tensor.Dim](path string) (*MappedRW[T, D], error) {
	m := new(MappedRW[T, D])
	err := openRW(path, &m.rwMapping, func(h Header) error {
		_, err := tensor.ToDim[D](h.Shape)
		return err
	}, func(h Header, data []T) error {
		shape, _ := tensor.ToDim[D](h.Shape)
		l, err := tensor.Contiguous(shape, order(h))
		if err == nil {
			m.t, err = tensor.View(data, l)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// OpenMapDyn maps the existing .npy file at path, of any rank, for reading
// and writing; see [OpenMap].
func OpenMapDyn[T Elem](path string) (*MappedRWDyn[T], error) {
	m := new(MappedRWDyn[T])
	err := openRW(path, &m.rwMapping, func(h Header) error {
		if len(h.Shape) > tensor.MaxRank {
			return fmt.Errorf("npy: file has rank %d > %d: %w", len(h.Shape), tensor.MaxRank, tensor.ErrRank)
		}
		return nil
	}, func(h Header, data []T) error {
		l, err := dyn.Contiguous(h.Shape, order(h))
		if err == nil {
			m.t, err = dyn.View(data, l)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// CreateMap creates (or truncates) the .npy file at path for a C-order
// array of shape of zeros and maps it for reading and writing,
// np.lib.format.open_memmap(path, mode="w+", dtype=T, shape=shape): the
// header is written first, the data follows at an aligned offset, and the
// tensor's writes become the file's content. It returns the errors of
// [OpenMap] and the file system's.
func CreateMap[T Elem, D tensor.Dim](path string, shape D) (*MappedRW[T, D], error) {
	var s []int
	for i := range len(shape) {
		s = append(s, shape[i])
	}
	if err := createNPY[T](path, s); err != nil {
		return nil, err
	}
	return OpenMap[T, D](path)
}

// CreateMapDyn creates the .npy file at path for an array of shape and
// maps it; see [CreateMap].
func CreateMapDyn[T Elem](path string, shape ...int) (*MappedRWDyn[T], error) {
	if err := createNPY[T](path, shape); err != nil {
		return nil, err
	}
	return OpenMapDyn[T](path)
}

// createNPY writes the header of a C-order array of shape and extends the
// file with zeros to the data's end.
func createNPY[T Elem](path string, shape []int) error {
	_, size := dtypeOf[T]()
	n, err := count(shape, size)
	if err != nil {
		return err
	}
	for _, d := range shape {
		if d < 0 {
			return fmt.Errorf("npy: negative extent in shape %v: %w", shape, tensor.ErrShape)
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	cw := &countingWriter{w: f}
	if err := writeHeader(cw, Header{Descr: Descr[T](), Shape: shape}); err != nil {
		f.Close()
		return err
	}
	if err := f.Truncate(cw.n + int64(n)*int64(size)); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w interface{ Write([]byte) (int, error) }
	n int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}

// openRW reads the header, lets check refuse it, maps the data for
// reading and writing and hands the elements to build. On error nothing
// stays mapped.
func openRW[T Elem](path string, m *rwMapping, check func(Header) error, build func(Header, []T) error) error {
	if !canMap {
		return fmt.Errorf("npy: writable maps: %w", errors.ErrUnsupported)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	h, dk, off, n, err := dataOf[T](f, check)
	if err != nil {
		return err
	}
	var z T
	kind, size := dtypeOf[T]()
	switch {
	case dk.widen:
		return fmt.Errorf("%w: a float16 file cannot be written in place as %T", ErrDtype, z)
	case dk.swap:
		return fmt.Errorf("%w: the file's byte order is not the machine's", ErrDtype)
	case off%int64(unsafe.Alignof(z)) != 0:
		return fmt.Errorf("%w: data offset %d is not aligned for %T", ErrDtype, off, z)
	}
	nbytes := int64(n) * int64(size)
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if st.Size()-off < nbytes {
		return fmt.Errorf("%w: data holds fewer than the %d elements the header claims", ErrFormat, n)
	}
	if off+nbytes > math.MaxInt {
		return fmt.Errorf("npy: file larger than the address space: %w", tensor.ErrTooLarge)
	}
	m.path, m.end = path, off+nbytes
	if n == 0 {
		return build(h, []T{})
	}
	mem, err := mmapRW(f, int(off+nbytes))
	if err != nil {
		return err
	}
	if kind == 'b' && !boolBytes(mem[off:]) {
		munmap(mem)
		return fmt.Errorf("%w: bool bytes other than 0 and 1 cannot be mapped as Go bools", ErrDtype)
	}
	m.mem = mem
	if err := build(h, unsafe.Slice((*T)(unsafe.Pointer(&mem[off])), n)); err != nil {
		m.Close()
		return err
	}
	return nil
}
