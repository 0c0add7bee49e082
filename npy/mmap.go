package npy

import (
	"fmt"
	"io"
	"math"
	"os"
	"unsafe"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// Mapped is a .npy file opened read-only for its elements, as NumPy's
// np.load(path, mmap_mode='r'): when it can, the tensor is a view over the
// file mapped into memory (zero-copy, nothing read until touched);
// otherwise the elements are read into memory. [Mapped.ZeroCopy] and
// [Mapped.Reason] say which.
//
// The tensor is read-only either way ([tensor.Tensor.ReadOnlyView]):
// writes through it return [tensor.ErrReadOnly], and a write through
// Data or Ptr into a mapping faults, since the pages are mapped without
// write permission. After [Mapped.Close] the tensor, its views and its
// Data must not be used: a zero-copy tensor then points at unmapped
// memory, and touching it crashes the program. Copy what must outlive the
// mapping (Clone) first. As with NumPy, a file truncated by another
// process while mapped makes touching the lost pages crash too.
type Mapped[T Elem, D tensor.Dim] struct {
	t tensor.Tensor[T, D]
	mapping
}

// MappedDyn is a .npy file of any rank opened read-only; see [Mapped].
type MappedDyn[T Elem] struct {
	t dyn.Tensor[T]
	mapping
}

// mapping is the memory behind a Mapped: the mapped file, or nil when the
// elements were read.
type mapping struct {
	mem    []byte
	reason string
}

// close unmaps the memory once.
func (m *mapping) close() error {
	mem := m.mem
	m.mem = nil
	if mem == nil {
		return nil
	}
	return munmap(mem)
}

// ZeroCopy reports whether the tensor is a view over the mapped file (the
// file's byte order is the machine's, the data offset is aligned for T,
// and the platform maps files) rather than a copy read into memory.
func (m *Mapped[T, D]) ZeroCopy() bool { return m.reason == "" }

// Reason returns why the elements were read into memory instead of mapped
// ("byte order of the file differs from the machine's", "data offset 129
// is not a multiple of 8, the alignment of float64", "float16 data widened
// to float32", …), or "" when they are mapped.
func (m *Mapped[T, D]) Reason() string { return m.reason }

// Close unmaps the file. The tensor must not be used afterwards (see
// [Mapped]). Calling Close again does nothing and returns nil.
func (m *Mapped[T, D]) Close() error { return m.close() }

// ZeroCopy reports whether the tensor is a view over the mapped file; see
// [Mapped.ZeroCopy].
func (m *MappedDyn[T]) ZeroCopy() bool { return m.reason == "" }

// Reason returns why the elements were read into memory instead of
// mapped, or "" when they are mapped; see [Mapped.Reason].
func (m *MappedDyn[T]) Reason() string { return m.reason }

// Close unmaps the file. The tensor must not be used afterwards (see
// [Mapped]). Calling Close again does nothing and returns nil.
func (m *MappedDyn[T]) Close() error { return m.close() }

// Tensor returns the read-only tensor of the file's elements, valid until
// [Mapped.Close].
func (m *Mapped[T, D]) Tensor() tensor.Tensor[T, D] { return m.t }

// Tensor returns the read-only tensor of the file's elements, valid until
// [MappedDyn.Close].
func (m *MappedDyn[T]) Tensor() dyn.Tensor[T] { return m.t }

// Map opens the .npy file at path read-only, mapping it into memory when
// it can (see [Mapped]). It returns the errors of [Read]: [ErrFormat] for
// a malformed file or one shorter than its header claims, [ErrDtype] and
// tensor.ErrRank for a dtype or rank that does not match.
func Map[T Elem, D tensor.Dim](path string) (*Mapped[T, D], error) {
	m := new(Mapped[T, D])
	err := mapFile(path, &m.mapping, func(h Header) error {
		if _, err := tensor.ToDim[D](h.Shape); err != nil {
			return fmt.Errorf("npy: file has shape %v: %w", h.Shape, err)
		}
		return nil
	}, func(h Header, data []T) error {
		shape, _ := tensor.ToDim[D](h.Shape)
		l, err := tensor.Contiguous(shape, order(h))
		if err != nil {
			return err
		}
		t, err := tensor.View(data, l)
		m.t = t.ReadOnlyView()
		return err
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// MapDyn opens the .npy file at path, of any rank, read-only; see [Map].
func MapDyn[T Elem](path string) (*MappedDyn[T], error) {
	m := new(MappedDyn[T])
	err := mapFile(path, &m.mapping, func(h Header) error {
		if len(h.Shape) > tensor.MaxRank {
			return fmt.Errorf("npy: file has rank %d > %d: %w", len(h.Shape), tensor.MaxRank, tensor.ErrRank)
		}
		return nil
	}, func(h Header, data []T) error {
		l, err := dyn.Contiguous(h.Shape, order(h))
		if err != nil {
			return err
		}
		t, err := dyn.View(data, l)
		m.t = t.ReadOnlyView()
		return err
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n += int64(n)
	return n, err
}

// dataOf reads the header of r, lets check refuse it, and returns what
// reading or mapping the data needs: the header, how the data is stored,
// its byte offset and its number of elements.
func dataOf[T Elem](r io.Reader, check func(Header) error) (h Header, dk dataKind, off int64, n int, err error) {
	cr := &countingReader{r: r}
	if h, err = ReadHeader(cr); err != nil {
		return h, dk, 0, 0, err
	}
	if err = check(h); err != nil {
		return h, dk, 0, 0, err
	}
	if dk, err = checkDescr[T](h.Descr); err != nil {
		return h, dk, 0, 0, err
	}
	_, size := dtypeOf[T]()
	n, err = count(h.Shape, size)
	return h, dk, cr.n, n, err
}

// mapFile reads the header of the file at path, lets check refuse it,
// then maps the data (or reads it, recording why in m.reason) and hands
// the elements to build. On error nothing stays mapped.
func mapFile[T Elem](path string, m *mapping, check func(Header) error, build func(Header, []T) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	h, dk, off, n, err := dataOf[T](f, check)
	if err != nil {
		return err
	}
	kind, size := dtypeOf[T]()
	var z T
	nbytes := int64(n) * int64(size)
	switch {
	case dk.widen:
		m.reason = fmt.Sprintf("float16 data widened to %T", z)
	case dk.swap:
		m.reason = "byte order of the file differs from the machine's"
	case off%int64(unsafe.Alignof(z)) != 0:
		m.reason = fmt.Sprintf("data offset %d is not a multiple of %d, the alignment of %T", off, unsafe.Alignof(z), z)
	case !canMap:
		m.reason = "memory mapping is not supported on this platform"
	case off+nbytes > math.MaxInt:
		m.reason = "file larger than the address space"
	}
	if m.reason == "" {
		data, err := mapData[T](f, m, off, n, kind == 'b')
		if err != nil {
			return err
		}
		if data != nil {
			if err := build(h, data); err != nil {
				m.close()
				return err
			}
			return nil
		}
	}
	data, err := readData[T](f, n, dk)
	if err != nil {
		return err
	}
	return build(h, data)
}

// mapData maps the n elements of f that start at byte off into m.mem and
// returns them. It returns nil, recording why in m.reason, when they
// cannot be used in place (mmap failed, or bools other than 0 and 1), and
// an error wrapping [ErrFormat] if the file is too short.
func mapData[T Elem](f *os.File, m *mapping, off int64, n int, isBool bool) ([]T, error) {
	_, size := dtypeOf[T]()
	nbytes := int64(n) * int64(size)
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size()-off < nbytes {
		return nil, fmt.Errorf("%w: data holds fewer than the %d elements the header claims (%d bytes after the header)", ErrFormat, n, st.Size()-off)
	}
	mem, err := mmap(f, int(off+nbytes))
	if err != nil {
		m.reason = "mmap failed: " + err.Error()
		return nil, nil
	}
	if isBool && !boolBytes(mem[off:]) {
		m.reason = "bool bytes other than 0 and 1"
		munmap(mem)
		return nil, nil
	}
	m.mem = mem
	if n == 0 {
		return []T{}, nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&mem[off])), n), nil
}

// boolBytes reports whether every byte is 0 or 1, a valid Go bool.
func boolBytes(b []byte) bool {
	for _, v := range b {
		if v > 1 {
			return false
		}
	}
	return true
}
