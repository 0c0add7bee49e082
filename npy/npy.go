package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/x448/float16"
)

// Sentinel errors; every error of this package wraps one of them, or
// [ErrNotFound] or [ErrDuplicate] for archives, or a sentinel of package
// tensor (such as [tensor.ErrRank]), or an I/O error.
var (
	// ErrFormat reports a stream that is not a well-formed .npy file:
	// wrong magic, unknown version, malformed header, truncated data.
	ErrFormat = errors.New("npy: malformed file")
	// ErrDtype reports a dtype this package does not read, or one that
	// does not match the requested Go element type (and is not float16
	// read as float32 or float64).
	ErrDtype = errors.New("npy: dtype mismatch")
)

// Elem is a constraint that permits the element types with a .npy dtype.
// [float16.Float16] (a ~uint16 type) stands for NumPy's float16: the
// dtype of a type is decided by the exact type float16.Float16 first and by
// its kind and size otherwise, so uint16 and float16.Float16 never match
// each other's files.
type Elem interface {
	~bool | ~int8 | ~int16 | ~int32 | ~int64 | ~int | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uint |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// Header is the part of a .npy header this package uses.
type Header struct {
	// Descr is NumPy's dtype string, such as "<f8" or "|b1".
	Descr string
	// Fortran reports whether the data is in Fortran (column-major) order.
	Fortran bool
	// Shape is the array's shape; empty for a 0-d array.
	Shape []int
}

var magic = []byte("\x93NUMPY")

// maxHeader bounds the header length we accept (NumPy's own limit is
// 10000 bytes unless told otherwise; this is generous).
const maxHeader = 1 << 20

// ReadHeader reads the magic string, version and header of a .npy stream,
// leaving r at the first data byte.
func ReadHeader(r io.Reader) (Header, error) {
	var pre [8]byte
	if _, err := io.ReadFull(r, pre[:]); err != nil {
		return Header{}, fmt.Errorf("%w: reading magic: %w", ErrFormat, err)
	}
	if !bytes.Equal(pre[:6], magic) {
		return Header{}, fmt.Errorf("%w: not a .npy file (magic %q)", ErrFormat, pre[:6])
	}
	var n int
	switch pre[6] {
	case 1:
		var l [2]byte
		if _, err := io.ReadFull(r, l[:]); err != nil {
			return Header{}, fmt.Errorf("%w: reading header length: %w", ErrFormat, err)
		}
		n = int(binary.LittleEndian.Uint16(l[:]))
	case 2, 3:
		var l [4]byte
		if _, err := io.ReadFull(r, l[:]); err != nil {
			return Header{}, fmt.Errorf("%w: reading header length: %w", ErrFormat, err)
		}
		u := binary.LittleEndian.Uint32(l[:])
		if u > maxHeader {
			return Header{}, fmt.Errorf("%w: header length %d exceeds %d", ErrFormat, u, maxHeader)
		}
		n = int(u)
	default:
		return Header{}, fmt.Errorf("%w: unsupported version %d.%d", ErrFormat, pre[6], pre[7])
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return Header{}, fmt.Errorf("%w: reading header: %w", ErrFormat, err)
	}
	return parseHeader(string(buf))
}

// parseHeader parses the Python dict literal of a .npy header.
func parseHeader(s string) (Header, error) {
	p := &parser{s: s}
	var h Header
	seen := map[string]bool{}
	p.space()
	if !p.eat('{') {
		return h, p.fail("header does not start with '{'")
	}
	for {
		p.space()
		if p.eat('}') {
			break
		}
		key, ok := p.str()
		if !ok {
			return h, p.fail("expected a quoted key")
		}
		p.space()
		if !p.eat(':') {
			return h, p.fail("expected ':'")
		}
		p.space()
		switch key {
		case "descr":
			v, ok := p.str()
			if !ok {
				return h, fmt.Errorf("%w: descr %q is not a simple dtype string", ErrDtype, p.rest())
			}
			h.Descr = v
		case "fortran_order":
			switch {
			case p.word("True"):
				h.Fortran = true
			case p.word("False"):
				h.Fortran = false
			default:
				return h, p.fail("fortran_order is not True or False")
			}
		case "shape":
			shape, err := p.tuple()
			if err != nil {
				return h, err
			}
			h.Shape = shape
		default:
			return h, p.fail("unknown key " + strconv.Quote(key))
		}
		if seen[key] {
			return h, p.fail("duplicate key " + strconv.Quote(key))
		}
		seen[key] = true
		p.space()
		if p.eat('}') {
			break
		}
		if !p.eat(',') {
			return h, p.fail("expected ',' or '}'")
		}
	}
	if !seen["descr"] || !seen["fortran_order"] || !seen["shape"] {
		return h, fmt.Errorf("%w: header lacks descr, fortran_order or shape", ErrFormat)
	}
	if strings.TrimSpace(p.rest()) != "" {
		return h, p.fail("trailing bytes after the header dict")
	}
	return h, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) rest() string { return p.s[p.i:] }

func (p *parser) fail(msg string) error {
	return fmt.Errorf("%w: header at byte %d: %s", ErrFormat, p.i, msg)
}

func (p *parser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\n\r", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *parser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *parser) word(w string) bool {
	if strings.HasPrefix(p.rest(), w) {
		p.i += len(w)
		return true
	}
	return false
}

// str reads a quoted string without escapes.
func (p *parser) str() (string, bool) {
	if p.i >= len(p.s) || (p.s[p.i] != '\'' && p.s[p.i] != '"') {
		return "", false
	}
	q := p.s[p.i]
	j := strings.IndexByte(p.s[p.i+1:], q)
	if j < 0 {
		return "", false
	}
	v := p.s[p.i+1 : p.i+1+j]
	if strings.ContainsRune(v, '\\') {
		return "", false
	}
	p.i += j + 2
	return v, true
}

// tuple reads a tuple of non-negative ints: (), (3,), (2, 3), with
// Python 2's L suffixes allowed.
func (p *parser) tuple() ([]int, error) {
	if !p.eat('(') {
		return nil, p.fail("shape is not a tuple")
	}
	shape := []int{}
	for {
		p.space()
		if p.eat(')') {
			return shape, nil
		}
		j := p.i
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		if j == p.i {
			return nil, p.fail("shape entry is not a non-negative integer")
		}
		v, err := strconv.Atoi(p.s[p.i:j])
		if err != nil {
			return nil, fmt.Errorf("%w: shape entry %s: %w", tensor.ErrOverflow, p.s[p.i:j], err)
		}
		shape = append(shape, v)
		p.i = j
		p.eat('L')
		p.space()
		if p.eat(')') {
			return shape, nil
		}
		if !p.eat(',') {
			return nil, p.fail("expected ',' or ')' in shape")
		}
	}
}

// halfType is the Go type of NumPy's float16.
var halfType = reflect.TypeFor[float16.Float16]()

// dtypeOf returns the dtype kind and size of T: 'b' bool, 'i' signed,
// 'u' unsigned, 'f' float, 'c' complex. float16.Float16 is 'f' of size 2,
// although its kind is uint16.
func dtypeOf[T Elem]() (kind byte, size int) {
	var z T
	size = int(unsafe.Sizeof(z))
	rt := reflect.TypeFor[T]()
	if rt == halfType {
		return 'f', size
	}
	switch rt.Kind() {
	case reflect.Bool:
		return 'b', size
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Int:
		return 'i', size
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint:
		return 'u', size
	case reflect.Float32, reflect.Float64:
		return 'f', size
	default:
		return 'c', size
	}
}

// Descr returns the little-endian .npy dtype string for T, such as "<f8"
// ("<f2" for float16.Float16).
func Descr[T Elem]() string {
	kind, size := dtypeOf[T]()
	if size == 1 {
		return "|" + string(kind) + "1"
	}
	return "<" + string(kind) + strconv.Itoa(size)
}

// dataKind says how a file's elements become T's.
type dataKind struct {
	swap  bool // the bytes of each element must be reversed
	widen bool // the file holds float16 and T is a wider float
}

// checkDescr reports whether the file's dtype holds T: the same kind and
// size, or float16 for a float32 or float64 T (widening, never narrowing).
func checkDescr[T Elem](descr string) (dataKind, error) {
	kind, size := dtypeOf[T]()
	if len(descr) < 3 {
		return dataKind{}, fmt.Errorf("%w: dtype %q", ErrDtype, descr)
	}
	order, k := descr[0], descr[1]
	n, perr := strconv.Atoi(descr[2:])
	if k == '?' { // NumPy also spells bool '?'
		k = 'b'
	}
	widen := perr == nil && k == 'f' && n == 2 && kind == 'f' && size > 2
	if perr != nil || k != kind || (n != size && !widen) {
		return dataKind{}, fmt.Errorf("%w: file holds %q, %T needs %q", ErrDtype, descr, *new(T), Descr[T]())
	}
	dk := dataKind{widen: widen}
	switch order {
	case '<':
		dk.swap = !littleEndian && n > 1
	case '>':
		dk.swap = littleEndian && n > 1
	case '|', '=':
		if order == '|' && n > 1 {
			return dataKind{}, fmt.Errorf("%w: dtype %q: no byte order for a multi-byte type", ErrDtype, descr)
		}
	default:
		return dataKind{}, fmt.Errorf("%w: dtype %q: unknown byte order %q", ErrDtype, descr, order)
	}
	return dk, nil
}

var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// count returns the number of elements of shape, or an error wrapping
// tensor.ErrOverflow.
func count(shape []int, size int) (int, error) {
	n := uint64(1)
	for _, d := range shape {
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > math.MaxInt {
			return 0, fmt.Errorf("npy: shape %v: %w", shape, tensor.ErrOverflow)
		}
		n = lo
	}
	if hi, lo := bits.Mul64(n, uint64(size)); hi != 0 || lo > math.MaxInt {
		return 0, fmt.Errorf("npy: shape %v of %d-byte elements: %w", shape, size, tensor.ErrOverflow)
	}
	return int(n), nil
}

// chunkBytes is how much data is read before the buffer grows again, so a
// header's claim is never allocated ahead of the bytes that back it.
const chunkBytes = 1 << 22

// readData reads n elements of T, swapping their bytes or widening them
// from float16 as dk says.
func readData[T Elem](r io.Reader, n int, dk dataKind) ([]T, error) {
	if dk.widen {
		return readWiden[T](r, n, dk.swap)
	}
	kind, size := dtypeOf[T]()
	per := max(1, chunkBytes/size)
	data := make([]T, 0, min(n, per))
	for len(data) < n {
		k := min(n-len(data), per)
		data = append(data, make([]T, k)...)
		chunk := data[len(data)-k:]
		b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(chunk))), k*size)
		if _, err := io.ReadFull(r, b); err != nil {
			return nil, fmt.Errorf("%w: data holds fewer than the %d elements the header claims: %w", ErrFormat, n, err)
		}
		fixElems(b, kind, size, dk.swap)
	}
	return data, nil
}

