package npy

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strconv"
	"unicode/utf8"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// strDtype is a string dtype of a header: 'U' (UTF-32 code units) or 'S'
// (bytes), the item's length in units, and its byte order.
type strDtype struct {
	kind    byte
	n       int
	bigEnd  bool
	itemLen int // bytes
}

// parseStrDescr reads "<U4", ">U4", "|S5" (and NumPy's "|a5", and S with
// a byte order, which NumPy accepts), refusing anything else with ErrDtype.
func parseStrDescr(descr string) (strDtype, error) {
	bad := fmt.Errorf("%w: %q is not a string dtype (<U, >U or |S)", ErrDtype, descr)
	if len(descr) < 3 {
		return strDtype{}, bad
	}
	order, k := descr[0], descr[1]
	n, err := strconv.Atoi(descr[2:])
	if err != nil || n < 0 || n > 1<<30 {
		return strDtype{}, bad
	}
	switch {
	case k == 'U' && (order == '<' || order == '>' || order == '='):
		return strDtype{kind: 'U', n: n, bigEnd: order == '>' || order == '=' && !littleEndian, itemLen: 4 * n}, nil
	case (k == 'S' || k == 'a') && (order == '|' || order == '<' || order == '>' || order == '='):
		return strDtype{kind: 'S', n: n, itemLen: n}, nil
	}
	return strDtype{}, bad
}

// readStrings reads the header and the strings of a .npy stream of a string
// dtype, in the file's order, the trailing NULs of each item removed as
// NumPy removes them.
func readStrings(r io.Reader, check func(Header) error) (Header, []string, error) {
	h, err := ReadHeader(r)
	if err != nil {
		return h, nil, err
	}
	if err := check(h); err != nil {
		return h, nil, err
	}
	dt, err := parseStrDescr(h.Descr)
	if err != nil {
		return h, nil, err
	}
	n, err := count(h.Shape, max(dt.itemLen, 1))
	if err != nil {
		return h, nil, err
	}
	br := bufio.NewReaderSize(r, 1<<16)
	// The item buffer and the result grow with the data that arrives, never
	// with what the header claims.
	var ib bytes.Buffer
	out := make([]string, 0, min(n, chunkBytes/16))
	var runes []byte
	for i := range n {
		ib.Reset()
		if _, err := io.CopyN(&ib, br, int64(dt.itemLen)); err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return h, nil, fmt.Errorf("%w: string %d of %d: %w", ErrFormat, i, n, err)
		}
		item := ib.Bytes()
		if dt.kind == 'S' {
			end := len(item)
			for end > 0 && item[end-1] == 0 {
				end--
			}
			out = append(out, string(item[:end]))
			continue
		}
		runes = runes[:0]
		end := dt.n
		for end > 0 && unit(item, end-1, dt.bigEnd) == 0 {
			end--
		}
		for k := range end {
			c := rune(unit(item, k, dt.bigEnd))
			if !utf8.ValidRune(c) {
				return h, nil, fmt.Errorf("%w: string %d holds %#x, not a Unicode code point", ErrFormat, i, uint32(c))
			}
			runes = utf8.AppendRune(runes, c)
		}
		out = append(out, string(runes))
	}
	return h, out, nil
}

func unit(item []byte, k int, bigEnd bool) uint32 {
	if bigEnd {
		return binary.BigEndian.Uint32(item[4*k:])
	}
	return binary.LittleEndian.Uint32(item[4*k:])
}

// ReadStrings reads a .npy stream of a string dtype into a tensor of
// strings of rank len(D): NumPy's Unicode arrays ("<U4", ">U4": UTF-32,
// decoded to UTF-8) and byte-string arrays ("|S5": the bytes as they are),
// each item's trailing NULs removed, as NumPy removes them. It returns an
// error wrapping [ErrDtype] for another dtype, [ErrFormat] for a malformed
// or truncated stream or a UTF-32 unit that is not a code point, and
// tensor.ErrRank when the file's rank is not len(D).
func ReadStrings[D tensor.Dim](r io.Reader) (tensor.Tensor[string, D], error) {
	h, data, err := readStrings(r, func(h Header) error {
		if _, err := tensor.ToDim[D](h.Shape); err != nil {
			return fmt.Errorf("npy: file has shape %v: %w", h.Shape, err)
		}
		return nil
	})
	if err != nil {
		return tensor.Tensor[string, D]{}, err
	}
	shape, _ := tensor.ToDim[D](h.Shape)
	l, err := tensor.Contiguous(shape, order(h))
	if err != nil {
		return tensor.Tensor[string, D]{}, err
	}
	return tensor.View(data, l)
}

