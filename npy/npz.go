package npy

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// ErrNotFound reports an array name that an .npz archive does not hold.
var ErrNotFound = errors.New("npy: no such array")

// ErrDuplicate reports a second array of the same name in an .npz archive.
var ErrDuplicate = errors.New("npy: duplicate array name")

// NPZ is an open .npz archive (NumPy's np.savez and np.savez_compressed):
// a zip file whose members name.npy each hold one array. Opening it reads
// only the zip directory; [LoadNPZ] and [LoadNPZDyn] read one array each.
// An NPZ may be read by several goroutines at once.
type NPZ struct {
	names   []string
	members map[string]*zip.File
	closer  io.Closer
}

// OpenNPZ opens the .npz archive at path. It returns an error wrapping
// [ErrFormat] if the file is not a zip archive or names an array twice
// (that error also wraps [ErrDuplicate]). Close releases the file.
func OpenNPZ(path string) (*NPZ, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	z, err := NewNPZ(f, st.Size())
	if err != nil {
		f.Close()
		return nil, err
	}
	z.closer = f
	return z, nil
}

// NewNPZ reads the directory of the .npz archive in r, which holds size
// bytes; see [OpenNPZ]. Close does not close r.
func NewNPZ(r io.ReaderAt, size int64) (*NPZ, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) { // names are never paths here
		return nil, fmt.Errorf("%w: .npz archive: %w", ErrFormat, err)
	}
	z := &NPZ{members: map[string]*zip.File{}}
	for _, f := range zr.File {
		name, ok := strings.CutSuffix(f.Name, ".npy")
		if !ok {
			continue // NumPy loads other members as raw bytes; they hold no array
		}
		if _, dup := z.members[name]; dup {
			return nil, fmt.Errorf("%w: .npz archive holds %q twice: %w", ErrFormat, f.Name, ErrDuplicate)
		}
		z.members[name] = f
		z.names = append(z.names, name)
	}
	return z, nil
}

// Names returns the names of the archive's arrays in archive order, as
// NumPy's NpzFile.files does: member names without the ".npy" suffix
// ("arr_0", "arr_1", … for positional arguments of np.savez). Members not
// ending in ".npy" are left out (NumPy lists them as raw bytes; they hold
// no array).
func (z *NPZ) Names() []string { return append([]string(nil), z.names...) }

// Header returns the .npy header of the named array, reading only the
// start of its member. It returns the errors of [ReadHeader], or one
// wrapping [ErrNotFound].
func (z *NPZ) Header(name string) (Header, error) {
	rc, err := z.open(name)
	if err != nil {
		return Header{}, err
	}
	defer rc.Close()
	return ReadHeader(rc)
}

// Close closes the file opened by [OpenNPZ]; it does nothing for an NPZ
// made by [NewNPZ]. Arrays already loaded stay valid.
func (z *NPZ) Close() error {
	if z.closer == nil {
		return nil
	}
	return z.closer.Close()
}

func (z *NPZ) open(name string) (io.ReadCloser, error) {
	f, ok := z.members[name]
	if !ok {
		return nil, fmt.Errorf("npy: .npz archive has no array %q: %w", name, ErrNotFound)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("%w: .npz member %q: %w", ErrFormat, f.Name, err)
	}
	return rc, nil
}

// LoadNPZ reads the named array of z; see [Read] for the errors. An error
// wraps [ErrNotFound] if z has no such array and [ErrFormat] if the
// member is corrupt (a bad checksum or compressed stream, or bytes after
// the array's data).
func LoadNPZ[T Elem, D tensor.Dim](z *NPZ, name string) (tensor.Tensor[T, D], error) {
	var t tensor.Tensor[T, D]
	err := z.read(name, func(r io.Reader) (err error) {
		t, err = Read[T, D](r)
		return err
	})
	return t, err
}

// LoadNPZDyn reads the named array of z, of any rank, into a dynamic-rank
// tensor; see [LoadNPZ].
func LoadNPZDyn[T Elem](z *NPZ, name string) (dyn.Tensor[T], error) {
	var t dyn.Tensor[T]
	err := z.read(name, func(r io.Reader) (err error) {
		t, err = ReadDyn[T](r)
		return err
	})
	return t, err
}

// read opens the member, lets read take the array and checks that the
// member ends there (reaching its end also checks the CRC).
func (z *NPZ) read(name string, read func(io.Reader) error) error {
	rc, err := z.open(name)
	if err != nil {
		return err
	}
	defer rc.Close()
	if err := read(rc); err != nil {
		if errors.Is(err, zip.ErrChecksum) || errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrAlgorithm) {
			return fmt.Errorf("%w: .npz member %q: %w", ErrFormat, name, err)
		}
		return err
	}
	var b [1]byte
	switch n, err := io.ReadFull(rc, b[:]); {
	case n > 0:
		return fmt.Errorf("%w: .npz member %q has bytes after the array's data", ErrFormat, name)
	case err != io.EOF:
		return fmt.Errorf("%w: .npz member %q: %w", ErrFormat, name, err)
	}
	return nil
}

// NPZWriter writes an .npz archive: one name.npy member per array, as
// np.savez (stored) or np.savez_compressed (deflated) does.
type NPZWriter struct {
	zw     *zip.Writer
	method uint16
	names  map[string]bool
	file   *os.File
}

// CreateNPZ creates the .npz archive at path; compressed selects deflate
// (np.savez_compressed) over stored members (np.savez). The archive is
// complete only after [NPZWriter.Close].
func CreateNPZ(path string, compressed bool) (*NPZWriter, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	z := NewNPZWriter(f, compressed)
	z.file = f
	return z, nil
}

// NewNPZWriter returns a writer of an .npz archive to w; see [CreateNPZ].
// Close does not close w.
func NewNPZWriter(w io.Writer, compressed bool) *NPZWriter {
	m := zip.Store
	if compressed {
		m = zip.Deflate
	}
	return &NPZWriter{zw: zip.NewWriter(w), method: m, names: map[string]bool{}}
}

// AddNPZ writes t, a tensor of either kind, as the array name (member
// name.npy) of the archive; the file holds the values t shows, as [Write]
// writes them. It returns an error wrapping [ErrDuplicate] if the archive
// already has name, and the errors of [Write]; a nil t adds no member.
func AddNPZ[T Elem](z *NPZWriter, name string, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	w, err := z.create(name)
	if err != nil {
		return err
	}
	return write(w, d)
}

func (z *NPZWriter) create(name string) (io.Writer, error) {
	if z.names[name] {
		return nil, fmt.Errorf("npy: .npz array %q written twice: %w", name, ErrDuplicate)
	}
	z.names[name] = true
	return z.zw.CreateHeader(&zip.FileHeader{Name: name + ".npy", Method: z.method})
}

// Close finishes the archive (writes the zip directory) and closes the
// file opened by [CreateNPZ].
func (z *NPZWriter) Close() error {
	err := z.zw.Close()
	if z.file != nil {
		if cerr := z.file.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