// fixElems makes raw file bytes valid elements in place: bools become 0
// or 1 (a Go bool must be), and swap reverses each element's bytes.
func fixElems(b []byte, kind byte, size int, swap bool) {
	if kind == 'b' {
		for i, v := range b {
			if v > 1 {
				b[i] = 1
			}
		}
	}
	if swap {
		swapBytes(b, size, kind == 'c')
	}
}

// readWiden reads n float16 elements into a float32 or float64 T; each
// value converts exactly.
func readWiden[T Elem](r io.Reader, n int, swap bool) ([]T, error) {
	per := chunkBytes / 2
	half := make([]float16.Float16, min(n, per))
	data := make([]T, 0, min(n, per))
	for len(data) < n {
		k := min(n-len(data), per)
		h := half[:k]
		b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(h))), 2*k)
		if _, err := io.ReadFull(r, b); err != nil {
			return nil, fmt.Errorf("%w: data holds fewer than the %d elements the header claims: %w", ErrFormat, n, err)
		}
		if swap {
			swapBytes(b, 2, false)
		}
		data = append(data, make([]T, k)...)
		widen(data[len(data)-k:], h)
	}
	return data, nil
}

// widen converts h into dst, whose kind is float32 or float64.
func widen[T Elem](dst []T, h []float16.Float16) {
	p := unsafe.Pointer(unsafe.SliceData(dst))
	if _, size := dtypeOf[T](); size == 4 {
		d := unsafe.Slice((*float32)(p), len(dst))
		for i := range d {
			d[i] = h[i].Float32()
		}
		return
	}
	d := unsafe.Slice((*float64)(p), len(dst))
	for i := range d {
		d[i] = float64(h[i].Float32())
	}
}