// ReadStringsDyn reads a .npy stream of a string dtype of any rank; see
// [ReadStrings].
func ReadStringsDyn(r io.Reader) (dyn.Tensor[string], error) {
	h, data, err := readStrings(r, func(h Header) error {
		if len(h.Shape) > tensor.MaxRank {
			return fmt.Errorf("npy: file has rank %d > %d: %w", len(h.Shape), tensor.MaxRank, tensor.ErrRank)
		}
		return nil
	})
	if err != nil {
		return dyn.Tensor[string]{}, err
	}
	l, err := dyn.Contiguous(h.Shape, order(h))
	if err != nil {
		return dyn.Tensor[string]{}, err
	}
	return dyn.View(data, l)
}

// LoadStrings reads the .npy file of strings at path; see [ReadStrings].
func LoadStrings[D tensor.Dim](path string) (tensor.Tensor[string, D], error) {
	f, err := os.Open(path)
	if err != nil {
		return tensor.Tensor[string, D]{}, err
	}
	defer f.Close()
	return ReadStrings[D](f)
}

// LoadStringsDyn reads the .npy file of strings at path; see
// [ReadStringsDyn].
func LoadStringsDyn(path string) (dyn.Tensor[string], error) {
	f, err := os.Open(path)
	if err != nil {
		return dyn.Tensor[string]{}, err
	}
	defer f.Close()
	return ReadStringsDyn(f)
}

// WriteStrings writes t, a tensor of strings of either kind, as a .npy
// stream of NumPy's Unicode dtype "<U{n}", n the most code points of any
// element (at least 1), as np.save of a str array writes it: the strings
// in C order, each UTF-32 little-endian, padded with NULs. A string that
// is not valid UTF-8, or that ends with NUL (which NumPy would drop), is
// an error wrapping tensor.ErrValue, before anything is written.
func WriteStrings(w io.Writer, t dyn.AnyRank[string]) error {
	return writeStrings(w, t, 'U')
}

// WriteBytes writes t as a .npy stream of NumPy's byte-string dtype
// "|S{n}", n the longest element in bytes (at least 1): np.save of a bytes
// array. A string that ends with NUL is an error wrapping tensor.ErrValue.
func WriteBytes(w io.Writer, t dyn.AnyRank[string]) error {
	return writeStrings(w, t, 'S')
}

// SaveStrings writes t to the .npy file at path; see [WriteStrings].
func SaveStrings(path string, t dyn.AnyRank[string]) error {
	return saveWith(path, t, 'U', func(w io.Writer) error { return WriteStrings(w, t) })
}

// SaveBytes writes t to the .npy file at path; see [WriteBytes].
func SaveBytes(path string, t dyn.AnyRank[string]) error {
	return saveWith(path, t, 'S', func(w io.Writer) error { return WriteBytes(w, t) })
}

// saveWith writes the file at path with write through saveFile, after
// checking t's strings, so that a tensor that cannot be written leaves the
// file as it was.
func saveWith(path string, t dyn.AnyRank[string], kind byte, write func(io.Writer) error) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	if _, err := stringWidth(d, kind); err != nil {
		return err
	}
	return saveFile(path, write)
}

func writeStrings(w io.Writer, t dyn.AnyRank[string], kind byte) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	shape := d.Shape()
	width, err := stringWidth(d, kind)
	if err != nil {
		return err
	}
	descr := "<U" + strconv.Itoa(width)
	item := 4 * width
	if kind == 'S' {
		descr, item = "|S"+strconv.Itoa(width), width
	}
	if _, err := count(shape, item); err != nil {
		return err
	}
	if err := writeHeader(w, Header{Descr: descr, Shape: shape}); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	buf := make([]byte, item)
	for s := range d.Values() {
		clear(buf)
		if kind == 'S' {
			copy(buf, s)
		} else {
			k := 0
			for _, c := range s {
				binary.LittleEndian.PutUint32(buf[4*k:], uint32(c))
				k++
			}
		}
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// stringWidth is the item length of t's strings in kind's units (code
// points for 'U', bytes for 'S'), at least 1, or an error wrapping
// tensor.ErrValue for a string NumPy cannot hold as written.
func stringWidth(d dyn.Tensor[string], kind byte) (int, error) {
	width := 1
	i := 0
	for s := range d.Values() {
		if len(s) > 0 && s[len(s)-1] == 0 {
			return 0, fmt.Errorf("npy: string %d ends with NUL, which NumPy drops: %w", i, tensor.ErrValue)
		}
		n := len(s)
		if kind == 'U' {
			if !utf8.ValidString(s) {
				return 0, fmt.Errorf("npy: string %d is not valid UTF-8: %w", i, tensor.ErrValue)
			}
			n = utf8.RuneCountInString(s)
		}
		width = max(width, n)
		i++
	}
	return width, nil
}