// swapBytes reverses the byte order of each element (each half of a
// complex number separately).
func swapBytes(b []byte, size int, complexElem bool) {
	w := size
	if complexElem {
		w = size / 2
	}
	for i := 0; i+w <= len(b); i += w {
		e := b[i : i+w]
		for a, z := 0, w-1; a < z; a, z = a+1, z-1 {
			e[a], e[z] = e[z], e[a]
		}
	}
}

// Read reads a .npy stream into a tensor of element type T and rank
// len(D). A float16 stream read as float32 or float64 is widened exactly;
// any other dtype must be T's. It returns an error wrapping [ErrFormat]
// for a malformed or truncated stream, [ErrDtype] when the dtype does not
// match T, and tensor.ErrRank when the file's rank is not len(D).
func Read[T Elem, D tensor.Dim](r io.Reader) (tensor.Tensor[T, D], error) {
	h, data, err := readAll[T](r, func(h Header) error {
		if _, err := tensor.ToDim[D](h.Shape); err != nil {
			return fmt.Errorf("npy: file has shape %v: %w", h.Shape, err)
		}
		return nil
	})
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	shape, _ := tensor.ToDim[D](h.Shape)
	l, err := tensor.Contiguous(shape, order(h))
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	return tensor.View(data, l)
}

// readAll reads the header, lets check refuse it, then checks the dtype
// and size and reads the data.
func readAll[T Elem](r io.Reader, check func(Header) error) (Header, []T, error) {
	h, err := ReadHeader(r)
	if err != nil {
		return h, nil, err
	}
	if err := check(h); err != nil {
		return h, nil, err
	}
	dk, err := checkDescr[T](h.Descr)
	if err != nil {
		return h, nil, err
	}
	_, size := dtypeOf[T]()
	n, err := count(h.Shape, size)
	if err != nil {
		return h, nil, err
	}
	data, err := readData[T](r, n, dk)
	return h, data, err
}

func order(h Header) tensor.Order {
	if h.Fortran {
		return tensor.F
	}
	return tensor.C
}

// ReadDyn reads a .npy stream of any rank into a dynamic-rank tensor; see
// [Read] for the errors.
func ReadDyn[T Elem](r io.Reader) (dyn.Tensor[T], error) {
	h, data, err := readAll[T](r, func(h Header) error {
		if len(h.Shape) > tensor.MaxRank {
			return fmt.Errorf("npy: file has rank %d > %d: %w", len(h.Shape), tensor.MaxRank, tensor.ErrRank)
		}
		return nil
	})
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	l, err := dyn.Contiguous(h.Shape, order(h))
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	return dyn.View(data, l)
}

// Load reads the .npy file at path; see [Read].
func Load[T Elem, D tensor.Dim](path string) (tensor.Tensor[T, D], error) {
	f, err := os.Open(path)
	if err != nil {
		return tensor.Tensor[T, D]{}, err
	}
	defer f.Close()
	return Read[T, D](f)
}

// Save writes t, a tensor of either kind, to the .npy file at path; see
// [Write].
func Save[T Elem](path string, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	return saveFile(path, func(w io.Writer) error { return write(w, d) })
}

// saveFile creates the file at path and writes it with write, closing it
// whatever happens; the error is write's, or else Close's.
func saveFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// LoadDyn reads the .npy file at path, of any rank, into a dynamic-rank
// tensor; see [ReadDyn].
func LoadDyn[T Elem](path string) (dyn.Tensor[T], error) {
	f, err := os.Open(path)
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	defer f.Close()
	return ReadDyn[T](f)
}

// Write writes t, a tensor of either kind ([dyn.AnyRank]: a tensor.Tensor
// or a [dyn.Tensor]), as a .npy stream. The file holds the values t shows,
// in t's shape, whatever its strides; see the package doc for when the
// buffer is written as it is. A nil t is an error wrapping tensor.ErrType,
// and the zero tensor of rank 0, which has no element, one wrapping
// tensor.ErrBounds.
func Write[T Elem](w io.Writer, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	return write(w, d)
}

// dynOf returns t as a runtime-rank tensor, calling its Dyn method once. A
// nil t (a nil interface, or a nil pointer such as a nil *tensor.Tensor)
// holds no tensor: it is an error wrapping tensor.ErrType, not a panic.
func dynOf[T any](t dyn.AnyRank[T]) (dyn.Tensor[T], error) {
	if t == nil {
		return dyn.Tensor[T]{}, fmt.Errorf("npy: writing a nil dyn.AnyRank, which holds no tensor: %w", tensor.ErrType)
	}
	if v := reflect.ValueOf(t); v.Kind() == reflect.Pointer && v.IsNil() {
		return dyn.Tensor[T]{}, fmt.Errorf("npy: writing a nil %T, which points to no tensor: %w", t, tensor.ErrType)
	}
	return t.Dyn(), nil
}

// write is [Write] of a runtime-rank tensor.
func write[T Elem](w io.Writer, t dyn.Tensor[T]) error {
	l := t.Layout()
	shape := l.Shape()
	_, size := dtypeOf[T]()
	n, err := count(shape, size)
	if err != nil {
		return err
	}
	if n > 0 && len(t.Data()) == 0 {
		return fmt.Errorf("npy: writing a tensor without a buffer (the zero value of a rank-0 tensor has no element): %w", tensor.ErrBounds)
	}
	fortran := !l.IsCContiguous() && l.IsFContiguous()
	if err := writeHeader(w, Header{Descr: Descr[T](), Fortran: fortran, Shape: shape}); err != nil {
		return err
	}
	if n == 0 {
		return nil
	}
	data := t.Data()
	if (l.IsCContiguous() || l.IsFContiguous()) && !l.IsBroadcast() {
		lo, _, err := l.Bounds()
		if err != nil {
			return err
		}
		return writeElems(w, data[lo:lo+n])
	}
	// Any other view: C order through a buffer.
	buf := make([]T, 0, min(n, max(1, chunkBytes/size)))
	for v := range t.Values() {
		buf = append(buf, v)
		if len(buf) == cap(buf) {
			if err := writeElems(w, buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	return writeElems(w, buf)
}

// SaveFloat16 writes t, a tensor of either kind, to the .npy file at path
// as float16; see [WriteFloat16].
func SaveFloat16[T ~float32 | ~float64](path string, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	return saveFile(path, func(w io.Writer) error { return writeFloat16(w, d) })
}

// WriteFloat16 writes t, a tensor of either kind, as a .npy stream of
// dtype "<f2" in C order, rounding each value to the nearest float16, ties
// to even, as NumPy's astype(np.float16) does: magnitudes from 65520 up
// become ±Inf, NaN stays NaN. A float64 is rounded once, not through
// float32 (which would round twice). Its errors are those of [Write].
func WriteFloat16[T ~float32 | ~float64](w io.Writer, t dyn.AnyRank[T]) error {
	d, err := dynOf(t)
	if err != nil {
		return err
	}
	return writeFloat16(w, d)
}

// writeFloat16 is [WriteFloat16] of a runtime-rank tensor.
func writeFloat16[T ~float32 | ~float64](w io.Writer, t dyn.Tensor[T]) error {
	shape := t.Layout().Shape()
	n, err := count(shape, 2)
	if err != nil {
		return err
	}
	if n > 0 && len(t.Data()) == 0 {
		return fmt.Errorf("npy: writing a tensor without a buffer (the zero value of a rank-0 tensor has no element): %w", tensor.ErrBounds)
	}
	if err := writeHeader(w, Header{Descr: "<f2", Shape: shape}); err != nil {
		return err
	}
	buf := make([]float16.Float16, 0, min(n, chunkBytes/2))
	for v := range t.Values() {
		buf = append(buf, toFloat16(float64(v)))
		if len(buf) == cap(buf) {
			if err := writeElems(w, buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	return writeElems(w, buf)
}

// toFloat16 rounds x to the nearest float16, ties to even. The float32
// step rounds to odd (a float32 that is not x gets an odd last bit), which
// keeps a value just off a float16 tie from landing on it: with 13 bits to
// spare, rounding to odd and then to nearest equals rounding once.
func toFloat16(x float64) float16.Float16 {
	f := float32(x)
	if b := math.Float32bits(f); float64(f) != x && x == x && b&1 == 0 {
		if math.Abs(float64(f)) > math.Abs(x) {
			b-- // toward zero: one step down in magnitude
		} else {
			b++
		}
		f = math.Float32frombits(b)
	}
	return float16.Fromfloat32(f)
}

// writeElems writes s little-endian.
func writeElems[T Elem](w io.Writer, s []T) error {
	if len(s) == 0 {
		return nil
	}
	kind, size := dtypeOf[T]()
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*size)
	if !littleEndian && size > 1 {
		b = bytes.Clone(b)
		swapBytes(b, size, kind == 'c')
	}
	_, err := w.Write(b)
	return err
}

// writeHeader writes magic, version and the header dict padded with
// spaces and a newline so the data starts at a multiple of 64 bytes.
func writeHeader(w io.Writer, h Header) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "{'descr': '%s', 'fortran_order': %s, 'shape': (", h.Descr, pyBool(h.Fortran))
	for i, d := range h.Shape {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(strconv.Itoa(d))
	}
	if len(h.Shape) == 1 {
		sb.WriteByte(',')
	}
	sb.WriteString("), }")
	dict := sb.String()
	// Version 1.0 has a 2-byte length after 8 bytes of magic and version.
	major, pre := byte(1), 10
	if pad(pre, len(dict)) > math.MaxUint16 {
		major, pre = 2, 12
	}
	total := pad(pre, len(dict))
	hdr := make([]byte, pre, pre+total)
	copy(hdr, magic)
	hdr[6], hdr[7] = major, 0
	if major == 1 {
		binary.LittleEndian.PutUint16(hdr[8:], uint16(total))
	} else {
		binary.LittleEndian.PutUint32(hdr[8:], uint32(total))
	}
	hdr = append(hdr, dict...)
	for len(hdr) < pre+total-1 {
		hdr = append(hdr, ' ')
	}
	hdr = append(hdr, '\n')
	_, err := w.Write(hdr)
	return err
}

// pad returns the header length (dict, spaces and newline) that makes
// pre + length a multiple of 64.
func pad(pre, dict int) int {
	n := pre + dict + 1
	return dict + 1 + (64-n%64)%64
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}
